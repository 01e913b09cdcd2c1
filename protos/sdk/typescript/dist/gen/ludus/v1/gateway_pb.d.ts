import type { GenEnum, GenFile, GenMessage, GenService } from "@bufbuild/protobuf/codegenv2";
import type { Any, Timestamp } from "@bufbuild/protobuf/wkt";
import type { AuditReport, ClockOptions, GameInfo, LegalCommands, MatchEvent, MatchEventSchema, MatchInfo, MatchStatus, SeatSpec, SpectatorPolicy, Visibility } from "./common_pb.js";
import type { Message } from "@bufbuild/protobuf";
/**
 * Describes the file ludus/v1/gateway.proto.
 */
export declare const file_ludus_v1_gateway: GenFile;
/**
 * ListGames has no parameters.
 *
 * @generated from message ludus.v1.ListGamesRequest
 */
export type ListGamesRequest = Message<"ludus.v1.ListGamesRequest"> & {};
/**
 * Describes the message ludus.v1.ListGamesRequest.
 * Use `create(ListGamesRequestSchema)` to create a new message.
 */
export declare const ListGamesRequestSchema: GenMessage<ListGamesRequest>;
/**
 * The hosted games.
 *
 * @generated from message ludus.v1.ListGamesResponse
 */
export type ListGamesResponse = Message<"ludus.v1.ListGamesResponse"> & {
    /**
     * One entry per game, ordered by name.
     *
     * @generated from field: repeated ludus.v1.GameInfo games = 1;
     */
    games: GameInfo[];
};
/**
 * Describes the message ludus.v1.ListGamesResponse.
 * Use `create(ListGamesResponseSchema)` to create a new message.
 */
export declare const ListGamesResponseSchema: GenMessage<ListGamesResponse>;
/**
 * Creates a match.
 *
 * @generated from message ludus.v1.CreateMatchRequest
 */
export type CreateMatchRequest = Message<"ludus.v1.CreateMatchRequest"> & {
    /**
     * The game's name, as listed by ListGames.
     *
     * @generated from field: string game = 1;
     */
    game: string;
    /**
     * The game's options message (GameInfo.options_type). Unset means the game's defaults.
     *
     * @generated from field: google.protobuf.Any options = 2;
     */
    options?: Any;
    /**
     * The seats in seat order; their number must lie within the game's min_seats..max_seats.
     *
     * @generated from field: repeated ludus.v1.SeatSpec seats = 3;
     */
    seats: SeatSpec[];
    /**
     * Per-seat clocks (time bank and increment); unset means no clocks.
     *
     * @generated from field: ludus.v1.ClockOptions clock = 4;
     */
    clock?: ClockOptions;
    /**
     * Public (the default) or private. A private match needs a signed-in creator (a player's
     * access token): they reach it, the players invited by name reach it, and others join it with
     * an invitation code (Players.CreateInvitation).
     *
     * @generated from field: ludus.v1.Visibility visibility = 5;
     */
    visibility: Visibility;
    /**
     * Who may watch without a seat: everyone (SPECTATOR_POLICY_ALLOWED, the default), holders of
     * the match's spectator code only (SPECTATOR_POLICY_INVITE_ONLY; seats get it with
     * GetSpectatorCode), or nobody (SPECTATOR_POLICY_NONE). See docs/players.md.
     *
     * @generated from field: ludus.v1.SpectatorPolicy spectators = 7;
     */
    spectators: SpectatorPolicy;
    /**
     * Ask for a rated match: once finished it moves the OpenSkill ratings of its signed-in players
     * if at least two human seats are held by distinct signed-in players and no seat changed owner
     * (docs/players.md, "Ratings"). False (the default): a friendly match that changes no rating.
     *
     * @generated from field: bool rated = 6;
     */
    rated: boolean;
};
/**
 * Describes the message ludus.v1.CreateMatchRequest.
 * Use `create(CreateMatchRequestSchema)` to create a new message.
 */
export declare const CreateMatchRequestSchema: GenMessage<CreateMatchRequest>;
/**
 * A seat and the token that acts for it.
 *
 * @generated from message ludus.v1.SeatToken
 */
export type SeatToken = Message<"ludus.v1.SeatToken"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The signed token. Keep it secret: whoever holds it plays the seat.
     *
     * @generated from field: string token = 2;
     */
    token: string;
};
/**
 * Describes the message ludus.v1.SeatToken.
 * Use `create(SeatTokenSchema)` to create a new message.
 */
export declare const SeatTokenSchema: GenMessage<SeatToken>;
/**
 * The created match.
 *
 * @generated from message ludus.v1.CreateMatchResponse
 */
export type CreateMatchResponse = Message<"ludus.v1.CreateMatchResponse"> & {
    /**
     * The match as created.
     *
     * @generated from field: ludus.v1.MatchInfo match = 1;
     */
    match?: MatchInfo;
    /**
     * One token per SEAT_KIND_HUMAN seat. Open seats get theirs through JoinMatch.
     *
     * @generated from field: repeated ludus.v1.SeatToken seat_tokens = 2;
     */
    seatTokens: SeatToken[];
};
/**
 * Describes the message ludus.v1.CreateMatchResponse.
 * Use `create(CreateMatchResponseSchema)` to create a new message.
 */
export declare const CreateMatchResponseSchema: GenMessage<CreateMatchResponse>;
/**
 * Claims an open seat.
 *
 * @generated from message ludus.v1.JoinMatchRequest
 */
export type JoinMatchRequest = Message<"ludus.v1.JoinMatchRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * The seat to claim. Unset claims the lowest-numbered unclaimed open seat.
     *
     * @generated from field: optional uint32 seat = 2;
     */
    seat?: number;
    /**
     * The claimer's display name. Optional; at most 64 characters.
     *
     * @generated from field: string name = 3;
     */
    name: string;
    /**
     * An invitation code of the match (Players.CreateInvitation): needed to join a private match
     * one is not invited to by name. The gateway checks it and never passes it on.
     *
     * @generated from field: string invitation = 4;
     */
    invitation: string;
};
/**
 * Describes the message ludus.v1.JoinMatchRequest.
 * Use `create(JoinMatchRequestSchema)` to create a new message.
 */
export declare const JoinMatchRequestSchema: GenMessage<JoinMatchRequest>;
/**
 * The claimed seat.
 *
 * @generated from message ludus.v1.JoinMatchResponse
 */
export type JoinMatchResponse = Message<"ludus.v1.JoinMatchResponse"> & {
    /**
     * The seat and its token.
     *
     * @generated from field: ludus.v1.SeatToken seat_token = 1;
     */
    seatToken?: SeatToken;
    /**
     * The match after the claim.
     *
     * @generated from field: ludus.v1.MatchInfo match = 2;
     */
    match?: MatchInfo;
};
/**
 * Describes the message ludus.v1.JoinMatchResponse.
 * Use `create(JoinMatchResponseSchema)` to create a new message.
 */
export declare const JoinMatchResponseSchema: GenMessage<JoinMatchResponse>;
/**
 * Asks for a match's summary.
 *
 * @generated from message ludus.v1.GetMatchRequest
 */
export type GetMatchRequest = Message<"ludus.v1.GetMatchRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
};
/**
 * Describes the message ludus.v1.GetMatchRequest.
 * Use `create(GetMatchRequestSchema)` to create a new message.
 */
export declare const GetMatchRequestSchema: GenMessage<GetMatchRequest>;
/**
 * A match's summary.
 *
 * @generated from message ludus.v1.GetMatchResponse
 */
export type GetMatchResponse = Message<"ludus.v1.GetMatchResponse"> & {
    /**
     * The match.
     *
     * @generated from field: ludus.v1.MatchInfo match = 1;
     */
    match?: MatchInfo;
};
/**
 * Describes the message ludus.v1.GetMatchResponse.
 * Use `create(GetMatchResponseSchema)` to create a new message.
 */
export declare const GetMatchResponseSchema: GenMessage<GetMatchResponse>;
/**
 * Lists matches.
 *
 * @generated from message ludus.v1.ListMatchesRequest
 */
export type ListMatchesRequest = Message<"ludus.v1.ListMatchesRequest"> & {
    /**
     * Only matches of this game; empty means every game.
     *
     * @generated from field: string game = 1;
     */
    game: string;
    /**
     * Only matches with this status; unspecified means any.
     *
     * @generated from field: ludus.v1.MatchStatus status = 2;
     */
    status: MatchStatus;
    /**
     * At most this many matches (default 50, at most 500).
     *
     * @generated from field: uint32 limit = 3;
     */
    limit: number;
    /**
     * Only matches the caller holds a seat in (needs a player's access token); these may include
     * the caller's private matches. Without it, private matches are never listed.
     *
     * @generated from field: bool mine = 4;
     */
    mine: boolean;
};
/**
 * Describes the message ludus.v1.ListMatchesRequest.
 * Use `create(ListMatchesRequestSchema)` to create a new message.
 */
export declare const ListMatchesRequestSchema: GenMessage<ListMatchesRequest>;
/**
 * Matches, newest first.
 *
 * @generated from message ludus.v1.ListMatchesResponse
 */
export type ListMatchesResponse = Message<"ludus.v1.ListMatchesResponse"> & {
    /**
     * The matches found.
     *
     * @generated from field: repeated ludus.v1.MatchInfo matches = 1;
     */
    matches: MatchInfo[];
};
/**
 * Describes the message ludus.v1.ListMatchesResponse.
 * Use `create(ListMatchesResponseSchema)` to create a new message.
 */
export declare const ListMatchesResponseSchema: GenMessage<ListMatchesResponse>;
/**
 * Submits a command for a seat.
 *
 * @generated from message ludus.v1.SubmitCommandRequest
 */
export type SubmitCommandRequest = Message<"ludus.v1.SubmitCommandRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * The seat's token.
     *
     * @generated from field: string token = 2;
     */
    token: string;
    /**
     * The command: the game's command message (GameInfo.command_type) packed into an Any.
     *
     * @generated from field: google.protobuf.Any command = 3;
     */
    command?: Any;
    /**
     * If set, the command applies only if the match is still at exactly this version; otherwise the
     * answer is ABORTED and nothing changes. If unset, the command applies to the latest version
     * (the platform re-checks it against the rules if another command got in first).
     *
     * @generated from field: optional uint64 expected_version = 4;
     */
    expectedVersion?: bigint;
    /**
     * A client-chosen id (at most 128 characters) that makes retries safe: a command id already
     * applied in this match appends nothing and returns the first answer. Empty lets the gateway
     * pick one, which still protects the gateway's own retries but not the client's.
     *
     * @generated from field: string command_id = 5;
     */
    commandId: string;
};
/**
 * Describes the message ludus.v1.SubmitCommandRequest.
 * Use `create(SubmitCommandRequestSchema)` to create a new message.
 */
export declare const SubmitCommandRequestSchema: GenMessage<SubmitCommandRequest>;
/**
 * The result of an applied command.
 *
 * @generated from message ludus.v1.SubmitCommandResponse
 */
export type SubmitCommandResponse = Message<"ludus.v1.SubmitCommandResponse"> & {
    /**
     * The match's version after the command (the version of its last event).
     *
     * @generated from field: uint64 version = 1;
     */
    version: bigint;
    /**
     * The events the command caused, redacted for the submitting seat. They may include events that
     * follow automatically (for example a game's end and MatchEnded).
     *
     * @generated from field: repeated ludus.v1.MatchEvent events = 2;
     */
    events: MatchEvent[];
    /**
     * True if command_id had already been applied and this is the first answer, replayed.
     *
     * @generated from field: bool duplicate = 3;
     */
    duplicate: boolean;
    /**
     * The match's status after the command (FINISHED when it ended the match).
     *
     * @generated from field: ludus.v1.MatchStatus status = 4;
     */
    status: MatchStatus;
    /**
     * The seats whose decision the match now awaits (as in MatchInfo.awaiting), so that a client
     * knows whose turn it is without another call.
     *
     * @generated from field: repeated uint32 awaiting = 5;
     */
    awaiting: number[];
    /**
     * When the decision is still the submitting seat's own (it is in `awaiting`): its legal
     * commands at `version` (capped; see LegalCommands). Unset otherwise.
     *
     * @generated from field: ludus.v1.LegalCommands legal = 6;
     */
    legal?: LegalCommands;
};
/**
 * Describes the message ludus.v1.SubmitCommandResponse.
 * Use `create(SubmitCommandResponseSchema)` to create a new message.
 */
export declare const SubmitCommandResponseSchema: GenMessage<SubmitCommandResponse>;
/**
 * Asks for a view of a match.
 *
 * @generated from message ludus.v1.GetViewRequest
 */
export type GetViewRequest = Message<"ludus.v1.GetViewRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * A seat token, or empty for a spectator's (public) view.
     *
     * @generated from field: string token = 2;
     */
    token: string;
};
/**
 * Describes the message ludus.v1.GetViewRequest.
 * Use `create(GetViewRequestSchema)` to create a new message.
 */
export declare const GetViewRequestSchema: GenMessage<GetViewRequest>;
/**
 * A view of a match.
 *
 * @generated from message ludus.v1.GetViewResponse
 */
export type GetViewResponse = Message<"ludus.v1.GetViewResponse"> & {
    /**
     * The match's summary.
     *
     * @generated from field: ludus.v1.MatchInfo match = 1;
     */
    match?: MatchInfo;
    /**
     * The game's view message (GameInfo.view_type) for the caller.
     *
     * @generated from field: google.protobuf.Any view = 2;
     */
    view?: Any;
    /**
     * The version the view reflects.
     *
     * @generated from field: uint64 version = 3;
     */
    version: bigint;
};
/**
 * Describes the message ludus.v1.GetViewResponse.
 * Use `create(GetViewResponseSchema)` to create a new message.
 */
export declare const GetViewResponseSchema: GenMessage<GetViewResponse>;
/**
 * Asks for the commands a seat may submit now.
 *
 * @generated from message ludus.v1.ListLegalCommandsRequest
 */
export type ListLegalCommandsRequest = Message<"ludus.v1.ListLegalCommandsRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * The seat's token.
     *
     * @generated from field: string token = 2;
     */
    token: string;
    /**
     * Skip this many commands of the game's (stable) order, to page through very long lists.
     *
     * @generated from field: uint32 offset = 3;
     */
    offset: number;
    /**
     * Return at most this many; 0 means a page of 1000.
     *
     * @generated from field: uint32 limit = 4;
     */
    limit: number;
};
/**
 * Describes the message ludus.v1.ListLegalCommandsRequest.
 * Use `create(ListLegalCommandsRequestSchema)` to create a new message.
 */
export declare const ListLegalCommandsRequestSchema: GenMessage<ListLegalCommandsRequest>;
/**
 * The seat's legal commands (one page).
 *
 * @generated from message ludus.v1.ListLegalCommandsResponse
 */
export type ListLegalCommandsResponse = Message<"ludus.v1.ListLegalCommandsResponse"> & {
    /**
     * The version the list is valid for; pass it as expected_version when submitting one of them.
     *
     * @generated from field: uint64 version = 1;
     */
    version: bigint;
    /**
     * The commands (GameInfo.command_type), each ready to submit. Empty when it is not the seat's
     * decision.
     *
     * @generated from field: repeated google.protobuf.Any commands = 2;
     */
    commands: Any[];
    /**
     * How many legal commands there are in all (some games, like Arkadia, can have thousands).
     *
     * @generated from field: uint32 total = 3;
     */
    total: number;
    /**
     * For a seat the workers play (a bot, or an absent seat taken over): the time, in milliseconds
     * since the epoch, before which its next command is refused with BOT_TOO_EARLY because the game
     * asks bots to act on a human time scale (Zapp Zerapp's can phase). 0: no wait (always 0 for a
     * person's seat).
     *
     * @generated from field: uint64 not_before_ms = 4;
     */
    notBeforeMs: bigint;
};
/**
 * Describes the message ludus.v1.ListLegalCommandsResponse.
 * Use `create(ListLegalCommandsResponseSchema)` to create a new message.
 */
export declare const ListLegalCommandsResponseSchema: GenMessage<ListLegalCommandsResponse>;
/**
 * Asks whether commands would be accepted now, applying none of them.
 *
 * @generated from message ludus.v1.CheckCommandsRequest
 */
export type CheckCommandsRequest = Message<"ludus.v1.CheckCommandsRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * The seat's token.
     *
     * @generated from field: string token = 2;
     */
    token: string;
    /**
     * The commands (GameInfo.command_type), at most 64 (TOO_MANY_COMMANDS). A command that is not
     * the game's command type fails the whole call with INVALID_ARGUMENT.
     *
     * @generated from field: repeated google.protobuf.Any commands = 3;
     */
    commands: Any[];
};
/**
 * Describes the message ludus.v1.CheckCommandsRequest.
 * Use `create(CheckCommandsRequestSchema)` to create a new message.
 */
export declare const CheckCommandsRequestSchema: GenMessage<CheckCommandsRequest>;
/**
 * The verdicts, one per command, in the request's order.
 *
 * @generated from message ludus.v1.CheckCommandsResponse
 */
export type CheckCommandsResponse = Message<"ludus.v1.CheckCommandsResponse"> & {
    /**
     * The version the verdicts hold for; pass it as expected_version when submitting an allowed one.
     *
     * @generated from field: uint64 version = 1;
     */
    version: bigint;
    /**
     * One per command of the request, in its order.
     *
     * @generated from field: repeated ludus.v1.CommandCheck checks = 2;
     */
    checks: CommandCheck[];
};
/**
 * Describes the message ludus.v1.CheckCommandsResponse.
 * Use `create(CheckCommandsResponseSchema)` to create a new message.
 */
export declare const CheckCommandsResponseSchema: GenMessage<CheckCommandsResponse>;
/**
 * Whether one command would be accepted now.
 *
 * @generated from message ludus.v1.CommandCheck
 */
export type CommandCheck = Message<"ludus.v1.CommandCheck"> & {
    /**
     * True when SubmitCommand would apply the command at this version.
     *
     * @generated from field: bool allowed = 1;
     */
    allowed: boolean;
    /**
     * When not allowed: the refusal SubmitCommand would give (for a rule, FAILED_PRECONDITION with
     * its rule code and a sentence for players).
     *
     * @generated from field: ludus.v1.PlayError refusal = 2;
     */
    refusal?: PlayError;
};
/**
 * Describes the message ludus.v1.CommandCheck.
 * Use `create(CommandCheckSchema)` to create a new message.
 */
export declare const CommandCheckSchema: GenMessage<CommandCheck>;
/**
 * Subscribes to a match's events.
 *
 * @generated from message ludus.v1.WatchMatchRequest
 */
export type WatchMatchRequest = Message<"ludus.v1.WatchMatchRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * A seat token, or empty to watch as a spectator.
     *
     * @generated from field: string token = 2;
     */
    token: string;
    /**
     * Send events with version >= from_version (0 and 1 both mean from the beginning). Events
     * already in the stream are sent first, then new ones as they are appended. At most the
     * match's version + 1 (the next event); beyond it the call fails at once with INVALID_ARGUMENT,
     * reason VERSION_PAST_END, rather than wait for versions that may never exist.
     *
     * @generated from field: uint64 from_version = 3;
     */
    fromVersion: bigint;
    /**
     * Fill each event's awaiting, status and (for an awaited seat) legal commands, as on the Play
     * stream. Off by default, so that existing watchers receive exactly what they always did.
     *
     * @generated from field: bool enrich = 4;
     */
    enrich: boolean;
    /**
     * With `enrich`: also fill MatchEvent.view and MatchEvent.match, the watcher's view of the match
     * and the match's summary after the event (what GetView answers at that version), on the last
     * event of each delivery (the events known together; an earlier one is always followed by one
     * that carries them). A client that draws the match from views needs no GetView per event.
     * Ignored without `enrich`.
     *
     * @generated from field: bool views = 5;
     */
    views: boolean;
};
/**
 * Describes the message ludus.v1.WatchMatchRequest.
 * Use `create(WatchMatchRequestSchema)` to create a new message.
 */
export declare const WatchMatchRequestSchema: GenMessage<WatchMatchRequest>;
/**
 * Asks for a match's history.
 *
 * @generated from message ludus.v1.GetHistoryRequest
 */
export type GetHistoryRequest = Message<"ludus.v1.GetHistoryRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * A seat token, or empty for a spectator's history.
     *
     * @generated from field: string token = 2;
     */
    token: string;
    /**
     * The last version wanted; unset means the current version. Past the current version the call
     * fails with INVALID_ARGUMENT, reason VERSION_PAST_END (it is never silently clamped).
     *
     * @generated from field: optional uint64 to_version = 3;
     */
    toVersion?: bigint;
};
/**
 * Describes the message ludus.v1.GetHistoryRequest.
 * Use `create(GetHistoryRequestSchema)` to create a new message.
 */
export declare const GetHistoryRequestSchema: GenMessage<GetHistoryRequest>;
/**
 * A match's history up to a version.
 *
 * @generated from message ludus.v1.GetHistoryResponse
 */
export type GetHistoryResponse = Message<"ludus.v1.GetHistoryResponse"> & {
    /**
     * The match's current summary.
     *
     * @generated from field: ludus.v1.MatchInfo match = 1;
     */
    match?: MatchInfo;
    /**
     * Events 1..version, redacted for the caller.
     *
     * @generated from field: repeated ludus.v1.MatchEvent events = 2;
     */
    events: MatchEvent[];
    /**
     * The caller's view of the match as it stood at `version`.
     *
     * @generated from field: google.protobuf.Any view = 3;
     */
    view?: Any;
    /**
     * The version the events end at and the view reflects.
     *
     * @generated from field: uint64 version = 4;
     */
    version: bigint;
};
/**
 * Describes the message ludus.v1.GetHistoryResponse.
 * Use `create(GetHistoryResponseSchema)` to create a new message.
 */
export declare const GetHistoryResponseSchema: GenMessage<GetHistoryResponse>;
/**
 * Takes back a timed-out seat.
 *
 * @generated from message ludus.v1.ReclaimSeatRequest
 */
export type ReclaimSeatRequest = Message<"ludus.v1.ReclaimSeatRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * The seat's token.
     *
     * @generated from field: string token = 2;
     */
    token: string;
};
/**
 * Describes the message ludus.v1.ReclaimSeatRequest.
 * Use `create(ReclaimSeatRequestSchema)` to create a new message.
 */
export declare const ReclaimSeatRequestSchema: GenMessage<ReclaimSeatRequest>;
/**
 * The match after the seat was reclaimed.
 *
 * @generated from message ludus.v1.ReclaimSeatResponse
 */
export type ReclaimSeatResponse = Message<"ludus.v1.ReclaimSeatResponse"> & {
    /**
     * The match.
     *
     * @generated from field: ludus.v1.MatchInfo match = 1;
     */
    match?: MatchInfo;
};
/**
 * Describes the message ludus.v1.ReclaimSeatResponse.
 * Use `create(ReclaimSeatResponseSchema)` to create a new message.
 */
export declare const ReclaimSeatResponseSchema: GenMessage<ReclaimSeatResponse>;
/**
 * Asks for a match's audit.
 *
 * @generated from message ludus.v1.GetAuditRequest
 */
export type GetAuditRequest = Message<"ludus.v1.GetAuditRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
};
/**
 * Describes the message ludus.v1.GetAuditRequest.
 * Use `create(GetAuditRequestSchema)` to create a new message.
 */
export declare const GetAuditRequestSchema: GenMessage<GetAuditRequest>;
/**
 * A match's audit.
 *
 * @generated from message ludus.v1.GetAuditResponse
 */
export type GetAuditResponse = Message<"ludus.v1.GetAuditResponse"> & {
    /**
     * The report.
     *
     * @generated from field: ludus.v1.AuditReport report = 1;
     */
    report?: AuditReport;
};
/**
 * Describes the message ludus.v1.GetAuditResponse.
 * Use `create(GetAuditResponseSchema)` to create a new message.
 */
export declare const GetAuditResponseSchema: GenMessage<GetAuditResponse>;
/**
 * One message from the client on the Play stream.
 *
 * @generated from message ludus.v1.PlayRequest
 */
export type PlayRequest = Message<"ludus.v1.PlayRequest"> & {
    /**
     * First message: the match. Later messages may leave it empty (a different one is refused).
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * First message: the seat's token (or the `authorization: Bearer` metadata entry); empty to
     * watch as a spectator (a spectator's commands are refused with UNAUTHENTICATED).
     *
     * @generated from field: string token = 2;
     */
    token: string;
    /**
     * First message: send events with version >= from_version (0 and 1 both mean from the
     * beginning; to resume, the last version received + 1).
     *
     * @generated from field: uint64 from_version = 3;
     */
    fromVersion: bigint;
    /**
     * Later messages: the command. The first message must not carry one.
     *
     * @generated from field: ludus.v1.PlayCommand command = 4;
     */
    command?: PlayCommand;
    /**
     * First message: deliver events in batches (PlayResponse.batch) instead of one message each.
     * A batch holds the events known together (a command's events, a backlog being caught up)
     * and, when they are the stream's own command's, its answer: one message per move instead of
     * one per event and one for the answer. Only a batch's last event carries `legal` (the seat
     * acts on the newest version; a list for a version already followed by another in the same
     * batch would be stale on arrival).
     *
     * @generated from field: bool batch = 5;
     */
    batch: boolean;
};
/**
 * Describes the message ludus.v1.PlayRequest.
 * Use `create(PlayRequestSchema)` to create a new message.
 */
export declare const PlayRequestSchema: GenMessage<PlayRequest>;
/**
 * A command sent on the Play stream (as in SubmitCommandRequest).
 *
 * @generated from message ludus.v1.PlayCommand
 */
export type PlayCommand = Message<"ludus.v1.PlayCommand"> & {
    /**
     * The client's id for the command (required, at most 128 characters): its answer carries it,
     * and resending it (on this stream or after a reconnect) appends nothing and replays the
     * first answer.
     *
     * @generated from field: string command_id = 1;
     */
    commandId: string;
    /**
     * If set, the command applies only at exactly this version (else ABORTED).
     *
     * @generated from field: optional uint64 expected_version = 2;
     */
    expectedVersion?: bigint;
    /**
     * The game's command message (GameInfo.command_type) packed into an Any.
     *
     * @generated from field: google.protobuf.Any command = 3;
     */
    command?: Any;
};
/**
 * Describes the message ludus.v1.PlayCommand.
 * Use `create(PlayCommandSchema)` to create a new message.
 */
export declare const PlayCommandSchema: GenMessage<PlayCommand>;
/**
 * One message from the server on the Play stream: an event or a command's answer.
 *
 * @generated from message ludus.v1.PlayResponse
 */
export type PlayResponse = Message<"ludus.v1.PlayResponse"> & {
    /**
     * @generated from oneof ludus.v1.PlayResponse.kind
     */
    kind: {
        /**
         * The match's next event (versions contiguous, none missed or repeated on one stream).
         *
         * @generated from field: ludus.v1.MatchEvent event = 1;
         */
        value: MatchEvent;
        case: "event";
    } | {
        /**
         * The answer to a command. Sent after every event the command caused.
         *
         * @generated from field: ludus.v1.PlayAnswer answer = 2;
         */
        value: PlayAnswer;
        case: "answer";
    } | {
        /**
         * A seat's presence changed (SeatInfo.connected); sent for every connected seat once the
         * stream opens, then on each change. Not an event of the match's log: it has no version.
         *
         * @generated from field: ludus.v1.SeatPresence presence = 3;
         */
        value: SeatPresence;
        case: "presence";
    } | {
        /**
         * With PlayRequest.batch: events (and an answer) delivered together, in place of `event` and
         * `answer` messages.
         *
         * @generated from field: ludus.v1.PlayBatch batch = 4;
         */
        value: PlayBatch;
        case: "batch";
    } | {
        case: undefined;
        value?: undefined;
    };
};
/**
 * Describes the message ludus.v1.PlayResponse.
 * Use `create(PlayResponseSchema)` to create a new message.
 */
export declare const PlayResponseSchema: GenMessage<PlayResponse>;
/**
 * Events delivered together on a Play stream opened with `batch` (see PlayRequest.batch).
 *
 * @generated from message ludus.v1.PlayBatch
 */
export type PlayBatch = Message<"ludus.v1.PlayBatch"> & {
    /**
     * The next events, in order (contiguous with the stream's previous ones, as `event` messages
     * would be); only the last carries `legal`. Empty when the batch is only an answer (a refused
     * command, or one whose events the stream had already sent).
     *
     * @generated from field: repeated ludus.v1.MatchEvent events = 1;
     */
    events: MatchEvent[];
    /**
     * The answer to one of the stream's commands, when this batch concludes it: sent after every
     * event the command caused, as `answer` would be.
     *
     * @generated from field: ludus.v1.PlayAnswer answer = 2;
     */
    answer?: PlayAnswer;
};
/**
 * Describes the message ludus.v1.PlayBatch.
 * Use `create(PlayBatchSchema)` to create a new message.
 */
export declare const PlayBatchSchema: GenMessage<PlayBatch>;
/**
 * Whether a client is connected for a seat (see SeatInfo.connected).
 *
 * @generated from message ludus.v1.SeatPresence
 */
export type SeatPresence = Message<"ludus.v1.SeatPresence"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Connected now, or away.
     *
     * @generated from field: bool connected = 2;
     */
    connected: boolean;
};
/**
 * Describes the message ludus.v1.SeatPresence.
 * Use `create(SeatPresenceSchema)` to create a new message.
 */
export declare const SeatPresenceSchema: GenMessage<SeatPresence>;
/**
 * The answer to one PlayCommand.
 *
 * @generated from message ludus.v1.PlayAnswer
 */
export type PlayAnswer = Message<"ludus.v1.PlayAnswer"> & {
    /**
     * The command's id, as sent.
     *
     * @generated from field: string command_id = 1;
     */
    commandId: string;
    /**
     * Applied: the match's version after the command (its events precede this answer).
     *
     * @generated from field: uint64 version = 2;
     */
    version: bigint;
    /**
     * Applied earlier (the same command_id): this is the first answer, replayed.
     *
     * @generated from field: bool duplicate = 3;
     */
    duplicate: boolean;
    /**
     * Refused (nothing changed): why. Unset when the command was applied.
     *
     * @generated from field: ludus.v1.PlayError error = 4;
     */
    error?: PlayError;
};
/**
 * Describes the message ludus.v1.PlayAnswer.
 * Use `create(PlayAnswerSchema)` to create a new message.
 */
export declare const PlayAnswerSchema: GenMessage<PlayAnswer>;
/**
 * Why a command on the Play stream was refused: what the unary call would have failed with.
 *
 * @generated from message ludus.v1.PlayError
 */
export type PlayError = Message<"ludus.v1.PlayError"> & {
    /**
     * The gRPC status name: INVALID_ARGUMENT, FAILED_PRECONDITION, ABORTED, UNAUTHENTICATED,
     * PERMISSION_DENIED, NOT_FOUND, RESOURCE_EXHAUSTED or UNAVAILABLE.
     *
     * @generated from field: string code = 1;
     */
    code: string;
    /**
     * The stable reason (for FAILED_PRECONDITION the rule code, e.g. ARK_CABIN_FULL).
     *
     * @generated from field: string rule_code = 2;
     */
    ruleCode: string;
    /**
     * A human explanation.
     *
     * @generated from field: string message = 3;
     */
    message: string;
};
/**
 * Describes the message ludus.v1.PlayError.
 * Use `create(PlayErrorSchema)` to create a new message.
 */
export declare const PlayErrorSchema: GenMessage<PlayError>;
/**
 * Posts a chat message.
 *
 * @generated from message ludus.v1.SendChatMessageRequest
 */
export type SendChatMessageRequest = Message<"ludus.v1.SendChatMessageRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * A seat token or a player's access token (or the `authorization: Bearer` metadata entry).
     *
     * @generated from field: string token = 2;
     */
    token: string;
    /**
     * The channel to post in.
     *
     * @generated from field: ludus.v1.ChatChannel channel = 3;
     */
    channel: ChatChannel;
    /**
     * The message: 1 to LUDUS_CHAT_MAX_CHARACTERS characters (not only blanks).
     *
     * @generated from field: string text = 4;
     */
    text: string;
    /**
     * A client-chosen id (at most 128 characters) that makes retries safe: an id the same author
     * already sent in this match posts nothing and answers with the first message. Empty: no
     * protection against a retry posting the message twice.
     *
     * @generated from field: string message_id = 5;
     */
    messageId: string;
};
/**
 * Describes the message ludus.v1.SendChatMessageRequest.
 * Use `create(SendChatMessageRequestSchema)` to create a new message.
 */
export declare const SendChatMessageRequestSchema: GenMessage<SendChatMessageRequest>;
/**
 * The posted message.
 *
 * @generated from message ludus.v1.SendChatMessageResponse
 */
export type SendChatMessageResponse = Message<"ludus.v1.SendChatMessageResponse"> & {
    /**
     * The message as stored (and as every reader receives it).
     *
     * @generated from field: ludus.v1.ChatMessage message = 1;
     */
    message?: ChatMessage;
    /**
     * True if message_id had been sent already and `message` is that first message.
     *
     * @generated from field: bool duplicate = 2;
     */
    duplicate: boolean;
};
/**
 * Describes the message ludus.v1.SendChatMessageResponse.
 * Use `create(SendChatMessageResponseSchema)` to create a new message.
 */
export declare const SendChatMessageResponseSchema: GenMessage<SendChatMessageResponse>;
/**
 * One chat message.
 *
 * @generated from message ludus.v1.ChatMessage
 */
export type ChatMessage = Message<"ludus.v1.ChatMessage"> & {
    /**
     * Its position in the match's chat: pass it as WatchChatRequest.after to resume after it.
     *
     * @generated from field: string cursor = 1;
     */
    cursor: string;
    /**
     * The channel it was posted in.
     *
     * @generated from field: ludus.v1.ChatChannel channel = 2;
     */
    channel: ChatChannel;
    /**
     * Who wrote it, for MuteChatPlayer: "seat:<n>" for a seat, "player:<id>" for a signed-in
     * spectator.
     *
     * @generated from field: string author = 3;
     */
    author: string;
    /**
     * The author's seat, when a seat wrote it.
     *
     * @generated from field: optional uint32 seat = 4;
     */
    seat?: number;
    /**
     * The author's name as shown ("deleted player" once their account is deleted).
     *
     * @generated from field: string author_name = 5;
     */
    authorName: string;
    /**
     * The text; empty when the author's account was deleted (see author_deleted).
     *
     * @generated from field: string text = 6;
     */
    text: string;
    /**
     * When it was posted (server clock).
     *
     * @generated from field: google.protobuf.Timestamp sent_at = 7;
     */
    sentAt?: Timestamp;
    /**
     * The author deleted their account: the text is withheld.
     *
     * @generated from field: bool author_deleted = 8;
     */
    authorDeleted: boolean;
};
/**
 * Describes the message ludus.v1.ChatMessage.
 * Use `create(ChatMessageSchema)` to create a new message.
 */
export declare const ChatMessageSchema: GenMessage<ChatMessage>;
/**
 * The chat's settings as they apply to the caller.
 *
 * @generated from message ludus.v1.ChatState
 */
export type ChatState = Message<"ludus.v1.ChatState"> & {
    /**
     * Whether the spectators' channel is on (the creator's switch).
     *
     * @generated from field: bool spectator_chat = 1;
     */
    spectatorChat: boolean;
    /**
     * The authors the caller muted ("seat:<n>" / "player:<id>").
     *
     * @generated from field: repeated string muted = 2;
     */
    muted: string[];
    /**
     * The channels the caller may read.
     *
     * @generated from field: repeated ludus.v1.ChatChannel readable = 3;
     */
    readable: ChatChannel[];
    /**
     * The channels the caller may write in now.
     *
     * @generated from field: repeated ludus.v1.ChatChannel writable = 4;
     */
    writable: ChatChannel[];
    /**
     * The chat takes no more messages (the match was archived).
     *
     * @generated from field: bool closed = 5;
     */
    closed: boolean;
};
/**
 * Describes the message ludus.v1.ChatState.
 * Use `create(ChatStateSchema)` to create a new message.
 */
export declare const ChatStateSchema: GenMessage<ChatState>;
/**
 * One item of a WatchChat stream.
 *
 * @generated from message ludus.v1.ChatUpdate
 */
export type ChatUpdate = Message<"ludus.v1.ChatUpdate"> & {
    /**
     * @generated from oneof ludus.v1.ChatUpdate.kind
     */
    kind: {
        /**
         * A message the caller may read.
         *
         * @generated from field: ludus.v1.ChatMessage message = 1;
         */
        value: ChatMessage;
        case: "message";
    } | {
        /**
         * The chat's state: sent first, and again whenever it changes.
         *
         * @generated from field: ludus.v1.ChatState state = 2;
         */
        value: ChatState;
        case: "state";
    } | {
        case: undefined;
        value?: undefined;
    };
};
/**
 * Describes the message ludus.v1.ChatUpdate.
 * Use `create(ChatUpdateSchema)` to create a new message.
 */
export declare const ChatUpdateSchema: GenMessage<ChatUpdate>;
/**
 * Streams a match's chat.
 *
 * @generated from message ludus.v1.WatchChatRequest
 */
export type WatchChatRequest = Message<"ludus.v1.WatchChatRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * A seat token or a player's access token; empty for an anonymous spectator.
     *
     * @generated from field: string token = 2;
     */
    token: string;
    /**
     * Send messages after this cursor (a ChatMessage.cursor); empty: from the first.
     *
     * @generated from field: string after = 3;
     */
    after: string;
};
/**
 * Describes the message ludus.v1.WatchChatRequest.
 * Use `create(WatchChatRequestSchema)` to create a new message.
 */
export declare const WatchChatRequestSchema: GenMessage<WatchChatRequest>;
/**
 * Mutes an author for the caller.
 *
 * @generated from message ludus.v1.MuteChatPlayerRequest
 */
export type MuteChatPlayerRequest = Message<"ludus.v1.MuteChatPlayerRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * The caller's seat token or access token (anonymous callers cannot mute).
     *
     * @generated from field: string token = 2;
     */
    token: string;
    /**
     * The author to mute, as in ChatMessage.author.
     *
     * @generated from field: string author = 3;
     */
    author: string;
};
/**
 * Describes the message ludus.v1.MuteChatPlayerRequest.
 * Use `create(MuteChatPlayerRequestSchema)` to create a new message.
 */
export declare const MuteChatPlayerRequestSchema: GenMessage<MuteChatPlayerRequest>;
/**
 * The caller's mutes after the call.
 *
 * @generated from message ludus.v1.MuteChatPlayerResponse
 */
export type MuteChatPlayerResponse = Message<"ludus.v1.MuteChatPlayerResponse"> & {
    /**
     * The authors the caller muted.
     *
     * @generated from field: repeated string muted = 1;
     */
    muted: string[];
};
/**
 * Describes the message ludus.v1.MuteChatPlayerResponse.
 * Use `create(MuteChatPlayerResponseSchema)` to create a new message.
 */
export declare const MuteChatPlayerResponseSchema: GenMessage<MuteChatPlayerResponse>;
/**
 * Unmutes an author for the caller.
 *
 * @generated from message ludus.v1.UnmuteChatPlayerRequest
 */
export type UnmuteChatPlayerRequest = Message<"ludus.v1.UnmuteChatPlayerRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * The caller's seat token or access token.
     *
     * @generated from field: string token = 2;
     */
    token: string;
    /**
     * The author to unmute, as in ChatMessage.author.
     *
     * @generated from field: string author = 3;
     */
    author: string;
};
/**
 * Describes the message ludus.v1.UnmuteChatPlayerRequest.
 * Use `create(UnmuteChatPlayerRequestSchema)` to create a new message.
 */
export declare const UnmuteChatPlayerRequestSchema: GenMessage<UnmuteChatPlayerRequest>;
/**
 * The caller's mutes after the call.
 *
 * @generated from message ludus.v1.UnmuteChatPlayerResponse
 */
export type UnmuteChatPlayerResponse = Message<"ludus.v1.UnmuteChatPlayerResponse"> & {
    /**
     * The authors the caller still mutes.
     *
     * @generated from field: repeated string muted = 1;
     */
    muted: string[];
};
/**
 * Describes the message ludus.v1.UnmuteChatPlayerResponse.
 * Use `create(UnmuteChatPlayerResponseSchema)` to create a new message.
 */
export declare const UnmuteChatPlayerResponseSchema: GenMessage<UnmuteChatPlayerResponse>;
/**
 * Turns the spectators' channel on or off.
 *
 * @generated from message ludus.v1.SetSpectatorChatRequest
 */
export type SetSpectatorChatRequest = Message<"ludus.v1.SetSpectatorChatRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * The creator's seat token or access token.
     *
     * @generated from field: string token = 2;
     */
    token: string;
    /**
     * On (spectators may write and everyone reads the channel) or off (nobody writes in it).
     *
     * @generated from field: bool enabled = 3;
     */
    enabled: boolean;
};
/**
 * Describes the message ludus.v1.SetSpectatorChatRequest.
 * Use `create(SetSpectatorChatRequestSchema)` to create a new message.
 */
export declare const SetSpectatorChatRequestSchema: GenMessage<SetSpectatorChatRequest>;
/**
 * The switch after the call.
 *
 * @generated from message ludus.v1.SetSpectatorChatResponse
 */
export type SetSpectatorChatResponse = Message<"ludus.v1.SetSpectatorChatResponse"> & {
    /**
     * Whether the spectators' channel is on.
     *
     * @generated from field: bool enabled = 1;
     */
    enabled: boolean;
};
/**
 * Describes the message ludus.v1.SetSpectatorChatResponse.
 * Use `create(SetSpectatorChatResponseSchema)` to create a new message.
 */
export declare const SetSpectatorChatResponseSchema: GenMessage<SetSpectatorChatResponse>;
/**
 * Asks for an invite-only match's spectator code.
 *
 * @generated from message ludus.v1.GetSpectatorCodeRequest
 */
export type GetSpectatorCodeRequest = Message<"ludus.v1.GetSpectatorCodeRequest"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * A seat's token or a seated player's access token.
     *
     * @generated from field: string token = 2;
     */
    token: string;
};
/**
 * Describes the message ludus.v1.GetSpectatorCodeRequest.
 * Use `create(GetSpectatorCodeRequestSchema)` to create a new message.
 */
export declare const GetSpectatorCodeRequestSchema: GenMessage<GetSpectatorCodeRequest>;
/**
 * The spectator code.
 *
 * @generated from message ludus.v1.GetSpectatorCodeResponse
 */
export type GetSpectatorCodeResponse = Message<"ludus.v1.GetSpectatorCodeResponse"> & {
    /**
     * The code: a spectator sends it in the `ludus-spectator-code` metadata entry (the web face:
     * the `X-Ludus-Spectator-Code` header or the `spectator_code` query parameter).
     *
     * @generated from field: string code = 1;
     */
    code: string;
};
/**
 * Describes the message ludus.v1.GetSpectatorCodeResponse.
 * Use `create(GetSpectatorCodeResponseSchema)` to create a new message.
 */
export declare const GetSpectatorCodeResponseSchema: GenMessage<GetSpectatorCodeResponse>;
/**
 * Which chat channel of a match.
 *
 * @generated from enum ludus.v1.ChatChannel
 */
export declare enum ChatChannel {
    /**
     * Not a channel: refused with INVALID_ARGUMENT.
     *
     * @generated from enum value: CHAT_CHANNEL_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * The players' channel: the seats only, never delivered to a spectator.
     *
     * @generated from enum value: CHAT_CHANNEL_PLAYERS = 1;
     */
    PLAYERS = 1,
    /**
     * The spectators' channel: everyone who may watch the match reads it; seats and signed-in
     * spectators write in it while it is on (SetSpectatorChat).
     *
     * @generated from enum value: CHAT_CHANNEL_SPECTATORS = 2;
     */
    SPECTATORS = 2
}
/**
 * Describes the enum ludus.v1.ChatChannel.
 */
export declare const ChatChannelSchema: GenEnum<ChatChannel>;
/**
 * The public API.
 *
 * @generated from service ludus.v1.Gateway
 */
export declare const Gateway: GenService<{
    /**
     * Lists the games the platform hosts.
     *
     * @generated from rpc ludus.v1.Gateway.ListGames
     */
    listGames: {
        methodKind: "unary";
        input: typeof ListGamesRequestSchema;
        output: typeof ListGamesResponseSchema;
    };
    /**
     * Creates a match and returns a token for every SEAT_KIND_HUMAN seat.
     *
     * @generated from rpc ludus.v1.Gateway.CreateMatch
     */
    createMatch: {
        methodKind: "unary";
        input: typeof CreateMatchRequestSchema;
        output: typeof CreateMatchResponseSchema;
    };
    /**
     * Claims an open seat of a match and returns its token.
     *
     * @generated from rpc ludus.v1.Gateway.JoinMatch
     */
    joinMatch: {
        methodKind: "unary";
        input: typeof JoinMatchRequestSchema;
        output: typeof JoinMatchResponseSchema;
    };
    /**
     * Returns a match's public summary.
     *
     * @generated from rpc ludus.v1.Gateway.GetMatch
     */
    getMatch: {
        methodKind: "unary";
        input: typeof GetMatchRequestSchema;
        output: typeof GetMatchResponseSchema;
    };
    /**
     * Lists recent matches, newest first (for a lobby: matches to join, watch or replay).
     *
     * @generated from rpc ludus.v1.Gateway.ListMatches
     */
    listMatches: {
        methodKind: "unary";
        input: typeof ListMatchesRequestSchema;
        output: typeof ListMatchesResponseSchema;
    };
    /**
     * Submits a seat's command. Answers with the new version and the events it caused, as that
     * seat may see them. Retrying with the same command_id is safe: it appends nothing and returns
     * the first answer.
     *
     * @generated from rpc ludus.v1.Gateway.SubmitCommand
     */
    submitCommand: {
        methodKind: "unary";
        input: typeof SubmitCommandRequestSchema;
        output: typeof SubmitCommandResponseSchema;
    };
    /**
     * Returns the match as a seat (with a token) or a spectator (without) may see it.
     *
     * @generated from rpc ludus.v1.Gateway.GetView
     */
    getView: {
        methodKind: "unary";
        input: typeof GetViewRequestSchema;
        output: typeof GetViewResponseSchema;
    };
    /**
     * Lists every command the token's seat may submit now.
     *
     * @generated from rpc ludus.v1.Gateway.ListLegalCommands
     */
    listLegalCommands: {
        methodKind: "unary";
        input: typeof ListLegalCommandsRequestSchema;
        output: typeof ListLegalCommandsResponseSchema;
    };
    /**
     * Checks commands the token's seat might submit, applying none: for each, whether the rules
     * allow it now and, if not, the refusal SubmitCommand would give (rule code and words). What a
     * client needs to explain a destination it will not offer ("carnivores must be the lightest in
     * a cabin") without trying the move.
     *
     * @generated from rpc ludus.v1.Gateway.CheckCommands
     */
    checkCommands: {
        methodKind: "unary";
        input: typeof CheckCommandsRequestSchema;
        output: typeof CheckCommandsResponseSchema;
    };
    /**
     * Streams the match's events from a version, redacted for the caller, and stays open for new
     * events until the match ends (the stream then closes after MatchEnded).
     *
     * @generated from rpc ludus.v1.Gateway.WatchMatch
     */
    watchMatch: {
        methodKind: "server_streaming";
        input: typeof WatchMatchRequestSchema;
        output: typeof MatchEventSchema;
    };
    /**
     * Returns the events up to a version and the caller's view at that version (for replays).
     *
     * @generated from rpc ludus.v1.Gateway.GetHistory
     */
    getHistory: {
        methodKind: "unary";
        input: typeof GetHistoryRequestSchema;
        output: typeof GetHistoryResponseSchema;
    };
    /**
     * Takes back a seat that timed out (see ClockOptions): the bot or default moves stop playing it.
     *
     * @generated from rpc ludus.v1.Gateway.ReclaimSeat
     */
    reclaimSeat: {
        methodKind: "unary";
        input: typeof ReclaimSeatRequestSchema;
        output: typeof ReclaimSeatResponseSchema;
    };
    /**
     * Returns the match's audit report: its log re-derived from every command and the seed.
     * Finished matches are audited automatically; others are audited on request.
     *
     * @generated from rpc ludus.v1.Gateway.GetAudit
     */
    getAudit: {
        methodKind: "unary";
        input: typeof GetAuditRequestSchema;
        output: typeof GetAuditResponseSchema;
    };
    /**
     * The play stream: one bidirectional stream per match and client. The first message opens it
     * (match_id, token, from_version); every later one carries a command. The server sends, on the
     * same stream and in order, the match's events from from_version on (redacted for the seat and
     * enriched with awaiting, status and the seat's legal commands) and one PlayAnswer per command.
     * A refused command is answered with its error and the stream goes on; only a bad opening
     * message (unknown match, bad token) ends the stream with a gRPC error. The server ends the
     * stream (OK) once it has sent MatchEnded and answered every command it had received. To
     * resume after a broken connection open a new stream with from_version = last version seen + 1
     * and resend unanswered commands with the same command_id (see docs/api.md).
     *
     * @generated from rpc ludus.v1.Gateway.Play
     */
    play: {
        methodKind: "bidi_streaming";
        input: typeof PlayRequestSchema;
        output: typeof PlayResponseSchema;
    };
    /**
     * Posts a message to one channel of the match's chat. Answers with the message as stored.
     *
     * @generated from rpc ludus.v1.Gateway.SendChatMessage
     */
    sendChatMessage: {
        methodKind: "unary";
        input: typeof SendChatMessageRequestSchema;
        output: typeof SendChatMessageResponseSchema;
    };
    /**
     * Streams the match's chat as the caller may read it: first the chat's state, then every
     * message after the cursor, then new ones as they come (and the state again when it changes).
     * Resume with the last message's cursor. The stream ends once the match is archived and all of
     * its chat was sent.
     *
     * @generated from rpc ludus.v1.Gateway.WatchChat
     */
    watchChat: {
        methodKind: "server_streaming";
        input: typeof WatchChatRequestSchema;
        output: typeof ChatUpdateSchema;
    };
    /**
     * Stops delivering an author's messages to the caller (per match; the author is not told).
     *
     * @generated from rpc ludus.v1.Gateway.MuteChatPlayer
     */
    muteChatPlayer: {
        methodKind: "unary";
        input: typeof MuteChatPlayerRequestSchema;
        output: typeof MuteChatPlayerResponseSchema;
    };
    /**
     * Delivers an author's messages to the caller again.
     *
     * @generated from rpc ludus.v1.Gateway.UnmuteChatPlayer
     */
    unmuteChatPlayer: {
        methodKind: "unary";
        input: typeof UnmuteChatPlayerRequestSchema;
        output: typeof UnmuteChatPlayerResponseSchema;
    };
    /**
     * The match's creator turns the spectators' channel on or off (PERMISSION_DENIED for others).
     *
     * @generated from rpc ludus.v1.Gateway.SetSpectatorChat
     */
    setSpectatorChat: {
        methodKind: "unary";
        input: typeof SetSpectatorChatRequestSchema;
        output: typeof SetSpectatorChatResponseSchema;
    };
    /**
     * A seat of an invite-only match (SPECTATOR_POLICY_INVITE_ONLY) gets its spectator code, to
     * share as a link; spectators present it in the `ludus-spectator-code` metadata entry.
     *
     * @generated from rpc ludus.v1.Gateway.GetSpectatorCode
     */
    getSpectatorCode: {
        methodKind: "unary";
        input: typeof GetSpectatorCodeRequestSchema;
        output: typeof GetSpectatorCodeResponseSchema;
    };
}>;
