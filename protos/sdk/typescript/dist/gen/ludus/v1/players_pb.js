// Players: accounts, sign-in sessions and profiles, and finding finished matches again
// (SearchMatches, GetFinishedMatch: the match directory and player history). Served by the
// gateway process beside ludus.v1.Gateway when the operator gives it a database
// (LUDUS_DATABASE_URL; `ludus up` always does). See docs/players.md.
//
// Sessions: SignUp, SignIn and SignInAsGuest answer with a Session: a short-lived access token
// (a JWT, LUDUS_ACCESS_TOKEN_SECONDS, 15 minutes by default) and a refresh token. Calls that act
// for a player send the access token as `authorization: Bearer <access token>` metadata, on this
// service and on ludus.v1.Gateway alike: there it acts in every seat the player holds (CreateMatch
// by a player seats them in the first human seat; JoinMatch by a player gives them the seat), so
// one access token replaces the per-seat tokens, which keep working. Refresh trades a refresh
// token for a new Session; each refresh token works once, and presenting a spent one revokes the
// whole sign-in (its owner must sign in again). SignOut, DeleteAccount and a ban end sessions at
// once: every call checks the session is live (each gateway trusts a check for at most
// LUDUS_PLAYER_CHECK_SECONDS, and the gateway that ended it not at all).
//
// An operator's OpenID Connect issuer (LUDUS_OIDC_ISSUER) may also vouch for players: its tokens
// are accepted wherever an access token is, verified against its published keys, and its `sub`
// maps to one Ludus player, created on first sight.
//
// Errors (see docs/api.md):
//   INVALID_ARGUMENT    a malformed name (NAME_INVALID), display name (DISPLAY_NAME_INVALID) or
//                       password (PASSWORD_LENGTH), a page
//                       token this service did not return (PAGE_TOKEN_INVALID)
//   FAILED_PRECONDITION NAME_TAKEN, NO_PASSWORD (an external identity's player), NO_SESSION,
//                       OIDC_NOT_CONFIGURED
//   UNAUTHENTICATED     SIGNIN_FAILED (wrong name or password: the same answer for both),
//                       ACCESS_TOKEN_MISSING / _INVALID / _EXPIRED, SESSION_REVOKED,
//                       PLAYER_DELETED, REFRESH_TOKEN_INVALID / _REVOKED / _REUSED,
//                       OIDC_TOKEN_INVALID / _EXPIRED / _AUDIENCE / _NONCE
//   PERMISSION_DENIED   PLAYER_BANNED, GUESTS_DISABLED
//   RESOURCE_EXHAUSTED  SIGNIN_BACKOFF (too many failed sign-ins for the name or from the
//                       address; the message says how long to wait), RATE_LIMITED,
//                       FEED_STREAMS (WatchPlayer); and on ludus.v1.Gateway: CREATIONS_PER_HOUR
//                       (CreateMatch by a player), OPEN_MATCHES (CreateMatch and JoinMatch by a
//                       player), ANONYMOUS_CREATIONS_PER_HOUR (CreateMatch without a player),
//                       WATCH_STREAMS (WatchMatch and Play per player); the message names the
//                       limit. PERMISSION_DENIED BOT_ONLY_MATCHES: a match without a human seat
//                       where the operator does not allow them
//   NOT_FOUND           PLAYER_NOT_FOUND, MATCH_NOT_FOUND (GetFinishedMatch); a match the caller may not reach (CreateInvitation,
//                       RevokeInvitation: the same answer as for no match at all)
// SearchMatches refuses with INVALID_ARGUMENT: PAGE_SIZE_TOO_LARGE, PAGE_TOKEN_INVALID (a token
// it did not return, or returned for other filters), DATE_RANGE_INVERTED (finished_after not
// before finished_before), GAME_UNKNOWN, OUTCOME_NEEDS_PLAYER (an outcome without a player).
// A call answered with an error has changed nothing (but a failed sign-in is counted).
import { enumDesc, fileDesc, messageDesc, serviceDesc } from "@bufbuild/protobuf/codegenv2";
import { file_google_protobuf_timestamp } from "@bufbuild/protobuf/wkt";
import { file_ludus_v1_common } from "./common_pb.js";
/**
 * Describes the file ludus/v1/players.proto.
 */
export const file_ludus_v1_players = /*@__PURE__*/ fileDesc("ChZsdWR1cy92MS9wbGF5ZXJzLnByb3RvEghsdWR1cy52MSK/AQoHUHJvZmlsZRIRCglwbGF5ZXJfaWQYASABKAkSDAoEbmFtZRgCIAEoCRIiCgRraW5kGAMgASgOMhQubHVkdXMudjEuUGxheWVyS2luZBIwCgxtZW1iZXJfc2luY2UYBCABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEhQKDGRpc3BsYXlfbmFtZRgFIAEoCRISCgphdmF0YXJfc3ZnGAYgASgJEhMKC2F2YXRhcl9wYXRoGAcgASgJIpABCgdTZXNzaW9uEiEKBnBsYXllchgBIAEoCzIRLmx1ZHVzLnYxLlByb2ZpbGUSFAoMYWNjZXNzX3Rva2VuGAIgASgJEjUKEWFjY2Vzc19leHBpcmVzX2F0GAMgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcBIVCg1yZWZyZXNoX3Rva2VuGAQgASgJIi8KDVNpZ25VcFJlcXVlc3QSDAoEbmFtZRgBIAEoCRIQCghwYXNzd29yZBgCIAEoCSI0Cg5TaWduVXBSZXNwb25zZRIiCgdzZXNzaW9uGAEgASgLMhEubHVkdXMudjEuU2Vzc2lvbiIvCg1TaWduSW5SZXF1ZXN0EgwKBG5hbWUYASABKAkSEAoIcGFzc3dvcmQYAiABKAkiNAoOU2lnbkluUmVzcG9uc2USIgoHc2Vzc2lvbhgBIAEoCzIRLmx1ZHVzLnYxLlNlc3Npb24iJAoUU2lnbkluQXNHdWVzdFJlcXVlc3QSDAoEbmFtZRgBIAEoCSI7ChVTaWduSW5Bc0d1ZXN0UmVzcG9uc2USIgoHc2Vzc2lvbhgBIAEoCzIRLmx1ZHVzLnYxLlNlc3Npb24iOwoYU2lnbkluV2l0aElkVG9rZW5SZXF1ZXN0EhAKCGlkX3Rva2VuGAEgASgJEg0KBW5vbmNlGAIgASgJIj8KGVNpZ25JbldpdGhJZFRva2VuUmVzcG9uc2USIgoHc2Vzc2lvbhgBIAEoCzIRLmx1ZHVzLnYxLlNlc3Npb24iJwoOUmVmcmVzaFJlcXVlc3QSFQoNcmVmcmVzaF90b2tlbhgBIAEoCSI1Cg9SZWZyZXNoUmVzcG9uc2USIgoHc2Vzc2lvbhgBIAEoCzIRLmx1ZHVzLnYxLlNlc3Npb24iEAoOU2lnbk91dFJlcXVlc3QiEQoPU2lnbk91dFJlc3BvbnNlIkMKFUNoYW5nZVBhc3N3b3JkUmVxdWVzdBIUCgxvbGRfcGFzc3dvcmQYASABKAkSFAoMbmV3X3Bhc3N3b3JkGAIgASgJIhgKFkNoYW5nZVBhc3N3b3JkUmVzcG9uc2UiKAoURGVsZXRlQWNjb3VudFJlcXVlc3QSEAoIcGFzc3dvcmQYASABKAkiFwoVRGVsZXRlQWNjb3VudFJlc3BvbnNlIg8KDVdob0FtSVJlcXVlc3QiMwoOV2hvQW1JUmVzcG9uc2USIQoGcGxheWVyGAEgASgLMhEubHVkdXMudjEuUHJvZmlsZSIhChFHZXRQcm9maWxlUmVxdWVzdBIMCgRuYW1lGAEgASgJIjcKEkdldFByb2ZpbGVSZXNwb25zZRIhCgZwbGF5ZXIYASABKAsyES5sdWR1cy52MS5Qcm9maWxlIj0KFExpc3RNeU1hdGNoZXNSZXF1ZXN0EhEKCXBhZ2Vfc2l6ZRgBIAEoDRISCgpwYWdlX3Rva2VuGAIgASgJIkwKB015TWF0Y2gSIgoFbWF0Y2gYASABKAsyEy5sdWR1cy52MS5NYXRjaEluZm8SDAoEc2VhdBgCIAEoDRIPCgdteV90dXJuGAMgASgIIlQKFUxpc3RNeU1hdGNoZXNSZXNwb25zZRIiCgdtYXRjaGVzGAEgAygLMhEubHVkdXMudjEuTXlNYXRjaBIXCg9uZXh0X3BhZ2VfdG9rZW4YAiABKAkiKgoWTGlzdFNlYXRIb2xkZXJzUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCSIoCgpTZWF0SG9sZGVyEgwKBHNlYXQYASABKA0SDAoEbmFtZRgCIAEoCSJAChdMaXN0U2VhdEhvbGRlcnNSZXNwb25zZRIlCgdob2xkZXJzGAEgAygLMhQubHVkdXMudjEuU2VhdEhvbGRlciLtAQoUU2VhcmNoTWF0Y2hlc1JlcXVlc3QSDgoGcGxheWVyGAEgASgJEgwKBGdhbWUYAiABKAkSMgoOZmluaXNoZWRfYWZ0ZXIYAyABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEjMKD2ZpbmlzaGVkX2JlZm9yZRgEIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXASJwoHb3V0Y29tZRgFIAEoDjIWLmx1ZHVzLnYxLk1hdGNoT3V0Y29tZRIRCglwYWdlX3NpemUYBiABKA0SEgoKcGFnZV90b2tlbhgHIAEoCSKiAQoMRmluaXNoZWRTZWF0EgwKBHNlYXQYASABKA0SDAoEbmFtZRgCIAEoCRIgCgRraW5kGAMgASgOMhIubHVkdXMudjEuU2VhdEtpbmQSDAoEcmFuaxgEIAEoDRINCgVzY29yZRgFIAEoEhInCgdvdXRjb21lGAYgASgOMhYubHVkdXMudjEuTWF0Y2hPdXRjb21lEg4KBnBsYXllchgHIAEoCSL9AQoNRmluaXNoZWRNYXRjaBIQCghtYXRjaF9pZBgBIAEoCRIMCgRnYW1lGAIgASgJEi4KCmNyZWF0ZWRfYXQYAyABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEi8KC2ZpbmlzaGVkX2F0GAQgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcBIPCgd2ZXJzaW9uGAUgASgEEiUKBXNlYXRzGAYgAygLMhYubHVkdXMudjEuRmluaXNoZWRTZWF0Eg8KB3dpbm5lcnMYByADKA0SDgoGcHVibGljGAggASgIEhIKCnJlcGxheV91cmwYCSABKAkiWgoVU2VhcmNoTWF0Y2hlc1Jlc3BvbnNlEigKB21hdGNoZXMYASADKAsyFy5sdWR1cy52MS5GaW5pc2hlZE1hdGNoEhcKD25leHRfcGFnZV90b2tlbhgCIAEoCSIrChdHZXRGaW5pc2hlZE1hdGNoUmVxdWVzdBIQCghtYXRjaF9pZBgBIAEoCSJCChhHZXRGaW5pc2hlZE1hdGNoUmVzcG9uc2USJgoFbWF0Y2gYASABKAsyFy5sdWR1cy52MS5GaW5pc2hlZE1hdGNoIisKF0NyZWF0ZUludml0YXRpb25SZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJIigKGENyZWF0ZUludml0YXRpb25SZXNwb25zZRIMCgRjb2RlGAEgASgJIjkKF1Jldm9rZUludml0YXRpb25SZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEgwKBGNvZGUYAiABKAkiGgoYUmV2b2tlSW52aXRhdGlvblJlc3BvbnNlIhoKGExpc3RNeUludml0YXRpb25zUmVxdWVzdCJwCgpJbnZpdGF0aW9uEhAKCG1hdGNoX2lkGAEgASgJEgwKBHNlYXQYAiABKA0SEgoKaW52aXRlZF9ieRgDIAEoCRIuCgppbnZpdGVkX2F0GAQgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcCJGChlMaXN0TXlJbnZpdGF0aW9uc1Jlc3BvbnNlEikKC2ludml0YXRpb25zGAEgAygLMhQubHVkdXMudjEuSW52aXRhdGlvbiIjChJXYXRjaFBsYXllclJlcXVlc3QSDQoFYWZ0ZXIYASABKAkiogIKDFBsYXllck5vdGljZRIOCgZjdXJzb3IYASABKAkSIgoEa2luZBgCIAEoDjIULmx1ZHVzLnYxLk5vdGljZUtpbmQSEAoIbWF0Y2hfaWQYAyABKAkSDAoEZ2FtZRgEIAEoCRIMCgRzZWF0GAUgASgNEg8KB3ZlcnNpb24YBiABKAQSLAoIZGVhZGxpbmUYByABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEhIKCmludml0ZWRfYnkYCCABKAkSDQoFcmF0ZWQYCSABKAgSEgoKcmVtYXRjaF9vZhgKIAEoCRIuCgpleHBpcmVzX2F0GAsgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcBIKCgJieRgMIAEoCSIsChRVcGRhdGVQcm9maWxlUmVxdWVzdBIUCgxkaXNwbGF5X25hbWUYASABKAkiOgoVVXBkYXRlUHJvZmlsZVJlc3BvbnNlEiEKBnBsYXllchgBIAEoCzIRLmx1ZHVzLnYxLlByb2ZpbGUiZAoQSm9pblF1ZXVlUmVxdWVzdBIMCgRnYW1lGAEgASgJEg0KBXNlYXRzGAIgASgNEg0KBXJhdGVkGAMgASgIEiQKHGZpbGxfd2l0aF9ib3RzX2FmdGVyX3NlY29uZHMYBCABKA0inwEKC1F1ZXVlU3RhdHVzEgwKBGdhbWUYASABKAkSDQoFc2VhdHMYAiABKA0SDQoFcmF0ZWQYAyABKAgSJAocZmlsbF93aXRoX2JvdHNfYWZ0ZXJfc2Vjb25kcxgEIAEoDRItCglxdWV1ZWRfYXQYBSABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEg8KB3dhaXRpbmcYBiABKA0iOgoRSm9pblF1ZXVlUmVzcG9uc2USJQoGc3RhdHVzGAEgASgLMhUubHVkdXMudjEuUXVldWVTdGF0dXMiEwoRTGVhdmVRdWV1ZVJlcXVlc3QiFAoSTGVhdmVRdWV1ZVJlc3BvbnNlIhcKFUdldFF1ZXVlU3RhdHVzUmVxdWVzdCJPChZHZXRRdWV1ZVN0YXR1c1Jlc3BvbnNlEg4KBnF1ZXVlZBgBIAEoCBIlCgZzdGF0dXMYAiABKAsyFS5sdWR1cy52MS5RdWV1ZVN0YXR1cyIpChVQcm9wb3NlUmVtYXRjaFJlcXVlc3QSEAoIbWF0Y2hfaWQYASABKAkigwEKB1JlbWF0Y2gSEgoKcmVtYXRjaF9vZhgBIAEoCRIQCghhY2NlcHRlZBgCIAMoDRIQCghhd2FpdGluZxgDIAMoDRIuCgpleHBpcmVzX2F0GAQgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcBIQCghtYXRjaF9pZBgFIAEoCSI8ChZQcm9wb3NlUmVtYXRjaFJlc3BvbnNlEiIKB3JlbWF0Y2gYASABKAsyES5sdWR1cy52MS5SZW1hdGNoIjgKFEFuc3dlclJlbWF0Y2hSZXF1ZXN0EhAKCG1hdGNoX2lkGAEgASgJEg4KBmFjY2VwdBgCIAEoCCI7ChVBbnN3ZXJSZW1hdGNoUmVzcG9uc2USIgoHcmVtYXRjaBgBIAEoCzIRLmx1ZHVzLnYxLlJlbWF0Y2gikAEKB1dlYmhvb2sSEgoKd2ViaG9va19pZBgBIAEoCRILCgN1cmwYAiABKAkSDgoGZXZlbnRzGAMgAygJEhMKC2Rlc2NyaXB0aW9uGAQgASgJEi4KCmNyZWF0ZWRfYXQYBSABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEg8KB2Ryb3BwZWQYBiABKAQiSAoUQ3JlYXRlV2ViaG9va1JlcXVlc3QSCwoDdXJsGAEgASgJEg4KBmV2ZW50cxgCIAMoCRITCgtkZXNjcmlwdGlvbhgDIAEoCSJLChVDcmVhdGVXZWJob29rUmVzcG9uc2USIgoHd2ViaG9vaxgBIAEoCzIRLmx1ZHVzLnYxLldlYmhvb2sSDgoGc2VjcmV0GAIgASgJIhUKE0xpc3RXZWJob29rc1JlcXVlc3QiOwoUTGlzdFdlYmhvb2tzUmVzcG9uc2USIwoId2ViaG9va3MYASADKAsyES5sdWR1cy52MS5XZWJob29rIioKFERlbGV0ZVdlYmhvb2tSZXF1ZXN0EhIKCndlYmhvb2tfaWQYASABKAkiFwoVRGVsZXRlV2ViaG9va1Jlc3BvbnNlIjAKGlJvdGF0ZVdlYmhvb2tTZWNyZXRSZXF1ZXN0EhIKCndlYmhvb2tfaWQYASABKAkiLQobUm90YXRlV2ViaG9va1NlY3JldFJlc3BvbnNlEg4KBnNlY3JldBgBIAEoCSJBChxMaXN0V2ViaG9va0RlbGl2ZXJpZXNSZXF1ZXN0EhIKCndlYmhvb2tfaWQYASABKAkSDQoFbGltaXQYAiABKA0iyQIKD1dlYmhvb2tEZWxpdmVyeRITCgtkZWxpdmVyeV9pZBgBIAEoCRINCgVldmVudBgCIAEoCRIvCgZzdGF0dXMYAyABKA4yHy5sdWR1cy52MS5XZWJob29rRGVsaXZlcnlTdGF0dXMSEAoIYXR0ZW1wdHMYBCABKA0SLgoKY3JlYXRlZF9hdBgFIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXASMwoPbGFzdF9hdHRlbXB0X2F0GAYgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcBIzCg9uZXh0X2F0dGVtcHRfYXQYByABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEhUKDXJlc3BvbnNlX2NvZGUYCCABKA0SDQoFZXJyb3IYCSABKAkSDwoHcGF5bG9hZBgKIAEoCSJOCh1MaXN0V2ViaG9va0RlbGl2ZXJpZXNSZXNwb25zZRItCgpkZWxpdmVyaWVzGAEgAygLMhkubHVkdXMudjEuV2ViaG9va0RlbGl2ZXJ5IigKElBpbmdXZWJob29rUmVxdWVzdBISCgp3ZWJob29rX2lkGAEgASgJIioKE1BpbmdXZWJob29rUmVzcG9uc2USEwoLZGVsaXZlcnlfaWQYASABKAkihwEKCkdhbWVSYXRpbmcSDAoEZ2FtZRgBIAEoCRIKCgJtdRgCIAEoARINCgVzaWdtYRgDIAEoARIPCgdvcmRpbmFsGAQgASgBEg8KB21hdGNoZXMYBSABKA0SLgoKdXBkYXRlZF9hdBgGIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXAiIwoRR2V0UmF0aW5nc1JlcXVlc3QSDgoGcGxheWVyGAEgASgJIjsKEkdldFJhdGluZ3NSZXNwb25zZRIlCgdyYXRpbmdzGAEgAygLMhQubHVkdXMudjEuR2FtZVJhdGluZyJWChBMZWFkZXJib2FyZEVudHJ5EgwKBHJhbmsYASABKA0SDgoGcGxheWVyGAIgASgJEiQKBnJhdGluZxgDIAEoCzIULmx1ZHVzLnYxLkdhbWVSYXRpbmcicAoVR2V0TGVhZGVyYm9hcmRSZXF1ZXN0EgwKBGdhbWUYASABKAkSEQoJcGFnZV9zaXplGAIgASgNEhIKCnBhZ2VfdG9rZW4YAyABKAkSDgoGYXJvdW5kGAQgASgJEhIKCm5laWdoYm91cnMYBSABKA0ibQoWR2V0TGVhZGVyYm9hcmRSZXNwb25zZRIrCgdlbnRyaWVzGAEgAygLMhoubHVkdXMudjEuTGVhZGVyYm9hcmRFbnRyeRIXCg9uZXh0X3BhZ2VfdG9rZW4YAiABKAkSDQoFdG90YWwYAyABKA0ivQEKDFJhdGluZ0NoYW5nZRIQCghtYXRjaF9pZBgBIAEoCRIvCgtmaW5pc2hlZF9hdBgCIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXASDAoEcmFuaxgDIAEoDRINCgVzZWF0cxgEIAEoDRIRCgltdV9iZWZvcmUYBSABKAESFAoMc2lnbWFfYmVmb3JlGAYgASgBEiQKBnJhdGluZxgHIAEoCzIULmx1ZHVzLnYxLkdhbWVSYXRpbmciXgoXR2V0UmF0aW5nSGlzdG9yeVJlcXVlc3QSDgoGcGxheWVyGAEgASgJEgwKBGdhbWUYAiABKAkSEQoJcGFnZV9zaXplGAMgASgNEhIKCnBhZ2VfdG9rZW4YBCABKAkiXAoYR2V0UmF0aW5nSGlzdG9yeVJlc3BvbnNlEicKB2NoYW5nZXMYASADKAsyFi5sdWR1cy52MS5SYXRpbmdDaGFuZ2USFwoPbmV4dF9wYWdlX3Rva2VuGAIgASgJKnIKClBsYXllcktpbmQSGwoXUExBWUVSX0tJTkRfVU5TUEVDSUZJRUQQABIWChJQTEFZRVJfS0lORF9NRU1CRVIQARIVChFQTEFZRVJfS0lORF9HVUVTVBACEhgKFFBMQVlFUl9LSU5EX0VYVEVSTkFMEAMqdQoMTWF0Y2hPdXRjb21lEh0KGU1BVENIX09VVENPTUVfVU5TUEVDSUZJRUQQABIVChFNQVRDSF9PVVRDT01FX1dPThABEhYKEk1BVENIX09VVENPTUVfTE9TVBACEhcKE01BVENIX09VVENPTUVfRFJBV04QAyrXAgoKTm90aWNlS2luZBIbChdOT1RJQ0VfS0lORF9VTlNQRUNJRklFRBAAEhkKFU5PVElDRV9LSU5EX1lPVVJfVFVSThABEhcKE05PVElDRV9LSU5EX0lOVklURUQQAhIdChlOT1RJQ0VfS0lORF9NQVRDSF9TVEFSVEVEEAMSGwoXTk9USUNFX0tJTkRfTUFUQ0hfRU5ERUQQBBIfChtOT1RJQ0VfS0lORF9TRUFUX1RBS0VOX09WRVIQBRIXChNOT1RJQ0VfS0lORF9NQVRDSEVEEAYSIAocTk9USUNFX0tJTkRfUkVNQVRDSF9QUk9QT1NFRBAHEh0KGU5PVElDRV9LSU5EX1JFTUFUQ0hfUkVBRFkQCBIgChxOT1RJQ0VfS0lORF9SRU1BVENIX0RFQ0xJTkVEEAkSHwobTk9USUNFX0tJTkRfUVVFVUVfVElNRURfT1VUEAoq2AEKFVdlYmhvb2tEZWxpdmVyeVN0YXR1cxInCiNXRUJIT09LX0RFTElWRVJZX1NUQVRVU19VTlNQRUNJRklFRBAAEiMKH1dFQkhPT0tfREVMSVZFUllfU1RBVFVTX1BFTkRJTkcQARImCiJXRUJIT09LX0RFTElWRVJZX1NUQVRVU19ERUxJVkVSSU5HEAISJQohV0VCSE9PS19ERUxJVkVSWV9TVEFUVVNfREVMSVZFUkVEEAMSIgoeV0VCSE9PS19ERUxJVkVSWV9TVEFUVVNfRkFJTEVEEAQy9RQKB1BsYXllcnMSOwoGU2lnblVwEhcubHVkdXMudjEuU2lnblVwUmVxdWVzdBoYLmx1ZHVzLnYxLlNpZ25VcFJlc3BvbnNlEjsKBlNpZ25JbhIXLmx1ZHVzLnYxLlNpZ25JblJlcXVlc3QaGC5sdWR1cy52MS5TaWduSW5SZXNwb25zZRJQCg1TaWduSW5Bc0d1ZXN0Eh4ubHVkdXMudjEuU2lnbkluQXNHdWVzdFJlcXVlc3QaHy5sdWR1cy52MS5TaWduSW5Bc0d1ZXN0UmVzcG9uc2USXAoRU2lnbkluV2l0aElkVG9rZW4SIi5sdWR1cy52MS5TaWduSW5XaXRoSWRUb2tlblJlcXVlc3QaIy5sdWR1cy52MS5TaWduSW5XaXRoSWRUb2tlblJlc3BvbnNlEj4KB1JlZnJlc2gSGC5sdWR1cy52MS5SZWZyZXNoUmVxdWVzdBoZLmx1ZHVzLnYxLlJlZnJlc2hSZXNwb25zZRI+CgdTaWduT3V0EhgubHVkdXMudjEuU2lnbk91dFJlcXVlc3QaGS5sdWR1cy52MS5TaWduT3V0UmVzcG9uc2USUwoOQ2hhbmdlUGFzc3dvcmQSHy5sdWR1cy52MS5DaGFuZ2VQYXNzd29yZFJlcXVlc3QaIC5sdWR1cy52MS5DaGFuZ2VQYXNzd29yZFJlc3BvbnNlElAKDURlbGV0ZUFjY291bnQSHi5sdWR1cy52MS5EZWxldGVBY2NvdW50UmVxdWVzdBofLmx1ZHVzLnYxLkRlbGV0ZUFjY291bnRSZXNwb25zZRI7CgZXaG9BbUkSFy5sdWR1cy52MS5XaG9BbUlSZXF1ZXN0GhgubHVkdXMudjEuV2hvQW1JUmVzcG9uc2USRwoKR2V0UHJvZmlsZRIbLmx1ZHVzLnYxLkdldFByb2ZpbGVSZXF1ZXN0GhwubHVkdXMudjEuR2V0UHJvZmlsZVJlc3BvbnNlElAKDVVwZGF0ZVByb2ZpbGUSHi5sdWR1cy52MS5VcGRhdGVQcm9maWxlUmVxdWVzdBofLmx1ZHVzLnYxLlVwZGF0ZVByb2ZpbGVSZXNwb25zZRJQCg1MaXN0TXlNYXRjaGVzEh4ubHVkdXMudjEuTGlzdE15TWF0Y2hlc1JlcXVlc3QaHy5sdWR1cy52MS5MaXN0TXlNYXRjaGVzUmVzcG9uc2USVgoPTGlzdFNlYXRIb2xkZXJzEiAubHVkdXMudjEuTGlzdFNlYXRIb2xkZXJzUmVxdWVzdBohLmx1ZHVzLnYxLkxpc3RTZWF0SG9sZGVyc1Jlc3BvbnNlElAKDVNlYXJjaE1hdGNoZXMSHi5sdWR1cy52MS5TZWFyY2hNYXRjaGVzUmVxdWVzdBofLmx1ZHVzLnYxLlNlYXJjaE1hdGNoZXNSZXNwb25zZRJZChBHZXRGaW5pc2hlZE1hdGNoEiEubHVkdXMudjEuR2V0RmluaXNoZWRNYXRjaFJlcXVlc3QaIi5sdWR1cy52MS5HZXRGaW5pc2hlZE1hdGNoUmVzcG9uc2USWQoQQ3JlYXRlSW52aXRhdGlvbhIhLmx1ZHVzLnYxLkNyZWF0ZUludml0YXRpb25SZXF1ZXN0GiIubHVkdXMudjEuQ3JlYXRlSW52aXRhdGlvblJlc3BvbnNlElkKEFJldm9rZUludml0YXRpb24SIS5sdWR1cy52MS5SZXZva2VJbnZpdGF0aW9uUmVxdWVzdBoiLmx1ZHVzLnYxLlJldm9rZUludml0YXRpb25SZXNwb25zZRJcChFMaXN0TXlJbnZpdGF0aW9ucxIiLmx1ZHVzLnYxLkxpc3RNeUludml0YXRpb25zUmVxdWVzdBojLmx1ZHVzLnYxLkxpc3RNeUludml0YXRpb25zUmVzcG9uc2USRQoLV2F0Y2hQbGF5ZXISHC5sdWR1cy52MS5XYXRjaFBsYXllclJlcXVlc3QaFi5sdWR1cy52MS5QbGF5ZXJOb3RpY2UwARJECglKb2luUXVldWUSGi5sdWR1cy52MS5Kb2luUXVldWVSZXF1ZXN0GhsubHVkdXMudjEuSm9pblF1ZXVlUmVzcG9uc2USRwoKTGVhdmVRdWV1ZRIbLmx1ZHVzLnYxLkxlYXZlUXVldWVSZXF1ZXN0GhwubHVkdXMudjEuTGVhdmVRdWV1ZVJlc3BvbnNlElMKDkdldFF1ZXVlU3RhdHVzEh8ubHVkdXMudjEuR2V0UXVldWVTdGF0dXNSZXF1ZXN0GiAubHVkdXMudjEuR2V0UXVldWVTdGF0dXNSZXNwb25zZRJTCg5Qcm9wb3NlUmVtYXRjaBIfLmx1ZHVzLnYxLlByb3Bvc2VSZW1hdGNoUmVxdWVzdBogLmx1ZHVzLnYxLlByb3Bvc2VSZW1hdGNoUmVzcG9uc2USUAoNQW5zd2VyUmVtYXRjaBIeLmx1ZHVzLnYxLkFuc3dlclJlbWF0Y2hSZXF1ZXN0Gh8ubHVkdXMudjEuQW5zd2VyUmVtYXRjaFJlc3BvbnNlElAKDUNyZWF0ZVdlYmhvb2sSHi5sdWR1cy52MS5DcmVhdGVXZWJob29rUmVxdWVzdBofLmx1ZHVzLnYxLkNyZWF0ZVdlYmhvb2tSZXNwb25zZRJNCgxMaXN0V2ViaG9va3MSHS5sdWR1cy52MS5MaXN0V2ViaG9va3NSZXF1ZXN0Gh4ubHVkdXMudjEuTGlzdFdlYmhvb2tzUmVzcG9uc2USUAoNRGVsZXRlV2ViaG9vaxIeLmx1ZHVzLnYxLkRlbGV0ZVdlYmhvb2tSZXF1ZXN0Gh8ubHVkdXMudjEuRGVsZXRlV2ViaG9va1Jlc3BvbnNlEmIKE1JvdGF0ZVdlYmhvb2tTZWNyZXQSJC5sdWR1cy52MS5Sb3RhdGVXZWJob29rU2VjcmV0UmVxdWVzdBolLmx1ZHVzLnYxLlJvdGF0ZVdlYmhvb2tTZWNyZXRSZXNwb25zZRJoChVMaXN0V2ViaG9va0RlbGl2ZXJpZXMSJi5sdWR1cy52MS5MaXN0V2ViaG9va0RlbGl2ZXJpZXNSZXF1ZXN0GicubHVkdXMudjEuTGlzdFdlYmhvb2tEZWxpdmVyaWVzUmVzcG9uc2USSgoLUGluZ1dlYmhvb2sSHC5sdWR1cy52MS5QaW5nV2ViaG9va1JlcXVlc3QaHS5sdWR1cy52MS5QaW5nV2ViaG9va1Jlc3BvbnNlEkcKCkdldFJhdGluZ3MSGy5sdWR1cy52MS5HZXRSYXRpbmdzUmVxdWVzdBocLmx1ZHVzLnYxLkdldFJhdGluZ3NSZXNwb25zZRJTCg5HZXRMZWFkZXJib2FyZBIfLmx1ZHVzLnYxLkdldExlYWRlcmJvYXJkUmVxdWVzdBogLmx1ZHVzLnYxLkdldExlYWRlcmJvYXJkUmVzcG9uc2USWQoQR2V0UmF0aW5nSGlzdG9yeRIhLmx1ZHVzLnYxLkdldFJhdGluZ0hpc3RvcnlSZXF1ZXN0GiIubHVkdXMudjEuR2V0UmF0aW5nSGlzdG9yeVJlc3BvbnNlQkYKDGRldi5sdWR1cy52MVABWjRnaXRodWIuY29tL2x1ZHVzLWdhbWVzL2x1ZHVzL2dlbi9nby9sdWR1cy92MTtsdWR1c3YxYgZwcm90bzM", [file_google_protobuf_timestamp, file_ludus_v1_common]);
/**
 * Describes the message ludus.v1.Profile.
 * Use `create(ProfileSchema)` to create a new message.
 */
export const ProfileSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 0);
/**
 * Describes the message ludus.v1.Session.
 * Use `create(SessionSchema)` to create a new message.
 */
export const SessionSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 1);
/**
 * Describes the message ludus.v1.SignUpRequest.
 * Use `create(SignUpRequestSchema)` to create a new message.
 */
export const SignUpRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 2);
/**
 * Describes the message ludus.v1.SignUpResponse.
 * Use `create(SignUpResponseSchema)` to create a new message.
 */
export const SignUpResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 3);
/**
 * Describes the message ludus.v1.SignInRequest.
 * Use `create(SignInRequestSchema)` to create a new message.
 */
export const SignInRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 4);
/**
 * Describes the message ludus.v1.SignInResponse.
 * Use `create(SignInResponseSchema)` to create a new message.
 */
export const SignInResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 5);
/**
 * Describes the message ludus.v1.SignInAsGuestRequest.
 * Use `create(SignInAsGuestRequestSchema)` to create a new message.
 */
export const SignInAsGuestRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 6);
/**
 * Describes the message ludus.v1.SignInAsGuestResponse.
 * Use `create(SignInAsGuestResponseSchema)` to create a new message.
 */
export const SignInAsGuestResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 7);
/**
 * Describes the message ludus.v1.SignInWithIdTokenRequest.
 * Use `create(SignInWithIdTokenRequestSchema)` to create a new message.
 */
export const SignInWithIdTokenRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 8);
/**
 * Describes the message ludus.v1.SignInWithIdTokenResponse.
 * Use `create(SignInWithIdTokenResponseSchema)` to create a new message.
 */
export const SignInWithIdTokenResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 9);
/**
 * Describes the message ludus.v1.RefreshRequest.
 * Use `create(RefreshRequestSchema)` to create a new message.
 */
export const RefreshRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 10);
/**
 * Describes the message ludus.v1.RefreshResponse.
 * Use `create(RefreshResponseSchema)` to create a new message.
 */
export const RefreshResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 11);
/**
 * Describes the message ludus.v1.SignOutRequest.
 * Use `create(SignOutRequestSchema)` to create a new message.
 */
export const SignOutRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 12);
/**
 * Describes the message ludus.v1.SignOutResponse.
 * Use `create(SignOutResponseSchema)` to create a new message.
 */
export const SignOutResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 13);
/**
 * Describes the message ludus.v1.ChangePasswordRequest.
 * Use `create(ChangePasswordRequestSchema)` to create a new message.
 */
export const ChangePasswordRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 14);
/**
 * Describes the message ludus.v1.ChangePasswordResponse.
 * Use `create(ChangePasswordResponseSchema)` to create a new message.
 */
export const ChangePasswordResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 15);
/**
 * Describes the message ludus.v1.DeleteAccountRequest.
 * Use `create(DeleteAccountRequestSchema)` to create a new message.
 */
export const DeleteAccountRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 16);
/**
 * Describes the message ludus.v1.DeleteAccountResponse.
 * Use `create(DeleteAccountResponseSchema)` to create a new message.
 */
export const DeleteAccountResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 17);
/**
 * Describes the message ludus.v1.WhoAmIRequest.
 * Use `create(WhoAmIRequestSchema)` to create a new message.
 */
export const WhoAmIRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 18);
/**
 * Describes the message ludus.v1.WhoAmIResponse.
 * Use `create(WhoAmIResponseSchema)` to create a new message.
 */
export const WhoAmIResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 19);
/**
 * Describes the message ludus.v1.GetProfileRequest.
 * Use `create(GetProfileRequestSchema)` to create a new message.
 */
export const GetProfileRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 20);
/**
 * Describes the message ludus.v1.GetProfileResponse.
 * Use `create(GetProfileResponseSchema)` to create a new message.
 */
export const GetProfileResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 21);
/**
 * Describes the message ludus.v1.ListMyMatchesRequest.
 * Use `create(ListMyMatchesRequestSchema)` to create a new message.
 */
export const ListMyMatchesRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 22);
/**
 * Describes the message ludus.v1.MyMatch.
 * Use `create(MyMatchSchema)` to create a new message.
 */
export const MyMatchSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 23);
/**
 * Describes the message ludus.v1.ListMyMatchesResponse.
 * Use `create(ListMyMatchesResponseSchema)` to create a new message.
 */
export const ListMyMatchesResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 24);
/**
 * Describes the message ludus.v1.ListSeatHoldersRequest.
 * Use `create(ListSeatHoldersRequestSchema)` to create a new message.
 */
export const ListSeatHoldersRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 25);
/**
 * Describes the message ludus.v1.SeatHolder.
 * Use `create(SeatHolderSchema)` to create a new message.
 */
export const SeatHolderSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 26);
/**
 * Describes the message ludus.v1.ListSeatHoldersResponse.
 * Use `create(ListSeatHoldersResponseSchema)` to create a new message.
 */
export const ListSeatHoldersResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 27);
/**
 * Describes the message ludus.v1.SearchMatchesRequest.
 * Use `create(SearchMatchesRequestSchema)` to create a new message.
 */
export const SearchMatchesRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 28);
/**
 * Describes the message ludus.v1.FinishedSeat.
 * Use `create(FinishedSeatSchema)` to create a new message.
 */
export const FinishedSeatSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 29);
/**
 * Describes the message ludus.v1.FinishedMatch.
 * Use `create(FinishedMatchSchema)` to create a new message.
 */
export const FinishedMatchSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 30);
/**
 * Describes the message ludus.v1.SearchMatchesResponse.
 * Use `create(SearchMatchesResponseSchema)` to create a new message.
 */
export const SearchMatchesResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 31);
/**
 * Describes the message ludus.v1.GetFinishedMatchRequest.
 * Use `create(GetFinishedMatchRequestSchema)` to create a new message.
 */
export const GetFinishedMatchRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 32);
/**
 * Describes the message ludus.v1.GetFinishedMatchResponse.
 * Use `create(GetFinishedMatchResponseSchema)` to create a new message.
 */
export const GetFinishedMatchResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 33);
/**
 * Describes the message ludus.v1.CreateInvitationRequest.
 * Use `create(CreateInvitationRequestSchema)` to create a new message.
 */
export const CreateInvitationRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 34);
/**
 * Describes the message ludus.v1.CreateInvitationResponse.
 * Use `create(CreateInvitationResponseSchema)` to create a new message.
 */
export const CreateInvitationResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 35);
/**
 * Describes the message ludus.v1.RevokeInvitationRequest.
 * Use `create(RevokeInvitationRequestSchema)` to create a new message.
 */
export const RevokeInvitationRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 36);
/**
 * Describes the message ludus.v1.RevokeInvitationResponse.
 * Use `create(RevokeInvitationResponseSchema)` to create a new message.
 */
export const RevokeInvitationResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 37);
/**
 * Describes the message ludus.v1.ListMyInvitationsRequest.
 * Use `create(ListMyInvitationsRequestSchema)` to create a new message.
 */
export const ListMyInvitationsRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 38);
/**
 * Describes the message ludus.v1.Invitation.
 * Use `create(InvitationSchema)` to create a new message.
 */
export const InvitationSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 39);
/**
 * Describes the message ludus.v1.ListMyInvitationsResponse.
 * Use `create(ListMyInvitationsResponseSchema)` to create a new message.
 */
export const ListMyInvitationsResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 40);
/**
 * Describes the message ludus.v1.WatchPlayerRequest.
 * Use `create(WatchPlayerRequestSchema)` to create a new message.
 */
export const WatchPlayerRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 41);
/**
 * Describes the message ludus.v1.PlayerNotice.
 * Use `create(PlayerNoticeSchema)` to create a new message.
 */
export const PlayerNoticeSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 42);
/**
 * Describes the message ludus.v1.UpdateProfileRequest.
 * Use `create(UpdateProfileRequestSchema)` to create a new message.
 */
export const UpdateProfileRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 43);
/**
 * Describes the message ludus.v1.UpdateProfileResponse.
 * Use `create(UpdateProfileResponseSchema)` to create a new message.
 */
export const UpdateProfileResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 44);
/**
 * Describes the message ludus.v1.JoinQueueRequest.
 * Use `create(JoinQueueRequestSchema)` to create a new message.
 */
export const JoinQueueRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 45);
/**
 * Describes the message ludus.v1.QueueStatus.
 * Use `create(QueueStatusSchema)` to create a new message.
 */
export const QueueStatusSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 46);
/**
 * Describes the message ludus.v1.JoinQueueResponse.
 * Use `create(JoinQueueResponseSchema)` to create a new message.
 */
export const JoinQueueResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 47);
/**
 * Describes the message ludus.v1.LeaveQueueRequest.
 * Use `create(LeaveQueueRequestSchema)` to create a new message.
 */
export const LeaveQueueRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 48);
/**
 * Describes the message ludus.v1.LeaveQueueResponse.
 * Use `create(LeaveQueueResponseSchema)` to create a new message.
 */
export const LeaveQueueResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 49);
/**
 * Describes the message ludus.v1.GetQueueStatusRequest.
 * Use `create(GetQueueStatusRequestSchema)` to create a new message.
 */
export const GetQueueStatusRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 50);
/**
 * Describes the message ludus.v1.GetQueueStatusResponse.
 * Use `create(GetQueueStatusResponseSchema)` to create a new message.
 */
export const GetQueueStatusResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 51);
/**
 * Describes the message ludus.v1.ProposeRematchRequest.
 * Use `create(ProposeRematchRequestSchema)` to create a new message.
 */
export const ProposeRematchRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 52);
/**
 * Describes the message ludus.v1.Rematch.
 * Use `create(RematchSchema)` to create a new message.
 */
export const RematchSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 53);
/**
 * Describes the message ludus.v1.ProposeRematchResponse.
 * Use `create(ProposeRematchResponseSchema)` to create a new message.
 */
export const ProposeRematchResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 54);
/**
 * Describes the message ludus.v1.AnswerRematchRequest.
 * Use `create(AnswerRematchRequestSchema)` to create a new message.
 */
export const AnswerRematchRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 55);
/**
 * Describes the message ludus.v1.AnswerRematchResponse.
 * Use `create(AnswerRematchResponseSchema)` to create a new message.
 */
export const AnswerRematchResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 56);
/**
 * Describes the message ludus.v1.Webhook.
 * Use `create(WebhookSchema)` to create a new message.
 */
export const WebhookSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 57);
/**
 * Describes the message ludus.v1.CreateWebhookRequest.
 * Use `create(CreateWebhookRequestSchema)` to create a new message.
 */
export const CreateWebhookRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 58);
/**
 * Describes the message ludus.v1.CreateWebhookResponse.
 * Use `create(CreateWebhookResponseSchema)` to create a new message.
 */
export const CreateWebhookResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 59);
/**
 * Describes the message ludus.v1.ListWebhooksRequest.
 * Use `create(ListWebhooksRequestSchema)` to create a new message.
 */
export const ListWebhooksRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 60);
/**
 * Describes the message ludus.v1.ListWebhooksResponse.
 * Use `create(ListWebhooksResponseSchema)` to create a new message.
 */
export const ListWebhooksResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 61);
/**
 * Describes the message ludus.v1.DeleteWebhookRequest.
 * Use `create(DeleteWebhookRequestSchema)` to create a new message.
 */
export const DeleteWebhookRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 62);
/**
 * Describes the message ludus.v1.DeleteWebhookResponse.
 * Use `create(DeleteWebhookResponseSchema)` to create a new message.
 */
export const DeleteWebhookResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 63);
/**
 * Describes the message ludus.v1.RotateWebhookSecretRequest.
 * Use `create(RotateWebhookSecretRequestSchema)` to create a new message.
 */
export const RotateWebhookSecretRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 64);
/**
 * Describes the message ludus.v1.RotateWebhookSecretResponse.
 * Use `create(RotateWebhookSecretResponseSchema)` to create a new message.
 */
export const RotateWebhookSecretResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 65);
/**
 * Describes the message ludus.v1.ListWebhookDeliveriesRequest.
 * Use `create(ListWebhookDeliveriesRequestSchema)` to create a new message.
 */
export const ListWebhookDeliveriesRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 66);
/**
 * Describes the message ludus.v1.WebhookDelivery.
 * Use `create(WebhookDeliverySchema)` to create a new message.
 */
export const WebhookDeliverySchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 67);
/**
 * Describes the message ludus.v1.ListWebhookDeliveriesResponse.
 * Use `create(ListWebhookDeliveriesResponseSchema)` to create a new message.
 */
export const ListWebhookDeliveriesResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 68);
/**
 * Describes the message ludus.v1.PingWebhookRequest.
 * Use `create(PingWebhookRequestSchema)` to create a new message.
 */
export const PingWebhookRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 69);
/**
 * Describes the message ludus.v1.PingWebhookResponse.
 * Use `create(PingWebhookResponseSchema)` to create a new message.
 */
export const PingWebhookResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 70);
/**
 * Describes the message ludus.v1.GameRating.
 * Use `create(GameRatingSchema)` to create a new message.
 */
export const GameRatingSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 71);
/**
 * Describes the message ludus.v1.GetRatingsRequest.
 * Use `create(GetRatingsRequestSchema)` to create a new message.
 */
export const GetRatingsRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 72);
/**
 * Describes the message ludus.v1.GetRatingsResponse.
 * Use `create(GetRatingsResponseSchema)` to create a new message.
 */
export const GetRatingsResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 73);
/**
 * Describes the message ludus.v1.LeaderboardEntry.
 * Use `create(LeaderboardEntrySchema)` to create a new message.
 */
export const LeaderboardEntrySchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 74);
/**
 * Describes the message ludus.v1.GetLeaderboardRequest.
 * Use `create(GetLeaderboardRequestSchema)` to create a new message.
 */
export const GetLeaderboardRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 75);
/**
 * Describes the message ludus.v1.GetLeaderboardResponse.
 * Use `create(GetLeaderboardResponseSchema)` to create a new message.
 */
export const GetLeaderboardResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 76);
/**
 * Describes the message ludus.v1.RatingChange.
 * Use `create(RatingChangeSchema)` to create a new message.
 */
export const RatingChangeSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 77);
/**
 * Describes the message ludus.v1.GetRatingHistoryRequest.
 * Use `create(GetRatingHistoryRequestSchema)` to create a new message.
 */
export const GetRatingHistoryRequestSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 78);
/**
 * Describes the message ludus.v1.GetRatingHistoryResponse.
 * Use `create(GetRatingHistoryResponseSchema)` to create a new message.
 */
export const GetRatingHistoryResponseSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_players, 79);
/**
 * What kind of player an account is.
 *
 * @generated from enum ludus.v1.PlayerKind
 */
export var PlayerKind;
(function (PlayerKind) {
    /**
     * Not set (never sent).
     *
     * @generated from enum value: PLAYER_KIND_UNSPECIFIED = 0;
     */
    PlayerKind[PlayerKind["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * A player who signed up with a name and password.
     *
     * @generated from enum value: PLAYER_KIND_MEMBER = 1;
     */
    PlayerKind[PlayerKind["MEMBER"] = 1] = "MEMBER";
    /**
     * A guest: a name without a password, with the guests' quotas.
     *
     * @generated from enum value: PLAYER_KIND_GUEST = 2;
     */
    PlayerKind[PlayerKind["GUEST"] = 2] = "GUEST";
    /**
     * A player vouched for by the operator's OpenID Connect issuer.
     *
     * @generated from enum value: PLAYER_KIND_EXTERNAL = 3;
     */
    PlayerKind[PlayerKind["EXTERNAL"] = 3] = "EXTERNAL";
})(PlayerKind || (PlayerKind = {}));
/**
 * Describes the enum ludus.v1.PlayerKind.
 */
export const PlayerKindSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_players, 0);
/**
 * A player's outcome in a finished match.
 *
 * @generated from enum ludus.v1.MatchOutcome
 */
export var MatchOutcome;
(function (MatchOutcome) {
    /**
     * Any outcome (in a search), or not known.
     *
     * @generated from enum value: MATCH_OUTCOME_UNSPECIFIED = 0;
     */
    MatchOutcome[MatchOutcome["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Among the winners, and someone did not win.
     *
     * @generated from enum value: MATCH_OUTCOME_WON = 1;
     */
    MatchOutcome[MatchOutcome["WON"] = 1] = "WON";
    /**
     * Not among the winners.
     *
     * @generated from enum value: MATCH_OUTCOME_LOST = 2;
     */
    MatchOutcome[MatchOutcome["LOST"] = 2] = "LOST";
    /**
     * A win shared by every seat: nobody was beaten.
     *
     * @generated from enum value: MATCH_OUTCOME_DRAWN = 3;
     */
    MatchOutcome[MatchOutcome["DRAWN"] = 3] = "DRAWN";
})(MatchOutcome || (MatchOutcome = {}));
/**
 * Describes the enum ludus.v1.MatchOutcome.
 */
export const MatchOutcomeSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_players, 1);
/**
 * What a notice tells.
 *
 * @generated from enum ludus.v1.NoticeKind
 */
export var NoticeKind;
(function (NoticeKind) {
    /**
     * Never sent.
     *
     * @generated from enum value: NOTICE_KIND_UNSPECIFIED = 0;
     */
    NoticeKind[NoticeKind["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * The match awaits the player's seat (deadline set when the match has clocks).
     *
     * @generated from enum value: NOTICE_KIND_YOUR_TURN = 1;
     */
    NoticeKind[NoticeKind["YOUR_TURN"] = 1] = "YOUR_TURN";
    /**
     * A seat of the match is reserved for the player (claim it with Gateway.JoinMatch).
     *
     * @generated from enum value: NOTICE_KIND_INVITED = 2;
     */
    NoticeKind[NoticeKind["INVITED"] = 2] = "INVITED";
    /**
     * Every seat is taken: the match has begun.
     *
     * @generated from enum value: NOTICE_KIND_MATCH_STARTED = 3;
     */
    NoticeKind[NoticeKind["MATCH_STARTED"] = 3] = "MATCH_STARTED";
    /**
     * The match is over (Gateway.GetMatch has the result).
     *
     * @generated from enum value: NOTICE_KIND_MATCH_ENDED = 4;
     */
    NoticeKind[NoticeKind["MATCH_ENDED"] = 4] = "MATCH_ENDED";
    /**
     * The player's seat ran out of time: a bot (or default moves) plays it until they reclaim it
     * (Gateway.ReclaimSeat).
     *
     * @generated from enum value: NOTICE_KIND_SEAT_TAKEN_OVER = 5;
     */
    NoticeKind[NoticeKind["SEAT_TAKEN_OVER"] = 5] = "SEAT_TAKEN_OVER";
    /**
     * The quick-match queue found the player a match: they hold `seat` of `match_id` already.
     *
     * @generated from enum value: NOTICE_KIND_MATCHED = 6;
     */
    NoticeKind[NoticeKind["MATCHED"] = 6] = "MATCHED";
    /**
     * A player of the finished match `rematch_of` proposes a rematch (answer with AnswerRematch).
     *
     * @generated from enum value: NOTICE_KIND_REMATCH_PROPOSED = 7;
     */
    NoticeKind[NoticeKind["REMATCH_PROPOSED"] = 7] = "REMATCH_PROPOSED";
    /**
     * Every human accepted: `match_id` is the rematch of `rematch_of`, the player holds `seat`.
     *
     * @generated from enum value: NOTICE_KIND_REMATCH_READY = 8;
     */
    NoticeKind[NoticeKind["REMATCH_READY"] = 8] = "REMATCH_READY";
    /**
     * The rematch of `rematch_of` will not happen: `by` declined it.
     *
     * @generated from enum value: NOTICE_KIND_REMATCH_DECLINED = 9;
     */
    NoticeKind[NoticeKind["REMATCH_DECLINED"] = 9] = "REMATCH_DECLINED";
    /**
     * The player waited in the queue of `game` for the longest wait without a match and left it.
     *
     * @generated from enum value: NOTICE_KIND_QUEUE_TIMED_OUT = 10;
     */
    NoticeKind[NoticeKind["QUEUE_TIMED_OUT"] = 10] = "QUEUE_TIMED_OUT";
})(NoticeKind || (NoticeKind = {}));
/**
 * Describes the enum ludus.v1.NoticeKind.
 */
export const NoticeKindSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_players, 2);
/**
 * Where a delivery stands.
 *
 * @generated from enum ludus.v1.WebhookDeliveryStatus
 */
export var WebhookDeliveryStatus;
(function (WebhookDeliveryStatus) {
    /**
     * Not set.
     *
     * @generated from enum value: WEBHOOK_DELIVERY_STATUS_UNSPECIFIED = 0;
     */
    WebhookDeliveryStatus[WebhookDeliveryStatus["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Waiting for its next attempt (`next_attempt_at`).
     *
     * @generated from enum value: WEBHOOK_DELIVERY_STATUS_PENDING = 1;
     */
    WebhookDeliveryStatus[WebhookDeliveryStatus["PENDING"] = 1] = "PENDING";
    /**
     * An attempt is in flight.
     *
     * @generated from enum value: WEBHOOK_DELIVERY_STATUS_DELIVERING = 2;
     */
    WebhookDeliveryStatus[WebhookDeliveryStatus["DELIVERING"] = 2] = "DELIVERING";
    /**
     * The endpoint answered 2xx.
     *
     * @generated from enum value: WEBHOOK_DELIVERY_STATUS_DELIVERED = 3;
     */
    WebhookDeliveryStatus[WebhookDeliveryStatus["DELIVERED"] = 3] = "DELIVERED";
    /**
     * Given up after LUDUS_WEBHOOK_MAX_ATTEMPTS attempts.
     *
     * @generated from enum value: WEBHOOK_DELIVERY_STATUS_FAILED = 4;
     */
    WebhookDeliveryStatus[WebhookDeliveryStatus["FAILED"] = 4] = "FAILED";
})(WebhookDeliveryStatus || (WebhookDeliveryStatus = {}));
/**
 * Describes the enum ludus.v1.WebhookDeliveryStatus.
 */
export const WebhookDeliveryStatusSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_players, 3);
/**
 * Accounts and sessions; players' finished matches.
 *
 * @generated from service ludus.v1.Players
 */
export const Players = /*@__PURE__*/ serviceDesc(file_ludus_v1_players, 0);
