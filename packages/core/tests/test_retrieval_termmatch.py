"""The first hits reordered by how much of the question each says in the model's word vectors
(spec/011 "The first twenty hits reordered by the question's words", RET-132)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import numpy as np
import pytest
from docs_core.embedding import EMBEDDING_DIM, EMBEDDING_MAX_TOKENS
from docs_core.languages import detect_language
from docs_core.models import SearchHit
from docs_core.retrieval import DocsReader, termmatch
from docs_core.retrieval.termmatch import (
    kept_word_table,
    matched_depth,
    reordered,
    shared_term_matcher,
)
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


QUESTIONS = (
    "How do I append an entry to a stream and read it back?",
    "What does BF.RESERVE do and how do I check if an item was added?",
    "evict keys when memory is full",
    "How do I configure a client to stop being evicted?",
)


@pytest.mark.redis
def test_ret132_a_search_is_its_depths_hits_reordered_then_cut(sample_index: str) -> None:
    async def body() -> list[tuple[list[str], list[str], list[str]]]:
        reader = await DocsReader.connect(sample_index)
        off = reader.with_tuning(SearchTuning(term_match_weight=0))
        seen = []
        try:
            for question in QUESTIONS:
                deep = await off.search(question, limit=20)
                served = await reader.search(question, limit=8)
                expected = reordered(deep, question, SearchTuning())[:8]
                seen.append(
                    ([h.id for h in served], [h.id for h in expected], [h.id for h in deep])
                )
        finally:
            await reader.aclose()
        return seen

    seen = asyncio.run(body())
    for served, expected, _ in seen:
        assert served == expected
    assert any(served != deep[: len(served)] for served, _, deep in seen), "the reorder is served"


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


def test_ret132_control_characters_and_a_full_cache_keep_the_tokenizers_cut(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    matcher = shared_term_matcher()
    texts = ["redis\x1fcluster pre\x85fix a\x0bb c\x0cd tab\there", "zero\u200bwidth nbsp\xa0x"]
    for text, ids in zip(texts, matcher.word_pieces(texts), strict=True):
        assert ids.tolist() == matcher._tokenizer.encode(text, add_special_tokens=False).ids
    monkeypatch.setattr(termmatch, "MAX_KEPT_WORDS", 50)
    many = [" ".join(f"word{n}x{k}" for k in range(40)) for n in range(5)]
    for _ in range(2):
        for text, ids in zip(many, matcher.word_pieces(many), strict=True):
            whole = matcher._tokenizer.encode(text, add_special_tokens=False).ids
            assert ids.tolist() == whole[:EMBEDDING_MAX_TOKENS]
        assert len(matcher._pieces) <= 200, "a new generation once the cap is passed"


def test_ret132_the_word_table_is_saved_once_and_mapped_after(tmp_path: Path) -> None:
    built = kept_word_table(tmp_path)
    saved = list(tmp_path.glob("word-table-*.npy"))
    assert len(saved) == 1 and saved[0].stat().st_mode & 0o777 == 0o644
    mapped = kept_word_table(tmp_path)
    assert isinstance(mapped, np.memmap)
    assert np.array_equal(np.asarray(mapped), built)
