"""Rematch proposals in Redis: "play again" with the same seats, once every human has accepted.

    ludus:{mm}:rematch:<finished match>   hash: the proposal (below), kept a while past its end

Fields: `game`, `holders` (JSON seat -> player id of every human seat), `bots` (JSON seat -> bot
level), `proposer` (the proposer's name), `expires_ms`, `state` (proposed | creating | ready |
declined), `match` (the new match, once ready), `by` (who declined), and one `accepted:<seat>`
per human seat that accepted. Every answer is one Lua script, so two players accepting at the
same moment make one match: the acceptance that completes the table turns the state to
`creating` and is the only one that creates it.

A proposal lapses at `expires_ms` (LUDUS_REMATCH_SECONDS after it was made); its record is kept
as long again, so that a late answer hears REMATCH_EXPIRED rather than nothing, and a new
proposal may then be made.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from services.matchmaking.queue import PREFIX

PROPOSED = "proposed"
CREATING = "creating"
READY = "ready"
DECLINED = "declined"


def rematch_key(match_id: str) -> str:
    return f"{PREFIX}rematch:{match_id}"


@dataclass(frozen=True)
class Proposal:
    rematch_of: str
    game: str
    #: Seat -> player id, for every human seat.
    holders: Mapping[int, str]
    #: Seat -> bot level, for every bot seat (kept as it was).
    bots: Mapping[int, str]
    proposer: str
    expires_ms: int
    state: str
    accepted: frozenset[int]
    match_id: str = ""
    declined_by: str = ""

    @property
    def awaiting(self) -> list[int]:
        return sorted(seat for seat in self.holders if seat not in self.accepted)

    def expired(self, now_ms: int) -> bool:
        return self.state == PROPOSED and now_ms >= self.expires_ms


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _proposal(match_id: str, raw: Mapping[Any, Any]) -> Proposal | None:
    if not raw:
        return None
    found = {_text(key): _text(value) for key, value in raw.items()}
    return Proposal(
        rematch_of=match_id,
        game=found["game"],
        holders={int(seat): player for seat, player in json.loads(found["holders"]).items()},
        bots={int(seat): level for seat, level in json.loads(found["bots"]).items()},
        proposer=found["proposer"],
        expires_ms=int(found["expires_ms"]),
        state=found["state"],
        accepted=frozenset(int(key.partition(":")[2]) for key in found if key.startswith("accepted:")),
        match_id=found.get("match", ""),
        declined_by=found.get("by", ""),
    )


# KEYS: the proposal. ARGV: now, game, holders, bots, proposer, expires, keep_ms, proposer's seat.
# 1 made; 0 a live one exists.
_PROPOSE = """
local state = redis.call('HGET', KEYS[1], 'state')
if state and state ~= 'declined' then
  if not (state == 'proposed' and tonumber(ARGV[1]) >= tonumber(redis.call('HGET', KEYS[1], 'expires_ms'))) then
    return 0
  end
end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'game', ARGV[2], 'holders', ARGV[3], 'bots', ARGV[4], 'proposer', ARGV[5],
  'expires_ms', ARGV[6], 'state', 'proposed', 'accepted:' .. ARGV[8], '1')
redis.call('PEXPIREAT', KEYS[1], tonumber(ARGV[6]) + tonumber(ARGV[7]))
return 1
"""

# KEYS: the proposal. ARGV: now, seat, accept ("1") or decline ("0"), the answerer's name, humans.
# Returns the outcome: none | expired | proposed | creating | ready | declined (the state it was
# already in) | waiting (accepted, others still to answer) | create (accepted last: create it) |
# refused (declined now).
_ANSWER = """
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return 'none' end
if state ~= 'proposed' then return state end
if tonumber(ARGV[1]) >= tonumber(redis.call('HGET', KEYS[1], 'expires_ms')) then return 'expired' end
if ARGV[3] == '0' then
  redis.call('HSET', KEYS[1], 'state', 'declined', 'by', ARGV[4])
  return 'refused'
end
redis.call('HSET', KEYS[1], 'accepted:' .. ARGV[2], '1')
local accepted = 0
for _, key in ipairs(redis.call('HKEYS', KEYS[1])) do
  if string.sub(key, 1, 9) == 'accepted:' then accepted = accepted + 1 end
end
if accepted >= tonumber(ARGV[5]) then
  redis.call('HSET', KEYS[1], 'state', 'creating')
  return 'create'
end
return 'waiting'
"""

# KEYS: the proposal. ARGV: the new match ("" if it could not be made), the seat whose
# acceptance is withdrawn then.
_SETTLE = """
if redis.call('HGET', KEYS[1], 'state') ~= 'creating' then return 0 end
if ARGV[1] == '' then
  redis.call('HSET', KEYS[1], 'state', 'proposed')
  redis.call('HDEL', KEYS[1], 'accepted:' .. ARGV[2])
else
  redis.call('HSET', KEYS[1], 'state', 'ready', 'match', ARGV[1])
end
return 1
"""


class RematchStore:
    def __init__(self, redis: Any) -> None:
        self.redis = redis
        self._propose = redis.register_script(_PROPOSE)
        self._answer = redis.register_script(_ANSWER)
        self._settle = redis.register_script(_SETTLE)

    async def propose(
        self,
        match_id: str,
        game: str,
        holders: Mapping[int, str],
        bots: Mapping[int, str],
        proposer: str,
        proposer_seat: int,
        now_ms: int,
        seconds: int,
    ) -> bool:
        """Record a proposal (the proposer has accepted); False if a live one exists already."""
        args = [
            now_ms,
            game,
            json.dumps({str(seat): player for seat, player in holders.items()}),
            json.dumps({str(seat): level for seat, level in bots.items()}),
            proposer,
            now_ms + seconds * 1000,
            seconds * 1000,
            proposer_seat,
        ]
        return int(await self._propose(keys=[rematch_key(match_id)], args=args)) == 1

    async def get(self, match_id: str) -> Proposal | None:
        return _proposal(match_id, await self.redis.hgetall(rematch_key(match_id)))

    async def answer(self, match_id: str, seat: int, accept: bool, name: str, humans: int, now_ms: int) -> str:
        args = [now_ms, seat, "1" if accept else "0", name, humans]
        return _text(await self._answer(keys=[rematch_key(match_id)], args=args))

    async def settle(self, match_id: str, new_match: str, seat: int) -> None:
        """The creating proposal's end: ready with `new_match`, or ("") back to proposed without
        `seat`'s acceptance (the creation failed: that player may accept again)."""
        await self._settle(keys=[rematch_key(match_id)], args=[new_match, seat])
