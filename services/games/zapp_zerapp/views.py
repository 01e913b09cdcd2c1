"""What each seat may see (reference section 11): views of the state and redacted events.

Secret: which can is at which position (from everyone, the holder included, until the reveal,
R17); the numbers of cans nobody committed (forever, R18); every rattle sample except to its
shaker (R16); the seed (the platform's). Public: dice and magic number, who holds or committed
which position, who shook which position, the reveal, every apprentice's location.
"""

from __future__ import annotations

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.games.zapp_zerapp.board import Board
from services.games.zapp_zerapp.evolve import LOUDNESS_SCALE
from services.games.zapp_zerapp.rules import awaiting
from services.games.zapp_zerapp.state import NOBODY, Area, Sample, ZappState, as_colour


def location_message(area: Area, space: int) -> pb.ZappZerappLocation:
    return pb.ZappZerappLocation(area=area, space=space if area == pb.ZAPP_ZERAPP_AREA_TRACK else 0)


def rattle_message(sample: Sample) -> pb.ZappZerappRattle:
    return pb.ZappZerappRattle(
        clicks=[
            pb.ZappZerappClick(time_ms=time_ms, loudness=loudness / LOUDNESS_SCALE)
            for time_ms, loudness in sample.clicks
        ]
    )


def _position_view(state: ZappState, position: int) -> pb.ZappZerappPositionView:
    holder = state.holder(position)
    if holder != NOBODY:
        return pb.ZappZerappPositionView(position=position, state=pb.ZAPP_ZERAPP_CAN_STATE_HELD, seat=holder)
    committer = state.committer(position)
    if committer != NOBODY:
        return pb.ZappZerappPositionView(position=position, state=pb.ZAPP_ZERAPP_CAN_STATE_COMMITTED, seat=committer)
    return pb.ZappZerappPositionView(position=position, state=pb.ZAPP_ZERAPP_CAN_STATE_FREE)


def view(board: Board, state: ZappState, seat: int | None) -> pb.ZappZerappView:
    result = pb.ZappZerappView(
        phase=state.phase,
        round=state.round,
        dice=state.dice,
        magic_number=state.magic_number,
        awaiting=list(awaiting(state)),
        carry_variant=state.carry_variant,
        can_phase_seconds=state.can_phase_seconds,
        deadline_key=state.deadline_key if state.phase == pb.ZAPP_ZERAPP_PHASE_CANS else "",
        reveals=[
            pb.ZappZerappReveal(seat=r.seat, position=r.position, can=r.can, qualifies=r.qualifies)
            for r in state.reveals
        ],
    )
    if seat is not None:
        result.viewer = seat
    after_can_phase = state.phase in (pb.ZAPP_ZERAPP_PHASE_MOVES, pb.ZAPP_ZERAPP_PHASE_OVER)
    for index, (colour, seat_round) in enumerate(zip(state.colours, state.seat_rounds, strict=True)):
        result.seats.append(
            pb.ZappZerappSeatView(
                seat=index,
                colour=as_colour(colour),
                held=seat_round.held,
                committed=seat_round.has_committed,
                committed_position=max(seat_round.committed, 0),
                shakes=seat_round.shakes,
                sitting_out=after_can_phase and not seat_round.has_committed,
                home=state.home(colour),
            )
        )
    if state.phase in (pb.ZAPP_ZERAPP_PHASE_CANS, pb.ZAPP_ZERAPP_PHASE_MOVES):
        result.positions.extend(_position_view(state, position) for position in range(board.cans))
    for apprentice in state.apprentices:
        result.apprentices.append(
            pb.ZappZerappApprenticeView(
                apprentice=pb.ZappZerappApprenticeRef(colour=as_colour(apprentice.colour), index=apprentice.index),
                location=location_message(apprentice.area, apprentice.space),
                arrival=apprentice.arrival if apprentice.area == pb.ZAPP_ZERAPP_AREA_TRACK else 0,
            )
        )
    if seat is not None and 0 <= seat < len(state.seat_rounds):
        for sample in state.seat_rounds[seat].samples:
            result.own_samples.append(
                pb.ZappZerappOwnSample(position=sample.position, shake=sample.shake, sample=rattle_message(sample))
            )
    if state.phase == pb.ZAPP_ZERAPP_PHASE_MOVES and state.current_mover != NOBODY:
        result.current_mover = state.current_mover
        result.steps = state.steps
        result.move_order.extend((state.current_mover, *state.move_queue))
    if state.winner != NOBODY:
        result.winner = state.winner
    return result


def redact(event: pb.ZappZerappEvent, seat: int | None) -> pb.ZappZerappEvent:
    """The event as `seat` may see it: the shuffle is hidden from everyone, a rattle sample from
    everyone but its shaker. Everything else is public."""
    kind = event.WhichOneof("event")
    if kind == "cans_shuffled":
        return pb.ZappZerappEvent(cans_shuffled=pb.ZappZerappCansShuffled(round=event.cans_shuffled.round))
    if kind == "can_shaken" and event.can_shaken.seat != seat:
        shaken = event.can_shaken
        return pb.ZappZerappEvent(
            can_shaken=pb.ZappZerappCanShaken(seat=shaken.seat, position=shaken.position, shake=shaken.shake)
        )
    return event


def board_message(board: Board, default_options: pb.ZappZerappOptions | None = None) -> pb.ZappZerappBoard:
    return pb.ZappZerappBoard(
        spaces=[
            pb.ZappZerappSpace(
                space=space, colour=as_colour(colour), towers=[as_colour(t) for t in board.towers[space]]
            )
            for space, colour in enumerate(board.space_colours)
        ],
        colours=[
            pb.ZappZerappColourInfo(
                colour=as_colour(colour),
                start_feeds=board.feeds[colour],
                city_entry=board.entries[colour],
            )
            for colour in board.colours
        ],
        cans=board.cans,
        hand_limit=board.hand_limit,
        apprentices_per_colour=board.apprentices,
        default_options=default_options,
    )
