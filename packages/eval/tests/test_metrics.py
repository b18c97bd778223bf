import math

import pytest
from docs_eval.dataset import Question
from docs_eval.metrics import METRICS, per_query_scores, summarize
from docs_eval.report import depth_note
from docs_eval.trace import RetrievalTrace, ToolCall

Q1 = Question(qid="q1", group="simple", question="q1?", primary=["p/a", "p/b"], related=["p/c"])
Q2 = Question(qid="q2", group="multi", question="q2?", primary=["p/d"])
Q3 = Question(qid="q3", group="none", question="q3?")


def _dcg(gains: list[int]) -> float:
    return sum(g / math.log2(rank + 1) for rank, g in enumerate(gains, start=1))


def test_eval006_metrics_match_a_hand_computed_example() -> None:
    # q1 ranks related C first, then primary A (twice, as a chunk and a page), a miss, primary B.
    traces = [
        RetrievalTrace(qid="q1", ranked=["p/c", "p/a#s:w0", "p/x", "p/a", "p/b"]),
        RetrievalTrace(qid="q2", ranked=[]),
    ]
    scores = per_query_scores([Q1, Q2, Q3], traces)
    # After de-duplication: C(1), A(2), X(0), B(2). Ideal: 2, 2, 1.
    expected_ndcg = _dcg([1, 2, 0, 2]) / _dcg([2, 2, 1])
    assert scores["q1"]["ndcg@5"] == pytest.approx(expected_ndcg)
    assert scores["q1"]["ndcg@10"] == pytest.approx(expected_ndcg)
    assert scores["q1"]["recall@5"] == 1.0
    assert scores["q1"]["recall@8"] == 1.0
    assert scores["q1"]["hit@1"] == 0.0  # a related page on top is not a hit
    assert scores["q1"]["hit@3"] == 1.0
    assert scores["q1"]["mrr"] == pytest.approx(1 / 2)
    assert scores["q2"] == dict.fromkeys(METRICS, 0.0)
    assert "q3" not in scores


def test_eval006_recall_cut_off_counts_pages_not_hits() -> None:
    q = Question(qid="q", group="hard", question="?", primary=["p/a", "p/b"])
    # Five chunks of one page then B: B is the 2nd page, so recall@5 sees it.
    ranked = [f"p/z#s:w{n}" for n in range(5)] + ["p/b"]
    scores = per_query_scores([q], [RetrievalTrace(qid="q", ranked=ranked)])
    assert scores["q"]["recall@5"] == pytest.approx(0.5)
    assert scores["q"]["mrr"] == pytest.approx(1 / 2)


def test_eval005_duplicate_does_not_take_a_later_position() -> None:
    q = Question(qid="q", group="simple", question="?", primary=["p/a"])
    scores = per_query_scores(
        [q], [RetrievalTrace(qid="q", ranked=["p/x", "p/a#s:w0", "p/y", "p/a"])]
    )
    assert scores["q"]["mrr"] == pytest.approx(1 / 2)


def test_eval006_groups_and_all_average_answerable_questions() -> None:
    traces = [
        RetrievalTrace(
            qid="q1",
            ranked=["p/a"],
            latency_ms=10.0,
            calls=[
                ToolCall(name="search"),
                ToolCall(name="fetch", body_chars=100),
                ToolCall(name="fetch", body_chars=0),
            ],
        ),
        RetrievalTrace(qid="q2", ranked=[], latency_ms=30.0, calls=[ToolCall(name="search")]),
        RetrievalTrace(qid="q3", ranked=[], latency_ms=20.0, error="TimeoutError"),
    ]
    summary = summarize([Q1, Q2, Q3], traces)
    assert set(summary) == {"simple", "multi", "none", "all"}
    assert summary["simple"]["hit@1"] == 1.0
    assert summary["multi"]["hit@1"] == 0.0
    assert summary["all"]["hit@1"] == pytest.approx(0.5)
    assert summary["none"]["ndcg@5"] is None
    # q3 timed out: it returned nothing but did not abstain (EVAL-053).
    assert summary["none"]["abstain_share"] == 0.0
    assert summary["all"]["n"] == 3
    assert summary["all"]["empty_share"] == pytest.approx(2 / 3)
    assert summary["all"]["fetch_body_share"] == pytest.approx(0.5)
    assert summary["all"]["calls_per_q"] == pytest.approx(4 / 3)
    assert summary["all"]["errors"] == 1
    assert summary["all"]["p50_ms"] == pytest.approx(20.0)  # the errored question is excluded
    assert summary["multi"]["fetch_body_share"] is None


def test_eval006_missing_trace_scores_zero_and_counts_as_error() -> None:
    summary = summarize([Q1, Q2], [RetrievalTrace(qid="q1", ranked=["p/a", "p/b"])])
    assert summary["multi"]["ndcg@5"] == 0.0
    assert summary["multi"]["errors"] == 1


def test_eval048_a_run_whose_lists_stop_short_of_the_deepest_cut_says_so() -> None:
    eight = [f"p/{n}" for n in range(8)]
    short = [RetrievalTrace(qid="q1", ranked=[*eight, "p/0#s:w1"]), RetrievalTrace(qid="q2")]
    note = depth_note(short)
    assert note is not None and "at most 8" in note
    deep = RetrievalTrace(qid="q2", ranked=[f"p/{n}" for n in range(10)])
    assert depth_note([short[0], deep]) is None
    failed = RetrievalTrace(qid="q2", ranked=[f"p/{n}" for n in range(10)], error="timeout")
    assert depth_note([short[0], failed]) is not None
