import type { GenEnum, GenFile, GenMessage } from "@bufbuild/protobuf/codegenv2";
import type { Message } from "@bufbuild/protobuf";
/**
 * Describes the file ludus/v1/arkadia.proto.
 */
export declare const file_ludus_v1_arkadia: GenFile;
/**
 * Arkadia has no options: setup and rules are the same for 2, 3 and 4 players. The message exists
 * so that variants can be added compatibly.
 *
 * @generated from message ludus.v1.ArkadiaOptions
 */
export type ArkadiaOptions = Message<"ludus.v1.ArkadiaOptions"> & {};
/**
 * Describes the message ludus.v1.ArkadiaOptions.
 * Use `create(ArkadiaOptionsSchema)` to create a new message.
 */
export declare const ArkadiaOptionsSchema: GenMessage<ArkadiaOptions>;
/**
 * A board square.
 *
 * @generated from message ludus.v1.ArkadiaSquare
 */
export type ArkadiaSquare = Message<"ludus.v1.ArkadiaSquare"> & {
    /**
     * Row, 0..rows-1 (0 is the top row).
     *
     * @generated from field: uint32 row = 1;
     */
    row: number;
    /**
     * Column, 0..cols-1 (0 is the left column).
     *
     * @generated from field: uint32 col = 2;
     */
    col: number;
};
/**
 * Describes the message ludus.v1.ArkadiaSquare.
 * Use `create(ArkadiaSquareSchema)` to create a new message.
 */
export declare const ArkadiaSquareSchema: GenMessage<ArkadiaSquare>;
/**
 * A building card. Cards with the same form and colour are interchangeable.
 *
 * @generated from message ludus.v1.ArkadiaCard
 */
export type ArkadiaCard = Message<"ludus.v1.ArkadiaCard"> & {
    /**
     * The building form's edition id, e.g. "house".
     *
     * @generated from field: string form = 1;
     */
    form: string;
    /**
     * The seal colour printed on the card: the colour of the building's commission seal.
     *
     * @generated from field: ludus.v1.ArkadiaColour colour = 2;
     */
    colour: ArkadiaColour;
};
/**
 * Describes the message ludus.v1.ArkadiaCard.
 * Use `create(ArkadiaCardSchema)` to create a new message.
 */
export declare const ArkadiaCardSchema: GenMessage<ArkadiaCard>;
/**
 * A count per seal colour (seals, castle pieces or seal values).
 *
 * @generated from message ludus.v1.ArkadiaSeals
 */
export type ArkadiaSeals = Message<"ludus.v1.ArkadiaSeals"> & {
    /**
     * Red.
     *
     * @generated from field: uint32 red = 1;
     */
    red: number;
    /**
     * Olive.
     *
     * @generated from field: uint32 olive = 2;
     */
    olive: number;
    /**
     * Silver.
     *
     * @generated from field: uint32 silver = 3;
     */
    silver: number;
    /**
     * Black.
     *
     * @generated from field: uint32 black = 4;
     */
    black: number;
};
/**
 * Describes the message ludus.v1.ArkadiaSeals.
 * Use `create(ArkadiaSealsSchema)` to create a new message.
 */
export declare const ArkadiaSealsSchema: GenMessage<ArkadiaSeals>;
/**
 * One distinct orientation of a form.
 *
 * @generated from message ludus.v1.ArkadiaOrientation
 */
export type ArkadiaOrientation = Message<"ludus.v1.ArkadiaOrientation"> & {
    /**
     * Quarter turns clockwise, 0..3, applied after the reflection.
     *
     * @generated from field: uint32 rotation = 1;
     */
    rotation: number;
    /**
     * True if the base cells are mirrored left-right first.
     *
     * @generated from field: bool reflected = 2;
     */
    reflected: boolean;
    /**
     * The resulting cells as (row, col) offsets from the top-left corner of their bounding box.
     *
     * @generated from field: repeated ludus.v1.ArkadiaSquare cells = 3;
     */
    cells: ArkadiaSquare[];
};
/**
 * Describes the message ludus.v1.ArkadiaOrientation.
 * Use `create(ArkadiaOrientationSchema)` to create a new message.
 */
export declare const ArkadiaOrientationSchema: GenMessage<ArkadiaOrientation>;
/**
 * A building form.
 *
 * @generated from message ludus.v1.ArkadiaForm
 */
export type ArkadiaForm = Message<"ludus.v1.ArkadiaForm"> & {
    /**
     * Stable id, e.g. "house".
     *
     * @generated from field: string id = 1;
     */
    id: string;
    /**
     * English name, e.g. "House".
     *
     * @generated from field: string name = 2;
     */
    name: string;
    /**
     * Cells of the base orientation as (row, col) offsets.
     *
     * @generated from field: repeated ludus.v1.ArkadiaSquare cells = 3;
     */
    cells: ArkadiaSquare[];
    /**
     * Every distinct orientation. A build command must name one of these (rotation, reflected)
     * pairs exactly: equivalent descriptions of the same shape are not accepted, so every shape
     * has one description.
     *
     * @generated from field: repeated ludus.v1.ArkadiaOrientation orientations = 4;
     */
    orientations: ArkadiaOrientation[];
    /**
     * Buildings (and cards) of this form.
     *
     * @generated from field: uint32 buildings = 5;
     */
    buildings: number;
    /**
     * Cards of this form per seal colour.
     *
     * @generated from field: ludus.v1.ArkadiaSeals cards = 6;
     */
    cards?: ArkadiaSeals;
};
/**
 * Describes the message ludus.v1.ArkadiaForm.
 * Use `create(ArkadiaFormSchema)` to create a new message.
 */
export declare const ArkadiaFormSchema: GenMessage<ArkadiaForm>;
/**
 * The edition's fixed data (the Ludus edition: a reconstruction, see the rules reference).
 *
 * @generated from message ludus.v1.ArkadiaEdition
 */
export type ArkadiaEdition = Message<"ludus.v1.ArkadiaEdition"> & {
    /**
     * Edition name.
     *
     * @generated from field: string name = 1;
     */
    name: string;
    /**
     * Board rows (12).
     *
     * @generated from field: uint32 rows = 2;
     */
    rows: number;
    /**
     * Board columns (16).
     *
     * @generated from field: uint32 cols = 3;
     */
    cols: number;
    /**
     * Tent squares at the start of a match.
     *
     * @generated from field: repeated ludus.v1.ArkadiaSquare tents = 4;
     */
    tents: ArkadiaSquare[];
    /**
     * The seven building forms.
     *
     * @generated from field: repeated ludus.v1.ArkadiaForm forms = 5;
     */
    forms: ArkadiaForm[];
    /**
     * The lot's height in squares (2).
     *
     * @generated from field: uint32 lot_rows = 6;
     */
    lotRows: number;
    /**
     * The lot's width in squares (5).
     *
     * @generated from field: uint32 lot_cols = 7;
     */
    lotCols: number;
    /**
     * The lot's printed colours, lot square 0 first (row by row); NONE for a blank square.
     *
     * @generated from field: repeated ludus.v1.ArkadiaColour lot_colours = 8;
     */
    lotColours: ArkadiaColour[];
    /**
     * The top-left corners the lot may be placed at; one is drawn at setup.
     *
     * @generated from field: repeated ludus.v1.ArkadiaSquare lot_positions = 9;
     */
    lotPositions: ArkadiaSquare[];
    /**
     * The castle pools at setup: floor 1, floor 2, floor 3.
     *
     * @generated from field: repeated ludus.v1.ArkadiaSeals castle_pools = 10;
     */
    castlePools: ArkadiaSeals[];
    /**
     * Workers per player colour (11).
     *
     * @generated from field: uint32 workers_per_player = 11;
     */
    workersPerPlayer: number;
    /**
     * Workers of their colour each player starts with behind the screen (3).
     *
     * @generated from field: uint32 starting_workers = 12;
     */
    startingWorkers: number;
    /**
     * Neutral workers (24).
     *
     * @generated from field: uint32 neutral_workers = 13;
     */
    neutralWorkers: number;
    /**
     * Architect banners per player (4).
     *
     * @generated from field: uint32 banners_per_player = 14;
     */
    bannersPerPlayer: number;
    /**
     * Own workers a banner brings from the general pool (2).
     *
     * @generated from field: uint32 workers_per_banner = 15;
     */
    workersPerBanner: number;
    /**
     * Cards in a full hand (4).
     *
     * @generated from field: uint32 hand_size = 16;
     */
    handSize: number;
    /**
     * Cards in a full display (3).
     *
     * @generated from field: uint32 display_size = 17;
     */
    displaySize: number;
};
/**
 * Describes the message ludus.v1.ArkadiaEdition.
 * Use `create(ArkadiaEditionSchema)` to create a new message.
 */
export declare const ArkadiaEditionSchema: GenMessage<ArkadiaEdition>;
/**
 * A command of a seat. Exactly one field is set.
 *
 * @generated from message ludus.v1.ArkadiaCommand
 */
export type ArkadiaCommand = Message<"ludus.v1.ArkadiaCommand"> & {
    /**
     * The command.
     *
     * @generated from oneof ludus.v1.ArkadiaCommand.command
     */
    command: {
        /**
         * Action A: play a card and place its building, then draw a card.
         *
         * @generated from field: ludus.v1.ArkadiaBuild build = 1;
         */
        value: ArkadiaBuild;
        case: "build";
    } | {
        /**
         * Action B: place workers around one building.
         *
         * @generated from field: ludus.v1.ArkadiaPlaceWorkers place_workers = 2;
         */
        value: ArkadiaPlaceWorkers;
        case: "placeWorkers";
    } | {
        /**
         * Instead of an action, only when neither a build nor a worker placement is possible.
         *
         * @generated from field: ludus.v1.ArkadiaPassTurn pass_turn = 3;
         */
        value: ArkadiaPassTurn;
        case: "passTurn";
    } | {
        /**
         * Phase CASTLE: place a castle piece for the next completed building.
         *
         * @generated from field: ludus.v1.ArkadiaPlaceCastlePiece place_castle_piece = 4;
         */
        value: ArkadiaPlaceCastlePiece;
        case: "placeCastlePiece";
    } | {
        /**
         * Phase BANNER: use an architect banner (2 workers, then an optional cash-in). Ends the turn.
         *
         * @generated from field: ludus.v1.ArkadiaUseBanner use_banner = 5;
         */
        value: ArkadiaUseBanner;
        case: "useBanner";
    } | {
        /**
         * Phase BANNER: end the turn without a banner.
         *
         * @generated from field: ludus.v1.ArkadiaEndTurn end_turn = 6;
         */
        value: ArkadiaEndTurn;
        case: "endTurn";
    } | {
        case: undefined;
        value?: undefined;
    };
};
/**
 * Describes the message ludus.v1.ArkadiaCommand.
 * Use `create(ArkadiaCommandSchema)` to create a new message.
 */
export declare const ArkadiaCommandSchema: GenMessage<ArkadiaCommand>;
/**
 * Action A. The building covers the squares of the chosen orientation with its bounding box's
 * top-left corner at (row, col). Every covered square must be on the board and hold no building,
 * lot square or worker (tents may be covered); at least one covered square must be adjacent to a
 * building, the lot or a worker. Each covered tent brings a neutral worker while they last.
 *
 * @generated from message ludus.v1.ArkadiaBuild
 */
export type ArkadiaBuild = Message<"ludus.v1.ArkadiaBuild"> & {
    /**
     * The hand card to play (by form and colour).
     *
     * @generated from field: ludus.v1.ArkadiaCard card = 1;
     */
    card?: ArkadiaCard;
    /**
     * The orientation's rotation, as listed in ArkadiaForm.orientations.
     *
     * @generated from field: uint32 rotation = 2;
     */
    rotation: number;
    /**
     * The orientation's reflection, as listed in ArkadiaForm.orientations.
     *
     * @generated from field: bool reflected = 3;
     */
    reflected: boolean;
    /**
     * Board row of the orientation's top-left corner.
     *
     * @generated from field: uint32 row = 4;
     */
    row: number;
    /**
     * Board column of the orientation's top-left corner.
     *
     * @generated from field: uint32 col = 5;
     */
    col: number;
    /**
     * Where the replacement card comes from. Drawing is mandatory while any card is available.
     *
     * @generated from field: ludus.v1.ArkadiaDrawSource draw_from = 6;
     */
    drawFrom: ArkadiaDrawSource;
    /**
     * With draw_from DISPLAY: the display slot, 0..display size - 1. Must be 0 otherwise.
     *
     * @generated from field: uint32 display_slot = 7;
     */
    displaySlot: number;
};
/**
 * Describes the message ludus.v1.ArkadiaBuild.
 * Use `create(ArkadiaBuildSchema)` to create a new message.
 */
export declare const ArkadiaBuildSchema: GenMessage<ArkadiaBuild>;
/**
 * One worker to place.
 *
 * @generated from message ludus.v1.ArkadiaWorkerPlacement
 */
export type ArkadiaWorkerPlacement = Message<"ludus.v1.ArkadiaWorkerPlacement"> & {
    /**
     * The square: empty (no building, lot or worker; a tent is fine) and adjacent to the building.
     *
     * @generated from field: ludus.v1.ArkadiaSquare square = 1;
     */
    square?: ArkadiaSquare;
    /**
     * True for a neutral worker, false for one of your own colour.
     *
     * @generated from field: bool neutral = 2;
     */
    neutral: boolean;
};
/**
 * Describes the message ludus.v1.ArkadiaWorkerPlacement.
 * Use `create(ArkadiaWorkerPlacementSchema)` to create a new message.
 */
export declare const ArkadiaWorkerPlacementSchema: GenMessage<ArkadiaWorkerPlacement>;
/**
 * Action B: put at least one worker you hold on empty squares adjacent to one building.
 *
 * @generated from message ludus.v1.ArkadiaPlaceWorkers
 */
export type ArkadiaPlaceWorkers = Message<"ludus.v1.ArkadiaPlaceWorkers"> & {
    /**
     * The building's id (ArkadiaBuilding.id). The lot cannot be chosen.
     *
     * @generated from field: uint32 building = 1;
     */
    building: number;
    /**
     * The workers, at least one, each on its own square, listed in ascending square order
     * (row-major: by row, then column). Own and neutral workers may be mixed.
     *
     * @generated from field: repeated ludus.v1.ArkadiaWorkerPlacement workers = 2;
     */
    workers: ArkadiaWorkerPlacement[];
};
/**
 * Describes the message ludus.v1.ArkadiaPlaceWorkers.
 * Use `create(ArkadiaPlaceWorkersSchema)` to create a new message.
 */
export declare const ArkadiaPlaceWorkersSchema: GenMessage<ArkadiaPlaceWorkers>;
/**
 * Pass instead of an action: allowed exactly when no hand card has a legal placement and you
 * hold no worker or no building has an empty adjacent square.
 *
 * @generated from message ludus.v1.ArkadiaPassTurn
 */
export type ArkadiaPassTurn = Message<"ludus.v1.ArkadiaPassTurn"> & {};
/**
 * Describes the message ludus.v1.ArkadiaPassTurn.
 * Use `create(ArkadiaPassTurnSchema)` to create a new message.
 */
export declare const ArkadiaPassTurnSchema: GenMessage<ArkadiaPassTurn>;
/**
 * Place one castle piece: a piece of that colour from the current floor's pool onto a lot square
 * that is empty on the current floor.
 *
 * @generated from message ludus.v1.ArkadiaPlaceCastlePiece
 */
export type ArkadiaPlaceCastlePiece = Message<"ludus.v1.ArkadiaPlaceCastlePiece"> & {
    /**
     * The piece's colour.
     *
     * @generated from field: ludus.v1.ArkadiaColour colour = 1;
     */
    colour: ArkadiaColour;
    /**
     * The lot square, 0..9.
     *
     * @generated from field: uint32 lot_square = 2;
     */
    lotSquare: number;
};
/**
 * Describes the message ludus.v1.ArkadiaPlaceCastlePiece.
 * Use `create(ArkadiaPlaceCastlePieceSchema)` to create a new message.
 */
export declare const ArkadiaPlaceCastlePieceSchema: GenMessage<ArkadiaPlaceCastlePiece>;
/**
 * Use an architect banner: take 2 workers of your colour from the general pool (or what is left),
 * then cash in the given seals at the current values. Ends the turn.
 *
 * @generated from message ludus.v1.ArkadiaUseBanner
 */
export type ArkadiaUseBanner = Message<"ludus.v1.ArkadiaUseBanner"> & {
    /**
     * Seals to cash in per colour (each at most what you hold); all zero cashes in nothing.
     *
     * @generated from field: ludus.v1.ArkadiaSeals cash_in = 1;
     */
    cashIn?: ArkadiaSeals;
};
/**
 * Describes the message ludus.v1.ArkadiaUseBanner.
 * Use `create(ArkadiaUseBannerSchema)` to create a new message.
 */
export declare const ArkadiaUseBannerSchema: GenMessage<ArkadiaUseBanner>;
/**
 * End the turn without using a banner.
 *
 * @generated from message ludus.v1.ArkadiaEndTurn
 */
export type ArkadiaEndTurn = Message<"ludus.v1.ArkadiaEndTurn"> & {};
/**
 * Describes the message ludus.v1.ArkadiaEndTurn.
 * Use `create(ArkadiaEndTurnSchema)` to create a new message.
 */
export declare const ArkadiaEndTurnSchema: GenMessage<ArkadiaEndTurn>;
/**
 * Something that happened in an Arkadia match. Exactly one field is set.
 *
 * @generated from message ludus.v1.ArkadiaEvent
 */
export type ArkadiaEvent = Message<"ludus.v1.ArkadiaEvent"> & {
    /**
     * The event.
     *
     * @generated from oneof ludus.v1.ArkadiaEvent.event
     */
    event: {
        /**
         * Setup: lot position, hands, display and pile.
         *
         * @generated from field: ludus.v1.ArkadiaSetup setup = 1;
         */
        value: ArkadiaSetup;
        case: "setup";
    } | {
        /**
         * A seat's turn begins.
         *
         * @generated from field: ludus.v1.ArkadiaTurnStarted turn_started = 2;
         */
        value: ArkadiaTurnStarted;
        case: "turnStarted";
    } | {
        /**
         * A building was placed (action A).
         *
         * @generated from field: ludus.v1.ArkadiaBuildingPlaced building_placed = 3;
         */
        value: ArkadiaBuildingPlaced;
        case: "buildingPlaced";
    } | {
        /**
         * A seat drew a card after building.
         *
         * @generated from field: ludus.v1.ArkadiaCardDrawn card_drawn = 4;
         */
        value: ArkadiaCardDrawn;
        case: "cardDrawn";
    } | {
        /**
         * The pile's top card was turned up into the display.
         *
         * @generated from field: ludus.v1.ArkadiaDisplayRefilled display_refilled = 5;
         */
        value: ArkadiaDisplayRefilled;
        case: "displayRefilled";
    } | {
        /**
         * Workers were placed around a building (action B).
         *
         * @generated from field: ludus.v1.ArkadiaWorkersPlaced workers_placed = 6;
         */
        value: ArkadiaWorkersPlaced;
        case: "workersPlaced";
    } | {
        /**
         * A seat passed instead of an action.
         *
         * @generated from field: ludus.v1.ArkadiaPassed passed = 7;
         */
        value: ArkadiaPassed;
        case: "passed";
    } | {
        /**
         * A building was completed and paid out.
         *
         * @generated from field: ludus.v1.ArkadiaBuildingCompleted building_completed = 8;
         */
        value: ArkadiaBuildingCompleted;
        case: "buildingCompleted";
    } | {
        /**
         * A castle piece was placed for a completed building.
         *
         * @generated from field: ludus.v1.ArkadiaCastlePiecePlaced castle_piece_placed = 9;
         */
        value: ArkadiaCastlePiecePlaced;
        case: "castlePiecePlaced";
    } | {
        /**
         * A completed building's castle placement was impossible (no piece left for the floor).
         *
         * @generated from field: ludus.v1.ArkadiaCastlePlacementSkipped castle_placement_skipped = 10;
         */
        value: ArkadiaCastlePlacementSkipped;
        case: "castlePlacementSkipped";
    } | {
        /**
         * A castle floor was filled; its pool's leftovers moved to the floor-3 pool.
         *
         * @generated from field: ludus.v1.ArkadiaFloorCompleted floor_completed = 11;
         */
        value: ArkadiaFloorCompleted;
        case: "floorCompleted";
    } | {
        /**
         * Floor 2 was filled: the end is triggered.
         *
         * @generated from field: ludus.v1.ArkadiaEndTriggered end_triggered = 12;
         */
        value: ArkadiaEndTriggered;
        case: "endTriggered";
    } | {
        /**
         * A seat used an architect banner.
         *
         * @generated from field: ludus.v1.ArkadiaBannerUsed banner_used = 13;
         */
        value: ArkadiaBannerUsed;
        case: "bannerUsed";
    } | {
        /**
         * The game ended: final conversion and result.
         *
         * @generated from field: ludus.v1.ArkadiaGameEnded game_ended = 14;
         */
        value: ArkadiaGameEnded;
        case: "gameEnded";
    } | {
        case: undefined;
        value?: undefined;
    };
};
/**
 * Describes the message ludus.v1.ArkadiaEvent.
 * Use `create(ArkadiaEventSchema)` to create a new message.
 */
export declare const ArkadiaEventSchema: GenMessage<ArkadiaEvent>;
/**
 * A seat's hand. In events and views other seats (and spectators) receive only `count`.
 *
 * @generated from message ludus.v1.ArkadiaHand
 */
export type ArkadiaHand = Message<"ludus.v1.ArkadiaHand"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The cards: only for the hand's owner.
     *
     * @generated from field: repeated ludus.v1.ArkadiaCard cards = 2;
     */
    cards: ArkadiaCard[];
    /**
     * How many cards the hand holds (public).
     *
     * @generated from field: uint32 count = 3;
     */
    count: number;
};
/**
 * Describes the message ludus.v1.ArkadiaHand.
 * Use `create(ArkadiaHandSchema)` to create a new message.
 */
export declare const ArkadiaHandSchema: GenMessage<ArkadiaHand>;
/**
 * The game's setup.
 *
 * @generated from message ludus.v1.ArkadiaSetup
 */
export type ArkadiaSetup = Message<"ludus.v1.ArkadiaSetup"> & {
    /**
     * The lot's top-left square, drawn from ArkadiaEdition.lot_positions.
     *
     * @generated from field: ludus.v1.ArkadiaSquare lot = 1;
     */
    lot?: ArkadiaSquare;
    /**
     * Each seat's four-card hand (cards only for the owner).
     *
     * @generated from field: repeated ludus.v1.ArkadiaHand hands = 2;
     */
    hands: ArkadiaHand[];
    /**
     * The face-up display, slot 0 first.
     *
     * @generated from field: repeated ludus.v1.ArkadiaCard display = 3;
     */
    display: ArkadiaCard[];
    /**
     * The face-down pile, top first. Secret: always empty for players and spectators; only the
     * server and an audit of the full log see it.
     *
     * @generated from field: repeated ludus.v1.ArkadiaCard pile = 4;
     */
    pile: ArkadiaCard[];
    /**
     * Cards in the pile (public).
     *
     * @generated from field: uint32 pile_size = 5;
     */
    pileSize: number;
    /**
     * The first seat (seat 0: the youngest player starts, ruling 11).
     *
     * @generated from field: uint32 first_seat = 6;
     */
    firstSeat: number;
};
/**
 * Describes the message ludus.v1.ArkadiaSetup.
 * Use `create(ArkadiaSetupSchema)` to create a new message.
 */
export declare const ArkadiaSetupSchema: GenMessage<ArkadiaSetup>;
/**
 * A seat's turn begins.
 *
 * @generated from message ludus.v1.ArkadiaTurnStarted
 */
export type ArkadiaTurnStarted = Message<"ludus.v1.ArkadiaTurnStarted"> & {
    /**
     * The seat to act.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * True for the last turns after the end was triggered (one per other seat).
     *
     * @generated from field: bool final_turn = 2;
     */
    finalTurn: boolean;
    /**
     * Consecutive turns so far that were passes without a banner (public; the game ends in a
     * stalemate when this reaches the number of seats before the end is triggered).
     *
     * @generated from field: uint32 idle_turns = 3;
     */
    idleTurns: number;
};
/**
 * Describes the message ludus.v1.ArkadiaTurnStarted.
 * Use `create(ArkadiaTurnStartedSchema)` to create a new message.
 */
export declare const ArkadiaTurnStartedSchema: GenMessage<ArkadiaTurnStarted>;
/**
 * A building was placed.
 *
 * @generated from message ludus.v1.ArkadiaBuildingPlaced
 */
export type ArkadiaBuildingPlaced = Message<"ludus.v1.ArkadiaBuildingPlaced"> & {
    /**
     * The builder.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The new building's id: 1 for the first building of the match, then 2, 3, ...
     *
     * @generated from field: uint32 building = 2;
     */
    building: number;
    /**
     * The card played (it leaves the game); its colour is the commission seal's.
     *
     * @generated from field: ludus.v1.ArkadiaCard card = 3;
     */
    card?: ArkadiaCard;
    /**
     * The orientation's rotation.
     *
     * @generated from field: uint32 rotation = 4;
     */
    rotation: number;
    /**
     * The orientation's reflection.
     *
     * @generated from field: bool reflected = 5;
     */
    reflected: boolean;
    /**
     * The orientation's top-left corner.
     *
     * @generated from field: ludus.v1.ArkadiaSquare anchor = 6;
     */
    anchor?: ArkadiaSquare;
    /**
     * The squares covered, ascending (row-major).
     *
     * @generated from field: repeated ludus.v1.ArkadiaSquare squares = 7;
     */
    squares: ArkadiaSquare[];
    /**
     * Tent squares covered (those tents are gone).
     *
     * @generated from field: repeated ludus.v1.ArkadiaSquare tents_covered = 8;
     */
    tentsCovered: ArkadiaSquare[];
    /**
     * Neutral workers the builder took from the general pool for them (fewer if it ran short).
     *
     * @generated from field: uint32 neutral_workers_taken = 9;
     */
    neutralWorkersTaken: number;
};
/**
 * Describes the message ludus.v1.ArkadiaBuildingPlaced.
 * Use `create(ArkadiaBuildingPlacedSchema)` to create a new message.
 */
export declare const ArkadiaBuildingPlacedSchema: GenMessage<ArkadiaBuildingPlaced>;
/**
 * A card went into a hand after a build.
 *
 * @generated from message ludus.v1.ArkadiaCardDrawn
 */
export type ArkadiaCardDrawn = Message<"ludus.v1.ArkadiaCardDrawn"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * DISPLAY or PILE (a draw of NONE sends no event).
     *
     * @generated from field: ludus.v1.ArkadiaDrawSource source = 2;
     */
    source: ArkadiaDrawSource;
    /**
     * The display slot taken (DISPLAY only).
     *
     * @generated from field: uint32 display_slot = 3;
     */
    displaySlot: number;
    /**
     * The card. For a PILE draw it is empty for everyone but the drawer.
     *
     * @generated from field: ludus.v1.ArkadiaCard card = 4;
     */
    card?: ArkadiaCard;
};
/**
 * Describes the message ludus.v1.ArkadiaCardDrawn.
 * Use `create(ArkadiaCardDrawnSchema)` to create a new message.
 */
export declare const ArkadiaCardDrawnSchema: GenMessage<ArkadiaCardDrawn>;
/**
 * The pile's top card was turned up into a display slot that a draw emptied.
 *
 * @generated from message ludus.v1.ArkadiaDisplayRefilled
 */
export type ArkadiaDisplayRefilled = Message<"ludus.v1.ArkadiaDisplayRefilled"> & {
    /**
     * The slot.
     *
     * @generated from field: uint32 slot = 1;
     */
    slot: number;
    /**
     * The card (public).
     *
     * @generated from field: ludus.v1.ArkadiaCard card = 2;
     */
    card?: ArkadiaCard;
};
/**
 * Describes the message ludus.v1.ArkadiaDisplayRefilled.
 * Use `create(ArkadiaDisplayRefilledSchema)` to create a new message.
 */
export declare const ArkadiaDisplayRefilledSchema: GenMessage<ArkadiaDisplayRefilled>;
/**
 * A worker on the board.
 *
 * @generated from message ludus.v1.ArkadiaWorker
 */
export type ArkadiaWorker = Message<"ludus.v1.ArkadiaWorker"> & {
    /**
     * Its square.
     *
     * @generated from field: ludus.v1.ArkadiaSquare square = 1;
     */
    square?: ArkadiaSquare;
    /**
     * True for a neutral worker.
     *
     * @generated from field: bool neutral = 2;
     */
    neutral: boolean;
    /**
     * The seat whose colour it is; meaningless (0) for a neutral worker.
     *
     * @generated from field: uint32 colour_seat = 3;
     */
    colourSeat: number;
    /**
     * The seat that placed it.
     *
     * @generated from field: uint32 placed_by = 4;
     */
    placedBy: number;
};
/**
 * Describes the message ludus.v1.ArkadiaWorker.
 * Use `create(ArkadiaWorkerSchema)` to create a new message.
 */
export declare const ArkadiaWorkerSchema: GenMessage<ArkadiaWorker>;
/**
 * Workers were placed around a building.
 *
 * @generated from message ludus.v1.ArkadiaWorkersPlaced
 */
export type ArkadiaWorkersPlaced = Message<"ludus.v1.ArkadiaWorkersPlaced"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The building they were placed around.
     *
     * @generated from field: uint32 building = 2;
     */
    building: number;
    /**
     * The workers placed, ascending by square.
     *
     * @generated from field: repeated ludus.v1.ArkadiaWorker workers = 3;
     */
    workers: ArkadiaWorker[];
};
/**
 * Describes the message ludus.v1.ArkadiaWorkersPlaced.
 * Use `create(ArkadiaWorkersPlacedSchema)` to create a new message.
 */
export declare const ArkadiaWorkersPlacedSchema: GenMessage<ArkadiaWorkersPlaced>;
/**
 * A seat passed instead of an action.
 *
 * @generated from message ludus.v1.ArkadiaPassed
 */
export type ArkadiaPassed = Message<"ludus.v1.ArkadiaPassed"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
};
/**
 * Describes the message ludus.v1.ArkadiaPassed.
 * Use `create(ArkadiaPassedSchema)` to create a new message.
 */
export declare const ArkadiaPassedSchema: GenMessage<ArkadiaPassed>;
/**
 * Seals a seat received for one completed building.
 *
 * @generated from message ludus.v1.ArkadiaSealAward
 */
export type ArkadiaSealAward = Message<"ludus.v1.ArkadiaSealAward"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Workers of the seat's colour in the building's surroundings (one seal each).
     *
     * @generated from field: uint32 workers = 2;
     */
    workers: number;
    /**
     * 1 for the active seat (the commission seal), else 0.
     *
     * @generated from field: uint32 commission = 3;
     */
    commission: number;
    /**
     * Seals received: workers + commission, all of the building's colour.
     *
     * @generated from field: uint32 seals = 4;
     */
    seals: number;
};
/**
 * Describes the message ludus.v1.ArkadiaSealAward.
 * Use `create(ArkadiaSealAwardSchema)` to create a new message.
 */
export declare const ArkadiaSealAwardSchema: GenMessage<ArkadiaSealAward>;
/**
 * A building was completed: every square around it holds a building, the lot or a worker (squares
 * off the board count as held). Payouts are public, as at the table.
 *
 * @generated from message ludus.v1.ArkadiaBuildingCompleted
 */
export type ArkadiaBuildingCompleted = Message<"ludus.v1.ArkadiaBuildingCompleted"> & {
    /**
     * The building.
     *
     * @generated from field: uint32 building = 1;
     */
    building: number;
    /**
     * Its colour (the seals paid are of this colour).
     *
     * @generated from field: ludus.v1.ArkadiaColour colour = 2;
     */
    colour: ArkadiaColour;
    /**
     * The active seat (takes the commission seal and owes a castle placement).
     *
     * @generated from field: uint32 active_seat = 3;
     */
    activeSeat: number;
    /**
     * Every seat that received seals, in seat order.
     *
     * @generated from field: repeated ludus.v1.ArkadiaSealAward awards = 4;
     */
    awards: ArkadiaSealAward[];
};
/**
 * Describes the message ludus.v1.ArkadiaBuildingCompleted.
 * Use `create(ArkadiaBuildingCompletedSchema)` to create a new message.
 */
export declare const ArkadiaBuildingCompletedSchema: GenMessage<ArkadiaBuildingCompleted>;
/**
 * A castle piece was placed.
 *
 * @generated from message ludus.v1.ArkadiaCastlePiecePlaced
 */
export type ArkadiaCastlePiecePlaced = Message<"ludus.v1.ArkadiaCastlePiecePlaced"> & {
    /**
     * The seat that placed it.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The completed building it was placed for.
     *
     * @generated from field: uint32 building = 2;
     */
    building: number;
    /**
     * The piece's colour.
     *
     * @generated from field: ludus.v1.ArkadiaColour colour = 3;
     */
    colour: ArkadiaColour;
    /**
     * The lot square, 0..9.
     *
     * @generated from field: uint32 lot_square = 4;
     */
    lotSquare: number;
    /**
     * The floor it went on (1..3), and the pool it came from.
     *
     * @generated from field: uint32 floor = 5;
     */
    floor: number;
};
/**
 * Describes the message ludus.v1.ArkadiaCastlePiecePlaced.
 * Use `create(ArkadiaCastlePiecePlacedSchema)` to create a new message.
 */
export declare const ArkadiaCastlePiecePlacedSchema: GenMessage<ArkadiaCastlePiecePlaced>;
/**
 * A completed building's castle placement could not be made: the current floor's pool is empty
 * (or the top floor is full). The completion still paid out.
 *
 * @generated from message ludus.v1.ArkadiaCastlePlacementSkipped
 */
export type ArkadiaCastlePlacementSkipped = Message<"ludus.v1.ArkadiaCastlePlacementSkipped"> & {
    /**
     * The completed building.
     *
     * @generated from field: uint32 building = 1;
     */
    building: number;
    /**
     * The floor that had no piece to give.
     *
     * @generated from field: uint32 floor = 2;
     */
    floor: number;
};
/**
 * Describes the message ludus.v1.ArkadiaCastlePlacementSkipped.
 * Use `create(ArkadiaCastlePlacementSkippedSchema)` to create a new message.
 */
export declare const ArkadiaCastlePlacementSkippedSchema: GenMessage<ArkadiaCastlePlacementSkipped>;
/**
 * A castle floor was filled.
 *
 * @generated from message ludus.v1.ArkadiaFloorCompleted
 */
export type ArkadiaFloorCompleted = Message<"ludus.v1.ArkadiaFloorCompleted"> & {
    /**
     * The floor (1, 2 or, in theory, 3).
     *
     * @generated from field: uint32 floor = 1;
     */
    floor: number;
    /**
     * The pieces left in that floor's pool, which moved to the floor-3 pool (none for floor 3).
     *
     * @generated from field: ludus.v1.ArkadiaSeals leftovers = 2;
     */
    leftovers?: ArkadiaSeals;
};
/**
 * Describes the message ludus.v1.ArkadiaFloorCompleted.
 * Use `create(ArkadiaFloorCompletedSchema)` to create a new message.
 */
export declare const ArkadiaFloorCompletedSchema: GenMessage<ArkadiaFloorCompleted>;
/**
 * Floor 2 was filled: after this turn every other seat plays one more turn, then the game ends.
 *
 * @generated from message ludus.v1.ArkadiaEndTriggered
 */
export type ArkadiaEndTriggered = Message<"ludus.v1.ArkadiaEndTriggered"> & {
    /**
     * The seat whose castle placement filled floor 2 (it plays no further turn).
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
};
/**
 * Describes the message ludus.v1.ArkadiaEndTriggered.
 * Use `create(ArkadiaEndTriggeredSchema)` to create a new message.
 */
export declare const ArkadiaEndTriggeredSchema: GenMessage<ArkadiaEndTriggered>;
/**
 * A seat used an architect banner.
 *
 * @generated from message ludus.v1.ArkadiaBannerUsed
 */
export type ArkadiaBannerUsed = Message<"ludus.v1.ArkadiaBannerUsed"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Workers of its colour it took from the general pool (public, as the pool is).
     *
     * @generated from field: uint32 workers_taken = 2;
     */
    workersTaken: number;
    /**
     * The seals cashed in. Secret: cleared for everyone but the seat.
     *
     * @generated from field: ludus.v1.ArkadiaSeals cashed_in = 3;
     */
    cashedIn?: ArkadiaSeals;
    /**
     * The gold they paid. Secret: 0 for everyone but the seat.
     *
     * @generated from field: uint32 gold = 4;
     */
    gold: number;
    /**
     * The seal values used, per colour (public: they follow from the castle).
     *
     * @generated from field: ludus.v1.ArkadiaSeals values = 5;
     */
    values?: ArkadiaSeals;
};
/**
 * Describes the message ludus.v1.ArkadiaBannerUsed.
 * Use `create(ArkadiaBannerUsedSchema)` to create a new message.
 */
export declare const ArkadiaBannerUsedSchema: GenMessage<ArkadiaBannerUsed>;
/**
 * One seat's final result.
 *
 * @generated from message ludus.v1.ArkadiaFinalScore
 */
export type ArkadiaFinalScore = Message<"ludus.v1.ArkadiaFinalScore"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Final gold, after the conversion (public).
     *
     * @generated from field: uint32 gold = 2;
     */
    gold: number;
    /**
     * Seals converted at the end. Only for the seat itself.
     *
     * @generated from field: ludus.v1.ArkadiaSeals seals_converted = 3;
     */
    sealsConverted?: ArkadiaSeals;
    /**
     * Gold before the conversion. Only for the seat itself.
     *
     * @generated from field: uint32 gold_before = 4;
     */
    goldBefore: number;
};
/**
 * Describes the message ludus.v1.ArkadiaFinalScore.
 * Use `create(ArkadiaFinalScoreSchema)` to create a new message.
 */
export declare const ArkadiaFinalScoreSchema: GenMessage<ArkadiaFinalScore>;
/**
 * The game ended: every seal is converted into gold at the final values; most gold wins.
 *
 * @generated from message ludus.v1.ArkadiaGameEnded
 */
export type ArkadiaGameEnded = Message<"ludus.v1.ArkadiaGameEnded"> & {
    /**
     * Why.
     *
     * @generated from field: ludus.v1.ArkadiaEndReason reason = 1;
     */
    reason: ArkadiaEndReason;
    /**
     * The final seal values per colour.
     *
     * @generated from field: ludus.v1.ArkadiaSeals values = 2;
     */
    values?: ArkadiaSeals;
    /**
     * Every seat's result, in seat order.
     *
     * @generated from field: repeated ludus.v1.ArkadiaFinalScore scores = 3;
     */
    scores: ArkadiaFinalScore[];
    /**
     * The seats with the most gold (several on a tie: they share the win).
     *
     * @generated from field: repeated uint32 winners = 4;
     */
    winners: number[];
};
/**
 * Describes the message ludus.v1.ArkadiaGameEnded.
 * Use `create(ArkadiaGameEndedSchema)` to create a new message.
 */
export declare const ArkadiaGameEndedSchema: GenMessage<ArkadiaGameEnded>;
/**
 * A building on the board.
 *
 * @generated from message ludus.v1.ArkadiaBuilding
 */
export type ArkadiaBuilding = Message<"ludus.v1.ArkadiaBuilding"> & {
    /**
     * Its id (1 for the first placed, then 2, 3, ...).
     *
     * @generated from field: uint32 id = 1;
     */
    id: number;
    /**
     * Its card's form and colour (the commission colour).
     *
     * @generated from field: ludus.v1.ArkadiaCard card = 2;
     */
    card?: ArkadiaCard;
    /**
     * Its orientation's rotation.
     *
     * @generated from field: uint32 rotation = 3;
     */
    rotation: number;
    /**
     * Its orientation's reflection.
     *
     * @generated from field: bool reflected = 4;
     */
    reflected: boolean;
    /**
     * Its orientation's top-left corner.
     *
     * @generated from field: ludus.v1.ArkadiaSquare anchor = 5;
     */
    anchor?: ArkadiaSquare;
    /**
     * The squares it covers, ascending.
     *
     * @generated from field: repeated ludus.v1.ArkadiaSquare squares = 6;
     */
    squares: ArkadiaSquare[];
    /**
     * The seat that built it.
     *
     * @generated from field: uint32 builder = 7;
     */
    builder: number;
    /**
     * Neutral workers its builder took for the tents it covered.
     *
     * @generated from field: uint32 neutral_workers_taken = 8;
     */
    neutralWorkersTaken: number;
    /**
     * True once completed (its commission seal has then been taken).
     *
     * @generated from field: bool complete = 9;
     */
    complete: boolean;
};
/**
 * Describes the message ludus.v1.ArkadiaBuilding.
 * Use `create(ArkadiaBuildingSchema)` to create a new message.
 */
export declare const ArkadiaBuildingSchema: GenMessage<ArkadiaBuilding>;
/**
 * One lot square of the castle.
 *
 * @generated from message ludus.v1.ArkadiaCastleSquare
 */
export type ArkadiaCastleSquare = Message<"ludus.v1.ArkadiaCastleSquare"> & {
    /**
     * The lot square, 0..9.
     *
     * @generated from field: uint32 lot_square = 1;
     */
    lotSquare: number;
    /**
     * The board square it lies on.
     *
     * @generated from field: ludus.v1.ArkadiaSquare square = 2;
     */
    square?: ArkadiaSquare;
    /**
     * The printed colour (NONE for blank).
     *
     * @generated from field: ludus.v1.ArkadiaColour printed = 3;
     */
    printed: ArkadiaColour;
    /**
     * The pieces on it, floor 1 first.
     *
     * @generated from field: repeated ludus.v1.ArkadiaColour pieces = 4;
     */
    pieces: ArkadiaColour[];
    /**
     * The colour seen from above: the top piece, else the printed colour.
     *
     * @generated from field: ludus.v1.ArkadiaColour visible = 5;
     */
    visible: ArkadiaColour;
};
/**
 * Describes the message ludus.v1.ArkadiaCastleSquare.
 * Use `create(ArkadiaCastleSquareSchema)` to create a new message.
 */
export declare const ArkadiaCastleSquareSchema: GenMessage<ArkadiaCastleSquare>;
/**
 * What may be seen of one seat.
 *
 * @generated from message ludus.v1.ArkadiaPlayer
 */
export type ArkadiaPlayer = Message<"ludus.v1.ArkadiaPlayer"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Cards in hand (public).
     *
     * @generated from field: uint32 hand_size = 2;
     */
    handSize: number;
    /**
     * The hand's cards: only in the owner's view.
     *
     * @generated from field: repeated ludus.v1.ArkadiaCard hand = 3;
     */
    hand: ArkadiaCard[];
    /**
     * Cards publicly known to be in the hand: display cards it took and has not played since.
     *
     * @generated from field: repeated ludus.v1.ArkadiaCard known_cards = 4;
     */
    knownCards: ArkadiaCard[];
    /**
     * Banners left (public).
     *
     * @generated from field: uint32 banners = 5;
     */
    banners: number;
    /**
     * Workers of its colour still in the general pool (public).
     *
     * @generated from field: uint32 pool_workers = 6;
     */
    poolWorkers: number;
    /**
     * Own-colour workers behind the screen: only in the owner's view.
     *
     * @generated from field: uint32 workers = 7;
     */
    workers: number;
    /**
     * Neutral workers behind the screen: only in the owner's view.
     *
     * @generated from field: uint32 neutral_workers = 8;
     */
    neutralWorkers: number;
    /**
     * Seals held per colour: only in the owner's view.
     *
     * @generated from field: ludus.v1.ArkadiaSeals seals = 9;
     */
    seals?: ArkadiaSeals;
    /**
     * Gold: in the owner's view, and for everyone once the game is over (the final total).
     *
     * @generated from field: uint32 gold = 10;
     */
    gold: number;
    /**
     * Seals received from completions so far, per colour (public: every payout is public).
     *
     * @generated from field: ludus.v1.ArkadiaSeals seals_earned = 11;
     */
    sealsEarned?: ArkadiaSeals;
};
/**
 * Describes the message ludus.v1.ArkadiaPlayer.
 * Use `create(ArkadiaPlayerSchema)` to create a new message.
 */
export declare const ArkadiaPlayerSchema: GenMessage<ArkadiaPlayer>;
/**
 * An Arkadia match as one seat (or a spectator) may see it.
 *
 * @generated from message ludus.v1.ArkadiaView
 */
export type ArkadiaView = Message<"ludus.v1.ArkadiaView"> & {
    /**
     * The seat the view is for; unset for a spectator.
     *
     * @generated from field: optional uint32 viewer = 1;
     */
    viewer?: number;
    /**
     * What the match waits for.
     *
     * @generated from field: ludus.v1.ArkadiaPhase phase = 2;
     */
    phase: ArkadiaPhase;
    /**
     * The seat whose turn it is (unset once over).
     *
     * @generated from field: optional uint32 current_seat = 3;
     */
    currentSeat?: number;
    /**
     * The seats whose decision is awaited.
     *
     * @generated from field: repeated uint32 awaiting = 4;
     */
    awaiting: number[];
    /**
     * Turns started so far (the first turn is 1).
     *
     * @generated from field: uint32 turn = 5;
     */
    turn: number;
    /**
     * The lot's top-left square.
     *
     * @generated from field: ludus.v1.ArkadiaSquare lot = 6;
     */
    lot?: ArkadiaSquare;
    /**
     * Tent squares not covered by a building (a tent under a worker is still listed).
     *
     * @generated from field: repeated ludus.v1.ArkadiaSquare tents = 7;
     */
    tents: ArkadiaSquare[];
    /**
     * Buildings, in the order they were placed.
     *
     * @generated from field: repeated ludus.v1.ArkadiaBuilding buildings = 8;
     */
    buildings: ArkadiaBuilding[];
    /**
     * Workers on the board, in the order they were placed.
     *
     * @generated from field: repeated ludus.v1.ArkadiaWorker workers = 9;
     */
    workers: ArkadiaWorker[];
    /**
     * The castle's ten lot squares.
     *
     * @generated from field: repeated ludus.v1.ArkadiaCastleSquare castle = 10;
     */
    castle: ArkadiaCastleSquare[];
    /**
     * The castle pools: floor 1, floor 2, floor 3.
     *
     * @generated from field: repeated ludus.v1.ArkadiaSeals castle_pools = 11;
     */
    castlePools: ArkadiaSeals[];
    /**
     * The floor castle pieces go on now (1..3; 4 if every floor is full).
     *
     * @generated from field: uint32 current_floor = 12;
     */
    currentFloor: number;
    /**
     * Current seal values per colour.
     *
     * @generated from field: ludus.v1.ArkadiaSeals values = 13;
     */
    values?: ArkadiaSeals;
    /**
     * Neutral workers left in the general pool.
     *
     * @generated from field: uint32 neutral_pool = 14;
     */
    neutralPool: number;
    /**
     * The display, slot 0 first.
     *
     * @generated from field: repeated ludus.v1.ArkadiaCard display = 15;
     */
    display: ArkadiaCard[];
    /**
     * Cards in the pile.
     *
     * @generated from field: uint32 pile_size = 16;
     */
    pileSize: number;
    /**
     * Every seat, in seat order.
     *
     * @generated from field: repeated ludus.v1.ArkadiaPlayer players = 17;
     */
    players: ArkadiaPlayer[];
    /**
     * Completed buildings whose castle placement is still owed this turn, next first.
     *
     * @generated from field: repeated uint32 castle_due = 18;
     */
    castleDue: number[];
    /**
     * The seat that triggered the end, if it has been triggered.
     *
     * @generated from field: optional uint32 end_triggered_by = 19;
     */
    endTriggeredBy?: number;
    /**
     * True if the current turn's action was a pass.
     *
     * @generated from field: bool passed_this_turn = 20;
     */
    passedThisTurn: boolean;
    /**
     * Consecutive turns before the current one that were passes without a banner.
     *
     * @generated from field: uint32 idle_turns = 21;
     */
    idleTurns: number;
    /**
     * The result, once the game is over.
     *
     * @generated from field: ludus.v1.ArkadiaGameEnded result = 22;
     */
    result?: ArkadiaGameEnded;
};
/**
 * Describes the message ludus.v1.ArkadiaView.
 * Use `create(ArkadiaViewSchema)` to create a new message.
 */
export declare const ArkadiaViewSchema: GenMessage<ArkadiaView>;
/**
 * A seal colour (also a card's colour and a castle piece's colour).
 *
 * @generated from enum ludus.v1.ArkadiaColour
 */
export declare enum ArkadiaColour {
    /**
     * No colour: a blank lot square without a piece; as a command field, "not given" (rejected).
     *
     * @generated from enum value: ARKADIA_COLOUR_NONE = 0;
     */
    NONE = 0,
    /**
     * Red seals (cloth merchants).
     *
     * @generated from enum value: ARKADIA_COLOUR_RED = 1;
     */
    RED = 1,
    /**
     * Olive seals (spice merchants).
     *
     * @generated from enum value: ARKADIA_COLOUR_OLIVE = 2;
     */
    OLIVE = 2,
    /**
     * Silver seals (silversmiths).
     *
     * @generated from enum value: ARKADIA_COLOUR_SILVER = 3;
     */
    SILVER = 3,
    /**
     * Black seals (carpenters).
     *
     * @generated from enum value: ARKADIA_COLOUR_BLACK = 4;
     */
    BLACK = 4
}
/**
 * Describes the enum ludus.v1.ArkadiaColour.
 */
export declare const ArkadiaColourSchema: GenEnum<ArkadiaColour>;
/**
 * What the match waits for.
 *
 * @generated from enum ludus.v1.ArkadiaPhase
 */
export declare enum ArkadiaPhase {
    /**
     * Never sent.
     *
     * @generated from enum value: ARKADIA_PHASE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * The current seat must take its action: build, place workers, or pass if neither is possible.
     *
     * @generated from enum value: ARKADIA_PHASE_ACTION = 1;
     */
    ACTION = 1,
    /**
     * The current seat must place a castle piece for a completed building.
     *
     * @generated from enum value: ARKADIA_PHASE_CASTLE = 2;
     */
    CASTLE = 2,
    /**
     * The current seat may use an architect banner, or end its turn.
     *
     * @generated from enum value: ARKADIA_PHASE_BANNER = 3;
     */
    BANNER = 3,
    /**
     * The game is over.
     *
     * @generated from enum value: ARKADIA_PHASE_OVER = 4;
     */
    OVER = 4
}
/**
 * Describes the enum ludus.v1.ArkadiaPhase.
 */
export declare const ArkadiaPhaseSchema: GenEnum<ArkadiaPhase>;
/**
 * Where the card drawn after a build comes from.
 *
 * @generated from enum ludus.v1.ArkadiaDrawSource
 */
export declare enum ArkadiaDrawSource {
    /**
     * Not given; rejected.
     *
     * @generated from enum value: ARKADIA_DRAW_SOURCE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * A display card (its slot is given); the pile's top card, if any, replaces it.
     *
     * @generated from enum value: ARKADIA_DRAW_SOURCE_DISPLAY = 1;
     */
    DISPLAY = 1,
    /**
     * The top card of the face-down pile (secret to the drawer).
     *
     * @generated from enum value: ARKADIA_DRAW_SOURCE_PILE = 2;
     */
    PILE = 2,
    /**
     * No card: allowed only when the display and the pile are both empty.
     *
     * @generated from enum value: ARKADIA_DRAW_SOURCE_NONE = 3;
     */
    NONE = 3
}
/**
 * Describes the enum ludus.v1.ArkadiaDrawSource.
 */
export declare const ArkadiaDrawSourceSchema: GenEnum<ArkadiaDrawSource>;
/**
 * Why the game ended.
 *
 * @generated from enum ludus.v1.ArkadiaEndReason
 */
export declare enum ArkadiaEndReason {
    /**
     * Never sent.
     *
     * @generated from enum value: ARKADIA_END_REASON_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Floor 2 of the castle was filled and every other seat has had its last turn.
     *
     * @generated from enum value: ARKADIA_END_REASON_CASTLE = 1;
     */
    CASTLE = 1,
    /**
     * Before the end was triggered, every seat passed without a banner in a full round.
     *
     * @generated from enum value: ARKADIA_END_REASON_STALEMATE = 2;
     */
    STALEMATE = 2
}
/**
 * Describes the enum ludus.v1.ArkadiaEndReason.
 */
export declare const ArkadiaEndReasonSchema: GenEnum<ArkadiaEndReason>;
