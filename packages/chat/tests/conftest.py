"""A real uvicorn server for the chat tests that need a socket (streaming, browsers)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager

import pytest
import uvicorn
from fastapi import FastAPI


@contextmanager
def _serve(app: FastAPI) -> Iterator[str]:
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=0, log_config=None, access_log=False)
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.started, "chat app did not start within 30 s"
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=15)


@pytest.fixture
def serve_chat() -> Callable[[FastAPI], AbstractContextManager[str]]:
    """``with serve_chat(app) as base_url: ...``: the app on a free port, in a thread."""
    return _serve
