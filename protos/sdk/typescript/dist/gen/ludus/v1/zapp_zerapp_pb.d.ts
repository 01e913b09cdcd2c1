import type { GenEnum, GenFile, GenMessage } from "@bufbuild/protobuf/codegenv2";
import type { Message } from "@bufbuild/protobuf";
/**
 * Describes the file ludus/v1/zapp_zerapp.proto.
 */
export declare const file_ludus_v1_zapp_zerapp: GenFile;
/**
 * Match options, fixed at creation (R5).
 *
 * @generated from message ludus.v1.ZappZerappOptions
 */
export type ZappZerappOptions = Message<"ludus.v1.ZappZerappOptions"> & {
    /**
     * The advanced carry variant (section 10 of the reference). Off by default.
     *
     * @generated from field: bool carry_variant = 1;
     */
    carryVariant: boolean;
    /**
     * The can-phase deadline in seconds, counted from the dice roll. 0 means the default, 20.
     * Otherwise it must be 5..300.
     *
     * @generated from field: uint32 can_phase_seconds = 2;
     */
    canPhaseSeconds: number;
    /**
     * How fast a `random` bot acts in the can phase (D26). Unset means the default, 1200..2400 ms.
     *
     * @generated from field: ludus.v1.ZappZerappReaction random_reaction = 3;
     */
    randomReaction?: ZappZerappReaction;
    /**
     * How fast a `greedy` bot acts in the can phase (D26). Unset means the default, 900..2100 ms.
     *
     * @generated from field: ludus.v1.ZappZerappReaction greedy_reaction = 4;
     */
    greedyReaction?: ZappZerappReaction;
    /**
     * How fast a `search` bot acts in the can phase (D26). Unset means the default, 600..1800 ms.
     *
     * @generated from field: ludus.v1.ZappZerappReaction search_reaction = 5;
     */
    searchReaction?: ZappZerappReaction;
};
/**
 * Describes the message ludus.v1.ZappZerappOptions.
 * Use `create(ZappZerappOptionsSchema)` to create a new message.
 */
export declare const ZappZerappOptionsSchema: GenMessage<ZappZerappOptions>;
/**
 * A bot level's reaction time in the real-time can phase (D26): the platform applies none of a
 * worker-played seat's can commands earlier than its reference moment (the later of the can
 * phase opening for it and its own last command) plus 1,000 ms if that command was a shake (the
 * sample's length: the bot listens to it first) plus a reaction time drawn from
 * min_ms + (below(w + 1) + below(w + 1)) / 2, w = max_ms - min_ms (a triangle peaked at the
 * middle), with the match's rng labelled "decide:<reference version>/pace:<seat>". Both 0 (or the
 * message unset) means the level's default; otherwise 200 <= min_ms <= max_ms <= 10000.
 *
 * @generated from message ludus.v1.ZappZerappReaction
 */
export type ZappZerappReaction = Message<"ludus.v1.ZappZerappReaction"> & {
    /**
     * The shortest reaction time, in milliseconds.
     *
     * @generated from field: uint32 min_ms = 1;
     */
    minMs: number;
    /**
     * The longest reaction time, in milliseconds.
     *
     * @generated from field: uint32 max_ms = 2;
     */
    maxMs: number;
};
/**
 * Describes the message ludus.v1.ZappZerappReaction.
 * Use `create(ZappZerappReactionSchema)` to create a new message.
 */
export declare const ZappZerappReactionSchema: GenMessage<ZappZerappReaction>;
/**
 * One track space.
 *
 * @generated from message ludus.v1.ZappZerappSpace
 */
export type ZappZerappSpace = Message<"ludus.v1.ZappZerappSpace"> & {
    /**
     * The space number, 0..23, clockwise.
     *
     * @generated from field: uint32 space = 1;
     */
    space: number;
    /**
     * The colour whose protected zone this space belongs to; UNSPECIFIED for a white space.
     *
     * @generated from field: ludus.v1.ZappZerappColour colour = 2;
     */
    colour: ZappZerappColour;
    /**
     * White spaces only: the two tower colours it shows. In the carry variant the space is a carry
     * space that protects apprentices of these colours and from which they can be carried (R2).
     *
     * @generated from field: repeated ludus.v1.ZappZerappColour towers = 3;
     */
    towers: ZappZerappColour[];
};
/**
 * Describes the message ludus.v1.ZappZerappSpace.
 * Use `create(ZappZerappSpaceSchema)` to create a new message.
 */
export declare const ZappZerappSpaceSchema: GenMessage<ZappZerappSpace>;
/**
 * One colour's start and city.
 *
 * @generated from message ludus.v1.ZappZerappColourInfo
 */
export type ZappZerappColourInfo = Message<"ludus.v1.ZappZerappColourInfo"> & {
    /**
     * The colour.
     *
     * @generated from field: ludus.v1.ZappZerappColour colour = 1;
     */
    colour: ZappZerappColour;
    /**
     * The space an apprentice steps onto first when it leaves the start.
     *
     * @generated from field: uint32 start_feeds = 2;
     */
    startFeeds: number;
    /**
     * The space from which the next step enters the city (for this colour only).
     *
     * @generated from field: uint32 city_entry = 3;
     */
    cityEntry: number;
};
/**
 * Describes the message ludus.v1.ZappZerappColourInfo.
 * Use `create(ZappZerappColourInfoSchema)` to create a new message.
 */
export declare const ZappZerappColourInfoSchema: GenMessage<ZappZerappColourInfo>;
/**
 * The board and the can set (from the game's data file).
 *
 * @generated from message ludus.v1.ZappZerappBoard
 */
export type ZappZerappBoard = Message<"ludus.v1.ZappZerappBoard"> & {
    /**
     * Every track space, in clockwise order.
     *
     * @generated from field: repeated ludus.v1.ZappZerappSpace spaces = 1;
     */
    spaces: ZappZerappSpace[];
    /**
     * Every colour, in seat order.
     *
     * @generated from field: repeated ludus.v1.ZappZerappColourInfo colours = 2;
     */
    colours: ZappZerappColourInfo[];
    /**
     * The number of cans (13): positions are 0..cans-1, numbers 1..cans.
     *
     * @generated from field: uint32 cans = 3;
     */
    cans: number;
    /**
     * How many cans a seat may hold at once (2, R10).
     *
     * @generated from field: uint32 hand_limit = 4;
     */
    handLimit: number;
    /**
     * Apprentices per colour (3).
     *
     * @generated from field: uint32 apprentices_per_colour = 5;
     */
    apprenticesPerColour: number;
    /**
     * The options a match gets when CreateMatch leaves them unset, every default spelled out
     * (carry variant off, a 20-second can phase, each bot level's reaction time).
     *
     * @generated from field: ludus.v1.ZappZerappOptions default_options = 6;
     */
    defaultOptions?: ZappZerappOptions;
};
/**
 * Describes the message ludus.v1.ZappZerappBoard.
 * Use `create(ZappZerappBoardSchema)` to create a new message.
 */
export declare const ZappZerappBoardSchema: GenMessage<ZappZerappBoard>;
/**
 * An apprentice's name.
 *
 * @generated from message ludus.v1.ZappZerappApprenticeRef
 */
export type ZappZerappApprenticeRef = Message<"ludus.v1.ZappZerappApprenticeRef"> & {
    /**
     * Its colour (one played in this match).
     *
     * @generated from field: ludus.v1.ZappZerappColour colour = 1;
     */
    colour: ZappZerappColour;
    /**
     * Its index within the colour, 0..2.
     *
     * @generated from field: uint32 index = 2;
     */
    index: number;
};
/**
 * Describes the message ludus.v1.ZappZerappApprenticeRef.
 * Use `create(ZappZerappApprenticeRefSchema)` to create a new message.
 */
export declare const ZappZerappApprenticeRefSchema: GenMessage<ZappZerappApprenticeRef>;
/**
 * Where an apprentice is.
 *
 * @generated from message ludus.v1.ZappZerappLocation
 */
export type ZappZerappLocation = Message<"ludus.v1.ZappZerappLocation"> & {
    /**
     * Start, track or city.
     *
     * @generated from field: ludus.v1.ZappZerappArea area = 1;
     */
    area: ZappZerappArea;
    /**
     * The track space (area TRACK only; 0 otherwise).
     *
     * @generated from field: uint32 space = 2;
     */
    space: number;
};
/**
 * Describes the message ludus.v1.ZappZerappLocation.
 * Use `create(ZappZerappLocationSchema)` to create a new message.
 */
export declare const ZappZerappLocationSchema: GenMessage<ZappZerappLocation>;
/**
 * A command of a seat. Exactly one field is set.
 *
 * @generated from message ludus.v1.ZappZerappCommand
 */
export type ZappZerappCommand = Message<"ludus.v1.ZappZerappCommand"> & {
    /**
     * The command.
     *
     * @generated from oneof ludus.v1.ZappZerappCommand.command
     */
    command: {
        /**
         * Can phase: listen to a can you hold.
         *
         * @generated from field: ludus.v1.ZappZerappShake shake = 1;
         */
        value: ZappZerappShake;
        case: "shake";
    } | {
        /**
         * Can phase: take a free can into your hand.
         *
         * @generated from field: ludus.v1.ZappZerappGrab grab = 2;
         */
        value: ZappZerappGrab;
        case: "grab";
    } | {
        /**
         * Can phase: put a can you hold back on its position.
         *
         * @generated from field: ludus.v1.ZappZerappRelease release = 3;
         */
        value: ZappZerappRelease;
        case: "release";
    } | {
        /**
         * Can phase: place a can you hold in front of you; your choice for the round is over.
         *
         * @generated from field: ludus.v1.ZappZerappCommit commit = 4;
         */
        value: ZappZerappCommit;
        case: "commit";
    } | {
        /**
         * Move phase: move one of your apprentices (with carry choices in the carry variant).
         *
         * @generated from field: ludus.v1.ZappZerappMove move = 5;
         */
        value: ZappZerappMove;
        case: "move";
    } | {
        case: undefined;
        value?: undefined;
    };
};
/**
 * Describes the message ludus.v1.ZappZerappCommand.
 * Use `create(ZappZerappCommandSchema)` to create a new message.
 */
export declare const ZappZerappCommandSchema: GenMessage<ZappZerappCommand>;
/**
 * Shake a can you hold (R11). Answers with a ZappZerappCanShaken whose rattle sample only you
 * receive. May be repeated without limit until the phase ends; every shake gives a new sample.
 *
 * @generated from message ludus.v1.ZappZerappShake
 */
export type ZappZerappShake = Message<"ludus.v1.ZappZerappShake"> & {
    /**
     * The can's position, 0..12.
     *
     * @generated from field: uint32 position = 1;
     */
    position: number;
};
/**
 * Describes the message ludus.v1.ZappZerappShake.
 * Use `create(ZappZerappShakeSchema)` to create a new message.
 */
export declare const ZappZerappShakeSchema: GenMessage<ZappZerappShake>;
/**
 * Take the can at a position into your hand. Refused if it is held or committed by another seat
 * (ZAPP_CAN_HELD, ZAPP_CAN_COMMITTED), if you already hold 2 cans (ZAPP_HAND_FULL) or if you have
 * committed (ZAPP_ALREADY_COMMITTED). The first Grab in the event stream wins a race (R14).
 *
 * @generated from message ludus.v1.ZappZerappGrab
 */
export type ZappZerappGrab = Message<"ludus.v1.ZappZerappGrab"> & {
    /**
     * The position, 0..12.
     *
     * @generated from field: uint32 position = 1;
     */
    position: number;
};
/**
 * Describes the message ludus.v1.ZappZerappGrab.
 * Use `create(ZappZerappGrabSchema)` to create a new message.
 */
export declare const ZappZerappGrabSchema: GenMessage<ZappZerappGrab>;
/**
 * Put a can you hold back on its position; it is free again.
 *
 * @generated from message ludus.v1.ZappZerappRelease
 */
export type ZappZerappRelease = Message<"ludus.v1.ZappZerappRelease"> & {
    /**
     * The position, 0..12.
     *
     * @generated from field: uint32 position = 1;
     */
    position: number;
};
/**
 * Describes the message ludus.v1.ZappZerappRelease.
 * Use `create(ZappZerappReleaseSchema)` to create a new message.
 */
export declare const ZappZerappReleaseSchema: GenMessage<ZappZerappRelease>;
/**
 * Place a can you hold in front of you (you need not have shaken it, R15). Your other held can,
 * if any, goes back. You send no more can-phase commands this round. When every seat has
 * committed the phase ends at once and the cans are revealed.
 *
 * @generated from message ludus.v1.ZappZerappCommit
 */
export type ZappZerappCommit = Message<"ludus.v1.ZappZerappCommit"> & {
    /**
     * The position, 0..12.
     *
     * @generated from field: uint32 position = 1;
     */
    position: number;
};
/**
 * Describes the message ludus.v1.ZappZerappCommit.
 * Use `create(ZappZerappCommitSchema)` to create a new message.
 */
export declare const ZappZerappCommitSchema: GenMessage<ZappZerappCommit>;
/**
 * Move one of your apprentices exactly your can number forward (or into your city, forfeiting
 * the rest). Only the seat whose move turn it is may send it; the move is mandatory (R19).
 *
 * @generated from message ludus.v1.ZappZerappMove
 */
export type ZappZerappMove = Message<"ludus.v1.ZappZerappMove"> & {
    /**
     * Which of your apprentices, 0..2 (in the start or on the track).
     *
     * @generated from field: uint32 apprentice = 1;
     */
    apprentice: number;
    /**
     * Carry variant only: the apprentices to pick up from the carry spaces this move passes (any
     * subset of those that may be carried there, R27, R28). A set: list each at most once, ordered
     * by colour then index. Empty to carry nobody (always allowed).
     *
     * @generated from field: repeated ludus.v1.ZappZerappApprenticeRef carry = 2;
     */
    carry: ZappZerappApprenticeRef[];
    /**
     * Carry variant only, when the move enters your city: the carried opponents in the order they
     * are set down on the space in front of your city (R30) — exactly the opponents in `carry`, in
     * any order. Empty otherwise.
     *
     * @generated from field: repeated ludus.v1.ZappZerappApprenticeRef set_down_order = 3;
     */
    setDownOrder: ZappZerappApprenticeRef[];
};
/**
 * Describes the message ludus.v1.ZappZerappMove.
 * Use `create(ZappZerappMoveSchema)` to create a new message.
 */
export declare const ZappZerappMoveSchema: GenMessage<ZappZerappMove>;
/**
 * Something that happened in a Zapp Zerapp match. Exactly one field is set.
 *
 * @generated from message ludus.v1.ZappZerappEvent
 */
export type ZappZerappEvent = Message<"ludus.v1.ZappZerappEvent"> & {
    /**
     * The event.
     *
     * @generated from oneof ludus.v1.ZappZerappEvent.event
     */
    event: {
        /**
         * The match began: options and each seat's colour. All apprentices are in their starts.
         *
         * @generated from field: ludus.v1.ZappZerappGameStarted game_started = 1;
         */
        value: ZappZerappGameStarted;
        case: "gameStarted";
    } | {
        /**
         * A round began with a dice roll; the can phase is open.
         *
         * @generated from field: ludus.v1.ZappZerappDiceRolled dice_rolled = 2;
         */
        value: ZappZerappDiceRolled;
        case: "diceRolled";
    } | {
        /**
         * The cans were shuffled into the positions for this round (secret).
         *
         * @generated from field: ludus.v1.ZappZerappCansShuffled cans_shuffled = 3;
         */
        value: ZappZerappCansShuffled;
        case: "cansShuffled";
    } | {
        /**
         * A seat took a can into its hand.
         *
         * @generated from field: ludus.v1.ZappZerappCanGrabbed can_grabbed = 4;
         */
        value: ZappZerappCanGrabbed;
        case: "canGrabbed";
    } | {
        /**
         * A seat shook a can it holds (the sample only for that seat).
         *
         * @generated from field: ludus.v1.ZappZerappCanShaken can_shaken = 5;
         */
        value: ZappZerappCanShaken;
        case: "canShaken";
    } | {
        /**
         * A held can went back to its position.
         *
         * @generated from field: ludus.v1.ZappZerappCanReturned can_returned = 6;
         */
        value: ZappZerappCanReturned;
        case: "canReturned";
    } | {
        /**
         * A seat committed a can.
         *
         * @generated from field: ludus.v1.ZappZerappCanCommitted can_committed = 7;
         */
        value: ZappZerappCanCommitted;
        case: "canCommitted";
    } | {
        /**
         * The can phase ended.
         *
         * @generated from field: ludus.v1.ZappZerappCanPhaseClosed can_phase_closed = 8;
         */
        value: ZappZerappCanPhaseClosed;
        case: "canPhaseClosed";
    } | {
        /**
         * The committed cans were turned over together.
         *
         * @generated from field: ludus.v1.ZappZerappCansRevealed cans_revealed = 9;
         */
        value: ZappZerappCansRevealed;
        case: "cansRevealed";
    } | {
        /**
         * A qualifying seat's move turn began.
         *
         * @generated from field: ludus.v1.ZappZerappMoveTurnStarted move_turn_started = 10;
         */
        value: ZappZerappMoveTurnStarted;
        case: "moveTurnStarted";
    } | {
        /**
         * An apprentice moved.
         *
         * @generated from field: ludus.v1.ZappZerappApprenticeMoved apprentice_moved = 11;
         */
        value: ZappZerappApprenticeMoved;
        case: "apprenticeMoved";
    } | {
        /**
         * An apprentice was banished to its start.
         *
         * @generated from field: ludus.v1.ZappZerappApprenticeBanished apprentice_banished = 12;
         */
        value: ZappZerappApprenticeBanished;
        case: "apprenticeBanished";
    } | {
        /**
         * A carried apprentice was set down at the end of its carrier's move.
         *
         * @generated from field: ludus.v1.ZappZerappApprenticeCarried apprentice_carried = 13;
         */
        value: ZappZerappApprenticeCarried;
        case: "apprenticeCarried";
    } | {
        /**
         * An apprentice entered its city.
         *
         * @generated from field: ludus.v1.ZappZerappApprenticeArrived apprentice_arrived = 14;
         */
        value: ZappZerappApprenticeArrived;
        case: "apprenticeArrived";
    } | {
        /**
         * A qualifying seat could not move and was skipped (a safeguard; never happens in play, R19).
         *
         * @generated from field: ludus.v1.ZappZerappMoveSkipped move_skipped = 15;
         */
        value: ZappZerappMoveSkipped;
        case: "moveSkipped";
    } | {
        /**
         * A seat has all three apprentices home and wins; the match is over.
         *
         * @generated from field: ludus.v1.ZappZerappGameWon game_won = 16;
         */
        value: ZappZerappGameWon;
        case: "gameWon";
    } | {
        case: undefined;
        value?: undefined;
    };
};
/**
 * Describes the message ludus.v1.ZappZerappEvent.
 * Use `create(ZappZerappEventSchema)` to create a new message.
 */
export declare const ZappZerappEventSchema: GenMessage<ZappZerappEvent>;
/**
 * A seat's colour.
 *
 * @generated from message ludus.v1.ZappZerappSeatColour
 */
export type ZappZerappSeatColour = Message<"ludus.v1.ZappZerappSeatColour"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Its colour.
     *
     * @generated from field: ludus.v1.ZappZerappColour colour = 2;
     */
    colour: ZappZerappColour;
};
/**
 * Describes the message ludus.v1.ZappZerappSeatColour.
 * Use `create(ZappZerappSeatColourSchema)` to create a new message.
 */
export declare const ZappZerappSeatColourSchema: GenMessage<ZappZerappSeatColour>;
/**
 * The match began (the first setup event).
 *
 * @generated from message ludus.v1.ZappZerappGameStarted
 */
export type ZappZerappGameStarted = Message<"ludus.v1.ZappZerappGameStarted"> & {
    /**
     * Each seat's colour, in seat order.
     *
     * @generated from field: repeated ludus.v1.ZappZerappSeatColour seats = 1;
     */
    seats: ZappZerappSeatColour[];
    /**
     * The carry variant is on.
     *
     * @generated from field: bool carry_variant = 2;
     */
    carryVariant: boolean;
    /**
     * The can-phase deadline in seconds (the option, with the default filled in).
     *
     * @generated from field: uint32 can_phase_seconds = 3;
     */
    canPhaseSeconds: number;
    /**
     * Apprentices per colour (3), numbered 0..2.
     *
     * @generated from field: uint32 apprentices_per_colour = 4;
     */
    apprenticesPerColour: number;
};
/**
 * Describes the message ludus.v1.ZappZerappGameStarted.
 * Use `create(ZappZerappGameStartedSchema)` to create a new message.
 */
export declare const ZappZerappGameStartedSchema: GenMessage<ZappZerappGameStarted>;
/**
 * A round began: the dice were rolled (R6) and the can phase opened; its deadline runs from here.
 *
 * @generated from message ludus.v1.ZappZerappDiceRolled
 */
export type ZappZerappDiceRolled = Message<"ludus.v1.ZappZerappDiceRolled"> & {
    /**
     * The round, from 1.
     *
     * @generated from field: uint32 round = 1;
     */
    round: number;
    /**
     * The two dice, 1..6 each.
     *
     * @generated from field: repeated uint32 dice = 2;
     */
    dice: number[];
    /**
     * Their sum, 2..12: a can qualifies if its number is at most this.
     *
     * @generated from field: uint32 magic_number = 3;
     */
    magicNumber: number;
    /**
     * The key of the can-phase deadline ("round-<round>-cans").
     *
     * @generated from field: string deadline_key = 4;
     */
    deadlineKey: string;
};
/**
 * Describes the message ludus.v1.ZappZerappDiceRolled.
 * Use `create(ZappZerappDiceRolledSchema)` to create a new message.
 */
export declare const ZappZerappDiceRolledSchema: GenMessage<ZappZerappDiceRolled>;
/**
 * The cans were shuffled into the positions (R7, R8). Secret: `cans` is empty for every seat and
 * for spectators; only the server and an audit of the full log (after the seed is published)
 * see it.
 *
 * @generated from message ludus.v1.ZappZerappCansShuffled
 */
export type ZappZerappCansShuffled = Message<"ludus.v1.ZappZerappCansShuffled"> & {
    /**
     * The round.
     *
     * @generated from field: uint32 round = 1;
     */
    round: number;
    /**
     * The can number (1..13) at each position 0..12, in position order. Always empty for clients.
     *
     * @generated from field: repeated uint32 cans = 2;
     */
    cans: number[];
};
/**
 * Describes the message ludus.v1.ZappZerappCansShuffled.
 * Use `create(ZappZerappCansShuffledSchema)` to create a new message.
 */
export declare const ZappZerappCansShuffledSchema: GenMessage<ZappZerappCansShuffled>;
/**
 * A seat grabbed a can (public, R16).
 *
 * @generated from message ludus.v1.ZappZerappCanGrabbed
 */
export type ZappZerappCanGrabbed = Message<"ludus.v1.ZappZerappCanGrabbed"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The position.
     *
     * @generated from field: uint32 position = 2;
     */
    position: number;
};
/**
 * Describes the message ludus.v1.ZappZerappCanGrabbed.
 * Use `create(ZappZerappCanGrabbedSchema)` to create a new message.
 */
export declare const ZappZerappCanGrabbedSchema: GenMessage<ZappZerappCanGrabbed>;
/**
 * One click of a rattle sample.
 *
 * @generated from message ludus.v1.ZappZerappClick
 */
export type ZappZerappClick = Message<"ludus.v1.ZappZerappClick"> & {
    /**
     * When, in ms from the start of the 1,000 ms window: 0..999.
     *
     * @generated from field: uint32 time_ms = 1;
     */
    timeMs: number;
    /**
     * How loud, 0..1 (three decimals).
     *
     * @generated from field: float loudness = 2;
     */
    loudness: number;
};
/**
 * Describes the message ludus.v1.ZappZerappClick.
 * Use `create(ZappZerappClickSchema)` to create a new message.
 */
export declare const ZappZerappClickSchema: GenMessage<ZappZerappClick>;
/**
 * What a seat heard when it shook a can once (R13): clicks sorted by time (then loudness). A
 * browser plays it as one short click per entry at its time and loudness. The generator is
 * documented in docs/rules/zapp_zerapp.md ("Rattle samples").
 *
 * @generated from message ludus.v1.ZappZerappRattle
 */
export type ZappZerappRattle = Message<"ludus.v1.ZappZerappRattle"> & {
    /**
     * The clicks, sorted by time.
     *
     * @generated from field: repeated ludus.v1.ZappZerappClick clicks = 1;
     */
    clicks: ZappZerappClick[];
};
/**
 * Describes the message ludus.v1.ZappZerappRattle.
 * Use `create(ZappZerappRattleSchema)` to create a new message.
 */
export declare const ZappZerappRattleSchema: GenMessage<ZappZerappRattle>;
/**
 * A seat shook a can it holds. Everyone sees who shook which position (R16); only the shaker
 * receives the sample.
 *
 * @generated from message ludus.v1.ZappZerappCanShaken
 */
export type ZappZerappCanShaken = Message<"ludus.v1.ZappZerappCanShaken"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The position.
     *
     * @generated from field: uint32 position = 2;
     */
    position: number;
    /**
     * The seat's shake counter for this shake: its accepted shakes earlier this round, over all
     * positions (R12). The first shake of a round is 0.
     *
     * @generated from field: uint32 shake = 3;
     */
    shake: number;
    /**
     * The sample; unset for everyone but the shaker.
     *
     * @generated from field: ludus.v1.ZappZerappRattle sample = 4;
     */
    sample?: ZappZerappRattle;
};
/**
 * Describes the message ludus.v1.ZappZerappCanShaken.
 * Use `create(ZappZerappCanShakenSchema)` to create a new message.
 */
export declare const ZappZerappCanShakenSchema: GenMessage<ZappZerappCanShaken>;
/**
 * A held can went back to its position; it is free again.
 *
 * @generated from message ludus.v1.ZappZerappCanReturned
 */
export type ZappZerappCanReturned = Message<"ludus.v1.ZappZerappCanReturned"> & {
    /**
     * The seat that held it.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The position.
     *
     * @generated from field: uint32 position = 2;
     */
    position: number;
    /**
     * Why.
     *
     * @generated from field: ludus.v1.ZappZerappReturnReason reason = 3;
     */
    reason: ZappZerappReturnReason;
};
/**
 * Describes the message ludus.v1.ZappZerappCanReturned.
 * Use `create(ZappZerappCanReturnedSchema)` to create a new message.
 */
export declare const ZappZerappCanReturnedSchema: GenMessage<ZappZerappCanReturned>;
/**
 * A seat committed a can (public; its number stays secret until the reveal, R17).
 *
 * @generated from message ludus.v1.ZappZerappCanCommitted
 */
export type ZappZerappCanCommitted = Message<"ludus.v1.ZappZerappCanCommitted"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The position.
     *
     * @generated from field: uint32 position = 2;
     */
    position: number;
};
/**
 * Describes the message ludus.v1.ZappZerappCanCommitted.
 * Use `create(ZappZerappCanCommittedSchema)` to create a new message.
 */
export declare const ZappZerappCanCommittedSchema: GenMessage<ZappZerappCanCommitted>;
/**
 * The can phase ended; can-phase commands are refused from here on (ZAPP_CAN_PHASE_OVER).
 *
 * @generated from message ludus.v1.ZappZerappCanPhaseClosed
 */
export type ZappZerappCanPhaseClosed = Message<"ludus.v1.ZappZerappCanPhaseClosed"> & {
    /**
     * The round.
     *
     * @generated from field: uint32 round = 1;
     */
    round: number;
    /**
     * Why it ended.
     *
     * @generated from field: ludus.v1.ZappZerappCloseReason reason = 2;
     */
    reason: ZappZerappCloseReason;
    /**
     * The seats that had not committed: they sit this round out (R15).
     *
     * @generated from field: repeated uint32 sitting_out = 3;
     */
    sittingOut: number[];
};
/**
 * Describes the message ludus.v1.ZappZerappCanPhaseClosed.
 * Use `create(ZappZerappCanPhaseClosedSchema)` to create a new message.
 */
export declare const ZappZerappCanPhaseClosedSchema: GenMessage<ZappZerappCanPhaseClosed>;
/**
 * One committed can, turned over.
 *
 * @generated from message ludus.v1.ZappZerappReveal
 */
export type ZappZerappReveal = Message<"ludus.v1.ZappZerappReveal"> & {
    /**
     * The seat that committed it.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Its position.
     *
     * @generated from field: uint32 position = 2;
     */
    position: number;
    /**
     * Its number, 1..13.
     *
     * @generated from field: uint32 can = 3;
     */
    can: number;
    /**
     * True if the number is at most the magic number: the seat moves this round.
     *
     * @generated from field: bool qualifies = 4;
     */
    qualifies: boolean;
};
/**
 * Describes the message ludus.v1.ZappZerappReveal.
 * Use `create(ZappZerappRevealSchema)` to create a new message.
 */
export declare const ZappZerappRevealSchema: GenMessage<ZappZerappReveal>;
/**
 * The committed cans were revealed together (public). Uncommitted cans stay secret (R18).
 *
 * @generated from message ludus.v1.ZappZerappCansRevealed
 */
export type ZappZerappCansRevealed = Message<"ludus.v1.ZappZerappCansRevealed"> & {
    /**
     * The round.
     *
     * @generated from field: uint32 round = 1;
     */
    round: number;
    /**
     * Every committed can, highest number first.
     *
     * @generated from field: repeated ludus.v1.ZappZerappReveal reveals = 2;
     */
    reveals: ZappZerappReveal[];
    /**
     * The seats that move, in move order (highest qualifying number first). Empty: nobody moves
     * and the next round begins.
     *
     * @generated from field: repeated uint32 move_order = 3;
     */
    moveOrder: number[];
};
/**
 * Describes the message ludus.v1.ZappZerappCansRevealed.
 * Use `create(ZappZerappCansRevealedSchema)` to create a new message.
 */
export declare const ZappZerappCansRevealedSchema: GenMessage<ZappZerappCansRevealed>;
/**
 * A qualifying seat must now move (ZappZerappMove).
 *
 * @generated from message ludus.v1.ZappZerappMoveTurnStarted
 */
export type ZappZerappMoveTurnStarted = Message<"ludus.v1.ZappZerappMoveTurnStarted"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Its can number: the steps to move.
     *
     * @generated from field: uint32 steps = 2;
     */
    steps: number;
};
/**
 * Describes the message ludus.v1.ZappZerappMoveTurnStarted.
 * Use `create(ZappZerappMoveTurnStartedSchema)` to create a new message.
 */
export declare const ZappZerappMoveTurnStartedSchema: GenMessage<ZappZerappMoveTurnStarted>;
/**
 * An apprentice moved. The apprentices it carries are set down afterwards
 * (ZappZerappApprenticeCarried); if it reached its city it enters it with a
 * ZappZerappApprenticeArrived.
 *
 * @generated from message ludus.v1.ZappZerappApprenticeMoved
 */
export type ZappZerappApprenticeMoved = Message<"ludus.v1.ZappZerappApprenticeMoved"> & {
    /**
     * The moving seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The apprentice.
     *
     * @generated from field: ludus.v1.ZappZerappApprenticeRef apprentice = 2;
     */
    apprentice?: ZappZerappApprenticeRef;
    /**
     * Where it started (its start or a track space).
     *
     * @generated from field: ludus.v1.ZappZerappLocation origin = 3;
     */
    origin?: ZappZerappLocation;
    /**
     * Where it stands after the move: the last track space it stepped onto. When `reaches_city`
     * is set this is the space in front of its city, and the ZappZerappApprenticeArrived that
     * follows moves it into the city.
     *
     * @generated from field: ludus.v1.ZappZerappLocation destination = 4;
     */
    destination?: ZappZerappLocation;
    /**
     * The track spaces it stepped onto, in order (R20). Every one but the last is passed and the
     * last is landed on, unless `reaches_city` is set: then every one is passed.
     *
     * @generated from field: repeated uint32 path = 5;
     */
    path: number[];
    /**
     * The can number it moved with.
     *
     * @generated from field: uint32 steps = 6;
     */
    steps: number;
    /**
     * Steps given up because the city was reached first (rule 5).
     *
     * @generated from field: uint32 forfeited = 7;
     */
    forfeited: number;
    /**
     * True if the move ends in the apprentice's city.
     *
     * @generated from field: bool reaches_city = 8;
     */
    reachesCity: boolean;
};
/**
 * Describes the message ludus.v1.ZappZerappApprenticeMoved.
 * Use `create(ZappZerappApprenticeMovedSchema)` to create a new message.
 */
export declare const ZappZerappApprenticeMovedSchema: GenMessage<ZappZerappApprenticeMoved>;
/**
 * An opponent apprentice the mover passed or landed on, unprotected, went back to its start.
 *
 * @generated from message ludus.v1.ZappZerappApprenticeBanished
 */
export type ZappZerappApprenticeBanished = Message<"ludus.v1.ZappZerappApprenticeBanished"> & {
    /**
     * The apprentice.
     *
     * @generated from field: ludus.v1.ZappZerappApprenticeRef apprentice = 1;
     */
    apprentice?: ZappZerappApprenticeRef;
    /**
     * The space it stood on.
     *
     * @generated from field: uint32 space = 2;
     */
    space: number;
    /**
     * The seat whose move banished it.
     *
     * @generated from field: uint32 by_seat = 3;
     */
    bySeat: number;
};
/**
 * Describes the message ludus.v1.ZappZerappApprenticeBanished.
 * Use `create(ZappZerappApprenticeBanishedSchema)` to create a new message.
 */
export declare const ZappZerappApprenticeBanishedSchema: GenMessage<ZappZerappApprenticeBanished>;
/**
 * A carried apprentice (carry variant) was set down at the end of its carrier's move (R29): on
 * the carrier's final space, or, when the carrier entered its city, on the space in front of it
 * (R30). Set-downs come in the chosen order; carried apprentices of the carrier's colour that
 * entered the city with it then arrive (ZappZerappApprenticeArrived).
 *
 * @generated from message ludus.v1.ZappZerappApprenticeCarried
 */
export type ZappZerappApprenticeCarried = Message<"ludus.v1.ZappZerappApprenticeCarried"> & {
    /**
     * The carried apprentice.
     *
     * @generated from field: ludus.v1.ZappZerappApprenticeRef apprentice = 1;
     */
    apprentice?: ZappZerappApprenticeRef;
    /**
     * The carrier.
     *
     * @generated from field: ludus.v1.ZappZerappApprenticeRef carrier = 2;
     */
    carrier?: ZappZerappApprenticeRef;
    /**
     * The carry space it was picked up from.
     *
     * @generated from field: uint32 picked_up_at = 3;
     */
    pickedUpAt: number;
    /**
     * The track space it is set down on.
     *
     * @generated from field: uint32 set_down_at = 4;
     */
    setDownAt: number;
};
/**
 * Describes the message ludus.v1.ZappZerappApprenticeCarried.
 * Use `create(ZappZerappApprenticeCarriedSchema)` to create a new message.
 */
export declare const ZappZerappApprenticeCarriedSchema: GenMessage<ZappZerappApprenticeCarried>;
/**
 * An apprentice entered its city (from the space in front of it).
 *
 * @generated from message ludus.v1.ZappZerappApprenticeArrived
 */
export type ZappZerappApprenticeArrived = Message<"ludus.v1.ZappZerappApprenticeArrived"> & {
    /**
     * The apprentice.
     *
     * @generated from field: ludus.v1.ZappZerappApprenticeRef apprentice = 1;
     */
    apprentice?: ZappZerappApprenticeRef;
    /**
     * True if it was carried in by another apprentice of its colour (rule 6 of the variant).
     *
     * @generated from field: bool carried = 2;
     */
    carried: boolean;
    /**
     * Apprentices of its colour now home, 1..3.
     *
     * @generated from field: uint32 home = 3;
     */
    home: number;
};
/**
 * Describes the message ludus.v1.ZappZerappApprenticeArrived.
 * Use `create(ZappZerappApprenticeArrivedSchema)` to create a new message.
 */
export declare const ZappZerappApprenticeArrivedSchema: GenMessage<ZappZerappApprenticeArrived>;
/**
 * A qualifying seat had no apprentice able to move.
 *
 * @generated from message ludus.v1.ZappZerappMoveSkipped
 */
export type ZappZerappMoveSkipped = Message<"ludus.v1.ZappZerappMoveSkipped"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
};
/**
 * Describes the message ludus.v1.ZappZerappMoveSkipped.
 * Use `create(ZappZerappMoveSkippedSchema)` to create a new message.
 */
export declare const ZappZerappMoveSkippedSchema: GenMessage<ZappZerappMoveSkipped>;
/**
 * A seat won (R26): the match ends at once; later seats in the move order do not move.
 *
 * @generated from message ludus.v1.ZappZerappGameWon
 */
export type ZappZerappGameWon = Message<"ludus.v1.ZappZerappGameWon"> & {
    /**
     * The winner.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Its colour.
     *
     * @generated from field: ludus.v1.ZappZerappColour colour = 2;
     */
    colour: ZappZerappColour;
    /**
     * The round it won in.
     *
     * @generated from field: uint32 round = 3;
     */
    round: number;
};
/**
 * Describes the message ludus.v1.ZappZerappGameWon.
 * Use `create(ZappZerappGameWonSchema)` to create a new message.
 */
export declare const ZappZerappGameWonSchema: GenMessage<ZappZerappGameWon>;
/**
 * One seat as everyone may see it.
 *
 * @generated from message ludus.v1.ZappZerappSeatView
 */
export type ZappZerappSeatView = Message<"ludus.v1.ZappZerappSeatView"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Its colour.
     *
     * @generated from field: ludus.v1.ZappZerappColour colour = 2;
     */
    colour: ZappZerappColour;
    /**
     * Positions of the cans it holds (can phase).
     *
     * @generated from field: repeated uint32 held = 3;
     */
    held: number[];
    /**
     * True once it has committed this round.
     *
     * @generated from field: bool committed = 4;
     */
    committed: boolean;
    /**
     * The position it committed (when `committed`).
     *
     * @generated from field: uint32 committed_position = 5;
     */
    committedPosition: number;
    /**
     * Its accepted shakes this round (its next shake counter).
     *
     * @generated from field: uint32 shakes = 6;
     */
    shakes: number;
    /**
     * True after the can phase if it did not commit: it sits this round out.
     *
     * @generated from field: bool sitting_out = 7;
     */
    sittingOut: boolean;
    /**
     * Its apprentices in its city, 0..3.
     *
     * @generated from field: uint32 home = 8;
     */
    home: number;
};
/**
 * Describes the message ludus.v1.ZappZerappSeatView.
 * Use `create(ZappZerappSeatViewSchema)` to create a new message.
 */
export declare const ZappZerappSeatViewSchema: GenMessage<ZappZerappSeatView>;
/**
 * One can position.
 *
 * @generated from message ludus.v1.ZappZerappPositionView
 */
export type ZappZerappPositionView = Message<"ludus.v1.ZappZerappPositionView"> & {
    /**
     * The position, 0..12.
     *
     * @generated from field: uint32 position = 1;
     */
    position: number;
    /**
     * Free, held or committed.
     *
     * @generated from field: ludus.v1.ZappZerappCanState state = 2;
     */
    state: ZappZerappCanState;
    /**
     * The holding or committing seat (HELD and COMMITTED only).
     *
     * @generated from field: optional uint32 seat = 3;
     */
    seat?: number;
};
/**
 * Describes the message ludus.v1.ZappZerappPositionView.
 * Use `create(ZappZerappPositionViewSchema)` to create a new message.
 */
export declare const ZappZerappPositionViewSchema: GenMessage<ZappZerappPositionView>;
/**
 * One apprentice.
 *
 * @generated from message ludus.v1.ZappZerappApprenticeView
 */
export type ZappZerappApprenticeView = Message<"ludus.v1.ZappZerappApprenticeView"> & {
    /**
     * Its name.
     *
     * @generated from field: ludus.v1.ZappZerappApprenticeRef apprentice = 1;
     */
    apprentice?: ZappZerappApprenticeRef;
    /**
     * Where it is.
     *
     * @generated from field: ludus.v1.ZappZerappLocation location = 2;
     */
    location?: ZappZerappLocation;
    /**
     * Stacking order on a track space: a larger number arrived later (on top). 0 off the track.
     *
     * @generated from field: uint32 arrival = 3;
     */
    arrival: number;
};
/**
 * Describes the message ludus.v1.ZappZerappApprenticeView.
 * Use `create(ZappZerappApprenticeViewSchema)` to create a new message.
 */
export declare const ZappZerappApprenticeViewSchema: GenMessage<ZappZerappApprenticeView>;
/**
 * One of the viewer's own rattle samples this round.
 *
 * @generated from message ludus.v1.ZappZerappOwnSample
 */
export type ZappZerappOwnSample = Message<"ludus.v1.ZappZerappOwnSample"> & {
    /**
     * The position shaken.
     *
     * @generated from field: uint32 position = 1;
     */
    position: number;
    /**
     * The shake counter it was drawn with.
     *
     * @generated from field: uint32 shake = 2;
     */
    shake: number;
    /**
     * The sample.
     *
     * @generated from field: ludus.v1.ZappZerappRattle sample = 3;
     */
    sample?: ZappZerappRattle;
};
/**
 * Describes the message ludus.v1.ZappZerappOwnSample.
 * Use `create(ZappZerappOwnSampleSchema)` to create a new message.
 */
export declare const ZappZerappOwnSampleSchema: GenMessage<ZappZerappOwnSample>;
/**
 * A Zapp Zerapp match as one seat (or a spectator) may see it.
 *
 * @generated from message ludus.v1.ZappZerappView
 */
export type ZappZerappView = Message<"ludus.v1.ZappZerappView"> & {
    /**
     * The seat the view is for; unset for a spectator.
     *
     * @generated from field: optional uint32 viewer = 1;
     */
    viewer?: number;
    /**
     * The phase.
     *
     * @generated from field: ludus.v1.ZappZerappPhase phase = 2;
     */
    phase: ZappZerappPhase;
    /**
     * The round, from 1.
     *
     * @generated from field: uint32 round = 3;
     */
    round: number;
    /**
     * The two dice of this round.
     *
     * @generated from field: repeated uint32 dice = 4;
     */
    dice: number[];
    /**
     * Their sum.
     *
     * @generated from field: uint32 magic_number = 5;
     */
    magicNumber: number;
    /**
     * The seats whose decision is awaited: in the can phase every seat that has not committed,
     * in the move phase the mover.
     *
     * @generated from field: repeated uint32 awaiting = 6;
     */
    awaiting: number[];
    /**
     * The carry variant is on.
     *
     * @generated from field: bool carry_variant = 7;
     */
    carryVariant: boolean;
    /**
     * The can-phase deadline in seconds. The time left is the platform's to show (R16).
     *
     * @generated from field: uint32 can_phase_seconds = 8;
     */
    canPhaseSeconds: number;
    /**
     * The running deadline's key (can phase only), e.g. "round-3-cans".
     *
     * @generated from field: string deadline_key = 9;
     */
    deadlineKey: string;
    /**
     * Every seat, in seat order.
     *
     * @generated from field: repeated ludus.v1.ZappZerappSeatView seats = 10;
     */
    seats: ZappZerappSeatView[];
    /**
     * The 13 can positions, in order.
     *
     * @generated from field: repeated ludus.v1.ZappZerappPositionView positions = 11;
     */
    positions: ZappZerappPositionView[];
    /**
     * Every apprentice in play, by seat then index.
     *
     * @generated from field: repeated ludus.v1.ZappZerappApprenticeView apprentices = 12;
     */
    apprentices: ZappZerappApprenticeView[];
    /**
     * The viewer's own rattle samples of this round, in shake order; empty for anyone else.
     *
     * @generated from field: repeated ludus.v1.ZappZerappOwnSample own_samples = 13;
     */
    ownSamples: ZappZerappOwnSample[];
    /**
     * Move phase: the seats still to move, the current mover first.
     *
     * @generated from field: repeated uint32 move_order = 14;
     */
    moveOrder: number[];
    /**
     * Move phase: the seat to move now.
     *
     * @generated from field: optional uint32 current_mover = 15;
     */
    currentMover?: number;
    /**
     * Move phase: the current mover's steps (its can number).
     *
     * @generated from field: uint32 steps = 16;
     */
    steps: number;
    /**
     * This round's revealed cans (move phase and after), highest first.
     *
     * @generated from field: repeated ludus.v1.ZappZerappReveal reveals = 17;
     */
    reveals: ZappZerappReveal[];
    /**
     * The winner, once the match is over.
     *
     * @generated from field: optional uint32 winner = 18;
     */
    winner?: number;
};
/**
 * Describes the message ludus.v1.ZappZerappView.
 * Use `create(ZappZerappViewSchema)` to create a new message.
 */
export declare const ZappZerappViewSchema: GenMessage<ZappZerappView>;
/**
 * An apprentice colour. Also the colour of a protected zone and of a tower.
 *
 * @generated from enum ludus.v1.ZappZerappColour
 */
export declare enum ZappZerappColour {
    /**
     * Not a colour; rejected in commands. On a ZappZerappSpace it means a white space.
     *
     * @generated from enum value: ZAPP_ZERAPP_COLOUR_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Red (seat 0).
     *
     * @generated from enum value: ZAPP_ZERAPP_COLOUR_RED = 1;
     */
    RED = 1,
    /**
     * Blue (seat 1).
     *
     * @generated from enum value: ZAPP_ZERAPP_COLOUR_BLUE = 2;
     */
    BLUE = 2,
    /**
     * Yellow (seat 2).
     *
     * @generated from enum value: ZAPP_ZERAPP_COLOUR_YELLOW = 3;
     */
    YELLOW = 3,
    /**
     * Green (seat 3).
     *
     * @generated from enum value: ZAPP_ZERAPP_COLOUR_GREEN = 4;
     */
    GREEN = 4
}
/**
 * Describes the enum ludus.v1.ZappZerappColour.
 */
export declare const ZappZerappColourSchema: GenEnum<ZappZerappColour>;
/**
 * Where an apprentice is.
 *
 * @generated from enum ludus.v1.ZappZerappArea
 */
export declare enum ZappZerappArea {
    /**
     * Never sent.
     *
     * @generated from enum value: ZAPP_ZERAPP_AREA_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * In its colour's start, off the track (25 steps from its city on the Ludus board).
     *
     * @generated from enum value: ZAPP_ZERAPP_AREA_START = 1;
     */
    START = 1,
    /**
     * On a track space (ZappZerappLocation.space).
     *
     * @generated from enum value: ZAPP_ZERAPP_AREA_TRACK = 2;
     */
    TRACK = 2,
    /**
     * In its colour's city: home for good.
     *
     * @generated from enum value: ZAPP_ZERAPP_AREA_CITY = 3;
     */
    CITY = 3
}
/**
 * Describes the enum ludus.v1.ZappZerappArea.
 */
export declare const ZappZerappAreaSchema: GenEnum<ZappZerappArea>;
/**
 * Where a match stands.
 *
 * @generated from enum ludus.v1.ZappZerappPhase
 */
export declare enum ZappZerappPhase {
    /**
     * Never sent.
     *
     * @generated from enum value: ZAPP_ZERAPP_PHASE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * The can phase: every seat that has not committed may grab, shake, release and commit cans.
     *
     * @generated from enum value: ZAPP_ZERAPP_PHASE_CANS = 1;
     */
    CANS = 1,
    /**
     * The move phase: the qualifying seats move one at a time, highest can first.
     *
     * @generated from enum value: ZAPP_ZERAPP_PHASE_MOVES = 2;
     */
    MOVES = 2,
    /**
     * A seat has all three apprentices home; the match is over.
     *
     * @generated from enum value: ZAPP_ZERAPP_PHASE_OVER = 3;
     */
    OVER = 3
}
/**
 * Describes the enum ludus.v1.ZappZerappPhase.
 */
export declare const ZappZerappPhaseSchema: GenEnum<ZappZerappPhase>;
/**
 * What is at a can position during the can phase (public, R16).
 *
 * @generated from enum ludus.v1.ZappZerappCanState
 */
export declare enum ZappZerappCanState {
    /**
     * Never sent.
     *
     * @generated from enum value: ZAPP_ZERAPP_CAN_STATE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * On the plateau: anyone with a free hand may grab it.
     *
     * @generated from enum value: ZAPP_ZERAPP_CAN_STATE_FREE = 1;
     */
    FREE = 1,
    /**
     * In a seat's hand.
     *
     * @generated from enum value: ZAPP_ZERAPP_CAN_STATE_HELD = 2;
     */
    HELD = 2,
    /**
     * Committed (placed in front of a seat) for this round.
     *
     * @generated from enum value: ZAPP_ZERAPP_CAN_STATE_COMMITTED = 3;
     */
    COMMITTED = 3
}
/**
 * Describes the enum ludus.v1.ZappZerappCanState.
 */
export declare const ZappZerappCanStateSchema: GenEnum<ZappZerappCanState>;
/**
 * Why a held can went back to its position.
 *
 * @generated from enum ludus.v1.ZappZerappReturnReason
 */
export declare enum ZappZerappReturnReason {
    /**
     * Never sent.
     *
     * @generated from enum value: ZAPP_ZERAPP_RETURN_REASON_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * The seat released it (ZappZerappRelease).
     *
     * @generated from enum value: ZAPP_ZERAPP_RETURN_REASON_RELEASED = 1;
     */
    RELEASED = 1,
    /**
     * The seat committed its other held can; this one goes back (seed can rule 6).
     *
     * @generated from enum value: ZAPP_ZERAPP_RETURN_REASON_COMMITTED_OTHER = 2;
     */
    COMMITTED_OTHER = 2,
    /**
     * The can phase ended while the seat still held it; the seat sits the round out (R15).
     *
     * @generated from enum value: ZAPP_ZERAPP_RETURN_REASON_PHASE_CLOSED = 3;
     */
    PHASE_CLOSED = 3
}
/**
 * Describes the enum ludus.v1.ZappZerappReturnReason.
 */
export declare const ZappZerappReturnReasonSchema: GenEnum<ZappZerappReturnReason>;
/**
 * Why the can phase ended.
 *
 * @generated from enum ludus.v1.ZappZerappCloseReason
 */
export declare enum ZappZerappCloseReason {
    /**
     * Never sent.
     *
     * @generated from enum value: ZAPP_ZERAPP_CLOSE_REASON_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Every seat had committed.
     *
     * @generated from enum value: ZAPP_ZERAPP_CLOSE_REASON_ALL_COMMITTED = 1;
     */
    ALL_COMMITTED = 1,
    /**
     * The deadline ran out (the platform's timer called expire).
     *
     * @generated from enum value: ZAPP_ZERAPP_CLOSE_REASON_DEADLINE = 2;
     */
    DEADLINE = 2
}
/**
 * Describes the enum ludus.v1.ZappZerappCloseReason.
 */
export declare const ZappZerappCloseReasonSchema: GenEnum<ZappZerappCloseReason>;
