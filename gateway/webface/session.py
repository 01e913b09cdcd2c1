"""The web client's sign-in: the refresh token in an httpOnly cookie, the access token in memory.

A browser must never keep a refresh token where a script can read it (an injected script would
steal the sign-in for a month), and should not keep the short-lived access token in
localStorage either. So the web face trades the Players service's Session for two halves:

    POST /session/SignUp          {name, password}   \\
    POST /session/SignIn          {name, password}    > the session's access token and profile in
    POST /session/SignInAsGuest   {name}             /  the body, its refresh token as a cookie
    POST /session/Refresh         (the cookie)          a new access token; the cookie rotates
    POST /session/Resume          (the cookie)          the same, for a page just loaded: `{}`
                                                        (200) when no one is signed in
    POST /session/SignOut         (the cookie)          ends the sign-in; the cookie is cleared
    GET  /session/oidc/start, /callback                 the issuer's sign-in (oidc.py), setting
                                                        the same cookie

The cookie (`ludus_refresh`) is HttpOnly, SameSite=Strict, scoped to /session/ and Secure on
HTTPS. Cross-site request forgery is refused three ways: SameSite=Strict keeps the cookie off
other sites' requests; every call must carry the `X-Ludus-Session: 1` header, which a form
cannot send and which another origin's script may only send after a CORS preflight these routes
never grant; and a request whose Origin is not this face's own is refused.

Every answer and error is the gRPC face's own (the same Players calls, translated), so a wrong
password answers UNAUTHENTICATED as it does over gRPC.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import grpc
from aiohttp import web
from google.protobuf import json_format

from gateway.webface.errors import PARSE_ERROR_LIMIT, ApiError, body_text, invalid
from gateway.webface.oidc import OidcRoutes
from gateway.webface.oidc import options as oidc_options
from services.core.settings import current

if TYPE_CHECKING:
    from gateway.webface.face import WebFace

PREFIX = "/session/"
COOKIE = "ludus_refresh"
#: The header every session call carries (a simple form post cannot).
CSRF_HEADER = "X-Ludus-Session"
#: The Players calls that begin a sign-in, by route.
SIGN_INS = ("SignUp", "SignIn", "SignInAsGuest")
PLAYERS = "ludus.v1.Players"


class SessionRoutes:
    """The /session/ routes of a web face with a players' database."""

    def __init__(self, face: WebFace) -> None:
        self.face = face

    def add_to(self, app: web.Application) -> None:
        for name in SIGN_INS:
            app.router.add_post(PREFIX + name, self._sign_in_handler(name))
        app.router.add_post(PREFIX + "Refresh", self.refresh)
        app.router.add_post(PREFIX + "Resume", self.resume)
        app.router.add_post(PREFIX + "SignOut", self.sign_out)
        app.router.add_post(PREFIX + "Options", self.options)
        OidcRoutes(self).add_to(app)

    async def options(self, request: web.Request) -> web.StreamResponse:
        """The ways to sign in this platform offers, for the sign-in page to show only those:
        `{"guests": bool, "oidc": {"label", "start"} | null}`."""

        async def action() -> web.StreamResponse:
            return web.json_response({"guests": current().guests, "oidc": oidc_options()})

        return await self._guarded(request, action)

    def _sign_in_handler(self, name: str) -> Any:
        async def handle(request: web.Request) -> web.StreamResponse:
            return await self._guarded(request, lambda: self._sign_in(name, request))

        return handle

    async def refresh(self, request: web.Request) -> web.StreamResponse:
        return await self._guarded(request, lambda: self._refresh(request))

    async def resume(self, request: web.Request) -> web.StreamResponse:
        """Refresh for a page that has just loaded and does not know whether anyone is signed in:
        no sign-in is an ordinary answer (200, `{}`), not an error a browser would log."""

        async def action() -> web.StreamResponse:
            if not request.cookies.get(COOKIE):
                return web.json_response({})
            response = await self._refresh(request)
            if response.status == 401:
                quiet = web.json_response({})
                _clear_cookie(quiet)
                return quiet
            return response

        return await self._guarded(request, action)

    async def sign_out(self, request: web.Request) -> web.StreamResponse:
        return await self._guarded(request, lambda: self._sign_out(request))

    async def _guarded(self, request: web.Request, action: Any) -> web.StreamResponse:
        try:
            refusal = _forgery(request)
            if refusal:
                raise ApiError(grpc.StatusCode.PERMISSION_DENIED, refusal)
            response: web.StreamResponse = await action()
        except ApiError as error:
            response = error.response()
        response.headers["Cache-Control"] = "no-store"
        return response

    async def _call(
        self, method_name: str, fields: dict[str, Any], request: web.Request, authorization: str = ""
    ) -> Any:
        """One Players call, with the HTTP client's address (and an access token if given)."""
        method = self.face.registry.service(PLAYERS).methods_by_name[method_name]
        message = self.face.registry.new(method.input_type)
        try:
            json_format.ParseDict(fields, message)
        except json_format.ParseError as error:
            raise invalid(f"bad {method.input_type.name}: {str(error)[:PARSE_ERROR_LIMIT]}") from None
        metadata = tuple(entry for entry in self.face._metadata(request) if entry[0] != "authorization")
        if authorization:
            metadata += (("authorization", f"Bearer {authorization}"),)
        try:
            return await self.face._unary(method, message, metadata)
        except grpc.aio.AioRpcError as error:
            raise ApiError.from_rpc(error) from None

    async def _sign_in(self, name: str, request: web.Request) -> web.StreamResponse:
        text = await body_text(request)
        try:
            fields = json.loads(text or "{}")
        except ValueError:
            raise invalid("the request body is not JSON") from None
        if not isinstance(fields, dict):
            raise invalid("the request body must be a JSON object")
        reply = await self._call(name, fields, request)
        return self._with_session(request, reply.session)

    async def _refresh(self, request: web.Request) -> web.StreamResponse:
        refresh_token = request.cookies.get(COOKIE, "")
        if not refresh_token:
            raise ApiError(grpc.StatusCode.UNAUTHENTICATED, "not signed in (no session cookie)")
        try:
            reply = await self._call("Refresh", {"refreshToken": refresh_token}, request)
        except ApiError as error:
            if error.code == grpc.StatusCode.UNAUTHENTICATED:
                # The sign-in ended (signed out elsewhere, expired, revoked): forget the cookie.
                response = error.response()
                _clear_cookie(response)
                return response
            raise
        return self._with_session(request, reply.session)

    async def _sign_out(self, request: web.Request) -> web.StreamResponse:
        refresh_token = request.cookies.get(COOKIE, "")
        if refresh_token:
            # SignOut ends the sign-in an access token belongs to; the cookie's refresh token gives a
            # fresh one even when the page's own has expired. A dead sign-in needs no ending.
            try:
                reply = await self._call("Refresh", {"refreshToken": refresh_token}, request)
                await self._call("SignOut", {}, request, authorization=reply.session.access_token)
            except ApiError as error:
                if error.code != grpc.StatusCode.UNAUTHENTICATED:
                    raise
        response = web.json_response({})
        _clear_cookie(response)
        return response

    def _with_session(self, request: web.Request, session: Any) -> web.StreamResponse:
        """The session's access token and player in the body; its refresh token in the cookie only."""
        body = json_format.MessageToDict(session)
        body.pop("refreshToken", None)
        response = web.json_response(body)
        response.set_cookie(
            COOKIE,
            session.refresh_token,
            max_age=current().refresh_token_seconds,
            path=PREFIX,
            httponly=True,
            samesite="Strict",
            secure=_is_https(request),
        )
        return response


def _clear_cookie(response: web.StreamResponse) -> None:
    response.del_cookie(COOKIE, path=PREFIX)


def _is_https(request: web.Request) -> bool:
    # Behind a TLS-terminating proxy the face sees http; the proxy's X-Forwarded-Proto says so.
    return request.secure or request.headers.get("X-Forwarded-Proto", "").lower() == "https"


def _forgery(request: web.Request) -> str:
    """Why a session call looks forged ('' when it does not)."""
    if request.headers.get(CSRF_HEADER) != "1":
        return f"session calls must carry the header {CSRF_HEADER}: 1"
    origin = request.headers.get("Origin", "")
    if origin and origin != "null":
        host = request.headers.get("X-Forwarded-Host") or request.host
        if urlsplit(origin).netloc.lower() != host.lower():
            return "session calls are only accepted from this site's own pages"
    elif origin == "null":
        return "session calls are only accepted from this site's own pages"
    return ""
