"""The browser client's static files (HTML, CSS, JavaScript modules), served by the web face."""

from pathlib import Path

WEB_ROOT = Path(__file__).resolve().parent
