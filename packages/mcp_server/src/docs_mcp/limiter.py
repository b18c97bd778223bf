"""The rate limiter one app shares with every replica through Redis, and the salt that keeps
client addresses out of its keys (spec/040-public-service.md)."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable, Callable
from typing import Any

from docs_core.keys import RATE_LIMIT_SALT_KEY
from docs_core.ratelimit import RateLimiter

from docs_mcp.limits import LimitSettings

__all__ = ["ClientFactory", "SharedLimiter"]

ClientFactory = Callable[[], Awaitable[Any]]


class SharedLimiter:
    """The rate limiter of one app: opens its Redis client (``client_factory``: a plain
    ``redis.asyncio.Redis`` or a ``MultiDBClient``) on first use; the app's lifespan closes it.
    Without a factory there is no limiter (``get`` returns None)."""

    def __init__(self, settings: LimitSettings, client_factory: ClientFactory | None) -> None:
        self._settings = settings
        self._client_factory = client_factory
        self._limiter: RateLimiter | None = None
        self._client: Any = None
        self._lock = asyncio.Lock()

    async def get(self) -> RateLimiter | None:
        if self._limiter is not None or self._client_factory is None:
            return self._limiter
        async with self._lock:
            if self._limiter is None:
                client = await self._client_factory()
                try:
                    salt = await self._salt(client)
                except BaseException:
                    await client.aclose()
                    raise
                self._client, self._limiter = client, RateLimiter(client, salt=salt)
        return self._limiter

    async def client(self) -> Any:
        """The limiter's Redis client, which the app reuses for its other aggregate reads
        (``/metrics``'s sync runs); None without a factory."""
        await self.get()
        return self._client

    async def _salt(self, client: Any) -> bytes:
        if self._settings.limit_salt is not None:
            return self._settings.limit_salt.get_secret_value().encode()
        # One random salt per deployment, shared by replicas through the Redis they share.
        await client.execute_command("SET", RATE_LIMIT_SALT_KEY, os.urandom(32).hex(), "NX")
        value = await client.execute_command("GET", RATE_LIMIT_SALT_KEY)
        return value if isinstance(value, bytes) else str(value).encode()

    async def aclose(self) -> None:
        if self._client is not None:
            client, self._client, self._limiter = self._client, None, None
            await client.aclose()
