"""Fakes for tests: a tiny MCP docs server (search/fetch/ask) and a loopback HTTP runner.

The fake answers from a fixed table keyed by question text, so a test decides exactly what a
target returns; it follows our tool contract (``{"results": [...]}``, ``fetch`` body in
``text``, ``ask`` -> ``{answer, sources, kind}`` with ``tool_calls`` in ``_meta``).
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

import uvicorn
from docs_core.ids import canonical_url
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult, TextContent

__all__ = ["FAKE_FAIL_QUERY", "fake_docs_server", "serve_http"]

FAKE_FAIL_QUERY = "please fail"


def _result(
    data: dict[str, Any], *, structured: bool = True, meta: dict[str, Any] | None = None
) -> CallToolResult:
    text = json.dumps(data, separators=(",", ":"))
    return CallToolResult(
        content=[TextContent(type="text", text=text)],
        structured_content=data if structured else None,
        _meta=meta,
    )


def fake_docs_server(
    answers: Mapping[str, Sequence[str]],
    *,
    bodyless_fetch: Sequence[str] = (),
    name: str = "fake-docs",
) -> MCPServer:
    """``answers`` maps a question to the ids ``search`` returns (and ``ask`` cites, top 3).

    ``fetch`` of an id in ``bodyless_fetch`` returns metadata without ``text`` in
    structuredContent (the failure the third seed describes). ``FAKE_FAIL_QUERY`` makes
    ``search`` answer with ``isError``.
    """
    server = MCPServer(name)

    @server.tool(name="search")
    async def search(query: str) -> CallToolResult:
        if query == FAKE_FAIL_QUERY:
            raise ToolError("backend_unavailable: fake outage")
        hits = [
            {"id": i, "title": i, "url": canonical_url(i.split("#")[0]), "text": "snippet"}
            for i in answers.get(query, ())
        ]
        return _result({"results": hits})

    @server.tool(name="fetch")
    async def fetch(id: str) -> CallToolResult:
        if id in bodyless_fetch:
            return _result({"id": id, "title": id})
        return _result({"id": id, "title": id, "text": f"# {id}\n\nbody", "total_chars": 12})

    @server.tool(name="ask")
    async def ask(question: str) -> CallToolResult:
        ids = list(answers.get(question, ()))[:3]
        sources = [{"id": i, "title": i, "url": canonical_url(i.split("#")[0])} for i in ids]
        return _result(
            {
                "answer": "fake answer" if ids else "The docs do not cover this.",
                "sources": sources,
                "kind": "extractive" if ids else "abstained",
            },
            meta={"tool_calls": 2},
        )

    @server.tool(name="peer_search")
    async def peer_search(q: str) -> CallToolResult:
        urls = [canonical_url(i.split("#")[0]) for i in answers.get(q, ())]
        text = "\n".join(f"- [{u}]({u})" for u in urls) or "no results"
        return CallToolResult(content=[TextContent(type="text", text=text)])

    return server


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def serve_http(server: MCPServer, *, timeout_s: float = 10.0) -> Iterator[str]:
    """Serve ``server`` stateless over Streamable HTTP on loopback; yields the ``/mcp`` URL."""
    app = server.streamable_http_app(stateless_http=True, json_response=True)
    port = _free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    runner = uvicorn.Server(config)
    thread = threading.Thread(target=runner.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + timeout_s
    while not runner.started:
        if time.monotonic() > deadline or not thread.is_alive():
            runner.should_exit = True
            raise RuntimeError("fake MCP server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        runner.should_exit = True
        thread.join(timeout=timeout_s)
