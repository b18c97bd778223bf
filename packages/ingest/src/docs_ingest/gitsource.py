"""The git side of ``docs-ingest sync``: a checkout the command owns, fetched from a local path
or a clone URL (spec/005-ingest.md, "Sync").

Every call runs the ``git`` binary with explicit arguments (never a shell), a bounded timeout and
no terminal prompt, so a remote asking for credentials fails instead of hanging. A failure is a
:class:`~docs_ingest.errors.GitError` carrying git's own first error line; nothing here touches Redis,
so the live index keeps serving.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

from docs_ingest.errors import GitError

__all__ = ["SYNC_REF", "GitCheckout", "git_problem", "public_repo", "repo_argument"]

SYNC_REF = "refs/docs-sync/head"
"""Where the fetched head lands in the owned checkout (a force-push simply moves it)."""

_CREDENTIALS = re.compile(r"//[^@/]*@")


def repo_argument(repo: str) -> str:
    """What git is given: an existing local directory as an absolute path, anything else as is."""
    path = Path(repo).expanduser()
    return str(path.resolve()) if path.is_dir() else repo


def public_repo(repo: str) -> str:
    """The repository as stored in the meta and shown by ``status``: no credentials."""
    return _CREDENTIALS.sub("//", repo_argument(repo))


_MAX_DETAIL = 300


def git_problem(stderr: str) -> str:
    """What git's ``stderr`` says went wrong: its first ``fatal:`` or ``error:`` line, else its
    lines joined, at most 300 characters, without credentials. Its last line is often the tail
    of advice (``and the repository exists.``), which said nothing (ING-114)."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    said = next((line for line in lines if line.startswith(("fatal:", "error:"))), None)
    detail = _CREDENTIALS.sub("//", said or " ".join(lines))
    return detail if len(detail) <= _MAX_DETAIL else detail[: _MAX_DETAIL - 3] + "..."


class GitCheckout:
    """A non-bare repository at ``root`` whose work tree is the source ``run_ingest`` reads."""

    def __init__(self, root: Path, *, timeout: float = 600.0) -> None:
        self.root = root
        self.timeout = timeout

    def _run(self, *args: str, timeout: float | None = None) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "GIT_ASKPASS": "true", "LC_ALL": "C"}
        try:
            return subprocess.run(
                ["git", "-C", str(self.root), *args],
                capture_output=True,
                text=True,
                check=False,
                timeout=timeout or self.timeout,
                env=env,
            )
        except subprocess.TimeoutExpired as exc:
            raise GitError(
                f"git {args[0]} gave no answer within {exc.timeout:.0f} s; the live index is "
                "unchanged"
            ) from exc
        except FileNotFoundError as exc:
            raise GitError("the git binary is not installed (sync needs it on PATH)") from exc

    def _git(self, *args: str, timeout: float | None = None) -> str:
        result = self._run(*args, timeout=timeout)
        if result.returncode != 0:
            detail = git_problem(result.stderr) or f"exit code {result.returncode}"
            raise GitError(f"git {args[0]} failed: {detail}; the live index is unchanged")
        return result.stdout.strip()

    def fetch(self, repo: str, branch: str | None) -> str:
        """Fetch ``branch`` (the remote's default branch when None) and return its commit."""
        if not (self.root / ".git").is_dir():
            self.root.mkdir(parents=True, exist_ok=True)
            self._git("init", "--quiet")
        ref = f"refs/heads/{branch}" if branch else "HEAD"
        self._git(
            "fetch",
            "--force",
            "--no-tags",
            "--quiet",
            "--",
            repo_argument(repo),
            f"+{ref}:{SYNC_REF}",
        )
        return self._git("rev-parse", "--verify", f"{SYNC_REF}^{{commit}}")

    def commit_time(self, commit: str) -> float:
        """Committer date of ``commit``, epoch seconds."""
        return float(self._git("show", "--no-patch", "--format=%ct", commit))

    def checkout(self, commit: str) -> None:
        """Make the work tree exactly ``commit``: tracked files switched, anything else removed."""
        self._git("checkout", "--force", "--quiet", "--detach", commit)
        self._git("clean", "-ffdxq")

    def head(self) -> str | None:
        """The commit checked out, or None when this is no git work tree or has no commit."""
        if not (self.root / ".git").exists():
            return None
        result = self._run("rev-parse", "--verify", "--quiet", "HEAD^{commit}")
        return result.stdout.strip() if result.returncode == 0 else None

    def is_ancestor(self, older: str, newer: str) -> bool:
        """Whether ``older`` is in ``newer``'s history (False also when ``older`` is unknown,
        as after a force-push whose old commits were never fetched here)."""
        return self._run("merge-base", "--is-ancestor", older, newer).returncode == 0

    def log_names(self, revisions: str, *paths: str) -> str:
        """``git log --name-status`` of ``revisions`` (newest first, renames detected), NUL
        separated; each commit starts with ``\x01<commit> <author time>\x00``."""
        return self._git(
            "log",
            "-z",
            "--no-merges",
            "--name-status",
            "-M",
            "--format=%x01%H %at",
            revisions,
            "--",
            *paths,
        )
