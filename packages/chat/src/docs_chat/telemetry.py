"""The chat app's probes and aggregate metrics, as the MCP server has them (spec/021-chat.md,
CHAT-027): ``/healthz`` (liveness), ``/readyz`` (index reachable, else 503), ``/metrics``
(Prometheus text). Labels come from fixed sets; no question, address or id is ever a label."""

from __future__ import annotations

import resource
from collections.abc import Awaitable, Callable

import anyio
from fastapi import FastAPI
from fastapi.responses import JSONResponse, Response
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)

__all__ = ["ChatTelemetry", "install_probes"]

_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25)


class ChatTelemetry:
    """Every metric of one app, in its own registry (tests and replicas never collide)."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.questions = Counter(
            "docs_chat_questions", "Questions by outcome", ["outcome"], registry=r
        )
        self.refusals = Counter(
            "docs_chat_refusals", "Requests refused by reason", ["reason"], registry=r
        )
        self.feedback = Counter("docs_chat_feedback", "Feedback by rating", ["rating"], registry=r)
        self.first_step = Histogram(
            "docs_chat_first_step_seconds", "Time to the first event", buckets=_BUCKETS, registry=r
        )
        self.first_token = Histogram(
            "docs_chat_first_token_seconds",
            "Time to the first answer text",
            buckets=_BUCKETS,
            registry=r,
        )
        self.duration = Histogram(
            "docs_chat_answer_seconds", "Time to the last event", buckets=_BUCKETS, registry=r
        )
        self.model_in_flight = Gauge(
            "docs_chat_model_calls_in_flight", "Questions using the model now", registry=r
        )
        self.max_rss = Gauge(
            "docs_chat_max_rss_bytes", "Peak resident memory of this process", registry=r
        )
        self.max_rss.set_function(lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024)


def install_probes(
    app: FastAPI, telemetry: ChatTelemetry, ready: Callable[[], Awaitable[bool]]
) -> None:
    @app.get("/healthz")
    async def healthz() -> JSONResponse:
        return JSONResponse({"status": "ok"})

    @app.get("/readyz")
    async def readyz() -> JSONResponse:
        try:
            with anyio.fail_after(2):
                ok = await ready()
        except Exception:  # any failure to answer the probe means not ready
            ok = False
        return JSONResponse(
            {"status": "ok" if ok else "unavailable"}, status_code=200 if ok else 503
        )

    @app.get("/metrics")
    async def metrics() -> Response:
        return Response(generate_latest(telemetry.registry), media_type=CONTENT_TYPE_LATEST)
