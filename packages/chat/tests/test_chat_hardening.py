"""The chat against hostile or broken input: bodies that are not Unicode, blank questions,
links a browser would follow elsewhere, a model that sends half a surrogate pair, and the
limiter's Redis down (spec/021-chat.md, CHAT-002, CHAT-021, CHAT-038, CHAT-039)."""

from __future__ import annotations

import json
import logging
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from docs_chat import ChatSettings, create_app
from docs_chat.render import render_answer
from docs_chat.testing import chat_settings, local_client, sse_frames
from docs_core.settings import RedisSettings
from docs_core.testing import FakeModelServer, ScriptedCall, ScriptedTurn

CANARY = "zqxcanary7731"
JSON = {"Content-Type": "application/json"}
LONE = "@lone-surrogate@"


def _with_lone_surrogate(body: dict[str, Any]) -> bytes:
    """``body`` as JSON with ``LONE`` written as ``\\ud83d``, half of a surrogate pair: valid
    JSON a client can send, which decodes to text that is not Unicode."""
    return json.dumps(body).replace(LONE, "\\ud83d").encode()


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[dict[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self.links.append({k: v or "" for k, v in attrs})


def _links(markdown: str) -> list[dict[str, str]]:
    parser = _Links()
    parser.feed(render_answer(markdown))
    return parser.links


@pytest.mark.parametrize(
    "markdown",
    [
        "[x](//evil.example/phish)",
        "[x](\\\\\\\\evil.example/phish)",
        "[x](/\\\\evil.example/phish)",
        "[x](&#47;&#47;evil.example/phish)",
        "[x](https:evil.example/phish)",
        "[x](/commands/xadd)",
    ],
)
def test_chat021_a_link_that_is_not_an_absolute_http_url_loses_its_href(markdown: str):
    links = _links(markdown)
    assert links and all("href" not in link for link in links), links


def test_chat021_an_http_link_in_any_case_keeps_its_href():
    assert _links("[docs](HTTPS://redis.io/docs/latest/)")[0]["href"] == (
        "HTTPS://redis.io/docs/latest/"
    )


@pytest.mark.redis
@pytest.mark.parametrize("question", ["   ", "\u200b\u0000 \t", "\n\n"])
def test_chat002_a_question_of_blanks_or_control_characters_is_refused_with_422(
    sample_index: str, question: str
):
    with local_client(create_app(chat_settings(sample_index))) as client:
        response = client.post("/api/ask", json={"question": question})
    assert response.status_code == 422
    body = response.json()
    assert body["error"] == "invalid_request" and body["problems"][0]["field"] == "question"
    assert "empty" in body["message"]


@pytest.mark.redis
def test_chat038_text_that_is_not_unicode_is_refused_with_a_plain_422(
    sample_index: str, caplog: pytest.LogCaptureFixture
):
    caplog.set_level(logging.DEBUG)
    bodies = {
        "/api/ask": [
            ({"question": f"my question {CANARY} {LONE}"}, "question"),
            (
                {"question": "ok", "history": [{"question": "q", "answer": f"{CANARY} {LONE}"}]},
                "history.0.answer",
            ),
            ({"question": "ok", f"{CANARY}{LONE}": 1}, "body"),
        ],
        "/api/feedback": [
            ({"rating": "up", "kind": "model", "comment": f"{CANARY} {LONE}"}, "comment")
        ],
    }
    with local_client(create_app(chat_settings(sample_index))) as client:
        for path, cases in bodies.items():
            for sent, field in cases:
                response = client.post(path, content=_with_lone_surrogate(sent), headers=JSON)
                assert response.status_code == 422, (path, field)
                assert response.headers["content-type"] == "application/json"
                body = response.json()
                assert body["error"] == "invalid_request"
                assert [p["field"] for p in body["problems"]] == [field]
                assert CANARY not in response.text and "input" not in response.text
    logged = "\n".join(f"{r.getMessage()} {r.args!r} {r.exc_text or ''}" for r in caplog.records)
    assert CANARY not in logged
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


@pytest.mark.redis
def test_chat038_a_model_delta_with_a_lone_surrogate_streams_to_done(sample_index: str):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text="XADD appends \ud83d entries to a stream.\n\nIt returns the new id."),
    ]
    with FakeModelServer(turns) as fake:
        app = create_app(
            chat_settings(sample_index, provider="openai", base_url=fake.openai_url, name="s")
        )
        with local_client(app) as client:
            response = client.post("/api/ask", json={"question": "What does XADD do?"})
    frames = sse_frames(response.text)
    assert frames[-1][0] == "done" and frames[-1][1]["mode"] == "model"
    deltas = [data for name, data in frames if name == "answer_delta"]
    assert "\ud83d" in "".join(d["text"] for d in deltas)
    # The rendered block carries the replacement character, never the surrogate.
    html = "".join(d.get("html_done", "") for d in deltas)
    assert "XADD appends \ufffd entries" in html and "\ud83d" not in html


@pytest.mark.parametrize("urls", [1, 2], ids=["one-endpoint", "failover-endpoints"])
def test_chat039_with_its_redis_down_the_chat_refuses_with_503(tmp_path: Path, urls: int):
    dead = [f"unix://{tmp_path}/gone{n}.sock" for n in range(urls)]
    settings = ChatSettings(redis=RedisSettings(redis_url=dead[0], redis_urls=",".join(dead[1:])))
    # A reader is given, so only the limiter's Redis is down (the default salt reads it first).
    with local_client(create_app(settings, reader=object())) as client:
        asked = client.post("/api/ask", json={"question": "What does XADD do?"})
        feedback = client.post("/api/feedback", json={"rating": "up", "kind": "model"})
    for response in (asked, feedback):
        assert response.status_code == 503
        assert response.headers["Retry-After"] == "5"
        assert response.json()["error"] == "unavailable"


def test_chat041_a_long_list_is_parsed_a_bounded_number_of_times(monkeypatch: pytest.MonkeyPatch):
    from docs_chat import render as render_module

    calls = 0
    real = render_module.finished_lines

    def counted(text: str) -> int:
        nonlocal calls
        calls += 1
        return real(text)

    monkeypatch.setattr(render_module, "finished_lines", counted)
    answer = "".join(f"- item {i} of a list with no blank line\n" for i in range(300))
    answer += "\nAfter the list.\n"
    streamed = render_module.StreamedAnswer()
    pieces = [streamed.add(line + "\n") for line in answer.split("\n")[:-1]]
    html = "".join(p for p in pieces if p) + streamed.finish()
    assert html == render_answer(answer)
    assert calls <= 20, f"the open list was parsed {calls} times for 300 lines"


@pytest.mark.redis
def test_chat045_a_fault_while_rendering_still_ends_the_stream_with_an_error(
    sample_index: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
):
    from docs_chat import app as app_module

    def broken(self: object, text: str) -> None:
        raise RuntimeError(CANARY)

    monkeypatch.setattr(app_module.StreamedAnswer, "add", broken)
    with local_client(create_app(chat_settings(sample_index))) as client:
        response = client.post("/api/ask", json={"question": "What does XADD do?"})
    frames = sse_frames(response.text)
    assert frames[-1][0] == "error"
    assert frames[-1][1]["code"] == "internal_error"
    assert [name for name, _ in frames].count("error") == 1
    assert CANARY not in response.text and CANARY not in caplog.text
    assert "RuntimeError" in caplog.text


@pytest.mark.redis
def test_chat046_a_body_not_sent_as_json_is_told_to_be(sample_index: str):
    body = json.dumps({"question": "What does XADD do?"})
    with local_client(create_app(chat_settings(sample_index))) as client:
        for content_type in ("text/plain", "application/x-www-form-urlencoded", None):
            headers = {"Content-Type": content_type} if content_type else {}
            refused = client.post("/api/ask", content=body, headers=headers)
            assert refused.status_code == 422, content_type
            assert refused.json()["error"] == "invalid_request"
            assert "Content-Type: application/json" in refused.json()["message"], content_type
        sent = client.post("/api/ask", content=body, headers=JSON)
        assert sent.status_code == 200
        assert client.get("/openapi.json").status_code == 404
