"""The seeded random stream (services/core/rng.py)."""

from __future__ import annotations

import hashlib
import hmac
from collections import Counter

from services.core.rng import Rng, commitment, decide_rng


def test_same_seed_and_label_give_the_same_stream() -> None:
    a, b = Rng(b"k" * 32, "x"), Rng(b"k" * 32, "x")
    assert [a.below(1000) for _ in range(50)] == [b.below(1000) for _ in range(50)]


def test_different_labels_give_independent_streams() -> None:
    a, b = Rng(b"k" * 32, "x"), Rng(b"k" * 32, "y")
    assert [a.below(1 << 30) for _ in range(10)] != [b.below(1 << 30) for _ in range(10)]


def test_stream_follows_the_documented_construction() -> None:
    seed, label = b"s" * 32, "decide:7"
    key = hmac.new(seed, label.encode(), hashlib.sha256).digest()
    block = hmac.new(key, (0).to_bytes(8, "big"), hashlib.sha256).digest()
    first = int.from_bytes(block[:8], "big")
    assert decide_rng(seed, 7).below(1 << 63) == first % (1 << 63)


def test_the_key_derived_on_the_first_draw_serves_every_block() -> None:
    seed, label = b"s" * 32, "decide:8"
    key = hmac.new(seed, label.encode(), hashlib.sha256).digest()
    blocks = b"".join(hmac.new(key, n.to_bytes(8, "big"), hashlib.sha256).digest() for n in range(3))
    expected = [int.from_bytes(blocks[i : i + 8], "big") for i in range(0, 96, 8)]
    rng = decide_rng(seed, 8)
    assert [rng.below(1 << 64) for _ in range(12)] == expected  # 12 values: three blocks


def test_below_is_uniform() -> None:
    rng = Rng(b"u" * 32, "uniform")
    counts = Counter(rng.below(6) for _ in range(60_000))
    assert set(counts) == set(range(6))
    assert all(abs(count - 10_000) < 500 for count in counts.values())


def test_shuffle_is_a_permutation_and_uniform_over_first_position() -> None:
    rng = Rng(b"p" * 32, "shuffle")
    firsts = Counter(rng.shuffled(range(4))[0] for _ in range(20_000))
    assert all(abs(count - 5000) < 400 for count in firsts.values())
    assert sorted(rng.shuffled(range(55))) == list(range(55))


def test_commitment_is_the_seeds_sha256() -> None:
    assert commitment(b"abc") == hashlib.sha256(b"abc").hexdigest()
