"""The HTTP deployable: one ``POST /mcp`` (streamable HTTP, stateless, JSON responses) plus
the probes of ``docs_mcp.telemetry`` (``/healthz`` liveness, ``/readyz`` readiness) and the
discovery routes of ``docs_mcp.discovery`` (``/``, ``/llms.txt``, ``/docs/<id>.md``,
``/.well-known/mcp.json``), inside FastAPI."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
from docs_core.connect import open_reader, resolve_redis_url
from docs_core.failover import connect_reader_client
from docs_core.index import IndexMeta
from docs_core.logprivacy import install_log_privacy
from docs_core.syncruns import SyncRuns, read_sync_runs
from fastapi import FastAPI
from fastapi.responses import Response

from docs_mcp.discovery import install_discovery
from docs_mcp.guards import PublicGuard
from docs_mcp.headers import HeaderPolicy
from docs_mcp.limiter import SharedLimiter
from docs_mcp.server import build_registry, create_server
from docs_mcp.settings import ServerSettings
from docs_mcp.state import ServerState
from docs_mcp.telemetry import Probes, Telemetry, install_routes

__all__ = ["create_app"]

_MCP_PATH = "/mcp"


def create_app(settings: ServerSettings) -> FastAPI:
    """The app; its lifespan discovers the live index (refusing a missing or foreign one) and
    runs the MCP session manager."""
    state = ServerState()
    telemetry = Telemetry()
    server = create_server(settings, state, telemetry=telemetry)
    limiter = SharedLimiter(settings.limits, lambda: _limiter_client(settings))
    mcp_asgi = server.streamable_http_app(
        streamable_http_path=_MCP_PATH,
        stateless_http=True,
        json_response=True,
        transport_security=settings.transport_security(),
        max_request_body_size=settings.limits.max_request_bytes,
    )
    # Starlette answers ``/mcp/`` with a redirect built from the caller's Host header.
    mcp_asgi.router.redirect_slashes = False
    install_log_privacy("docs_mcp")

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        async with (
            open_reader(settings.redis, on_failover=telemetry.failed_over) as reader,
            server.session_manager.run(),
        ):
            state.reader = reader
            install_log_privacy("docs_mcp")  # again: SDK modules imported since the app was built
            try:
                yield
            finally:
                state.reader = None
                await limiter.aclose()

    app = FastAPI(
        title="Redis docs MCP",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        openapi_url=None,
        redirect_slashes=False,
    )

    # A stateless server has nothing to stream on GET; the SDK would hold it open forever.
    @app.api_route(_MCP_PATH, methods=["GET", "DELETE"])
    async def no_stream() -> Response:
        return Response(status_code=405, headers={"Allow": "POST"})

    app.state.telemetry = telemetry
    headers = HeaderPolicy(settings.allowed_hosts, settings.allowed_origins)
    install_routes(app, telemetry, _probes(state, limiter), stale_after_s=settings.stale_after_s)
    install_discovery(
        app,
        state=state,
        tools=build_registry(settings, state).definitions(),
        headers=headers,
        public_url=settings.public_url,
        limits=settings.limits,
        limiter=limiter,
    )
    app.add_middleware(
        PublicGuard,
        settings=settings.limits,
        telemetry=telemetry,
        headers=headers,
        limiter=limiter,
    )
    app.mount("/", mcp_asgi)
    return app


async def _limiter_client(settings: ServerSettings) -> Any:
    url = await anyio.to_thread.run_sync(resolve_redis_url, settings.redis)
    return await connect_reader_client(settings.redis.endpoint_urls() or [url])


def _probes(state: ServerState, limiter: SharedLimiter) -> Probes:
    async def index() -> IndexMeta | None:
        with anyio.fail_after(2):
            return await state.require_reader().status()

    async def redis_ok() -> bool:
        with anyio.fail_after(2):
            return await state.require_reader().ping()

    async def sync_runs() -> SyncRuns | None:
        with anyio.fail_after(2):
            client = await limiter.client()
            return await read_sync_runs(client) if client is not None else None

    return Probes(index=index, redis=redis_ok, sync_runs=sync_runs)
