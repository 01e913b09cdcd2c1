"""Ludus back end: the generic platform core, the games and the workers."""
