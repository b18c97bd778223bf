"""Per target, what to do with its live version: how much to re-read (the parse depth shared by
all targets) and how to write (a full build, an incremental patch or nothing).

Three depths, chosen from what each live version recorded about its sources (file hashes, the
code fingerprint, url overrides):
- ``none``: every input file and the code are unchanged; only the meta's freshness is written.
- ``changed``: only ordinary pages changed (no config.toml, embed or ``_index.md`` change, no
  ``url`` override change): just those files are read and rendered, and the diff is limited to
  their pages.
- ``all``: everything is re-read; the diff against the live manifests still writes only what
  changed (or a new version when the diff is large or the schema/model changed).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import redis
from docs_core.embedding import EMBEDDING_DIM, EMBEDDING_MODEL
from docs_core.index import IndexMeta, live_version, read_meta
from docs_core.schema import SCHEMA_VERSION

from docs_ingest.client_methods import command_page_of
from docs_ingest.errors import IngestError
from docs_ingest.fingerprint import changed_files, needs_everything, page_ids
from docs_ingest.history import History, changed_paths
from docs_ingest.parse import Parsed
from docs_ingest.summary import Mode, ParseDepth, counts_after, counts_of
from docs_ingest.writer import (
    Diff,
    SourceState,
    cleanup_unpublished,
    compute_diff,
    read_manifest,
    read_source_state,
)

__all__ = [
    "LiveIndex",
    "Target",
    "check_shrink",
    "open_target",
    "parse_depth",
    "plan_writes",
    "unreadable_files",
    "unreadable_pages",
]

SHRINK_PAGES = 50
SHRINK_SHARE = 0.1
"""A write may drop at most this many pages, or this share of the live ones if more, before it
is refused (ING-101): a broken ``_index.md`` hides its whole section, and one in ``operate/``
would have taken 2,500 of 5,827 pages out of the served index."""
_UNREADABLE = frozenset({"broken_front_matter", "section_front_matter_broken", "render_failed"})


@dataclass(frozen=True)
class LiveIndex:
    """What a target's live version recorded (all None when it has none)."""

    version: int | None = None
    meta: IndexMeta | None = None
    state: SourceState | None = None

    def compatible(self, force_full: bool) -> bool:
        """Whether it can be patched: same schema, model and dimension, and no --full."""
        return (
            not force_full
            and self.version is not None
            and self.meta is not None
            and self.meta.schema_version == SCHEMA_VERSION
            and self.meta.model == EMBEDDING_MODEL
            and self.meta.dim == EMBEDDING_DIM
        )

    def has_fingerprint(self, fingerprint: str) -> bool:
        return self.meta is not None and self.meta.fingerprint == fingerprint


@dataclass
class Target:
    client: redis.Redis
    live: LiveIndex
    dropped: list[int]
    """Unpublished versions dropped at the start of the run."""
    mode: Mode = "full"
    diff: Diff = field(default_factory=Diff)


def open_target(client: redis.Redis) -> Target:
    """Drop what a crashed run left behind, then read the live version's meta and sources."""
    dropped = cleanup_unpublished(client)
    version = live_version(client)
    if version is None:
        return Target(client, LiveIndex(), dropped)
    live = LiveIndex(version, read_meta(client, version), read_source_state(client, version))
    return Target(client, live, dropped)


def parse_depth(
    lives: Sequence[LiveIndex],
    fingerprint: str,
    code: str,
    inventory: Mapping[str, str],
    *,
    force_full: bool,
    history: History | None = None,
) -> tuple[ParseDepth, set[str]]:
    """The least every target needs re-read, and the files changed since their live versions
    (in content, or in the git history their pages show)."""
    depth: ParseDepth = "none"
    changed: set[str] = set()
    for live in lives:
        if not live.compatible(force_full):
            depth = "all"
        elif live.has_fingerprint(fingerprint):
            continue
        elif live.state is None or live.state.code != code:
            depth = "all"
        else:
            changed |= changed_files(live.state.files, inventory)
            changed |= changed_paths(live.state.history, history)
            depth = "changed" if depth == "none" else depth
    # A command's mapping file is read with its page: a change to one re-reads the other.
    pages = {command_page_of(rel) for rel in changed}
    changed |= {page for page in pages if page is not None and page in inventory}
    if depth == "changed" and needs_everything(changed):
        depth = "all"
    return depth, changed


def plan_writes(
    targets: Sequence[Target],
    parsed: Parsed,
    depth: ParseDepth,
    fingerprint: str,
    *,
    force_full: bool,
    incremental_max_records: int,
) -> dict[str, int]:
    """Set each target's mode and diff; return the record counts the index holds afterwards."""
    counts = counts_of(parsed.records)
    kept = unreadable_pages(parsed)
    for target in targets:
        live = target.live
        if depth == "none" or (live.has_fingerprint(fingerprint) and live.compatible(force_full)):
            target.mode = "unchanged"
            if live.meta is not None:
                counts = dict(live.meta.counts)
            continue
        if not live.compatible(force_full):
            target.mode, target.diff = "full", Diff(upserts=list(parsed.records))
            continue
        assert live.version is not None
        manifest = read_manifest(target.client, live.version)
        target.diff = compute_diff(parsed.records, manifest, scope=parsed.scope, kept=kept)
        # A new version is built from a whole parse only: a partial one holds just the pages
        # that changed, and a version of them alone would drop every other page (ING-101).
        if target.diff.size > incremental_max_records and parsed.scope is None:
            target.mode, target.diff = "full", Diff(upserts=list(parsed.records))
        else:
            target.mode = "incremental"
            if parsed.scope is not None or kept:
                counts = counts_after(manifest, target.diff)
    return counts


def unreadable_files(parsed: Parsed) -> frozenset[str]:
    """The files (``content/...``) this run could not read or render. They are left out of the
    source state the run records, so the next run reads and reports them again (ING-101)."""
    skipped = parsed.site.skipped if parsed.site is not None else []
    return frozenset(file.rel_path for file in skipped if file.reason in _UNREADABLE)


def unreadable_pages(parsed: Parsed) -> frozenset[str]:
    """Page ids of ``unreadable_files``: a patch keeps what the index holds of them rather than
    deleting it (ING-101)."""
    return frozenset(page_ids(unreadable_files(parsed)))


def check_shrink(targets: Sequence[Target], counts: Mapping[str, int], *, allowed: bool) -> None:
    """Refuse, before anything is embedded or written, a write that would leave the index with
    no page or with far fewer than it serves (``SHRINK_PAGES``, ``SHRINK_SHARE``), unless
    ``allowed`` (ING-101)."""
    after = counts.get("pages", 0)
    for target in targets:
        if allowed or target.mode == "unchanged":
            continue
        meta = target.live.meta
        before = meta.counts.get("pages", 0) if meta is not None else 0
        if after == 0:
            raise IngestError(
                "the source yields no publishable page (see the skipped files); nothing was "
                "written. --allow-shrink writes it anyway"
            )
        if before - after > max(SHRINK_PAGES, SHRINK_SHARE * before):
            raise IngestError(
                f"this run would leave {after} of the {before} pages the live index serves; "
                "nothing was written (see the skipped files). --allow-shrink writes it anyway"
            )
