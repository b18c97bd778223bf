"""docs-eval against the real ``docs-mcp serve`` over the sample index (spec/030, EVAL-010,
EVAL-017, EVAL-052)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from docs_eval.cli import app
from docs_ingest.testing import private_sample_redis
from docs_mcp.testing import RunningServer, running_http_server
from typer.testing import CliRunner

SMOKE = Path(__file__).parents[2] / "packages" / "eval" / "tests" / "data" / "smoke.jsonl"


def test_eval010_search_adapter_scores_the_real_server_and_bodies_arrive(
    sample_server: RunningServer, tmp_path: Path
) -> None:
    out = tmp_path / "search"
    args = ["run", "--target", "search", "--url", sample_server.mcp_url, "--dataset", str(SMOKE)]
    result = CliRunner().invoke(app, [*args, "--fetch-top", "2", "--out", str(out), "--no-plots"])
    assert result.exit_code == 0, result.output
    metrics = json.loads((out / "metrics.json").read_text())
    assert metrics["all"]["errors"] == 0
    assert metrics["all"]["hit@3"] > 0
    assert metrics["all"]["fetch_body_share"] == 1.0
    traces = [json.loads(line) for line in (out / "trace.jsonl").read_text().splitlines()]
    assert all(call["ok"] for t in traces for call in t["calls"])


def test_eval017_load_against_the_real_server_reports_no_errors(
    sample_server: RunningServer, tmp_path: Path
) -> None:
    out = tmp_path / "load"
    args = ["load", "--url", sample_server.mcp_url, "--dataset", str(SMOKE), "--out", str(out)]
    result = CliRunner().invoke(app, [*args, "--users", "2", "--duration", "10", "--mix", "3:1:0"])
    assert result.exit_code == 0, result.output
    report = json.loads((out / "load.json").read_text())
    assert report["requests"] > 5
    assert report["per_tool"]["search"]["requests"] > 0
    assert report["failures"] == report["failure_reasons"].get("tool_error", 0)


def test_eval011_ask_adapter_reads_the_real_ask_contract(
    sample_server: RunningServer, tmp_path: Path
) -> None:
    out = tmp_path / "ask"
    args = ["run", "--target", "ask", "--url", sample_server.mcp_url, "--dataset", str(SMOKE)]
    result = CliRunner().invoke(app, [*args, "--out", str(out), "--no-plots"])
    assert result.exit_code == 0, result.output
    traces = [json.loads(line) for line in (out / "trace.jsonl").read_text().splitlines()]
    assert [t["error"] for t in traces] == [None] * len(traces)
    assert all(isinstance(t["abstained"], bool) for t in traces)
    answered = [t for t in traces if not t["abstained"]]
    assert answered and all(t["ranked"] and t["calls"][0]["name"] == "ask" for t in answered)
    # The inner calls and their ids come from the result's _meta (spec/010, MCP-030).
    assert all(
        any(c["name"].startswith("ask:") and c["ids"] for c in t["calls"][1:]) for t in answered
    )


# A search budget this run exceeds (1 a second, 2 at once) and an ask budget it cannot wait for
# (1 a minute): the server's own limiter, not a fake, refuses the calls.
LIMITED = {
    "DOCS_MCP_LIMIT_SEARCH_PER_MIN": "60",
    "DOCS_MCP_LIMIT_SEARCH_BURST": "2",
    "DOCS_MCP_LIMIT_ASK_PER_MIN": "1",
    "DOCS_MCP_LIMIT_ASK_BURST": "1",
}


@pytest.fixture(scope="module")
def limited_server() -> Iterator[RunningServer]:
    # A Redis of its own: the limiter's state lives there, untouched by the other tests' calls.
    with private_sample_redis() as redis, running_http_server(redis.url, env=LIMITED) as server:
        yield server


def test_eval052_a_rate_limited_search_is_retried_and_its_wait_is_not_latency(
    limited_server: RunningServer, tmp_path: Path
) -> None:
    out = tmp_path / "search"
    args = ["run", "--target", "search", "--url", limited_server.mcp_url, "--dataset", str(SMOKE)]
    result = CliRunner().invoke(app, [*args, "--out", str(out), "--no-plots"])
    assert result.exit_code == 0, result.output
    assert "search refused by the server's limits, retrying in 1 s" in result.output
    traces = [json.loads(line) for line in (out / "trace.jsonl").read_text().splitlines()]
    assert [t["error"] for t in traces] == [None] * len(SMOKE.read_text().splitlines())
    waited = [t for t in traces if t["waited_ms"] > 0]
    # Six searches against two at once and one a second: at least three had to wait.
    assert len(waited) >= 3
    assert all(t["latency_ms"] < t["waited_ms"] for t in waited)
    assert json.loads((out / "metrics.json").read_text())["all"]["hit@3"] > 0


def test_eval052_eval053_a_wait_past_max_wait_is_an_error_and_the_run_exits_one(
    limited_server: RunningServer, tmp_path: Path
) -> None:
    out = tmp_path / "ask"
    args = ["run", "--target", "ask", "--url", limited_server.mcp_url, "--dataset", str(SMOKE)]
    args += ["--out", str(out), "--no-plots", "--max-wait", "3"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 1, result.output
    assert "questions ended in an error" in result.output
    traces = [json.loads(line) for line in (out / "trace.jsonl").read_text().splitlines()]
    errors = [t["error"] for t in traces if t["error"]]
    # The first ask spends the burst; the next is told to wait about a minute, past 3 s.
    assert len(errors) >= len(traces) - 1
    assert all("RateLimitedError: rate limit for ask" in e and "at most 3 s" in e for e in errors)
    assert (out / "report.md").read_text().splitlines()[2].startswith("**WARNING: ")
