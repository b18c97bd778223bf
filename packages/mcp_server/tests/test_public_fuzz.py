"""Hostile JSON-RPC through the whole app: never a 500, never a traceback, others still served
(spec/040-public-service.md, PUB-050..PUB-052)."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from typing import Any

import httpx
import pytest
from docs_core.settings import RedisSettings
from docs_mcp.app import create_app
from docs_mcp.limits import LimitSettings
from docs_mcp.settings import ServerSettings
from docs_mcp.testing import MCP_HEADERS, RunningServer, running_http_server
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytestmark = [pytest.mark.redis]

LEAKS = ("Traceback", 'File "', "/site-packages/", "redis.exceptions", "docs_core.", "Error(")

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=50),
    lambda inner: (
        st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=10), inner, max_size=6)
    ),
    max_leaves=40,
)
methods = st.sampled_from(
    ["tools/call", "tools/list", "initialize", "ping", "server/discover", "resources/list"]
) | st.text(max_size=30)
tool_names = st.sampled_from(["search", "fetch", "ask"]) | st.text(max_size=20)
arguments = (
    st.fixed_dictionaries(
        {},
        optional={
            "query": st.text(max_size=300) | json_values,
            "question": st.text(max_size=300) | json_values,
            "id": st.text(max_size=200) | json_values,
            "offset": st.integers() | json_values,
            "limit": st.integers() | json_values,
        },
    )
    | json_values
)
messages = st.fixed_dictionaries(
    {"jsonrpc": st.sampled_from(["2.0", "1.0"]) | json_values, "method": methods},
    optional={
        "id": st.integers() | st.text(max_size=20) | json_values,
        "params": st.fixed_dictionaries({"name": tool_names, "arguments": arguments}) | json_values,
    },
)
bodies = (
    messages.map(json.dumps)
    | st.lists(messages, max_size=20).map(json.dumps)
    | json_values.map(json.dumps)
    | st.integers(1, 3000).map(lambda depth: "[" * depth + "]" * depth)
    | st.integers(1, 3000).map(lambda depth: '{"a":' * depth + "1" + "}" * depth)
    | st.integers(0, 20000).map(lambda n: json.dumps([1] * n))
    | st.binary(max_size=200).map(lambda b: b.decode("latin-1"))
)


def _assert_clean(response: httpx.Response) -> None:
    assert response.status_code < 500 or response.status_code == 503, response.status_code
    text = response.text
    for leak in LEAKS:
        assert leak not in text, (leak, text[:300])


def test_pub050_fuzzed_json_rpc_never_gives_500_or_leaks(sample_index: str) -> None:
    drawn: list[str] = []

    # Hypothesis draws the bodies; one event loop then sends them all through the app (its
    # lifespan must enter and exit in one task).
    @settings(
        max_examples=200,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(body=bodies)
    def draw(body: str) -> None:
        drawn.append(body)

    draw()
    app = create_app(
        ServerSettings(
            redis=RedisSettings(redis_url=sample_index), limits=LimitSettings(limits_enabled=False)
        )
    )

    async def scenario() -> httpx.Response:
        async with (
            app.router.lifespan_context(app),
            httpx.AsyncClient(
                transport=httpx.ASGITransport(app=app, raise_app_exceptions=False),
                base_url="http://127.0.0.1:8765",
                headers=MCP_HEADERS,
                timeout=30,
            ) as http,
        ):
            for body in drawn:
                response = await http.post("/mcp", content=body.encode("utf-8", "replace"))
                try:
                    _assert_clean(response)
                except AssertionError as exc:
                    raise AssertionError(f"body {body[:200]!r}: {exc}") from None
            return await http.post(
                "/mcp",
                json={
                    "jsonrpc": "2.0",
                    "id": 1,
                    "method": "tools/call",
                    "params": {"name": "search", "arguments": {"query": "eviction"}},
                },
            )

    healthy = asyncio.run(scenario())
    assert len(drawn) >= 100
    assert healthy.status_code == 200
    assert healthy.json()["result"]["structuredContent"]["results"]


def _slow_body(server: RunningServer) -> socket.socket:
    host, port = server.base_url.removeprefix("http://").split(":")
    sock = socket.create_connection((host, int(port)), timeout=5)
    sock.sendall(
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Accept: application/json, text/event-stream\r\nContent-Length: 1000\r\n\r\n{"
    )
    return sock


def test_pub051_slow_bodies_time_out_while_others_are_served(sample_index: str) -> None:
    env: dict[str, Any] = {"DOCS_MCP_BODY_TIMEOUT_S": "1.5"}
    with running_http_server(sample_index, env=env) as server:
        slow = [_slow_body(server) for _ in range(20)]
        try:
            started = time.monotonic()
            with httpx.Client(base_url=server.base_url, headers=MCP_HEADERS, timeout=10) as http:
                for _ in range(5):
                    r = http.post(
                        "/mcp",
                        json={
                            "jsonrpc": "2.0",
                            "id": 1,
                            "method": "tools/call",
                            "params": {"name": "search", "arguments": {"query": "eviction"}},
                        },
                    )
                    assert r.status_code == 200
            assert time.monotonic() - started < 5
            slow[0].settimeout(5)
            reply = slow[0].recv(4096)
            assert reply.startswith(b"HTTP/1.1 408")
            assert b"Traceback" not in reply
        finally:
            for sock in slow:
                sock.close()


def test_pub042_non_request_bodies_get_a_short_error_that_echoes_nothing(sample_index: str) -> None:
    bodies = [
        "[]",
        '[{"jsonrpc":"2.0","id":1,"method":"ping"}]',
        '{"jsonrpc":"2.0","id":1,"method":"ping","params":"x"}',
        "42",
    ]
    app = create_app(
        ServerSettings(
            redis=RedisSettings(redis_url=sample_index), limits=LimitSettings(limits_enabled=False)
        )
    )

    async def scenario() -> list[httpx.Response]:
        async with (
            app.router.lifespan_context(app),
            httpx.AsyncClient(
                transport=httpx.ASGITransport(app=app, raise_app_exceptions=False),
                base_url="http://127.0.0.1:8765",
                headers=MCP_HEADERS,
                timeout=30,
            ) as http,
        ):
            return [await http.post("/mcp", content=body) for body in bodies]

    for response in asyncio.run(scenario()):
        assert response.status_code == 400
        error = response.json()["error"]
        assert error["code"] == -32600
        assert "batches are not supported" in error["message"]
        assert "input_value" not in response.text and "pydantic" not in response.text
