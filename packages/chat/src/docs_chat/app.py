"""The chat app: one SSE endpoint streaming the ask pipeline's events, and a plain page.

``POST /api/ask`` with ``{"question": ...}`` answers ``text/event-stream``; each SSE event's
name is the agent event's ``type`` and its data the event as JSON. The stream always ends with
``done`` or ``error``. The question travels in the body, never the URL, so access logs cannot
hold it.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from importlib.resources import files
from typing import Annotated

import anyio
from docs_core.agent import (
    MAX_QUESTION_CHARS,
    AgentSettings,
    ErrorEvent,
    ModelProvider,
    Retriever,
    make_provider,
    stream_ask,
)
from docs_core.embedded import ensure_embedded
from docs_core.retrieval import DocsReader
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


def _redis_url(settings: ChatSettings) -> str:
    return settings.redis.redis_url or ensure_embedded(settings.redis.data_dir).url


def get_state(request: Request) -> ChatState:
    state: ChatState = request.app.state.chat
    return state


def create_app(settings: ChatSettings, *, reader: Retriever | None = None) -> FastAPI:
    """The chat app; its lifespan opens the reader (unless one is given) and the provider."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        owned: DocsReader | None = None
        active = reader
        if active is None:
            url = await anyio.to_thread.run_sync(_redis_url, settings)
            owned = active = await DocsReader.connect(url)
        provider = make_provider(settings.agent)
        app.state.chat = ChatState(active, settings.agent, provider)
        try:
            yield
        finally:
            if provider is not None:
                await provider.aclose()
            if owned is not None:
                await owned.aclose()

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
