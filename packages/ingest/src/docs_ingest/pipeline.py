"""``run_ingest``: source checkout -> records -> embeddings -> every target Redis
(spec/005-ingest.md). The CLI and ``docs-mcp up`` both call it.

Three depths of work, chosen per run from what the live version recorded about its sources
(file hashes, the code fingerprint, url overrides):
- ``none``: every input file and the code are unchanged; only the meta's freshness is written.
- ``changed``: only ordinary pages changed (no config.toml, embed or ``_index.md`` change, no
  ``url`` override change): just those files are read and rendered, and the diff is limited to
  their pages.
- ``all``: everything is re-read; the diff against the live manifests still writes only what
  changed (or a new version when the diff is large or the schema/model changed).
"""

from __future__ import annotations

import hashlib
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import docs_core
import numpy as np
import redis
from docs_core.embedding import EMBEDDING_DIM, EMBEDDING_MODEL, Embedder, load_embedder
from docs_core.ids import InvalidIdError, page_id_from_path
from docs_core.index import IndexMeta, live_version, read_meta
from docs_core.schema import SCHEMA_VERSION, Entity
from pydantic import BaseModel, Field

from docs_ingest.chunking import ChunkingConfig
from docs_ingest.errors import BuildError, RedisTargetError
from docs_ingest.hugo import CONFIG_FILE, Site, load_site, source_inventory
from docs_ingest.hugo import source_commit as read_source_commit
from docs_ingest.progress import Reporter
from docs_ingest.records import BuiltRecord, build_page, embed_key
from docs_ingest.shortcodes import RenderContext, count_leftovers, render
from docs_ingest.writer import (
    Diff,
    SourceState,
    apply_diff,
    cached_vectors,
    cleanup_unpublished,
    compute_diff,
    full_build,
    read_manifest,
    read_source_state,
    store_vectors,
    touch_meta,
)

__all__ = ["IngestOptions", "IngestSummary", "run_ingest"]

Mode = Literal["full", "incremental", "unchanged"]
ParseDepth = Literal["none", "changed", "all"]
_CODE_MODULES = ("ids.py", "schema.py", "taxonomy.py", "embedding.py")


@dataclass(frozen=True)
class IngestOptions:
    chunking: ChunkingConfig = field(default_factory=ChunkingConfig)
    incremental_max_records: int = 2000
    """A diff larger than this rebuilds a new version instead of patching the live one."""
    embed_batch: int = 256
    force_full: bool = False


class FileIssue(BaseModel):
    path: str
    reason: str
    detail: str = ""


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
    targets: list[TargetResult]
    seconds: dict[str, float]


@dataclass
class _Target:
    client: redis.Redis
    live: int | None
    meta: IndexMeta | None
    state: SourceState | None
    dropped: list[int]
    mode: Mode = "full"
    diff: Diff = field(default_factory=Diff)

    def compatible(self, force_full: bool) -> bool:
        return (
            not force_full
            and self.live is not None
            and self.meta is not None
            and self.meta.schema_version == SCHEMA_VERSION
            and self.meta.model == EMBEDDING_MODEL
            and self.meta.dim == EMBEDDING_DIM
        )


@dataclass
class _Parsed:
    records: list[BuiltRecord]
    site: Site | None
    ctx: RenderContext | None
    leftovers: int = 0
    scope: set[str] | None = None


@contextmanager
def _timed(seconds: dict[str, float], stage: str) -> Iterator[None]:
    start = time.perf_counter()
    try:
        yield
    finally:
        seconds[stage] = round(seconds.get(stage, 0.0) + time.perf_counter() - start, 3)


def _code_fingerprint(chunking: ChunkingConfig) -> str:
    """Changes whenever the code that turns sources into records changes."""
    digest = hashlib.sha256(repr(chunking).encode())
    core = Path(docs_core.__file__).parent
    files = sorted(Path(__file__).parent.glob("*.py")) + [core / name for name in _CODE_MODULES]
    for path in files:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def _fingerprint(code: str, inventory: dict[str, str]) -> str:
    digest = hashlib.sha256(f"{SCHEMA_VERSION}\0{EMBEDDING_MODEL}\0{code}\n".encode())
    for rel in sorted(inventory):
        digest.update(f"{rel}\0{inventory[rel]}\n".encode())
    return digest.hexdigest()


def _changed_files(old: dict[str, str], new: dict[str, str]) -> set[str]:
    return {rel for rel in old.keys() | new.keys() if old.get(rel) != new.get(rel)}


def _needs_everything(changed: set[str]) -> bool:
    return any(
        rel == CONFIG_FILE or rel.startswith("content/embeds/") or rel.endswith("/_index.md")
        for rel in changed
    )


def _page_ids(rels: set[str]) -> set[str]:
    out = set()
    for rel in rels:
        if rel.endswith(".md"):
            try:
                out.add(page_id_from_path(rel))
            except InvalidIdError:
                continue
    return out


def _parse(
    source: Path,
    only: set[str] | None,
    known: dict[str, str | None] | None,
    options: IngestOptions,
    reporter: Reporter,
) -> _Parsed:
    site = load_site(source, only=only)
    if known is None:
        known = {
            p.page_id: (str(p.front["url"]) if p.front.get("url") else None) for p in site.pages
        }
    ctx = RenderContext(site.content_dir, site.params, known)
    records: list[BuiltRecord] = []
    leftovers = 0
    with reporter.task("parse", len(site.pages)) as advance:
        for page in site.pages:
            body = render(page.body, page_id=page.page_id, rel_path=page.rel_path, ctx=ctx)
            built = build_page(page, body, options.chunking, last_commit=site.source_commit)
            leftovers += count_leftovers(body)
            records.extend(built.records())
            advance(1)
    return _Parsed(records, site, ctx, leftovers)


def _urls_of(parsed: _Parsed) -> dict[str, str]:
    assert parsed.site is not None
    return {p.page_id: str(p.front["url"]) for p in parsed.site.pages if p.front.get("url")}


def _overrides_changed(parsed: _Parsed, state: SourceState, changed: set[str]) -> bool:
    assert parsed.site is not None
    published = {p.page_id: p for p in parsed.site.pages}
    for page_id in _page_ids(changed):
        page = published.get(page_id)
        new = str(page.front["url"]) if page is not None and page.front.get("url") else None
        if new != state.urls.get(page_id):
            return True
    return False


def _embed_missing(
    targets: Sequence[_Target], embedder: Embedder | None, batch: int, reporter: Reporter
) -> tuple[dict[str, bytes], int, int]:
    needed: dict[str, str] = {}
    for target in targets:
        for record in target.diff.upserts:
            needed.setdefault(embed_key(record.embed_input), record.embed_input)
    if not needed:
        return {}, 0, 0
    primary = targets[0].client
    vectors = cached_vectors(primary, list(needed))
    missing = sorted((k for k in needed if k not in vectors), key=lambda k: len(needed[k]))
    if missing:
        model = embedder if embedder is not None else load_embedder()
        with reporter.task("embed", len(missing)) as advance:
            for start in range(0, len(missing), batch):
                keys = missing[start : start + batch]
                matrix = np.asarray(model.embed([needed[k] for k in keys]), dtype=np.float32)
                fresh = {k: matrix[i].tobytes() for i, k in enumerate(keys)}
                for target in targets:
                    store_vectors(target.client, fresh)
                vectors.update(fresh)
                advance(len(keys))
    for target in targets[1:]:
        store_vectors(target.client, {k: vectors[k] for k in needed})
    return vectors, len(missing), len(needed) - len(missing)


def _counts_after(target: _Target, manifest: dict[Entity, dict[str, str]]) -> dict[str, int]:
    ids = {entity: set(entries) for entity, entries in manifest.items()}
    for entity, rid in target.diff.deletes:
        ids[entity].discard(rid)
    for record in target.diff.upserts:
        ids[record.entity].add(record.id)
    return {
        "pages": len(ids[Entity.PAGE]),
        "chunks": len(ids[Entity.CHUNK]),
        "commands": len(ids[Entity.COMMAND]),
    }


def _counts_of(records: Sequence[BuiltRecord]) -> dict[str, int]:
    by_entity = Counter(r.entity for r in records)
    return {
        "pages": by_entity[Entity.PAGE],
        "chunks": by_entity[Entity.CHUNK],
        "commands": by_entity[Entity.COMMAND],
    }


def run_ingest(
    source: Path,
    clients: Sequence[redis.Redis],
    *,
    progress: bool = False,
    options: IngestOptions | None = None,
    embedder: Embedder | None = None,
) -> IngestSummary:
    """Ingest the Hugo checkout ``source`` into every Redis in ``clients`` (the first holds the
    embedding cache used for look-ups; all receive the same records)."""
    options = options or IngestOptions()
    if not clients:
        raise RedisTargetError("no Redis target given")
    for client in clients:
        try:
            client.ping()
        except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
            raise RedisTargetError(f"Redis target is unreachable: {exc}") from exc
    reporter = Reporter(enabled=progress)
    seconds: dict[str, float] = {}
    started = time.perf_counter()

    with _timed(seconds, "scan"):
        inventory = source_inventory(source)
        code = _code_fingerprint(options.chunking)
        fingerprint = _fingerprint(code, inventory)

    with _timed(seconds, "plan"):
        targets = []
        for client in clients:
            dropped = cleanup_unpublished(client)
            live = live_version(client)
            meta = read_meta(client, live) if live is not None else None
            state = read_source_state(client, live) if live is not None else None
            targets.append(_Target(client, live, meta, state, dropped))
        depth: ParseDepth = "none"
        changed: set[str] = set()
        for target in targets:
            if not target.compatible(options.force_full):
                depth = "all"
            elif target.meta is not None and target.meta.fingerprint == fingerprint:
                continue
            elif target.state is None or target.state.code != code:
                depth = "all"
            else:
                changed |= _changed_files(target.state.files, inventory)
                depth = "changed" if depth == "none" else depth
        if depth == "changed" and _needs_everything(changed):
            depth = "all"

    with _timed(seconds, "parse"):
        parsed = _Parsed([], None, None)
        reference = next((t.state for t in targets if t.state is not None), None)
        if depth == "changed" and reference is not None:
            known: dict[str, str | None] = dict.fromkeys(_page_ids(set(inventory)))
            known.update(reference.urls)
            wanted = {rel for rel in changed if rel in inventory}
            parsed = _parse(source, wanted, known, options, reporter)
            parsed.scope = _page_ids(changed)
            if _overrides_changed(parsed, reference, changed):
                depth = "all"
        if depth == "all":
            parsed = _parse(source, None, None, options, reporter)
        if depth == "all":
            urls = _urls_of(parsed)
        elif reference is not None:
            deleted = _page_ids({rel for rel in changed if rel not in inventory})
            urls = {k: v for k, v in reference.urls.items() if k not in deleted}
        else:
            urls = {}
        state = SourceState(inventory, code, urls)

    counts: dict[str, int] = _counts_of(parsed.records)
    with _timed(seconds, "plan"):
        for target in targets:
            if depth == "none" or (
                target.meta is not None
                and target.meta.fingerprint == fingerprint
                and target.compatible(options.force_full)
            ):
                target.mode = "unchanged"
                if target.meta is not None:
                    counts = dict(target.meta.counts)
                continue
            if not target.compatible(options.force_full):
                target.mode, target.diff = "full", Diff(upserts=list(parsed.records))
                continue
            assert target.live is not None
            manifest = read_manifest(target.client, target.live)
            target.diff = compute_diff(parsed.records, manifest, scope=parsed.scope)
            if target.diff.size > options.incremental_max_records:
                target.mode, target.diff = "full", Diff(upserts=list(parsed.records))
            else:
                target.mode = "incremental"
                if parsed.scope is not None:
                    counts = _counts_after(target, manifest)

    with _timed(seconds, "embed"):
        vectors, embedded, reused = _embed_missing(targets, embedder, options.embed_batch, reporter)

    site = parsed.site
    commit = site.source_commit if site is not None else read_source_commit(source)
    results: list[TargetResult] = []
    with _timed(seconds, "write"):
        for target in targets:
            meta = IndexMeta(
                version=target.live or 0,
                source=str(source),
                source_commit=commit,
                indexed_at=time.time(),
                fingerprint=fingerprint,
                counts=counts,
            )
            try:
                if target.mode == "full":
                    with reporter.task("write", len(target.diff.upserts)) as advance:
                        version = full_build(
                            target.client,
                            target.diff.upserts,
                            vectors,
                            meta,
                            state,
                            on_written=advance,
                        )
                elif target.mode == "incremental":
                    assert target.live is not None
                    apply_diff(target.client, target.live, target.diff, vectors, meta, state=state)
                    version = target.live
                else:
                    assert target.live is not None
                    touch_meta(target.client, target.live, meta)
                    version = target.live
            except redis.RedisError as exc:
                raise BuildError(
                    f"writing the index failed ({exc}); the live index is unchanged"
                ) from exc
            results.append(
                TargetResult(
                    mode=target.mode,
                    version=version,
                    upserts=len(target.diff.upserts),
                    deletes=len(target.diff.deletes),
                    dropped_orphans=target.dropped,
                )
            )
    seconds["total"] = round(time.perf_counter() - started, 3)

    skipped = Counter(s.reason for s in site.skipped) if site is not None else Counter()
    issues = [*site.skipped, *site.warnings] if site is not None else []
    problems = [
        FileIssue(path=s.rel_path, reason=s.reason, detail=s.detail)
        for s in issues
        if s.reason in ("broken_front_matter", "front_matter_recovered", "invalid_path")
    ]
    unknown = parsed.ctx.unknown if parsed.ctx is not None else []
    return IngestSummary(
        source=str(source),
        source_commit=commit,
        parse=depth,
        files_seen=sum(1 for rel in inventory if rel.endswith(".md")),
        files_changed=len(changed) if depth != "all" else len(inventory),
        pages_published=counts["pages"],
        skipped=dict(sorted(skipped.items())),
        problems=problems,
        chunks=counts["chunks"],
        commands=counts["commands"],
        embedded=embedded,
        reused=reused,
        unknown_shortcodes=[
            FileIssue(path=p, reason="unknown_shortcode", detail=n) for p, n in unknown
        ],
        leftover_openers=parsed.leftovers,
        targets=results,
        seconds=seconds,
    )
