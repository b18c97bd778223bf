"""Index age on ``/status`` and sync runs on ``/metrics`` (spec/040-public-service.md,
PUB-090..PUB-091)."""

from __future__ import annotations

import time
from dataclasses import replace

import httpx
import pytest
import redis
from docs_core.index import discover, write_meta
from docs_core.settings import RedisSettings
from docs_core.syncruns import record_sync_run
from docs_mcp.app import create_app
from docs_mcp.settings import ServerSettings
from prometheus_client.parser import text_string_to_metric_families

pytestmark = [pytest.mark.redis, pytest.mark.anyio]

_THREE_DAYS = 3 * 86400.0


def _age_index(url: str, seconds: float) -> None:
    """Make the live meta say a writer last confirmed it ``seconds`` ago."""
    client = redis.Redis.from_url(url)
    try:
        meta = discover(client)
        write_meta(client, replace(meta, indexed_at=time.time() - seconds))
    finally:
        client.close()


async def _get(settings: ServerSettings, *paths: str) -> list[httpx.Response]:
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, client=("192.0.2.1", 1))
        async with httpx.AsyncClient(
            transport=transport, base_url="http://127.0.0.1:8765", timeout=30
        ) as http:
            return [await http.get(path) for path in paths]


async def test_pub090_status_turns_stale_past_the_threshold_while_readiness_stays_up(
    sample_index: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _age_index(sample_index, _THREE_DAYS)
    status, ready = await _get(
        ServerSettings(redis=RedisSettings(redis_url=sample_index)), "/status", "/readyz"
    )
    body = status.json()
    assert status.status_code == 200 and ready.status_code == 200
    assert (body["status"], body["state"], body["stale_after_s"]) == ("stale", "stale", 172800)
    assert body["age_s"] == pytest.approx(_THREE_DAYS, abs=120)
    assert body["indexed_at_iso"].endswith("+00:00")
    assert {"source_repo", "source_branch", "source_commit", "commit_date"} <= body.keys()

    monkeypatch.setenv("DOCS_MCP_STALE_AFTER_S", str(4 * 86400))
    status, ready = await _get(
        ServerSettings(redis=RedisSettings(redis_url=sample_index)), "/status", "/readyz"
    )
    assert (status.json()["status"], status.json()["state"]) == ("ok", "fresh")
    assert ready.status_code == 200


async def test_pub090_a_just_built_index_is_fresh(sample_index: str) -> None:
    _age_index(sample_index, 60)
    (status,) = await _get(ServerSettings(redis=RedisSettings(redis_url=sample_index)), "/status")
    assert status.json()["state"] == "fresh"
    assert 0 <= status.json()["age_s"] < 600


async def test_pub091_metrics_show_the_sync_runs_the_ingest_recorded(sample_index: str) -> None:
    settings = ServerSettings(redis=RedisSettings(redis_url=sample_index))
    (before,) = await _get(settings, "/metrics")
    assert 'docs_sync_runs_total{outcome="ok"} 0.0' in before.text
    client = redis.Redis.from_url(sample_index)
    try:
        record_sync_run(client, "ok", 12.5, time.time() - 30)
        record_sync_run(client, "noop", 0.25, time.time())
        record_sync_run(client, "noop", 0.75, time.time())
    finally:
        client.close()
    (metrics,) = await _get(settings, "/metrics")
    samples: dict[tuple[str, tuple[tuple[str, str], ...]], float] = {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(metrics.text)
        for s in family.samples
    }
    runs = {o: samples[("docs_sync_runs_total", (("outcome", o),))] for o in ("ok", "noop")}
    assert runs == {"ok": 1, "noop": 2}
    assert samples[("docs_sync_runs_total", (("outcome", "failed"),))] == 0
    assert samples[("docs_sync_runs_total", (("outcome", "busy"),))] == 0
    assert samples[("docs_sync_last_duration_seconds", ())] == pytest.approx(0.75)
    assert samples[("docs_sync_last_run_timestamp_seconds", ())] > time.time() - 600
    assert samples[("docs_mcp_index_age_seconds", ())] >= 0
