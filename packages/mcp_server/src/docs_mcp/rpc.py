"""What the public guard reads of one JSON-RPC request: its method, its tool label and its id
(spec/040-public-service.md). Only fixed labels and short scalar ids come out of here, never
caller text. A batch never reaches this module: the guard refuses it first."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from docs_mcp.limits import HANDSHAKE_METHODS, tool_label

__all__ = ["RpcCall", "read_call", "request_header"]


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


def request_header(scope: Mapping[str, Any], name: bytes) -> str | None:
    """The first value of header ``name`` (lower case) of an ASGI HTTP scope."""
    headers: list[tuple[bytes, bytes]] = scope.get("headers", [])
    for key, value in headers:
        if key.lower() == name:
            return value.decode("latin-1")
    return None


def read_call(message: Mapping[str, Any], scope: Mapping[str, Any]) -> RpcCall:
    """The call of one request object; the ``Mcp-Method``/``Mcp-Name`` headers (protocol
    2026-07-28) stand in for what the body lacks. A response (no method) reads as ``""``."""
    method = message.get("method", request_header(scope, b"mcp-method"))
    method = method if isinstance(method, str) else ""
    params = message.get("params")
    name = params.get("name") if isinstance(params, dict) else None
    if method == "tools/call":
        tool = tool_label(name if name is not None else request_header(scope, b"mcp-name"))
    elif method:
        tool = "handshake" if method in HANDSHAKE_METHODS else "other"
    else:
        tool = "other"
    return RpcCall(method=method[:64], tool=tool, id=_scalar_id(message.get("id")))


def _scalar_id(value: Any) -> Any:
    """The id to echo: a number or a short string; anything else is answered with ``null``."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float) or (isinstance(value, str) and len(value) <= 128):
        return value
    return None
