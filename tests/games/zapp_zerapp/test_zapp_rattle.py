"""Rattle samples (R12, R13, R16): deterministic, informative on average, noisy, playable, and
only ever seen by the shaker."""

from __future__ import annotations

import itertools
import statistics

from ludus.v1 import zapp_zerapp_pb2 as pb

from services.core.rng import Rng, decide_rng
from services.games.zapp_zerapp import rattle
from services.games.zapp_zerapp.wiring import GAME
from tests.games.zapp_zerapp.zapp_builders import (
    BLUE,
    RED,
    SEED,
    apply,
    grab,
    new_match,
    of_kind,
    shake,
    with_cans,
)

CANS = (7, 8, 1, 13, 2, 3, 4, 5, 6, 9, 10, 11, 12)
SAMPLES_PER_COUNT = 400


def holding(*positions: int):  # type: ignore[no-untyped-def]
    state, _ = new_match(2)
    state = with_cans(state, CANS)
    for position in positions:
        state, _ = apply(state, RED, grab(position))
    return state


def samples_of(pieces: int, count: int = SAMPLES_PER_COUNT) -> list[tuple[rattle.Click, ...]]:
    root = Rng(SEED, "statistics")
    return [rattle.generate(pieces, root.derive(f"{pieces}:{i}")) for i in range(count)]


def test_rattle_sample_is_deterministic() -> None:
    """R12: a sample depends only on the seed, round, position, seat and shake counter — not on
    the stream position (the rng decide is given), so a replay reproduces it exactly."""
    state = holding(0)
    first = GAME.decide(state, RED, shake(0), decide_rng(SEED, 17))
    again = GAME.decide(state, RED, shake(0), decide_rng(SEED, 4242))
    assert first == again
    sample = first[0].can_shaken.sample
    label = rattle.rattle_label(1, 0, RED, 0)
    expected = rattle.generate(7, Rng(SEED, label))
    assert [(c.time_ms, round(c.loudness * 1000)) for c in sample.clicks] == list(expected)
    other_seed = GAME.decide(state, RED, shake(0), decide_rng(b"x" * 32, 17))
    assert other_seed != first


def test_shake_counter_counts_the_seats_shakes_over_all_positions() -> None:
    """R12: the counter starts at 0 each round and counts accepted shakes over all positions;
    every shake gives a new sample."""
    state = holding(0, 1)
    counters, samples = [], []
    for position in (0, 1, 0, 0):
        state, events = apply(state, RED, shake(position))
        shaken = of_kind(events, "can_shaken")[0]
        counters.append(shaken.shake)
        samples.append(shaken.sample)
    assert counters == [0, 1, 2, 3]
    assert samples[0] != samples[2] != samples[3]
    assert state.seat_rounds[RED].shakes == 4
    assert GAME.view(state, None).seats[RED].shakes == 4
    state = GAME.fold(state, GAME.expire(state, state.deadline_key, Rng(SEED, "x")))
    assert state.round == 2 and state.seat_rounds[RED].shakes == 0


def test_rattle_sample_format() -> None:
    """R13: clicks in a 1,000 ms window, time 0..999 ms, loudness 0..1, sorted by time."""
    for pieces in range(1, 14):
        for clicks in samples_of(pieces, 50):
            times = [t for t, _ in clicks]
            assert times == sorted(times)
            assert all(0 <= t <= 999 for t in times)
            assert all(0 <= loud <= 1000 for _, loud in clicks)
    state = holding(3)
    state, events = apply(state, RED, shake(3))
    sample = of_kind(events, "can_shaken")[0].sample
    assert sample.clicks and all(0.0 <= c.loudness <= 1.0 for c in sample.clicks)
    assert [c.time_ms for c in sample.clicks] == sorted(c.time_ms for c in sample.clicks)


def test_rattle_means_grow_with_the_number_of_pieces() -> None:
    """Section 5.2: the expected number of clicks and the expected loudness both increase with n
    (measured over 400 samples per n)."""
    clicks, loudness = [], []
    for pieces in range(1, 14):
        batch = samples_of(pieces)
        clicks.append(statistics.mean(len(s) for s in batch))
        loudness.append(statistics.mean(loud for s in batch for _, loud in s))
    assert all(a < b for a, b in itertools.pairwise(clicks)), clicks
    assert all(a < b for a, b in itertools.pairwise(loudness)), loudness
    assert 1.5 < clicks[0] < 2.1 and 22.0 < clicks[-1] < 25.0  # 1.8 n expected


def test_rattle_neighbours_overlap() -> None:
    """Section 5.2: a single sample often cannot tell 7 from 8. A simple classifier (more than 13
    clicks means 8) and even the best one (the exact likelihood ratio) confuse them often; they
    do much better than chance on 3 against 11."""
    sevens, eights = samples_of(7), samples_of(8)

    def count_rule(sample: tuple[rattle.Click, ...]) -> int:
        return 8 if len(sample) > 13 else 7

    def best_rule(sample: tuple[rattle.Click, ...]) -> int:
        return 8 if rattle.log_likelihood(sample, 8) > rattle.log_likelihood(sample, 7) else 7

    for rule, low, high in ((count_rule, 0.30, 0.50), (best_rule, 0.25, 0.45)):
        wrong = sum(rule(s) != 7 for s in sevens) + sum(rule(s) != 8 for s in eights)
        rate = wrong / (len(sevens) + len(eights))
        print(f"7 vs 8 confusion with {rule.__name__}: {rate:.3f}")
        assert low < rate < high
    threes, elevens = samples_of(3, 200), samples_of(11, 200)
    wrong = sum(len(s) > 12 for s in threes) + sum(len(s) <= 12 for s in elevens)
    assert wrong / 400 < 0.05


def test_rattle_likelihood_is_consistent_with_the_generator() -> None:
    """The exact likelihood bots use: the true count is always possible, and on average the most
    likely count is close to the truth."""
    errors = []
    for pieces in (1, 4, 7, 10, 13):
        for sample in samples_of(pieces, 40):
            assert rattle.log_likelihood(sample, pieces) > float("-inf")
            weights = rattle.likelihoods([sample], 13)
            errors.append(abs(weights.index(max(weights)) + 1 - pieces))
    assert statistics.mean(errors) < 1.5
    # Impossible samples: more clicks in a stroke than pieces.
    assert rattle.log_likelihood(((10, 300), (20, 300)), 1) == float("-inf")


def test_rattle_sample_goes_to_the_shaker_alone() -> None:
    """R16: everyone sees who shook which position (and the counter); only the shaker gets the
    sample. Spectators get no sample either."""
    state = holding(2)
    state, events = apply(state, RED, shake(2))
    event = events[0]
    assert GAME.redact(event, RED) == event
    for seat in (BLUE, None):
        hidden = GAME.redact(event, seat)
        assert isinstance(hidden, pb.ZappZerappEvent)
        assert hidden.can_shaken.seat == RED and hidden.can_shaken.position == 2
        assert hidden.can_shaken.shake == 0
        assert not hidden.can_shaken.HasField("sample")
    assert event.can_shaken.HasField("sample")  # redact never mutates its input


def test_own_view_holds_own_samples_of_this_round_only() -> None:
    """A seat's view has its own samples of the current round (a bot can decide from them);
    nobody else's view has them."""
    state = holding(2)
    state, _ = apply(state, BLUE, grab(5))
    state, red_events = apply(state, RED, shake(2))
    state, _ = apply(state, BLUE, shake(5))
    red_view = GAME.view(state, RED)
    assert [(s.position, s.shake) for s in red_view.own_samples] == [(2, 0)]
    assert red_view.own_samples[0].sample == red_events[0].can_shaken.sample
    blue_view = GAME.view(state, BLUE)
    assert [(s.position, s.shake) for s in blue_view.own_samples] == [(5, 0)]
    assert list(GAME.view(state, None).own_samples) == []
    state = GAME.fold(state, GAME.expire(state, state.deadline_key, Rng(SEED, "x")))
    assert list(GAME.view(state, RED).own_samples) == []
