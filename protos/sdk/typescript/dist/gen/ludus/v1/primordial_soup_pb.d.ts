import type { GenEnum, GenFile, GenMessage } from "@bufbuild/protobuf/codegenv2";
import type { Message } from "@bufbuild/protobuf";
/**
 * Describes the file ludus/v1/primordial_soup.proto.
 */
export declare const file_ludus_v1_primordial_soup: GenFile;
/**
 * Primordial Soup has no options; the message exists so that variants can be added compatibly.
 *
 * @generated from message ludus.v1.PrimordialSoupOptions
 */
export type PrimordialSoupOptions = Message<"ludus.v1.PrimordialSoupOptions"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupOptions.
 * Use `create(PrimordialSoupOptionsSchema)` to create a new message.
 */
export declare const PrimordialSoupOptionsSchema: GenMessage<PrimordialSoupOptions>;
/**
 * An amoeba: its owner's seat (= its colour) and its number.
 *
 * @generated from message ludus.v1.PrimordialSoupAmoebaRef
 */
export type PrimordialSoupAmoebaRef = Message<"ludus.v1.PrimordialSoupAmoebaRef"> & {
    /**
     * The owner's seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The amoeba's number, 1..7.
     *
     * @generated from field: uint32 number = 2;
     */
    number: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAmoebaRef.
 * Use `create(PrimordialSoupAmoebaRefSchema)` to create a new message.
 */
export declare const PrimordialSoupAmoebaRefSchema: GenMessage<PrimordialSoupAmoebaRef>;
/**
 * A number of cubes per colour.
 *
 * @generated from message ludus.v1.PrimordialSoupCubes
 */
export type PrimordialSoupCubes = Message<"ludus.v1.PrimordialSoupCubes"> & {
    /**
     * counts[c] is the number of cubes of colour c (seat c). At most one entry per seat; missing
     * trailing entries mean 0.
     *
     * @generated from field: repeated uint32 counts = 1;
     */
    counts: number[];
};
/**
 * Describes the message ludus.v1.PrimordialSoupCubes.
 * Use `create(PrimordialSoupCubesSchema)` to create a new message.
 */
export declare const PrimordialSoupCubesSchema: GenMessage<PrimordialSoupCubes>;
/**
 * One soup space.
 *
 * @generated from message ludus.v1.PrimordialSoupSpaceInfo
 */
export type PrimordialSoupSpaceInfo = Message<"ludus.v1.PrimordialSoupSpaceInfo"> & {
    /**
     * The id, 0..18, in reading order.
     *
     * @generated from field: uint32 id = 1;
     */
    id: number;
    /**
     * Row on the 5x5 grid, 0 (north) .. 4 (south).
     *
     * @generated from field: uint32 row = 2;
     */
    row: number;
    /**
     * Column on the 5x5 grid, 0 (west) .. 4 (east).
     *
     * @generated from field: uint32 column = 3;
     */
    column: number;
    /**
     * The neighbour to the north; unset at an edge, a missing cell or the island.
     *
     * @generated from field: optional uint32 north = 4;
     */
    north?: number;
    /**
     * The neighbour to the east; unset if there is none.
     *
     * @generated from field: optional uint32 east = 5;
     */
    east?: number;
    /**
     * The neighbour to the south; unset if there is none.
     *
     * @generated from field: optional uint32 south = 6;
     */
    south?: number;
    /**
     * The neighbour to the west; unset if there is none.
     *
     * @generated from field: optional uint32 west = 7;
     */
    west?: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupSpaceInfo.
 * Use `create(PrimordialSoupSpaceInfoSchema)` to create a new message.
 */
export declare const PrimordialSoupSpaceInfoSchema: GenMessage<PrimordialSoupSpaceInfo>;
/**
 * One environment card.
 *
 * @generated from message ludus.v1.PrimordialSoupEnvironmentCardInfo
 */
export type PrimordialSoupEnvironmentCardInfo = Message<"ludus.v1.PrimordialSoupEnvironmentCardInfo"> & {
    /**
     * The id, "E1".."E11".
     *
     * @generated from field: string id = 1;
     */
    id: string;
    /**
     * The ozone value: a player whose gene MP exceed it has a defect.
     *
     * @generated from field: uint32 ozone = 2;
     */
    ozone: number;
    /**
     * The drift direction (NONE: no drift).
     *
     * @generated from field: ludus.v1.PrimordialSoupDirection drift = 3;
     */
    drift: PrimordialSoupDirection;
};
/**
 * Describes the message ludus.v1.PrimordialSoupEnvironmentCardInfo.
 * Use `create(PrimordialSoupEnvironmentCardInfoSchema)` to create a new message.
 */
export declare const PrimordialSoupEnvironmentCardInfoSchema: GenMessage<PrimordialSoupEnvironmentCardInfo>;
/**
 * One gene card kind.
 *
 * @generated from message ludus.v1.PrimordialSoupGeneInfo
 */
export type PrimordialSoupGeneInfo = Message<"ludus.v1.PrimordialSoupGeneInfo"> & {
    /**
     * Stable id, e.g. "struggle_for_survival".
     *
     * @generated from field: string id = 1;
     */
    id: string;
    /**
     * English name.
     *
     * @generated from field: string name = 2;
     */
    name: string;
    /**
     * Price in BP.
     *
     * @generated from field: uint32 price = 3;
     */
    price: number;
    /**
     * Mutation points (Ray Protection: -2).
     *
     * @generated from field: sint32 mutation_points = 4;
     */
    mutationPoints: number;
    /**
     * Copies used with 3 players.
     *
     * @generated from field: uint32 copies_3p = 5;
     */
    copies3p: number;
    /**
     * Copies used with 4 players.
     *
     * @generated from field: uint32 copies_4p = 6;
     */
    copies4p: number;
    /**
     * True for the four advanced genes.
     *
     * @generated from field: bool advanced = 7;
     */
    advanced: boolean;
    /**
     * Advanced genes: the basic gene(s) one of which must be given back to buy it.
     *
     * @generated from field: repeated string replaces = 8;
     */
    replaces: string[];
    /**
     * How much of a defect giving this card up settles (its MP; 4 for Ray Protection).
     *
     * @generated from field: uint32 defect_relief = 9;
     */
    defectRelief: number;
    /**
     * How many cards it counts as for gene points (basic 1, advanced 2, Ray Protection 0).
     *
     * @generated from field: uint32 score_cards = 10;
     */
    scoreCards: number;
    /**
     * The phases where it acts (informative).
     *
     * @generated from field: repeated uint32 phases = 11;
     */
    phases: number[];
    /**
     * The effect in a sentence.
     *
     * @generated from field: string effect = 12;
     */
    effect: string;
};
/**
 * Describes the message ludus.v1.PrimordialSoupGeneInfo.
 * Use `create(PrimordialSoupGeneInfoSchema)` to create a new message.
 */
export declare const PrimordialSoupGeneInfoSchema: GenMessage<PrimordialSoupGeneInfo>;
/**
 * The meals allowed with one combination of feeding genes.
 *
 * @generated from message ludus.v1.PrimordialSoupMealRule
 */
export type PrimordialSoupMealRule = Message<"ludus.v1.PrimordialSoupMealRule"> & {
    /**
     * The feeding genes used ("substitution", "frugality", "parasitism"); empty: the basic meal.
     *
     * @generated from field: repeated string genes = 1;
     */
    genes: string[];
    /**
     * Allowed patterns: cubes per distinct colour, largest first (e.g. [2, 1]).
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupCubes patterns = 2;
     */
    patterns: PrimordialSoupCubes[];
};
/**
 * Describes the message ludus.v1.PrimordialSoupMealRule.
 * Use `create(PrimordialSoupMealRuleSchema)` to create a new message.
 */
export declare const PrimordialSoupMealRuleSchema: GenMessage<PrimordialSoupMealRule>;
/**
 * Primordial Soup's fixed data.
 *
 * @generated from message ludus.v1.PrimordialSoupCatalogue
 */
export type PrimordialSoupCatalogue = Message<"ludus.v1.PrimordialSoupCatalogue"> & {
    /**
     * Colour names; colour c belongs to seat c.
     *
     * @generated from field: repeated string colours = 1;
     */
    colours: string[];
    /**
     * The 19 spaces.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupSpaceInfo spaces = 2;
     */
    spaces: PrimordialSoupSpaceInfo[];
    /**
     * The 11 environment cards.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupEnvironmentCardInfo environment_cards = 3;
     */
    environmentCards: PrimordialSoupEnvironmentCardInfo[];
    /**
     * The 20 gene kinds.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupGeneInfo genes = 4;
     */
    genes: PrimordialSoupGeneInfo[];
    /**
     * Amoeba points by amoebas on the board (index = count).
     *
     * @generated from field: repeated uint32 amoeba_points = 5;
     */
    amoebaPoints: number[];
    /**
     * Gene points by gene cards held (index = count; the last entry applies to larger counts).
     *
     * @generated from field: repeated uint32 gene_points = 6;
     */
    genePoints: number[];
    /**
     * The score that ends the game.
     *
     * @generated from field: uint32 end_threshold = 7;
     */
    endThreshold: number;
    /**
     * Meals allowed with 3 players.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupMealRule meals_3p = 8;
     */
    meals3p: PrimordialSoupMealRule[];
    /**
     * Meals allowed with 4 players.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupMealRule meals_4p = 9;
     */
    meals4p: PrimordialSoupMealRule[];
    /**
     * Where the edition comes from.
     *
     * @generated from field: string edition = 10;
     */
    edition: string;
};
/**
 * Describes the message ludus.v1.PrimordialSoupCatalogue.
 * Use `create(PrimordialSoupCatalogueSchema)` to create a new message.
 */
export declare const PrimordialSoupCatalogueSchema: GenMessage<PrimordialSoupCatalogue>;
/**
 * A command of a seat. Exactly one field is set. Each answers one decision kind.
 *
 * @generated from message ludus.v1.PrimordialSoupCommand
 */
export type PrimordialSoupCommand = Message<"ludus.v1.PrimordialSoupCommand"> & {
    /**
     * The command.
     *
     * @generated from oneof ludus.v1.PrimordialSoupCommand.command
     */
    command: {
        /**
         * START_SPACE.
         *
         * @generated from field: ludus.v1.PrimordialSoupChooseStartSpace choose_start_space = 1;
         */
        value: PrimordialSoupChooseStartSpace;
        case: "chooseStartSpace";
    } | {
        /**
         * START_AMOEBA.
         *
         * @generated from field: ludus.v1.PrimordialSoupPlaceStartAmoeba place_start_amoeba = 2;
         */
        value: PrimordialSoupPlaceStartAmoeba;
        case: "placeStartAmoeba";
    } | {
        /**
         * MOVEMENT: drift with the current card.
         *
         * @generated from field: ludus.v1.PrimordialSoupDrift drift = 3;
         */
        value: PrimordialSoupDrift;
        case: "drift";
    } | {
        /**
         * MOVEMENT: pay for an active move.
         *
         * @generated from field: ludus.v1.PrimordialSoupActiveMove active_move = 4;
         */
        value: PrimordialSoupActiveMove;
        case: "activeMove";
    } | {
        /**
         * MOVEMENT (Holding): stay instead of drifting.
         *
         * @generated from field: ludus.v1.PrimordialSoupStay stay = 5;
         */
        value: PrimordialSoupStay;
        case: "stay";
    } | {
        /**
         * PICK_DIE (Movement I): use one of the two dice.
         *
         * @generated from field: ludus.v1.PrimordialSoupPickDie pick_die = 6;
         */
        value: PrimordialSoupPickDie;
        case: "pickDie";
    } | {
        /**
         * DIRECTION: the direction after a 6, or staying.
         *
         * @generated from field: ludus.v1.PrimordialSoupChooseDirection choose_direction = 7;
         */
        value: PrimordialSoupChooseDirection;
        case: "chooseDirection";
    } | {
        /**
         * CARRY_CUBES (Tentacle).
         *
         * @generated from field: ludus.v1.PrimordialSoupCarryCubes carry_cubes = 8;
         */
        value: PrimordialSoupCarryCubes;
        case: "carryCubes";
    } | {
        /**
         * FOLLOW (Holding).
         *
         * @generated from field: ludus.v1.PrimordialSoupFollow follow = 9;
         */
        value: PrimordialSoupFollow;
        case: "follow";
    } | {
        /**
         * SECOND_MOVE (Speed): make the free second active move.
         *
         * @generated from field: ludus.v1.PrimordialSoupSecondMove second_move = 10;
         */
        value: PrimordialSoupSecondMove;
        case: "secondMove";
    } | {
        /**
         * SECOND_MOVE (Speed): stop moving.
         *
         * @generated from field: ludus.v1.PrimordialSoupEndMovement end_movement = 11;
         */
        value: PrimordialSoupEndMovement;
        case: "endMovement";
    } | {
        /**
         * FEED: eat a meal.
         *
         * @generated from field: ludus.v1.PrimordialSoupFeed feed = 12;
         */
        value: PrimordialSoupFeed;
        case: "feed";
    } | {
        /**
         * ATTACK (Struggle for Survival): attack an amoeba in the same space.
         *
         * @generated from field: ludus.v1.PrimordialSoupAttack attack = 13;
         */
        value: PrimordialSoupAttack;
        case: "attack";
    } | {
        /**
         * ATTACK: starve instead (+1 DP).
         *
         * @generated from field: ludus.v1.PrimordialSoupStarve starve = 14;
         */
        value: PrimordialSoupStarve;
        case: "starve";
    } | {
        /**
         * RESPOND (Escape): move away from the attack.
         *
         * @generated from field: ludus.v1.PrimordialSoupEscape escape = 15;
         */
        value: PrimordialSoupEscape;
        case: "escape";
    } | {
        /**
         * RESPOND (Defense): pay for a die fight.
         *
         * @generated from field: ludus.v1.PrimordialSoupDefend defend = 16;
         */
        value: PrimordialSoupDefend;
        case: "defend";
    } | {
        /**
         * RESPOND: let the attack succeed.
         *
         * @generated from field: ludus.v1.PrimordialSoupAccept accept = 17;
         */
        value: PrimordialSoupAccept;
        case: "accept";
    } | {
        /**
         * REFIGHT (Persistence): fight once more, free.
         *
         * @generated from field: ludus.v1.PrimordialSoupRefight refight = 18;
         */
        value: PrimordialSoupRefight;
        case: "refight";
    } | {
        /**
         * REFIGHT: keep the lost fight.
         *
         * @generated from field: ludus.v1.PrimordialSoupDeclineRefight decline_refight = 19;
         */
        value: PrimordialSoupDeclineRefight;
        case: "declineRefight";
    } | {
        /**
         * RETRY_ATTACK (Persistence): a free new attempt.
         *
         * @generated from field: ludus.v1.PrimordialSoupRetryAttack retry_attack = 20;
         */
        value: PrimordialSoupRetryAttack;
        case: "retryAttack";
    } | {
        /**
         * RETRY_ATTACK: no retry (in phase 1 the attacker then starves).
         *
         * @generated from field: ludus.v1.PrimordialSoupDeclineRetry decline_retry = 21;
         */
        value: PrimordialSoupDeclineRetry;
        case: "declineRetry";
    } | {
        /**
         * SETTLE_DEFECT: give a gene card back to the pool.
         *
         * @generated from field: ludus.v1.PrimordialSoupGiveUpGene give_up_gene = 22;
         */
        value: PrimordialSoupGiveUpGene;
        case: "giveUpGene";
    } | {
        /**
         * SETTLE_DEFECT: pay the remaining defect in BP.
         *
         * @generated from field: ludus.v1.PrimordialSoupPayDefect pay_defect = 23;
         */
        value: PrimordialSoupPayDefect;
        case: "payDefect";
    } | {
        /**
         * BUY_GENES: buy a basic gene.
         *
         * @generated from field: ludus.v1.PrimordialSoupBuyGene buy_gene = 24;
         */
        value: PrimordialSoupBuyGene;
        case: "buyGene";
    } | {
        /**
         * BUY_GENES: buy an advanced gene, giving back its basic gene.
         *
         * @generated from field: ludus.v1.PrimordialSoupBuyAdvancedGene buy_advanced_gene = 25;
         */
        value: PrimordialSoupBuyAdvancedGene;
        case: "buyAdvancedGene";
    } | {
        /**
         * BUY_GENES: end your purchases.
         *
         * @generated from field: ludus.v1.PrimordialSoupEndPurchases end_purchases = 26;
         */
        value: PrimordialSoupEndPurchases;
        case: "endPurchases";
    } | {
        /**
         * DIVISION: place a new amoeba.
         *
         * @generated from field: ludus.v1.PrimordialSoupPlaceAmoeba place_amoeba = 27;
         */
        value: PrimordialSoupPlaceAmoeba;
        case: "placeAmoeba";
    } | {
        /**
         * DIVISION: end your division turn.
         *
         * @generated from field: ludus.v1.PrimordialSoupEndDivision end_division = 28;
         */
        value: PrimordialSoupEndDivision;
        case: "endDivision";
    } | {
        /**
         * AGGRESSION: make your phase-5 attack.
         *
         * @generated from field: ludus.v1.PrimordialSoupAggression aggression = 29;
         */
        value: PrimordialSoupAggression;
        case: "aggression";
    } | {
        /**
         * AGGRESSION: no attack this round.
         *
         * @generated from field: ludus.v1.PrimordialSoupPassAggression pass_aggression = 30;
         */
        value: PrimordialSoupPassAggression;
        case: "passAggression";
    } | {
        case: undefined;
        value?: undefined;
    };
};
/**
 * Describes the message ludus.v1.PrimordialSoupCommand.
 * Use `create(PrimordialSoupCommandSchema)` to create a new message.
 */
export declare const PrimordialSoupCommandSchema: GenMessage<PrimordialSoupCommand>;
/**
 * Put your marker on a free start space of the scoring track.
 *
 * @generated from message ludus.v1.PrimordialSoupChooseStartSpace
 */
export type PrimordialSoupChooseStartSpace = Message<"ludus.v1.PrimordialSoupChooseStartSpace"> & {
    /**
     * The space: 1..4 with 4 players, 1..3 with 3 players.
     *
     * @generated from field: uint32 position = 1;
     */
    position: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupChooseStartSpace.
 * Use `create(PrimordialSoupChooseStartSpaceSchema)` to create a new message.
 */
export declare const PrimordialSoupChooseStartSpaceSchema: GenMessage<PrimordialSoupChooseStartSpace>;
/**
 * Place a starting amoeba on a space that holds no amoeba at all.
 *
 * @generated from message ludus.v1.PrimordialSoupPlaceStartAmoeba
 */
export type PrimordialSoupPlaceStartAmoeba = Message<"ludus.v1.PrimordialSoupPlaceStartAmoeba"> & {
    /**
     * The amoeba's number, 1..7, not yet on the board.
     *
     * @generated from field: uint32 number = 1;
     */
    number: number;
    /**
     * The space, 0..18.
     *
     * @generated from field: uint32 space = 2;
     */
    space: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupPlaceStartAmoeba.
 * Use `create(PrimordialSoupPlaceStartAmoebaSchema)` to create a new message.
 */
export declare const PrimordialSoupPlaceStartAmoebaSchema: GenMessage<PrimordialSoupPlaceStartAmoeba>;
/**
 * Drift one space with the current environment card (free).
 *
 * @generated from message ludus.v1.PrimordialSoupDrift
 */
export type PrimordialSoupDrift = Message<"ludus.v1.PrimordialSoupDrift"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupDrift.
 * Use `create(PrimordialSoupDriftSchema)` to create a new message.
 */
export declare const PrimordialSoupDriftSchema: GenMessage<PrimordialSoupDrift>;
/**
 * An active move: pay 1 BP (0 with Streamlining), then the server rolls (1 die, or 2 with
 * Movement I), unless the player has Movement II.
 *
 * @generated from message ludus.v1.PrimordialSoupActiveMove
 */
export type PrimordialSoupActiveMove = Message<"ludus.v1.PrimordialSoupActiveMove"> & {
    /**
     * Movement II only (then a direction or `stay` is required): the direction. Must be NONE
     * otherwise, and with `stay`.
     *
     * @generated from field: ludus.v1.PrimordialSoupDirection direction = 1;
     */
    direction: PrimordialSoupDirection;
    /**
     * Movement II only: pay the move and stay where you are instead of stepping (Movement II's free
     * choice is a 6's: a direction or staying). Must be false without Movement II.
     *
     * @generated from field: bool stay = 2;
     */
    stay: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupActiveMove.
 * Use `create(PrimordialSoupActiveMoveSchema)` to create a new message.
 */
export declare const PrimordialSoupActiveMoveSchema: GenMessage<PrimordialSoupActiveMove>;
/**
 * Holding: stay where you are instead of drifting (free).
 *
 * @generated from message ludus.v1.PrimordialSoupStay
 */
export type PrimordialSoupStay = Message<"ludus.v1.PrimordialSoupStay"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupStay.
 * Use `create(PrimordialSoupStaySchema)` to create a new message.
 */
export declare const PrimordialSoupStaySchema: GenMessage<PrimordialSoupStay>;
/**
 * Movement I: use one of the two dice rolled (PrimordialSoupDecision.dice).
 *
 * @generated from message ludus.v1.PrimordialSoupPickDie
 */
export type PrimordialSoupPickDie = Message<"ludus.v1.PrimordialSoupPickDie"> & {
    /**
     * 1 for the first die, 2 for the second.
     *
     * @generated from field: uint32 die = 1;
     */
    die: number;
    /**
     * If the picked die shows 6, the direction chosen (or NONE with `stay`); NONE for other dice.
     *
     * @generated from field: ludus.v1.PrimordialSoupDirection direction = 2;
     */
    direction: PrimordialSoupDirection;
    /**
     * Only if the picked die shows 6: stay where you are instead of stepping (a 6 lets the player
     * choose a direction or staying). A 6 needs exactly one of `direction` and `stay`.
     *
     * @generated from field: bool stay = 3;
     */
    stay: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupPickDie.
 * Use `create(PrimordialSoupPickDieSchema)` to create a new message.
 */
export declare const PrimordialSoupPickDieSchema: GenMessage<PrimordialSoupPickDie>;
/**
 * The choice after a 6: a direction, or staying where you are.
 *
 * @generated from message ludus.v1.PrimordialSoupChooseDirection
 */
export type PrimordialSoupChooseDirection = Message<"ludus.v1.PrimordialSoupChooseDirection"> & {
    /**
     * North, east, south or west; NONE only with `stay`. A blocked direction leaves the amoeba in
     * place.
     *
     * @generated from field: ludus.v1.PrimordialSoupDirection direction = 1;
     */
    direction: PrimordialSoupDirection;
    /**
     * Stay where you are instead of stepping. Exactly one of `direction` and `stay` is given.
     *
     * @generated from field: bool stay = 2;
     */
    stay: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupChooseDirection.
 * Use `create(PrimordialSoupChooseDirectionSchema)` to create a new message.
 */
export declare const PrimordialSoupChooseDirectionSchema: GenMessage<PrimordialSoupChooseDirection>;
/**
 * Tentacle: the cubes the amoeba takes from the space it left into the space it entered.
 *
 * @generated from message ludus.v1.PrimordialSoupCarryCubes
 */
export type PrimordialSoupCarryCubes = Message<"ludus.v1.PrimordialSoupCarryCubes"> & {
    /**
     * Cubes per colour, any colours, at most PrimordialSoupDecision.max_cubes in total and no more
     * than the left space holds. Empty: carry nothing.
     *
     * @generated from field: ludus.v1.PrimordialSoupCubes cubes = 1;
     */
    cubes?: PrimordialSoupCubes;
};
/**
 * Describes the message ludus.v1.PrimordialSoupCarryCubes.
 * Use `create(PrimordialSoupCarryCubesSchema)` to create a new message.
 */
export declare const PrimordialSoupCarryCubesSchema: GenMessage<PrimordialSoupCarryCubes>;
/**
 * Holding: which of your amoebas in the left space follow the leaving amoeba (free).
 *
 * @generated from message ludus.v1.PrimordialSoupFollow
 */
export type PrimordialSoupFollow = Message<"ludus.v1.PrimordialSoupFollow"> & {
    /**
     * Numbers of your amoebas, each listed in PrimordialSoupDecision.followers. Empty: none follows.
     *
     * @generated from field: repeated uint32 numbers = 1;
     */
    numbers: number[];
};
/**
 * Describes the message ludus.v1.PrimordialSoupFollow.
 * Use `create(PrimordialSoupFollowSchema)` to create a new message.
 */
export declare const PrimordialSoupFollowSchema: GenMessage<PrimordialSoupFollow>;
/**
 * Speed: the free second active move.
 *
 * @generated from message ludus.v1.PrimordialSoupSecondMove
 */
export type PrimordialSoupSecondMove = Message<"ludus.v1.PrimordialSoupSecondMove"> & {
    /**
     * Movement II only (then a direction or `stay` is required): the direction. Must be NONE
     * otherwise, and with `stay`.
     *
     * @generated from field: ludus.v1.PrimordialSoupDirection direction = 1;
     */
    direction: PrimordialSoupDirection;
    /**
     * Movement II only: make the second move but stay where you are. Must be false without
     * Movement II.
     *
     * @generated from field: bool stay = 2;
     */
    stay: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupSecondMove.
 * Use `create(PrimordialSoupSecondMoveSchema)` to create a new message.
 */
export declare const PrimordialSoupSecondMoveSchema: GenMessage<PrimordialSoupSecondMove>;
/**
 * Speed: no second move.
 *
 * @generated from message ludus.v1.PrimordialSoupEndMovement
 */
export type PrimordialSoupEndMovement = Message<"ludus.v1.PrimordialSoupEndMovement"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupEndMovement.
 * Use `create(PrimordialSoupEndMovementSchema)` to create a new message.
 */
export declare const PrimordialSoupEndMovementSchema: GenMessage<PrimordialSoupEndMovement>;
/**
 * Eat a meal in the amoeba's space. The cubes must fit an allowed pattern (catalogue meals) for
 * some combination of the feeding genes you hold; naming a host uses Parasitism.
 *
 * @generated from message ludus.v1.PrimordialSoupFeed
 */
export type PrimordialSoupFeed = Message<"ludus.v1.PrimordialSoupFeed"> & {
    /**
     * The cubes eaten, per colour; never your own colour.
     *
     * @generated from field: ludus.v1.PrimordialSoupCubes cubes = 1;
     */
    cubes?: PrimordialSoupCubes;
    /**
     * Parasitism: another player's amoeba in the same space whose owner has at least 1 BP; that
     * owner pays 1 BP. Unset: no Parasitism.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef host = 2;
     */
    host?: PrimordialSoupAmoebaRef;
};
/**
 * Describes the message ludus.v1.PrimordialSoupFeed.
 * Use `create(PrimordialSoupFeedSchema)` to create a new message.
 */
export declare const PrimordialSoupFeedSchema: GenMessage<PrimordialSoupFeed>;
/**
 * Struggle for Survival: the acting amoeba attacks (pays 1 BP).
 *
 * @generated from message ludus.v1.PrimordialSoupAttack
 */
export type PrimordialSoupAttack = Message<"ludus.v1.PrimordialSoupAttack"> & {
    /**
     * Another amoeba in the same space (own amoebas allowed), whose owner has no Armor.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef target = 1;
     */
    target?: PrimordialSoupAmoebaRef;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAttack.
 * Use `create(PrimordialSoupAttackSchema)` to create a new message.
 */
export declare const PrimordialSoupAttackSchema: GenMessage<PrimordialSoupAttack>;
/**
 * Starve instead of attacking: +1 DP, no excretion.
 *
 * @generated from message ludus.v1.PrimordialSoupStarve
 */
export type PrimordialSoupStarve = Message<"ludus.v1.PrimordialSoupStarve"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupStarve.
 * Use `create(PrimordialSoupStarveSchema)` to create a new message.
 */
export declare const PrimordialSoupStarveSchema: GenMessage<PrimordialSoupStarve>;
/**
 * Escape: pay 1 BP (0 with Streamlining) and make an active move with all your movement genes.
 *
 * @generated from message ludus.v1.PrimordialSoupEscape
 */
export type PrimordialSoupEscape = Message<"ludus.v1.PrimordialSoupEscape"> & {
    /**
     * Movement II only (then a direction or `stay` is required): the direction. Must be NONE
     * otherwise, and with `stay`.
     *
     * @generated from field: ludus.v1.PrimordialSoupDirection direction = 1;
     */
    direction: PrimordialSoupDirection;
    /**
     * Movement II only: pay the escape and stay where you are (the escape then fails; offered because
     * Movement II's choice always includes staying). Must be false without Movement II.
     *
     * @generated from field: bool stay = 2;
     */
    stay: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupEscape.
 * Use `create(PrimordialSoupEscapeSchema)` to create a new message.
 */
export declare const PrimordialSoupEscapeSchema: GenMessage<PrimordialSoupEscape>;
/**
 * Defense: pay 1 BP; attacker and defender each roll a die until one is higher.
 *
 * @generated from message ludus.v1.PrimordialSoupDefend
 */
export type PrimordialSoupDefend = Message<"ludus.v1.PrimordialSoupDefend"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupDefend.
 * Use `create(PrimordialSoupDefendSchema)` to create a new message.
 */
export declare const PrimordialSoupDefendSchema: GenMessage<PrimordialSoupDefend>;
/**
 * Accept the attack: it succeeds.
 *
 * @generated from message ludus.v1.PrimordialSoupAccept
 */
export type PrimordialSoupAccept = Message<"ludus.v1.PrimordialSoupAccept"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupAccept.
 * Use `create(PrimordialSoupAcceptSchema)` to create a new message.
 */
export declare const PrimordialSoupAcceptSchema: GenMessage<PrimordialSoupAccept>;
/**
 * Persistence: fight the lost Defense fight once more, free; the new result replaces the old.
 *
 * @generated from message ludus.v1.PrimordialSoupRefight
 */
export type PrimordialSoupRefight = Message<"ludus.v1.PrimordialSoupRefight"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupRefight.
 * Use `create(PrimordialSoupRefightSchema)` to create a new message.
 */
export declare const PrimordialSoupRefightSchema: GenMessage<PrimordialSoupRefight>;
/**
 * Keep the lost Defense fight.
 *
 * @generated from message ludus.v1.PrimordialSoupDeclineRefight
 */
export type PrimordialSoupDeclineRefight = Message<"ludus.v1.PrimordialSoupDeclineRefight"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupDeclineRefight.
 * Use `create(PrimordialSoupDeclineRefightSchema)` to create a new message.
 */
export declare const PrimordialSoupDeclineRefightSchema: GenMessage<PrimordialSoupDeclineRefight>;
/**
 * Persistence: a free new attack attempt by the same attacker.
 *
 * @generated from message ludus.v1.PrimordialSoupRetryAttack
 */
export type PrimordialSoupRetryAttack = Message<"ludus.v1.PrimordialSoupRetryAttack"> & {
    /**
     * A legal target in the attacker's present space.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef target = 1;
     */
    target?: PrimordialSoupAmoebaRef;
};
/**
 * Describes the message ludus.v1.PrimordialSoupRetryAttack.
 * Use `create(PrimordialSoupRetryAttackSchema)` to create a new message.
 */
export declare const PrimordialSoupRetryAttackSchema: GenMessage<PrimordialSoupRetryAttack>;
/**
 * No Persistence retry.
 *
 * @generated from message ludus.v1.PrimordialSoupDeclineRetry
 */
export type PrimordialSoupDeclineRetry = Message<"ludus.v1.PrimordialSoupDeclineRetry"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupDeclineRetry.
 * Use `create(PrimordialSoupDeclineRetrySchema)` to create a new message.
 */
export declare const PrimordialSoupDeclineRetrySchema: GenMessage<PrimordialSoupDeclineRetry>;
/**
 * Give a gene card back to the pool: settles its MP of the defect (Ray Protection: 4).
 *
 * @generated from message ludus.v1.PrimordialSoupGiveUpGene
 */
export type PrimordialSoupGiveUpGene = Message<"ludus.v1.PrimordialSoupGiveUpGene"> & {
    /**
     * The gene id of a card you hold (with two copies, the more recently acquired one goes).
     *
     * @generated from field: string gene = 1;
     */
    gene: string;
};
/**
 * Describes the message ludus.v1.PrimordialSoupGiveUpGene.
 * Use `create(PrimordialSoupGiveUpGeneSchema)` to create a new message.
 */
export declare const PrimordialSoupGiveUpGeneSchema: GenMessage<PrimordialSoupGiveUpGene>;
/**
 * Pay the whole remaining defect in BP.
 *
 * @generated from message ludus.v1.PrimordialSoupPayDefect
 */
export type PrimordialSoupPayDefect = Message<"ludus.v1.PrimordialSoupPayDefect"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupPayDefect.
 * Use `create(PrimordialSoupPayDefectSchema)` to create a new message.
 */
export declare const PrimordialSoupPayDefectSchema: GenMessage<PrimordialSoupPayDefect>;
/**
 * Buy a basic gene from the pool.
 *
 * @generated from message ludus.v1.PrimordialSoupBuyGene
 */
export type PrimordialSoupBuyGene = Message<"ludus.v1.PrimordialSoupBuyGene"> & {
    /**
     * The gene id.
     *
     * @generated from field: string gene = 1;
     */
    gene: string;
};
/**
 * Describes the message ludus.v1.PrimordialSoupBuyGene.
 * Use `create(PrimordialSoupBuyGeneSchema)` to create a new message.
 */
export declare const PrimordialSoupBuyGeneSchema: GenMessage<PrimordialSoupBuyGene>;
/**
 * Buy an advanced gene, giving back the basic gene it replaces.
 *
 * @generated from message ludus.v1.PrimordialSoupBuyAdvancedGene
 */
export type PrimordialSoupBuyAdvancedGene = Message<"ludus.v1.PrimordialSoupBuyAdvancedGene"> & {
    /**
     * The advanced gene id ("persistence", "movement_2", "aggression", "armor").
     *
     * @generated from field: string gene = 1;
     */
    gene: string;
    /**
     * The basic gene given back; it must have been acquired in an earlier round. For Armor,
     * "defense" or "escape"; otherwise the one gene it replaces.
     *
     * @generated from field: string give_up = 2;
     */
    giveUp: string;
};
/**
 * Describes the message ludus.v1.PrimordialSoupBuyAdvancedGene.
 * Use `create(PrimordialSoupBuyAdvancedGeneSchema)` to create a new message.
 */
export declare const PrimordialSoupBuyAdvancedGeneSchema: GenMessage<PrimordialSoupBuyAdvancedGene>;
/**
 * End the phase-3 turn.
 *
 * @generated from message ludus.v1.PrimordialSoupEndPurchases
 */
export type PrimordialSoupEndPurchases = Message<"ludus.v1.PrimordialSoupEndPurchases"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupEndPurchases.
 * Use `create(PrimordialSoupEndPurchasesSchema)` to create a new message.
 */
export declare const PrimordialSoupEndPurchasesSchema: GenMessage<PrimordialSoupEndPurchases>;
/**
 * Place a new amoeba (the server works out the cost: free, 6 BP, or 4 BP with Division Rate).
 *
 * @generated from message ludus.v1.PrimordialSoupPlaceAmoeba
 */
export type PrimordialSoupPlaceAmoeba = Message<"ludus.v1.PrimordialSoupPlaceAmoeba"> & {
    /**
     * An amoeba number 1..7 not on the board.
     *
     * @generated from field: uint32 number = 1;
     */
    number: number;
    /**
     * The space, 0..18: without an own amoeba, next to an own amoeba unless Spores or a special
     * case allows any space.
     *
     * @generated from field: uint32 space = 2;
     */
    space: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupPlaceAmoeba.
 * Use `create(PrimordialSoupPlaceAmoebaSchema)` to create a new message.
 */
export declare const PrimordialSoupPlaceAmoebaSchema: GenMessage<PrimordialSoupPlaceAmoeba>;
/**
 * End the phase-4 turn.
 *
 * @generated from message ludus.v1.PrimordialSoupEndDivision
 */
export type PrimordialSoupEndDivision = Message<"ludus.v1.PrimordialSoupEndDivision"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupEndDivision.
 * Use `create(PrimordialSoupEndDivisionSchema)` to create a new message.
 */
export declare const PrimordialSoupEndDivisionSchema: GenMessage<PrimordialSoupEndDivision>;
/**
 * Aggression: one attack per round by any of your amoebas on another player's amoeba in its space
 * (pays 1 BP).
 *
 * @generated from message ludus.v1.PrimordialSoupAggression
 */
export type PrimordialSoupAggression = Message<"ludus.v1.PrimordialSoupAggression"> & {
    /**
     * Your attacking amoeba's number.
     *
     * @generated from field: uint32 attacker = 1;
     */
    attacker: number;
    /**
     * The target: another player's amoeba in the attacker's space.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef target = 2;
     */
    target?: PrimordialSoupAmoebaRef;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAggression.
 * Use `create(PrimordialSoupAggressionSchema)` to create a new message.
 */
export declare const PrimordialSoupAggressionSchema: GenMessage<PrimordialSoupAggression>;
/**
 * No Aggression attack this round.
 *
 * @generated from message ludus.v1.PrimordialSoupPassAggression
 */
export type PrimordialSoupPassAggression = Message<"ludus.v1.PrimordialSoupPassAggression"> & {};
/**
 * Describes the message ludus.v1.PrimordialSoupPassAggression.
 * Use `create(PrimordialSoupPassAggressionSchema)` to create a new message.
 */
export declare const PrimordialSoupPassAggressionSchema: GenMessage<PrimordialSoupPassAggression>;
/**
 * Something that happened. Exactly one field is set.
 *
 * @generated from message ludus.v1.PrimordialSoupEvent
 */
export type PrimordialSoupEvent = Message<"ludus.v1.PrimordialSoupEvent"> & {
    /**
     * The event.
     *
     * @generated from oneof ludus.v1.PrimordialSoupEvent.event
     */
    event: {
        /**
         * The match was set up.
         *
         * @generated from field: ludus.v1.PrimordialSoupSetup setup = 1;
         */
        value: PrimordialSoupSetup;
        case: "setup";
    } | {
        /**
         * Dice rolled for the start order.
         *
         * @generated from field: ludus.v1.PrimordialSoupStartDiceRolled start_dice_rolled = 2;
         */
        value: PrimordialSoupStartDiceRolled;
        case: "startDiceRolled";
    } | {
        /**
         * A phase began.
         *
         * @generated from field: ludus.v1.PrimordialSoupPhaseStarted phase_started = 3;
         */
        value: PrimordialSoupPhaseStarted;
        case: "phaseStarted";
    } | {
        /**
         * A player's turn in the current phase began.
         *
         * @generated from field: ludus.v1.PrimordialSoupTurnStarted turn_started = 4;
         */
        value: PrimordialSoupTurnStarted;
        case: "turnStarted";
    } | {
        /**
         * A player's turn in the current phase ended.
         *
         * @generated from field: ludus.v1.PrimordialSoupTurnEnded turn_ended = 5;
         */
        value: PrimordialSoupTurnEnded;
        case: "turnEnded";
    } | {
        /**
         * The game now waits for this decision.
         *
         * @generated from field: ludus.v1.PrimordialSoupDecisionRequested decision_requested = 6;
         */
        value: PrimordialSoupDecisionRequested;
        case: "decisionRequested";
    } | {
        /**
         * A marker was put on a start space.
         *
         * @generated from field: ludus.v1.PrimordialSoupStartSpaceChosen start_space_chosen = 7;
         */
        value: PrimordialSoupStartSpaceChosen;
        case: "startSpaceChosen";
    } | {
        /**
         * An amoeba came onto the board.
         *
         * @generated from field: ludus.v1.PrimordialSoupAmoebaPlaced amoeba_placed = 8;
         */
        value: PrimordialSoupAmoebaPlaced;
        case: "amoebaPlaced";
    } | {
        /**
         * An amoeba's phase-1 turn began.
         *
         * @generated from field: ludus.v1.PrimordialSoupAmoebaTurnStarted amoeba_turn_started = 9;
         */
        value: PrimordialSoupAmoebaTurnStarted;
        case: "amoebaTurnStarted";
    } | {
        /**
         * A movement (drift, active move, stay, escape, second move) began.
         *
         * @generated from field: ludus.v1.PrimordialSoupMovementStarted movement_started = 10;
         */
        value: PrimordialSoupMovementStarted;
        case: "movementStarted";
    } | {
        /**
         * Movement dice were rolled.
         *
         * @generated from field: ludus.v1.PrimordialSoupDiceRolled dice_rolled = 11;
         */
        value: PrimordialSoupDiceRolled;
        case: "diceRolled";
    } | {
        /**
         * One movement step was resolved: the amoeba moved or stayed.
         *
         * @generated from field: ludus.v1.PrimordialSoupStepResolved step_resolved = 12;
         */
        value: PrimordialSoupStepResolved;
        case: "stepResolved";
    } | {
        /**
         * Tentacle: cubes were carried (possibly none).
         *
         * @generated from field: ludus.v1.PrimordialSoupCubesCarried cubes_carried = 13;
         */
        value: PrimordialSoupCubesCarried;
        case: "cubesCarried";
    } | {
        /**
         * Holding: a player decided which amoebas follow (possibly none).
         *
         * @generated from field: ludus.v1.PrimordialSoupFollowDecided follow_decided = 14;
         */
        value: PrimordialSoupFollowDecided;
        case: "followDecided";
    } | {
        /**
         * A movement ended.
         *
         * @generated from field: ludus.v1.PrimordialSoupMovementEnded movement_ended = 15;
         */
        value: PrimordialSoupMovementEnded;
        case: "movementEnded";
    } | {
        /**
         * An amoeba ate a meal and excreted.
         *
         * @generated from field: ludus.v1.PrimordialSoupAmoebaFed amoeba_fed = 16;
         */
        value: PrimordialSoupAmoebaFed;
        case: "amoebaFed";
    } | {
        /**
         * An amoeba took damage.
         *
         * @generated from field: ludus.v1.PrimordialSoupAmoebaDamaged amoeba_damaged = 17;
         */
        value: PrimordialSoupAmoebaDamaged;
        case: "amoebaDamaged";
    } | {
        /**
         * An attack attempt was declared.
         *
         * @generated from field: ludus.v1.PrimordialSoupAttackDeclared attack_declared = 18;
         */
        value: PrimordialSoupAttackDeclared;
        case: "attackDeclared";
    } | {
        /**
         * A Defense fight was rolled.
         *
         * @generated from field: ludus.v1.PrimordialSoupDefenseFight defense_fight = 19;
         */
        value: PrimordialSoupDefenseFight;
        case: "defenseFight";
    } | {
        /**
         * The defender declined a Persistence refight.
         *
         * @generated from field: ludus.v1.PrimordialSoupRefightDeclined refight_declined = 20;
         */
        value: PrimordialSoupRefightDeclined;
        case: "refightDeclined";
    } | {
        /**
         * The defender accepted the attack.
         *
         * @generated from field: ludus.v1.PrimordialSoupAttackAccepted attack_accepted = 21;
         */
        value: PrimordialSoupAttackAccepted;
        case: "attackAccepted";
    } | {
        /**
         * An attack attempt ended.
         *
         * @generated from field: ludus.v1.PrimordialSoupAttackResolved attack_resolved = 22;
         */
        value: PrimordialSoupAttackResolved;
        case: "attackResolved";
    } | {
        /**
         * An amoeba left the board.
         *
         * @generated from field: ludus.v1.PrimordialSoupAmoebaRemoved amoeba_removed = 23;
         */
        value: PrimordialSoupAmoebaRemoved;
        case: "amoebaRemoved";
    } | {
        /**
         * Cubes were put on a space from the supply.
         *
         * @generated from field: ludus.v1.PrimordialSoupCubesPlaced cubes_placed = 24;
         */
        value: PrimordialSoupCubesPlaced;
        case: "cubesPlaced";
    } | {
        /**
         * A player's BP changed.
         *
         * @generated from field: ludus.v1.PrimordialSoupBpChanged bp_changed = 25;
         */
        value: PrimordialSoupBpChanged;
        case: "bpChanged";
    } | {
        /**
         * An environment card was turned.
         *
         * @generated from field: ludus.v1.PrimordialSoupEnvironmentTurned environment_turned = 26;
         */
        value: PrimordialSoupEnvironmentTurned;
        case: "environmentTurned";
    } | {
        /**
         * Every player's defect was fixed for this phase 2.
         *
         * @generated from field: ludus.v1.PrimordialSoupDefectsFixed defects_fixed = 27;
         */
        value: PrimordialSoupDefectsFixed;
        case: "defectsFixed";
    } | {
        /**
         * Part of a defect was settled by a gene card or BP.
         *
         * @generated from field: ludus.v1.PrimordialSoupDefectSettled defect_settled = 28;
         */
        value: PrimordialSoupDefectSettled;
        case: "defectSettled";
    } | {
        /**
         * A gene was bought.
         *
         * @generated from field: ludus.v1.PrimordialSoupGeneAcquired gene_acquired = 29;
         */
        value: PrimordialSoupGeneAcquired;
        case: "geneAcquired";
    } | {
        /**
         * A phase-4 special case applies to the player whose turn it is.
         *
         * @generated from field: ludus.v1.PrimordialSoupDivisionCaseApplied division_case_applied = 30;
         */
        value: PrimordialSoupDivisionCaseApplied;
        case: "divisionCaseApplied";
    } | {
        /**
         * A marker moved on the scoring track.
         *
         * @generated from field: ludus.v1.PrimordialSoupMarkerMoved marker_moved = 31;
         */
        value: PrimordialSoupMarkerMoved;
        case: "markerMoved";
    } | {
        /**
         * A new round began.
         *
         * @generated from field: ludus.v1.PrimordialSoupRoundStarted round_started = 32;
         */
        value: PrimordialSoupRoundStarted;
        case: "roundStarted";
    } | {
        /**
         * The game ended.
         *
         * @generated from field: ludus.v1.PrimordialSoupGameEnded game_ended = 33;
         */
        value: PrimordialSoupGameEnded;
        case: "gameEnded";
    } | {
        case: undefined;
        value?: undefined;
    };
};
/**
 * Describes the message ludus.v1.PrimordialSoupEvent.
 * Use `create(PrimordialSoupEventSchema)` to create a new message.
 */
export declare const PrimordialSoupEventSchema: GenMessage<PrimordialSoupEvent>;
/**
 * The match's setup (the first event).
 *
 * @generated from message ludus.v1.PrimordialSoupSetup
 */
export type PrimordialSoupSetup = Message<"ludus.v1.PrimordialSoupSetup"> & {
    /**
     * Number of players, 3 or 4.
     *
     * @generated from field: uint32 seats = 1;
     */
    seats: number;
    /**
     * Each player's starting BP.
     *
     * @generated from field: uint32 starting_bp = 2;
     */
    startingBp: number;
    /**
     * Cubes of each colour in play put on every space.
     *
     * @generated from field: uint32 cubes_per_space = 3;
     */
    cubesPerSpace: number;
    /**
     * Each colour's supply after setup (in seat order).
     *
     * @generated from field: repeated uint32 supply = 4;
     */
    supply: number[];
    /**
     * The environment card turned face up (drawn at random from the 11).
     *
     * @generated from field: string first_card = 5;
     */
    firstCard: string;
};
/**
 * Describes the message ludus.v1.PrimordialSoupSetup.
 * Use `create(PrimordialSoupSetupSchema)` to create a new message.
 */
export declare const PrimordialSoupSetupSchema: GenMessage<PrimordialSoupSetup>;
/**
 * Two dice for the start order (ties roll again among the tied players, R8).
 *
 * @generated from message ludus.v1.PrimordialSoupStartDiceRolled
 */
export type PrimordialSoupStartDiceRolled = Message<"ludus.v1.PrimordialSoupStartDiceRolled"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The two dice.
     *
     * @generated from field: repeated uint32 dice = 2;
     */
    dice: number[];
    /**
     * 1 for the first roll, 2 for a re-roll after a tie, and so on.
     *
     * @generated from field: uint32 attempt = 3;
     */
    attempt: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupStartDiceRolled.
 * Use `create(PrimordialSoupStartDiceRolledSchema)` to create a new message.
 */
export declare const PrimordialSoupStartDiceRolledSchema: GenMessage<PrimordialSoupStartDiceRolled>;
/**
 * A phase began. Its turn order is fixed now (R9).
 *
 * @generated from message ludus.v1.PrimordialSoupPhaseStarted
 */
export type PrimordialSoupPhaseStarted = Message<"ludus.v1.PrimordialSoupPhaseStarted"> & {
    /**
     * The phase.
     *
     * @generated from field: ludus.v1.PrimordialSoupPhase phase = 1;
     */
    phase: PrimordialSoupPhase;
    /**
     * The round, from 1 (0 during setup).
     *
     * @generated from field: uint32 round = 2;
     */
    round: number;
    /**
     * The seats in turn order for this phase.
     *
     * @generated from field: repeated uint32 order = 3;
     */
    order: number[];
};
/**
 * Describes the message ludus.v1.PrimordialSoupPhaseStarted.
 * Use `create(PrimordialSoupPhaseStartedSchema)` to create a new message.
 */
export declare const PrimordialSoupPhaseStartedSchema: GenMessage<PrimordialSoupPhaseStarted>;
/**
 * A player's turn began.
 *
 * @generated from message ludus.v1.PrimordialSoupTurnStarted
 */
export type PrimordialSoupTurnStarted = Message<"ludus.v1.PrimordialSoupTurnStarted"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupTurnStarted.
 * Use `create(PrimordialSoupTurnStartedSchema)` to create a new message.
 */
export declare const PrimordialSoupTurnStartedSchema: GenMessage<PrimordialSoupTurnStarted>;
/**
 * A player's turn ended.
 *
 * @generated from message ludus.v1.PrimordialSoupTurnEnded
 */
export type PrimordialSoupTurnEnded = Message<"ludus.v1.PrimordialSoupTurnEnded"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupTurnEnded.
 * Use `create(PrimordialSoupTurnEndedSchema)` to create a new message.
 */
export declare const PrimordialSoupTurnEndedSchema: GenMessage<PrimordialSoupTurnEnded>;
/**
 * What the game is waiting for, and from whom. Context fields not used by the kind are unset.
 *
 * @generated from message ludus.v1.PrimordialSoupDecision
 */
export type PrimordialSoupDecision = Message<"ludus.v1.PrimordialSoupDecision"> & {
    /**
     * The kind of decision; it determines the commands that answer it.
     *
     * @generated from field: ludus.v1.PrimordialSoupDecisionKind kind = 1;
     */
    kind: PrimordialSoupDecisionKind;
    /**
     * The seat that decides.
     *
     * @generated from field: uint32 seat = 2;
     */
    seat: number;
    /**
     * The phase.
     *
     * @generated from field: ludus.v1.PrimordialSoupPhase phase = 3;
     */
    phase: PrimordialSoupPhase;
    /**
     * The round (0 during setup).
     *
     * @generated from field: uint32 round = 4;
     */
    round: number;
    /**
     * The amoeba concerned. MOVEMENT, PICK_DIE, DIRECTION, SECOND_MOVE, FEED, ATTACK: the moving or
     * feeding amoeba; CARRY_CUBES: the amoeba that left the space; FOLLOW: the amoeba that left;
     * RESPOND, REFIGHT: the attacked amoeba; RETRY_ATTACK: the attacker.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 5;
     */
    amoeba?: PrimordialSoupAmoebaRef;
    /**
     * RESPOND, REFIGHT: the attacker.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef attacker = 6;
     */
    attacker?: PrimordialSoupAmoebaRef;
    /**
     * PICK_DIE: the two dice rolled.
     *
     * @generated from field: repeated uint32 dice = 7;
     */
    dice: number[];
    /**
     * CARRY_CUBES, FOLLOW: the space left.
     *
     * @generated from field: uint32 from_space = 8;
     */
    fromSpace: number;
    /**
     * CARRY_CUBES, FOLLOW: the space entered.
     *
     * @generated from field: uint32 to_space = 9;
     */
    toSpace: number;
    /**
     * CARRY_CUBES: the most cubes that may be carried.
     *
     * @generated from field: uint32 max_cubes = 10;
     */
    maxCubes: number;
    /**
     * FOLLOW: numbers of the deciding seat's amoebas that may follow.
     *
     * @generated from field: repeated uint32 followers = 11;
     */
    followers: number[];
    /**
     * SETTLE_DEFECT: the defect still to settle.
     *
     * @generated from field: uint32 defect = 12;
     */
    defect: number;
    /**
     * DIVISION: the special case still available this turn.
     *
     * @generated from field: ludus.v1.PrimordialSoupDivisionCase division_case = 13;
     */
    divisionCase: PrimordialSoupDivisionCase;
    /**
     * MOVEMENT-related kinds: whether this is the amoeba's own movement or an escape.
     *
     * @generated from field: ludus.v1.PrimordialSoupMovementPurpose purpose = 14;
     */
    purpose: PrimordialSoupMovementPurpose;
    /**
     * START_AMOEBA: 1 for the first starting amoeba, 2 for the second.
     *
     * @generated from field: uint32 placement = 15;
     */
    placement: number;
    /**
     * A short human explanation, e.g. "Amoeba red 3: drift, move or stay".
     *
     * @generated from field: string prompt = 16;
     */
    prompt: string;
};
/**
 * Describes the message ludus.v1.PrimordialSoupDecision.
 * Use `create(PrimordialSoupDecisionSchema)` to create a new message.
 */
export declare const PrimordialSoupDecisionSchema: GenMessage<PrimordialSoupDecision>;
/**
 * The game waits for a decision (the last event of every command's answer until the end).
 *
 * @generated from message ludus.v1.PrimordialSoupDecisionRequested
 */
export type PrimordialSoupDecisionRequested = Message<"ludus.v1.PrimordialSoupDecisionRequested"> & {
    /**
     * The decision.
     *
     * @generated from field: ludus.v1.PrimordialSoupDecision decision = 1;
     */
    decision?: PrimordialSoupDecision;
};
/**
 * Describes the message ludus.v1.PrimordialSoupDecisionRequested.
 * Use `create(PrimordialSoupDecisionRequestedSchema)` to create a new message.
 */
export declare const PrimordialSoupDecisionRequestedSchema: GenMessage<PrimordialSoupDecisionRequested>;
/**
 * A marker went onto a start space.
 *
 * @generated from message ludus.v1.PrimordialSoupStartSpaceChosen
 */
export type PrimordialSoupStartSpaceChosen = Message<"ludus.v1.PrimordialSoupStartSpaceChosen"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The start space.
     *
     * @generated from field: uint32 position = 2;
     */
    position: number;
    /**
     * True if it was the only free space and the server placed it.
     *
     * @generated from field: bool automatic = 3;
     */
    automatic: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupStartSpaceChosen.
 * Use `create(PrimordialSoupStartSpaceChosenSchema)` to create a new message.
 */
export declare const PrimordialSoupStartSpaceChosenSchema: GenMessage<PrimordialSoupStartSpaceChosen>;
/**
 * An amoeba came onto the board.
 *
 * @generated from message ludus.v1.PrimordialSoupAmoebaPlaced
 */
export type PrimordialSoupAmoebaPlaced = Message<"ludus.v1.PrimordialSoupAmoebaPlaced"> & {
    /**
     * The amoeba.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
    /**
     * The space.
     *
     * @generated from field: uint32 space = 2;
     */
    space: number;
    /**
     * Its damage points (1 for a first starting amoeba with 4 players, else 0).
     *
     * @generated from field: uint32 dp = 3;
     */
    dp: number;
    /**
     * How it was placed.
     *
     * @generated from field: ludus.v1.PrimordialSoupPlacementKind kind = 4;
     */
    kind: PrimordialSoupPlacementKind;
    /**
     * BP paid (also reported by a bp_changed event before this one).
     *
     * @generated from field: uint32 cost = 5;
     */
    cost: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAmoebaPlaced.
 * Use `create(PrimordialSoupAmoebaPlacedSchema)` to create a new message.
 */
export declare const PrimordialSoupAmoebaPlacedSchema: GenMessage<PrimordialSoupAmoebaPlaced>;
/**
 * An amoeba's phase-1 turn began.
 *
 * @generated from message ludus.v1.PrimordialSoupAmoebaTurnStarted
 */
export type PrimordialSoupAmoebaTurnStarted = Message<"ludus.v1.PrimordialSoupAmoebaTurnStarted"> & {
    /**
     * The amoeba.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAmoebaTurnStarted.
 * Use `create(PrimordialSoupAmoebaTurnStartedSchema)` to create a new message.
 */
export declare const PrimordialSoupAmoebaTurnStartedSchema: GenMessage<PrimordialSoupAmoebaTurnStarted>;
/**
 * A movement began.
 *
 * @generated from message ludus.v1.PrimordialSoupMovementStarted
 */
export type PrimordialSoupMovementStarted = Message<"ludus.v1.PrimordialSoupMovementStarted"> & {
    /**
     * The moving amoeba.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
    /**
     * Drift, active or stay.
     *
     * @generated from field: ludus.v1.PrimordialSoupMovementKind kind = 2;
     */
    kind: PrimordialSoupMovementKind;
    /**
     * Its own movement or an escape.
     *
     * @generated from field: ludus.v1.PrimordialSoupMovementPurpose purpose = 3;
     */
    purpose: PrimordialSoupMovementPurpose;
    /**
     * True for the Speed second move.
     *
     * @generated from field: bool second = 4;
     */
    second: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupMovementStarted.
 * Use `create(PrimordialSoupMovementStartedSchema)` to create a new message.
 */
export declare const PrimordialSoupMovementStartedSchema: GenMessage<PrimordialSoupMovementStarted>;
/**
 * Dice rolled for an active move.
 *
 * @generated from message ludus.v1.PrimordialSoupDiceRolled
 */
export type PrimordialSoupDiceRolled = Message<"ludus.v1.PrimordialSoupDiceRolled"> & {
    /**
     * The moving amoeba.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
    /**
     * One die, or two with Movement I.
     *
     * @generated from field: repeated uint32 dice = 2;
     */
    dice: number[];
};
/**
 * Describes the message ludus.v1.PrimordialSoupDiceRolled.
 * Use `create(PrimordialSoupDiceRolledSchema)` to create a new message.
 */
export declare const PrimordialSoupDiceRolledSchema: GenMessage<PrimordialSoupDiceRolled>;
/**
 * One step of a movement, resolved.
 *
 * @generated from message ludus.v1.PrimordialSoupStepResolved
 */
export type PrimordialSoupStepResolved = Message<"ludus.v1.PrimordialSoupStepResolved"> & {
    /**
     * The moving amoeba.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
    /**
     * How the direction was found.
     *
     * @generated from field: ludus.v1.PrimordialSoupStepSource source = 2;
     */
    source: PrimordialSoupStepSource;
    /**
     * The die used (0 if none).
     *
     * @generated from field: uint32 die = 3;
     */
    die: number;
    /**
     * The direction (NONE: a 5, no drift, Holding's stay, or a chosen stay after a 6 or with
     * Movement II).
     *
     * @generated from field: ludus.v1.PrimordialSoupDirection direction = 4;
     */
    direction: PrimordialSoupDirection;
    /**
     * The space before.
     *
     * @generated from field: uint32 from_space = 5;
     */
    fromSpace: number;
    /**
     * The space after (= from_space if it stayed, including a blocked direction).
     *
     * @generated from field: uint32 to_space = 6;
     */
    toSpace: number;
    /**
     * True if the amoeba actually changed space.
     *
     * @generated from field: bool moved = 7;
     */
    moved: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupStepResolved.
 * Use `create(PrimordialSoupStepResolvedSchema)` to create a new message.
 */
export declare const PrimordialSoupStepResolvedSchema: GenMessage<PrimordialSoupStepResolved>;
/**
 * Tentacle: cubes carried from one space to the next (the choice is recorded even if empty).
 *
 * @generated from message ludus.v1.PrimordialSoupCubesCarried
 */
export type PrimordialSoupCubesCarried = Message<"ludus.v1.PrimordialSoupCubesCarried"> & {
    /**
     * The amoeba that carried them.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
    /**
     * The space left.
     *
     * @generated from field: uint32 from_space = 2;
     */
    fromSpace: number;
    /**
     * The space entered.
     *
     * @generated from field: uint32 to_space = 3;
     */
    toSpace: number;
    /**
     * The cubes.
     *
     * @generated from field: ludus.v1.PrimordialSoupCubes cubes = 4;
     */
    cubes?: PrimordialSoupCubes;
};
/**
 * Describes the message ludus.v1.PrimordialSoupCubesCarried.
 * Use `create(PrimordialSoupCubesCarriedSchema)` to create a new message.
 */
export declare const PrimordialSoupCubesCarriedSchema: GenMessage<PrimordialSoupCubesCarried>;
/**
 * Holding: a player's follow decision for one step (the chosen amoebas move with it).
 *
 * @generated from message ludus.v1.PrimordialSoupFollowDecided
 */
export type PrimordialSoupFollowDecided = Message<"ludus.v1.PrimordialSoupFollowDecided"> & {
    /**
     * The deciding seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The amoeba that left the space.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef leader = 2;
     */
    leader?: PrimordialSoupAmoebaRef;
    /**
     * The space left.
     *
     * @generated from field: uint32 from_space = 3;
     */
    fromSpace: number;
    /**
     * The space entered (where the followers go).
     *
     * @generated from field: uint32 to_space = 4;
     */
    toSpace: number;
    /**
     * The numbers of the seat's amoebas that followed (empty: none).
     *
     * @generated from field: repeated uint32 followers = 5;
     */
    followers: number[];
};
/**
 * Describes the message ludus.v1.PrimordialSoupFollowDecided.
 * Use `create(PrimordialSoupFollowDecidedSchema)` to create a new message.
 */
export declare const PrimordialSoupFollowDecidedSchema: GenMessage<PrimordialSoupFollowDecided>;
/**
 * A movement ended.
 *
 * @generated from message ludus.v1.PrimordialSoupMovementEnded
 */
export type PrimordialSoupMovementEnded = Message<"ludus.v1.PrimordialSoupMovementEnded"> & {
    /**
     * The amoeba.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
    /**
     * Its space now.
     *
     * @generated from field: uint32 space = 2;
     */
    space: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupMovementEnded.
 * Use `create(PrimordialSoupMovementEndedSchema)` to create a new message.
 */
export declare const PrimordialSoupMovementEndedSchema: GenMessage<PrimordialSoupMovementEnded>;
/**
 * An amoeba ate a meal and excreted.
 *
 * @generated from message ludus.v1.PrimordialSoupAmoebaFed
 */
export type PrimordialSoupAmoebaFed = Message<"ludus.v1.PrimordialSoupAmoebaFed"> & {
    /**
     * The amoeba.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
    /**
     * The space.
     *
     * @generated from field: uint32 space = 2;
     */
    space: number;
    /**
     * The cubes eaten (back to the supply).
     *
     * @generated from field: ludus.v1.PrimordialSoupCubes eaten = 3;
     */
    eaten?: PrimordialSoupCubes;
    /**
     * Parasitism: the host (its owner pays 1 BP, reported by bp_changed).
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef host = 4;
     */
    host?: PrimordialSoupAmoebaRef;
    /**
     * Own-colour cubes excreted onto the space (2, fewer if the supply runs short).
     *
     * @generated from field: uint32 excreted = 5;
     */
    excreted: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAmoebaFed.
 * Use `create(PrimordialSoupAmoebaFedSchema)` to create a new message.
 */
export declare const PrimordialSoupAmoebaFedSchema: GenMessage<PrimordialSoupAmoebaFed>;
/**
 * An amoeba took damage.
 *
 * @generated from message ludus.v1.PrimordialSoupAmoebaDamaged
 */
export type PrimordialSoupAmoebaDamaged = Message<"ludus.v1.PrimordialSoupAmoebaDamaged"> & {
    /**
     * The amoeba.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
    /**
     * DP added.
     *
     * @generated from field: uint32 amount = 2;
     */
    amount: number;
    /**
     * Its DP now.
     *
     * @generated from field: uint32 dp = 3;
     */
    dp: number;
    /**
     * Why.
     *
     * @generated from field: ludus.v1.PrimordialSoupDamageCause cause = 4;
     */
    cause: PrimordialSoupDamageCause;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAmoebaDamaged.
 * Use `create(PrimordialSoupAmoebaDamagedSchema)` to create a new message.
 */
export declare const PrimordialSoupAmoebaDamagedSchema: GenMessage<PrimordialSoupAmoebaDamaged>;
/**
 * An attack attempt began (the BP paid is reported by bp_changed).
 *
 * @generated from message ludus.v1.PrimordialSoupAttackDeclared
 */
export type PrimordialSoupAttackDeclared = Message<"ludus.v1.PrimordialSoupAttackDeclared"> & {
    /**
     * The attacking amoeba.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef attacker = 1;
     */
    attacker?: PrimordialSoupAmoebaRef;
    /**
     * The target.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef target = 2;
     */
    target?: PrimordialSoupAmoebaRef;
    /**
     * The space where both are.
     *
     * @generated from field: uint32 space = 3;
     */
    space: number;
    /**
     * MOVEMENT (Struggle for Survival) or AGGRESSION.
     *
     * @generated from field: ludus.v1.PrimordialSoupPhase phase = 4;
     */
    phase: PrimordialSoupPhase;
    /**
     * True for a free Persistence retry.
     *
     * @generated from field: bool retry = 5;
     */
    retry: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAttackDeclared.
 * Use `create(PrimordialSoupAttackDeclaredSchema)` to create a new message.
 */
export declare const PrimordialSoupAttackDeclaredSchema: GenMessage<PrimordialSoupAttackDeclared>;
/**
 * A Defense fight: both roll until one is higher (ties re-rolled, every roll recorded).
 *
 * @generated from message ludus.v1.PrimordialSoupDefenseFight
 */
export type PrimordialSoupDefenseFight = Message<"ludus.v1.PrimordialSoupDefenseFight"> & {
    /**
     * The attacker's rolls, in order.
     *
     * @generated from field: repeated uint32 attacker_rolls = 1;
     */
    attackerRolls: number[];
    /**
     * The defender's rolls, in order.
     *
     * @generated from field: repeated uint32 defender_rolls = 2;
     */
    defenderRolls: number[];
    /**
     * Who won.
     *
     * @generated from field: ludus.v1.PrimordialSoupFight result = 3;
     */
    result: PrimordialSoupFight;
    /**
     * True for a free Persistence refight (its result replaces the earlier one).
     *
     * @generated from field: bool refight = 4;
     */
    refight: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupDefenseFight.
 * Use `create(PrimordialSoupDefenseFightSchema)` to create a new message.
 */
export declare const PrimordialSoupDefenseFightSchema: GenMessage<PrimordialSoupDefenseFight>;
/**
 * The defender declined a Persistence refight.
 *
 * @generated from message ludus.v1.PrimordialSoupRefightDeclined
 */
export type PrimordialSoupRefightDeclined = Message<"ludus.v1.PrimordialSoupRefightDeclined"> & {
    /**
     * The defending amoeba.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
};
/**
 * Describes the message ludus.v1.PrimordialSoupRefightDeclined.
 * Use `create(PrimordialSoupRefightDeclinedSchema)` to create a new message.
 */
export declare const PrimordialSoupRefightDeclinedSchema: GenMessage<PrimordialSoupRefightDeclined>;
/**
 * The target's owner accepted the attack.
 *
 * @generated from message ludus.v1.PrimordialSoupAttackAccepted
 */
export type PrimordialSoupAttackAccepted = Message<"ludus.v1.PrimordialSoupAttackAccepted"> & {
    /**
     * The target.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAttackAccepted.
 * Use `create(PrimordialSoupAttackAcceptedSchema)` to create a new message.
 */
export declare const PrimordialSoupAttackAcceptedSchema: GenMessage<PrimordialSoupAttackAccepted>;
/**
 * An attack attempt ended.
 *
 * @generated from message ludus.v1.PrimordialSoupAttackResolved
 */
export type PrimordialSoupAttackResolved = Message<"ludus.v1.PrimordialSoupAttackResolved"> & {
    /**
     * The attacker.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef attacker = 1;
     */
    attacker?: PrimordialSoupAmoebaRef;
    /**
     * The target.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef target = 2;
     */
    target?: PrimordialSoupAmoebaRef;
    /**
     * MOVEMENT or AGGRESSION.
     *
     * @generated from field: ludus.v1.PrimordialSoupPhase phase = 3;
     */
    phase: PrimordialSoupPhase;
    /**
     * True if the attempt succeeded.
     *
     * @generated from field: bool success = 4;
     */
    success: boolean;
    /**
     * How it ended.
     *
     * @generated from field: ludus.v1.PrimordialSoupAttackOutcome outcome = 5;
     */
    outcome: PrimordialSoupAttackOutcome;
    /**
     * True if it was a Persistence retry.
     *
     * @generated from field: bool retry = 6;
     */
    retry: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAttackResolved.
 * Use `create(PrimordialSoupAttackResolvedSchema)` to create a new message.
 */
export declare const PrimordialSoupAttackResolvedSchema: GenMessage<PrimordialSoupAttackResolved>;
/**
 * An amoeba left the board (back to its owner, who may place it again in a later phase 4).
 *
 * @generated from message ludus.v1.PrimordialSoupAmoebaRemoved
 */
export type PrimordialSoupAmoebaRemoved = Message<"ludus.v1.PrimordialSoupAmoebaRemoved"> & {
    /**
     * The amoeba.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
    /**
     * The space it was on.
     *
     * @generated from field: uint32 space = 2;
     */
    space: number;
    /**
     * Why.
     *
     * @generated from field: ludus.v1.PrimordialSoupRemovalCause cause = 3;
     */
    cause: PrimordialSoupRemovalCause;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAmoebaRemoved.
 * Use `create(PrimordialSoupAmoebaRemovedSchema)` to create a new message.
 */
export declare const PrimordialSoupAmoebaRemovedSchema: GenMessage<PrimordialSoupAmoebaRemoved>;
/**
 * Cubes went from the supply onto a space (fewer than the rule says if a colour ran short).
 *
 * @generated from message ludus.v1.PrimordialSoupCubesPlaced
 */
export type PrimordialSoupCubesPlaced = Message<"ludus.v1.PrimordialSoupCubesPlaced"> & {
    /**
     * The space.
     *
     * @generated from field: uint32 space = 1;
     */
    space: number;
    /**
     * The cubes placed.
     *
     * @generated from field: ludus.v1.PrimordialSoupCubes cubes = 2;
     */
    cubes?: PrimordialSoupCubes;
    /**
     * Why.
     *
     * @generated from field: ludus.v1.PrimordialSoupCubeReason reason = 3;
     */
    reason: PrimordialSoupCubeReason;
};
/**
 * Describes the message ludus.v1.PrimordialSoupCubesPlaced.
 * Use `create(PrimordialSoupCubesPlacedSchema)` to create a new message.
 */
export declare const PrimordialSoupCubesPlacedSchema: GenMessage<PrimordialSoupCubesPlaced>;
/**
 * A player's BP changed.
 *
 * @generated from message ludus.v1.PrimordialSoupBpChanged
 */
export type PrimordialSoupBpChanged = Message<"ludus.v1.PrimordialSoupBpChanged"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The change (negative: paid to the bank).
     *
     * @generated from field: sint32 delta = 2;
     */
    delta: number;
    /**
     * The BP now.
     *
     * @generated from field: uint32 balance = 3;
     */
    balance: number;
    /**
     * Why.
     *
     * @generated from field: ludus.v1.PrimordialSoupBpReason reason = 4;
     */
    reason: PrimordialSoupBpReason;
};
/**
 * Describes the message ludus.v1.PrimordialSoupBpChanged.
 * Use `create(PrimordialSoupBpChangedSchema)` to create a new message.
 */
export declare const PrimordialSoupBpChangedSchema: GenMessage<PrimordialSoupBpChanged>;
/**
 * An environment card was turned; it is now the current card.
 *
 * @generated from message ludus.v1.PrimordialSoupEnvironmentTurned
 */
export type PrimordialSoupEnvironmentTurned = Message<"ludus.v1.PrimordialSoupEnvironmentTurned"> & {
    /**
     * The card id (drawn at random from those not yet turned).
     *
     * @generated from field: string card = 1;
     */
    card: string;
    /**
     * Its ozone value.
     *
     * @generated from field: uint32 ozone = 2;
     */
    ozone: number;
    /**
     * Its drift (applies from the next phase 1).
     *
     * @generated from field: ludus.v1.PrimordialSoupDirection drift = 3;
     */
    drift: PrimordialSoupDirection;
    /**
     * Cards not yet turned.
     *
     * @generated from field: uint32 cards_left = 4;
     */
    cardsLeft: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupEnvironmentTurned.
 * Use `create(PrimordialSoupEnvironmentTurnedSchema)` to create a new message.
 */
export declare const PrimordialSoupEnvironmentTurnedSchema: GenMessage<PrimordialSoupEnvironmentTurned>;
/**
 * One player's defect in this phase 2.
 *
 * @generated from message ludus.v1.PrimordialSoupDefect
 */
export type PrimordialSoupDefect = Message<"ludus.v1.PrimordialSoupDefect"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The sum of the MP of the player's gene cards.
     *
     * @generated from field: sint32 mutation_points = 2;
     */
    mutationPoints: number;
    /**
     * max(0, mutation_points - ozone).
     *
     * @generated from field: uint32 defect = 3;
     */
    defect: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupDefect.
 * Use `create(PrimordialSoupDefectSchema)` to create a new message.
 */
export declare const PrimordialSoupDefectSchema: GenMessage<PrimordialSoupDefect>;
/**
 * The defects were fixed when the card was turned (R7).
 *
 * @generated from message ludus.v1.PrimordialSoupDefectsFixed
 */
export type PrimordialSoupDefectsFixed = Message<"ludus.v1.PrimordialSoupDefectsFixed"> & {
    /**
     * The ozone value.
     *
     * @generated from field: uint32 ozone = 1;
     */
    ozone: number;
    /**
     * Every player's defect, in seat order.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupDefect defects = 2;
     */
    defects: PrimordialSoupDefect[];
};
/**
 * Describes the message ludus.v1.PrimordialSoupDefectsFixed.
 * Use `create(PrimordialSoupDefectsFixedSchema)` to create a new message.
 */
export declare const PrimordialSoupDefectsFixedSchema: GenMessage<PrimordialSoupDefectsFixed>;
/**
 * Part of a defect was settled.
 *
 * @generated from message ludus.v1.PrimordialSoupDefectSettled
 */
export type PrimordialSoupDefectSettled = Message<"ludus.v1.PrimordialSoupDefectSettled"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The gene card given back to the pool; empty if BP were paid (reported by bp_changed).
     *
     * @generated from field: string gene = 2;
     */
    gene: string;
    /**
     * How much of the defect this settled.
     *
     * @generated from field: uint32 amount = 3;
     */
    amount: number;
    /**
     * The defect still to settle.
     *
     * @generated from field: uint32 remaining = 4;
     */
    remaining: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupDefectSettled.
 * Use `create(PrimordialSoupDefectSettledSchema)` to create a new message.
 */
export declare const PrimordialSoupDefectSettledSchema: GenMessage<PrimordialSoupDefectSettled>;
/**
 * A gene was bought (the price is reported by bp_changed).
 *
 * @generated from message ludus.v1.PrimordialSoupGeneAcquired
 */
export type PrimordialSoupGeneAcquired = Message<"ludus.v1.PrimordialSoupGeneAcquired"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The gene bought.
     *
     * @generated from field: string gene = 2;
     */
    gene: string;
    /**
     * Advanced genes: the basic gene given back to the pool.
     *
     * @generated from field: string gave_up = 3;
     */
    gaveUp: string;
};
/**
 * Describes the message ludus.v1.PrimordialSoupGeneAcquired.
 * Use `create(PrimordialSoupGeneAcquiredSchema)` to create a new message.
 */
export declare const PrimordialSoupGeneAcquiredSchema: GenMessage<PrimordialSoupGeneAcquired>;
/**
 * A phase-4 special case applies this turn.
 *
 * @generated from message ludus.v1.PrimordialSoupDivisionCaseApplied
 */
export type PrimordialSoupDivisionCaseApplied = Message<"ludus.v1.PrimordialSoupDivisionCaseApplied"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * The case.
     *
     * @generated from field: ludus.v1.PrimordialSoupDivisionCase division_case = 2;
     */
    divisionCase: PrimordialSoupDivisionCase;
};
/**
 * Describes the message ludus.v1.PrimordialSoupDivisionCaseApplied.
 * Use `create(PrimordialSoupDivisionCaseAppliedSchema)` to create a new message.
 */
export declare const PrimordialSoupDivisionCaseAppliedSchema: GenMessage<PrimordialSoupDivisionCaseApplied>;
/**
 * A marker moved on the scoring track (occupied spaces skipped).
 *
 * @generated from message ludus.v1.PrimordialSoupMarkerMoved
 */
export type PrimordialSoupMarkerMoved = Message<"ludus.v1.PrimordialSoupMarkerMoved"> & {
    /**
     * The seat.
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Amoeba points scored.
     *
     * @generated from field: uint32 amoeba_points = 2;
     */
    amoebaPoints: number;
    /**
     * Gene points scored.
     *
     * @generated from field: uint32 gene_points = 3;
     */
    genePoints: number;
    /**
     * Position before.
     *
     * @generated from field: uint32 from_position = 4;
     */
    fromPosition: number;
    /**
     * Position after.
     *
     * @generated from field: uint32 to_position = 5;
     */
    toPosition: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupMarkerMoved.
 * Use `create(PrimordialSoupMarkerMovedSchema)` to create a new message.
 */
export declare const PrimordialSoupMarkerMovedSchema: GenMessage<PrimordialSoupMarkerMoved>;
/**
 * A new round began.
 *
 * @generated from message ludus.v1.PrimordialSoupRoundStarted
 */
export type PrimordialSoupRoundStarted = Message<"ludus.v1.PrimordialSoupRoundStarted"> & {
    /**
     * The round, from 1.
     *
     * @generated from field: uint32 round = 1;
     */
    round: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupRoundStarted.
 * Use `create(PrimordialSoupRoundStartedSchema)` to create a new message.
 */
export declare const PrimordialSoupRoundStartedSchema: GenMessage<PrimordialSoupRoundStarted>;
/**
 * The game ended.
 *
 * @generated from message ludus.v1.PrimordialSoupGameEnded
 */
export type PrimordialSoupGameEnded = Message<"ludus.v1.PrimordialSoupGameEnded"> & {
    /**
     * Why.
     *
     * @generated from field: ludus.v1.PrimordialSoupEndReason reason = 1;
     */
    reason: PrimordialSoupEndReason;
    /**
     * The winner: the furthest marker.
     *
     * @generated from field: uint32 winner = 2;
     */
    winner: number;
    /**
     * Final marker positions, in seat order.
     *
     * @generated from field: repeated uint32 positions = 3;
     */
    positions: number[];
};
/**
 * Describes the message ludus.v1.PrimordialSoupGameEnded.
 * Use `create(PrimordialSoupGameEndedSchema)` to create a new message.
 */
export declare const PrimordialSoupGameEndedSchema: GenMessage<PrimordialSoupGameEnded>;
/**
 * A gene card a player holds.
 *
 * @generated from message ludus.v1.PrimordialSoupHeldGene
 */
export type PrimordialSoupHeldGene = Message<"ludus.v1.PrimordialSoupHeldGene"> & {
    /**
     * The gene id.
     *
     * @generated from field: string gene = 1;
     */
    gene: string;
    /**
     * The round it was bought in (an advanced gene needs its basic gene from an earlier round).
     *
     * @generated from field: uint32 acquired_round = 2;
     */
    acquiredRound: number;
    /**
     * Armor: the basic gene given back for it ("defense" or "escape"); empty otherwise.
     *
     * @generated from field: string replaced = 3;
     */
    replaced: string;
};
/**
 * Describes the message ludus.v1.PrimordialSoupHeldGene.
 * Use `create(PrimordialSoupHeldGeneSchema)` to create a new message.
 */
export declare const PrimordialSoupHeldGeneSchema: GenMessage<PrimordialSoupHeldGene>;
/**
 * A player as everyone sees them.
 *
 * @generated from message ludus.v1.PrimordialSoupPlayer
 */
export type PrimordialSoupPlayer = Message<"ludus.v1.PrimordialSoupPlayer"> & {
    /**
     * The seat (= colour index).
     *
     * @generated from field: uint32 seat = 1;
     */
    seat: number;
    /**
     * Colour name.
     *
     * @generated from field: string colour = 2;
     */
    colour: string;
    /**
     * BP held.
     *
     * @generated from field: uint32 bp = 3;
     */
    bp: number;
    /**
     * Position on the scoring track (0 before the start space is chosen).
     *
     * @generated from field: uint32 marker = 4;
     */
    marker: number;
    /**
     * Gene cards held, in order of acquisition.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupHeldGene genes = 5;
     */
    genes: PrimordialSoupHeldGene[];
    /**
     * Sum of the MP of the cards held.
     *
     * @generated from field: sint32 mutation_points = 6;
     */
    mutationPoints: number;
    /**
     * Amoebas on the board.
     *
     * @generated from field: uint32 amoebas_on_board = 7;
     */
    amoebasOnBoard: number;
    /**
     * Points this player would score in phase 6 now (amoeba points + gene points).
     *
     * @generated from field: uint32 projected_points = 8;
     */
    projectedPoints: number;
    /**
     * Phase 2: the defect still to settle.
     *
     * @generated from field: uint32 defect = 9;
     */
    defect: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupPlayer.
 * Use `create(PrimordialSoupPlayerSchema)` to create a new message.
 */
export declare const PrimordialSoupPlayerSchema: GenMessage<PrimordialSoupPlayer>;
/**
 * An amoeba on the board.
 *
 * @generated from message ludus.v1.PrimordialSoupAmoeba
 */
export type PrimordialSoupAmoeba = Message<"ludus.v1.PrimordialSoupAmoeba"> & {
    /**
     * Owner and number.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
    /**
     * The space.
     *
     * @generated from field: uint32 space = 2;
     */
    space: number;
    /**
     * Damage points.
     *
     * @generated from field: uint32 dp = 3;
     */
    dp: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAmoeba.
 * Use `create(PrimordialSoupAmoebaSchema)` to create a new message.
 */
export declare const PrimordialSoupAmoebaSchema: GenMessage<PrimordialSoupAmoeba>;
/**
 * One space's cubes.
 *
 * @generated from message ludus.v1.PrimordialSoupSpace
 */
export type PrimordialSoupSpace = Message<"ludus.v1.PrimordialSoupSpace"> & {
    /**
     * The space id.
     *
     * @generated from field: uint32 id = 1;
     */
    id: number;
    /**
     * Cubes per colour.
     *
     * @generated from field: ludus.v1.PrimordialSoupCubes cubes = 2;
     */
    cubes?: PrimordialSoupCubes;
};
/**
 * Describes the message ludus.v1.PrimordialSoupSpace.
 * Use `create(PrimordialSoupSpaceSchema)` to create a new message.
 */
export declare const PrimordialSoupSpaceSchema: GenMessage<PrimordialSoupSpace>;
/**
 * A gene kind's copies left in the pool.
 *
 * @generated from message ludus.v1.PrimordialSoupPoolEntry
 */
export type PrimordialSoupPoolEntry = Message<"ludus.v1.PrimordialSoupPoolEntry"> & {
    /**
     * The gene id.
     *
     * @generated from field: string gene = 1;
     */
    gene: string;
    /**
     * Copies in the pool now.
     *
     * @generated from field: uint32 available = 2;
     */
    available: number;
};
/**
 * Describes the message ludus.v1.PrimordialSoupPoolEntry.
 * Use `create(PrimordialSoupPoolEntrySchema)` to create a new message.
 */
export declare const PrimordialSoupPoolEntrySchema: GenMessage<PrimordialSoupPoolEntry>;
/**
 * A movement in progress.
 *
 * @generated from message ludus.v1.PrimordialSoupMoveProgress
 */
export type PrimordialSoupMoveProgress = Message<"ludus.v1.PrimordialSoupMoveProgress"> & {
    /**
     * The moving amoeba.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef amoeba = 1;
     */
    amoeba?: PrimordialSoupAmoebaRef;
    /**
     * Its own movement or an escape.
     *
     * @generated from field: ludus.v1.PrimordialSoupMovementPurpose purpose = 2;
     */
    purpose: PrimordialSoupMovementPurpose;
    /**
     * Drift, active or stay.
     *
     * @generated from field: ludus.v1.PrimordialSoupMovementKind kind = 3;
     */
    kind: PrimordialSoupMovementKind;
    /**
     * Active moves started so far (1, or 2 after a Speed second move).
     *
     * @generated from field: uint32 moves = 4;
     */
    moves: number;
    /**
     * Dice rolled for the current active move, not yet used.
     *
     * @generated from field: repeated uint32 dice = 5;
     */
    dice: number[];
    /**
     * True once the current step is resolved.
     *
     * @generated from field: bool resolved = 6;
     */
    resolved: boolean;
    /**
     * The step just made: the space left (unset if the amoeba stayed).
     *
     * @generated from field: optional uint32 from_space = 7;
     */
    fromSpace?: number;
    /**
     * The step just made: the space entered.
     *
     * @generated from field: optional uint32 to_space = 8;
     */
    toSpace?: number;
    /**
     * Amoebas that have made their Tentacle choice for this step.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupAmoebaRef carried = 9;
     */
    carried: PrimordialSoupAmoebaRef[];
    /**
     * Seats that have made their Holding choice for this step.
     *
     * @generated from field: repeated uint32 follow_decided = 10;
     */
    followDecided: number[];
    /**
     * Amoebas that followed in this step.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupAmoebaRef followers = 11;
     */
    followers: PrimordialSoupAmoebaRef[];
};
/**
 * Describes the message ludus.v1.PrimordialSoupMoveProgress.
 * Use `create(PrimordialSoupMoveProgressSchema)` to create a new message.
 */
export declare const PrimordialSoupMoveProgressSchema: GenMessage<PrimordialSoupMoveProgress>;
/**
 * An attack attempt in progress.
 *
 * @generated from message ludus.v1.PrimordialSoupAttackProgress
 */
export type PrimordialSoupAttackProgress = Message<"ludus.v1.PrimordialSoupAttackProgress"> & {
    /**
     * The attacker.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef attacker = 1;
     */
    attacker?: PrimordialSoupAmoebaRef;
    /**
     * The target.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef target = 2;
     */
    target?: PrimordialSoupAmoebaRef;
    /**
     * The space where it was declared.
     *
     * @generated from field: uint32 space = 3;
     */
    space: number;
    /**
     * MOVEMENT or AGGRESSION.
     *
     * @generated from field: ludus.v1.PrimordialSoupPhase phase = 4;
     */
    phase: PrimordialSoupPhase;
    /**
     * A Persistence retry.
     *
     * @generated from field: bool retry = 5;
     */
    retry: boolean;
    /**
     * Escape used against this attempt.
     *
     * @generated from field: bool escape_used = 6;
     */
    escapeUsed: boolean;
    /**
     * Defense used against this attempt.
     *
     * @generated from field: bool defense_used = 7;
     */
    defenseUsed: boolean;
    /**
     * The Defense fight's standing.
     *
     * @generated from field: ludus.v1.PrimordialSoupFight fight = 8;
     */
    fight: PrimordialSoupFight;
    /**
     * The defender's Persistence refight used or declined.
     *
     * @generated from field: bool refight_used = 9;
     */
    refightUsed: boolean;
    /**
     * The defender accepted.
     *
     * @generated from field: bool accepted = 10;
     */
    accepted: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAttackProgress.
 * Use `create(PrimordialSoupAttackProgressSchema)` to create a new message.
 */
export declare const PrimordialSoupAttackProgressSchema: GenMessage<PrimordialSoupAttackProgress>;
/**
 * An attack attempt made this round.
 *
 * @generated from message ludus.v1.PrimordialSoupAttackRecord
 */
export type PrimordialSoupAttackRecord = Message<"ludus.v1.PrimordialSoupAttackRecord"> & {
    /**
     * The attacker.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef attacker = 1;
     */
    attacker?: PrimordialSoupAmoebaRef;
    /**
     * The target.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef target = 2;
     */
    target?: PrimordialSoupAmoebaRef;
    /**
     * MOVEMENT or AGGRESSION.
     *
     * @generated from field: ludus.v1.PrimordialSoupPhase phase = 3;
     */
    phase: PrimordialSoupPhase;
    /**
     * A Persistence retry.
     *
     * @generated from field: bool retry = 4;
     */
    retry: boolean;
    /**
     * It succeeded.
     *
     * @generated from field: bool success = 5;
     */
    success: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupAttackRecord.
 * Use `create(PrimordialSoupAttackRecordSchema)` to create a new message.
 */
export declare const PrimordialSoupAttackRecordSchema: GenMessage<PrimordialSoupAttackRecord>;
/**
 * A Primordial Soup match as a seat (or a spectator) sees it: the whole state, nothing is hidden.
 *
 * @generated from message ludus.v1.PrimordialSoupView
 */
export type PrimordialSoupView = Message<"ludus.v1.PrimordialSoupView"> & {
    /**
     * The seat the view is for; unset for a spectator.
     *
     * @generated from field: optional uint32 viewer = 1;
     */
    viewer?: number;
    /**
     * Number of players.
     *
     * @generated from field: uint32 seats = 2;
     */
    seats: number;
    /**
     * The round, from 1 (0 during setup).
     *
     * @generated from field: uint32 round = 3;
     */
    round: number;
    /**
     * The phase.
     *
     * @generated from field: ludus.v1.PrimordialSoupPhase phase = 4;
     */
    phase: PrimordialSoupPhase;
    /**
     * The current phase's turn order.
     *
     * @generated from field: repeated uint32 order = 5;
     */
    order: number[];
    /**
     * The seat whose turn it is in this phase; unset between turns.
     *
     * @generated from field: optional uint32 current_seat = 6;
     */
    currentSeat?: number;
    /**
     * The pending decision (kind NONE once the game is over).
     *
     * @generated from field: ludus.v1.PrimordialSoupDecision decision = 7;
     */
    decision?: PrimordialSoupDecision;
    /**
     * The seats whose decision is awaited (the decision's seat, or none).
     *
     * @generated from field: repeated uint32 awaiting = 8;
     */
    awaiting: number[];
    /**
     * Every player, in seat order.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupPlayer players = 9;
     */
    players: PrimordialSoupPlayer[];
    /**
     * Every amoeba on the board, by seat then number.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupAmoeba amoebas = 10;
     */
    amoebas: PrimordialSoupAmoeba[];
    /**
     * The 19 spaces' cubes, by id.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupSpace spaces = 11;
     */
    spaces: PrimordialSoupSpace[];
    /**
     * Each colour's supply.
     *
     * @generated from field: ludus.v1.PrimordialSoupCubes supply = 12;
     */
    supply?: PrimordialSoupCubes;
    /**
     * The gene pool.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupPoolEntry pool = 13;
     */
    pool: PrimordialSoupPoolEntry[];
    /**
     * The current environment card.
     *
     * @generated from field: string environment_card = 14;
     */
    environmentCard: string;
    /**
     * Its ozone value.
     *
     * @generated from field: uint32 ozone = 15;
     */
    ozone: number;
    /**
     * Its drift.
     *
     * @generated from field: ludus.v1.PrimordialSoupDirection drift = 16;
     */
    drift: PrimordialSoupDirection;
    /**
     * Environment cards turned so far, in order (the last is the current card).
     *
     * @generated from field: repeated string turned_cards = 17;
     */
    turnedCards: string[];
    /**
     * Environment cards not yet turned (their order is decided only when each is turned).
     *
     * @generated from field: uint32 cards_left = 18;
     */
    cardsLeft: number;
    /**
     * Phase 1: the acting amoeba (number 0: none).
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaRef acting = 19;
     */
    acting?: PrimordialSoupAmoebaRef;
    /**
     * Phase 1: the acting amoeba's stage.
     *
     * @generated from field: ludus.v1.PrimordialSoupAmoebaStage acting_stage = 20;
     */
    actingStage: PrimordialSoupAmoebaStage;
    /**
     * A movement in progress, if any.
     *
     * @generated from field: ludus.v1.PrimordialSoupMoveProgress move = 21;
     */
    move?: PrimordialSoupMoveProgress;
    /**
     * An attack attempt in progress, if any.
     *
     * @generated from field: ludus.v1.PrimordialSoupAttackProgress attack = 22;
     */
    attack?: PrimordialSoupAttackProgress;
    /**
     * Attack attempts this round.
     *
     * @generated from field: repeated ludus.v1.PrimordialSoupAttackRecord attacks = 23;
     */
    attacks: PrimordialSoupAttackRecord[];
    /**
     * Phase 4: the special case still available to the current player.
     *
     * @generated from field: ludus.v1.PrimordialSoupDivisionCase division_case = 24;
     */
    divisionCase: PrimordialSoupDivisionCase;
    /**
     * Why the game ended (NONE while it runs).
     *
     * @generated from field: ludus.v1.PrimordialSoupEndReason end_reason = 25;
     */
    endReason: PrimordialSoupEndReason;
    /**
     * The winner, once over.
     *
     * @generated from field: optional uint32 winner = 26;
     */
    winner?: number;
    /**
     * True while the current seat's turn is running (false between turns).
     *
     * @generated from field: bool turn_running = 27;
     */
    turnRunning: boolean;
};
/**
 * Describes the message ludus.v1.PrimordialSoupView.
 * Use `create(PrimordialSoupViewSchema)` to create a new message.
 */
export declare const PrimordialSoupViewSchema: GenMessage<PrimordialSoupView>;
/**
 * A compass direction on the board (north is up).
 *
 * @generated from enum ludus.v1.PrimordialSoupDirection
 */
export declare enum PrimordialSoupDirection {
    /**
     * No direction: an environment card without drift; in a command, "not given".
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DIRECTION_NONE = 0;
     */
    NONE = 0,
    /**
     * North (up).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DIRECTION_NORTH = 1;
     */
    NORTH = 1,
    /**
     * East (right).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DIRECTION_EAST = 2;
     */
    EAST = 2,
    /**
     * South (down).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DIRECTION_SOUTH = 3;
     */
    SOUTH = 3,
    /**
     * West (left).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DIRECTION_WEST = 4;
     */
    WEST = 4
}
/**
 * Describes the enum ludus.v1.PrimordialSoupDirection.
 */
export declare const PrimordialSoupDirectionSchema: GenEnum<PrimordialSoupDirection>;
/**
 * Where a match stands. Phases 1..6 of a round follow each other; setup comes first.
 *
 * @generated from enum ludus.v1.PrimordialSoupPhase
 */
export declare enum PrimordialSoupPhase {
    /**
     * Never sent.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PHASE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Setup 5: players choose their start spaces on the scoring track, in start-roll order.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PHASE_START_SPACES = 1;
     */
    START_SPACES = 1,
    /**
     * Setup 6: each player places a first amoeba, ascending order.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PHASE_FIRST_AMOEBAS = 2;
     */
    FIRST_AMOEBAS = 2,
    /**
     * Setup 7: each player places a second amoeba, descending order.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PHASE_SECOND_AMOEBAS = 3;
     */
    SECOND_AMOEBAS = 3,
    /**
     * Phase 1: movement and feeding, ascending order.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PHASE_MOVEMENT = 4;
     */
    MOVEMENT = 4,
    /**
     * Phase 2: a new environment card; gene defects are settled, descending order.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PHASE_ENVIRONMENT = 5;
     */
    ENVIRONMENT = 5,
    /**
     * Phase 3: gene purchases, descending order.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PHASE_GENES = 6;
     */
    GENES = 6,
    /**
     * Phase 4: cell division, descending order.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PHASE_DIVISION = 7;
     */
    DIVISION = 7,
    /**
     * Phase 5a: amoebas with too much damage die (no decisions).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PHASE_DEATHS = 8;
     */
    DEATHS = 8,
    /**
     * Phase 5b: Aggression attacks, descending order.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PHASE_AGGRESSION = 9;
     */
    AGGRESSION = 9,
    /**
     * Phase 6: scoring (no decisions).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PHASE_SCORING = 10;
     */
    SCORING = 10,
    /**
     * The game is over.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PHASE_OVER = 11;
     */
    OVER = 11
}
/**
 * Describes the enum ludus.v1.PrimordialSoupPhase.
 */
export declare const PrimordialSoupPhaseSchema: GenEnum<PrimordialSoupPhase>;
/**
 * The kind of decision the game is waiting for. Each kind lists the commands that answer it.
 *
 * @generated from enum ludus.v1.PrimordialSoupDecisionKind
 */
export declare enum PrimordialSoupDecisionKind {
    /**
     * No decision pending (the game is over).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_NONE = 0;
     */
    NONE = 0,
    /**
     * Choose a free start space on the scoring track: choose_start_space.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_START_SPACE = 1;
     */
    START_SPACE = 1,
    /**
     * Place a starting amoeba: place_start_amoeba.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_START_AMOEBA = 2;
     */
    START_AMOEBA = 2,
    /**
     * Phase 1, the acting amoeba's movement: drift, active_move, or stay (Holding).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT = 3;
     */
    MOVEMENT = 3,
    /**
     * Movement I: two dice were rolled, use one of them: pick_die.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_PICK_DIE = 4;
     */
    PICK_DIE = 4,
    /**
     * A 6 was rolled: choose a direction or stay: choose_direction.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_DIRECTION = 5;
     */
    DIRECTION = 5,
    /**
     * Tentacle: an amoeba left a space; take up to `max_cubes` cubes along: carry_cubes.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_CARRY_CUBES = 6;
     */
    CARRY_CUBES = 6,
    /**
     * Holding: an amoeba left a space where you have amoebas; follow it or not: follow.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW = 7;
     */
    FOLLOW = 7,
    /**
     * Speed or Persistence: after an active move, make a free second one or stop:
     * second_move or end_movement.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_SECOND_MOVE = 8;
     */
    SECOND_MOVE = 8,
    /**
     * Feeding with several allowed meals: feed.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_FEED = 9;
     */
    FEED = 9,
    /**
     * Struggle for Survival: the acting amoeba would starve; attack or starve: attack or starve.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_ATTACK = 10;
     */
    ATTACK = 10,
    /**
     * Your amoeba is attacked: escape, defend or accept.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_RESPOND = 11;
     */
    RESPOND = 11,
    /**
     * Persistence: you lost a Defense fight; fight once more for free: refight or decline_refight.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_REFIGHT = 12;
     */
    REFIGHT = 12,
    /**
     * Persistence: your attack failed; one free new attempt: retry_attack or decline_retry.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_RETRY_ATTACK = 13;
     */
    RETRY_ATTACK = 13,
    /**
     * Phase 2: settle your gene defect: give_up_gene or pay_defect.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_SETTLE_DEFECT = 14;
     */
    SETTLE_DEFECT = 14,
    /**
     * Phase 3: buy genes one at a time, then end: buy_gene, buy_advanced_gene, end_purchases.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_BUY_GENES = 15;
     */
    BUY_GENES = 15,
    /**
     * Phase 4: place new amoebas, then end: place_amoeba or end_division.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_DIVISION = 16;
     */
    DIVISION = 16,
    /**
     * Phase 5b: make your one Aggression attack or pass: aggression or pass_aggression.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DECISION_KIND_AGGRESSION = 17;
     */
    AGGRESSION = 17
}
/**
 * Describes the enum ludus.v1.PrimordialSoupDecisionKind.
 */
export declare const PrimordialSoupDecisionKindSchema: GenEnum<PrimordialSoupDecisionKind>;
/**
 * How an amoeba's movement was chosen.
 *
 * @generated from enum ludus.v1.PrimordialSoupMovementKind
 */
export declare enum PrimordialSoupMovementKind {
    /**
     * Never sent.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_MOVEMENT_KIND_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Drift: one space in the current card's drift direction, free.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_MOVEMENT_KIND_DRIFT = 1;
     */
    DRIFT = 1,
    /**
     * Active move: paid (unless Streamlining, or a Speed second move); direction by die or choice.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_MOVEMENT_KIND_ACTIVE = 2;
     */
    ACTIVE = 2,
    /**
     * Holding: stay where it is, free.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_MOVEMENT_KIND_STAY = 3;
     */
    STAY = 3
}
/**
 * Describes the enum ludus.v1.PrimordialSoupMovementKind.
 */
export declare const PrimordialSoupMovementKindSchema: GenEnum<PrimordialSoupMovementKind>;
/**
 * Why an amoeba is moving.
 *
 * @generated from enum ludus.v1.PrimordialSoupMovementPurpose
 */
export declare enum PrimordialSoupMovementPurpose {
    /**
     * Never sent.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Its own phase-1 movement (it feeds afterwards).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_OWN_TURN = 1;
     */
    OWN_TURN = 1,
    /**
     * Escape from an attack (it does not feed afterwards).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_ESCAPE = 2;
     */
    ESCAPE = 2
}
/**
 * Describes the enum ludus.v1.PrimordialSoupMovementPurpose.
 */
export declare const PrimordialSoupMovementPurposeSchema: GenEnum<PrimordialSoupMovementPurpose>;
/**
 * How the destination of one movement step was found.
 *
 * @generated from enum ludus.v1.PrimordialSoupStepSource
 */
export declare enum PrimordialSoupStepSource {
    /**
     * Never sent.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_STEP_SOURCE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * The drift of the current environment card (NONE: the card has no drift, the amoeba stays).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_STEP_SOURCE_DRIFT = 1;
     */
    DRIFT = 1,
    /**
     * A die: 1 west, 2 north, 3 east, 4 south, 5 stay; a 6 is followed by the player's choice
     * (a direction, or staying).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_STEP_SOURCE_DIE = 2;
     */
    DIE = 2,
    /**
     * The player's choice (after a 6, or with Movement II): a direction, or NONE for staying.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_STEP_SOURCE_CHOICE = 3;
     */
    CHOICE = 3,
    /**
     * Holding: the amoeba stayed instead of drifting.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_STEP_SOURCE_HOLDING = 4;
     */
    HOLDING = 4
}
/**
 * Describes the enum ludus.v1.PrimordialSoupStepSource.
 */
export declare const PrimordialSoupStepSourceSchema: GenEnum<PrimordialSoupStepSource>;
/**
 * A defence fight's standing within one attack attempt.
 *
 * @generated from enum ludus.v1.PrimordialSoupFight
 */
export declare enum PrimordialSoupFight {
    /**
     * No Defense fight yet in this attempt.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_FIGHT_NONE = 0;
     */
    NONE = 0,
    /**
     * The attacker rolled higher: the attempt goes on.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_FIGHT_ATTACKER_WON = 1;
     */
    ATTACKER_WON = 1,
    /**
     * The defender rolled higher: the attempt fails.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_FIGHT_DEFENDER_WON = 2;
     */
    DEFENDER_WON = 2
}
/**
 * Describes the enum ludus.v1.PrimordialSoupFight.
 */
export declare const PrimordialSoupFightSchema: GenEnum<PrimordialSoupFight>;
/**
 * How an attack attempt ended.
 *
 * @generated from enum ludus.v1.PrimordialSoupAttackOutcome
 */
export declare enum PrimordialSoupAttackOutcome {
    /**
     * Never sent.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_ATTACK_OUTCOME_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Success: the target was removed (phase 1: eaten; phase 5: killed).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_ATTACK_OUTCOME_TARGET_REMOVED = 1;
     */
    TARGET_REMOVED = 1,
    /**
     * Success against Armor in phase 5: the target survives with 1 DP more.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_ATTACK_OUTCOME_TARGET_DAMAGED = 2;
     */
    TARGET_DAMAGED = 2,
    /**
     * Failure: the target escaped into another space.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_ATTACK_OUTCOME_ESCAPED = 3;
     */
    ESCAPED = 3,
    /**
     * Failure: the attacker followed the escaping target (Holding); the attack ends.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_ATTACK_OUTCOME_ATTACKER_FOLLOWED = 4;
     */
    ATTACKER_FOLLOWED = 4,
    /**
     * Failure: the defender won the Defense fight.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_ATTACK_OUTCOME_DEFENDED = 5;
     */
    DEFENDED = 5
}
/**
 * Describes the enum ludus.v1.PrimordialSoupAttackOutcome.
 */
export declare const PrimordialSoupAttackOutcomeSchema: GenEnum<PrimordialSoupAttackOutcome>;
/**
 * Why an amoeba left the board.
 *
 * @generated from enum ludus.v1.PrimordialSoupRemovalCause
 */
export declare enum PrimordialSoupRemovalCause {
    /**
     * Never sent.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_REMOVAL_CAUSE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * Eaten by a Struggle for Survival attack in phase 1.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_REMOVAL_CAUSE_EATEN = 1;
     */
    EATEN = 1,
    /**
     * Died of damage in phase 5a.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_REMOVAL_CAUSE_DAMAGE = 2;
     */
    DAMAGE = 2,
    /**
     * Killed by an Aggression attack in phase 5b.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_REMOVAL_CAUSE_KILLED = 3;
     */
    KILLED = 3
}
/**
 * Describes the enum ludus.v1.PrimordialSoupRemovalCause.
 */
export declare const PrimordialSoupRemovalCauseSchema: GenEnum<PrimordialSoupRemovalCause>;
/**
 * Why an amoeba took damage.
 *
 * @generated from enum ludus.v1.PrimordialSoupDamageCause
 */
export declare enum PrimordialSoupDamageCause {
    /**
     * Never sent.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DAMAGE_CAUSE_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * It could not eat (phase 1).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DAMAGE_CAUSE_STARVATION = 1;
     */
    STARVATION = 1,
    /**
     * Armor turned a successful phase-5 attack into damage.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DAMAGE_CAUSE_ARMOR = 2;
     */
    ARMOR = 2
}
/**
 * Describes the enum ludus.v1.PrimordialSoupDamageCause.
 */
export declare const PrimordialSoupDamageCauseSchema: GenEnum<PrimordialSoupDamageCause>;
/**
 * Why cubes were put on a space from the supply (besides excretion, reported by amoeba_fed).
 *
 * @generated from enum ludus.v1.PrimordialSoupCubeReason
 */
export declare enum PrimordialSoupCubeReason {
    /**
     * Never sent.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_CUBE_REASON_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * An amoeba died (phase 5a) or was killed (phase 5b): one cube of each colour in play.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_CUBE_REASON_DEATH = 1;
     */
    DEATH = 1,
    /**
     * A phase-1 attack succeeded (not by a Defense fight): one cube of each colour in play.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_CUBE_REASON_ATTACK = 2;
     */
    ATTACK = 2
}
/**
 * Describes the enum ludus.v1.PrimordialSoupCubeReason.
 */
export declare const PrimordialSoupCubeReasonSchema: GenEnum<PrimordialSoupCubeReason>;
/**
 * Why a player's BP changed.
 *
 * @generated from enum ludus.v1.PrimordialSoupBpReason
 */
export declare enum PrimordialSoupBpReason {
    /**
     * Never sent.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_BP_REASON_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * An active move (1 BP, or 0 with Streamlining).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_BP_REASON_ACTIVE_MOVE = 1;
     */
    ACTIVE_MOVE = 1,
    /**
     * An Escape (1 BP, or 0 with Streamlining).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_BP_REASON_ESCAPE = 2;
     */
    ESCAPE = 2,
    /**
     * Declaring an attack (1 BP; a Persistence retry is free).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_BP_REASON_ATTACK = 3;
     */
    ATTACK = 3,
    /**
     * Using Defense (1 BP; a Persistence refight is free).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_BP_REASON_DEFENSE = 4;
     */
    DEFENSE = 4,
    /**
     * Your amoeba was named host by a Parasitism meal (1 BP).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_BP_REASON_PARASITISM = 5;
     */
    PARASITISM = 5,
    /**
     * Paying a gene defect in phase 2.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_BP_REASON_DEFECT = 6;
     */
    DEFECT = 6,
    /**
     * Buying a gene in phase 3.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_BP_REASON_GENE_PURCHASE = 7;
     */
    GENE_PURCHASE = 7,
    /**
     * The 10 BP every player receives at the start of their phase-4 turn.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_BP_REASON_DIVISION_INCOME = 8;
     */
    DIVISION_INCOME = 8,
    /**
     * Placing a new amoeba in phase 4 (6 BP, or 4 with Division Rate).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_BP_REASON_DIVISION = 9;
     */
    DIVISION = 9
}
/**
 * Describes the enum ludus.v1.PrimordialSoupBpReason.
 */
export declare const PrimordialSoupBpReasonSchema: GenEnum<PrimordialSoupBpReason>;
/**
 * How an amoeba came onto the board.
 *
 * @generated from enum ludus.v1.PrimordialSoupPlacementKind
 */
export declare enum PrimordialSoupPlacementKind {
    /**
     * Never sent.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PLACEMENT_KIND_UNSPECIFIED = 0;
     */
    UNSPECIFIED = 0,
    /**
     * A setup placement (setup steps 6 and 7).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PLACEMENT_KIND_START = 1;
     */
    START = 1,
    /**
     * A normal cell division: next to an own amoeba (or anywhere with Spores), paid.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PLACEMENT_KIND_DIVISION = 2;
     */
    DIVISION = 2,
    /**
     * The free placement of a player with no amoeba on the board, on any space.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PLACEMENT_KIND_FREE = 3;
     */
    FREE = 3,
    /**
     * The first paid placement of a player with exactly one amoeba, which may go anywhere.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_PLACEMENT_KIND_ANYWHERE = 4;
     */
    ANYWHERE = 4
}
/**
 * Describes the enum ludus.v1.PrimordialSoupPlacementKind.
 */
export declare const PrimordialSoupPlacementKindSchema: GenEnum<PrimordialSoupPlacementKind>;
/**
 * A phase-4 special case, judged at the start of the player's division turn.
 *
 * @generated from enum ludus.v1.PrimordialSoupDivisionCase
 */
export declare enum PrimordialSoupDivisionCase {
    /**
     * No special case (or it has been used).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DIVISION_CASE_NONE = 0;
     */
    NONE = 0,
    /**
     * No amoeba on the board: the first placement is free and may go on any space.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DIVISION_CASE_NO_AMOEBA = 1;
     */
    NO_AMOEBA = 1,
    /**
     * Exactly one amoeba: the first one bought may go on any space without an own amoeba.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_DIVISION_CASE_ONE_AMOEBA = 2;
     */
    ONE_AMOEBA = 2
}
/**
 * Describes the enum ludus.v1.PrimordialSoupDivisionCase.
 */
export declare const PrimordialSoupDivisionCaseSchema: GenEnum<PrimordialSoupDivisionCase>;
/**
 * The progress of the acting amoeba in phase 1.
 *
 * @generated from enum ludus.v1.PrimordialSoupAmoebaStage
 */
export declare enum PrimordialSoupAmoebaStage {
    /**
     * No amoeba is acting.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_AMOEBA_STAGE_NONE = 0;
     */
    NONE = 0,
    /**
     * It is choosing or making its movement.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_AMOEBA_STAGE_MOVEMENT = 1;
     */
    MOVEMENT = 1,
    /**
     * It has moved and now feeds (or starves, or attacks).
     *
     * @generated from enum value: PRIMORDIAL_SOUP_AMOEBA_STAGE_FEEDING = 2;
     */
    FEEDING = 2,
    /**
     * It has fed, starved or eaten another amoeba; the next amoeba acts.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_AMOEBA_STAGE_DONE = 3;
     */
    DONE = 3
}
/**
 * Describes the enum ludus.v1.PrimordialSoupAmoebaStage.
 */
export declare const PrimordialSoupAmoebaStageSchema: GenEnum<PrimordialSoupAmoebaStage>;
/**
 * Why the game ended.
 *
 * @generated from enum ludus.v1.PrimordialSoupEndReason
 */
export declare enum PrimordialSoupEndReason {
    /**
     * Not over.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_END_REASON_NONE = 0;
     */
    NONE = 0,
    /**
     * A marker reached the end threshold (42) in phase 6.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_END_REASON_THRESHOLD = 1;
     */
    THRESHOLD = 1,
    /**
     * The last environment card was turned this round.
     *
     * @generated from enum value: PRIMORDIAL_SOUP_END_REASON_LAST_CARD = 2;
     */
    LAST_CARD = 2
}
/**
 * Describes the enum ludus.v1.PrimordialSoupEndReason.
 */
export declare const PrimordialSoupEndReasonSchema: GenEnum<PrimordialSoupEndReason>;
