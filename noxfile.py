"""The one front door: ``uv run nox`` runs lint and the tests; ``uv run nox -l`` lists sessions."""

from __future__ import annotations

import nox

nox.options.default_venv_backend = "uv"
nox.options.sessions = ["lint", "tests"]
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
