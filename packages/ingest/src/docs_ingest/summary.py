"""What one ingest reports: the summary printed with ``--json`` and the record counts the meta
stores (spec/005-ingest.md, Interface)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Literal

from docs_core.keys import Entity
from pydantic import BaseModel, Field

from docs_ingest.chunk_quality import ChunkQuality
from docs_ingest.hugo import Site
from docs_ingest.records import BuiltRecord
from docs_ingest.writer import Diff

__all__ = [
    "ExampleSummary",
    "FileIssue",
    "IngestSummary",
    "Mode",
    "ParseDepth",
    "TargetResult",
    "counts_after",
    "counts_of",
    "site_problems",
]

Mode = Literal["full", "incremental", "unchanged"]
ParseDepth = Literal["none", "changed", "all"]

_PROBLEM_REASONS = (
    "broken_front_matter",
    "invalid_front_matter_field",
    "render_failed",
    "front_matter_recovered",
    "invalid_path",
    "not_a_file",
    "duplicate_page_id",
    "reserved_id",
    "section_front_matter_broken",
)


class FileIssue(BaseModel):
    path: str
    reason: str
    detail: str = ""


class ExampleSummary(BaseModel):
    """What a run that read the example files made of them (spec/005, "Code examples")."""

    records: int
    by_language: dict[str, int]
    by_client: dict[str, int]
    sets: int
    steps: int
    """(set, step) pairs with at least one record."""
    shortcode_uses: int
    uses_resolved: int
    unresolved: list[FileIssue]
    """Uses that render no client tab: the page keeps its CLI text."""
    issues: list[FileIssue]
    """Example files the run could not read whole (no ``EXAMPLE:``, a step never closed...)."""


class TargetResult(BaseModel):
    mode: Mode
    version: int
    upserts: int = 0
    deletes: int = 0
    dropped_orphans: list[int] = Field(default_factory=list)


class IngestSummary(BaseModel):
    """What one ingest did; printed as JSON with ``--json``."""

    source: str
    source_commit: str
    parse: ParseDepth
    files_seen: int
    files_changed: int
    pages_published: int
    skipped: dict[str, int]
    problems: list[FileIssue]
    chunks: int
    commands: int
    embedded: int
    reused: int
    unknown_shortcodes: list[FileIssue]
    leftover_openers: int
    examples: ExampleSummary | None = None
    """None when the run read no example file (nothing changed, or only ordinary pages)."""
    chunk_quality: ChunkQuality = Field(default_factory=ChunkQuality)
    """Over the chunks this run parsed: every chunk after a full parse, none when nothing was
    read (spec/005, "Sections and windows")."""
    targets: list[TargetResult]
    seconds: dict[str, float]


def _counts(ids: Mapping[Entity, int]) -> dict[str, int]:
    counts = {
        "pages": ids.get(Entity.PAGE, 0),
        "chunks": ids.get(Entity.CHUNK, 0),
        "commands": ids.get(Entity.COMMAND, 0),
    }
    # A site without example files keeps the three counts it always had.
    if ids.get(Entity.EXAMPLE, 0):
        counts["examples"] = ids[Entity.EXAMPLE]
    return counts


def counts_of(records: Iterable[BuiltRecord]) -> dict[str, int]:
    """Pages, chunks, commands and examples among ``records``."""
    return _counts(Counter(r.entity for r in records))


def counts_after(manifest: Mapping[Entity, Mapping[str, str]], diff: Diff) -> dict[str, int]:
    """Pages, chunks, commands and examples of a version holding ``manifest`` once ``diff`` is applied."""
    ids = {entity: set(manifest.get(entity, {})) for entity in Entity}
    for entity, rid in diff.deletes:
        ids[entity].discard(rid)
    for record in diff.upserts:
        ids[record.entity].add(record.id)
    return _counts({entity: len(members) for entity, members in ids.items()})


def site_problems(site: Site) -> list[FileIssue]:
    """Files skipped or read with a problem the operator should fix in the source."""
    return [
        FileIssue(path=s.rel_path, reason=s.reason, detail=s.detail)
        for s in [*site.skipped, *site.warnings]
        if s.reason in _PROBLEM_REASONS
    ]
