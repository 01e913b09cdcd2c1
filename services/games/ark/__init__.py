"""Ark (Arche Opti Mix): data, rules and wiring."""
