import type { GenEnum, GenFile, GenMessage } from "@bufbuild/protobuf/codegenv2";
import type { Message } from "@bufbuild/protobuf";
/**
 * Describes the file ludus/v1/ark.proto.
 */
export declare const file_ludus_v1_ark: GenFile;
/**
 * Ark's match options: where the seed texts disagree, which reading the match follows. Every field
 * left UNSPECIFIED means its default; ArkCatalogue.default_options (GameInfo.static_data, published
 * by ListGames) spells the defaults out.
 *
 * @generated from message ludus.v1.ArkOptions
 */
export type ArkOptions = Message<"ludus.v1.ArkOptions"> & {
    /**
     * What the chimpanzee does.
     *
     * @generated from field: ludus.v1.ArkChimpanzeeRule chimpanzee = 1;
     */
    chimpanzee: ArkChimpanzeeRule;
    /**
     * Who sets a pet aside.
     *
     * @generated from field: ludus.v1.ArkPetRule pets = 2;
     */
    pets: ArkPetRule;
    /**
     * How long the final round lasts.
     *
     * @generated from field: ludus.v1.ArkFinalRoundRule final_round = 3;
     */
    finalRound: ArkFinalRoundRule;
};
/**
 * Describes the message ludus.v1.ArkOptions.
 * Use `create(ArkOptionsSchema)` to create a new message.
 */
export declare const ArkOptionsSchema: GenMessage<ArkOptions>;
/**
 * One card's printed attributes.
 *
 * @generated from message ludus.v1.ArkCardInfo
 */
export type ArkCardInfo = Message<"ludus.v1.ArkCardInfo"> & {
    /**
     * Stable id, e.g. "elephant".
     *
     * @generated from field: string id = 1;
     */
    id: string;
    /**
     * English name, e.g. "Elephant".
     *
     * @generated from field: string name = 2;
     */
    name: string;
    /**
     * Climate.
     *
     * @generated from field: ludus.v1.ArkClimate climate = 3;
     */
    climate: ArkClimate;
    /**
     * Weight, 0..4.
     *
     * @generated from field: uint32 weight = 4;
     */
    weight: number;
    /**
     * Diet.
     *
     * @generated from field: ludus.v1.ArkDiet diet = 5;
     */
    diet: ArkDiet;
    /**
     * Scoring category, or NONE.
     *
     * @generated from field: ludus.v1.ArkCategory category = 6;
     */
    category: ArkCategory;
    /**
     * True for the 8 special animals (marked "!").
     *
     * @generated from field: bool special = 7;
     */
    special: boolean;
    /**
     * The special ability in a sentence, empty if none.
     *
     * @generated from field: string ability = 8;
     */
    ability: string;
};
/**
 * Describes the message ludus.v1.ArkCardInfo.
 * Use `create(ArkCardInfoSchema)` to create a new message.
 */
export declare const ArkCardInfoSchema: GenMessage<ArkCardInfo>;
/**
 * Ark's fixed data (GameInfo.static_data).
 *
 * @generated from message ludus.v1.ArkCatalogue
 */
export type ArkCatalogue = Message<"ludus.v1.ArkCatalogue"> & {
    /**
     * The 55 animal and provision cards.
     *
     * @generated from field: repeated ludus.v1.ArkCardInfo cards = 1;
     */
    cards: ArkCardInfo[];
    /**
     * Number of rain cards (5).
     *
     * @generated from field: uint32 rain_cards = 2;
     */
    rainCards: number;
    /**
     * The options a match gets when CreateMatch leaves ArkOptions (or one of its fields) unset,
     * every field spelled out (never UNSPECIFIED).
     *
     * @generated from field: ludus.v1.ArkOptions default_options = 3;
     */
    defaultOptions?: ArkOptions;
    /**
     * Markers each player has (17): a player who has placed them all places no more.
     *
     * @generated from field: uint32 markers_per_player = 4;
     */
    markersPerPlayer: number;
    /**
     * Discs in the game (22): the players' discs plus the supply plus the discs under half-markers.
     *
     * @generated from field: uint32 discs = 5;
     */
    discs: number;
};
/**
 * Describes the message ludus.v1.ArkCatalogue.
 * Use `create(ArkCatalogueSchema)` to create a new message.
 */
export declare const ArkCatalogueSchema: GenMessage<ArkCatalogue>;
/**
 * A command of a seat. Exactly one field is set.
 *
 * @generated from message ludus.v1.ArkCommand
 */
export type ArkCommand = Message<"ludus.v1.ArkCommand"> & {
    /**
     * The command.
     *
     * @generated from oneof ludus.v1.ArkCommand.command
     */
    command: {
        /**
         * Normal turn, draw action: take a display card, then the top deck card.
         *
         * @generated from field: ludus.v1.ArkDraw draw = 1;
         */
        value: ArkDraw;
        case: "draw";
    } | {
        /**
         * Normal turn, play action (first or second card), or a final-round play.
         *
         * @generated from field: ludus.v1.ArkPlayCard play_card = 2;
         */
        value: ArkPlayCard;
        case: "playCard";
    } | {
        /**
         * Normal turn: end the play action after the first card, without a second.
         *
         * @generated from field: ludus.v1.ArkEndTurn end_turn = 3;
         */
        value: ArkEndTurn;
        case: "endTurn";
    } | {
        /**
         * Pet phase: set a hand card aside as the pet (or none).
         *
         * @generated from field: ludus.v1.ArkChoosePet choose_pet = 4;
         */
        value: ArkChoosePet;
        case: "choosePet";
    } | {
        /**
         * Final round: pass for good.
         *
         * @generated from field: ludus.v1.ArkPass pass = 5;
         */
        value: ArkPass;
        case: "pass";
    } | {
        case: undefined;
        value?: undefined;
    };
};
/**
 * Describes the message ludus.v1.ArkCommand.
 * Use `create(ArkCommandSchema)` to create a new message.
 */
export declare const ArkCommandSchema: GenMessage<ArkCommand>;
/**
 * Draw action: take one display card, then the top card of the deck (rain cards are set aside
 * and replaced automatically).
 *
 * @generated from message ludus.v1.ArkDraw
 */
export type ArkDraw = Message<"ludus.v1.ArkDraw"> & {
    /**
     * The id of the display card to take.
     *
     * @generated from field: string display_card = 1;
     */
    displayCard: string;
};
/**
 * Describes the message ludus.v1.ArkDraw.
 * Use `create(ArkDrawSchema)` to create a new message.
 */
export declare const ArkDrawSchema: GenMessage<ArkDraw>;
/**
 * Play one card from the hand into the ark.
 *
 * @generated from message ludus.v1.ArkPlayCard
 */
export type ArkPlayCard = Message<"ludus.v1.ArkPlayCard"> & {
    /**
     * The id of the hand card to play.
     *
     * @generated from field: string card = 1;
     */
    card: string;
    /**
     * The side of the target cabin.
     *
     * @generated from field: ludus.v1.ArkSide side = 2;
     */
    side: ArkSide;
    /**
     * The target cabin's row: 1..n for an existing cabin on that side, n + 1 for a new cabin (which
     * costs a disc, given to the right neighbour). For a drive-out, the row of the target's cabin.
     *
     * @generated from field: uint32 row = 3;
     */
    row: number;
    /**
     * Skunk, mosquito or spider only: the id of the animal to drive out of that cabin. The driver
     * takes its place. Empty places the card normally.
     *
     * @generated from field: string drive_out = 4;
     */
    driveOut: string;
    /**
     * Chimpanzee (played, or driven out): the scoring card of its half-marker (never PROVISION).
     * With ArkChimpanzeeRule NEW_MARKER, the card that receives the new marker: required while you
     * have a marker left, NONE when you have none. With UPGRADE, the card whose plain marker of yours
     * is upgraded: required when you have such a marker and the supply a disc, NONE otherwise.
     * (The field keeps its first name, from the UPGRADE reading, for compatibility.)
     *
     * @generated from field: ludus.v1.ArkCategory upgrade = 5;
     */
    upgrade: ArkCategory;
    /**
     * New cabin in a normal turn only: the id of the display card you take into your hand (which
     * you may play as your second card). Must be empty otherwise.
     *
     * @generated from field: string display_card = 6;
     */
    displayCard: string;
};
/**
 * Describes the message ludus.v1.ArkPlayCard.
 * Use `create(ArkPlayCardSchema)` to create a new message.
 */
export declare const ArkPlayCardSchema: GenMessage<ArkPlayCard>;
/**
 * End the play action after the first card.
 *
 * @generated from message ludus.v1.ArkEndTurn
 */
export type ArkEndTurn = Message<"ludus.v1.ArkEndTurn"> & {};
/**
 * Describes the message ludus.v1.ArkEndTurn.
 * Use `create(ArkEndTurnSchema)` to create a new message.
 */
export declare const ArkEndTurnSchema: GenMessage<ArkEndTurn>;
/**
 * Set a hand card aside as your pet.
 *
 * @generated from message ludus.v1.ArkChoosePet
 */
export type ArkChoosePet = Message<"ludus.v1.ArkChoosePet"> & {
    /**
     * The hand card's id. Empty means no pet: with ArkPetRule EVERYONE never allowed (any hand card,
     * even an invalid pet, must be set aside); with OPTIONAL always allowed, and a card set aside
     * must then be a valid pet.
     *
     * @generated from field: string card = 1;
     */
    card: string;
};
/**
 * Describes the message ludus.v1.ArkChoosePet.
 * Use `create(ArkChoosePetSchema)` to create a new message.
 */
export declare const ArkChoosePetSchema: GenMessage<ArkChoosePet>;
/**
 * Pass in the final round; you take no further part.
 *
 * @generated from message ludus.v1.ArkPass
 */
export type ArkPass = Message<"ludus.v1.ArkPass"> & {};
/**
 * Describes the message ludus.v1.ArkPass.
 * Use `create(ArkPassSchema)` to create a new message.
 */
export declare const ArkPassSchema: GenMessage<ArkPass>;
/**
 * Something that happened in an Ark match. Exactly one field is set.
 *
 * @generated from message ludus.v1.ArkEvent
 */
export type ArkEvent = Message<"ludus.v1.ArkEvent"> & {
    /**
     * The event.
     *
     * @generated from oneof ludus.v1.ArkEvent.event
     */
    event: {
        /**
         * Setup: start player, starting cabins, discs, hands, display and deck.
         *
         * @generated from field: ludus.v1.ArkSetup setup = 1;
         */
        value: ArkSetup;
        case: "setup";
    } | {
        /**
         * A seat's turn begins.
         *
         * @generated from field: ludus.v1.ArkTurnStarted turn_started = 2;
         */
        value: ArkTurnStarted;
        case: "turnStarted";
    } | {
        /**
         * A seat took a display card into its hand.
         *
         * @generated from field: ludus.v1.ArkCardTaken card_taken = 3;
         */
        value: ArkCardTaken;
        case: "cardTaken";
    } | {
        /**
         * A seat drew the top deck card into its hand.
         *
         * @generated from field: ludus.v1.ArkCardDrawn card_drawn = 4;
         */
        value: ArkCardDrawn;
        case: "cardDrawn";
    } | {
        /**
         * A rain card came up.
         *
         * @generated from field: ludus.v1.ArkRainRevealed rain_revealed = 5;
         */
        value: ArkRainRevealed;
        case: "rainRevealed";
    } | {
        /**
         * A deck card was laid into the display.
         *
         * @generated from field: ludus.v1.ArkDisplayRefilled display_refilled = 6;
         */
        value: ArkDisplayRefilled;
        case: "displayRefilled";
    } | {
        /**
         * A card went into the ark.
         *
         * @generated from field: ludus.v1.ArkCardPlayed card_played = 7;
         */
        value: ArkCardPlayed;
        case: "cardPlayed";
    } | {
        /**
         * A seat put a marker on a scoring card.
         *
         * @generated from field: ludus.v1.ArkMarkerPlaced marker_placed = 8;
         */
        value: ArkMarkerPlaced;
        case: "markerPlaced";
    } | {
        /**
         * A seat turned a plain marker into a half-marker (chimpanzee, ArkChimpanzeeRule UPGRADE).
         *
         * @generated from field: ludus.v1.ArkMarkerUpgraded marker_upgraded = 9;
         */
        value: ArkMarkerUpgraded;
        case: "markerUpgraded";
    } | {
        /**
         * A seat's two half-markers on one scoring card became three plain markers.
         *
         * @generated from field: ludus.v1.ArkHalfMarkersMerged half_markers_merged = 10;
         */
        value: ArkHalfMarkersMerged;
        case: "halfMarkersMerged";
    } | {
        /**
         * Discs changed hands.
         *
         * @generated from field: ludus.v1.ArkDiscsMoved discs_moved = 11;
         */
        value: ArkDiscsMoved;
        case: "discsMoved";
    } | {
        /**
         * The pet phase began.
         *
         * @generated from field: ludus.v1.ArkPetPhaseStarted pet_phase_started = 12;
         */
        value: ArkPetPhaseStarted;
        case: "petPhaseStarted";
    } | {
        /**
         * A seat set its pet aside (or declared none).
         *
         * @generated from field: ludus.v1.ArkPetChosen pet_chosen = 13;
         */
        value: ArkPetChosen;
        case: "petChosen";
    } | {
        /**
         * The final round began.
         *
         * @generated from field: ludus.v1.ArkFinalRoundStarted final_round_started = 14;
         */
        value: ArkFinalRoundStarted;
        case: "finalRoundStarted";
    } | {
        /**
         * A seat passed in the final round.
         *
         * @generated from field: ludus.v1.ArkPassed passed = 15;
         */
        value: ArkPassed;
        case: "passed";
    } | {
        /**
         * The game was scored; it is over.
         *
         * @generated from field: ludus.v1.ArkGameScored game_scored = 16;
         */
        value: ArkGameScored;
        case: "gameScored";
    } | {
        case: undefined;
        value?: undefined;
    };
};
/**
 * Describes the message ludus.v1.ArkEvent.
 * Use `create(ArkEventSchema)` to create a new message.
 */
export declare const ArkEventSchema: GenMessage<ArkEvent>;
/**
 * A card in a cabin.
 *
 * @generated from message ludus.v1.ArkPlacement
 */
export type ArkPlacement = Message<"ludus.v1.ArkPlacement"> & {
    /**
     * The side.
     *
     * @generated from field: ludus.v1.ArkSide side = 1;
     */
    side: ArkSide;
    /**
     * The row, from 1.
     *
     * @generated from field: uint32 row = 2;
     */
    row: number;
    /**
     * The card id.
     *
     * @generated from field: string card = 3;
     */
    card: string;
};
/**
 * Describes the message ludus.v1.ArkPlacement.
 * Use `create(ArkPlacementSchema)` to create a new message.
 */
export declare const ArkPlacementSchema: GenMessage<ArkPlacement>;
/**
 * A seat's hand. In events and views other seats receive only `count`.
 *
 * @generated from message ludus.v1.ArkHand
 */
export type ArkHand = Message<"ludus.v1.ArkHand"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The card ids, only for the hand's owner.
     *
     * @generated from field: repeated string cards = 2;
     */
    cards: string[];
    /**
     * How many cards the hand holds (public).
     *
     * @generated from field: uint32 count = 3;
     */
    count: number;
};
/**
 * Describes the message ludus.v1.ArkHand.
 * Use `create(ArkHandSchema)` to create a new message.
 */
export declare const ArkHandSchema: GenMessage<ArkHand>;
/**
 * The game's setup (one event, version 2 of the match).
 *
 * @generated from message ludus.v1.ArkSetup
 */
export type ArkSetup = Message<"ludus.v1.ArkSetup"> & {
    /**
     * The start player, drawn at random; turns go 0, 1, 2, ... from it, wrapping around.
     *
     * @generated from field: uint32 start_seat = 1;
     */
    startSeat: number;
    /**
     * The four starting cards: left 1, right 1, right 2, left 2 (no markers, no abilities).
     *
     * @generated from field: repeated ludus.v1.ArkPlacement starting_cards = 2;
     */
    startingCards: ArkPlacement[];
    /**
     * Discs per seat, in seat order.
     *
     * @generated from field: repeated uint32 discs = 3;
     */
    discs: number[];
    /**
     * Discs left in the supply.
     *
     * @generated from field: uint32 supply = 4;
     */
    supply: number;
    /**
     * Each seat's two-card starting hand (cards only for the owner).
     *
     * @generated from field: repeated ludus.v1.ArkHand hands = 5;
     */
    hands: ArkHand[];
    /**
     * The three display cards.
     *
     * @generated from field: repeated string display = 6;
     */
    display: string[];
    /**
     * The deck, top first, with the rain cards in place ("rain"). Secret: always empty for players
     * and spectators; only the server and an audit of the full log see it.
     *
     * @generated from field: repeated string deck = 7;
     */
    deck: string[];
    /**
     * The number of cards in the deck, rain cards included (public).
     *
     * @generated from field: uint32 deck_size = 8;
     */
    deckSize: number;
    /**
     * The tilt after the starting cards.
     *
     * @generated from field: sint32 tilt = 9;
     */
    tilt: number;
};
/**
 * Describes the message ludus.v1.ArkSetup.
 * Use `create(ArkSetupSchema)` to create a new message.
 */
export declare const ArkSetupSchema: GenMessage<ArkSetup>;
/**
 * A seat's turn begins.
 *
 * @generated from message ludus.v1.ArkTurnStarted
 */
export type ArkTurnStarted = Message<"ludus.v1.ArkTurnStarted"> & {
    /**
     * The seat to act.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The phase the turn belongs to (PLAY or FINAL).
     *
     * @generated from field: ludus.v1.ArkPhase phase = 2;
     */
    phase: ArkPhase;
};
/**
 * Describes the message ludus.v1.ArkTurnStarted.
 * Use `create(ArkTurnStartedSchema)` to create a new message.
 */
export declare const ArkTurnStartedSchema: GenMessage<ArkTurnStarted>;
/**
 * A display card went into a hand (public, as at the table).
 *
 * @generated from message ludus.v1.ArkCardTaken
 */
export type ArkCardTaken = Message<"ludus.v1.ArkCardTaken"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The card.
     *
     * @generated from field: string card = 2;
     */
    card: string;
    /**
     * Why.
     *
     * @generated from field: ludus.v1.ArkTakeReason reason = 3;
     */
    reason: ArkTakeReason;
};
/**
 * Describes the message ludus.v1.ArkCardTaken.
 * Use `create(ArkCardTakenSchema)` to create a new message.
 */
export declare const ArkCardTakenSchema: GenMessage<ArkCardTaken>;
/**
 * The top deck card went into a hand. Only the drawer sees which card.
 *
 * @generated from message ludus.v1.ArkCardDrawn
 */
export type ArkCardDrawn = Message<"ludus.v1.ArkCardDrawn"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The card; empty for everyone but the drawer.
     *
     * @generated from field: string card = 2;
     */
    card: string;
};
/**
 * Describes the message ludus.v1.ArkCardDrawn.
 * Use `create(ArkCardDrawnSchema)` to create a new message.
 */
export declare const ArkCardDrawnSchema: GenMessage<ArkCardDrawn>;
/**
 * A rain card came up (during a draw or a display refill).
 *
 * @generated from message ludus.v1.ArkRainRevealed
 */
export type ArkRainRevealed = Message<"ludus.v1.ArkRainRevealed"> & {
    /**
     * Which rain card of the game this is, 1..5. The 2nd starts the pet phase after the turn; the
     * 5th ends the turn at once and starts the final round.
     *
     * @generated from field: uint32 ordinal = 1;
     */
    ordinal: number;
};
/**
 * Describes the message ludus.v1.ArkRainRevealed.
 * Use `create(ArkRainRevealedSchema)` to create a new message.
 */
export declare const ArkRainRevealedSchema: GenMessage<ArkRainRevealed>;
/**
 * A deck card was laid into the display at the end of a turn.
 *
 * @generated from message ludus.v1.ArkDisplayRefilled
 */
export type ArkDisplayRefilled = Message<"ludus.v1.ArkDisplayRefilled"> & {
    /**
     * The card.
     *
     * @generated from field: string card = 1;
     */
    card: string;
};
/**
 * Describes the message ludus.v1.ArkDisplayRefilled.
 * Use `create(ArkDisplayRefilledSchema)` to create a new message.
 */
export declare const ArkDisplayRefilledSchema: GenMessage<ArkDisplayRefilled>;
/**
 * A card went into the ark.
 *
 * @generated from message ludus.v1.ArkCardPlayed
 */
export type ArkCardPlayed = Message<"ludus.v1.ArkCardPlayed"> & {
    /**
     * The seat that played it.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The card.
     *
     * @generated from field: string card = 2;
     */
    card: string;
    /**
     * Where it went.
     *
     * @generated from field: ludus.v1.ArkSide side = 3;
     */
    side: ArkSide;
    /**
     * The row.
     *
     * @generated from field: uint32 row = 4;
     */
    row: number;
    /**
     * True if it opened that cabin.
     *
     * @generated from field: bool new_cabin = 5;
     */
    newCabin: boolean;
    /**
     * The animal it drove out (it now lies in the box), or empty.
     *
     * @generated from field: string driven_out = 6;
     */
    drivenOut: string;
    /**
     * The tilt after the card.
     *
     * @generated from field: sint32 tilt = 7;
     */
    tilt: number;
    /**
     * True for the second card of a play action.
     *
     * @generated from field: bool second = 8;
     */
    second: boolean;
};
/**
 * Describes the message ludus.v1.ArkCardPlayed.
 * Use `create(ArkCardPlayedSchema)` to create a new message.
 */
export declare const ArkCardPlayedSchema: GenMessage<ArkCardPlayed>;
/**
 * A marker went onto a scoring card, from the owner's 17 (a seat with none left gets no marker and
 * no event).
 *
 * @generated from message ludus.v1.ArkMarkerPlaced
 */
export type ArkMarkerPlaced = Message<"ludus.v1.ArkMarkerPlaced"> & {
    /**
     * The owner.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The scoring card.
     *
     * @generated from field: ludus.v1.ArkCategory category = 2;
     */
    category: ArkCategory;
    /**
     * True for a half-marker (counts 1.5; the brontosaurus's, or the chimpanzee's with NEW_MARKER).
     * A half-marker takes one disc from the supply, so the supply drops by 1. With the supply empty
     * the marker is plain (half false).
     *
     * @generated from field: bool half = 3;
     */
    half: boolean;
};
/**
 * Describes the message ludus.v1.ArkMarkerPlaced.
 * Use `create(ArkMarkerPlacedSchema)` to create a new message.
 */
export declare const ArkMarkerPlacedSchema: GenMessage<ArkMarkerPlaced>;
/**
 * A plain marker became a half-marker (the chimpanzee's effect with ArkChimpanzeeRule UPGRADE). It
 * takes one disc from the supply (never sent when the supply is empty).
 *
 * @generated from message ludus.v1.ArkMarkerUpgraded
 */
export type ArkMarkerUpgraded = Message<"ludus.v1.ArkMarkerUpgraded"> & {
    /**
     * The owner.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The scoring card.
     *
     * @generated from field: ludus.v1.ArkCategory category = 2;
     */
    category: ArkCategory;
};
/**
 * Describes the message ludus.v1.ArkMarkerUpgraded.
 * Use `create(ArkMarkerUpgradedSchema)` to create a new message.
 */
export declare const ArkMarkerUpgradedSchema: GenMessage<ArkMarkerUpgraded>;
/**
 * Two half-markers of one seat on one card became three plain markers: the seat adds a marker
 * from its stock (never sent when it has none left) and the two discs go back to the supply.
 *
 * @generated from message ludus.v1.ArkHalfMarkersMerged
 */
export type ArkHalfMarkersMerged = Message<"ludus.v1.ArkHalfMarkersMerged"> & {
    /**
     * The owner.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The scoring card.
     *
     * @generated from field: ludus.v1.ArkCategory category = 2;
     */
    category: ArkCategory;
};
/**
 * Describes the message ludus.v1.ArkHalfMarkersMerged.
 * Use `create(ArkHalfMarkersMergedSchema)` to create a new message.
 */
export declare const ArkHalfMarkersMergedSchema: GenMessage<ArkHalfMarkersMerged>;
/**
 * Discs changed hands.
 *
 * @generated from message ludus.v1.ArkDiscsMoved
 */
export type ArkDiscsMoved = Message<"ludus.v1.ArkDiscsMoved"> & {
    /**
     * The paying seat; unset when the supply pays.
     *
     * @generated from field: optional uint32 from_seat = 1;
     */
    fromSeat?: number;
    /**
     * The receiving seat; unset when the supply receives.
     *
     * @generated from field: optional uint32 to_seat = 2;
     */
    toSeat?: number;
    /**
     * How many.
     *
     * @generated from field: uint32 count = 3;
     */
    count: number;
    /**
     * Why.
     *
     * @generated from field: ludus.v1.ArkDiscReason reason = 4;
     */
    reason: ArkDiscReason;
};
/**
 * Describes the message ludus.v1.ArkDiscsMoved.
 * Use `create(ArkDiscsMovedSchema)` to create a new message.
 */
export declare const ArkDiscsMovedSchema: GenMessage<ArkDiscsMoved>;
/**
 * The pet phase began: the listed seats must now each send ArkChoosePet.
 *
 * @generated from message ludus.v1.ArkPetPhaseStarted
 */
export type ArkPetPhaseStarted = Message<"ludus.v1.ArkPetPhaseStarted"> & {
    /**
     * The seats that choose (those with cards in hand).
     *
     * @generated from field: repeated uint32 choosing = 1;
     */
    choosing: number[];
};
/**
 * Describes the message ludus.v1.ArkPetPhaseStarted.
 * Use `create(ArkPetPhaseStartedSchema)` to create a new message.
 */
export declare const ArkPetPhaseStartedSchema: GenMessage<ArkPetPhaseStarted>;
/**
 * A seat set its pet aside.
 *
 * @generated from message ludus.v1.ArkPetChosen
 */
export type ArkPetChosen = Message<"ludus.v1.ArkPetChosen"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The card; empty for everyone but its owner until scoring, and when no pet was set aside.
     *
     * @generated from field: string card = 2;
     */
    card: string;
    /**
     * True if a card was set aside (public), false if the seat declared no pet.
     *
     * @generated from field: bool set_aside = 3;
     */
    setAside: boolean;
};
/**
 * Describes the message ludus.v1.ArkPetChosen.
 * Use `create(ArkPetChosenSchema)` to create a new message.
 */
export declare const ArkPetChosenSchema: GenMessage<ArkPetChosen>;
/**
 * The final round began.
 *
 * @generated from message ludus.v1.ArkFinalRoundStarted
 */
export type ArkFinalRoundStarted = Message<"ludus.v1.ArkFinalRoundStarted"> & {
    /**
     * The first seat to act (left of the one who revealed the 5th rain card).
     *
     * @generated from field: uint32 first_seat = 1;
     */
    firstSeat: number;
};
/**
 * Describes the message ludus.v1.ArkFinalRoundStarted.
 * Use `create(ArkFinalRoundStartedSchema)` to create a new message.
 */
export declare const ArkFinalRoundStartedSchema: GenMessage<ArkFinalRoundStarted>;
/**
 * A seat passed for good in the final round.
 *
 * @generated from message ludus.v1.ArkPassed
 */
export type ArkPassed = Message<"ludus.v1.ArkPassed"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * True if the seat had no choice (no disc or no playable card) and the pass was automatic.
     *
     * @generated from field: bool forced = 2;
     */
    forced: boolean;
};
/**
 * Describes the message ludus.v1.ArkPassed.
 * Use `create(ArkPassedSchema)` to create a new message.
 */
export declare const ArkPassedSchema: GenMessage<ArkPassed>;
/**
 * The game was scored.
 *
 * @generated from message ludus.v1.ArkGameScored
 */
export type ArkGameScored = Message<"ludus.v1.ArkGameScored"> & {
    /**
     * The full breakdown.
     *
     * @generated from field: ludus.v1.ArkScoring scoring = 1;
     */
    scoring?: ArkScoring;
};
/**
 * Describes the message ludus.v1.ArkGameScored.
 * Use `create(ArkGameScoredSchema)` to create a new message.
 */
export declare const ArkGameScoredSchema: GenMessage<ArkGameScored>;
/**
 * A revealed pet.
 *
 * @generated from message ludus.v1.ArkPetReveal
 */
export type ArkPetReveal = Message<"ludus.v1.ArkPetReveal"> & {
    /**
     * The owner.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The card set aside, empty if none.
     *
     * @generated from field: string card = 2;
     */
    card: string;
    /**
     * True if the pet was valid (an animal of weight 0..2 without a special ability).
     *
     * @generated from field: bool valid = 3;
     */
    valid: boolean;
    /**
     * The category it scored a marker on, NONE if it scored nothing.
     *
     * @generated from field: ludus.v1.ArkCategory category = 4;
     */
    category: ArkCategory;
};
/**
 * Describes the message ludus.v1.ArkPetReveal.
 * Use `create(ArkPetRevealSchema)` to create a new message.
 */
export declare const ArkPetRevealSchema: GenMessage<ArkPetReveal>;
/**
 * One seat's standing on one scoring card.
 *
 * @generated from message ludus.v1.ArkCardStanding
 */
export type ArkCardStanding = Message<"ludus.v1.ArkCardStanding"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Twice the seat's marker count (half-markers count 1.5, so 2 × count is a whole number).
     *
     * @generated from field: uint32 doubled_count = 2;
     */
    doubledCount: number;
    /**
     * The points scored there.
     *
     * @generated from field: uint32 points = 3;
     */
    points: number;
};
/**
 * Describes the message ludus.v1.ArkCardStanding.
 * Use `create(ArkCardStandingSchema)` to create a new message.
 */
export declare const ArkCardStandingSchema: GenMessage<ArkCardStanding>;
/**
 * The scoring of one scoring card.
 *
 * @generated from message ludus.v1.ArkCategoryScore
 */
export type ArkCategoryScore = Message<"ludus.v1.ArkCategoryScore"> & {
    /**
     * The scoring card.
     *
     * @generated from field: ludus.v1.ArkCategory category = 1;
     */
    category: ArkCategory;
    /**
     * Seats with at least one marker there, best first.
     *
     * @generated from field: repeated ludus.v1.ArkCardStanding standings = 2;
     */
    standings: ArkCardStanding[];
};
/**
 * Describes the message ludus.v1.ArkCategoryScore.
 * Use `create(ArkCategoryScoreSchema)` to create a new message.
 */
export declare const ArkCategoryScoreSchema: GenMessage<ArkCategoryScore>;
/**
 * A seat's total.
 *
 * @generated from message ludus.v1.ArkSeatTotal
 */
export type ArkSeatTotal = Message<"ludus.v1.ArkSeatTotal"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Points from the five scoring cards.
     *
     * @generated from field: uint32 card_points = 2;
     */
    cardPoints: number;
    /**
     * One point per disc held.
     *
     * @generated from field: uint32 disc_points = 3;
     */
    discPoints: number;
    /**
     * card_points + disc_points.
     *
     * @generated from field: uint32 total = 4;
     */
    total: number;
    /**
     * Animal cards left in hand (provisions and the pet excluded): fewer wins a tie.
     *
     * @generated from field: uint32 animals_in_hand = 5;
     */
    animalsInHand: number;
};
/**
 * Describes the message ludus.v1.ArkSeatTotal.
 * Use `create(ArkSeatTotalSchema)` to create a new message.
 */
export declare const ArkSeatTotalSchema: GenMessage<ArkSeatTotal>;
/**
 * The end-of-game scoring.
 *
 * @generated from message ludus.v1.ArkScoring
 */
export type ArkScoring = Message<"ludus.v1.ArkScoring"> & {
    /**
     * Every seat's pet, revealed.
     *
     * @generated from field: repeated ludus.v1.ArkPetReveal pets = 1;
     */
    pets: ArkPetReveal[];
    /**
     * The five scoring cards.
     *
     * @generated from field: repeated ludus.v1.ArkCategoryScore categories = 2;
     */
    categories: ArkCategoryScore[];
    /**
     * Totals in seat order.
     *
     * @generated from field: repeated ludus.v1.ArkSeatTotal totals = 3;
     */
    totals: ArkSeatTotal[];
    /**
     * The winners (several if still tied after the hand tie-break).
     *
     * @generated from field: repeated uint32 winners = 4;
     */
    winners: number[];
};
/**
 * Describes the message ludus.v1.ArkScoring.
 * Use `create(ArkScoringSchema)` to create a new message.
 */
export declare const ArkScoringSchema: GenMessage<ArkScoring>;
/**
 * A cabin.
 *
 * @generated from message ludus.v1.ArkCabin
 */
export type ArkCabin = Message<"ludus.v1.ArkCabin"> & {
    /**
     * Its row, from 1.
     *
     * @generated from field: uint32 row = 1;
     */
    row: number;
    /**
     * Its cards in the order they arrived (a driver takes its target's place).
     *
     * @generated from field: repeated string cards = 2;
     */
    cards: string[];
};
/**
 * Describes the message ludus.v1.ArkCabin.
 * Use `create(ArkCabinSchema)` to create a new message.
 */
export declare const ArkCabinSchema: GenMessage<ArkCabin>;
/**
 * A seat's markers on one scoring card.
 *
 * @generated from message ludus.v1.ArkMarkers
 */
export type ArkMarkers = Message<"ludus.v1.ArkMarkers"> & {
    /**
     * The scoring card.
     *
     * @generated from field: ludus.v1.ArkCategory category = 1;
     */
    category: ArkCategory;
    /**
     * Plain markers (1 each).
     *
     * @generated from field: uint32 plain = 2;
     */
    plain: number;
    /**
     * Half-markers (1.5 each).
     *
     * @generated from field: uint32 half = 3;
     */
    half: number;
};
/**
 * Describes the message ludus.v1.ArkMarkers.
 * Use `create(ArkMarkersSchema)` to create a new message.
 */
export declare const ArkMarkersSchema: GenMessage<ArkMarkers>;
/**
 * What may be seen of one seat.
 *
 * @generated from message ludus.v1.ArkPlayer
 */
export type ArkPlayer = Message<"ludus.v1.ArkPlayer"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Discs held (each worth a point at the end).
     *
     * @generated from field: uint32 discs = 2;
     */
    discs: number;
    /**
     * Cards in hand.
     *
     * @generated from field: uint32 hand_size = 3;
     */
    handSize: number;
    /**
     * The hand's cards: only in the owner's own view.
     *
     * @generated from field: repeated string hand = 4;
     */
    hand: string[];
    /**
     * Markers per scoring card (only cards with a marker are listed).
     *
     * @generated from field: repeated ludus.v1.ArkMarkers markers = 5;
     */
    markers: ArkMarkers[];
    /**
     * True once the seat has set a pet aside.
     *
     * @generated from field: bool pet_set_aside = 6;
     */
    petSetAside: boolean;
    /**
     * The pet card: in the owner's own view, and for everyone once the game is scored.
     *
     * @generated from field: string pet = 7;
     */
    pet: string;
    /**
     * True once the seat has passed in the final round.
     *
     * @generated from field: bool passed = 8;
     */
    passed: boolean;
    /**
     * Every display card this seat has taken, in order (public at the table).
     *
     * @generated from field: repeated string taken_from_display = 9;
     */
    takenFromDisplay: string[];
    /**
     * Markers the seat has not placed yet (of its 17; a merge of two half-markers uses one).
     *
     * @generated from field: uint32 markers_left = 10;
     */
    markersLeft: number;
    /**
     * ArkFinalRoundRule ONE_TURN_EACH: true once the seat has played its one final-round card (a
     * pass sets `passed` instead). Always false with UNTIL_ALL_PASS.
     *
     * @generated from field: bool final_turn_taken = 11;
     */
    finalTurnTaken: boolean;
};
/**
 * Describes the message ludus.v1.ArkPlayer.
 * Use `create(ArkPlayerSchema)` to create a new message.
 */
export declare const ArkPlayerSchema: GenMessage<ArkPlayer>;
/**
 * The progress of the current play action.
 *
 * @generated from message ludus.v1.ArkTurn
 */
export type ArkTurn = Message<"ludus.v1.ArkTurn"> & {
    /**
     * Cards played so far this turn (0, or 1 after a first card that allows a second).
     *
     * @generated from field: uint32 cards_played = 1;
     */
    cardsPlayed: number;
    /**
     * The cabin of the first card.
     *
     * @generated from field: ludus.v1.ArkSide first_side = 2;
     */
    firstSide: ArkSide;
    /**
     * Its row.
     *
     * @generated from field: uint32 first_row = 3;
     */
    firstRow: number;
};
/**
 * Describes the message ludus.v1.ArkTurn.
 * Use `create(ArkTurnSchema)` to create a new message.
 */
export declare const ArkTurnSchema: GenMessage<ArkTurn>;
/**
 * An Ark match as one seat (or a spectator) may see it.
 *
 * @generated from message ludus.v1.ArkView
 */
export type ArkView = Message<"ludus.v1.ArkView"> & {
    /**
     * The seat the view is for; unset for a spectator.
     *
     * @generated from field: optional uint32 viewer = 1;
     */
    viewer?: number;
    /**
     * The phase.
     *
     * @generated from field: ludus.v1.ArkPhase phase = 2;
     */
    phase: ArkPhase;
    /**
     * The seat whose turn it is (PLAY and FINAL phases).
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
     * The start player.
     *
     * @generated from field: uint32 start_seat = 5;
     */
    startSeat: number;
    /**
     * Left side cabins, row 1 first.
     *
     * @generated from field: repeated ludus.v1.ArkCabin left = 6;
     */
    left: ArkCabin[];
    /**
     * Right side cabins, row 1 first.
     *
     * @generated from field: repeated ludus.v1.ArkCabin right = 7;
     */
    right: ArkCabin[];
    /**
     * Right weight minus left weight, -2..+2.
     *
     * @generated from field: sint32 tilt = 8;
     */
    tilt: number;
    /**
     * The display (up to three cards).
     *
     * @generated from field: repeated string display = 9;
     */
    display: string[];
    /**
     * Cards left in the deck, rain cards included.
     *
     * @generated from field: uint32 deck_size = 10;
     */
    deckSize: number;
    /**
     * Rain cards revealed so far (0..5).
     *
     * @generated from field: uint32 rain_revealed = 11;
     */
    rainRevealed: number;
    /**
     * Discs in the supply (half-markers hold one disc each, taken from here).
     *
     * @generated from field: uint32 supply = 12;
     */
    supply: number;
    /**
     * Animals driven out of the ark, in order.
     *
     * @generated from field: repeated string driven_out = 13;
     */
    drivenOut: string[];
    /**
     * Every seat, in seat order.
     *
     * @generated from field: repeated ludus.v1.ArkPlayer players = 14;
     */
    players: ArkPlayer[];
    /**
     * The current play action's progress.
     *
     * @generated from field: ludus.v1.ArkTurn turn = 15;
     */
    turn?: ArkTurn;
    /**
     * The scoring, once the game is over.
     *
     * @generated from field: ludus.v1.ArkScoring scoring = 16;
     */
    scoring?: ArkScoring;
    /**
     * PETS phase only: the seat whose turn the pet phase interrupted (its turn revealed the 2nd rain
     * card). The next turn, or the final round, starts with its left neighbour. Public, as at the
     * table; search bots need it to simulate past the pet phase.
     *
     * @generated from field: optional uint32 pets_interrupted_seat = 17;
     */
    petsInterruptedSeat?: number;
    /**
     * The match's options, every field spelled out (defaults filled in).
     *
     * @generated from field: ludus.v1.ArkOptions options = 18;
     */
    options?: ArkOptions;
};
/**
 * Describes the message ludus.v1.ArkView.
 * Use `create(ArkViewSchema)` to create a new message.
 */
export declare const ArkViewSchema: GenMessage<ArkView>;
/**
 * A side of the ark. Tilt is the weight on the right minus the weight on the left.
 *
 * @generated from enum ludus.v1.ArkSide
 */
export declare enum ArkSide {
    /**
     * Not a side; rejected.
     *
     * @generated from enum value: ARK_SIDE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * The left side.
     *
     * @generated from enum value: ARK_SIDE_LEFT = 1;
     */
    LEFT = 1,
    /**
     * The right side.
     *
     * @generated from enum value: ARK_SIDE_RIGHT = 2;
     */
    RIGHT = 2
}
/**
 * Describes the enum ludus.v1.ArkSide.
 */
export declare const ArkSideSchema: GenEnum<ArkSide>;
/**
 * A scoring category (one scoring card each).
 *
 * @generated from enum ludus.v1.ArkCategory
 */
export declare enum ArkCategory {
    /**
     * No category (15 animals have none); as a command field: "not given".
     *
     * @generated from enum value: ARK_CATEGORY_NONE = 0;
     */
    NONE = 0,
    /**
     * Heavy animals.
     *
     * @generated from enum value: ARK_CATEGORY_HEAVY = 1;
     */
    HEAVY = 1,
    /**
     * Slow animals.
     *
     * @generated from enum value: ARK_CATEGORY_SLOW = 2;
     */
    SLOW = 2,
    /**
     * Shy animals.
     *
     * @generated from enum value: ARK_CATEGORY_SHY = 3;
     */
    SHY = 3,
    /**
     * Useful animals.
     *
     * @generated from enum value: ARK_CATEGORY_USEFUL = 4;
     */
    USEFUL = 4,
    /**
     * Provisions.
     *
     * @generated from enum value: ARK_CATEGORY_PROVISION = 5;
     */
    PROVISION = 5
}
/**
 * Describes the enum ludus.v1.ArkCategory.
 */
export declare const ArkCategorySchema: GenEnum<ArkCategory>;
/**
 * A card's climate.
 *
 * @generated from enum ludus.v1.ArkClimate
 */
export declare enum ArkClimate {
    /**
     * Never used for a real card.
     *
     * @generated from enum value: ARK_CLIMATE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Hot: never shares a cabin with a cold card.
     *
     * @generated from enum value: ARK_CLIMATE_HOT = 1;
     */
    HOT = 1,
    /**
     * Cold: never shares a cabin with a hot card.
     *
     * @generated from enum value: ARK_CLIMATE_COLD = 2;
     */
    COLD = 2,
    /**
     * Both: goes anywhere.
     *
     * @generated from enum value: ARK_CLIMATE_BOTH = 3;
     */
    BOTH = 3
}
/**
 * Describes the enum ludus.v1.ArkClimate.
 */
export declare const ArkClimateSchema: GenEnum<ArkClimate>;
/**
 * A card's diet.
 *
 * @generated from enum ludus.v1.ArkDiet
 */
export declare enum ArkDiet {
    /**
     * No diet (provisions, the mosquito).
     *
     * @generated from enum value: ARK_DIET_NONE = 0;
     */
    NONE = 0,
    /**
     * Herbivore: never shares a cabin with a provision.
     *
     * @generated from enum value: ARK_DIET_HERBIVORE = 1;
     */
    HERBIVORE = 1,
    /**
     * Carnivore: a predator, and the diet shy animals avoid.
     *
     * @generated from enum value: ARK_DIET_CARNIVORE = 2;
     */
    CARNIVORE = 2,
    /**
     * Omnivore: a predator and kept from provisions, but shy animals do not avoid it.
     *
     * @generated from enum value: ARK_DIET_OMNIVORE = 3;
     */
    OMNIVORE = 3
}
/**
 * Describes the enum ludus.v1.ArkDiet.
 */
export declare const ArkDietSchema: GenEnum<ArkDiet>;
/**
 * Where an Ark match stands.
 *
 * @generated from enum ludus.v1.ArkPhase
 */
export declare enum ArkPhase {
    /**
     * Never sent.
     *
     * @generated from enum value: ARK_PHASE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Normal turns: each player draws or plays.
     *
     * @generated from enum value: ARK_PHASE_PLAY = 1;
     */
    PLAY = 1,
    /**
     * Everyone chooses a pet at once (after the 2nd rain card).
     *
     * @generated from enum value: ARK_PHASE_PETS = 2;
     */
    PETS = 2,
    /**
     * The final round (after the 5th rain card): play one card for a disc, or pass for good.
     *
     * @generated from enum value: ARK_PHASE_FINAL = 3;
     */
    FINAL = 3,
    /**
     * Scored and over.
     *
     * @generated from enum value: ARK_PHASE_OVER = 4;
     */
    OVER = 4
}
/**
 * Describes the enum ludus.v1.ArkPhase.
 */
export declare const ArkPhaseSchema: GenEnum<ArkPhase>;
/**
 * What the chimpanzee does (the two seed texts disagree; docs/rules/ark.md, "Options").
 *
 * @generated from enum ludus.v1.ArkChimpanzeeRule
 */
export declare enum ArkChimpanzeeRule {
    /**
     * Not given: the default, NEW_MARKER.
     *
     * @generated from enum value: ARK_CHIMPANZEE_RULE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Seed A (the default): put a new marker counting 1.5 (a half-marker, with a supply disc under
     * it) on any scoring card but provision, like the brontosaurus's.
     *
     * @generated from enum value: ARK_CHIMPANZEE_RULE_NEW_MARKER = 1;
     */
    NEW_MARKER = 1,
    /**
     * Seed B: put a supply disc under one of your plain markers on any scoring card but provision;
     * it now counts 1.5 instead of 1.
     *
     * @generated from enum value: ARK_CHIMPANZEE_RULE_UPGRADE = 2;
     */
    UPGRADE = 2
}
/**
 * Describes the enum ludus.v1.ArkChimpanzeeRule.
 */
export declare const ArkChimpanzeeRuleSchema: GenEnum<ArkChimpanzeeRule>;
/**
 * Who sets a pet aside after the 2nd rain card.
 *
 * @generated from enum ludus.v1.ArkPetRule
 */
export declare enum ArkPetRule {
    /**
     * Not given: the default, EVERYONE.
     *
     * @generated from enum value: ARK_PET_RULE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Seed A (the default): every player with a hand card sets exactly one aside, any card; an
     * invalid pet scores nothing and the card is lost.
     *
     * @generated from enum value: ARK_PET_RULE_EVERYONE = 1;
     */
    EVERYONE = 1,
    /**
     * Seed B: every player with a hand card may set one valid pet aside (an animal of weight 0..2
     * without a special ability), or none.
     *
     * @generated from enum value: ARK_PET_RULE_OPTIONAL = 2;
     */
    OPTIONAL = 2
}
/**
 * Describes the enum ludus.v1.ArkPetRule.
 */
export declare const ArkPetRuleSchema: GenEnum<ArkPetRule>;
/**
 * How long the final round (after the 5th rain card) lasts.
 *
 * @generated from enum ludus.v1.ArkFinalRoundRule
 */
export declare enum ArkFinalRoundRule {
    /**
     * Not given: the default, UNTIL_ALL_PASS.
     *
     * @generated from enum value: ARK_FINAL_ROUND_RULE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Seed A (the default): turns go round and round; each player plays one card per turn or
     * passes for good, until everyone has passed.
     *
     * @generated from enum value: ARK_FINAL_ROUND_RULE_UNTIL_ALL_PASS = 1;
     */
    UNTIL_ALL_PASS = 1,
    /**
     * Seed B: each player takes exactly one last turn (play one card or pass), starting left of the
     * player who revealed the 5th rain card and ending with that player.
     *
     * @generated from enum value: ARK_FINAL_ROUND_RULE_ONE_TURN_EACH = 2;
     */
    ONE_TURN_EACH = 2
}
/**
 * Describes the enum ludus.v1.ArkFinalRoundRule.
 */
export declare const ArkFinalRoundRuleSchema: GenEnum<ArkFinalRoundRule>;
/**
 * Why a display card was taken.
 *
 * @generated from enum ludus.v1.ArkTakeReason
 */
export declare enum ArkTakeReason {
    /**
     * Never sent.
     *
     * @generated from enum value: ARK_TAKE_REASON_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * The first half of a draw action.
     *
     * @generated from enum value: ARK_TAKE_REASON_DRAW = 1;
     */
    DRAW = 1,
    /**
     * The reward for opening a new cabin.
     *
     * @generated from enum value: ARK_TAKE_REASON_NEW_CABIN = 2;
     */
    NEW_CABIN = 2
}
/**
 * Describes the enum ludus.v1.ArkTakeReason.
 */
export declare const ArkTakeReasonSchema: GenEnum<ArkTakeReason>;
/**
 * Why discs moved.
 *
 * @generated from enum ludus.v1.ArkDiscReason
 */
export declare enum ArkDiscReason {
    /**
     * Never sent.
     *
     * @generated from enum value: ARK_DISC_REASON_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * The fox: two from the supply (fewer if the supply holds fewer).
     *
     * @generated from enum value: ARK_DISC_REASON_FOX = 1;
     */
    FOX = 1,
    /**
     * A new cabin: one to the right neighbour.
     *
     * @generated from enum value: ARK_DISC_REASON_NEW_CABIN = 2;
     */
    NEW_CABIN = 2,
    /**
     * A final-round play: one to the supply.
     *
     * @generated from enum value: ARK_DISC_REASON_FINAL_PLAY = 3;
     */
    FINAL_PLAY = 3
}
/**
 * Describes the enum ludus.v1.ArkDiscReason.
 */
export declare const ArkDiscReasonSchema: GenEnum<ArkDiscReason>;
