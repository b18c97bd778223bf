"""Runs every question through a target, timing each call and recording failures (EVAL-003)."""

from __future__ import annotations

import time
from collections.abc import Sequence

import anyio
from rich.progress import Progress

from docs_eval.dataset import Question
from docs_eval.target import RATE_LIMIT_WAIT_S, Target
from docs_eval.trace import RetrievalTrace

__all__ = ["run_questions"]


async def run_questions(
    target: Target,
    questions: Sequence[Question],
    *,
    concurrency: int = 1,
    timeout_s: float = 60.0,
    progress: bool = True,
    label: str = "questions",
    wait_s: float = RATE_LIMIT_WAIT_S,
) -> list[RetrievalTrace]:
    """One trace per question, in dataset order. Sequential by default so latency is per call,
    not queueing; a failed or timed-out question becomes a trace with ``error`` set.
    ``timeout_s`` bounds a question's own work; its waits on rate limits (at most ``wait_s``,
    the target's own bound) come on top."""
    traces: dict[str, RetrievalTrace] = {}
    limiter = anyio.Semaphore(max(1, concurrency))
    with Progress(disable=not progress, transient=True) as bar:
        task = bar.add_task(label, total=len(questions))

        async def one(question: Question) -> None:
            async with limiter:
                traces[question.qid] = await _traced(target, question, timeout_s + wait_s)
            bar.advance(task)

        async with anyio.create_task_group() as group:
            for question in questions:
                group.start_soon(one, question)
    return [traces[q.qid] for q in questions]


async def _traced(target: Target, question: Question, timeout_s: float) -> RetrievalTrace:
    start = time.perf_counter()
    try:
        with anyio.fail_after(timeout_s):
            retrieved = await target.retrieve(question)
    # The harness is the top-level handler for a question: any failure is a measured error.
    except Exception as exc:
        elapsed = (time.perf_counter() - start) * 1000.0
        reason = str(exc).splitlines()[0][:200] if str(exc) else ""
        return RetrievalTrace(
            qid=question.qid,
            latency_ms=elapsed,
            error=f"{type(exc).__name__}: {reason}".rstrip(": "),
        )
    elapsed = (time.perf_counter() - start) * 1000.0 - retrieved.waited_ms
    return RetrievalTrace(qid=question.qid, latency_ms=max(elapsed, 0.0), **retrieved.model_dump())
