"""The legs of a search, without Redis: what they ask for and how their RESP2 replies are read
(spec/011-retrieval.md)."""

from __future__ import annotations

from typing import Any

import pytest
from docs_core.models import SearchHit
from docs_core.retrieval.capabilities import ClientHybrid, ServerHybrid
from docs_core.retrieval.hits import hits_from_rows, spare_hits, without_version_filler
from docs_core.retrieval.legs import (
    MAX_ALTERNATES,
    Variant,
    command_lookup_args,
    command_name_key,
    page_filter,
    plan_legs,
    query_strings,
    variants,
    version_filters,
)
from docs_core.retrieval.ranking import Candidate
from docs_core.retrieval.textquery import parse_query
from docs_core.retrieval.tuning import SearchTuning
from docs_core.retrieval.variants import MAX_MENTIONED_COPIES

TUNING = SearchTuning()
VECTOR = b"\x00" * 8
LATEST = "@version:{latest}"


class _Recorder:
    """Collects the commands a plan queues, in order (the shape a redis-py pipeline takes)."""

    def __init__(self) -> None:
        self.commands: list[tuple[Any, ...]] = []

    def execute_command(self, *args: Any, **options: Any) -> None:
        self.commands.append(args)


def _variant(text: str, filter_expr: str = LATEST, weight: float = 1.0) -> Variant:
    return Variant(parse_query(text), VECTOR, filter_expr, weight)


def test_a_sentence_gets_its_terms_as_keyword_alternate_and_keywords_get_none() -> None:
    sentence = "how do consumer groups acknowledge entries"
    assert query_strings(sentence, (), TUNING) == [sentence, "consumer groups acknowledge entries"]
    assert query_strings("XADD MAXLEN", (), TUNING) == ["XADD MAXLEN"]
    off = SearchTuning(keyword_alternate=False)
    assert query_strings(sentence, (), off) == [sentence]


def test_caller_alternates_are_cleaned_and_capped_and_replace_the_keyword_alternate() -> None:
    given: list[object] = ["  bloom\x00 filter ", "", 7, "a", "b", "c", "d"]
    strings = query_strings("how do I size a bloom filter", given, TUNING)
    assert strings == ["how do I size a bloom filter", "bloom filter", "a", "b"]
    assert len(strings) - 1 == MAX_ALTERNATES


def test_ret012_by_default_only_latest_and_known_mentioned_versions_are_searched() -> None:
    known = {"latest": frozenset({"oss", "rs"}), "7.4": frozenset({"rs"})}
    kwargs: dict[str, Any] = {"version": None, "product": None, "known_versions": known}
    assert version_filters("eviction policy", TUNING, **kwargs) == [(LATEST, 1.0)]
    assert version_filters("eviction in 7.4 and 6.2", TUNING, **kwargs) == [
        (LATEST, 1.0),
        ("@version:{7\\.4}", TUNING.requested_version_weight),
    ]


def test_ret124_a_query_listing_many_versions_searches_the_first_two_copies_only() -> None:
    known = {name: frozenset({"rs"}) for name in ("latest", "6.2", "7.2", "7.4", "7.8", "8.0")}
    kwargs: dict[str, Any] = {"version": None, "product": None, "known_versions": known}
    filters = version_filters("streams 7.4 6.2 7.2 8.0 7.8 7.4 again", TUNING, **kwargs)
    assert [f for f, _ in filters] == [LATEST, "@version:{7\\.4}", "@version:{6\\.2}"]
    assert len(filters) == 1 + MAX_MENTIONED_COPIES


def test_ret012_a_requested_version_ranks_first_and_keeps_latest_at_a_lower_weight() -> None:
    filters = version_filters("eviction", TUNING, version="7.4", product="rs", known_versions={})
    assert filters == [
        ("@version:{7\\.4} @product:{rs}", TUNING.requested_version_weight),
        ("@version:{latest} @product:{rs}", TUNING.other_version_weight),
    ]
    same = version_filters("x", TUNING, version="latest", product=None, known_versions={})
    assert same == [(LATEST, 1.0)]


COPIES = {
    "latest": frozenset({"oss", "rs", "kubernetes"}),
    "8.0": frozenset({"rs", "kubernetes"}),
    "7.8": frozenset({"rs"}),
    "7.8.4": frozenset({"kubernetes"}),
}


def _filters(text: str, product: str | None = None) -> list[tuple[str, float]]:
    return version_filters(text, TUNING, version=None, product=product, known_versions=COPIES)


def test_ret090_a_version_after_a_product_name_searches_that_products_copy_only() -> None:
    mentioned = TUNING.requested_version_weight
    assert _filters("Redis Software 8.0 rolling upgrade") == [
        (LATEST, 1.0),
        ("@version:{8\\.0} @product:{rs}", mentioned),
    ]
    assert _filters("Redis Enterprise for Kubernetes, version 8.0 upgrade") == [
        (LATEST, 1.0),
        ("@version:{8\\.0} @product:{kubernetes}", mentioned),
    ]
    assert _filters("operator for k8s 7.8.4 upgrade")[1] == (
        "@version:{7\\.8\\.4} @product:{kubernetes}",
        mentioned,
    )
    assert _filters("Redis Software 7.8.4 release")[1] == (
        "@version:{7\\.8} @product:{rs}",
        mentioned,
    )


def test_ret090_a_version_after_redis_itself_brings_no_versioned_copy() -> None:
    assert _filters("what changed in Redis 8.0 for hashes") == [(LATEST, 1.0)]
    assert _filters("Redis Open Source 8.0 new commands") == [(LATEST, 1.0)]


def test_ret090_an_unattributed_version_still_searches_every_products_copy() -> None:
    assert _filters("upgrade notes for 8.0") == [
        (LATEST, 1.0),
        ("@version:{8\\.0}", TUNING.requested_version_weight),
    ]


def test_ret090_a_mention_of_another_product_than_the_callers_is_left_out() -> None:
    assert _filters("Redis Software 8.0", product="kubernetes") == [
        (f"{LATEST} @product:{{kubernetes}}", 1.0)
    ]


def test_a_page_filter_is_an_escaped_tag_added_to_every_version_filter() -> None:
    inside = page_filter("develop/data-types/streams")
    assert inside == "@page_id:{develop\\/data\\-types\\/streams}"
    filters = version_filters(
        "x", TUNING, version=None, product=None, known_versions={}, extra_filter=inside
    )
    assert filters == [(f"{LATEST} {inside}", 1.0)]


def test_alternates_weigh_less_than_the_query_under_every_filter() -> None:
    filters = [("f1", 1.0), ("f2", 0.5)]
    found = variants(["main query", "alt"], [b"m", b"a"], filters, TUNING)
    assert [(v.parsed.terms, v.vector, v.filter, v.weight) for v in found] == [
        (("main", "query"), b"m", "f1", 1.0),
        (("main", "query"), b"m", "f2", 0.5),
        (("alt",), b"a", "f1", TUNING.alternate_weight),
        (("alt",), b"a", "f2", 0.5 * TUNING.alternate_weight),
    ]


def test_ret011_command_lookup_is_by_upper_case_name_key_of_the_latest_docs() -> None:
    assert command_name_key("  client   no-evict ") == "CLIENT NO-EVICT"
    assert command_name_key("   ") is None
    assert command_name_key("x" * 65) is None
    args = command_lookup_args("BF.RESERVE")
    assert args[:3] == ["FT.SEARCH", "docs_commands", "@name_key:{BF\\.RESERVE} @version:{latest}"]
    assert args[3:7] == ["NOCONTENT", "LIMIT", 0, 1]


def test_legs_are_queued_hybrid_then_phrases_then_command_names_then_command_knn() -> None:
    strings = ["what does BF.RESERVE do"]
    plan = plan_legs([_variant(strings[0])], strings, TUNING, chunks=True, pages=True)
    pipe = _Recorder()
    plan.queue(pipe, ClientHybrid())
    indexes = [(c[0], c[1]) for c in pipe.commands]
    assert indexes == [
        ("FT.SEARCH", "docs_chunks"),
        ("FT.SEARCH", "docs_chunks"),
        ("FT.SEARCH", "docs_pages"),
        ("FT.SEARCH", "docs_pages"),
        ("FT.SEARCH", "docs_chunks"),
        ("FT.SEARCH", "docs_pages"),
        ("FT.SEARCH", "docs_commands"),
        ("FT.SEARCH", "docs_commands"),
    ]
    phrase = pipe.commands[4]
    # The latest filter is applied to the returned versions, not in the query (RET-093).
    assert '"bf reserve"' in phrase[2] and LATEST not in phrase[2]
    assert phrase[3:6] == ("RETURN", 1, "version")
    names = pipe.commands[6]
    assert "BF\\.RESERVE" in names[2] and names[3:6] == ("RETURN", 1, "name_key")
    knn = pipe.commands[7]
    assert "RETURN" in knn and "NOCONTENT" not in knn


def test_ret024_a_search_without_command_legs_queues_only_hybrid_and_phrase_legs() -> None:
    strings = ["XADD"]
    plan = plan_legs([_variant("XADD")], strings, TUNING, chunks=True, pages=True, commands=False)
    pipe = _Recorder()
    plan.queue(pipe, ClientHybrid())
    assert all(c[1] != "docs_commands" for c in pipe.commands)
    chunk_only = plan_legs([_variant("XADD")], strings, TUNING, chunks=True, pages=False)
    pipe = _Recorder()
    chunk_only.queue(pipe, ClientHybrid())
    assert {c[1] for c in pipe.commands} == {"docs_chunks"}


def test_a_text_only_search_asks_for_one_neighbour_and_sends_no_phrase_when_vector_only() -> None:
    text_only = plan_legs(
        [_variant("XADD")], ["XADD"], SearchTuning(mode="text"), chunks=True, pages=False
    )
    pipe = _Recorder()
    text_only.queue(pipe, ServerHybrid())
    assert text_only.text_only
    hybrid = pipe.commands[0]
    assert hybrid[0] == "FT.HYBRID" and hybrid[hybrid.index("K") + 1] == 1
    vector_only = plan_legs(
        [_variant("XADD")], ["XADD"], SearchTuning(mode="vector"), chunks=True, pages=True
    )
    assert vector_only.phrases == [] and vector_only.command_names == {}
    assert all(leg.text is None for _, leg, _ in vector_only.hybrid)


def _client_plan_replies() -> list[Any]:
    return [
        [2, b"docs:v3:c:a#x:w0", b"docs:v3:c:b#y:w0"],  # chunk text leg
        [2, b"docs:v3:c:b#y:w0", b"docs:v3:c:c#z:w0"],  # chunk KNN leg
        [1, b"docs:v3:p:a"],  # page text leg
        [1, b"docs:v3:p:b"],  # page KNN leg
        [1, b"docs:v3:c:a#x:w0"],  # chunk phrase leg
        [0],  # page phrase leg
        [
            2,
            b"docs:v3:k:commands/bf.reserve",
            [b"name_key", b"BF.RESERVE"],
            b"docs:v3:k:commands/info",
            [b"name_key", b"INFO"],
        ],
        [
            2,
            b"docs:v3:k:commands/bf.reserve",
            [b"knn_dist", b"0.12"],
            b"docs:v3:k:commands/bf.add",
            [b"knn_dist", b"0.93"],
        ],
    ]


def test_replies_in_resp2_are_read_back_into_weighted_key_lists_and_named_commands() -> None:
    strings = ["what does BF.RESERVE do"]
    plan = plan_legs([_variant(strings[0])], strings, TUNING, chunks=True, pages=True)
    results = plan.parse(_client_plan_replies(), ClientHybrid())
    phrase_weight = TUNING.phrase_weight_for(parse_query(strings[0]))
    assert results.chunk_lists == [
        (["docs:v3:c:b#y:w0", "docs:v3:c:a#x:w0", "docs:v3:c:c#z:w0"], 1.0),
        (["docs:v3:c:a#x:w0"], phrase_weight),
    ]
    assert results.page_lists[0] == (["docs:v3:p:commands/bf.reserve"], 0.3), "close commands"
    assert results.page_lists[1][0] == ["docs:v3:p:a", "docs:v3:p:b"], "a tie ranks by id"
    assert len(results.page_lists) == 3
    assert [(key, c.name_key) for key, c in results.command_hits] == [
        ("docs:v3:k:commands/bf.reserve", "BF.RESERVE")
    ], "INFO was not named by the query"


def test_ret119_the_main_chunk_legs_nearest_latest_passage_comes_back_with_the_lists() -> None:
    strings = ["what does BF.RESERVE do"]
    replies = _client_plan_replies()
    replies[1] = [
        2,
        b"docs:v3:c:c#z:w0",
        [b"knn_dist", b"0.52"],
        b"docs:v3:c:b#y:w0",
        [b"knn_dist", b"0.31"],
    ]
    plan = plan_legs([_variant(strings[0])], strings, TUNING, chunks=True, pages=True)
    assert plan.parse(replies, ClientHybrid()).nearest_distance == pytest.approx(0.31)
    narrowed = [_variant(strings[0], f"{LATEST} @product:{{rs}}")]
    plan = plan_legs(narrowed, strings, TUNING, chunks=True, pages=True)
    assert plan.parse(replies, ClientHybrid()).nearest_distance is None, "not the latest docs"
    assert (
        plan_legs([_variant(strings[0])], strings, TUNING, chunks=True, pages=True)
        .parse(_client_plan_replies(), ClientHybrid())
        .nearest_distance
        is None
    ), "no distance returned"


def test_named_commands_come_back_in_the_order_the_query_names_them() -> None:
    strings = ["XADD then XTRIM"]
    plan = plan_legs(
        [_variant(strings[0])], strings, SearchTuning(mode="text"), chunks=False, pages=True
    )
    reply_names = [
        2,
        b"docs:v3:k:commands/xtrim",
        [b"name_key", b"XTRIM"],
        b"docs:v3:k:commands/xadd",
        [b"name_key", b"XADD"],
    ]
    replies: list[Any] = [[0], [0]] * len(plan.hybrid)
    replies += [[0]] * len(plan.phrases) + [reply_names]
    results = plan.parse(replies, ClientHybrid())
    assert [key for key, _ in results.command_hits] == [
        "docs:v3:k:commands/xadd",
        "docs:v3:k:commands/xtrim",
    ]


@pytest.mark.parametrize("mode", ["text", "hybrid"])
def test_a_leg_without_a_text_clause_reads_no_text_keys(mode: str) -> None:
    plan = plan_legs(
        [_variant("the of")], ["the of"], SearchTuning(mode=mode), chunks=True, pages=False
    )
    assert plan.hybrid[0][1].text is None
    results = plan.parse([b"PONG", [1, b"docs:v3:c:a#x:w0"]], ClientHybrid())
    expected = [] if mode == "text" else ["docs:v3:c:a#x:w0"]
    assert results.chunk_lists == [(expected, 1.0)]


def test_ret127_a_requested_copys_hits_without_a_query_word_are_filler() -> None:
    def hit(page: str, text: str, version: str) -> SearchHit:
        return SearchHit(
            id=f"{page}#x:w0",
            title=page,
            url="u",
            text=text,
            page_id=page,
            kind="chunk",
            doc_version=version,
        )

    hits = [
        hit("operate/rs/7.4/rladmin/suffix", "Manages the DNS suffixes", "7.4"),
        hit("commands/xadd", "Appends a stream entry", "latest"),
        hit("operate/rs/7.4/streams", "Calls to XADD with an explicit id", "7.4"),
        hit("develop/data-types/streams", "Streams act like an append-only log", "latest"),
        hit("operate/rs/7.4/databases", "Recovering databases", "7.4"),
    ]
    kept = without_version_filler(hits, ("xadd", "database"), "7.4", 8)
    assert [h.page_id for h in kept] == [
        "commands/xadd",
        "operate/rs/7.4/streams",
        "develop/data-types/streams",
        "operate/rs/7.4/databases",
    ], "a latest hit stays; a copy's hit stays when it holds a query word or its stem"
    assert without_version_filler(hits, ("xadd",), None, 2) == hits[:2], "no version: as ranked"
    assert without_version_filler(hits, ("xadd",), "LATEST", 8) == hits, "latest is no copy"
    kept = without_version_filler(hits, ("set", "7", "4", "up"), "7.4", 8)
    assert [h.page_id for h in kept] == ["commands/xadd", "develop/data-types/streams"], (
        "a term is held at a word's start; digits and words under three letters hold nothing"
    )
    assert len(without_version_filler(hits, ("xadd", "database"), "7.4", 2)) == 2


def test_ret128_a_page_with_no_text_is_no_hit_and_a_spare_candidate_takes_its_place() -> None:
    def page(name: str, summary: str) -> tuple[Candidate, list[str]]:
        key = f"docs:v1:p:{name}"
        row = [name.title(), f"https://redis.io/docs/latest/{name}/", summary, "", "oss"]
        return Candidate(key, "page", name, 1.0), [*row, "latest", "guide"]

    rows = [page("api-reference", ""), page("streams", "Append-only logs"), page("lists", " ")]
    hits = hits_from_rows([c for c, _ in rows], [r for _, r in rows], ("log",))
    assert [h.page_id for h in hits] == ["streams"]
    assert spare_hits(None) >= 1 and spare_hits("7.4") >= spare_hits(None)
