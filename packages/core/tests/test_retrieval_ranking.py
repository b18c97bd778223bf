"""Ranking the legs' lists into what a search shows, without Redis (spec/011-retrieval.md)."""

from __future__ import annotations

import pytest
from docs_core.languages import resolve_language
from docs_core.retrieval.legs import LegResults
from docs_core.retrieval.ranking import (
    Candidate,
    chunk_candidates,
    page_candidates,
    page_scores,
    rank_candidates,
)
from docs_core.retrieval.textquery import CommandCandidate
from docs_core.retrieval.tuning import SearchTuning

TUNING = SearchTuning()
K = TUNING.rrf_k


def _shown(candidates: list[Candidate]) -> list[tuple[str, str]]:
    return [(c.kind, c.key) for c in candidates]


def test_ret004_page_scores_fuse_chunk_and_page_lists_by_first_chunk() -> None:
    results = LegResults(
        chunk_lists=[(["docs:v1:c:a#x:w0", "docs:v1:c:a#y:w0", "docs:v1:c:b#x:w0"], 1.0)],
        page_lists=[(["docs:v1:p:b"], 0.5)],
        command_hits=[],
    )
    scores = page_scores(results, "anything", TUNING)
    assert scores == pytest.approx({"a": 1 / (K + 1), "b": 1 / (K + 2) + 0.5 / (K + 1)})


def test_ret011_a_named_command_boosts_its_page_and_a_strong_name_more() -> None:
    results = LegResults(
        chunk_lists=[],
        page_lists=[],
        command_hits=[
            ("docs:v1:k:commands/xadd", CommandCandidate("XADD", strong=True, position=0)),
            ("docs:v1:k:commands/monitor", CommandCandidate("MONITOR", strong=False, position=1)),
        ],
    )
    scores = page_scores(results, "XADD or monitor", TUNING)
    assert scores["commands/xadd"] == pytest.approx(3.0 / 2 / (K + 1) * 2)
    assert scores["commands/monitor"] == pytest.approx(0.5 / 2 / (K + 1) * 2)


def test_ret027_priors_apply_after_fusion_unless_turned_off() -> None:
    results = LegResults(
        chunk_lists=[],
        page_lists=[(["docs:v1:p:develop/use-cases/leaderboard/go"], 1.0)],
        command_hits=[],
    )
    on = page_scores(results, "build a leaderboard", TUNING)
    assert on["develop/use-cases/leaderboard"] == pytest.approx(1 / (K + 1))
    off = page_scores(results, "build a leaderboard", SearchTuning(page_priors=False))
    assert off == pytest.approx({"develop/use-cases/leaderboard/go": 1 / (K + 1)})


def test_ret013_each_page_shows_its_best_chunk_then_at_most_one_damped_repeat() -> None:
    chunks = [f"docs:v1:c:a#s{n}:w0" for n in range(4)] + ["docs:v1:c:b#s:w0"]
    results = LegResults(chunk_lists=[(chunks, 1.0)], page_lists=[], command_hits=[])
    ranked = rank_candidates(results, "q", TUNING, limit=10, live_version=1)
    assert _shown(ranked) == [
        ("chunk", "docs:v1:c:a#s0:w0"),
        ("chunk", "docs:v1:c:b#s:w0"),
        ("chunk", "docs:v1:c:a#s1:w0"),
    ]
    first, _, repeat = ranked
    relative = (1 / (K + 2)) / (1 / (K + 1))
    assert repeat.score == pytest.approx(first.score * relative * TUNING.repeat_factor)
    three = rank_candidates(results, "q", SearchTuning(per_page_cap=3), limit=10, live_version=1)
    assert [c.page_id for c in three].count("a") == 3
    assert len(rank_candidates(results, "q", TUNING, limit=2, live_version=1)) == 2


def test_ret011_a_strongly_named_command_shows_its_command_record_before_its_chunks() -> None:
    results = LegResults(
        chunk_lists=[(["docs:v1:c:commands/xadd#_top:w0", "docs:v1:c:commands/xadd#ids:w0"], 1)],
        page_lists=[],
        command_hits=[("docs:v1:k:commands/xadd", CommandCandidate("XADD", True, 0))],
    )
    ranked = rank_candidates(results, "XADD", TUNING, limit=10, live_version=1)
    # The lead chunk would repeat the command record's url and title (MCP-042).
    assert _shown(ranked) == [
        ("command", "docs:v1:k:commands/xadd"),
        ("chunk", "docs:v1:c:commands/xadd#ids:w0"),
    ]


def test_mcp042_a_repeat_of_a_page_comes_from_a_section_it_has_not_shown() -> None:
    chunks = ["docs:v1:c:a#s:w0", "docs:v1:c:a#s:w1", "docs:v1:c:a#t:w0", "docs:v1:c:a#t:w3"]
    results = LegResults(chunk_lists=[(chunks, 1.0)], page_lists=[], command_hits=[])
    ranked = rank_candidates(results, "q", SearchTuning(per_page_cap=3), limit=10, live_version=1)
    assert _shown(ranked) == [("chunk", "docs:v1:c:a#s:w0"), ("chunk", "docs:v1:c:a#t:w0")]


def test_a_page_without_chunks_shows_its_page_record_or_its_weakly_named_command() -> None:
    results = LegResults(
        chunk_lists=[],
        page_lists=[(["docs:v1:p:develop/streams"], 1.0)],
        command_hits=[("docs:v1:k:commands/monitor", CommandCandidate("MONITOR", False, 0))],
    )
    ranked = rank_candidates(results, "monitor streams", TUNING, limit=10, live_version=1)
    assert sorted(_shown(ranked)) == [
        ("command", "docs:v1:k:commands/monitor"),
        ("page", "docs:v1:p:develop/streams"),
    ]


def test_ret027_a_guide_credited_only_by_a_language_variant_shows_as_a_live_page() -> None:
    results = LegResults(
        chunk_lists=[(["docs:v7:c:develop/use-cases/leaderboard/go#_top:w0"], 1.0)],
        page_lists=[],
        command_hits=[],
    )
    ranked = rank_candidates(results, "a game leaderboard", TUNING, limit=10, live_version=7)
    assert _shown(ranked)[0] == ("page", "docs:v7:p:develop/use-cases/leaderboard")


def test_ret025_equal_scores_rank_by_record_id_whatever_the_list_order() -> None:
    one = LegResults([(["docs:v1:c:b#x:w0"], 1.0), (["docs:v1:c:a#x:w0"], 1.0)], [], [])
    two = LegResults([(["docs:v1:c:a#x:w0"], 1.0), (["docs:v1:c:b#x:w0"], 1.0)], [], [])
    for results in (one, two):
        ranked = rank_candidates(results, "q", TUNING, limit=10, live_version=1)
        assert [c.page_id for c in ranked] == ["a", "b"]


def test_chunk_candidates_rank_chunks_on_their_own_without_a_per_page_cap() -> None:
    lists = [(["docs:v1:c:a#x:w0", "docs:v1:c:a#y:w0", "docs:v1:c:a#z:w0"], 1.0)]
    ranked = chunk_candidates(lists, TUNING, limit=2)
    assert [(c.key, c.page_id) for c in ranked] == [
        ("docs:v1:c:a#x:w0", "a"),
        ("docs:v1:c:a#y:w0", "a"),
    ]
    assert ranked[0].score == pytest.approx(1 / (K + 1))


def test_page_candidates_are_the_best_pages_as_page_keys_of_the_live_version() -> None:
    ranked = page_candidates({"b": 0.2, "a": 0.2, "c": 0.9}, limit=2, live_version=4)
    assert [(c.key, c.kind, c.page_id) for c in ranked] == [
        ("docs:v4:p:c", "page", "c"),
        ("docs:v4:p:a", "page", "a"),
    ]


def test_ret117_a_call_question_in_a_language_weighs_its_named_commands_again() -> None:
    results = LegResults(
        chunk_lists=[],
        page_lists=[(["docs:v1:p:develop/data-types/streams"], 1.0)],
        command_hits=[
            ("docs:v1:k:commands/xadd", CommandCandidate("XADD", strong=True, position=0)),
            ("docs:v1:k:commands/type", CommandCandidate("TYPE", strong=False, position=1)),
        ],
    )
    jedis = TUNING.for_language(resolve_language("jedis"))
    plain = page_scores(results, "jedis XADD return type", TUNING)
    call = page_scores(results, "jedis XADD return type", jedis)
    example = page_scores(results, "jedis XADD example of the type", jedis)
    assert call["commands/xadd"] > plain["commands/xadd"] == example["commands/xadd"]
    assert call["commands/type"] == plain["commands/type"], "'type' is a word of the call"
    assert call["commands/xadd"] > call["develop/data-types/streams"]
