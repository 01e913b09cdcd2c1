"""The headless Chromium of tests/web, for the sixth game's browser test."""

from tests.web.conftest import browser

__all__ = ["browser"]
