"""The one front door: ``uv run nox`` runs lint and the tests; ``uv run nox -l`` lists sessions."""

from __future__ import annotations

import os
from pathlib import Path

import nox

nox.options.default_venv_backend = "uv"
nox.options.sessions = ["lint", "tests", "eval-smoke"]
nox.options.reuse_existing_virtualenvs = True

PYTHON = "3.11"


def _sync(session: nox.Session, *extra: str) -> None:
    session.run_install(
        "uv",
        "sync",
        "--locked",
        "--all-packages",
        *extra,
        env={"UV_PROJECT_ENVIRONMENT": session.virtualenv.location},
    )


@nox.session(python=PYTHON)
def lint(session: nox.Session) -> None:
    """ruff check and ruff format --check over the whole workspace."""
    _sync(session)
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")


@nox.session(python=PYTHON)
def tests(session: nox.Session) -> None:
    """Every package's tests plus tests/e2e, against a real embedded Redis (pass pytest args after --)."""
    _sync(session)
    session.run("pytest", "--import-mode=importlib", "packages", "tests", *session.posargs)


@nox.session(python=PYTHON, name="eval-smoke")
def eval_smoke(session: nox.Session) -> None:
    """docs-eval end to end over the sample index: outputs exist, metrics match an independent count."""
    _sync(session)
    session.run(
        "pytest", "--import-mode=importlib", "packages/eval/tests/test_smoke.py", *session.posargs
    )


def _golden_dev() -> str:
    sibling = Path(__file__).resolve().parent.parent / "shared" / "golden" / "dev.jsonl"
    return os.environ.get("DOCS_EVAL_DATASET") or str(
        sibling if sibling.exists() else "/work/shared/golden/dev.jsonl"
    )


@nox.session(python=PYTHON, name="eval", default=False)
def eval_dev(session: nox.Session) -> None:
    """The dev set against a live MCP server: `nox -s eval -- http://127.0.0.1:8000/mcp` (or DOCS_EVAL_URL)."""
    _sync(session)
    url = session.posargs[0] if session.posargs else os.environ.get("DOCS_EVAL_URL")
    if not url:
        session.error("give the MCP URL as a posarg or in DOCS_EVAL_URL")
    out = os.environ.get("DOCS_EVAL_OUT", "eval-runs/search")
    session.run(
        "docs-eval", "run", "--target", "search", "--dataset", _golden_dev(),
        "--url", url, "--out", out, "--fetch-top", "1", *session.posargs[1:],
    )  # fmt: skip
