"""The chat page in headless Chromium (spec/021-chat.md, CHAT-004, CHAT-014..CHAT-019,
CHAT-031, CHAT-033, CHAT-034)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import pytest
import redis
from docs_chat import ChatSettings, create_app
from docs_core.feedback import FEEDBACK_STREAM_KEY
from docs_core.settings import RedisSettings
from docs_core.testing import FakeModelServer, ScriptedCall, ScriptedTurn
from docs_ingest.testing import copy_sample_site, publish_sample_index
from fastapi import FastAPI
from playwright.sync_api import Browser, Page, sync_playwright

pytestmark = [pytest.mark.browser, pytest.mark.redis]

Serve = Callable[[FastAPI], AbstractContextManager[str]]
# Debian's build, installed by `uv run nox -s tests-chat` when missing; the one checked is the one
# launched.
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_INSTALL = (
    "apt-get update && apt-get install -y --no-install-recommends"
    " chromium chromium-driver fonts-dejavu-core"
)
ARTIFACTS = Path(__file__).resolve().parents[3] / "artifacts"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LAST = ".turn:last-child"
MARKDOWN_ANSWER = (
    "Append an entry with `XADD`:\n\n"
    "```python\nr.xadd('events', {'kind': 'login'})\n```\n\n"
    "| option | effect |\n|---|---|\n| MAXLEN | caps the length |\n| NOMKSTREAM | no new stream |\n"
)
HOSTILE_ANSWER = (
    "XADD appends entries. <script>window.pwned = 1</script> "
    '<img src=x onerror="window.pwned = 2"> [click me](javascript:window.pwned=3) '
    "<b>raw bold</b>"
)
HOSTILE_PAGE = """\
---
title: "Zorblax <script>window.pwned = 4</script> settings"
description: A page built for the XSS test
---

The zorblax setting accepts <img src=x onerror="window.pwned = 5"> values in Redis. \
Read [the zorblax guide](javascript:window.pwned=6) before you change the zorblax setting.
"""


@pytest.fixture(scope="session")
def chromium() -> Path:
    """Debian's Chromium; missing, the test fails with the command that installs it."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} is missing: run as root: {CHROMIUM_INSTALL}", pytrace=False)
    return CHROMIUM


@pytest.fixture
def browser(chromium: Path) -> Iterator[Browser]:
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(chromium), args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


def _settings(url: str, agent: dict[str, Any] | None = None, **chat: Any) -> ChatSettings:
    settings = ChatSettings(redis=RedisSettings(redis_url=url), **chat)
    if agent:
        settings = settings.model_copy(update={"agent": settings.agent.model_copy(update=agent)})
    return settings


def _model(url: str) -> dict[str, Any]:
    return {"provider": "openai", "base_url": url, "name": "s", "step_timeout_s": 8.0}


def _open(browser: Browser, url: str, width: int = 1100, height: int = 900) -> Page:
    page = browser.new_page(viewport={"width": width, "height": height})
    page.set_default_timeout(20_000)
    page.goto(url)
    return page


def _ask(page: Page, question: str, state: str = "done") -> None:
    page.fill("#question", question)
    page.click("#send")
    page.wait_for_selector(f"body[data-state={state}]")


def test_chat004_a_person_asks_and_sees_steps_answer_and_clickable_sources(
    sample_index: str, browser: Browser, serve_chat: Serve
):
    with serve_chat(create_app(_settings(sample_index))) as url:
        page = _open(browser, url)
        _ask(page, "What do error_rate and capacity mean in BF.RESERVE?")
        links = page.locator(f"{LAST} .sources a.source-link")
        assert links.count() > 0
        assert links.first.get_attribute("href", timeout=1000).startswith(
            "https://redis.io/docs/latest/commands/bf.reserve/"
        )
        assert page.locator(f"{LAST} .steps li").count() >= 2
        assert "Extractive answer" in page.inner_text(f"{LAST} .answer")
        assert "extractive" in page.inner_text(f"{LAST} .meta")
        page.screenshot(path=str(ARTIFACTS / "chat.png"), full_page=True)
    assert (ARTIFACTS / "chat.png").stat().st_size > 10_000


def test_chat014_a_second_turn_uses_the_first_turns_context(
    sample_index: str, browser: Browser, serve_chat: Serve
):
    with serve_chat(create_app(_settings(sample_index))) as url:
        page = _open(browser, url)
        bodies: list[str] = []
        page.on(
            "request", lambda r: bodies.append(r.post_data or "") if r.method == "POST" else None
        )
        _ask(page, "What does XADD do?")
        page.evaluate("document.body.dataset.state = 'next'")
        _ask(page, "And how do I trim it?")
        assert page.locator(".turn").count() == 2
        steps = page.locator(f"{LAST} .steps li").all_text_contents()
        assert any("Follow-up read as" in s and "XADD" in s for s in steps)
        assert "XADD" in page.inner_text(f"{LAST} .answer")
        sent = json.loads(bodies[-1])
        assert sent["history"][0]["question"] == "What does XADD do?"
        assert "XADD" in sent["history"][0]["answer"]
        page.click("#new")
        assert page.locator(".turn").count() == 0


def test_chat038_the_page_cuts_the_thread_by_code_points(
    sample_index: str, browser: Browser, serve_chat: Serve
):
    # An earlier answer whose 4,000th character is an emoji (two UTF-16 units), after a lone
    # surrogate a model sent: cut by units, the thread would end on half a pair, and either
    # half makes the server refuse the follow-up.
    filler = 3999 - len("XADD appends ? entries. ")
    earlier = f"XADD appends \\ud83d entries. ' + 'a'.repeat({filler}) + '\\u{{1F600}} more"
    with serve_chat(create_app(_settings(sample_index))) as url:
        page = _open(browser, url)
        bodies: list[str] = []
        page.on(
            "request", lambda r: bodies.append(r.post_data or "") if r.method == "POST" else None
        )
        page.evaluate(f"conversation = [{{question: 'What does XADD do?', answer: '{earlier}'}}]")
        _ask(page, "And how do I trim it?")
    sent = json.loads(bodies[-1])["history"][0]["answer"]
    assert sent == "XADD appends \ufffd entries. " + "a" * filler + "\U0001f600"


def test_chat015_answer_tokens_appear_progressively(
    sample_index: str, browser: Browser, serve_chat: Serve
):
    answer = "XADD appends a new entry to the stream and returns its id. " * 5
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text=answer, token_delay_s=0.03),
    ]
    with FakeModelServer(turns) as fake:
        with serve_chat(create_app(_settings(sample_index, _model(fake.openai_url)))) as url:
            page = _open(browser, url)
            _ask(page, "What does XADD do?")
            times = page.evaluate("window.chatTimes")
            text = page.inner_text(f"{LAST} .answer")
        (model_first, model_last), *_ = fake.token_times
    assert len(times) > 20, "the answer arrived in one piece"
    assert times[-1] - times[0] >= 0.5 * (model_last - model_first) * 1000
    assert text.strip().startswith("XADD appends a new entry")


def test_chat016_a_code_block_and_a_table_are_rendered(
    sample_index: str, browser: Browser, serve_chat: Serve
):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text=MARKDOWN_ANSWER, token_delay_s=0.01),
    ]
    with (
        FakeModelServer(turns) as fake,
        serve_chat(create_app(_settings(sample_index, _model(fake.openai_url)))) as url,
    ):
        page = _open(browser, url)
        _ask(page, "How do I add an entry with XADD?")
        answer = page.locator(f"{LAST} .answer")
        assert answer.locator("pre code span[class^=hl-]").count() > 3
        assert answer.locator("pre button.copy").count() == 1
        assert answer.locator("table th").all_inner_texts() == ["option", "effect"]
        assert answer.locator("table td").count() == 4
        assert answer.locator("code").first.inner_text() == "XADD"
        page.screenshot(path=str(ARTIFACTS / "chat-rendered.png"), full_page=True)


def test_chat017_hostile_model_output_renders_as_text(
    sample_index: str, browser: Browser, serve_chat: Serve
):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text=HOSTILE_ANSWER),
    ]
    with (
        FakeModelServer(turns) as fake,
        serve_chat(create_app(_settings(sample_index, _model(fake.openai_url)))) as url,
    ):
        page = _open(browser, url)
        _ask(page, "What does XADD do?")
        answer = page.locator(f"{LAST} .answer")
        assert page.evaluate("window.pwned") is None
        assert answer.locator("script, img, b, [onerror]").count() == 0
        assert answer.locator("a").count() == 0
        text = answer.inner_text()
        assert "<script>window.pwned = 1</script>" in text and "<b>raw bold</b>" in text


def test_chat018_a_hostile_document_renders_as_text(
    redis_url: str, browser: Browser, serve_chat: Serve, tmp_path: Path
):
    site = copy_sample_site(tmp_path, {"develop/fixtures/zorblax": HOSTILE_PAGE})
    client = redis.Redis.from_url(redis_url)
    try:
        publish_sample_index(client, site, full=True)
    finally:
        client.close()
    with serve_chat(create_app(_settings(redis_url))) as url:
        page = _open(browser, url)
        _ask(page, "What values does the zorblax setting accept?")
        turn = page.locator(LAST)
        assert page.evaluate("window.pwned") is None
        assert turn.locator("script, img, [onerror]").count() == 0
        hrefs = [a.get_attribute("href") or "" for a in turn.locator("a").all()]
        assert hrefs and all(h.startswith("https://redis.io/") for h in hrefs)
        assert "zorblax" in page.inner_text(f"{LAST} .answer").lower()


def test_chat019_the_rate_limit_is_shown_with_the_wait(
    sample_index: str, browser: Browser, serve_chat: Serve
):
    settings = _settings(sample_index, limit_ask_per_minute=1, limit_ask_burst=1)
    with serve_chat(create_app(settings)) as url:
        page = _open(browser, url)
        _ask(page, "What does XADD do?")
        _ask(page, "What does XRANGE do?", state="limited")
        notice = page.inner_text("#notice")
        assert "Please wait" in notice and " s" in notice
        assert page.get_attribute("#notice", "role") == "alert"


def test_chat031_feedback_is_stored_with_sources_and_kept_question(
    sample_index: str, browser: Browser, serve_chat: Serve
):
    with serve_chat(create_app(_settings(sample_index))) as url:
        page = _open(browser, url)
        _ask(page, "What does XADD do?")
        page.click(f"{LAST} .feedback button.up")
        page.fill(f"{LAST} .feedback textarea", "clear answer")
        page.check(f"{LAST} .feedback input.keep")
        page.click(f"{LAST} .feedback .send-feedback")
        page.wait_for_selector(f"{LAST} .feedback[data-state=sent]")
    rows = redis.Redis.from_url(sample_index).xrange(FEEDBACK_STREAM_KEY)
    (_, fields), *_ = rows
    assert fields[b"rating"] == b"up" and fields[b"comment"] == b"clear answer"
    assert fields[b"kind"] == b"extractive" and fields[b"question"] == b"What does XADD do?"
    assert b"commands/xadd" in fields[b"sources"]


def test_chat033_keyboard_only_enter_sends_shift_enter_newline_escape_stops(
    sample_index: str, browser: Browser, serve_chat: Serve
):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text="XADD appends entries to a stream. " * 80, token_delay_s=0.05),
    ]
    with FakeModelServer(turns) as fake:
        with serve_chat(create_app(_settings(sample_index, _model(fake.openai_url)))) as url:
            page = _open(browser, url)
            page.keyboard.press("Tab")
            page.keyboard.press("Tab")
            assert page.evaluate("document.activeElement.id") == "question"
            page.keyboard.type("What does XADD do?")
            page.keyboard.press("Shift+Enter")
            page.keyboard.type("Briefly.")
            assert page.input_value("#question") == "What does XADD do?\nBriefly."
            page.keyboard.press("Enter")
            page.wait_for_selector(f"{LAST} .answer p")
            page.keyboard.press("Escape")
            page.wait_for_selector("body[data-state=stopped]")
            assert page.evaluate("document.activeElement.id") == "question"
            labels = [page.get_attribute(s, "aria-label") for s in ("#thread", f"{LAST} .answer")]
            assert labels == ["Conversation", "Answer"]
            assert page.locator("label[for=question]").count() == 1
            page.wait_for_timeout(1500)
        assert fake.abandoned == 1


def test_chat034_screenshots_at_desktop_and_phone_width_light_and_dark(
    sample_index: str, browser: Browser, serve_chat: Serve
):
    with serve_chat(create_app(_settings(sample_index))) as url:
        page = _open(browser, url)
        _ask(page, "What does XADD do?")
        page.screenshot(path=str(ARTIFACTS / "chat-desktop.png"), full_page=True)
        phone = _open(browser, url, width=390, height=844)
        _ask(phone, "How do I configure eviction?")
        assert phone.evaluate("document.documentElement.scrollWidth") <= 390
        # The viewport as a phone shows it: a full-page capture draws the sticky composer at
        # the first screen's bottom edge, over the middle of the answer.
        phone.screenshot(path=str(ARTIFACTS / "chat-phone.png"))
        light = phone.evaluate("getComputedStyle(document.body).backgroundColor")
        phone.emulate_media(color_scheme="dark")
        dark = phone.evaluate("getComputedStyle(document.body).backgroundColor")
        phone.screenshot(path=str(ARTIFACTS / "chat-phone-dark.png"))
    assert light != dark
    for name in ("chat-desktop.png", "chat-phone.png", "chat-phone-dark.png"):
        assert (ARTIFACTS / name).stat().st_size > 10_000
