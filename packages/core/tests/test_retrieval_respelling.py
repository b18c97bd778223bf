"""The query's vector from its corrected words (spec/011, RET-118)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest
import redis
from docs_core.retrieval import DocsReader, SearchTuning
from docs_core.retrieval.respelling import spelling_fixes, with_fixes
from docs_core.retrieval.textquery import CommonTerms
from docs_core.retrieval.vocabulary import CorpusVocabulary
from docs_core.testing.chunks import page_chunk, publish_chunks


class _Counts:
    def __init__(self, counts: dict[str, int]) -> None:
        self.counts = counts

    async def common_of(self, tuning: SearchTuning, terms: Sequence[str]) -> CommonTerms:
        return CommonTerms({t: self.counts.get(t, 5) for t in terms}, 1000.0)


class _Spelling:
    async def corrections(self, words: Sequence[str], common: CommonTerms) -> dict[str, str]:
        table = {
            "unlikn": "unlike",
            "pipline": "pipeline",
            "couch": "touch",
            "hsetx": "hset",
            "replicaton": "replication",
        }
        return {w: table[w] for w in words if w in table and common.counts.get(w) == 0}


def _respelt(text: str, zero: Sequence[str], tuning: SearchTuning | None = None) -> str:
    names = ["UNLINK", "SCARD", "DEL", "HSETEX", "HSETNX", "REPLICAOF"]
    vocabulary = CorpusVocabulary(1, names, {})
    fixes = asyncio.run(
        spelling_fixes(
            text,
            terms=_Counts(dict.fromkeys(zero, 0)),  # type: ignore[arg-type]
            spelling=_Spelling(),  # type: ignore[arg-type]
            vocabulary=vocabulary,
            tuning=tuning or SearchTuning(),
        )
    )
    return with_fixes(text, fixes)


def test_ret118_a_word_near_one_command_becomes_it_before_its_spelling_correction() -> None:
    assert _respelt("delete big keys with unlikn", ["unlikn"]) == "delete big keys with unlink"
    assert _respelt("batching with a pipline", ["pipline"]) == "batching with a pipeline"
    # A name two edits away loses to a word one edit away; at one edit each the name won above.
    assert _respelt("replicaton setup", ["replicaton"]) == "replication setup"
    # Near two commands (HSETEX, HSETNX): the spelling correction decides.
    assert _respelt("hsetx a field", ["hsetx"]) == "hset a field"


def test_ret118_words_the_docs_or_the_model_hold_stay_as_written() -> None:
    # "shard" is one edit from SCARD, but the chunks hold it: no correction.
    assert _respelt("one shard per node", []) == "one shard per node"
    # No chunk holds "couch", but the model knows the word: it is meant, not misspelt.
    assert _respelt("sofa and couch", ["couch"]) == "sofa and couch"
    assert _respelt("pipline", ["pipline"], SearchTuning(spelling=False)) == "pipline"


def test_ret118_fixes_replace_whole_words_keeping_upper_case() -> None:
    assert with_fixes("Pipline, PIPLINE; piplines", {"pipline": "pipeline"}) == (
        "pipeline, PIPELINE; piplines"
    )
    assert with_fixes("as typed", {}) == "as typed"


@pytest.mark.redis
def test_ret118_the_vector_legs_embed_the_query_respelt(redis_url: str) -> None:
    client = redis.Redis.from_url(redis_url, protocol=2)
    publish_chunks(client, [page_chunk("pipes", "send commands in a pipeline to save round trips")])

    async def scenario() -> tuple[str, str, str, set[str]]:
        reader = await DocsReader.connect(redis_url, tuning=SearchTuning(common_term_min=0))
        try:
            tuning = reader.tuning
            fixed = await reader._prepare.respelt("batching with a pipline", tuning)
            meant = await reader._prepare.respelt("sofa and couch", tuning)
            off = SearchTuning(common_term_min=0, respell_vectors=False)
            kept = await reader._prepare.respelt("batching with a pipline", off)
            await reader.search("batching with a pipline")
            cached, _ = reader._query_vectors.lookup(
                ["batching with a pipeline", "batching with a pipline"]
            )
            return fixed, meant, kept, set(cached)
        finally:
            await reader.aclose()

    fixed, meant, kept, embedded = asyncio.run(scenario())
    assert fixed == "batching with a pipeline" and meant == "sofa and couch"
    assert kept == "batching with a pipline"
    assert embedded == {"batching with a pipeline"}, "the query was embedded as corrected"
