"""Scoring: ranx computes per-question IR metrics; groups are means of those (EVAL-005, EVAL-006).

nDCG uses graded gains (primary 2, related 1, linear gain). Recall, hit and MRR ask about the
primary pages only (ranx relevance level 2): a related page at rank 1 is context, not a hit.
Questions in the ``none`` group have no relevant page and are scored apart by ``abstain_share``.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np

from docs_eval.dataset import GROUPS, Question
from docs_eval.trace import RetrievalTrace, dedup_pages

__all__ = ["ALL", "METRICS", "OPERATIONAL", "per_query_scores", "summarize"]

METRICS = ("ndcg@5", "ndcg@10", "recall@5", "recall@8", "hit@1", "hit@3", "mrr")
OPERATIONAL = (
    "n",
    "empty_share",
    "fetch_body_share",
    "calls_per_q",
    "p50_ms",
    "p95_ms",
    "errors",
    "abstain_share",
)
ALL = "all"
_RANX_NAMES = {
    "ndcg@5": "ndcg@5",
    "ndcg@10": "ndcg@10",
    "recall@5": "recall@5-l2",
    "recall@8": "recall@8-l2",
    "hit@1": "hit_rate@1-l2",
    "hit@3": "hit_rate@3-l2",
    "mrr": "mrr-l2",
}
_NOTHING = "__nothing_retrieved__"


def _ranx() -> Any:
    # ranx 0.3.21 ships invalid escape sequences (a DeprecationWarning at first compile) and
    # numba type-safety warnings from its JIT kernels; neither concerns our numbers.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        warnings.simplefilter("ignore", SyntaxWarning)
        import ranx
    return ranx


def per_query_scores(
    questions: Sequence[Question], traces: Sequence[RetrievalTrace]
) -> dict[str, dict[str, float]]:
    """qid -> metric -> score for every answerable question (a missing trace scores 0)."""
    answerable = [q for q in questions if q.answerable]
    if not answerable:
        return {}
    by_qid = {t.qid: t for t in traces}
    ranx = _ranx()
    qrels = ranx.Qrels({q.qid: q.gains() for q in answerable})
    run_dict: dict[str, dict[str, float]] = {}
    for q in answerable:
        trace = by_qid.get(q.qid)
        pages = dedup_pages(trace.ranked) if trace else []
        # ranx needs a non-empty ranking per query; a sentinel that matches nothing scores 0.
        pages = pages or [_NOTHING]
        run_dict[q.qid] = {page: float(len(pages) - pos) for pos, page in enumerate(pages)}
    run = ranx.Run(run_dict)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ranx.evaluate(qrels, run, list(_RANX_NAMES.values()), return_mean=False)
    return {
        q.qid: {ours: float(run.scores[theirs][q.qid]) for ours, theirs in _RANX_NAMES.items()}
        for q in answerable
    }


def summarize(
    questions: Sequence[Question],
    traces: Sequence[RetrievalTrace],
    scores: dict[str, dict[str, float]] | None = None,
) -> dict[str, dict[str, float | int | None]]:
    """Per group and ``all``: IR metrics (answerable questions) beside the operational numbers.

    ``all`` averages IR metrics over answerable questions only; its operational numbers cover
    every question, ``none`` included.
    """
    if scores is None:
        scores = per_query_scores(questions, traces)
    by_qid = {t.qid: t for t in traces}
    groups: dict[str, list[Question]] = {g: [q for q in questions if q.group == g] for g in GROUPS}
    groups = {g: qs for g, qs in groups.items() if qs}
    groups[ALL] = list(questions)
    summary = {}
    for group, members in groups.items():
        row: dict[str, float | int | None] = {}
        scored = [scores[q.qid] for q in members if q.qid in scores]
        for metric in METRICS:
            row[metric] = _mean([s[metric] for s in scored]) if scored else None
        row.update(_operational([by_qid.get(q.qid) for q in members]))
        summary[group] = row
    return summary


def _operational(traces: list[RetrievalTrace | None]) -> dict[str, float | int | None]:
    present = [t for t in traces if t is not None]
    latencies = [t.latency_ms for t in present if t.error is None]
    fetches = [c for t in present for c in t.calls if c.name == "fetch"]
    empty = [not dedup_pages(t.ranked) for t in present]
    # An errored question returned nothing, but it did not abstain: it scores 0 (EVAL-053).
    abstained = [
        t.error is None and (bool(t.abstained) or not dedup_pages(t.ranked)) for t in present
    ]
    return {
        "n": len(traces),
        "empty_share": _mean(empty),
        "fetch_body_share": (_mean([bool(c.body_chars) for c in fetches]) if fetches else None),
        "calls_per_q": _mean([len(t.calls) for t in present]),
        "p50_ms": _percentile(latencies, 50),
        "p95_ms": _percentile(latencies, 95),
        "errors": sum(1 for t in present if t.error is not None) + traces.count(None),
        "abstain_share": _mean(abstained),
    }


def _mean(values: Sequence[float | bool]) -> float | None:
    return float(np.mean(values)) if values else None


def _percentile(values: Sequence[float], q: float) -> float | None:
    if not values:
        return None
    result = float(np.percentile(values, q))
    return result if math.isfinite(result) else None
