"""Aggregate telemetry and probes beside ``/mcp``: ``/metrics``, ``/healthz``, ``/readyz``,
``/status`` (spec/040-public-service.md, PUB-030..PUB-031, PUB-090..PUB-091;
spec/010-tool-contract.md, MCP-016).

``/healthz`` is liveness only (200 while the process serves, whatever Redis does), so an
orchestrator never restarts a healthy process over a Redis outage; ``/readyz`` is readiness
(index discovered and Redis reachable, 503 otherwise) and is what callers wait on.

Labels are drawn from fixed sets (tool names, outcomes, endpoint labels ``db0``...), never from
what a caller sent: no address, no query, no id.

``/status`` says ``stale`` once the live index is older than the staleness threshold, while
``/readyz`` stays 200: stale docs beat no docs. ``docs-ingest sync`` runs in another process, so
its run counts come from the record it leaves in Redis (``docs_core.syncruns``).
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import Any

from docs_core.index import IndexMeta
from docs_core.syncruns import SyncRuns
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

__all__ = ["DEFAULT_STALE_AFTER_S", "Probes", "Telemetry", "install_routes"]

_LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25)
DEFAULT_STALE_AFTER_S = 172800.0


class _SyncRunsCollector(Collector):
    """The last sync record read from Redis, rendered as it was read (nothing until one is)."""

    def __init__(self) -> None:
        self.latest: SyncRuns | None = None

    def collect(self) -> Iterator[Metric]:
        latest = self.latest
        if latest is None:
            return
        runs = CounterMetricFamily(
            "docs_sync_runs", "docs-ingest sync runs by outcome", labels=["outcome"]
        )
        for outcome, count in latest.runs.items():
            runs.add_metric([outcome], count)
        yield runs
        yield GaugeMetricFamily(
            "docs_sync_last_duration_seconds",
            "Duration of the last docs-ingest sync run",
            value=latest.last_seconds,
        )
        yield GaugeMetricFamily(
            "docs_sync_last_run_timestamp_seconds",
            "When the last docs-ingest sync run ended (epoch seconds; 0: never)",
            value=latest.last_finished_at,
        )


class Telemetry:
    """Every metric of one app, in its own registry (so tests and replicas in one process
    never collide). The ask pipeline may call ``model_failed`` / ``model_fell_back``."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.requests = Counter(
            "docs_mcp_requests",
            "JSON-RPC messages by tool and outcome",
            ["tool", "outcome"],
            registry=r,
        )
        self.latency = Histogram(
            "docs_mcp_request_seconds",
            "HTTP request latency by tool",
            ["tool"],
            buckets=_LATENCY_BUCKETS,
            registry=r,
        )
        self.searches = Counter("docs_mcp_searches", "Completed searches", registry=r)
        self.empty_searches = Counter(
            "docs_mcp_empty_searches", "Searches that returned no result", registry=r
        )
        self.fetches = Counter("docs_mcp_fetches", "Completed fetch calls", registry=r)
        self.fetch_misses = Counter(
            "docs_mcp_fetch_misses", "Fetch calls that returned an error", registry=r
        )
        self.rate_limited = Counter(
            "docs_mcp_rate_limited", "Requests refused by a rate limit", ["tool"], registry=r
        )
        self.busy = Counter(
            "docs_mcp_busy", "Requests refused by a concurrency bound", ["tool"], registry=r
        )
        self.connections_closed = Counter(
            "docs_mcp_connections_closed",
            "Connections closed before a request: header timeout, process or client cap",
            ["reason"],
            registry=r,
        )
        self.limiter_unavailable = Counter(
            "docs_mcp_limiter_backend_failures",
            "Limiter checks that could not reach Redis, by what was done (open: allowed)",
            ["mode"],
            registry=r,
        )
        self.model_failures = Counter(
            "docs_mcp_model_failures", "Model calls of the ask pipeline that failed", registry=r
        )
        self.model_fallbacks = Counter(
            "docs_mcp_model_fallbacks", "Ask answers served by the no-model fallback", registry=r
        )
        self.failovers = Counter(
            "docs_mcp_redis_failovers",
            "Reader failovers between Redis endpoints",
            ["from_endpoint", "to_endpoint"],
            registry=r,
        )
        self._sync_runs = _SyncRunsCollector()
        r.register(self._sync_runs)
        self._index: IndexMeta | None = None
        self.index_version = Gauge("docs_mcp_index_version", "Live index version", registry=r)
        self.index_version.set_function(lambda: self._index.version if self._index else 0)
        self.index_age = Gauge(
            "docs_mcp_index_age_seconds", "Seconds since the live index was built", registry=r
        )
        self.index_age.set_function(
            lambda: (
                time.time() - self._index.indexed_at
                if self._index and self._index.indexed_at
                else 0.0
            )
        )

    def observe_index(self, meta: IndexMeta | None) -> None:
        self._index = meta

    def observe_sync_runs(self, runs: SyncRuns | None) -> None:
        """Keep the last good read: a Redis blip should not make counters vanish."""
        if runs is not None:
            self._sync_runs.latest = runs

    def model_failed(self) -> None:
        self.model_failures.inc()

    def model_fell_back(self) -> None:
        self.model_fallbacks.inc()

    def connection_closed(self, reason: str) -> None:
        self.connections_closed.labels(reason).inc()

    def failed_over(self, from_endpoint: str, to_endpoint: str) -> None:
        self.failovers.labels(from_endpoint, to_endpoint).inc()

    def render(self) -> bytes:
        return generate_latest(self.registry)

    def value(self, name: str, **labels: str) -> float:
        """A sample's current value (0 when absent); for tests and /status."""
        return self.registry.get_sample_value(name, labels) or 0.0


@dataclass
class Probes:
    """How readiness is judged; each probe must return within its own bounded time."""

    index: Callable[[], Awaitable[IndexMeta | None]]
    redis: Callable[[], Awaitable[bool]]
    model: Callable[[], Awaitable[bool | None]] | None = None
    sync_runs: Callable[[], Awaitable[SyncRuns | None]] | None = None


async def _safely(probe: Callable[[], Awaitable[Any]] | None) -> Any:
    if probe is None:
        return None
    try:
        return await probe()
    except Exception:
        return None


def _iso(epoch: float) -> str | None:
    return datetime.fromtimestamp(epoch, UTC).isoformat(timespec="seconds") if epoch else None


def _freshness(meta: IndexMeta, now: float, stale_after_s: float) -> dict[str, Any]:
    """An index with no ``indexed_at`` cannot be vouched for, so it counts as stale."""
    age = max(0.0, now - meta.indexed_at) if meta.indexed_at else None
    stale = age is None or age > stale_after_s
    return {
        "status": "stale" if stale else "ok",
        "state": "stale" if stale else "fresh",
        "stale_after_s": stale_after_s,
        "source_repo": meta.source_repo,
        "source_branch": meta.source_branch,
        "source_commit": meta.source_commit,
        "commit_date": _iso(meta.commit_time),
        "indexed_at": meta.indexed_at,
        "indexed_at_iso": _iso(meta.indexed_at),
        "age_seconds": age,
        "age_s": round(age, 1) if age is not None else None,
    }


def install_routes(
    app: Any,
    telemetry: Telemetry,
    probes: Probes,
    *,
    stale_after_s: float = DEFAULT_STALE_AFTER_S,
) -> None:
    """Add ``/metrics``, ``/healthz``, ``/readyz`` and ``/status`` (each unless the app already
    routes that path) to a Starlette or FastAPI app; call before mounting the MCP app at ``/``.
    ``/status`` says ``stale`` past ``stale_after_s``; readiness ignores it."""

    async def metrics(_: Request) -> Response:
        telemetry.observe_index(await _safely(probes.index))
        telemetry.observe_sync_runs(await _safely(probes.sync_runs))
        return Response(telemetry.render(), media_type=CONTENT_TYPE_LATEST)

    async def healthz(_: Request) -> JSONResponse:
        return JSONResponse({"status": "alive"})

    async def readyz(_: Request) -> JSONResponse:
        meta = await _safely(probes.index)
        redis_ok = bool(await _safely(probes.redis))
        model = await _safely(probes.model)
        telemetry.observe_index(meta)
        ready = meta is not None and redis_ok
        body = {
            "status": "ready" if ready else "unavailable",
            "index": meta is not None,
            "redis": redis_ok,
            "model": model,
            "index_version": meta.version if meta is not None else None,
        }
        return JSONResponse(body, status_code=200 if ready else 503)

    async def status(_: Request) -> JSONResponse:
        meta = await _safely(probes.index)
        telemetry.observe_index(meta)
        if meta is None:
            return JSONResponse({"status": "unavailable"}, status_code=503)
        body = {
            "index_version": meta.version,
            "schema_version": meta.schema_version,
            "model": meta.model,
            **_freshness(meta, time.time(), stale_after_s),
            "counts": asdict(meta)["counts"],
        }
        return JSONResponse(body)

    existing = {getattr(route, "path", None) for route in app.router.routes}
    routes = {"/metrics": metrics, "/readyz": readyz, "/status": status, "/healthz": healthz}
    for path, endpoint in routes.items():
        if path not in existing:
            app.add_route(path, endpoint, methods=["GET"], include_in_schema=False)
