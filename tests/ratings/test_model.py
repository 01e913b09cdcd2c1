"""The rating math against numbers computed here, independently, from the Plackett-Luce update's
formulas (Weng & Lin 2011, algorithm 4, with OpenSkill's defaults: tau added to sigma first,
gamma = sigma/c, kappa as sigma's floor; ties through A_q, the number of seats sharing a rank) —
not by calling openskill the way services/ratings/model.py does. openskill 6.2 also has a step
meant to give tied seats the mean of their mu changes, which has no effect (it compares each
result with itself); these tests pin that behaviour, so an upgrade that changes the numbers
fails here before it changes anyone's rating."""

from __future__ import annotations

import math

import pytest

from services.ratings.model import DEFAULT, Contestant, Rating, update

MU, SIGMA = 25.0, 25.0 / 3.0
BETA, KAPPA, TAU = 25.0 / 6.0, 0.0001, 25.0 / 300.0


def expected(before: list[Rating], ranks: list[int]) -> list[Rating]:
    """The Plackett-Luce update of one free-for-all, seat by seat, from the formulas."""
    sigma = [math.sqrt(r.sigma**2 + TAU**2) for r in before]  # dynamics: tau widens sigma first
    mu = [r.mu for r in before]
    n = len(before)
    c = math.sqrt(sum(s**2 + BETA**2 for s in sigma))
    strength = [math.exp(m / c) for m in mu]
    # C_q: the seats ranked at q's rank or below; A_q: the seats tied with q.
    sum_q = [sum(strength[s] for s in range(n) if ranks[s] >= ranks[q]) for q in range(n)]
    a = [sum(1 for s in range(n) if ranks[s] == ranks[q]) for q in range(n)]
    new_mu, new_sigma = [], []
    for i in range(n):
        omega = delta = 0.0
        for q in range(n):
            if ranks[q] <= ranks[i]:
                p = strength[i] / sum_q[q]
                omega += ((1.0 if q == i else 0.0) - p) / a[q]
                delta += p * (1 - p) / a[q]
        omega *= sigma[i] ** 2 / c
        delta *= sigma[i] ** 2 / c**2 * (sigma[i] / c)  # gamma = sigma_i / c
        new_mu.append(mu[i] + omega)
        new_sigma.append(sigma[i] * math.sqrt(max(1 - delta, KAPPA)))
    return [Rating(m, s) for m, s in zip(new_mu, new_sigma, strict=True)]


def check(before: list[Rating], ranks: list[int]) -> dict[str, Rating]:
    keys = [f"p{index}" for index in range(len(before))]
    got = update(
        [Contestant(key, rank) for key, rank in zip(keys, ranks, strict=True)],
        dict(zip(keys, before, strict=True)),
    )
    for key, want in zip(keys, expected(before, ranks), strict=True):
        assert got[key].mu == pytest.approx(want.mu, rel=1e-12, abs=1e-12), key
        assert got[key].sigma == pytest.approx(want.sigma, rel=1e-12, abs=1e-12), key
    return got


def test_two_new_players_winner_and_loser() -> None:
    got = check([DEFAULT, DEFAULT], [1, 2])
    # The symmetric case by hand: c^2 = 2 (sigma'^2 + beta^2), both strengths equal, so the winner's
    # omega is sigma'^2 / c * (1 - 1/2) and the loser's the opposite.
    sigma2 = SIGMA**2 + TAU**2
    c = math.sqrt(2 * (sigma2 + BETA**2))
    assert got["p0"].mu == pytest.approx(MU + sigma2 / c / 2, rel=1e-12)
    assert got["p1"].mu == pytest.approx(MU - sigma2 / c / 2, rel=1e-12)
    assert got["p0"].mu == pytest.approx(27.635389493140497, rel=1e-12)
    assert got["p0"].sigma == got["p1"].sigma < SIGMA


def test_two_players_tied_keep_their_mu_when_equal_and_converge_when_not() -> None:
    got = check([DEFAULT, DEFAULT], [1, 1])
    assert got["p0"].mu == pytest.approx(MU) and got["p1"].mu == pytest.approx(MU)
    uneven = check([Rating(30, 5), Rating(20, 7)], [1, 1])
    assert uneven["p0"].mu < 30 and uneven["p1"].mu > 20  # a draw pulls them together


def test_three_seats_with_a_tie_for_first() -> None:
    got = check([Rating(28, 6), Rating(24, 8), Rating(25, 4)], [1, 1, 3])
    assert got["p2"].mu < 25


def test_four_seats_with_a_tie_in_the_middle() -> None:
    got = check([Rating(25, 8.3), Rating(31, 3), Rating(19, 6), Rating(26, 2.5)], [2, 1, 3, 3])
    assert got["p1"].mu > 31


def test_five_seats_with_two_ties() -> None:
    check([Rating(25, 8.33), Rating(27, 5), Rating(22, 7), Rating(30, 2), Rating(18, 4)], [1, 2, 2, 4, 4])


def test_five_seats_all_distinct_ranks_the_upset_moves_most() -> None:
    got = check([Rating(20, 6), Rating(22, 6), Rating(25, 6), Rating(28, 6), Rating(30, 6)], [1, 2, 3, 4, 5])
    gains = [got[f"p{i}"].mu - m for i, m in enumerate([20, 22, 25, 28, 30])]
    assert gains[0] > 0 > gains[4]


def test_a_fixed_contestant_keeps_its_rating_and_the_order_of_contestants_does_not_matter() -> None:
    bot = Rating(10, 1)
    got = update([Contestant("human", 1), Contestant("bot", 2, fixed=True)], {"bot": bot})
    assert got["bot"] == bot
    swapped = update([Contestant("bot", 2, fixed=True), Contestant("human", 1)], {"bot": bot})
    assert swapped["human"] == got["human"]


def test_a_match_needs_two_distinct_contestants() -> None:
    with pytest.raises(ValueError):
        update([Contestant("a", 1)], {})
    with pytest.raises(ValueError):
        update([Contestant("a", 1), Contestant("a", 2)], {})
