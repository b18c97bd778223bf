"""The chat page in headless Chromium (spec/021-chat.md, CHAT-004)."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn
from docs_chat import ChatSettings, create_app
from docs_core.settings import RedisSettings
from playwright.sync_api import sync_playwright

pytestmark = [pytest.mark.browser, pytest.mark.redis]

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


@pytest.fixture(scope="session")
def chromium() -> Path:
    """Debian's Chromium; missing, the test fails with the command that installs it."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} is missing: run as root: {CHROMIUM_INSTALL}", pytrace=False)
    return CHROMIUM


@pytest.fixture
def chat_url(sample_index: str) -> Iterator[str]:
    app = create_app(ChatSettings(redis=RedisSettings(redis_url=sample_index)))
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", access_log=False)
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.started, "chat app did not start within 20 s"
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def test_chat004_a_person_asks_and_sees_steps_answer_and_clickable_sources(
    chat_url: str, chromium: Path
):
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(chromium), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1100, "height": 900})
            page.set_default_timeout(15_000)
            page.goto(chat_url)
            page.fill("#question", "What do error_rate and capacity mean in BF.RESERVE?")
            page.click("#send")
            page.wait_for_selector("body[data-state=done]")
            links = page.locator("#sources a.source-link")
            assert links.count() > 0
            assert links.first.get_attribute("href", timeout=1000).startswith(
                "https://redis.io/docs/latest/commands/bf.reserve/"
            )
            assert page.locator("#steps li").count() >= 2
            assert "Extractive answer" in page.inner_text("#answer")
            assert "extractive" in page.inner_text("#meta")
            page.screenshot(path=str(ARTIFACTS / "chat.png"), full_page=True)
        finally:
            browser.close()
    assert (ARTIFACTS / "chat.png").stat().st_size > 10_000
