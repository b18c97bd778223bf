"""DocsReader against the real embedded Redis and the shared ``sample_index`` (spec/011)."""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

import numpy as np
import pytest
import redis
from docs_core.embedded import ensure_embedded, stop_embedded
from docs_core.embedding import Embedder, load_embedder
from docs_core.errors import BackendUnavailableError, DocNotFoundError, InvalidQueryError
from docs_core.ids import InvalidIdError
from docs_core.index import IndexNotFoundError
from docs_core.retrieval import DocsReader, SearchTuning
from docs_core.retrieval import reader as reader_module
from docs_core.retrieval.capabilities import parse_search_keys
from docs_core.retrieval.embedcache import QueryVectorCache
from docs_core.retrieval.live import KNOWN_VERSIONS_TTL_S
from docs_core.retrieval.pipelining import query_vectors
from docs_core.retrieval.snippets import MAX_SNIPPET_CHARS
from docs_core.retrieval.textquery import parse_query, text_clause
from docs_core.retrieval.vocabulary import route_search_args
from docs_ingest.testing import (
    INJECTION_PAGE,
    LONG_SECTION,
    SAMPLE_COMMIT,
    SAMPLE_SITE,
    copy_sample_site,
    publish_sample_index,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytestmark = pytest.mark.redis

T = TypeVar("T")


@pytest.fixture
def run(sample_index: str) -> Iterator[Callable[[Callable[[DocsReader], Awaitable[T]]], T]]:
    """Run a coroutine against one reader on one event loop (bounded by a 20 s deadline)."""
    loop = asyncio.new_event_loop()
    reader = loop.run_until_complete(DocsReader.connect(sample_index))

    def call(body: Callable[[DocsReader], Awaitable[T]]) -> T:
        return loop.run_until_complete(asyncio.wait_for(body(reader), 20))

    try:
        yield call
    finally:
        loop.run_until_complete(reader.aclose())
        loop.close()


def _pages(hits: list) -> list[str]:
    return list(dict.fromkeys(h.page_id for h in hits))


@pytest.mark.parametrize(
    ("query", "page", "within"),
    [
        ("BF.RESERVE", "commands/bf.reserve", 1),
        ("bf.reserve", "commands/bf.reserve", 1),
        ("how does XADD work", "commands/xadd", 1),
        ("CLIENT NO-EVICT", "commands/client-no-evict", 1),
        ("allkeys-lru", "develop/reference/eviction", 2),
        ("maxmemory-policy allkeys-lru", "develop/reference/eviction", 1),
        ("6.2.1", "operate/oss_and_stack/management/config", 1),
        ("redis.conf", "operate/oss_and_stack/management/config", 1),
        ('"redis.conf', "operate/oss_and_stack/management/config", 1),
        ("@title:* redis.conf", "operate/oss_and_stack/management/config", 1),
        ("=>[KNN 10 @embedding $vec] XADD", "commands/xadd", 1),
        ("$param bf.reserve)", "commands/bf.reserve", 1),
        ("(redis.conf] {tag}", "operate/oss_and_stack/management/config", 1),
        ("consumer groups XCLAIM pending\x00\x1b", "develop/data-types/streams", 1),
    ],
)
def test_ret010_redis_vocabulary_and_hostile_queries_find_the_right_page(
    run: Callable, query: str, page: str, within: int
) -> None:
    hits = run(lambda r: r.search(query))
    assert page in _pages(hits)[:within]


@pytest.mark.parametrize("query", ["the is a", "NO", "-", "¿¡", "🙂", "ユニコード", "\u200b x"])
def test_ret010_stopword_and_symbol_queries_still_return_vector_hits(
    run: Callable, query: str
) -> None:
    assert run(lambda r: r.search(query))


def test_ret126_a_query_normalised_longer_stays_within_the_bound() -> None:
    from docs_core.retrieval.textquery import MAX_QUERY_CHARS, checked_query

    assert len(checked_query("\ufdfa" * MAX_QUERY_CHARS)) <= MAX_QUERY_CHARS


def test_ret126_full_width_letters_search_as_their_ascii(run: Callable) -> None:
    wide = run(lambda r: r.search("ｘａｄｄ ｍａｘｌｅｎ"))
    plain = run(lambda r: r.search("xadd maxlen"))
    assert [h.id for h in wide] == [h.id for h in plain]
    assert _pages(wide)[0] == "commands/xadd"


def test_ret011_command_question_reaches_the_command_record_first(run: Callable) -> None:
    hits = run(lambda r: r.search("What does BF.RESERVE do?"))
    assert hits[0].kind == "command"
    assert hits[0].id == "commands/bf.reserve"
    assert hits[0].title == "BF.RESERVE"
    command = run(lambda r: r.get_command("bf.reserve"))
    assert command is not None
    assert command.syntax.startswith("BF.RESERVE key")
    assert run(lambda r: r.get_command("client no-evict")) is not None
    assert run(lambda r: r.get_command("NOSUCHCOMMAND")) is None


def test_ret029_a_misspelt_command_name_finds_the_command(run: Callable) -> None:
    hits = run(lambda r: r.search("xaddd"))
    assert hits[0].page_id == "commands/xadd"
    # Written like a command, the correction is strong: the Command record itself comes first,
    # which no other leg can produce for a name the query does not contain.
    hits = run(lambda r: r.search("XADDD entries"))
    assert (hits[0].kind, hits[0].id) == ("command", "commands/xadd")
    without = run(
        lambda r: r.with_tuning(replace(r.tuning, fuzzy_command_weight=0.0)).search("XADDD entries")
    )
    assert all(h.kind != "command" for h in without)


def test_ret030_a_lone_word_is_routed_by_the_vocabulary_unless_inside_a_page(
    run: Callable, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[object] = []
    real = reader_module.plan_legs

    def spy(*args: object, **kwargs: object) -> object:
        seen.append(kwargs.get("vocabulary"))
        return real(*args, **kwargs)

    monkeypatch.setattr(reader_module, "plan_legs", spy)
    run(lambda r: r.search_chunks("MISCONF"))
    run(lambda r: r.search_chunks("MISCONF", page_id="commands/xadd"))
    assert seen[0] is not None and seen[1] is None


def test_ret030_the_error_route_returns_only_the_chunks_it_names(sample_index: str) -> None:
    client = redis.Redis.from_url(sample_index, protocol=2)
    try:
        clause = text_clause(parse_query("stream entries"), ("title", "heading", "text"), {})
        query = f"@version:{{latest}} {clause}"
        matching = client.execute_command(
            "FT.SEARCH", "docs_chunks", query, "NOCONTENT", "LIMIT", 0, 10, "DIALECT", 2
        )[1:]
        assert len(matching) >= 2
        chosen = [key.decode() for key in matching[1:]]
        reply = client.execute_command(*route_search_args(query, chosen, 20))
    finally:
        client.close()
    assert sorted(parse_search_keys(reply)) == sorted(chosen)


def test_ret012_versioned_copies_do_not_crowd_out_latest(run: Callable) -> None:
    hits = run(lambda r: r.search("eviction policy Redis Software allkeys-lru"))
    assert all(h.doc_version == "latest" for h in hits)
    assert "operate/rs/databases/memory-performance/eviction-policy" in _pages(hits)


def test_ret012_version_argument_or_mention_brings_the_versioned_copy(run: Callable) -> None:
    versioned = "operate/rs/7.4/databases/memory-performance/eviction-policy"
    by_argument = run(lambda r: r.search("eviction policy", version="7.4"))
    assert _pages(by_argument)[0] == versioned
    by_mention = run(lambda r: r.search("Redis Software 7.4 eviction policy"))
    assert versioned in _pages(by_mention)[:3]


def test_ret090_a_version_after_another_product_or_redis_itself_brings_no_rs_copy(
    run: Callable,
) -> None:
    for query in ("Redis 7.4 eviction policy", "Redis for Kubernetes 7.4 eviction policy"):
        hits = run(lambda r, q=query: r.search(q))
        assert hits
        assert all(h.doc_version == "latest" for h in hits), query


def test_ret090_versioned_copies_are_read_at_connect_and_refreshed_behind_searches(
    sample_index: str,
) -> None:
    async def body() -> None:
        reader = await DocsReader.connect(sample_index)
        live = reader._live
        try:
            assert live._known_versions is not None
            copies, read_at = live._known_versions
            assert copies == {"7.4": frozenset({"rs"})}
            live._known_versions = ({}, read_at - KNOWN_VERSIONS_TTL_S)
            assert await live.doc_versions() == {}
            refresh = live._versions_refresh
            assert refresh is not None
            assert await refresh == copies
            assert await live.doc_versions() == copies
            assert live._versions_refresh is None
        finally:
            await reader.aclose()

    asyncio.run(body())


def test_ret013_pages_are_not_flooded_by_their_own_chunks(run: Callable) -> None:
    hits = run(lambda r: r.search("consumer group pending entries XACK XCLAIM"))
    per_page: dict[str, int] = {}
    for hit in hits:
        per_page[hit.page_id] = per_page.get(hit.page_id, 0) + 1
    assert max(per_page.values()) <= 2
    assert len(hits) <= 8


def test_ret014_every_returned_id_fetches(run: Callable) -> None:
    queries = ["eviction", "BF.RESERVE", "streams consumer", "kubernetes reservation", "6.2.1"]
    for query in queries:
        for hit in run(lambda r, q=query: r.search(q, limit=20)):
            doc = run(lambda r, i=hit.id: r.fetch(i))
            assert doc.id == hit.id
            assert doc.text
            assert doc.metadata.page_id == hit.page_id


def test_ret015_snippets_are_bounded_and_scores_never_serialise(run: Callable) -> None:
    hits = run(lambda r: r.search("consumer group pending entries list XREADGROUP"))
    assert hits
    for hit in hits:
        assert len(hit.text) <= MAX_SNIPPET_CHARS
        assert "score" not in hit.model_dump()
        assert "score" not in hit.model_dump_json()
        assert hit.url.startswith("https://redis.io/docs/latest/")


def test_ret016_offset_paging_reassembles_the_body(run: Callable) -> None:
    whole = run(lambda r: r.fetch("develop/data-types/streams", max_chars=40_000))
    assert whole.next_offset is None
    parts, offset = [], 0
    while offset is not None:
        part = run(
            lambda r, o=offset: r.fetch("develop/data-types/streams", offset=o, max_chars=500)
        )
        assert len(part.text) <= 500
        parts.append(part.text)
        offset = part.next_offset
    assert "".join(parts) == whole.text
    assert whole.total_chars == len(whole.text)
    capped = run(lambda r: r.fetch("develop/data-types/streams", max_chars=10**9))
    assert len(capped.text) == whole.total_chars


def test_ret016_section_joins_windows_without_overlap(run: Callable) -> None:
    page_id, anchor = LONG_SECTION
    section = run(lambda r: r.fetch(f"{page_id}#{anchor}"))
    source = (SAMPLE_SITE / "content" / f"{page_id}.md").read_text(encoding="utf-8")
    expected = source.split("\n## Consumer groups\n", 1)[1].split("\n## ", 1)[0].strip()
    assert section.text == expected
    assert section.metadata.kind == "section"
    assert section.metadata.section == "Consumer groups"
    assert section.url.endswith("#consumer-groups")
    chunks = run(lambda r: r.page_chunks(page_id))
    assert sum(1 for c in chunks if c.id.startswith(f"{page_id}#{anchor}:w")) >= 3


def test_ret016_command_page_fetch_carries_the_structured_fields(run: Callable) -> None:
    doc = run(lambda r: r.fetch("commands/bf.reserve"))
    assert doc.metadata.kind == "command"
    assert "Syntax: BF.RESERVE key error_rate capacity" in doc.text
    assert doc.metadata.indexed_at
    assert doc.metadata.source_commit == SAMPLE_COMMIT


def test_ret017_unknown_and_malformed_ids_raise_specific_errors(run: Callable) -> None:
    with pytest.raises(DocNotFoundError, match="commands/nope"):
        run(lambda r: r.fetch("commands/nope"))
    with pytest.raises(DocNotFoundError) as missing:
        run(lambda r: r.fetch("commands/xadd#no-such-section"))
    assert missing.value.suggestions and "commands/xadd" in missing.value.suggestions
    for bad in ("../etc/passwd", "https://example.com/x", "a  b", "", "x#y:w"):
        with pytest.raises(InvalidIdError):
            run(lambda r, b=bad: r.fetch(b))
    with pytest.raises(InvalidQueryError):
        run(lambda r: r.search("   "))
    with pytest.raises(InvalidQueryError):
        run(lambda r: r.search("x" * 5000))


def test_ret018_injection_text_is_returned_as_data(run: Callable) -> None:
    hits = run(lambda r: r.search("ignore previous instructions"))
    assert INJECTION_PAGE in _pages(hits)[:3]


ZEBRA_PAGE = """\
---
title: Zebra striping release
description: A page that only the second index version holds
---

Zebra striping arrives in the second index version.
"""


def test_ret019_alias_swap_is_followed_without_reconnect(sample_index: str, tmp_path: Path) -> None:
    extra = "develop/whats-new/zebra"
    second = copy_sample_site(tmp_path, {extra: ZEBRA_PAGE})

    async def scenario() -> None:
        reader = await DocsReader.connect(sample_index)
        try:
            assert await reader.search("kubernetes pods reservation")
            client = redis.Redis.from_url(sample_index)
            try:
                publish_sample_index(client, second, full=True)
            finally:
                client.close()
            hits = await reader.search("zebra striping")
            assert hits[0].page_id == extra
            await asyncio.sleep(1.1)
            doc = await reader.fetch(extra)
            assert "Zebra striping arrives" in doc.text
            assert (await reader.status()).version == 2
        finally:
            await reader.aclose()

    asyncio.run(asyncio.wait_for(scenario(), 30))


def test_ret020_redis_down_is_backend_unavailable_within_bounded_time() -> None:
    async def connect_closed() -> None:
        await DocsReader.connect("redis://127.0.0.1:9")

    started = time.monotonic()
    with pytest.raises(BackendUnavailableError):
        asyncio.run(connect_closed())
    assert time.monotonic() - started < 3.0
    with pytest.raises(BackendUnavailableError, match="the connection was refused"):
        asyncio.run(DocsReader.connect("unix:///tmp/docs-no-such.sock"))


def test_ret020_redis_stopping_under_a_reader_is_backend_unavailable() -> None:
    data_dir = Path(tempfile.mkdtemp(prefix="docsr-", dir="/tmp"))
    instance = ensure_embedded(data_dir)
    try:
        client = redis.Redis.from_url(instance.url)
        publish_sample_index(client)
        client.close()

        async def scenario() -> float:
            reader = await DocsReader.connect(instance.url)
            try:
                assert await reader.search("eviction")
                stop_embedded(data_dir)
                started = time.monotonic()
                with pytest.raises(BackendUnavailableError):
                    await reader.search("eviction")
                assert await reader.ping() is False
                return time.monotonic() - started
            finally:
                await reader.aclose()

        assert asyncio.run(asyncio.wait_for(scenario(), 30)) < 3.0
    finally:
        stop_embedded(data_dir)


def test_ret021_empty_redis_is_index_not_found(redis_url: str) -> None:
    with pytest.raises(IndexNotFoundError):
        asyncio.run(DocsReader.connect(redis_url))


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(query=st.text(max_size=200), alternate=st.text(max_size=50))
def test_ret022_arbitrary_text_raises_nothing_but_invalid_query(
    run: Callable, query: str, alternate: str
) -> None:
    try:
        hits = run(lambda r: r.search(query, alternates=[alternate]))
    except InvalidQueryError:
        return
    assert len(hits) <= 8


class _CountingEmbedder:
    """The real embedder, recording every string it is asked to embed."""

    def __init__(self, inner: Embedder) -> None:
        self._inner = inner
        self.model_id = inner.model_id
        self.dim = inner.dim
        self.embedded: list[str] = []

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.embedded.extend(texts)
        return self._inner.embed(texts)


def test_ret023_a_repeated_query_is_embedded_once(sample_index: str) -> None:
    embedder = _CountingEmbedder(load_embedder())
    question = "how does XADD work"

    async def body() -> tuple[list, list]:
        reader = await DocsReader.connect(sample_index, embedder=embedder)
        try:
            first = await reader.search(question)
            second = await reader.search(question)
            await reader.search_chunks(question)
            await reader.search_pages(question)
            await reader.search("eviction policy", alternates=[question])
            return first, second
        finally:
            await reader.aclose()

    first, second = asyncio.run(asyncio.wait_for(body(), 30))
    assert embedder.embedded == [question, "eviction policy"]
    assert [hit.id for hit in first] == [hit.id for hit in second]
    assert first and first[0].page_id == "commands/xadd"


def test_ret091_without_alternate_vectors_a_search_embeds_the_query_alone(
    sample_index: str,
) -> None:
    question = "how do consumer groups acknowledge stream entries"
    embedded: dict[bool, list[str]] = {}
    for own in (True, False):
        embedder = _CountingEmbedder(load_embedder())

        async def body(embedder: _CountingEmbedder = embedder, own: bool = own) -> list:
            tuning = SearchTuning(alternate_vectors=own)
            reader = await DocsReader.connect(sample_index, embedder=embedder, tuning=tuning)
            try:
                return await reader.search(question)
            finally:
                await reader.aclose()

        assert asyncio.run(asyncio.wait_for(body(), 30))
        embedded[own] = embedder.embedded
    assert embedded[True] == [question, "consumer groups acknowledge stream entries"]
    assert embedded[False] == [question]
    assert SearchTuning().alternate_vectors is False, "the default embeds the query alone"


def test_ret091_alternates_search_with_the_querys_vector() -> None:
    cache = QueryVectorCache(max_entries=8)
    cache.store("the question", b"q")
    blobs, pending = query_vectors(cache, _never_embed, ["the question", "question"], False)
    assert blobs == [b"q", b"q"] and pending is None
    own, _ = query_vectors(cache, _never_embed, ["the question"], True)
    assert own == [b"q"]


def _never_embed(texts: Sequence[str]) -> np.ndarray:
    raise AssertionError(f"embedded {list(texts)}: the vectors were cached")


def test_ret023_the_query_vector_cache_is_bounded_lru() -> None:
    cache = QueryVectorCache(max_entries=2)
    cache.store("a", b"1")
    cache.store("b", b"2")
    assert cache.lookup(["a"]) == ({"a": b"1"}, [])
    cache.store("c", b"3")
    found, missing = cache.lookup(["a", "b", "c", "c"])
    assert found == {"a": b"1", "c": b"3"}
    assert missing == ["b"]
    assert len(cache) == 2


class _SlowEmbedder:
    """Embeds slowly enough that callers overlap, counting each text it embeds."""

    def __init__(self, fail: bool = False) -> None:
        self.texts: list[str] = []
        self.fail = fail

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        time.sleep(0.05)
        self.texts.extend(texts)
        if self.fail:
            raise RuntimeError("model file unreadable")
        return np.full((len(texts), 4), float(len(self.texts)), dtype=np.float32)


def test_ret023_a_string_being_embedded_is_awaited_not_embedded_again() -> None:
    async def body() -> None:
        cache, embedder = QueryVectorCache(), _SlowEmbedder()
        first, second, third = await asyncio.gather(
            cache.vectors(["the question"], embedder.embed),
            cache.vectors(["the question", "another"], embedder.embed),
            cache.vectors(["the question"], embedder.embed),
        )
        assert sorted(embedder.texts) == ["another", "the question"], "each string once"
        assert first == third == second[:1]
        assert cache.lookup(["the question", "another"])[1] == []

    asyncio.run(body())


def test_ret023_a_failed_run_reaches_every_waiter_and_stores_nothing() -> None:
    async def body() -> None:
        cache, embedder = QueryVectorCache(), _SlowEmbedder(fail=True)
        outcomes = await asyncio.gather(
            cache.vectors(["q"], embedder.embed),
            cache.vectors(["q"], embedder.embed),
            return_exceptions=True,
        )
        assert [type(o) for o in outcomes] == [RuntimeError, RuntimeError]
        assert embedder.texts == ["q"] and len(cache) == 0
        embedder.fail = False
        assert len(await cache.vectors(["q"], embedder.embed)) == 1, "a later call runs again"

    asyncio.run(body())


def test_ret023_a_string_that_fails_fails_only_its_own_callers() -> None:
    class _OneBadText(_SlowEmbedder):
        def embed(self, texts: Sequence[str]) -> np.ndarray:
            if "bad" in texts:
                raise ValueError("cannot embed this text")
            return super().embed(texts)

    async def body() -> None:
        cache, embedder = QueryVectorCache(), _OneBadText()
        both, good = await asyncio.gather(
            cache.vectors(["good", "bad"], embedder.embed),
            cache.vectors(["good"], embedder.embed),
            return_exceptions=True,
        )
        assert isinstance(both, ValueError), "a caller wanting the bad string gets its error"
        assert isinstance(good, list) and len(good) == 1, "the good string's caller is served"
        assert embedder.texts == ["good"], "the good string ran once, in its own run"
        assert cache.lookup(["good", "bad"]) == ({"good": good[0]}, ["bad"])

    asyncio.run(body())


def test_ret023_a_cancelled_caller_leaves_the_run_to_the_others() -> None:
    async def body() -> None:
        cache, embedder = QueryVectorCache(), _SlowEmbedder()
        owner = asyncio.ensure_future(cache.vectors(["q"], embedder.embed))
        await asyncio.sleep(0.01)
        other = asyncio.ensure_future(cache.vectors(["q"], embedder.embed))
        owner.cancel()
        assert len(await other) == 1 and embedder.texts == ["q"]
        assert cache.lookup(["q"])[1] == [], "stored though its first caller left"
        # A run started without a caller (``start``) is stored too.
        cache.start(["early"], embedder.embed)
        await asyncio.sleep(0.1)
        assert cache.lookup(["early"])[1] == []

    asyncio.run(body())


def test_ret024_a_product_filter_keeps_command_records_of_other_products_out(run: Callable) -> None:
    hits = run(lambda r: r.search("BF.RESERVE XADD eviction", product="rs"))
    assert hits
    assert {h.product for h in hits} == {"rs"}
    assert not any(h.kind == "command" for h in hits)


def test_ret025_equal_scores_rank_by_record_id_not_by_reply_order() -> None:
    from docs_core.retrieval.fusion import by_score

    scores = {"docs:v2:c:b#x:w0": 1.0, "docs:v1:c:a#x:w1": 1.0, "docs:v1:c:z#y:w0": 2.0}
    assert by_score(scores) == ["docs:v1:c:z#y:w0", "docs:v1:c:a#x:w1", "docs:v2:c:b#x:w0"]


def test_emb008_a_reader_embeds_its_queries_on_one_thread(
    sample_index: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DOCS_EMBED_THREADS", raising=False)

    async def body() -> None:
        reader = await DocsReader.connect(sample_index)
        try:
            assert reader._embedder is load_embedder(queries=True)
            assert reader._embedder._session.get_session_options().intra_op_num_threads == 1
            assert await reader.search("bloom filter")
        finally:
            await reader.aclose()

    asyncio.run(body())
