"""The table chat's calls of the game service (ludus.backend.v1.GameService), mixed into
services/core/service.py's GameServicer: the gateway forwards them like every call, with the
verified caller in metadata, so the gateway itself never touches a chat key (its Redis user may
not: services/core/redis_acl.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import grpc
from ludus.v1 import gateway_pb2

from services.chat.spectators import code_of
from services.chat.table import TableChat
from services.core import caller
from services.core.grpc_server import handles_errors


class ChatServicer:
    """SendChatMessage, WatchChat, MuteChatPlayer, UnmuteChatPlayer, SetSpectatorChat and
    GetSpectatorCode (see gateway.proto's "Table chat")."""

    chat: TableChat

    @handles_errors
    async def SendChatMessage(
        self, request: gateway_pb2.SendChatMessageRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.SendChatMessageResponse:
        message, duplicate = await self.chat.send(request, caller.of(context), code_of(context))
        return gateway_pb2.SendChatMessageResponse(message=message, duplicate=duplicate)

    @handles_errors
    async def WatchChat(
        self, request: gateway_pb2.WatchChatRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[gateway_pb2.ChatUpdate]:
        async for update in self.chat.watch(request.match_id, caller.of(context), code_of(context), request.after):
            yield update

    @handles_errors
    async def MuteChatPlayer(
        self, request: gateway_pb2.MuteChatPlayerRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.MuteChatPlayerResponse:
        muted = await self.chat.mute(request.match_id, caller.of(context), code_of(context), request.author, True)
        return gateway_pb2.MuteChatPlayerResponse(muted=muted)

    @handles_errors
    async def UnmuteChatPlayer(
        self, request: gateway_pb2.UnmuteChatPlayerRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.UnmuteChatPlayerResponse:
        muted = await self.chat.mute(request.match_id, caller.of(context), code_of(context), request.author, False)
        return gateway_pb2.UnmuteChatPlayerResponse(muted=muted)

    @handles_errors
    async def SetSpectatorChat(
        self, request: gateway_pb2.SetSpectatorChatRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.SetSpectatorChatResponse:
        enabled = await self.chat.set_spectator_chat(request.match_id, caller.of(context), request.enabled)
        return gateway_pb2.SetSpectatorChatResponse(enabled=enabled)

    @handles_errors
    async def GetSpectatorCode(
        self, request: gateway_pb2.GetSpectatorCodeRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> gateway_pb2.GetSpectatorCodeResponse:
        code = await self.chat.spectator_code(request.match_id, caller.of(context))
        return gateway_pb2.GetSpectatorCodeResponse(code=code)


__all__ = ["ChatServicer"]
