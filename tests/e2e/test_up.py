"""``docs-mcp up`` end to end: embedded Redis, ingest through docs_ingest.run_ingest, serve, and
the printed client configuration (spec/010 MCP-017)."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from docs_core.embedded import stop_embedded
from docs_mcp.testing import running_cli, server_env
from mcp import Client

pytestmark = [pytest.mark.anyio, pytest.mark.redis, pytest.mark.slow]

PAGES = {
    "commands/hsetex.md": (
        "---\ntitle: HSETEX\ndescription: Set hash fields with an expiration\n---\n"
        "Sets the value of one or more fields of a hash and their time to live.\n\n"
        "## Return information\n\nThe number of fields that were set.\n"
    ),
    "develop/reference/eviction/index.md": (
        "---\ntitle: Key eviction\n---\nWhat Redis does when it reaches maxmemory.\n\n"
        "## Eviction policies\n\nThe allkeys-lru policy evicts the least recently used keys.\n"
    ),
}


@pytest.fixture
def data_dir() -> Iterator[Path]:
    path = Path(tempfile.mkdtemp(prefix="docsup-", dir="/tmp"))
    try:
        yield path
    finally:
        stop_embedded(path)


def _write_site(root: Path) -> Path:
    (root / "content").mkdir(parents=True)
    (root / "config.toml").write_text('baseURL = "https://redis.io"\n', encoding="utf-8")
    for rel, text in PAGES.items():
        path = root / "content" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


async def test_mcp017_up_ingests_serves_and_prints_client_config(
    tmp_path: Path, data_dir: Path
) -> None:
    source = _write_site(tmp_path / "site")
    env = server_env(None, {"DOCS_DATA_DIR": str(data_dir)})
    with running_cli(["up", "--source", str(source)], env=env, ready_timeout_s=120) as server:
        printed = server.log()
        async with Client(server.mcp_url, mode="legacy") as client:
            found = await client.call_tool("search", {"query": "HSETEX field expiration"})
    assert "index v1: full (2 pages)" in printed
    assert f"Redis docs MCP server: {server.mcp_url}" in printed
    assert f"claude mcp add --transport http redis-docs {server.mcp_url}" in printed
    assert '"mcpServers"' in printed and "[mcp_servers.redis-docs]" in printed
    assert not found.is_error
    assert found.structured_content["results"][0]["page_id"] == "commands/hsetex"
    assert (data_dir / "redis.sock").exists()
