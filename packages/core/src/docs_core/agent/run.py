"""One ``ask`` request's retrieval: its deadline, the evidence its tool calls gathered, the
passages read in full, and the trace (spec/020-ask.md).

Both paths of the pipeline, the model's turns and the deterministic router, call tools through
:func:`execute_tool` (or :func:`run_wave` for a planned batch), so every result lands in the
same evidence and trace whoever asked for it; sources are later computed from that evidence
only, never from model text.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from docs_core.agent.events import AgentEvent, ToolCallEvent, ToolResultEvent, ToolTrace
from docs_core.agent.router import PlannedCall
from docs_core.agent.surface import Retriever, ToolArgumentError, parse_arguments, run_tool
from docs_core.errors import BackendUnavailableError, DocsError
from docs_core.index import IndexMismatchError, IndexNotFoundError
from docs_core.models import SearchHit

__all__ = [
    "PASSAGES_TO_FETCH",
    "PASSAGE_CHARS",
    "AskRun",
    "ToolOutcome",
    "execute_tool",
    "fetch_passages",
    "run_wave",
]

PASSAGES_TO_FETCH = 4
PASSAGE_CHARS = 2500


@dataclass
class AskRun:
    """The state of one request; ``evidence`` holds each hit once, in the order found."""

    question: str
    reader: Retriever
    deadline: float
    started: float
    evidence: list[SearchHit] = field(default_factory=list)
    passages: dict[str, str] = field(default_factory=dict)
    trace: list[ToolTrace] = field(default_factory=list)
    seen_calls: set[str] = field(default_factory=set)
    backend_errors: int = 0
    calls: int = 0
    meant_commands: tuple[str, ...] = ()
    """Commands a question of command names means without writing them as commands
    (``unlikn`` -> UNLINK; ASK-078): they lead its answer as a named command does."""

    def remaining(self) -> float:
        return self.deadline - time.monotonic()

    def add(self, hits: Sequence[SearchHit]) -> None:
        known = {h.id for h in self.evidence}
        self.evidence.extend(h for h in hits if h.id not in known)


@dataclass
class ToolOutcome:
    """One tool call's hits, or the error the caller (and the model) is told."""

    call_id: str
    tool: str
    arguments: dict[str, Any]
    hits: list[SearchHit] = field(default_factory=list)
    error: str | None = None

    def result_event(self) -> ToolResultEvent:
        return ToolResultEvent(
            call_id=self.call_id,
            tool=self.tool,
            ids=[h.id for h in self.hits],
            titles=[h.title for h in self.hits],
            error=self.error,
        )


async def execute_tool(run: AskRun, call_id: str, tool: str, args: BaseModel) -> ToolOutcome:
    """Run one validated call within the deadline; its hits join the evidence, the call the
    trace. Backend faults are counted (an empty answer then becomes an error event)."""
    outcome = await _call(run, call_id, tool, args)
    _record(run, outcome)
    return outcome


async def _call(run: AskRun, call_id: str, tool: str, args: BaseModel) -> ToolOutcome:
    outcome = ToolOutcome(call_id, tool, args.model_dump(exclude_none=True))
    run.calls += 1
    try:
        async with asyncio.timeout(max(run.remaining(), 0.001)):
            outcome.hits = await run_tool(run.reader, tool, args)
    except TimeoutError:
        run.backend_errors += 1
        outcome.error = "retrieval did not answer before the deadline"
    except (BackendUnavailableError, IndexNotFoundError, IndexMismatchError):
        # A missing or foreign index is the backend being unavailable (spec/010 "Errors"): an
        # answer from no evidence would read as an abstention.
        run.backend_errors += 1
        outcome.error = "the documentation index is unavailable"
    except (DocsError, ToolArgumentError, ValueError) as exc:
        # The code alone: the caller reads the trace, and a class name is no word of the contract.
        outcome.error = str(getattr(exc, "code", "invalid_arguments"))
    return outcome


async def _planned(
    run: AskRun, call_id: str, tool: str, args: BaseModel | dict[str, Any]
) -> ToolOutcome:
    if isinstance(args, BaseModel):
        return await _call(run, call_id, tool, args)
    # Counted, so that call ids stay unique across waves; never run.
    run.calls += 1
    return ToolOutcome(call_id, tool, args, error="invalid_arguments")


def _record(run: AskRun, outcome: ToolOutcome) -> None:
    run.add(outcome.hits)
    run.trace.append(
        ToolTrace(
            tool=outcome.tool,
            arguments=outcome.arguments,
            ids=[h.id for h in outcome.hits],
            error=outcome.error,
        )
    )


async def fetch_passages(run: AskRun, ids: Sequence[str] | None = None) -> None:
    """Full text of the top passages (or of ``ids``), for quoting; best effort within the
    deadline."""
    if ids is None:
        ids = [h.id for h in run.evidence if h.kind == "chunk"][:PASSAGES_TO_FETCH]
    wanted = [i for i in dict.fromkeys(ids) if i not in run.passages]
    if not wanted or run.remaining() <= 0:
        return

    async def one(doc_id: str) -> None:
        try:
            doc = await run.reader.fetch(doc_id, max_chars=PASSAGE_CHARS)
            run.passages[doc_id] = doc.text
        except DocsError:
            return

    try:
        async with asyncio.timeout(run.remaining()):
            await asyncio.gather(*(one(i) for i in wanted))
    except TimeoutError:
        return


async def run_wave(
    run: AskRun, calls: list[PlannedCall]
) -> AsyncIterator[AgentEvent | ToolOutcome]:
    """Planned calls run concurrently: each call's event, then each result event followed by
    its outcome (for the caller to rank). Outcomes join the evidence and the trace in planned
    order, not in the order they finish, so a trace is the same on every run (ASK-070). A call
    whose arguments its tool refuses ends as that call's error, as a model's would: words of
    the question planned it, and the rest of the wave still answers (ASK-079)."""
    prepared: list[tuple[str, str, BaseModel | dict[str, Any]]] = []
    for call in calls:
        call_id = f"r{run.calls + len(prepared) + 1}"
        try:
            args: BaseModel | dict[str, Any] = parse_arguments(call.tool, call.arguments)
        except ToolArgumentError:
            args = call.arguments
        prepared.append((call_id, call.tool, args))
        yield ToolCallEvent(call_id=call_id, tool=call.tool, arguments=call.arguments)
    outcomes = await asyncio.gather(*(_planned(run, *p) for p in prepared))
    for outcome in outcomes:
        _record(run, outcome)
    for outcome in outcomes:
        yield outcome.result_event()
        yield outcome
