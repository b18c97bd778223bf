"""The bounded async Redis client of a reader, and translation of Redis faults to DocsError."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

import redis.asyncio as aredis
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff
from redis.exceptions import BusyLoadingError, ResponseError
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from docs_core.errors import FAILOVER_EXHAUSTED, BackendUnavailableError
from docs_core.index import IndexNotFoundError

__all__ = [
    "ConnectionSettings",
    "backend_guard",
    "bounded_pool",
    "missing_index",
    "open_client",
]


@dataclass(frozen=True, slots=True)
class ConnectionSettings:
    """Pool and time budget; ``deadline`` bounds every reader call end to end."""

    max_connections: int = 32
    pool_timeout: float = 1.0
    socket_timeout: float = 1.0
    connect_timeout: float = 0.5
    retries: int = 2
    deadline: float = 2.0


def bounded_pool(
    url: str,
    *,
    max_connections: int,
    pool_timeout: float,
    socket_timeout: float,
    connect_timeout: float,
    protocol: int = 2,
) -> aredis.BlockingConnectionPool:
    """The one pool builder of every reader: a caller waits at most ``pool_timeout`` for a
    connection instead of opening an unbounded number of them under load."""
    return aredis.BlockingConnectionPool.from_url(
        url,
        max_connections=max_connections,
        timeout=pool_timeout,
        socket_timeout=socket_timeout,
        socket_connect_timeout=connect_timeout,
        health_check_interval=30,
        protocol=protocol,
    )


def open_client(url: str, settings: ConnectionSettings) -> aredis.Redis:
    pool = bounded_pool(
        url,
        max_connections=settings.max_connections,
        pool_timeout=settings.pool_timeout,
        socket_timeout=settings.socket_timeout,
        connect_timeout=settings.connect_timeout,
    )
    return aredis.Redis(
        connection_pool=pool,
        retry=Retry(ExponentialWithJitterBackoff(0.01, 0.1), settings.retries),
        retry_on_error=[RedisConnectionError, RedisTimeoutError],
    )


_UNREACHABLE: tuple[type[BaseException], ...] = (
    RedisConnectionError,
    RedisTimeoutError,
    OSError,
    TimeoutError,
    *FAILOVER_EXHAUSTED,
)
_MISSING_INDEX = ("unknown index name", "no such index", "unknown: index name", "index not found")


def _refused(error: BaseException) -> bool:
    """Whether nothing listens where Redis should: refused, or no socket file (redis-py keeps
    the OS error as the context of its own)."""
    seen: BaseException | None = error
    for _ in range(5):
        if seen is None:
            return False
        if isinstance(seen, (ConnectionRefusedError, FileNotFoundError)):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def missing_index(error: ResponseError) -> bool:
    """Whether Redis refused a request for naming an index it does not hold, in any wording
    its releases use (``docs_chunks: no such index``, ``Unknown Index name``, ``Unknown: Index
    name``, ``SEARCH_INDEX_NOT_FOUND Index not found``)."""
    text = str(error).lower()
    return any(marker in text for marker in _MISSING_INDEX)


@asynccontextmanager
async def backend_guard(deadline: float) -> AsyncIterator[None]:
    """Redis unreachable or slower than ``deadline`` -> BackendUnavailableError; a vanished
    alias -> IndexNotFoundError. Messages never carry query text."""
    started = time.monotonic()
    try:
        async with asyncio.timeout(deadline):
            yield
    except _UNREACHABLE as exc:
        # The time actually waited: a socket or pool timeout fires well before the deadline.
        waited = time.monotonic() - started
        if _refused(exc):
            # "gave up after 0.0 s" read as a bug: a refused connection fails at once.
            raise BackendUnavailableError(
                "the docs index (Redis) cannot be reached: the connection was refused; "
                "try again shortly"
            ) from exc
        if isinstance(exc, BusyLoadingError):
            # It answered, refusing while it reads its data from disk (a minute on a restart).
            raise BackendUnavailableError(
                "the docs index (Redis) is loading its data from disk; try again shortly"
            ) from exc
        raise BackendUnavailableError(
            f"the docs index (Redis) did not answer (gave up after {waited:.1f} s)"
        ) from exc
    except ResponseError as exc:
        if missing_index(exc):
            raise IndexNotFoundError(
                "the docs index is not published in this Redis; run: docs-ingest run --source PATH"
            ) from exc
        raise
