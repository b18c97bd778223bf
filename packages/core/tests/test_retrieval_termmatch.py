"""The first hits reordered by how much of the question each says in the model's word vectors
(spec/011 "The first twenty hits reordered by the question's words", RET-132)."""

from __future__ import annotations

import asyncio

import numpy as np
import pytest
from docs_core.embedding import EMBEDDING_DIM, EMBEDDING_MAX_TOKENS
from docs_core.languages import detect_language
from docs_core.models import SearchHit
from docs_core.retrieval import DocsReader
from docs_core.retrieval.termmatch import matched_depth, reordered, shared_term_matcher
from docs_core.retrieval.tuning import SearchTuning


def _hit(n: int, text: str) -> SearchHit:
    return SearchHit(
        id=f"page/{n}", title=f"Page {n}", url=f"https://redis.io/docs/{n}", text=text,
        page_id=f"page/{n}", kind="chunk",
    )  # fmt: skip


def test_ret132_the_table_is_the_models_word_vectors_one_unit_row_per_token() -> None:
    matcher = shared_term_matcher()
    table = matcher._table
    assert table.shape == (30522, EMBEDDING_DIM)
    norms = np.linalg.norm(table, axis=1)
    assert np.allclose(norms, 1.0, atol=1e-2)
    vocab = matcher._tokenizer.get_vocab()

    def cosine(a: str, b: str) -> float:
        return float(table[vocab[a]] @ table[vocab[b]])

    assert cosine("remove", "removed") > cosine("remove", "banana")
    assert cosine("insert", "add") > cosine("insert", "banana")


def test_ret132_coverage_reads_the_questions_words_and_not_its_stop_words() -> None:
    matcher = shared_term_matcher()
    question = "How do I remove the expired members of a sorted set?"
    said, unsaid, stop_words = matcher.coverage(
        question,
        [
            "Removes all members in a sorted set within the given scores",
            "Install Redis Open Source on Docker",
            "How do I do it with the one of a",
        ],
    )
    assert said > unsaid
    assert said > stop_words, "words every question holds do not count"
    assert matcher.coverage(question, [question])[0] == pytest.approx(1.0, abs=1e-2)
    assert matcher.coverage(question, []) == []
    assert matcher.coverage("", ["anything"]) == [0.0]


def test_ret132_the_first_hits_move_by_place_plus_weighted_coverage_place() -> None:
    question = "add an item to a cuckoo filter"
    hits = [_hit(0, "Install Redis on Docker"), _hit(1, "CF.ADD adds an item to a cuckoo filter")]
    hits += [_hit(n, "Install Redis on Docker") for n in range(2, 6)]
    nudged = reordered(hits, question, SearchTuning(term_match_weight=0.25))
    assert [hit.id for hit in nudged] == [hit.id for hit in hits], "0 + 0.25 < 1 + 0"
    strong = reordered(hits, question, SearchTuning(term_match_weight=2.0))
    assert [hit.id for hit in strong][:2] == ["page/1", "page/0"]
    assert reordered(hits, question, SearchTuning(term_match_weight=0)) is hits
    shallow = reordered(hits, question, SearchTuning(term_match_weight=2.0, term_match_depth=1))
    assert shallow == hits, "past the depth nothing moves"
    assert sorted(hit.id for hit in strong) == sorted(hit.id for hit in hits)


def test_ret132_a_search_hydrates_the_depth_only_while_the_reorder_is_on() -> None:
    assert matched_depth(5, SearchTuning()) == 20
    in_go = SearchTuning().for_language(detect_language("go-redis pipeline example"))
    assert in_go.term_match_weight == 0, "a search in a language keeps the engine's order"
    assert matched_depth(5, in_go) == 5
    assert matched_depth(20, SearchTuning(term_match_depth=10)) == 20
    assert matched_depth(5, SearchTuning(term_match_weight=0)) == 5


@pytest.mark.redis
def test_ret132_a_search_is_its_depths_hits_reordered_then_cut(sample_index: str) -> None:
    question = "How do I append an entry to a stream and read it back?"

    async def body() -> tuple[list[str], list[str]]:
        reader = await DocsReader.connect(sample_index)
        try:
            off = reader.with_tuning(SearchTuning(term_match_weight=0))
            deep = await off.search(question, limit=20)
            served = await reader.search(question, limit=3)
        finally:
            await reader.aclose()
        expected = reordered(deep, question, SearchTuning())[:3]
        return [hit.id for hit in served], [hit.id for hit in expected]

    served, expected = asyncio.run(body())
    assert served == expected
    assert len(served) == 3


def test_ret132_kept_words_cut_a_text_as_the_tokenizer_does() -> None:
    matcher = shared_term_matcher()
    texts = [
        'Use `CLIENT KILL` to close it; redis-cli> SET key_name "héllo wörld" EX 10 — 日本語!',
        "ZREMRANGEBYSCORE removes members (by score), e.g. `ZADD leaderboard 100 alice`. " * 30,
        "",
    ]
    for _ in range(2):
        cut = matcher.word_pieces(texts)
        for text, ids in zip(texts, cut, strict=True):
            whole = matcher._tokenizer.encode(text, add_special_tokens=False).ids
            assert ids.tolist() == whole[:EMBEDDING_MAX_TOKENS]
    assert len(cut[1]) == EMBEDDING_MAX_TOKENS
