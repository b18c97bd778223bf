"""The MCP server's rate limiter: the shared one of ``docs_core.sharedlimit`` with the salt of
its limit settings (spec/040-public-service.md)."""

from __future__ import annotations

from docs_core.sharedlimit import ClientFactory
from docs_core.sharedlimit import SharedLimiter as _CoreLimiter

from docs_mcp.limits import LimitSettings

__all__ = ["ClientFactory", "SharedLimiter"]


class SharedLimiter(_CoreLimiter):
    """``docs_core.sharedlimit.SharedLimiter`` configured from ``LimitSettings``."""

    def __init__(self, settings: LimitSettings, client_factory: ClientFactory | None) -> None:
        super().__init__(settings.limit_salt, client_factory)
