"""Rattle samples: what a seat hears when it shakes a can (R12, R13; docs/rules/zapp_zerapp.md).

The generator is a small physical caricature, in integer arithmetic only, so that any language
can re-derive a sample bit for bit from the published seed:

* A shake lasts 1,000 ms and is made of 4 strokes of 250 ms.
* The shake's vigour v is drawn once, uniformly in 70..130 (percent). A vigorous shake sounds
  like more pieces; this shared factor is what makes neighbouring counts hard to tell apart.
* In every stroke each of the can's n pieces hits the wall with probability v * 45 / 10,000
  (0.315..0.585); every hit is one click. Expected clicks: 1.8 n.
* A click's time is its stroke's start plus a triangular jitter 0..248 ms; its loudness in
  thousandths is floor(v * (120 + 30 n) * (500 + u) / 100,000) with u uniform in 0..1000, so
  0.052..0.994, and the mean grows with n.
* The clicks are sorted by (time, loudness).

Draw order from the sample's rng (keyed by round, position, seat and shake counter): v; then for
each stroke 0..3 and each piece 1..n one `below(10000)`, and for a hit `below(125)` twice and
`below(1001)`. `Rng` (services/core/rng.py) specifies `below` exactly.

`likelihood` inverts the model exactly (summing over the 61 vigours), for bots that weigh their
own samples as evidence about which can is where (`determinize`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from services.core.rng import Rng

WINDOW_MS = 1000
STROKES = 4
STROKE_MS = WINDOW_MS // STROKES
JITTER_STEPS = 125  # two draws below(125): 0..248 ms, peaked in the middle of the stroke
VIGOUR_MIN, VIGOUR_MAX = 70, 130
HIT_PER_MYRIAD = 45  # per percent of vigour: 45 * 100 / 10,000 = 0.45 at normal vigour
LOUDNESS_BASE, LOUDNESS_PER_PIECE = 120, 30  # thousandths at normal vigour, mid spread
SPREAD_STEPS = 1001  # u in 0..1000: the factor (500 + u) / 1000 is 0.5..1.5
_SCALE = 100 * 1000  # vigour percent * spread thousandths

Click = tuple[int, int]  # (time in ms, loudness in thousandths)


def rattle_label(round_number: int, position: int, seat: int, shake: int) -> str:
    """The rng label of a sample: it depends on nothing but these and the match seed (R12)."""
    return f"rattle:{round_number}:{position}:{seat}:{shake}"


def _hit_threshold(vigour: int) -> int:
    return vigour * HIT_PER_MYRIAD


def _loudness_scale(vigour: int, pieces: int) -> int:
    return vigour * (LOUDNESS_BASE + LOUDNESS_PER_PIECE * pieces)


def generate(pieces: int, rng: Rng) -> tuple[Click, ...]:
    """A sample of a can with `pieces` metal pieces (its number), sorted by time."""
    vigour = rng.randint(VIGOUR_MIN, VIGOUR_MAX)
    threshold = _hit_threshold(vigour)
    scale = _loudness_scale(vigour, pieces)
    clicks: list[Click] = []
    for stroke in range(STROKES):
        for _ in range(pieces):
            if rng.below(10_000) < threshold:
                time_ms = stroke * STROKE_MS + rng.below(JITTER_STEPS) + rng.below(JITTER_STEPS)
                loudness = scale * (500 + rng.below(SPREAD_STEPS)) // _SCALE
                clicks.append((time_ms, loudness))
    return tuple(sorted(clicks))


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _loudness_count(loudness: int, scale: int) -> int:
    """How many u in 0..1000 give exactly `loudness` at this scale."""
    low = _ceil_div(loudness * _SCALE, scale) - 500
    high = _ceil_div((loudness + 1) * _SCALE, scale) - 500 - 1
    return max(0, min(high, SPREAD_STEPS - 1) - max(low, 0) + 1)


def _log_binomial(k: int, n: int, p: float) -> float:
    return math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1) + k * math.log(p) + (n - k) * math.log1p(-p)


def log_likelihood(clicks: Sequence[Click], pieces: int) -> float:
    """log P(sample | the can holds `pieces` pieces), exact for the model above (-inf if the
    sample is impossible). Click times only matter through their stroke (time // 250): given
    the strokes' counts, the times do not depend on the number of pieces."""
    per_stroke = [0] * STROKES
    for time_ms, _ in clicks:
        per_stroke[min(time_ms // STROKE_MS, STROKES - 1)] += 1
    if max(per_stroke) > pieces:
        return -math.inf
    terms: list[float] = []
    for vigour in range(VIGOUR_MIN, VIGOUR_MAX + 1):
        p = _hit_threshold(vigour) / 10_000
        scale = _loudness_scale(vigour, pieces)
        total = sum(_log_binomial(k, pieces, p) for k in per_stroke)
        for _, loudness in clicks:
            count = _loudness_count(loudness, scale)
            if count == 0:
                break
            total += math.log(count / SPREAD_STEPS)
        else:
            terms.append(total)
    if not terms:
        return -math.inf
    peak = max(terms)
    vigours = VIGOUR_MAX - VIGOUR_MIN + 1
    return peak + math.log(sum(math.exp(t - peak) for t in terms) / vigours)


def likelihoods(samples: Sequence[Sequence[Click]], cans: int) -> list[float]:
    """Relative likelihood of each can number 1..cans given several samples of one can (each
    sample independent given the number), normalised to a maximum of 1; index 0 is can 1."""
    logs = [sum(log_likelihood(sample, n) for sample in samples) for n in range(1, cans + 1)]
    peak = max(logs)
    if peak == -math.inf:  # cannot happen for real samples; fall back to no evidence
        return [1.0] * cans
    return [math.exp(value - peak) for value in logs]
