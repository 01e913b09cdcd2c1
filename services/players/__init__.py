"""Players: accounts, sessions, external identities and the seats they own, in PostgreSQL.

The platform's relational store (docs/players.md). Hot match streams stay in Redis; this package
holds who the people are and which seats are theirs. The gateway serves it as `ludus.v1.Players`
(gateway/players.py) and verifies players' access tokens with it (gateway/auth.py); the `ludus db`
and `ludus players` commands use it directly. It lives beside services/core rather than in
gateway/ because the operators' commands, the launcher and (later) the workers' projections use
the same schema and code without a gateway.
"""
