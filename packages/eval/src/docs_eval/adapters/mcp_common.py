"""What every MCP adapter needs: open a client, call a tool patiently, read a tool result,
summarise arguments."""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Mapping
from typing import Any

import anyio
from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError
from mcp.types import CallToolResult, TextContent
from rich.console import Console

from docs_eval.errors import TargetError
from docs_eval.target import RATE_LIMIT_WAIT_S

__all__ = [
    "PatientCalls",
    "RateLimitedError",
    "ToolFailedError",
    "hits_of",
    "open_client",
    "payload_of",
    "retry_delay",
    "summarize_args",
]

# Refusals our server sends with a delay to wait (spec/040): a rate budget spent, too many
# requests in flight from one client, or ask at capacity. Anything else is the question's error.
_RETRYABLE = frozenset({"rate_limited", "busy"})
_RETRY_AFTER = re.compile(r"retry after (\d+(?:\.\d+)?) s")
# stderr, so the waits show beside the progress bar and never in a piped report.
_progress = Console(stderr=True)


class ToolFailedError(TargetError):
    """The tool answered with ``isError``; the message is the tool's own text."""


class RateLimitedError(TargetError):
    """The server still refused after the question had waited all it may."""


def retry_delay(exc: MCPError) -> float | None:
    """Seconds the server asks to wait before retrying, None when the error is no such refusal.

    The JSON-RPC error's ``data.retry_after`` when present (a spent rate budget), else the
    "retry after N s" its message gives (the busy refusals), else one second."""
    data = exc.data if isinstance(exc.data, Mapping) else {}
    if data.get("reason") not in _RETRYABLE:
        return None
    given = data.get("retry_after")
    if isinstance(given, int | float) and not isinstance(given, bool) and given > 0:
        return float(given)
    match = _RETRY_AFTER.search(exc.message)
    return max(float(match[1]), 0.1) if match else 1.0


class PatientCalls:
    """One question's tool calls, each retried after the delay a rate-limit refusal names, so
    a server's default limits slow a run down instead of scoring refused questions as misses
    (EVAL-052). All the waits of one question together stay within ``max_wait_s``; past that
    the refusal is the question's error."""

    def __init__(
        self, client: Client, *, label: str = "", max_wait_s: float = RATE_LIMIT_WAIT_S
    ) -> None:
        self._client = client
        self._label = label
        self._max_wait_s = max_wait_s
        self.waited_s = 0.0

    async def call_tool(self, name: str, arguments: Mapping[str, Any]) -> CallToolResult:
        while True:
            try:
                return await self._client.call_tool(name, dict(arguments))
            except MCPError as exc:
                delay = retry_delay(exc)
                if delay is None:
                    raise
                if self.waited_s + delay > self._max_wait_s:
                    raise RateLimitedError(
                        f"{exc.message} (waited {self.waited_s:g} s already; a question waits "
                        f"at most {self._max_wait_s:g} s in all, --max-wait)"
                    ) from exc
            _progress.print(
                f"{self._label or name}: {name} refused by the server's limits, retrying in "
                f"{delay:g} s (waited {self.waited_s:g} of at most {self._max_wait_s:g} s)",
                markup=False,
                highlight=False,
            )
            await anyio.sleep(delay)
            self.waited_s += delay

    @property
    def waited_ms(self) -> float:
        return self.waited_s * 1000.0


def open_client(server: Any, *, mode: str = "auto") -> Client:
    """A client for a URL (``http://127.0.0.1:8000/mcp``), a local command spawned over stdio
    (``stdio:qmd mcp``) or an in-process server object."""
    if isinstance(server, str) and server.startswith("stdio:"):
        command, *args = shlex.split(server.removeprefix("stdio:"))
        return Client(StdioServerParameters(command=command, args=args), mode=mode)
    return Client(server, mode=mode)


def payload_of(result: CallToolResult) -> Any:
    """The structured result, else the first text block parsed as JSON, else the raw text."""
    if result.is_error:
        text = " ".join(b.text for b in result.content if isinstance(b, TextContent))
        raise ToolFailedError(text[:300] or "tool returned isError without text")
    if result.structured_content is not None:
        return result.structured_content
    texts = [b.text for b in result.content if isinstance(b, TextContent)]
    if not texts:
        return None
    try:
        return json.loads(texts[0])
    except json.JSONDecodeError:
        return "\n".join(texts)


def hits_of(payload: Any) -> list[Mapping[str, Any]]:
    """The list of hit objects in a search payload: ``{"results": [...]}``, ``{"hits": [...]}`` or a list."""
    items = payload
    if isinstance(payload, Mapping):
        items = next(
            (
                payload[k]
                for k in ("results", "hits", "documents")
                if isinstance(payload.get(k), list)
            ),
            [],
        )
    if not isinstance(items, list):
        return []
    return [item for item in items if isinstance(item, Mapping)]


def summarize_args(arguments: Mapping[str, Any]) -> str:
    """``query:str[37], limit=8``: shapes of free text, values of everything else."""
    parts = []
    for key, value in arguments.items():
        if isinstance(value, str):
            parts.append(f"{key}:str[{len(value)}]")
        else:
            parts.append(f"{key}={value!r}")
    return ", ".join(parts)
