"""The players' tables (SQLAlchemy Core), as the latest migration leaves them.

The migrations under migrations/versions are the schema's history and what builds a database;
these definitions are what the code queries, and tests/players/test_migrations.py checks the two
agree (a database migrated from empty has exactly these tables and columns).
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Identity,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    PrimaryKeyConstraint,
    Table,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy.dialects.postgresql import UUID

metadata = MetaData()

MEMBER = "member"
GUEST = "guest"
OIDC = "oidc"

#: One row per player, kept as a tombstone after deletion (name and credentials erased) so that
#: the seats a deleted player held still name a row: "deleted player".
players = Table(
    "players",
    metadata,
    Column("id", UUID(as_uuid=True), primary_key=True),
    # As the player wrote it; NULL once deleted.
    Column("name", Text, nullable=True),
    # casefold(name): names are unique regardless of case; NULL once deleted.
    Column("name_key", Text, nullable=True, unique=True),
    Column("kind", Text, nullable=False),
    Column("banned", Boolean, nullable=False, server_default="false"),
    # Bumped by a ban, a deletion or a password change: every access token names the generation it
    # was minted at, so one bump refuses them all at once.
    Column("generation", Integer, nullable=False, server_default="0"),
    Column("created_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
    Column("deleted_at", DateTime(timezone=True), nullable=True),
    # Shown instead of the name where set (revision 7); NULL: the name. Erased on deletion.
    Column("display_name", Text, nullable=True),
)

credentials = Table(
    "credentials",
    metadata,
    Column("player_id", UUID(as_uuid=True), ForeignKey("players.id", ondelete="CASCADE"), primary_key=True),
    Column("password_hash", Text, nullable=False),
    Column("changed_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
)

#: A sign-in: one refresh-token family. Only the newest refresh token of a family is valid (its
#: SHA-256 is kept, never the token); presenting an older one revokes the family.
sessions = Table(
    "sessions",
    metadata,
    Column("id", UUID(as_uuid=True), primary_key=True),
    Column("player_id", UUID(as_uuid=True), ForeignKey("players.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("refresh_hash", LargeBinary, nullable=False),
    Column("rotations", Integer, nullable=False, server_default="0"),
    Column("created_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
    Column("expires_at", DateTime(timezone=True), nullable=False),
    Column("revoked_at", DateTime(timezone=True), nullable=True),
    Column("revoked_reason", Text, nullable=True),
)

#: An external (OpenID Connect) identity: the issuer's `sub`, mapped to a Ludus player.
oidc_identities = Table(
    "oidc_identities",
    metadata,
    Column("issuer", Text, nullable=False),
    Column("subject", Text, nullable=False),
    Column("player_id", UUID(as_uuid=True), ForeignKey("players.id", ondelete="CASCADE"), nullable=False),
    PrimaryKeyConstraint("issuer", "subject"),
)

#: Which player holds which seat (revision 2). A player holds at most one seat of a match.
seats = Table(
    "seats",
    metadata,
    Column("match_id", Text, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("player_id", UUID(as_uuid=True), ForeignKey("players.id"), nullable=False, index=True),
    Column("claimed_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
    # Set once the gateway has seen the match finished (revision 4): it no longer counts as open.
    Column("finished", Boolean, nullable=False, server_default="false"),
    PrimaryKeyConstraint("match_id", "seat"),
    UniqueConstraint("match_id", "player_id", name="seats_one_per_player"),
)

#: Failed sign-ins per key (`name:<name_key>` or `address:<ip>`), for the backoff (revision 2).
signin_failures = Table(
    "signin_failures",
    metadata,
    Column("key", Text, primary_key=True),
    Column("failures", Integer, nullable=False),
    Column("locked_until", DateTime(timezone=True), nullable=True),
)

#: One row per match a player created (revision 3), for the creations-per-hour quota. Rows older
#: than an hour count for nothing; deleting them is housekeeping, not correctness.
match_creations = Table(
    "match_creations",
    metadata,
    Column("id", BigInteger, Identity(), primary_key=True),
    Column("player_id", UUID(as_uuid=True), ForeignKey("players.id", ondelete="CASCADE"), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
    # The match it made (revision 4); NULL while the creation is in flight.
    Column("match_id", Text, nullable=True),
    # "create", or "join" for a JoinMatch in flight (revision 7): it counts as an open match
    # until its seat is recorded, and never toward the creations per hour.
    Column("purpose", Text, nullable=False, server_default="create"),
    Index("match_creations_by_player", "player_id", "created_at"),
)

#: Matches a signed-in player created that need more than the seats table to guard (revision 7):
#: private ones, and those with seats reserved for invited players. The creator reaches a private
#: match even without a seat in it.
hosted_matches = Table(
    "hosted_matches",
    metadata,
    Column("match_id", Text, primary_key=True),
    Column("creator_id", UUID(as_uuid=True), ForeignKey("players.id"), nullable=False),
    Column("private", Boolean, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
)

#: Invitations (revision 7): a seat reserved for a player by name (player_id and seat set), or a
#: code whoever holds may join with (code_hash set: only its SHA-256 is kept, never the code).
invitations = Table(
    "invitations",
    metadata,
    Column("id", BigInteger, Identity(), primary_key=True),
    Column("match_id", Text, ForeignKey("hosted_matches.match_id", ondelete="CASCADE"), nullable=False, index=True),
    Column("player_id", UUID(as_uuid=True), ForeignKey("players.id", ondelete="CASCADE"), nullable=True, index=True),
    Column("seat", Integer, nullable=True),
    Column("code_hash", LargeBinary, nullable=True, unique=True),
    Column("created_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
    Column("revoked_at", DateTime(timezone=True), nullable=True),
)
