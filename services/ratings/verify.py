"""`ludus ratings verify FILES...`: ratings recomputed from exported match files (`ludus export`),
offline, with the server's own code path (rated.py, model.py) — no database, no network.

Each file is audited first (its hash chain and every batch re-derived, as `ludus audit --file`
does), so a log someone altered is refused rather than counted. The rated matches among the files
are applied in match order (finish time, then match id). The result equals the server's rating
when the files hold every rated match that led to it: a player's own rated matches, and those of
their opponents before each meeting (docs/players.md explains how to gather them).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ludus.backend.v1 import store_pb2

from services import games
from services.admin import EXPORT_FORMAT
from services.core.audit import audit
from services.core.events import from_envelope
from services.ratings.bots import parse_rated_bots
from services.ratings.model import Rating
from services.ratings.rated import Change, RatedMatch, rated_match, replay


class VerifyError(ValueError):
    """A file that cannot be counted: unreadable, of an unknown format, or failing its audit."""


@dataclass(frozen=True)
class Recomputed:
    game: str
    player: str
    rating: Rating
    matches: int
    #: The rated matches that moved it, in the order applied.
    match_ids: tuple[str, ...]


def read_rated(path: Path, bots: Mapping[str, Rating]) -> RatedMatch | None:
    """The file's match as ratings see it (None: not rated); VerifyError if it fails its audit."""
    try:
        exported = store_pb2.MatchExport.FromString(path.read_bytes())
    except (OSError, ValueError) as error:
        raise VerifyError(f"{path}: not a match file ({error})") from None
    if exported.format != EXPORT_FORMAT:
        raise VerifyError(f"{path}: unknown export format {exported.format}")
    if exported.game not in games.names():
        raise VerifyError(f"{path}: unknown game {exported.game!r}")
    events = [from_envelope(entry) for entry in exported.entries]
    report = audit(games.load(exported.game), events, exported.seed or None)
    if not report.ok:
        raise VerifyError(f"{path}: the audit fails at version {report.first_bad_version}: {report.reason}")
    return rated_match(exported.match_id, events, bots)


def recompute(paths: Sequence[Path], rated_bots: str = "") -> list[Recomputed]:
    """Every player's rating per game over the files, sorted by game then player id."""
    bots = {level: Rating(mu, sigma) for level, (mu, sigma) in parse_rated_bots(rated_bots).items()}
    matches = [found for path in paths if (found := read_rated(path, bots)) is not None]
    history: dict[tuple[str, str], list[Change]] = replay(matches, bots)
    order = {match.match_id: match.order for match in matches}
    by_player: dict[tuple[str, str], list[str]] = {}
    for match in sorted(matches, key=lambda m: order[m.match_id]):
        for player in match.players():
            by_player.setdefault((match.game, player), []).append(match.match_id)
    return [
        Recomputed(game, player, changes[-1].after, len(changes), tuple(dict.fromkeys(by_player[(game, player)])))
        for (game, player), changes in sorted(history.items())
    ]


def as_json(found: Sequence[Recomputed]) -> str:
    return json.dumps(
        [
            {
                "game": r.game,
                "player": r.player,
                "mu": r.rating.mu,
                "sigma": r.rating.sigma,
                "ordinal": r.rating.ordinal,
                "matches": r.matches,
                "match_ids": list(r.match_ids),
            }
            for r in found
        ],
        indent=2,
    )
