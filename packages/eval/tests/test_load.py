from pathlib import Path

import pytest
from docs_eval.errors import EvalError
from docs_eval.load import LoadSettings, run_load
from docs_eval.load.runner import assert_loopback
from docs_eval.testing import fake_docs_server, serve_http


def test_eval017_locust_run_reports_throughput_latency_and_errors(tmp_path: Path) -> None:
    server = fake_docs_server({"bloom": ["commands/bf.reserve#_top:w0"]})
    with serve_http(server) as url:
        settings = LoadSettings(url=url, users=3, spawn_rate=3, duration_s=3, mix="4:2:1")
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
