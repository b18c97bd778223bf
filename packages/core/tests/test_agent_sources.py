"""Source weighting and ordering (spec/020-ask.md, ASK-010..ASK-012)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from docs_core.agent.sources import (
    build_sources,
    fact_weights,
    order_by_weight,
    pick_quote,
    weight_unit,
)
from docs_core.agent.text import extract_facts
from docs_core.models import SearchHit


def _round_robin(items: Sequence[tuple[str, float]]) -> list[tuple[str, float]]:
    by_page: dict[str, list[tuple[str, float]]] = {}
    for item in items:
        by_page.setdefault(item[0], []).append(item)
    out: list[tuple[str, float]] = []
    depth = 0
    while len(out) < len(items):
        for group in by_page.values():
            if depth < len(group):
                out.append(group[depth])
        depth += 1
    return out


def test_ask010_worked_example_strong_sections_of_one_page_stay_in_the_top_five():
    # Retrieval order as it came back: one deep page A with three strong sections
    # (8, 7, 6), five weak documents (0.2) and a few other pages, eleven docs in all.
    docs = [
        ("A", 8.0),
        ("w1", 0.2),
        ("w2", 0.2),
        ("X", 1.0),
        ("w3", 0.2),
        ("w4", 0.2),
        ("w5", 0.2),
        ("Y", 0.5),
        ("A", 7.0),
        ("X", 0.9),
        ("A", 6.0),
    ]
    unit = weight_unit(len(docs))
    ordered = order_by_weight(docs, [w for _, w in docs], lambda d: d[0], unit)
    strong_positions = [ordered.index(d) + 1 for d in docs if d[0] == "A"]
    assert max(strong_positions) <= 5
    assert sorted(ordered) == sorted(docs)

    robin = _round_robin(sorted(docs, key=lambda d: -d[1]))
    assert [robin.index(d) + 1 for d in docs if d[0] == "A"] == [1, 9, 11]
    top5 = sum(w for _, w in ordered[:5])
    assert sum(w for _, w in robin[:5]) < 0.6 * top5


def test_ask010_a_page_repeating_itself_drops_behind_other_pages():
    docs = [("A", 3.0), ("A", 2.9), ("A", 2.8), ("B", 1.5), ("C", 1.4)]
    unit = weight_unit(len(docs))
    ordered = order_by_weight(docs, [w for _, w in docs], lambda d: d[0], unit)
    # A's second occurrence must beat B by one unit (log 5 = 1.61): 2.9 - 1.61 < 1.4.
    assert ordered[:3] == [("A", 3.0), ("B", 1.5), ("C", 1.4)]


def test_ask011_a_fact_earns_log_n_over_df_and_one_unit_when_unique():
    facts = extract_facts("Use BF.RESERVE with capacity 1000 entries and a timeout of 100 ms.")
    keys = {f.key for f in facts}
    assert {"bf.reserve", "1000 entries", "100 ms"} <= keys
    docs = [
        "bf.reserve creates a filter",
        "set timeout to 100ms",
        "nothing here",
        "BF.RESERVE and 1000 entries",
    ]
    weights = fact_weights(facts, docs)
    n = len(docs)
    assert math.isclose(weights[1], math.log(n))
    assert math.isclose(weights[0], math.log(n / 2))
    assert math.isclose(weights[3], math.log(n / 2) + math.log(n))
    assert weights[2] == 0.0


def test_ask012_quotes_are_verbatim_and_sources_keep_every_retrieved_id():
    hits = [
        SearchHit(
            id=f"p{i}#s:w0",
            title=f"Page {i}",
            url=f"https://redis.io/docs/latest/p{i}/#s",
            text=text,
            page_id=f"p{i}",
            kind="chunk",
        )
        for i, text in enumerate(
            [
                "Intro words. Nothing specific is said here.",
                "Eviction basics. Set maxmemory-policy to allkeys-lru to evict any key.",
                "The limit is 100 mb by default on this platform. Other text follows.",
            ]
        )
    ]
    answer = "Set maxmemory-policy to allkeys-lru; the limit is 100 MB."
    sources = build_sources(answer, "how do I evict keys", [*hits, hits[0]])
    assert [s.id for s in sources][:2] == ["p1#s:w0", "p2#s:w0"]
    assert sorted(s.id for s in sources) == sorted(h.id for h in hits)
    for source in sources:
        hit = next(h for h in hits if h.id == source.id)
        assert source.quote is None or source.quote in hit.text
    assert sources[0].quote == "Set maxmemory-policy to allkeys-lru to evict any key."


def test_ask012_pick_quote_is_a_substring_even_when_shortened():
    passage = "Short one. " + "word " * 100 + "end."
    quote = pick_quote(passage, extract_facts("word"), ["word"])
    assert quote is not None and quote in passage and len(quote) <= 240


def test_ask083_a_quote_is_a_whole_sentence_across_the_docs_wrapped_lines():
    passage = (
        "the limit set by `maxmemory`, Redis will\n"
        "enforce your chosen eviction policy to prevent any\n"
        "further growth of the cache.\n\n"
        "If you are using replication or persistence, we recommend that you set\n"
        "`maxmemory` to leave a little RAM free to store the buffers.\n"
    )
    hit = SearchHit(
        id="develop/reference/eviction#maxmem:w1",
        title="Key eviction",
        url="https://redis.io/docs/latest/develop/reference/eviction/#maxmem",
        text=passage,
        page_id="develop/reference/eviction",
        kind="chunk",
    )
    (source,) = build_sources("Set maxmemory to leave RAM free.", "how do I set maxmemory", [hit])
    assert source.quote == (
        "If you are using replication or persistence, we recommend that you set `maxmemory` to "
        "leave a little RAM free to store the buffers."
    )
    assert pick_quote("the limit set by `maxmemory`, Redis will", [], ["maxmemory"]) is not None


def test_ask083_a_list_item_holding_the_answers_facts_is_still_quoted():
    passage = (
        "Redis supports several eviction policies for different workloads. Pick one per cache.\n\n"
        "- `volatile-ttl`: Removes keys with the shortest remaining time-to-live (TTL) value.\n"
    )
    facts = extract_facts("Use `volatile-ttl` to evict the keys closest to expiring.")
    quote = pick_quote(passage, facts, ["evict"], prose=True)
    assert quote is not None and "volatile-ttl" in quote
