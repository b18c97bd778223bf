"""The HTTP deployable: one ``POST /mcp`` (streamable HTTP, stateless, JSON responses) plus
``/healthz``, inside FastAPI."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from docs_core.errors import DocsError
from docs_core.index import IndexMismatchError, IndexNotFoundError
from fastapi import FastAPI
from fastapi.responses import JSONResponse, Response

from docs_mcp.server import create_server
from docs_mcp.settings import ServerSettings
from docs_mcp.state import ServerState, open_reader

__all__ = ["create_app"]

_MCP_PATH = "/mcp"


def create_app(settings: ServerSettings) -> FastAPI:
    """The app; its lifespan discovers the live index (refusing a missing or foreign one) and
    runs the MCP session manager."""
    state = ServerState()
    server = create_server(settings, state)
    mcp_asgi = server.streamable_http_app(
        streamable_http_path=_MCP_PATH,
        stateless_http=True,
        json_response=True,
        transport_security=settings.transport_security(),
        max_request_body_size=settings.max_body_bytes,
    )

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        async with open_reader(settings.redis) as reader, server.session_manager.run():
            state.reader = reader
            try:
                yield
            finally:
                state.reader = None

    app = FastAPI(
        title="Redis docs MCP", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None
    )

    @app.get("/healthz")
    async def healthz() -> JSONResponse:
        try:
            reader = state.require_reader()
            meta = await reader.status() if await reader.ping() else None
        except (DocsError, IndexNotFoundError, IndexMismatchError):
            meta = None
        if meta is None:
            return JSONResponse({"status": "unavailable"}, status_code=503)
        return JSONResponse({"status": "ok", "index_version": meta.version})

    # A stateless server has nothing to stream on GET; the SDK would hold it open forever.
    @app.api_route(_MCP_PATH, methods=["GET", "DELETE"])
    async def no_stream() -> Response:
        return Response(status_code=405, headers={"Allow": "POST"})

    app.mount("/", mcp_asgi)
    return app
