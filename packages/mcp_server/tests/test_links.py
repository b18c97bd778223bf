"""Fetched text an agent does not trip on (spec/010 MCP-050..052): links that work, markdown
rather than HTML, a title to start from; through the SDK client over the sample index."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
import redis
from docs_core.ids import BASE_URL
from docs_core.index import live_version
from docs_core.keys import record_key
from docs_core.schema import Entity
from docs_ingest.testing import INJECTION_PAGE
from mcp import Client
from mcp.server import Server

pytestmark = [pytest.mark.anyio, pytest.mark.redis]

_LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]*)\)")
_TAG = re.compile(r"</?(details|summary|code|div|span|table|br|a)\b[^>]*>", re.I)


def _payload(result: Any) -> Any:
    assert not result.is_error, result.content
    assert json.loads(result.content[0].text) == result.structured_content
    return result.structured_content


async def _fetch(client: Client, doc_id: str, **args: Any) -> Any:
    return _payload(await client.call_tool("fetch", {"id": doc_id, **args}))


async def test_mcp050_a_command_page_links_canonical_urls_and_lists_ids_that_fetch(
    docs_server: Server[Any],
) -> None:
    async with Client(docs_server) as client:
        page = await _fetch(client, "XADD")
        targets = _LINK.findall(page["text"])
        links = page["metadata"]["links"]
        fetched = [await _fetch(client, linked, max_chars=500) for linked in links]
    assert f"{BASE_URL}develop/data-types/streams/" in targets
    assert f"{BASE_URL}develop/data-types/streams/#consumer-groups" in targets
    assert f"{BASE_URL}commands/bf.reserve/" in targets and "#capping-the-stream" in targets
    assert all(t.startswith((BASE_URL, "#")) for t in targets), targets
    assert links == ["develop/data-types/streams", "commands/bf.reserve"]
    assert [doc["id"] for doc in fetched] == links


async def test_mcp050_links_name_only_pages_the_live_index_holds(
    docs_server: Server[Any], sample_index: str
) -> None:
    client = redis.Redis.from_url(sample_index)
    version = live_version(client)
    assert version is not None
    page = record_key(Entity.PAGE, version, INJECTION_PAGE)
    links = (
        f"\n\n[gone]({BASE_URL}commands/missing/) [xadd]({BASE_URL}commands/xadd/#ids) "
        f"[self]({BASE_URL}{INJECTION_PAGE}/) [again]({BASE_URL}commands/xadd/)"
    )
    client.hset(page, "body", client.hget(page, "body").decode() + links)
    client.close()
    async with Client(docs_server) as mcp:
        fetched = await _fetch(mcp, INJECTION_PAGE)
    assert fetched["text"].endswith(links)
    assert fetched["metadata"]["links"] == ["commands/xadd"]


async def test_mcp051_argument_blocks_arrive_as_markdown_and_no_fetched_page_holds_html(
    docs_server: Server[Any],
) -> None:
    async with Client(docs_server) as client:
        xadd = await _fetch(client, "commands/xadd#required-arguments")
        found = _payload(await client.call_tool("search", {"query": "XADD required arguments"}))
        pages = {hit["page_id"] for hit in found["results"]}
        texts = [(await _fetch(client, page))["text"] for page in pages]
    assert "**`key`**\n\nThe stream to append to" in xadd["text"]
    for text in [xadd["text"], *texts, *(hit["text"] for hit in found["results"])]:
        prose = re.sub(r"```.*?```", "", text, flags=re.S)
        assert not _TAG.search(prose), prose[:400]


async def test_mcp052_a_fetched_page_starts_with_its_title_as_an_h1(
    docs_server: Server[Any],
) -> None:
    async with Client(docs_server) as client:
        command = await _fetch(client, "XADD")
        page = await _fetch(client, "develop/reference/eviction")
        section = await _fetch(client, "develop/reference/eviction#_top")
        rest = await _fetch(client, "develop/reference/eviction", offset=10, max_chars=500)
    assert command["text"].startswith("# XADD\n")
    assert page["text"].startswith(f"# {page['title']}\n\n")
    assert not section["text"].startswith("# ")
    assert rest["text"] == page["text"][10:510]
