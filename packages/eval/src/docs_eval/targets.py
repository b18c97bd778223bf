"""Opens a target by kind: the one place the CLI's ``--target`` names meet the adapters."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, Literal

from docs_eval.errors import TargetError
from docs_eval.target import RATE_LIMIT_WAIT_S, Target

__all__ = ["TargetKind", "TargetOptions", "open_target"]

TargetKind = Literal["search", "ask", "inprocess", "peer", "bm25"]


@dataclass(frozen=True)
class TargetOptions:
    """Knobs of the adapters; each adapter reads only its own."""

    limit: int = 8
    fetch_top: int = 0
    params: Mapping[str, Any] = field(default_factory=dict)
    ask_ranking: Literal["sources", "retrieved"] = "sources"
    peer_tool: str = "search"
    peer_query_arg: str = "query"
    peer_args: Mapping[str, Any] = field(default_factory=dict)
    peer_mapper: Callable[[str], str | None] | None = None
    mcp_mode: str = "auto"
    language_from_client: bool = False
    """search/inprocess: pass a code question's client as the ``language`` argument."""
    max_wait_s: float = RATE_LIMIT_WAIT_S
    """search/ask/peer: what one question may wait in all on the server's rate limits."""


@asynccontextmanager
async def open_target(
    kind: TargetKind, url: str, options: TargetOptions | None = None
) -> AsyncIterator[Target]:
    """``url`` is the MCP endpoint for search/ask/peer and the Redis URL for inprocess/bm25."""
    opts = options or TargetOptions()
    if kind in ("search", "ask", "peer"):
        async with _mcp_target(kind, url, opts) as target:
            yield target
    elif kind == "inprocess":
        from docs_eval.adapters.inprocess import open_inprocess

        async with open_inprocess(
            url,
            limit=opts.limit,
            params=opts.params,
            language_from_client=opts.language_from_client,
        ) as target:
            yield target
    elif kind == "bm25":
        from docs_eval.adapters.bm25 import Bm25Target, load_pages

        yield Bm25Target(load_pages(url), limit=opts.limit)
    else:
        raise TargetError(f"unknown target {kind!r}")


@asynccontextmanager
async def _mcp_target(kind: str, url: str, opts: TargetOptions) -> AsyncIterator[Target]:
    from docs_eval.adapters.mcp_common import open_client

    tool = opts.peer_tool if kind == "peer" else kind
    async with open_client(url, mode=opts.mcp_mode) as client:
        offered = sorted(t.name for t in (await client.list_tools()).tools)
        if tool in offered:
            yield _mcp_adapter(kind, client, opts)
            return
    # Raised after the client closed: inside it the SDK's task group would wrap the error.
    raise TargetError(f"{url} offers no tool {tool!r} (it has {offered})")


def _mcp_adapter(kind: str, client: Any, opts: TargetOptions) -> Target:
    if kind == "search":
        from docs_eval.adapters.mcp_search import McpSearchTarget

        return McpSearchTarget(
            client,
            fetch_top=opts.fetch_top,
            language_from_client=opts.language_from_client,
            max_wait_s=opts.max_wait_s,
        )
    if kind == "ask":
        from docs_eval.adapters.mcp_ask import McpAskTarget

        return McpAskTarget(client, ranking=opts.ask_ranking, max_wait_s=opts.max_wait_s)
    from docs_eval.adapters.peer import McpPeerTarget, url_to_page_id

    return McpPeerTarget(
        client,
        tool=opts.peer_tool,
        query_arg=opts.peer_query_arg,
        extra_args=opts.peer_args,
        to_page_id=opts.peer_mapper or url_to_page_id,
        max_wait_s=opts.max_wait_s,
    )
