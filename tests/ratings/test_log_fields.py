"""The game service writes who holds each seat into the log itself, from the verified caller:
MatchCreated.rated and .players at creation, SeatClaimed.player at a claim; the audit re-derives
them, and logs written before these fields existed still audit and simply are not rated."""

from __future__ import annotations

from ludus.v1 import common_pb2

from services.core.audit import audit
from services.core.codec import parse
from services.core.match import MATCH_CREATED, SEAT_CLAIMED
from services.core.ports import Storage
from services.core.runner import MatchRunner
from services.ratings.rated import rated_match
from tests.core.test_runner import GAME, HUMAN

OPEN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_OPEN)
BOT = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_BOT)


async def test_creation_and_claims_name_the_verified_players_and_audit(memory: Storage) -> None:
    run = MatchRunner(GAME, memory)
    match = await run.create(None, [BOT, HUMAN, OPEN, HUMAN], rated=True, creator="ann-id")
    assert run.info(match).rated
    await run.claim_seat(match.match_id, 2, "bob", player="bob-id")
    events = await memory.events.read(match.match_id)
    created = parse(events[0].data, common_pb2.MatchCreated)
    assert events[0].type == MATCH_CREATED and created.rated
    # The creator holds the first human seat (as the gateway records it); the other human seat's
    # token is the creator's to pass on, so it names nobody.
    assert list(created.players) == ["", "ann-id", "", ""]
    claims = [parse(e.data, common_pb2.SeatClaimed) for e in events if e.type == SEAT_CLAIMED]
    assert [(c.seat, c.player) for c in claims] == [(2, "bob-id")]
    meta = await memory.events.meta(match.match_id)
    assert meta is not None
    assert audit(GAME, events, bytes.fromhex(meta["seed"].decode())).ok


async def test_an_anonymous_or_unrated_creation_names_nobody_and_is_never_rated(memory: Storage) -> None:
    run = MatchRunner(GAME, memory)
    anonymous = await run.create(None, [HUMAN, OPEN, HUMAN], rated=True)
    friendly = await run.create(None, [HUMAN, OPEN, HUMAN], creator="ann-id")
    for match, rated in ((anonymous, True), (friendly, False)):
        await run.claim_seat(match.match_id, 1, "bob")
        events = await memory.events.read(match.match_id)
        created = parse(events[0].data, common_pb2.MatchCreated)
        assert created.rated == rated and run.info(match).rated == rated
        meta = await memory.events.meta(match.match_id)
        assert meta is not None
        assert audit(GAME, events, bytes.fromhex(meta["seed"].decode())).ok
        assert rated_match(match.match_id, events) is None  # unfinished, and not two signed-in players
    assert list(parse((await memory.events.read(anonymous.match_id))[0].data, common_pb2.MatchCreated).players) == []
