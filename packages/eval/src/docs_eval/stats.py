"""Paired significance for two runs on the same questions (EVAL-008).

A difference is reported with a paired bootstrap confidence interval of the mean difference and
the p-value of a paired randomization (sign-flip) test; both use a fixed seed so a report is
reproducible.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

__all__ = ["Difference", "compare_scores", "paired_bootstrap_ci", "randomization_p"]


@dataclass(frozen=True)
class Difference:
    """B minus A for one metric over the questions both runs scored."""

    metric: str
    n: int
    a: float
    b: float
    delta: float
    ci_low: float
    ci_high: float
    p_value: float

    @property
    def significant(self) -> bool:
        """True when the 95% interval excludes 0 and p < 0.05."""
        return self.p_value < 0.05 and (self.ci_low > 0 or self.ci_high < 0)


def paired_bootstrap_ci(
    a: Sequence[float],
    b: Sequence[float],
    *,
    rounds: int = 10_000,
    level: float = 0.95,
    seed: int = 0,
) -> tuple[float, float]:
    """Percentile bootstrap interval of mean(b - a), resampling questions with replacement."""
    diff = np.asarray(b, dtype=float) - np.asarray(a, dtype=float)
    if diff.size == 0:
        return (0.0, 0.0)
    rng = np.random.default_rng(seed)
    samples = rng.integers(0, diff.size, size=(rounds, diff.size))
    means = diff[samples].mean(axis=1)
    tail = (1.0 - level) / 2.0 * 100.0
    low, high = np.percentile(means, [tail, 100.0 - tail])
    return (float(low), float(high))


def randomization_p(
    a: Sequence[float], b: Sequence[float], *, rounds: int = 10_000, seed: int = 0
) -> float:
    """Two-sided p-value of a paired sign-flip test of mean(b - a) = 0."""
    diff = np.asarray(b, dtype=float) - np.asarray(a, dtype=float)
    if diff.size == 0 or not np.any(diff):
        return 1.0
    observed = abs(diff.mean())
    rng = np.random.default_rng(seed)
    signs = rng.choice((-1.0, 1.0), size=(rounds, diff.size))
    flipped = np.abs((signs * diff).mean(axis=1))
    # The +1 counts the observed assignment itself, so p is never exactly 0.
    return float((np.sum(flipped >= observed - 1e-12) + 1) / (rounds + 1))


def compare_scores(
    a: Mapping[str, Mapping[str, float]],
    b: Mapping[str, Mapping[str, float]],
    metrics: Sequence[str],
    *,
    rounds: int = 10_000,
    seed: int = 0,
) -> list[Difference]:
    """Per-question scores (qid -> metric -> value) of two runs -> one Difference per metric."""
    shared = sorted(set(a) & set(b))
    out = []
    for metric in metrics:
        xs = [a[q][metric] for q in shared]
        ys = [b[q][metric] for q in shared]
        low, high = paired_bootstrap_ci(xs, ys, rounds=rounds, seed=seed)
        out.append(
            Difference(
                metric=metric,
                n=len(shared),
                a=float(np.mean(xs)) if xs else 0.0,
                b=float(np.mean(ys)) if ys else 0.0,
                delta=float(np.mean(ys) - np.mean(xs)) if xs else 0.0,
                ci_low=low,
                ci_high=high,
                p_value=randomization_p(xs, ys, rounds=rounds, seed=seed),
            )
        )
    return out
