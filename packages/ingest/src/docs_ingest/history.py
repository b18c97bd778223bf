"""Page history from git: the last commit that touched each page file, and the pages git saw
move (spec/005-ingest.md, "Page history").

One ``git log --name-status -M`` pass per run, over the commits since the history the live
index recorded (``previous.head..HEAD``), or over the whole history when there is none or when
the recorded head is no longer an ancestor (a force-push): never one process per file. The
result is a pure function of HEAD, however many syncs led there, so a range pass and a full
pass agree. A source that is not a git work tree (a plain directory) has no history: None,
and the pages' ``last_commit``/``last_modified`` stay empty.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from docs_core.ids import InvalidIdError, page_id_from_path

from docs_ingest.gitsource import GitCheckout

__all__ = [
    "HEAD_FIELD",
    "FileChange",
    "History",
    "changed_paths",
    "decode_history",
    "encode_history",
    "read_history",
]

HEAD_FIELD = ":head"
"""Field of the stored history holding the commit it describes; site paths never start with ':'."""

_CONTENT = "content/"
_GONE = None


@dataclass(frozen=True, slots=True)
class FileChange:
    """The last commit that touched a file and its author date (epoch seconds)."""

    commit: str
    time: int

    @property
    def iso(self) -> str:
        """The author date in ISO 8601, UTC (as the index's ``indexed_at``); "" for a date no
        calendar holds (a commit dated the year 11,000 skipped the pages it touched, ING-110)."""
        try:
            return datetime.fromtimestamp(self.time, UTC).isoformat()
        except (OverflowError, OSError, ValueError):
            return ""


@dataclass(frozen=True)
class History:
    """What git says about the page files at ``head``."""

    head: str
    files: Mapping[str, FileChange] = field(default_factory=dict)
    """Site path (``content/...md``) -> its last change."""
    moves: Mapping[str, str] = field(default_factory=dict)
    """Old page id -> the page id it moved to, chains already followed (A->B, B->C: A->C)."""

    def last_change(self, paths: Iterable[str]) -> FileChange | None:
        """The latest change among ``paths`` (a page file and the embeds it pulls in)."""
        found = [self.files[p] for p in paths if p in self.files]
        return max(found, key=lambda c: (c.time, c.commit)) if found else None

    def digest(self) -> str:
        """One hash over every file's change and every move, for the source fingerprint."""
        h = hashlib.sha256()
        for path in sorted(self.files):
            change = self.files[path]
            h.update(f"{path}\0{change.commit}\0{change.time}\n".encode())
        for old in sorted(self.moves):
            h.update(f">{old}\0{self.moves[old]}\n".encode())
        return h.hexdigest()


def _page_id(path: str) -> str | None:
    try:
        return page_id_from_path(path)
    except InvalidIdError:
        return None


def _parse_log(text: str) -> tuple[dict[str, FileChange | None], list[tuple[str, str]]]:
    """Per page file, its newest change in the log (None: deleted or moved away), and the
    renames newest first, as ``(old path, new path)``."""
    latest: dict[str, FileChange | None] = {}
    renames: list[tuple[str, str]] = []
    for block in text.split("\x01"):
        header, _, rest = block.partition("\0")
        if not header:
            continue
        commit, _, stamp = header.partition(" ")
        change = FileChange(commit, int(stamp))
        tokens = rest.lstrip("\n").split("\0")
        i = 0
        while i < len(tokens):
            status = tokens[i]
            if not status:
                i += 1
                continue
            if status[0] in "RC":
                old, new = tokens[i + 1], tokens[i + 2]
                i += 3
                latest.setdefault(new, change)
                if status[0] == "R":
                    latest.setdefault(old, _GONE)
                    renames.append((old, new))
                continue
            path = tokens[i + 1]
            i += 2
            latest.setdefault(path, _GONE if status[0] == "D" else change)
    return latest, renames


def _moved(base: Mapping[str, str], renames: list[tuple[str, str]]) -> dict[str, str]:
    """``base`` plus ``renames`` (newest first) as page ids, every chain followed to its end."""
    moves = dict(base)
    sources: dict[str, set[str]] = {}
    for before, after in moves.items():
        sources.setdefault(after, set()).add(before)
    for old_path, new_path in reversed(renames):
        old, new = _page_id(old_path), _page_id(new_path)
        if old is None or new is None or old == new:
            continue
        for earlier in sources.pop(old, set()) | {old}:
            moves[earlier] = new
            sources.setdefault(new, set()).add(earlier)
    return {before: after for before, after in moves.items() if before != after}


def read_history(
    root: Path, previous: History | None = None, *, timeout: float = 600.0
) -> History | None:
    """The history of the git work tree at ``root`` (None for a plain directory), reading
    only the commits since ``previous.head`` when that is an ancestor of HEAD."""
    git = GitCheckout(root, timeout=timeout)
    head = git.head()
    if head is None:
        return None
    if previous is not None and previous.head == head:
        return previous
    incremental = (
        previous is not None and bool(previous.head) and git.is_ancestor(previous.head, head)
    )
    base = previous if incremental and previous is not None else History(head)
    revisions = f"{base.head}..{head}" if incremental else head
    latest, renames = _parse_log(git.log_names(revisions, _CONTENT))
    files = dict(base.files)
    for path, change in latest.items():
        if not path.endswith(".md"):
            continue
        if change is _GONE:
            files.pop(path, None)
        else:
            files[path] = change
    return History(head, files, _moved(base.moves, renames))


def changed_paths(old: History | None, new: History | None) -> set[str]:
    """Site paths whose last change differs between two histories (every path of the one
    present when the other is None)."""
    before = old.files if old is not None else {}
    after = new.files if new is not None else {}
    return {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)}


def encode_history(history: History) -> tuple[dict[str, str], dict[str, str]]:
    """The two hashes a version stores: files (with ``HEAD_FIELD``) and redirects."""
    files = {path: f"{c.commit} {c.time}" for path, c in history.files.items()}
    files[HEAD_FIELD] = history.head
    return files, dict(history.moves)


def decode_history(files: Mapping[str, str], redirects: Mapping[str, str]) -> History | None:
    """Inverse of :func:`encode_history`; None when nothing was stored (a plain directory)."""
    raw = dict(files)
    head = raw.pop(HEAD_FIELD, None)
    if head is None:
        return None
    parsed: dict[str, FileChange] = {}
    for path, value in raw.items():
        commit, _, stamp = value.partition(" ")
        parsed[path] = FileChange(commit, int(stamp))
    return History(head, parsed, dict(redirects))
