"""The learned ranker: a small model over ``rankfeatures`` that reorders the fused top pages
(spec/011-retrieval.md, "Learned ranker").

The model is trained without human labels by ``docs-eval train-ranker`` (the corpus's own
headings, summaries, descriptions and link texts as queries) and shipped as JSON beside this
module: either regression trees (a LightGBM lambdarank export: per tree the split feature,
threshold and children of each node, a child ``< 0`` being leaf ``~child``) or a linear model
(``weights`` and ``bias``). Serving evaluates it in plain Python, no LightGBM.

Like the intents, the model only reorders: the top pages keep the set of scores they held and
each slot goes to the page the model ranks there, so the chunk repeats and the example merge
downstream see scores on the scale they were tuned for.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from docs_core.retrieval.legs import LegResults
from docs_core.retrieval.rankfeatures import FEATURES, candidate_features

__all__ = ["MODEL_FILE", "RankerModel", "Tree", "default_model", "learned_order"]

MODEL_FILE = "ranker_model.json"


@dataclass(frozen=True, slots=True)
class Tree:
    """One regression tree; node ``i`` sends ``x[feature[i]] <= threshold[i]`` left."""

    feature: tuple[int, ...]
    threshold: tuple[float, ...]
    left: tuple[int, ...]
    right: tuple[int, ...]
    value: tuple[float, ...]

    def predict(self, row: Sequence[float]) -> float:
        if not self.feature:
            return self.value[0]
        node = 0
        while node >= 0:
            node = (
                self.left[node]
                if row[self.feature[node]] <= self.threshold[node]
                else self.right[node]
            )
        return self.value[~node]


@dataclass(frozen=True, slots=True)
class RankerModel:
    """Trees (summed) or a linear model over the rows of ``FEATURES``."""

    features: tuple[str, ...]
    trees: tuple[Tree, ...] = ()
    weights: tuple[float, ...] = ()
    bias: float = 0.0

    def score(self, row: Sequence[float]) -> float:
        if self.trees:
            return self.bias + sum(tree.predict(row) for tree in self.trees)
        return self.bias + sum(w * x for w, x in zip(self.weights, row, strict=True))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RankerModel:
        """The model of a ``docs-eval train-ranker`` file; refuses one built for other
        features (a model silently reading shifted columns would rank at random)."""
        features = tuple(str(name) for name in data["features"])
        if features != FEATURES:
            raise ValueError("ranker model was trained on other features; retrain it")
        trees = tuple(
            Tree(
                tuple(int(v) for v in tree["feature"]),
                tuple(float(v) for v in tree["threshold"]),
                tuple(int(v) for v in tree["left"]),
                tuple(int(v) for v in tree["right"]),
                tuple(float(v) for v in tree["value"]),
            )
            for tree in data.get("trees", ())
        )
        weights = tuple(float(w) for w in data.get("weights", ()))
        if not trees and len(weights) != len(features):
            raise ValueError("a linear ranker model needs one weight per feature")
        return cls(features, trees, weights, float(data.get("bias", 0.0)))

    @classmethod
    def load(cls, path: Path) -> RankerModel:
        return cls.from_json(json.loads(path.read_text(encoding="utf-8")))


@cache
def default_model() -> RankerModel:
    """The model committed with the package (read once per process)."""
    text = resources.files(__package__).joinpath(MODEL_FILE).read_text(encoding="utf-8")
    return RankerModel.from_json(json.loads(text))


def learned_order(
    results: LegResults,
    query: str,
    fused: dict[str, float],
    ranked: dict[str, float],
    *,
    depth: int,
    model: RankerModel | None = None,
) -> dict[str, float]:
    """``ranked`` with its ``depth`` best pages reordered by the model, each taking one of the
    scores those pages held (best score to the best-ranked page; ties keep the fused order)."""
    found = candidate_features(results, query, fused, ranked, depth=depth)
    if len(found.pages) < 2:
        return ranked
    model = model or default_model()
    predicted = [model.score(row) for row in found.rows]
    order = sorted(range(len(found.pages)), key=lambda i: (-predicted[i], i))
    slots = [ranked[page] for page in found.pages]
    out = dict(ranked)
    for slot, i in zip(slots, order, strict=True):
        out[found.pages[i]] = slot
    return out
