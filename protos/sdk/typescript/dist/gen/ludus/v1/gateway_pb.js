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
import { fileDesc, messageDesc, serviceDesc } from "@bufbuild/protobuf/codegenv2";
import { file_google_protobuf_any } from "@bufbuild/protobuf/wkt";
import { file_ludus_v1_common } from "./common_pb.js";
/**
 * Describes the file ludus/v1/gateway.proto.
 */
export const file_ludus_v1_gateway = /*@__PURE__*/ fileDesc("ChZsdWR1cy92MS9nYXRld2F5LnByb3RvEghsdWR1cy52MSISChBMaXN0R2FtZXNSZXF1ZXN0IjYKEUxpc3RHYW1lc1Jlc3BvbnNlEiEKBWdhbWVzGAEgAygLMhIubHVkdXMudjEuR2FtZUluZm8izAEKEkNyZWF0ZU1hdGNoUmVxdWVzdBIMCgRnYW1lGAEgASgJEiUKB29wdGlvbnMYAiABKAsyFC5nb29nbGUucHJvdG9idWYuQW55EiEKBXNlYXRzGAMgAygLMhIubHVkdXMudjEuU2VhdFNwZWMSJQoFY2xvY2sYBCABKAsyFi5sdWR1cy52MS5DbG9ja09wdGlvbnMSKAoKdmlzaWJpbGl0eRgFIAEoDjIULmx1ZHVzLnYxLlZpc2liaWxpdHkSDQoFcmF0ZWQYBiABKAgiKAoJU2VhdFRva2VuEgwKBHNlYXQYASABKA0SDQoFdG9rZW4YAiABKAkiYwoTQ3JlYXRlTWF0Y2hSZXNwb25zZRIiCgVtYXRjaBgBIAEoCzITLmx1ZHVzLnYxLk1hdGNoSW5mbxIoCgtzZWF0X3Rva2VucxgCIAMoCzITLmx1ZHVzLnYxLlNlYXRUb2tlbiJiChBKb2luTWF0Y2hSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEhEKBHNlYXQYAiABKA1IAIgBARIMCgRuYW1lGAMgASgJEhIKCmludml0YXRpb24YBCABKAlCBwoFX3NlYXQiYAoRSm9pbk1hdGNoUmVzcG9uc2USJwoKc2VhdF90b2tlbhgBIAEoCzITLmx1ZHVzLnYxLlNlYXRUb2tlbhIiCgVtYXRjaBgCIAEoCzITLmx1ZHVzLnYxLk1hdGNoSW5mbyIjCg9HZXRNYXRjaFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkiNgoQR2V0TWF0Y2hSZXNwb25zZRIiCgVtYXRjaBgBIAEoCzITLmx1ZHVzLnYxLk1hdGNoSW5mbyJmChJMaXN0TWF0Y2hlc1JlcXVlc3QSDAoEZ2FtZRgBIAEoCRIlCgZzdGF0dXMYAiABKA4yFS5sdWR1cy52MS5NYXRjaFN0YXR1cxINCgVsaW1pdBgDIAEoDRIMCgRtaW5lGAQgASgIIjsKE0xpc3RNYXRjaGVzUmVzcG9uc2USJAoHbWF0Y2hlcxgBIAMoCzITLmx1ZHVzLnYxLk1hdGNoSW5mbyKmAQoUU3VibWl0Q29tbWFuZFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkSJQoHY29tbWFuZBgDIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSHQoQZXhwZWN0ZWRfdmVyc2lvbhgEIAEoBEgAiAEBEhIKCmNvbW1hbmRfaWQYBSABKAlCEwoRX2V4cGVjdGVkX3ZlcnNpb24iwgEKFVN1Ym1pdENvbW1hbmRSZXNwb25zZRIPCgd2ZXJzaW9uGAEgASgEEiQKBmV2ZW50cxgCIAMoCzIULmx1ZHVzLnYxLk1hdGNoRXZlbnQSEQoJZHVwbGljYXRlGAMgASgIEiUKBnN0YXR1cxgEIAEoDjIVLmx1ZHVzLnYxLk1hdGNoU3RhdHVzEhAKCGF3YWl0aW5nGAUgAygNEiYKBWxlZ2FsGAYgASgLMhcubHVkdXMudjEuTGVnYWxDb21tYW5kcyIxCg5HZXRWaWV3UmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCSJqCg9HZXRWaWV3UmVzcG9uc2USIgoFbWF0Y2gYASABKAsyEy5sdWR1cy52MS5NYXRjaEluZm8SIgoEdmlldxgCIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSDwoHdmVyc2lvbhgDIAEoBCJaChhMaXN0TGVnYWxDb21tYW5kc1JlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkSDgoGb2Zmc2V0GAMgASgNEg0KBWxpbWl0GAQgASgNInoKGUxpc3RMZWdhbENvbW1hbmRzUmVzcG9uc2USDwoHdmVyc2lvbhgBIAEoBBImCghjb21tYW5kcxgCIAMoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSDQoFdG90YWwYAyABKA0SFQoNbm90X2JlZm9yZV9tcxgEIAEoBCJaChFXYXRjaE1hdGNoUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIUCgxmcm9tX3ZlcnNpb24YAyABKAQSDgoGZW5yaWNoGAQgASgIIlwKEUdldEhpc3RvcnlSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg0KBXRva2VuGAIgASgJEhcKCnRvX3ZlcnNpb24YAyABKARIAIgBAUINCgtfdG9fdmVyc2lvbiKTAQoSR2V0SGlzdG9yeVJlc3BvbnNlEiIKBW1hdGNoGAEgASgLMhMubHVkdXMudjEuTWF0Y2hJbmZvEiQKBmV2ZW50cxgCIAMoCzIULmx1ZHVzLnYxLk1hdGNoRXZlbnQSIgoEdmlldxgDIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSDwoHdmVyc2lvbhgEIAEoBCI1ChJSZWNsYWltU2VhdFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkSDQoFdG9rZW4YAiABKAkiOQoTUmVjbGFpbVNlYXRSZXNwb25zZRIiCgVtYXRjaBgBIAEoCzITLmx1ZHVzLnYxLk1hdGNoSW5mbyIjCg9HZXRBdWRpdFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkiOQoQR2V0QXVkaXRSZXNwb25zZRIlCgZyZXBvcnQYASABKAsyFS5sdWR1cy52MS5BdWRpdFJlcG9ydCJsCgtQbGF5UmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCRINCgV0b2tlbhgCIAEoCRIUCgxmcm9tX3ZlcnNpb24YAyABKAQSJgoHY29tbWFuZBgEIAEoCzIVLmx1ZHVzLnYxLlBsYXlDb21tYW5kInwKC1BsYXlDb21tYW5kEhIKCmNvbW1hbmRfaWQYASABKAkSHQoQZXhwZWN0ZWRfdmVyc2lvbhgCIAEoBEgAiAEBEiUKB2NvbW1hbmQYAyABKAsyFC5nb29nbGUucHJvdG9idWYuQW55QhMKEV9leHBlY3RlZF92ZXJzaW9uIpEBCgxQbGF5UmVzcG9uc2USJQoFZXZlbnQYASABKAsyFC5sdWR1cy52MS5NYXRjaEV2ZW50SAASJgoGYW5zd2VyGAIgASgLMhQubHVkdXMudjEuUGxheUFuc3dlckgAEioKCHByZXNlbmNlGAMgASgLMhYubHVkdXMudjEuU2VhdFByZXNlbmNlSABCBgoEa2luZCIvCgxTZWF0UHJlc2VuY2USDAoEc2VhdBgBIAEoDRIRCgljb25uZWN0ZWQYAiABKAgiaAoKUGxheUFuc3dlchISCgpjb21tYW5kX2lkGAEgASgJEg8KB3ZlcnNpb24YAiABKAQSEQoJZHVwbGljYXRlGAMgASgIEiIKBWVycm9yGAQgASgLMhMubHVkdXMudjEuUGxheUVycm9yIj0KCVBsYXlFcnJvchIMCgRjb2RlGAEgASgJEhEKCXJ1bGVfY29kZRgCIAEoCRIPCgdtZXNzYWdlGAMgASgJMrYHCgdHYXRld2F5EkQKCUxpc3RHYW1lcxIaLmx1ZHVzLnYxLkxpc3RHYW1lc1JlcXVlc3QaGy5sdWR1cy52MS5MaXN0R2FtZXNSZXNwb25zZRJKCgtDcmVhdGVNYXRjaBIcLmx1ZHVzLnYxLkNyZWF0ZU1hdGNoUmVxdWVzdBodLmx1ZHVzLnYxLkNyZWF0ZU1hdGNoUmVzcG9uc2USRAoJSm9pbk1hdGNoEhoubHVkdXMudjEuSm9pbk1hdGNoUmVxdWVzdBobLmx1ZHVzLnYxLkpvaW5NYXRjaFJlc3BvbnNlEkEKCEdldE1hdGNoEhkubHVkdXMudjEuR2V0TWF0Y2hSZXF1ZXN0GhoubHVkdXMudjEuR2V0TWF0Y2hSZXNwb25zZRJKCgtMaXN0TWF0Y2hlcxIcLmx1ZHVzLnYxLkxpc3RNYXRjaGVzUmVxdWVzdBodLmx1ZHVzLnYxLkxpc3RNYXRjaGVzUmVzcG9uc2USUAoNU3VibWl0Q29tbWFuZBIeLmx1ZHVzLnYxLlN1Ym1pdENvbW1hbmRSZXF1ZXN0Gh8ubHVkdXMudjEuU3VibWl0Q29tbWFuZFJlc3BvbnNlEj4KB0dldFZpZXcSGC5sdWR1cy52MS5HZXRWaWV3UmVxdWVzdBoZLmx1ZHVzLnYxLkdldFZpZXdSZXNwb25zZRJcChFMaXN0TGVnYWxDb21tYW5kcxIiLmx1ZHVzLnYxLkxpc3RMZWdhbENvbW1hbmRzUmVxdWVzdBojLmx1ZHVzLnYxLkxpc3RMZWdhbENvbW1hbmRzUmVzcG9uc2USQQoKV2F0Y2hNYXRjaBIbLmx1ZHVzLnYxLldhdGNoTWF0Y2hSZXF1ZXN0GhQubHVkdXMudjEuTWF0Y2hFdmVudDABEkcKCkdldEhpc3RvcnkSGy5sdWR1cy52MS5HZXRIaXN0b3J5UmVxdWVzdBocLmx1ZHVzLnYxLkdldEhpc3RvcnlSZXNwb25zZRJKCgtSZWNsYWltU2VhdBIcLmx1ZHVzLnYxLlJlY2xhaW1TZWF0UmVxdWVzdBodLmx1ZHVzLnYxLlJlY2xhaW1TZWF0UmVzcG9uc2USQQoIR2V0QXVkaXQSGS5sdWR1cy52MS5HZXRBdWRpdFJlcXVlc3QaGi5sdWR1cy52MS5HZXRBdWRpdFJlc3BvbnNlEjkKBFBsYXkSFS5sdWR1cy52MS5QbGF5UmVxdWVzdBoWLmx1ZHVzLnYxLlBsYXlSZXNwb25zZSgBMAFCRgoMZGV2Lmx1ZHVzLnYxUAFaNGdpdGh1Yi5jb20vbHVkdXMtZ2FtZXMvbHVkdXMvZ2VuL2dvL2x1ZHVzL3YxO2x1ZHVzdjFiBnByb3RvMw", [file_google_protobuf_any, file_ludus_v1_common]);
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
 * The public API.
 *
 * @generated from service ludus.v1.Gateway
 */
export const Gateway = /*@__PURE__*/ serviceDesc(file_ludus_v1_gateway, 0);
