"""Zapp Zerapp (Heinz Meister, Klaus Zoch; Zoch 2000): listen to cans, move apprentices home.

Rules reference: shared rules R1..R32; our decisions: docs/rules/zapp_zerapp.md.
"""
