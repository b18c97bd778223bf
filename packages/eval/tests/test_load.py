import json
from pathlib import Path

import pytest
from docs_eval.errors import EvalError
from docs_eval.load import LoadReport, LoadSettings, run_load
from docs_eval.load.outcomes import refusal_name
from docs_eval.load.runner import assert_loopback
from docs_eval.testing import fake_docs_server, serve_http


def test_eval017_locust_run_reports_throughput_latency_and_errors(tmp_path: Path) -> None:
    server = fake_docs_server({"bloom": ["commands/bf.reserve#_top:w0"]})
    with serve_http(server) as url:
        # Locust's clock starts before its users import their client: 3 s left none running
        # once in CI on a busy machine (0 requests); 8 s leaves them 5 s at the least.
        settings = LoadSettings(url=url, users=3, spawn_rate=3, duration_s=8, mix="4:2:1")
        report = run_load(settings, ["bloom", "please fail"], tmp_path, timeout_s=60)
    assert report.requests > 10
    assert report.throughput_rps > 0
    assert 0 < report.p50_ms <= report.p95_ms <= report.p99_ms
    assert {"search", "fetch", "ask"} <= set(report.per_tool)
    assert report.failure_reasons.get("tool_error", 0) > 0  # "please fail" searches are errors
    assert report.rate_limited == 0 and not report.limiter_dominated
    assert "req/s" in (tmp_path / "load.md").read_text()


def test_eval017_load_refuses_a_non_loopback_target() -> None:
    with pytest.raises(EvalError, match="loopback only"):
        assert_loopback("http://8.8.8.8:8000/mcp")


def test_eval020_refusals_are_named_by_what_refused_them() -> None:
    def body(reason: str) -> str:
        return json.dumps({"jsonrpc": "2.0", "id": 1, "error": {"data": {"reason": reason}}})

    assert refusal_name(429, body("rate_limited")) == "rate_limited"
    assert refusal_name(429, body("busy")) == "client_busy"
    assert refusal_name(503, body("busy")) == "at_capacity"
    assert refusal_name(503, "Service Unavailable") is None
    assert refusal_name(200, body("busy")) is None


def test_eval020_the_report_advises_only_what_would_change_the_refusals() -> None:
    settings = LoadSettings(url="http://127.0.0.1:1/mcp")
    per_client = LoadReport(requests=100, rate_limited=2, client_busy=8).markdown(settings)
    assert "DOCS_MCP_LIMITS_ENABLED=false" in per_client
    assert "client busy 8" in per_client
    capacity = LoadReport(requests=100, at_capacity=30).markdown(settings)
    assert "DOCS_MCP_LIMITS_ENABLED" not in capacity
    assert "DOCS_MCP_ASK_CONCURRENCY" in capacity
    assert "WARNING" not in LoadReport(requests=100, at_capacity=3).markdown(settings)
