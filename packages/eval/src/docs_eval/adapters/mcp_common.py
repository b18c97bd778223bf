"""What every MCP adapter needs: open a client, read a tool result, summarise arguments."""

from __future__ import annotations

import json
import shlex
from collections.abc import Mapping
from typing import Any

from mcp import Client, StdioServerParameters
from mcp.types import CallToolResult, TextContent

from docs_eval.errors import TargetError

__all__ = ["ToolFailedError", "hits_of", "open_client", "payload_of", "summarize_args"]


class ToolFailedError(TargetError):
    """The tool answered with ``isError``; the message is the tool's own text."""


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
