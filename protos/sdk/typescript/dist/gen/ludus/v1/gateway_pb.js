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
export const file_ludus_v1_gateway = /*@__PURE__*/ fileDesc("ChZsdWR1cy92MS9nYXRld2F5LnByb3RvEghsdWR1cy52MSISChBMaXN0R2FtZXNSZXF1ZXN0IjYKEUxpc3RHYW1lc1Jlc3BvbnNlEiEKBWdhbWVzGAEgAygLMhIubHVkdXMudjEuR2FtZUluZm8i7AEKEkNyZWF0ZU1hdGNoUmVxdWVzdBIMCgRnYW1lGAEgASgJEiUKB29wdGlvbnMYAiABKAsyFC5nb29nbGUucHJvdG9idWYuQW55EiEKBXNlYXRzGAMgAygLMhIubHVkdXMudjEuU2VhdFNwZWMSJQoFY2xvY2sYBCABKAsyFi5sdWR1cy52MS5DbG9ja09wdGlvbnMSKAoKdmlzaWJpbGl0eRgFIAEoDjIULmx1ZHVzLnYxLlZpc2liaWxpdHkSLQoKc3BlY3RhdG9ycxgHIAEoDjIZLmx1ZHVzLnYxLlNwZWN0YXRvclBvbGljeSIoCglTZWF0VG9rZW4SDAoEc2VhdBgBIAEoDRINCgV0b2tlbhgCIAEoCSJjChNDcmVhdGVNYXRjaFJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvEigKC3NlYXRfdG9rZW5zGAIgAygLMhMubHVkdXMudjEuU2VhdFRva2VuImIKEEpvaW5NYXRjaFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSEQoEc2VhdBgCIAEoDUgAiAEBEgwKBG5hbWUYAyABKAkSEgoKaW52aXRhdGlvbhgEIAEoCUIHCgVfc2VhdCJgChFKb2luTWF0Y2hSZXNwb25zZRInCgpzZWF0X3Rva2VuGAEgASgLMhMubHVkdXMudjEuU2VhdFRva2VuEiIKBW1hdGNoGAIgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvIiMKD0dldE1hdGNoUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCSI2ChBHZXRNYXRjaFJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvImYKEkxpc3RNYXRjaGVzUmVxdWVzdBIMCgRnYW1lGAEgASgJEiUKBnN0YXR1cxgCIAEoDjIVLmx1ZHVzLnYxLk1hdGNoU3RhdHVzEg0KBWxpbWl0GAMgASgNEgwKBG1pbmUYBCABKAgiOwoTTGlzdE1hdGNoZXNSZXNwb25zZRIkCgdtYXRjaGVzGAEgAygLMhMubHVkdXMudjEuTWF0Y2hJbmZvIqYBChRTdWJtaXRDb21tYW5kUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIlCgdjb21tYW5kGAMgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIdChBleHBlY3RlZF92ZXJzaW9uGAQgASgESACIAQESEgoKY29tbWFuZF9pZBgFIAEoCUITChFfZXhwZWN0ZWRfdmVyc2lvbiLCAQoVU3VibWl0Q29tbWFuZFJlc3BvbnNlEg8KB3ZlcnNpb24YASABKAQSJAoGZXZlbnRzGAIgAygLMhQubHVkdXMudjEuTWF0Y2hFdmVudBIRCglkdXBsaWNhdGUYAyABKAgSJQoGc3RhdHVzGAQgASgOMhUubHVkdXMudjEuTWF0Y2hTdGF0dXMSEAoIYXdhaXRpbmcYBSADKA0SJgoFbGVnYWwYBiABKAsyFy5sdWR1cy52MS5MZWdhbENvbW1hbmRzIjEKDkdldFZpZXdSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJImoKD0dldFZpZXdSZXNwb25zZRIiCgVtYXRjaBgBIAEoCzITLmx1ZHVzLnYxLk1hdGNoSW5mbxIiCgR2aWV3GAIgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIPCgd2ZXJzaW9uGAMgASgEIloKGExpc3RMZWdhbENvbW1hbmRzUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIOCgZvZmZzZXQYAyABKA0SDQoFbGltaXQYBCABKA0iegoZTGlzdExlZ2FsQ29tbWFuZHNSZXNwb25zZRIPCgd2ZXJzaW9uGAEgASgEEiYKCGNvbW1hbmRzGAIgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRINCgV0b3RhbBgDIAEoDRIVCg1ub3RfYmVmb3JlX21zGAQgASgEIloKEVdhdGNoTWF0Y2hSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEhQKDGZyb21fdmVyc2lvbhgDIAEoBBIOCgZlbnJpY2gYBCABKAgiXAoRR2V0SGlzdG9yeVJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkSFwoKdG9fdmVyc2lvbhgDIAEoBEgAiAEBQg0KC190b192ZXJzaW9uIpMBChJHZXRIaXN0b3J5UmVzcG9uc2USIgoFbWF0Y2gYASABKAsyEy5sdWR1cy52MS5NYXRjaEluZm8SJAoGZXZlbnRzGAIgAygLMhQubHVkdXMudjEuTWF0Y2hFdmVudBIiCgR2aWV3GAMgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIPCgd2ZXJzaW9uGAQgASgEIjUKElJlY2xhaW1TZWF0UmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCSI5ChNSZWNsYWltU2VhdFJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvIiMKD0dldEF1ZGl0UmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCSI5ChBHZXRBdWRpdFJlc3BvbnNlEiUKBnJlcG9ydBgBIAEoCzIVLmx1ZHVzLnYxLkF1ZGl0UmVwb3J0ImwKC1BsYXlSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEhQKDGZyb21fdmVyc2lvbhgDIAEoBBImCgdjb21tYW5kGAQgASgLMhUubHVkdXMudjEuUGxheUNvbW1hbmQifAoLUGxheUNvbW1hbmQSEgoKY29tbWFuZF9pZBgBIAEoCRIdChBleHBlY3RlZF92ZXJzaW9uGAIgASgESACIAQESJQoHY29tbWFuZBgDIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnlCEwoRX2V4cGVjdGVkX3ZlcnNpb24ikQEKDFBsYXlSZXNwb25zZRIlCgVldmVudBgBIAEoCzIULmx1ZHVzLnYxLk1hdGNoRXZlbnRIABImCgZhbnN3ZXIYAiABKAsyFC5sdWR1cy52MS5QbGF5QW5zd2VySAASKgoIcHJlc2VuY2UYAyABKAsyFi5sdWR1cy52MS5TZWF0UHJlc2VuY2VIAEIGCgRraW5kIi8KDFNlYXRQcmVzZW5jZRIMCgRzZWF0GAEgASgNEhEKCWNvbm5lY3RlZBgCIAEoCCJoCgpQbGF5QW5zd2VyEhIKCmNvbW1hbmRfaWQYASABKAkSDwoHdmVyc2lvbhgCIAEoBBIRCglkdXBsaWNhdGUYAyABKAgSIgoFZXJyb3IYBCABKAsyEy5sdWR1cy52MS5QbGF5RXJyb3IiPQoJUGxheUVycm9yEgwKBGNvZGUYASABKAkSEQoJcnVsZV9jb2RlGAIgASgJEg8KB21lc3NhZ2UYAyABKAkigwEKFlNlbmRDaGF0TWVzc2FnZVJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkSJgoHY2hhbm5lbBgDIAEoDjIVLmx1ZHVzLnYxLkNoYXRDaGFubmVsEgwKBHRleHQYBCABKAkSEgoKbWVzc2FnZV9pZBgFIAEoCSJUChdTZW5kQ2hhdE1lc3NhZ2VSZXNwb25zZRImCgdtZXNzYWdlGAEgASgLMhUubHVkdXMudjEuQ2hhdE1lc3NhZ2USEQoJZHVwbGljYXRlGAIgASgIItkBCgtDaGF0TWVzc2FnZRIOCgZjdXJzb3IYASABKAkSJgoHY2hhbm5lbBgCIAEoDjIVLmx1ZHVzLnYxLkNoYXRDaGFubmVsEg4KBmF1dGhvchgDIAEoCRIRCgRzZWF0GAQgASgNSACIAQESEwoLYXV0aG9yX25hbWUYBSABKAkSDAoEdGV4dBgGIAEoCRIrCgdzZW50X2F0GAcgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcBIWCg5hdXRob3JfZGVsZXRlZBgIIAEoCEIHCgVfc2VhdCKUAQoJQ2hhdFN0YXRlEhYKDnNwZWN0YXRvcl9jaGF0GAEgASgIEg0KBW11dGVkGAIgAygJEicKCHJlYWRhYmxlGAMgAygOMhUubHVkdXMudjEuQ2hhdENoYW5uZWwSJwoId3JpdGFibGUYBCADKA4yFS5sdWR1cy52MS5DaGF0Q2hhbm5lbBIOCgZjbG9zZWQYBSABKAgiZAoKQ2hhdFVwZGF0ZRIoCgdtZXNzYWdlGAEgASgLMhUubHVkdXMudjEuQ2hhdE1lc3NhZ2VIABIkCgVzdGF0ZRgCIAEoCzITLmx1ZHVzLnYxLkNoYXRTdGF0ZUgAQgYKBGtpbmQiQgoQV2F0Y2hDaGF0UmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRINCgVhZnRlchgDIAEoCSJIChVNdXRlQ2hhdFBsYXllclJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkSDgoGYXV0aG9yGAMgASgJIicKFk11dGVDaGF0UGxheWVyUmVzcG9uc2USDQoFbXV0ZWQYASADKAkiSgoXVW5tdXRlQ2hhdFBsYXllclJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkSDgoGYXV0aG9yGAMgASgJIikKGFVubXV0ZUNoYXRQbGF5ZXJSZXNwb25zZRINCgVtdXRlZBgBIAMoCSJLChdTZXRTcGVjdGF0b3JDaGF0UmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIPCgdlbmFibGVkGAMgASgIIisKGFNldFNwZWN0YXRvckNoYXRSZXNwb25zZRIPCgdlbmFibGVkGAEgASgIIjoKF0dldFNwZWN0YXRvckNvZGVSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJIigKGEdldFNwZWN0YXRvckNvZGVSZXNwb25zZRIMCgRjb2RlGAEgASgJKmIKC0NoYXRDaGFubmVsEhwKGENIQVRfQ0hBTk5FTF9VTlNQRUNJRklFRBAAEhgKFENIQVRfQ0hBTk5FTF9QTEFZRVJTEAESGwoXQ0hBVF9DSEFOTkVMX1NQRUNUQVRPUlMQAjK1CwoHR2F0ZXdheRJECglMaXN0R2FtZXMSGi5sdWR1cy52MS5MaXN0R2FtZXNSZXF1ZXN0GhsubHVkdXMudjEuTGlzdEdhbWVzUmVzcG9uc2USSgoLQ3JlYXRlTWF0Y2gSHC5sdWR1cy52MS5DcmVhdGVNYXRjaFJlcXVlc3QaHS5sdWR1cy52MS5DcmVhdGVNYXRjaFJlc3BvbnNlEkQKCUpvaW5NYXRjaBIaLmx1ZHVzLnYxLkpvaW5NYXRjaFJlcXVlc3QaGy5sdWR1cy52MS5Kb2luTWF0Y2hSZXNwb25zZRJBCghHZXRNYXRjaBIZLmx1ZHVzLnYxLkdldE1hdGNoUmVxdWVzdBoaLmx1ZHVzLnYxLkdldE1hdGNoUmVzcG9uc2USSgoLTGlzdE1hdGNoZXMSHC5sdWR1cy52MS5MaXN0TWF0Y2hlc1JlcXVlc3QaHS5sdWR1cy52MS5MaXN0TWF0Y2hlc1Jlc3BvbnNlElAKDVN1Ym1pdENvbW1hbmQSHi5sdWR1cy52MS5TdWJtaXRDb21tYW5kUmVxdWVzdBofLmx1ZHVzLnYxLlN1Ym1pdENvbW1hbmRSZXNwb25zZRI+CgdHZXRWaWV3EhgubHVkdXMudjEuR2V0Vmlld1JlcXVlc3QaGS5sdWR1cy52MS5HZXRWaWV3UmVzcG9uc2USXAoRTGlzdExlZ2FsQ29tbWFuZHMSIi5sdWR1cy52MS5MaXN0TGVnYWxDb21tYW5kc1JlcXVlc3QaIy5sdWR1cy52MS5MaXN0TGVnYWxDb21tYW5kc1Jlc3BvbnNlEkEKCldhdGNoTWF0Y2gSGy5sdWR1cy52MS5XYXRjaE1hdGNoUmVxdWVzdBoULmx1ZHVzLnYxLk1hdGNoRXZlbnQwARJHCgpHZXRIaXN0b3J5EhsubHVkdXMudjEuR2V0SGlzdG9yeVJlcXVlc3QaHC5sdWR1cy52MS5HZXRIaXN0b3J5UmVzcG9uc2USSgoLUmVjbGFpbVNlYXQSHC5sdWR1cy52MS5SZWNsYWltU2VhdFJlcXVlc3QaHS5sdWR1cy52MS5SZWNsYWltU2VhdFJlc3BvbnNlEkEKCEdldEF1ZGl0EhkubHVkdXMudjEuR2V0QXVkaXRSZXF1ZXN0GhoubHVkdXMudjEuR2V0QXVkaXRSZXNwb25zZRI5CgRQbGF5EhUubHVkdXMudjEuUGxheVJlcXVlc3QaFi5sdWR1cy52MS5QbGF5UmVzcG9uc2UoATABElYKD1NlbmRDaGF0TWVzc2FnZRIgLmx1ZHVzLnYxLlNlbmRDaGF0TWVzc2FnZVJlcXVlc3QaIS5sdWR1cy52MS5TZW5kQ2hhdE1lc3NhZ2VSZXNwb25zZRI/CglXYXRjaENoYXQSGi5sdWR1cy52MS5XYXRjaENoYXRSZXF1ZXN0GhQubHVkdXMudjEuQ2hhdFVwZGF0ZTABElMKDk11dGVDaGF0UGxheWVyEh8ubHVkdXMudjEuTXV0ZUNoYXRQbGF5ZXJSZXF1ZXN0GiAubHVkdXMudjEuTXV0ZUNoYXRQbGF5ZXJSZXNwb25zZRJZChBVbm11dGVDaGF0UGxheWVyEiEubHVkdXMudjEuVW5tdXRlQ2hhdFBsYXllclJlcXVlc3QaIi5sdWR1cy52MS5Vbm11dGVDaGF0UGxheWVyUmVzcG9uc2USWQoQU2V0U3BlY3RhdG9yQ2hhdBIhLmx1ZHVzLnYxLlNldFNwZWN0YXRvckNoYXRSZXF1ZXN0GiIubHVkdXMudjEuU2V0U3BlY3RhdG9yQ2hhdFJlc3BvbnNlElkKEEdldFNwZWN0YXRvckNvZGUSIS5sdWR1cy52MS5HZXRTcGVjdGF0b3JDb2RlUmVxdWVzdBoiLmx1ZHVzLnYxLkdldFNwZWN0YXRvckNvZGVSZXNwb25zZUJGCgxkZXYubHVkdXMudjFQAVo0Z2l0aHViLmNvbS9sdWR1cy1nYW1lcy9sdWR1cy9nZW4vZ28vbHVkdXMvdjE7bHVkdXN2MWIGcHJvdG8z", [file_google_protobuf_any, file_google_protobuf_timestamp, file_ludus_v1_common]);
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
