"""The web client's sign-in on the web face (gateway/webface/session.py): the refresh token only in
an httpOnly, SameSite=Strict cookie, rotated on refresh, refused without the anti-forgery header or
from another site, and gone after sign-out."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from services.launcher import free_port
from tests.support.players_platform import players_platform
from tests.web.people import PASSWORD, unique_name

HEADERS = {"X-Ludus-Session": "1"}


@pytest.fixture(scope="module")
def face(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with players_platform(
        Path(tmp_path_factory.mktemp("session-cookie")), "session_cookie", games=["zapp_zerapp"], http_port=free_port()
    ) as running:
        assert running.http_address
        yield f"http://{running.http_address}"


def sign_up(client: httpx.Client, name: str) -> httpx.Response:
    return client.post("/session/SignUp", json={"name": name, "password": PASSWORD}, headers=HEADERS)


def test_sign_up_answers_the_access_token_and_keeps_the_refresh_token_in_an_httponly_cookie(face: str) -> None:
    with httpx.Client(base_url=face) as client:
        name = unique_name("cookie")
        reply = sign_up(client, name)
        assert reply.status_code == 200, reply.text
        body = reply.json()
        assert body["player"]["name"] == name and body["accessToken"]
        assert "refreshToken" not in body and "refresh" not in reply.text.lower().replace("ludus_refresh", "")
        cookie = reply.headers["set-cookie"]
        assert cookie.startswith("ludus_refresh=")
        attributes = {part.strip().split("=")[0].lower() for part in cookie.split(";")}
        assert {"httponly", "path", "max-age", "samesite"} <= attributes
        assert "SameSite=Strict" in cookie and "Path=/session/" in cookie
        assert reply.headers["cache-control"] == "no-store"
        # The access token works on the API as any player's does.
        who = client.post(
            "/ludus.v1.Players/WhoAmI", json={}, headers={"Authorization": f"Bearer {body['accessToken']}"}
        )
        assert who.status_code == 200 and who.json()["player"]["name"] == name


def test_refresh_rotates_the_cookie_and_a_spent_one_is_refused(face: str) -> None:
    with httpx.Client(base_url=face) as client:
        sign_up(client, unique_name("rotate"))
        first = client.cookies["ludus_refresh"]
        renewed = client.post("/session/Refresh", headers=HEADERS)
        assert renewed.status_code == 200, renewed.text
        assert renewed.json()["accessToken"] and client.cookies["ludus_refresh"] != first
        # The spent token, presented again (a thief's copy), is refused and ends the sign-in.
        with httpx.Client(base_url=face, cookies={"ludus_refresh": first}) as thief:
            stolen = thief.post("/session/Refresh", headers=HEADERS)
        assert stolen.status_code == 401 and stolen.json()["status"] == "UNAUTHENTICATED"
        assert client.post("/session/Refresh", headers=HEADERS).status_code == 401


def test_session_calls_without_the_header_or_from_another_site_are_refused(face: str) -> None:
    with httpx.Client(base_url=face) as client:
        name = unique_name("forge")
        refused = client.post("/session/SignUp", json={"name": name, "password": PASSWORD})
        assert refused.status_code == 403 and "X-Ludus-Session" in refused.json()["message"]
        assert "set-cookie" not in refused.headers
        sign_up(client, name)
        foreign = client.post("/session/Refresh", headers={**HEADERS, "Origin": "https://evil.example"})
        assert foreign.status_code == 403 and foreign.json()["status"] == "PERMISSION_DENIED"
        # No CORS grant on these routes: another site's script cannot even read an answer.
        assert "access-control-allow-origin" not in foreign.headers
        own = client.post("/session/Refresh", headers={**HEADERS, "Origin": face})
        assert own.status_code == 200, own.text


def test_sign_out_ends_the_sign_in_and_clears_the_cookie(face: str) -> None:
    with httpx.Client(base_url=face) as client:
        access = sign_up(client, unique_name("bye")).json()["accessToken"]
        cookie = client.cookies["ludus_refresh"]
        out = client.post("/session/SignOut", headers=HEADERS)
        assert out.status_code == 200
        assert 'ludus_refresh=""' in out.headers["set-cookie"] or "Max-Age=0" in out.headers["set-cookie"]
        # Both halves are dead: the old cookie refreshes nothing, the access token is refused.
        with httpx.Client(base_url=face, cookies={"ludus_refresh": cookie}) as again:
            assert again.post("/session/Refresh", headers=HEADERS).status_code == 401
        who = client.post("/ludus.v1.Players/WhoAmI", json={}, headers={"Authorization": f"Bearer {access}"})
        assert who.status_code == 401


def test_wrong_password_and_malformed_bodies_answer_clear_errors(face: str) -> None:
    with httpx.Client(base_url=face) as client:
        name = unique_name("wrong")
        sign_up(client, name)
        with httpx.Client(base_url=face) as other:
            wrong = other.post("/session/SignIn", json={"name": name, "password": "not it at all"}, headers=HEADERS)
            assert wrong.status_code == 401 and wrong.json()["status"] == "UNAUTHENTICATED"
            assert "set-cookie" not in wrong.headers
            json_headers = {**HEADERS, "Content-Type": "application/json"}
            bad = other.post("/session/SignIn", content=b"[1,2", headers=json_headers)
            assert bad.status_code == 400 and bad.json()["status"] == "INVALID_ARGUMENT"
            unknown = other.post("/session/SignIn", json={"nom": name}, headers=HEADERS)
            assert unknown.status_code == 400 and unknown.json()["status"] == "INVALID_ARGUMENT"
            none = other.post("/session/Refresh", headers=HEADERS)
            assert none.status_code == 401 and "not signed in" in none.json()["message"]


def test_resume_answers_an_empty_session_when_no_one_is_signed_in(face: str) -> None:
    # A page that just loaded asks; "nobody" is an ordinary answer, not an error a browser logs.
    with httpx.Client(base_url=face) as client:
        nobody = client.post("/session/Resume", headers=HEADERS)
        assert nobody.status_code == 200 and nobody.json() == {}
        name = unique_name("resume")
        sign_up(client, name)
        resumed = client.post("/session/Resume", headers=HEADERS)
        assert resumed.status_code == 200 and resumed.json()["player"]["name"] == name
        assert "refreshToken" not in resumed.json()
    with httpx.Client(base_url=face, cookies={"ludus_refresh": "not-a-token"}) as stale:
        dead = stale.post("/session/Resume", headers=HEADERS)
        assert dead.status_code == 200 and dead.json() == {}
        assert "Max-Age=0" in dead.headers["set-cookie"]  # the dead cookie is cleared


def test_options_say_which_ways_to_sign_in_the_platform_offers(face: str) -> None:
    with httpx.Client(base_url=face) as client:
        reply = client.post("/session/Options", headers=HEADERS)
        assert reply.status_code == 200, reply.text
        # This module's platform runs with the defaults: no guests, no OpenID Connect issuer.
        assert reply.json() == {"guests": False, "oidc": None}
        assert client.post("/session/Options").status_code == 403
