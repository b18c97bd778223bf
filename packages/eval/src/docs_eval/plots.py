"""Charts for a run and for a comparison (matplotlib, Agg backend, PNG files)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

from docs_eval.metrics import ALL
from docs_eval.stats import Difference

__all__ = ["plot_comparison", "plot_groups", "plot_latency"]

_BAR_METRICS = ("ndcg@5", "ndcg@10", "recall@5", "hit@3", "mrr")


def plot_groups(summary: Mapping[str, Mapping[str, Any]], path: Path, title: str) -> Path:
    """Grouped bars: one cluster per question group, one bar per metric."""
    groups = [g for g in summary if summary[g].get("ndcg@5") is not None]
    fig, ax = plt.subplots(figsize=(9, 4.5))
    width = 0.8 / len(_BAR_METRICS)
    for i, metric in enumerate(_BAR_METRICS):
        values = [summary[g][metric] or 0.0 for g in groups]
        ax.bar([x + i * width for x in range(len(groups))], values, width, label=metric)
    ax.set_xticks([x + 0.4 - width / 2 for x in range(len(groups))], groups)
    ax.set_ylim(0, 1)
    ax.set_title(title)
    ax.legend(ncols=len(_BAR_METRICS), fontsize="small", loc="upper center")
    return _save(fig, path)


def plot_latency(latencies_ms: Sequence[float], path: Path, title: str) -> Path:
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.hist(list(latencies_ms) or [0.0], bins=30)
    ax.set_xlabel("latency per question (ms)")
    ax.set_ylabel("questions")
    ax.set_title(title)
    return _save(fig, path)


def plot_comparison(
    runs: Mapping[str, Mapping[str, Mapping[str, Any]]],
    path: Path,
    differences: Sequence[Difference] = (),
) -> Path:
    """Bars of the ``all`` row of each run; a star marks a significant difference to the first."""
    labels = list(runs)
    fig, ax = plt.subplots(figsize=(9, 4.5))
    width = 0.8 / max(1, len(labels))
    significant = {d.metric for d in differences if d.significant}
    for i, label in enumerate(labels):
        values = [runs[label][ALL].get(m) or 0.0 for m in _BAR_METRICS]
        ax.bar([x + i * width for x in range(len(_BAR_METRICS))], values, width, label=label)
    ticks = [f"{m}*" if m in significant else m for m in _BAR_METRICS]
    ax.set_xticks([x + 0.4 - width / 2 for x in range(len(_BAR_METRICS))], ticks)
    ax.set_ylim(0, 1)
    ax.set_title("all answerable questions (* = significant, p<0.05)")
    ax.legend(fontsize="small")
    return _save(fig, path)


def _save(fig: Any, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
