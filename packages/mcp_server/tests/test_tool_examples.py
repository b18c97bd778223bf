"""Code examples through the SDK client (spec/010 MCP-066..068, MCP-080): search's ``language``
argument and fetch of an example id, in-process over the sample site published with the fixture
examples of ``docs_ingest.testing.examples``."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
from docs_core.connect import open_reader
from docs_core.settings import RedisSettings
from docs_ingest.testing.examples import HLL_PFADD_PY
from docs_mcp.server import create_server
from docs_mcp.settings import ServerSettings
from docs_mcp.state import ServerState
from mcp import Client
from mcp.server import Server

pytestmark = [pytest.mark.anyio, pytest.mark.redis]


@pytest.fixture
async def example_server(example_index: str) -> AsyncIterator[Server[Any]]:
    settings = ServerSettings(redis=RedisSettings(redis_url=example_index))
    state = ServerState()
    server = create_server(settings, state)
    async with open_reader(settings.redis) as reader:
        state.reader = reader
        yield server


def _payload(result: Any) -> Any:
    assert not result.is_error, result.content
    return json.loads(result.content[0].text)


async def test_mcp066_search_language_returns_that_clients_code_in_the_hit_shape(
    example_server: Server[Any],
) -> None:
    async with Client(example_server) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        result = await client.call_tool(
            "search", {"query": "count unique visitors with a HyperLogLog", "language": "Python"}
        )
    assert "language" in tools["search"].input_schema["properties"]
    assert len(tools["search"].description.encode()) < 2048
    hits = _payload(result)["results"]
    first = hits[0]
    assert first["id"] == "examples/hll_tutorial/pfadd/redis-py"
    assert {"id", "title", "url", "text"} <= set(first)
    assert f"```python\n{HLL_PFADD_PY}\n```" in first["text"]
    assert not any("pfAdd(" in hit["text"] or "jedis." in hit["text"] for hit in hits)


async def test_mcp067_an_unknown_language_is_a_tool_error_listing_the_accepted_values(
    example_server: Server[Any],
) -> None:
    async with Client(example_server) as client:
        result = await client.call_tool("search", {"query": "hyperloglog", "language": "cobol"})
    assert result.is_error
    text = result.content[0].text
    assert text.startswith("invalid_language:")
    assert "redis-py" in text and "jedis" in text and "python" in text


async def test_mcp080_an_empty_or_blank_language_is_no_language(
    example_server: Server[Any],
) -> None:
    # "in Python" is read from the query when no language is passed: "" must not hide it.
    query = "count unique visitors with a HyperLogLog in Python"
    page = "develop/data-types/probabilistic/hyperloglogs"
    async with Client(example_server) as client:
        absent = _payload(await client.call_tool("search", {"query": query}))
        blank = [
            _payload(await client.call_tool("search", {"query": query, "language": value}))
            for value in ("", "   ", "\t")
        ]
        fetched = _payload(await client.call_tool("fetch", {"id": page}))
        fetched_blank = [
            _payload(await client.call_tool("fetch", {"id": page, "language": value}))
            for value in ("", " ")
        ]
    assert absent["results"][0]["id"] == "examples/hll_tutorial/pfadd/redis-py"
    assert all(payload == absent for payload in blank)
    assert all(payload == fetched for payload in fetched_blank)


async def test_mcp068_fetch_of_an_example_id_returns_the_fenced_code(
    example_server: Server[Any],
) -> None:
    async with Client(example_server) as client:
        result = await client.call_tool("fetch", {"id": "examples/hll_tutorial/pfadd/jedis"})
    doc = _payload(result)
    assert doc["id"] == "examples/hll_tutorial/pfadd/jedis"
    assert '```java\n        long res1 = jedis.pfadd("bikes"' in doc["text"]
    assert doc["metadata"]["kind"] == "example" and doc["metadata"]["language"] == "java"


async def test_mcp069_fetch_language_puts_that_clients_code_in_the_page(
    example_server: Server[Any],
) -> None:
    async with Client(example_server) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        page = await client.call_tool(
            "fetch", {"id": "develop/data-types/probabilistic/hyperloglogs", "language": "node"}
        )
        wrong = await client.call_tool(
            "fetch", {"id": "develop/data-types/probabilistic/hyperloglogs", "language": "x"}
        )
    assert "language" in tools["fetch"].input_schema["properties"]
    assert len(tools["fetch"].description.encode()) < 2048
    text = _payload(page)["text"]
    assert "```javascript\nconst res1 = await client.pfAdd(" in text
    assert "r.pfadd(" not in text
    assert wrong.is_error and wrong.content[0].text.startswith("invalid_language:")
