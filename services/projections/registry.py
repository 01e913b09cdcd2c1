"""Every projection by name: what `ludus projections rebuild NAME` and the workers' consumers know."""

from __future__ import annotations

from services.projections.directory import MatchDirectory, PlayerHistory
from services.projections.framework import Projection
from services.ratings.projection import RatingsProjection

PROJECTIONS: dict[str, Projection] = {p.name: p for p in (MatchDirectory(), PlayerHistory(), RatingsProjection())}
