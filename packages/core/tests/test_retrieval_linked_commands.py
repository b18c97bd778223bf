"""Linked commands: a question with intents fuses the command pages its first pages link to
(spec/011 "Linked commands", RET-106), read from the sample index in the real embedded Redis."""

from __future__ import annotations

import asyncio

import pytest
import redis.asyncio as aredis
from docs_core.keys import Entity, meta_key, record_id, record_key
from docs_core.retrieval import DocsReader, SearchTuning
from docs_core.retrieval.legs import LegResults
from docs_core.retrieval.linkedcommands import MAX_LINKED, linked_commands

DOCS = "https://redis.io/docs/latest/"


def test_ret106_links_are_read_in_order_once_and_only_to_command_pages() -> None:
    body = (
        f"Add with [ZADD]({DOCS}commands/zadd/), read with [ZRANGE]({DOCS}commands/zrange/)"
        f" and again [ZADD]({DOCS}commands/zadd/); see [lists]({DOCS}develop/data-types/lists/)"
        f", [the compatibility table]({DOCS}operate/rs/references/compatibility/commands/cluster/)"
        f", a REST path `/v1/nodes/1/commands/info` and this page: [GET]({DOCS}commands/get/)."
    )
    assert linked_commands(body, "commands/get") == ["commands/zadd", "commands/zrange"]
    many = " ".join(f"[C]({DOCS}commands/c{n}/)" for n in range(MAX_LINKED + 5))
    assert len(linked_commands(many, "x")) == MAX_LINKED
    assert linked_commands("no links here", "x") == []


@pytest.mark.redis
def test_ret106_a_question_with_intents_gains_the_first_pages_linked_commands(
    sample_index: str,
) -> None:
    asyncio.run(asyncio.wait_for(_linked(sample_index), 60))


async def _linked(url: str) -> None:
    reader = await DocsReader.connect(url)
    client = aredis.Redis.from_url(url, protocol=2)
    try:
        version = await reader._live.version()
        xadd = record_key(Entity.PAGE, version, "commands/xadd")
        results = LegResults([], [([xadd], 1.0)], [], intent_lists=[[xadd]], page_roles=["main"])
        tuning = SearchTuning()
        added = await reader._linked.added(results, "q", tuning, commands=True)
        assert added.page_roles == ["main", "command_knn"]
        keys, weight = added.page_lists[-1]
        assert [record_id(key) for key in keys] == ["commands/bf.reserve"], "xadd links it"
        assert weight == tuning.linked_command_weight
        one_intent = LegResults([], [([xadd], 1.0)], [], page_roles=["main"])
        assert await reader._linked.added(one_intent, "q", tuning, commands=True) is one_intent
        assert await reader._linked.added(results, "q", tuning, commands=False) is results
        off = SearchTuning(linked_command_weight=0)
        assert await reader._linked.added(results, "q", off, commands=True) is results

        gone = f"[NOPE]({DOCS}commands/nope/) [XADD]({DOCS}commands/xadd/)"
        await client.hset(xadd, "body", gone)
        cached = await reader._linked.added(results, "q", tuning, commands=True)
        assert cached.page_lists == added.page_lists, "the same index state: links kept"
        await client.hset(meta_key(version), "fingerprint", "patched in place")
        patched = await reader._linked.added(results, "q", tuning, commands=True)
        assert patched.page_lists == results.page_lists, "a missing page and itself count not"
    finally:
        await client.aclose()
        await reader.aclose()


@pytest.mark.redis
def test_ret123_a_search_reads_the_index_state_once(sample_index: str) -> None:
    asyncio.run(asyncio.wait_for(_state_reads(sample_index), 60))


async def _state_reads(url: str) -> None:
    reader = await DocsReader.connect(url)
    try:
        version = await reader._live.version()
        reads: list[object] = []
        given: list[object] = []
        hget, added = reader._client.hget, reader._linked.added

        async def counted_hget(name: str, key: str) -> object:
            if (name, key) == (meta_key(version), "fingerprint"):
                reads.append(name)
            return await hget(name, key)

        async def seen_added(*args: object, **kwargs: object) -> LegResults:
            given.append(kwargs.get("state"))
            return await added(*args, **kwargs)  # type: ignore[arg-type]

        reader._client.hget = counted_hget  # type: ignore[method-assign]
        reader._linked.added = seen_added  # type: ignore[method-assign]
        await reader.search("create a Bloom filter, then add an item and check whether it exists")
        assert given and given[0] is not None, "the search handed its state to the links"
        assert len(reads) == 1, "one HGET of the state: the result cache's, reused by the links"
    finally:
        await reader.aclose()
