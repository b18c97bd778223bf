"""The chat app's SSE endpoint and page (spec/021-chat.md, CHAT-001..CHAT-003)."""

from __future__ import annotations

import logging
import shutil
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis
import uvicorn
from docs_chat import ChatSettings, create_app
from docs_chat.testing import chat_settings, local_client, sse_frames
from docs_core.embedded import ensure_embedded, stop_embedded
from docs_core.settings import RedisSettings
from docs_core.testing import FakeModelServer, ScriptedCall, ScriptedTurn
from docs_ingest.testing import publish_sample_index
from fastapi.testclient import TestClient

pytestmark = pytest.mark.redis


def test_chat001_sse_streams_typed_events_and_ends_with_done(sample_index: str):
    with local_client(create_app(chat_settings(sample_index))) as client:
        response = client.post("/api/ask", json={"question": "What does XADD do?"})
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    frames = sse_frames(response.text)
    names = [name for name, _ in frames]
    assert names[0] == "plan" and names[-1] == "done"
    assert {"tool_call", "tool_result", "answer_delta", "sources"} <= set(names)
    assert all(data["type"] == name for name, data in frames)
    sources = next(data for name, data in frames if name == "sources")["sources"]
    assert sources and sources[0]["id"].startswith("commands/xadd")


def test_chat001_model_driven_stream_shows_the_models_calls(sample_index: str):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text="XADD appends an entry to a stream."),
    ]
    with FakeModelServer(turns) as fake:
        app = create_app(
            chat_settings(sample_index, provider="openai", base_url=fake.openai_url, name="s")
        )
        with local_client(app) as client:
            response = client.post("/api/ask", json={"question": "What does XADD do?"})
    frames = sse_frames(response.text)
    calls = [data for name, data in frames if name == "tool_call"]
    assert calls[0]["tool"] == "get_command" and calls[0]["call_id"] == "call_0_0"
    done = frames[-1][1]
    assert done["type"] == "done" and done["mode"] == "model"


def test_chat002_bad_questions_are_refused_before_streaming(sample_index: str):
    with local_client(create_app(chat_settings(sample_index))) as client:
        assert client.post("/api/ask", json={"question": ""}).status_code == 422
        assert client.post("/api/ask", json={"question": "x" * 2001}).status_code == 422
        assert client.post("/api/ask", json={"q": "XADD"}).status_code == 422
        headers = {"Content-Type": "application/json"}
        for body in (b"[" * 5000 + b"]" * 5000, b'{"question": ' + b"9" * 5000 + b"}", b"\xff\xfe"):
            refused = client.post("/api/ask", content=body, headers=headers)
            assert refused.status_code == 422, body[:20]
            assert refused.json()["error"] == "invalid_request"
        assert client.get("/no-such-page").status_code == 404


def test_chat003_the_page_is_served_without_a_build_step(sample_index: str):
    with local_client(create_app(chat_settings(sample_index))) as client:
        page = client.get("/")
    assert page.status_code == 200
    assert 'id="question"' in page.text and "/api/ask" in page.text
    # One insertion of HTML, the server's sanitised rendering; no CDN, no external script.
    assert page.text.count(".innerHTML") == 1 and "template.innerHTML = html;" in page.text
    assert "outerHTML" not in page.text and "insertAdjacentHTML" not in page.text
    assert "<script src" not in page.text and "https://" not in page.text


def test_chat005_a_client_leaving_mid_answer_ends_the_stream_quietly(
    sample_index: str, caplog: pytest.LogCaptureFixture
):
    model_delay_s = 3.0
    turns = [ScriptedTurn(text="XADD appends an entry.", delay_s=model_delay_s)]
    caplog.set_level(logging.INFO)
    with FakeModelServer(turns, repeat_last=True) as fake:
        app = create_app(
            chat_settings(sample_index, provider="openai", base_url=fake.openai_url, name="s")
        )
        # log_config=None keeps uvicorn's records flowing to the root logger, where caplog is.
        server = uvicorn.Server(
            uvicorn.Config(app, host="127.0.0.1", port=0, log_config=None, access_log=False)
        )
        thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        deadline = time.monotonic() + 20
        while not server.started and time.monotonic() < deadline:
            time.sleep(0.05)
        assert server.started, "chat app did not start within 20 s"
        port = server.servers[0].sockets[0].getsockname()[1]
        with (
            httpx.Client(timeout=10) as http,
            http.stream(
                "POST", f"http://127.0.0.1:{port}/api/ask", json={"question": "What does XADD do?"}
            ) as response,
        ):
            first = next(response.iter_lines())
        # The native SSE producer failed after the stalled model answered into a closed stream
        # (a shorter stall did not reproduce it).
        time.sleep(model_delay_s + 2.0)
        server.should_exit = True
        thread.join(timeout=15)
    assert first == "event: plan"
    assert not thread.is_alive()
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == []


@pytest.fixture
def two_sample_servers() -> Iterator[list[Path]]:
    """Two embedded Redis, each holding the published sample index (a primary and a replica)."""
    dirs = [Path(tempfile.mkdtemp(prefix=f"docscf{i}-", dir="/tmp")) for i in range(2)]
    try:
        for data_dir in dirs:
            client = redis.Redis.from_url(ensure_embedded(data_dir).url)
            publish_sample_index(client)
            client.close()
        yield dirs
    finally:
        for data_dir in dirs:
            stop_embedded(data_dir)
            shutil.rmtree(data_dir, ignore_errors=True)


def _ask_frames(client: TestClient) -> list[tuple[str, dict[str, Any]]]:
    response = client.post("/api/ask", json={"question": "What does XADD do?"})
    assert response.status_code == 200
    return sse_frames(response.text)


def test_chat006_answers_through_the_replica_in_docs_redis_urls_when_the_first_dies(
    two_sample_servers: list[Path], caplog: pytest.LogCaptureFixture
):
    primary, replica = (f"unix://{d}/redis.sock" for d in two_sample_servers)
    settings = ChatSettings(redis=RedisSettings(redis_url=primary, redis_urls=replica))
    caplog.set_level(logging.WARNING, logger="docs_chat")
    with local_client(create_app(settings)) as client:
        assert _ask_frames(client)[-1][0] == "done"
        stop_embedded(two_sample_servers[0])
        frames = _ask_frames(client)
    assert frames[-1][0] == "done", frames[-1]
    sources = next(data for name, data in frames if name == "sources")["sources"]
    assert sources and sources[0]["id"].startswith("commands/xadd")
    failovers = [r.getMessage() for r in caplog.records if r.name == "docs_chat.app"]
    assert "docs index reads failed over from db0 to db1" in failovers
