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
export const file_ludus_v1_gateway = /*@__PURE__*/ fileDesc("ChZsdWR1cy92MS9nYXRld2F5LnByb3RvEghsdWR1cy52MSISChBMaXN0R2FtZXNSZXF1ZXN0IjYKEUxpc3RHYW1lc1Jlc3BvbnNlEiEKBWdhbWVzGAEgAygLMhIubHVkdXMudjEuR2FtZUluZm8i+wEKEkNyZWF0ZU1hdGNoUmVxdWVzdBIMCgRnYW1lGAEgASgJEiUKB29wdGlvbnMYAiABKAsyFC5nb29nbGUucHJvdG9idWYuQW55EiEKBXNlYXRzGAMgAygLMhIubHVkdXMudjEuU2VhdFNwZWMSJQoFY2xvY2sYBCABKAsyFi5sdWR1cy52MS5DbG9ja09wdGlvbnMSKAoKdmlzaWJpbGl0eRgFIAEoDjIULmx1ZHVzLnYxLlZpc2liaWxpdHkSLQoKc3BlY3RhdG9ycxgHIAEoDjIZLmx1ZHVzLnYxLlNwZWN0YXRvclBvbGljeRINCgVyYXRlZBgGIAEoCCIoCglTZWF0VG9rZW4SDAoEc2VhdBgBIAEoDRINCgV0b2tlbhgCIAEoCSJjChNDcmVhdGVNYXRjaFJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvEigKC3NlYXRfdG9rZW5zGAIgAygLMhMubHVkdXMudjEuU2VhdFRva2VuImIKEEpvaW5NYXRjaFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSEQoEc2VhdBgCIAEoDUgAiAEBEgwKBG5hbWUYAyABKAkSEgoKaW52aXRhdGlvbhgEIAEoCUIHCgVfc2VhdCJgChFKb2luTWF0Y2hSZXNwb25zZRInCgpzZWF0X3Rva2VuGAEgASgLMhMubHVkdXMudjEuU2VhdFRva2VuEiIKBW1hdGNoGAIgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvIiMKD0dldE1hdGNoUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCSI2ChBHZXRNYXRjaFJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvImYKEkxpc3RNYXRjaGVzUmVxdWVzdBIMCgRnYW1lGAEgASgJEiUKBnN0YXR1cxgCIAEoDjIVLmx1ZHVzLnYxLk1hdGNoU3RhdHVzEg0KBWxpbWl0GAMgASgNEgwKBG1pbmUYBCABKAgiOwoTTGlzdE1hdGNoZXNSZXNwb25zZRIkCgdtYXRjaGVzGAEgAygLMhMubHVkdXMudjEuTWF0Y2hJbmZvIqYBChRTdWJtaXRDb21tYW5kUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIlCgdjb21tYW5kGAMgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIdChBleHBlY3RlZF92ZXJzaW9uGAQgASgESACIAQESEgoKY29tbWFuZF9pZBgFIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiLCAQoVU3VibWl0Q29tbWFuZFJlc3BvbnNlEg8KB3ZlcnNpb24YASABKAQSJAoGZXZlbnRzGAIgAygLMhQubHVkdXMudjEuTWF0Y2hFdmVudBIRCglkdXBsaWNhdGUYAyABKAgSJQoGc3RhdHVzGAQgASgOMhUubHVkdXMudjEuTWF0Y2hTdGF0dXMSEAoIYXdhaXRpbmcYBSADKA0SJgoFbGVnYWwYBiABKAsyFy5sdWR1cy52MS5MZWdhbENvbW1hbmRzIjEKDkdldFZpZXdSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJImoKD0dldFZpZXdSZXNwb25zZRIiCgVtYXRjaBgBIAEoCzITLmx1ZHVzLnYxLk1hdGNoSW5mbxIiCgR2aWV3GAIgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIPCgd2ZXJzaW9uGAMgASgEIloKGExpc3RMZWdhbENvbW1hbmRzUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIOCgZvZmZzZXQYAyABKA0SDQoFbGltaXQYBCABKA0iegoZTGlzdExlZ2FsQ29tbWFuZHNSZXNwb25zZRIPCgd2ZXJzaW9uGAEgASgEEiYKCGNvbW1hbmRzGAIgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRINCgV0b3RhbBgDIAEoDRIVCg1ub3RfYmVmb3JlX21zGAQgASgEIl8KFENoZWNrQ29tbWFuZHNSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEiYKCGNvbW1hbmRzGAMgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueSJQChVDaGVja0NvbW1hbmRzUmVzcG9uc2USDwoHdmVyc2lvbhgBIAEoBBImCgZjaGVja3MYAiADKAsyFi5sdWR1cy52MS5Db21tYW5kQ2hlY2siRQoMQ29tbWFuZENoZWNrEg8KB2FsbG93ZWQYASABKAgSJAoHcmVmdXNhbBgCIAEoCzITLmx1ZHVzLnYxLlBsYXlFcnJvciJpChFXYXRjaE1hdGNoUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIUCgxmcm9tX3ZlcnNpb24YAyABKAQSDgoGZW5yaWNoGAQgASgIEg0KBXZpZXdzGAUgASgIIlwKEUdldEhpc3RvcnlSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEhcKCnRvX3ZlcnNpb24YAyABKARIAIgBAUINCgtfdG9fdmVyc2lvbiKTAQoSR2V0SGlzdG9yeVJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvEiQKBmV2ZW50cxgCIAMoCzIULmx1ZHVzLnYxLk1hdGNoRXZlbnQSIgoEdmlldxgDIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSDwoHdmVyc2lvbhgEIAEoBCI1ChJSZWNsYWltU2VhdFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkiOQoTUmVjbGFpbVNlYXRSZXNwb25zZRIiCgVtYXRjaBgBIAEoCzITLmx1ZHVzLnYxLk1hdGNoSW5mbyIjCg9HZXRBdWRpdFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkiOQoQR2V0QXVkaXRSZXNwb25zZRIlCgZyZXBvcnQYASABKAsyFS5sdWR1cy52MS5BdWRpdFJlcG9ydCJ7CgtQbGF5UmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIUCgxmcm9tX3ZlcnNpb24YAyABKAQSJgoHY29tbWFuZBgEIAEoCzIVLmx1ZHVzLnYxLlBsYXlDb21tYW5kEg0KBWJhdGNoGAUgASgIInwKC1BsYXlDb21tYW5kEhIKCmNvbW1hbmRfaWQYASABKAkSHQoQZXhwZWN0ZWRfdmVyc2lvbhgCIAEoBEgAiAEBEiUKB2NvbW1hbmQYAyABKAsyFC5nb29nbGUucHJvdG9idWYuQW55QhMKEV9leHBlY3RlZF92ZXJzaW9uIrcBCgxQbGF5UmVzcG9uc2USJQoFZXZlbnQYASABKAsyFC5sdWR1cy52MS5NYXRjaEV2ZW50SAASJgoGYW5zd2VyGAIgASgLMhQubHVkdXMudjEuUGxheUFuc3dlckgAEioKCHByZXNlbmNlGAMgASgLMhYubHVkdXMudjEuU2VhdFByZXNlbmNlSAASJAoFYmF0Y2gYBCABKAsyEy5sdWR1cy52MS5QbGF5QmF0Y2hIAEIGCgRraW5kIlcKCVBsYXlCYXRjaBIkCgZldmVudHMYASADKAsyFC5sdWR1cy52MS5NYXRjaEV2ZW50EiQKBmFuc3dlchgCIAEoCzIULmx1ZHVzLnYxLlBsYXlBbnN3ZXIiLwoMU2VhdFByZXNlbmNlEgwKBHNlYXQYASABKA0SEQoJY29ubmVjdGVkGAIgASgIImgKClBsYXlBbnN3ZXISEgoKY29tbWFuZF9pZBgBIAEoCRIPCgd2ZXJzaW9uGAIgASgEEhEKCWR1cGxpY2F0ZRgDIAEoCBIiCgVlcnJvchgEIAEoCzITLmx1ZHVzLnYxLlBsYXlFcnJvciI9CglQbGF5RXJyb3ISDAoEY29kZRgBIAEoCRIRCglydWxlX2NvZGUYAiABKAkSDwoHbWVzc2FnZRgDIAEoCSKDAQoWU2VuZENoYXRNZXNzYWdlUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRImCgdjaGFubmVsGAMgASgOMhUubHVkdXMudjEuQ2hhdENoYW5uZWwSDAoEdGV4dBgEIAEoCRISCgptZXNzYWdlX2lkGAUgASgJIlQKF1NlbmRDaGF0TWVzc2FnZVJlc3BvbnNlEiYKB21lc3NhZ2UYASABKAsyFS5sdWR1cy52MS5DaGF0TWVzc2FnZRIRCglkdXBsaWNhdGUYAiABKAgi2QEKC0NoYXRNZXNzYWdlEg4KBmN1cnNvchgBIAEoCRImCgdjaGFubmVsGAIgASgOMhUubHVkdXMudjEuQ2hhdENoYW5uZWwSDgoGYXV0aG9yGAMgASgJEhEKBHNlYXQYBCABKA1IAIgBARITCgthdXRob3JfbmFtZRgFIAEoCRIMCgR0ZXh0GAYgASgJEisKB3NlbnRfYXQYByABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEhYKDmF1dGhvcl9kZWxldGVkGAggASgIQgcKBV9zZWF0IpQBCglDaGF0U3RhdGUSFgoOc3BlY3RhdG9yX2NoYXQYASABKAgSDQoFbXV0ZWQYAiADKAkSJwoIcmVhZGFibGUYAyADKA4yFS5sdWR1cy52MS5DaGF0Q2hhbm5lbBInCgh3cml0YWJsZRgEIAMoDjIVLmx1ZHVzLnYxLkNoYXRDaGFubmVsEg4KBmNsb3NlZBgFIAEoCCJkCgpDaGF0VXBkYXRlEigKB21lc3NhZ2UYASABKAsyFS5sdWR1cy52MS5DaGF0TWVzc2FnZUgAEiQKBXN0YXRlGAIgASgLMhMubHVkdXMudjEuQ2hhdFN0YXRlSABCBgoEa2luZCJCChBXYXRjaENoYXRSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEg0KBWFmdGVyGAMgASgJIkgKFU11dGVDaGF0UGxheWVyUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIOCgZhdXRob3IYAyABKAkiJwoWTXV0ZUNoYXRQbGF5ZXJSZXNwb25zZRINCgVtdXRlZBgBIAMoCSJKChdVbm11dGVDaGF0UGxheWVyUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIOCgZhdXRob3IYAyABKAkiKQoYVW5tdXRlQ2hhdFBsYXllclJlc3BvbnNlEg0KBW11dGVkGAEgAygJIksKF1NldFNwZWN0YXRvckNoYXRSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEg8KB2VuYWJsZWQYAyABKAgiKwoYU2V0U3BlY3RhdG9yQ2hhdFJlc3BvbnNlEg8KB2VuYWJsZWQYASABKAgiOgoXR2V0U3BlY3RhdG9yQ29kZVJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkiKAoYR2V0U3BlY3RhdG9yQ29kZVJlc3BvbnNlEgwKBGNvZGUYASABKAkqYgoLQ2hhdENoYW5uZWwSHAoYQ0hBVF9DSEFOTkVMX1VOU1BFQ0lGSUVEEAASGAoUQ0hBVF9DSEFOTkVMX1BMQVlFUlMQARIbChdDSEFUX0NIQU5ORUxfU1BFQ1RBVE9SUxACMocMCgdHYXRld2F5EkQKCUxpc3RHYW1lcxIaLmx1ZHVzLnYxLkxpc3RHYW1lc1JlcXVlc3QaGy5sdWR1cy52MS5MaXN0R2FtZXNSZXNwb25zZRJKCgtDcmVhdGVNYXRjaBIcLmx1ZHVzLnYxLkNyZWF0ZU1hdGNoUmVxdWVzdBodLmx1ZHVzLnYxLkNyZWF0ZU1hdGNoUmVzcG9uc2USRAoJSm9pbk1hdGNoEhoubHVkdXMudjEuSm9pbk1hdGNoUmVxdWVzdBobLmx1ZHVzLnYxLkpvaW5NYXRjaFJlc3BvbnNlEkEKCEdldE1hdGNoEhkubHVkdXMudjEuR2V0TWF0Y2hSZXF1ZXN0GhoubHVkdXMudjEuR2V0TWF0Y2hSZXNwb25zZRJKCgtMaXN0TWF0Y2hlcxIcLmx1ZHVzLnYxLkxpc3RNYXRjaGVzUmVxdWVzdBodLmx1ZHVzLnYxLkxpc3RNYXRjaGVzUmVzcG9uc2USUAoNU3VibWl0Q29tbWFuZBIeLmx1ZHVzLnYxLlN1Ym1pdENvbW1hbmRSZXF1ZXN0Gh8ubHVkdXMudjEuU3VibWl0Q29tbWFuZFJlc3BvbnNlEj4KB0dldFZpZXcSGC5sdWR1cy52MS5HZXRWaWV3UmVxdWVzdBoZLmx1ZHVzLnYxLkdldFZpZXdSZXNwb25zZRJcChFMaXN0TGVnYWxDb21tYW5kcxIiLmx1ZHVzLnYxLkxpc3RMZWdhbENvbW1hbmRzUmVxdWVzdBojLmx1ZHVzLnYxLkxpc3RMZWdhbENvbW1hbmRzUmVzcG9uc2USUAoNQ2hlY2tDb21tYW5kcxIeLmx1ZHVzLnYxLkNoZWNrQ29tbWFuZHNSZXF1ZXN0Gh8ubHVkdXMudjEuQ2hlY2tDb21tYW5kc1Jlc3BvbnNlEkEKCldhdGNoTWF0Y2gSGy5sdWR1cy52MS5XYXRjaE1hdGNoUmVxdWVzdBoULmx1ZHVzLnYxLk1hdGNoRXZlbnQwARJHCgpHZXRIaXN0b3J5EhsubHVkdXMudjEuR2V0SGlzdG9yeVJlcXVlc3QaHC5sdWR1cy52MS5HZXRIaXN0b3J5UmVzcG9uc2USSgoLUmVjbGFpbVNlYXQSHC5sdWR1cy52MS5SZWNsYWltU2VhdFJlcXVlc3QaHS5sdWR1cy52MS5SZWNsYWltU2VhdFJlc3BvbnNlEkEKCEdldEF1ZGl0EhkubHVkdXMudjEuR2V0QXVkaXRSZXF1ZXN0GhoubHVkdXMudjEuR2V0QXVkaXRSZXNwb25zZRI5CgRQbGF5EhUubHVkdXMudjEuUGxheVJlcXVlc3QaFi5sdWR1cy52MS5QbGF5UmVzcG9uc2UoATABElYKD1NlbmRDaGF0TWVzc2FnZRIgLmx1ZHVzLnYxLlNlbmRDaGF0TWVzc2FnZVJlcXVlc3QaIS5sdWR1cy52MS5TZW5kQ2hhdE1lc3NhZ2VSZXNwb25zZRI/CglXYXRjaENoYXQSGi5sdWR1cy52MS5XYXRjaENoYXRSZXF1ZXN0GhQubHVkdXMudjEuQ2hhdFVwZGF0ZTABElMKDk11dGVDaGF0UGxheWVyEh8ubHVkdXMudjEuTXV0ZUNoYXRQbGF5ZXJSZXF1ZXN0GiAubHVkdXMudjEuTXV0ZUNoYXRQbGF5ZXJSZXNwb25zZRJZChBVbm11dGVDaGF0UGxheWVyEiEubHVkdXMudjEuVW5tdXRlQ2hhdFBsYXllclJlcXVlc3QaIi5sdWR1cy52MS5Vbm11dGVDaGF0UGxheWVyUmVzcG9uc2USWQoQU2V0U3BlY3RhdG9yQ2hhdBIhLmx1ZHVzLnYxLlNldFNwZWN0YXRvckNoYXRSZXF1ZXN0GiIubHVkdXMudjEuU2V0U3BlY3RhdG9yQ2hhdFJlc3BvbnNlElkKEEdldFNwZWN0YXRvckNvZGUSIS5sdWR1cy52MS5HZXRTcGVjdGF0b3JDb2RlUmVxdWVzdBoiLmx1ZHVzLnYxLkdldFNwZWN0YXRvckNvZGVSZXNwb25zZUJGCgxkZXYubHVkdXMudjFQAVo0Z2l0aHViLmNvbS9sdWR1cy1nYW1lcy9sdWR1cy9nZW4vZ28vbHVkdXMvdjE7bHVkdXN2MWIGcHJvdG8z", [file_google_protobuf_any, file_google_protobuf_timestamp, file_ludus_v1_common]);
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
 * Describes the message ludus.v1.PlayBatch.
 * Use `create(PlayBatchSchema)` to create a new message.
 */
export const PlayBatchSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 30);
/**
 * Describes the message ludus.v1.SeatPresence.
 * Use `create(SeatPresenceSchema)` to create a new message.
 */
export const SeatPresenceSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 31);
/**
 * Describes the message ludus.v1.PlayAnswer.
 * Use `create(PlayAnswerSchema)` to create a new message.
 */
export const PlayAnswerSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 32);
/**
 * Describes the message ludus.v1.PlayError.
 * Use `create(PlayErrorSchema)` to create a new message.
 */
export const PlayErrorSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 33);
/**
 * Describes the message ludus.v1.SendChatMessageRequest.
 * Use `create(SendChatMessageRequestSchema)` to create a new message.
 */
export const SendChatMessageRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 34);
/**
 * Describes the message ludus.v1.SendChatMessageResponse.
 * Use `create(SendChatMessageResponseSchema)` to create a new message.
 */
export const SendChatMessageResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 35);
/**
 * Describes the message ludus.v1.ChatMessage.
 * Use `create(ChatMessageSchema)` to create a new message.
 */
export const ChatMessageSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 36);
/**
 * Describes the message ludus.v1.ChatState.
 * Use `create(ChatStateSchema)` to create a new message.
 */
export const ChatStateSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 37);
/**
 * Describes the message ludus.v1.ChatUpdate.
 * Use `create(ChatUpdateSchema)` to create a new message.
 */
export const ChatUpdateSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 38);
/**
 * Describes the message ludus.v1.WatchChatRequest.
 * Use `create(WatchChatRequestSchema)` to create a new message.
 */
export const WatchChatRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 39);
/**
 * Describes the message ludus.v1.MuteChatPlayerRequest.
 * Use `create(MuteChatPlayerRequestSchema)` to create a new message.
 */
export const MuteChatPlayerRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 40);
/**
 * Describes the message ludus.v1.MuteChatPlayerResponse.
 * Use `create(MuteChatPlayerResponseSchema)` to create a new message.
 */
export const MuteChatPlayerResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 41);
/**
 * Describes the message ludus.v1.UnmuteChatPlayerRequest.
 * Use `create(UnmuteChatPlayerRequestSchema)` to create a new message.
 */
export const UnmuteChatPlayerRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 42);
/**
 * Describes the message ludus.v1.UnmuteChatPlayerResponse.
 * Use `create(UnmuteChatPlayerResponseSchema)` to create a new message.
 */
export const UnmuteChatPlayerResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 43);
/**
 * Describes the message ludus.v1.SetSpectatorChatRequest.
 * Use `create(SetSpectatorChatRequestSchema)` to create a new message.
 */
export const SetSpectatorChatRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 44);
/**
 * Describes the message ludus.v1.SetSpectatorChatResponse.
 * Use `create(SetSpectatorChatResponseSchema)` to create a new message.
 */
export const SetSpectatorChatResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 45);
/**
 * Describes the message ludus.v1.GetSpectatorCodeRequest.
 * Use `create(GetSpectatorCodeRequestSchema)` to create a new message.
 */
export const GetSpectatorCodeRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 46);
/**
 * Describes the message ludus.v1.GetSpectatorCodeResponse.
 * Use `create(GetSpectatorCodeResponseSchema)` to create a new message.
 */
export const GetSpectatorCodeResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_gateway, 47);
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
