"""Index versions, aliases and reader discovery (spec/004-index-lifecycle.md)."""

import asyncio
from typing import Any

import numpy as np
import pytest
import redis
import redis.asyncio as aioredis
from docs_core.embedding import EMBEDDING_DIM
from docs_core.index import (
    IndexMeta,
    IndexMismatchError,
    IndexNotFoundError,
    create_version,
    discover,
    drop_version,
    live_version,
    publish,
    wait_indexed,
    write_meta,
    write_records,
)
from docs_core.retrieval.live import VERSION_TTL_S, LiveIndex
from docs_core.schema import Entity, Page


def _page(page_id: str, title: str) -> Page:
    return Page(
        id=page_id,
        title=title,
        url=f"https://redis.io/docs/latest/{page_id}/",
        section_path=page_id.split("/"),
        product="oss",
        version="latest",
        doc_type="page",
        body=f"# {title}",
        source_path=f"content/{page_id}.md",
        content_hash=page_id,
    )


def _build(client: redis.Redis, titles: list[str], meta: IndexMeta | None = None) -> int:
    version = create_version(client)
    vector = np.ones(EMBEDDING_DIM, dtype=np.float32).tobytes()
    write_records(client, version, Entity.PAGE, [(_page(f"p/{t}", t), vector) for t in titles])
    write_meta(client, meta or IndexMeta(version=version))
    wait_indexed(client, version, timeout=30)
    return version


def _titles(client: redis.Redis) -> set[str]:
    res = client.ft("docs_pages").search("*")
    return {doc.title for doc in res.docs}


def test_lif005_readers_refuse_to_start_without_a_published_index(redis_url):
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    with pytest.raises(IndexNotFoundError, match="docs-ingest run"):
        discover(client)
    _build(client, ["a"])
    with pytest.raises(IndexNotFoundError):
        discover(client)


def test_lif006_alias_swap_switches_readers_and_dropping_the_old_version_keeps_the_live_keys(
    redis_url,
):
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    v1 = _build(client, ["old"])
    publish(client, v1)
    assert live_version(client) == v1
    assert _titles(client) == {"old"}
    v2 = _build(client, ["new"])
    assert _titles(client) == {"old"}, "an unpublished version must stay invisible"
    publish(client, v2)
    assert _titles(client) == {"new"}
    assert drop_version(client, v1) >= 2
    assert _titles(client) == {"new"}
    assert discover(client).version == v2


def test_lif006_a_reader_follows_the_swap_within_its_version_cache(redis_url):
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    v1 = _build(client, ["old"])
    publish(client, v1)
    v2 = _build(client, ["new"])

    async def body() -> tuple[int, int, int]:
        async_client = aioredis.Redis.from_url(redis_url)
        try:
            live = LiveIndex(async_client)
            before = await live.version()
            publish(client, v2)
            cached = await live.version()
            await asyncio.sleep(VERSION_TTL_S + 0.1)
            return before, cached, await live.version()
        finally:
            await async_client.aclose()

    before, cached, after = asyncio.run(body())
    assert (before, after) == (v1, v2)
    assert cached in (v1, v2), "within VERSION_TTL_S the reader may still read the old version"


def test_lif006_a_reader_whose_meta_read_straddles_a_swap_and_drop_reads_the_new_meta(redis_url):
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    v1 = _build(client, ["old"])
    publish(client, v1)
    v2 = _build(client, ["new"])

    class SwapOnFirstMetaRead:
        """The writer's publish and drop land between the reader's alias read and its HGETALL."""

        def __init__(self, inner: Any) -> None:
            self._inner = inner
            self.swapped = False

        def __getattr__(self, name: str) -> Any:
            return getattr(self._inner, name)

        async def hgetall(self, key: str) -> Any:
            if not self.swapped:
                self.swapped = True
                publish(client, v2)
                drop_version(client, v1)
            return await self._inner.hgetall(key)

    async def read() -> IndexMeta:
        inner = aioredis.Redis.from_url(redis_url)
        try:
            return await LiveIndex(SwapOnFirstMetaRead(inner)).meta()  # type: ignore[arg-type]
        finally:
            await inner.aclose()

    assert asyncio.run(read()).version == v2


def test_emb005_reader_refuses_an_index_built_with_another_model(redis_url):
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    version = create_version(client)
    write_meta(client, IndexMeta(version=version, model="other/model", dim=768))
    publish(client, version)
    with pytest.raises(IndexMismatchError, match="other/model"):
        discover(client)
