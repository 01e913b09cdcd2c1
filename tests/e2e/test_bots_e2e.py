"""Every registered game's bots through the gateway and the Celery worker: a match with one
person and bots, and a match of bots alone, each played to the end and its stored log audited.
(Apart from test_games_e2e.py so that these, minutes long for Zapp Zerapp, run on another test
worker than the matches of people: pytest-xdist's loadscope gives a module to one worker.)"""

from __future__ import annotations

from typing import Any

import pytest
from ludus.v1 import common_pb2, zapp_zerapp_pb2

from services import games
from services.core.audit import audit
from services.core.codec import pack
from services.core.rng import Rng
from services.launcher import LocalPlatform
from tests.support.play import HUMAN, bot, create, play_to_end
from tests.support.store import stored_events

#: With a person at the table Zapp Zerapp's bots act on a human time scale in the can phase (D26,
#: over a second per command by default) and a match lasts many rounds: the quickest pace allowed.
_QUICK = zapp_zerapp_pb2.ZappZerappReaction(min_ms=200, max_ms=200)
QUICKEST_BOTS = {
    "zapp_zerapp": pack(
        zapp_zerapp_pb2.ZappZerappOptions(random_reaction=_QUICK, greedy_reaction=_QUICK, search_reaction=_QUICK)
    )
}


@pytest.mark.parametrize("game_name", games.names())
def test_bots_play_a_whole_match_with_one_human(gateway: Any, platform: LocalPlatform, game_name: str) -> None:
    game = games.load(game_name)
    seats = [HUMAN] + [bot(level) for level in (game.bot_levels * game.max_seats)[: game.min_seats - 1]]
    match_id, tokens = create(gateway, game_name, seats, QUICKEST_BOTS.get(game_name))
    final = play_to_end(gateway, match_id, tokens, Rng(b"human+bots".ljust(32, b"."), game_name), timeout=600)
    assert final.status == common_pb2.MATCH_STATUS_FINISHED
    events = stored_events(platform.redis_url or "", match_id)
    assert audit(game, events).ok
    assert any(event.command_id.startswith("bot-") for event in events)


@pytest.mark.parametrize("game_name", games.names())
def test_a_match_of_bots_alone_plays_to_the_end(gateway: Any, platform: LocalPlatform, game_name: str) -> None:
    game = games.load(game_name)
    match_id, tokens = create(gateway, game_name, [bot() for _ in range(game.max_seats)])
    assert tokens == {}
    final = play_to_end(gateway, match_id, {}, Rng(b"bots", game_name), timeout=600)
    assert final.status == common_pb2.MATCH_STATUS_FINISHED
    assert audit(game, stored_events(platform.redis_url or "", match_id)).ok
