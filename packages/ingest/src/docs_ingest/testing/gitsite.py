"""A Hugo site in a git repository that a test edits and commits (``docs-ingest sync`` tests):
no network, no user git configuration, author dates chosen by the test."""

from __future__ import annotations

import subprocess
from pathlib import Path

__all__ = ["GitSite", "page_text"]

CONFIG = 'baseURL = "https://redis.io"\n'
_GIT_ENV = {
    "GIT_AUTHOR_NAME": "Test",
    "GIT_AUTHOR_EMAIL": "test@example.com",
    "GIT_COMMITTER_NAME": "Test",
    "GIT_COMMITTER_EMAIL": "test@example.com",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "PATH": "/usr/bin:/bin",
}


def page_text(title: str, text: str, *, front: str = "") -> str:
    """A page with a lead paragraph and one ``##`` section holding ``text``."""
    return (
        f"---\ntitle: {title}\n{front}---\nLead of {title}, long enough to be a chunk of its own.\n\n"
        f"## Part\n\n{text}\n"
    )


class GitSite:
    """A Hugo site under ``root`` (``config.toml``, ``content/``) in a fresh git repository."""

    def __init__(self, root: Path) -> None:
        self.root = root
        (root / "content").mkdir(parents=True)
        (root / "config.toml").write_text(CONFIG, encoding="utf-8")
        self.git("init", "--quiet", "--initial-branch=main")

    def git(self, *args: str, date: int | None = None) -> str:
        env = dict(_GIT_ENV)
        if date is not None:
            env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = f"@{date} +0000"
        done = subprocess.run(
            ["git", "-C", str(self.root), *args],
            capture_output=True,
            text=True,
            check=True,
            env=env,
            timeout=60,
        )
        return done.stdout.strip()

    def write(self, rel: str, text: str) -> None:
        """Write ``text`` to ``content/<rel>``."""
        path = self.root / "content" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    def commit(self, message: str, *, date: int | None = None) -> str:
        """Commit everything (author and committer date ``date``, epoch seconds); its id."""
        self.git("add", "--all")
        self.git("commit", "--quiet", "-m", message, date=date)
        return self.git("rev-parse", "HEAD")
