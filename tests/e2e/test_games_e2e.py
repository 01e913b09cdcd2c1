"""Every registered game, end to end: whole matches at every seat count through the gateway,
bots through the Celery worker, the stored log audited, and every byte each seat (and a
spectator) received checked against the game's own redaction and views, so that no path — the
event stream, command answers, history or views — bypasses the game's secrecy rules."""

from __future__ import annotations

from typing import Any

import pytest
from ludus.v1 import common_pb2, gateway_pb2, zapp_zerapp_pb2

from services import games
from services.core.audit import audit
from services.core.codec import pack
from services.core.match import client_event, empty_match, fold_events
from services.core.rng import Rng
from services.launcher import LocalPlatform
from tests.support.play import HUMAN, Watcher, bot, create, play_to_end
from tests.support.store import stored_events

CASES = [
    (name, seats)
    for name in games.names()
    for seats in range(games.load(name).min_seats, games.load(name).max_seats + 1)
]


@pytest.mark.parametrize(("game_name", "seats"), CASES)
def test_full_match_through_the_gateway_sends_each_seat_exactly_its_redaction(
    gateway: Any, platform: LocalPlatform, game_name: str, seats: int
) -> None:
    game = games.load(game_name)
    match_id, tokens = create(gateway, game_name, [HUMAN] * seats)
    watchers = {seat: Watcher(gateway, match_id, tokens[seat]).start() for seat in range(seats)}
    spectator = Watcher(gateway, match_id).start()
    final = play_to_end(
        gateway, match_id, tokens, Rng(f"{game_name}{seats}".encode().ljust(32, b"."), "e2e"), timeout=600
    )
    assert final.status == common_pb2.MATCH_STATUS_FINISHED and list(final.result.winners)

    events = stored_events(platform.redis_url or "", match_id)
    report = audit(game, events)
    assert report.ok, report.reason
    end = fold_events(game, empty_match(match_id, b""), events)
    receivers = [*((seat, tokens[seat], watchers[seat]) for seat in range(seats)), (None, "", spectator)]
    for seat, token, watcher in receivers:
        expected = [client_event(game, match_id, event, seat) for event in events]
        assert watcher.join() == expected, f"seat {seat}'s stream differs from its redaction"
        history = gateway.GetHistory(gateway_pb2.GetHistoryRequest(match_id=match_id, token=token), timeout=60)
        assert list(history.events) == expected
        view = game.view_type()
        assert history.view.Unpack(view) and view == game.view(end.require_state(), seat)
        current = gateway.GetView(gateway_pb2.GetViewRequest(match_id=match_id, token=token), timeout=30)
        assert current.view == history.view


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


def test_list_games_lists_every_registered_game(gateway: Any) -> None:
    listed = {info.name: info for info in gateway.ListGames(gateway_pb2.ListGamesRequest(), timeout=30).games}
    assert set(listed) == set(games.names())
    for name, info in listed.items():
        game = games.load(name)
        assert (info.min_seats, info.max_seats) == (game.min_seats, game.max_seats)
        assert info.command_type == game.command_type.DESCRIPTOR.full_name
