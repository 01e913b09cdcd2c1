"""CheckCommands through the runner (memory and Redis stores): every candidate command is
judged as a submit would judge it — allowed exactly when it is legal, refused with the same rule
code and words a submit gets — and nothing is ever appended."""

from __future__ import annotations

import pytest
from ludus.v1 import ark_pb2, common_pb2

from services.core.codec import pack
from services.core.errors import InvalidCommand, RuleViolation
from services.core.ports import Storage
from services.core.rng import Rng
from services.core.runner import MAX_CHECKED, MatchRunner
from services.games.ark.state import ArkState
from services.games.ark.wiring import GAME as ARK_GAME
from tests.support.platform import platform_game

GAME = platform_game(ARK_GAME)
HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


def placements(state: ArkState, seat: int) -> list[ark_pb2.ArkCommand]:
    """Every hand card of `seat` into every cabin row of either side (and one past the end): the
    destinations a player may point at, legal or not."""
    view = GAME.view(state, seat)
    assert isinstance(view, ark_pb2.ArkView)
    rows = max(len(view.left), len(view.right)) + 1
    return [
        ark_pb2.ArkCommand(play_card=ark_pb2.ArkPlayCard(card=card, side=side, row=row))
        for card in view.players[seat].hand
        for side in (ark_pb2.ARK_SIDE_LEFT, ark_pb2.ARK_SIDE_RIGHT)
        for row in range(1, rows + 1)
    ]


async def test_check_commands_judges_each_candidate_as_a_submit_would(storage: Storage) -> None:
    run: MatchRunner[ArkState] = MatchRunner(GAME, storage)
    rng = Rng(b"check-commands".ljust(32, b"."), "test")
    match = await run.create(None, [HUMAN] * 3)
    match_id = match.match_id
    judged = refused_seen = 0
    for _ in range(12):  # a dozen turns: draws and plays, so hands and cabins vary
        match = await run.load(match_id)
        if match.platform.finished:
            break
        seat = GAME.awaiting(match.require_state())[0]
        idle = next(other for other in range(3) if other not in GAME.awaiting(match.require_state()))
        version, legal, _ = await run.legal_commands(match_id, seat)
        legal_bytes = {pack(command).SerializeToString() for command in legal}
        candidates = (placements(match.require_state(), seat) + list(legal))[:MAX_CHECKED]
        checked_at, verdicts = await run.check_commands(match_id, seat, [pack(c) for c in candidates])
        assert checked_at == version
        for command, verdict in zip(candidates, verdicts, strict=True):
            judged += 1
            if pack(command).SerializeToString() in legal_bytes:
                assert verdict is None, f"{command} is legal but was refused: {verdict}"
                continue
            assert verdict is not None, f"{command} is not legal but was allowed"
            refused_seen += 1
            with pytest.raises((RuleViolation, InvalidCommand)) as submitted:
                await run.submit(match_id, seat, pack(command), version)
            assert (submitted.value.reason, submitted.value.message) == (verdict.reason, verdict.message)
        # The idle seat: its turn has not come, whatever it points at.
        _, idle_verdicts = await run.check_commands(match_id, idle, [pack(legal[0])])
        assert isinstance(idle_verdicts[0], RuleViolation) and idle_verdicts[0].code == "NOT_YOUR_TURN"
        assert len(await run.store.read(match_id)) == version, "checking appended something"
        await run.submit(match_id, seat, pack(rng.choice(legal)), version)
    assert judged > 100 and refused_seen > 20


async def test_check_commands_refuses_a_batch_too_large_or_of_the_wrong_type(storage: Storage) -> None:
    run: MatchRunner[ArkState] = MatchRunner(GAME, storage)
    match = await run.create(None, [HUMAN] * 3)
    seat = GAME.awaiting(match.require_state())[0]
    _, legal, _ = await run.legal_commands(match.match_id, seat)
    with pytest.raises(InvalidCommand) as too_many:
        await run.check_commands(match.match_id, seat, [pack(legal[0])] * (MAX_CHECKED + 1))
    assert too_many.value.reason == "TOO_MANY_COMMANDS"
    with pytest.raises(InvalidCommand):
        await run.check_commands(match.match_id, seat, [pack(legal[0]), pack(common_pb2.SeatSpec())])
    assert len(await run.store.read(match.match_id)) == match.version
