"""Caller text never reaches logs, at any level, on any path (spec/040-public-service.md,
PUB-040, PUB-041, PUB-094)."""

from __future__ import annotations

import json
import logging

import httpx
import pytest
import redis
from docs_core.logprivacy import install_log_privacy
from docs_core.settings import RedisSettings
from docs_core.testing import FakeModelServer, ScriptedTurn
from docs_mcp.app import create_app
from docs_mcp.limits import LimitSettings
from docs_mcp.settings import ServerSettings
from docs_mcp.testing import MCP_HEADERS, running_http_server, tool_call

pytestmark = [pytest.mark.redis, pytest.mark.anyio]

CANARY = "zqxcanary7731"


def _call(name: str, arguments: object, msg_id: int = 1) -> bytes:
    return json.dumps(tool_call(name, arguments, msg_id)).encode()


def _hostile_bodies() -> list[bytes]:
    c = CANARY
    return [
        _call("search", {"query": f"eviction {c}"}),
        _call("search", {"query": f"{c} " * 400}),
        _call("search", {"query": c, "product": c, "bogus": c}),
        _call("search", {"query": 12345, c: c}),
        _call("fetch", {"id": f"develop/{c}#x:w0"}),
        _call("fetch", {"id": f"{c}/../../etc/passwd"}),
        _call("fetch", {"id": f"develop/{c}", "offset": -5}),
        _call("ask", {"question": f"how does eviction work {c}"}),
        _call("ask", {"question": f"{c} " * 2000}),
        _call(c, {"query": c}),
        f'{{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{{"name":"search","arguments":{{"query":"{c}'.encode(),
        json.dumps({"jsonrpc": "2.0", "id": c, "method": c, "params": {c: c}}).encode(),
        json.dumps([json.loads(_call("search", {"query": c}))] * 3).encode(),
        _call("search", {"query": c * 20000}),
    ]


async def _send_all(http: httpx.AsyncClient) -> list[int]:
    statuses = []
    for body in _hostile_bodies():
        statuses.append((await http.post("/mcp", content=body)).status_code)
    return statuses


async def test_pub040_canary_never_reaches_any_log_in_process(
    sample_index: str, caplog: pytest.LogCaptureFixture
) -> None:
    tight = LimitSettings(limit_search_burst=3, limit_ask_burst=1)
    app = create_app(ServerSettings(redis=RedisSettings(redis_url=sample_index), limits=tight))
    caplog.set_level(logging.DEBUG)
    for name in list(logging.root.manager.loggerDict):
        logging.getLogger(name).setLevel(logging.DEBUG)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, client=("192.0.2.44", 1))
        async with httpx.AsyncClient(
            transport=transport, base_url="http://127.0.0.1:8765", headers=MCP_HEADERS, timeout=30
        ) as http:
            statuses = await _send_all(http)
            assert 429 in statuses and 413 in statuses and 200 in statuses
            redis.Redis.from_url(sample_index).flushall()
            statuses = await _send_all(http)
            assert any(s >= 400 for s in statuses)
            metrics = (await http.get("/metrics")).text
    logged = "\n".join(
        f"{r.getMessage()} {r.args!r} {r.exc_text or ''} {r.exc_info!r}" for r in caplog.records
    )
    assert caplog.records, "DEBUG capture recorded nothing: the test would prove nothing"
    assert CANARY not in logged
    assert CANARY not in metrics
    assert "192.0.2.44" not in logged + metrics


def test_pub040_canary_never_reaches_the_server_process_output(sample_index: str) -> None:
    with running_http_server(sample_index, env={"DOCS_MCP_LIMIT_ASK_BURST": "1"}) as server:
        with httpx.Client(base_url=server.base_url, headers=MCP_HEADERS, timeout=30) as http:
            for body in _hostile_bodies():
                http.post("/mcp", content=body)
            assert CANARY not in http.get("/metrics").text
        output = server.log()
    assert CANARY not in output


def _envelope_bodies() -> list[tuple[dict[str, str], bytes]]:
    """What a caller controls besides tool arguments: Host, Origin, notification method names,
    request ids (valid and not), response ids, method names; each carries the canary."""
    c = CANARY
    ping = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping"}).encode()
    return [
        ({"Host": f"{c}.example"}, ping),
        ({"Host": f"127.0.0.1:{c}"}, ping),
        ({"Origin": f"http://{c}.example"}, ping),
        ({"Origin": f"http://{c}" * 400}, ping),
        ({}, json.dumps({"jsonrpc": "2.0", "method": f"notifications/{c}"}).encode()),
        (
            {},
            json.dumps(
                {
                    "jsonrpc": "2.0",
                    "method": "notifications/cancelled",
                    "params": {"requestId": c, "reason": c},
                }
            ).encode(),
        ),
        ({}, json.dumps({"jsonrpc": "2.0", "id": c, "method": "ping"}).encode()),
        ({}, _call("search", {"query": "eviction"}).replace(b'"id": 1', f'"id": "{c}"'.encode())),
        ({}, json.dumps({"jsonrpc": "2.0", "id": c, "result": {}}).encode()),
        ({}, json.dumps({"jsonrpc": "2.0", "id": c, "error": {"code": 1, "message": c}}).encode()),
        ({}, json.dumps({"jsonrpc": "2.0", "id": 7, "method": f"{c}/list"}).encode()),
        ({}, json.dumps({"jsonrpc": "2.0", "id": {"x": c}, "method": "ping"}).encode()),
        ({}, json.dumps({"jsonrpc": c, "id": 1, "method": "ping"}).encode()),
        ({"Mcp-Method": c, "Mcp-Name": c}, _call("search", {"query": "eviction"})),
    ]


@pytest.mark.parametrize("level", [logging.DEBUG, logging.WARNING])
async def test_pub041_host_origin_notification_names_and_ids_never_reach_a_log(
    sample_index: str, caplog: pytest.LogCaptureFixture, level: int
) -> None:
    app = create_app(ServerSettings(redis=RedisSettings(redis_url=sample_index)))
    caplog.set_level(level)
    for name in list(logging.root.manager.loggerDict):
        logging.getLogger(name).setLevel(level)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, client=("192.0.2.45", 1))
        async with httpx.AsyncClient(
            transport=transport, base_url="http://127.0.0.1:8765", headers=MCP_HEADERS, timeout=30
        ) as http:
            for path in ("/mcp", "/mcp/"):
                for headers, body in _envelope_bodies():
                    response = await http.post(path, content=body, headers=headers)
                    assert response.status_code < 500
    logged = "\n".join(
        f"{r.getMessage()} {r.args!r} {r.exc_text or ''} {r.exc_info!r}" for r in caplog.records
    )
    assert CANARY not in logged
    assert "192.0.2.45" not in logged


def test_pub094_a_logger_created_after_start_logs_nothing_below_warning(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    install_log_privacy("docs_mcp")
    # Created after the install, as httpcore creates httpcore.http11 at the first model call.
    late = logging.getLogger("httpcore.pub094_late_child")
    late.debug("send_request_headers.started request=%s", CANARY)
    late.info("connect_tcp.complete %s", CANARY)
    late.warning("odd reply from %s", CANARY)
    # An operator lowering the child's own level reaches the handlers' filter instead.
    lowered = logging.getLogger("mcp.pub094_lowered")
    lowered.setLevel(logging.DEBUG)
    lowered.info("request %s", CANARY)
    mine = [r for r in caplog.records if r.name in (late.name, lowered.name)]
    assert [r.levelno for r in mine] == [logging.WARNING]
    assert mine[0].getMessage() == "odd reply from …"


def test_pub094_model_calls_add_no_library_lines_at_debug(sample_index: str) -> None:
    with FakeModelServer([ScriptedTurn(text="XADD appends.")], repeat_last=True) as fake:
        env = {
            "DOCS_MCP_LOG_LEVEL": "debug",
            "DOCS_MODEL_PROVIDER": "openai",
            "DOCS_MODEL_BASE_URL": fake.openai_url,
            "DOCS_MODEL_NAME": "scripted",
        }
        with running_http_server(sample_index, env=env) as server:
            before = server.log()
            for i in range(3):
                answer = httpx.post(
                    server.mcp_url,
                    json=tool_call("ask", {"question": f"what does XADD do {CANARY}"}, i),
                    headers=MCP_HEADERS,
                    timeout=30,
                )
                assert answer.status_code == 200
            added = server.log()[len(before) :]
        assert fake.requests, "the model was never called: the test would prove nothing"
    assert "httpcore" not in added and "httpx" not in added, added[:2000]
    assert CANARY not in added
