"""The MCP conformance suite from npm against ``docs-mcp serve`` (spec/010 MCP-013).

Each run uses a committed expected-failures baseline (tests/e2e/node/conformance-*.yaml) that
lists only scenarios calling fixture tools of the SDKs' "everything" server or capabilities this
server deliberately does not offer, each with its reason. The suite also fails on a stale entry,
so a scenario that starts passing must leave the baseline.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from docs_mcp.testing import RunningServer

pytestmark = [pytest.mark.node, pytest.mark.redis, pytest.mark.slow]

NODE_DIR = Path(__file__).parent / "node"
RUNS = {
    "0.1.16-active": (
        "node_modules/@modelcontextprotocol/conformance/dist/index.js",
        [],
        "conformance-0.1.16.yaml",
    ),
    "0.2.0-alpha.12-2026-07-28": (
        "node_modules/conformance-next/dist/index.js",
        ["--requirements", "2026-07-28"],
        "conformance-0.2-2026-07-28.yaml",
    ),
    "0.2.0-alpha.12-2025-11-25": (
        "node_modules/conformance-next/dist/index.js",
        ["--spec-version", "2025-11-25"],
        "conformance-0.2-2025-11-25.yaml",
    ),
}


@pytest.mark.parametrize("run", list(RUNS))
def test_mcp013_conformance_passes_against_its_baseline(
    sample_server: RunningServer, node22: Path, run: str, tmp_path: Path
) -> None:
    entry, extra, baseline = RUNS[run]
    result = subprocess.run(
        [
            str(node22),
            entry,
            "server",
            "--url",
            sample_server.mcp_url,
            *extra,
            "--expected-failures",
            baseline,
            "-o",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        cwd=NODE_DIR,
    )
    summary = result.stdout[result.stdout.find("=== SUMMARY ===") :]
    assert result.returncode == 0, summary[-6000:] + result.stderr[-2000:]
    assert "Baseline check passed" in result.stdout
