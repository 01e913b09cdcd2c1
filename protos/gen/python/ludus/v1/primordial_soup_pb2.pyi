from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class PrimordialSoupDirection(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_DIRECTION_NONE: _ClassVar[PrimordialSoupDirection]
    PRIMORDIAL_SOUP_DIRECTION_NORTH: _ClassVar[PrimordialSoupDirection]
    PRIMORDIAL_SOUP_DIRECTION_EAST: _ClassVar[PrimordialSoupDirection]
    PRIMORDIAL_SOUP_DIRECTION_SOUTH: _ClassVar[PrimordialSoupDirection]
    PRIMORDIAL_SOUP_DIRECTION_WEST: _ClassVar[PrimordialSoupDirection]

class PrimordialSoupPhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_PHASE_UNSPECIFIED: _ClassVar[PrimordialSoupPhase]
    PRIMORDIAL_SOUP_PHASE_START_SPACES: _ClassVar[PrimordialSoupPhase]
    PRIMORDIAL_SOUP_PHASE_FIRST_AMOEBAS: _ClassVar[PrimordialSoupPhase]
    PRIMORDIAL_SOUP_PHASE_SECOND_AMOEBAS: _ClassVar[PrimordialSoupPhase]
    PRIMORDIAL_SOUP_PHASE_MOVEMENT: _ClassVar[PrimordialSoupPhase]
    PRIMORDIAL_SOUP_PHASE_ENVIRONMENT: _ClassVar[PrimordialSoupPhase]
    PRIMORDIAL_SOUP_PHASE_GENES: _ClassVar[PrimordialSoupPhase]
    PRIMORDIAL_SOUP_PHASE_DIVISION: _ClassVar[PrimordialSoupPhase]
    PRIMORDIAL_SOUP_PHASE_DEATHS: _ClassVar[PrimordialSoupPhase]
    PRIMORDIAL_SOUP_PHASE_AGGRESSION: _ClassVar[PrimordialSoupPhase]
    PRIMORDIAL_SOUP_PHASE_SCORING: _ClassVar[PrimordialSoupPhase]
    PRIMORDIAL_SOUP_PHASE_OVER: _ClassVar[PrimordialSoupPhase]

class PrimordialSoupDecisionKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_DECISION_KIND_NONE: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_START_SPACE: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_START_AMOEBA: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_PICK_DIE: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_DIRECTION: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_CARRY_CUBES: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_SECOND_MOVE: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_FEED: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_ATTACK: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_RESPOND: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_REFIGHT: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_RETRY_ATTACK: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_SETTLE_DEFECT: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_BUY_GENES: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_DIVISION: _ClassVar[PrimordialSoupDecisionKind]
    PRIMORDIAL_SOUP_DECISION_KIND_AGGRESSION: _ClassVar[PrimordialSoupDecisionKind]

class PrimordialSoupMovementKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_MOVEMENT_KIND_UNSPECIFIED: _ClassVar[PrimordialSoupMovementKind]
    PRIMORDIAL_SOUP_MOVEMENT_KIND_DRIFT: _ClassVar[PrimordialSoupMovementKind]
    PRIMORDIAL_SOUP_MOVEMENT_KIND_ACTIVE: _ClassVar[PrimordialSoupMovementKind]
    PRIMORDIAL_SOUP_MOVEMENT_KIND_STAY: _ClassVar[PrimordialSoupMovementKind]

class PrimordialSoupMovementPurpose(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_UNSPECIFIED: _ClassVar[PrimordialSoupMovementPurpose]
    PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_OWN_TURN: _ClassVar[PrimordialSoupMovementPurpose]
    PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_ESCAPE: _ClassVar[PrimordialSoupMovementPurpose]

class PrimordialSoupStepSource(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_STEP_SOURCE_UNSPECIFIED: _ClassVar[PrimordialSoupStepSource]
    PRIMORDIAL_SOUP_STEP_SOURCE_DRIFT: _ClassVar[PrimordialSoupStepSource]
    PRIMORDIAL_SOUP_STEP_SOURCE_DIE: _ClassVar[PrimordialSoupStepSource]
    PRIMORDIAL_SOUP_STEP_SOURCE_CHOICE: _ClassVar[PrimordialSoupStepSource]
    PRIMORDIAL_SOUP_STEP_SOURCE_HOLDING: _ClassVar[PrimordialSoupStepSource]

class PrimordialSoupFight(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_FIGHT_NONE: _ClassVar[PrimordialSoupFight]
    PRIMORDIAL_SOUP_FIGHT_ATTACKER_WON: _ClassVar[PrimordialSoupFight]
    PRIMORDIAL_SOUP_FIGHT_DEFENDER_WON: _ClassVar[PrimordialSoupFight]

class PrimordialSoupAttackOutcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_ATTACK_OUTCOME_UNSPECIFIED: _ClassVar[PrimordialSoupAttackOutcome]
    PRIMORDIAL_SOUP_ATTACK_OUTCOME_TARGET_REMOVED: _ClassVar[PrimordialSoupAttackOutcome]
    PRIMORDIAL_SOUP_ATTACK_OUTCOME_TARGET_DAMAGED: _ClassVar[PrimordialSoupAttackOutcome]
    PRIMORDIAL_SOUP_ATTACK_OUTCOME_ESCAPED: _ClassVar[PrimordialSoupAttackOutcome]
    PRIMORDIAL_SOUP_ATTACK_OUTCOME_ATTACKER_FOLLOWED: _ClassVar[PrimordialSoupAttackOutcome]
    PRIMORDIAL_SOUP_ATTACK_OUTCOME_DEFENDED: _ClassVar[PrimordialSoupAttackOutcome]

class PrimordialSoupRemovalCause(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_REMOVAL_CAUSE_UNSPECIFIED: _ClassVar[PrimordialSoupRemovalCause]
    PRIMORDIAL_SOUP_REMOVAL_CAUSE_EATEN: _ClassVar[PrimordialSoupRemovalCause]
    PRIMORDIAL_SOUP_REMOVAL_CAUSE_DAMAGE: _ClassVar[PrimordialSoupRemovalCause]
    PRIMORDIAL_SOUP_REMOVAL_CAUSE_KILLED: _ClassVar[PrimordialSoupRemovalCause]

class PrimordialSoupDamageCause(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_DAMAGE_CAUSE_UNSPECIFIED: _ClassVar[PrimordialSoupDamageCause]
    PRIMORDIAL_SOUP_DAMAGE_CAUSE_STARVATION: _ClassVar[PrimordialSoupDamageCause]
    PRIMORDIAL_SOUP_DAMAGE_CAUSE_ARMOR: _ClassVar[PrimordialSoupDamageCause]

class PrimordialSoupCubeReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_CUBE_REASON_UNSPECIFIED: _ClassVar[PrimordialSoupCubeReason]
    PRIMORDIAL_SOUP_CUBE_REASON_DEATH: _ClassVar[PrimordialSoupCubeReason]
    PRIMORDIAL_SOUP_CUBE_REASON_ATTACK: _ClassVar[PrimordialSoupCubeReason]

class PrimordialSoupBpReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_BP_REASON_UNSPECIFIED: _ClassVar[PrimordialSoupBpReason]
    PRIMORDIAL_SOUP_BP_REASON_ACTIVE_MOVE: _ClassVar[PrimordialSoupBpReason]
    PRIMORDIAL_SOUP_BP_REASON_ESCAPE: _ClassVar[PrimordialSoupBpReason]
    PRIMORDIAL_SOUP_BP_REASON_ATTACK: _ClassVar[PrimordialSoupBpReason]
    PRIMORDIAL_SOUP_BP_REASON_DEFENSE: _ClassVar[PrimordialSoupBpReason]
    PRIMORDIAL_SOUP_BP_REASON_PARASITISM: _ClassVar[PrimordialSoupBpReason]
    PRIMORDIAL_SOUP_BP_REASON_DEFECT: _ClassVar[PrimordialSoupBpReason]
    PRIMORDIAL_SOUP_BP_REASON_GENE_PURCHASE: _ClassVar[PrimordialSoupBpReason]
    PRIMORDIAL_SOUP_BP_REASON_DIVISION_INCOME: _ClassVar[PrimordialSoupBpReason]
    PRIMORDIAL_SOUP_BP_REASON_DIVISION: _ClassVar[PrimordialSoupBpReason]

class PrimordialSoupPlacementKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_PLACEMENT_KIND_UNSPECIFIED: _ClassVar[PrimordialSoupPlacementKind]
    PRIMORDIAL_SOUP_PLACEMENT_KIND_START: _ClassVar[PrimordialSoupPlacementKind]
    PRIMORDIAL_SOUP_PLACEMENT_KIND_DIVISION: _ClassVar[PrimordialSoupPlacementKind]
    PRIMORDIAL_SOUP_PLACEMENT_KIND_FREE: _ClassVar[PrimordialSoupPlacementKind]
    PRIMORDIAL_SOUP_PLACEMENT_KIND_ANYWHERE: _ClassVar[PrimordialSoupPlacementKind]

class PrimordialSoupDivisionCase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_DIVISION_CASE_NONE: _ClassVar[PrimordialSoupDivisionCase]
    PRIMORDIAL_SOUP_DIVISION_CASE_NO_AMOEBA: _ClassVar[PrimordialSoupDivisionCase]
    PRIMORDIAL_SOUP_DIVISION_CASE_ONE_AMOEBA: _ClassVar[PrimordialSoupDivisionCase]

class PrimordialSoupAmoebaStage(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_AMOEBA_STAGE_NONE: _ClassVar[PrimordialSoupAmoebaStage]
    PRIMORDIAL_SOUP_AMOEBA_STAGE_MOVEMENT: _ClassVar[PrimordialSoupAmoebaStage]
    PRIMORDIAL_SOUP_AMOEBA_STAGE_FEEDING: _ClassVar[PrimordialSoupAmoebaStage]
    PRIMORDIAL_SOUP_AMOEBA_STAGE_DONE: _ClassVar[PrimordialSoupAmoebaStage]

class PrimordialSoupEndReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIMORDIAL_SOUP_END_REASON_NONE: _ClassVar[PrimordialSoupEndReason]
    PRIMORDIAL_SOUP_END_REASON_THRESHOLD: _ClassVar[PrimordialSoupEndReason]
    PRIMORDIAL_SOUP_END_REASON_LAST_CARD: _ClassVar[PrimordialSoupEndReason]
PRIMORDIAL_SOUP_DIRECTION_NONE: PrimordialSoupDirection
PRIMORDIAL_SOUP_DIRECTION_NORTH: PrimordialSoupDirection
PRIMORDIAL_SOUP_DIRECTION_EAST: PrimordialSoupDirection
PRIMORDIAL_SOUP_DIRECTION_SOUTH: PrimordialSoupDirection
PRIMORDIAL_SOUP_DIRECTION_WEST: PrimordialSoupDirection
PRIMORDIAL_SOUP_PHASE_UNSPECIFIED: PrimordialSoupPhase
PRIMORDIAL_SOUP_PHASE_START_SPACES: PrimordialSoupPhase
PRIMORDIAL_SOUP_PHASE_FIRST_AMOEBAS: PrimordialSoupPhase
PRIMORDIAL_SOUP_PHASE_SECOND_AMOEBAS: PrimordialSoupPhase
PRIMORDIAL_SOUP_PHASE_MOVEMENT: PrimordialSoupPhase
PRIMORDIAL_SOUP_PHASE_ENVIRONMENT: PrimordialSoupPhase
PRIMORDIAL_SOUP_PHASE_GENES: PrimordialSoupPhase
PRIMORDIAL_SOUP_PHASE_DIVISION: PrimordialSoupPhase
PRIMORDIAL_SOUP_PHASE_DEATHS: PrimordialSoupPhase
PRIMORDIAL_SOUP_PHASE_AGGRESSION: PrimordialSoupPhase
PRIMORDIAL_SOUP_PHASE_SCORING: PrimordialSoupPhase
PRIMORDIAL_SOUP_PHASE_OVER: PrimordialSoupPhase
PRIMORDIAL_SOUP_DECISION_KIND_NONE: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_START_SPACE: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_START_AMOEBA: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_MOVEMENT: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_PICK_DIE: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_DIRECTION: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_CARRY_CUBES: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_FOLLOW: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_SECOND_MOVE: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_FEED: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_ATTACK: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_RESPOND: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_REFIGHT: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_RETRY_ATTACK: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_SETTLE_DEFECT: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_BUY_GENES: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_DIVISION: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_DECISION_KIND_AGGRESSION: PrimordialSoupDecisionKind
PRIMORDIAL_SOUP_MOVEMENT_KIND_UNSPECIFIED: PrimordialSoupMovementKind
PRIMORDIAL_SOUP_MOVEMENT_KIND_DRIFT: PrimordialSoupMovementKind
PRIMORDIAL_SOUP_MOVEMENT_KIND_ACTIVE: PrimordialSoupMovementKind
PRIMORDIAL_SOUP_MOVEMENT_KIND_STAY: PrimordialSoupMovementKind
PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_UNSPECIFIED: PrimordialSoupMovementPurpose
PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_OWN_TURN: PrimordialSoupMovementPurpose
PRIMORDIAL_SOUP_MOVEMENT_PURPOSE_ESCAPE: PrimordialSoupMovementPurpose
PRIMORDIAL_SOUP_STEP_SOURCE_UNSPECIFIED: PrimordialSoupStepSource
PRIMORDIAL_SOUP_STEP_SOURCE_DRIFT: PrimordialSoupStepSource
PRIMORDIAL_SOUP_STEP_SOURCE_DIE: PrimordialSoupStepSource
PRIMORDIAL_SOUP_STEP_SOURCE_CHOICE: PrimordialSoupStepSource
PRIMORDIAL_SOUP_STEP_SOURCE_HOLDING: PrimordialSoupStepSource
PRIMORDIAL_SOUP_FIGHT_NONE: PrimordialSoupFight
PRIMORDIAL_SOUP_FIGHT_ATTACKER_WON: PrimordialSoupFight
PRIMORDIAL_SOUP_FIGHT_DEFENDER_WON: PrimordialSoupFight
PRIMORDIAL_SOUP_ATTACK_OUTCOME_UNSPECIFIED: PrimordialSoupAttackOutcome
PRIMORDIAL_SOUP_ATTACK_OUTCOME_TARGET_REMOVED: PrimordialSoupAttackOutcome
PRIMORDIAL_SOUP_ATTACK_OUTCOME_TARGET_DAMAGED: PrimordialSoupAttackOutcome
PRIMORDIAL_SOUP_ATTACK_OUTCOME_ESCAPED: PrimordialSoupAttackOutcome
PRIMORDIAL_SOUP_ATTACK_OUTCOME_ATTACKER_FOLLOWED: PrimordialSoupAttackOutcome
PRIMORDIAL_SOUP_ATTACK_OUTCOME_DEFENDED: PrimordialSoupAttackOutcome
PRIMORDIAL_SOUP_REMOVAL_CAUSE_UNSPECIFIED: PrimordialSoupRemovalCause
PRIMORDIAL_SOUP_REMOVAL_CAUSE_EATEN: PrimordialSoupRemovalCause
PRIMORDIAL_SOUP_REMOVAL_CAUSE_DAMAGE: PrimordialSoupRemovalCause
PRIMORDIAL_SOUP_REMOVAL_CAUSE_KILLED: PrimordialSoupRemovalCause
PRIMORDIAL_SOUP_DAMAGE_CAUSE_UNSPECIFIED: PrimordialSoupDamageCause
PRIMORDIAL_SOUP_DAMAGE_CAUSE_STARVATION: PrimordialSoupDamageCause
PRIMORDIAL_SOUP_DAMAGE_CAUSE_ARMOR: PrimordialSoupDamageCause
PRIMORDIAL_SOUP_CUBE_REASON_UNSPECIFIED: PrimordialSoupCubeReason
PRIMORDIAL_SOUP_CUBE_REASON_DEATH: PrimordialSoupCubeReason
PRIMORDIAL_SOUP_CUBE_REASON_ATTACK: PrimordialSoupCubeReason
PRIMORDIAL_SOUP_BP_REASON_UNSPECIFIED: PrimordialSoupBpReason
PRIMORDIAL_SOUP_BP_REASON_ACTIVE_MOVE: PrimordialSoupBpReason
PRIMORDIAL_SOUP_BP_REASON_ESCAPE: PrimordialSoupBpReason
PRIMORDIAL_SOUP_BP_REASON_ATTACK: PrimordialSoupBpReason
PRIMORDIAL_SOUP_BP_REASON_DEFENSE: PrimordialSoupBpReason
PRIMORDIAL_SOUP_BP_REASON_PARASITISM: PrimordialSoupBpReason
PRIMORDIAL_SOUP_BP_REASON_DEFECT: PrimordialSoupBpReason
PRIMORDIAL_SOUP_BP_REASON_GENE_PURCHASE: PrimordialSoupBpReason
PRIMORDIAL_SOUP_BP_REASON_DIVISION_INCOME: PrimordialSoupBpReason
PRIMORDIAL_SOUP_BP_REASON_DIVISION: PrimordialSoupBpReason
PRIMORDIAL_SOUP_PLACEMENT_KIND_UNSPECIFIED: PrimordialSoupPlacementKind
PRIMORDIAL_SOUP_PLACEMENT_KIND_START: PrimordialSoupPlacementKind
PRIMORDIAL_SOUP_PLACEMENT_KIND_DIVISION: PrimordialSoupPlacementKind
PRIMORDIAL_SOUP_PLACEMENT_KIND_FREE: PrimordialSoupPlacementKind
PRIMORDIAL_SOUP_PLACEMENT_KIND_ANYWHERE: PrimordialSoupPlacementKind
PRIMORDIAL_SOUP_DIVISION_CASE_NONE: PrimordialSoupDivisionCase
PRIMORDIAL_SOUP_DIVISION_CASE_NO_AMOEBA: PrimordialSoupDivisionCase
PRIMORDIAL_SOUP_DIVISION_CASE_ONE_AMOEBA: PrimordialSoupDivisionCase
PRIMORDIAL_SOUP_AMOEBA_STAGE_NONE: PrimordialSoupAmoebaStage
PRIMORDIAL_SOUP_AMOEBA_STAGE_MOVEMENT: PrimordialSoupAmoebaStage
PRIMORDIAL_SOUP_AMOEBA_STAGE_FEEDING: PrimordialSoupAmoebaStage
PRIMORDIAL_SOUP_AMOEBA_STAGE_DONE: PrimordialSoupAmoebaStage
PRIMORDIAL_SOUP_END_REASON_NONE: PrimordialSoupEndReason
PRIMORDIAL_SOUP_END_REASON_THRESHOLD: PrimordialSoupEndReason
PRIMORDIAL_SOUP_END_REASON_LAST_CARD: PrimordialSoupEndReason

class PrimordialSoupOptions(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupAmoebaRef(_message.Message):
    __slots__ = ("seat", "number")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    seat: int
    number: int
    def __init__(self, seat: _Optional[int] = ..., number: _Optional[int] = ...) -> None: ...

class PrimordialSoupCubes(_message.Message):
    __slots__ = ("counts",)
    COUNTS_FIELD_NUMBER: _ClassVar[int]
    counts: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, counts: _Optional[_Iterable[int]] = ...) -> None: ...

class PrimordialSoupSpaceInfo(_message.Message):
    __slots__ = ("id", "row", "column", "north", "east", "south", "west")
    ID_FIELD_NUMBER: _ClassVar[int]
    ROW_FIELD_NUMBER: _ClassVar[int]
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    NORTH_FIELD_NUMBER: _ClassVar[int]
    EAST_FIELD_NUMBER: _ClassVar[int]
    SOUTH_FIELD_NUMBER: _ClassVar[int]
    WEST_FIELD_NUMBER: _ClassVar[int]
    id: int
    row: int
    column: int
    north: int
    east: int
    south: int
    west: int
    def __init__(self, id: _Optional[int] = ..., row: _Optional[int] = ..., column: _Optional[int] = ..., north: _Optional[int] = ..., east: _Optional[int] = ..., south: _Optional[int] = ..., west: _Optional[int] = ...) -> None: ...

class PrimordialSoupEnvironmentCardInfo(_message.Message):
    __slots__ = ("id", "ozone", "drift")
    ID_FIELD_NUMBER: _ClassVar[int]
    OZONE_FIELD_NUMBER: _ClassVar[int]
    DRIFT_FIELD_NUMBER: _ClassVar[int]
    id: str
    ozone: int
    drift: PrimordialSoupDirection
    def __init__(self, id: _Optional[str] = ..., ozone: _Optional[int] = ..., drift: _Optional[_Union[PrimordialSoupDirection, str]] = ...) -> None: ...

class PrimordialSoupGeneInfo(_message.Message):
    __slots__ = ("id", "name", "price", "mutation_points", "copies_3p", "copies_4p", "advanced", "replaces", "defect_relief", "score_cards", "phases", "effect")
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    PRICE_FIELD_NUMBER: _ClassVar[int]
    MUTATION_POINTS_FIELD_NUMBER: _ClassVar[int]
    COPIES_3P_FIELD_NUMBER: _ClassVar[int]
    COPIES_4P_FIELD_NUMBER: _ClassVar[int]
    ADVANCED_FIELD_NUMBER: _ClassVar[int]
    REPLACES_FIELD_NUMBER: _ClassVar[int]
    DEFECT_RELIEF_FIELD_NUMBER: _ClassVar[int]
    SCORE_CARDS_FIELD_NUMBER: _ClassVar[int]
    PHASES_FIELD_NUMBER: _ClassVar[int]
    EFFECT_FIELD_NUMBER: _ClassVar[int]
    id: str
    name: str
    price: int
    mutation_points: int
    copies_3p: int
    copies_4p: int
    advanced: bool
    replaces: _containers.RepeatedScalarFieldContainer[str]
    defect_relief: int
    score_cards: int
    phases: _containers.RepeatedScalarFieldContainer[int]
    effect: str
    def __init__(self, id: _Optional[str] = ..., name: _Optional[str] = ..., price: _Optional[int] = ..., mutation_points: _Optional[int] = ..., copies_3p: _Optional[int] = ..., copies_4p: _Optional[int] = ..., advanced: _Optional[bool] = ..., replaces: _Optional[_Iterable[str]] = ..., defect_relief: _Optional[int] = ..., score_cards: _Optional[int] = ..., phases: _Optional[_Iterable[int]] = ..., effect: _Optional[str] = ...) -> None: ...

class PrimordialSoupMealRule(_message.Message):
    __slots__ = ("genes", "patterns")
    GENES_FIELD_NUMBER: _ClassVar[int]
    PATTERNS_FIELD_NUMBER: _ClassVar[int]
    genes: _containers.RepeatedScalarFieldContainer[str]
    patterns: _containers.RepeatedCompositeFieldContainer[PrimordialSoupCubes]
    def __init__(self, genes: _Optional[_Iterable[str]] = ..., patterns: _Optional[_Iterable[_Union[PrimordialSoupCubes, _Mapping]]] = ...) -> None: ...

class PrimordialSoupCatalogue(_message.Message):
    __slots__ = ("colours", "spaces", "environment_cards", "genes", "amoeba_points", "gene_points", "end_threshold", "meals_3p", "meals_4p", "edition")
    COLOURS_FIELD_NUMBER: _ClassVar[int]
    SPACES_FIELD_NUMBER: _ClassVar[int]
    ENVIRONMENT_CARDS_FIELD_NUMBER: _ClassVar[int]
    GENES_FIELD_NUMBER: _ClassVar[int]
    AMOEBA_POINTS_FIELD_NUMBER: _ClassVar[int]
    GENE_POINTS_FIELD_NUMBER: _ClassVar[int]
    END_THRESHOLD_FIELD_NUMBER: _ClassVar[int]
    MEALS_3P_FIELD_NUMBER: _ClassVar[int]
    MEALS_4P_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    colours: _containers.RepeatedScalarFieldContainer[str]
    spaces: _containers.RepeatedCompositeFieldContainer[PrimordialSoupSpaceInfo]
    environment_cards: _containers.RepeatedCompositeFieldContainer[PrimordialSoupEnvironmentCardInfo]
    genes: _containers.RepeatedCompositeFieldContainer[PrimordialSoupGeneInfo]
    amoeba_points: _containers.RepeatedScalarFieldContainer[int]
    gene_points: _containers.RepeatedScalarFieldContainer[int]
    end_threshold: int
    meals_3p: _containers.RepeatedCompositeFieldContainer[PrimordialSoupMealRule]
    meals_4p: _containers.RepeatedCompositeFieldContainer[PrimordialSoupMealRule]
    edition: str
    def __init__(self, colours: _Optional[_Iterable[str]] = ..., spaces: _Optional[_Iterable[_Union[PrimordialSoupSpaceInfo, _Mapping]]] = ..., environment_cards: _Optional[_Iterable[_Union[PrimordialSoupEnvironmentCardInfo, _Mapping]]] = ..., genes: _Optional[_Iterable[_Union[PrimordialSoupGeneInfo, _Mapping]]] = ..., amoeba_points: _Optional[_Iterable[int]] = ..., gene_points: _Optional[_Iterable[int]] = ..., end_threshold: _Optional[int] = ..., meals_3p: _Optional[_Iterable[_Union[PrimordialSoupMealRule, _Mapping]]] = ..., meals_4p: _Optional[_Iterable[_Union[PrimordialSoupMealRule, _Mapping]]] = ..., edition: _Optional[str] = ...) -> None: ...

class PrimordialSoupCommand(_message.Message):
    __slots__ = ("choose_start_space", "place_start_amoeba", "drift", "active_move", "stay", "pick_die", "choose_direction", "carry_cubes", "follow", "second_move", "end_movement", "feed", "attack", "starve", "escape", "defend", "accept", "refight", "decline_refight", "retry_attack", "decline_retry", "give_up_gene", "pay_defect", "buy_gene", "buy_advanced_gene", "end_purchases", "place_amoeba", "end_division", "aggression", "pass_aggression")
    CHOOSE_START_SPACE_FIELD_NUMBER: _ClassVar[int]
    PLACE_START_AMOEBA_FIELD_NUMBER: _ClassVar[int]
    DRIFT_FIELD_NUMBER: _ClassVar[int]
    ACTIVE_MOVE_FIELD_NUMBER: _ClassVar[int]
    STAY_FIELD_NUMBER: _ClassVar[int]
    PICK_DIE_FIELD_NUMBER: _ClassVar[int]
    CHOOSE_DIRECTION_FIELD_NUMBER: _ClassVar[int]
    CARRY_CUBES_FIELD_NUMBER: _ClassVar[int]
    FOLLOW_FIELD_NUMBER: _ClassVar[int]
    SECOND_MOVE_FIELD_NUMBER: _ClassVar[int]
    END_MOVEMENT_FIELD_NUMBER: _ClassVar[int]
    FEED_FIELD_NUMBER: _ClassVar[int]
    ATTACK_FIELD_NUMBER: _ClassVar[int]
    STARVE_FIELD_NUMBER: _ClassVar[int]
    ESCAPE_FIELD_NUMBER: _ClassVar[int]
    DEFEND_FIELD_NUMBER: _ClassVar[int]
    ACCEPT_FIELD_NUMBER: _ClassVar[int]
    REFIGHT_FIELD_NUMBER: _ClassVar[int]
    DECLINE_REFIGHT_FIELD_NUMBER: _ClassVar[int]
    RETRY_ATTACK_FIELD_NUMBER: _ClassVar[int]
    DECLINE_RETRY_FIELD_NUMBER: _ClassVar[int]
    GIVE_UP_GENE_FIELD_NUMBER: _ClassVar[int]
    PAY_DEFECT_FIELD_NUMBER: _ClassVar[int]
    BUY_GENE_FIELD_NUMBER: _ClassVar[int]
    BUY_ADVANCED_GENE_FIELD_NUMBER: _ClassVar[int]
    END_PURCHASES_FIELD_NUMBER: _ClassVar[int]
    PLACE_AMOEBA_FIELD_NUMBER: _ClassVar[int]
    END_DIVISION_FIELD_NUMBER: _ClassVar[int]
    AGGRESSION_FIELD_NUMBER: _ClassVar[int]
    PASS_AGGRESSION_FIELD_NUMBER: _ClassVar[int]
    choose_start_space: PrimordialSoupChooseStartSpace
    place_start_amoeba: PrimordialSoupPlaceStartAmoeba
    drift: PrimordialSoupDrift
    active_move: PrimordialSoupActiveMove
    stay: PrimordialSoupStay
    pick_die: PrimordialSoupPickDie
    choose_direction: PrimordialSoupChooseDirection
    carry_cubes: PrimordialSoupCarryCubes
    follow: PrimordialSoupFollow
    second_move: PrimordialSoupSecondMove
    end_movement: PrimordialSoupEndMovement
    feed: PrimordialSoupFeed
    attack: PrimordialSoupAttack
    starve: PrimordialSoupStarve
    escape: PrimordialSoupEscape
    defend: PrimordialSoupDefend
    accept: PrimordialSoupAccept
    refight: PrimordialSoupRefight
    decline_refight: PrimordialSoupDeclineRefight
    retry_attack: PrimordialSoupRetryAttack
    decline_retry: PrimordialSoupDeclineRetry
    give_up_gene: PrimordialSoupGiveUpGene
    pay_defect: PrimordialSoupPayDefect
    buy_gene: PrimordialSoupBuyGene
    buy_advanced_gene: PrimordialSoupBuyAdvancedGene
    end_purchases: PrimordialSoupEndPurchases
    place_amoeba: PrimordialSoupPlaceAmoeba
    end_division: PrimordialSoupEndDivision
    aggression: PrimordialSoupAggression
    pass_aggression: PrimordialSoupPassAggression
    def __init__(self, choose_start_space: _Optional[_Union[PrimordialSoupChooseStartSpace, _Mapping]] = ..., place_start_amoeba: _Optional[_Union[PrimordialSoupPlaceStartAmoeba, _Mapping]] = ..., drift: _Optional[_Union[PrimordialSoupDrift, _Mapping]] = ..., active_move: _Optional[_Union[PrimordialSoupActiveMove, _Mapping]] = ..., stay: _Optional[_Union[PrimordialSoupStay, _Mapping]] = ..., pick_die: _Optional[_Union[PrimordialSoupPickDie, _Mapping]] = ..., choose_direction: _Optional[_Union[PrimordialSoupChooseDirection, _Mapping]] = ..., carry_cubes: _Optional[_Union[PrimordialSoupCarryCubes, _Mapping]] = ..., follow: _Optional[_Union[PrimordialSoupFollow, _Mapping]] = ..., second_move: _Optional[_Union[PrimordialSoupSecondMove, _Mapping]] = ..., end_movement: _Optional[_Union[PrimordialSoupEndMovement, _Mapping]] = ..., feed: _Optional[_Union[PrimordialSoupFeed, _Mapping]] = ..., attack: _Optional[_Union[PrimordialSoupAttack, _Mapping]] = ..., starve: _Optional[_Union[PrimordialSoupStarve, _Mapping]] = ..., escape: _Optional[_Union[PrimordialSoupEscape, _Mapping]] = ..., defend: _Optional[_Union[PrimordialSoupDefend, _Mapping]] = ..., accept: _Optional[_Union[PrimordialSoupAccept, _Mapping]] = ..., refight: _Optional[_Union[PrimordialSoupRefight, _Mapping]] = ..., decline_refight: _Optional[_Union[PrimordialSoupDeclineRefight, _Mapping]] = ..., retry_attack: _Optional[_Union[PrimordialSoupRetryAttack, _Mapping]] = ..., decline_retry: _Optional[_Union[PrimordialSoupDeclineRetry, _Mapping]] = ..., give_up_gene: _Optional[_Union[PrimordialSoupGiveUpGene, _Mapping]] = ..., pay_defect: _Optional[_Union[PrimordialSoupPayDefect, _Mapping]] = ..., buy_gene: _Optional[_Union[PrimordialSoupBuyGene, _Mapping]] = ..., buy_advanced_gene: _Optional[_Union[PrimordialSoupBuyAdvancedGene, _Mapping]] = ..., end_purchases: _Optional[_Union[PrimordialSoupEndPurchases, _Mapping]] = ..., place_amoeba: _Optional[_Union[PrimordialSoupPlaceAmoeba, _Mapping]] = ..., end_division: _Optional[_Union[PrimordialSoupEndDivision, _Mapping]] = ..., aggression: _Optional[_Union[PrimordialSoupAggression, _Mapping]] = ..., pass_aggression: _Optional[_Union[PrimordialSoupPassAggression, _Mapping]] = ...) -> None: ...

class PrimordialSoupChooseStartSpace(_message.Message):
    __slots__ = ("position",)
    POSITION_FIELD_NUMBER: _ClassVar[int]
    position: int
    def __init__(self, position: _Optional[int] = ...) -> None: ...

class PrimordialSoupPlaceStartAmoeba(_message.Message):
    __slots__ = ("number", "space")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    number: int
    space: int
    def __init__(self, number: _Optional[int] = ..., space: _Optional[int] = ...) -> None: ...

class PrimordialSoupDrift(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupActiveMove(_message.Message):
    __slots__ = ("direction", "stay")
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    STAY_FIELD_NUMBER: _ClassVar[int]
    direction: PrimordialSoupDirection
    stay: bool
    def __init__(self, direction: _Optional[_Union[PrimordialSoupDirection, str]] = ..., stay: _Optional[bool] = ...) -> None: ...

class PrimordialSoupStay(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupPickDie(_message.Message):
    __slots__ = ("die", "direction", "stay")
    DIE_FIELD_NUMBER: _ClassVar[int]
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    STAY_FIELD_NUMBER: _ClassVar[int]
    die: int
    direction: PrimordialSoupDirection
    stay: bool
    def __init__(self, die: _Optional[int] = ..., direction: _Optional[_Union[PrimordialSoupDirection, str]] = ..., stay: _Optional[bool] = ...) -> None: ...

class PrimordialSoupChooseDirection(_message.Message):
    __slots__ = ("direction", "stay")
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    STAY_FIELD_NUMBER: _ClassVar[int]
    direction: PrimordialSoupDirection
    stay: bool
    def __init__(self, direction: _Optional[_Union[PrimordialSoupDirection, str]] = ..., stay: _Optional[bool] = ...) -> None: ...

class PrimordialSoupCarryCubes(_message.Message):
    __slots__ = ("cubes",)
    CUBES_FIELD_NUMBER: _ClassVar[int]
    cubes: PrimordialSoupCubes
    def __init__(self, cubes: _Optional[_Union[PrimordialSoupCubes, _Mapping]] = ...) -> None: ...

class PrimordialSoupFollow(_message.Message):
    __slots__ = ("numbers",)
    NUMBERS_FIELD_NUMBER: _ClassVar[int]
    numbers: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, numbers: _Optional[_Iterable[int]] = ...) -> None: ...

class PrimordialSoupSecondMove(_message.Message):
    __slots__ = ("direction", "stay")
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    STAY_FIELD_NUMBER: _ClassVar[int]
    direction: PrimordialSoupDirection
    stay: bool
    def __init__(self, direction: _Optional[_Union[PrimordialSoupDirection, str]] = ..., stay: _Optional[bool] = ...) -> None: ...

class PrimordialSoupEndMovement(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupFeed(_message.Message):
    __slots__ = ("cubes", "host")
    CUBES_FIELD_NUMBER: _ClassVar[int]
    HOST_FIELD_NUMBER: _ClassVar[int]
    cubes: PrimordialSoupCubes
    host: PrimordialSoupAmoebaRef
    def __init__(self, cubes: _Optional[_Union[PrimordialSoupCubes, _Mapping]] = ..., host: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ...) -> None: ...

class PrimordialSoupAttack(_message.Message):
    __slots__ = ("target",)
    TARGET_FIELD_NUMBER: _ClassVar[int]
    target: PrimordialSoupAmoebaRef
    def __init__(self, target: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ...) -> None: ...

class PrimordialSoupStarve(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupEscape(_message.Message):
    __slots__ = ("direction", "stay")
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    STAY_FIELD_NUMBER: _ClassVar[int]
    direction: PrimordialSoupDirection
    stay: bool
    def __init__(self, direction: _Optional[_Union[PrimordialSoupDirection, str]] = ..., stay: _Optional[bool] = ...) -> None: ...

class PrimordialSoupDefend(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupAccept(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupRefight(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupDeclineRefight(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupRetryAttack(_message.Message):
    __slots__ = ("target",)
    TARGET_FIELD_NUMBER: _ClassVar[int]
    target: PrimordialSoupAmoebaRef
    def __init__(self, target: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ...) -> None: ...

class PrimordialSoupDeclineRetry(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupGiveUpGene(_message.Message):
    __slots__ = ("gene",)
    GENE_FIELD_NUMBER: _ClassVar[int]
    gene: str
    def __init__(self, gene: _Optional[str] = ...) -> None: ...

class PrimordialSoupPayDefect(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupBuyGene(_message.Message):
    __slots__ = ("gene",)
    GENE_FIELD_NUMBER: _ClassVar[int]
    gene: str
    def __init__(self, gene: _Optional[str] = ...) -> None: ...

class PrimordialSoupBuyAdvancedGene(_message.Message):
    __slots__ = ("gene", "give_up")
    GENE_FIELD_NUMBER: _ClassVar[int]
    GIVE_UP_FIELD_NUMBER: _ClassVar[int]
    gene: str
    give_up: str
    def __init__(self, gene: _Optional[str] = ..., give_up: _Optional[str] = ...) -> None: ...

class PrimordialSoupEndPurchases(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupPlaceAmoeba(_message.Message):
    __slots__ = ("number", "space")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    number: int
    space: int
    def __init__(self, number: _Optional[int] = ..., space: _Optional[int] = ...) -> None: ...

class PrimordialSoupEndDivision(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupAggression(_message.Message):
    __slots__ = ("attacker", "target")
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    attacker: int
    target: PrimordialSoupAmoebaRef
    def __init__(self, attacker: _Optional[int] = ..., target: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ...) -> None: ...

class PrimordialSoupPassAggression(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PrimordialSoupEvent(_message.Message):
    __slots__ = ("setup", "start_dice_rolled", "phase_started", "turn_started", "turn_ended", "decision_requested", "start_space_chosen", "amoeba_placed", "amoeba_turn_started", "movement_started", "dice_rolled", "step_resolved", "cubes_carried", "follow_decided", "movement_ended", "amoeba_fed", "amoeba_damaged", "attack_declared", "defense_fight", "refight_declined", "attack_accepted", "attack_resolved", "amoeba_removed", "cubes_placed", "bp_changed", "environment_turned", "defects_fixed", "defect_settled", "gene_acquired", "division_case_applied", "marker_moved", "round_started", "game_ended")
    SETUP_FIELD_NUMBER: _ClassVar[int]
    START_DICE_ROLLED_FIELD_NUMBER: _ClassVar[int]
    PHASE_STARTED_FIELD_NUMBER: _ClassVar[int]
    TURN_STARTED_FIELD_NUMBER: _ClassVar[int]
    TURN_ENDED_FIELD_NUMBER: _ClassVar[int]
    DECISION_REQUESTED_FIELD_NUMBER: _ClassVar[int]
    START_SPACE_CHOSEN_FIELD_NUMBER: _ClassVar[int]
    AMOEBA_PLACED_FIELD_NUMBER: _ClassVar[int]
    AMOEBA_TURN_STARTED_FIELD_NUMBER: _ClassVar[int]
    MOVEMENT_STARTED_FIELD_NUMBER: _ClassVar[int]
    DICE_ROLLED_FIELD_NUMBER: _ClassVar[int]
    STEP_RESOLVED_FIELD_NUMBER: _ClassVar[int]
    CUBES_CARRIED_FIELD_NUMBER: _ClassVar[int]
    FOLLOW_DECIDED_FIELD_NUMBER: _ClassVar[int]
    MOVEMENT_ENDED_FIELD_NUMBER: _ClassVar[int]
    AMOEBA_FED_FIELD_NUMBER: _ClassVar[int]
    AMOEBA_DAMAGED_FIELD_NUMBER: _ClassVar[int]
    ATTACK_DECLARED_FIELD_NUMBER: _ClassVar[int]
    DEFENSE_FIGHT_FIELD_NUMBER: _ClassVar[int]
    REFIGHT_DECLINED_FIELD_NUMBER: _ClassVar[int]
    ATTACK_ACCEPTED_FIELD_NUMBER: _ClassVar[int]
    ATTACK_RESOLVED_FIELD_NUMBER: _ClassVar[int]
    AMOEBA_REMOVED_FIELD_NUMBER: _ClassVar[int]
    CUBES_PLACED_FIELD_NUMBER: _ClassVar[int]
    BP_CHANGED_FIELD_NUMBER: _ClassVar[int]
    ENVIRONMENT_TURNED_FIELD_NUMBER: _ClassVar[int]
    DEFECTS_FIXED_FIELD_NUMBER: _ClassVar[int]
    DEFECT_SETTLED_FIELD_NUMBER: _ClassVar[int]
    GENE_ACQUIRED_FIELD_NUMBER: _ClassVar[int]
    DIVISION_CASE_APPLIED_FIELD_NUMBER: _ClassVar[int]
    MARKER_MOVED_FIELD_NUMBER: _ClassVar[int]
    ROUND_STARTED_FIELD_NUMBER: _ClassVar[int]
    GAME_ENDED_FIELD_NUMBER: _ClassVar[int]
    setup: PrimordialSoupSetup
    start_dice_rolled: PrimordialSoupStartDiceRolled
    phase_started: PrimordialSoupPhaseStarted
    turn_started: PrimordialSoupTurnStarted
    turn_ended: PrimordialSoupTurnEnded
    decision_requested: PrimordialSoupDecisionRequested
    start_space_chosen: PrimordialSoupStartSpaceChosen
    amoeba_placed: PrimordialSoupAmoebaPlaced
    amoeba_turn_started: PrimordialSoupAmoebaTurnStarted
    movement_started: PrimordialSoupMovementStarted
    dice_rolled: PrimordialSoupDiceRolled
    step_resolved: PrimordialSoupStepResolved
    cubes_carried: PrimordialSoupCubesCarried
    follow_decided: PrimordialSoupFollowDecided
    movement_ended: PrimordialSoupMovementEnded
    amoeba_fed: PrimordialSoupAmoebaFed
    amoeba_damaged: PrimordialSoupAmoebaDamaged
    attack_declared: PrimordialSoupAttackDeclared
    defense_fight: PrimordialSoupDefenseFight
    refight_declined: PrimordialSoupRefightDeclined
    attack_accepted: PrimordialSoupAttackAccepted
    attack_resolved: PrimordialSoupAttackResolved
    amoeba_removed: PrimordialSoupAmoebaRemoved
    cubes_placed: PrimordialSoupCubesPlaced
    bp_changed: PrimordialSoupBpChanged
    environment_turned: PrimordialSoupEnvironmentTurned
    defects_fixed: PrimordialSoupDefectsFixed
    defect_settled: PrimordialSoupDefectSettled
    gene_acquired: PrimordialSoupGeneAcquired
    division_case_applied: PrimordialSoupDivisionCaseApplied
    marker_moved: PrimordialSoupMarkerMoved
    round_started: PrimordialSoupRoundStarted
    game_ended: PrimordialSoupGameEnded
    def __init__(self, setup: _Optional[_Union[PrimordialSoupSetup, _Mapping]] = ..., start_dice_rolled: _Optional[_Union[PrimordialSoupStartDiceRolled, _Mapping]] = ..., phase_started: _Optional[_Union[PrimordialSoupPhaseStarted, _Mapping]] = ..., turn_started: _Optional[_Union[PrimordialSoupTurnStarted, _Mapping]] = ..., turn_ended: _Optional[_Union[PrimordialSoupTurnEnded, _Mapping]] = ..., decision_requested: _Optional[_Union[PrimordialSoupDecisionRequested, _Mapping]] = ..., start_space_chosen: _Optional[_Union[PrimordialSoupStartSpaceChosen, _Mapping]] = ..., amoeba_placed: _Optional[_Union[PrimordialSoupAmoebaPlaced, _Mapping]] = ..., amoeba_turn_started: _Optional[_Union[PrimordialSoupAmoebaTurnStarted, _Mapping]] = ..., movement_started: _Optional[_Union[PrimordialSoupMovementStarted, _Mapping]] = ..., dice_rolled: _Optional[_Union[PrimordialSoupDiceRolled, _Mapping]] = ..., step_resolved: _Optional[_Union[PrimordialSoupStepResolved, _Mapping]] = ..., cubes_carried: _Optional[_Union[PrimordialSoupCubesCarried, _Mapping]] = ..., follow_decided: _Optional[_Union[PrimordialSoupFollowDecided, _Mapping]] = ..., movement_ended: _Optional[_Union[PrimordialSoupMovementEnded, _Mapping]] = ..., amoeba_fed: _Optional[_Union[PrimordialSoupAmoebaFed, _Mapping]] = ..., amoeba_damaged: _Optional[_Union[PrimordialSoupAmoebaDamaged, _Mapping]] = ..., attack_declared: _Optional[_Union[PrimordialSoupAttackDeclared, _Mapping]] = ..., defense_fight: _Optional[_Union[PrimordialSoupDefenseFight, _Mapping]] = ..., refight_declined: _Optional[_Union[PrimordialSoupRefightDeclined, _Mapping]] = ..., attack_accepted: _Optional[_Union[PrimordialSoupAttackAccepted, _Mapping]] = ..., attack_resolved: _Optional[_Union[PrimordialSoupAttackResolved, _Mapping]] = ..., amoeba_removed: _Optional[_Union[PrimordialSoupAmoebaRemoved, _Mapping]] = ..., cubes_placed: _Optional[_Union[PrimordialSoupCubesPlaced, _Mapping]] = ..., bp_changed: _Optional[_Union[PrimordialSoupBpChanged, _Mapping]] = ..., environment_turned: _Optional[_Union[PrimordialSoupEnvironmentTurned, _Mapping]] = ..., defects_fixed: _Optional[_Union[PrimordialSoupDefectsFixed, _Mapping]] = ..., defect_settled: _Optional[_Union[PrimordialSoupDefectSettled, _Mapping]] = ..., gene_acquired: _Optional[_Union[PrimordialSoupGeneAcquired, _Mapping]] = ..., division_case_applied: _Optional[_Union[PrimordialSoupDivisionCaseApplied, _Mapping]] = ..., marker_moved: _Optional[_Union[PrimordialSoupMarkerMoved, _Mapping]] = ..., round_started: _Optional[_Union[PrimordialSoupRoundStarted, _Mapping]] = ..., game_ended: _Optional[_Union[PrimordialSoupGameEnded, _Mapping]] = ...) -> None: ...

class PrimordialSoupSetup(_message.Message):
    __slots__ = ("seats", "starting_bp", "cubes_per_space", "supply", "first_card")
    SEATS_FIELD_NUMBER: _ClassVar[int]
    STARTING_BP_FIELD_NUMBER: _ClassVar[int]
    CUBES_PER_SPACE_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_FIELD_NUMBER: _ClassVar[int]
    FIRST_CARD_FIELD_NUMBER: _ClassVar[int]
    seats: int
    starting_bp: int
    cubes_per_space: int
    supply: _containers.RepeatedScalarFieldContainer[int]
    first_card: str
    def __init__(self, seats: _Optional[int] = ..., starting_bp: _Optional[int] = ..., cubes_per_space: _Optional[int] = ..., supply: _Optional[_Iterable[int]] = ..., first_card: _Optional[str] = ...) -> None: ...

class PrimordialSoupStartDiceRolled(_message.Message):
    __slots__ = ("seat", "dice", "attempt")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    DICE_FIELD_NUMBER: _ClassVar[int]
    ATTEMPT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    dice: _containers.RepeatedScalarFieldContainer[int]
    attempt: int
    def __init__(self, seat: _Optional[int] = ..., dice: _Optional[_Iterable[int]] = ..., attempt: _Optional[int] = ...) -> None: ...

class PrimordialSoupPhaseStarted(_message.Message):
    __slots__ = ("phase", "round", "order")
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    phase: PrimordialSoupPhase
    round: int
    order: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, phase: _Optional[_Union[PrimordialSoupPhase, str]] = ..., round: _Optional[int] = ..., order: _Optional[_Iterable[int]] = ...) -> None: ...

class PrimordialSoupTurnStarted(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class PrimordialSoupTurnEnded(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class PrimordialSoupDecision(_message.Message):
    __slots__ = ("kind", "seat", "phase", "round", "amoeba", "attacker", "dice", "from_space", "to_space", "max_cubes", "followers", "defect", "division_case", "purpose", "placement", "prompt")
    KIND_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    DICE_FIELD_NUMBER: _ClassVar[int]
    FROM_SPACE_FIELD_NUMBER: _ClassVar[int]
    TO_SPACE_FIELD_NUMBER: _ClassVar[int]
    MAX_CUBES_FIELD_NUMBER: _ClassVar[int]
    FOLLOWERS_FIELD_NUMBER: _ClassVar[int]
    DEFECT_FIELD_NUMBER: _ClassVar[int]
    DIVISION_CASE_FIELD_NUMBER: _ClassVar[int]
    PURPOSE_FIELD_NUMBER: _ClassVar[int]
    PLACEMENT_FIELD_NUMBER: _ClassVar[int]
    PROMPT_FIELD_NUMBER: _ClassVar[int]
    kind: PrimordialSoupDecisionKind
    seat: int
    phase: PrimordialSoupPhase
    round: int
    amoeba: PrimordialSoupAmoebaRef
    attacker: PrimordialSoupAmoebaRef
    dice: _containers.RepeatedScalarFieldContainer[int]
    from_space: int
    to_space: int
    max_cubes: int
    followers: _containers.RepeatedScalarFieldContainer[int]
    defect: int
    division_case: PrimordialSoupDivisionCase
    purpose: PrimordialSoupMovementPurpose
    placement: int
    prompt: str
    def __init__(self, kind: _Optional[_Union[PrimordialSoupDecisionKind, str]] = ..., seat: _Optional[int] = ..., phase: _Optional[_Union[PrimordialSoupPhase, str]] = ..., round: _Optional[int] = ..., amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., attacker: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., dice: _Optional[_Iterable[int]] = ..., from_space: _Optional[int] = ..., to_space: _Optional[int] = ..., max_cubes: _Optional[int] = ..., followers: _Optional[_Iterable[int]] = ..., defect: _Optional[int] = ..., division_case: _Optional[_Union[PrimordialSoupDivisionCase, str]] = ..., purpose: _Optional[_Union[PrimordialSoupMovementPurpose, str]] = ..., placement: _Optional[int] = ..., prompt: _Optional[str] = ...) -> None: ...

class PrimordialSoupDecisionRequested(_message.Message):
    __slots__ = ("decision",)
    DECISION_FIELD_NUMBER: _ClassVar[int]
    decision: PrimordialSoupDecision
    def __init__(self, decision: _Optional[_Union[PrimordialSoupDecision, _Mapping]] = ...) -> None: ...

class PrimordialSoupStartSpaceChosen(_message.Message):
    __slots__ = ("seat", "position", "automatic")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    AUTOMATIC_FIELD_NUMBER: _ClassVar[int]
    seat: int
    position: int
    automatic: bool
    def __init__(self, seat: _Optional[int] = ..., position: _Optional[int] = ..., automatic: _Optional[bool] = ...) -> None: ...

class PrimordialSoupAmoebaPlaced(_message.Message):
    __slots__ = ("amoeba", "space", "dp", "kind", "cost")
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    DP_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    COST_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    space: int
    dp: int
    kind: PrimordialSoupPlacementKind
    cost: int
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., space: _Optional[int] = ..., dp: _Optional[int] = ..., kind: _Optional[_Union[PrimordialSoupPlacementKind, str]] = ..., cost: _Optional[int] = ...) -> None: ...

class PrimordialSoupAmoebaTurnStarted(_message.Message):
    __slots__ = ("amoeba",)
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ...) -> None: ...

class PrimordialSoupMovementStarted(_message.Message):
    __slots__ = ("amoeba", "kind", "purpose", "second")
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    PURPOSE_FIELD_NUMBER: _ClassVar[int]
    SECOND_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    kind: PrimordialSoupMovementKind
    purpose: PrimordialSoupMovementPurpose
    second: bool
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., kind: _Optional[_Union[PrimordialSoupMovementKind, str]] = ..., purpose: _Optional[_Union[PrimordialSoupMovementPurpose, str]] = ..., second: _Optional[bool] = ...) -> None: ...

class PrimordialSoupDiceRolled(_message.Message):
    __slots__ = ("amoeba", "dice")
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    DICE_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    dice: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., dice: _Optional[_Iterable[int]] = ...) -> None: ...

class PrimordialSoupStepResolved(_message.Message):
    __slots__ = ("amoeba", "source", "die", "direction", "from_space", "to_space", "moved")
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    DIE_FIELD_NUMBER: _ClassVar[int]
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    FROM_SPACE_FIELD_NUMBER: _ClassVar[int]
    TO_SPACE_FIELD_NUMBER: _ClassVar[int]
    MOVED_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    source: PrimordialSoupStepSource
    die: int
    direction: PrimordialSoupDirection
    from_space: int
    to_space: int
    moved: bool
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., source: _Optional[_Union[PrimordialSoupStepSource, str]] = ..., die: _Optional[int] = ..., direction: _Optional[_Union[PrimordialSoupDirection, str]] = ..., from_space: _Optional[int] = ..., to_space: _Optional[int] = ..., moved: _Optional[bool] = ...) -> None: ...

class PrimordialSoupCubesCarried(_message.Message):
    __slots__ = ("amoeba", "from_space", "to_space", "cubes")
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    FROM_SPACE_FIELD_NUMBER: _ClassVar[int]
    TO_SPACE_FIELD_NUMBER: _ClassVar[int]
    CUBES_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    from_space: int
    to_space: int
    cubes: PrimordialSoupCubes
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., from_space: _Optional[int] = ..., to_space: _Optional[int] = ..., cubes: _Optional[_Union[PrimordialSoupCubes, _Mapping]] = ...) -> None: ...

class PrimordialSoupFollowDecided(_message.Message):
    __slots__ = ("seat", "leader", "from_space", "to_space", "followers")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    LEADER_FIELD_NUMBER: _ClassVar[int]
    FROM_SPACE_FIELD_NUMBER: _ClassVar[int]
    TO_SPACE_FIELD_NUMBER: _ClassVar[int]
    FOLLOWERS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    leader: PrimordialSoupAmoebaRef
    from_space: int
    to_space: int
    followers: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, seat: _Optional[int] = ..., leader: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., from_space: _Optional[int] = ..., to_space: _Optional[int] = ..., followers: _Optional[_Iterable[int]] = ...) -> None: ...

class PrimordialSoupMovementEnded(_message.Message):
    __slots__ = ("amoeba", "space")
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    space: int
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., space: _Optional[int] = ...) -> None: ...

class PrimordialSoupAmoebaFed(_message.Message):
    __slots__ = ("amoeba", "space", "eaten", "host", "excreted")
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    EATEN_FIELD_NUMBER: _ClassVar[int]
    HOST_FIELD_NUMBER: _ClassVar[int]
    EXCRETED_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    space: int
    eaten: PrimordialSoupCubes
    host: PrimordialSoupAmoebaRef
    excreted: int
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., space: _Optional[int] = ..., eaten: _Optional[_Union[PrimordialSoupCubes, _Mapping]] = ..., host: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., excreted: _Optional[int] = ...) -> None: ...

class PrimordialSoupAmoebaDamaged(_message.Message):
    __slots__ = ("amoeba", "amount", "dp", "cause")
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    DP_FIELD_NUMBER: _ClassVar[int]
    CAUSE_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    amount: int
    dp: int
    cause: PrimordialSoupDamageCause
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., amount: _Optional[int] = ..., dp: _Optional[int] = ..., cause: _Optional[_Union[PrimordialSoupDamageCause, str]] = ...) -> None: ...

class PrimordialSoupAttackDeclared(_message.Message):
    __slots__ = ("attacker", "target", "space", "phase", "retry")
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    RETRY_FIELD_NUMBER: _ClassVar[int]
    attacker: PrimordialSoupAmoebaRef
    target: PrimordialSoupAmoebaRef
    space: int
    phase: PrimordialSoupPhase
    retry: bool
    def __init__(self, attacker: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., target: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., space: _Optional[int] = ..., phase: _Optional[_Union[PrimordialSoupPhase, str]] = ..., retry: _Optional[bool] = ...) -> None: ...

class PrimordialSoupDefenseFight(_message.Message):
    __slots__ = ("attacker_rolls", "defender_rolls", "result", "refight")
    ATTACKER_ROLLS_FIELD_NUMBER: _ClassVar[int]
    DEFENDER_ROLLS_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    REFIGHT_FIELD_NUMBER: _ClassVar[int]
    attacker_rolls: _containers.RepeatedScalarFieldContainer[int]
    defender_rolls: _containers.RepeatedScalarFieldContainer[int]
    result: PrimordialSoupFight
    refight: bool
    def __init__(self, attacker_rolls: _Optional[_Iterable[int]] = ..., defender_rolls: _Optional[_Iterable[int]] = ..., result: _Optional[_Union[PrimordialSoupFight, str]] = ..., refight: _Optional[bool] = ...) -> None: ...

class PrimordialSoupRefightDeclined(_message.Message):
    __slots__ = ("amoeba",)
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ...) -> None: ...

class PrimordialSoupAttackAccepted(_message.Message):
    __slots__ = ("amoeba",)
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ...) -> None: ...

class PrimordialSoupAttackResolved(_message.Message):
    __slots__ = ("attacker", "target", "phase", "success", "outcome", "retry")
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    SUCCESS_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    RETRY_FIELD_NUMBER: _ClassVar[int]
    attacker: PrimordialSoupAmoebaRef
    target: PrimordialSoupAmoebaRef
    phase: PrimordialSoupPhase
    success: bool
    outcome: PrimordialSoupAttackOutcome
    retry: bool
    def __init__(self, attacker: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., target: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., phase: _Optional[_Union[PrimordialSoupPhase, str]] = ..., success: _Optional[bool] = ..., outcome: _Optional[_Union[PrimordialSoupAttackOutcome, str]] = ..., retry: _Optional[bool] = ...) -> None: ...

class PrimordialSoupAmoebaRemoved(_message.Message):
    __slots__ = ("amoeba", "space", "cause")
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    CAUSE_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    space: int
    cause: PrimordialSoupRemovalCause
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., space: _Optional[int] = ..., cause: _Optional[_Union[PrimordialSoupRemovalCause, str]] = ...) -> None: ...

class PrimordialSoupCubesPlaced(_message.Message):
    __slots__ = ("space", "cubes", "reason")
    SPACE_FIELD_NUMBER: _ClassVar[int]
    CUBES_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    space: int
    cubes: PrimordialSoupCubes
    reason: PrimordialSoupCubeReason
    def __init__(self, space: _Optional[int] = ..., cubes: _Optional[_Union[PrimordialSoupCubes, _Mapping]] = ..., reason: _Optional[_Union[PrimordialSoupCubeReason, str]] = ...) -> None: ...

class PrimordialSoupBpChanged(_message.Message):
    __slots__ = ("seat", "delta", "balance", "reason")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    BALANCE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    seat: int
    delta: int
    balance: int
    reason: PrimordialSoupBpReason
    def __init__(self, seat: _Optional[int] = ..., delta: _Optional[int] = ..., balance: _Optional[int] = ..., reason: _Optional[_Union[PrimordialSoupBpReason, str]] = ...) -> None: ...

class PrimordialSoupEnvironmentTurned(_message.Message):
    __slots__ = ("card", "ozone", "drift", "cards_left")
    CARD_FIELD_NUMBER: _ClassVar[int]
    OZONE_FIELD_NUMBER: _ClassVar[int]
    DRIFT_FIELD_NUMBER: _ClassVar[int]
    CARDS_LEFT_FIELD_NUMBER: _ClassVar[int]
    card: str
    ozone: int
    drift: PrimordialSoupDirection
    cards_left: int
    def __init__(self, card: _Optional[str] = ..., ozone: _Optional[int] = ..., drift: _Optional[_Union[PrimordialSoupDirection, str]] = ..., cards_left: _Optional[int] = ...) -> None: ...

class PrimordialSoupDefect(_message.Message):
    __slots__ = ("seat", "mutation_points", "defect")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MUTATION_POINTS_FIELD_NUMBER: _ClassVar[int]
    DEFECT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    mutation_points: int
    defect: int
    def __init__(self, seat: _Optional[int] = ..., mutation_points: _Optional[int] = ..., defect: _Optional[int] = ...) -> None: ...

class PrimordialSoupDefectsFixed(_message.Message):
    __slots__ = ("ozone", "defects")
    OZONE_FIELD_NUMBER: _ClassVar[int]
    DEFECTS_FIELD_NUMBER: _ClassVar[int]
    ozone: int
    defects: _containers.RepeatedCompositeFieldContainer[PrimordialSoupDefect]
    def __init__(self, ozone: _Optional[int] = ..., defects: _Optional[_Iterable[_Union[PrimordialSoupDefect, _Mapping]]] = ...) -> None: ...

class PrimordialSoupDefectSettled(_message.Message):
    __slots__ = ("seat", "gene", "amount", "remaining")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    GENE_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    REMAINING_FIELD_NUMBER: _ClassVar[int]
    seat: int
    gene: str
    amount: int
    remaining: int
    def __init__(self, seat: _Optional[int] = ..., gene: _Optional[str] = ..., amount: _Optional[int] = ..., remaining: _Optional[int] = ...) -> None: ...

class PrimordialSoupGeneAcquired(_message.Message):
    __slots__ = ("seat", "gene", "gave_up")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    GENE_FIELD_NUMBER: _ClassVar[int]
    GAVE_UP_FIELD_NUMBER: _ClassVar[int]
    seat: int
    gene: str
    gave_up: str
    def __init__(self, seat: _Optional[int] = ..., gene: _Optional[str] = ..., gave_up: _Optional[str] = ...) -> None: ...

class PrimordialSoupDivisionCaseApplied(_message.Message):
    __slots__ = ("seat", "division_case")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    DIVISION_CASE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    division_case: PrimordialSoupDivisionCase
    def __init__(self, seat: _Optional[int] = ..., division_case: _Optional[_Union[PrimordialSoupDivisionCase, str]] = ...) -> None: ...

class PrimordialSoupMarkerMoved(_message.Message):
    __slots__ = ("seat", "amoeba_points", "gene_points", "from_position", "to_position")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    AMOEBA_POINTS_FIELD_NUMBER: _ClassVar[int]
    GENE_POINTS_FIELD_NUMBER: _ClassVar[int]
    FROM_POSITION_FIELD_NUMBER: _ClassVar[int]
    TO_POSITION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    amoeba_points: int
    gene_points: int
    from_position: int
    to_position: int
    def __init__(self, seat: _Optional[int] = ..., amoeba_points: _Optional[int] = ..., gene_points: _Optional[int] = ..., from_position: _Optional[int] = ..., to_position: _Optional[int] = ...) -> None: ...

class PrimordialSoupRoundStarted(_message.Message):
    __slots__ = ("round",)
    ROUND_FIELD_NUMBER: _ClassVar[int]
    round: int
    def __init__(self, round: _Optional[int] = ...) -> None: ...

class PrimordialSoupGameEnded(_message.Message):
    __slots__ = ("reason", "winner", "positions")
    REASON_FIELD_NUMBER: _ClassVar[int]
    WINNER_FIELD_NUMBER: _ClassVar[int]
    POSITIONS_FIELD_NUMBER: _ClassVar[int]
    reason: PrimordialSoupEndReason
    winner: int
    positions: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, reason: _Optional[_Union[PrimordialSoupEndReason, str]] = ..., winner: _Optional[int] = ..., positions: _Optional[_Iterable[int]] = ...) -> None: ...

class PrimordialSoupHeldGene(_message.Message):
    __slots__ = ("gene", "acquired_round", "replaced")
    GENE_FIELD_NUMBER: _ClassVar[int]
    ACQUIRED_ROUND_FIELD_NUMBER: _ClassVar[int]
    REPLACED_FIELD_NUMBER: _ClassVar[int]
    gene: str
    acquired_round: int
    replaced: str
    def __init__(self, gene: _Optional[str] = ..., acquired_round: _Optional[int] = ..., replaced: _Optional[str] = ...) -> None: ...

class PrimordialSoupPlayer(_message.Message):
    __slots__ = ("seat", "colour", "bp", "marker", "genes", "mutation_points", "amoebas_on_board", "projected_points", "defect")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    BP_FIELD_NUMBER: _ClassVar[int]
    MARKER_FIELD_NUMBER: _ClassVar[int]
    GENES_FIELD_NUMBER: _ClassVar[int]
    MUTATION_POINTS_FIELD_NUMBER: _ClassVar[int]
    AMOEBAS_ON_BOARD_FIELD_NUMBER: _ClassVar[int]
    PROJECTED_POINTS_FIELD_NUMBER: _ClassVar[int]
    DEFECT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    colour: str
    bp: int
    marker: int
    genes: _containers.RepeatedCompositeFieldContainer[PrimordialSoupHeldGene]
    mutation_points: int
    amoebas_on_board: int
    projected_points: int
    defect: int
    def __init__(self, seat: _Optional[int] = ..., colour: _Optional[str] = ..., bp: _Optional[int] = ..., marker: _Optional[int] = ..., genes: _Optional[_Iterable[_Union[PrimordialSoupHeldGene, _Mapping]]] = ..., mutation_points: _Optional[int] = ..., amoebas_on_board: _Optional[int] = ..., projected_points: _Optional[int] = ..., defect: _Optional[int] = ...) -> None: ...

class PrimordialSoupAmoeba(_message.Message):
    __slots__ = ("amoeba", "space", "dp")
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    DP_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    space: int
    dp: int
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., space: _Optional[int] = ..., dp: _Optional[int] = ...) -> None: ...

class PrimordialSoupSpace(_message.Message):
    __slots__ = ("id", "cubes")
    ID_FIELD_NUMBER: _ClassVar[int]
    CUBES_FIELD_NUMBER: _ClassVar[int]
    id: int
    cubes: PrimordialSoupCubes
    def __init__(self, id: _Optional[int] = ..., cubes: _Optional[_Union[PrimordialSoupCubes, _Mapping]] = ...) -> None: ...

class PrimordialSoupPoolEntry(_message.Message):
    __slots__ = ("gene", "available")
    GENE_FIELD_NUMBER: _ClassVar[int]
    AVAILABLE_FIELD_NUMBER: _ClassVar[int]
    gene: str
    available: int
    def __init__(self, gene: _Optional[str] = ..., available: _Optional[int] = ...) -> None: ...

class PrimordialSoupMoveProgress(_message.Message):
    __slots__ = ("amoeba", "purpose", "kind", "moves", "dice", "resolved", "from_space", "to_space", "carried", "follow_decided", "followers")
    AMOEBA_FIELD_NUMBER: _ClassVar[int]
    PURPOSE_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    DICE_FIELD_NUMBER: _ClassVar[int]
    RESOLVED_FIELD_NUMBER: _ClassVar[int]
    FROM_SPACE_FIELD_NUMBER: _ClassVar[int]
    TO_SPACE_FIELD_NUMBER: _ClassVar[int]
    CARRIED_FIELD_NUMBER: _ClassVar[int]
    FOLLOW_DECIDED_FIELD_NUMBER: _ClassVar[int]
    FOLLOWERS_FIELD_NUMBER: _ClassVar[int]
    amoeba: PrimordialSoupAmoebaRef
    purpose: PrimordialSoupMovementPurpose
    kind: PrimordialSoupMovementKind
    moves: int
    dice: _containers.RepeatedScalarFieldContainer[int]
    resolved: bool
    from_space: int
    to_space: int
    carried: _containers.RepeatedCompositeFieldContainer[PrimordialSoupAmoebaRef]
    follow_decided: _containers.RepeatedScalarFieldContainer[int]
    followers: _containers.RepeatedCompositeFieldContainer[PrimordialSoupAmoebaRef]
    def __init__(self, amoeba: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., purpose: _Optional[_Union[PrimordialSoupMovementPurpose, str]] = ..., kind: _Optional[_Union[PrimordialSoupMovementKind, str]] = ..., moves: _Optional[int] = ..., dice: _Optional[_Iterable[int]] = ..., resolved: _Optional[bool] = ..., from_space: _Optional[int] = ..., to_space: _Optional[int] = ..., carried: _Optional[_Iterable[_Union[PrimordialSoupAmoebaRef, _Mapping]]] = ..., follow_decided: _Optional[_Iterable[int]] = ..., followers: _Optional[_Iterable[_Union[PrimordialSoupAmoebaRef, _Mapping]]] = ...) -> None: ...

class PrimordialSoupAttackProgress(_message.Message):
    __slots__ = ("attacker", "target", "space", "phase", "retry", "escape_used", "defense_used", "fight", "refight_used", "accepted")
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    RETRY_FIELD_NUMBER: _ClassVar[int]
    ESCAPE_USED_FIELD_NUMBER: _ClassVar[int]
    DEFENSE_USED_FIELD_NUMBER: _ClassVar[int]
    FIGHT_FIELD_NUMBER: _ClassVar[int]
    REFIGHT_USED_FIELD_NUMBER: _ClassVar[int]
    ACCEPTED_FIELD_NUMBER: _ClassVar[int]
    attacker: PrimordialSoupAmoebaRef
    target: PrimordialSoupAmoebaRef
    space: int
    phase: PrimordialSoupPhase
    retry: bool
    escape_used: bool
    defense_used: bool
    fight: PrimordialSoupFight
    refight_used: bool
    accepted: bool
    def __init__(self, attacker: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., target: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., space: _Optional[int] = ..., phase: _Optional[_Union[PrimordialSoupPhase, str]] = ..., retry: _Optional[bool] = ..., escape_used: _Optional[bool] = ..., defense_used: _Optional[bool] = ..., fight: _Optional[_Union[PrimordialSoupFight, str]] = ..., refight_used: _Optional[bool] = ..., accepted: _Optional[bool] = ...) -> None: ...

class PrimordialSoupAttackRecord(_message.Message):
    __slots__ = ("attacker", "target", "phase", "retry", "success")
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    RETRY_FIELD_NUMBER: _ClassVar[int]
    SUCCESS_FIELD_NUMBER: _ClassVar[int]
    attacker: PrimordialSoupAmoebaRef
    target: PrimordialSoupAmoebaRef
    phase: PrimordialSoupPhase
    retry: bool
    success: bool
    def __init__(self, attacker: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., target: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., phase: _Optional[_Union[PrimordialSoupPhase, str]] = ..., retry: _Optional[bool] = ..., success: _Optional[bool] = ...) -> None: ...

class PrimordialSoupView(_message.Message):
    __slots__ = ("viewer", "seats", "round", "phase", "order", "current_seat", "decision", "awaiting", "players", "amoebas", "spaces", "supply", "pool", "environment_card", "ozone", "drift", "turned_cards", "cards_left", "acting", "acting_stage", "move", "attack", "attacks", "division_case", "end_reason", "winner", "turn_running")
    VIEWER_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    ROUND_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    CURRENT_SEAT_FIELD_NUMBER: _ClassVar[int]
    DECISION_FIELD_NUMBER: _ClassVar[int]
    AWAITING_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    AMOEBAS_FIELD_NUMBER: _ClassVar[int]
    SPACES_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_FIELD_NUMBER: _ClassVar[int]
    POOL_FIELD_NUMBER: _ClassVar[int]
    ENVIRONMENT_CARD_FIELD_NUMBER: _ClassVar[int]
    OZONE_FIELD_NUMBER: _ClassVar[int]
    DRIFT_FIELD_NUMBER: _ClassVar[int]
    TURNED_CARDS_FIELD_NUMBER: _ClassVar[int]
    CARDS_LEFT_FIELD_NUMBER: _ClassVar[int]
    ACTING_FIELD_NUMBER: _ClassVar[int]
    ACTING_STAGE_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    ATTACK_FIELD_NUMBER: _ClassVar[int]
    ATTACKS_FIELD_NUMBER: _ClassVar[int]
    DIVISION_CASE_FIELD_NUMBER: _ClassVar[int]
    END_REASON_FIELD_NUMBER: _ClassVar[int]
    WINNER_FIELD_NUMBER: _ClassVar[int]
    TURN_RUNNING_FIELD_NUMBER: _ClassVar[int]
    viewer: int
    seats: int
    round: int
    phase: PrimordialSoupPhase
    order: _containers.RepeatedScalarFieldContainer[int]
    current_seat: int
    decision: PrimordialSoupDecision
    awaiting: _containers.RepeatedScalarFieldContainer[int]
    players: _containers.RepeatedCompositeFieldContainer[PrimordialSoupPlayer]
    amoebas: _containers.RepeatedCompositeFieldContainer[PrimordialSoupAmoeba]
    spaces: _containers.RepeatedCompositeFieldContainer[PrimordialSoupSpace]
    supply: PrimordialSoupCubes
    pool: _containers.RepeatedCompositeFieldContainer[PrimordialSoupPoolEntry]
    environment_card: str
    ozone: int
    drift: PrimordialSoupDirection
    turned_cards: _containers.RepeatedScalarFieldContainer[str]
    cards_left: int
    acting: PrimordialSoupAmoebaRef
    acting_stage: PrimordialSoupAmoebaStage
    move: PrimordialSoupMoveProgress
    attack: PrimordialSoupAttackProgress
    attacks: _containers.RepeatedCompositeFieldContainer[PrimordialSoupAttackRecord]
    division_case: PrimordialSoupDivisionCase
    end_reason: PrimordialSoupEndReason
    winner: int
    turn_running: bool
    def __init__(self, viewer: _Optional[int] = ..., seats: _Optional[int] = ..., round: _Optional[int] = ..., phase: _Optional[_Union[PrimordialSoupPhase, str]] = ..., order: _Optional[_Iterable[int]] = ..., current_seat: _Optional[int] = ..., decision: _Optional[_Union[PrimordialSoupDecision, _Mapping]] = ..., awaiting: _Optional[_Iterable[int]] = ..., players: _Optional[_Iterable[_Union[PrimordialSoupPlayer, _Mapping]]] = ..., amoebas: _Optional[_Iterable[_Union[PrimordialSoupAmoeba, _Mapping]]] = ..., spaces: _Optional[_Iterable[_Union[PrimordialSoupSpace, _Mapping]]] = ..., supply: _Optional[_Union[PrimordialSoupCubes, _Mapping]] = ..., pool: _Optional[_Iterable[_Union[PrimordialSoupPoolEntry, _Mapping]]] = ..., environment_card: _Optional[str] = ..., ozone: _Optional[int] = ..., drift: _Optional[_Union[PrimordialSoupDirection, str]] = ..., turned_cards: _Optional[_Iterable[str]] = ..., cards_left: _Optional[int] = ..., acting: _Optional[_Union[PrimordialSoupAmoebaRef, _Mapping]] = ..., acting_stage: _Optional[_Union[PrimordialSoupAmoebaStage, str]] = ..., move: _Optional[_Union[PrimordialSoupMoveProgress, _Mapping]] = ..., attack: _Optional[_Union[PrimordialSoupAttackProgress, _Mapping]] = ..., attacks: _Optional[_Iterable[_Union[PrimordialSoupAttackRecord, _Mapping]]] = ..., division_case: _Optional[_Union[PrimordialSoupDivisionCase, str]] = ..., end_reason: _Optional[_Union[PrimordialSoupEndReason, str]] = ..., winner: _Optional[int] = ..., turn_running: _Optional[bool] = ...) -> None: ...
