"""``run_ingest``: source checkout -> records -> embeddings -> every target Redis
(spec/005-ingest.md). The CLI and ``docs-mcp up`` both call it."""

from __future__ import annotations

import hashlib
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import numpy as np
import redis
from docs_core.embedding import EMBEDDING_MODEL, Embedder, load_embedder
from docs_core.index import IndexMeta, live_version, read_meta
from docs_core.schema import SCHEMA_VERSION
from pydantic import BaseModel, Field

from docs_ingest.chunking import ChunkingConfig
from docs_ingest.errors import BuildError, RedisTargetError
from docs_ingest.hugo import load_site
from docs_ingest.progress import Reporter
from docs_ingest.records import BuiltRecord, build_page, embed_key
from docs_ingest.shortcodes import RenderContext, count_leftovers, render
from docs_ingest.writer import (
    Diff,
    apply_diff,
    cached_vectors,
    cleanup_unpublished,
    compute_diff,
    full_build,
    read_manifest,
    store_vectors,
    touch_meta,
)

__all__ = ["IngestOptions", "IngestSummary", "run_ingest"]

Mode = Literal["full", "incremental", "unchanged"]


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
    files_seen: int
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
class _Plan:
    client: redis.Redis
    mode: Mode
    live: int | None
    diff: Diff


@contextmanager
def _timed(seconds: dict[str, float], stage: str) -> Iterator[None]:
    start = time.perf_counter()
    try:
        yield
    finally:
        seconds[stage] = round(seconds.get(stage, 0.0) + time.perf_counter() - start, 3)


def _fingerprint(records: Sequence[BuiltRecord]) -> str:
    digest = hashlib.sha256()
    for record in sorted(records, key=lambda r: (r.entity.value, r.id)):
        digest.update(f"{record.entity.value}\0{record.id}\0{record.content_hash}\n".encode())
    return digest.hexdigest()


def _plan(
    client: redis.Redis, records: Sequence[BuiltRecord], fingerprint: str, options: IngestOptions
) -> _Plan:
    live = live_version(client)
    meta = read_meta(client, live) if live is not None else None
    compatible = (
        meta is not None
        and meta.schema_version == SCHEMA_VERSION
        and meta.model == EMBEDDING_MODEL
        and not options.force_full
    )
    if live is None or meta is None or not compatible:
        return _Plan(client, "full", live, Diff(upserts=list(records)))
    if meta.fingerprint == fingerprint:
        return _Plan(client, "unchanged", live, Diff())
    diff = compute_diff(records, read_manifest(client, live))
    if diff.size == 0:
        return _Plan(client, "unchanged", live, diff)
    if diff.size > options.incremental_max_records:
        return _Plan(client, "full", live, Diff(upserts=list(records)))
    return _Plan(client, "incremental", live, diff)


def _embed_missing(
    plans: Sequence[_Plan],
    embedder: Embedder | None,
    batch: int,
    reporter: Reporter,
) -> tuple[dict[str, bytes], int, int]:
    needed: dict[str, str] = {}
    for plan in plans:
        for record in plan.diff.upserts:
            needed.setdefault(embed_key(record.embed_input), record.embed_input)
    if not needed:
        return {}, 0, 0
    primary = plans[0].client
    vectors = cached_vectors(primary, list(needed))
    missing = sorted((k for k in needed if k not in vectors), key=lambda k: len(needed[k]))
    reused = len(needed) - len(missing)
    if missing:
        model = embedder if embedder is not None else load_embedder()
        with reporter.task("embed", len(missing)) as advance:
            for start in range(0, len(missing), batch):
                keys = missing[start : start + batch]
                matrix = np.asarray(model.embed([needed[k] for k in keys]), dtype=np.float32)
                fresh = {k: matrix[i].tobytes() for i, k in enumerate(keys)}
                for plan in plans:
                    store_vectors(plan.client, fresh)
                vectors.update(fresh)
                advance(len(keys))
    for plan in plans[1:]:
        store_vectors(plan.client, {k: vectors[k] for k in needed if k in vectors})
    return vectors, len(missing), reused


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

    with _timed(seconds, "parse"):
        site = load_site(source)
        ctx = RenderContext(
            site.content_dir,
            site.params,
            {p.page_id: (str(p.front["url"]) if p.front.get("url") else None) for p in site.pages},
        )
        records: list[BuiltRecord] = []
        leftovers = 0
        pages = chunks = commands = 0
        with reporter.task("parse", len(site.pages)) as advance:
            for source_page in site.pages:
                body = render(
                    source_page.body,
                    page_id=source_page.page_id,
                    rel_path=source_page.rel_path,
                    ctx=ctx,
                )
                leftovers += count_leftovers(body)
                built = build_page(
                    source_page, body, options.chunking, last_commit=site.source_commit
                )
                leftovers += sum(count_leftovers(c.record.text) for c in built.chunks)  # type: ignore[attr-defined]
                records.extend(built.records())
                pages += 1
                chunks += len(built.chunks)
                commands += built.command is not None
                advance(1)
        fingerprint = _fingerprint(records)

    with _timed(seconds, "plan"):
        dropped = {id(c): cleanup_unpublished(c) for c in clients}
        plans = [_plan(c, records, fingerprint, options) for c in clients]

    with _timed(seconds, "embed"):
        vectors, embedded, reused = _embed_missing(plans, embedder, options.embed_batch, reporter)

    meta_counts = {"pages": pages, "chunks": chunks, "commands": commands}
    targets: list[TargetResult] = []
    with _timed(seconds, "write"):
        for plan in plans:
            meta = IndexMeta(
                version=plan.live or 0,
                source=str(source),
                source_commit=site.source_commit,
                indexed_at=time.time(),
                fingerprint=fingerprint,
                counts=meta_counts,
            )
            try:
                if plan.mode == "full":
                    with reporter.task("write", len(plan.diff.upserts)) as advance:
                        version = full_build(
                            plan.client, plan.diff.upserts, vectors, meta, on_written=advance
                        )
                elif plan.mode == "incremental":
                    assert plan.live is not None
                    apply_diff(plan.client, plan.live, plan.diff, vectors, meta)
                    version = plan.live
                else:
                    assert plan.live is not None
                    touch_meta(plan.client, plan.live, meta)
                    version = plan.live
            except redis.RedisError as exc:
                raise BuildError(
                    f"writing the index failed ({exc}); the live index is unchanged"
                ) from exc
            targets.append(
                TargetResult(
                    mode=plan.mode,
                    version=version,
                    upserts=len(plan.diff.upserts),
                    deletes=len(plan.diff.deletes),
                    dropped_orphans=dropped[id(plan.client)],
                )
            )
    seconds["total"] = round(time.perf_counter() - started, 3)

    skipped = Counter(s.reason for s in site.skipped)
    problems = [
        FileIssue(path=s.rel_path, reason=s.reason, detail=s.detail)
        for s in [*site.skipped, *site.warnings]
        if s.reason in ("broken_front_matter", "front_matter_recovered", "invalid_path")
    ]
    return IngestSummary(
        source=str(source),
        source_commit=site.source_commit,
        files_seen=site.files_seen,
        pages_published=pages,
        skipped=dict(sorted(skipped.items())),
        problems=problems,
        chunks=chunks,
        commands=commands,
        embedded=embedded,
        reused=reused,
        unknown_shortcodes=[
            FileIssue(path=p, reason="unknown_shortcode", detail=n) for p, n in ctx.unknown
        ],
        leftover_openers=leftovers,
        targets=targets,
        seconds=seconds,
    )
