"""The headers the guard checks before reading a body (spec/040-public-service.md): ``Host`` and
``Origin`` against the allow-lists (DNS-rebinding protection) on every path under ``/mcp``, and
the media type of a POST. The SDK checks Host and Origin again, but logs a foreign value at
WARNING, unbounded, and only on its exact path; here a refusal logs nothing and echoes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from docs_core.hostcheck import AllowList

from docs_mcp.refusals import Refusal
from docs_mcp.rpc import request_header

__all__ = ["HeaderPolicy"]

_JSON = "application/json"


class HeaderPolicy:
    """Allowed ``Host`` and ``Origin`` values (``ServerSettings.allowed_hosts`` /
    ``allowed_origins``); a missing ``Origin`` (non-browser clients) is allowed."""

    def __init__(self, allowed_hosts: Iterable[str], allowed_origins: Iterable[str]) -> None:
        self._hosts = AllowList(allowed_hosts)
        self._origins = AllowList(allowed_origins)

    def check_host_and_origin(self, scope: Mapping[str, Any]) -> Refusal | None:
        host = request_header(scope, b"host")
        if host is None or not self._hosts.allows(host):
            return Refusal(421, "forbidden_host", "this server does not answer for that Host")
        origin = request_header(scope, b"origin")
        if origin is not None and not self._origins.allows(origin):
            return Refusal(403, "forbidden_origin", "requests from that Origin are not allowed")
        return None

    @staticmethod
    def json_body(scope: dict[str, Any]) -> tuple[dict[str, Any], Refusal | None]:
        """A POST must be ``application/json``, compared case-insensitively and without its
        parameters (RFC 9110 8.3.1); the scope comes back with the header in the one spelling
        the SDK accepts."""
        value = request_header(scope, b"content-type")
        media_type = (value or "").split(";", 1)[0].strip().lower()
        if media_type != _JSON:
            return scope, Refusal(
                415, "unsupported_media_type", "Content-Type must be application/json"
            )
        if value == _JSON:
            return scope, None
        headers = [
            (name, _JSON.encode() if name.lower() == b"content-type" else raw)
            for name, raw in scope["headers"]
        ]
        return {**scope, "headers": headers}, None
