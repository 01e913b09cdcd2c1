"""Keeping FINISHED_FEED short: entries every projection has acknowledged are trimmed, so the
feed's memory in Redis follows the matches not yet projected, not every match ever archived.

An entry may go once every consumer group on the feed has moved past it (delivered, and not
pending). Every group counts, not only the registered projections' — a group left by a removed
projection holds the trim back until an operator deletes it (XGROUP DESTROY), never loses a
registered one's entry. Nothing is trimmed until every registered projection has its group: a
group created later starts from the feed's first entry (and `rebuild` covers what was trimmed
before it existed).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from redis.exceptions import ResponseError

from services.archive.records import FINISHED_FEED
from services.projections.consumer import RedisClient


def _stream_id(value: Any) -> tuple[int, int]:
    text = value.decode() if isinstance(value, bytes) else str(value)
    milliseconds, _, sequence = text.partition("-")
    return int(milliseconds), int(sequence or 0)


async def trim_feed(redis: RedisClient, required_groups: Iterable[str]) -> int:
    """Trim what every group is done with; answers how many entries went."""
    try:
        groups: list[dict[Any, Any]] = await redis.xinfo_groups(FINISHED_FEED)
    except ResponseError:
        return 0  # no feed yet
    names = {_text(group["name"]) for group in groups}
    if not set(required_groups) <= names:
        return 0
    keep: tuple[int, int] | None = None
    for group in groups:
        # Everything after the last delivered entry is still needed, and so is every pending one.
        needed = _stream_id(group["last-delivered-id"])
        if int(group.get("pending", 0)) > 0:
            summary: Any = await redis.xpending(FINISHED_FEED, _text(group["name"]))
            needed = min(needed, _stream_id(summary["min"]))
        keep = needed if keep is None else min(keep, needed)
    if keep is None or keep == (0, 0):
        return 0
    # MINID keeps `keep` itself: at most one entry already done stays behind.
    trimmed: int = await redis.xtrim(FINISHED_FEED, minid=f"{keep[0]}-{keep[1]}", approximate=False)
    return trimmed


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)
