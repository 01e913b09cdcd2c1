"""The chat's Redis keys: beside the match's, with the same hash tag, so a match's chat lives on
its Redis Cluster node (and one script may touch the chat and the match's meta together).

    ludus:{m}:chat              stream: one entry per message (and per change of the chat's state)
    ludus:{m}:chat:settings     hash: spectator_chat ("off" when the creator turned it off), closed
    ludus:{m}:chat:mutes        hash: "<muter> <muted>" (authors as in ChatMessage.author) -> when the
                                mute held, as stream id intervals (services/chat/store.py)
    ludus:{m}:chat:ids          hash: "<author> <message id>" -> the message's cursor (retries)
    ludus:{m}:chat:fence        counter written only to fence WAIT when a retry is answered
    ludus:{m}:chat:rate:<who>   counter of an author's messages in the current rate window
"""

from __future__ import annotations


def chat_key(match_id: str) -> str:
    return f"ludus:{{{match_id}}}:chat"


def settings_key(match_id: str) -> str:
    return f"ludus:{{{match_id}}}:chat:settings"


def mutes_key(match_id: str) -> str:
    return f"ludus:{{{match_id}}}:chat:mutes"


def ids_key(match_id: str) -> str:
    return f"ludus:{{{match_id}}}:chat:ids"


def fence_key(match_id: str) -> str:
    return f"ludus:{{{match_id}}}:chat:fence"


def rate_key(match_id: str, author: str) -> str:
    return f"ludus:{{{match_id}}}:chat:rate:{author}"


def chat_keys(match_id: str) -> list[str]:
    """The keys the archive's mover deletes with the match's own (rate counters expire alone)."""
    return [chat_key(match_id), settings_key(match_id), mutes_key(match_id), ids_key(match_id), fence_key(match_id)]


__all__ = ["chat_key", "chat_keys", "fence_key", "ids_key", "mutes_key", "rate_key", "settings_key"]
