"""LUDUS_RATED_BOTS: the fixed ratings an operator may give bot levels, so that matches against
bots move the humans' ratings (off by default: bot seats are left out of ratings).

The text is a comma-separated list of `LEVEL=MU:SIGMA` entries; LEVEL is a bot level of every
game ("random") or one game's ("ark/greedy", which wins over the plain level). Example:
`random=10:1,ark/greedy=28:2`. A bot keeps its fixed rating whatever happens, so the same logs
and the same text always give the same ratings (`ludus ratings verify --rated-bots` takes the
same text). Kept free of the model's imports: the settings module parses it at startup.
"""

from __future__ import annotations

import math

#: Level -> (mu, sigma).
BotTable = dict[str, tuple[float, float]]


def parse_rated_bots(text: str) -> BotTable:
    """The table from its text ({} for none); ValueError saying what is expected."""
    table: BotTable = {}
    for entry in filter(None, (item.strip() for item in text.split(","))):
        level, equals, numbers = entry.partition("=")
        mu_text, colon, sigma_text = numbers.partition(":")
        try:
            mu, sigma = float(mu_text), float(sigma_text)
        except ValueError:
            mu = sigma = math.nan
        if not equals or not colon or not level.strip() or not math.isfinite(mu) or not (sigma > 0):
            raise ValueError(f"LEVEL=MU:SIGMA entries separated by commas (e.g. random=10:1), not {entry!r}")
        if level.strip() in table:
            raise ValueError(f"bot level {level.strip()!r} is given twice")
        table[level.strip()] = (mu, sigma)
    return table
