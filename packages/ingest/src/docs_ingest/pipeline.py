"""``run_ingest``: source checkout -> records -> embeddings -> every target Redis
(spec/005-ingest.md). The CLI calls it; ``docs-mcp up`` runs that CLI as a child process.

The stages live in their own modules: ``fingerprint`` (what changed), ``plan`` (parse depth and
write mode per target), ``parse`` (records), ``embed`` (vectors), ``writer`` (Redis) and
``summary`` (what the run reports); this module runs them in order and times them.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import redis
from docs_core.embedding import Embedder
from docs_core.index import IndexMeta, IndexNotFoundError, TransactionGuard, ensure_latest_views
from docs_core.schema import Chunk

from docs_ingest.chunk_quality import ChunkQuality, chunk_quality
from docs_ingest.chunking import ChunkingConfig
from docs_ingest.client_methods import mapping_inputs
from docs_ingest.data_tables import data_table_inputs
from docs_ingest.embed import Vectors, embed_missing
from docs_ingest.errors import BuildError, LeaseLostError, RedisTargetError, SourceError
from docs_ingest.example_records import example_inventory
from docs_ingest.example_summary import ingest_examples
from docs_ingest.fingerprint import (
    code_fingerprint,
    overrides_changed,
    page_ids,
    source_fingerprint,
)
from docs_ingest.history import History, read_history
from docs_ingest.hugo import source_commit as read_source_commit
from docs_ingest.hugo import source_inventory
from docs_ingest.lease import WriterLease
from docs_ingest.parse import Parsed, parse_all, parse_changed, url_overrides
from docs_ingest.plan import (
    Target,
    check_shrink,
    open_target,
    parse_depth,
    plan_writes,
    unreadable_files,
)
from docs_ingest.progress import Reporter
from docs_ingest.summary import (
    FileIssue,
    IngestSummary,
    ParseDepth,
    TargetResult,
    site_problems,
)
from docs_ingest.termtable import ensure_term_table
from docs_ingest.writer import SourceState, apply_diff, full_build, touch_meta

__all__ = ["IngestOptions", "IngestSummary", "SourceOrigin", "check_examples_dir", "run_ingest"]

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class IngestOptions:
    chunking: ChunkingConfig = field(default_factory=ChunkingConfig)
    incremental_max_records: int = 2000
    """A diff larger than this rebuilds a new version instead of patching the live one."""
    embed_batch: int = 256
    force_full: bool = False
    allow_shrink: bool = False
    """Write even when the index would lose most of its pages (``plan.check_shrink``)."""
    examples_dir: Path | None = None
    """The client repositories' example files (default: ``client-examples/`` beside
    ``content/`` when present)."""


@dataclass(frozen=True)
class SourceOrigin:
    """Where the checkout came from, for the meta (``docs-ingest sync`` knows; ``run`` does not)."""

    repo: str = ""
    branch: str = ""
    commit_time: float = 0.0


@contextmanager
def _timed(seconds: dict[str, float], stage: str) -> Iterator[None]:
    start = time.perf_counter()
    try:
        yield
    finally:
        seconds[stage] = round(seconds.get(stage, 0.0) + time.perf_counter() - start, 3)


def _ping(clients: Sequence[redis.Redis]) -> None:
    if not clients:
        raise RedisTargetError("no Redis target given")
    for client in clients:
        try:
            client.ping()
        except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
            raise RedisTargetError(f"Redis target is unreachable: {exc}") from exc


def _parse(
    source: Path,
    depth: ParseDepth,
    changed: set[str],
    inventory: Mapping[str, str],
    *,
    reference: SourceState | None,
    options: IngestOptions,
    reporter: Reporter,
    history: History | None,
) -> tuple[Parsed, ParseDepth, dict[str, str]]:
    """Read as little as ``depth`` allows; a changed url override widens it to ``all``.
    Returns the records, the depth actually parsed and the url overrides of the whole site."""
    if depth == "changed" and reference is not None:
        parsed = parse_changed(
            source,
            changed,
            inventory,
            known_urls=reference.urls,
            chunking=options.chunking,
            reporter=reporter,
            history=history,
            examples_dir=options.examples_dir,
        )
        if not overrides_changed(parsed.pages, reference.urls, changed):
            deleted = page_ids({rel for rel in changed if rel not in inventory})
            urls = {k: v for k, v in reference.urls.items() if k not in deleted}
            return parsed, depth, urls
        depth = "all"
    if depth == "all":
        parsed = parse_all(source, options.chunking, reporter, history, options.examples_dir)
        return parsed, depth, url_overrides(parsed.pages)
    return Parsed(), depth, dict(reference.urls) if reference is not None else {}


def _quality(parsed: Parsed) -> ChunkQuality:
    return chunk_quality(
        (r.record.page_id, r.record.text) for r in parsed.records if isinstance(r.record, Chunk)
    )


def _write(
    target: Target,
    vectors: Vectors,
    meta: IndexMeta,
    state: SourceState,
    reporter: Reporter,
    *,
    guard: TransactionGuard | None,
) -> int:
    """Carry out the target's planned write behind ``guard`` (the lease's fencing check);
    returns the version now live."""
    try:
        if target.mode == "full":
            with reporter.task("write", len(target.diff.upserts), unit="records") as advance:
                return full_build(
                    target.client,
                    target.diff.upserts,
                    vectors.by_key,
                    meta,
                    state,
                    on_written=advance,
                    guard=guard,
                )
        version = target.live.version
        assert version is not None
        _add_latest_views(target.client, version, guard)
        if target.mode == "incremental":
            apply_diff(
                target.client, version, target.diff, vectors.by_key, meta, state=state, guard=guard
            )
        else:
            touch_meta(target.client, version, meta, guard=guard)
        return version
    except redis.WatchError as exc:
        raise LeaseLostError(
            "this writer's lease was taken over while it published; nothing was published and "
            "the live index is unchanged"
        ) from exc
    except redis.RedisError as exc:
        raise BuildError(f"writing the index failed ({exc}); the live index is unchanged") from exc


def check_examples_dir(examples_dir: Path | None) -> None:
    """A typo read as an empty folder would delete every client repository's example from the
    live index (ING-112): ``--examples`` must name a folder."""
    if examples_dir is not None and not examples_dir.is_dir():
        raise SourceError(f"--examples {str(examples_dir)!r} is no folder; the index is unchanged")


def run_ingest(
    source: Path,
    clients: Sequence[redis.Redis],
    *,
    progress: bool = False,
    options: IngestOptions | None = None,
    embedder: Embedder | None = None,
    lease: WriterLease | None = None,
    origin: SourceOrigin | None = None,
) -> IngestSummary:
    """Ingest the Hugo checkout ``source`` into every Redis in ``clients`` (the first holds the
    embedding cache used for look-ups; all receive the same records).

    With ``lease`` (held on every client), every write readers can see is fenced by it."""
    options = options or IngestOptions()
    origin = origin or SourceOrigin()
    _ping(clients)
    check_examples_dir(options.examples_dir)
    # The meta outlives the caller's working directory: record where the checkout really is.
    source = Path(source).expanduser().resolve()
    reporter = Reporter(enabled=progress)
    seconds: dict[str, float] = {}
    started = time.perf_counter()

    with _timed(seconds, "scan"):
        extra = [*mapping_inputs(source), *data_table_inputs(source)]
        inventory = source_inventory(source, extra) | example_inventory(
            source, options.examples_dir
        )
        code = code_fingerprint(options.chunking)

    with _timed(seconds, "plan"):
        targets = [open_target(client) for client in clients]
        reference = next((t.live.state for t in targets if t.live.state is not None), None)

    with _timed(seconds, "history"):
        history = read_history(source, reference.history if reference is not None else None)
        digest = history.digest() if history is not None else None
        fingerprint = source_fingerprint(code, inventory, digest)

    with _timed(seconds, "plan"):
        depth, changed = parse_depth(
            [t.live for t in targets],
            fingerprint,
            code,
            inventory,
            force_full=options.force_full,
            history=history,
        )

    with _timed(seconds, "parse"):
        parsed, depth, urls = _parse(
            source,
            depth,
            changed,
            inventory,
            reference=reference,
            options=options,
            reporter=reporter,
            history=history,
        )
        # A file the run could not read is recorded as never seen: the next run reads and
        # reports it again (its fingerprint differs, and the file counts as changed).
        unread = unreadable_files(parsed)
        recorded = {rel: value for rel, value in inventory.items() if rel not in unread}
        state = SourceState(recorded, code, urls, history)
        if unread:
            fingerprint = source_fingerprint(code, recorded, digest)
        examples = ingest_examples(source, parsed, depth, options.examples_dir, changed=changed)
        quality = _quality(parsed)
        if parsed.site is not None:
            reporter.note(quality.line())

    with _timed(seconds, "plan"):
        counts = plan_writes(
            targets,
            parsed,
            depth,
            fingerprint,
            force_full=options.force_full,
            incremental_max_records=options.incremental_max_records,
        )
        check_shrink(targets, counts, allowed=options.allow_shrink)

    with _timed(seconds, "embed"):
        vectors = embed_missing(
            clients,
            [record for target in targets for record in target.diff.upserts],
            embedder,
            options.embed_batch,
            reporter,
        )

    site = parsed.site
    commit = site.source_commit if site is not None else read_source_commit(source)
    results: list[TargetResult] = []
    with _timed(seconds, "write"):
        for target in targets:
            meta = IndexMeta(
                version=target.live.version or 0,
                source=str(source),
                source_commit=commit,
                indexed_at=time.time(),
                fingerprint=fingerprint,
                counts=counts,
                source_repo=origin.repo,
                source_branch=origin.branch,
                commit_time=origin.commit_time,
            )
            guard = lease.guard(target.client) if lease is not None else None
            version = _write(target, vectors, meta, state, reporter, guard=guard)
            results.append(
                TargetResult(
                    mode=target.mode,
                    version=version,
                    upserts=len(target.diff.upserts),
                    deletes=len(target.diff.deletes),
                    dropped_orphans=target.dropped,
                )
            )
    with _timed(seconds, "terms"):
        for target, result in zip(targets, results, strict=True):
            guard = lease.guard(target.client) if lease is not None else None
            patched = result.mode == "incremental" and bool(result.upserts or result.deletes)
            _add_term_table(target.client, result.version, guard, reporter, recount=patched)
    seconds["total"] = round(time.perf_counter() - started, 3)

    skipped = Counter(s.reason for s in site.skipped) if site is not None else Counter()
    unknown = parsed.ctx.unknown if parsed.ctx is not None else []
    return IngestSummary(
        source=str(source),
        source_commit=commit,
        parse=depth,
        files_seen=sum(1 for rel in inventory if rel.endswith(".md")),
        files_changed=len(changed) if depth != "all" else len(inventory),
        pages_published=counts["pages"],
        skipped=dict(sorted(skipped.items())),
        problems=[
            *(site_problems(site) if site is not None else []),
            *(
                FileIssue(path=path, reason="invalid_data_file", detail=detail)
                for path, detail in parsed.data_problems
            ),
        ],
        chunks=counts["chunks"],
        commands=counts["commands"],
        embedded=vectors.embedded,
        reused=vectors.reused,
        unknown_shortcodes=[
            FileIssue(path=p, reason="unknown_shortcode", detail=n) for p, n in unknown
        ],
        leftover_openers=parsed.leftovers,
        examples=examples,
        chunk_quality=quality,
        targets=results,
        seconds=seconds,
    )


def _add_latest_views(client: redis.Redis, version: int, guard: TransactionGuard | None) -> None:
    """A live version built before the latest-docs views gets them (spec/004). Best effort:
    readers search without views, so a failure here must not stop the sync."""
    try:
        ensure_latest_views(client, version, guard=guard)
    except (redis.RedisError, TimeoutError, IndexNotFoundError) as exc:
        _log.warning(
            "the latest-docs views were not added to index version %s (%s); searches run "
            "without them until a later run adds them",
            version,
            type(exc).__name__,
        )


def _add_term_table(
    client: redis.Redis,
    version: int,
    guard: TransactionGuard | None,
    reporter: Reporter,
    *,
    recount: bool,
) -> None:
    """The live version's term table (spec/004): written once, counted again after an in-place
    patch. Best effort: readers count terms in Redis without it, so a failure must not stop
    the sync."""
    started = time.perf_counter()
    try:
        stored = ensure_term_table(client, version, guard=guard, recount=recount)
    except (redis.RedisError, TimeoutError, IndexNotFoundError) as exc:
        _log.warning(
            "the term table of index version %s was not written (%s); searches count their "
            "terms in Redis until a later run writes it",
            version,
            type(exc).__name__,
        )
        return
    if stored is not None:
        took = time.perf_counter() - started
        reporter.note(f"term table: {stored} entries counted in {took:.1f}s")
