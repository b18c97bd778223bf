"""What agents trip on, through real clients against ``docs-mcp serve`` on the sample index:
ask's internals in ``_meta``, notes on misses, ask's economics (spec/010 MCP-030..MCP-032) and
the discovery routes for agents without MCP (spec/040 PUB-070..PUB-072, PUB-095)."""

from __future__ import annotations

import dataclasses
import json
import re
import socket
import uuid
from typing import Any

import httpx
import jsonschema
import pytest
from docs_core.connect import open_reader
from docs_core.embedded import EmbeddedRedis
from docs_core.errors import BackendUnavailableError
from docs_core.hostcheck import LOCAL_HOSTS, AllowList
from docs_core.models import SearchHit
from docs_core.settings import RedisSettings
from docs_mcp.app import create_app
from docs_mcp.discovery import absolute_links
from docs_mcp.settings import ServerSettings
from docs_mcp.testing import RunningServer, running_http_server
from docs_mcp.tools import search as search_tool
from docs_mcp.tools.misses import is_weak, miss_note
from mcp import Client
from mcp.server import Server

pytestmark = [pytest.mark.redis]

NONSENSE = "zxqv florbnak"
ABSENT = "How do I configure Cassandra compaction strategies?"
_MD_LINK = re.compile(r"\]\(([^)\s]+)\)")


def _structured(result: Any) -> dict[str, Any]:
    assert not result.is_error, result.content
    assert json.loads(result.content[0].text) == result.structured_content
    data: dict[str, Any] = result.structured_content
    return data


@pytest.mark.anyio
@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_mcp030_ask_keeps_trace_and_steps_in_meta_not_in_the_payload(
    http_server: RunningServer, mode: str, anyio_backend: str
) -> None:
    async with Client(http_server.mcp_url, mode=mode) as client:
        result = await client.call_tool("ask", {"question": "how do I evict keys?"})
        payload = _structured(result)
        for internal in ("trace", "steps", "tool_calls", "elapsed_ms", "mode", "abstained"):
            assert internal not in payload
        assert result.meta is not None
        assert result.meta["steps"] >= 0 and result.meta["tool_calls"] >= 1
        assert result.meta["trace"] and all(
            set(step) <= {"tool", "ids", "error"} for step in result.meta["trace"]
        )
        for doc_id in result.meta["trace"][0]["ids"][:2]:
            assert not (await client.call_tool("fetch", {"id": doc_id})).is_error


@pytest.mark.anyio
async def test_mcp031_empty_and_weak_searches_carry_a_note_and_good_ones_none(
    http_server: RunningServer, anyio_backend: str
) -> None:
    status = httpx.get(f"{http_server.base_url}/status", timeout=5).json()
    async with Client(http_server.mcp_url, mode="legacy") as client:
        schema = {t.name: t for t in (await client.list_tools()).tools}["search"].output_schema
        empty = _structured(
            await client.call_tool("search", {"query": "evict keys", "product": "iris"})
        )
        weak = _structured(await client.call_tool("search", {"query": NONSENSE}))
        good = _structured(
            await client.call_tool("search", {"query": "evict keys when memory is full"})
        )
    for payload in (empty, weak, good):
        jsonschema.validate(payload, schema)
        assert set(payload) == {"results", "note"}
    assert empty["results"] == [] and weak["results"], "results keep the OpenAI shape"
    for note in (empty["note"], weak["note"]):
        assert "redis.io docs" in note and "not in these docs" in note
        assert status["source_commit"][:12] in note
        assert re.search(r"indexed \d{4}-\d{2}-\d{2}", note)
    assert "without the product and version filters" in empty["note"]
    assert "'florbnak'" in weak["note"], "a broader query built from the caller's own words"
    assert good["note"] is None


@pytest.mark.anyio
async def test_mcp078_a_query_near_no_passage_carries_a_note(
    http_server: RunningServer, anyio_backend: str
) -> None:
    # Its words occur in the sample pages (ASK-074); only its vector tells it is elsewhere.
    far_query = "Write a haiku about autumn leaves."
    async with Client(http_server.mcp_url, mode="auto") as client:
        far = _structured(await client.call_tool("search", {"query": far_query}))
        named = _structured(await client.call_tool("search", {"query": "XACK"}))
        filtered = _structured(
            await client.call_tool("search", {"query": far_query, "product": "oss"})
        )
    assert far["results"], "results keep the OpenAI shape"
    assert far["note"].startswith("No passage comes near the query's subject.")
    assert "not in these docs" in far["note"]
    assert named["note"] is None, "a name alone sits far from every passage, yet names it"
    assert filtered["note"] is None, "nearness is to the latest docs: a filter leaves it out"


@pytest.mark.anyio
async def test_mcp032_mcp082_ask_reports_its_kind_and_the_callers_remaining_budget(
    sample_redis: EmbeddedRedis, anyio_backend: str
) -> None:
    # A salt of its own gives this server fresh budget keys, whatever else asked before.
    env = {"DOCS_MCP_LIMIT_SALT": uuid.uuid4().hex}
    with running_http_server(sample_redis.url, env=env) as server:
        async with Client(server.mcp_url, mode="legacy") as client:
            first = _structured(await client.call_tool("ask", {"question": "how do I evict keys?"}))
        # The 2026-07-28 path runs the tool in other tasks; the budget must still arrive.
        async with Client(server.mcp_url, mode="auto") as client:
            second = _structured(await client.call_tool("ask", {"question": ABSENT}))
    assert first["kind"] == "extractive" and first["note"] is None
    assert first["budget"] == {
        "remaining": 4, "limit": 10, "burst": 5, "window_s": 60, "resets_in_s": 6,
    }  # fmt: skip
    assert second["budget"]["remaining"] in (3, 4) and second["budget"]["limit"] == 10
    assert second["kind"] == "abstained" and second["sources"] == []
    assert "will not help" in second["note"] and "search" in second["note"]


@pytest.mark.anyio
async def test_mcp032_without_a_limiter_the_budget_is_null(
    docs_server: Server[Any], anyio_backend: str
) -> None:
    async with Client(docs_server) as client:
        payload = _structured(await client.call_tool("ask", {"question": "what is XADD?"}))
    assert payload["budget"] is None and payload["kind"] in ("model", "extractive")


def _raw_get(server: RunningServer, path: str, host: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(b"GET " + path.encode() + b" HTTP/1.1\r\nHost: " + host + b"\r\n")
        sock.sendall(b"Connection: close\r\n\r\n")
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    return reply


def test_pub095_a_host_port_of_non_ascii_digits_is_refused_and_never_echoed(
    http_server: RunningServer,
) -> None:
    paths = ("/", "/llms.txt", "/.well-known/mcp.json", "/mcp")
    # Superscript two and three (latin-1 bytes), which str.isdigit() calls digits.
    foreign = [_raw_get(http_server, path, b"127.0.0.1:\xb2\xb3") for path in paths]
    plain = _raw_get(http_server, "/llms.txt", f"127.0.0.1:{http_server.port}".encode())
    assert plain.startswith(b"HTTP/1.1 200"), "an ASCII port passes: the test can tell"
    for reply in foreign:
        assert reply.startswith(b"HTTP/1.1 421"), reply[:200]
        assert b"\xb2" not in reply and "\u00b2".encode() not in reply
    hosts = AllowList(LOCAL_HOSTS)
    assert hosts.allows("localhost:8765") and hosts.allows("[::1]:1")
    for port in ("\u00b2\u00b3", "\uff18\uff10", "\u0668", "123456", "", "+80", " 80"):
        assert not hosts.allows(f"localhost:{port}"), port


def test_pub070_discovery_routes_answer_with_their_content_types(
    http_server: RunningServer,
) -> None:
    base = http_server.base_url
    with httpx.Client(base_url=base, timeout=10) as http:
        llms = http.get("/llms.txt")
        card = http.get("/.well-known/mcp.json")
        proposal_path = http.get("/.well-known/mcp/server-card")
        home = http.get("/")
        page = http.get("/docs/commands/xadd.md")
        missing = http.get("/docs/commands/no-such-command.md")
        foreign = [
            http.get(path, headers={"Host": "evil.example"}).status_code
            for path in ("/", "/llms.txt", "/.well-known/mcp.json", "/docs/commands/xadd.md")
        ]
    assert llms.status_code == 200 and llms.headers["content-type"].startswith("text/plain")
    assert card.status_code == 200 and card.headers["content-type"] == "application/json"
    assert proposal_path.json() == card.json()
    assert home.status_code == 200 and home.headers["content-type"].startswith("text/html")
    assert page.status_code == 200
    assert page.headers["content-type"] == "text/markdown; charset=utf-8"
    assert missing.status_code == 404 and "not_found" in missing.text
    assert foreign == [421, 421, 421, 421]
    assert "evil.example" not in llms.text


@pytest.mark.anyio
async def test_pub071_markdown_route_serves_what_fetch_returns_with_absolute_links(
    http_server: RunningServer, anyio_backend: str
) -> None:
    async with Client(http_server.mcp_url, mode="legacy") as client:
        fetched = _structured(
            await client.call_tool("fetch", {"id": "commands/xadd", "max_chars": 40000})
        )
    assert fetched["next_offset"] is None
    page = httpx.get(f"{http_server.base_url}/docs/commands/xadd.md", timeout=10).text
    assert page == absolute_links(fetched["text"], fetched["url"])
    assert all(target.startswith("http") for target in _MD_LINK.findall(page))
    via_url = httpx.get(f"{http_server.base_url}/docs/XADD.md", timeout=10)
    assert via_url.status_code == 200 and via_url.text == page, "fetch's id forms work here too"


def test_pub071_relative_and_site_links_become_absolute() -> None:
    page = "https://redis.io/docs/latest/commands/xadd/"
    text = (
        "[XRANGE](/docs/latest/commands/xrange/) [up](../xread/) [here](#syntax) "
        "[out](https://example.com/x) ![img](/images/a.png) [mail](mailto:a@b.c)"
    )
    assert absolute_links(text, page) == (
        "[XRANGE](https://redis.io/docs/latest/commands/xrange/) "
        "[up](https://redis.io/docs/latest/commands/xread/) "
        "[here](https://redis.io/docs/latest/commands/xadd/#syntax) "
        "[out](https://example.com/x) ![img](https://redis.io/images/a.png) [mail](mailto:a@b.c)"
    )


@pytest.mark.anyio
async def test_pub072_llms_txt_card_and_home_page_are_filled_from_the_live_index(
    http_server: RunningServer, anyio_backend: str
) -> None:
    base = http_server.base_url
    async with Client(http_server.mcp_url, mode="legacy") as client:
        tools = (await client.list_tools()).tools
    with httpx.Client(base_url=base, timeout=10) as http:
        status = http.get("/status").json()
        llms = http.get("/llms.txt").text
        card = http.get("/.well-known/mcp.json").json()
        home = http.get("/").text
        linked = [http.get(url) for url in _MD_LINK.findall(llms)]
    lines = llms.splitlines()
    assert lines[0] == "# Redis documentation" and lines[2].startswith("> ")
    assert status["source_commit"][:12] in lines[2]
    sections = [line[3:] for line in lines if line.startswith("## ")]
    assert len(sections) >= 3, "one section per top-level area of the index"
    assert linked and all(
        r.status_code == 200 and r.headers["content-type"].startswith("text/markdown")
        for r in linked
    )
    for field in ("$schema", "name", "version", "description", "remotes", "capabilities"):
        assert card[field]
    assert "/" in card["name"]
    remote = card["remotes"][0]
    assert remote["type"] == "streamable-http" and remote["url"] == f"{base}/mcp"
    assert {"2025-11-25", "2026-07-28"} <= set(remote["supportedProtocolVersions"])
    assert card["capabilities"] == {"tools": {"listChanged": False}}
    assert [(t["name"], t["description"]) for t in card["tools"]] == [
        (t.name, t.description) for t in tools
    ]
    for client in ("Claude Code", "Cursor", "Codex", "VS Code"):
        assert client in home
    assert f"{base}/mcp" in home and status["source_commit"][:12] in home


def test_pub073_markdown_route_spends_the_callers_fetch_budget(
    sample_redis: EmbeddedRedis,
) -> None:
    env = {
        "DOCS_MCP_LIMIT_SALT": uuid.uuid4().hex,
        "DOCS_MCP_LIMIT_FETCH_PER_MIN": "2",
        "DOCS_MCP_LIMIT_FETCH_BURST": "2",
    }
    with (
        running_http_server(sample_redis.url, env=env) as server,
        httpx.Client(base_url=server.base_url, timeout=10) as http,
    ):
        codes = [http.get("/docs/commands/xadd.md") for _ in range(3)]
        others = [http.get(path).status_code for path in ("/", "/llms.txt")]
    assert [r.status_code for r in codes] == [200, 200, 429]
    assert int(codes[2].headers["retry-after"]) >= 1
    assert others == [200, 200], "the static pages spend no budget"


@pytest.mark.anyio
async def test_pub070_without_an_open_index_the_routes_degrade_and_never_fail(
    anyio_backend: str,
) -> None:
    # No lifespan: the reader was never opened, as while Redis is unreachable at start.
    app = create_app(ServerSettings(redis=RedisSettings(redis_url="redis://127.0.0.1:1")))
    transport = httpx.ASGITransport(app=app, client=("192.0.2.1", 1))
    async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1:8765") as http:
        home = await http.get("/")
        card = await http.get("/.well-known/mcp.json")
        llms = await http.get("/llms.txt")
        page = await http.get("/docs/commands/xadd.md")
    assert home.status_code == 200 and "index not reachable" in home.text
    assert card.status_code == 200 and "_meta" not in card.json()
    assert llms.status_code == 503 and page.status_code == 503


def test_mcp031_the_note_uses_the_callers_whole_words_and_leaves_numbers_out() -> None:
    hits = [
        SearchHit(id="a#x:w0", title="Eviction", url="u", text="keys", page_id="a", kind="chunk")
    ]
    assert is_weak("zzzzqqq 8.0", hits), "a number is no content word"
    note = miss_note("café caché naïve", None, empty=True, filtered=False)
    assert "'caché naïve'" in note and "cach'" not in note


def test_mcp031_a_result_holding_the_corrected_spelling_is_not_weak() -> None:
    hits = [
        SearchHit(
            id="h#x:w0", title="HGETALL", url="u", text="all fields", page_id="h", kind="chunk"
        )
    ]
    assert not is_weak("hgetal", hits), "one edit away: the search corrected it"
    assert not is_weak("hgteall", hits), "an adjacent swap is one edit"
    assert is_weak("hgetxyz", hits) and is_weak("hget", hits), "two edits, or under five letters"
    note = miss_note("hgetal", None, empty=False, filtered=False)
    assert "Try" not in note, "no broader query than the caller's own single word"
    for quoted in ("sourdough?", '"sourdough"', '"sourdough', "(sourdough)!"):
        assert "Try" not in miss_note(quoted, None, empty=False, filtered=False), quoted
    assert "Try" not in miss_note("如何在 中设置过期时间", None, empty=False, filtered=False)
    mixed = miss_note("如何 sourdough 面包 starter", None, empty=False, filtered=False)
    assert "Try: 'sourdough starter'" in mixed
    dropped = miss_note("sourdough 8.0", None, empty=False, filtered=False)
    assert "Try: 'sourdough'." in dropped, "dropping the number is broader"


@pytest.mark.anyio
async def test_mcp079_a_repeated_search_reuses_its_nearness_verdict(
    sample_index: str, anyio_backend: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    failing = {"on": False}
    check = search_tool.far_question

    async def counted(reader: Any, query: str) -> bool:
        asked.append(query)
        if failing["on"]:
            raise ConnectionError("index down")
        return await check(reader, query)

    monkeypatch.setattr(search_tool, "far_question", counted)
    far_query = search_tool.SearchArguments(query="Write a haiku about autumn leaves.")
    async with open_reader(RedisSettings(redis_url=sample_index)) as reader:
        verdicts = search_tool.FarVerdicts(max_entries=2)
        first = await search_tool.search(reader, far_query, verdicts)
        again = await search_tool.search(reader, far_query, verdicts)
        assert first.note is not None and again.note == first.note
        assert len(asked) == 1, "the second search took the kept verdict"

        status = reader.current_status
        meta = await status()

        async def patched() -> Any:
            return dataclasses.replace(meta, fingerprint="patched in place")

        monkeypatch.setattr(reader, "current_status", patched)
        await search_tool.search(reader, far_query, verdicts)
        assert len(asked) == 2, "another index state: the verdict is asked again"

        async def unreadable() -> Any:
            raise BackendUnavailableError("the docs index (Redis) did not answer")

        monkeypatch.setattr(reader, "current_status", unreadable)
        await search_tool.search(reader, far_query, verdicts)
        await search_tool.search(reader, far_query, verdicts)
        assert len(asked) == 4, "no state to key it by: checked every time, never kept"
        monkeypatch.setattr(reader, "current_status", status)

        failing["on"] = True
        other = search_tool.SearchArguments(query="what happens when Redis reaches maxmemory")
        assert (await search_tool.search(reader, other, verdicts)).note is None
        assert (await search_tool.search(reader, other, verdicts)).note is None
        assert asked.count(other.query) == 2, "a failed check is never kept"

        failing["on"] = False
        before = asked.count(far_query.query)
        await search_tool.search(reader, far_query, verdicts)
        assert asked.count(far_query.query) == before, "the first state's verdict is still kept"
        for query in ("append an entry to a stream", "consumer groups acknowledge messages"):
            await search_tool.search(reader, search_tool.SearchArguments(query=query), verdicts)
        await search_tool.search(reader, far_query, verdicts)
        assert asked.count(far_query.query) == before + 1, "bounded: the oldest made room"
