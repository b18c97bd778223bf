"""``docs-eval train-ranker`` (spec/030-eval.md; spec/011 "Learned ranker", RET-048, RET-130)."""

from __future__ import annotations

import asyncio
import json
import os
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
        _check_outputs(out, folds, labelled or [])
        if labelled and model != "trees":
            raise EvalError("--labelled trains trees only (--model trees)")
        if folds is not None and len(labelled or []) < 2:
            raise EvalError("--folds needs two or more --labelled files: the folds are the files")
        if labelled and not exclude:
            console.print(
                "[yellow]no --exclude: nothing stops a dev question from being trained on, and "
                "a ranker measured on its training questions would be flattered[/yellow]"
            )
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


def _check_outputs(out: Path, folds: Path | None, labelled: list[Path]) -> None:
    """Fail before the minutes of searching, not after: where the files go must be writable,
    and the model must not overwrite a labelled file."""
    if not out.parent.is_dir():
        raise EvalError(f"--out: directory {out.parent} does not exist")
    if out.is_dir():
        raise EvalError(f"--out: {out} is a directory; name the model file")
    if not os.access(out.parent, os.W_OK) or (out.exists() and not os.access(out, os.W_OK)):
        raise EvalError(f"--out: {out} cannot be written")
    if any(out.resolve() == path.resolve() for path in labelled):
        raise EvalError(f"--out: {out} is a --labelled file; the model would overwrite it")
    if folds is not None:
        if folds.exists() and not folds.is_dir():
            raise EvalError(f"--folds: {folds} is a file; name a directory")
        nearest = next(p for p in (folds, *folds.parents) if p.exists())
        if not os.access(nearest, os.W_OK):
            raise EvalError(f"--folds: {folds} cannot be written")
