"""A command page's client methods through the SDK client: fetch's ``language`` argument and
search reaching a client's method (spec/010 MCP-070..073), over the sample index."""

from __future__ import annotations

import json
from typing import Any

import pytest
from docs_core.languages import accepted_languages
from mcp import Client
from mcp.server import Server

pytestmark = [pytest.mark.anyio, pytest.mark.redis]


def _payload(result: Any) -> Any:
    assert not result.is_error, result.content
    assert json.loads(result.content[0].text) == result.structured_content
    return result.structured_content


def _bullets(text: str) -> list[str]:
    section = text.split("## In your client", 1)[1].split("\n## ", 1)[0]
    return [line for line in section.splitlines() if line.startswith("- ")]


async def test_mcp070_a_fetched_command_page_lists_every_mapped_client(
    docs_server: Server[Any],
) -> None:
    async with Client(docs_server) as client:
        doc = _payload(await client.call_tool("fetch", {"id": "XADD"}))
    bullets = _bullets(doc["text"])
    assert [b.split(":", 1)[0] for b in bullets] == [
        "- redis-py (Python)",
        "- node-redis (Node.js)",
        "- jedis (Java-Sync)",
        "- lettuce-async (Java-Async)",
        "- go-redis (Go)",
        "- NRedisStack-Sync, SERedis-Sync (C#)",
    ]
    assert bullets[4] == "- go-redis (Go): `XAdd(ctx context.Context, a *XAddArgs) -> *StringCmd`"
    assert "data/command-api-mapping/" in doc["text"]
    assert doc["text"].index("## In your client") < doc["text"].index("## Entry identifiers")
    assert doc["total_chars"] == len(doc["text"])


async def test_mcp071_language_keeps_only_that_languages_clients(
    docs_server: Server[Any],
) -> None:
    async with Client(docs_server) as client:
        java = _payload(await client.call_tool("fetch", {"id": "XADD", "language": "Java"}))
        jedis = _payload(await client.call_tool("fetch", {"id": "xadd", "language": "jedis"}))
        ruby = _payload(await client.call_tool("fetch", {"id": "XADD", "language": "ruby"}))
        plain = _payload(await client.call_tool("fetch", {"id": "develop/data-types/streams"}))
        plain_go = _payload(
            await client.call_tool("fetch", {"id": "develop/data-types/streams", "language": "go"})
        )
    assert [b.split(":", 1)[0] for b in _bullets(java["text"])] == [
        "- jedis (Java-Sync)",
        "- lettuce-async (Java-Async)",
    ]
    assert [b.split(":", 1)[0] for b in _bullets(jedis["text"])] == ["- jedis (Java-Sync)"]
    assert "No ruby client method is mapped for this command" in ruby["text"]
    assert plain_go["text"] == plain["text"] and "In your client" not in plain["text"]


async def test_mcp072_an_unknown_language_is_the_tool_error_invalid_language(
    docs_server: Server[Any],
) -> None:
    async with Client(docs_server) as client:
        result = await client.call_tool("fetch", {"id": "XADD", "language": "cobol"})
    assert result.is_error
    message = result.content[0].text
    assert message.startswith("invalid_language: unknown language 'cobol'")
    assert all(value in message for value in accepted_languages())


async def test_mcp072_fetch_publishes_the_optional_language_argument(
    docs_server: Server[Any],
) -> None:
    async with Client(docs_server) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    schema = tools["fetch"].input_schema
    assert "language" in schema["properties"] and "language" not in schema.get("required", [])
    assert "language" in tools["fetch"].description
    assert len(tools["fetch"].description) < 400


@pytest.mark.parametrize(
    ("query", "client_word"),
    [
        ("redis-py method for XADD", "redis-py"),
        ("jedis xadd method", "jedis"),
        ("go-redis XAdd signature", "go-redis"),
    ],
)
async def test_mcp073_search_reaches_the_method_of_the_named_client(
    docs_server: Server[Any], query: str, client_word: str
) -> None:
    async with Client(docs_server) as client:
        hits = _payload(await client.call_tool("search", {"query": query}))["results"]
        chunk = next(h for h in hits if "#in-your-client:" in h["id"])
        fetched = _payload(await client.call_tool("fetch", {"id": chunk["id"]}))
    assert chunk["page_id"] == "commands/xadd" and chunk["title"] == "XADD > In your client"
    assert client_word in fetched["text"]
