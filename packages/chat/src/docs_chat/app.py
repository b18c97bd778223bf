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
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.sse import EventSourceResponse, ServerSentEvent
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
    return request.app.state.chat


def create_app(settings: ChatSettings, *, reader: Retriever | None = None) -> FastAPI:
    """The chat app; its lifespan opens the reader (unless one is given) and the provider."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        owned: DocsReader | None = None
        if reader is None:
            url = await anyio.to_thread.run_sync(_redis_url, settings)
            owned = await DocsReader.connect(url)
        provider = make_provider(settings.agent)
        app.state.chat = ChatState(reader or owned, settings.agent, provider)  # type: ignore[arg-type]
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

    @app.post("/api/ask", response_class=EventSourceResponse)
    async def ask_stream(
        body: AskRequest, state: Annotated[ChatState, Depends(get_state)]
    ) -> AsyncIterator[ServerSentEvent]:
        ended = False
        async for event in stream_ask(
            body.question, reader=state.reader, settings=state.agent, provider=state.provider
        ):
            ended = event.type in ("done", "error")
            yield ServerSentEvent(data=event.model_dump(mode="json"), event=event.type)
        if not ended:
            error = ErrorEvent(code="internal_error", message="the answer stream ended early")
            yield ServerSentEvent(data=error.model_dump(mode="json"), event=error.type)

    return app
