"""The ask pipeline: a model drives retrieval through the generated tools, within a step cap and
a deadline; without a model, or when it fails, the deterministic router answers extractively.

:func:`stream_ask` yields typed events as they happen and always ends with ``done`` or
``error``; :func:`ask` collects the same stream into an :class:`AskResult`. Sources come from
what the tools returned in this request, never from model text.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from collections.abc import AsyncGenerator, AsyncIterator, Sequence
from contextlib import aclosing
from dataclasses import replace
from typing import Any

from pydantic import BaseModel

from docs_core.agent.answer import abstention_text, coverage, extractive_answer
from docs_core.agent.brief import Brief, compose_brief
from docs_core.agent.events import (
    AgentEvent,
    AnswerDeltaEvent,
    AnswerMode,
    AnswerResetEvent,
    AskResult,
    DoneEvent,
    ErrorEvent,
    PlanEvent,
    Source,
    SourcesEvent,
    ToolCallEvent,
    ToolResultEvent,
    ToolTrace,
)
from docs_core.agent.followup import Turn, bounded_history, link_subject, resolve_followup
from docs_core.agent.prompt import FINAL_INSTRUCTION, SYSTEM_PROMPT, tool_result_content
from docs_core.agent.providers import Message, ModelProvider, ProviderError, RawToolCall
from docs_core.agent.router import first_wave, rank_evidence, second_wave
from docs_core.agent.run import AskRun, ToolOutcome, execute_tool, fetch_passages, run_wave
from docs_core.agent.scope import commands_meant, far_from_docs, look_up_anchors
from docs_core.agent.settings import AgentSettings
from docs_core.agent.sources import build_sources, quoted_sources
from docs_core.agent.surface import TOOLS, Retriever, ToolArgumentError, parse_arguments
from docs_core.agent.text import well_formed
from docs_core.agent.turns import TurnOutcome, allowed_urls, scrub_links, stream_turn
from docs_core.errors import BackendUnavailableError, DocsError, InvalidQueryError
from docs_core.models import SearchHit
from docs_core.retrieval.textquery import clean_query

__all__ = ["MAX_QUESTION_CHARS", "AskError", "ask", "stream_ask"]

logger = logging.getLogger(__name__)

MAX_QUESTION_CHARS = 2000
SUFFICIENT_TERM_COVERAGE = 0.9
SUFFICIENT_MIN_CALLS = 2


async def _route(run: AskRun) -> AsyncIterator[AgentEvent]:
    run.meant_commands = tuple(n.upper() for n in await commands_meant(run))
    kind, calls = first_wave(run.question, run.meant_commands)
    yield PlanEvent(text=f"Route: {kind} question -> " + ", ".join(c.tool for c in calls))
    first: dict[str, list[list[SearchHit]]] = {}
    async for item in run_wave(run, calls):
        if isinstance(item, ToolOutcome):
            first.setdefault(item.tool, []).append(item.hits)
        else:
            yield item
    followed: list[SearchHit] = []
    follow = second_wave(run.question, kind, first)
    if follow and run.remaining() > 0:
        async for item in run_wave(run, follow):
            if isinstance(item, ToolOutcome):
                followed.extend(item.hits)
            else:
                yield item
    ranked = rank_evidence(kind, first, followed)
    earlier = [h for h in run.evidence if h.id not in {r.id for r in ranked}]
    run.evidence = [*ranked, *earlier]


def _sufficient(run: AskRun) -> bool:
    """Deterministic stop: every identifier of the question and nearly all its words appear in
    the evidence, after at least two calls."""
    if run.calls < SUFFICIENT_MIN_CALLS or not run.evidence:
        return False
    seen = coverage(run.question, run.evidence, run.passages)
    return not seen.missing_anchors and seen.term_coverage >= SUFFICIENT_TERM_COVERAGE


def _call_key(tool: str, args: BaseModel) -> str:
    return tool + json.dumps(args.model_dump(), sort_keys=True)


async def _model_step(
    run: AskRun, call: RawToolCall, call_number: int
) -> tuple[ToolCallEvent, ToolOutcome]:
    call_id = call.id or f"m{call_number}"
    shown = call.arguments if isinstance(call.arguments, dict) else {"raw": call.arguments[:500]}
    try:
        args = parse_arguments(call.name, call.arguments)
    except ToolArgumentError as exc:
        event = ToolCallEvent(call_id=call_id, tool=call.name[:64], arguments=shown)
        return event, ToolOutcome(call_id, call.name[:64], {}, error=f"invalid call: {exc}")
    event = ToolCallEvent(
        call_id=call_id, tool=call.name, arguments=args.model_dump(exclude_none=True)
    )
    key = _call_key(call.name, args)
    if key in run.seen_calls:
        return event, ToolOutcome(
            call_id, call.name, event.arguments, error="repeated call: its results are above"
        )
    run.seen_calls.add(key)
    return event, await execute_tool(run, call_id, call.name, args)


def _transcript(question: str, history: Sequence[Turn]) -> list[Message]:
    messages = [Message("system", SYSTEM_PROMPT)]
    for turn in history:
        messages.append(Message("user", turn.question))
        if turn.answer:
            messages.append(Message("assistant", turn.answer))
    return [*messages, Message("user", question)]


async def _drive_model(
    run: AskRun,
    provider: ModelProvider,
    settings: AgentSettings,
    state: dict[str, Any],
    messages: list[Message],
) -> AsyncGenerator[AgentEvent, None]:
    """Model turns until it answers, the evidence suffices, the cap or the deadline. Once the
    model has retrieved something, a turn's text is streamed as the answer while it arrives;
    should that turn go on to call tools, an ``answer_reset`` voids it."""
    tools = list(TOOLS.values())
    state["stop"] = "step_cap"
    final = False
    while True:
        if not final and state["steps"] >= settings.max_steps:
            final = True
        budget = run.remaining() - settings.fallback_reserve_s
        if budget <= 0:
            state["stop"], state["failure"] = "deadline", "deadline"
            return
        state["steps"] += 1
        outcome = TurnOutcome()
        sent = [*messages, Message("user", FINAL_INSTRUCTION)] if final else messages
        turn_stream = stream_turn(
            provider,
            sent,
            [] if final else tools,
            timeout_s=min(budget, settings.step_timeout_s),
            live=final or bool(run.evidence),
            allowed=allowed_urls(run.evidence),
            outcome=outcome,
        )
        try:
            # aclosing: a consumer leaving must close the model's HTTP stream now, not at GC.
            async with aclosing(turn_stream) as deltas:
                async for delta in deltas:
                    yield delta
        except TimeoutError:
            state["stop"], state["failure"] = "model_timeout", "model_timeout"
            return
        except ProviderError as exc:
            logger.warning("model provider failed: %s", exc)
            state["stop"], state["failure"] = "model_error", "model_error"
            return
        finally:
            state["shown"] += "".join(outcome.shown)
        turn = outcome.turn
        assert turn is not None
        if final or not turn.tool_calls:
            if turn.text.strip():
                state["answer"] = turn.text.strip()
                state["stop"] = state["stop"] if final else "answered"
            else:
                state["stop"], state["failure"] = "model_empty_answer", "model_empty_answer"
            return
        if state["shown"]:
            state["shown"] = ""
            yield AnswerResetEvent()
        if turn.text.strip():
            yield PlanEvent(text=turn.text.strip()[:500])
        calls = turn.tool_calls[: settings.max_calls_per_step]
        messages.append(Message("assistant", turn.text, tuple(calls)))
        stepped = await asyncio.gather(
            *(_model_step(run, c, run.calls + n + 1) for n, c in enumerate(calls))
        )
        spent = False
        for event, outcome_of_call in stepped:
            yield event
            yield outcome_of_call.result_event()
            content = (
                json.dumps({"error": outcome_of_call.error})
                if outcome_of_call.error
                else tool_result_content(outcome_of_call.hits, run.passages)
            )
            # Every turn sends the whole transcript again, so the results it holds bound what
            # one question costs at the provider (ASK-086).
            if state["result_chars"] + len(content) > settings.max_result_chars:
                content, spent = _BUDGET_SPENT, True
            state["result_chars"] += len(content)
            messages.append(Message("tool", content, call_id=event.call_id))
        if spent:
            state["stop"] = "evidence_budget"
            final = True
        elif _sufficient(run):
            state["stop"] = "evidence_sufficient"
            final = True


_BUDGET_SPENT = json.dumps({"error": "this question's evidence budget is spent: answer from above"})


def _deltas(text: str, size: int = 64) -> list[str]:
    pieces, current = [], ""
    for word in re.split(r"(?<=\s)", text):
        current += word
        if len(current) >= size:
            pieces.append(current)
            current = ""
    return [*pieces, current] if current else pieces


async def _no_model_answer(run: AskRun) -> tuple[str, AnswerMode, Brief | None]:
    """The brief answer (its sources: what it quotes, each with the sentence it quotes; for a
    code question, the best code example found after its lead); the quoting extractive answer
    when the brief finds no prose to lead with."""
    brief = await compose_brief(run)
    if brief.quoted:
        return brief.text, "extractive", brief
    return extractive_answer(run.question, run.evidence, run.passages), "extractive", None


async def stream_ask(
    question: str,
    *,
    reader: Retriever,
    settings: AgentSettings | None = None,
    provider: ModelProvider | None = None,
    history: Sequence[Turn] = (),
) -> AsyncGenerator[AgentEvent, None]:
    """Run the ask pipeline for ``question``, yielding events; ends with ``done`` or ``error``.
    ``history`` is the conversation so far (bounded here too): retrieval reads a follow-up
    resolved against it, and a model sees the turns themselves."""
    settings = settings or AgentSettings()
    started = time.monotonic()
    if (
        not isinstance(question, str)
        or len(question) > MAX_QUESTION_CHARS
        or not clean_query(question)
    ):
        yield ErrorEvent(
            code=InvalidQueryError.code,
            message=f"question must be 1 to {MAX_QUESTION_CHARS} characters of text",
        )
        return
    turns = bounded_history(history)
    linked = link_subject(question)
    resolved = linked or resolve_followup(question.strip(), turns)
    run = AskRun(resolved, reader, started + settings.deadline_s, started)
    state: dict[str, Any] = {
        "steps": 0,
        "answer": None,
        "failure": None,
        "stop": "routed",
        "shown": "",
        "result_chars": 0,
    }
    try:
        if resolved != question.strip():
            how = "Link" if linked else "Follow-up"
            yield PlanEvent(text=f"{how} read as: {resolved}")
        if provider is not None:
            messages = _transcript(question.strip(), turns)
            async with aclosing(_drive_model(run, provider, settings, state, messages)) as steps:
                async for event in steps:
                    yield event
            if state["answer"] is not None and not run.evidence:
                state["answer"], state["failure"] = None, "model_did_not_retrieve"
            if state["failure"] and run.remaining() > 0:
                yield PlanEvent(text=f"Model unavailable ({state['failure']}); routing directly")
        if state["answer"] is None and run.remaining() > 0:
            async for event in _route(run):
                yield event
        if not run.evidence and run.backend_errors:
            yield ErrorEvent(
                code=BackendUnavailableError.code,
                message="the documentation index is unavailable; try again shortly",
            )
            return
        await fetch_passages(run)
        verdict = coverage(run.question, run.evidence, run.passages)
        if verdict.missing_anchors and run.remaining() > 0:
            async for event in look_up_anchors(run, verdict.missing_anchors):
                yield event
            verdict = coverage(run.question, run.evidence, run.passages)
        if not verdict.abstain and await far_from_docs(run):
            verdict = replace(verdict, far=True)
        sources: list[Source] = []
        brief: Brief | None = None
        mode: AnswerMode
        if verdict.abstain:
            answer, mode = abstention_text(verdict), "extractive"
        elif state["answer"]:
            answer, mode = scrub_links(state["answer"], allowed_urls(run.evidence)), "model"
        else:
            answer, mode, brief = await _no_model_answer(run)
        if not verdict.abstain:
            sources = build_sources(answer, run.question, run.evidence, run.passages)
            if brief is not None:
                sources = quoted_sources(sources, brief, run.passages)
        if state["shown"] and state["shown"].strip() != answer:
            yield AnswerResetEvent()
        if not state["shown"] or state["shown"].strip() != answer:
            for piece in _deltas(answer):
                yield AnswerDeltaEvent(text=piece)
        yield SourcesEvent(sources=sources)
        failure = state["failure"] or ("backend_partial" if run.backend_errors else None)
        yield DoneEvent(
            mode=mode,
            abstained=verdict.abstain,
            degraded=failure is not None,
            reason=failure,
            steps=state["steps"],
            tool_calls=run.calls,
            elapsed_ms=round((time.monotonic() - started) * 1000, 1),
        )
    except Exception as exc:  # top-level handler: the stream must end with an error event
        # The type only: messages and tracebacks of unexpected errors may quote the question.
        logger.error("ask pipeline failed: %s", type(exc).__name__)
        code = exc.code if isinstance(exc, DocsError) else "internal_error"
        yield ErrorEvent(code=code, message="the answer pipeline failed")


class AskError(DocsError):
    """``ask`` ended with an error event; ``code`` is the event's code."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


async def ask(
    question: str,
    *,
    reader: Retriever,
    settings: AgentSettings | None = None,
    provider: ModelProvider | None = None,
    history: Sequence[Turn] = (),
) -> AskResult:
    """:func:`stream_ask` collected into one result; an error event raises :class:`AskError`."""
    parts: list[str] = []
    sources: list[Source] = []
    trace: list[ToolTrace] = []
    arguments: dict[str, dict[str, Any]] = {}
    async for event in stream_ask(
        question, reader=reader, settings=settings, provider=provider, history=history
    ):
        if isinstance(event, AnswerResetEvent):
            parts.clear()
        elif isinstance(event, ToolCallEvent):
            arguments[event.call_id] = event.arguments
        elif isinstance(event, AnswerDeltaEvent):
            parts.append(event.text)
        elif isinstance(event, SourcesEvent):
            sources = event.sources
        elif isinstance(event, ToolResultEvent):
            trace.append(
                ToolTrace(
                    tool=event.tool,
                    arguments=arguments.get(event.call_id, {}),
                    ids=event.ids,
                    error=event.error,
                )
            )
        elif isinstance(event, ErrorEvent):
            raise AskError(event.code, event.message)
        elif isinstance(event, DoneEvent):
            return AskResult(
                # Deltas split a surrogate pair apart: the whole answer is sent as JSON (ASK-080).
                answer=well_formed("".join(parts)),
                sources=sources,
                mode=event.mode,
                abstained=event.abstained,
                degraded=event.degraded,
                reason=event.reason,
                steps=event.steps,
                tool_calls=event.tool_calls,
                elapsed_ms=event.elapsed_ms,
                trace=trace,
            )
    raise AskError("internal_error", "the answer pipeline ended without a result")
