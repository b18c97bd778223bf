"""Every code-example file of the docs, one per (set, tab), as the redis.io build selects them.

Two sources (spec/005, "Code examples"): ``local_examples/`` in the docs checkout, walked in
full, and the client repositories' example folders, which the build clones and this ingest reads
from ``--examples DIR`` (default: ``client-examples/`` beside ``content/``, laid out
``<component>/<file>``); without it only the local tabs exist. As in the build, a local file
replaces a client repository's file for the same set and tab. The catalogue only reads and
reports: nothing here writes to the index yet.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field
from pathlib import Path

from docs_ingest.example_clients import (
    ExampleClient,
    load_clients,
    local_label,
    passes_content_filter,
)
from docs_ingest.examples import (
    WHOLE_FILE_STEP,
    ExampleIssue,
    ParsedExample,
    parse_example,
    syntax_for_extension,
)
from docs_ingest.hugo import inside_checkout

__all__ = [
    "LOCAL_EXAMPLES",
    "Catalogue",
    "ExampleFile",
    "ExampleRecord",
    "build_catalogue",
    "default_examples_dir",
]

LOCAL_EXAMPLES = "local_examples"


@dataclass(frozen=True)
class ExampleRecord:
    """One (set, step, client) example: the code a page shows in that client's tab."""

    set_id: str
    step: str
    client: ExampleClient
    fence: str
    code: str
    source: str

    @property
    def id(self) -> str:
        """The proposed stable id (spec/001, proposed form): ``examples/<set>/<step>/<key>``."""
        return f"examples/{self.set_id}/{self.step}/{self.client.key}"


@dataclass(frozen=True)
class ExampleFile:
    """The file that feeds one tab of one set."""

    client: ExampleClient
    source: str
    local: bool
    parsed: ParsedExample
    fence: str


@dataclass
class Catalogue:
    """The winning file per (set, tab label), what it replaced, and every issue met."""

    clients: list[ExampleClient]
    files: dict[tuple[str, str], ExampleFile] = field(default_factory=dict)
    replaced: list[tuple[str, str]] = field(default_factory=list)
    """(local source, client repository source it replaced)."""
    issues: list[ExampleIssue] = field(default_factory=list)

    def file_for(self, set_id: str, label: str) -> ExampleFile | None:
        return self.files.get((set_id, label))

    @property
    def set_ids(self) -> set[str]:
        return {set_id for set_id, _ in self.files}

    def records(self) -> list[ExampleRecord]:
        """One record per (set, step, client) in set, then tab, then file order."""
        order = {client.label: index for index, client in enumerate(self.clients)}
        out: list[ExampleRecord] = []
        for (set_id, _label), file in sorted(
            self.files.items(), key=lambda item: (item[0][0], order.get(item[0][1], 99))
        ):
            parsed = file.parsed
            steps = parsed.steps or ({WHOLE_FILE_STEP: parsed.whole} if parsed.whole else {})
            for step, code in steps.items():
                if code.strip():
                    out.append(
                        ExampleRecord(set_id, step, file.client, file.fence, code, file.source)
                    )
        return out


def default_examples_dir(root: Path) -> Path | None:
    """``client-examples/`` beside ``content/`` when present, and a real folder of the
    checkout (ING-110)."""
    candidate = root / "client-examples"
    return candidate if candidate.is_dir() and inside_checkout(candidate, root) else None


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace")


def _parse_file(path: Path, shown: str) -> tuple[ParsedExample, str] | None:
    syntax = syntax_for_extension(path.suffix)
    if syntax is None:
        return None
    return parse_example(_read(path), path=shown, syntax=syntax), syntax.fence


def _remote_files(catalogue: Catalogue, examples_dir: Path, shown_root: str) -> None:
    for client in catalogue.clients:
        folder = examples_dir / client.component
        if not folder.is_dir() or not client.pattern:
            continue
        for path in sorted(folder.iterdir()):
            if not path.is_file() or not fnmatch.fnmatchcase(path.name, client.pattern):
                continue
            if not _inside(path, examples_dir):
                catalogue.issues.append(ExampleIssue(str(path), 0, _OUTSIDE))
                continue
            if not passes_content_filter(_read(path), client.content_filter):
                continue
            shown = f"{shown_root}/{client.component}/{path.name}"
            parsed = _parse_file(path, shown)
            if parsed is None:
                continue
            _admit(catalogue, ExampleFile(client, shown, False, parsed[0], parsed[1]))


_OUTSIDE = "a symbolic link or a path leading out of its folder: not read"


def _inside(path: Path, folder: Path) -> bool:
    """Whether ``path`` is a file of ``folder`` itself: a symbolic link (or one in its path)
    could publish any file of the machine as example code (ING-102)."""
    return not path.is_symlink() and path.resolve().is_relative_to(folder.resolve())


def _local_files(catalogue: Catalogue, root: Path) -> None:
    by_label = {client.label: client for client in catalogue.clients}
    base = root / LOCAL_EXAMPLES
    if not base.is_dir() or not inside_checkout(base, root):
        return
    for path in sorted(p for p in base.rglob("*") if p.is_file()):
        if path.name.startswith("."):
            continue
        shown = path.relative_to(root).as_posix()
        if not _inside(path, base):
            catalogue.issues.append(ExampleIssue(shown, 0, _OUTSIDE))
            continue
        parsed = _parse_file(path, shown)
        if parsed is None:
            catalogue.issues.append(ExampleIssue(shown, 0, "not a source type the build reads"))
            continue
        label = local_label(shown, _read(path))
        client = by_label.get(label or "")
        if client is None:
            catalogue.issues.append(ExampleIssue(shown, 0, f"no client has the tab {label!r}"))
            continue
        _admit(catalogue, ExampleFile(client, shown, True, parsed[0], parsed[1]))


def _admit(catalogue: Catalogue, file: ExampleFile) -> None:
    catalogue.issues.extend(file.parsed.issues)
    set_id = file.parsed.set_id
    if set_id is None:
        return
    key = (set_id, file.client.label)
    held = catalogue.files.get(key)
    if held is not None:
        if held.local == file.local:
            catalogue.issues.append(
                ExampleIssue(
                    file.source,
                    0,
                    f"set {set_id!r} tab {file.client.label!r} already fed by {held.source}; "
                    "the build keeps whichever it reads last, this catalogue the first",
                )
            )
            return
        catalogue.replaced.append((file.source, held.source))
    catalogue.files[key] = file


def build_catalogue(root: Path, examples_dir: Path | None = None) -> Catalogue:
    """Read every example file under the docs checkout ``root`` (and ``examples_dir``)."""
    catalogue = Catalogue(clients=load_clients(root))
    remote = examples_dir if examples_dir is not None else default_examples_dir(root)
    if remote is not None:
        if remote.is_dir():
            shown_root = (
                remote.relative_to(root).as_posix()
                if remote.is_relative_to(root)
                else remote.as_posix()
            )
            _remote_files(catalogue, remote, shown_root)
        else:
            catalogue.issues.append(ExampleIssue(str(remote), 0, "examples folder not found"))
    _local_files(catalogue, root)
    return catalogue
