"""The public edge of ``POST /mcp``, as pure ASGI middleware (spec/040-public-service.md).

It reads the body once (bounded in size and time), reads the JSON-RPC method and tool name
(``tools/call`` + ``params.name``, or the ``Mcp-Method``/``Mcp-Name`` headers), then applies, in
order: concurrent requests per client, per-tool rate limits shared through Redis, the overall ask
concurrency bound. It times the call and records aggregate metrics from the response. Nothing
here logs or labels what the caller sent.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import time
from collections import Counter as Tally
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import anyio
from docs_core.keys import RATE_LIMIT_SALT_KEY
from docs_core.ratelimit import Decision, RateLimiter

from docs_mcp.limits import (
    FAIL_CLOSED_TOOLS,
    HANDSHAKE_METHODS,
    LimitSettings,
    client_address,
    tool_label,
)
from docs_mcp.telemetry import Telemetry

__all__ = ["ERROR_CODES", "PublicGuard", "RpcCall", "SharedLimiter", "read_calls"]

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]
ClientFactory = Callable[[], Awaitable[Any]]

ERROR_CODES = {
    "parse_error": -32700,
    "invalid_request": -32600,
    "rate_limited": -32029,
    "busy": -32053,
    "too_large": -32013,
    "timeout": -32008,
}
_MAX_CAPTURED_RESPONSE = 2 * 1024 * 1024


@dataclass(frozen=True)
class RpcCall:
    """One JSON-RPC message as the guard sees it: method, tool label (fixed set), id."""

    method: str
    tool: str
    id: Any = None

    @property
    def limited(self) -> bool:
        return not (
            self.method in HANDSHAKE_METHODS
            or self.method.startswith("notifications/")
            or self.method == ""
        )


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", []):
        if key.lower() == name:
            return value.decode("latin-1")
    return None


def read_calls(payload: Any, scope: Scope) -> list[RpcCall]:
    """The messages of a single or batch body; responses (no method) count as ``""``."""
    messages = payload if isinstance(payload, list) else [payload]
    header_method = _header(scope, b"mcp-method")
    header_name = _header(scope, b"mcp-name")
    calls = []
    for message in messages[:1000]:
        if not isinstance(message, dict):
            calls.append(RpcCall(method="invalid", tool="other"))
            continue
        method = message.get("method", header_method if len(messages) == 1 else None)
        method = method if isinstance(method, str) else ""
        params = message.get("params")
        name = params.get("name") if isinstance(params, dict) else None
        if method == "tools/call":
            tool = tool_label(name if name is not None else header_name)
        elif method:
            tool = "handshake" if method in HANDSHAKE_METHODS else "other"
        else:
            tool = "other"
        msg_id = message.get("id")
        calls.append(RpcCall(method=method[:64], tool=tool, id=_safe_id(msg_id)))
    return calls


def _safe_id(value: Any) -> Any:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float) or (isinstance(value, str) and len(value) <= 128):
        return value
    return None


@dataclass
class _Refusal:
    status: int
    kind: str
    message: str
    headers: dict[str, str] = field(default_factory=dict)
    data: dict[str, Any] = field(default_factory=dict)


class SharedLimiter:
    """The rate limiter of one app: opens its Redis client (``client_factory``: a plain
    ``redis.asyncio.Redis`` or a ``MultiDBClient``) on first use; the app's lifespan closes it."""

    def __init__(self, settings: LimitSettings, client_factory: ClientFactory | None) -> None:
        self._settings = settings
        self._client_factory = client_factory
        self._limiter: RateLimiter | None = None
        self._client: Any = None
        self._lock = asyncio.Lock()

    async def get(self) -> RateLimiter | None:
        if self._limiter is not None or self._client_factory is None:
            return self._limiter
        async with self._lock:
            if self._limiter is None:
                client = await self._client_factory()
                try:
                    salt = await self._salt(client)
                except BaseException:
                    await client.aclose()
                    raise
                self._client, self._limiter = client, RateLimiter(client, salt=salt)
        return self._limiter

    async def _salt(self, client: Any) -> bytes:
        if self._settings.limit_salt is not None:
            return self._settings.limit_salt.get_secret_value().encode()
        # One random salt per deployment, shared by replicas through the Redis they share.
        await client.execute_command("SET", RATE_LIMIT_SALT_KEY, os.urandom(32).hex(), "NX")
        value = await client.execute_command("GET", RATE_LIMIT_SALT_KEY)
        return value if isinstance(value, bytes) else str(value).encode()

    async def aclose(self) -> None:
        if self._client is not None:
            client, self._client, self._limiter = self._client, None, None
            await client.aclose()


class PublicGuard:
    """ASGI middleware guarding ``path`` (default ``/mcp``); other paths pass straight through."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        settings: LimitSettings,
        telemetry: Telemetry,
        limiter: SharedLimiter | None = None,
        path: str = "/mcp",
    ) -> None:
        self.app = app
        self.settings = settings
        self.telemetry = telemetry
        self._limiter = limiter or SharedLimiter(settings, None)
        self._path = path
        self._in_flight: Tally[str] = Tally()
        self._ask_slots = asyncio.Semaphore(settings.ask_concurrency)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] != self._path or scope["method"] != "POST":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        body, refusal = await self._read_body(scope, receive)
        calls: list[RpcCall] = []
        if refusal is None:
            try:
                payload = json.loads(body)
            except (ValueError, RecursionError):
                refusal = _Refusal(400, "parse_error", "the body is not valid JSON")
            else:
                if isinstance(payload, dict) and isinstance(payload.get("params") or {}, dict):
                    calls = read_calls(payload, scope)
                else:
                    # Answered here, not by the SDK, whose validation error echoes the body.
                    refusal = _Refusal(
                        400,
                        "invalid_request",
                        "the body must be one JSON-RPC request object with object params "
                        "(batches are not supported)",
                    )
        tool = _primary_tool(calls)
        if refusal is not None:
            await self._refuse(send, refusal, None, tool)
            self._record(tool, refusal.kind, started)
            return
        address = client_address(scope, self.settings.trusted_proxies)
        if self._in_flight[address] >= self.settings.max_concurrent_per_client:
            refusal = _Refusal(
                429,
                "busy",
                "too many concurrent requests from this client; retry after 1 s",
                {"Retry-After": "1"},
            )
            self.telemetry.busy.labels(tool).inc()
        else:
            refusal = await self._check_budgets(calls, address)
        if refusal is not None:
            await self._refuse(send, refusal, _single_id(payload), tool)
            self._record(tool, refusal.kind, started)
            return
        self._in_flight[address] += 1
        asks = any(call.tool == "ask" for call in calls)
        try:
            if asks and self._ask_slots.locked():
                self.telemetry.busy.labels("ask").inc()
                busy = _Refusal(
                    503,
                    "busy",
                    "ask is at capacity; retry after 2 s or use search",
                    {"Retry-After": "2"},
                )
                await self._refuse(send, busy, _single_id(payload), tool)
                self._record(tool, "busy", started)
                return
            if asks:
                async with self._ask_slots:
                    outcome = await self._forward(scope, body, send, calls)
            else:
                outcome = await self._forward(scope, body, send, calls)
            self._record(tool, outcome, started)
        finally:
            self._in_flight[address] -= 1
            if self._in_flight[address] <= 0:
                del self._in_flight[address]

    async def _read_body(self, scope: Scope, receive: Receive) -> tuple[bytes, _Refusal | None]:
        limit = self.settings.max_request_bytes
        too_large = _Refusal(413, "too_large", f"request body over {limit} bytes")
        declared = _header(scope, b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            return b"", too_large
        chunks: list[bytes] = []
        size = 0
        try:
            with anyio.fail_after(self.settings.body_timeout_s):
                while True:
                    message = await receive()
                    if message["type"] == "http.disconnect":
                        return b"", _Refusal(400, "parse_error", "client disconnected")
                    chunk = message.get("body", b"")
                    size += len(chunk)
                    if size > limit:
                        return b"", too_large
                    chunks.append(chunk)
                    if not message.get("more_body", False):
                        break
        except TimeoutError:
            return b"", _Refusal(408, "timeout", "request body not received in time")
        return b"".join(chunks), None

    async def _check_budgets(self, calls: list[RpcCall], address: str) -> _Refusal | None:
        if not self.settings.limits_enabled:
            return None
        spend = Tally(call.tool for call in calls if call.limited)
        for tool, count in spend.items():
            budget = self.settings.budget(tool)
            for _ in range(count):
                try:
                    limiter = await self._limiter.get()
                    if limiter is None:
                        return None
                    decision = await limiter.check(budget, address)
                except Exception:  # BackendUnavailableError, or the client failing to open
                    closed = tool in FAIL_CLOSED_TOOLS
                    self.telemetry.limiter_unavailable.labels("closed" if closed else "open").inc()
                    if closed:
                        return _Refusal(
                            503,
                            "busy",
                            f"{tool} is unavailable while its rate limiter cannot be checked; "
                            "retry after 5 s (search and fetch keep working)",
                            {"Retry-After": "5"},
                        )
                    break
                if not decision.allowed:
                    self.telemetry.rate_limited.labels(tool).inc()
                    return _rate_limited(decision)
        return None

    async def _forward(self, scope: Scope, body: bytes, send: Send, calls: list[RpcCall]) -> str:
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            await anyio.sleep_forever()
            raise AssertionError("unreachable")

        status = 500
        captured: list[bytes] = []
        size = 0

        async def capture(message: Message) -> None:
            nonlocal status, size
            if message["type"] == "http.response.start":
                status = int(message["status"])
            elif message["type"] == "http.response.body" and size <= _MAX_CAPTURED_RESPONSE:
                chunk = message.get("body", b"")
                size += len(chunk)
                captured.append(chunk)
            await send(message)

        await self.app(scope, replay, capture)
        return self._observe_response(status, b"".join(captured), calls)

    def _observe_response(self, status: int, body: bytes, calls: list[RpcCall]) -> str:
        if status >= 500:
            return "error"
        try:
            payload = json.loads(body) if body else None
        except ValueError:
            payload = None
        replies = payload if isinstance(payload, list) else [payload]
        by_id = {_safe_id(r.get("id")): r for r in replies if isinstance(r, dict) and "id" in r}
        outcome = "ok" if status < 400 else "error"
        for call in calls:
            if call.tool not in ("search", "fetch", "ask"):
                continue
            reply = by_id.get(call.id) if len(calls) > 1 else (replies[0] if replies else None)
            failed = not isinstance(reply, dict) or "error" in reply
            result = reply.get("result") if isinstance(reply, dict) else None
            failed = failed or (isinstance(result, dict) and bool(result.get("isError")))
            if failed:
                outcome = "error"
            if call.tool == "search" and not failed and isinstance(result, dict):
                self.telemetry.searches.inc()
                structured = result.get("structuredContent")
                hits = structured.get("results") if isinstance(structured, dict) else None
                if not hits:
                    self.telemetry.empty_searches.inc()
            elif call.tool == "fetch":
                self.telemetry.fetches.inc()
                if failed:
                    self.telemetry.fetch_misses.inc()
        return outcome

    def _record(self, tool: str, outcome: str, started: float) -> None:
        self.telemetry.requests.labels(tool, outcome).inc()
        self.telemetry.latency.labels(tool).observe(time.perf_counter() - started)

    async def _refuse(self, send: Send, refusal: _Refusal, msg_id: Any, tool: str) -> None:
        body = json.dumps(
            {
                "jsonrpc": "2.0",
                "id": msg_id,
                "error": {
                    "code": ERROR_CODES[refusal.kind],
                    "message": refusal.message,
                    "data": {"reason": refusal.kind, "tool": tool, **refusal.data},
                },
            },
            separators=(",", ":"),
        ).encode()
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            *((k.lower().encode(), v.encode()) for k, v in refusal.headers.items()),
        ]
        if refusal.status in (408, 413):
            headers.append((b"connection", b"close"))
        await send({"type": "http.response.start", "status": refusal.status, "headers": headers})
        await send({"type": "http.response.body", "body": body})


def _primary_tool(calls: list[RpcCall]) -> str:
    tools = [c.tool for c in calls]
    for preferred in ("ask", "search", "fetch", "other"):
        if preferred in tools:
            return preferred
    return "handshake" if tools else "other"


def _single_id(payload: Any) -> Any:
    return _safe_id(payload.get("id")) if isinstance(payload, dict) else None


def _rate_limited(decision: Decision) -> _Refusal:
    budget = decision.budget
    wait = decision.retry_after_seconds
    reset = max(1, math.ceil(decision.reset_after))
    return _Refusal(
        429,
        "rate_limited",
        f"rate limit for {budget.name} exceeded ({budget.rate} per {budget.period:g} s, "
        f"burst {budget.burst}); retry after {wait} s",
        {
            "Retry-After": str(wait),
            "RateLimit-Limit": str(budget.rate),
            "RateLimit-Remaining": "0",
            "RateLimit-Reset": str(reset),
            "RateLimit-Policy": f"{budget.rate};w={budget.period:g};burst={budget.burst}",
        },
        {"retry_after": wait, "limit": budget.rate, "window": budget.period},
    )
