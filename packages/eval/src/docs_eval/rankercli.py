"""``docs-eval train-ranker`` (spec/030-eval.md; spec/011 "Learned ranker", RET-048, RET-130)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Annotated, Literal

import typer

from docs_eval.cliparts import IndexUrlOpt, console, fail
from docs_eval.dataset import load_dataset
from docs_eval.errors import EvalError
from docs_eval.settings import EvalSettings

__all__ = ["train_ranker"]


def train_ranker(
    *,
    out: Annotated[Path, typer.Option("--out", help="Model JSON to write")],
    url: IndexUrlOpt = None,
    exclude: Annotated[
        list[Path] | None,
        typer.Option("--exclude", help="Golden JSONL whose questions must not be trained on"),
    ] = None,
    labelled: Annotated[
        list[Path] | None,
        typer.Option(
            "--labelled", help="Golden JSONL to train on instead of generated queries (repeatable)"
        ),
    ] = None,
    folds: Annotated[
        Path | None,
        typer.Option(help="With --labelled: one model per file, trained on the others, here"),
    ] = None,
    count: Annotated[int, typer.Option(help="Generated queries to sample")] = 3000,
    seed: Annotated[int, typer.Option(help="Sampling and training seed")] = 14,
    model: Annotated[Literal["trees", "linear"], typer.Option(help="Model family")] = "trees",
) -> None:
    """Train the learned ranker and write its JSON (spec/011).

    Without --labelled the queries come from the corpus's own structure: headings, command
    summaries, descriptions, link texts. With it, from those labelled questions."""
    from docs_eval.rankerlabels import train_labelled_file
    from docs_eval.rankertrain import train_ranker_file

    settings = EvalSettings()
    try:
        redis_url = settings.target_url("inprocess", url, command="docs-eval train-ranker")
        _check_outputs(out, folds)
        if labelled and model != "trees":
            raise EvalError("--labelled trains trees only (--model trees)")
        if folds is not None and not labelled:
            raise EvalError("--folds needs --labelled: the folds are the labelled files")
        if labelled:
            summary = asyncio.run(
                train_labelled_file(
                    redis_url, out, labelled=labelled, exclude=exclude or [], seed=seed, folds=folds
                )
            )
            _print_summary(summary)
            return
        excluded = [q.question for path in exclude or [] for q in load_dataset(path)]
    except EvalError as exc:
        raise fail(exc) from exc
    if not excluded:
        console.print(
            "[yellow]no --exclude: generated queries close to the dev questions may be trained "
            "on, and a ranker measured on those questions would be flattered[/yellow]"
        )
    summary = asyncio.run(
        train_ranker_file(redis_url, out, exclude=excluded, count=count, seed=seed, kind=model)
    )
    _print_summary(summary)


def _print_summary(summary: dict[str, object]) -> None:
    """One line of JSON, whatever the terminal's width, for scripts to read."""
    console.print(json.dumps(summary), soft_wrap=True, markup=False, highlight=False)


def _check_outputs(out: Path, folds: Path | None) -> None:
    """Fail before the minutes of searching, not after: where the files go must be writable."""
    if not out.parent.is_dir():
        raise EvalError(f"--out: directory {out.parent} does not exist")
    if out.is_dir():
        raise EvalError(f"--out: {out} is a directory; name the model file")
    if folds is not None and folds.exists() and not folds.is_dir():
        raise EvalError(f"--folds: {folds} is a file; name a directory")
