"""Independent TypeScript clients from npm against ``docs-mcp serve`` (spec/010 MCP-012):
@modelcontextprotocol/sdk 1.32 (initialize) and @modelcontextprotocol/client 2.4 (legacy and
auto, which negotiates 2026-07-28 through server/discover)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from docs_mcp.server import INSTRUCTIONS
from docs_mcp.testing import RunningServer

pytestmark = [pytest.mark.node, pytest.mark.redis, pytest.mark.slow]

SCRIPT = Path(__file__).parent / "node" / "clients.mjs"
EXPECTED_VERSIONS = {
    "sdk@1.32 initialize": "2025-11-25",
    "client@2.4 legacy": "2025-11-25",
    "client@2.4 auto": "2026-07-28",
}


def test_mcp012_typescript_clients_read_whole_results(
    sample_server: RunningServer, node22: Path
) -> None:
    fetch_ids = ["commands/bf.reserve", "develop/reference/eviction"]
    run = subprocess.run(
        [
            str(node22),
            str(SCRIPT),
            sample_server.mcp_url,
            "Bloom filter error rate",
            json.dumps(fetch_ids),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=SCRIPT.parent,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    reports = {r["client"]: r for r in map(json.loads, run.stdout.splitlines())}
    assert set(reports) == set(EXPECTED_VERSIONS)
    for name, report in reports.items():
        assert "error" not in report, f"{name}: {report.get('error')}"
        assert report["protocolVersion"] == EXPECTED_VERSIONS[name]
        assert report["instructions"] == INSTRUCTIONS, name
        assert report["capabilities"] == {"tools": {"listChanged": False}}, name
        assert [t["name"] for t in report["tools"]] == ["search", "fetch", "ask"]
        assert all(t["annotations"]["readOnlyHint"] for t in report["tools"])
        search = report["search"]
        assert not search["isError"] and search["structured"]["results"], name
        assert json.loads(search["text"]) == search["structured"], name
        for fetched in report["fetches"]:
            assert not fetched["isError"], (name, fetched)
            assert fetched["structured"]["text"], (name, fetched["id"])
            assert json.loads(fetched["text"]) == fetched["structured"], name
        assert report["badFetch"]["isError"]
        assert report["badFetch"]["text"].startswith("invalid_id: ")
