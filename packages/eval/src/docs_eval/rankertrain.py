"""``docs-eval train-ranker``: the learned ranker's training (spec/011-retrieval.md, "Learned
ranker").

The engine ranks each generated query (``rankpairs``) as ``search`` would, and
``DocsReader.ranking_features`` gives its fused top pages with their feature rows; the page the
query was made from is the one relevant page. Queries whose page is not among the candidates
teach nothing and are left out. LightGBM lambdarank (or a logistic model) learns from the rest,
and the result is exported to the JSON that ``docs_core.retrieval.ranker`` evaluates; the
export is checked against LightGBM's own predictions before it is written.
"""

from __future__ import annotations

import json
import math
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import numpy as np
import redis
from docs_core.index import live_version
from docs_core.keys import Entity, key_prefix
from docs_core.retrieval import DocsReader
from docs_core.retrieval.ranker import RankerModel
from docs_core.retrieval.rankfeatures import FEATURES
from docs_core.schema import Command, decode_record

from docs_eval.errors import TargetError
from docs_eval.rankpairs import TrainingPair, corpus_pairs

__all__ = [
    "ModelKind",
    "TrainingSet",
    "gather",
    "load_commands",
    "model_json",
    "reciprocal_rank",
    "train",
    "train_ranker_file",
    "train_trees",
]

ModelKind = Literal["trees", "linear"]
HOLDOUT_SHARE = 5
"""One query in this many (by a hash of its text) is kept out of training to measure it."""


@dataclass
class TrainingSet:
    """Feature rows, 0/1 labels, and the number of rows per query (in order)."""

    rows: list[list[float]]
    labels: list[int]
    groups: list[int]
    holdout: list[bool]
    missed: int = 0

    def add(
        self, pages: Sequence[str], rows: Sequence[list[float]], target: str, held: bool
    ) -> None:
        self.rows.extend(rows)
        self.labels.extend(int(page == target) for page in pages)
        self.groups.append(len(pages))
        self.holdout.append(held)


def load_commands(redis_url: str) -> list[Command]:
    """Every Command record of the published version, in key order."""
    client = redis.Redis.from_url(redis_url)
    try:
        version = live_version(client)
        if version is None:
            raise TargetError("no published index at this Redis URL; run docs-ingest first")
        keys = sorted(client.scan_iter(match=key_prefix(Entity.COMMAND, version) + "*", count=1000))
        pipe = client.pipeline(transaction=False)
        for key in keys:
            pipe.hgetall(key)
        return [decode_record(Command, raw) for raw in pipe.execute()]
    finally:
        client.close()


async def gather(reader: DocsReader, pairs: Sequence[TrainingPair]) -> TrainingSet:
    """The engine's candidates and feature rows for every pair whose page it finds."""
    found = TrainingSet([], [], [], [])
    for pair in pairs:
        features = await reader.ranking_features(pair.query)
        if pair.page_id not in features.pages:
            found.missed += 1
            continue
        held = zlib.crc32(pair.query.encode()) % HOLDOUT_SHARE == 0
        found.add(features.pages, features.rows, pair.page_id, held)
    return found


def train(data: TrainingSet, kind: ModelKind, *, seed: int) -> dict[str, Any]:
    """The model JSON trained on the non-held-out queries."""
    rows, labels, groups = _split(data, held=False)
    if kind == "linear":
        return _train_linear(rows, labels)
    return train_trees(rows, labels, groups, seed)


def reciprocal_rank(data: TrainingSet, model: RankerModel | None, *, held: bool) -> float:
    """Mean reciprocal rank of the relevant page over the (held-out) queries, in the fused
    order (``model`` None) or the model's."""
    total, count, start = 0.0, 0, 0
    for size, is_held in zip(data.groups, data.holdout, strict=True):
        rows = data.rows[start : start + size]
        labels = data.labels[start : start + size]
        start += size
        if is_held != held:
            continue
        order = list(range(size))
        if model is not None:
            predicted = [model.score(row) for row in rows]
            order.sort(key=lambda i: (-predicted[i], i))
        total += 1.0 / (1 + next(n for n, i in enumerate(order) if labels[i]))
        count += 1
    return total / count if count else 0.0


def model_json(model: dict[str, Any]) -> str:
    """The file's text: stable key order and float formatting, so a rerun gives the same bytes."""
    return json.dumps(model, sort_keys=True, separators=(",", ":")) + "\n"


def _split(data: TrainingSet, *, held: bool) -> tuple[np.ndarray, np.ndarray, list[int]]:
    keep: list[int] = []
    groups: list[int] = []
    start = 0
    for size, is_held in zip(data.groups, data.holdout, strict=True):
        if is_held == held:
            keep.extend(range(start, start + size))
            groups.append(size)
        start += size
    rows = np.asarray(data.rows, dtype=np.float64)[keep]
    labels = np.asarray(data.labels, dtype=np.int32)[keep]
    return rows, labels, groups


def train_trees(
    rows: np.ndarray,
    labels: np.ndarray,
    groups: list[int],
    seed: int,
    *,
    recipe: dict[str, Any] | None = None,
    rounds: int = 120,
) -> dict[str, Any]:
    """LightGBM lambdarank on ``rows`` grouped per query, exported and checked; ``recipe``
    overrides the parameters (the labelled training's smaller trees and graded gains)."""
    import lightgbm as lgb

    params: dict[str, Any] = {
        "objective": "lambdarank",
        "metric": "ndcg",
        "ndcg_eval_at": [10],
        "lambdarank_truncation_level": 20,
        "learning_rate": 0.05,
        "num_leaves": 15,
        "min_data_in_leaf": 50,
        "feature_fraction": 0.8,
        "bagging_fraction": 0.8,
        "bagging_freq": 1,
        "lambda_l2": 1.0,
        "seed": seed,
        "deterministic": True,
        "force_row_wise": True,
        "num_threads": 1,
        "verbose": -1,
        **(recipe or {}),
    }
    dataset = lgb.Dataset(rows, label=labels, group=groups, feature_name=list(FEATURES))
    booster = lgb.train(params, dataset, num_boost_round=rounds)
    model = {"features": list(FEATURES), "trees": _export_trees(booster.dump_model())}
    expected = np.asarray(booster.predict(rows[:2000]), dtype=np.float64)
    _check_export(RankerModel.from_json(model), expected, rows[:2000])
    return model


def _export_trees(dump: dict[str, Any]) -> list[dict[str, list[Any]]]:
    return [_flat_tree(info["tree_structure"]) for info in dump["tree_info"]]


def _flat_tree(root: dict[str, Any]) -> dict[str, list[Any]]:
    """A LightGBM tree (nested dicts) as parallel arrays; a child ``< 0`` is leaf ``~child``."""
    feature: list[int] = []
    threshold: list[float] = []
    left: list[int] = []
    right: list[int] = []
    values: dict[int, float] = {}

    def visit(node: dict[str, Any]) -> int:
        if "leaf_value" in node:
            leaf = int(node.get("leaf_index", 0))
            values[leaf] = float(node["leaf_value"])
            return ~leaf
        if node["decision_type"] != "<=":
            raise ValueError("only numerical splits are exported")
        index = len(feature)
        feature.append(int(node["split_feature"]))
        threshold.append(float(node["threshold"]))
        left.append(0)
        right.append(0)
        left[index] = visit(node["left_child"])
        right[index] = visit(node["right_child"])
        return index

    visit(root)
    value = [values[i] for i in range(len(values))]
    return {
        "feature": feature,
        "threshold": threshold,
        "left": left,
        "right": right,
        "value": value,
    }


def _check_export(model: RankerModel, expected: np.ndarray, rows: np.ndarray) -> None:
    for row, want in zip(rows.tolist(), expected.tolist(), strict=True):
        if not math.isclose(model.score(row), want, rel_tol=1e-9, abs_tol=1e-9):
            raise ValueError("exported trees disagree with LightGBM's predictions")


def _train_linear(rows: np.ndarray, labels: np.ndarray) -> dict[str, Any]:
    """Logistic regression (L2, Newton steps) on standardised rows, folded back to raw
    weights so serving needs no scaler."""
    mean = rows.mean(axis=0)
    scale = rows.std(axis=0)
    scale[scale == 0] = 1.0
    x = np.hstack([(rows - mean) / scale, np.ones((len(rows), 1))])
    y = labels.astype(np.float64)
    w = np.zeros(x.shape[1])
    penalty = np.eye(x.shape[1]) * 1.0
    penalty[-1, -1] = 0.0
    for _ in range(25):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        gradient = x.T @ (p - y) + penalty @ w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + penalty
        w -= np.linalg.solve(hessian, gradient)
    weights = w[:-1] / scale
    bias = float(w[-1] - (w[:-1] * mean / scale).sum())
    return {"features": list(FEATURES), "weights": [float(v) for v in weights], "bias": bias}


async def train_ranker_file(
    redis_url: str,
    out: Path,
    *,
    exclude: Sequence[str],
    count: int,
    seed: int,
    kind: ModelKind,
) -> dict[str, Any]:
    """Generate, gather, train, check and write; returns what the run measured."""
    from docs_eval.adapters.bm25 import load_pages

    pairs = corpus_pairs(
        load_pages(redis_url), load_commands(redis_url), count=count, seed=seed, exclude=exclude
    )
    reader = await DocsReader.connect(redis_url)
    try:
        data = await gather(reader, pairs)
    finally:
        await reader.aclose()
    model = train(data, kind, seed=seed)
    out.write_text(model_json(model), encoding="utf-8")
    loaded = RankerModel.from_json(model)
    by_source: dict[str, int] = {}
    for pair in pairs:
        by_source[pair.source] = by_source.get(pair.source, 0) + 1
    return {
        "pairs": len(pairs),
        "by_source": by_source,
        "found": len(data.groups),
        "missed": data.missed,
        "holdout_mrr_fused": round(reciprocal_rank(data, None, held=True), 4),
        "holdout_mrr_model": round(reciprocal_rank(data, loaded, held=True), 4),
        "train_mrr_fused": round(reciprocal_rank(data, None, held=False), 4),
        "train_mrr_model": round(reciprocal_rank(data, loaded, held=False), 4),
    }
