"""The reader's in-memory stores keep a query's digest, not its text, so what they hold does not
grow with the length of what callers send (spec/011, RET-125)."""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable

from docs_core.retrieval.embedcache import QueryVectorCache
from docs_core.retrieval.resultcache import IndexState, ResultCache, SearchKey
from docs_core.retrieval.spelling import correctable
from docs_core.retrieval.termtable import LONGEST_WORD
from docs_core.retrieval.textdigest import text_digest
from docs_core.retrieval.tuning import SearchTuning

ENTRIES = 200
# A query of the longest length a search takes, of characters Python stores in 4 bytes each:
# kept as text, 200 of them would hold 3.2 MB.
LONG = "\U00020000" * 3_990


def _retained(fill: Callable[[int], None]) -> int:
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for i in range(ENTRIES):
            fill(i)
        gc.collect()
        return tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()


def test_ret125_the_vector_cache_holds_digests_of_long_queries() -> None:
    cache = QueryVectorCache(max_entries=ENTRIES)
    blob = bytes(1536)
    retained = _retained(lambda i: cache.store(f"{LONG}{i}", blob))
    assert len(cache) == ENTRIES
    assert retained < 200_000, f"{retained} bytes kept for {ENTRIES} long queries"
    found, missing = cache.lookup([f"{LONG}7", f"{LONG}x"])
    assert found == {f"{LONG}7": blob} and missing == [f"{LONG}x"]


def test_ret125_the_result_cache_keys_long_queries_by_digest() -> None:
    cache = ResultCache(max_entries=ENTRIES)
    state = IndexState(1, "f")
    tuning = SearchTuning()

    def key(i: int) -> SearchKey:
        return SearchKey.of((f"{LONG}{i}", LONG), 8, None, None, tuning=tuning)

    retained = _retained(lambda i: cache.put(key(i), state, []))
    assert len(cache) == ENTRIES
    assert retained < 300_000, f"{retained} bytes kept for {ENTRIES} long searches"
    assert cache.get(key(3), state) == [] and cache.get(key(ENTRIES), state) is None
    assert key(1).digests == (text_digest(f"{LONG}1"), text_digest(LONG))


def test_ret125_a_word_longer_than_any_word_is_never_corrected_nor_kept() -> None:
    assert correctable(["eviction", "q" * LONGEST_WORD, "q" * (LONGEST_WORD + 1)]) == [
        "eviction",
        "q" * LONGEST_WORD,
    ]
    assert len(text_digest(LONG)) == 16 and text_digest("a") != text_digest("b")
