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
export const file_ludus_v1_gateway = /*@__PURE__*/ fileDesc("ChZsdWR1cy92MS9nYXRld2F5LnByb3RvEghsdWR1cy52MSISChBMaXN0R2FtZXNSZXF1ZXN0IjYKEUxpc3RHYW1lc1Jlc3BvbnNlEiEKBWdhbWVzGAEgAygLMhIubHVkdXMudjEuR2FtZUluZm8i7AEKEkNyZWF0ZU1hdGNoUmVxdWVzdBIMCgRnYW1lGAEgASgJEiUKB29wdGlvbnMYAiABKAsyFC5nb29nbGUucHJvdG9idWYuQW55EiEKBXNlYXRzGAMgAygLMhIubHVkdXMudjEuU2VhdFNwZWMSJQoFY2xvY2sYBCABKAsyFi5sdWR1cy52MS5DbG9ja09wdGlvbnMSKAoKdmlzaWJpbGl0eRgFIAEoDjIULmx1ZHVzLnYxLlZpc2liaWxpdHkSLQoKc3BlY3RhdG9ycxgHIAEoDjIZLmx1ZHVzLnYxLlNwZWN0YXRvclBvbGljeSIoCglTZWF0VG9rZW4SDAoEc2VhdBgBIAEoDRINCgV0b2tlbhgCIAEoCSJjChNDcmVhdGVNYXRjaFJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvEigKC3NlYXRfdG9rZW5zGAIgAygLMhMubHVkdXMudjEuU2VhdFRva2VuImIKEEpvaW5NYXRjaFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSEQoEc2VhdBgCIAEoDUgAiAEBEgwKBG5hbWUYAyABKAkSEgoKaW52aXRhdGlvbhgEIAEoCUIHCgVfc2VhdCJgChFKb2luTWF0Y2hSZXNwb25zZRInCgpzZWF0X3Rva2VuGAEgASgLMhMubHVkdXMudjEuU2VhdFRva2VuEiIKBW1hdGNoGAIgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvIiMKD0dldE1hdGNoUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCSI2ChBHZXRNYXRjaFJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvImYKEkxpc3RNYXRjaGVzUmVxdWVzdBIMCgRnYW1lGAEgASgJEiUKBnN0YXR1cxgCIAEoDjIVLmx1ZHVzLnYxLk1hdGNoU3RhdHVzEg0KBWxpbWl0GAMgASgNEgwKBG1pbmUYBCABKAgiOwoTTGlzdE1hdGNoZXNSZXNwb25zZRIkCgdtYXRjaGVzGAEgAygLMhMubHVkdXMudjEuTWF0Y2hJbmZvIqYBChRTdWJtaXRDb21tYW5kUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIlCgdjb21tYW5kGAMgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIdChBleHBlY3RlZF92ZXJzaW9uGAQgASgESACIAQESEgoKY29tbWFuZF9pZBgFIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiLCAQoVU3VibWl0Q29tbWFuZFJlc3BvbnNlEg8KB3ZlcnNpb24YASABKAQSJAoGZXZlbnRzGAIgAygLMhQubHVkdXMudjEuTWF0Y2hFdmVudBIRCglkdXBsaWNhdGUYAyABKAgSJQoGc3RhdHVzGAQgASgOMhUubHVkdXMudjEuTWF0Y2hTdGF0dXMSEAoIYXdhaXRpbmcYBSADKA0SJgoFbGVnYWwYBiABKAsyFy5sdWR1cy52MS5MZWdhbENvbW1hbmRzIjEKDkdldFZpZXdSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJImoKD0dldFZpZXdSZXNwb25zZRIiCgVtYXRjaBgBIAEoCzITLmx1ZHVzLnYxLk1hdGNoSW5mbxIiCgR2aWV3GAIgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIPCgd2ZXJzaW9uGAMgASgEIloKGExpc3RMZWdhbENvbW1hbmRzUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIOCgZvZmZzZXQYAyABKA0SDQoFbGltaXQYBCABKA0iegoZTGlzdExlZ2FsQ29tbWFuZHNSZXNwb25zZRIPCgd2ZXJzaW9uGAEgASgEEiYKCGNvbW1hbmRzGAIgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRINCgV0b3RhbBgDIAEoDRIVCg1ub3RfYmVmb3JlX21zGAQgASgEIloKEVdhdGNoTWF0Y2hSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEhQKDGZyb21fdmVyc2lvbhgDIAEoBBIOCgZlbnJpY2gYBCABKAgiXAoRR2V0SGlzdG9yeVJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkSFwoKdG9fdmVyc2lvbhgDIAEoBEgAiAEBQg0KC190b192ZXJzaW9uIpMBChJHZXRIaXN0b3J5UmVzcG9uc2USIgoFbWF0Y2gYASABKAsyEy5sdWR1cy52MS5NYXRjaEluZm8SJAoGZXZlbnRzGAIgAygLMhQubHVkdXMudjEuTWF0Y2hFdmVudBIiCgR2aWV3GAMgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIPCgd2ZXJzaW9uGAQgASgEIjUKElJlY2xhaW1TZWF0UmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCSI5ChNSZWNsYWltU2VhdFJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvIiMKD0dldEF1ZGl0UmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCSI5ChBHZXRBdWRpdFJlc3BvbnNlEiUKBnJlcG9ydBgBIAEoCzIVLmx1ZHVzLnYxLkF1ZGl0UmVwb3J0ImwKC1BsYXlSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEhQKDGZyb21fdmVyc2lvbhgDIAEoBBImCgdjb21tYW5kGAQgASgLMhUubHVkdXMudjEuUGxheUNvbW1hbmQifAoLUGxheUNvbW1hbmQSEgoKY29tbWFuZF9pZBgBIAEoCRIdChBleHBlY3RlZF92ZXJzaW9uGAIgASgESACIAQESJQoHY29tbWFuZBgDIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnlCEwoRX2V4cGVjdGVkX3ZlcnNpb24ikQEKDFBsYXlSZXNwb25zZRIlCgVldmVudBgBIAEoCzIULmx1ZHVzLnYxLk1hdGNoRXZlbnRIABImCgZhbnN3ZXIYAiABKAsyFC5sdWR1cy52MS5QbGF5QW5zd2VySAASKgoIcHJlc2VuY2UYAyABKAsyFi5sdWR1cy52MS5TZWF0UHJlc2VuY2VIAEIGCgRraW5kIi8KDFNlYXRQcmVzZW5jZRIMCgRzZWF0GAEgASgNEhEKCWNvbm5lY3RlZBgCIAEoCCJoCgpQbGF5QW5zd2VyEhIKCmNvbW1hbmRfaWQYASABKAkSDwoHdmVyc2lvbhgCIAEoBBIRCglkdXBsaWNhdGUYAyABKAgSIgoFZXJyb3IYBCABKAsyEy5sdWR1cy52MS5QbGF5RXJyb3IiPQoJUGxheUVycm9yEgwKBGNvZGUYASABKAkSEQoJcnVsZV9jb2RlGAIgASgJEg8KB21lc3NhZ2UYAyABKAkibwoWU2VuZENoYXRNZXNzYWdlUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRImCgdjaGFubmVsGAMgASgOMhUubHVkdXMudjEuQ2hhdENoYW5uZWwSDAoEdGV4dBgEIAEoCSJBChdTZW5kQ2hhdE1lc3NhZ2VSZXNwb25zZRImCgdtZXNzYWdlGAEgASgLMhUubHVkdXMudjEuQ2hhdE1lc3NhZ2Ui2QEKC0NoYXRNZXNzYWdlEg4KBmN1cnNvchgBIAEoCRImCgdjaGFubmVsGAIgASgOMhUubHVkdXMudjEuQ2hhdENoYW5uZWwSDgoGYXV0aG9yGAMgASgJEhEKBHNlYXQYBCABKA1IAIgBARITCgthdXRob3JfbmFtZRgFIAEoCRIMCgR0ZXh0GAYgASgJEisKB3NlbnRfYXQYByABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEhYKDmF1dGhvcl9kZWxldGVkGAggASgIQgcKBV9zZWF0IpQBCglDaGF0U3RhdGUSFgoOc3BlY3RhdG9yX2NoYXQYASABKAgSDQoFbXV0ZWQYAiADKAkSJwoIcmVhZGFibGUYAyADKA4yFS5sdWR1cy52MS5DaGF0Q2hhbm5lbBInCgh3cml0YWJsZRgEIAMoDjIVLmx1ZHVzLnYxLkNoYXRDaGFubmVsEg4KBmNsb3NlZBgFIAEoCCJkCgpDaGF0VXBkYXRlEigKB21lc3NhZ2UYASABKAsyFS5sdWR1cy52MS5DaGF0TWVzc2FnZUgAEiQKBXN0YXRlGAIgASgLMhMubHVkdXMudjEuQ2hhdFN0YXRlSABCBgoEa2luZCJCChBXYXRjaENoYXRSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEg0KBWFmdGVyGAMgASgJIkgKFU11dGVDaGF0UGxheWVyUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIOCgZhdXRob3IYAyABKAkiJwoWTXV0ZUNoYXRQbGF5ZXJSZXNwb25zZRINCgVtdXRlZBgBIAMoCSJKChdVbm11dGVDaGF0UGxheWVyUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIOCgZhdXRob3IYAyABKAkiKQoYVW5tdXRlQ2hhdFBsYXllclJlc3BvbnNlEg0KBW11dGVkGAEgAygJIksKF1NldFNwZWN0YXRvckNoYXRSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEg8KB2VuYWJsZWQYAyABKAgiKwoYU2V0U3BlY3RhdG9yQ2hhdFJlc3BvbnNlEg8KB2VuYWJsZWQYASABKAgiOgoXR2V0U3BlY3RhdG9yQ29kZVJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkiKAoYR2V0U3BlY3RhdG9yQ29kZVJlc3BvbnNlEgwKBGNvZGUYASABKAkqYgoLQ2hhdENoYW5uZWwSHAoYQ0hBVF9DSEFOTkVMX1VOU1BFQ0lGSUVEEAASGAoUQ0hBVF9DSEFOTkVMX1BMQVlFUlMQARIbChdDSEFUX0NIQU5ORUxfU1BFQ1RBVE9SUxACMrULCgdHYXRld2F5EkQKCUxpc3RHYW1lcxIaLmx1ZHVzLnYxLkxpc3RHYW1lc1JlcXVlc3QaGy5sdWR1cy52MS5MaXN0R2FtZXNSZXNwb25zZRJKCgtDcmVhdGVNYXRjaBIcLmx1ZHVzLnYxLkNyZWF0ZU1hdGNoUmVxdWVzdBodLmx1ZHVzLnYxLkNyZWF0ZU1hdGNoUmVzcG9uc2USRAoJSm9pbk1hdGNoEhoubHVkdXMudjEuSm9pbk1hdGNoUmVxdWVzdBobLmx1ZHVzLnYxLkpvaW5NYXRjaFJlc3BvbnNlEkEKCEdldE1hdGNoEhkubHVkdXMudjEuR2V0TWF0Y2hSZXF1ZXN0GhoubHVkdXMudjEuR2V0TWF0Y2hSZXNwb25zZRJKCgtMaXN0TWF0Y2hlcxIcLmx1ZHVzLnYxLkxpc3RNYXRjaGVzUmVxdWVzdBodLmx1ZHVzLnYxLkxpc3RNYXRjaGVzUmVzcG9uc2USUAoNU3VibWl0Q29tbWFuZBIeLmx1ZHVzLnYxLlN1Ym1pdENvbW1hbmRSZXF1ZXN0Gh8ubHVkdXMudjEuU3VibWl0Q29tbWFuZFJlc3BvbnNlEj4KB0dldFZpZXcSGC5sdWR1cy52MS5HZXRWaWV3UmVxdWVzdBoZLmx1ZHVzLnYxLkdldFZpZXdSZXNwb25zZRJcChFMaXN0TGVnYWxDb21tYW5kcxIiLmx1ZHVzLnYxLkxpc3RMZWdhbENvbW1hbmRzUmVxdWVzdBojLmx1ZHVzLnYxLkxpc3RMZWdhbENvbW1hbmRzUmVzcG9uc2USQQoKV2F0Y2hNYXRjaBIbLmx1ZHVzLnYxLldhdGNoTWF0Y2hSZXF1ZXN0GhQubHVkdXMudjEuTWF0Y2hFdmVudDABEkcKCkdldEhpc3RvcnkSGy5sdWR1cy52MS5HZXRIaXN0b3J5UmVxdWVzdBocLmx1ZHVzLnYxLkdldEhpc3RvcnlSZXNwb25zZRJKCgtSZWNsYWltU2VhdBIcLmx1ZHVzLnYxLlJlY2xhaW1TZWF0UmVxdWVzdBodLmx1ZHVzLnYxLlJlY2xhaW1TZWF0UmVzcG9uc2USQQoIR2V0QXVkaXQSGS5sdWR1cy52MS5HZXRBdWRpdFJlcXVlc3QaGi5sdWR1cy52MS5HZXRBdWRpdFJlc3BvbnNlEjkKBFBsYXkSFS5sdWR1cy52MS5QbGF5UmVxdWVzdBoWLmx1ZHVzLnYxLlBsYXlSZXNwb25zZSgBMAESVgoPU2VuZENoYXRNZXNzYWdlEiAubHVkdXMudjEuU2VuZENoYXRNZXNzYWdlUmVxdWVzdBohLmx1ZHVzLnYxLlNlbmRDaGF0TWVzc2FnZVJlc3BvbnNlEj8KCVdhdGNoQ2hhdBIaLmx1ZHVzLnYxLldhdGNoQ2hhdFJlcXVlc3QaFC5sdWR1cy52MS5DaGF0VXBkYXRlMAESUwoOTXV0ZUNoYXRQbGF5ZXISHy5sdWR1cy52MS5NdXRlQ2hhdFBsYXllclJlcXVlc3QaIC5sdWR1cy52MS5NdXRlQ2hhdFBsYXllclJlc3BvbnNlElkKEFVubXV0ZUNoYXRQbGF5ZXISIS5sdWR1cy52MS5Vbm11dGVDaGF0UGxheWVyUmVxdWVzdBoiLmx1ZHVzLnYxLlVubXV0ZUNoYXRQbGF5ZXJSZXNwb25zZRJZChBTZXRTcGVjdGF0b3JDaGF0EiEubHVkdXMudjEuU2V0U3BlY3RhdG9yQ2hhdFJlcXVlc3QaIi5sdWR1cy52MS5TZXRTcGVjdGF0b3JDaGF0UmVzcG9uc2USWQoQR2V0U3BlY3RhdG9yQ29kZRIhLmx1ZHVzLnYxLkdldFNwZWN0YXRvckNvZGVSZXF1ZXN0GiIubHVkdXMudjEuR2V0U3BlY3RhdG9yQ29kZVJlc3BvbnNlQkYKDGRldi5sdWR1cy52MVABWjRnaXRodWIuY29tL2x1ZHVzLWdhbWVzL2x1ZHVzL2dlbi9nby9sdWR1cy92MTtsdWR1c3YxYgZwcm90bzM", [file_google_protobuf_any, file_google_protobuf_timestamp, file_ludus_v1_common]);
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
 * Describes the message ludus.v1.WatchMatchRequest.
 * Use `create(WatchMatchRequestSchema)` to create a new message.
 */
export const WatchMatchRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 17);
/**
 * Describes the message ludus.v1.GetHistoryRequest.
 * Use `create(GetHistoryRequestSchema)` to create a new message.
 */
export const GetHistoryRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 18);
/**
 * Describes the message ludus.v1.GetHistoryResponse.
 * Use `create(GetHistoryResponseSchema)` to create a new message.
 */
export const GetHistoryResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 19);
/**
 * Describes the message ludus.v1.ReclaimSeatRequest.
 * Use `create(ReclaimSeatRequestSchema)` to create a new message.
 */
export const ReclaimSeatRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 20);
/**
 * Describes the message ludus.v1.ReclaimSeatResponse.
 * Use `create(ReclaimSeatResponseSchema)` to create a new message.
 */
export const ReclaimSeatResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 21);
/**
 * Describes the message ludus.v1.GetAuditRequest.
 * Use `create(GetAuditRequestSchema)` to create a new message.
 */
export const GetAuditRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 22);
/**
 * Describes the message ludus.v1.GetAuditResponse.
 * Use `create(GetAuditResponseSchema)` to create a new message.
 */
export const GetAuditResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 23);
/**
 * Describes the message ludus.v1.PlayRequest.
 * Use `create(PlayRequestSchema)` to create a new message.
 */
export const PlayRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 24);
/**
 * Describes the message ludus.v1.PlayCommand.
 * Use `create(PlayCommandSchema)` to create a new message.
 */
export const PlayCommandSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 25);
/**
 * Describes the message ludus.v1.PlayResponse.
 * Use `create(PlayResponseSchema)` to create a new message.
 */
export const PlayResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 26);
/**
 * Describes the message ludus.v1.SeatPresence.
 * Use `create(SeatPresenceSchema)` to create a new message.
 */
export const SeatPresenceSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 27);
/**
 * Describes the message ludus.v1.PlayAnswer.
 * Use `create(PlayAnswerSchema)` to create a new message.
 */
export const PlayAnswerSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 28);
/**
 * Describes the message ludus.v1.PlayError.
 * Use `create(PlayErrorSchema)` to create a new message.
 */
export const PlayErrorSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 29);
/**
 * Describes the message ludus.v1.SendChatMessageRequest.
 * Use `create(SendChatMessageRequestSchema)` to create a new message.
 */
export const SendChatMessageRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 30);
/**
 * Describes the message ludus.v1.SendChatMessageResponse.
 * Use `create(SendChatMessageResponseSchema)` to create a new message.
 */
export const SendChatMessageResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 31);
/**
 * Describes the message ludus.v1.ChatMessage.
 * Use `create(ChatMessageSchema)` to create a new message.
 */
export const ChatMessageSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 32);
/**
 * Describes the message ludus.v1.ChatState.
 * Use `create(ChatStateSchema)` to create a new message.
 */
export const ChatStateSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 33);
/**
 * Describes the message ludus.v1.ChatUpdate.
 * Use `create(ChatUpdateSchema)` to create a new message.
 */
export const ChatUpdateSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 34);
/**
 * Describes the message ludus.v1.WatchChatRequest.
 * Use `create(WatchChatRequestSchema)` to create a new message.
 */
export const WatchChatRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 35);
/**
 * Describes the message ludus.v1.MuteChatPlayerRequest.
 * Use `create(MuteChatPlayerRequestSchema)` to create a new message.
 */
export const MuteChatPlayerRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 36);
/**
 * Describes the message ludus.v1.MuteChatPlayerResponse.
 * Use `create(MuteChatPlayerResponseSchema)` to create a new message.
 */
export const MuteChatPlayerResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 37);
/**
 * Describes the message ludus.v1.UnmuteChatPlayerRequest.
 * Use `create(UnmuteChatPlayerRequestSchema)` to create a new message.
 */
export const UnmuteChatPlayerRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 38);
/**
 * Describes the message ludus.v1.UnmuteChatPlayerResponse.
 * Use `create(UnmuteChatPlayerResponseSchema)` to create a new message.
 */
export const UnmuteChatPlayerResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 39);
/**
 * Describes the message ludus.v1.SetSpectatorChatRequest.
 * Use `create(SetSpectatorChatRequestSchema)` to create a new message.
 */
export const SetSpectatorChatRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 40);
/**
 * Describes the message ludus.v1.SetSpectatorChatResponse.
 * Use `create(SetSpectatorChatResponseSchema)` to create a new message.
 */
export const SetSpectatorChatResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 41);
/**
 * Describes the message ludus.v1.GetSpectatorCodeRequest.
 * Use `create(GetSpectatorCodeRequestSchema)` to create a new message.
 */
export const GetSpectatorCodeRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 42);
/**
 * Describes the message ludus.v1.GetSpectatorCodeResponse.
 * Use `create(GetSpectatorCodeResponseSchema)` to create a new message.
 */
export const GetSpectatorCodeResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 43);
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
