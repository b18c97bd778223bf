"""What keeps the chat safe in public (spec/021-chat.md, CHAT-024..CHAT-028): per-client
budgets through Redis (the shared limiter of ``docs_core.sharedlimit``, the MCP server's own),
a cap on model calls in flight, and a cap on request bodies.

A refused question gets 429 with ``Retry-After`` and a JSON body the page shows as a friendly
message with the wait. When every model slot is taken, the question is still answered, without
the model (``model_busy``), rather than queued behind a paid call. If the limiter's Redis fails,
questions are refused (503): the model behind them costs money.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from docs_core.errors import BackendUnavailableError
from docs_core.ratelimit import Budget
from docs_core.sharedlimit import ClientFactory, SharedLimiter, client_address
from fastapi import Request
from fastapi.responses import JSONResponse

from docs_chat.settings import ChatSettings

__all__ = ["BodyCap", "ChatGuard"]

_log = logging.getLogger(__name__)
Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class ChatGuard:
    """Budgets and the model-call cap of one app process."""

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
            _log.warning("chat rate limiter unavailable: %s", type(exc).__name__)
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

    def take_model_slot(self) -> bool:
        """A model slot if one is free now (give it back with :meth:`release_model_slot`).
        A plain counter: one event loop, no await between the check and the increment."""
        if self.model_calls_in_flight >= self.settings.max_model_calls:
            return False
        self.model_calls_in_flight += 1
        return True

    def release_model_slot(self) -> None:
        self.model_calls_in_flight -= 1


class BodyCap:
    """Refuses bodies over ``limit`` bytes with 413 before the app sees them, whether announced
    by Content-Length or sent in chunks: the body (small by construction) is read here first
    and replayed to the app."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

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

        async def replay() -> Message:
            return messages.pop(0) if messages else await receive()

        await self.app(scope, replay, send)


async def _too_large(scope: Scope, receive: Receive, send: Send) -> None:
    response = JSONResponse(
        {"error": "too_large", "message": "the request is too large"}, status_code=413
    )
    await response(scope, receive, send)
