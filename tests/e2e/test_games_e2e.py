"""Every registered game, end to end: whole matches at every seat count through the gateway, the
stored log audited, and every byte each seat (and a spectator) received checked against the
game's own redaction and views, so that no path — the event stream, command answers, history or
views — bypasses the game's secrecy rules. Matches with bots: test_bots_e2e.py."""

from __future__ import annotations

from typing import Any

import pytest
from ludus.v1 import common_pb2, gateway_pb2

from services import games
from services.core.audit import audit
from services.core.match import client_event, empty_match, fold_events
from services.core.rng import Rng
from services.launcher import LocalPlatform
from tests.support.play import HUMAN, Watcher, create, play_to_end
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


def test_list_games_lists_every_registered_game(gateway: Any) -> None:
    listed = {info.name: info for info in gateway.ListGames(gateway_pb2.ListGamesRequest(), timeout=30).games}
    assert set(listed) == set(games.names())
    for name, info in listed.items():
        game = games.load(name)
        assert (info.min_seats, info.max_seats) == (game.min_seats, game.max_seats)
        assert info.command_type == game.command_type.DESCRIPTOR.full_name
