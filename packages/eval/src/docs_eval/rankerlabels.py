"""``docs-eval train-ranker --labelled``: the learned ranker trained on labelled questions
(spec/011-retrieval.md, "Learned ranker" and "Learned from the project's labelled questions";
RET-130).

Each question is searched as ``search`` would (``DocsReader.ranking_features``) and every page
of its fused top is labelled with the question's graded gain for it (primary 2, related 1, else
0). Questions the ranker never serves (unanswerable ones, those naming a client or a language)
teach it nothing it will use, and questions with no labelled page among the candidates teach
nothing at all: both are left out and counted. ``--folds`` trains one model per file on the
other files and measures it on the held file, so the figure comes from questions the model
never saw.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from docs_core.languages import detect_language
from docs_core.retrieval import DocsReader
from docs_core.retrieval.ranker import Ranker, RankerModel, beside_corpus, blended_order
from docs_core.retrieval.tuning import SearchTuning

from docs_eval.dataset import Question, load_dataset
from docs_eval.errors import DatasetError
from docs_eval.rankertrain import model_json, train_trees
from docs_eval.rankpairs import query_words, too_close

__all__ = [
    "LABELLED_RECIPE",
    "LabelledQuery",
    "LabelledQuestions",
    "gather_labelled",
    "load_labelled",
    "page_ndcg",
    "train_labelled",
    "train_labelled_file",
]

LABELLED_RECIPE: dict[str, Any] = {"num_leaves": 7, "min_data_in_leaf": 30, "label_gain": [0, 1, 3]}
"""Smaller trees than the generated queries' (a few hundred questions, not thousands), and
LightGBM's gain per label: a primary page (2) is worth three related ones (1)."""
LABELLED_ROUNDS = 100
_CUT = 10
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class LabelledQuery:
    """One question's candidates in fused order, their gains, and the ideal DCG@10 of all its
    labelled pages (candidates or not), so a page nDCG reads as the eval's does."""

    file: str
    pages: tuple[str, ...]
    rows: tuple[tuple[float, ...], ...]
    gains: tuple[int, ...]
    ideal: float


def _normalised(question: str) -> str:
    return _SPACE.sub(" ", question).strip().lower()


@dataclass(frozen=True, slots=True)
class LabelledQuestions:
    """(file stem, question) of every labelled file, and the qids of those that share half
    their words with an excluded question (trained on, but worth a look)."""

    questions: list[tuple[str, Question]]
    near_excluded: list[str]


def load_labelled(labelled: Sequence[Path], excluded: Sequence[Path]) -> LabelledQuestions:
    """Every labelled question; DatasetError when a question is also in an excluded file (a
    ranker trained on it would be measured on its own training), when two labelled files hold
    the same question or share a name (their folds would mix)."""
    kept_out: dict[str, Path] = {}
    excluded_words = []
    for path in excluded:
        for question in load_dataset(path):
            kept_out.setdefault(_normalised(question.question), path)
            excluded_words.append(query_words(question.question))
    seen: dict[str, Path] = {}
    stems: dict[str, Path] = {}
    out: list[tuple[str, Question]] = []
    near: list[str] = []
    for path in labelled:
        if (same := stems.get(path.stem)) is not None:
            raise DatasetError(
                f"{path}: a labelled file named {path.stem!r} is given already ({same})"
            )
        stems[path.stem] = path
        for question in load_dataset(path):
            text = _normalised(question.question)
            if (other := kept_out.get(text)) is not None:
                raise DatasetError(
                    f"{path.name}: question {question.qid} is also in {other.name} (--exclude); "
                    "a ranker trained on it would be measured on its own training"
                )
            if (first := seen.setdefault(text, path)) != path:
                raise DatasetError(
                    f"{path.name}: question {question.qid} is also in {first.name}; "
                    "each labelled question belongs to one file (one fold)"
                )
            if too_close(query_words(question.question), excluded_words):
                near.append(question.qid)
            out.append((path.stem, question))
    return LabelledQuestions(out, near)


def _ideal_dcg(gains: dict[str, int]) -> float:
    best = sorted(gains.values(), reverse=True)[:_CUT]
    return sum(gain / math.log2(rank + 2) for rank, gain in enumerate(best))


async def gather_labelled(
    reader: DocsReader, questions: Sequence[tuple[str, Question]]
) -> tuple[list[LabelledQuery], Counter[str]]:
    """Every question the ranker serves with its candidates and gains, and why the others were
    left out."""
    found: list[LabelledQuery] = []
    left_out: Counter[str] = Counter()
    for file, question in questions:
        if not question.answerable:
            left_out["unanswerable"] += 1
            continue
        if detect_language(question.question) is not None:
            left_out["names a client or language"] += 1
            continue
        features = await reader.ranking_features(question.question)
        gains = question.gains()
        labels = tuple(gains.get(page, 0) for page in features.pages)
        if not any(labels):
            left_out["no labelled page among the candidates"] += 1
            continue
        rows = tuple(tuple(row) for row in features.rows)
        found.append(LabelledQuery(file, tuple(features.pages), rows, labels, _ideal_dcg(gains)))
    return found, left_out


def train_labelled(queries: Sequence[LabelledQuery], *, seed: int) -> dict[str, Any]:
    """The model JSON trained on ``queries`` (graded lambdarank, ``LABELLED_RECIPE``)."""
    rows = np.asarray([row for query in queries for row in query.rows], dtype=np.float64)
    labels = np.asarray([gain for query in queries for gain in query.gains], dtype=np.int32)
    groups = [len(query.pages) for query in queries]
    return train_trees(rows, labels, groups, seed, recipe=LABELLED_RECIPE, rounds=LABELLED_ROUNDS)


def page_ndcg(queries: Sequence[LabelledQuery], model: Ranker | None, weight: float) -> float:
    """Mean page nDCG@10 in the fused order (``model`` None) or served with ``model`` at
    ``weight`` (the rank average of ``docs_core.retrieval.ranker.blended_order``)."""
    total = 0.0
    for query in queries:
        order = list(range(len(query.pages)))
        if model is not None:
            order = blended_order(model.scores(query.rows), weight)
        dcg = sum(query.gains[i] / math.log2(rank + 2) for rank, i in enumerate(order[:_CUT]))
        total += dcg / query.ideal
    return total / len(queries) if queries else 0.0


def _folds(
    queries: Sequence[LabelledQuery],
    files: Sequence[str],
    folds: Path,
    *,
    seed: int,
    weight: float,
) -> dict[str, dict[str, float]]:
    """Per labelled file, a model trained on the others and its held file's figures; a file
    none of whose questions is used, or whose fold has nothing to train on, reports 0 of them
    and writes no model."""
    folds.mkdir(parents=True, exist_ok=True)
    report: dict[str, dict[str, float]] = {}
    for held in sorted(files):
        training = [query for query in queries if query.file != held]
        tested = [query for query in queries if query.file == held]
        if not training or not tested:
            report[held] = {"questions": len(tested), "trained_on": len(training)}
            continue
        model = train_labelled(training, seed=seed)
        (folds / f"fold-{held}.json").write_text(model_json(model), encoding="utf-8")
        served = beside_corpus(RankerModel.from_json(model))
        report[held] = {
            "questions": len(tested),
            "page_ndcg10_fused": round(page_ndcg(tested, None, weight), 4),
            "page_ndcg10_served": round(page_ndcg(tested, served, weight), 4),
        }
    return report


async def train_labelled_file(
    redis_url: str,
    out: Path,
    *,
    labelled: Sequence[Path],
    exclude: Sequence[Path],
    seed: int,
    folds: Path | None = None,
) -> dict[str, Any]:
    """Load, gather, train on every file (and per fold), write; returns what the run measured."""
    loaded = load_labelled(labelled, exclude)
    questions = loaded.questions
    reader = await DocsReader.connect(redis_url)
    try:
        queries, left_out = await gather_labelled(reader, questions)
    finally:
        await reader.aclose()
    if not queries:
        reasons = ", ".join(f"{reason}: {n}" for reason, n in sorted(left_out.items()))
        raise DatasetError(f"no labelled question is left to train on ({reasons})")
    weight = SearchTuning().ranker_weight
    model = train_labelled(queries, seed=seed)
    out.write_text(model_json(model), encoding="utf-8")
    summary: dict[str, Any] = {
        "questions": len(questions),
        "trained_on": len(queries),
        "left_out": dict(sorted(left_out.items())),
        "near_excluded": loaded.near_excluded,
        "page_ndcg10_fused": round(page_ndcg(queries, None, weight), 4),
        "page_ndcg10_served_on_training": round(
            page_ndcg(queries, beside_corpus(RankerModel.from_json(model)), weight), 4
        ),
    }
    if folds is not None:
        files = [path.stem for path in labelled]
        summary["folds"] = _folds(queries, files, folds, seed=seed, weight=weight)
    return summary
