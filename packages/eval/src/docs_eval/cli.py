"""``docs-eval``: validate, run, compare, sweep, baselines, load, feedback, answers and
train-ranker (spec/030-eval.md)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Annotated, Any, Literal

import typer
from rich.markup import escape
from rich.table import Table

from docs_eval.adapters.peer import corpus_path_mapper
from docs_eval.bench import RunSpec, expand_grid, parse_value, run_specs
from docs_eval.cliparts import IndexUrlOpt, console, fail, parse_params
from docs_eval.codefetch import with_code_shown
from docs_eval.dataset import load_dataset, without_client_names
from docs_eval.errors import EvalError
from docs_eval.harness import run_questions
from docs_eval.metrics import ALL, METRICS
from docs_eval.plots import plot_comparison
from docs_eval.rankercli import train_ranker
from docs_eval.report import (
    comparison_markdown,
    error_warning,
    load_run,
    metrics_markdown,
    write_run,
)
from docs_eval.settings import EvalSettings
from docs_eval.stats import compare_scores
from docs_eval.target import RATE_LIMIT_WAIT_S
from docs_eval.targets import TargetOptions, open_target
from docs_eval.trace import read_traces

app = typer.Typer(
    no_args_is_help=True,
    add_completion=False,
    help="Measure retrieval: validate, run, compare, sweep, baselines, load, feedback, answers "
    "and train-ranker (spec/030).",
)
TargetName = Literal["search", "ask", "inprocess", "peer", "bm25", "trace"]

DatasetOpt = Annotated[
    Path | None, typer.Option("--dataset", help="Golden JSONL (default DOCS_EVAL_DATASET)")
]
UrlOpt = Annotated[
    str | None,
    typer.Option(
        help="MCP URL (search/ask/peer), Redis URL (inprocess/bm25) or trace.jsonl (trace)"
    ),
]
LoadUrlOpt = Annotated[
    str | None,
    typer.Option("--url", help="Loopback MCP URL to load (default DOCS_EVAL_URL)"),
]
OutOpt = Annotated[Path, typer.Option("--out", help="Output directory")]
ParamOpt = Annotated[
    list[str] | None, typer.Option("--param", help="Retrieval override NAME=VALUE (repeatable)")
]
RunParamOpt = Annotated[
    list[str] | None,
    typer.Option("--param", help="inprocess only: retrieval override NAME=VALUE (repeatable)"),
]


@app.command()
def validate(dataset: Annotated[Path, typer.Argument(help="Golden JSONL")]) -> None:
    """Check a golden file and print its group counts."""
    try:
        questions = load_dataset(dataset)
    except EvalError as exc:
        raise fail(exc) from exc
    counts: dict[str, int] = {}
    for q in questions:
        counts[q.group] = counts.get(q.group, 0) + 1
    console.print(f"{len(questions)} questions: {counts}")


@app.command()
def run(
    *,
    target: Annotated[TargetName, typer.Option(help="What to measure")],
    out: OutOpt,
    dataset: DatasetOpt = None,
    url: UrlOpt = None,
    label: Annotated[str | None, typer.Option(help="Name of the run in reports")] = None,
    limit: Annotated[int, typer.Option(help="Hits per question (inprocess/bm25)")] = 8,
    fetch_top: Annotated[int, typer.Option(help="search: fetch this many top ids")] = 0,
    param: RunParamOpt = None,
    ask_ranking: Annotated[Literal["sources", "retrieved"], typer.Option()] = "sources",
    peer_tool: Annotated[str, typer.Option(help="peer: tool name")] = "search",
    peer_query_arg: Annotated[
        str, typer.Option(help="peer: argument carrying the question")
    ] = "query",
    peer_arg: Annotated[
        list[str] | None, typer.Option(help="peer: extra tool argument NAME=VALUE (repeatable)")
    ] = None,
    peer_corpus: Annotated[
        Path | None,
        typer.Option(help="peer: Hugo content/ dir; map the peer's file paths to page ids"),
    ] = None,
    peer_strip: Annotated[str, typer.Option(help="peer: prefix to drop from its paths")] = "",
    mcp_mode: Annotated[
        str, typer.Option(help="MCP client mode: auto, legacy or a version")
    ] = "auto",
    concurrency: Annotated[int, typer.Option(help="Questions in flight")] = 1,
    max_wait: Annotated[
        float,
        typer.Option(
            min=0,
            help="search/ask/peer: seconds one question may wait in all on the server's rate "
            "limits (retrying after the delay each refusal names) before the refusal is its error",
        ),
    ] = RATE_LIMIT_WAIT_S,
    accept_errors: Annotated[
        bool,
        typer.Option(help="Exit 0 even when questions ended in an error (they score as misses)"),
    ] = False,
    plots: Annotated[bool, typer.Option(help="Write PNG charts")] = True,
    language_from_client: Annotated[
        bool,
        typer.Option(help="search/inprocess: pass a code question's client as `language`"),
    ] = False,
    client_unnamed: Annotated[
        bool,
        typer.Option(help="as --language-from-client, the client's name blanked from the text"),
    ] = False,
) -> None:
    """Run the dataset through one target and write trace.jsonl, metrics.json, report.md, plots.

    Exits 1 when any question ended in an error (scored as a miss), unless --accept-errors."""
    settings = EvalSettings()
    try:
        questions = load_dataset(settings.dataset_path(dataset))
        if client_unnamed and target not in ("search", "inprocess"):
            raise EvalError("--client-unnamed passes the client as `language`: search or inprocess")
        if param and target != "inprocess":
            # Only the in-process engine takes overrides; elsewhere they would be ignored silently.
            raise EvalError(
                f"--param overrides the in-process engine's tuning: target inprocess only, "
                f"not {target!r}"
            )
        if client_unnamed:
            questions, language_from_client = [without_client_names(q) for q in questions], True
        if target == "trace" and not url:
            raise EvalError("--url is required for target 'trace': the trace file to read")
        resolved = settings.target_url(target, url)
        if target == "trace":
            traces = read_traces(resolved)
        else:
            options = TargetOptions(
                limit=limit,
                fetch_top=fetch_top,
                params=parse_params(param),
                ask_ranking=ask_ranking,
                peer_tool=peer_tool,
                peer_query_arg=peer_query_arg,
                peer_args=parse_params(peer_arg),
                peer_mapper=(
                    corpus_path_mapper(peer_corpus, strip_prefix=peer_strip)
                    if peer_corpus
                    else None
                ),
                mcp_mode=mcp_mode,
                language_from_client=language_from_client,
                max_wait_s=max_wait,
            )
            traces = asyncio.run(_run(target, resolved, options, questions, concurrency))
        result = write_run(out, label or target, questions, traces, plots=plots)
    except EvalError as exc:
        raise fail(exc) from exc
    console.print(metrics_markdown(result.summary))
    console.print(f"wrote {out}/trace.jsonl, metrics.json, report.md")
    if (warning := error_warning(traces)) is not None:
        # Last and in red: errored questions score as misses, so the table above reads low.
        console.print(f"[bold red]{escape(warning)}[/bold red]", soft_wrap=True)
        if not accept_errors:
            console.print("exit 1: the errors are listed in report.md (--accept-errors to accept)")
            raise typer.Exit(1)


async def _run(
    target: Any, url: str, options: TargetOptions, questions: Any, concurrency: int
) -> Any:
    async with open_target(target, url, options) as opened:
        traces = await run_questions(
            opened, questions, concurrency=concurrency, label=str(target), wait_s=options.max_wait_s
        )
        fetch_text = getattr(opened, "fetch_text", None)
        if fetch_text is not None:
            traces = await with_code_shown(questions, traces, fetch_text)
        return traces


def _scored(scores: dict[str, dict[str, float]], metric: str) -> bool:
    return all(metric in row for row in scores.values())


@app.command()
def compare(
    a: Annotated[Path, typer.Argument(help="Run directory A (the reference)")],
    b: Annotated[Path, typer.Argument(help="Run directory B")],
    out: Annotated[Path | None, typer.Option(help="Also write comparison.md/.png here")] = None,
) -> None:
    """Side-by-side metrics of two runs with paired bootstrap CI and randomization p-values."""
    try:
        run_a, run_b = load_run(a), load_run(b)
    except EvalError as exc:
        raise fail(exc) from exc
    shared = set(run_a.scores) & set(run_b.scores)
    if not shared:
        raise fail(EvalError(f"{a} and {b} have no question in common: nothing to compare"))
    for run, path in ((run_a, a), (run_b, b)):
        if len(shared) < len(run.scores):
            # The table's figures are then over the common questions, not the run's own.
            console.print(
                f"[yellow]{path}: {len(run.scores) - len(shared)} of its {len(run.scores)} "
                "questions are not in the other run; compared over the common ones[/yellow]"
            )
    differences = compare_scores(run_a.scores, run_b.scores, METRICS)
    if run_a.code and run_b.code:
        both = [
            m
            for m in ("code@3", "code@3_fetch")
            if _scored(run_a.code, m) and _scored(run_b.code, m)
        ]
        differences += compare_scores(run_a.code, run_b.code, both)
    table = Table(title=f"{run_b.label} vs {run_a.label} ({differences[0].n} paired questions)")
    for column in ("metric", run_a.label, run_b.label, "delta", "95% CI", "p", "significant"):
        table.add_column(column)
    for d in differences:
        table.add_row(
            d.metric, f"{d.a:.3f}", f"{d.b:.3f}", f"{d.delta:+.3f}",
            f"[{d.ci_low:+.3f}, {d.ci_high:+.3f}]", f"{d.p_value:.3f}",
            "[green]yes[/green]" if d.significant else "no",
        )  # fmt: skip
    for op in ("empty_share", "p50_ms", "p95_ms", "errors", "calls_per_q"):
        va, vb = run_a.summary[ALL].get(op), run_b.summary[ALL].get(op)
        table.add_row(op, _cell(va), _cell(vb), "", "", "", "")
    console.print(table)
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        (out / "comparison.md").write_text(
            comparison_markdown(run_a.label, run_b.label, differences) + "\n", "utf-8"
        )
        plot_comparison(
            {run_a.label: run_a.summary, run_b.label: run_b.summary},
            out / "comparison.png",
            differences,
        )


def _cell(value: Any) -> str:
    if value is None:
        return "-"
    return f"{value:.3f}" if isinstance(value, float) else str(value)


@app.command()
def sweep(
    *,
    out: OutOpt,
    dataset: DatasetOpt = None,
    url: IndexUrlOpt = None,
    grid: Annotated[
        list[str] | None,
        typer.Option("--grid", help="NAME=V1,V2,... (repeatable); every combination is run"),
    ] = None,
    limit: Annotated[int, typer.Option()] = 8,
    plots: Annotated[bool, typer.Option()] = False,
) -> None:
    """Grid over retrieval parameters through the in-process engine -> one table (md + json)."""
    settings = EvalSettings()
    try:
        questions = load_dataset(settings.dataset_path(dataset))
        redis_url = settings.target_url("inprocess", url, command="docs-eval sweep")
        axes: dict[str, list[Any]] = {}
        for spec in grid or []:
            name, sep, values = spec.partition("=")
            if not sep or not name or not values:
                raise EvalError(f"--grid needs NAME=V1,V2, got {spec!r}")
            axes[name.strip()] = [parse_value(v) for v in values.split(",")]
        specs = [
            RunSpec(
                label=",".join(f"{k}={v}" for k, v in combo.items()) or "default",
                kind="inprocess",
                url=redis_url,
                options=TargetOptions(limit=limit, params=combo),
            )
            for combo in expand_grid(axes)
        ]
        _, table = asyncio.run(run_specs(specs, questions, out, plots=plots))
    except EvalError as exc:
        raise fail(exc) from exc
    console.print(table)


@app.command()
def baselines(
    *,
    out: OutOpt,
    dataset: DatasetOpt = None,
    url: IndexUrlOpt = None,
    mode_param: Annotated[str, typer.Option(help="Engine parameter that picks the mode")] = "mode",
    modes: Annotated[
        str, typer.Option(help="Comma-separated modes; the first is the reference")
    ] = "hybrid,text,vector",
    limit: Annotated[int, typer.Option()] = 8,
) -> None:
    """Our engine in each mode plus plain BM25 over whole pages, one comparison table."""
    settings = EvalSettings()
    try:
        questions = load_dataset(settings.dataset_path(dataset))
        redis_url = settings.target_url("inprocess", url, command="docs-eval baselines")
        specs = [
            RunSpec(m, "inprocess", redis_url, TargetOptions(limit=limit, params={mode_param: m}))
            for m in modes.split(",")
        ]
        specs.append(RunSpec("bm25", "bm25", redis_url, TargetOptions(limit=limit)))
        _, table = asyncio.run(run_specs(specs, questions, out))
    except EvalError as exc:
        raise fail(exc) from exc
    console.print(table)


@app.command()
def load(
    *,
    out: OutOpt,
    url: LoadUrlOpt = None,
    dataset: DatasetOpt = None,
    users: Annotated[int, typer.Option(min=1, max=200)] = 10,
    spawn_rate: Annotated[float, typer.Option()] = 5.0,
    duration: Annotated[int, typer.Option(min=1, max=600, help="Seconds")] = 30,
    mix: Annotated[str, typer.Option(help="search:fetch:ask weights")] = "8:3:1",
) -> None:
    """Locust, headless, against a loopback MCP server (start it with the limiter off)."""
    from docs_eval.load import LoadSettings, run_load

    settings = EvalSettings()
    try:
        questions = load_dataset(settings.dataset_path(dataset))
        target = settings.target_url("search", url, command="docs-eval load")
        load_settings = LoadSettings(target, users, spawn_rate, duration, mix)
        report = run_load(load_settings, [q.question for q in questions], out)
    except EvalError as exc:
        raise fail(exc) from exc
    console.print(report.markdown(load_settings))
    console.print(json.dumps({"requests": report.requests, "failures": report.failures}))


@app.command()
def feedback(*, out: OutOpt, url: IndexUrlOpt = None) -> None:
    """Export the chat's answer feedback (the Redis stream) as feedback.jsonl and feedback.md;
    sources count under the page the index resolves them to (any case, a section of it)."""
    from docs_eval.feedback import export_feedback

    settings = EvalSettings()
    try:
        redis_url = settings.target_url("inprocess", url, command="docs-eval feedback")
    except EvalError as exc:
        raise fail(exc) from exc
    report, count = asyncio.run(export_feedback(redis_url, out))
    console.print(f"{count} feedback entries -> {report}")


@app.command()
def answers(*, out: OutOpt, url: IndexUrlOpt = None, dataset: DatasetOpt = None) -> None:
    """How the answer without a model reads: lead from a primary page, whole-sentence bullets."""
    from docs_eval.answers import measure_answers

    settings = EvalSettings()
    try:
        questions = load_dataset(settings.dataset_path(dataset))
        redis_url = settings.target_url("inprocess", url, command="docs-eval answers")
    except EvalError as exc:
        raise fail(exc) from exc
    summary = asyncio.run(measure_answers(redis_url, questions, out))
    console.print(json.dumps(summary))


app.command("train-ranker")(train_ranker)
