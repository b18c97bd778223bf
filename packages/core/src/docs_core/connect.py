"""From ``RedisSettings`` to a reader: the Redis URL (the embedded Redis started on demand)
and a ``DocsReader`` that fails over between the ``DOCS_REDIS_URLS`` endpoints.

Used by: mcp_server (app, state, cli) and chat (app, cli): every reader deployable opens its
reader here, so they honour the same variables the same way.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import partial
from typing import cast

import anyio
from redis.asyncio import Redis

from docs_core.embedded import ProgressReporter, ensure_embedded
from docs_core.failover import FailoverListener, connect_reader_client
from docs_core.retrieval import DocsReader
from docs_core.settings import RedisSettings

__all__ = ["open_reader", "resolve_redis_url"]


def resolve_redis_url(redis: RedisSettings, *, progress: ProgressReporter | None = None) -> str:
    """``DOCS_REDIS_URL`` when set, otherwise the embedded Redis of ``DOCS_DATA_DIR`` (started
    on demand, and waited for while it loads its data: ``progress`` gets the lines)."""
    if redis.redis_url:
        return redis.redis_url
    instance = ensure_embedded(
        redis.data_dir, timeout=redis.redis_start_timeout_s, progress=progress
    )
    return instance.url


@asynccontextmanager
async def open_reader(
    redis: RedisSettings,
    *,
    on_failover: FailoverListener | None = None,
    progress: ProgressReporter | None = None,
) -> AsyncIterator[DocsReader]:
    """Discover the live index and hold the reader open; refuses a missing or foreign index with
    ``IndexNotFoundError`` / ``IndexMismatchError`` whose message says what to run.

    Several endpoints (``DOCS_REDIS_URL`` plus ``DOCS_REDIS_URLS``) give a failover client
    (spec/040); discovery reads the first."""
    url = await anyio.to_thread.run_sync(partial(resolve_redis_url, redis, progress=progress))
    urls = redis.endpoint_urls()
    client = None
    if len(urls) > 1:
        # A MultiDBClient stands in for redis.asyncio.Redis (docs_core.failover says which
        # calls it serves); DocsReader.connect is typed for the plain client only.
        client = cast(Redis, await connect_reader_client(urls, on_failover=on_failover))
    reader = await DocsReader.connect(url, client=client)
    try:
        yield reader
    finally:
        await reader.aclose()
