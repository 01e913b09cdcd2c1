// The Gateway: the one public door of the platform. Browsers, bots and third-party clients in any
// language talk to this service only. It authenticates seat tokens and routes every call to the
// service of the match's game; it never interprets game commands itself.
//
// Authentication: CreateMatch and JoinMatch hand out seat tokens (signed, naming the match, the
// seat and an expiry). Calls that act for a seat carry the token in their `token` field, or in
// the `authorization: Bearer <token>` metadata entry (the field wins when both are set). A call
// without a token (where allowed) is a spectator's and sees public information only. Metadata
// keys starting with `ludus-caller` are the platform's own: the gateway ignores a client's.
//
// Errors (see docs/api.md):
//   INVALID_ARGUMENT    malformed request or command (unknown message type, bad field, ...)
//   FAILED_PRECONDITION a legal-looking command the rules forbid now; ErrorInfo.reason (and the
//                       "ludus-rule-code" trailer) carries a stable code, the message explains
//   UNAUTHENTICATED     missing, malformed, forged or expired token
//   PERMISSION_DENIED   a valid token for another match
//   ABORTED             expected_version given and the match has moved on; re-read and retry
//   NOT_FOUND           no such match or game, or a private match the caller may not reach
//                       (the same answer, so a private match's existence never shows)
//   UNAVAILABLE / DEADLINE_EXCEEDED  the game's service cannot be reached in time; safe to retry
//                       with the same command_id
// A call answered with an error has changed nothing.
import { enumDesc, fileDesc, messageDesc, serviceDesc } from "@bufbuild/protobuf/codegenv2";
import { file_google_protobuf_any, file_google_protobuf_timestamp } from "@bufbuild/protobuf/wkt";
import { file_ludus_v1_common } from "./common_pb.js";
/**
 * Describes the file ludus/v1/gateway.proto.
 */
export const file_ludus_v1_gateway = /*@__PURE__*/ fileDesc("ChZsdWR1cy92MS9nYXRld2F5LnByb3RvEghsdWR1cy52MSISChBMaXN0R2FtZXNSZXF1ZXN0IjYKEUxpc3RHYW1lc1Jlc3BvbnNlEiEKBWdhbWVzGAEgAygLMhIubHVkdXMudjEuR2FtZUluZm8i+wEKEkNyZWF0ZU1hdGNoUmVxdWVzdBIMCgRnYW1lGAEgASgJEiUKB29wdGlvbnMYAiABKAsyFC5nb29nbGUucHJvdG9idWYuQW55EiEKBXNlYXRzGAMgAygLMhIubHVkdXMudjEuU2VhdFNwZWMSJQoFY2xvY2sYBCABKAsyFi5sdWR1cy52MS5DbG9ja09wdGlvbnMSKAoKdmlzaWJpbGl0eRgFIAEoDjIULmx1ZHVzLnYxLlZpc2liaWxpdHkSLQoKc3BlY3RhdG9ycxgHIAEoDjIZLmx1ZHVzLnYxLlNwZWN0YXRvclBvbGljeRINCgVyYXRlZBgGIAEoCCIoCglTZWF0VG9rZW4SDAoEc2VhdBgBIAEoDRINCgV0b2tlbhgCIAEoCSJjChNDcmVhdGVNYXRjaFJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvEigKC3NlYXRfdG9rZW5zGAIgAygLMhMubHVkdXMudjEuU2VhdFRva2VuImIKEEpvaW5NYXRjaFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSEQoEc2VhdBgCIAEoDUgAiAEBEgwKBG5hbWUYAyABKAkSEgoKaW52aXRhdGlvbhgEIAEoCUIHCgVfc2VhdCJgChFKb2luTWF0Y2hSZXNwb25zZRInCgpzZWF0X3Rva2VuGAEgASgLMhMubHVkdXMudjEuU2VhdFRva2VuEiIKBW1hdGNoGAIgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvIiMKD0dldE1hdGNoUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCSI2ChBHZXRNYXRjaFJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvImYKEkxpc3RNYXRjaGVzUmVxdWVzdBIMCgRnYW1lGAEgASgJEiUKBnN0YXR1cxgCIAEoDjIVLmx1ZHVzLnYxLk1hdGNoU3RhdHVzEg0KBWxpbWl0GAMgASgNEgwKBG1pbmUYBCABKAgiOwoTTGlzdE1hdGNoZXNSZXNwb25zZRIkCgdtYXRjaGVzGAEgAygLMhMubHVkdXMudjEuTWF0Y2hJbmZvIqYBChRTdWJtaXRDb21tYW5kUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIlCgdjb21tYW5kGAMgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIdChBleHBlY3RlZF92ZXJzaW9uGAQgASgESACIAQESEgoKY29tbWFuZF9pZBgFIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiLCAQoVU3VibWl0Q29tbWFuZFJlc3BvbnNlEg8KB3ZlcnNpb24YASABKAQSJAoGZXZlbnRzGAIgAygLMhQubHVkdXMudjEuTWF0Y2hFdmVudBIRCglkdXBsaWNhdGUYAyABKAgSJQoGc3RhdHVzGAQgASgOMhUubHVkdXMudjEuTWF0Y2hTdGF0dXMSEAoIYXdhaXRpbmcYBSADKA0SJgoFbGVnYWwYBiABKAsyFy5sdWR1cy52MS5MZWdhbENvbW1hbmRzIjEKDkdldFZpZXdSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJImoKD0dldFZpZXdSZXNwb25zZRIiCgVtYXRjaBgBIAEoCzITLmx1ZHVzLnYxLk1hdGNoSW5mbxIiCgR2aWV3GAIgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIPCgd2ZXJzaW9uGAMgASgEIloKGExpc3RMZWdhbENvbW1hbmRzUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIOCgZvZmZzZXQYAyABKA0SDQoFbGltaXQYBCABKA0iegoZTGlzdExlZ2FsQ29tbWFuZHNSZXNwb25zZRIPCgd2ZXJzaW9uGAEgASgEEiYKCGNvbW1hbmRzGAIgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRINCgV0b3RhbBgDIAEoDRIVCg1ub3RfYmVmb3JlX21zGAQgASgEIl8KFENoZWNrQ29tbWFuZHNSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEiYKCGNvbW1hbmRzGAMgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueSJQChVDaGVja0NvbW1hbmRzUmVzcG9uc2USDwoHdmVyc2lvbhgBIAEoBBImCgZjaGVja3MYAiADKAsyFi5sdWR1cy52MS5Db21tYW5kQ2hlY2siRQoMQ29tbWFuZENoZWNrEg8KB2FsbG93ZWQYASABKAgSJAoHcmVmdXNhbBgCIAEoCzITLmx1ZHVzLnYxLlBsYXlFcnJvciJaChFXYXRjaE1hdGNoUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIUCgxmcm9tX3ZlcnNpb24YAyABKAQSDgoGZW5yaWNoGAQgASgIIlwKEUdldEhpc3RvcnlSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEhcKCnRvX3ZlcnNpb24YAyABKARIAIgBAUINCgtfdG9fdmVyc2lvbiKTAQoSR2V0SGlzdG9yeVJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvEiQKBmV2ZW50cxgCIAMoCzIULmx1ZHVzLnYxLk1hdGNoRXZlbnQSIgoEdmlldxgDIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSDwoHdmVyc2lvbhgEIAEoBCI1ChJSZWNsYWltU2VhdFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkiOQoTUmVjbGFpbVNlYXRSZXNwb25zZRIiCgVtYXRjaBgBIAEoCzITLmx1ZHVzLnYxLk1hdGNoSW5mbyIjCg9HZXRBdWRpdFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkiOQoQR2V0QXVkaXRSZXNwb25zZRIlCgZyZXBvcnQYASABKAsyFS5sdWR1cy52MS5BdWRpdFJlcG9ydCJsCgtQbGF5UmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIUCgxmcm9tX3ZlcnNpb24YAyABKAQSJgoHY29tbWFuZBgEIAEoCzIVLmx1ZHVzLnYxLlBsYXlDb21tYW5kInwKC1BsYXlDb21tYW5kEhIKCmNvbW1hbmRfaWQYASABKAkSHQoQZXhwZWN0ZWRfdmVyc2lvbhgCIAEoBEgAiAEBEiUKB2NvbW1hbmQYAyABKAsyFC5nb29nbGUucHJvdG9idWYuQW55QhMKEV9leHBlY3RlZF92ZXJzaW9uIpEBCgxQbGF5UmVzcG9uc2USJQoFZXZlbnQYASABKAsyFC5sdWR1cy52MS5NYXRjaEV2ZW50SAASJgoGYW5zd2VyGAIgASgLMhQubHVkdXMudjEuUGxheUFuc3dlckgAEioKCHByZXNlbmNlGAMgASgLMhYubHVkdXMudjEuU2VhdFByZXNlbmNlSABCBgoEa2luZCIvCgxTZWF0UHJlc2VuY2USDAoEc2VhdBgBIAEoDRIRCgljb25uZWN0ZWQYAiABKAgiaAoKUGxheUFuc3dlchISCgpjb21tYW5kX2lkGAEgASgJEg8KB3ZlcnNpb24YAiABKAQSEQoJZHVwbGljYXRlGAMgASgIEiIKBWVycm9yGAQgASgLMhMubHVkdXMudjEuUGxheUVycm9yIj0KCVBsYXlFcnJvchIMCgRjb2RlGAEgASgJEhEKCXJ1bGVfY29kZRgCIAEoCRIPCgdtZXNzYWdlGAMgASgJIoMBChZTZW5kQ2hhdE1lc3NhZ2VSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEiYKB2NoYW5uZWwYAyABKA4yFS5sdWR1cy52MS5DaGF0Q2hhbm5lbBIMCgR0ZXh0GAQgASgJEhIKCm1lc3NhZ2VfaWQYBSABKAkiVAoXU2VuZENoYXRNZXNzYWdlUmVzcG9uc2USJgoHbWVzc2FnZRgBIAEoCzIVLmx1ZHVzLnYxLkNoYXRNZXNzYWdlEhEKCWR1cGxpY2F0ZRgCIAEoCCLZAQoLQ2hhdE1lc3NhZ2USDgoGY3Vyc29yGAEgASgJEiYKB2NoYW5uZWwYAiABKA4yFS5sdWR1cy52MS5DaGF0Q2hhbm5lbBIOCgZhdXRob3IYAyABKAkSEQoEc2VhdBgEIAEoDUgAiAEBEhMKC2F1dGhvcl9uYW1lGAUgASgJEgwKBHRleHQYBiABKAkSKwoHc2VudF9hdBgHIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXASFgoOYXV0aG9yX2RlbGV0ZWQYCCABKAhCBwoFX3NlYXQilAEKCUNoYXRTdGF0ZRIWCg5zcGVjdGF0b3JfY2hhdBgBIAEoCBINCgVtdXRlZBgCIAMoCRInCghyZWFkYWJsZRgDIAMoDjIVLmx1ZHVzLnYxLkNoYXRDaGFubmVsEicKCHdyaXRhYmxlGAQgAygOMhUubHVkdXMudjEuQ2hhdENoYW5uZWwSDgoGY2xvc2VkGAUgASgIImQKCkNoYXRVcGRhdGUSKAoHbWVzc2FnZRgBIAEoCzIVLmx1ZHVzLnYxLkNoYXRNZXNzYWdlSAASJAoFc3RhdGUYAiABKAsyEy5sdWR1cy52MS5DaGF0U3RhdGVIAEIGCgRraW5kIkIKEFdhdGNoQ2hhdFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkSDQoFYWZ0ZXIYAyABKAkiSAoVTXV0ZUNoYXRQbGF5ZXJSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEg4KBmF1dGhvchgDIAEoCSInChZNdXRlQ2hhdFBsYXllclJlc3BvbnNlEg0KBW11dGVkGAEgAygJIkoKF1VubXV0ZUNoYXRQbGF5ZXJSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEg4KBmF1dGhvchgDIAEoCSIpChhVbm11dGVDaGF0UGxheWVyUmVzcG9uc2USDQoFbXV0ZWQYASADKAkiSwoXU2V0U3BlY3RhdG9yQ2hhdFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkSDwoHZW5hYmxlZBgDIAEoCCIrChhTZXRTcGVjdGF0b3JDaGF0UmVzcG9uc2USDwoHZW5hYmxlZBgBIAEoCCI6ChdHZXRTcGVjdGF0b3JDb2RlUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCSIoChhHZXRTcGVjdGF0b3JDb2RlUmVzcG9uc2USDAoEY29kZRgBIAEoCSpiCgtDaGF0Q2hhbm5lbBIcChhDSEFUX0NIQU5ORUxfVU5TUEVDSUZJRUQQABIYChRDSEFUX0NIQU5ORUxfUExBWUVSUxABEhsKF0NIQVRfQ0hBTk5FTF9TUEVDVEFUT1JTEAIyhwwKB0dhdGV3YXkSRAoJTGlzdEdhbWVzEhoubHVkdXMudjEuTGlzdEdhbWVzUmVxdWVzdBobLmx1ZHVzLnYxLkxpc3RHYW1lc1Jlc3BvbnNlEkoKC0NyZWF0ZU1hdGNoEhwubHVkdXMudjEuQ3JlYXRlTWF0Y2hSZXF1ZXN0Gh0ubHVkdXMudjEuQ3JlYXRlTWF0Y2hSZXNwb25zZRJECglKb2luTWF0Y2gSGi5sdWR1cy52MS5Kb2luTWF0Y2hSZXF1ZXN0GhsubHVkdXMudjEuSm9pbk1hdGNoUmVzcG9uc2USQQoIR2V0TWF0Y2gSGS5sdWR1cy52MS5HZXRNYXRjaFJlcXVlc3QaGi5sdWR1cy52MS5HZXRNYXRjaFJlc3BvbnNlEkoKC0xpc3RNYXRjaGVzEhwubHVkdXMudjEuTGlzdE1hdGNoZXNSZXF1ZXN0Gh0ubHVkdXMudjEuTGlzdE1hdGNoZXNSZXNwb25zZRJQCg1TdWJtaXRDb21tYW5kEh4ubHVkdXMudjEuU3VibWl0Q29tbWFuZFJlcXVlc3QaHy5sdWR1cy52MS5TdWJtaXRDb21tYW5kUmVzcG9uc2USPgoHR2V0VmlldxIYLmx1ZHVzLnYxLkdldFZpZXdSZXF1ZXN0GhkubHVkdXMudjEuR2V0Vmlld1Jlc3BvbnNlElwKEUxpc3RMZWdhbENvbW1hbmRzEiIubHVkdXMudjEuTGlzdExlZ2FsQ29tbWFuZHNSZXF1ZXN0GiMubHVkdXMudjEuTGlzdExlZ2FsQ29tbWFuZHNSZXNwb25zZRJQCg1DaGVja0NvbW1hbmRzEh4ubHVkdXMudjEuQ2hlY2tDb21tYW5kc1JlcXVlc3QaHy5sdWR1cy52MS5DaGVja0NvbW1hbmRzUmVzcG9uc2USQQoKV2F0Y2hNYXRjaBIbLmx1ZHVzLnYxLldhdGNoTWF0Y2hSZXF1ZXN0GhQubHVkdXMudjEuTWF0Y2hFdmVudDABEkcKCkdldEhpc3RvcnkSGy5sdWR1cy52MS5HZXRIaXN0b3J5UmVxdWVzdBocLmx1ZHVzLnYxLkdldEhpc3RvcnlSZXNwb25zZRJKCgtSZWNsYWltU2VhdBIcLmx1ZHVzLnYxLlJlY2xhaW1TZWF0UmVxdWVzdBodLmx1ZHVzLnYxLlJlY2xhaW1TZWF0UmVzcG9uc2USQQoIR2V0QXVkaXQSGS5sdWR1cy52MS5HZXRBdWRpdFJlcXVlc3QaGi5sdWR1cy52MS5HZXRBdWRpdFJlc3BvbnNlEjkKBFBsYXkSFS5sdWR1cy52MS5QbGF5UmVxdWVzdBoWLmx1ZHVzLnYxLlBsYXlSZXNwb25zZSgBMAESVgoPU2VuZENoYXRNZXNzYWdlEiAubHVkdXMudjEuU2VuZENoYXRNZXNzYWdlUmVxdWVzdBohLmx1ZHVzLnYxLlNlbmRDaGF0TWVzc2FnZVJlc3BvbnNlEj8KCVdhdGNoQ2hhdBIaLmx1ZHVzLnYxLldhdGNoQ2hhdFJlcXVlc3QaFC5sdWR1cy52MS5DaGF0VXBkYXRlMAESUwoOTXV0ZUNoYXRQbGF5ZXISHy5sdWR1cy52MS5NdXRlQ2hhdFBsYXllclJlcXVlc3QaIC5sdWR1cy52MS5NdXRlQ2hhdFBsYXllclJlc3BvbnNlElkKEFVubXV0ZUNoYXRQbGF5ZXISIS5sdWR1cy52MS5Vbm11dGVDaGF0UGxheWVyUmVxdWVzdBoiLmx1ZHVzLnYxLlVubXV0ZUNoYXRQbGF5ZXJSZXNwb25zZRJZChBTZXRTcGVjdGF0b3JDaGF0EiEubHVkdXMudjEuU2V0U3BlY3RhdG9yQ2hhdFJlcXVlc3QaIi5sdWR1cy52MS5TZXRTcGVjdGF0b3JDaGF0UmVzcG9uc2USWQoQR2V0U3BlY3RhdG9yQ29kZRIhLmx1ZHVzLnYxLkdldFNwZWN0YXRvckNvZGVSZXF1ZXN0GiIubHVkdXMudjEuR2V0U3BlY3RhdG9yQ29kZVJlc3BvbnNlQkYKDGRldi5sdWR1cy52MVABWjRnaXRodWIuY29tL2x1ZHVzLWdhbWVzL2x1ZHVzL2dlbi9nby9sdWR1cy92MTtsdWR1c3YxYgZwcm90bzM", [file_google_protobuf_any, file_google_protobuf_timestamp, file_ludus_v1_common]);
/**
 * Describes the message ludus.v1.ListGamesRequest.
 * Use `create(ListGamesRequestSchema)` to create a new message.
 */
export const ListGamesRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 0);
/**
 * Describes the message ludus.v1.ListGamesResponse.
 * Use `create(ListGamesResponseSchema)` to create a new message.
 */
export const ListGamesResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 1);
/**
 * Describes the message ludus.v1.CreateMatchRequest.
 * Use `create(CreateMatchRequestSchema)` to create a new message.
 */
export const CreateMatchRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 2);
/**
 * Describes the message ludus.v1.SeatToken.
 * Use `create(SeatTokenSchema)` to create a new message.
 */
export const SeatTokenSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 3);
/**
 * Describes the message ludus.v1.CreateMatchResponse.
 * Use `create(CreateMatchResponseSchema)` to create a new message.
 */
export const CreateMatchResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 4);
/**
 * Describes the message ludus.v1.JoinMatchRequest.
 * Use `create(JoinMatchRequestSchema)` to create a new message.
 */
export const JoinMatchRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 5);
/**
 * Describes the message ludus.v1.JoinMatchResponse.
 * Use `create(JoinMatchResponseSchema)` to create a new message.
 */
export const JoinMatchResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 6);
/**
 * Describes the message ludus.v1.GetMatchRequest.
 * Use `create(GetMatchRequestSchema)` to create a new message.
 */
export const GetMatchRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 7);
/**
 * Describes the message ludus.v1.GetMatchResponse.
 * Use `create(GetMatchResponseSchema)` to create a new message.
 */
export const GetMatchResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 8);
/**
 * Describes the message ludus.v1.ListMatchesRequest.
 * Use `create(ListMatchesRequestSchema)` to create a new message.
 */
export const ListMatchesRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 9);
/**
 * Describes the message ludus.v1.ListMatchesResponse.
 * Use `create(ListMatchesResponseSchema)` to create a new message.
 */
export const ListMatchesResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 10);
/**
 * Describes the message ludus.v1.SubmitCommandRequest.
 * Use `create(SubmitCommandRequestSchema)` to create a new message.
 */
export const SubmitCommandRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 11);
/**
 * Describes the message ludus.v1.SubmitCommandResponse.
 * Use `create(SubmitCommandResponseSchema)` to create a new message.
 */
export const SubmitCommandResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 12);
/**
 * Describes the message ludus.v1.GetViewRequest.
 * Use `create(GetViewRequestSchema)` to create a new message.
 */
export const GetViewRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 13);
/**
 * Describes the message ludus.v1.GetViewResponse.
 * Use `create(GetViewResponseSchema)` to create a new message.
 */
export const GetViewResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 14);
/**
 * Describes the message ludus.v1.ListLegalCommandsRequest.
 * Use `create(ListLegalCommandsRequestSchema)` to create a new message.
 */
export const ListLegalCommandsRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 15);
/**
 * Describes the message ludus.v1.ListLegalCommandsResponse.
 * Use `create(ListLegalCommandsResponseSchema)` to create a new message.
 */
export const ListLegalCommandsResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 16);
/**
 * Describes the message ludus.v1.CheckCommandsRequest.
 * Use `create(CheckCommandsRequestSchema)` to create a new message.
 */
export const CheckCommandsRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 17);
/**
 * Describes the message ludus.v1.CheckCommandsResponse.
 * Use `create(CheckCommandsResponseSchema)` to create a new message.
 */
export const CheckCommandsResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 18);
/**
 * Describes the message ludus.v1.CommandCheck.
 * Use `create(CommandCheckSchema)` to create a new message.
 */
export const CommandCheckSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 19);
/**
 * Describes the message ludus.v1.WatchMatchRequest.
 * Use `create(WatchMatchRequestSchema)` to create a new message.
 */
export const WatchMatchRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 20);
/**
 * Describes the message ludus.v1.GetHistoryRequest.
 * Use `create(GetHistoryRequestSchema)` to create a new message.
 */
export const GetHistoryRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 21);
/**
 * Describes the message ludus.v1.GetHistoryResponse.
 * Use `create(GetHistoryResponseSchema)` to create a new message.
 */
export const GetHistoryResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 22);
/**
 * Describes the message ludus.v1.ReclaimSeatRequest.
 * Use `create(ReclaimSeatRequestSchema)` to create a new message.
 */
export const ReclaimSeatRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 23);
/**
 * Describes the message ludus.v1.ReclaimSeatResponse.
 * Use `create(ReclaimSeatResponseSchema)` to create a new message.
 */
export const ReclaimSeatResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 24);
/**
 * Describes the message ludus.v1.GetAuditRequest.
 * Use `create(GetAuditRequestSchema)` to create a new message.
 */
export const GetAuditRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 25);
/**
 * Describes the message ludus.v1.GetAuditResponse.
 * Use `create(GetAuditResponseSchema)` to create a new message.
 */
export const GetAuditResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 26);
/**
 * Describes the message ludus.v1.PlayRequest.
 * Use `create(PlayRequestSchema)` to create a new message.
 */
export const PlayRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 27);
/**
 * Describes the message ludus.v1.PlayCommand.
 * Use `create(PlayCommandSchema)` to create a new message.
 */
export const PlayCommandSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 28);
/**
 * Describes the message ludus.v1.PlayResponse.
 * Use `create(PlayResponseSchema)` to create a new message.
 */
export const PlayResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 29);
/**
 * Describes the message ludus.v1.SeatPresence.
 * Use `create(SeatPresenceSchema)` to create a new message.
 */
export const SeatPresenceSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 30);
/**
 * Describes the message ludus.v1.PlayAnswer.
 * Use `create(PlayAnswerSchema)` to create a new message.
 */
export const PlayAnswerSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 31);
/**
 * Describes the message ludus.v1.PlayError.
 * Use `create(PlayErrorSchema)` to create a new message.
 */
export const PlayErrorSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 32);
/**
 * Describes the message ludus.v1.SendChatMessageRequest.
 * Use `create(SendChatMessageRequestSchema)` to create a new message.
 */
export const SendChatMessageRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 33);
/**
 * Describes the message ludus.v1.SendChatMessageResponse.
 * Use `create(SendChatMessageResponseSchema)` to create a new message.
 */
export const SendChatMessageResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 34);
/**
 * Describes the message ludus.v1.ChatMessage.
 * Use `create(ChatMessageSchema)` to create a new message.
 */
export const ChatMessageSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 35);
/**
 * Describes the message ludus.v1.ChatState.
 * Use `create(ChatStateSchema)` to create a new message.
 */
export const ChatStateSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 36);
/**
 * Describes the message ludus.v1.ChatUpdate.
 * Use `create(ChatUpdateSchema)` to create a new message.
 */
export const ChatUpdateSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 37);
/**
 * Describes the message ludus.v1.WatchChatRequest.
 * Use `create(WatchChatRequestSchema)` to create a new message.
 */
export const WatchChatRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 38);
/**
 * Describes the message ludus.v1.MuteChatPlayerRequest.
 * Use `create(MuteChatPlayerRequestSchema)` to create a new message.
 */
export const MuteChatPlayerRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 39);
/**
 * Describes the message ludus.v1.MuteChatPlayerResponse.
 * Use `create(MuteChatPlayerResponseSchema)` to create a new message.
 */
export const MuteChatPlayerResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 40);
/**
 * Describes the message ludus.v1.UnmuteChatPlayerRequest.
 * Use `create(UnmuteChatPlayerRequestSchema)` to create a new message.
 */
export const UnmuteChatPlayerRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 41);
/**
 * Describes the message ludus.v1.UnmuteChatPlayerResponse.
 * Use `create(UnmuteChatPlayerResponseSchema)` to create a new message.
 */
export const UnmuteChatPlayerResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 42);
/**
 * Describes the message ludus.v1.SetSpectatorChatRequest.
 * Use `create(SetSpectatorChatRequestSchema)` to create a new message.
 */
export const SetSpectatorChatRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 43);
/**
 * Describes the message ludus.v1.SetSpectatorChatResponse.
 * Use `create(SetSpectatorChatResponseSchema)` to create a new message.
 */
export const SetSpectatorChatResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 44);
/**
 * Describes the message ludus.v1.GetSpectatorCodeRequest.
 * Use `create(GetSpectatorCodeRequestSchema)` to create a new message.
 */
export const GetSpectatorCodeRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 45);
/**
 * Describes the message ludus.v1.GetSpectatorCodeResponse.
 * Use `create(GetSpectatorCodeResponseSchema)` to create a new message.
 */
export const GetSpectatorCodeResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 46);
/**
 * Which chat channel of a match.
 *
 * @generated from enum ludus.v1.ChatChannel
 */
export var ChatChannel;
(function (ChatChannel) {
    /**
     * Not a channel: refused with INVALID_ARGUMENT.
     *
     * @generated from enum value: CHAT_CHANNEL_UNSPECIFIED = 0;
     */
    ChatChannel[ChatChannel["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * The players' channel: the seats only, never delivered to a spectator.
     *
     * @generated from enum value: CHAT_CHANNEL_PLAYERS = 1;
     */
    ChatChannel[ChatChannel["PLAYERS"] = 1] = "PLAYERS";
    /**
     * The spectators' channel: everyone who may watch the match reads it; seats and signed-in
     * spectators write in it while it is on (SetSpectatorChat).
     *
     * @generated from enum value: CHAT_CHANNEL_SPECTATORS = 2;
     */
    ChatChannel[ChatChannel["SPECTATORS"] = 2] = "SPECTATORS";
})(ChatChannel || (ChatChannel = {}));
/**
 * Describes the enum ludus.v1.ChatChannel.
 */
export const ChatChannelSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_gateway, 0);
/**
 * The public API.
 *
 * @generated from service ludus.v1.Gateway
 */
export const Gateway = /*@__PURE__*/ serviceDesc(file_ludus_v1_gateway, 0);
