"""What the ``docs-eval`` commands share across modules: the console, the index URL option and
the one way an expected error ends a command (spec/030-eval.md)."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.console import Console

from docs_eval.bench import parse_value
from docs_eval.errors import EvalError

__all__ = ["IndexUrlOpt", "console", "fail", "parse_params"]

console = Console()

IndexUrlOpt = Annotated[
    str | None,
    typer.Option(
        "--url", help="Redis URL of the index (default DOCS_EVAL_REDIS_URL, else DOCS_REDIS_URL)"
    ),
]


def fail(exc: EvalError) -> typer.Exit:
    """``error: <message>`` on the console and exit code 1 (no traceback)."""
    console.print(f"error: {exc}", soft_wrap=True, markup=False, highlight=False)
    return typer.Exit(1)


def parse_params(pairs: list[str] | None) -> dict[str, Any]:
    """``NAME=VALUE`` options (``--param``, ``--peer-arg``) as a mapping of parsed values."""
    out: dict[str, Any] = {}
    for pair in pairs or []:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise EvalError(f"--param needs NAME=VALUE, got {pair!r}")
        out[name.strip()] = parse_value(value)
    return out
