"""The learned ranker: its features, its JSON model evaluated without LightGBM, the reordering
within the fused scores, the two committed models' ensemble, and a search with it on
(spec/011-retrieval.md, RET-044..RET-047, RET-131)."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from docs_core.languages import detect_language, resolve_language
from docs_core.retrieval import DocsReader
from docs_core.retrieval.capabilities import ClientHybrid
from docs_core.retrieval.legs import LegResults, Variant, plan_legs
from docs_core.retrieval.ranker import (
    RankerEnsemble,
    RankerModel,
    blended_order,
    default_model,
    learned_order,
    served_model,
)
from docs_core.retrieval.rankfeatures import FEATURES, candidate_features
from docs_core.retrieval.ranking import page_scores
from docs_core.retrieval.textquery import CommandCandidate, parse_query
from docs_core.retrieval.tuning import SearchTuning


def _results() -> LegResults:
    chunks = [
        "docs:v1:c:develop/clients/jedis/connect#pool:w0",
        "docs:v1:c:commands/xadd#_top:w0",
        "docs:v1:c:develop/clients/jedis/connect#tls:w1",
    ]
    pages = ["docs:v1:p:commands/xadd", "docs:v1:p:develop/data-types/streams"]
    xadd = CommandCandidate("XADD", True, 0)
    return LegResults(
        [(chunks, 1.0), (chunks[1:], 0.3)],
        [(pages, 1.0)],
        [("docs:v1:k:commands/xadd", xadd)],
        [["docs:v1:p:commands/xadd"]],
        ["main", "phrase_main"],
        ["main"],
    )


def _row(found: Any, page: str) -> dict[str, float]:
    return dict(zip(FEATURES, found.rows[found.pages.index(page)], strict=True))


def test_ret044_features_say_where_each_leg_ranked_a_page() -> None:
    results = _results()
    query = "jedis XADD connection pool"
    fused, ranked = {}, page_scores(results, query, SearchTuning(page_priors=False))
    fused = dict(ranked)
    found = candidate_features(results, query, fused, ranked, depth=50)
    assert all(len(row) == len(FEATURES) for row in found.rows)
    assert found.pages[0] == "commands/xadd"
    xadd = _row(found, "commands/xadd")
    assert xadd["fused_rank_inverse"] == 1.0
    assert xadd["chunk_main"] == pytest.approx(1 / 2)
    assert xadd["chunk_phrase_main"] == 1.0
    assert xadd["page_main"] == 1.0
    assert xadd["strong_command"] == 1.0
    assert xadd["intent_best"] == 1.0
    assert xadd["section_commands"] == 1.0
    assert xadd["leaf_term_share"] == pytest.approx(1 / 4)
    jedis = _row(found, "develop/clients/jedis/connect")
    assert jedis["chunk_main"] == 1.0
    assert jedis["chunks_in_main"] == pytest.approx(2 / 10)
    assert jedis["named_client_guide"] == 1.0
    assert jedis["strong_command"] == 0.0
    assert jedis["depth"] == 4.0
    assert found.pages == sorted(ranked, key=lambda p: (-ranked[p], p))[:50]
    assert candidate_features(results, query, fused, ranked, depth=1).pages == ["commands/xadd"]


def test_ret044_each_fused_list_knows_its_leg() -> None:
    variant = Variant(parse_query("XADD stream"), b"\x00" * 8, "@version:{latest}", 1.0)
    other = replace(variant, weight=0.5)
    plan = plan_legs([variant, other], ["XADD stream", "xadd"], SearchTuning(), chunks=True,
                     pages=True)  # fmt: skip
    assert plan.hybrid_roles == ("main", "main", "other", "other")
    replies: list[Any] = []

    class _Pipe:
        def execute_command(self, *args: Any, **options: Any) -> None:
            replies.append([0])

    plan.queue(_Pipe(), ClientHybrid())
    if plan.command_vector is not None:
        replies[-1 - len(plan.intents)] = [0]
    results = plan.parse(replies, ClientHybrid())
    assert len(results.chunk_roles) == len(results.chunk_lists)
    assert len(results.page_roles) == len(results.page_lists)
    assert results.chunk_roles[:2] == ["main", "other"]
    assert results.page_roles[0] == "command_knn"


def _linear(**weights: float) -> RankerModel:
    return RankerModel.from_json(
        {"features": list(FEATURES), "weights": [weights.get(f, 0.0) for f in FEATURES]}
    )


def test_ret045_json_trees_and_linear_models_score_rows() -> None:
    depth = FEATURES.index("depth")
    tree = {
        "feature": [depth, FEATURES.index("strong_command")],
        "threshold": [2.5, 0.5],
        "left": [~0, ~1],
        "right": [1, ~2],
        "value": [0.1, -0.2, 0.7],
    }
    model = RankerModel.from_json({"features": list(FEATURES), "trees": [tree, tree]})
    row = [0.0] * len(FEATURES)
    row[depth] = 2.0
    assert model.score(row) == pytest.approx(0.2)
    row[depth] = 3.0
    assert model.score(row) == pytest.approx(-0.4)
    row[FEATURES.index("strong_command")] = 1.0
    assert model.score(row) == pytest.approx(1.4)
    assert _linear(depth=2.0).score(row) == pytest.approx(6.0)
    rows = [[0.0] * len(FEATURES), row]
    assert model.scores(rows) == pytest.approx([model.score(r) for r in rows])
    leaf = {"feature": [], "threshold": [], "left": [], "right": [], "value": [0.25]}
    single = RankerModel.from_json({"features": list(FEATURES), "trees": [leaf, tree]})
    assert single.scores(rows) == pytest.approx([0.35, 0.95])
    with pytest.raises(ValueError, match="other features"):
        RankerModel.from_json({"features": ["depth"], "weights": [1.0]})


def test_ret046_the_model_reorders_the_top_within_the_scores_it_held() -> None:
    results = _results()
    query = "jedis XADD connection pool"
    tuning = SearchTuning(page_priors=False)
    ranked = page_scores(results, query, tuning)
    deep = _linear(depth=1)
    deep_first = learned_order(results, query, ranked, ranked, depth=50, model=deep)
    order = sorted(deep_first, key=lambda p: -deep_first[p])
    assert sorted(deep_first.values()) == pytest.approx(sorted(ranked.values()))
    shallow = learned_order(results, query, ranked, ranked, depth=1, model=deep)
    assert shallow == ranked, "a depth of one page leaves nothing to reorder"
    half = learned_order(results, query, ranked, ranked, depth=50, weight=0.5,
                         model=deep)  # fmt: skip
    assert order == [
        "develop/clients/jedis/connect",
        "develop/data-types/streams",
        "commands/xadd",
    ]
    assert sorted(half, key=lambda p: -half[p]) == [
        "develop/clients/jedis/connect",
        "commands/xadd",
        "develop/data-types/streams",
    ], "weight 0.5 averages the model's rank and the fused one"


def test_ret046_ret131_the_committed_models_load_and_are_on_by_default() -> None:
    served = default_model()
    assert served is default_model(), "read once per process"
    assert [len(member.trees) for member in served.members] == [120, 100]
    with pytest.raises(ValueError, match="at least one"):
        RankerEnsemble(())
    rows = [[float(i % 3)] * len(FEATURES) for i in range(5)]
    for member in served.members:
        assert member.features == FEATURES
        assert member.scores(rows) == pytest.approx([member.score(row) for row in rows])
    assert SearchTuning().learned_ranker is True
    results = _results()
    off = page_scores(results, "jedis XADD connection pool", SearchTuning(learned_ranker=False))
    on = page_scores(results, "jedis XADD connection pool", SearchTuning())
    assert sorted(on.values()) == pytest.approx(sorted(off.values()))


def test_ret131_an_ensemble_averages_its_members_orders_not_their_scores() -> None:
    depth = FEATURES.index("depth")
    rows = [[0.0] * len(FEATURES) for _ in range(4)]
    for i, value in enumerate([3.0, 1.0, 2.0, 0.0]):
        rows[i][depth] = value
    loud = _linear(depth=1000.0)
    quiet = _linear(depth=-0.001)
    assert blended_order(loud.scores(rows), 1.0) == [0, 2, 1, 3]
    assert blended_order(quiet.scores(rows), 1.0) == [3, 1, 2, 0]
    both = RankerEnsemble((loud, quiet))
    assert both.scores(rows) == [-1.5, -1.5, -1.5, -1.5], "each row's mean rank, negated"
    assert blended_order(both.scores(rows), 1.0) == [0, 1, 2, 3], "a tie keeps the fused order"
    agree = RankerEnsemble((loud, _linear(depth=0.5)))
    assert blended_order(agree.scores(rows), 1.0) == [0, 2, 1, 3]
    assert blended_order(agree.scores(rows), 0.5) == [0, 1, 2, 3], "rows 1 and 2 tie at 1.5"


def test_ret131_a_labelled_model_file_can_be_served_in_place_of_the_packaged_one(
    tmp_path: Path,
) -> None:
    assert served_model() is default_model()
    depth = FEATURES.index("depth")
    weights = [0.0] * len(FEATURES)
    weights[depth] = 1.0
    path = tmp_path / "fold.json"
    path.write_text(json.dumps({"features": list(FEATURES), "weights": weights}))
    served = served_model(str(path))
    assert served is served_model(str(path)), "each file is read once"
    assert served.members[0] is default_model().members[0]
    assert served.members[1].weights[depth] == 1.0
    results = _results()
    query = "jedis XADD connection pool"
    packaged = page_scores(results, query, SearchTuning(page_priors=False, ranker_weight=1.0))
    fold = SearchTuning(page_priors=False, ranker_weight=1.0, labelled_model=str(path))
    assert page_scores(results, query, fold) != packaged, "the file's model took part"


def test_ret114_a_search_naming_a_client_ranks_without_the_model() -> None:
    tuning = SearchTuning()
    assert tuning.for_language(None) is tuning
    assert (
        tuning.for_language(detect_language("jedis XADD connection pool")).learned_ranker is False
    )
    assert tuning.for_language(detect_language("append to a stream")) is tuning
    off = SearchTuning(learned_ranker=False)
    assert off.for_language(None).learned_ranker is False


@pytest.mark.redis
def test_ret047_search_with_the_ranker_on_finds_the_command(sample_index: str) -> None:
    async def body() -> tuple[list[str], int]:
        reader = await DocsReader.connect(sample_index, tuning=SearchTuning(learned_ranker=True))
        try:
            hits = await reader.search("XADD", limit=5)
            features = await reader.ranking_features("How do I append an entry to a stream?")
        finally:
            await reader.aclose()
        return [hit.id for hit in hits], len(features.rows[0])

    ids, width = asyncio.run(body())
    assert ids[0] == "commands/xadd"
    assert width == len(FEATURES)


@pytest.mark.redis
def test_ret114_the_reader_gates_the_ranker_on_a_named_client(
    sample_index: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import docs_core.retrieval.reader as reader_module

    seen: list[tuple[str, bool]] = []

    def recording(real: Any) -> Any:
        def wrapper(results: Any, query: str, tuning: SearchTuning, **kwargs: Any) -> Any:
            seen.append((query, tuning.learned_ranker))
            return real(results, query, tuning, **kwargs)

        return wrapper

    monkeypatch.setattr(reader_module, "rank_candidates", recording(reader_module.rank_candidates))
    monkeypatch.setattr(reader_module, "page_scores", recording(reader_module.page_scores))

    async def body() -> None:
        reader = await DocsReader.connect(sample_index)
        try:
            await reader.search("append an entry to a stream")
            await reader.search("jedis append an entry to a stream")
            await reader.search("append an entry to a stream", language=resolve_language("python"))
            await reader.search_pages("jedis streams")
            await reader.search_pages("streams")
        finally:
            await reader.aclose()

    asyncio.run(body())
    assert [on for _, on in seen] == [True, False, False, False, True]
