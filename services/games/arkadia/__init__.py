"""Arkadia (Die Baumeister von Arkadia): the pure game. See docs/rules/arkadia.md."""
