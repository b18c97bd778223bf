"""fetch forgives id-like strings, and a miss names ids that fetch; empty prompt and resource
lists for clients that ask anyway (spec/010 MCP-020, MCP-021, MCP-002), through the SDK client."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from mcp import Client
from mcp.server import Server

pytestmark = [pytest.mark.anyio, pytest.mark.redis]

XADD = "commands/xadd"
SECTION = "commands/xadd#entry-identifiers"
EVICTION = "develop/reference/eviction"
URL = "https://redis.io/docs/latest/"


async def _fetched_id(client: Client, value: str) -> str:
    result = await client.call_tool("fetch", {"id": value, "max_chars": 500})
    assert not result.is_error, (value, result.content)
    assert json.loads(result.content[0].text) == result.structured_content
    fetched_id: str = result.structured_content["id"]
    return fetched_id


@pytest.mark.parametrize(
    ("form", "canonical"),
    [
        (XADD, XADD),
        (f"{URL}commands/xadd/", XADD),
        (f"{URL}commands/xadd", XADD),
        (f"{URL}commands/xadd.md", XADD),
        (f"{URL}commands/xadd/#entry-identifiers", SECTION),
        ("http://redis.io/docs/latest/commands/xadd/", XADD),
        ("https://redis.io/docs/commands/xadd/", XADD),
        ("/docs/latest/commands/xadd/", XADD),
        ("commands/xadd/", XADD),
        ("XADD", XADD),
        ("xadd", XADD),
        ("commands/XADD", XADD),
        ("CLIENT NO-EVICT", "commands/client-no-evict"),
        ("client no-evict", "commands/client-no-evict"),
        ("BF.RESERVE", "commands/bf.reserve"),
        (SECTION, SECTION),
        ("commands/xadd#Entry-Identifiers", SECTION),
        ("XADD#entry-identifiers", SECTION),
        (f"{SECTION}:w0", f"{SECTION}:w0"),
        ("/topics/lru-cache/", EVICTION),
        (f"{URL}manual/eviction/", EVICTION),
        ("manual/eviction", EVICTION),
        (f"{URL}topics/eviction%20policies/", EVICTION),
    ],
)
async def test_mcp020_every_id_form_fetches_the_canonical_record(
    docs_server: Server[Any], form: str, canonical: str
) -> None:
    async with Client(docs_server) as client:
        assert await _fetched_id(client, form) == canonical


def _suggestions(message: str) -> list[str]:
    assert message.startswith("not_found: "), message
    assert "close ids that exist: " in message, message
    return re.findall(r"'([^']+)'", message.split("close ids that exist: ", 1)[1])


@pytest.mark.parametrize(
    ("missing", "expected"),
    [
        ("commands/xaddd", XADD),
        ("XADDD", XADD),
        ("https://redis.io/docs/latest/develop/reference/evictions/", EVICTION),
        ("commands/xadd#no-such-anchor", XADD),
        ("commands/xadd#entry-identifier", SECTION),
    ],
)
async def test_mcp021_an_unknown_id_lists_close_ids_that_fetch(
    docs_server: Server[Any], missing: str, expected: str
) -> None:
    async with Client(docs_server) as client:
        result = await client.call_tool("fetch", {"id": missing})
        assert result.is_error
        suggestions = _suggestions(result.content[0].text)
        assert 1 <= len(suggestions) <= 3
        assert expected in suggestions
        for suggestion in suggestions:
            assert await _fetched_id(client, suggestion) == suggestion


async def test_mcp021_a_miss_with_nothing_close_says_to_search(docs_server: Server[Any]) -> None:
    async with Client(docs_server) as client:
        result = await client.call_tool("fetch", {"id": "zzzz/qqqq/wwww"})
    assert result.is_error
    message = result.content[0].text
    assert message.startswith("not_found: ")
    assert "zzzz/qqqq/wwww" in message
    assert "close ids" in message or "search" in message


async def test_mcp002_prompt_and_resource_lists_are_empty_and_unadvertised(
    docs_server: Server[Any],
) -> None:
    async with Client(docs_server) as client:
        caps = client.server_capabilities
        assert caps.prompts is None and caps.resources is None
        assert (await client.list_prompts()).prompts == []
        assert (await client.list_resources()).resources == []
