"""``docs-mcp up`` end to end: embedded Redis, ingest by the ``docs-ingest run`` child process,
serve, the printed client configuration, and what Ctrl-C leaves running (spec/010 MCP-017,
MCP-018)."""

from __future__ import annotations

import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from docs_core.embedded import EmbeddedRedis, ensure_embedded, stop_embedded
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
    # The writer's own summary lines: it ran as a child process of ``up`` (no import of it).
    assert "pages 2/2 published" in printed
    assert "target: full -> v1" in printed
    assert f"Redis docs MCP server: {server.mcp_url}" in printed
    assert f"claude mcp add --transport http redis-docs {server.mcp_url}" in printed
    assert '"mcpServers"' in printed and "[mcp_servers.redis-docs]" in printed
    assert not found.is_error
    assert found.structured_content["results"][0]["page_id"] == "commands/hsetex"
    assert (data_dir / "redis.sock").exists()


async def test_mcp018_ctrl_c_on_up_says_the_embedded_redis_keeps_running_and_how_to_stop_it(
    tmp_path: Path, data_dir: Path
) -> None:
    source = _write_site(tmp_path / "site")
    env = server_env(None, {"DOCS_DATA_DIR": str(data_dir)})
    with running_cli(["up", "--source", str(source)], env=env, ready_timeout_s=120) as server:
        server.process.send_signal(signal.SIGINT)
        code = server.process.wait(timeout=30)
        printed = server.log()
    assert code == 0
    assert (
        f"docs-mcp: the embedded Redis (unix://{data_dir.resolve()}/redis.sock) keeps running; "
        f"stop it with: DOCS_DATA_DIR={data_dir.resolve()} uv run docs-ingest redis stop"
    ) in printed
    assert EmbeddedRedis(data_dir.resolve()).ping()


async def test_mcp018_ctrl_c_on_up_against_an_external_redis_says_nothing_about_stopping_it(
    tmp_path: Path, data_dir: Path
) -> None:
    source = _write_site(tmp_path / "site")
    external = ensure_embedded(data_dir)
    env = server_env(external.url, {"DOCS_DATA_DIR": str(tmp_path / "unused")})
    with running_cli(["up", "--source", str(source)], env=env, ready_timeout_s=120) as server:
        server.process.send_signal(signal.SIGINT)
        code = server.process.wait(timeout=30)
        printed = server.log()
    assert code == 0
    assert "pages 2/2 published" in printed
    assert "keeps running" not in printed and "redis stop" not in printed
    assert not (tmp_path / "unused" / "redis.sock").exists()


def test_mcp017_a_failing_writer_stops_up_with_its_exit_code(
    tmp_path: Path, data_dir: Path
) -> None:
    empty = tmp_path / "not-a-docs-checkout"
    empty.mkdir()
    result = subprocess.run(
        [sys.executable, "-m", "docs_mcp", "up", "--source", str(empty), "--port", "0"],
        env=server_env(None, {"DOCS_DATA_DIR": str(data_dir)}),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 1
    assert "error: " in result.stderr, "the writer's own message reaches the user"
    assert "docs-mcp: ingest failed (exit 1)" in result.stderr
    assert "Redis docs MCP server" not in result.stdout
