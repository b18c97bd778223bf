"""The chat app: one SSE endpoint streaming the ask pipeline's events, a feedback endpoint, the
probes, and a plain page (spec/021-chat.md).

``POST /api/ask`` with ``{"question": ..., "history": [...]}`` answers ``text/event-stream``;
each SSE event's name is the agent event's ``type`` and its data the event as JSON. An
``answer_delta`` that finishes blocks of the answer also carries ``html_done`` (those blocks
rendered and sanitised, :mod:`docs_chat.render`) and ``open`` (the raw text after them); an
``answer_delta`` with empty text closes the answer before ``done``. While the pipeline is
silent (a long model call) a ``: keep-alive`` comment goes out every ``keepalive_s`` seconds.
The stream always ends with ``done`` or ``error``. The server keeps no conversation: the
client sends the thread. The question travels in the body, never the URL, so access logs
cannot hold it.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from collections.abc import AsyncGenerator, AsyncIterator
from contextlib import AsyncExitStack, aclosing, asynccontextmanager, suppress
from dataclasses import dataclass
from importlib.resources import files
from typing import Annotated, Any, cast

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
from docs_core.logprivacy import install_log_privacy
from docs_core.retrieval.textquery import clean_query
from docs_core.sharedlimit import client_address
from fastapi import Depends, FastAPI, Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from fastapi.sse import format_sse_event
from pydantic import BaseModel, ConfigDict, Field, field_validator
from starlette.exceptions import HTTPException

from docs_chat.guards import BodyCap, ChatGuard, HostCheck
from docs_chat.render import HIGHLIGHT_CSS, StreamedAnswer
from docs_chat.settings import ChatSettings
from docs_chat.telemetry import ChatTelemetry, install_probes

__all__ = ["AskRequest", "ChatState", "create_app"]

MAX_HISTORY_ITEMS = 20


class AskRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    question: str = Field(min_length=1, max_length=MAX_QUESTION_CHARS)
    history: list[Turn] = Field(default_factory=list, max_length=MAX_HISTORY_ITEMS)

    @field_validator("question")
    @classmethod
    def _has_text(cls, question: str) -> str:
        # Cleaned as the search cleans it: a question of blanks and control characters would
        # otherwise be accepted (200) and only fail inside the stream (CHAT-002).
        if not clean_query(question):
            raise ValueError("the question is empty once blanks and control characters are removed")
        return question


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
    install_log_privacy("docs_chat")

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
            install_log_privacy("docs_chat")  # again: modules imported since the app was built
            yield

    app = FastAPI(
        title="Redis docs chat",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        openapi_url=None,  # no route beyond the documented ones (CHAT-046)
    )
    app.add_exception_handler(RequestValidationError, _invalid_request)
    app.add_exception_handler(HTTPException, _http_error)
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
        address = client_address(dict(request.scope), settings.trusted_proxies)
        frames = _with_keepalive(_sse_frames(body, state, address), settings.keepalive_s)
        return StreamingResponse(frames, media_type="text/event-stream", headers=_SSE_HEADERS)

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

    app.add_middleware(BodyCap, limit=settings.max_body_bytes, timeout_s=settings.body_timeout_s)
    app.add_middleware(HostCheck, hosts=settings.allowed_hosts, origins=settings.allowed_origins)
    return app


_SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
_KEEPALIVE = b": keep-alive\n\n"


async def _with_keepalive(frames: AsyncGenerator[bytes], every_s: float) -> AsyncIterator[bytes]:
    """``frames``, with a comment line whenever they are silent for ``every_s`` seconds, so a
    proxy's idle timeout does not cut a long model call. The frames are produced by one task
    of their own (the pipeline's cancel scopes stay in one task) and handed over one at a
    time; when the client leaves, that task is cancelled, which closes the pipeline and the
    model's stream."""
    handover: asyncio.Queue[bytes] = asyncio.Queue(maxsize=1)

    async def produce() -> None:
        async with aclosing(frames) as ordered:
            async for frame in ordered:
                await handover.put(frame)

    producer = asyncio.create_task(produce())
    getter: asyncio.Task[bytes] | None = None
    try:
        while True:
            getter = asyncio.ensure_future(handover.get())
            done, _ = await asyncio.wait(
                {getter, producer}, timeout=every_s, return_when=asyncio.FIRST_COMPLETED
            )
            if getter in done:
                yield getter.result()
                continue
            getter.cancel()
            if producer in done:
                if handover.empty():
                    producer.result()  # a failure of the pipeline surfaces here
                    break
            else:
                yield _KEEPALIVE
    finally:
        for task in (getter, producer):
            if task is not None and not task.done():
                task.cancel()
                # Shielded: the response's own scope may already be cancelled (a client left).
                with anyio.CancelScope(shield=True), suppress(asyncio.CancelledError):
                    await task


_SURROGATE = re.compile("[\ud800-\udfff]")


def _json(data: Any) -> str:
    """``data`` as JSON that encodes as UTF-8 whatever it holds: a surrogate (half of a pair a
    model split across two deltas, or a lone one) is written as its escape, which the page's
    JSON.parse reads back (joining the halves of a pair) instead of failing the response."""
    text = json.dumps(data, ensure_ascii=False)
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def _frame(event_type: str, data: dict[str, Any]) -> bytes:
    return format_sse_event(data_str=_json(data), event=event_type)


def _problem(error: dict[str, Any]) -> dict[str, str]:
    """One validation problem, without the ``input`` (the question itself, logged and echoed
    by FastAPI's own handler) and without an unexpected field's name (the client's text too)."""
    where = [str(part) for part in error.get("loc", ()) if part != "body"]
    kind = error.get("type")
    if kind == "json_invalid":
        return {"field": "body", "problem": "not valid JSON"}
    if kind == "extra_forbidden":
        return {"field": ".".join(where[:-1]) or "body", "problem": "unexpected field"}
    if kind == "string_unicode":
        problem = "not valid Unicode text (it holds a lone surrogate)"
    else:
        problem = str(error.get("msg", "invalid")).removeprefix("Value error, ")
    return {"field": ".".join(where) or "body", "problem": problem}


async def _invalid_request(request: Request, exc: Exception) -> Response:
    """422 for a body the models refuse (CHAT-002, CHAT-038): which field, and why."""
    errors = exc.errors() if isinstance(exc, RequestValidationError) else []
    problems = [_problem(e) for e in errors]
    media_type = request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
    if media_type != "application/json" and not media_type.endswith("+json"):
        # FastAPI reads no other body as JSON, so its complaint would be that the body is no
        # object (CHAT-046).
        problems = [
            {"field": "body", "problem": "send it as JSON (Content-Type: application/json)"}
        ]
    message = "; ".join(f"{p['field']}: {p['problem']}" for p in problems) or "invalid request"
    body = {"error": "invalid_request", "message": message, "problems": problems}
    return Response(_json(body), status_code=422, media_type="application/json")


async def _http_error(request: Request, exc: Exception) -> Response:
    """FastAPI's own 400 for a body it cannot even parse (nesting past Python's recursion
    limit, a number of thousands of digits, bytes that are no UTF-8) answered as every other
    invalid body is: 422 ``invalid_request`` (CHAT-002); other HTTP errors as FastAPI gives them."""
    if isinstance(exc, HTTPException) and exc.status_code == 400:
        body = {"error": "invalid_request", "message": "the body is not JSON this endpoint reads"}
        return Response(
            _json({**body, "problems": []}), status_code=422, media_type="application/json"
        )
    return await http_exception_handler(request, cast(HTTPException, exc))


async def _sse_frames(body: AskRequest, state: ChatState, address: str) -> AsyncGenerator[bytes]:
    provider = state.provider
    busy = False
    # Shielded: a client leaving while Redis grants the lease must not lose the granted slot,
    # which the ``finally`` below gives back.
    with anyio.CancelScope(shield=True):
        slot = await state.guard.take_model_slot(address) if provider is not None else None
    if provider is not None and slot is None:
        provider, busy = None, True
    started = time.monotonic()
    answer = StreamedAnswer()
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
                    answer.reset()
                elif event.type == "answer_delta":
                    if not first_token:
                        first_token = True
                        state.telemetry.first_token.observe(time.monotonic() - started)
                    finished = answer.add(data["text"])
                    if finished is not None:
                        data["html_done"], data["open"] = finished, answer.open_text
                elif event.type == "done":
                    if answer.open_text:
                        closing = {"type": "answer_delta", "text": "", "open": ""}
                        closing["html_done"] = answer.finish()
                        yield _frame("answer_delta", closing)
                    outcome = "abstained" if data["abstained"] else data["mode"]
                    if busy and not data["degraded"]:
                        data["degraded"], data["reason"] = True, "model_busy"
                ended = event.type in ("done", "error")
                yield _frame(event.type, data)
        if not ended:
            error = ErrorEvent(code="internal_error", message="the answer stream ended early")
            yield format_sse_event(data_str=error.model_dump_json(), event=error.type)
    except Exception as exc:
        # A fault of this rendering, not of the pipeline (which ends in its own error event):
        # the stream still ends with one (CHAT-045), and the log names the type only.
        _log.error("chat stream failed: %s", type(exc).__name__)
        if not ended:
            error = ErrorEvent(code="internal_error", message="the answer failed; try again")
            yield format_sse_event(data_str=error.model_dump_json(), event=error.type)
    finally:
        if slot is not None:
            # Shielded: a client that left cancels this stream, and the slot must still go back.
            with anyio.CancelScope(shield=True):
                await state.guard.release_model_slot(slot)
        state.telemetry.questions.labels(outcome=outcome if ended else "left").inc()
        state.telemetry.duration.observe(time.monotonic() - started)
