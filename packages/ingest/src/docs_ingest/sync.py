"""``docs-ingest sync``: follow a git repository, one incremental ingest per new head
(spec/005-ingest.md, "Sync").

One sync: fetch into the checkout the command owns, compare the fetched head with what every
target's live meta says it indexed (no corpus hashing when it has not moved), then, holding the
writer lease (spec/004), check out the head and run :func:`~docs_ingest.pipeline.run_ingest`
with the lease fencing every write. ``--every`` repeats it with jitter, backing off after
failures. Every run that reached Redis leaves its outcome in ``docs_core.syncruns`` for the MCP
server's ``/metrics``, best-effort: failing to record never fails the sync.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import logging
import random
import re
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

import redis
from docs_core.embedding import Embedder
from docs_core.index import IndexMeta, live_version, read_meta
from docs_core.syncruns import SyncRunOutcome, record_sync_run

from docs_ingest.errors import LeaseBusyError, SourceError
from docs_ingest.gitsource import GitCheckout, public_repo
from docs_ingest.lease import DEFAULT_LEASE_TTL, WriterLease, hold_lease
from docs_ingest.pipeline import IngestOptions, SourceOrigin, run_ingest
from docs_ingest.summary import IngestSummary
from docs_ingest.writer import touch_meta

__all__ = [
    "SyncOutcome",
    "SyncRequest",
    "SyncResult",
    "default_workdir",
    "next_delay",
    "parse_duration",
    "sync_forever",
    "sync_once",
]

SyncOutcome = Literal["unchanged", "indexed"]

_log = logging.getLogger(__name__)

_DURATION = re.compile(r"(\d+(?:\.\d+)?)(ms|s|m|h|d)?")
_UNIT_SECONDS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0}


@dataclass(frozen=True)
class SyncRequest:
    repo: str
    branch: str | None = None
    workdir: Path | None = None
    lease_wait: float = 0.0
    lease_ttl: float = DEFAULT_LEASE_TTL
    git_timeout: float = 600.0
    force: bool = False
    """Ingest even when the head has not moved (after an upgrade of the ingest code)."""


@dataclass(frozen=True)
class SyncResult:
    outcome: SyncOutcome
    commit: str
    previous: str
    seconds: float
    summary: IngestSummary | None = None


def parse_duration(text: str) -> float:
    """``90``, ``30s``, ``5m``, ``1h30m``, ``500ms`` -> seconds; ValueError otherwise."""
    parts = list(_DURATION.finditer(text.strip()))
    if not parts or "".join(p.group(0) for p in parts) != text.strip():
        raise ValueError(f"not a duration: {text!r} (examples: 90, 30s, 5m, 1h30m)")
    seconds = sum(float(p.group(1)) * _UNIT_SECONDS[p.group(2) or "s"] for p in parts)
    if seconds <= 0:
        raise ValueError(f"a duration must be positive: {text!r}")
    return seconds


def default_workdir(data_dir: Path, repo: str, branch: str | None) -> Path:
    """One checkout per (repository, branch) under ``DATA_DIR/sync``."""
    label = public_repo(repo)
    name = re.sub(r"[^A-Za-z0-9]+", "-", label.rstrip("/").rsplit("/", 1)[-1]).strip("-")
    digest = hashlib.sha256(f"{label}\0{branch or ''}".encode()).hexdigest()[:12]
    return data_dir.expanduser() / "sync" / f"{name or 'repo'}-{digest}"


@contextlib.contextmanager
def _workdir_lock(workdir: Path, wait: float) -> Iterator[None]:
    """Two syncs on one machine never share a checkout (the Redis lease spans machines)."""
    try:
        workdir.mkdir(parents=True, exist_ok=True)
        handle = (workdir / "lock").open("w")
    except OSError as exc:
        # A --workdir naming a file ended in a FileExistsError traceback (ING-114).
        raise SourceError(
            f"cannot use {str(workdir)!r} as the sync's folder (--workdir): {exc.strerror or exc}"
        ) from exc
    deadline = time.monotonic() + wait
    with handle:
        while True:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise LeaseBusyError(
                        f"another sync is using {workdir}; try again later or pass --wait"
                    ) from None
                time.sleep(0.2)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _live_metas(clients: Sequence[redis.Redis]) -> list[IndexMeta | None]:
    metas: list[IndexMeta | None] = []
    for client in clients:
        version = live_version(client)
        metas.append(read_meta(client, version) if version is not None else None)
    return metas


def _current(metas: Sequence[IndexMeta | None], commit: str, repo: str, branch: str) -> bool:
    return all(
        meta is not None
        and (meta.source_commit, meta.source_repo, meta.source_branch) == (commit, repo, branch)
        for meta in metas
    )


def _touch(clients: Sequence[redis.Redis], metas: Sequence[IndexMeta | None], ttl: float) -> None:
    """An unmoved head still confirms the index is current: refresh ``indexed_at`` if the
    lease is free now (a writer holding it will write its own)."""
    lease = WriterLease(clients, ttl=ttl)
    if lease.try_acquire() is not None:
        return
    try:
        now = time.time()
        for client, meta in zip(clients, metas, strict=True):
            assert meta is not None
            fresh = replace(meta, indexed_at=now)
            touch_meta(client, meta.version, fresh, guard=lease.guard(client))
    finally:
        lease.release()


def sync_once(
    request: SyncRequest,
    clients: Sequence[redis.Redis],
    *,
    data_dir: Path,
    progress: bool = False,
    options: IngestOptions | None = None,
    embedder: Embedder | None = None,
) -> SyncResult:
    """Fetch, and ingest the new head if it moved, and record the run's outcome; see the
    module docstring."""
    started = time.perf_counter()
    run: SyncRunOutcome = "failed"
    try:
        result = _sync(
            request,
            clients,
            data_dir=data_dir,
            progress=progress,
            options=options,
            embedder=embedder,
            started=started,
        )
        run = "ok" if result.outcome == "indexed" else "noop"
        return result
    except LeaseBusyError:
        run = "busy"
        raise
    finally:
        _record(clients, run, time.perf_counter() - started)


def _record(clients: Sequence[redis.Redis], run: SyncRunOutcome, seconds: float) -> None:
    now = time.time()
    for client in clients:
        try:
            record_sync_run(client, run, seconds, now)
        except Exception as exc:  # a metric is never worth a failed sync
            _log.warning("could not record the sync run: %s", type(exc).__name__)


def _sync(
    request: SyncRequest,
    clients: Sequence[redis.Redis],
    *,
    data_dir: Path,
    progress: bool,
    options: IngestOptions | None,
    embedder: Embedder | None,
    started: float,
) -> SyncResult:
    if not clients:
        raise SourceError("no Redis target given")
    repo = public_repo(request.repo)
    branch = request.branch or ""
    workdir = request.workdir or default_workdir(data_dir, request.repo, request.branch)
    checkout = GitCheckout(workdir / "tree", timeout=request.git_timeout)
    with _workdir_lock(workdir, request.lease_wait):
        commit = checkout.fetch(request.repo, request.branch)
        metas = _live_metas(clients)
        previous = metas[0].source_commit if metas[0] is not None else ""
        if not request.force and _current(metas, commit, repo, branch):
            _touch(clients, metas, request.lease_ttl)
            return SyncResult("unchanged", commit, previous, time.perf_counter() - started)
        with hold_lease(clients, wait=request.lease_wait, ttl=request.lease_ttl) as lease:
            metas = _live_metas(clients)
            if not request.force and _current(metas, commit, repo, branch):
                return SyncResult("unchanged", commit, previous, time.perf_counter() - started)
            checkout.checkout(commit)
            origin = SourceOrigin(repo, branch, checkout.commit_time(commit))
            summary = run_ingest(
                checkout.root,
                clients,
                progress=progress,
                options=options,
                embedder=embedder,
                lease=lease,
                origin=origin,
            )
    return SyncResult("indexed", commit, previous, time.perf_counter() - started, summary)


def next_delay(every: float, failures: int, rng: random.Random) -> float:
    """``every`` with +-10 % jitter (replicas drift apart); after N failures in a row, doubled
    N times, capped at the larger of ``every`` and one hour."""
    base = min(every * 2**failures, max(every, 3600.0)) if failures else every
    return base * rng.uniform(0.9, 1.1)


def sync_forever(
    once: Callable[[], SyncResult],
    every: float,
    *,
    report: Callable[[SyncResult | Exception], None],
    sleep: Callable[[float], None] = time.sleep,
    rng: random.Random | None = None,
    ticks: int | None = None,
) -> None:
    """Run ``once`` every ``every`` seconds (``ticks`` bounds the loop for tests); any error
    is reported and retried with backoff (one commit the writer cannot handle must not end the
    follower: ING-104); a busy lease is reported but is not a failure (another writer is doing
    the work)."""
    rng = rng or random.Random()
    failures = 0
    done = 0
    while ticks is None or done < ticks:
        try:
            report(once())
            failures = 0
        except LeaseBusyError as exc:
            report(exc)
        except Exception as exc:  # reported and retried: the follower outlives a bad commit
            report(exc)
            failures += 1
        done += 1
        if ticks is None or done < ticks:
            sleep(next_delay(every, failures, rng))
