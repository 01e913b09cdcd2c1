"""Arkadia's rules: setup and decide. Pure functions, no I/O.

`decide` never writes events by hand and hopes `evolve` agrees: it emits each event through a
`_Turn`, whose state is the events applied by `evolve`, so every later check (completions after
the action, the floor after a castle piece, the next seat) sees the state the events have produced.

Only setup draws chance (the lot position and the shuffle); it writes both into the setup event.
"""

from __future__ import annotations

from ludus.v1 import arkadia_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.oneof import Oneof
from services.core.rng import Rng
from services.games.arkadia import board, castle, checks
from services.games.arkadia.checks import Problem
from services.games.arkadia.edition import SEAL_COLOURS, Card, Colour, edition
from services.games.arkadia.evolve import evolve
from services.games.arkadia.geometry import Placement, geometry
from services.games.arkadia.messages import card_from, card_message, seals_from, seals_message, square_message
from services.games.arkadia.state import ArkadiaState, EndReason

MIN_SEATS, MAX_SEATS = 2, 4
#: Ruling 11: the youngest player starts; online, seat 0.
FIRST_SEAT = 0


# ---------------------------------------------------------------------------------------------
# Setup (rules reference 3)
# ---------------------------------------------------------------------------------------------


def check_seats(seats: int) -> None:
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise InvalidCommand(f"Arkadia is for {MIN_SEATS} to {MAX_SEATS} players, not {seats}")


def setup(seats: int, rng: Rng) -> list[pb.ArkadiaEvent]:
    """Draw the lot position (ruling 7), shuffle and deal; both draws go into the event."""
    check_seats(seats)
    data = edition()
    lot_row, lot_col = rng.choice(data.lot_positions)
    deck = rng.shuffled(data.deck())
    hands = [deck[seat * data.hand_size : (seat + 1) * data.hand_size] for seat in range(seats)]
    rest = deck[seats * data.hand_size :]
    display, pile = rest[: data.display_size], rest[data.display_size :]
    event = pb.ArkadiaSetup(
        lot=pb.ArkadiaSquare(row=lot_row, col=lot_col),
        hands=[
            pb.ArkadiaHand(seat=seat, cards=[card_message(c) for c in hand], count=len(hand))
            for seat, hand in enumerate(hands)
        ],
        display=[card_message(c) for c in display],
        pile=[card_message(c) for c in pile],
        pile_size=len(pile),
        first_seat=FIRST_SEAT,
    )
    return [
        pb.ArkadiaEvent(setup=event),
        pb.ArkadiaEvent(turn_started=pb.ArkadiaTurnStarted(seat=FIRST_SEAT)),
    ]


# ---------------------------------------------------------------------------------------------
# Decide
# ---------------------------------------------------------------------------------------------


class _Turn:
    """Collects a command's events; `state` is always the state they have produced.

    Events are applied when `state` is next read rather than as they are emitted: the last event
    of most commands (the next turn starting) is never read back, and the platform applies every
    event again anyway, so applying it here would be wasted."""

    def __init__(self, state: ArkadiaState) -> None:
        self._state = state
        self._applied = 0
        self.events: list[pb.ArkadiaEvent] = []

    @property
    def state(self) -> ArkadiaState:
        while self._applied < len(self.events):
            self._state = evolve(self._state, self.events[self._applied])
            self._applied += 1
        return self._state

    def emit(self, event: pb.ArkadiaEvent) -> None:
        self.events.append(event)


def _raise(problem: Problem | None) -> None:
    """Raise the validator's problem (see checks.py), if any, as the RuleViolation it names."""
    if problem is not None:
        raise RuleViolation(*problem)


#: One handler per member of ArkadiaCommand's oneof, called as `handler(turn, seat, member)`.
commands: Oneof[pb.ArkadiaCommand, object] = Oneof(pb.ArkadiaCommand, "command")
#: The form checks (InvalidCommand) of each member, called as `check(member)`; they come before
#: the turn and phase checks, so a malformed command is reported as such whoever sends it.
forms: Oneof[pb.ArkadiaCommand, None] = Oneof(pb.ArkadiaCommand, "command")


def decide(state: ArkadiaState, seat: int, command: pb.ArkadiaCommand) -> list[pb.ArkadiaEvent]:
    kind = command.WhichOneof("command")
    if kind is None:
        raise InvalidCommand("the ArkadiaCommand is empty: set one of its fields")
    if not 0 <= seat < state.seats:
        raise InvalidCommand(f"there is no seat {seat}")
    _raise(checks.started_problem(state))
    forms.dispatch(command)
    _raise(checks.turn_problem(state, seat, kind))
    turn = _Turn(state)
    commands.dispatch(command, turn, seat)
    return turn.events


# -- form checks (InvalidCommand): independent of the state's contents -------------------------


def _check_square(row: int, col: int, what: str) -> None:
    board_geometry = geometry()
    if not board_geometry.on_board(row, col):
        raise InvalidCommand(
            f"{what}: ({row}, {col}) is not a board square "
            f"(rows 0..{board_geometry.rows - 1}, cols 0..{board_geometry.cols - 1})"
        )


_SEAL_VALUES = frozenset(SEAL_COLOURS)


def _check_colour(colour: Colour, what: str) -> Colour:
    if colour not in _SEAL_VALUES:
        raise InvalidCommand(f"{what} must be a seal colour (ARKADIA_COLOUR_RED..BLACK)")
    return colour


def _check_card(card: pb.ArkadiaCard) -> Card:
    if card.form not in edition().forms:
        raise InvalidCommand(f"card.form: there is no building form {card.form!r}")
    return Card(card.form, _check_colour(card.colour, "card.colour"))


@forms.on("build")
def _build_form(build: pb.ArkadiaBuild) -> None:
    """Malformed input: unknown ids, out-of-range numbers, missing choices."""
    card = _check_card(build.card)
    if geometry().orientation(card.form, build.rotation, build.reflected) is None:
        listed = ", ".join(
            f"(rotation {o.rotation}, reflected {str(o.reflected).lower()})" for o in geometry().orientations[card.form]
        )
        raise InvalidCommand(f"a {card.form} has the orientations {listed}; use one of them")
    _check_square(build.row, build.col, "row/col")
    if build.draw_from not in checks.DRAW_SOURCES:
        raise InvalidCommand("draw_from must be DISPLAY, PILE or NONE")
    if build.draw_from == pb.ARKADIA_DRAW_SOURCE_DISPLAY:
        if build.display_slot >= edition().display_size:
            raise InvalidCommand(f"display_slot must be below {edition().display_size}")
    elif build.display_slot:
        raise InvalidCommand("display_slot is only for draw_from DISPLAY; leave it 0")


@forms.on("place_workers")
def _place_workers_form(place: pb.ArkadiaPlaceWorkers) -> None:
    if place.building == 0:
        raise InvalidCommand("building: give a building id (from 1)")
    if not place.workers:
        raise InvalidCommand("workers: place at least one worker")
    previous = -1
    for worker in place.workers:
        _check_square(worker.square.row, worker.square.col, "workers.square")
        square = geometry().square(worker.square.row, worker.square.col)
        if square <= previous:
            raise InvalidCommand("workers: list each square once, in ascending (row-major) order")
        previous = square


@forms.on("place_castle_piece")
def _place_castle_piece_form(piece: pb.ArkadiaPlaceCastlePiece) -> None:
    _check_colour(piece.colour, "colour")
    if piece.lot_square >= edition().lot_squares:
        raise InvalidCommand(f"lot_square must be below {edition().lot_squares}")


@forms.on("pass_turn", "use_banner", "end_turn")
def _no_form(member: pb.ArkadiaPassTurn | pb.ArkadiaUseBanner | pb.ArkadiaEndTurn) -> None:
    """Nothing in these can be malformed: every value of their fields is meaningful."""


# -- action A: build ----------------------------------------------------------------------------


def check_build(state: ArkadiaState, seat: int, build: pb.ArkadiaBuild, occupied: int) -> Placement:
    """Every rule check of a build (after the form checks), on the board's occupancy `occupied`;
    raises or returns the placement. The checks are checks.py's, which legal_commands lists by."""
    card = card_from(build.card)
    _raise(checks.card_problem(state.players[seat], card))
    placement = geometry().placement(card.form, build.rotation, build.reflected, build.row, build.col)
    _raise(checks.placement_problem(placement, occupied))
    assert placement is not None  # placement_problem refuses None (off the board)
    _raise(checks.draw_problem(state, build.draw_from, build.display_slot))
    return placement


@commands.on("build")
def _build(turn: _Turn, seat: int, build: pb.ArkadiaBuild) -> None:
    state = turn.state
    occupied = board.occupied_mask(state)
    placement = check_build(state, seat, build, occupied)
    covered = sorted(set(placement.squares) & set(state.tents))
    taken = min(len(covered), state.neutral_pool)
    turn.emit(
        pb.ArkadiaEvent(
            building_placed=pb.ArkadiaBuildingPlaced(
                seat=seat,
                building=len(state.buildings) + 1,
                card=build.card,
                rotation=build.rotation,
                reflected=build.reflected,
                anchor=pb.ArkadiaSquare(row=build.row, col=build.col),
                squares=[square_message(square) for square in placement.squares],
                tents_covered=[square_message(square) for square in covered],
                neutral_workers_taken=taken,
            )
        )
    )
    if build.draw_from == pb.ARKADIA_DRAW_SOURCE_DISPLAY:
        slot = build.display_slot
        taken_card = state.display[slot]
        turn.emit(
            pb.ArkadiaEvent(
                card_drawn=pb.ArkadiaCardDrawn(
                    seat=seat,
                    source=pb.ARKADIA_DRAW_SOURCE_DISPLAY,
                    display_slot=slot,
                    card=card_message(taken_card),
                )
            )
        )
        if turn.state.pile:
            turn.emit(
                pb.ArkadiaEvent(
                    display_refilled=pb.ArkadiaDisplayRefilled(slot=slot, card=card_message(turn.state.pile[0]))
                )
            )
    elif build.draw_from == pb.ARKADIA_DRAW_SOURCE_PILE:
        turn.emit(
            pb.ArkadiaEvent(
                card_drawn=pb.ArkadiaCardDrawn(
                    seat=seat, source=pb.ARKADIA_DRAW_SOURCE_PILE, card=card_message(state.pile[0])
                )
            )
        )
    # The drawing events change no square: the building is all the action added to the board.
    _after_action(turn, occupied | placement.mask)


# -- action B: place workers --------------------------------------------------------------------


def check_workers(state: ArkadiaState, seat: int, place: pb.ArkadiaPlaceWorkers, occupied: int) -> int:
    """Every rule check of a worker placement (after the form checks), on the board's occupancy
    `occupied`; raises or returns the mask of the squares the workers take. The checks are
    checks.py's, which legal_commands lists by."""
    if place.building > len(state.buildings):
        raise InvalidCommand(f"there is no building {place.building} (the lot cannot be chosen)")
    building = state.building(place.building)
    player = state.players[seat]
    neutral = sum(1 for worker in place.workers if worker.neutral)
    _raise(checks.worker_count_problem(player.workers, player.neutral, len(place.workers) - neutral, neutral))
    around = board.surroundings(building.squares)
    taken = 0
    for worker in place.workers:
        square = geometry().square(worker.square.row, worker.square.col)
        taken |= 1 << square
        _raise(checks.worker_square_problem(around, occupied, square, building.id))
    return taken


@commands.on("place_workers")
def _place_workers(turn: _Turn, seat: int, place: pb.ArkadiaPlaceWorkers) -> None:
    occupied = board.occupied_mask(turn.state)
    taken = check_workers(turn.state, seat, place, occupied)
    turn.emit(
        pb.ArkadiaEvent(
            workers_placed=pb.ArkadiaWorkersPlaced(
                seat=seat,
                building=place.building,
                workers=[
                    pb.ArkadiaWorker(
                        square=worker.square,
                        neutral=worker.neutral,
                        colour_seat=0 if worker.neutral else seat,
                        placed_by=seat,
                    )
                    for worker in place.workers
                ],
            )
        )
    )
    _after_action(turn, occupied | taken)


@commands.on("pass_turn")
def _pass(turn: _Turn, seat: int, command: pb.ArkadiaPassTurn) -> None:
    _raise(checks.pass_problem(turn.state, seat))
    turn.emit(pb.ArkadiaEvent(passed=pb.ArkadiaPassed(seat=seat)))
    _continue_turn(turn)


# -- completions and the castle ----------------------------------------------------------------


def _after_action(turn: _Turn, occupied: int) -> None:
    """Resolve every completion the action caused (rules reference 4.2 and 5), in the order the
    buildings were placed: all payouts now, then one castle placement owed per completion.

    `occupied` is the board's occupancy after the action: the occupancy before it plus the
    squares the action took, which saves recomputing it from every building and worker."""
    active = turn.state.current
    for building in board.newly_enclosed(turn.state, occupied):
        workers = board.workers_around(turn.state, building)
        awards = []
        for seat in range(turn.state.seats):
            commission = 1 if seat == active else 0
            count = workers.get(seat, 0)
            if count or commission:
                awards.append(
                    pb.ArkadiaSealAward(seat=seat, workers=count, commission=commission, seals=count + commission)
                )
        turn.emit(
            pb.ArkadiaEvent(
                building_completed=pb.ArkadiaBuildingCompleted(
                    building=building.id,
                    colour=building.card.colour,
                    active_seat=active,
                    awards=awards,
                )
            )
        )
    _continue_turn(turn)


def _continue_turn(turn: _Turn) -> None:
    """Skip castle placements that cannot be made; stop where the active seat must decide; end the
    turn when nothing is left to decide."""
    while turn.state.castle_due and not castle.can_place(turn.state):
        turn.emit(
            pb.ArkadiaEvent(
                castle_placement_skipped=pb.ArkadiaCastlePlacementSkipped(
                    building=turn.state.castle_due[0], floor=castle.current_floor(turn.state)
                )
            )
        )
    if turn.state.castle_due:
        return
    if turn.state.players[turn.state.current].banners > 0:
        return
    _end_turn(turn, banner=False)


@commands.on("place_castle_piece")
def _place_castle_piece(turn: _Turn, seat: int, piece: pb.ArkadiaPlaceCastlePiece) -> None:
    state = turn.state
    _raise(checks.castle_piece_problem(state, piece.colour, piece.lot_square))
    floor = castle.current_floor(state)
    turn.emit(
        pb.ArkadiaEvent(
            castle_piece_placed=pb.ArkadiaCastlePiecePlaced(
                seat=seat,
                building=state.castle_due[0],
                colour=piece.colour,
                lot_square=piece.lot_square,
                floor=floor,
            )
        )
    )
    if castle.current_floor(turn.state) > floor:
        # Leftovers of a lower floor's pool move to the top floor's pool at once (ruling 24).
        leftovers = castle.pool(turn.state, floor) if floor < castle.top_floor() else (0,) * len(SEAL_COLOURS)
        turn.emit(
            pb.ArkadiaEvent(floor_completed=pb.ArkadiaFloorCompleted(floor=floor, leftovers=seals_message(leftovers)))
        )
        if floor == castle.END_FLOOR and turn.state.end_trigger is None:
            turn.emit(pb.ArkadiaEvent(end_triggered=pb.ArkadiaEndTriggered(seat=seat)))
    _continue_turn(turn)


# -- the banner and the end of a turn ------------------------------------------------------------


@commands.on("use_banner")
def _use_banner(turn: _Turn, seat: int, banner: pb.ArkadiaUseBanner) -> None:
    state = turn.state
    player = state.players[seat]
    _raise(checks.banner_problem(player))
    cashed = seals_from(banner.cash_in)
    _raise(checks.cash_in_problem(player, cashed))
    values = castle.values(state)
    turn.emit(
        pb.ArkadiaEvent(
            banner_used=pb.ArkadiaBannerUsed(
                seat=seat,
                workers_taken=min(edition().workers_per_banner, player.pool_workers),
                cashed_in=seals_message(cashed),
                gold=castle.worth(cashed, values),
                values=seals_message(values),
            )
        )
    )
    _end_turn(turn, banner=True)


@commands.on("end_turn")
def _end_turn_command(turn: _Turn, seat: int, command: pb.ArkadiaEndTurn) -> None:
    _end_turn(turn, banner=False)


def _end_turn(turn: _Turn, *, banner: bool) -> None:
    """Hand the turn on; end the game after the last final turn or on a stalemate (ruling 29)."""
    state = turn.state
    idle = state.idle_turns + 1 if state.passed and not banner else 0
    if state.end_trigger is None and idle >= state.seats:
        _end_game(turn, pb.ARKADIA_END_REASON_STALEMATE)
        return
    following = state.next_seat(state.current)
    if state.end_trigger is not None and following == state.end_trigger:
        _end_game(turn, pb.ARKADIA_END_REASON_CASTLE)
        return
    turn.emit(
        pb.ArkadiaEvent(
            turn_started=pb.ArkadiaTurnStarted(
                seat=following, final_turn=state.end_trigger is not None, idle_turns=idle
            )
        )
    )


def _end_game(turn: _Turn, reason: EndReason) -> None:
    """The final conversion (rules reference 7.3-7.4): every seal at the final values."""
    state = turn.state
    values = castle.values(state)
    totals = [player.gold + castle.worth(player.seals, values) for player in state.players]
    best = max(totals)
    turn.emit(
        pb.ArkadiaEvent(
            game_ended=pb.ArkadiaGameEnded(
                reason=reason,
                values=seals_message(values),
                scores=[
                    pb.ArkadiaFinalScore(
                        seat=seat,
                        gold=totals[seat],
                        seals_converted=seals_message(player.seals),
                        gold_before=player.gold,
                    )
                    for seat, player in enumerate(state.players)
                ],
                winners=[seat for seat, total in enumerate(totals) if total == best],
            )
        )
    )
