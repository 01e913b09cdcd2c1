"""Bots on a human time scale in the real-time can phase (D26, issue 14): a bot listens to a
sample for its whole length before judging it, and each of its can commands follows a reaction
time drawn for its level from the match's seeded rng. The platform enforces it (BOT_TOO_EARLY, in
the service and in the audit alike); a person with a 1.5 s reaction still gets cans."""

from __future__ import annotations

from typing import Any

import pytest
from ludus.v1 import common_pb2
from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.errors import InvalidCommand, RuleViolation
from services.core.match import Match, decide_command, worker_not_before_ms
from services.core.rng import Rng
from services.games.zapp_zerapp import pace
from services.games.zapp_zerapp.rattle import WINDOW_MS
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import PLATFORM_GAME, grab, shake
from tests.games.zapp_zerapp.zapp_pacing import START_MS, Person, RoundLog, created, finish_moves, play_can_phase

SEED = b"zapp-zerapp-pace-seed".ljust(32, b".")
HUMAN = common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_HUMAN)


def bot(level: str) -> common_pb2.SeatSpec:
    return common_pb2.SeatSpec(kind=common_pb2.SEAT_KIND_BOT, bot_level=level)


def _refused_early(match: Match[Any], seat: int, command: pb.ZappZerappCommand, time_ms: int) -> RuleViolation:
    with pytest.raises(RuleViolation) as refused:
        decide_command(PLATFORM_GAME, match, seat, command, time_ms)
    return refused.value


def test_a_bot_reacts_no_sooner_than_its_levels_reaction_time_after_the_phase_opens() -> None:
    match = created([bot("search"), bot("random"), HUMAN], SEED)
    for seat, level in ((0, "search"), (1, "random")):
        earliest = worker_not_before_ms(PLATFORM_GAME, match, seat)
        low, high = pace.DEFAULT_REACTIONS[level]
        assert START_MS + low <= earliest <= START_MS + high
        error = _refused_early(match, seat, grab(seat), earliest - 1)
        assert error.code == "BOT_TOO_EARLY" and "in 1 ms" in error.message
        decide_command(PLATFORM_GAME, match, seat, grab(seat), earliest)  # accepted on the millisecond
    # A person is never held back: the human seat grabs the instant the phase opens.
    assert worker_not_before_ms(PLATFORM_GAME, match, 2) == 0
    decide_command(PLATFORM_GAME, match, 2, grab(5), START_MS)


def test_a_bot_listens_to_a_sample_for_its_length_before_judging_it() -> None:
    match = created([bot("search"), HUMAN], SEED)
    grabbed_at = worker_not_before_ms(PLATFORM_GAME, match, 0)
    match = decide_command(PLATFORM_GAME, match, 0, grab(3), grabbed_at).after
    shaken_at = worker_not_before_ms(PLATFORM_GAME, match, 0)
    low, high = pace.DEFAULT_REACTIONS["search"]
    assert grabbed_at + low <= shaken_at <= grabbed_at + high  # reacting to its own grab
    match = decide_command(PLATFORM_GAME, match, 0, shake(3), shaken_at).after
    judged_at = worker_not_before_ms(PLATFORM_GAME, match, 0)
    assert shaken_at + WINDOW_MS + low <= judged_at <= shaken_at + WINDOW_MS + high
    for too_soon in (shaken_at, shaken_at + WINDOW_MS - 1, judged_at - 1):
        commit = pb.ZappZerappCommand(commit=pb.ZappZerappCommit(position=3))
        assert _refused_early(match, 0, commit, too_soon).code == "BOT_TOO_EARLY"
    assert decide_command(PLATFORM_GAME, match, 0, shake(3), judged_at).events  # heard: shaking again is fine


def test_reaction_times_are_drawn_from_the_seeded_rng_and_other_seats_do_not_redraw_them() -> None:
    """An audit holding the seed re-derives every bound; another seat acting does not move it."""
    match = created([bot("greedy"), HUMAN], SEED)
    again = created([bot("greedy"), HUMAN], SEED)
    earliest = worker_not_before_ms(PLATFORM_GAME, match, 0)
    assert worker_not_before_ms(PLATFORM_GAME, again, 0) == earliest
    after_person = decide_command(PLATFORM_GAME, match, 1, grab(7), START_MS + 10).after
    assert worker_not_before_ms(PLATFORM_GAME, after_person, 0) == earliest
    other_seed = created([bot("greedy"), HUMAN], b"another-seed".ljust(32, b"."))
    draws = {
        worker_not_before_ms(PLATFORM_GAME, created([bot("greedy"), HUMAN], bytes([n]) * 32), 0) for n in range(12)
    }
    assert len(draws) > 6, draws  # a distribution, not a constant
    assert worker_not_before_ms(PLATFORM_GAME, other_seed, 0) in range(START_MS + 900, START_MS + 2101)


def test_reaction_time_triangle_between_the_configured_bounds() -> None:
    rng = Rng(SEED, "triangle")
    draws = [pace.reaction_ms((600, 1800), rng.derive(str(n))) for n in range(4000)]
    assert min(draws) >= 600 and max(draws) <= 1800
    mean = sum(draws) / len(draws)
    assert 1170 < mean < 1230  # the middle, 1200
    middle = sum(900 <= d <= 1500 for d in draws) / len(draws)
    assert 0.72 < middle < 0.78  # a triangle puts 75 % in the middle half (uniform: 50 %)


def test_reaction_times_are_configurable_per_level() -> None:
    options = pb.ZappZerappOptions(search_reaction=pb.ZappZerappReaction(min_ms=3000, max_ms=3000))
    match = created([bot("search"), bot("random"), HUMAN], SEED, options)
    assert worker_not_before_ms(PLATFORM_GAME, match, 0) == START_MS + 3000
    low, high = pace.DEFAULT_REACTIONS["random"]
    assert START_MS + low <= worker_not_before_ms(PLATFORM_GAME, match, 1) <= START_MS + high
    for bad in ((100, 900), (1500, 1000), (1000, 20_000), (0, 900)):
        wrong = pb.ZappZerappOptions(greedy_reaction=pb.ZappZerappReaction(min_ms=bad[0], max_ms=bad[1]))
        with pytest.raises(InvalidCommand, match="greedy_reaction"):
            GAME.validate_options(wrong, 2)


def test_default_options_are_published_with_the_board() -> None:
    board = GAME.static_data()
    assert isinstance(board, pb.ZappZerappBoard)
    defaults = board.default_options
    assert defaults.can_phase_seconds == 20 and not defaults.carry_variant
    assert (defaults.search_reaction.min_ms, defaults.search_reaction.max_ms) == (600, 1800)
    assert (defaults.greedy_reaction.min_ms, defaults.greedy_reaction.max_ms) == (900, 2100)
    assert (defaults.random_reaction.min_ms, defaults.random_reaction.max_ms) == (1200, 2400)
    GAME.validate_options(defaults, 4)  # spelled out, they are accepted and mean the same


def test_moves_are_not_paced() -> None:
    """The move phase is turn-based: a bot mover is never held back."""
    match = created([bot("random"), HUMAN], SEED)
    rng = Rng(SEED, "moves")
    match, _, now = play_can_phase(match, {0: "random"}, Person(1, 1500, rng.derive("p")), START_MS, rng)
    while match.require_state().phase == pb.ZAPP_ZERAPP_PHASE_CANS:  # nobody qualified: play another round
        match, _, now = play_can_phase(match, {0: "random"}, Person(1, 1500, rng.derive("p")), now, rng)
    assert match.require_state().phase == pb.ZAPP_ZERAPP_PHASE_MOVES
    assert worker_not_before_ms(PLATFORM_GAME, match, 0) == 0


def _check_pace(log: RoundLog, levels: dict[int, str]) -> int:
    """Every bot command of the round, checked against the rule itself (not the platform's own
    computation): after the phase opened or its previous command, at least its level's shortest
    reaction, plus the sample's length after a shake. Returns the commands checked."""
    previous: dict[int, tuple[str, int]] = {}
    for seat, kind, at_ms, earliest in log.bot_actions:
        last_kind, last_ms = previous.get(seat, ("", log.opened_ms))
        listen = WINDOW_MS if last_kind == "shake" else 0
        assert at_ms >= last_ms + listen + pace.DEFAULT_REACTIONS[levels[seat]][0], (seat, kind, at_ms, last_ms)
        assert at_ms >= earliest
        previous[seat] = (kind, at_ms)
    return len(log.bot_actions)


def test_no_bot_action_in_a_can_phase_earlier_than_its_sample_allows() -> None:
    """Three bots and a person who does nothing (each phase ends at its deadline), 5 rounds."""
    levels = {1: "random", 2: "random", 3: "search"}
    match = created([HUMAN, *(bot(level) for level in levels.values())], SEED)
    rng = Rng(SEED, "pace-table")
    now, checked, after_shake = START_MS, 0, 0
    for number in range(5):
        match, log, now = play_can_phase(match, levels, None, now, rng.derive(f"cans:{number}"))
        checked += _check_pace(log, levels)
        after_shake += sum(1 for _, kind, _, _ in log.bot_actions if kind == "shake")
        match, now = finish_moves(match, rng.derive(f"moves:{number}"), now)
        if match.platform.finished:
            break
    assert checked >= 20 and after_shake >= 3  # random bots shake, so the listening rule is exercised


def test_a_human_with_a_1_5_s_reaction_still_gets_cans_in_a_table_of_search_bots() -> None:
    """Measured over 10 rounds (virtual time; see zapp_pacing.py for why it stands for real
    workers): the person commits a can in every round, before the 20 s deadline, and most of
    their grabs land (measured: 10 of 12 with this seed)."""
    levels = {1: "search", 2: "search", 3: "search"}
    match = created([HUMAN, bot("search"), bot("search"), bot("search")], SEED)
    rng = Rng(SEED, "person-among-search-bots")
    person = Person(0, 1500, rng.derive("person"))
    now, played, committed = START_MS, 0, 0
    for number in range(10):
        match, log, now = play_can_phase(match, levels, person, now, rng.derive(f"cans:{number}"))
        played += 1
        _check_pace(log, levels)
        if log.person_committed_ms is not None:
            committed += 1
            assert log.person_committed_ms - log.opened_ms < 20_000
        match, now = finish_moves(match, rng.derive(f"moves:{number}"), now)
        if match.platform.finished:
            break
    assert played >= 5
    assert committed == played
    assert person.grabs_won >= 0.6 * person.grabs_tried and person.grabs_won >= played


def test_a_table_of_bots_alone_plays_at_machine_speed() -> None:
    """D26: pacing is for the people at the table; with no person (bot-only matches, benchmarks on
    the platform) every bot may act at once."""
    match = created([bot("search"), bot("random"), bot("greedy")], SEED)
    for seat in range(3):
        assert worker_not_before_ms(PLATFORM_GAME, match, seat) == 0
    decide_command(PLATFORM_GAME, match, 0, grab(0), START_MS)
