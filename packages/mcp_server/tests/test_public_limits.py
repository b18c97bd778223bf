"""Per-tool rate limits, bounds and client addresses (spec/040-public-service.md, PUB-001..PUB-012,
PUB-093, PUB-097)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack, asynccontextmanager
from typing import Any

import httpx
import pytest
import redis.asyncio
from docs_core.agent import AgentSettings
from docs_core.settings import RedisSettings
from docs_core.sharedlimit import address_group
from docs_core.testing import FakeModelServer, ScriptedTurn
from docs_mcp.app import create_app
from docs_mcp.guards import PublicGuard
from docs_mcp.limiter import SharedLimiter
from docs_mcp.limits import LimitSettings, client_address
from docs_mcp.refusals import ERROR_CODES
from docs_mcp.rpc import read_call
from docs_mcp.settings import ServerSettings
from docs_mcp.telemetry import Telemetry
from docs_mcp.testing import MCP_HEADERS, post_tool, running_http_server, tool_call

pytestmark = [pytest.mark.redis, pytest.mark.anyio]


def rpc(method: str, msg_id: int | None = 1) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "method": method, "params": {}}
    if msg_id is not None:
        message["id"] = msg_id
    if method == "initialize":
        message["params"] = {
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": {"name": "t", "version": "0"},
        }
    return message


@asynccontextmanager
async def asgi_client(
    redis_url: str, limits: LimitSettings, peer: str = "203.0.113.5"
) -> AsyncIterator[tuple[httpx.AsyncClient, Telemetry]]:
    app = create_app(ServerSettings(redis=RedisSettings(redis_url=redis_url), limits=limits))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, client=(peer, 40000))
        async with httpx.AsyncClient(
            transport=transport, base_url="http://127.0.0.1:8765", headers=MCP_HEADERS, timeout=30
        ) as http:
            yield http, app.state.telemetry


async def test_pub001_ask_burst_of_40_is_limited_while_search_keeps_working(
    sample_index: str,
) -> None:
    async with asgi_client(sample_index, LimitSettings()) as (http, telemetry):
        statuses = []
        for i in range(40):
            r = await http.post("/mcp", json=tool_call("ask", {"question": "what is eviction"}, i))
            statuses.append(r.status_code)
        assert statuses[:5] == [200] * 5
        assert statuses.count(429) >= 30
        refused = await http.post("/mcp", json=tool_call("ask", {"question": "again"}, 99))
        assert refused.status_code == 429
        wait = int(refused.headers["Retry-After"])
        assert 1 <= wait <= 6
        assert refused.headers["RateLimit-Limit"] == "10"
        assert refused.headers["RateLimit-Remaining"] == "0"
        assert int(refused.headers["RateLimit-Reset"]) >= wait
        body = refused.json()
        assert body["id"] == 99
        assert body["error"]["code"] == ERROR_CODES["rate_limited"]
        assert body["error"]["data"]["retry_after"] == wait
        assert f"retry after {wait} s" in body["error"]["message"]
        search = await http.post("/mcp", json=tool_call("search", {"query": "eviction"}))
        assert search.status_code == 200
        assert search.json()["result"]["structuredContent"]["results"]
        assert telemetry.value("docs_mcp_rate_limited_total", tool="ask") >= 31


async def test_pub005_handshake_never_spends_the_tools_budgets(sample_index: str) -> None:
    tiny = LimitSettings(
        limit_other_per_min=1,
        limit_other_burst=1,
        limit_search_burst=1,
        limit_handshake_burst=200,  # its own budget (PUB-097), out of this test's reach
    )
    async with asgi_client(sample_index, tiny) as (http, _):
        for i in range(30):
            for method in ("initialize", "tools/list", "ping"):
                r = await http.post("/mcp", json=rpc(method, i))
                assert r.status_code == 200, (method, r.status_code)
            note = await http.post("/mcp", json=rpc("notifications/initialized", None))
            assert note.status_code == 202


async def test_pub097_the_handshake_spends_a_budget_of_its_own(sample_index: str) -> None:
    default = LimitSettings().budget("handshake")
    assert (default.name, default.rate, default.burst) == ("handshake", 600, 60)
    small = LimitSettings(limit_handshake_per_min=6, limit_handshake_burst=5)
    handshake = [rpc(method, i) for i in range(3) for method in ("initialize", "tools/list")]
    async with asgi_client(sample_index, small, peer="198.51.100.20") as (http, telemetry):
        codes = [(await http.post("/mcp", json=body)).status_code for body in handshake]
        refused = await http.post("/mcp", json=rpc("ping", 77))
        search = await http.post("/mcp", json=tool_call("search", {"query": "eviction"}))
        note = await http.post("/mcp", json=rpc("notifications/initialized", None))
        rate_limited = telemetry.value("docs_mcp_rate_limited_total", tool="handshake")
    assert codes == [200] * 5 + [429]
    assert refused.status_code == 429
    assert int(refused.headers["Retry-After"]) >= 1
    assert refused.headers["RateLimit-Policy"] == "6;w=60;burst=5"
    error = refused.json()["error"]
    assert refused.json()["id"] == 77 and error["code"] == ERROR_CODES["rate_limited"]
    assert error["data"]["reason"] == "rate_limited" and error["data"]["tool"] == "handshake"
    assert "rate limit for handshake exceeded" in error["message"]
    assert search.status_code == 200, "the tools' budgets are apart"
    assert note.status_code == 202, "notifications spend nothing"
    assert rate_limited == 2
    async with asgi_client(sample_index, small, peer="198.51.100.21") as (other, _):
        assert (await other.post("/mcp", json=rpc("ping"))).status_code == 200
    off = small.model_copy(update={"limits_enabled": False})
    async with asgi_client(sample_index, off, peer="198.51.100.20") as (http, _):
        lifted = [(await http.post("/mcp", json=rpc("ping", i))).status_code for i in range(20)]
    assert lifted == [200] * 20


async def test_pub006_disabled_limiter_never_answers_429(sample_index: str) -> None:
    off = LimitSettings(limits_enabled=False, limit_search_per_min=1, limit_search_burst=1)
    async with asgi_client(sample_index, off) as (http, _):
        for i in range(30):
            r = await http.post("/mcp", json=tool_call("search", {"query": "eviction"}, i))
            assert r.status_code == 200


async def test_pub007_budgets_are_per_client_address(sample_index: str) -> None:
    limits = LimitSettings(limit_search_burst=2, limit_search_per_min=1)
    async with asgi_client(sample_index, limits, peer="198.51.100.1") as (first, _):
        codes = [(await first.post("/mcp", json=tool_call("search", {"query": "x"}))).status_code]
        codes += [(await first.post("/mcp", json=tool_call("search", {"query": "x"}))).status_code]
        codes += [(await first.post("/mcp", json=tool_call("search", {"query": "x"}))).status_code]
        assert codes == [200, 200, 429]
    async with asgi_client(sample_index, limits, peer="198.51.100.2") as (second, _):
        r = await second.post("/mcp", json=tool_call("search", {"query": "x"}))
        assert r.status_code == 200


def test_pub002_two_server_processes_share_one_budget(sample_index: str) -> None:
    env = {"DOCS_MCP_LIMIT_ASK_PER_MIN": "2", "DOCS_MCP_LIMIT_ASK_BURST": "4"}
    with (
        running_http_server(sample_index, env=env) as one,
        running_http_server(sample_index, env=env) as two,
    ):
        codes = []
        for i in range(10):
            server = one if i % 2 == 0 else two
            codes.append(post_tool(server.mcp_url, "ask", {"question": "eviction"}, i).status_code)
        assert codes.count(200) == 4
        assert codes.count(429) == 6
        assert 429 in codes[::2] and 429 in codes[1::2]


async def _echo(scope: dict[str, Any], receive: Callable[[], Awaitable[Any]], send: Any) -> None:
    await receive()
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "result": {"content": []}}).encode()
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": body})


async def test_pub004_unreachable_redis_fails_open_for_search_and_closed_for_ask(tmp_path) -> None:
    async def dead_client() -> Any:
        return redis.asyncio.Redis(
            unix_socket_path=str(tmp_path / "none.sock"), socket_connect_timeout=0.2
        )

    settings = LimitSettings()
    telemetry = Telemetry()
    limiter = SharedLimiter(settings, dead_client)
    guard = PublicGuard(_echo, settings=settings, telemetry=telemetry, limiter=limiter)
    transport = httpx.ASGITransport(app=guard)
    async with httpx.AsyncClient(transport=transport, base_url="http://t") as http:
        search = await http.post("/mcp", json=tool_call("search", {"query": "q"}))
        fetch = await http.post("/mcp", json=tool_call("fetch", {"id": "x"}))
        ask = await http.post("/mcp", json=tool_call("ask", {"question": "q"}))
    assert search.status_code == 200
    assert fetch.status_code == 200
    assert ask.status_code == 503
    assert ask.json()["error"]["code"] == ERROR_CODES["busy"]
    assert int(ask.headers["Retry-After"]) > 0
    assert telemetry.value("docs_mcp_limiter_backend_failures_total", mode="open") == 2
    assert telemetry.value("docs_mcp_limiter_backend_failures_total", mode="closed") == 1
    await limiter.aclose()


async def test_pub008_body_size_and_ask_concurrency_are_bounded() -> None:
    settings = LimitSettings(max_request_bytes=1024, ask_concurrency=1)
    telemetry = Telemetry()
    release = None

    async def slow(scope: dict[str, Any], receive: Any, send: Any) -> None:
        await release.wait()
        await _echo(scope, receive, send)

    import anyio

    release = anyio.Event()
    guard = PublicGuard(slow, settings=settings, telemetry=telemetry)
    # Two addresses: one address's second ask meets its own per-client cap first (PUB-093).
    transports = [httpx.ASGITransport(app=guard, client=(f"192.0.2.{n}", 1)) for n in (1, 2)]
    async with (
        httpx.AsyncClient(transport=transports[0], base_url="http://t") as http,
        httpx.AsyncClient(transport=transports[1], base_url="http://t") as other,
    ):
        big = await http.post("/mcp", json=tool_call("search", {"query": "x" * 2000}))
        assert big.status_code == 413
        assert big.json()["error"]["code"] == ERROR_CODES["too_large"]
        results: list[int] = []

        async def ask(client: httpx.AsyncClient) -> None:
            results.append(
                (await client.post("/mcp", json=tool_call("ask", {"question": "q"}))).status_code
            )

        async with anyio.create_task_group() as tg:
            tg.start_soon(ask, http)
            await anyio.sleep(0.1)
            tg.start_soon(ask, other)
            await anyio.sleep(0.1)
            release.set()
        assert sorted(results) == [200, 503]
    assert telemetry.value("docs_mcp_busy_total", tool="ask") == 1


def test_pub009_forwarded_for_is_believed_only_from_trusted_proxies() -> None:
    scope = {"client": ("10.0.0.5", 1), "headers": [(b"x-forwarded-for", b"1.2.3.4, 10.0.0.9")]}
    assert client_address(scope, []) == "10.0.0.5"
    assert client_address(scope, ["10.0.0.0/8"]) == "1.2.3.4"
    assert client_address({**scope, "client": ("8.8.8.8", 1)}, ["10.0.0.0/8"]) == "8.8.8.8"


@pytest.mark.parametrize(
    ("hop", "group"),
    [
        ("203.0.113.8:40001", "203.0.113.8"),
        ("203.0.113.8:40002", "203.0.113.8"),
        ("[2001:db8::1]:443", "2001:db8::/64"),
        ("[2001:db8::2]", "2001:db8::/64"),
        ("fe80::1%eth0", "fe80::/64"),
        ("203.0.113.8", "203.0.113.8"),
    ],
)
def test_pub009_a_forwarded_port_or_zone_gives_no_budget_of_its_own(hop: str, group: str) -> None:
    scope = {"client": ("10.0.0.5", 1), "headers": [(b"x-forwarded-for", hop.encode())]}
    assert client_address(scope, ["10.0.0.0/8"]) == group


def test_pub010_tool_is_read_from_body_or_2026_headers() -> None:
    scope = {"headers": [(b"mcp-method", b"tools/call"), (b"mcp-name", b"ask")]}
    assert read_call({"jsonrpc": "2.0", "id": 1}, scope).tool == "ask"
    assert read_call(tool_call("search", {}), scope).tool == "search", "the body wins"
    messages = [
        tool_call("search", {}),
        tool_call("ask", {}),
        rpc("tools/list"),
        tool_call("evil" * 50, {}),
    ]
    calls = [read_call(message, {"headers": []}) for message in messages]
    assert [c.tool for c in calls] == ["search", "ask", "handshake", "other"]
    assert [c.limited for c in calls] == [True, True, False, True]


@asynccontextmanager
async def redis_paused(redis_url: str, seconds: float) -> AsyncIterator[None]:
    """Every Redis command waits ``seconds``: calls that reached Redis stay in flight."""
    client = redis.asyncio.Redis.from_url(redis_url)
    try:
        await client.execute_command("CLIENT", "PAUSE", int(seconds * 1000), "ALL")
        yield
    finally:
        await client.execute_command("CLIENT", "UNPAUSE")
        await client.aclose()


async def _simultaneous(http: httpx.AsyncClient, bodies: list[dict[str, Any]]) -> list[int]:
    import asyncio

    responses = await asyncio.gather(*(http.post("/mcp", json=body) for body in bodies))
    return [r.status_code for r in responses]


async def test_pub011_per_client_concurrency_bound_holds_with_limits_on(sample_index: str) -> None:
    searches = [tool_call("search", {"query": "eviction"}, i) for i in range(24)]
    async with asgi_client(sample_index, LimitSettings()) as (http, telemetry):
        await http.post("/mcp", json=tool_call("search", {"query": "warm up"}))
        # The budget check awaits Redis: paused, every admitted search waits inside it.
        async with redis_paused(sample_index, 0.4):
            statuses = await _simultaneous(http, searches)
    assert sorted(statuses) == [200] * 8 + [429] * 16
    assert telemetry.value("docs_mcp_busy_total", tool="search") == 16


async def test_pub012_limits_off_lifts_the_per_client_bounds_and_never_refuses_the_handshake(
    sample_index: str,
) -> None:
    searches = [tool_call("search", {"query": "eviction"}, i) for i in range(24)]
    async with asgi_client(sample_index, LimitSettings(limits_enabled=False)) as (http, telemetry):
        await http.post("/mcp", json=tool_call("search", {"query": "warm up"}))
        async with redis_paused(sample_index, 0.4):
            statuses = await _simultaneous(http, searches)
        assert statuses == [200] * 24
        assert telemetry.value("docs_mcp_busy_total", tool="search") == 0
    handshake = [
        rpc(method, i) for i in range(8) for method in ("initialize", "tools/list", "ping")
    ]
    async with asgi_client(sample_index, LimitSettings()) as (http, telemetry):
        await http.post("/mcp", json=tool_call("search", {"query": "warm up"}))
        async with redis_paused(sample_index, 0.4):
            statuses = await _simultaneous(http, searches + handshake)
    assert statuses[24:] == [200] * len(handshake)
    assert telemetry.value("docs_mcp_busy_total", tool="handshake") == 0


def test_pub009_a_loopback_caller_cannot_pick_its_address_with_forwarded_for(
    sample_index: str,
) -> None:
    env = {"DOCS_MCP_LIMIT_SEARCH_PER_MIN": "1", "DOCS_MCP_LIMIT_SEARCH_BURST": "2"}
    with running_http_server(sample_index, env=env) as server:
        codes = []
        for i in range(5):
            forged = {**MCP_HEADERS, "X-Forwarded-For": f"203.0.113.{i + 1}"}
            r = post_tool(server.mcp_url, "search", {"query": "eviction"}, i, forged)
            codes.append(r.status_code)
        assert codes == [200, 200, 429, 429, 429]


def test_pub007_an_ipv6_client_counts_by_its_64_block() -> None:
    one, same_block = "2001:db8:1:2::1", "2001:db8:1:2:ffff::9"
    assert address_group(one) == address_group(same_block) == "2001:db8:1:2::/64"
    assert address_group("2001:db8:1:3::1") != address_group(one)
    assert address_group("::ffff:192.0.2.7") == "192.0.2.7"
    assert address_group("192.0.2.7") == "192.0.2.7" and address_group("unknown") == "unknown"
    scope = {"client": (same_block, 1), "headers": [(b"x-forwarded-for", one.encode())]}
    assert client_address(scope, []) == "2001:db8:1:2::/64"
    assert client_address({**scope, "client": ("10.0.0.5", 1)}, ["10.0.0.0/8"]) == (
        "2001:db8:1:2::/64"
    )


async def test_pub093_one_address_holds_at_most_one_ask_slot(sample_index: str) -> None:
    # The model takes 1.5 s a call, so every admitted ask holds its slot while the others come.
    with FakeModelServer([ScriptedTurn(text="Streams.", delay_s=1.5)], repeat_last=True) as fake:
        agent = AgentSettings(provider="openai", base_url=fake.openai_url, name="scripted")
        for enabled in (True, False):
            limits = LimitSettings(limits_enabled=enabled)
            settings = ServerSettings(
                redis=RedisSettings(redis_url=sample_index), limits=limits, agent=agent
            )
            app = create_app(settings)
            async with app.router.lifespan_context(app), AsyncExitStack() as stack:
                one, other = [
                    await stack.enter_async_context(
                        httpx.AsyncClient(
                            transport=httpx.ASGITransport(app=app, client=(peer, 1)),
                            base_url="http://127.0.0.1:8765",
                            headers=MCP_HEADERS,
                            timeout=30,
                        )
                    )
                    for peer in ("198.51.100.7", "198.51.100.8")
                ]
                asks = [tool_call("ask", {"question": "what is XADD"}, i) for i in range(4)]
                hog = asyncio.gather(*(one.post("/mcp", json=body) for body in asks))
                await asyncio.sleep(0.3)
                second = await other.post("/mcp", json=tool_call("ask", {"question": "XADD"}))
                held = await hog
            statuses = sorted(r.status_code for r in held)
            if not enabled:
                assert statuses == [200] * 4, "limits off lift the per-address cap"
                continue
            assert statuses == [200, 429, 429, 429]
            refused = next(r for r in held if r.status_code == 429)
            assert refused.headers["Retry-After"] == "2"
            error = refused.json()["error"]
            assert error["code"] == ERROR_CODES["busy"]
            assert error["data"] == {"reason": "busy", "tool": "ask"}
            assert "retry after 2 s" in error["message"]
            assert second.status_code == 200, "another address still gets an ask slot"
            assert not second.json()["result"].get("isError")
            assert app.state.telemetry.value("docs_mcp_busy_total", tool="ask") == 3
