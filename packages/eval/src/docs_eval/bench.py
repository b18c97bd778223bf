"""Several runs over one dataset -> one table with significance against the first (EVAL-015, EVAL-016)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from docs_eval.dataset import Question
from docs_eval.harness import run_questions
from docs_eval.metrics import ALL, METRICS
from docs_eval.plots import plot_comparison
from docs_eval.report import RunResult, write_run
from docs_eval.stats import compare_scores
from docs_eval.targets import TargetKind, TargetOptions, open_target

__all__ = ["RunSpec", "expand_grid", "parse_value", "run_specs", "table_markdown"]

_TABLE_OPS = ("empty_share", "calls_per_q", "p50_ms", "p95_ms", "errors")


@dataclass(frozen=True)
class RunSpec:
    label: str
    kind: TargetKind
    url: str
    options: TargetOptions


def parse_value(text: str) -> Any:
    """``20`` -> int, ``0.5`` -> float, ``true``/``false`` -> bool, anything else a string."""
    lowered = text.strip().lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            continue
    return text.strip()


def expand_grid(axes: Mapping[str, Sequence[Any]]) -> list[dict[str, Any]]:
    """Every combination, first axis slowest; an empty grid is one run with no overrides."""
    names = list(axes)
    return [dict(zip(names, combo, strict=True)) for combo in itertools.product(*axes.values())]


async def run_specs(
    specs: Sequence[RunSpec], questions: Sequence[Question], out_dir: Path, *, plots: bool = True
) -> tuple[list[RunResult], str]:
    """Run each spec into ``out_dir/NN-label``; write table.md and table.json; return the table."""
    out_dir.mkdir(parents=True, exist_ok=True)
    results = []
    for n, spec in enumerate(specs):
        async with open_target(spec.kind, spec.url, spec.options) as target:
            traces = await run_questions(target, questions, label=spec.label)
        results.append(
            write_run(
                out_dir / f"{n:02d}-{_slug(spec.label)}", spec.label, questions, traces, plots=plots
            )
        )
    table = table_markdown(results)
    rows = []
    for spec, result in zip(specs, results, strict=True):
        diffs = compare_scores(results[0].scores, result.scores, METRICS)
        rows.append(
            {
                "label": spec.label,
                "kind": spec.kind,
                "params": dict(spec.options.params),
                "all": result.summary[ALL],
                "groups": result.summary,
                "vs_first": {d.metric: {"delta": d.delta, "p": d.p_value} for d in diffs},
            }
        )
    (out_dir / "table.md").write_text(table + "\n", encoding="utf-8")
    (out_dir / "table.json").write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    if plots and len(results) > 1:
        plot_comparison(
            {r.label: r.summary for r in results},
            out_dir / "comparison.png",
            compare_scores(results[0].scores, results[1].scores, METRICS)
            if len(results) == 2
            else (),
        )
    return results, table


def table_markdown(results: Sequence[RunResult]) -> str:
    """One row per run (``all``); deltas to the first run carry ``*`` when p < 0.05."""
    header = ["run", *METRICS, *_TABLE_OPS]
    lines = ["| " + " | ".join(header) + " |", "|---" * len(header) + "|"]
    base = results[0] if results else None
    for result in results:
        row = result.summary[ALL]
        diffs = (
            {d.metric: d for d in compare_scores(base.scores, result.scores, METRICS)}
            if base
            else {}
        )
        cells = [result.label]
        for metric in METRICS:
            value = row.get(metric)
            cell = "-" if value is None else f"{value:.3f}"
            if result is not base and metric in diffs and value is not None:
                d = diffs[metric]
                cell += f" ({d.delta:+.3f}{'*' if d.p_value < 0.05 else ''})"
            cells.append(cell)
        for op in _TABLE_OPS:
            value = row.get(op)
            cells.append(
                "-"
                if value is None
                else (f"{value:.2f}" if isinstance(value, float) else str(value))
            )
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _slug(label: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in label)[:60]
