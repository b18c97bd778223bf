"""Metadata with one meaning per name and hits that explain themselves (spec/010 MCP-040..044),
through the SDK client over the sample index."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import pytest
from docs_core.retrieval.snippets import ELLIPSIS, is_word_boundary
from docs_ingest.testing import SAMPLE_COMMIT, SAMPLE_QUERIES
from mcp import Client
from mcp.server import Server

pytestmark = [pytest.mark.anyio, pytest.mark.redis]


def _payload(result: Any) -> Any:
    assert not result.is_error, result.content
    assert json.loads(result.content[0].text) == result.structured_content
    return result.structured_content


async def _fetch(client: Client, doc_id: str) -> Any:
    return _payload(await client.call_tool("fetch", {"id": doc_id, "max_chars": 500}))


async def test_mcp040_a_command_page_says_since_doc_version_product_commit_and_time(
    docs_server: Server[Any],
) -> None:
    async with Client(docs_server) as client:
        metadata = (await _fetch(client, "XADD"))["metadata"]
    assert metadata["kind"] == "command"
    assert metadata["since"] == "5.0.0"
    assert (metadata["doc_version"], metadata["product"]) == ("latest", "oss")
    assert metadata["source_commit"] == SAMPLE_COMMIT
    assert datetime.fromisoformat(metadata["indexed_at"]).year >= 2025
    assert "version" not in metadata


@pytest.mark.parametrize(
    "doc_id", ["develop/reference/eviction", "commands/xadd#entry-identifiers", "manual/eviction"]
)
async def test_mcp040_other_records_carry_no_since_and_every_fetch_names_its_index(
    docs_server: Server[Any], doc_id: str
) -> None:
    async with Client(docs_server) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        metadata = (await _fetch(client, doc_id))["metadata"]
    assert "since" not in metadata and "version" not in metadata
    assert metadata["doc_version"] == "latest" and metadata["product"]
    assert metadata["source_commit"] == SAMPLE_COMMIT and metadata["indexed_at"]
    published = tools["fetch"].output_schema["$defs"]["DocMetadata"]["properties"]
    assert {"doc_version", "since", "source_commit", "indexed_at"} <= set(published)
    assert "version" not in published


async def test_mcp041_hit_titles_name_page_and_section(docs_server: Server[Any]) -> None:
    async with Client(docs_server) as client:
        titles: dict[str, str] = {}
        checked = 0
        for query in SAMPLE_QUERIES:
            found = _payload(await client.call_tool("search", {"query": query}))
            for hit in found["results"]:
                if hit["page_id"] not in titles:
                    titles[hit["page_id"]] = (await _fetch(client, hit["page_id"]))["title"]
                page_title = titles[hit["page_id"]]
                if hit["kind"] == "chunk" and hit["section"]:
                    assert hit["title"] == f"{page_title} > {hit['section']}", hit
                elif hit["kind"] == "chunk" or hit["kind"] == "page":
                    assert hit["title"] == page_title, hit
                assert "version" not in hit and hit["doc_version"]
                checked += 1
    assert checked > 20


async def test_mcp042_no_result_list_repeats_a_url_and_title(docs_server: Server[Any]) -> None:
    shared_url = 0
    async with Client(docs_server) as client:
        for query in SAMPLE_QUERIES:
            hits = _payload(await client.call_tool("search", {"query": query}))["results"]
            pairs = [(hit["url"].split("#")[0], hit["title"]) for hit in hits]
            assert len(set(pairs)) == len(pairs), (query, pairs)
            pages = [url for url, _ in pairs]
            shared_url += len(pages) - len(set(pages))
    assert shared_url, "some page shows two sections, which the titles tell apart"


async def test_mcp043_search_snippets_start_and_end_on_whole_words(
    docs_server: Server[Any],
) -> None:
    located = 0
    async with Client(docs_server) as client:
        for query in SAMPLE_QUERIES:
            for hit in _payload(await client.call_tool("search", {"query": query}))["results"]:
                if hit["kind"] != "chunk":
                    continue
                body = hit["text"].removeprefix(ELLIPSIS).removesuffix(ELLIPSIS)
                whole = _payload(
                    await client.call_tool("fetch", {"id": hit["id"], "max_chars": 40_000})
                )["text"]
                start = whole.find(body)
                if start < 0:
                    continue
                located += 1
                assert is_word_boundary(whole, start), (hit["id"], body[:30])
                assert is_word_boundary(whole, start + len(body)), (hit["id"], body[-30:])
    assert located > 20


async def test_mcp044_doc_version_prefers_that_copy_and_the_old_name_still_works(
    docs_server: Server[Any],
) -> None:
    async with Client(docs_server) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        new = _payload(
            await client.call_tool("search", {"query": "eviction policy", "doc_version": "7.4"})
        )
        old = _payload(
            await client.call_tool("search", {"query": "eviction policy", "version": "7.4"})
        )
    assert new["results"][0]["doc_version"] == "7.4"
    assert [h["id"] for h in old["results"]] == [h["id"] for h in new["results"]]
    properties = tools["search"].input_schema["properties"]
    assert "doc_version" in properties and "version" not in properties


async def test_mcp044_a_doc_version_no_copy_has_gets_a_note_naming_the_copies(
    docs_server: Server[Any],
) -> None:
    async with Client(docs_server) as client:
        unknown = _payload(
            await client.call_tool("search", {"query": "eviction policy", "doc_version": "9.9"})
        )
        held = _payload(
            await client.call_tool("search", {"query": "eviction policy", "doc_version": "7.4"})
        )
        hidden = _payload(
            await client.call_tool(
                "search", {"query": "eviction policy", "doc_version": "\u200b7.4\x00"}
            )
        )
        shouted = _payload(
            await client.call_tool("search", {"query": "eviction policy", "doc_version": "LATEST"})
        )
    assert shouted["note"] is None, "the latest docs in any case are no unknown copy"
    assert unknown["results"] and all(h["doc_version"] == "latest" for h in unknown["results"])
    assert unknown["note"].startswith("No copy of the docs is doc_version '9.9'")
    assert "7.4" in unknown["note"]
    assert held["note"] is None
    assert hidden["note"] is None, "a version is cleaned for the note as for the search"
    assert hidden["results"][0]["doc_version"] == "7.4"


async def test_mcp044_an_unknown_doc_version_keeps_the_miss_note_of_a_weak_result(
    docs_server: Server[Any],
) -> None:
    async with Client(docs_server) as client:
        missed = _payload(
            await client.call_tool("search", {"query": "qqxzv wwkkj", "doc_version": "9.9"})
        )
    assert missed["note"].startswith("No copy of the docs is doc_version '9.9'")
    assert "a miss means not in these docs" in missed["note"]
