"""The verified player travels to the services in call metadata beside the seat, and a client
cannot name one itself."""

from __future__ import annotations

import pytest

from services.core import caller
from services.core.errors import Unauthenticated


def test_a_player_caller_round_trips_through_metadata() -> None:
    seated = caller.Caller(caller.SEAT, "ark-1", 2, "5d0f7a4e-0000-4000-8000-000000000001")
    assert (caller.CALLER_PLAYER_KEY, seated.player) in seated.metadata()
    assert caller.from_metadata(seated.metadata()) == seated
    spectator = caller.Caller(caller.ANONYMOUS, player="5d0f7a4e-0000-4000-8000-000000000002")
    assert caller.from_metadata(spectator.metadata()) == spectator
    # A seat token's caller names no player, as before.
    assert caller.CALLER_PLAYER_KEY not in dict(caller.Caller(caller.SEAT, "ark-1", 0).metadata())


def test_a_player_entry_alone_names_no_caller() -> None:
    # Only the gateway writes ludus-caller* entries (it drops a client's); without the kind, a
    # stray player entry is no caller at all.
    with pytest.raises(Unauthenticated):
        caller.from_metadata([(caller.CALLER_PLAYER_KEY, "someone")])
