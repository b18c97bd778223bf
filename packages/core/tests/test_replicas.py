"""Readers on a replica, the one writer on the primary: two embedded Redis servers, the second
started with ``--replicaof`` (spec/004-index-lifecycle.md, "Replicas", LIF-030..LIF-035)."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from docs_core import replicas
from docs_core.connect import open_reader
from docs_core.embedded import stop_embedded
from docs_core.failover import FailoverPolicy, active_endpoint, connect_reader_client
from docs_core.replicas import (
    LiveState,
    ReplicationCheck,
    ReplicationView,
    reader_urls,
    skip_reason,
)
from docs_core.retrieval import DocsReader
from docs_core.settings import RedisSettings
from docs_core.testing.replication import (
    ReplicatedPair,
    replicated_pair,
    start_server,
    wait_replicated,
)
from docs_ingest.testing import copy_sample_site, publish_sample_index

pytestmark = pytest.mark.redis

FAST = FailoverPolicy(auto_fallback_interval=1.0)
QUERY = "eviction policy"


@pytest.fixture
def pair() -> Iterator[ReplicatedPair]:
    with replicated_pair() as servers:
        client = redis.Redis.from_url(servers.primary.url)
        publish_sample_index(client)
        client.close()
        wait_replicated(servers.primary.url, servers.replica.url)
        yield servers


def _view(**changes: Any) -> ReplicationView:
    base: dict[str, Any] = {
        "role": "slave",
        "loading": False,
        "sync_in_progress": False,
        "link_up": True,
        "replid": "r1",
        "offset": 100,
        "live": LiveState(3, "f3"),
    }
    return ReplicationView(**{**base, **changes})


def test_lif030_readers_try_the_replicas_first_in_a_per_process_order_then_the_primary() -> None:
    replicas = ["redis://r1:6379", "redis://r2:6379", "redis://r3:6379"]
    primary = ["redis://p:6379", "redis://dr:6379"]
    urls = reader_urls(replicas, primary)
    assert sorted(urls[:3]) == sorted(replicas)
    assert urls[3:] == primary
    # A rotation, not a shuffle: every process walks the replicas in the same cyclic order.
    start = replicas.index(urls[0])
    assert urls[:3] == replicas[start:] + replicas[:start]
    assert reader_urls([], primary) == primary
    settings = RedisSettings(
        redis_url="redis://p:6379", redis_read_urls=" redis://r1:6379, redis://r2:6379,"
    )
    assert settings.read_urls() == ["redis://r1:6379", "redis://r2:6379"]
    # The writer's targets never include a replica.
    assert settings.endpoint_urls() == ["redis://p:6379"]


def test_lif031_a_replica_is_skipped_while_loading_resyncing_cut_off_or_behind() -> None:
    primary = _view(role="master", offset=200, live=LiveState(4, "f4"))
    assert skip_reason(_view(offset=200), primary) is None
    assert skip_reason(_view(offset=150, live=LiveState(4, "f4")), primary) is None
    behind = skip_reason(_view(offset=150), primary)
    assert behind is not None and "behind" in behind and "v3" in behind
    assert "loading" in (skip_reason(_view(loading=True, live=None), primary) or "")
    assert "resynchronising" in (skip_reason(_view(sync_in_progress=True), primary) or "")
    assert "link down" in (skip_reason(_view(link_up=False, offset=200), primary) or "")
    # Another replication history: offsets cannot be compared, only what each serves.
    assert skip_reason(_view(replid="other", offset=900), primary) is not None
    # An in-place patch: same version, new fingerprint.
    patched = _view(role="master", offset=200, live=LiveState(3, "f3b"))
    assert skip_reason(_view(offset=150), patched) is not None
    # The primary unreachable: the replicas hold the last state there is.
    assert skip_reason(_view(link_up=False), None) is None
    assert skip_reason(_view(loading=True, live=None), None) is not None
    # Masters among the read endpoints: the primary itself, or a copy that left replication.
    assert skip_reason(_view(role="master", replid="r1", live=None), primary) is None
    assert skip_reason(_view(role="master", replid="x", live=LiveState(4, "f4")), primary) is None
    detached = skip_reason(_view(role="master", replid="x"), primary)
    assert detached is not None and "not replicating" in detached
    assert skip_reason(_view(role="master", replid="x"), None) is None
    # The primary's read timed out, but its last view says what a stale copy must not serve.
    kept = skip_reason(_view(role="master", replid="x"), None, known=primary)
    assert kept is not None and "not replicating" in kept
    assert skip_reason(_view(link_up=False), None, known=primary) is None


def test_lif033_the_primary_last_view_stands_for_ten_seconds_of_failed_reads_not_of_idleness(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    primary = _view(role="master", offset=200, live=LiveState(4, "f4"))
    answers: list[ReplicationView] = []

    async def read(client: Any) -> ReplicationView:
        if answers:
            return answers.pop()
        raise ConnectionError("timed out")

    monkeypatch.setattr(replicas, "read_view", read)
    check = ReplicationCheck("redis://127.0.0.1:9", timeout=0.05)

    async def scenario() -> list[ReplicationView | None]:
        seen = []
        answers.append(primary)
        await check._primary_state()
        # A minute without a read (the reader idle), then the first read times out.
        check._last_answer = (primary, time.monotonic() - 60.0)
        check._primary_view = None
        assert await check._primary_state() is None
        seen.append(check._known_primary())
        assert check._failing_since is not None
        check._failing_since -= 11.0
        seen.append(check._known_primary())
        answers.append(primary)
        check._primary_view = None
        await check._primary_state()
        seen.append(check._known_primary())
        await check.aclose()
        return seen

    assert asyncio.run(scenario()) == [primary, None, primary]
    stale = _view(role="master", replid="x", live=LiveState(3, "f3"))
    assert "not replicating" in (skip_reason(stale, None, known=primary) or "")


def test_lif033_a_copy_is_judged_against_the_primary_read_after_it_not_a_view_from_before_a_publish(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = _view(role="master", offset=200, live=LiveState(1, "f1"))
    stale = _view(role="master", replid="x", live=LiveState(1, "f1"))
    primary_now: list[LiveState | None] = [LiveState(2, "f2")]

    async def read(client: Any) -> ReplicationView:
        # The primary's view was read first, then the copy's read waited for it to come up,
        # and the primary published in between.
        return before if client is check._primary else stale

    async def live_state(client: Any) -> LiveState | None:
        return primary_now[0]

    monkeypatch.setattr(replicas, "read_view", read)
    monkeypatch.setattr(replicas, "_live_state", live_state)
    check = ReplicationCheck("redis://127.0.0.1:9", timeout=0.05)
    hc_client = redis.asyncio.Redis(host="127.0.0.1", port=9)

    async def verdicts() -> list[tuple[bool, str | None]]:
        seen = []
        for now in (LiveState(2, "f2"), LiveState(1, "f1"), None):
            primary_now[0] = now
            healthy = await check.check_health(None, hc_client)
            seen.append((healthy, check.last_reasons["127.0.0.1:9"]))
        await check.aclose()
        await hc_client.aclose()
        return seen

    assert skip_reason(stale, before) is None
    assert asyncio.run(verdicts()) == [
        (False, "serves v1, the primary now v2"),
        (True, None),
        (True, None),
    ]


async def _alias_state(client: Any) -> tuple[int, int, int]:
    """(version behind ``docs_chunks``, its indexed documents, the chunk count its meta
    promises), read through the reader's own client. The writer drops the old version right
    after the swap, so a meta gone between the two reads must come with a moved alias."""
    for _ in range(3):
        info = await client.execute_command("FT.INFO", "docs_chunks")
        pairs = dict(zip(info[::2], info[1::2], strict=False))
        version = int(pairs[b"index_name"].decode().rsplit("_v", 1)[1])
        meta = await client.execute_command("HGET", f"docs:v{version}:meta", "counts")
        if meta is not None:
            return version, int(pairs[b"num_docs"]), int(json.loads(meta)["chunks"])
        info = await client.execute_command("FT.INFO", "docs_chunks")
        moved = dict(zip(info[::2], info[1::2], strict=False))[b"index_name"]
        assert moved != pairs[b"index_name"], f"live v{version} has no meta"
    raise AssertionError("the alias moved three times during one read")


def test_lif032_a_reader_on_the_replica_follows_a_publish_and_never_sees_a_half_built_version(
    pair: ReplicatedPair,
) -> None:
    primary = redis.Redis.from_url(pair.primary.url)

    async def scenario() -> dict[str, Any]:
        client = await connect_reader_client(
            [pair.replica.url, pair.primary.url], policy=FAST, primary_url=pair.primary.url
        )
        reader = await DocsReader.connect(pair.replica.url, client=client)
        try:
            before = (await reader.status()).version
            publishing = asyncio.create_task(
                asyncio.to_thread(publish_sample_index, primary, full=True)
            )
            seen: list[tuple[int, int, int, int, str]] = []
            published_at = 0.0
            visible_at = 0.0
            while time.monotonic() - (published_at or time.monotonic()) < 15.0:
                hits = await reader.search(QUERY)
                for _ in range(10):
                    state = await _alias_state(client)
                    seen.append((*state, len(hits), active_endpoint(client)))
                if publishing.done() and not published_at:
                    published_at = time.monotonic()
                if published_at and (await reader.status()).version > before:
                    visible_at = time.monotonic()
                    break
                await asyncio.sleep(0.005)
            await publishing
            return {"before": before, "seen": seen, "visible_s": visible_at - published_at}
        finally:
            await reader.aclose()

    try:
        figures = asyncio.run(scenario())
    finally:
        primary.close()
    seen = figures["seen"]
    print(f"publish-to-replica: {figures['visible_s']:.3f} s, {len(seen)} reads")
    assert figures["visible_s"] > 0
    versions = [version for version, *_ in seen]
    assert set(versions) <= {figures["before"], figures["before"] + 1}
    assert versions == sorted(versions)
    assert all(indexed == promised for _, indexed, promised, _, _ in seen)
    assert all(hits > 0 for *_, hits, _ in seen)
    assert {endpoint for *_, endpoint in seen} == {"db0"}


def test_lif033_a_stopped_replica_is_skipped_and_rejoins_only_once_it_has_caught_up(
    pair: ReplicatedPair,
) -> None:
    primary = redis.Redis.from_url(pair.primary.url)
    events: list[tuple[str, str]] = []

    async def scenario() -> dict[str, Any]:
        client: Any = await connect_reader_client(
            [pair.replica.url, pair.primary.url],
            policy=FAST,
            on_failover=lambda old, new: events.append((old, new)),
            primary_url=pair.primary.url,
        )
        reader = await DocsReader.connect(pair.replica.url, client=client)
        errors = 0
        versions: list[tuple[int, str]] = []
        reasons: set[str] = set()

        async def read() -> None:
            nonlocal errors
            try:
                assert await reader.search(QUERY)
                versions.append(((await reader.status()).version, active_endpoint(client)))
            except Exception:
                errors += 1
            reasons.update(r for r in client.replication_check.last_reasons.values() if r)
            await asyncio.sleep(0.02)

        try:
            first = (await reader.status()).version
            await asyncio.to_thread(stop_embedded, pair.replica.data_dir)
            for _ in range(20):
                await read()
            # Published while the replica is down; it comes back slowly (a delay per key
            # loaded) and, until told to replicate again, as a stale copy of the old version.
            await asyncio.to_thread(publish_sample_index, primary, full=True)
            await asyncio.to_thread(
                start_server,
                pair.replica,
                [*pair.replica_args()[:-3], "--key-load-delay", "10000"],
                timeout=120.0,
            )
            for _ in range(60):
                await read()
            stale = list(reasons)
            replica = redis.asyncio.Redis.from_url(pair.replica.url)
            await replica.execute_command("REPLICAOF", "127.0.0.1", str(pair.primary_port))
            await replica.aclose()
            deadline = time.monotonic() + 60.0
            while time.monotonic() < deadline:
                await read()
                if versions[-1][1] == "db0":
                    break
            for _ in range(10):
                await read()
            return {"first": first, "errors": errors, "versions": versions, "stale": stale}
        finally:
            await reader.aclose()

    try:
        figures = asyncio.run(scenario())
    finally:
        primary.close()
    versions = figures["versions"]
    print(f"skip reasons while stale: {figures['stale']}")
    assert figures["errors"] == 0
    assert any("not replicating" in reason for reason in figures["stale"])
    assert events[0] == ("db0", "db1")
    assert events[-1] == ("db1", "db0")
    newest = figures["first"] + 1
    served = [version for version, _ in versions]
    # Never back to the old version once the new one was seen, and the replica served only
    # the new one after it rejoined.
    assert served == sorted(served)
    assert {version for version, endpoint in versions if endpoint == "db0"} == {newest}
    assert versions[-1] == (newest, "db0")


def test_lif034_a_replica_under_debug_reload_is_skipped_and_rejoins_failing_at_most_one_search(
    pair: ReplicatedPair,
) -> None:
    replica = redis.Redis.from_url(pair.replica.url)
    keys = int(replica.dbsize())
    # A delay per key so that the reload lasts seconds, as the full index's would (spec/004).
    replica.config_set("key-load-delay", max(1, 3_000_000 // keys))
    events: list[tuple[str, str]] = []

    async def scenario() -> tuple[int, int, str]:
        client = await connect_reader_client(
            [pair.replica.url, pair.primary.url],
            policy=FAST,
            on_failover=lambda old, new: events.append((old, new)),
            primary_url=pair.primary.url,
        )
        reader = await DocsReader.connect(pair.replica.url, client=client)
        ok = errors = 0
        try:
            reload = asyncio.create_task(
                asyncio.to_thread(replica.execute_command, "DEBUG", "RELOAD")
            )
            started = time.monotonic()
            while time.monotonic() - started < 30.0:
                try:
                    assert await reader.search(QUERY)
                    ok += 1
                except Exception:
                    errors += 1
                if reload.done() and events and events[-1][1] == "db0":
                    break
                await asyncio.sleep(0.01)
            await reload
            return ok, errors, active_endpoint(client)
        finally:
            await reader.aclose()

    try:
        ok, errors, endpoint = asyncio.run(scenario())
    finally:
        replica.close()
    print(f"DEBUG RELOAD: {ok} searches served, {errors} failed")
    # DEBUG RELOAD holds the replica's only thread: the one search already waiting on it runs
    # into the reader's deadline (2 s, as on any endpoint that stops answering); every later
    # search goes to the primary until the replica is back.
    assert errors <= 1
    assert ok > 20
    assert events[0] == ("db0", "db1")
    assert endpoint == "db0"


def test_lif035_open_reader_with_read_urls_serves_from_the_replica_with_the_primary_down(
    pair: ReplicatedPair, tmp_path: Any
) -> None:
    settings = RedisSettings(
        redis_url=pair.primary.url, redis_read_urls=pair.replica.url, data_dir=tmp_path
    )
    primary = redis.Redis.from_url(pair.primary.url)
    site = copy_sample_site(tmp_path, {"develop/replicated-note": "# Replicated note\n\nQuokka."})

    async def scenario() -> tuple[str, str, int]:
        async with open_reader(settings) as reader:
            client: Any = reader._client
            endpoint = active_endpoint(client)
            await asyncio.to_thread(publish_sample_index, primary, site)
            deadline = time.monotonic() + 10.0
            found = 0
            while time.monotonic() < deadline and not found:
                hits = await reader.search("quokka")
                # Any text has vector neighbours: only the new page itself counts.
                found = sum(hit.page_id == "develop/replicated-note" for hit in hits)
                await asyncio.sleep(0.05)
            await asyncio.to_thread(stop_embedded, pair.primary.data_dir)
            for _ in range(20):
                assert await reader.search(QUERY)
                await asyncio.sleep(0.05)
            return endpoint, active_endpoint(client), found

    try:
        before, after, found = asyncio.run(scenario())
    finally:
        primary.close()
    assert (before, after) == ("db0", "db0")
    assert found > 0


def test_cap012_consecutive_reader_processes_spread_evenly_over_the_replicas() -> None:
    replicas = [f"redis://replica-{i}:6379" for i in range(3)]
    for base in (0, 7, 1_000_003):
        firsts = [reader_urls(replicas, ["redis://p"], place=base + i)[0] for i in range(6)]
        assert sorted(firsts) == sorted(replicas * 2)
