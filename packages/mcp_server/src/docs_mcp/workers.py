"""Several ``docs-mcp serve`` processes on one socket (``--workers N``; spec/040, PUB-080).

uvicorn starts each worker as a fresh interpreter and hands it import strings, not objects, so
a worker rebuilds its settings from the environment the CLI resolved (bind address, the Redis
URL it found or started) and builds its own app and connection bounds from them. What the
workers share lives in Redis (the index, the rate budgets); per-process state (metrics, the
ask slots, connection caps) is per worker.
"""

from __future__ import annotations

import logging

from docs_core.connections import CloseReason, bounded_protocol
from fastapi import FastAPI

from docs_mcp.app import create_app
from docs_mcp.limits import LimitSettings
from docs_mcp.settings import ServerSettings
from docs_mcp.telemetry import Telemetry

__all__ = ["WorkerProtocol", "create_app_from_env"]

# uvicorn loads the protocol class before it calls the factory: the class reaches the app's
# telemetry through here once the app exists.
_app_telemetry: list[Telemetry] = []


def create_app_from_env() -> FastAPI:
    """The app of one worker, from ``DOCS_*`` in its environment."""
    settings = ServerSettings()
    logging.basicConfig(
        level=settings.log_level.upper(), format="%(levelname)s %(name)s: %(message)s"
    )
    app = create_app(settings)
    _app_telemetry[:] = [app.state.telemetry]
    return app


def _connection_closed(reason: CloseReason) -> None:
    for telemetry in _app_telemetry:
        telemetry.connection_closed(reason)


# Built at import: only a worker imports this module, after the CLI has set its environment.
WorkerProtocol = bounded_protocol(LimitSettings(), on_close=_connection_closed)
