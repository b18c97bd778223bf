"""The learned ranker: a small model over ``rankfeatures`` that reorders the fused top pages
(spec/011-retrieval.md, "Learned ranker").

Two models are trained by ``docs-eval train-ranker`` and shipped as JSON beside this module:
one on queries the corpus's own headings, summaries, descriptions and link texts make
(``ranker_corpus.json``, RET-048), one on the project's labelled questions
(``ranker_labelled.json``, ``--labelled``, RET-130); search serves the average of their orders
(``RankerEnsemble``, RET-131). Each is either regression trees (a LightGBM lambdarank export: per
tree the split feature, threshold and children of each node, a child ``< 0`` being leaf
``~child``) or a linear model (``weights`` and ``bias``). Serving evaluates them with numpy, no
LightGBM.

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

import numpy as np
import numpy.typing as npt

from docs_core.retrieval.legs import LegResults
from docs_core.retrieval.rankfeatures import FEATURES, candidate_features

__all__ = [
    "CORPUS_MODEL_FILE",
    "LABELLED_MODEL_FILE",
    "Ranker",
    "RankerEnsemble",
    "RankerModel",
    "Tree",
    "beside_corpus",
    "blended_order",
    "default_model",
    "learned_order",
    "packaged_model",
    "served_model",
]


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
class _Forest:
    """The trees as padded arrays, walked for every row and tree at once (numpy): a Python
    loop over 120 trees and the top pages (``SearchTuning.ranker_depth``) costs milliseconds,
    this costs tenths of one."""

    feature: npt.NDArray[np.intp]
    threshold: npt.NDArray[np.float64]
    left: npt.NDArray[np.intp]
    right: npt.NDArray[np.intp]
    value: npt.NDArray[np.float64]

    @classmethod
    def of(cls, trees: Sequence[Tree]) -> _Forest:
        nodes = max(1, *(len(t.feature) for t in trees))
        leaves = max(len(t.value) for t in trees)
        shape = (len(trees), nodes)
        forest = cls(
            np.zeros(shape, dtype=np.intp),
            np.zeros(shape),
            np.full(shape, -1, dtype=np.intp),
            np.full(shape, -1, dtype=np.intp),
            np.zeros((len(trees), leaves)),
        )
        for i, tree in enumerate(trees):
            n = len(tree.feature)
            forest.feature[i, :n] = tree.feature
            forest.threshold[i, :n] = tree.threshold
            forest.left[i, :n] = tree.left
            forest.right[i, :n] = tree.right
            forest.value[i, : len(tree.value)] = tree.value
            if not n:
                # A single leaf: both children of the root are leaf 0.
                forest.left[i, 0] = forest.right[i, 0] = -1
        return forest

    def predict(self, rows: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
        count, nodes = self.feature.shape
        # Flat indices: node ``n`` of tree ``t`` is ``t * nodes + n``; a row's feature ``f``
        # is ``r * width + f``.
        tree_base = (np.arange(count) * nodes)[None, :]
        row_base = (np.arange(rows.shape[0]) * rows.shape[1])[:, None]
        flat_rows = rows.ravel()
        feature, threshold = self.feature.ravel(), self.threshold.ravel()
        left, right = self.left.ravel(), self.right.ravel()
        node = np.zeros((rows.shape[0], count), dtype=np.intp)
        active = np.ones(node.shape, dtype=bool)
        while active.any():
            at = tree_base + np.where(active, node, 0)
            goes_left = flat_rows[row_base + feature[at]] <= threshold[at]
            node = np.where(active, np.where(goes_left, left[at], right[at]), node)
            active = node >= 0
        leaves = (np.arange(count) * self.value.shape[1])[None, :] + ~node
        values: npt.NDArray[np.float64] = self.value.ravel()[leaves].sum(axis=1)
        return values


@dataclass(frozen=True, slots=True)
class RankerModel:
    """Trees (summed) or a linear model over the rows of ``FEATURES``."""

    features: tuple[str, ...]
    trees: tuple[Tree, ...] = ()
    weights: tuple[float, ...] = ()
    bias: float = 0.0
    _forest: _Forest | None = None

    def score(self, row: Sequence[float]) -> float:
        if self.trees:
            return self.bias + sum(tree.predict(row) for tree in self.trees)
        return self.bias + sum(w * x for w, x in zip(self.weights, row, strict=True))

    def scores(self, rows: Sequence[Sequence[float]]) -> list[float]:
        """``score`` of every row, in one pass over the arrays."""
        matrix = np.asarray(rows, dtype=np.float64)
        if self._forest is not None:
            return [float(v) for v in self._forest.predict(matrix) + self.bias]
        if self.trees:
            return [self.score(row) for row in rows]
        return [float(v) for v in matrix @ np.asarray(self.weights) + self.bias]

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
        forest = _Forest.of(trees) if trees else None
        return cls(features, trees, weights, float(data.get("bias", 0.0)), forest)

    @classmethod
    def load(cls, path: Path) -> RankerModel:
        return cls.from_json(json.loads(path.read_text(encoding="utf-8")))


@dataclass(frozen=True, slots=True)
class RankerEnsemble:
    """Models whose orders are averaged: a candidate scores minus its mean rank over the
    members (ties to the fused order), so no member's score scale outweighs another's."""

    members: tuple[RankerModel, ...]

    def __post_init__(self) -> None:
        if not self.members:
            raise ValueError("a ranker ensemble needs at least one model")

    def scores(self, rows: Sequence[Sequence[float]]) -> list[float]:
        ranks = np.zeros(len(rows))
        for member in self.members:
            order = np.argsort(-np.asarray(member.scores(rows)), kind="stable")
            ranks[order] += np.arange(len(rows))
        return [float(-rank / len(self.members)) for rank in ranks]


Ranker = RankerModel | RankerEnsemble

CORPUS_MODEL_FILE = "ranker_corpus.json"
"""The model trained on queries the corpus makes (RET-048)."""
LABELLED_MODEL_FILE = "ranker_labelled.json"
"""The model trained on the project's labelled questions (RET-130)."""


def packaged_model(name: str) -> RankerModel:
    """One model file committed with the package."""
    text = resources.files(__package__).joinpath(name).read_text(encoding="utf-8")
    return RankerModel.from_json(json.loads(text))


@cache
def default_model() -> RankerEnsemble:
    """What search serves (read once per process): the corpus model and the labelled one,
    their orders averaged (RET-131)."""
    return RankerEnsemble((packaged_model(CORPUS_MODEL_FILE), packaged_model(LABELLED_MODEL_FILE)))


@cache
def served_model(labelled_file: str = "") -> RankerEnsemble:
    """``default_model``, or with ``labelled_file`` (``SearchTuning.labelled_model``) in place
    of the packaged labelled model; each file is read once per process."""
    if not labelled_file:
        return default_model()
    return beside_corpus(RankerModel.load(Path(labelled_file)))


def beside_corpus(labelled: RankerModel) -> RankerEnsemble:
    """``labelled`` served as search serves the labelled model: beside the packaged corpus
    model, their orders averaged (RET-131)."""
    return RankerEnsemble((default_model().members[0], labelled))


def blended_order(predicted: Sequence[float], weight: float) -> list[int]:
    """Candidate positions (the fused order's) in served order: a rank average (Borda) of the
    model's order and the fused one. ``weight`` 1 is the model alone; lower keeps part of what
    fusion knew that the training questions did not teach."""
    by_model = sorted(range(len(predicted)), key=lambda i: (-predicted[i], i))
    model_rank = {i: n for n, i in enumerate(by_model)}
    return sorted(
        range(len(predicted)), key=lambda i: (weight * model_rank[i] + (1 - weight) * i, i)
    )


def learned_order(
    results: LegResults,
    query: str,
    fused: dict[str, float],
    ranked: dict[str, float],
    *,
    depth: int,
    weight: float = 1.0,
    model: Ranker | None = None,
) -> dict[str, float]:
    """``ranked`` with its ``depth`` best pages reordered by the model, each taking one of the
    scores those pages held (best score to the best-ranked page; ties keep the fused order)."""
    found = candidate_features(results, query, fused, ranked, depth=depth)
    if len(found.pages) < 2:
        return ranked
    model = model or default_model()
    order = blended_order(model.scores(found.rows), weight)
    slots = [ranked[page] for page in found.pages]
    out = dict(ranked)
    for slot, i in zip(slots, order, strict=True):
        out[found.pages[i]] = slot
    return out
