"""From ``RedisSettings`` to a reader: the Redis URL (the embedded Redis started on demand)
and a ``DocsReader`` that reads from the ``DOCS_REDIS_READ_URLS`` replicas and fails over
between them, the primary and the ``DOCS_REDIS_URLS`` endpoints.

Used by: mcp_server (app, state, cli) and chat (app, cli): every reader deployable opens its
reader here, so they honour the same variables the same way.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from functools import partial
from typing import cast

import anyio
import redis as sync_redis
from redis.asyncio import Redis

from docs_core.embedded import ProgressReporter, ensure_embedded
from docs_core.failover import FailoverListener, active_endpoint, connect_reader_client
from docs_core.index import IndexMismatchError, IndexNotFoundError, discover
from docs_core.replicas import reader_urls
from docs_core.retrieval import DocsReader
from docs_core.settings import RedisSettings, redacted_url

__all__ = ["open_reader", "resolve_redis_url", "serving_refusal"]


def resolve_redis_url(redis: RedisSettings, *, progress: ProgressReporter | None = None) -> str:
    """``DOCS_REDIS_URL`` when set, otherwise the embedded Redis of ``DOCS_DATA_DIR`` (started
    on demand, and waited for while it loads its data: ``progress`` gets the lines)."""
    if redis.redis_url:
        return redis.redis_url
    instance = ensure_embedded(
        redis.data_dir, timeout=redis.redis_start_timeout_s, progress=progress
    )
    return instance.url


def serving_refusal(url: str, others: Sequence[str] = ()) -> str | None:
    """Why a reader should not start (``url`` and every failover endpoint in ``others``
    unreachable, without an index or with a foreign model), in one line that names the URL
    without its password; None when one of them serves, since a failover client starts on it."""
    reasons = [_refusal(endpoint) for endpoint in dict.fromkeys([url, *others])]
    return None if None in reasons else reasons[0]


def _refusal(url: str) -> str | None:
    try:
        client = sync_redis.Redis.from_url(url, socket_timeout=5)
    except ValueError as exc:
        return f"invalid Redis URL {redacted_url(url)}: {exc}"
    try:
        discover(client)
    except (IndexNotFoundError, IndexMismatchError) as exc:
        return str(exc)
    except sync_redis.RedisError as exc:
        return f"cannot reach Redis at {redacted_url(url)}: {exc}"
    finally:
        client.close()
    return None


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
    (spec/040); replicas (``DOCS_REDIS_READ_URLS``) come first, each process in its own order,
    and are checked against the primary (spec/004, "Replicas"). Discovery reads the endpoint
    that serves reads at start."""
    url = await anyio.to_thread.run_sync(partial(resolve_redis_url, redis, progress=progress))
    replicas = redis.read_urls()
    urls = reader_urls(replicas, [url, *redis.endpoint_urls()])
    client = None
    discovery_url = url
    if len(urls) > 1:
        multi = await connect_reader_client(
            urls, on_failover=on_failover, primary_url=url if replicas else None
        )
        active = active_endpoint(multi).removeprefix("db")
        discovery_url = urls[int(active)] if active.isdigit() else url
        # A MultiDBClient stands in for redis.asyncio.Redis (docs_core.failover says which
        # calls it serves); DocsReader.connect is typed for the plain client only.
        client = cast(Redis, multi)
    reader = await DocsReader.connect(discovery_url, client=client)
    try:
        yield reader
    finally:
        await reader.aclose()
