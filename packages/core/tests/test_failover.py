"""Reader failover between two embedded Redis servers (spec/040-public-service.md, PUB-020..026)."""

from __future__ import annotations

import asyncio
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from docs_core.embedded import EmbeddedRedis, ensure_embedded, stop_embedded
from docs_core.failover import FailoverPolicy, active_endpoint, connect_reader_client
from docs_ingest.testing import publish_sample_index
from redis.asyncio import Redis
from redis.asyncio.multidb.client import MultiDBClient

pytestmark = pytest.mark.redis

FAST = FailoverPolicy(auto_fallback_interval=2.0)


@pytest.fixture
def two_servers() -> Iterator[list[tuple[Path, EmbeddedRedis]]]:
    dirs = [Path(tempfile.mkdtemp(prefix=f"docsfo{i}-", dir="/tmp")) for i in range(2)]
    servers = []
    try:
        for data_dir in dirs:
            server = ensure_embedded(data_dir)
            client = redis.Redis.from_url(server.url)
            publish_sample_index(client)
            client.close()
            servers.append((data_dir, server))
        yield servers
    finally:
        for data_dir in dirs:
            stop_embedded(data_dir)
            shutil.rmtree(data_dir, ignore_errors=True)


async def _search(client: Redis | MultiDBClient) -> int:
    reply = await client.execute_command("FT.SEARCH", "docs_chunks", "eviction", "LIMIT", 0, 0)
    return int(reply[0])


def test_pub020_one_url_gives_a_plain_client_and_several_a_multidb_client(
    two_servers: list[tuple[Path, EmbeddedRedis]],
) -> None:
    async def scenario() -> None:
        single = await connect_reader_client([two_servers[0][1].url])
        multi = await connect_reader_client([s.url for _, s in two_servers], policy=FAST)
        try:
            assert isinstance(single, Redis)
            assert isinstance(multi, MultiDBClient)
            assert active_endpoint(multi) == "db0"
            assert await _search(single) > 0
            assert await _search(multi) > 0
        finally:
            await single.aclose()
            await multi.aclose()

    asyncio.run(scenario())


def test_pub021_tuned_policy_is_far_less_tolerant_than_redis_py_defaults() -> None:
    policy = FailoverPolicy()
    redis_py = {"min_num_failures": 1000, "health_check_interval": 5, "failover_delay": 12}
    for name, default in redis_py.items():
        assert getattr(policy, name) * 5 <= default, name
    assert policy.auto_fallback_interval > 0


def test_pub022_killing_the_active_server_under_search_traffic_fails_over_and_back(
    two_servers: list[tuple[Path, EmbeddedRedis]],
) -> None:
    events: list[tuple[float, str, str]] = []

    async def scenario() -> dict[str, float]:
        client = await connect_reader_client(
            [s.url for _, s in two_servers],
            policy=FAST,
            on_failover=lambda old, new: events.append((time.monotonic(), old, new)),
        )
        dirs = [d for d, _ in two_servers]
        ok = errors = 0
        slowest = 0.0
        killed_at = restarted_at = 0.0
        start = time.monotonic()
        try:
            while time.monotonic() - start < 12.0:
                began = time.monotonic()
                try:
                    assert await _search(client) > 0
                    ok += 1
                except Exception:
                    errors += 1
                slowest = max(slowest, time.monotonic() - began)
                elapsed = time.monotonic() - start
                if not killed_at and elapsed > 1.0:
                    killed_at = time.monotonic()
                    stopping = asyncio.create_task(asyncio.to_thread(stop_embedded, dirs[0]))
                if killed_at and not restarted_at and time.monotonic() - killed_at > 3.0:
                    assert active_endpoint(client) == "db1"
                    await stopping
                    restarted_at = time.monotonic()
                    await asyncio.to_thread(ensure_embedded, dirs[0])
                if restarted_at and events and events[-1][2] == "db0":
                    break
                await asyncio.sleep(0.01)
            return {
                "ok": ok,
                "errors": errors,
                "slowest": slowest,
                "failover_after": events[0][0] - killed_at if events else -1,
                "fallback_after": events[-1][0] - restarted_at if len(events) > 1 else -1,
                "final": active_endpoint(client) == "db0",
            }
        finally:
            await client.aclose()

    figures = asyncio.run(scenario())
    print(f"failover figures: {figures}")
    assert figures["errors"] == 0
    assert figures["ok"] > 100
    assert 0 <= figures["failover_after"] < 6.0
    assert figures["slowest"] < 3.0
    assert [(old, new) for _, old, new in events] == [("db0", "db1"), ("db1", "db0")]
    assert 0 <= figures["fallback_after"] < 6.0
    assert figures["final"]


def test_pub023_start_succeeds_with_one_of_two_endpoints_down(
    two_servers: list[tuple[Path, EmbeddedRedis]],
) -> None:
    stop_embedded(two_servers[0][0])

    async def scenario() -> None:
        client = await connect_reader_client([s.url for _, s in two_servers], policy=FAST)
        try:
            assert active_endpoint(client) == "db1"
            assert await _search(client) > 0
        finally:
            await client.aclose()

    asyncio.run(scenario())


def test_pub024_multidb_client_takes_a_non_transactional_pipeline(
    two_servers: list[tuple[Path, EmbeddedRedis]],
) -> None:
    async def scenario() -> None:
        client = await connect_reader_client([s.url for _, s in two_servers], policy=FAST)
        try:
            pipe = client.pipeline(transaction=False)
            pipe.set("docs:test:a", "1")
            pipe.hset("docs:test:h", mapping={"f": "v"})
            pipe.hmget("docs:test:h", ["f", "missing"])
            pipe.get("docs:test:a")
            assert await pipe.execute() == [True, 1, [b"v", None], b"1"]
        finally:
            await client.aclose(close_connection_pool=True)

    asyncio.run(scenario())


def test_pub025_docs_reader_searches_and_fetches_through_a_multidb_client(
    two_servers: list[tuple[Path, EmbeddedRedis]],
) -> None:
    from docs_core.retrieval import DocsReader

    async def scenario() -> None:
        urls = [s.url for _, s in two_servers]
        # Each replica builds its own HNSW graph, so approximate KNN may order a few hits
        # differently per replica: after failover a new search must serve what db1 serves. A
        # repeat of the first search may come from the result cache (same index state), so
        # the comparison uses a query the reader has not seen.
        direct = await DocsReader.connect(urls[1])
        expected = [h.id for h in await direct.search("eviction policies for a full memory")]
        await direct.aclose()
        client = await connect_reader_client(urls, policy=FAST)
        reader = await DocsReader.connect(urls[0], client=client)
        try:
            hits = await reader.search("eviction policy")
            assert hits
            doc = await reader.fetch(hits[0].id)
            assert doc.text
            stop_embedded(two_servers[0][0])
            assert await reader.search("eviction policy")
            after = await reader.search("eviction policies for a full memory")
            assert [h.id for h in after] == expected
            assert active_endpoint(client) == "db1"
        finally:
            await reader.aclose()

    asyncio.run(scenario())


def test_pub026_every_endpoint_down_is_backend_unavailable_not_a_failover_exception(
    two_servers: list[tuple[Path, EmbeddedRedis]],
) -> None:
    from docs_core.errors import BackendUnavailableError
    from docs_core.ratelimit import Budget, RateLimiter
    from docs_core.retrieval import DocsReader
    from docs_core.sharedlimit import SharedSlots

    async def scenario() -> None:
        urls = [s.url for _, s in two_servers]
        client = await connect_reader_client(urls, policy=FAST)
        reader = await DocsReader.connect(urls[0], client=client)
        limiter = RateLimiter(client, salt=b"test-salt")
        slots = SharedSlots("docs:test:slots", limit=2, lease_s=5.0)
        try:
            assert await reader.search("eviction policy")
            for data_dir, _ in two_servers:
                stop_embedded(data_dir)
            with pytest.raises(BackendUnavailableError):
                await reader.search("eviction policies for a full memory")
            with pytest.raises(BackendUnavailableError):
                await limiter.check(Budget("search", rate=60, burst=5), "192.0.2.1")
            with pytest.raises(BackendUnavailableError):
                await slots.take(client)
        finally:
            await reader.aclose()

    asyncio.run(scenario())
