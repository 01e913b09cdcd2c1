import type { GenEnum, GenFile, GenMessage } from "@bufbuild/protobuf/codegenv2";
import type { Any, Timestamp } from "@bufbuild/protobuf/wkt";
import type { Message } from "@bufbuild/protobuf";
/**
 * Describes the file ludus/v1/common.proto.
 */
export declare const file_ludus_v1_common: GenFile;
/**
 * One seat requested at match creation.
 *
 * @generated from message ludus.v1.SeatSpec
 */
export type SeatSpec = Message<"ludus.v1.SeatSpec"> & {
    /**
     * Who will play the seat.
     *
     * @generated from field: ludus.v1.SeatKind kind = 1;
     */
    kind: SeatKind;
    /**
     * For SEAT_KIND_BOT: the bot's level, one of GameInfo.bot_levels (for example "random").
     * Empty means the first listed level. Must be empty for other kinds.
     *
     * @generated from field: string bot_level = 2;
     */
    botLevel: string;
    /**
     * Display name shown to the other players. Optional; at most 64 characters.
     *
     * @generated from field: string name = 3;
     */
    name: string;
    /**
     * For SEAT_KIND_OPEN, on the Gateway's CreateMatch by a signed-in player: the name of a player
     * the seat is reserved for. Only that player may claim it (JoinMatch); they are told through
     * their feed (Players.WatchPlayer). The gateway resolves the name and never passes it on, so
     * no player's name reaches the match log. Must be empty for other kinds.
     *
     * @generated from field: string invite = 4;
     */
    invite: string;
};
/**
 * Describes the message ludus.v1.SeatSpec.
 * Use `create(SeatSpecSchema)` to create a new message.
 */
export declare const SeatSpecSchema: GenMessage<SeatSpec>;
/**
 * Per-seat clocks: a time bank that runs while the match awaits the seat's decision. Set
 * initial_seconds to enable them.
 *
 * @generated from message ludus.v1.ClockOptions
 */
export type ClockOptions = Message<"ludus.v1.ClockOptions"> & {
    /**
     * Time bank at the start, in seconds (0: no clocks).
     *
     * @generated from field: uint32 initial_seconds = 1;
     */
    initialSeconds: number;
    /**
     * Added to the bank each time the seat has decided.
     *
     * @generated from field: uint32 increment_seconds = 2;
     */
    incrementSeconds: number;
    /**
     * The bank never grows above this many seconds (0: no cap).
     *
     * @generated from field: uint32 max_seconds = 3;
     */
    maxSeconds: number;
    /**
     * What happens when a bank runs out.
     *
     * @generated from field: ludus.v1.TimeoutAction on_timeout = 4;
     */
    onTimeout: TimeoutAction;
    /**
     * The bot level that takes over a timed-out seat (default: the game's first level).
     *
     * @generated from field: string takeover_level = 5;
     */
    takeoverLevel: string;
};
/**
 * Describes the message ludus.v1.ClockOptions.
 * Use `create(ClockOptionsSchema)` to create a new message.
 */
export declare const ClockOptionsSchema: GenMessage<ClockOptions>;
/**
 * A seat's clock, as of the match's current version.
 *
 * @generated from message ludus.v1.SeatClock
 */
export type SeatClock = Message<"ludus.v1.SeatClock"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Time left in the bank, in milliseconds, not counting the current turn's elapsed time.
     *
     * @generated from field: int64 bank_ms = 2;
     */
    bankMs: bigint;
    /**
     * Set while the seat is awaited: when its bank runs out (server clock).
     *
     * @generated from field: google.protobuf.Timestamp deadline = 3;
     */
    deadline?: Timestamp;
};
/**
 * Describes the message ludus.v1.SeatClock.
 * Use `create(SeatClockSchema)` to create a new message.
 */
export declare const SeatClockSchema: GenMessage<SeatClock>;
/**
 * A seat as it currently stands in a match.
 *
 * @generated from message ludus.v1.SeatInfo
 */
export type SeatInfo = Message<"ludus.v1.SeatInfo"> & {
    /**
     * The seat number, from 0.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Who plays it.
     *
     * @generated from field: ludus.v1.SeatKind kind = 2;
     */
    kind: SeatKind;
    /**
     * The bot level for bot seats, empty otherwise.
     *
     * @generated from field: string bot_level = 3;
     */
    botLevel: string;
    /**
     * Display name, possibly empty.
     *
     * @generated from field: string name = 4;
     */
    name: string;
    /**
     * True once someone plays the seat: always for HUMAN and BOT seats, for OPEN seats once claimed.
     *
     * @generated from field: bool occupied = 5;
     */
    occupied: boolean;
    /**
     * True while a human seat is absent after a timeout: a bot or default moves play it until its
     * player reclaims it (Gateway.ReclaimSeat).
     *
     * @generated from field: bool absent = 6;
     */
    absent: boolean;
    /**
     * True while a client is connected for the seat: it holds a WatchMatch or Play stream acting
     * for the seat, or its player's feed (Players.WatchPlayer), on some gateway; false ("away")
     * once the last such stream closes, or at most LUDUS_PRESENCE_SECONDS after its gateway
     * vanished. Filled in by the gateway on every MatchInfo it answers with.
     *
     * @generated from field: bool connected = 7;
     */
    connected: boolean;
};
/**
 * Describes the message ludus.v1.SeatInfo.
 * Use `create(SeatInfoSchema)` to create a new message.
 */
export declare const SeatInfoSchema: GenMessage<SeatInfo>;
/**
 * A summary of a match that anyone may see.
 *
 * @generated from message ludus.v1.MatchInfo
 */
export type MatchInfo = Message<"ludus.v1.MatchInfo"> & {
    /**
     * Opaque match id. It starts with the game name and a hyphen ("ark-5f1c...").
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * The game's name as listed by ListGames ("ark", "arkadia", ...).
     *
     * @generated from field: string game = 2;
     */
    game: string;
    /**
     * The version of the last event in the match's stream.
     *
     * @generated from field: uint64 version = 3;
     */
    version: bigint;
    /**
     * Where the match is in its life.
     *
     * @generated from field: ludus.v1.MatchStatus status = 4;
     */
    status: MatchStatus;
    /**
     * Every seat, in seat order.
     *
     * @generated from field: repeated ludus.v1.SeatInfo seats = 5;
     */
    seats: SeatInfo[];
    /**
     * The seats whose decision the match is waiting for. Usually one; several during simultaneous
     * phases (such as Ark's pet choice); empty while waiting for players or when finished.
     *
     * @generated from field: repeated uint32 awaiting = 6;
     */
    awaiting: number[];
    /**
     * Hex SHA-256 of the match's secret seed, published at creation. MatchEnded reveals the seed so
     * that anyone can check every shuffle and die roll (see docs/randomness.md).
     *
     * @generated from field: string seed_commitment = 7;
     */
    seedCommitment: string;
    /**
     * The result, once status is FINISHED.
     *
     * @generated from field: ludus.v1.MatchResult result = 8;
     */
    result?: MatchResult;
    /**
     * When the match was created.
     *
     * @generated from field: google.protobuf.Timestamp created_at = 9;
     */
    createdAt?: Timestamp;
    /**
     * The game options the match was created with (the game's Options message).
     *
     * @generated from field: google.protobuf.Any options = 10;
     */
    options?: Any;
    /**
     * The clock settings, if the match has clocks.
     *
     * @generated from field: ludus.v1.ClockOptions clock = 11;
     */
    clock?: ClockOptions;
    /**
     * Every seat's clock, when the match has clocks.
     *
     * @generated from field: repeated ludus.v1.SeatClock clocks = 12;
     */
    clocks: SeatClock[];
    /**
     * The game's running deadlines (for example Zapp Zerapp's can phase), so clients can show a
     * countdown. When one passes, the platform closes it (the game's events say what happened).
     *
     * @generated from field: repeated ludus.v1.GameDeadline deadlines = 13;
     */
    deadlines: GameDeadline[];
    /**
     * Public or private (never UNSPECIFIED in answers).
     *
     * @generated from field: ludus.v1.Visibility visibility = 14;
     */
    visibility: Visibility;
    /**
     * The match this one is a rematch of (Players.AnswerRematch created it with the same seats);
     * empty for a match that is not a rematch.
     *
     * @generated from field: string rematch_of = 17;
     */
    rematchOf: string;
    /**
     * Who may watch without a seat (never UNSPECIFIED in answers).
     *
     * @generated from field: ludus.v1.SpectatorPolicy spectators = 16;
     */
    spectators: SpectatorPolicy;
    /**
     * The display names of the signed-in spectators watching now (filled by the gateway, from its
     * presence records; a player watching in several streams is named once).
     *
     * @generated from field: repeated string watchers = 18;
     */
    watchers: string[];
    /**
     * How many anonymous spectator streams are watching now.
     *
     * @generated from field: uint32 anonymous_watchers = 19;
     */
    anonymousWatchers: number;
    /**
     * Whether the match was created rated (MatchCreated.rated).
     *
     * @generated from field: bool rated = 15;
     */
    rated: boolean;
};
/**
 * Describes the message ludus.v1.MatchInfo.
 * Use `create(MatchInfoSchema)` to create a new message.
 */
export declare const MatchInfoSchema: GenMessage<MatchInfo>;
/**
 * A running game deadline.
 *
 * @generated from message ludus.v1.GameDeadline
 */
export type GameDeadline = Message<"ludus.v1.GameDeadline"> & {
    /**
     * The game's key for it (e.g. "round-7-cans").
     *
     * @generated from field: string key = 1;
     */
    key: string;
    /**
     * When it runs out (server clock).
     *
     * @generated from field: google.protobuf.Timestamp due = 2;
     */
    due?: Timestamp;
};
/**
 * Describes the message ludus.v1.GameDeadline.
 * Use `create(GameDeadlineSchema)` to create a new message.
 */
export declare const GameDeadlineSchema: GenMessage<GameDeadline>;
/**
 * The outcome of a finished match.
 *
 * @generated from message ludus.v1.MatchResult
 */
export type MatchResult = Message<"ludus.v1.MatchResult"> & {
    /**
     * The winning seats; several when the win is shared.
     *
     * @generated from field: repeated uint32 winners = 1;
     */
    winners: number[];
    /**
     * Every seat's final score and rank.
     *
     * @generated from field: repeated ludus.v1.SeatScore scores = 2;
     */
    scores: SeatScore[];
    /**
     * A game-specific breakdown: a message of the type GameInfo.result_details_type names for the
     * match's game (ListGames), for example ludus.v1.ArkScoring.
     *
     * @generated from field: google.protobuf.Any details = 3;
     */
    details?: Any;
};
/**
 * Describes the message ludus.v1.MatchResult.
 * Use `create(MatchResultSchema)` to create a new message.
 */
export declare const MatchResultSchema: GenMessage<MatchResult>;
/**
 * One seat's final standing.
 *
 * @generated from message ludus.v1.SeatScore
 */
export type SeatScore = Message<"ludus.v1.SeatScore"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Its final score in the game's units (points, gold, ...). Zero in games without scores.
     *
     * @generated from field: sint64 score = 2;
     */
    score: bigint;
    /**
     * 1 for the winners, then 2, 3, ... ; tied seats share a rank.
     *
     * @generated from field: uint32 rank = 3;
     */
    rank: number;
};
/**
 * Describes the message ludus.v1.SeatScore.
 * Use `create(SeatScoreSchema)` to create a new message.
 */
export declare const SeatScoreSchema: GenMessage<SeatScore>;
/**
 * An event as delivered to a client, already redacted for that client.
 *
 * @generated from message ludus.v1.MatchEvent
 */
export type MatchEvent = Message<"ludus.v1.MatchEvent"> & {
    /**
     * The match the event belongs to.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * The event's version: 1 for the first event of the match, contiguous thereafter.
     *
     * @generated from field: uint64 version = 2;
     */
    version: bigint;
    /**
     * When the event was appended (server clock).
     *
     * @generated from field: google.protobuf.Timestamp time = 3;
     */
    time?: Timestamp;
    /**
     * The seat whose command produced the event. Unset for platform events (creation, timers).
     *
     * @generated from field: optional uint32 seat = 4;
     */
    seat?: number;
    /**
     * The command id the event answers; sent only to the seat that issued the command.
     *
     * @generated from field: string command_id = 5;
     */
    commandId: string;
    /**
     * The event: a game event (for example ludus.v1.ArkEvent), with everything the receiver may not
     * see removed, or a platform event (MatchCreated, SeatClaimed, MatchEnded).
     *
     * @generated from field: google.protobuf.Any event = 6;
     */
    event?: Any;
    /**
     * The seats whose decision the match awaits after this event (as in MatchInfo.awaiting).
     *
     * @generated from field: repeated uint32 awaiting = 7;
     */
    awaiting: number[];
    /**
     * The match's status after this event (FINISHED on MatchEnded).
     *
     * @generated from field: ludus.v1.MatchStatus status = 8;
     */
    status: MatchStatus;
    /**
     * When the receiver is a seat and is awaited after this event: its legal commands at this
     * event's version (at most LegalCommands' cap). Unset for spectators and for seats not awaited.
     *
     * @generated from field: ludus.v1.LegalCommands legal = 9;
     */
    legal?: LegalCommands;
    /**
     * On WatchMatch with `views`, on the last event of each delivery: the receiver's view of the
     * match after this event (GameInfo.view_type, as GetView answers at this version). Unset when
     * the match has no game yet (a delivery that ends before the game's setup events).
     *
     * @generated from field: google.protobuf.Any view = 10;
     */
    view?: Any;
    /**
     * On WatchMatch with `views`, on the last event of each delivery: the match's summary after this
     * event (as GetView's `match` at this version: seats, clocks, deadlines, the result once it has
     * ended, the watchers as the gateway knows them).
     *
     * @generated from field: ludus.v1.MatchInfo match = 11;
     */
    match?: MatchInfo;
};
/**
 * Describes the message ludus.v1.MatchEvent.
 * Use `create(MatchEventSchema)` to create a new message.
 */
export declare const MatchEventSchema: GenMessage<MatchEvent>;
/**
 * A seat's legal commands at one version, as delivered with command answers and events.
 *
 * The cap: at most the first 1000 commands of the game's (stable) order are included. Most games
 * have a few dozen at most; Arkadia can have thousands, and sending them all with every event
 * would bloat the stream. `total` says how many there are and `truncated` is true when the list
 * was cut; page through the rest with ListLegalCommands (offset/limit) at the same version.
 *
 * @generated from message ludus.v1.LegalCommands
 */
export type LegalCommands = Message<"ludus.v1.LegalCommands"> & {
    /**
     * The commands (GameInfo.command_type), each ready to submit; the first 1000 at most.
     *
     * @generated from field: repeated google.protobuf.Any commands = 1;
     */
    commands: Any[];
    /**
     * How many legal commands there are in all.
     *
     * @generated from field: uint32 total = 2;
     */
    total: number;
    /**
     * True when `commands` holds fewer than `total` (the list was capped).
     *
     * @generated from field: bool truncated = 3;
     */
    truncated: boolean;
    /**
     * For a seat the workers play: the earliest time (ms since the epoch) its next command is
     * accepted (see ListLegalCommandsResponse.not_before_ms). 0: no wait.
     *
     * @generated from field: uint64 not_before_ms = 4;
     */
    notBeforeMs: bigint;
    /**
     * The version the list is valid for (pass it as expected_version).
     *
     * @generated from field: uint64 version = 5;
     */
    version: bigint;
};
/**
 * Describes the message ludus.v1.LegalCommands.
 * Use `create(LegalCommandsSchema)` to create a new message.
 */
export declare const LegalCommandsSchema: GenMessage<LegalCommands>;
/**
 * Platform event, always version 1: the match was created.
 *
 * @generated from message ludus.v1.MatchCreated
 */
export type MatchCreated = Message<"ludus.v1.MatchCreated"> & {
    /**
     * The game's name.
     *
     * @generated from field: string game = 1;
     */
    game: string;
    /**
     * The game options (the game's Options message).
     *
     * @generated from field: google.protobuf.Any options = 2;
     */
    options?: Any;
    /**
     * The seats, in seat order.
     *
     * @generated from field: repeated ludus.v1.SeatSpec seats = 3;
     */
    seats: SeatSpec[];
    /**
     * Hex SHA-256 of the secret seed (the commitment MatchEnded lets anyone check).
     *
     * @generated from field: string seed_commitment = 4;
     */
    seedCommitment: string;
    /**
     * Per-seat clocks, if any.
     *
     * @generated from field: ludus.v1.ClockOptions clock = 5;
     */
    clock?: ClockOptions;
    /**
     * The finished match this one is a rematch of (same seats, every human accepted); empty if
     * it is not a rematch.
     *
     * @generated from field: string rematch_of = 9;
     */
    rematchOf: string;
    /**
     * Who may watch without a seat (UNSPECIFIED in matches created before the option existed
     * means SPECTATOR_POLICY_ALLOWED).
     *
     * @generated from field: ludus.v1.SpectatorPolicy spectators = 7;
     */
    spectators: SpectatorPolicy;
    /**
     * Whether the match counts for ratings (CreateMatchRequest.rated; docs/players.md says which
     * rated matches actually move ratings).
     *
     * @generated from field: bool rated = 6;
     */
    rated: boolean;
    /**
     * One entry per seat, in seat order: the id (UUID text) of the signed-in player who holds the
     * seat from creation (the creator's first human seat), empty for every other seat. Written by
     * the game service from the verified caller, never from the request, so that ratings can be
     * recomputed from the log alone. Empty (no entries) in logs written before this field existed.
     *
     * @generated from field: repeated string players = 8;
     */
    players: string[];
};
/**
 * Describes the message ludus.v1.MatchCreated.
 * Use `create(MatchCreatedSchema)` to create a new message.
 */
export declare const MatchCreatedSchema: GenMessage<MatchCreated>;
/**
 * The command the platform's timer "sends" when a deadline passes: a game deadline (for example
 * Zapp Zerapp's can phase) or a seat's clock. Stored as the command of the batch it caused, so an
 * audit can re-derive that batch like any other.
 *
 * @generated from message ludus.v1.TimerFired
 */
export type TimerFired = Message<"ludus.v1.TimerFired"> & {
    /**
     * The deadline's key: a game deadline's key, or "clock:<seat>:<version>" for a seat's clock
     * that started running at that version.
     *
     * @generated from field: string key = 1;
     */
    key: string;
};
/**
 * Describes the message ludus.v1.TimerFired.
 * Use `create(TimerFiredSchema)` to create a new message.
 */
export declare const TimerFiredSchema: GenMessage<TimerFired>;
/**
 * Platform event: a seat's clock ran out; the seat is absent until reclaimed.
 *
 * @generated from message ludus.v1.TimedOut
 */
export type TimedOut = Message<"ludus.v1.TimedOut"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * What happens to it now.
     *
     * @generated from field: ludus.v1.TimeoutAction action = 2;
     */
    action: TimeoutAction;
};
/**
 * Describes the message ludus.v1.TimedOut.
 * Use `create(TimedOutSchema)` to create a new message.
 */
export declare const TimedOutSchema: GenMessage<TimedOut>;
/**
 * Platform event: an absent seat's player is back (Gateway.ReclaimSeat).
 *
 * @generated from message ludus.v1.SeatReclaimed
 */
export type SeatReclaimed = Message<"ludus.v1.SeatReclaimed"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
};
/**
 * Describes the message ludus.v1.SeatReclaimed.
 * Use `create(SeatReclaimedSchema)` to create a new message.
 */
export declare const SeatReclaimedSchema: GenMessage<SeatReclaimed>;
/**
 * Platform event: an open seat was claimed through JoinMatch.
 *
 * @generated from message ludus.v1.SeatClaimed
 */
export type SeatClaimed = Message<"ludus.v1.SeatClaimed"> & {
    /**
     * The seat claimed.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The display name given by the claimer.
     *
     * @generated from field: string name = 2;
     */
    name: string;
    /**
     * True when this claim filled the last open seat and the match became ACTIVE.
     *
     * @generated from field: bool match_started = 3;
     */
    matchStarted: boolean;
    /**
     * The id (UUID text) of the signed-in player who claimed the seat, empty for an anonymous
     * claimer. Written by the game service from the verified caller, never from the request.
     *
     * @generated from field: string player = 4;
     */
    player: string;
};
/**
 * Describes the message ludus.v1.SeatClaimed.
 * Use `create(SeatClaimedSchema)` to create a new message.
 */
export declare const SeatClaimedSchema: GenMessage<SeatClaimed>;
/**
 * Platform event, always the last one: the match is over.
 *
 * @generated from message ludus.v1.MatchEnded
 */
export type MatchEnded = Message<"ludus.v1.MatchEnded"> & {
    /**
     * The final result (empty, with no winners, when the platform closed the match).
     *
     * @generated from field: ludus.v1.MatchResult result = 1;
     */
    result?: MatchResult;
    /**
     * The secret seed, revealed: SHA-256(seed) equals MatchCreated.seed_commitment.
     *
     * @generated from field: bytes seed = 2;
     */
    seed: Uint8Array;
    /**
     * Why the match ended: by the game's rules (END_REASON_UNSPECIFIED), or closed by the
     * platform, which then appends this event on its own (no seat, no command).
     *
     * @generated from field: ludus.v1.EndReason reason = 3;
     */
    reason: EndReason;
};
/**
 * Describes the message ludus.v1.MatchEnded.
 * Use `create(MatchEndedSchema)` to create a new message.
 */
export declare const MatchEndedSchema: GenMessage<MatchEnded>;
/**
 * Describes a game the platform hosts.
 *
 * @generated from message ludus.v1.GameInfo
 */
export type GameInfo = Message<"ludus.v1.GameInfo"> & {
    /**
     * The game's name, used in CreateMatch and as the prefix of its match ids.
     *
     * @generated from field: string name = 1;
     */
    name: string;
    /**
     * Human-readable title.
     *
     * @generated from field: string title = 2;
     */
    title: string;
    /**
     * Fewest seats a match may have.
     *
     * @generated from field: uint32 min_seats = 3;
     */
    minSeats: number;
    /**
     * Most seats a match may have.
     *
     * @generated from field: uint32 max_seats = 4;
     */
    maxSeats: number;
    /**
     * Bot levels available for SEAT_KIND_BOT seats, the default first.
     *
     * @generated from field: repeated string bot_levels = 5;
     */
    botLevels: string[];
    /**
     * Full name of the game's command message (the Any in SubmitCommand), e.g. "ludus.v1.ArkCommand".
     *
     * @generated from field: string command_type = 6;
     */
    commandType: string;
    /**
     * Full name of the game's event message, e.g. "ludus.v1.ArkEvent".
     *
     * @generated from field: string event_type = 7;
     */
    eventType: string;
    /**
     * Full name of the game's view message, e.g. "ludus.v1.ArkView".
     *
     * @generated from field: string view_type = 8;
     */
    viewType: string;
    /**
     * Full name of the game's options message, e.g. "ludus.v1.ArkOptions".
     *
     * @generated from field: string options_type = 9;
     */
    optionsType: string;
    /**
     * The game's fixed data a client needs to draw and reason (for Ark, ludus.v1.ArkCatalogue:
     * every card's climate, weight, diet and category).
     *
     * @generated from field: google.protobuf.Any static_data = 10;
     */
    staticData?: Any;
    /**
     * Full name of the message in MatchResult.details of this game's finished matches, e.g.
     * "ludus.v1.ArkScoring"; empty if the game gives no breakdown.
     *
     * @generated from field: string result_details_type = 11;
     */
    resultDetailsType: string;
};
/**
 * Describes the message ludus.v1.GameInfo.
 * Use `create(GameInfoSchema)` to create a new message.
 */
export declare const GameInfoSchema: GenMessage<GameInfo>;
/**
 * The verdict of an audit: the match's log re-derived from its commands and seed.
 *
 * @generated from message ludus.v1.AuditReport
 */
export type AuditReport = Message<"ludus.v1.AuditReport"> & {
    /**
     * The match.
     *
     * @generated from field: string match_id = 1;
     */
    matchId: string;
    /**
     * True if every check passed.
     *
     * @generated from field: bool ok = 2;
     */
    ok: boolean;
    /**
     * The first version that failed a check (0 if ok, or if the failure concerns no one version).
     *
     * @generated from field: uint64 first_bad_version = 3;
     */
    firstBadVersion: bigint;
    /**
     * Why it failed, in words.
     *
     * @generated from field: string reason = 4;
     */
    reason: string;
    /**
     * Events checked.
     *
     * @generated from field: uint64 events_checked = 5;
     */
    eventsChecked: bigint;
    /**
     * Commands, timers and seat requests re-derived.
     *
     * @generated from field: uint64 commands_replayed = 6;
     */
    commandsReplayed: bigint;
    /**
     * True if the log ends with MatchEnded.
     *
     * @generated from field: bool finished = 7;
     */
    finished: boolean;
    /**
     * The last version audited.
     *
     * @generated from field: uint64 version = 8;
     */
    version: bigint;
    /**
     * When the audit ran.
     *
     * @generated from field: google.protobuf.Timestamp audited_at = 9;
     */
    auditedAt?: Timestamp;
};
/**
 * Describes the message ludus.v1.AuditReport.
 * Use `create(AuditReportSchema)` to create a new message.
 */
export declare const AuditReportSchema: GenMessage<AuditReport>;
/**
 * Who occupies a seat.
 *
 * @generated from enum ludus.v1.SeatKind
 */
export declare enum SeatKind {
    /**
     * Not a valid kind; rejected with INVALID_ARGUMENT.
     *
     * @generated from enum value: SEAT_KIND_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * A human seat whose token CreateMatch returns to the creator (who may pass it on).
     *
     * @generated from enum value: SEAT_KIND_HUMAN = 1;
     */
    HUMAN = 1,
    /**
     * A human seat left open: the first caller of JoinMatch for it claims it and gets its token.
     * A match with unclaimed open seats waits (status WAITING) and accepts no game commands.
     *
     * @generated from enum value: SEAT_KIND_OPEN = 2;
     */
    OPEN = 2,
    /**
     * A seat played by a bot running on the platform's workers.
     *
     * @generated from enum value: SEAT_KIND_BOT = 3;
     */
    BOT = 3
}
/**
 * Describes the enum ludus.v1.SeatKind.
 */
export declare const SeatKindSchema: GenEnum<SeatKind>;
/**
 * What happens to a seat whose clock runs out.
 *
 * @generated from enum ludus.v1.TimeoutAction
 */
export declare enum TimeoutAction {
    /**
     * The default: TIMEOUT_ACTION_TAKEOVER.
     *
     * @generated from enum value: TIMEOUT_ACTION_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * A bot plays the seat (at ClockOptions.takeover_level) until its player reclaims it.
     *
     * @generated from enum value: TIMEOUT_ACTION_TAKEOVER = 1;
     */
    TAKEOVER = 1,
    /**
     * The seat makes the game's default move whenever it is due (e.g. Ark: pass in the final
     * round) until its player reclaims it.
     *
     * @generated from enum value: TIMEOUT_ACTION_SKIP = 2;
     */
    SKIP = 2
}
/**
 * Describes the enum ludus.v1.TimeoutAction.
 */
export declare const TimeoutActionSchema: GenEnum<TimeoutAction>;
/**
 * Who may find and reach a match.
 *
 * @generated from enum ludus.v1.Visibility
 */
export declare enum Visibility {
    /**
     * The default: VISIBILITY_PUBLIC.
     *
     * @generated from enum value: VISIBILITY_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Listed by ListMatches; anyone may watch it and any signed-in player may join an open seat.
     *
     * @generated from enum value: VISIBILITY_PUBLIC = 1;
     */
    PUBLIC = 1,
    /**
     * Never listed. Every call about it answers NOT_FOUND, exactly as for a match that does not
     * exist, unless the caller holds one of its seats, created it, is invited by name, or (for
     * JoinMatch) presents one of its invitation codes (Players.CreateInvitation).
     *
     * @generated from enum value: VISIBILITY_PRIVATE = 2;
     */
    PRIVATE = 2
}
/**
 * Describes the enum ludus.v1.Visibility.
 */
export declare const VisibilitySchema: GenEnum<Visibility>;
/**
 * Where a match is in its life.
 *
 * @generated from enum ludus.v1.MatchStatus
 */
export declare enum MatchStatus {
    /**
     * Never sent.
     *
     * @generated from enum value: MATCH_STATUS_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Created, but some open seats are not claimed yet; no game command is accepted.
     *
     * @generated from enum value: MATCH_STATUS_WAITING = 1;
     */
    WAITING = 1,
    /**
     * Being played.
     *
     * @generated from enum value: MATCH_STATUS_ACTIVE = 2;
     */
    ACTIVE = 2,
    /**
     * Over: the result is final and the seed has been revealed (MatchEnded).
     *
     * @generated from enum value: MATCH_STATUS_FINISHED = 3;
     */
    FINISHED = 3
}
/**
 * Describes the enum ludus.v1.MatchStatus.
 */
export declare const MatchStatusSchema: GenEnum<MatchStatus>;
/**
 * Why a match ended (MatchEnded.reason).
 *
 * @generated from enum ludus.v1.EndReason
 */
export declare enum EndReason {
    /**
     * The game's rules ended it: the usual end, and every match's before this field existed.
     *
     * @generated from enum value: END_REASON_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * It waited for players to claim its open seats longer than the deployment allows
     * (LUDUS_WAITING_EXPIRY_SECONDS); the platform closed it.
     *
     * @generated from enum value: END_REASON_WAITING_EXPIRED = 1;
     */
    WAITING_EXPIRED = 1,
    /**
     * Nothing happened in it for longer than the deployment allows (LUDUS_ABANDONED_SECONDS): the
     * people it waited on were gone, since bots and clocks would have moved it. The platform
     * closed it.
     *
     * @generated from enum value: END_REASON_ABANDONED = 2;
     */
    ABANDONED = 2
}
/**
 * Describes the enum ludus.v1.EndReason.
 */
export declare const EndReasonSchema: GenEnum<EndReason>;
/**
 * Who may watch a match without holding a seat in it.
 *
 * @generated from enum ludus.v1.SpectatorPolicy
 */
export declare enum SpectatorPolicy {
    /**
     * The default: SPECTATOR_POLICY_ALLOWED.
     *
     * @generated from enum value: SPECTATOR_POLICY_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Anyone who may reach the match watches it (a private match: only those it admits).
     *
     * @generated from enum value: SPECTATOR_POLICY_ALLOWED = 1;
     */
    ALLOWED = 1,
    /**
     * Only callers presenting the match's spectator code (GetSpectatorCode) in the
     * `ludus-spectator-code` metadata entry; others get PERMISSION_DENIED, reason
     * SPECTATOR_CODE_REQUIRED.
     *
     * @generated from enum value: SPECTATOR_POLICY_INVITE_ONLY = 2;
     */
    INVITE_ONLY = 2,
    /**
     * Nobody without a seat; PERMISSION_DENIED, reason SPECTATORS_NOT_ALLOWED.
     *
     * @generated from enum value: SPECTATOR_POLICY_NONE = 3;
     */
    NONE = 3
}
/**
 * Describes the enum ludus.v1.SpectatorPolicy.
 */
export declare const SpectatorPolicySchema: GenEnum<SpectatorPolicy>;
