"""Discovery for agents and people without MCP (spec/040-public-service.md, "Discovery"):
``GET /llms.txt``, ``GET /docs/<id>.md``, ``GET /.well-known/mcp.json`` (also at the server-card
proposal's own path, ``/.well-known/mcp/server-card``) and ``GET /``.

Every page is filled from the live index's metadata and its page ids (``docs_mcp.areas``), so
none goes stale by hand. Links are built from ``DOCS_MCP_PUBLIC_URL`` or else the request's Host,
which must pass the same allow-list as ``/mcp`` (a foreign Host gets 421 and is never echoed).
``/docs/<id>.md`` does a fetch's work, so it spends the caller's ``fetch`` budget (and fails
open like fetch when the limiter cannot be reached).
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
from collections.abc import Sequence
from datetime import UTC, datetime
from importlib.metadata import version
from typing import Any
from urllib.parse import urljoin

from docs_core.errors import DocNotFoundError, DocsError
from docs_core.ids import InvalidIdError
from docs_core.index import IndexMeta
from docs_core.retrieval import MAX_FETCH_CHARS
from docs_core.retrieval.htmltext import neutralise_html
from mcp_types import Tool
from mcp_types.version import KNOWN_PROTOCOL_VERSIONS
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response

from docs_mcp.areas import Area, documentation_areas
from docs_mcp.headers import HeaderPolicy
from docs_mcp.limiter import SharedLimiter
from docs_mcp.limits import LimitSettings, client_address
from docs_mcp.pages import home_page, llms_txt
from docs_mcp.refusals import Refusal, rate_limited
from docs_mcp.state import ServerState

__all__ = ["SERVER_CARD_SCHEMA", "absolute_links", "install_discovery", "server_card"]

SERVER_CARD_SCHEMA = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json"
DESCRIPTION = (
    "Search and read the Redis documentation (redis.io/docs): Redis Open Source, Redis Software, "
    "Redis Cloud, Redis for Kubernetes, client libraries and the command reference."
)
_MARKDOWN = "text/markdown; charset=utf-8"
_LINK_TARGET = re.compile(r"(\]\()([^)\s]+)")
_SCHEME = re.compile(r"^[a-z][a-z0-9+.-]*:", re.IGNORECASE)
_MAX_PARTS = 50
_UNAVAILABLE = "the docs index is not reachable; retry shortly"


def absolute_links(text: str, page_url: str) -> str:
    """Markdown link targets made absolute against the page's own url (``/docs/...``,
    ``../x/``, ``#anchor``); targets with a scheme stay as written."""

    def resolve(match: re.Match[str]) -> str:
        opening, target = match.group(1), match.group(2)
        if _SCHEME.match(target):
            return f"{opening}{target}"
        return f"{opening}{urljoin(page_url, target)}"

    return _LINK_TARGET.sub(resolve, text)


def _reverse_dns(base_url: str) -> str:
    host = base_url.split("://", 1)[-1].rsplit(":", 1)[0].strip("[]")
    try:
        ipaddress.ip_address(host)
        host = "localhost"
    except ValueError:
        pass
    return ".".join(reversed(host.split(".")))


def server_card(base_url: str, tools: Sequence[Tool], meta: IndexMeta | None) -> dict[str, Any]:
    """The SEP-2127 server card: field names as the proposal spells them."""
    card: dict[str, Any] = {
        "$schema": SERVER_CARD_SCHEMA,
        "name": f"{_reverse_dns(base_url)}/redis-docs",
        "version": version("docs-mcp-server"),
        "title": "Redis documentation",
        "description": DESCRIPTION,
        "websiteUrl": f"{base_url}/",
        "remotes": [
            {
                "type": "streamable-http",
                "url": f"{base_url}/mcp",
                "supportedProtocolVersions": list(KNOWN_PROTOCOL_VERSIONS),
                "authentication": {"required": False, "schemes": []},
            }
        ],
        "capabilities": {"tools": {"listChanged": False}},
        "tools": [tool.model_dump(by_alias=True, exclude_none=True) for tool in tools],
    }
    if meta is not None:
        card["_meta"] = {
            "redis-docs/index": {
                "source_commit": meta.source_commit,
                "indexed_at": _when(meta.indexed_at),
            }
        }
    return card


def _when(timestamp: float) -> str | None:
    if not timestamp:
        return None
    return datetime.fromtimestamp(timestamp, UTC).isoformat(timespec="seconds")


class _Areas:
    """The documentation areas, computed once per live index version."""

    def __init__(self) -> None:
        self._version: int | None = None
        self._areas: list[Area] = []
        self._lock = asyncio.Lock()

    async def get(self, state: ServerState, meta: IndexMeta) -> list[Area]:
        async with self._lock:
            if self._version != meta.version:
                self._areas = await documentation_areas(state.require_reader())
                self._version = meta.version
            return self._areas


def install_discovery(
    app: Any,
    *,
    state: ServerState,
    tools: Sequence[Tool],
    headers: HeaderPolicy,
    public_url: str | None,
    limits: LimitSettings,
    limiter: SharedLimiter,
) -> None:
    """Add the four discovery routes to a FastAPI app (before the MCP app is mounted at ``/``)."""
    areas = _Areas()

    def base_url(request: Request) -> str | Response:
        refusal = headers.check_host_and_origin(request.scope)
        if refusal is not None:
            return PlainTextResponse(refusal.message, status_code=refusal.status)
        if public_url:
            return public_url.rstrip("/")
        return f"{request.url.scheme}://{request.headers['host']}"

    async def index_meta() -> IndexMeta | None:
        try:
            return await state.require_reader().status()
        except DocsError:  # the pages still render, saying freshness is unknown
            return None

    async def llms(request: Request) -> Response:
        base = base_url(request)
        if isinstance(base, Response):
            return base
        meta = await index_meta()
        if meta is None:
            return PlainTextResponse(_UNAVAILABLE, status_code=503)
        try:
            found = await areas.get(state, meta)
        except DocsError:
            return PlainTextResponse(_UNAVAILABLE, status_code=503)
        text = llms_txt(base, meta, found)
        return PlainTextResponse(text, media_type="text/plain; charset=utf-8")

    async def home(request: Request) -> Response:
        base = base_url(request)
        if isinstance(base, Response):
            return base
        meta = await index_meta()
        return HTMLResponse(home_page(base, meta))

    async def card(request: Request) -> Response:
        base = base_url(request)
        if isinstance(base, Response):
            return base
        return JSONResponse(server_card(base, tools, await index_meta()))

    async def fetch_budget(request: Request) -> Refusal | None:
        if not limits.limits_enabled:
            return None
        address = client_address(dict(request.scope), limits.trusted_proxies)
        try:
            checker = await limiter.get()
            if checker is None:
                return None
            decision = await checker.check(limits.budget("fetch"), address)
        except Exception:  # fetch fails open when its limiter is unreachable (spec/040)
            return None
        return None if decision.allowed else rate_limited(decision)

    async def markdown(request: Request) -> Response:
        refusal = headers.check_host_and_origin(request.scope) or await fetch_budget(request)
        if refusal is not None:
            return PlainTextResponse(
                refusal.message, status_code=refusal.status, headers=refusal.headers
            )
        doc_id = request.path_params["doc_id"]
        try:
            return Response(await _whole_markdown(state, doc_id), media_type=_MARKDOWN)
        except InvalidIdError as exc:
            return PlainTextResponse(f"invalid_id: {exc}", status_code=400)
        except DocNotFoundError as exc:
            return PlainTextResponse(f"not_found: {exc}", status_code=404)
        except DocsError:
            return PlainTextResponse(_UNAVAILABLE, status_code=503)

    app.add_route("/", home, methods=["GET"], include_in_schema=False)
    app.add_route("/llms.txt", llms, methods=["GET"], include_in_schema=False)
    app.add_route("/.well-known/mcp.json", card, methods=["GET"], include_in_schema=False)
    app.add_route("/.well-known/mcp/server-card", card, methods=["GET"], include_in_schema=False)
    app.add_route("/docs/{doc_id:path}.md", markdown, methods=["GET"], include_in_schema=False)


async def _whole_markdown(state: ServerState, doc_id: str) -> str:
    """The text ``fetch`` returns, every part joined, links absolute."""
    reader = state.require_reader()
    doc = await reader.fetch(doc_id, max_chars=MAX_FETCH_CHARS)
    parts = [doc.text]
    while doc.next_offset is not None and len(parts) < _MAX_PARTS:
        doc = await reader.fetch(doc.id, offset=doc.next_offset, max_chars=MAX_FETCH_CHARS)
        parts.append(doc.text)
    return absolute_links(neutralise_html("".join(parts)), doc.url)
