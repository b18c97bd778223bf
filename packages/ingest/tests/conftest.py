from __future__ import annotations

import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

CONFIG = """\
baseURL = "https://redis.io"
ignoreFiles = ["/vendor/", "AGENTS\\\\.md$", "CLAUDE\\\\.md$"]

[params]
rdi_current_version = "9.9.9"
"""

SiteWriter = Callable[[dict[str, str]], Path]


@pytest.fixture
def write_site(tmp_path: Path) -> SiteWriter:
    """Write a Hugo site: {path under content/: file text}; returns the site root."""
    root = tmp_path / "site"

    def write(pages: dict[str, str]) -> Path:
        (root / "content").mkdir(parents=True, exist_ok=True)
        (root / "config.toml").write_text(CONFIG, encoding="utf-8")
        for rel, text in pages.items():
            path = root / "content" / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
        return root

    return write
