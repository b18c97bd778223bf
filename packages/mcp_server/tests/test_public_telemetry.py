"""Aggregate metrics, readiness and status (spec/040-public-service.md, PUB-030..PUB-031)."""

from __future__ import annotations

import httpx
import pytest
import redis
from docs_core.agent import AgentSettings
from docs_core.settings import RedisSettings
from docs_core.testing import FakeModelServer, ScriptedTurn
from docs_mcp.app import create_app
from docs_mcp.settings import ServerSettings
from docs_mcp.testing import MCP_HEADERS, tool_call
from prometheus_client.parser import text_string_to_metric_families

pytestmark = [pytest.mark.redis, pytest.mark.anyio]


def _samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


async def test_pub030_metrics_count_requests_empty_searches_and_fetch_misses(
    sample_index: str,
) -> None:
    app = create_app(ServerSettings(redis=RedisSettings(redis_url=sample_index)))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, client=("192.0.2.1", 1))
        async with httpx.AsyncClient(
            transport=transport, base_url="http://127.0.0.1:8765", headers=MCP_HEADERS, timeout=30
        ) as http:
            hit = await http.post("/mcp", json=tool_call("search", {"query": "eviction policy"}))
            hit_id = hit.json()["result"]["structuredContent"]["results"][0]["id"]
            await http.post("/mcp", json=tool_call("search", {"query": "qqqqzzzz xxyyzz"}))
            await http.post("/mcp", json=tool_call("fetch", {"id": hit_id}))
            await http.post("/mcp", json=tool_call("fetch", {"id": "develop/no-such-page"}))
            await http.post("/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
            text = (await http.get("/metrics")).text
    samples = _samples(text)
    assert samples[("docs_mcp_searches_total", ())] == 2
    empty = samples[("docs_mcp_empty_searches_total", ())]
    assert empty in (0, 1)
    assert samples[("docs_mcp_fetches_total", ())] == 2
    assert samples[("docs_mcp_fetch_misses_total", ())] == 1
    assert samples[("docs_mcp_requests_total", (("outcome", "ok"), ("tool", "search")))] == 2
    assert samples[("docs_mcp_requests_total", (("outcome", "error"), ("tool", "fetch")))] == 1
    assert samples[("docs_mcp_requests_total", (("outcome", "ok"), ("tool", "handshake")))] == 1
    assert samples[("docs_mcp_request_seconds_count", (("tool", "search"),))] == 2
    assert samples[("docs_mcp_index_version", ())] >= 1
    assert ("docs_mcp_model_failures_total", ()) in samples
    assert ("docs_mcp_redis_failovers_total", ()) not in samples
    labels = {k for _, pairs in samples for k, _ in pairs}
    assert labels <= {"tool", "outcome", "mode", "from_endpoint", "to_endpoint", "le"}


async def test_pub030_failing_model_counts_a_model_failure_and_a_fallback(
    sample_index: str,
) -> None:
    question = "What does XADD do to a stream?"
    with FakeModelServer([ScriptedTurn(status=500)], repeat_last=True) as fake:
        agent = AgentSettings(provider="openai", base_url=fake.openai_url, name="scripted")
        settings = ServerSettings(redis=RedisSettings(redis_url=sample_index), agent=agent)
        app = create_app(settings)
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app, client=("192.0.2.1", 1))
            async with httpx.AsyncClient(
                transport=transport,
                base_url="http://127.0.0.1:8765",
                headers=MCP_HEADERS,
                timeout=60,
            ) as http:
                before = _samples((await http.get("/metrics")).text)
                answer = await http.post("/mcp", json=tool_call("ask", {"question": question}))
                text = (await http.get("/metrics")).text
    result = answer.json()["result"]["structuredContent"]
    assert result["kind"] == "extractive" and result["degraded"] is True
    samples = _samples(text)
    assert before[("docs_mcp_model_failures_total", ())] == 0
    assert samples[("docs_mcp_model_failures_total", ())] == 1
    assert samples[("docs_mcp_model_fallbacks_total", ())] == 1
    assert "XADD" not in text


async def test_pub030_without_a_model_extractive_answers_are_no_fallback(
    sample_index: str,
) -> None:
    app = create_app(ServerSettings(redis=RedisSettings(redis_url=sample_index)))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, client=("192.0.2.1", 1))
        async with httpx.AsyncClient(
            transport=transport, base_url="http://127.0.0.1:8765", headers=MCP_HEADERS, timeout=60
        ) as http:
            answer = await http.post(
                "/mcp", json=tool_call("ask", {"question": "What does XADD do?"})
            )
            text = (await http.get("/metrics")).text
    assert answer.json()["result"]["structuredContent"]["kind"] == "extractive"
    samples = _samples(text)
    assert samples[("docs_mcp_model_failures_total", ())] == 0
    assert samples[("docs_mcp_model_fallbacks_total", ())] == 0


async def test_pub031_readiness_follows_the_index_and_status_reports_freshness(
    sample_index: str,
) -> None:
    app = create_app(ServerSettings(redis=RedisSettings(redis_url=sample_index)))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(
            transport=transport, base_url="http://127.0.0.1:8765", timeout=30
        ) as http:
            status = (await http.get("/status")).json()
            ready = await http.get("/readyz")
            assert ready.status_code == 200
            assert ready.json() == {
                "status": "ready",
                "index": True,
                "redis": True,
                "model": None,
                "index_version": status["index_version"],
            }
            assert status["index_version"] >= 1
            assert status["counts"]
            assert status["age_seconds"] is None or status["age_seconds"] >= 0
            assert "source_commit" in status
            redis.Redis.from_url(sample_index).flushall()
            gone = await http.get("/readyz")
            assert gone.status_code == 503
            assert gone.json()["index"] is False
            assert (await http.get("/status")).status_code == 503
            assert (await http.get("/healthz")).status_code == 200
