"""Hostile requests through the whole app and the real server: never a 500, never a traceback,
never an echo, a log no caller can fill, others still served (spec/040-public-service.md,
PUB-041..PUB-044, PUB-050..PUB-052)."""

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

LEAKS = (
    "Traceback",
    'File "',
    "/site-packages/",
    "redis.exceptions",
    "docs_core.",
    "Error(",
    "pydantic",
    "validation error",
    "JSONRPCRequest",
)

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
        f"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n".encode()
        + b"Accept: application/json, text/event-stream\r\nContent-Length: 1000\r\n\r\n{"
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


def _post_all(sample_index: str, bodies: list[str]) -> tuple[list[httpx.Response], str]:
    """Each body through the in-process app; the responses and the app's /metrics after."""
    app = create_app(
        ServerSettings(
            redis=RedisSettings(redis_url=sample_index), limits=LimitSettings(limits_enabled=False)
        )
    )

    async def scenario() -> tuple[list[httpx.Response], str]:
        async with (
            app.router.lifespan_context(app),
            httpx.AsyncClient(
                transport=httpx.ASGITransport(app=app, raise_app_exceptions=False),
                base_url="http://127.0.0.1:8765",
                headers=MCP_HEADERS,
                timeout=30,
            ) as http,
        ):
            responses = [await http.post("/mcp", content=body) for body in bodies]
            return responses, (await http.get("/metrics")).text

    return asyncio.run(scenario())


def _assert_short_invalid_request(response: httpx.Response) -> None:
    assert response.status_code == 400, response.text[:200]
    error = response.json()["error"]
    assert error["code"] == -32600
    assert response.json()["id"] is None
    assert len(response.content) < 300
    assert CANARY not in response.text
    _assert_clean(response)


CANARY = "zqxcanary7731"


def test_pub042_non_request_bodies_get_a_short_error_that_echoes_nothing(sample_index: str) -> None:
    bodies = [
        "[]",
        '[{"jsonrpc":"2.0","id":1,"method":"ping"}]',
        '{"jsonrpc":"2.0","id":1,"method":"ping","params":"x"}',
        "42",
    ]
    responses, _ = _post_all(sample_index, bodies)
    for response in responses:
        _assert_short_invalid_request(response)
    assert "batches are not supported" in responses[1].json()["error"]["message"]


def _search(**envelope: Any) -> str:
    message = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "search", "arguments": {"query": f"eviction {CANARY}"}},
    }
    message.update(envelope)
    return json.dumps({k: v for k, v in message.items() if v is not _ABSENT})


_ABSENT = object()


def test_pub043_invalid_envelopes_get_a_short_invalid_request_that_echoes_nothing(
    sample_index: str,
) -> None:
    bodies = [
        _search(jsonrpc="1.0"),
        _search(jsonrpc=_ABSENT),
        _search(jsonrpc=2.0),
        _search(method=123),
        _search(method=None),
        _search(method=["tools/call"]),
        _search(method=""),
        _search(method=f"tools/{CANARY}" * 100),
        _search(method=f"tools call {CANARY}"),
        _search(params=[CANARY]),
        _search(params=CANARY),
        _search(method=_ABSENT),
        json.dumps({"jsonrpc": "2.0", "id": 1, "result": {}, "error": {"code": 1}}),
        json.dumps({"jsonrpc": "2.0", "result": {"x": CANARY}}),
    ]
    responses, _ = _post_all(sample_index, bodies)
    for body, response in zip(bodies, responses, strict=True):
        try:
            _assert_short_invalid_request(response)
        except AssertionError as exc:
            raise AssertionError(f"body {body[:120]!r}: {exc}") from None


def test_pub044_a_request_whose_id_is_not_a_string_or_integer_is_refused_never_left_unanswered(
    sample_index: str,
) -> None:
    odd_ids = [True, False, 1.5, 1.0, -0.0, {}, {"a": CANARY}, [], [1], None, CANARY * 20]
    bodies = [_search(id=value) for value in odd_ids]
    responses, metrics = _post_all(sample_index, [*bodies, _search(id="fine-7")])
    for value, response in zip(odd_ids, responses, strict=False):
        try:
            _assert_short_invalid_request(response)
        except AssertionError as exc:
            raise AssertionError(f"id {value!r}: {exc}") from None
    assert responses[-1].status_code == 200
    assert responses[-1].json()["id"] == "fine-7"
    refused = f'docs_mcp_requests_total{{outcome="invalid_request",tool="other"}} {len(odd_ids)}.0'
    assert refused in metrics
    assert 'docs_mcp_requests_total{outcome="error",tool="search"}' not in metrics


def _raw(server: RunningServer, source: str = "127.0.0.1") -> socket.socket:
    host, port = server.base_url.removeprefix("http://").split(":")
    return socket.create_connection((host, int(port)), timeout=10, source_address=(source, 0))


def _closed_within(sock: socket.socket, seconds: float) -> tuple[bool, bytes]:
    """Whether the server closed ``sock`` within ``seconds``, and what it sent first."""
    sock.settimeout(seconds)
    received = b""
    try:
        while chunk := sock.recv(4096):
            received += chunk
    except TimeoutError:
        return False, received
    except ConnectionResetError:
        pass
    return True, received


def _search_ok(server: RunningServer) -> None:
    r = httpx.post(server.mcp_url, content=_search(), headers=MCP_HEADERS, timeout=10)
    assert r.status_code == 200
    assert r.json()["result"]["structuredContent"]["results"]


def test_pub052_silent_and_slow_header_sockets_are_closed_after_the_header_timeout(
    sample_index: str,
) -> None:
    env = {"DOCS_MCP_HEADER_TIMEOUT_S": "1", "DOCS_MCP_KEEP_ALIVE_S": "30"}
    with running_http_server(sample_index, env=env) as server:
        port = server.base_url.rsplit(":", 1)[1]
        silent = [_raw(server) for _ in range(5)]
        half_line = [_raw(server) for _ in range(5)]
        for sock in half_line:
            sock.sendall(b"POST /mc")
        trickle = _raw(server)
        kept_alive = _raw(server)
        kept_alive.sendall(f"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        try:
            started = time.monotonic()
            first = b""
            while b'"alive"' not in first:
                first += kept_alive.recv(4096)
            assert first.startswith(b"HTTP/1.1 200")
            kept_alive.sendall(b"GET /heal")
            for _ in range(4):
                trickle.sendall(b"P" if _ == 0 else b"O")
                _search_ok(server)
                time.sleep(0.3)
            for sock in silent:
                closed, sent = _closed_within(sock, 10)
                assert closed and sent == b""
            for sock in [*half_line, trickle, kept_alive]:
                closed, sent = _closed_within(sock, 10)
                assert closed
                assert sent.startswith(b"HTTP/1.1 408")
            assert time.monotonic() - started < 10
            _search_ok(server)
            metrics = httpx.get(f"{server.base_url}/metrics", timeout=10).text
            assert 'docs_mcp_connections_closed_total{reason="header_timeout"} 12.0' in metrics
        finally:
            for sock in [*silent, *half_line, trickle, kept_alive]:
                sock.close()


def test_pub054_a_body_the_app_never_reads_cannot_hold_its_connection(
    sample_index: str,
) -> None:
    env = {"DOCS_MCP_BODY_TIMEOUT_S": "1", "DOCS_MCP_KEEP_ALIVE_S": "30"}
    with running_http_server(sample_index, env=env) as server:
        port = server.base_url.rsplit(":", 1)[1]
        head = f"Host: 127.0.0.1:{port}\r\nContent-Length: 10\r\n\r\n"
        answered = _raw(server)
        answered.sendall(f"GET /healthz HTTP/1.1\r\n{head}x".encode())
        refused = _raw(server)
        refused.sendall(
            f"POST /mcp HTTP/1.1\r\n{head.replace('127.0.0.1', 'evil.example')}x".encode()
        )
        unanswered = _raw(server)
        unanswered.sendall(f"PUT /mcp HTTP/1.1\r\n{head}x".encode())
        try:
            started = time.monotonic()
            for sock in (answered, refused, unanswered):
                for _ in range(2):
                    time.sleep(0.4)
                    sock.sendall(b"y")
            for sock in (answered, refused, unanswered):
                closed, _ = _closed_within(sock, 10)
                assert closed
            assert time.monotonic() - started < 8, "closed after the body timeout and its grace"
            _search_ok(server)
            metrics = httpx.get(f"{server.base_url}/metrics", timeout=10).text
            assert 'docs_mcp_connections_closed_total{reason="body_timeout"} 3.0' in metrics
        finally:
            for sock in (answered, refused, unanswered):
                sock.close()


def test_pub052_connections_over_the_client_and_process_caps_are_closed_at_once(
    sample_index: str,
) -> None:
    env = {
        "DOCS_MCP_HEADER_TIMEOUT_S": "20",
        "DOCS_MCP_MAX_CONNECTIONS": "10",
        "DOCS_MCP_MAX_CONNECTIONS_PER_CLIENT": "4",
    }
    with running_http_server(sample_index, env=env) as server:
        held = [_raw(server, "127.0.0.2") for _ in range(4)]
        try:
            with _raw(server, "127.0.0.2") as over_client:
                assert _closed_within(over_client, 2) == (True, b"")
            _search_ok(server)
            held += [_raw(server, "127.0.0.3") for _ in range(4)]
            held += [_raw(server, "127.0.0.4") for _ in range(2)]
            time.sleep(0.2)
            with _raw(server, "127.0.0.5") as over_process:
                assert _closed_within(over_process, 2) == (True, b"")
        finally:
            for sock in held:
                sock.close()
        time.sleep(0.2)
        _search_ok(server)
        metrics = httpx.get(f"{server.base_url}/metrics", timeout=10).text
        assert 'docs_mcp_connections_closed_total{reason="client_cap"} 1.0' in metrics
        assert 'docs_mcp_connections_closed_total{reason="process_cap"} 1.0' in metrics


def test_pub052_limits_off_lifts_the_connection_cap_per_client(sample_index: str) -> None:
    env = {"DOCS_MCP_LIMITS_ENABLED": "false", "DOCS_MCP_MAX_CONNECTIONS_PER_CLIENT": "2"}
    with running_http_server(sample_index, env=env) as server:
        held = [_raw(server, "127.0.0.2") for _ in range(6)]
        try:
            assert _closed_within(held[-1], 1) == (False, b"")
        finally:
            for sock in held:
                sock.close()


def test_pub041_long_foreign_host_and_origin_leave_the_debug_log_bounded_and_clean(
    sample_index: str,
) -> None:
    env = {"DOCS_MCP_LOG_LEVEL": "debug"}
    long_value = f"{CANARY}-" * 1200  # 16 KB of caller text per header
    with running_http_server(sample_index, env=env) as server:
        ping = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping"})
        with httpx.Client(base_url=server.base_url, headers=MCP_HEADERS, timeout=10) as http:
            assert http.post("/mcp", content=ping).status_code == 200
            before = len(server.log())
            statuses = set()
            for i in range(300):
                headers = (
                    {"Origin": f"http://{long_value[:12000]}"}
                    if i % 3 == 0
                    else {"Host": long_value[:12000]}
                    if i % 3 == 1
                    else {"Origin": f"http://{CANARY}.example", "Host": f"{CANARY}:1"}
                )
                statuses.add(http.post("/mcp", content=ping, headers=headers).status_code)
                note = {"jsonrpc": "2.0", "method": f"notifications/{CANARY}{i}"}
                statuses.add(http.post("/mcp", json=note).status_code)
            assert statuses == {403, 421, 202}
            time.sleep(0.5)
        log = server.log()
    assert len(log) - before < 4096, log[before:][-2000:]
    assert CANARY not in log
    assert "DEBUG" in log, "the server did not log at DEBUG: the test would prove nothing"
