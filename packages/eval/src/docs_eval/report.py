"""Writes a run directory: trace.jsonl, metrics.json, per_query.json, report.md, plots (EVAL-007)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from docs_eval.codemetric import code_question_scores, code_summary
from docs_eval.dataset import Question
from docs_eval.errors import TraceError
from docs_eval.metrics import METRICS, per_query_scores, summarize
from docs_eval.plots import plot_groups, plot_latency
from docs_eval.stats import Difference
from docs_eval.trace import RetrievalTrace, dedup_pages, write_traces

__all__ = [
    "RunResult",
    "comparison_markdown",
    "depth_note",
    "error_warning",
    "load_run",
    "metrics_markdown",
    "write_run",
]

_OPS_COLUMNS = ("n", "empty_share", "calls_per_q", "p50_ms", "p95_ms", "errors")
_DEEPEST_CUT = 10


class RunResult:
    """A scored run: its label, per-question scores and the per-group summary."""

    def __init__(
        self,
        label: str,
        scores: dict[str, dict[str, float]],
        summary: dict[str, dict[str, Any]],
        code: dict[str, dict[str, float]] | None = None,
    ) -> None:
        self.label = label
        self.scores = scores
        self.summary = summary
        self.code = code or {}
        """Code questions' scores (qid -> ``code@3``, ...; ``docs_eval.codemetric``)."""


def write_run(
    out_dir: str | Path,
    label: str,
    questions: Sequence[Question],
    traces: Sequence[RetrievalTrace],
    *,
    plots: bool = True,
) -> RunResult:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    scores = per_query_scores(questions, traces)
    summary = summarize(questions, traces, scores)
    code_scores = code_question_scores(questions, traces)
    if code_scores:
        summary["all"].update(code_summary(code_scores))
    write_traces(out / "trace.jsonl", traces)
    (out / "metrics.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    per_query: dict[str, Any] = {"label": label, "scores": scores}
    if code_scores:
        per_query["code"] = code_scores
    (out / "per_query.json").write_text(json.dumps(per_query, indent=1) + "\n", encoding="utf-8")
    (out / "report.md").write_text(_report(label, questions, traces, scores, summary), "utf-8")
    if plots:
        plot_groups(summary, out / "groups.png", label)
        plot_latency([t.latency_ms for t in traces if t.error is None], out / "latency.png", label)
    return RunResult(label, scores, summary)


def load_run(run_dir: str | Path) -> RunResult:
    """Read back what write_run wrote (for ``compare``)."""
    base = Path(run_dir)
    try:
        per_query = json.loads((base / "per_query.json").read_text(encoding="utf-8"))
        summary = json.loads((base / "metrics.json").read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise TraceError(f"{base}: not a docs-eval run directory ({exc})") from exc
    return RunResult(
        per_query.get("label", base.name), per_query["scores"], summary, per_query.get("code")
    )


def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.3f}" if abs(value) < 10 else f"{value:.1f}"
    return str(value)


def metrics_markdown(summary: Mapping[str, Mapping[str, Any]]) -> str:
    columns = (*METRICS, *_OPS_COLUMNS)
    lines = [
        "| group | " + " | ".join(columns) + " |",
        "|---" * (len(columns) + 1) + "|",
    ]
    for group, row in summary.items():
        lines.append(f"| {group} | " + " | ".join(_fmt(row.get(c)) for c in columns) + " |")
    return "\n".join(lines)


def comparison_markdown(a: str, b: str, differences: Sequence[Difference]) -> str:
    lines = [
        f"| metric | {a} | {b} | delta | 95% CI | p | significant |",
        "|---|---|---|---|---|---|---|",
    ]
    for d in differences:
        lines.append(
            f"| {d.metric} | {d.a:.3f} | {d.b:.3f} | {d.delta:+.3f} | "
            f"[{d.ci_low:+.3f}, {d.ci_high:+.3f}] | {d.p_value:.3f} | {'yes' if d.significant else 'no'} |"
        )
    return "\n".join(lines)


def depth_note(traces: Sequence[RetrievalTrace]) -> str | None:
    """A warning when no ranked list reaches the deepest cut: nDCG@10 over eight pages scores
    eight positions, and a target that returns more would read higher for the same order."""
    depths = [len(dedup_pages(t.ranked)) for t in traces if not t.error]
    if not depths or max(depths) >= _DEEPEST_CUT:
        return None
    return (
        f"No list holds {_DEEPEST_CUT} pages (at most {max(depths)} after de-duplication): "
        f"metrics cut at {_DEEPEST_CUT} score only the positions returned."
    )


def error_warning(traces: Sequence[RetrievalTrace]) -> str | None:
    """A warning when questions ended in an error: each scores as a miss (a `none` question as
    no abstention), so the figures understate the target rather than measure it (EVAL-053)."""
    errors = [t for t in traces if t.error]
    if not errors:
        return None
    return (
        f"WARNING: {len(errors)} of {len(traces)} questions ended in an error and are scored "
        f"as misses; these figures do not measure the target (first: {errors[0].qid}: "
        f"{errors[0].error})."
    )


def _report(
    label: str,
    questions: Sequence[Question],
    traces: Sequence[RetrievalTrace],
    scores: Mapping[str, Mapping[str, float]],
    summary: Mapping[str, Mapping[str, Any]],
) -> str:
    misses = [qid for qid, s in scores.items() if s["hit@3"] == 0.0]
    errors = [t for t in traces if t.error]
    fetch_share = summary["all"].get("fetch_body_share")
    none_row = summary.get("none")
    parts = [
        f"# Retrieval run: {label}",
        "",
        *([f"**{warning}**", ""] if (warning := error_warning(traces)) else []),
        f"{len(questions)} questions ({len(scores)} answerable). nDCG uses graded gains "
        "(primary 2, related 1); recall, hit and MRR count primary pages; pages are "
        "de-duplicated keeping their first position. Latency is per question, errors excluded.",
        "",
        metrics_markdown(summary),
        "",
        *([note, ""] if (note := depth_note(traces)) else []),
        f"Fetches whose body arrived in structuredContent: {_fmt(fetch_share)} "
        "(- means the target did not fetch).",
    ]
    if summary["all"].get("code_questions"):
        row = summary["all"]
        parts.append(
            f"Code questions ({row['code_questions']}): the expected example in the top 3 "
            f"(code@3) {_fmt(row['code@3'])}; or a top-3 hit whose fetch in the client's "
            f"language shows its code (code@3_fetch) {_fmt(row.get('code@3_fetch'))}; hits "
            f"carrying another language's code (wrong_language) {_fmt(row['wrong_language'])}."
        )
    if none_row:
        parts.append(
            f"Unanswerable (`none`) questions where the target abstained or returned nothing: "
            f"{_fmt(none_row.get('abstain_share'))} of {none_row['n']}."
        )
    parts += ["", f"Questions with no primary page in the top 3 ({len(misses)}): "]
    parts.append(", ".join(misses) or "none")
    if errors:
        parts += ["", f"Errors ({len(errors)}):", ""]
        parts += [f"- {t.qid}: {t.error}" for t in errors]
    parts += ["", "![groups](groups.png) ![latency](latency.png)", ""]
    return "\n".join(parts)
