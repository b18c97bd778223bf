"""The chat in public: follow-ups, real streaming, rendering, limits, probes, feedback and
privacy, keep-alive (spec/021-chat.md, CHAT-007, CHAT-010..CHAT-013, CHAT-020..CHAT-022,
CHAT-024..CHAT-030, CHAT-035, CHAT-036)."""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis
import redis.asyncio
from docs_chat import ChatSettings, create_app
from docs_chat.guards import ChatGuard
from docs_chat.render import StreamedAnswer, finished_lines, render_answer
from docs_chat.testing import sse_frames
from docs_core.feedback import (
    FEEDBACK_ENTRY_MAX_BYTES,
    FEEDBACK_STREAM_KEY,
    MAX_FEEDBACK_SOURCES,
    Feedback,
    record_feedback,
)
from docs_core.keys import MODEL_SLOTS_KEY
from docs_core.settings import RedisSettings
from docs_core.sharedlimit import SharedSlots
from docs_core.testing import FakeModelServer, ScriptedCall, ScriptedTurn
from fastapi import FastAPI
from fastapi.testclient import TestClient


def _local(app: FastAPI, **options: Any) -> TestClient:
    """A test client whose requests carry a loopback Host, which the chat's API answers."""
    return TestClient(app, base_url="http://localhost:8090", **options)


pytestmark = pytest.mark.redis

Serve = Callable[[FastAPI], AbstractContextManager[str]]
CANARY = "zqxcanary5519"
ANSWER = "XADD appends an entry to a stream and returns the new entry id. " * 5


def _settings(url: str, agent: dict[str, Any] | None = None, **chat: Any) -> ChatSettings:
    settings = ChatSettings(redis=RedisSettings(redis_url=url), **chat)
    if agent:
        settings = settings.model_copy(update={"agent": settings.agent.model_copy(update=agent)})
    return settings


def _model(url: str) -> dict[str, Any]:
    return {"provider": "openai", "base_url": url, "name": "s", "step_timeout_s": 8.0}


def test_chat010_a_follow_up_is_answered_from_the_first_turns_context(sample_index: str):
    with _local(create_app(_settings(sample_index))) as client:
        first = sse_frames(client.post("/api/ask", json={"question": "What does XADD do?"}).text)
        answer = "".join(d["text"] for n, d in first if n == "answer_delta")
        history = [{"question": "What does XADD do?", "answer": answer}]
        second = sse_frames(
            client.post(
                "/api/ask", json={"question": "And how do I trim it?", "history": history}
            ).text
        )
        alone = sse_frames(client.post("/api/ask", json={"question": "And how do I trim it?"}).text)
    plans = [d["text"] for n, d in second if n == "plan"]
    assert any(p.startswith("Follow-up read as:") and "XADD" in p for p in plans)
    sources = next(d for n, d in second if n == "sources")["sources"]
    assert sources and sources[0]["id"].startswith("commands/xadd")
    assert not any(d["text"].startswith("Follow-up") for n, d in alone if n == "plan")


def test_chat011_the_thread_is_bounded_and_validated(sample_index: str):
    turn = {"question": "What does XADD do?", "answer": "x"}
    with _local(create_app(_settings(sample_index))) as client:
        assert (
            client.post("/api/ask", json={"question": "q", "history": [turn] * 21}).status_code
            == 422
        )
        bad = {"question": "q", "history": [{"question": "", "answer": ""}]}
        assert client.post("/api/ask", json=bad).status_code == 422
        long_answer = {"question": "q", "history": [{"question": "q", "answer": "a" * 4001}]}
        assert client.post("/api/ask", json=long_answer).status_code == 422


def test_chat012_the_first_answer_token_leaves_before_the_model_has_finished(
    sample_index: str, serve_chat: Serve
):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text=ANSWER, token_delay_s=0.03),
    ]
    with FakeModelServer(turns) as fake:
        app = create_app(_settings(sample_index, _model(fake.openai_url)))
        with serve_chat(app) as base, httpx.Client(timeout=30) as http:
            arrivals: list[tuple[float, str, dict[str, Any]]] = []
            with http.stream(
                "POST", f"{base}/api/ask", json={"question": "What does XADD do?"}
            ) as r:
                buffer = ""
                for text in r.iter_text():
                    buffer += text
                    while "\n\n" in buffer:
                        block, buffer = buffer.split("\n\n", 1)
                        for name, data in sse_frames(block + "\n\n"):
                            arrivals.append((time.monotonic(), name, data))
        (_model_first, model_last), *_ = fake.token_times
    deltas = [(t, d) for t, n, d in arrivals if n == "answer_delta"]
    assert deltas[0][0] < model_last, "the first token waited for the whole answer"
    assert deltas[-1][0] - deltas[0][0] > 0.3
    rendered = "".join(d.get("html_done", "") for _, d in deltas)
    assert rendered.startswith("<p>") and "XADD appends" in rendered
    assert deltas[-1][1]["text"] == "" and deltas[-1][1]["open"] == ""


def test_chat007_a_silent_model_call_gets_keep_alive_comments(sample_index: str, serve_chat: Serve):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),), delay_s=1.2),
        ScriptedTurn(text=ANSWER, token_delay_s=0.005),
    ]
    with FakeModelServer(turns) as fake:
        app = create_app(_settings(sample_index, _model(fake.openai_url), keepalive_s=0.2))
        with serve_chat(app) as base, httpx.Client(timeout=30) as http:
            lines: list[tuple[float, str]] = []
            with http.stream(
                "POST", f"{base}/api/ask", json={"question": "What does XADD do?"}
            ) as r:
                lines = [(time.monotonic(), line) for line in r.iter_lines()]
    comments = [t for t, line in lines if line == ": keep-alive"]
    assert len(comments) >= 3, "no keep-alive while the model was silent"
    assert all(b - a > 0.1 for a, b in itertools.pairwise(comments))
    events = [line[7:] for _, line in lines if line.startswith("event: ")]
    assert events[-1] == "done" and "answer_delta" in events
    assert sse_frames("\n".join(line for _, line in lines))[-1][0] == "done"


def test_chat013_a_client_leaving_stops_the_model_call(sample_index: str, serve_chat: Serve):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text=ANSWER * 4, token_delay_s=0.05),
    ]
    with FakeModelServer(turns) as fake:
        app = create_app(_settings(sample_index, _model(fake.openai_url)))
        with serve_chat(app) as base, httpx.Client(timeout=30) as http:
            with http.stream(
                "POST", f"{base}/api/ask", json={"question": "What does XADD do?"}
            ) as r:
                for line in r.iter_lines():
                    if line == "event: answer_delta":
                        break
            deadline = time.monotonic() + 10
            while fake.abandoned == 0 and time.monotonic() < deadline:
                time.sleep(0.05)
            metrics = http.get(f"{base}/metrics").text
        assert fake.abandoned == 1
    assert "docs_chat_model_calls_in_flight 0.0" in metrics


def test_chat020_markdown_renders_code_with_highlighting_tables_and_lists():
    html = render_answer(
        "Use **HEXPIRE**:\n\n```python\nr.hexpire('h', 10, 'f')\n```\n\n"
        "| field | ttl |\n|---|---|\n| f1 | 10 |\n\n- one\n- two\n\n1. first\n"
    )
    assert '<pre><code class="language-python"><span class="hl-n">r</span>' in html
    assert "<table>" in html and "<th>field</th>" in html and "<td>10</td>" in html
    assert "<ul>\n<li>one</li>" in html and "<ol>\n<li>first</li>" in html


STRUCTURED = (
    "Intro with **bold** and `code`.\n\n## Heading\nUnder it.\n\n- one\n- two\n\n"
    "1. first\n\n2. second\n\n```python\nimport redis\n\nr = redis.Redis()\n```\n\n"
    "| a | b |\n|---|---|\n| 1 | 2 |\n\n> quote\n\n    indented\n\n    more\n\nLast words."
)


def _stream(text: str, piece: int) -> tuple[list[str], int]:
    """Blocks rendered as ``text`` streams in ``piece``-character deltas, and the bytes sent."""
    answer, rendered, sent = StreamedAnswer(), [], 0
    for start in range(0, len(text), piece):
        delta = text[start : start + piece]
        finished = answer.add(delta)
        sent += len(delta)
        if finished is not None:
            rendered.append(finished)
            sent += len(finished) + len(answer.open_text)
    rendered.append(answer.finish())
    return rendered, sent + len(rendered[-1])


@pytest.mark.parametrize("piece", [1, 3, 7, 40])
def test_chat022_blocks_rendered_one_by_one_make_the_whole_answer(piece: int):
    rendered, _ = _stream(STRUCTURED, piece)
    assert "".join(rendered) == render_answer(STRUCTURED)
    assert len(rendered) >= 6


@pytest.mark.parametrize("piece", [1, 2, 5])
def test_chat022_carriage_returns_split_blocks_as_the_whole_render_does(piece: int):
    text = "# Title\rA paragraph\r\nthat goes on.\r\n\r\n- item\rNext words.\n"
    rendered, _ = _stream(text, piece)
    assert "".join(rendered) == render_answer(text)


def test_chat022_a_block_is_finished_only_when_nothing_can_extend_it():
    assert finished_lines("A paragraph.\n\n") == 2
    assert finished_lines("A paragraph.\n") == 0
    assert finished_lines("- one\n\n") == 0  # a later item may follow
    assert finished_lines("- one\n\nAfter.\n") == 2
    assert finished_lines("```\ncode\n\nmore\n") == 0  # an open fence
    assert finished_lines("Para\n\n2") == 2  # the half-written line is not read
    assert finished_lines("1. a\n\n2. b\n") == 0


def test_chat022_the_streamed_bytes_grow_linearly_with_the_answer():
    short = _stream(STRUCTURED, 4)[1]
    long = _stream("\n\n".join([STRUCTURED] * 8), 4)[1]
    assert long < 8.5 * short
    # Each character travels at most about twice: raw, then inside its block's HTML.
    assert short < 3 * len(render_answer(STRUCTURED))


@pytest.mark.parametrize(
    "hostile",
    [
        "<script>window.pwned=1</script>",
        "[click](javascript:alert(1))",
        '<img src=x onerror="window.pwned=1">',
        '<a href="https://redis.io" onclick="x()">raw</a>',
        "<iframe src=https://evil.example></iframe>",
        "[x](JAVASCRIPT:alert(1)) [y](data:text/html,hi)",
        "```html\n<script>alert(1)</script>\n```",
    ],
)
def test_chat021_model_and_document_html_renders_as_text(hostile: str):
    elements = _Elements()
    elements.feed(render_answer(hostile))
    assert not {"script", "img", "iframe", "style", "object"} & {tag for tag, _ in elements.seen}
    for _, attributes in elements.seen:
        assert not [name for name in attributes if name.startswith("on")]
        href = attributes.get("href") or ""
        assert not href or href.startswith(("https://", "http://"))
    assert "pwned" not in hostile or "pwned" in elements.text


class _Elements(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[str, dict[str, str]]] = []
        self.text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.seen.append((tag, {k: v or "" for k, v in attrs}))

    def handle_data(self, data: str) -> None:
        self.text += data


def test_chat024_a_client_over_its_budget_gets_429_with_retry_after(sample_index: str):
    settings = _settings(sample_index, limit_ask_per_minute=1, limit_ask_burst=1)
    with _local(create_app(settings)) as client:
        assert client.post("/api/ask", json={"question": "What does XADD do?"}).status_code == 200
        refused = client.post("/api/ask", json={"question": "What does XADD do?"})
        keys = redis.Redis.from_url(sample_index).keys("docs:rl:chat:*")
    assert refused.status_code == 429
    assert int(refused.headers["Retry-After"]) >= 1
    assert refused.json()["retry_after"] == int(refused.headers["Retry-After"])
    assert "wait" in refused.json()["message"]
    assert len(keys) == 1 and b"testclient" not in keys[0]


def test_chat025_model_calls_are_capped_the_rest_answered_without_the_model(
    sample_index: str, serve_chat: Serve
):
    turns = [ScriptedTurn(text="slow", delay_s=3.0)]
    with FakeModelServer(turns, repeat_last=True) as fake:
        app = create_app(_settings(sample_index, _model(fake.openai_url), max_model_calls=1))
        with (
            serve_chat(app) as base,
            httpx.Client(timeout=30) as http,
            http.stream("POST", f"{base}/api/ask", json={"question": "What does XADD do?"}),
        ):
            deadline = time.monotonic() + 10
            while not fake.requests and time.monotonic() < deadline:
                time.sleep(0.02)
            second = sse_frames(
                http.post(f"{base}/api/ask", json={"question": "What does XADD do?"}).text
            )
    done = second[-1][1]
    assert done["type"] == "done" and done["mode"] == "extractive"
    assert done["degraded"] and done["reason"] == "model_busy"
    assert len(fake.requests) == 1


def test_chat025_without_a_shared_redis_the_cap_holds_per_process():
    guard = ChatGuard(ChatSettings(max_model_calls=1), None)

    async def scenario() -> tuple[str | None, str | None]:
        first = await guard.take_model_slot()
        refused = await guard.take_model_slot()
        assert first is not None
        await guard.release_model_slot(first)
        return refused, await guard.take_model_slot()

    refused, again = asyncio.run(scenario())
    assert refused is None and again is not None


def test_chat026_oversized_bodies_are_refused_with_413(sample_index: str, serve_chat: Serve):
    app = create_app(_settings(sample_index, max_body_bytes=4096))
    with serve_chat(app) as base, httpx.Client(timeout=30) as http:
        big = {"question": "q", "history": [{"question": "q" * 1000, "answer": "a" * 3999}] * 2}
        assert http.post(f"{base}/api/ask", json=big).status_code == 413

        def chunks():
            yield b'{"question": "'
            for _ in range(10):
                yield b"x" * 1000
            yield b'"}'

        streamed = http.post(
            f"{base}/api/ask", content=chunks(), headers={"Content-Type": "application/json"}
        )
        assert streamed.status_code == 413


def test_chat040_a_body_trickled_past_its_deadline_is_refused_with_408(
    sample_index: str, serve_chat: Serve
):
    app = create_app(_settings(sample_index, body_timeout_s=0.5))
    with serve_chat(app) as base:
        host, port = base.removeprefix("http://").split(":")
        with socket.create_connection((host, int(port)), timeout=10) as raw:
            raw.sendall(
                f"POST /api/ask HTTP/1.1\r\nHost: {host}:{port}\r\n".encode()
                + b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"
            )
            received = b""
            while chunk := raw.recv(4096):  # the 408 closes the connection
                received += chunk
    reply = received.decode("latin-1")
    assert reply.startswith("HTTP/1.1 408"), reply[:200]
    assert "did not arrive in time" in reply


def test_chat027_probes_and_metrics_answer_like_the_mcp_servers(sample_index: str):
    with _local(create_app(_settings(sample_index))) as client:
        assert client.get("/healthz").json() == {"status": "ok"}
        assert client.get("/readyz").status_code == 200
        client.post("/api/ask", json={"question": "What does XADD do?"})
        metrics = client.get("/metrics").text
    assert 'docs_chat_questions_total{outcome="extractive"} 1.0' in metrics
    assert "docs_chat_first_token_seconds_count 1.0" in metrics
    assert "docs_chat_max_rss_bytes" in metrics


def test_chat028_question_text_never_reaches_logs_or_metrics(
    sample_index: str, caplog: pytest.LogCaptureFixture
):
    caplog.set_level(logging.DEBUG)
    settings = _settings(sample_index, limit_ask_burst=2, limit_ask_per_minute=2)
    hostile = [
        {"question": f"how does eviction work {CANARY}"},
        {"question": f"{CANARY} " * 300, "history": [{"question": CANARY, "answer": CANARY}]},
        {"question": CANARY, CANARY: CANARY},
        {"question": "x", "history": [{"question": CANARY * 3000, "answer": ""}]},
        {"question": f"{CANARY} again"},
        {"question": f"{CANARY} and again"},
    ]
    with _local(create_app(settings), client=("192.0.2.45", 1)) as client:
        statuses = [client.post("/api/ask", json=body).status_code for body in hostile]
        feedback = {"rating": "down", "kind": "model", "question": CANARY, "comment": "meh"}
        client.post("/api/feedback", json=feedback)
        metrics = client.get("/metrics").text
        stored = redis.Redis.from_url(sample_index).xrange(FEEDBACK_STREAM_KEY)
    logged = "\n".join(f"{r.getMessage()} {r.args!r} {r.exc_text or ''}" for r in caplog.records)
    assert 429 in statuses and 422 in statuses and 200 in statuses
    assert caplog.records, "DEBUG capture recorded nothing: the test would prove nothing"
    assert CANARY not in logged and CANARY not in metrics
    assert "192.0.2.45" not in logged + metrics
    assert stored and CANARY.encode() not in repr(stored).encode()


def test_chat048_a_feedback_source_outside_the_id_grammar_is_refused_and_not_stored(
    sample_index: str,
):
    hostile = [
        "https://evil.example/x",
        "commands/../../etc",
        "@title:*",
        "<script>",
        "commands/xadd#",
    ]
    with _local(create_app(_settings(sample_index))) as client:
        base = {"rating": "down", "kind": "model"}
        for source in hostile:
            refused = client.post(
                "/api/feedback", json={**base, "sources": ["commands/xadd", source]}
            )
            assert refused.status_code == 422, source
            problems = refused.json()["problems"]
            assert [p["field"] for p in problems] == ["sources.1"], source
            assert "id" in problems[0]["problem"], "the grammar's reason, not a bare refusal"
            assert source not in refused.text
        cited = ["commands/xadd#examples", "develop/clients/redis-py/_index#_top:w0"]
        assert client.post("/api/feedback", json={**base, "sources": cited}).status_code == 200
        rows = redis.Redis.from_url(sample_index).xrange(FEEDBACK_STREAM_KEY)
    assert [json.loads(fields[b"sources"]) for _, fields in rows] == [cited]


def test_chat030_feedback_is_stored_without_the_question_unless_kept(sample_index: str):
    with _local(create_app(_settings(sample_index))) as client:
        base = {"rating": "up", "kind": "extractive", "sources": ["commands/xadd"]}
        assert (
            client.post("/api/feedback", json={**base, "question": "secret q"}).status_code == 200
        )
        kept = {**base, "rating": "down", "comment": "too short", "keep_question": True}
        assert client.post("/api/feedback", json={**kept, "question": "kept q"}).status_code == 200
        assert (
            client.post("/api/feedback", json={"rating": "meh", "kind": "model"}).status_code == 422
        )
        for sources in (["commands/xadd"] * 21, ["x" * 201], ["two words"], [""]):
            refused = client.post("/api/feedback", json={**base, "sources": sources})
            assert refused.status_code == 422, sources
        rows = redis.Redis.from_url(sample_index).xrange(FEEDBACK_STREAM_KEY)
    first, second = (fields for _, fields in rows)
    assert b"question" not in first and first[b"rating"] == b"up"
    assert json.loads(first[b"sources"]) == ["commands/xadd"] and float(first[b"ts"]) > 0
    assert second[b"question"] == b"kept q" and second[b"comment"] == b"too short"


def test_chat049_forms_of_one_page_are_stored_as_sent_and_an_exact_repeat_once(sample_index: str):
    forms = ["commands/xadd", "Commands/XADD", "commands/xadd#_top:w0", "commands/xadd"]
    with _local(create_app(_settings(sample_index))) as client:
        body = {"rating": "down", "kind": "model", "sources": forms}
        assert client.post("/api/feedback", json=body).status_code == 200
        rows = redis.Redis.from_url(sample_index).xrange(FEEDBACK_STREAM_KEY)
    # Ids are case sensitive (spec/001): which page a form names is the report's to ask.
    assert [json.loads(fields[b"sources"]) for _, fields in rows] == [forms[:3]]


def test_chat050_an_entry_at_every_bound_stores_no_more_than_the_stated_size(sample_index: str):
    # Four UTF-8 bytes a character, the most the character bounds let through.
    widest = {
        "rating": "down",
        "kind": "extractive",
        "comment": "\N{GRINNING FACE}" * 1000,
        "keep_question": True,
        "question": "\N{GRINNING FACE}" * 2000,
        "sources": [f"commands/x{i:02d}" + "a" * 188 for i in range(MAX_FEEDBACK_SOURCES)],
    }
    assert all(len(source) == 200 for source in widest["sources"])
    with _local(create_app(_settings(sample_index))) as client:
        assert client.post("/api/feedback", json=widest).status_code == 200

    async def fill(count: int) -> int:
        # More of the same through the writer itself (the endpoint's budget allows 5 at once).
        client = redis.asyncio.Redis.from_url(sample_index)
        try:
            for _ in range(count - 1):
                await record_feedback(client, Feedback.model_validate(widest))
            assert await client.xlen(FEEDBACK_STREAM_KEY) == count
            return int(await client.memory_usage(FEEDBACK_STREAM_KEY, samples=0))
        finally:
            await client.aclose()

    per_entry = asyncio.run(fill(50)) / 50
    # Within 10 %: the stated worst case (spec/021) is neither exceeded nor far above the truth.
    assert 0.9 * FEEDBACK_ENTRY_MAX_BYTES < per_entry <= FEEDBACK_ENTRY_MAX_BYTES


def test_chat029_the_model_cap_is_shared_by_the_deployment(sample_index: str, serve_chat: Serve):
    turns = [ScriptedTurn(text="slow", delay_s=3.0)]
    with FakeModelServer(turns, repeat_last=True) as fake:
        settings = _settings(sample_index, _model(fake.openai_url), max_model_calls=1)
        one, two = create_app(settings), create_app(settings)
        with (
            serve_chat(one) as first_base,
            serve_chat(two) as second_base,
            httpx.Client(timeout=30) as http,
            http.stream("POST", f"{first_base}/api/ask", json={"question": "What does XADD do?"}),
        ):
            deadline = time.monotonic() + 10
            while not fake.requests and time.monotonic() < deadline:
                time.sleep(0.02)
            held = redis.Redis.from_url(sample_index).zcard(MODEL_SLOTS_KEY)
            second = sse_frames(
                http.post(f"{second_base}/api/ask", json={"question": "What does XADD do?"}).text
            )
        assert held == 1
        assert second[-1][1]["reason"] == "model_busy" and len(fake.requests) == 1
        deadline = time.monotonic() + 10
        while redis.Redis.from_url(sample_index).zcard(MODEL_SLOTS_KEY) and (
            time.monotonic() < deadline
        ):
            time.sleep(0.05)
        assert redis.Redis.from_url(sample_index).zcard(MODEL_SLOTS_KEY) == 0


def test_chat029_a_lease_left_by_a_dead_replica_expires(sample_index: str):
    async def scenario() -> None:
        client = redis.asyncio.Redis.from_url(sample_index)
        slots = SharedSlots("docs:rl:test-slots", limit=1, lease_s=0.3)
        try:
            assert await slots.take(client) is not None  # never released: the replica died
            assert await slots.take(client) is None
            await asyncio.sleep(0.4)
            token = await slots.take(client)
            assert token is not None and await slots.held(client) == 1
            await slots.release(client, token)
            assert await slots.held(client) == 0
        finally:
            await client.delete("docs:rl:test-slots")
            await client.aclose()

    asyncio.run(scenario())


@contextmanager
def _chat_cli(sample_index: str, log: Path, **env: str) -> Iterator[str]:
    """``docs-chat serve`` as users start it, on a free port; yields its base URL."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [sys.executable, "-c", "from docs_chat.cli import app; app()", "serve"]
    command += ["--host", "127.0.0.1", "--port", str(port)]
    base = f"http://127.0.0.1:{port}"
    with log.open("wb") as out:
        process = subprocess.Popen(
            command,
            env={**os.environ, "DOCS_REDIS_URL": sample_index, **env},
            stdout=out,
            stderr=subprocess.STDOUT,
        )
        try:
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                try:
                    if httpx.get(f"{base}/healthz", timeout=2).status_code == 200:
                        break
                except httpx.TransportError:
                    time.sleep(0.2)
            yield base
        finally:
            process.terminate()
            process.wait(timeout=15)


def test_chat035_a_loopback_caller_cannot_pick_its_address_with_forwarded_for(
    sample_index: str, tmp_path: Path
):
    limits = {"DOCS_CHAT_LIMIT_FEEDBACK_PER_MINUTE": "1", "DOCS_CHAT_LIMIT_FEEDBACK_BURST": "2"}
    with _chat_cli(sample_index, tmp_path / "chat.log", **limits) as base:
        codes = [
            httpx.post(
                f"{base}/api/feedback",
                json={"rating": "up", "kind": "model"},
                headers={"X-Forwarded-For": f"203.0.113.{i + 1}"},
                timeout=10,
            ).status_code
            for i in range(4)
        ]
    assert codes == [200, 200, 429, 429]


def test_chat036_silent_and_trickling_sockets_are_closed_after_the_head_timeout(
    sample_index: str, tmp_path: Path
):
    with _chat_cli(sample_index, tmp_path / "chat.log", DOCS_CHAT_HEADER_TIMEOUT_S="1") as base:
        port = int(base.rsplit(":", 1)[1])
        silent = socket.create_connection(("127.0.0.1", port))
        half = socket.create_connection(("127.0.0.1", port))
        half.sendall(b"POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        started = time.monotonic()
        for sock in (silent, half):
            sock.settimeout(10)
        replies = [silent.recv(1024), half.recv(1024)]
        waited = time.monotonic() - started
        silent.close()
        half.close()
        assert httpx.get(f"{base}/healthz", timeout=5).status_code == 200
    assert replies[0] == b"" and replies[1].startswith(b"HTTP/1.1 408")
    assert waited < 5


def test_chat043_a_body_the_app_never_reads_cannot_hold_its_connection(
    sample_index: str, tmp_path: Path
):
    with _chat_cli(sample_index, tmp_path / "chat.log", DOCS_CHAT_BODY_TIMEOUT_S="1") as base:
        port = int(base.rsplit(":", 1)[1])
        held = []
        for method, path in (("GET", "/"), ("PUT", "/api/ask")):
            sock = socket.create_connection(("127.0.0.1", port))
            sock.sendall(
                f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\nx".encode()
            )
            held.append(sock)
        started = time.monotonic()
        for sock in held:
            sock.settimeout(10)
            while sock.recv(4096):
                time.sleep(0.3)
                sock.sendall(b"y")
        waited = time.monotonic() - started
        for sock in held:
            sock.close()
        assert httpx.get(f"{base}/healthz", timeout=5).status_code == 200
    assert waited < 8, "closed after the body timeout and its grace, however it trickles"


def test_chat037_api_calls_answer_only_allowed_hosts_and_origins(sample_index: str):
    app = create_app(_settings(sample_index))
    feedback = {"rating": "up", "kind": "model"}
    with _local(app) as client:
        assert client.post("/api/feedback", json=feedback).status_code == 200
        rebound = client.post("/api/feedback", json=feedback, headers={"Host": "evil.example"})
        assert rebound.status_code == 421 and rebound.json()["error"] == "forbidden_host"
        foreign = client.post(
            "/api/feedback", json=feedback, headers={"Origin": "https://evil.example"}
        )
        assert foreign.status_code == 403 and foreign.json()["error"] == "forbidden_origin"
        same = client.post(
            "/api/feedback", json=feedback, headers={"Origin": "http://localhost:8090"}
        )
        assert same.status_code == 200
        assert client.get("/healthz", headers={"Host": "10.1.2.3:8090"}).status_code == 200
    public = create_app(
        _settings(
            sample_index,
            allowed_hosts=["chat.example.com"],
            allowed_origins=["https://chat.example.com"],
        )
    )
    with TestClient(public, base_url="https://chat.example.com") as client:
        assert client.post("/api/feedback", json=feedback).status_code == 200


def _chat_serve_once(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-c", "from docs_chat.cli import app; app()", "serve"]
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DOCS_")}
    return subprocess.run(
        [*command, "--port", "0"],
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_chat042_no_index_an_unreachable_redis_or_a_bad_setting_is_one_line(
    redis_url: str, tmp_path: Path
):
    empty = _chat_serve_once({"DOCS_REDIS_URL": redis_url})
    missing = _chat_serve_once({"DOCS_REDIS_URL": f"unix://{tmp_path}/no.sock"})
    bad = _chat_serve_once({"DOCS_REDIS_URL": redis_url, "DOCS_CHAT_PORT": "many"})
    assert empty.returncode == 1 and "refusing to start: no published docs index" in empty.stderr
    assert missing.returncode == 1
    assert f"cannot reach Redis at unix://{tmp_path}/no.sock" in missing.stderr
    assert bad.returncode == 1 and "invalid settings: DOCS_CHAT_PORT:" in bad.stderr
    for result in (empty, missing, bad):
        assert "Traceback" not in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_pub096_the_chat_refuses_a_trusted_proxy_that_is_no_network_in_one_line(
    redis_url: str,
) -> None:
    bad = _chat_serve_once({"DOCS_REDIS_URL": redis_url, "DOCS_CHAT_TRUSTED_PROXIES": "notanip"})
    assert bad.returncode == 1
    assert bad.stderr.startswith("docs-chat: invalid settings: DOCS_CHAT_TRUSTED_PROXIES: ")
    assert "'notanip' does not appear to be an IPv4 or IPv6 network" in bad.stderr
    assert "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()) == 1
    assert ChatSettings(trusted_proxies="10.0.0.0/8, 2001:db8::/32").trusted_proxies == [
        "10.0.0.0/8",
        "2001:db8::/32",
    ]


def test_chat051_serve_help_names_where_host_and_port_default_from() -> None:
    shown = subprocess.run(
        [sys.executable, "-c", "from docs_chat.cli import app; app()", "serve", "--help"],
        capture_output=True, text=True, timeout=60, check=True, env={**os.environ, "COLUMNS": "200"},
    ).stdout  # fmt: skip
    assert "(default: DOCS_CHAT_HOST, else 127.0.0.1)" in shown
    assert "(default: DOCS_CHAT_PORT, else 8090)" in shown


def test_emb009_the_chat_refuses_a_bad_thread_count_in_one_line(redis_url: str) -> None:
    bad = _chat_serve_once({"DOCS_REDIS_URL": redis_url, "DOCS_EMBED_THREADS": "two"})
    assert bad.returncode == 1
    assert bad.stderr == (
        "docs-chat: invalid settings: DOCS_EMBED_THREADS: must be an integer of at least 1, "
        "not 'two'\n"
    )


def test_chat044_malformed_requests_cannot_grow_the_log_without_bound(
    sample_index: str, tmp_path: Path
):
    log = tmp_path / "chat.log"
    with _chat_cli(sample_index, log) as base:
        port = int(base.rsplit(":", 1)[1])
        for _ in range(60):
            with socket.create_connection(("127.0.0.1", port)) as sock:
                sock.sendall(b"GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")
                sock.settimeout(5)
                assert sock.recv(1024).startswith(b"HTTP/1.1 400")
        assert httpx.get(f"{base}/healthz", timeout=5).status_code == 200
    lines = log.read_text(encoding="utf-8", errors="replace").count("Invalid HTTP request")
    assert 1 <= lines <= 10, "ten a minute per call site, as the MCP server logs them"


def test_chat047_one_client_holds_at_most_one_model_slot(sample_index: str):
    async def scenario() -> None:
        async def factory() -> redis.asyncio.Redis:
            return redis.asyncio.Redis.from_url(sample_index)

        guard = ChatGuard(ChatSettings(max_model_calls=3), factory)
        try:
            first = await guard.take_model_slot("192.0.2.7")
            assert first is not None and "192.0.2.7" not in first
            assert await guard.take_model_slot("192.0.2.7") is None
            other = await guard.take_model_slot("198.51.100.9")
            assert other is not None
            await guard.release_model_slot(first)
            again = await guard.take_model_slot("192.0.2.7")
            assert again is not None
            for token in (other, again):
                await guard.release_model_slot(token)
        finally:
            await guard.limiter.aclose()

    asyncio.run(scenario())
