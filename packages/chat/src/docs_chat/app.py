"""The chat app: one SSE endpoint streaming the ask pipeline's events, and a plain page.

``POST /api/ask`` with ``{"question": ...}`` answers ``text/event-stream``; each SSE event's
name is the agent event's ``type`` and its data the event as JSON. The stream always ends with
``done`` or ``error``. The question travels in the body, never the URL, so access logs cannot
hold it.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from importlib.resources import files
from typing import Annotated

from docs_core.agent import (
    MAX_QUESTION_CHARS,
    AgentSettings,
    ErrorEvent,
    ModelProvider,
    Retriever,
    make_provider,
    stream_ask,
)
from docs_core.connect import open_reader
from fastapi import Depends, FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, StreamingResponse
from fastapi.sse import format_sse_event
from pydantic import BaseModel, ConfigDict, Field

from docs_chat.settings import ChatSettings

__all__ = ["AskRequest", "ChatState", "create_app"]


class AskRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    question: str = Field(min_length=1, max_length=MAX_QUESTION_CHARS)


@dataclass
class ChatState:
    reader: Retriever
    agent: AgentSettings
    provider: ModelProvider | None


_log = logging.getLogger(__name__)


def _log_failover(from_label: str, to_label: str) -> None:
    _log.warning("docs index reads failed over from %s to %s", from_label, to_label)


def get_state(request: Request) -> ChatState:
    state: ChatState = request.app.state.chat
    return state


def create_app(settings: ChatSettings, *, reader: Retriever | None = None) -> FastAPI:
    """The chat app; its lifespan opens the reader (unless one is given: otherwise from
    ``DOCS_REDIS_URL`` / ``DOCS_REDIS_URLS`` with failover, or the embedded Redis) and the
    provider."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        async with AsyncExitStack() as stack:
            active = reader
            if active is None:
                active = await stack.enter_async_context(
                    open_reader(settings.redis, on_failover=_log_failover)
                )
            provider = make_provider(settings.agent)
            if provider is not None:
                stack.push_async_callback(provider.aclose)
            app.state.chat = ChatState(active, settings.agent, provider)
            yield

    app = FastAPI(title="Redis docs chat", lifespan=lifespan, docs_url=None, redoc_url=None)
    page = files("docs_chat").joinpath("static/index.html").read_text(encoding="utf-8")

    @app.get("/", response_class=HTMLResponse)
    async def index() -> str:
        return page

    @app.get("/healthz")
    async def healthz() -> JSONResponse:
        return JSONResponse({"status": "ok"})

    # A plain StreamingResponse rather than FastAPI's native SSE: the native producer task
    # raises BrokenResourceError when a browser leaves mid-answer, which uvicorn logs as
    # "Exception in ASGI application". Here a disconnect cancels the stream, and with it the
    # pipeline, quietly.
    @app.post("/api/ask")
    async def ask_stream(
        body: AskRequest, state: Annotated[ChatState, Depends(get_state)]
    ) -> StreamingResponse:
        return StreamingResponse(
            _sse_frames(body.question, state), media_type="text/event-stream", headers=_SSE_HEADERS
        )

    return app


_SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


async def _sse_frames(question: str, state: ChatState) -> AsyncIterator[bytes]:
    ended = False
    async for event in stream_ask(
        question, reader=state.reader, settings=state.agent, provider=state.provider
    ):
        ended = event.type in ("done", "error")
        yield format_sse_event(data_str=event.model_dump_json(), event=event.type)
    if not ended:
        error = ErrorEvent(code="internal_error", message="the answer stream ended early")
        yield format_sse_event(data_str=error.model_dump_json(), event=error.type)
