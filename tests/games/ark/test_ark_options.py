"""Ark's match options (docs/rules/ark.md, "Options"): the seed readings a match may choose, their
defaults as ListGames publishes them, and their validation."""

from __future__ import annotations

import pytest
from google.protobuf import json_format
from ludus.v1 import ark_pb2 as pb
from ludus.v1 import common_pb2
from redis.asyncio import Redis

from services.core.codec import pack
from services.core.errors import InvalidCommand
from services.core.runner import MatchRunner
from services.core.simulate import start
from services.core.store import redis_storage
from services.games.ark import options
from services.games.ark.state import Variant
from services.games.ark.wiring import GAME
from tests.games.ark.builders import PLATFORM_ARK

SEED = b"ark-options".ljust(32, b".")
HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


def test_defaults_follow_seed_a_everywhere() -> None:
    assert options.resolve(pb.ArkOptions()) == Variant(
        chimpanzee=pb.ARK_CHIMPANZEE_RULE_NEW_MARKER,
        pets=pb.ARK_PET_RULE_EVERYONE,
        final_round=pb.ARK_FINAL_ROUND_RULE_UNTIL_ALL_PASS,
    )


def test_list_games_publishes_every_option_with_its_default() -> None:
    # GameInfo.static_data (what ListGames returns for Ark) spells the defaults out.
    catalogue = GAME.static_data()
    assert isinstance(catalogue, pb.ArkCatalogue)
    defaults = catalogue.default_options
    assert defaults.chimpanzee == pb.ARK_CHIMPANZEE_RULE_NEW_MARKER
    assert defaults.pets == pb.ARK_PET_RULE_EVERYONE
    assert defaults.final_round == pb.ARK_FINAL_ROUND_RULE_UNTIL_ALL_PASS
    # Every field of ArkOptions has a published default that is not UNSPECIFIED.
    for field in pb.ArkOptions.DESCRIPTOR.fields:
        assert getattr(defaults, field.name) != 0, field.name
    assert catalogue.markers_per_player == 17 and catalogue.discs == 22


def test_game_service_describe_carries_the_default_options() -> None:
    from services.core.service import GameServicer

    # A real runner (its Redis client connects only when used; describing the game never does).
    servicer = GameServicer(MatchRunner(PLATFORM_ARK, redis_storage(Redis())))
    static = pb.ArkCatalogue()
    servicer._info.static_data.Unpack(static)
    assert static.default_options == options.to_message(options.DEFAULT)
    assert servicer._info.options_type == "ludus.v1.ArkOptions"


def test_options_round_trip_through_the_view() -> None:
    chosen = pb.ArkOptions(
        chimpanzee=pb.ARK_CHIMPANZEE_RULE_UPGRADE,
        pets=pb.ARK_PET_RULE_OPTIONAL,
        final_round=pb.ARK_FINAL_ROUND_RULE_ONE_TURN_EACH,
    )
    state, _ = start(PLATFORM_ARK, 3, SEED, chosen)
    assert state.variant == Variant(
        pb.ARK_CHIMPANZEE_RULE_UPGRADE, pb.ARK_PET_RULE_OPTIONAL, pb.ARK_FINAL_ROUND_RULE_ONE_TURN_EACH
    )
    assert GAME.view(state, 0).options == chosen
    default_state, _ = start(PLATFORM_ARK, 3, SEED)
    assert GAME.view(default_state, None).options == options.to_message(options.DEFAULT)


@pytest.mark.parametrize("field", ["chimpanzee", "pets", "final_round"])
def test_unknown_option_values_are_refused(field: str) -> None:
    bad = pb.ArkOptions()
    setattr(bad, field, 9)
    with pytest.raises(InvalidCommand, match=field):
        GAME.validate_options(bad, 3)


async def test_a_match_keeps_its_options_through_the_store(redis: Redis) -> None:
    # Created with seed-B options on a real Redis: stored in MatchCreated, refolded on load (the
    # snapshot and the log agree), shown in every view.
    run = MatchRunner(PLATFORM_ARK, redis_storage(redis))
    chosen = pb.ArkOptions(chimpanzee=pb.ARK_CHIMPANZEE_RULE_UPGRADE, final_round=pb.ARK_FINAL_ROUND_RULE_ONE_TURN_EACH)
    match = await run.create(pack(chosen), [HUMAN] * 3)
    loaded = await run.load(match.match_id)
    expected = Variant(pb.ARK_CHIMPANZEE_RULE_UPGRADE, pb.ARK_PET_RULE_EVERYONE, pb.ARK_FINAL_ROUND_RULE_ONE_TURN_EACH)
    assert match.state is not None and loaded.state is not None
    assert match.state.variant == loaded.state.variant == expected
    assert GAME.view(loaded.state, 1).options == options.to_message(expected)


async def test_create_match_refuses_unknown_options(redis: Redis) -> None:
    run = MatchRunner(PLATFORM_ARK, redis_storage(redis))
    with pytest.raises(InvalidCommand, match="pets"):
        await run.create(pack(json_format.ParseDict({"pets": 7}, pb.ArkOptions())), [HUMAN] * 3)
