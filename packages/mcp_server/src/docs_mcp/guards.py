"""The public edge of ``/mcp``, as pure ASGI middleware (spec/040-public-service.md).

On every path under ``/mcp`` it checks Host and Origin first (``docs_mcp.headers``). On
``POST /mcp`` it then checks the media type, reads the body once (bounded in size and time) and
validates the JSON-RPC envelope (``docs_mcp.rpc``), all before the SDK sees anything; it
acknowledges notifications and client responses itself (202). A request then meets, in order:
the bound on concurrent requests per client (and on asks per client), the tool's rate limit
shared through Redis (``docs_mcp.limiter``; the handshake spends a budget of its own and takes
no concurrency slot), the process-wide ask concurrency bound; the per-client limits apply only
while ``limits_enabled``. An allowed ``ask`` carries the caller's remaining budget to the
tool (``docs_mcp.askbudget``). It times the call and records aggregate metrics from the
response. Nothing here logs or labels what the caller sent.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import Counter as Tally
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
from docs_core.ratelimit import Decision

from docs_mcp.askbudget import ASK_BUDGET, budget_of
from docs_mcp.headers import HeaderPolicy
from docs_mcp.limiter import SharedLimiter
from docs_mcp.limits import FAIL_CLOSED_TOOLS, LimitSettings, client_address
from docs_mcp.refusals import Refusal, rate_limited, send_refusal
from docs_mcp.rpc import RpcCall, parse_message, request_header
from docs_mcp.telemetry import Telemetry

__all__ = ["PublicGuard"]

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

_MAX_CAPTURED_RESPONSE = 2 * 1024 * 1024
_EMPTY = [(b"content-length", b"0")]
_CLIENT_BUSY = Refusal(
    429,
    "busy",
    "too many concurrent requests from this client; retry after 1 s",
    {"Retry-After": "1"},
)
# 429, as every per-client refusal: the caller's own ask is what holds it back, not capacity.
_CLIENT_ASK_BUSY = Refusal(
    429,
    "busy",
    "this client already has an ask in flight; retry after 2 s or use search",
    {"Retry-After": "2"},
)
_ASK_BUSY = Refusal(
    503, "busy", "ask is at capacity; retry after 2 s or use search", {"Retry-After": "2"}
)


class PublicGuard:
    """ASGI middleware guarding ``path`` (default ``/mcp``) and the paths under it; other paths
    pass straight through. Without ``headers`` (unit tests) Host and Origin are not checked."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        settings: LimitSettings,
        telemetry: Telemetry,
        headers: HeaderPolicy | None = None,
        limiter: SharedLimiter | None = None,
        path: str = "/mcp",
    ) -> None:
        self.app = app
        self._headers = headers
        self.settings = settings
        self.telemetry = telemetry
        self._limiter = limiter or SharedLimiter(settings, None)
        self._path = path
        self._in_flight: Tally[str] = Tally()
        self._asks_in_flight: Tally[str] = Tally()
        self._ask_slots = asyncio.Semaphore(settings.ask_concurrency)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if scope["type"] != "http" or not (path == self._path or path.startswith(self._path + "/")):
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        refusal = self._headers.check_host_and_origin(scope) if self._headers else None
        if refusal is None and (path != self._path or scope["method"] != "POST"):
            await self.app(scope, receive, send)
            return
        body = b""
        if refusal is None:
            scope, refusal = HeaderPolicy.json_body(scope)
        if refusal is None:
            body, refusal = await self._read_body(scope, receive)
        call = parse_message(body, scope) if refusal is None else refusal
        if isinstance(call, Refusal):
            await send_refusal(send, call, None, "other")
            self._record("other", call.kind, started)
            return
        if call.kind != "request":
            # Stateless: nothing here acts on a notification or a client's response, and the
            # SDK would only log its caller-chosen method or id.
            await send({"type": "http.response.start", "status": 202, "headers": _EMPTY})
            await send({"type": "http.response.body", "body": b""})
            self._record(call.tool, "ok", started)
            return
        await self._serve(scope, body, send, call, started)

    async def _serve(
        self, scope: Scope, body: bytes, send: Send, call: RpcCall, started: float
    ) -> None:
        address = client_address(scope, self.settings.trusted_proxies)
        per_client = self.settings.limits_enabled and call.limited
        own_ask = per_client and call.tool == "ask"
        if per_client:
            refusal = self._client_busy(address, own_ask)
            if refusal is not None:
                self.telemetry.busy.labels(call.tool).inc()
                await send_refusal(send, refusal, call.id, call.tool)
                self._record(call.tool, "busy", started)
                return
            # Taken before the budget check awaits Redis, so simultaneous calls see each other.
            self._in_flight[address] += 1
            if own_ask:
                self._asks_in_flight[address] += 1
        try:
            refusal, decision = await self._check_budget(call, address)
            if refusal is None and call.tool == "ask" and self._ask_slots.locked():
                self.telemetry.busy.labels("ask").inc()
                refusal = _ASK_BUSY
            if refusal is not None:
                await send_refusal(send, refusal, call.id, call.tool)
                self._record(call.tool, refusal.kind, started)
                return
            if call.tool == "ask":
                token = ASK_BUDGET.set(budget_of(decision) if decision is not None else None)
                try:
                    async with self._ask_slots:
                        outcome = await self._forward(scope, body, send, call)
                finally:
                    ASK_BUDGET.reset(token)
            else:
                outcome = await self._forward(scope, body, send, call)
            self._record(call.tool, outcome, started)
        finally:
            if per_client:
                _give_back(self._in_flight, address)
            if own_ask:
                _give_back(self._asks_in_flight, address)

    def _client_busy(self, address: str, ask: bool) -> Refusal | None:
        if self._in_flight[address] >= self.settings.max_concurrent_per_client:
            return _CLIENT_BUSY
        # Counted per address before the process-wide ask slots, so one client holding slow
        # asks cannot take every slot and leave the other addresses at capacity.
        if ask and self._asks_in_flight[address] >= self.settings.max_asks_per_client:
            return _CLIENT_ASK_BUSY
        return None

    async def _read_body(self, scope: Scope, receive: Receive) -> tuple[bytes, Refusal | None]:
        limit = self.settings.max_request_bytes
        too_large = Refusal(413, "too_large", f"request body over {limit} bytes")
        declared = request_header(scope, b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            return b"", too_large
        chunks: list[bytes] = []
        size = 0
        try:
            with anyio.fail_after(self.settings.body_timeout_s):
                while True:
                    message = await receive()
                    if message["type"] == "http.disconnect":
                        return b"", Refusal(400, "parse_error", "client disconnected")
                    chunk = message.get("body", b"")
                    size += len(chunk)
                    if size > limit:
                        return b"", too_large
                    chunks.append(chunk)
                    if not message.get("more_body", False):
                        break
        except TimeoutError:
            return b"", Refusal(408, "timeout", "request body not received in time")
        return b"".join(chunks), None

    async def _check_budget(
        self, call: RpcCall, address: str
    ) -> tuple[Refusal | None, Decision | None]:
        if not self.settings.limits_enabled or not call.budgeted:
            return None, None
        budget = self.settings.budget(call.tool)
        try:
            limiter = await self._limiter.get()
            if limiter is None:
                return None, None
            decision = await limiter.check(budget, address)
        except Exception:  # BackendUnavailableError, or the client failing to open
            closed = call.tool in FAIL_CLOSED_TOOLS
            self.telemetry.limiter_unavailable.labels("closed" if closed else "open").inc()
            if not closed:
                return None, None
            refusal = Refusal(
                503,
                "busy",
                f"{call.tool} is unavailable while its rate limiter cannot be checked; "
                "retry after 5 s (search and fetch keep working)",
                {"Retry-After": "5"},
            )
            return refusal, None
        if not decision.allowed:
            self.telemetry.rate_limited.labels(call.tool).inc()
            return rate_limited(decision), decision
        return None, decision

    async def _forward(self, scope: Scope, body: bytes, send: Send, call: RpcCall) -> str:
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
        return self._observe_response(status, b"".join(captured), call)

    def _observe_response(self, status: int, body: bytes, call: RpcCall) -> str:
        if status >= 500:
            return "error"
        outcome = "ok" if status < 400 else "error"
        if call.tool not in ("search", "fetch", "ask"):
            return outcome
        try:
            reply = json.loads(body) if body else None
        except ValueError:
            reply = None
        result = reply.get("result") if isinstance(reply, dict) else None
        failed = not isinstance(reply, dict) or "error" in reply
        failed = failed or (isinstance(result, dict) and bool(result.get("isError")))
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
        return "error" if failed else outcome

    def _record(self, tool: str, outcome: str, started: float) -> None:
        self.telemetry.requests.labels(tool, outcome).inc()
        self.telemetry.latency.labels(tool).observe(time.perf_counter() - started)


def _give_back(tally: Tally[str], address: str) -> None:
    tally[address] -= 1
    if tally[address] <= 0:
        del tally[address]
