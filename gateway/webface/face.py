"""The gateway's web face: ludus.v1.Gateway over HTTP/JSON, a WebSocket for WatchMatch, the API's
OpenAPI description and the browser client, on one HTTP port.

Nothing here is written per method. The routes are generated from the `ludus.v1.Gateway` service
descriptor (fetched over the gateway's own reflection): one generic handler per kind of RPC.

    POST /ludus.v1.Gateway/<Method>     unary: the request message as JSON in, the response out
    POST /ludus.v1.Gateway/<Method>     server streaming: the responses as JSON lines (NDJSON)
    GET  /ludus.v1.Gateway/<Method>     server streaming over a WebSocket: send the request as
                                        the first text frame, receive one message per frame
    GET  /ludus.v1.Gateway/<Method>     bidirectional (Play) over a WebSocket: one request
                                        message per text frame each way (the first opens it)
    GET  /openapi.json                  the API described from the same descriptors
    GET  /replay/<match>                a finished public match's replay link (a redirect to the
                                        web client's replay; 404 for anything else)
    GET  /                              the web client (gateway/web)
    POST /session/<SignIn|SignUp|...>   the web client's sign-in, its refresh token in an
                                        httpOnly cookie (session.py)

The same routes serve `ludus.v1.Players` when the gateway has a players' database. A WebSocket
acting for a player puts `"@authorization": "Bearer <token>"` in its first frame (browsers cannot
set a WebSocket's headers).

Every call is translated to the gRPC gateway's own API on loopback, so tokens, errors and limits
are the gRPC face's by construction. Messages use protobuf's canonical JSON mapping
(`google.protobuf.json_format`); the games' messages inside `Any` are resolved through descriptors
fetched from each game service's reflection (see descriptors.py), never from imported game code.
Lists of commands (legal lists, thousands long in Arkadia) are converted a command at a time, each
once, and kept as JSON text (command_json.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

import grpc
from aiohttp import WSMsgType, web
from google.protobuf import json_format
from google.protobuf.descriptor import Descriptor, MethodDescriptor
from google.protobuf.message import Message

from gateway.clients import networks, parse_address, real_client
from gateway.webface.command_json import JsonWriter
from gateway.webface.descriptors import ReflectionError, TypeRegistry, list_services
from gateway.webface.errors import PARSE_ERROR_LIMIT, ApiError, body_text, invalid
from gateway.webface.openapi import openapi_document
from gateway.webface.session import PREFIX as SESSION_PREFIX
from gateway.webface.session import SessionRoutes
from services.chat.spectators import CODE_METADATA_KEY
from services.core.config import aio_channel
from services.core.grpc_server import MAX_MESSAGE_BYTES, RULE_CODE_KEY
from services.core.settings import current
from services.players.avatars import identicon_svg
from services.telemetry import process as telemetry

log = logging.getLogger(__name__)

SERVICE = "ludus.v1.Gateway"
#: The header carrying an invite-only match's spectator code.
SPECTATOR_CODE_HEADER = "X-Ludus-Spectator-Code"
#: Served too when the gateway has a players' database (it then lists it in its reflection).
PLAYERS = "ludus.v1.Players"
#: JSON is more verbose than protobuf's binary form; the gRPC face enforces the real limit.
MAX_JSON_BYTES = 4 * MAX_MESSAGE_BYTES
#: Unary calls may take as long as the gateway's longest backend call (audits) and a margin.
CALL_TIMEOUT = 90.0
#: How long a WebSocket may take to send its request.
FIRST_FRAME_TIMEOUT = 30.0

WEB_ROOT = Path(__file__).resolve().parents[1] / "web"
#: What a replay link that opens nothing answers (the same for private, unknown and live matches).
NO_REPLAY = "<!doctype html><title>No replay</title><p>There is no public replay of this match.</p>"


class WebFace:
    """The HTTP server. `gateway` is the gRPC gateway's address (on loopback), `routes` the game
    services' targets (for their reflection)."""

    def __init__(self, gateway: str, routes: dict[str, str], web_root: Path | None = WEB_ROOT) -> None:
        self.gateway_target = gateway
        self.routes = dict(routes)
        self.web_root = web_root
        self.registry = TypeRegistry()
        self.json = JsonWriter(self.registry.pool)
        self.trusted = networks(current().trusted_proxies)
        options = [("grpc.max_receive_message_length", 64 << 20)]
        self.channel = grpc.aio.insecure_channel(gateway, options=options)
        #: With tracing on, the channel's instrumented twin, for the calls of sampled requests.
        self._traced_channel = telemetry.traced_twin(
            lambda interceptors: grpc.aio.insecure_channel(gateway, options=options, interceptors=interceptors)
        )
        self._game_channels: dict[str, grpc.aio.Channel] = {}
        self._games_loaded = False
        self._last_load = 0.0
        self._load_lock = asyncio.Lock()
        self._runner: web.AppRunner | None = None
        self.port = 0
        #: Whether the gateway serves ludus.v1.Players (it has a players' database).
        self._players = False

    # -- descriptors -----------------------------------------------------------------------------

    async def load_service(self) -> None:
        await self.registry.load(self.channel, [SERVICE])
        self._players = PLAYERS in await list_services(self.channel)
        if self._players:
            await self.registry.load(self.channel, [PLAYERS])
        else:
            log.info("the gateway serves no %s (no players' database)", PLAYERS)

    def services(self) -> list[str]:
        return [SERVICE] + ([PLAYERS] if self._players else [])

    async def load_games(self, force: bool = False) -> None:
        """Learn every game's message types (named by ListGames) from its service's reflection.
        Retried on later requests while a game service is not up yet."""
        async with self._load_lock:
            if self._games_loaded and not force:
                return
            if force and time.monotonic() - self._last_load < 1.0:
                return
            self._last_load = time.monotonic()
            method = self.registry.service(SERVICE).methods_by_name["ListGames"]
            reply = await self._unary(method, self.registry.new(method.input_type))
            complete = True
            for info in reply.games:  # type: ignore[attr-defined]
                names = [info.command_type, info.event_type, info.view_type, info.options_type]
                if info.static_data.type_url:
                    names.append(info.static_data.type_url.rpartition("/")[2])
                try:
                    await self.registry.load(self._game_channel(info.name), names)
                except (grpc.aio.AioRpcError, ReflectionError) as error:
                    complete = False
                    log.warning("cannot describe game %s yet: %s", info.name, error)
            self._games_loaded = complete and len(reply.games) >= len(self.routes)  # type: ignore[attr-defined]

    def _game_channel(self, game: str) -> grpc.aio.Channel:
        channel = self._game_channels.get(game)
        if channel is None:
            target = self.routes.get(game)
            channel = aio_channel(target) if target else self.channel
            self._game_channels[game] = channel
        return channel

    async def _with_types(self, convert: Callable[[], Any]) -> Any:
        """Run a JSON conversion; if it meets a type not learnt yet, learn the games and retry."""
        try:
            return convert()
        except (TypeError, KeyError, json_format.Error):
            await self._try_load_games(force=True)
            return convert()

    async def _try_load_games(self, force: bool = False) -> None:
        try:
            await self.load_games(force)
        except (grpc.aio.AioRpcError, ReflectionError) as error:
            log.warning("cannot list games yet: %s", error)

    async def dump(self, message: Message) -> str:
        return str(await self._with_types(lambda: self.json.dumps(message)))

    async def parse(self, text: str, descriptor: Descriptor) -> Message:
        def convert() -> Message:
            message = self.registry.new(descriptor)
            json_format.Parse(text or "{}", message, descriptor_pool=self.registry.pool)
            return message

        try:
            result: Message = await self._with_types(convert)
        except (TypeError, KeyError, json_format.Error) as error:
            raise invalid(f"bad {descriptor.name}: {str(error)[:PARSE_ERROR_LIMIT]}") from None
        return result

    # -- calls ---------------------------------------------------------------------------------------

    def _calls(self) -> grpc.aio.Channel:
        """The channel a call to the gateway goes by: the traced twin within a sampled request."""
        if self._traced_channel is not None and telemetry.in_sampled_span():
            return self._traced_channel
        return self.channel

    def _path(self, method: MethodDescriptor) -> str:
        return f"/{method.containing_service.full_name}/{method.name}"

    def _metadata(self, request: web.Request, authorization: str = "") -> tuple[tuple[str, str], ...]:
        """What the gateway must know of the HTTP client: who it really is (the face is a proxy
        on loopback, which the gateway trusts; gateway/clients.py) and its Authorization (the
        header, else a WebSocket's first frame's; see frame_authorization)."""
        client = real_client(
            parse_address(request.remote or ""),
            request.headers.get("X-Forwarded-For", ""),
            request.headers.get("Forwarded", ""),
            self.trusted,
        )
        metadata: tuple[tuple[str, str], ...] = (("x-forwarded-for", client),) if client else ()
        authorization = request.headers.get("Authorization", "") or authorization
        if authorization:
            metadata += (("authorization", authorization),)
        # An invite-only match's spectator code (services/chat/spectators.py): a header, or a query
        # parameter for the browsers' WebSockets, which cannot set headers.
        code = request.headers.get(SPECTATOR_CODE_HEADER, "") or request.query.get("spectator_code", "")
        if code:
            metadata += ((CODE_METADATA_KEY, code),)
        return metadata + telemetry.trace_context()

    async def _unary(self, method: MethodDescriptor, request: Message, metadata: Any = ()) -> Message:
        call: Any = self._calls().unary_unary(self._path(method))
        raw = await call(request.SerializeToString(), timeout=CALL_TIMEOUT, metadata=metadata)
        reply = self.registry.new(method.output_type)
        reply.ParseFromString(raw)
        return reply

    async def handle_unary(self, method: MethodDescriptor, request: web.Request) -> web.StreamResponse:
        try:
            if not self._games_loaded:
                await self._try_load_games()
            message = await self.parse(await body_text(request), method.input_type)
            try:
                reply = await self._unary(method, message, self._metadata(request))
            except grpc.aio.AioRpcError as error:
                raise ApiError.from_rpc(error) from None
            return web.Response(text=await self.dump(reply), content_type="application/json")
        except ApiError as error:
            return error.response()

    async def handle_stream(self, method: MethodDescriptor, request: web.Request) -> web.StreamResponse:
        """A server-streaming call over plain HTTP: one JSON document per line (NDJSON)."""
        response: web.StreamResponse | None = None
        try:
            if not self._games_loaded:
                await self._try_load_games()
            message = await self.parse(await body_text(request), method.input_type)
            stream: Any = self._calls().unary_stream(self._path(method))
            call = stream(message.SerializeToString(), metadata=self._metadata(request))
            try:
                async for raw in call:
                    reply = self.registry.new(method.output_type)
                    reply.ParseFromString(raw)
                    if response is None:
                        response = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
                        await response.prepare(request)
                    await response.write((await self.dump(reply) + "\n").encode())
            except grpc.aio.AioRpcError as error:
                raise ApiError.from_rpc(error) from None
            finally:
                call.cancel()
        except ApiError as error:
            if response is None:
                return error.response()
            await response.write((json.dumps({"error": error.body()}) + "\n").encode())
        if response is None:
            response = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
            await response.prepare(request)
        await response.write_eof()
        return response

    async def handle_websocket(self, method: MethodDescriptor, request: web.Request) -> web.StreamResponse:
        """A server-streaming call over a WebSocket. The client sends the request message (JSON) as
        its first text frame; each response message follows as a text frame. The server closes
        with 1000 when the stream ends, or sends {"error": {...}} and closes with 4000 + the HTTP
        status (e.g. 4401 for UNAUTHENTICATED) when it fails."""
        ws = web.WebSocketResponse(heartbeat=25.0, max_msg_size=MAX_JSON_BYTES)
        await ws.prepare(request)
        try:
            first = await ws.receive(timeout=FIRST_FRAME_TIMEOUT)
        except TimeoutError:
            await self._ws_fail(ws, invalid("send the request as the first text frame"))
            return ws
        if first.type != WSMsgType.TEXT:
            if first.type not in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
                await self._ws_fail(ws, invalid("the first frame must be the request, as JSON text"))
            return ws
        try:
            if not self._games_loaded:
                await self._try_load_games()
            text, authorization = frame_authorization(first.data)
            message = await self.parse(text, method.input_type)
        except ApiError as error:
            await self._ws_fail(ws, error)
            return ws
        stream: Any = self._calls().unary_stream(self._path(method))
        call = stream(message.SerializeToString(), metadata=self._metadata(request, authorization))
        closed_by_client = asyncio.Event()

        async def drain() -> None:
            async for _ in ws:  # the client has nothing more to say; this ends when it closes
                pass
            closed_by_client.set()
            call.cancel()

        reader = asyncio.create_task(drain())
        try:
            async for raw in call:
                reply = self.registry.new(method.output_type)
                reply.ParseFromString(raw)
                await ws.send_str(await self.dump(reply))
            log.debug("%s over WebSocket: the call is complete; closing", method.name)
            await ws.close(code=1000)
            log.debug("%s over WebSocket: closed", method.name)
        except grpc.aio.AioRpcError as error:
            await self._ws_fail(ws, ApiError.from_rpc(error))
        except asyncio.CancelledError:
            if not closed_by_client.is_set():
                raise
            log.debug("%s WebSocket closed by its client", method.name)
        except ConnectionResetError:
            # A closed tab or a lost network: routine, so one line at debug level, no traceback.
            log.debug("%s WebSocket dropped by its client", method.name)
        finally:
            call.cancel()
            reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await reader
        return ws

    async def handle_bidi_websocket(self, method: MethodDescriptor, request: web.Request) -> web.StreamResponse:
        """A bidirectional call (Play) over a WebSocket: every text frame the client sends is one
        request message (JSON), the first one opening the call; every response message comes back
        as a text frame. A later frame that is not a valid request is answered with an
        {"error": {...}} frame and the stream goes on; the call's own failure is answered as for
        server streaming ({"error": ...}, then close with 4000 + the HTTP status), its end with a
        close 1000."""
        ws = web.WebSocketResponse(heartbeat=25.0, max_msg_size=MAX_JSON_BYTES)
        await ws.prepare(request)
        try:
            first = await ws.receive(timeout=FIRST_FRAME_TIMEOUT)
        except TimeoutError:
            await self._ws_fail(ws, invalid("send the opening message as the first text frame"))
            return ws
        if first.type != WSMsgType.TEXT:
            if first.type not in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
                await self._ws_fail(ws, invalid("the first frame must be the opening message, as JSON text"))
            return ws
        try:
            if not self._games_loaded:
                await self._try_load_games()
            text, authorization = frame_authorization(first.data)
            opening = await self.parse(text, method.input_type)
        except ApiError as error:
            await self._ws_fail(ws, error)
            return ws
        stream: Any = self._calls().stream_stream(self._path(method))
        call = stream(metadata=self._metadata(request, authorization))
        closed_by_client = asyncio.Event()

        async def relay_requests() -> None:
            try:
                await call.write(opening.SerializeToString())
                async for frame in ws:
                    if frame.type != WSMsgType.TEXT:
                        continue
                    try:
                        message = await self.parse(frame.data, method.input_type)
                    except ApiError as error:
                        await ws.send_str(json.dumps({"error": error.body()}))
                        continue
                    await call.write(message.SerializeToString())
                closed_by_client.set()
                call.cancel()
            except (grpc.aio.AioRpcError, asyncio.InvalidStateError, ConnectionResetError):
                pass  # the call ended; the main loop reports how

        writer = asyncio.create_task(relay_requests())
        try:
            async for raw in call:
                reply = self.registry.new(method.output_type)
                reply.ParseFromString(raw)
                await ws.send_str(await self.dump(reply))
            await ws.close(code=1000)
        except grpc.aio.AioRpcError as error:
            if not closed_by_client.is_set():
                await self._ws_fail(ws, ApiError.from_rpc(error))
        except asyncio.CancelledError:
            if not closed_by_client.is_set():
                raise
        except ConnectionResetError:
            pass
        finally:
            call.cancel()
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await writer
        return ws

    async def _ws_fail(self, ws: web.WebSocketResponse, error: ApiError) -> None:
        with contextlib.suppress(ConnectionResetError, RuntimeError):
            await ws.send_str(json.dumps({"error": error.body()}))
            await ws.close(code=4000 + error.http_status, message=error.code.name.encode())

    # -- the rest of the site ------------------------------------------------------------------------

    async def handle_openapi(self, request: web.Request) -> web.StreamResponse:
        await self._try_load_games()
        return web.json_response(openapi_document(self.registry, *self.services()))

    async def handle_replay_link(self, request: web.Request) -> web.StreamResponse:
        """A finished public match's stable replay link: a redirect to the web client's replay of
        it. Anything else (a private match, one not finished or not archived yet, an unknown id,
        a platform without the match directory) answers 404 alike, so the link tells an outsider
        nothing about a private match; its players replay it from their own match list."""
        match_id = request.match_info["match_id"]
        if self._players:
            method = self.registry.service(PLAYERS).methods_by_name["GetFinishedMatch"]
            message = self.registry.new(method.input_type)
            message.match_id = match_id  # type: ignore[attr-defined]
            try:
                # No Authorization passed on: the link is public, so only public matches open.
                reply: Any = await self._unary(method, message, self._metadata_without_authorization(request))
            except grpc.aio.AioRpcError as error:
                if error.code() != grpc.StatusCode.NOT_FOUND:
                    return ApiError.from_rpc(error).response()
            else:
                if reply.match.public:
                    target = "/#/replay/" + quote(reply.match.match_id, safe="")
                    raise web.HTTPFound(target, headers={"Cache-Control": "no-cache"})
        return web.Response(status=404, text=NO_REPLAY, content_type="text/html")

    def _metadata_without_authorization(self, request: web.Request) -> tuple[tuple[str, str], ...]:
        return tuple(entry for entry in self._metadata(request) if entry[0] != "authorization")

    async def handle_avatar(self, request: web.Request) -> web.StreamResponse:
        """A player's generated avatar (services/players/avatars.py): drawn from the id alone, so
        any well-formed id has one and the answer says nothing about who exists."""
        try:
            player_id = uuid.UUID(request.match_info["player_id"])
        except ValueError:
            return web.json_response(invalid("not a player id").body(), status=400)
        return web.Response(
            text=identicon_svg(player_id),
            content_type="image/svg+xml",
            headers={"Cache-Control": "public, max-age=86400"},
        )

    async def handle_health(self, request: web.Request) -> web.StreamResponse:
        return web.json_response({"status": "SERVING"})

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        if self.web_root is None or not (self.web_root / "index.html").is_file():
            return web.json_response({"api": "/openapi.json"})
        return web.FileResponse(self.web_root / "index.html", headers={"Cache-Control": "no-cache"})

    def application(self) -> web.Application:
        app = web.Application(client_max_size=MAX_JSON_BYTES, middlewares=[_cors])
        for method in [method for name in self.services() for method in self.registry.service(name).methods]:
            path = self._path(method)
            if method.client_streaming:
                if method.server_streaming:
                    app.router.add_get(path, _bind(self.handle_bidi_websocket, method))
                else:
                    log.warning("%s: client-streaming calls are not offered over HTTP", path)
                continue
            if method.server_streaming:
                app.router.add_post(path, _bind(self.handle_stream, method))
                app.router.add_get(path, _bind(self.handle_websocket, method))
            else:
                app.router.add_post(path, _bind(self.handle_unary, method))
        app.router.add_get("/openapi.json", self.handle_openapi)
        app.router.add_get("/healthz", self.handle_health)
        app.router.add_get("/replay/{match_id}", self.handle_replay_link)
        app.router.add_get("/avatars/{player_id}.svg", self.handle_avatar)
        if self._players:
            SessionRoutes(self).add_to(app)
        app.router.add_get("/", self.handle_index)
        if self.web_root is not None and self.web_root.is_dir():
            app.router.add_static("/web/", self.web_root, append_version=False)
        return app

    async def start(self, host: str, port: int) -> int:
        """Learn the service, listen, and return the bound port."""
        await self.load_service()
        self._runner = web.AppRunner(self.application(), access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port, reuse_address=True)
        await site.start()
        server = site._server
        sockets = getattr(server, "sockets", None) or []
        self.port = int(sockets[0].getsockname()[1]) if sockets else port
        return self.port

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
        twin = {self._traced_channel} if self._traced_channel is not None else set()
        for channel in {*self._game_channels.values(), self.channel, *twin}:
            await channel.close()


#: The key of a WebSocket's first frame that carries the Authorization (no message has it).
FRAME_AUTHORIZATION = "@authorization"


def frame_authorization(text: str) -> tuple[str, str]:
    """A WebSocket's first frame without its Authorization, and that Authorization. Browsers
    cannot set headers on a WebSocket, and a token in the URL would end up in proxies' logs, so a
    browser signed in as a player puts `"@authorization": "Bearer <access token>"` in the opening
    JSON object (the Players' WatchPlayer feed has no token field)."""
    if FRAME_AUTHORIZATION not in text:
        return text, ""
    try:
        fields = json.loads(text)
    except ValueError:
        return text, ""  # parse() refuses it with its own clear message
    if not isinstance(fields, dict):
        return text, ""
    authorization = fields.pop(FRAME_AUTHORIZATION, "")
    if not isinstance(authorization, str):
        raise invalid(f"{FRAME_AUTHORIZATION} must be a string")
    return json.dumps(fields), authorization


def _bind(
    handler: Callable[[MethodDescriptor, web.Request], Any], method: MethodDescriptor
) -> Callable[[web.Request], Any]:
    async def bound(request: web.Request) -> web.StreamResponse:
        result: web.StreamResponse = await handler(method, request)
        return result

    return bound


@web.middleware
async def _cors(request: web.Request, handler: Callable[[web.Request], Any]) -> web.StreamResponse:
    """Any origin may call the API: its tokens travel in requests, never in cookies. The web client's
    session routes (session.py) are the exception, kept to this site's own pages: no CORS grant."""
    own_site_only = request.path.startswith(SESSION_PREFIX)
    if request.method == "OPTIONS":
        response: web.StreamResponse = web.Response(status=204)
    else:
        response = await handler(request)
    if not response.prepared and not own_site_only:
        response.headers["Access-Control-Allow-Origin"] = "*"
        response.headers["Access-Control-Allow-Headers"] = f"Content-Type, Authorization, {SPECTATOR_CODE_HEADER}"
        response.headers["Access-Control-Expose-Headers"] = RULE_CODE_KEY
        response.headers["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
    return response


async def start_web_face(gateway: str, routes: dict[str, str], host: str, port: int) -> WebFace:
    face = WebFace(gateway, routes)
    await face.start(host, port)
    log.info("web face (HTTP/JSON, WebSocket, web client) listening on port %d", face.port)
    return face
