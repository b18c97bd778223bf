"""The Python SDK client against ``docs-mcp serve`` and ``docs-mcp stdio`` over the sample index:
what a model reads carries the whole result (spec/010 MCP-003, MCP-005, MCP-012, MCP-015)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from docs_core.embedded import EmbeddedRedis
from docs_ingest.testing import SAMPLE_QUERIES
from docs_mcp.server import INSTRUCTIONS
from docs_mcp.testing import RunningServer, server_env, stdio_command
from mcp import Client, StdioServerParameters

pytestmark = [pytest.mark.anyio, pytest.mark.redis, pytest.mark.slow]


def _body(result: Any) -> Any:
    """What a model sees: Claude Code hands it structuredContent, others the text block."""
    assert not result.is_error, result.content
    assert [block.type for block in result.content] == ["text"]
    assert json.loads(result.content[0].text) == result.structured_content
    return result.structured_content


async def _exercise(client: Client) -> dict[str, float]:
    assert client.instructions == INSTRUCTIONS
    assert [tool.name for tool in (await client.list_tools()).tools] == ["search", "fetch", "ask"]
    empty = fetched = delivered = 0
    for query in SAMPLE_QUERIES:
        hits = _body(await client.call_tool("search", {"query": query}))["results"]
        assert len(hits) <= 8
        empty += not hits
        for hit in hits[:3]:
            doc = await client.call_tool("fetch", {"id": hit["id"]})
            fetched += 1
            delivered += bool(not doc.is_error and _body(doc)["text"])
    return {
        "empty_search_share": empty / len(SAMPLE_QUERIES),
        "fetch_body_share": delivered / fetched,
    }


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_mcp012_mcp015_python_client_over_http(
    sample_server: RunningServer, mode: str
) -> None:
    async with Client(sample_server.mcp_url, mode=mode) as client:
        assert client.protocol_version == ("2025-11-25" if mode == "legacy" else "2026-07-28")
        shares = await _exercise(client)
    print(f"\n[{mode}] {shares}")
    assert shares["empty_search_share"] == 0.0
    assert shares["fetch_body_share"] == 1.0


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_mcp012_mcp015_python_client_over_stdio(
    sample_redis: EmbeddedRedis, mode: str
) -> None:
    command, args = stdio_command()
    params = StdioServerParameters(command=command, args=args, env=server_env(sample_redis.url))
    async with Client(params, mode=mode, read_timeout_seconds=30) as client:
        shares = await _exercise(client)
    assert shares == {"empty_search_share": 0.0, "fetch_body_share": 1.0}
