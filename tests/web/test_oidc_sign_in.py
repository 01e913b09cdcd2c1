"""Signing in from a browser through an OpenID Connect issuer (gateway/webface/oidc.py): the
authorization-code flow with PKCE against a real provider on loopback (tests/web/oidc_provider.py),
followed by hand with httpx, and once in Chromium."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from services.launcher import LocalPlatform, free_port
from tests.support.players_platform import players_platform
from tests.web.a11y import axe_violations, horizontal_overflow
from tests.web.oidc_provider import CLIENT_ID, CLIENT_SECRET, Provider, serving_provider
from tests.web.people import PEOPLE_ENV, chromium, console_errors

__all__ = ["chromium"]

SESSION_HEADERS = {"X-Ludus-Session": "1"}


@pytest.fixture(scope="module")
def provider() -> Iterator[Provider]:
    with serving_provider() as running:
        yield running


@pytest.fixture(scope="module")
def face(provider: Provider, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    env = {
        **PEOPLE_ENV,
        "LUDUS_OIDC_ISSUER": provider.issuer,
        "LUDUS_OIDC_AUDIENCE": "ludus-api",
        "LUDUS_OIDC_CLIENT_ID": CLIENT_ID,
        "LUDUS_OIDC_CLIENT_SECRET": CLIENT_SECRET,
        "LUDUS_OIDC_LABEL": "Test ID",
    }
    with players_platform(Path(tmp_path_factory.mktemp("oidc")), "oidc_sign_in", env=env, http_port=free_port()) as p:
        running: LocalPlatform = p
        yield f"http://{running.http_address}"


def start(client: httpx.Client, face: str, next_hash: str = "#/") -> httpx.Response:
    """/session/oidc/start, then the provider's /authorize: the provider's redirect to the callback."""
    begun = client.get(face + "/session/oidc/start", params={"next": next_hash})
    assert begun.status_code == 302, begun.text
    location = begun.headers["location"]
    query = parse_qs(urlsplit(location).query)
    assert query["response_type"] == ["code"] and query["client_id"] == [CLIENT_ID]
    assert query["code_challenge_method"] == ["S256"] and query["scope"] == ["openid profile"]
    assert query["redirect_uri"] == [face + "/session/oidc/callback"]
    assert "ludus_oidc" in begun.cookies
    approved = client.get(location)
    assert approved.status_code == 302
    return approved


def test_options_offer_the_issuer(face: str) -> None:
    answer = httpx.post(face + "/session/Options", headers=SESSION_HEADERS).json()
    assert answer["oidc"] == {"label": "Sign in with Test ID", "start": "/session/oidc/start"}


def test_the_flow_signs_in_the_provider_user(face: str, provider: Provider) -> None:
    with httpx.Client() as client:
        callback = start(client, face, "#/players/someone")
        done = client.get(callback.headers["location"])
        assert done.status_code == 302, done.text
        assert done.headers["location"] == "/#/players/someone"
        assert client.cookies.get("ludus_refresh")
        resumed = client.post(face + "/session/Resume", headers=SESSION_HEADERS).json()
        assert resumed["player"]["name"] == "oidcuser"
        assert resumed["accessToken"]
        # The same identity later is the same player.
        again = client.get(start(client, face).headers["location"])
        assert again.status_code == 302
        again_player = client.post(face + "/session/Resume", headers=SESSION_HEADERS).json()["player"]
        assert again_player == resumed["player"]


def refused(response: httpx.Response, words: str) -> None:
    assert response.status_code == 400, response.text
    assert "text/html" in response.headers["content-type"]
    assert words in response.text and "Traceback" not in response.text
    assert "ludus_refresh" not in response.headers.get("set-cookie", "")


def test_a_wrong_state_is_refused(face: str) -> None:
    with httpx.Client() as client:
        callback = urlsplit(start(client, face).headers["location"])
        code = parse_qs(callback.query)["code"][0]
        refused(client.get(face + "/session/oidc/callback", params={"code": code, "state": "x"}), "does not match")
    # No flow cookie at all.
    refused(httpx.get(face + "/session/oidc/callback", params={"code": code, "state": "x"}), "expired")


def test_a_replayed_code_is_refused(face: str) -> None:
    with httpx.Client() as client:
        location = start(client, face).headers["location"]
        flow = client.cookies.get("ludus_oidc")
        assert client.get(location).status_code == 302
        client.cookies.set("ludus_oidc", flow or "", path="/session/oidc/")
        client.cookies.delete("ludus_refresh")
        refused(client.get(location), "invalid_grant")


def test_a_wrong_verifier_is_refused(face: str, provider: Provider) -> None:
    with httpx.Client() as client:
        location = start(client, face).headers["location"]
        # Another flow's cookie (its own verifier) with this flow's code and state: the provider refuses.
        code = parse_qs(urlsplit(location).query)["code"][0]
        other = start(client, face).headers["location"]
        state = parse_qs(urlsplit(other).query)["state"][0]
        refused(client.get(face + "/session/oidc/callback", params={"code": code, "state": state}), "invalid_grant")


@pytest.mark.parametrize(("claim", "value", "words"), [("nonce", "other", "nonce"), ("aud", "someone", "audience")])
def test_a_wrong_id_token_is_refused(face: str, provider: Provider, claim: str, value: str, words: str) -> None:
    provider.overrides = {claim: value}
    try:
        with httpx.Client() as client:
            refused(client.get(start(client, face).headers["location"]), words)
    finally:
        provider.overrides = {}


def test_an_outside_next_is_ignored(face: str) -> None:
    with httpx.Client() as client:
        done = client.get(start(client, face, "https://evil.example").headers["location"])
        assert done.status_code == 302 and done.headers["location"] == "/#/"


def test_a_browser_signs_in(face: str, chromium: Any) -> None:
    context = chromium.new_context()
    try:
        page = context.new_page()
        page.goto(face + "/session/oidc/start?next=%23%2F")
        page.wait_for_url(face + "/#/")
        name = page.evaluate(
            """async () => {
                const session = await import('/web/js/session.js');
                for (let i = 0; i < 50 && !session.player(); i++) await new Promise(r => setTimeout(r, 100));
                return session.player() && session.player().name;
            }"""
        )
        assert name == "oidcuser"
    finally:
        context.close()


@pytest.mark.parametrize("width", [1280, 390])
def test_the_refusal_page_is_readable(face: str, chromium: Any, width: int) -> None:
    context = chromium.new_context(viewport={"width": width, "height": 800})
    try:
        page = context.new_page()
        errors = console_errors(page)
        page.goto(face + "/session/oidc/callback?code=x&state=y")
        assert "did not work" in page.inner_text("h1")
        assert page.get_by_role("link", name="Back to Ludus").is_visible()
        assert horizontal_overflow(page) == 0
        assert axe_violations(page) == []
        # The 400 itself is logged by Chromium as a failed resource; nothing else is.
        assert [error for error in errors if "400" not in error] == []
    finally:
        context.close()
