"""``docs-mcp serve --workers N`` (spec/040-public-service.md, PUB-080): several processes on
one port, one rate budget in Redis."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from docs_mcp.testing import post_tool, running_cli, server_env

pytestmark = [pytest.mark.redis]


def _worker_pids(parent: int) -> list[int]:
    """Children of ``parent`` started by multiprocessing's spawn (uvicorn's workers), not its
    resource tracker."""
    pids = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            stat = (proc / "stat").read_text()
            cmdline = (proc / "cmdline").read_bytes().replace(b"\0", b" ")
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        if ppid == parent and b"spawn_main" in cmdline:
            pids.append(int(proc.name))
    return sorted(pids)


def test_pub080_two_workers_answer_on_one_port_and_share_one_rate_budget(
    sample_index: str,
) -> None:
    env = server_env(
        sample_index, {"DOCS_MCP_LIMIT_SEARCH_PER_MIN": "1", "DOCS_MCP_LIMIT_SEARCH_BURST": "6"}
    )
    with running_cli(["serve", "--workers", "2"], env=env, ready_timeout_s=90) as server:
        workers = _worker_pids(server.process.pid)
        assert len(workers) == 2, server.log()
        assert server.process.pid not in workers
        codes = []
        for i in range(20):
            # A fresh connection each time, so the kernel spreads them over both workers.
            reply = post_tool(server.mcp_url, "search", {"query": "eviction"}, i)
            codes.append(reply.status_code)
            if reply.status_code == 200:
                assert reply.json()["result"]["structuredContent"]["results"]
        assert codes.count(200) == 6, codes
        assert codes.count(429) == 14, codes
        assert httpx.get(f"{server.base_url}/readyz", timeout=10).status_code == 200
        assert _worker_pids(server.process.pid) == workers, "no worker died or was replaced"
