"""Common terms optional in the chunk text legs (spec/011 "Common terms optional", RET-092):
the split, the clause it renders, the counts read from the real embedded Redis or from the
version's term table (RET-108), and a search with the knob on."""

from __future__ import annotations

import asyncio

import pytest
import redis
from docs_core.keys import ALIASES, Entity, terms_key
from docs_core.retrieval import DocsReader, SearchTuning
from docs_core.retrieval.termstats import TermFrequencies
from docs_core.retrieval.termtable import FLOOR_FIELD, LONGEST_WORD
from docs_core.retrieval.textquery import CommonTerms, parse_query, text_clause
from hypothesis import given
from hypothesis import strategies as st

FIELDS = ("title", "heading", "text")


def test_ret092_common_terms_become_optional_and_rare_ones_stay_required() -> None:
    common = CommonTerms({"key": 900, "set": 800, "expire": 40, "ttl": 12}, limit=100)
    assert common.split(["set", "key", "expire", "ttl"]) == (["expire", "ttl"], ["set", "key"])
    clause = text_clause(parse_query("set a key expire ttl"), FIELDS, {}, common)
    assert clause == "(@title|heading|text:((expire | ttl) ~set ~key))"


def test_ret092_a_query_of_common_words_keeps_its_rarest_required() -> None:
    common = CommonTerms({"uses": 900, "data": 700, "type": 800}, limit=100, keep=2)
    assert common.split(["uses", "data", "type"]) == (["data", "type"], ["uses"])
    one = CommonTerms({"uses": 900}, limit=100, keep=2)
    assert one.split(["uses"]) == (["uses"], [])


def test_ret092_without_counts_the_clause_is_the_plain_or() -> None:
    parsed = parse_query("expire a key")
    assert text_clause(parsed, FIELDS, {}, None) == text_clause(parsed, FIELDS, {})
    unknown = CommonTerms({}, limit=10)
    assert text_clause(parsed, FIELDS, {}, unknown) == text_clause(parsed, FIELDS, {})


@given(st.text(max_size=200), st.integers(min_value=0, max_value=5))
def test_ret092_optional_terms_carry_no_user_syntax(text: str, keep: int) -> None:
    parsed = parse_query(text)
    counts = {t: (1000 if i % 2 else 1) for i, t in enumerate(parsed.terms)}
    clause = text_clause(parsed, FIELDS, {}, CommonTerms(counts, limit=10, keep=keep))
    if clause is None:
        return
    required, optional = CommonTerms(counts, 10, keep).split(parsed.terms)
    assert required, "a clause always keeps a required term"
    assert sorted(required + optional) == sorted(parsed.terms)
    body = clause.removeprefix("(@title|heading|text:(").removesuffix("))")
    for forbidden in ("$", "*", "=>", "{", "}", "%", "\\", "@", ":", "-"):
        assert forbidden not in body
    assert body.count("~") == len(optional)


@pytest.mark.redis
def test_ret092_ret125_counts_come_from_the_index_and_the_search_still_answers(
    sample_index: str,
) -> None:
    client = redis.Redis.from_url(sample_index, protocol=2)
    try:
        asyncio.run(asyncio.wait_for(_counts_and_search(client, sample_index), 60))
    finally:
        client.close()


def _count(client: redis.Redis, term: str) -> int:
    query = f"@title|heading|text:({term})"
    return int(
        client.execute_command(
            "FT.SEARCH", ALIASES[Entity.CHUNK], query, "LIMIT", 0, 0, "DIALECT", 2
        )[0]
    )


async def _counts_and_search(client: redis.Redis, url: str) -> None:
    total = int(client.ft(ALIASES[Entity.CHUNK]).info()["num_docs"])
    reader = await DocsReader.connect(url)
    try:
        frequencies = TermFrequencies(reader._client, reader._live)
        terms = ["redis", "eviction", "zzzunseen"]
        common = await frequencies.common_terms(1, terms, 0.2, 2)
        assert common.counts == {term: _count(client, term) for term in terms}
        assert common.counts["zzzunseen"] == 0 < common.counts["redis"]
        assert common.limit == pytest.approx(0.2 * total)
        calls = client.info("commandstats")["cmdstat_FT.SEARCH"]["calls"]
        again = await frequencies.common_terms(1, terms[:2], 0.2, 2)
        assert again.counts == {t: common.counts[t] for t in terms[:2]}
        assert client.info("commandstats")["cmdstat_FT.SEARCH"]["calls"] == calls, "cached"
        await frequencies.common_terms(2, terms[:1], 0.2, 2)
        assert client.info("commandstats")["cmdstat_FT.SEARCH"]["calls"] == calls + 1, "new version"
        small = await frequencies.common_terms(2, ["zzzother"], 0.05, 2, least=total)
        assert small.counts == {}, "no term can pass a limit of every chunk: nothing is asked"
        assert client.info("commandstats")["cmdstat_FT.SEARCH"]["calls"] == calls + 1
        long = "q" * (LONGEST_WORD + 1)
        for _ in range(2):
            assert (await frequencies.common_terms(2, [long], 0.2, 2)).counts == {long: 0}
        assert _search_calls(client) == calls + 3, "a word past any word's length is not kept"

        fresh = TermFrequencies(reader._client, reader._live)
        both = await asyncio.gather(
            fresh.common_terms(3, terms, 0.2, 2), fresh.common_terms(3, terms, 0.2, 2)
        )
        assert [b.counts for b in both] == [common.counts] * 2, "concurrent first calls agree"
        assert [b.limit for b in both] == [common.limit] * 2

        question = "how does redis evict keys when memory is full"
        plain = await reader.search(question)
        pruned = SearchTuning(common_term_share=0.05, common_term_min=0)
        tuned = await reader.with_tuning(pruned).search(question)
        assert tuned, "the optional form parses and finds chunks"
        assert tuned[0].id in {hit.id for hit in plain}
    finally:
        await reader.aclose()


@pytest.mark.redis
def test_ret092_optional_terms_parse_in_redis_whatever_the_query(sample_index: str) -> None:
    queries = [
        "0x1f max_memory _ 6.2.1 bf.reserve maxmemory-policy",
        'evict ~keys @title:foo* "unbalanced (paren $param =>[KNN 3]',
        "redis redis redis key key set",
        "ünïcödé 键 clés expiration",
    ]
    # Every term counts as common, so every clause is written with optional terms.
    tuning = SearchTuning(common_term_share=1e-9, common_term_min=0, common_term_keep=1)

    async def run() -> list[int]:
        reader = await DocsReader.connect(sample_index, tuning=tuning)
        try:
            return [len(await reader.search(query)) for query in queries]
        finally:
            await reader.aclose()

    assert all(n > 0 for n in asyncio.run(asyncio.wait_for(run(), 60)))


def _search_calls(client: redis.Redis) -> int:
    return int(client.info("commandstats").get("cmdstat_FT.SEARCH", {}).get("calls", 0))


@pytest.mark.redis
def test_ret108_a_version_term_table_answers_the_counts_without_a_request(
    sample_index: str,
) -> None:
    client = redis.Redis.from_url(sample_index, protocol=2)
    try:
        asyncio.run(asyncio.wait_for(_table_counts(client, sample_index), 60))
    finally:
        client.close()


async def _table_counts(client: redis.Redis, url: str) -> None:
    client.hset(terms_key(99), mapping={FLOOR_FIELD: 3, "redis": 40, "~evict": 9})
    reader = await DocsReader.connect(url)
    try:
        frequencies = TermFrequencies(reader._client, reader._live)
        in_redis = {t: _count(client, t) for t in ("redis", "zzzunseen", "0x1f", "memory")}
        calls = _search_calls(client)
        terms = ["redis", "evicting", "zzzunseen", "0x1f"]
        common = await frequencies.common_terms(99, terms, 0.0, 2, least=3)
        assert common.counts == {"redis": 40, "evicting": 9, "zzzunseen": 0, "0x1f": 0}
        assert common.split(terms) == (["zzzunseen", "0x1f"], ["redis", "evicting"])
        assert _search_calls(client) == calls + 2, "only the words the table lacks are counted"
        again = await frequencies.common_terms(99, ["redis", "memory"], 0.0, 2, least=3)
        assert again.counts == {"redis": 40, "memory": in_redis["memory"]}
        assert _search_calls(client) == calls + 3

        under = await TermFrequencies(reader._client, reader._live).common_terms(
            99, ["redis"], 0.0, 2, least=2
        )
        assert under.counts == {"redis": in_redis["redis"]}, "a limit under the floor"
        without = await TermFrequencies(reader._client, reader._live).common_terms(
            100, ["redis"], 0.0, 2, least=3
        )
        assert without.counts == {"redis": in_redis["redis"]}, "a version without a table"
        switched = await TermFrequencies(reader._client, reader._live).common_terms(
            99, ["redis"], 0.0, 2, least=3, table=False
        )
        assert switched.counts == {"redis": in_redis["redis"]}, "the benchmarks' switch"
        assert _search_calls(client) == calls + 6
    finally:
        await reader.aclose()
        client.delete(terms_key(99))
