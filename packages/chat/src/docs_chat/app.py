"""The chat app: one SSE endpoint streaming the ask pipeline's events, a feedback endpoint, the
probes, and a plain page (spec/021-chat.md).

``POST /api/ask`` with ``{"question": ..., "history": [...]}`` answers ``text/event-stream``;
each SSE event's name is the agent event's ``type`` and its data the event as JSON, and each
``answer_delta`` also carries ``html``: the answer so far rendered and sanitised
(:mod:`docs_chat.render`). The stream always ends with ``done`` or ``error``. The server keeps
no conversation: the client sends the thread. The question travels in the body, never the URL,
so access logs cannot hold it.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, aclosing, asynccontextmanager
from dataclasses import dataclass
from importlib.resources import files
from typing import Annotated, Any

import anyio
from docs_core.agent import (
    MAX_QUESTION_CHARS,
    AgentSettings,
    ErrorEvent,
    ModelProvider,
    PlanEvent,
    Retriever,
    make_provider,
    stream_ask,
)
from docs_core.agent.followup import Turn
from docs_core.connect import open_reader, resolve_redis_url
from docs_core.failover import connect_reader_client
from docs_core.feedback import Feedback, record_feedback
from fastapi import Depends, FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from fastapi.sse import format_sse_event
from pydantic import BaseModel, ConfigDict, Field

from docs_chat.guards import BodyCap, ChatGuard
from docs_chat.render import HIGHLIGHT_CSS, render_answer
from docs_chat.settings import ChatSettings
from docs_chat.telemetry import ChatTelemetry, install_probes

__all__ = ["AskRequest", "ChatState", "create_app"]

MAX_HISTORY_ITEMS = 20


class AskRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    question: str = Field(min_length=1, max_length=MAX_QUESTION_CHARS)
    history: list[Turn] = Field(default_factory=list, max_length=MAX_HISTORY_ITEMS)


@dataclass
class ChatState:
    reader: Retriever
    agent: AgentSettings
    provider: ModelProvider | None
    guard: ChatGuard
    telemetry: ChatTelemetry


_log = logging.getLogger(__name__)


def _log_failover(from_label: str, to_label: str) -> None:
    _log.warning("docs index reads failed over from %s to %s", from_label, to_label)


def get_state(request: Request) -> ChatState:
    state: ChatState = request.app.state.chat
    return state


def create_app(settings: ChatSettings, *, reader: Retriever | None = None) -> FastAPI:
    """The chat app; its lifespan opens the reader (unless one is given: otherwise from
    ``DOCS_REDIS_URL`` / ``DOCS_REDIS_URLS`` with failover, or the embedded Redis), the
    provider, and the limiter's Redis client (on first use)."""
    telemetry = ChatTelemetry()

    async def limiter_client() -> Any:
        url = await anyio.to_thread.run_sync(resolve_redis_url, settings.redis)
        return await connect_reader_client(settings.redis.endpoint_urls() or [url])

    guard = ChatGuard(settings, limiter_client)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        async with AsyncExitStack() as stack:
            active = reader
            if active is None:
                active = await stack.enter_async_context(
                    open_reader(settings.redis, on_failover=_log_failover)
                )
            stack.push_async_callback(guard.limiter.aclose)
            provider = make_provider(settings.agent)
            if provider is not None:
                stack.push_async_callback(provider.aclose)
            app.state.chat = ChatState(active, settings.agent, provider, guard, telemetry)
            yield

    app = FastAPI(title="Redis docs chat", lifespan=lifespan, docs_url=None, redoc_url=None)
    page = files("docs_chat").joinpath("static/index.html").read_text(encoding="utf-8")
    page = page.replace("/*HIGHLIGHT_CSS*/", HIGHLIGHT_CSS)
    telemetry.model_in_flight.set_function(lambda: guard.model_calls_in_flight)

    async def ready() -> bool:
        ping = getattr(app.state.chat.reader, "ping", None)
        return bool(await ping()) if ping is not None else True

    install_probes(app, telemetry, ready)

    @app.get("/", response_class=HTMLResponse)
    async def index() -> str:
        return page

    # A plain StreamingResponse rather than FastAPI's native SSE: the native producer task
    # raises BrokenResourceError when a browser leaves mid-answer, which uvicorn logs as
    # "Exception in ASGI application". Here a disconnect cancels the stream, and with it the
    # pipeline and the model call, quietly.
    @app.post("/api/ask", response_model=None)
    async def ask_stream(
        body: AskRequest, request: Request, state: Annotated[ChatState, Depends(get_state)]
    ) -> Response:
        refused = await state.guard.refuse(request, "ask")
        if refused is not None:
            state.telemetry.refusals.labels(reason=str(refused.status_code)).inc()
            return refused
        return StreamingResponse(
            _sse_frames(body, state), media_type="text/event-stream", headers=_SSE_HEADERS
        )

    @app.post("/api/feedback", response_model=None)
    async def feedback(
        body: Feedback, request: Request, state: Annotated[ChatState, Depends(get_state)]
    ) -> Response:
        refused = await state.guard.refuse(request, "feedback")
        if refused is not None:
            state.telemetry.refusals.labels(reason=str(refused.status_code)).inc()
            return refused
        client = await state.guard.limiter.client()
        if client is None:
            return JSONResponse({"error": "unavailable"}, status_code=503)
        await record_feedback(client, body)
        state.telemetry.feedback.labels(rating=body.rating).inc()
        return JSONResponse({"status": "stored", "kept_question": bool(body.keep_question)})

    app.add_middleware(BodyCap, limit=settings.max_body_bytes)
    return app


_SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


def _frame(event_type: str, data: dict[str, Any]) -> bytes:
    return format_sse_event(data_str=json.dumps(data, ensure_ascii=False), event=event_type)


async def _sse_frames(body: AskRequest, state: ChatState) -> AsyncIterator[bytes]:
    provider = state.provider
    busy = False
    if provider is not None and not state.guard.take_model_slot():
        provider, busy = None, True
    started = time.monotonic()
    answer = ""
    ended = first_event = first_token = False
    outcome = "error"
    try:
        if busy:
            note = PlanEvent(text="The model is busy; answering from the docs directly")
            yield format_sse_event(data_str=note.model_dump_json(), event=note.type)
        events = stream_ask(
            body.question,
            reader=state.reader,
            settings=state.agent,
            provider=provider,
            history=body.history,
        )
        # aclosing: a browser leaving closes the pipeline, and the model's stream, at once.
        async with aclosing(events) as ordered:
            async for event in ordered:
                if not first_event:
                    first_event = True
                    state.telemetry.first_step.observe(time.monotonic() - started)
                data = event.model_dump(mode="json")
                if event.type == "answer_reset":
                    answer = ""
                elif event.type == "answer_delta":
                    if not first_token:
                        first_token = True
                        state.telemetry.first_token.observe(time.monotonic() - started)
                    answer += data["text"]
                    data["html"] = render_answer(answer)
                elif event.type == "done":
                    outcome = "abstained" if data["abstained"] else data["mode"]
                    if busy and not data["degraded"]:
                        data["degraded"], data["reason"] = True, "model_busy"
                ended = event.type in ("done", "error")
                yield _frame(event.type, data)
        if not ended:
            error = ErrorEvent(code="internal_error", message="the answer stream ended early")
            yield format_sse_event(data_str=error.model_dump_json(), event=error.type)
    finally:
        if provider is not None:
            state.guard.release_model_slot()
        state.telemetry.questions.labels(outcome=outcome if ended else "left").inc()
        state.telemetry.duration.observe(time.monotonic() - started)
