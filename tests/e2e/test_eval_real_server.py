"""docs-eval against the real ``docs-mcp serve`` over the sample index (spec/030, EVAL-010, EVAL-017)."""

from __future__ import annotations

import json
from pathlib import Path

from docs_eval.cli import app
from docs_mcp.testing import RunningServer
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
