"""The noxfile's install decisions: Node packages against the lock file, Chromium by who runs."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"_checked_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


noxfile = _load(ROOT / "noxfile.py")


class _SessionError(Exception):
    pass


class _RecordingSession:
    """Stands in for ``nox.Session``: records commands instead of running them."""

    def __init__(self) -> None:
        self.commands: list[tuple[str, ...]] = []

    def run(self, *args: str, **_: Any) -> None:
        self.commands.append(args)

    def error(self, message: str) -> None:
        raise _SessionError(message)


@pytest.mark.parametrize("root", [True, False])
def test_present_chromium_needs_nothing_whoever_runs(root: bool) -> None:
    assert noxfile.chromium_step(present=True, root=root) == "ready"


def test_missing_chromium_is_installed_by_root_and_refused_otherwise() -> None:
    assert noxfile.chromium_step(present=False, root=True) == "install"
    assert noxfile.chromium_step(present=False, root=False) == "refuse"


def _with_chromium_missing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, uid: int) -> None:
    monkeypatch.setattr(noxfile, "CHROMIUM", tmp_path / "no-chromium")
    monkeypatch.setattr(noxfile.os, "geteuid", lambda: uid)


def test_missing_chromium_as_root_runs_apt_get_for_the_packages(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _with_chromium_missing(monkeypatch, tmp_path, uid=0)
    session = _RecordingSession()
    noxfile._install_chromium(session)
    assert session.commands[0] == ("apt-get", "update")
    assert session.commands[1] == (
        "apt-get", "install", "-y", "--no-install-recommends",
        "chromium", "chromium-driver", "fonts-dejavu-core",
    )  # fmt: skip


def test_missing_chromium_without_root_stops_at_once_with_the_exact_command(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _with_chromium_missing(monkeypatch, tmp_path, uid=1000)
    session = _RecordingSession()
    with pytest.raises(_SessionError) as refused:
        noxfile._install_chromium(session)
    assert session.commands == []
    assert refused.value.args[0].endswith(
        "run as root: apt-get update && apt-get install -y --no-install-recommends "
        "chromium chromium-driver fonts-dejavu-core"
    )


def test_the_browser_test_launches_the_chromium_the_noxfile_installs() -> None:
    browser_test = _load(ROOT / "packages" / "chat" / "tests" / "test_chat_browser.py")
    assert browser_test.CHROMIUM == noxfile.CHROMIUM
    assert browser_test.CHROMIUM_INSTALL == noxfile.CHROMIUM_INSTALL


def _node_dir(tmp_path: Path, lock: str) -> Path:
    (tmp_path / "package-lock.json").write_text(lock, encoding="utf-8")
    return tmp_path


def _installed(node_dir: Path) -> None:
    (node_dir / "node_modules").mkdir(exist_ok=True)
    (node_dir / noxfile.NODE_STAMP).write_text(noxfile.lock_digest(node_dir) + "\n")


@pytest.mark.parametrize(
    ("prepare", "current"),
    [
        (lambda node_dir: None, False),
        (lambda node_dir: (node_dir / "node_modules").mkdir(), False),
        (_installed, True),
        (lambda node_dir: (_installed(node_dir), _node_dir(node_dir, '{"v": 2}')), False),
    ],
    ids=["no-node-modules", "no-stamp", "installed-from-this-lock", "lock-changed-since"],
)
def test_node_packages_are_current_only_when_installed_from_this_lock(
    tmp_path: Path, prepare: Callable[[Path], object], current: bool
) -> None:
    node_dir = _node_dir(tmp_path, '{"v": 1}')
    prepare(node_dir)
    assert noxfile.node_packages_current(node_dir) is current
