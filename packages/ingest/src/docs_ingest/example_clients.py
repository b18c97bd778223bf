"""The client table of the code-example tabs (spec/005, "Code examples").

Identity comes from ``build/example-test-harness/clients.tsv`` (tab label, component,
API-mapping client id, ``local_examples`` folder names) joined with
``data/components/<component>.json`` (name, language, repository, where the client repository
keeps its examples). Which tab a ``local_examples`` file feeds is the build's rule
(``build/local_examples.py``): its extension, a few path substrings, and for C# its imports.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from docs_ingest.hugo import inside_checkout

__all__ = [
    "CLIENTS_TSV",
    "ExampleClient",
    "component_problems",
    "first_line",
    "load_clients",
    "local_label",
    "passes_content_filter",
]

CLIENTS_TSV = Path("build/example-test-harness/clients.tsv")
_COMPONENTS = Path("data/components")


@dataclass(frozen=True)
class ExampleClient:
    """One tab of a ``clients-example``: who wrote the code and where it comes from."""

    key: str
    """The clients.tsv key (``redis-py``, ``go-redis``, ``lettuce-async``): id-safe."""
    label: str
    """The tab label (``Python``, ``C#-Sync (SE.Redis)``): what the page and ``lang_filter`` use."""
    component: str
    mapping_id: str | None
    local_dirs: tuple[str, ...]
    name: str
    language: str
    repository: str
    examples_path: str
    pattern: str
    content_filter: dict[str, str] | None


def _tsv_rows(path: Path) -> list[list[str]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rows.append(line.split("\t"))
    return rows


def _read_component(root: Path, component: str) -> tuple[dict[str, Any], str | None]:
    """A component file's object and, for a file that exists but is no JSON object, what is
    wrong with it; a missing file is no problem (its client has no data from it)."""
    try:
        path = root / _COMPONENTS / f"{component}.json"
        # A component named "../../x" in clients.tsv, or a linked file, reads no file outside
        # data/components (ING-110).
        folder = root / _COMPONENTS
        inside = inside_checkout(folder, root) and path.resolve().is_relative_to(folder.resolve())
        if not inside or path.is_symlink():
            return {}, "not a file of data/components"
        if not path.is_file():
            return {}, None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as error:
        return {}, first_line(error)
    return (data, None) if isinstance(data, dict) else ({}, "not a JSON object")


def _component(root: Path, component: str) -> dict[str, Any]:
    return _read_component(root, component)[0]


def component_problems(root: Path) -> list[tuple[str, str]]:
    """(path, what is wrong) of each component file of the client table that exists but is no
    JSON object: its client then has no label, language or repository from it."""
    tsv = root / CLIENTS_TSV
    names = [r[2] for r in _tsv_rows(tsv) if len(r) >= 5] if tsv.is_file() else []
    found = []
    for name in dict.fromkeys(names):
        problem = _read_component(root, name)[1]
        if problem is not None:
            found.append((str(_COMPONENTS / f"{name}.json")[:200], problem))
    return found


def first_line(error: Exception) -> str:
    """An error's first line, at most 200 characters: what a run summary shows of it."""
    return (str(error).splitlines() or [type(error).__name__])[0][:200]


_CLIENT_KEY = re.compile(r"[a-z0-9][a-z0-9_.-]{0,39}", re.IGNORECASE)


def load_clients(root: Path) -> list[ExampleClient]:
    """Every client in the docs' tab order (clients.tsv order, which is config.toml's)."""
    tsv = root / CLIENTS_TSV
    if tsv.is_file():
        rows = [(r[0], r[1], r[2], r[3], r[4]) for r in _tsv_rows(tsv) if len(r) >= 5]
    else:
        index = _component(root, "index").get("clients", [])
        rows = [(c, "", c, c, "") for c in index if isinstance(c, str)]
    clients = []
    for key, display, component, mapping, dirs in rows:
        if not _CLIENT_KEY.fullmatch(key):
            # The key is an id segment (examples/<set>/<step>/<key>): "redis py#x/../y" would
            # publish ids that never fetch (ING-110).
            continue
        data = _component(root, component)
        examples = data.get("examples") or {}
        repository = (data.get("repository") or {}).get("git_uri", "")
        clients.append(
            ExampleClient(
                key=key,
                label=display or str(data.get("label", component)),
                component=component,
                mapping_id=None if mapping == "-" else mapping,
                local_dirs=tuple(d for d in dirs.split("|") if d),
                name=str(data.get("name", key)),
                language=str(data.get("language", "")),
                repository=str(repository),
                examples_path=str(examples.get("path", "")),
                pattern=str(examples.get("pattern", "")),
                content_filter=examples.get("content_filter"),
            )
        )
    return clients


_LABEL_BY_SUFFIX = {
    ".py": "Python",
    ".js": "Node.js",
    ".go": "Go",
    ".c": "C",
    ".h": "C",
    ".java": "Java-Sync",
    ".php": "PHP",
    ".rb": "Ruby",
    ".rs": "Rust-Sync",
}
_PATH_OVERRIDES: dict[str, tuple[tuple[str, str], ...]] = {
    ".js": (("ioredis", "ioredis"),),
    ".java": (
        ("lettuce-sync", "Lettuce-Sync"),
        ("lettuce-async", "Java-Async"),
        ("lettuce-reactive", "Java-Reactive"),
    ),
    ".rs": (("rust-async", "Rust-Async"), ("rust-sync", "Rust-Sync")),
}


def _uses_nredisstack(text: str) -> bool:
    return any(
        "using NRedisStack" in line and "using NRedisStack.Tests" not in line
        for line in text.splitlines()
    )


def local_label(source_path: str, text: str) -> str | None:
    """The tab a ``local_examples`` file feeds, by the build's rule (None: not an example type).

    ``source_path`` is the path as the build sees it (``local_examples/...``): the substring
    checks run on the whole of it, case-sensitively.
    """
    suffix = Path(source_path).suffix.lower()
    if suffix == ".cs":
        variant = "Async" if "async" in source_path else "Sync"
        client = "NRedisStack" if _uses_nredisstack(text) else "SE.Redis"
        return f"C#-{variant} ({client})"
    for needle, label in _PATH_OVERRIDES.get(suffix, ()):
        if needle in source_path:
            return label
    return _LABEL_BY_SUFFIX.get(suffix)


def passes_content_filter(text: str, content_filter: dict[str, str] | None) -> bool:
    """A client repository file's ``content_filter`` test, as the build applies it."""
    if not content_filter:
        return True
    lines = text.splitlines()
    excluded = content_filter.get("exclude_line_contains")

    def counts(line: str, needle: str) -> bool:
        return needle in line and (excluded is None or excluded not in line)

    contains = content_filter.get("contains")
    if contains and not any(counts(line, contains) for line in lines):
        return False
    not_contains = content_filter.get("not_contains")
    return not (not_contains and any(counts(line, not_contains) for line in lines))
