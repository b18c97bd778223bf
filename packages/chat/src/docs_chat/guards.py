"""What keeps the chat safe in public (spec/021-chat.md, CHAT-024..CHAT-028): per-client
budgets through Redis (the shared limiter of ``docs_core.sharedlimit``, the MCP server's own),
a cap on model calls in flight across the deployment (leases in the same Redis), and a cap on
request bodies.

A refused question gets 429 with ``Retry-After`` and a JSON body the page shows as a friendly
message with the wait. When every model slot is taken, the question is still answered, without
the model (``model_busy``), rather than queued behind a paid call. If the limiter's Redis fails,
questions are refused (503), and a question that finds no model slot for that reason is
answered without the model: the model behind them costs money.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

import anyio
from docs_core.errors import BackendUnavailableError
from docs_core.hostcheck import AllowList
from docs_core.keys import MODEL_SLOTS_KEY
from docs_core.ratelimit import Budget
from docs_core.sharedlimit import ClientFactory, SharedLimiter, SharedSlots, client_address
from fastapi import Request
from fastapi.responses import JSONResponse

from docs_chat.settings import ChatSettings

__all__ = ["BodyCap", "ChatGuard", "HostCheck"]

_log = logging.getLogger(__name__)
MODEL_LEASE_MARGIN_S = 10.0
_LOCAL_SLOT = "local"
Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class ChatGuard:
    """Budgets and the model-call cap, shared by the deployment's replicas through Redis."""

    def __init__(self, settings: ChatSettings, client_factory: ClientFactory | None) -> None:
        self.settings = settings
        self.limiter = SharedLimiter(settings.limit_salt, client_factory)
        self.budgets = {
            "ask": Budget("chat", settings.limit_ask_per_minute, 60.0, settings.limit_ask_burst),
            "feedback": Budget(
                "chat-feedback",
                settings.limit_feedback_per_minute,
                60.0,
                settings.limit_feedback_burst,
            ),
        }
        # A lease outlives the longest request (its deadline) by a margin; a replica that dies
        # mid-call frees its slot when the lease expires.
        lease_s = settings.agent.deadline_s + MODEL_LEASE_MARGIN_S
        self.model_slots = SharedSlots(MODEL_SLOTS_KEY, settings.max_model_calls, lease_s)
        self.model_calls_in_flight = 0
        self.refused = 0

    async def refuse(self, request: Request, budget: str) -> JSONResponse | None:
        """None when the client may go on; else the 429 (or 503) to answer."""
        address = client_address(dict(request.scope), self.settings.trusted_proxies)
        try:
            limiter = await self.limiter.get()
            if limiter is None:
                return None
            decision = await limiter.check(self.budgets[budget], address)
        except (BackendUnavailableError, OSError) as exc:
            # The cause's type: the unavailable error itself says nothing of why.
            _log.warning("chat rate limiter unavailable: %s", type(exc.__cause__ or exc).__name__)
            return JSONResponse(
                {"error": "unavailable", "message": "busy; try again shortly", "retry_after": 5},
                status_code=503,
                headers={"Retry-After": "5"},
            )
        if decision.allowed:
            return None
        self.refused += 1
        wait = decision.retry_after_seconds
        return JSONResponse(
            {
                "error": "rate_limited",
                "message": f"Too many questions at once. Please wait {wait} s and ask again.",
                "retry_after": wait,
            },
            status_code=429,
            headers={"Retry-After": str(wait)},
        )

    async def take_model_slot(self, address: str = "") -> str | None:
        """A lease on one of the deployment's model slots, or None when all are taken, when
        ``address`` holds one already (CHAT-047), or when their Redis fails: then the question
        goes without the model. Give it back with :meth:`release_model_slot`."""
        try:
            limiter = await self.limiter.get()
            client = await self.limiter.client()
            if limiter is not None and client is not None:
                holder = limiter.holder(address) if address else ""
                token = await self.model_slots.take(client, holder)
            else:
                # No shared Redis (an app built without a limiter): the cap holds per process.
                free = self.model_calls_in_flight < self.settings.max_model_calls
                token = _LOCAL_SLOT if free else None
        except (BackendUnavailableError, OSError) as exc:
            _log.warning("chat model slots unavailable: %s", type(exc).__name__)
            return None
        if token is not None:
            self.model_calls_in_flight += 1
        return token

    async def release_model_slot(self, token: str) -> None:
        self.model_calls_in_flight -= 1
        if token == _LOCAL_SLOT:
            return
        try:
            client = await self.limiter.client()
            if client is not None:
                await self.model_slots.release(client, token)
        except (BackendUnavailableError, OSError) as exc:
            # The lease expires on its own.
            _log.warning("chat model slot not released: %s", type(exc).__name__)


class BodyCap:
    """Refuses bodies over ``limit`` bytes with 413 before the app sees them, whether announced
    by Content-Length or sent in chunks, and bodies still arriving after ``timeout_s`` with 408
    (a body trickled a byte at a time held its connection for ever: CHAT-040): the body (small
    by construction) is read here first and replayed to the app."""

    def __init__(self, app: ASGIApp, limit: int, timeout_s: float = 10.0) -> None:
        self.app = app
        self.limit = limit
        self.timeout_s = timeout_s

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") != "POST":
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", []):
            if name == b"content-length" and value.isdigit() and int(value) > self.limit:
                await _too_large(scope, receive, send)
                return
        messages: list[Message] = []
        size = 0
        try:
            with anyio.fail_after(self.timeout_s):
                while True:
                    message = await receive()
                    messages.append(message)
                    if message["type"] != "http.request":
                        break
                    size += len(message.get("body", b""))
                    if size > self.limit:
                        await _too_large(scope, receive, send)
                        return
                    if not message.get("more_body"):
                        break
        except TimeoutError:
            slow = JSONResponse(
                {"error": "timeout", "message": "the request body did not arrive in time"},
                status_code=408,
                headers={"Connection": "close"},
            )
            await slow(scope, receive, send)
            return

        async def replay() -> Message:
            return messages.pop(0) if messages else await receive()

        await self.app(scope, replay, send)


class HostCheck:
    """``Host`` and ``Origin`` of the API calls against the allow-lists (CHAT-037): through a
    name re-pointed at a local chat, another site's page would spend its budget and its model
    key. The page and the probes (a kubelet sends the pod's address) are not checked."""

    def __init__(self, app: ASGIApp, hosts: list[str], origins: list[str]) -> None:
        self.app = app
        self._hosts = AllowList(hosts)
        self._origins = AllowList(origins)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and str(scope.get("path", "")).startswith("/api/"):
            headers = {name: value.decode("latin-1") for name, value in scope.get("headers", [])}
            host, origin = headers.get(b"host"), headers.get(b"origin")
            if host is None or not self._hosts.allows(host):
                await _refused(scope, receive, send, 421, "forbidden_host")
                return
            if origin is not None and not self._origins.allows(origin):
                await _refused(scope, receive, send, 403, "forbidden_origin")
                return
        await self.app(scope, receive, send)


async def _refused(scope: Scope, receive: Receive, send: Send, status: int, code: str) -> None:
    message = "this chat does not answer for that Host or Origin"
    await JSONResponse({"error": code, "message": message}, status_code=status)(
        scope, receive, send
    )


async def _too_large(scope: Scope, receive: Receive, send: Send) -> None:
    response = JSONResponse(
        {"error": "too_large", "message": "the request is too large"}, status_code=413
    )
    await response(scope, receive, send)
