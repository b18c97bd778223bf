"""What the tools share at run time: the one reader, opened by the lifespan of whichever
transport (HTTP or stdio) is serving."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

import anyio
from docs_core.embedded import ensure_embedded
from docs_core.errors import BackendUnavailableError
from docs_core.retrieval import DocsReader
from docs_core.settings import RedisSettings

from docs_mcp.failover import FailoverListener, connect_reader_client

__all__ = ["ServerState", "open_reader", "resolve_redis_url"]


@dataclass
class ServerState:
    reader: DocsReader | None = None

    def require_reader(self) -> DocsReader:
        if self.reader is None:
            raise BackendUnavailableError("the docs index is not open yet; retry shortly")
        return self.reader


def resolve_redis_url(redis: RedisSettings) -> str:
    """``DOCS_REDIS_URL`` when set, otherwise the embedded Redis of ``DOCS_DATA_DIR`` (started
    on demand)."""
    if redis.redis_url:
        return redis.redis_url
    return ensure_embedded(redis.data_dir).url


@asynccontextmanager
async def open_reader(
    redis: RedisSettings, *, on_failover: FailoverListener | None = None
) -> AsyncIterator[DocsReader]:
    """Discover the live index and hold the reader open; refuses a missing or foreign index with
    ``IndexNotFoundError`` / ``IndexMismatchError`` whose message says what to run."""
    url = await anyio.to_thread.run_sync(resolve_redis_url, redis)
    urls = redis.endpoint_urls()
    client = None
    if len(urls) > 1:  # several endpoints: fail over between them (spec/040)
        client = await connect_reader_client(urls, on_failover=on_failover)
    reader = await DocsReader.connect(url, client=client)
    try:
        yield reader
    finally:
        await reader.aclose()
