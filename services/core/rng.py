"""Deterministic randomness derived from a match's secret seed.

Every chance element of a game (a shuffle, a die, a rattle sample) is drawn from an `Rng` and then
written into the events, so that `evolve` never draws and a replay is exact. An `Rng` is a pure
function of (seed, label): anyone who learns the seed when the match ends can re-derive every
draw, in any language, from the description in docs/randomness.md:

    key    = HMAC-SHA256(seed, label)
    block  = HMAC-SHA256(key, counter as 8-byte big-endian), counter = 0, 1, 2, ...
    u64    = the next 8 bytes of the block stream, big-endian
    below(n): u64 values >= 2**64 - (2**64 mod n) are rejected, else u64 mod n
    shuffle: Fisher-Yates from the last index down: swap i with below(i + 1)

Python's `random` module is not used because its algorithms may change between versions and are
not specified for other languages.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_U64 = 1 << 64


class Rng:
    """A stream of uniform random numbers for one labelled purpose within one match."""

    __slots__ = ("_buffer", "_counter", "_key", "_seed", "label")

    def __init__(self, seed: bytes, label: str) -> None:
        self._seed = seed
        self.label = label
        #: Derived on the first draw: every command gets an Rng, most never draw from it.
        self._key = b""
        self._counter = 0
        self._buffer = b""

    def derive(self, label: str) -> Rng:
        """An independent stream for another purpose, keyed by the same seed.

        Games use it when a draw must depend on named inputs only (for example a rattle sample
        keyed by round, position and shake count) rather than on the stream position.
        """
        return Rng(self._seed, label)

    def _u64(self) -> int:
        if len(self._buffer) < 8:
            if not self._counter:
                self._key = hmac.new(self._seed, self.label.encode(), hashlib.sha256).digest()
            block = hmac.new(self._key, self._counter.to_bytes(8, "big"), hashlib.sha256).digest()
            self._counter += 1
            self._buffer += block
        value = int.from_bytes(self._buffer[:8], "big")
        self._buffer = self._buffer[8:]
        return value

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _U64 - (_U64 % n)
        while True:
            value = self._u64()
            if value < limit:
                return value % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both included."""
        return low + self.below(high - low + 1)

    def random(self) -> float:
        """A uniform float in [0, 1) with 53 random bits."""
        return (self._u64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        """A uniformly chosen element."""
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A uniformly shuffled copy (Fisher-Yates)."""
        result = list(items)
        for i in range(len(result) - 1, 0, -1):
            j = self.below(i + 1)
            result[i], result[j] = result[j], result[i]
        return result


def decide_rng(seed: bytes, version: int) -> Rng:
    """The stream `decide` gets for a command applied to a match at `version`."""
    return Rng(seed, f"decide:{version}")


def setup_rng(seed: bytes) -> Rng:
    """The stream a game's setup draws from."""
    return Rng(seed, "setup")


def commitment(seed: bytes) -> str:
    """The public commitment to a seed: its SHA-256, in hex."""
    return hashlib.sha256(seed).hexdigest()
