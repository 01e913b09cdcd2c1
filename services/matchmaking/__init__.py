"""Quick match and rematch (docs/players.md, docs/operations.md "Quick match").

- queue.py: the quick-match queues in Redis, changed only by Lua scripts so that joining,
  cancelling and being taken by a matchmaker are each atomic.
- pairing.py: who plays whom (by rating, a window widening with waiting time; oldest first).
- matchmaker.py: one pass over the queues (runs in the workers, `ludus.matchmake`).
- placement.py: creating a match whose seats the players already hold (quick match, rematch).
- rematch.py: "play again" proposals and their answers.
- notices.py: what these tell players on their feeds (Players.WatchPlayer).
- ratings.py: the rating a queued player is paired by.
"""
