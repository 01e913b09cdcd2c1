// Messages shared by every game and by the Gateway: seats, matches, results, the event
// envelope, and the platform's own events, which live in a match's stream beside the game's.
//
// Conventions used across ludus.v1:
// * Seats are numbered from 0 in seat order, which is the order given to CreateMatch.
// * A match's events are numbered by version: the first event is version 1 and every event
//   increments it by one. A client that has seen version N asks for "after N" and can never miss
//   or double-count an event.
// * Game-specific payloads travel as google.protobuf.Any whose type URL names a message of the
//   game's proto file (for example "type.googleapis.com/ludus.v1.ArkCommand").
// * Errors are gRPC statuses. A rule violation is FAILED_PRECONDITION with a google.rpc.ErrorInfo
//   detail (domain "ludus") whose `reason` is a stable rule code such as "ARK_CABIN_FULL"; the
//   same code is also sent as the trailing metadata key "ludus-rule-code" for clients that do not
//   decode rich statuses. See docs/api.md for the full error contract.
import { enumDesc, fileDesc, messageDesc } from "@bufbuild/protobuf/codegenv2";
import { file_google_protobuf_any, file_google_protobuf_timestamp } from "@bufbuild/protobuf/wkt";
/**
 * Describes the file ludus/v1/common.proto.
 */
export const file_ludus_v1_common = /*@__PURE__*/ fileDesc("ChVsdWR1cy92MS9jb21tb24ucHJvdG8SCGx1ZHVzLnYxIl0KCFNlYXRTcGVjEiAKBGtpbmQYASABKA4yEi5sdWR1cy52MS5TZWF0S2luZBIRCglib3RfbGV2ZWwYAiABKAkSDAoEbmFtZRgDIAEoCRIOCgZpbnZpdGUYBCABKAkinAEKDENsb2NrT3B0aW9ucxIXCg9pbml0aWFsX3NlY29uZHMYASABKA0SGQoRaW5jcmVtZW50X3NlY29uZHMYAiABKA0SEwoLbWF4X3NlY29uZHMYAyABKA0SKwoKb25fdGltZW91dBgEIAEoDjIXLmx1ZHVzLnYxLlRpbWVvdXRBY3Rpb24SFgoOdGFrZW92ZXJfbGV2ZWwYBSABKAkiWAoJU2VhdENsb2NrEgwKBHNlYXQYASABKA0SDwoHYmFua19tcxgCIAEoAxIsCghkZWFkbGluZRgDIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXAikAEKCFNlYXRJbmZvEgwKBHNlYXQYASABKA0SIAoEa2luZBgCIAEoDjISLmx1ZHVzLnYxLlNlYXRLaW5kEhEKCWJvdF9sZXZlbBgDIAEoCRIMCgRuYW1lGAQgASgJEhAKCG9jY3VwaWVkGAUgASgIEg4KBmFic2VudBgGIAEoCBIRCgljb25uZWN0ZWQYByABKAgi0AQKCU1hdGNoSW5mbxIQCghtYXRjaF9pZBgBIAEoCRIMCgRnYW1lGAIgASgJEg8KB3ZlcnNpb24YAyABKAQSJQoGc3RhdHVzGAQgASgOMhUubHVkdXMudjEuTWF0Y2hTdGF0dXMSIQoFc2VhdHMYBSADKAsyEi5sdWR1cy52MS5TZWF0SW5mbxIQCghhd2FpdGluZxgGIAMoDRIXCg9zZWVkX2NvbW1pdG1lbnQYByABKAkSJQoGcmVzdWx0GAggASgLMhUubHVkdXMudjEuTWF0Y2hSZXN1bHQSLgoKY3JlYXRlZF9hdBgJIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXASJQoHb3B0aW9ucxgKIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSJQoFY2xvY2sYCyABKAsyFi5sdWR1cy52MS5DbG9ja09wdGlvbnMSIwoGY2xvY2tzGAwgAygLMhMubHVkdXMudjEuU2VhdENsb2NrEikKCWRlYWRsaW5lcxgNIAMoCzIWLmx1ZHVzLnYxLkdhbWVEZWFkbGluZRIoCgp2aXNpYmlsaXR5GA4gASgOMhQubHVkdXMudjEuVmlzaWJpbGl0eRISCgpyZW1hdGNoX29mGBEgASgJEi0KCnNwZWN0YXRvcnMYECABKA4yGS5sdWR1cy52MS5TcGVjdGF0b3JQb2xpY3kSEAoId2F0Y2hlcnMYEiADKAkSGgoSYW5vbnltb3VzX3dhdGNoZXJzGBMgASgNEg0KBXJhdGVkGA8gASgIIkQKDEdhbWVEZWFkbGluZRILCgNrZXkYASABKAkSJwoDZHVlGAIgASgLMhouZ29vZ2xlLnByb3RvYnVmLlRpbWVzdGFtcCJqCgtNYXRjaFJlc3VsdBIPCgd3aW5uZXJzGAEgAygNEiMKBnNjb3JlcxgCIAMoCzITLmx1ZHVzLnYxLlNlYXRTY29yZRIlCgdkZXRhaWxzGAMgASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueSI2CglTZWF0U2NvcmUSDAoEc2VhdBgBIAEoDRINCgVzY29yZRgCIAEoEhIMCgRyYW5rGAMgASgNItcCCgpNYXRjaEV2ZW50EhAKCG1hdGNoX2lkGAEgASgJEg8KB3ZlcnNpb24YAiABKAQSKAoEdGltZRgDIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXASEQoEc2VhdBgEIAEoDUgAiAEBEhIKCmNvbW1hbmRfaWQYBSABKAkSIwoFZXZlbnQYBiABKAsyFC5nb29nbGUucHJvdG9idWYuQW55EhAKCGF3YWl0aW5nGAcgAygNEiUKBnN0YXR1cxgIIAEoDjIVLmx1ZHVzLnYxLk1hdGNoU3RhdHVzEiYKBWxlZ2FsGAkgASgLMhcubHVkdXMudjEuTGVnYWxDb21tYW5kcxIiCgR2aWV3GAogASgLMhQuZ29vZ2xlLnByb3RvYnVmLkFueRIiCgVtYXRjaBgLIAEoCzITLmx1ZHVzLnYxLk1hdGNoSW5mb0IHCgVfc2VhdCKBAQoNTGVnYWxDb21tYW5kcxImCghjb21tYW5kcxgBIAMoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSDQoFdG90YWwYAiABKA0SEQoJdHJ1bmNhdGVkGAMgASgIEhUKDW5vdF9iZWZvcmVfbXMYBCABKAQSDwoHdmVyc2lvbhgFIAEoBCKJAgoMTWF0Y2hDcmVhdGVkEgwKBGdhbWUYASABKAkSJQoHb3B0aW9ucxgCIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSIQoFc2VhdHMYAyADKAsyEi5sdWR1cy52MS5TZWF0U3BlYxIXCg9zZWVkX2NvbW1pdG1lbnQYBCABKAkSJQoFY2xvY2sYBSABKAsyFi5sdWR1cy52MS5DbG9ja09wdGlvbnMSEgoKcmVtYXRjaF9vZhgJIAEoCRItCgpzcGVjdGF0b3JzGAcgASgOMhkubHVkdXMudjEuU3BlY3RhdG9yUG9saWN5Eg0KBXJhdGVkGAYgASgIEg8KB3BsYXllcnMYCCADKAkiGQoKVGltZXJGaXJlZBILCgNrZXkYASABKAkiQQoIVGltZWRPdXQSDAoEc2VhdBgBIAEoDRInCgZhY3Rpb24YAiABKA4yFy5sdWR1cy52MS5UaW1lb3V0QWN0aW9uIh0KDVNlYXRSZWNsYWltZWQSDAoEc2VhdBgBIAEoDSJQCgtTZWF0Q2xhaW1lZBIMCgRzZWF0GAEgASgNEgwKBG5hbWUYAiABKAkSFQoNbWF0Y2hfc3RhcnRlZBgDIAEoCBIOCgZwbGF5ZXIYBCABKAkiZgoKTWF0Y2hFbmRlZBIlCgZyZXN1bHQYASABKAsyFS5sdWR1cy52MS5NYXRjaFJlc3VsdBIMCgRzZWVkGAIgASgMEiMKBnJlYXNvbhgDIAEoDjITLmx1ZHVzLnYxLkVuZFJlYXNvbiL8AQoIR2FtZUluZm8SDAoEbmFtZRgBIAEoCRINCgV0aXRsZRgCIAEoCRIRCgltaW5fc2VhdHMYAyABKA0SEQoJbWF4X3NlYXRzGAQgASgNEhIKCmJvdF9sZXZlbHMYBSADKAkSFAoMY29tbWFuZF90eXBlGAYgASgJEhIKCmV2ZW50X3R5cGUYByABKAkSEQoJdmlld190eXBlGAggASgJEhQKDG9wdGlvbnNfdHlwZRgJIAEoCRIpCgtzdGF0aWNfZGF0YRgKIAEoCzIULmdvb2dsZS5wcm90b2J1Zi5BbnkSGwoTcmVzdWx0X2RldGFpbHNfdHlwZRgLIAEoCSLcAQoLQXVkaXRSZXBvcnQSEAoIbWF0Y2hfaWQYASABKAkSCgoCb2sYAiABKAgSGQoRZmlyc3RfYmFkX3ZlcnNpb24YAyABKAQSDgoGcmVhc29uGAQgASgJEhYKDmV2ZW50c19jaGVja2VkGAUgASgEEhkKEWNvbW1hbmRzX3JlcGxheWVkGAYgASgEEhAKCGZpbmlzaGVkGAcgASgIEg8KB3ZlcnNpb24YCCABKAQSLgoKYXVkaXRlZF9hdBgJIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXAqYQoIU2VhdEtpbmQSGQoVU0VBVF9LSU5EX1VOU1BFQ0lGSUVEEAASEwoPU0VBVF9LSU5EX0hVTUFOEAESEgoOU0VBVF9LSU5EX09QRU4QAhIRCg1TRUFUX0tJTkRfQk9UEAMqZQoNVGltZW91dEFjdGlvbhIeChpUSU1FT1VUX0FDVElPTl9VTlNQRUNJRklFRBAAEhsKF1RJTUVPVVRfQUNUSU9OX1RBS0VPVkVSEAESFwoTVElNRU9VVF9BQ1RJT05fU0tJUBACKlcKClZpc2liaWxpdHkSGgoWVklTSUJJTElUWV9VTlNQRUNJRklFRBAAEhUKEVZJU0lCSUxJVFlfUFVCTElDEAESFgoSVklTSUJJTElUWV9QUklWQVRFEAIqeQoLTWF0Y2hTdGF0dXMSHAoYTUFUQ0hfU1RBVFVTX1VOU1BFQ0lGSUVEEAASGAoUTUFUQ0hfU1RBVFVTX1dBSVRJTkcQARIXChNNQVRDSF9TVEFUVVNfQUNUSVZFEAISGQoVTUFUQ0hfU1RBVFVTX0ZJTklTSEVEEAMqYQoJRW5kUmVhc29uEhoKFkVORF9SRUFTT05fVU5TUEVDSUZJRUQQABIeChpFTkRfUkVBU09OX1dBSVRJTkdfRVhQSVJFRBABEhgKFEVORF9SRUFTT05fQUJBTkRPTkVEEAIqjgEKD1NwZWN0YXRvclBvbGljeRIgChxTUEVDVEFUT1JfUE9MSUNZX1VOU1BFQ0lGSUVEEAASHAoYU1BFQ1RBVE9SX1BPTElDWV9BTExPV0VEEAESIAocU1BFQ1RBVE9SX1BPTElDWV9JTlZJVEVfT05MWRACEhkKFVNQRUNUQVRPUl9QT0xJQ1lfTk9ORRADQkYKDGRldi5sdWR1cy52MVABWjRnaXRodWIuY29tL2x1ZHVzLWdhbWVzL2x1ZHVzL2dlbi9nby9sdWR1cy92MTtsdWR1c3YxYgZwcm90bzM", [file_google_protobuf_any, file_google_protobuf_timestamp]);
/**
 * Describes the message ludus.v1.SeatSpec.
 * Use `create(SeatSpecSchema)` to create a new message.
 */
export const SeatSpecSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 0);
/**
 * Describes the message ludus.v1.ClockOptions.
 * Use `create(ClockOptionsSchema)` to create a new message.
 */
export const ClockOptionsSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 1);
/**
 * Describes the message ludus.v1.SeatClock.
 * Use `create(SeatClockSchema)` to create a new message.
 */
export const SeatClockSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 2);
/**
 * Describes the message ludus.v1.SeatInfo.
 * Use `create(SeatInfoSchema)` to create a new message.
 */
export const SeatInfoSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 3);
/**
 * Describes the message ludus.v1.MatchInfo.
 * Use `create(MatchInfoSchema)` to create a new message.
 */
export const MatchInfoSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 4);
/**
 * Describes the message ludus.v1.GameDeadline.
 * Use `create(GameDeadlineSchema)` to create a new message.
 */
export const GameDeadlineSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 5);
/**
 * Describes the message ludus.v1.MatchResult.
 * Use `create(MatchResultSchema)` to create a new message.
 */
export const MatchResultSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 6);
/**
 * Describes the message ludus.v1.SeatScore.
 * Use `create(SeatScoreSchema)` to create a new message.
 */
export const SeatScoreSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 7);
/**
 * Describes the message ludus.v1.MatchEvent.
 * Use `create(MatchEventSchema)` to create a new message.
 */
export const MatchEventSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 8);
/**
 * Describes the message ludus.v1.LegalCommands.
 * Use `create(LegalCommandsSchema)` to create a new message.
 */
export const LegalCommandsSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 9);
/**
 * Describes the message ludus.v1.MatchCreated.
 * Use `create(MatchCreatedSchema)` to create a new message.
 */
export const MatchCreatedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 10);
/**
 * Describes the message ludus.v1.TimerFired.
 * Use `create(TimerFiredSchema)` to create a new message.
 */
export const TimerFiredSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 11);
/**
 * Describes the message ludus.v1.TimedOut.
 * Use `create(TimedOutSchema)` to create a new message.
 */
export const TimedOutSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 12);
/**
 * Describes the message ludus.v1.SeatReclaimed.
 * Use `create(SeatReclaimedSchema)` to create a new message.
 */
export const SeatReclaimedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 13);
/**
 * Describes the message ludus.v1.SeatClaimed.
 * Use `create(SeatClaimedSchema)` to create a new message.
 */
export const SeatClaimedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 14);
/**
 * Describes the message ludus.v1.MatchEnded.
 * Use `create(MatchEndedSchema)` to create a new message.
 */
export const MatchEndedSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 15);
/**
 * Describes the message ludus.v1.GameInfo.
 * Use `create(GameInfoSchema)` to create a new message.
 */
export const GameInfoSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 16);
/**
 * Describes the message ludus.v1.AuditReport.
 * Use `create(AuditReportSchema)` to create a new message.
 */
export const AuditReportSchema = /*@__PURE__*/ messageDesc(file_ludus_v1_common, 17);
/**
 * Who occupies a seat.
 *
 * @generated from enum ludus.v1.SeatKind
 */
export var SeatKind;
(function (SeatKind) {
    /**
     * Not a valid kind; rejected with INVALID_ARGUMENT.
     *
     * @generated from enum value: SEAT_KIND_UNSPECIFIED = 0;
     */
    SeatKind[SeatKind["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * A human seat whose token CreateMatch returns to the creator (who may pass it on).
     *
     * @generated from enum value: SEAT_KIND_HUMAN = 1;
     */
    SeatKind[SeatKind["HUMAN"] = 1] = "HUMAN";
    /**
     * A human seat left open: the first caller of JoinMatch for it claims it and gets its token.
     * A match with unclaimed open seats waits (status WAITING) and accepts no game commands.
     *
     * @generated from enum value: SEAT_KIND_OPEN = 2;
     */
    SeatKind[SeatKind["OPEN"] = 2] = "OPEN";
    /**
     * A seat played by a bot running on the platform's workers.
     *
     * @generated from enum value: SEAT_KIND_BOT = 3;
     */
    SeatKind[SeatKind["BOT"] = 3] = "BOT";
})(SeatKind || (SeatKind = {}));
/**
 * Describes the enum ludus.v1.SeatKind.
 */
export const SeatKindSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_common, 0);
/**
 * What happens to a seat whose clock runs out.
 *
 * @generated from enum ludus.v1.TimeoutAction
 */
export var TimeoutAction;
(function (TimeoutAction) {
    /**
     * The default: TIMEOUT_ACTION_TAKEOVER.
     *
     * @generated from enum value: TIMEOUT_ACTION_UNSPECIFIED = 0;
     */
    TimeoutAction[TimeoutAction["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * A bot plays the seat (at ClockOptions.takeover_level) until its player reclaims it.
     *
     * @generated from enum value: TIMEOUT_ACTION_TAKEOVER = 1;
     */
    TimeoutAction[TimeoutAction["TAKEOVER"] = 1] = "TAKEOVER";
    /**
     * The seat makes the game's default move whenever it is due (e.g. Ark: pass in the final
     * round) until its player reclaims it.
     *
     * @generated from enum value: TIMEOUT_ACTION_SKIP = 2;
     */
    TimeoutAction[TimeoutAction["SKIP"] = 2] = "SKIP";
})(TimeoutAction || (TimeoutAction = {}));
/**
 * Describes the enum ludus.v1.TimeoutAction.
 */
export const TimeoutActionSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_common, 1);
/**
 * Who may find and reach a match.
 *
 * @generated from enum ludus.v1.Visibility
 */
export var Visibility;
(function (Visibility) {
    /**
     * The default: VISIBILITY_PUBLIC.
     *
     * @generated from enum value: VISIBILITY_UNSPECIFIED = 0;
     */
    Visibility[Visibility["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Listed by ListMatches; anyone may watch it and any signed-in player may join an open seat.
     *
     * @generated from enum value: VISIBILITY_PUBLIC = 1;
     */
    Visibility[Visibility["PUBLIC"] = 1] = "PUBLIC";
    /**
     * Never listed. Every call about it answers NOT_FOUND, exactly as for a match that does not
     * exist, unless the caller holds one of its seats, created it, is invited by name, or (for
     * JoinMatch) presents one of its invitation codes (Players.CreateInvitation).
     *
     * @generated from enum value: VISIBILITY_PRIVATE = 2;
     */
    Visibility[Visibility["PRIVATE"] = 2] = "PRIVATE";
})(Visibility || (Visibility = {}));
/**
 * Describes the enum ludus.v1.Visibility.
 */
export const VisibilitySchema = /*@__PURE__*/ enumDesc(file_ludus_v1_common, 2);
/**
 * Where a match is in its life.
 *
 * @generated from enum ludus.v1.MatchStatus
 */
export var MatchStatus;
(function (MatchStatus) {
    /**
     * Never sent.
     *
     * @generated from enum value: MATCH_STATUS_UNSPECIFIED = 0;
     */
    MatchStatus[MatchStatus["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Created, but some open seats are not claimed yet; no game command is accepted.
     *
     * @generated from enum value: MATCH_STATUS_WAITING = 1;
     */
    MatchStatus[MatchStatus["WAITING"] = 1] = "WAITING";
    /**
     * Being played.
     *
     * @generated from enum value: MATCH_STATUS_ACTIVE = 2;
     */
    MatchStatus[MatchStatus["ACTIVE"] = 2] = "ACTIVE";
    /**
     * Over: the result is final and the seed has been revealed (MatchEnded).
     *
     * @generated from enum value: MATCH_STATUS_FINISHED = 3;
     */
    MatchStatus[MatchStatus["FINISHED"] = 3] = "FINISHED";
})(MatchStatus || (MatchStatus = {}));
/**
 * Describes the enum ludus.v1.MatchStatus.
 */
export const MatchStatusSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_common, 3);
/**
 * Why a match ended (MatchEnded.reason).
 *
 * @generated from enum ludus.v1.EndReason
 */
export var EndReason;
(function (EndReason) {
    /**
     * The game's rules ended it: the usual end, and every match's before this field existed.
     *
     * @generated from enum value: END_REASON_UNSPECIFIED = 0;
     */
    EndReason[EndReason["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * It waited for players to claim its open seats longer than the deployment allows
     * (LUDUS_WAITING_EXPIRY_SECONDS); the platform closed it.
     *
     * @generated from enum value: END_REASON_WAITING_EXPIRED = 1;
     */
    EndReason[EndReason["WAITING_EXPIRED"] = 1] = "WAITING_EXPIRED";
    /**
     * Nothing happened in it for longer than the deployment allows (LUDUS_ABANDONED_SECONDS): the
     * people it waited on were gone, since bots and clocks would have moved it. The platform
     * closed it.
     *
     * @generated from enum value: END_REASON_ABANDONED = 2;
     */
    EndReason[EndReason["ABANDONED"] = 2] = "ABANDONED";
})(EndReason || (EndReason = {}));
/**
 * Describes the enum ludus.v1.EndReason.
 */
export const EndReasonSchema = /*@__PURE__*/ enumDesc(file_ludus_v1_common, 4);
/**
 * Who may watch a match without holding a seat in it.
 *
 * @generated from enum ludus.v1.SpectatorPolicy
 */
export var SpectatorPolicy;
(function (SpectatorPolicy) {
    /**
     * The default: SPECTATOR_POLICY_ALLOWED.
     *
     * @generated from enum value: SPECTATOR_POLICY_UNSPECIFIED = 0;
     */
    SpectatorPolicy[SpectatorPolicy["UNSPECIFIED"] = 0] = "UNSPECIFIED";
    /**
     * Anyone who may reach the match watches it (a private match: only those it admits).
     *
     * @generated from enum value: SPECTATOR_POLICY_ALLOWED = 1;
     */
    SpectatorPolicy[SpectatorPolicy["ALLOWED"] = 1] = "ALLOWED";
    /**
     * Only callers presenting the match's spectator code (GetSpectatorCode) in the
     * `ludus-spectator-code` metadata entry; others get PERMISSION_DENIED, reason
     * SPECTATOR_CODE_REQUIRED.
     *
     * @generated from enum value: SPECTATOR_POLICY_INVITE_ONLY = 2;
     */
    SpectatorPolicy[SpectatorPolicy["INVITE_ONLY"] = 2] = "INVITE_ONLY";
    /**
     * Nobody without a seat; PERMISSION_DENIED, reason SPECTATORS_NOT_ALLOWED.
     *
     * @generated from enum value: SPECTATOR_POLICY_NONE = 3;
     */
    SpectatorPolicy[SpectatorPolicy["NONE"] = 3] = "NONE";
})(SpectatorPolicy || (SpectatorPolicy = {}));
/**
 * Describes the enum ludus.v1.SpectatorPolicy.
 */
export const SpectatorPolicySchema = /*@__PURE__*/ enumDesc(file_ludus_v1_common, 5);
