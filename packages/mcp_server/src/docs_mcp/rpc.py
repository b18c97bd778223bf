"""What the public guard reads of one JSON-RPC message: its kind, method, tool label and id
(spec/040-public-service.md). The envelope is validated here, before the SDK sees it, because
the SDK answers a bad envelope with a validation dump that echoes the body, and reads a request
whose id is not a string or an integer as a notification that is never answered. Only fixed
labels and ids already proven well formed come out of here, never caller text."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import TypeAdapter

from docs_mcp.limits import HANDSHAKE_METHODS, tool_label
from docs_mcp.refusals import Refusal

__all__ = ["MAX_ID_CHARS", "MessageKind", "RpcCall", "parse_message", "read_call", "request_header"]

MAX_ID_CHARS = 128
"""A longer string id is refused: ids are correlation tokens, and every reply echoes one."""

MessageKind = Literal["request", "notification", "response"]

# MCP method names ("tools/call", "notifications/cancelled"); anything else cannot name a
# method this server serves, and the SDK would echo it in its "Method not found" reply.
_METHOD = re.compile(r"[A-Za-z][A-Za-z0-9_./-]{0,63}")


@dataclass(frozen=True)
class RpcCall:
    """One JSON-RPC message as the guard sees it: kind, method, tool label (fixed set), id."""

    method: str
    tool: str
    id: int | str | None = None
    kind: MessageKind = "request"

    @property
    def limited(self) -> bool:
        """Whether the per-client bounds and the tools' budgets apply: never to the handshake,
        a notification or a response."""
        return self.kind == "request" and self.method not in HANDSHAKE_METHODS

    @property
    def budgeted(self) -> bool:
        """Whether a rate budget applies: to every request, the handshake spending its own."""
        return self.kind == "request"


def request_header(scope: Mapping[str, Any], name: bytes) -> str | None:
    """The first value of header ``name`` (lower case) of an ASGI HTTP scope."""
    headers: list[tuple[bytes, bytes]] = scope.get("headers", [])
    for key, value in headers:
        if key.lower() == name:
            return value.decode("latin-1")
    return None


_JSON: TypeAdapter[Any] = TypeAdapter(Any)


def parse_message(body: bytes, scope: Mapping[str, Any]) -> RpcCall | Refusal:
    """The call of a POSTed body, or the refusal that answers it: not JSON (``-32700``), or
    not one JSON-RPC 2.0 message object (``-32600``; a batch included). Parsed as the MCP SDK
    parses it (pydantic's JSON parser), so a body the SDK would refuse with its own error
    shape (a byte-order mark, UTF-16, a lone surrogate escape) is refused here first."""
    try:
        payload = _JSON.validate_json(body)
    except (ValueError, RecursionError) as exc:
        # The SDK's parser takes numbers of at most 4,300 digits; such a body is JSON, and says
        # so in the refusal.
        if "number out of range" in str(exc):
            return Refusal(400, "parse_error", "the body holds a number too large to read")
        return Refusal(400, "parse_error", "the body is not valid JSON")
    if not isinstance(payload, dict):
        return _invalid("the body must be one JSON-RPC request object (batches are not supported)")
    if payload.get("jsonrpc") != "2.0":
        return _invalid('"jsonrpc" must be "2.0"')
    has_id = "id" in payload
    msg_id = payload.get("id")
    if has_id and not _valid_id(msg_id):
        return _invalid(f'"id" must be an integer or a string of at most {MAX_ID_CHARS} characters')
    if "method" not in payload:
        if has_id and ("result" in payload) != isinstance(payload.get("error"), dict):
            return RpcCall(method="", tool="other", id=msg_id, kind="response")
        return _invalid('a request needs a "method"; a response an "id" and a result or error')
    method = payload["method"]
    if not isinstance(method, str) or not _METHOD.fullmatch(method):
        return _invalid('"method" must be an MCP method name')
    if not isinstance(payload.get("params", {}), dict):
        return _invalid('"params" must be an object')
    call = read_call(payload, scope)
    return call if has_id else RpcCall(call.method, call.tool, None, "notification")


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
    msg_id = message.get("id")
    return RpcCall(method=method[:64], tool=tool, id=msg_id if _valid_id(msg_id) else None)


def _valid_id(value: object) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, str) and len(value) <= MAX_ID_CHARS)


def _invalid(message: str) -> Refusal:
    # Answered here, not by the SDK, whose validation error echoes the body.
    return Refusal(400, "invalid_request", message)
