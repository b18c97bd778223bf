"""Modules hold one idea: none in ``packages/*/src`` grows past 400 lines (issue 11)."""

from __future__ import annotations

from pathlib import Path

MAX_LINES = 400
ROOT = Path(__file__).resolve().parents[2]


def test_no_source_module_is_over_400_lines() -> None:
    modules = sorted(ROOT.glob("packages/*/src/**/*.py"))
    assert len(modules) > 50
    too_long = {
        str(path.relative_to(ROOT)): count
        for path in modules
        if (count := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not too_long, f"split these modules (over {MAX_LINES} lines): {too_long}"
