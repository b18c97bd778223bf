"""The HTTP deployable as a subprocess (``docs-mcp serve``) on a loopback port (spec/010)."""

from __future__ import annotations

import json
import uuid
from typing import Any

import httpx
import pytest
from docs_mcp.server import INSTRUCTIONS
from docs_mcp.testing import MCP_HEADERS, RunningServer, tool_call
from mcp import Client

pytestmark = [pytest.mark.redis]


def _post(server: RunningServer, body: Any, **headers: str) -> httpx.Response:
    content = body if isinstance(body, bytes) else json.dumps(body).encode()
    return httpx.post(
        server.mcp_url, content=content, headers={**MCP_HEADERS, **headers}, timeout=10
    )


def test_mcp016_readyz_reports_the_live_index_and_healthz_is_liveness(
    http_server: RunningServer,
) -> None:
    ready = httpx.get(f"{http_server.base_url}/readyz", timeout=5)
    assert ready.status_code == 200
    assert ready.json()["status"] == "ready"
    assert ready.json()["index"] is True
    assert ready.json()["index_version"] >= 1
    alive = httpx.get(f"{http_server.base_url}/healthz", timeout=5)
    assert alive.status_code == 200
    assert alive.json() == {"status": "alive"}


def test_mcp010_get_on_mcp_answers_405_at_once(http_server: RunningServer) -> None:
    for method in ("GET", "DELETE"):
        response = httpx.request(
            method, http_server.mcp_url, headers={"Accept": "text/event-stream"}, timeout=3
        )
        assert response.status_code == 405
        assert response.headers["allow"] == "POST"


def test_mcp010_foreign_host_and_origin_are_refused(http_server: RunningServer) -> None:
    ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    assert _post(http_server, ping, Host="evil.example").status_code == 421
    assert _post(http_server, ping, Origin="http://evil.example").status_code == 403
    assert _post(http_server, ping, Origin="http://localhost:3000").status_code == 200


def test_mcp010_allowed_hosts_are_configurable(sample_redis: Any) -> None:
    from docs_mcp.testing import running_http_server

    env = {
        "DOCS_MCP_ALLOWED_HOSTS": "docs.example.com",
        "DOCS_MCP_ALLOWED_ORIGINS": "https://docs.example.com",
    }
    ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    with running_http_server(sample_redis.url, env=env) as server:
        assert _post(server, ping, Host="docs.example.com").status_code == 200
        assert _post(server, ping, Origin="https://docs.example.com").status_code == 421
        assert (
            _post(server, ping, Host="docs.example.com", Origin="https://evil.example").status_code
            == 403
        )


def test_mcp010_oversized_body_is_413(http_server: RunningServer) -> None:
    huge = tool_call("search", {"query": "x" * (200 * 1024)})
    assert _post(http_server, huge).status_code == 413


def test_mcp010_wrong_content_type_and_malformed_json_are_clear_errors(
    http_server: RunningServer,
) -> None:
    wrong_type = _post(
        http_server, b'{"jsonrpc":"2.0","id":1,"method":"ping"}', **{"Content-Type": "text/plain"}
    )
    assert 400 <= wrong_type.status_code < 500
    assert "Content-Type" in wrong_type.text
    broken = _post(http_server, b'{"jsonrpc":"2.0","id":1,"method":"tools/ca')
    assert broken.json()["error"]["code"] == -32700
    ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}'
    surrogate = '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"\\ud800"}}'
    odd_bodies = (b"\xef\xbb\xbf" + ping.encode(), ping.encode("utf-16"), surrogate.encode())
    for odd in odd_bodies:
        assert json.loads(odd), "valid to the standard library, refused by the SDK's parser"
        refused = _post(http_server, odd).json()["error"]
        assert refused["code"] == -32700 and refused["data"]["reason"] == "parse_error", refused
    big = b'{"jsonrpc":"2.0","id":' + b"9" * 5000 + b',"method":"ping"}'
    refused = _post(http_server, big).json()["error"]
    assert refused["code"] == -32700 and "number too large" in refused["message"], refused
    not_rpc = _post(http_server, {"hello": "world"})
    assert not_rpc.json()["error"]["code"] in (-32600, -32602, -32700)


def test_mcp002_only_tools_are_advertised_on_the_wire(http_server: RunningServer) -> None:
    init = _post(
        http_server,
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-11-25",
                "capabilities": {},
                "clientInfo": {"name": "t", "version": "1"},
            },
        },
    ).json()["result"]
    assert init["capabilities"] == {"tools": {"listChanged": False}}
    assert init["instructions"] == INSTRUCTIONS
    # Unadvertised, yet answered: some clients ask anyway and treat an error as fatal.
    for method, key in (("resources/list", "resources"), ("prompts/list", "prompts")):
        reply = _post(http_server, {"jsonrpc": "2.0", "id": 2, "method": method}).json()
        assert reply["result"][key] == [], (method, reply)
    other = _post(
        http_server, {"jsonrpc": "2.0", "id": 3, "method": "resources/templates/list"}
    ).json()
    assert other["error"]["code"] == -32601


@pytest.mark.anyio
@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_mcp003_python_client_gets_instructions_and_tools_over_http(
    http_server: RunningServer, mode: str, anyio_backend: str
) -> None:
    async with Client(http_server.mcp_url, mode=mode) as client:
        assert client.instructions == INSTRUCTIONS
        assert client.protocol_version == ("2025-11-25" if mode == "legacy" else "2026-07-28")
        caps = client.server_capabilities
        assert caps.prompts is None and caps.resources is None and caps.logging is None
        assert caps.tools is not None and not caps.tools.list_changed
        names = [tool.name for tool in (await client.list_tools()).tools]
        assert names == ["search", "fetch", "ask"]


@pytest.mark.anyio
async def test_mcp014_query_text_never_reaches_the_log(
    http_server: RunningServer, anyio_backend: str
) -> None:
    marker = f"secretmarker{uuid.uuid4().hex}"
    async with Client(http_server.mcp_url, mode="legacy") as client:
        await client.call_tool("search", {"query": f"eviction {marker}"})
        await client.call_tool("search", {"query": f"@{marker}:{{x}} \x00"})
        await client.call_tool("search", {"query": marker, "bogus": marker})
        await client.call_tool("fetch", {"id": f"commands/{marker}"})
        await client.call_tool("ask", {"question": marker})
    assert http_server.log(), "the server log should not be empty (startup lines)"
    assert marker not in http_server.log()


MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
}


def test_mcp002_cancel_without_method_header_and_listen_answer_at_once(
    http_server: RunningServer,
) -> None:
    modern = {"MCP-Protocol-Version": "2026-07-28"}
    cancel = {
        "jsonrpc": "2.0",
        "method": "notifications/cancelled",
        "params": {"requestId": 5, "_meta": MODERN_META},
    }
    assert _post(http_server, cancel, **modern).status_code == 202
    listen = _post(
        http_server,
        {
            "jsonrpc": "2.0",
            "id": 3,
            "method": "subscriptions/listen",
            "params": {"_meta": MODERN_META},
        },
        **modern,
        **{"Mcp-Method": "subscriptions/listen"},
    )
    assert listen.headers["content-type"].startswith("application/json")
    assert listen.json()["error"]["code"] in (-32601, -32602)


def test_pub045_host_is_checked_on_every_path_under_mcp_and_nothing_redirects(
    http_server: RunningServer,
) -> None:
    call = tool_call("search", {"query": "eviction"})
    for path in ("/mcp/", "/mcp/x", "/mcp//"):
        url = f"{http_server.base_url}{path}"
        foreign = httpx.post(url, json=call, headers={**MCP_HEADERS, "Host": "evil.example"})
        assert foreign.status_code == 421, path
        assert "location" not in foreign.headers and "evil" not in foreign.text
        local = httpx.post(url, json=call, headers=MCP_HEADERS)
        assert local.status_code == 404, path
        assert "location" not in local.headers
    other = httpx.get(f"{http_server.base_url}/healthz/", headers={"Host": "evil.example"})
    assert "location" not in other.headers


def test_pub046_media_type_is_compared_case_insensitively(http_server: RunningServer) -> None:
    call = tool_call("search", {"query": "eviction"})
    for value in ("APPLICATION/JSON", "Application/Json; charset=UTF-8", "application/json ;x=1"):
        response = _post(http_server, call, **{"Content-Type": value})
        assert response.status_code == 200, value
        assert response.json()["result"]["structuredContent"]["results"]
    wrong = _post(http_server, call, **{"Content-Type": "application/jsonx"})
    assert wrong.status_code == 415
    assert "Content-Type" in wrong.json()["error"]["message"]


def test_pub047_serving_requests_writes_no_log_line_per_request(http_server: RunningServer) -> None:
    ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    _post(http_server, ping)
    before = http_server.log()
    for i in range(30):
        assert _post(http_server, ping).status_code == 200
        note = _post(http_server, {"jsonrpc": "2.0", "method": "notifications/x"})
        assert note.status_code == 202
        if i % 6 == 0:  # within the search budget the module's server has left
            search = _post(http_server, tool_call("search", {"query": "eviction"}, i))
            assert search.status_code == 200
    after = http_server.log()
    assert after == before, after[len(before) :][-1500:]


def test_mcp002_empty_lists_answer_on_the_2026_era_too(http_server: RunningServer) -> None:
    modern = {"MCP-Protocol-Version": "2026-07-28"}
    for method, key in (("prompts/list", "prompts"), ("resources/list", "resources")):
        reply = _post(
            http_server,
            {"jsonrpc": "2.0", "id": 4, "method": method, "params": {"_meta": MODERN_META}},
            **modern,
            **{"Mcp-Method": method},
        ).json()
        assert reply["result"][key] == [], (method, reply)
