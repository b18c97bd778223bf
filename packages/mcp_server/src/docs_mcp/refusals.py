"""What the public guard answers instead of the MCP app: an HTTP status, the headers that say
when to retry, and a short JSON-RPC error that echoes nothing the caller sent
(spec/040-public-service.md)."""

from __future__ import annotations

import json
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from docs_core.ratelimit import Decision

__all__ = ["ERROR_CODES", "Refusal", "RefusalKind", "rate_limited", "send_refusal"]

RefusalKind = Literal[
    "parse_error",
    "invalid_request",
    "unsupported_media_type",
    "forbidden_host",
    "forbidden_origin",
    "rate_limited",
    "busy",
    "too_large",
    "timeout",
]

# Server codes mirror the HTTP status (-32000 - status % 1000) where JSON-RPC has none.
ERROR_CODES: dict[RefusalKind, int] = {
    "parse_error": -32700,
    "invalid_request": -32600,
    "unsupported_media_type": -32015,
    "forbidden_host": -32021,
    "forbidden_origin": -32003,
    "rate_limited": -32029,
    "busy": -32053,
    "too_large": -32013,
    "timeout": -32008,
}


@dataclass(frozen=True)
class Refusal:
    """One refused request: ``kind`` is both the JSON-RPC code and the ``reason`` on the wire."""

    status: int
    kind: RefusalKind
    message: str
    headers: dict[str, str] = field(default_factory=dict)
    data: dict[str, Any] = field(default_factory=dict)


def rate_limited(decision: Decision) -> Refusal:
    """429 with ``Retry-After`` and the ``RateLimit-*`` headers of the budget that was spent."""
    budget = decision.budget
    wait = decision.retry_after_seconds
    reset = max(1, math.ceil(decision.reset_after))
    return Refusal(
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


async def send_refusal(
    send: Callable[[dict[str, Any]], Awaitable[None]], refusal: Refusal, msg_id: Any, tool: str
) -> None:
    """Answer with ``refusal`` as a JSON-RPC error to ``msg_id`` (already a safe scalar)."""
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
    # The body may still be arriving (too large, too slow): this connection cannot be reused.
    if refusal.status in (408, 413):
        headers.append((b"connection", b"close"))
    await send({"type": "http.response.start", "status": refusal.status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
