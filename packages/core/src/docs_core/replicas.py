"""Readers on Redis replicas: the order a reader process tries them in, and the health check
that keeps a replica out of the rotation while it is loading, resyncing or behind the primary.

Used by: core's connect (the readers' endpoint list) and failover (the check joins redis-py's
``MultiDBClient`` health checks, so a skipped replica is a failed-over endpoint like any other).

Whether a replica may serve is decided from replication state, never from a timer
(spec/004-index-lifecycle.md, "Replicas"): ``INFO replication`` and ``INFO persistence`` of the
replica (``loading``, ``master_sync_in_progress``, ``master_link_status``,
``slave_repl_offset``) against the primary's ``master_repl_offset`` and the live index each
serves (the version behind the aliases and the fingerprint of its meta). Replication applies the
primary's writes in order and a publish is one MULTI/EXEC, so a replica that is behind serves an
older complete version, never a half-built one; it is skipped only so that readers see what the
primary has published as soon as one caught-up replica has it.
"""

from __future__ import annotations

import os
import socket
import time
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis
from redis.asyncio.multidb.healthcheck import AbstractHealthCheck

from docs_core.keys import ALIASES, Entity, index_version, meta_key
from docs_core.retrieval.connection import bounded_pool
from docs_core.retrieval.replies import info_fields

__all__ = [
    "LiveState",
    "ReplicationCheck",
    "ReplicationView",
    "process_place",
    "read_view",
    "reader_urls",
    "skip_reason",
]

_PRIMARY_VIEW_REUSE_S = 0.5
_PRIMARY_VIEW_KEEP_S = 10.0
"""How long, counted from the first failed read after its last answer, the last view the primary
gave stands in for one it failed to give (a read that timed out under load), for the copies
that left replication (``skip_reason``'s ``known``). Counted from the failure, not the answer:
a reader idle for a minute has no fresher view, and its first read timing out is no lost
primary either."""


@dataclass(frozen=True)
class LiveState:
    """What a Redis serves to readers: the version behind the aliases and its meta fingerprint
    (an in-place patch changes the fingerprint, not the version)."""

    version: int
    fingerprint: str


@dataclass(frozen=True)
class ReplicationView:
    role: str
    loading: bool
    sync_in_progress: bool
    link_up: bool
    replid: str
    offset: int
    live: LiveState | None


def skip_reason(
    replica: ReplicationView,
    primary: ReplicationView | None,
    known: ReplicationView | None = None,
) -> str | None:
    """Why ``replica`` must not serve reads now, or None when it may.

    ``primary`` is None when the primary does not answer: every replica's link is then down and
    each holds the last state it received, which is all anyone can serve (the writer cannot
    publish either), so a replica is not skipped for its link alone. A copy that left
    replication is judged against ``known`` then, the primary's last view: one read that timed
    out must not let a stale copy serve an older version than readers already saw (LIF-033)."""
    if replica.loading:
        return "loading its data"
    if replica.role != "slave":
        return _detached_reason(replica, primary or known)
    if replica.sync_in_progress:
        return "resynchronising with the primary"
    if primary is None:
        return None
    if not replica.link_up:
        return "replication link down while the primary answers"
    if replica.replid == primary.replid and replica.offset >= primary.offset:
        return None
    if replica.live is not None and replica.live == primary.live:
        return None
    return (
        f"behind the primary (offset {replica.offset} of {primary.offset}; serves "
        f"{_describe(replica.live)}, the primary {_describe(primary.live)})"
    )


def _detached_reason(endpoint: ReplicationView, primary: ReplicationView | None) -> str | None:
    """A master among the read endpoints: the primary itself (same replication id), a replica
    promoted after the primary was lost, or a copy restarted without ``replicaof``; the last
    serves what it had when it left, so it may serve only what the primary serves."""
    if primary is None or endpoint.replid == primary.replid or endpoint.live == primary.live:
        return None
    return (
        f"not replicating from the primary (serves {_describe(endpoint.live)}, the primary "
        f"{_describe(primary.live)})"
    )


def _describe(live: LiveState | None) -> str:
    return "no index" if live is None else f"v{live.version}"


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


async def _live_state(client: Any) -> LiveState | None:
    try:
        info = await client.execute_command("FT.INFO", ALIASES[Entity.PAGE])
    except Exception:
        return None
    version = index_version(info_fields(info).get("index_name") or b"")
    if version is None:
        return None
    fingerprint = await client.hget(meta_key(version), "fingerprint")
    return LiveState(version, _text(fingerprint or ""))


async def read_view(client: Any) -> ReplicationView:
    """One Redis's replication state; the live index is not read while it loads (every
    command but INFO answers LOADING then)."""
    info = await client.info("replication")
    persistence = await client.info("persistence")
    loading = int(persistence.get("loading", 0)) == 1
    role = _text(info.get("role", "master"))
    offset_field = "slave_repl_offset" if role == "slave" else "master_repl_offset"
    return ReplicationView(
        role=role,
        loading=loading,
        sync_in_progress=int(info.get("master_sync_in_progress", 0)) == 1,
        link_up=_text(info.get("master_link_status", "up")) == "up",
        replid=_text(info.get("master_replid", "")),
        offset=int(info.get(offset_field, 0)),
        live=None if loading else await _live_state(client),
    )


class ReplicationCheck(AbstractHealthCheck):
    """``MultiDBClient`` health check: an endpoint is healthy when ``skip_reason`` finds nothing
    against the primary at ``primary_url`` (whose view is read before the replica's, so an offset
    at or past it means the replica holds everything the primary had then)."""

    def __init__(
        self, primary_url: str, *, timeout: float, probes: int = 1, delay: float = 0.05
    ) -> None:
        super().__init__(
            health_check_probes=probes, health_check_delay=delay, health_check_timeout=timeout
        )
        pool = bounded_pool(
            primary_url,
            max_connections=2,
            pool_timeout=timeout,
            socket_timeout=timeout,
            connect_timeout=timeout,
        )
        self._primary = Redis.from_pool(pool)
        self._primary_view: tuple[ReplicationView | None, float] | None = None
        self._last_answer: tuple[ReplicationView, float] | None = None
        self._failing_since: float | None = None
        self.last_reasons: dict[str, str | None] = {}

    async def _primary_state(self) -> ReplicationView | None:
        # Shared by the checks of every replica in one round: one read of the primary per round
        # per reader process, not one per replica.
        now = time.monotonic()
        cached = self._primary_view
        if cached is not None and now - cached[1] < _PRIMARY_VIEW_REUSE_S:
            return cached[0]
        try:
            view: ReplicationView | None = await read_view(self._primary)
        except Exception:
            view = None
        self._primary_view = (view, now)
        if view is not None:
            self._last_answer = (view, now)
            self._failing_since = None
        elif self._failing_since is None:
            self._failing_since = now
        return view

    def _known_primary(self) -> ReplicationView | None:
        last = self._last_answer
        failing = self._failing_since
        if last is None or (
            failing is not None and time.monotonic() - failing > _PRIMARY_VIEW_KEEP_S
        ):
            return None
        return last[0]

    async def _moved_on(self, replica: ReplicationView) -> str | None:
        """Why ``replica`` must not serve although the shared primary view lets it: the primary
        read after the replica serves another state. The shared view may predate a publish, and
        a reader that already saw the new version on the primary must not be sent back to the
        old one (LIF-033). None when the primary serves the same or cannot say."""
        try:
            live = await _live_state(self._primary)
        except Exception:
            return None
        if live is None or live == replica.live:
            return None
        return f"serves {_describe(replica.live)}, the primary now {_describe(live)}"

    async def check_health(self, database: Any, hc_client: Any) -> bool:
        primary = await self._primary_state()
        replica = await read_view(hc_client)
        reason = skip_reason(replica, primary, self._known_primary())
        if reason is None and primary is not None:
            reason = await self._moved_on(replica)
        self.last_reasons[_endpoint(hc_client)] = reason
        return reason is None

    async def aclose(self) -> None:
        await self._primary.aclose()


def _endpoint(client: Any) -> str:
    kwargs = client.get_connection_kwargs()
    return str(kwargs.get("path") or f"{kwargs.get('host')}:{kwargs.get('port')}")


def process_place() -> int:
    """This process's place among readers: crc32 of the host name (pods differ) plus the pid
    (the workers of one host are forked one after another, so their pids are consecutive)."""
    return zlib.crc32(socket.gethostname().encode()) + os.getpid()


def reader_urls(
    read_urls: Sequence[str], primary_urls: Sequence[str], *, place: int | None = None
) -> list[str]:
    """The endpoints a reader process tries, best first: the replicas, rotated by ``place``
    (``process_place()`` unless given) so that processes spread over them, then the primary and
    any failover endpoints as the last resort."""
    replicas = list(dict.fromkeys(u for u in read_urls if u))
    if replicas:
        start = (process_place() if place is None else place) % len(replicas)
        replicas = replicas[start:] + replicas[:start]
    return list(dict.fromkeys([*replicas, *(u for u in primary_urls if u)]))
