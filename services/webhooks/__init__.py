"""Webhooks: signed HTTP deliveries of platform and player events to endpoints that operators
(`ludus webhooks`) and players (ludus.v1.Players) register. See docs/api.md ("Webhooks") and
docs/operations.md ("Webhooks")."""
