"""What the ask pipeline emits while it runs, and the collected result (spec/020-ask.md).

Events carry ids and titles of what retrieval returned, never internal scores. A stream always
ends with exactly one ``done`` or ``error`` event.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

__all__ = [
    "AgentEvent",
    "AnswerDeltaEvent",
    "AnswerMode",
    "AnswerResetEvent",
    "AskResult",
    "DoneEvent",
    "ErrorEvent",
    "PlanEvent",
    "Source",
    "SourcesEvent",
    "ToolCallEvent",
    "ToolResultEvent",
    "ToolTrace",
]

AnswerMode = Literal["model", "extractive"]


class Source(BaseModel):
    """One retrieved document backing the answer; ``id`` resolves through ``fetch``."""

    id: str
    title: str
    url: str
    quote: str | None = Field(default=None, description="Verbatim sentence from the passage")


class PlanEvent(BaseModel):
    type: Literal["plan"] = "plan"
    text: str


class ToolCallEvent(BaseModel):
    type: Literal["tool_call"] = "tool_call"
    call_id: str
    tool: str
    arguments: dict[str, Any]


class ToolResultEvent(BaseModel):
    type: Literal["tool_result"] = "tool_result"
    call_id: str
    tool: str
    ids: list[str] = Field(default_factory=list)
    titles: list[str] = Field(default_factory=list)
    error: str | None = None


class AnswerDeltaEvent(BaseModel):
    type: Literal["answer_delta"] = "answer_delta"
    text: str


class AnswerResetEvent(BaseModel):
    """The answer text streamed so far is void (the model went on to call tools, or the final
    answer differs from what was streamed); the deltas that follow replace it."""

    type: Literal["answer_reset"] = "answer_reset"


class SourcesEvent(BaseModel):
    type: Literal["sources"] = "sources"
    sources: list[Source]


class DoneEvent(BaseModel):
    type: Literal["done"] = "done"
    mode: AnswerMode
    abstained: bool = False
    degraded: bool = False
    reason: str | None = Field(default=None, description="Why the answer is degraded, if it is")
    steps: int = 0
    tool_calls: int = 0
    elapsed_ms: float = 0.0


class ErrorEvent(BaseModel):
    type: Literal["error"] = "error"
    code: str
    message: str


AgentEvent = Annotated[
    PlanEvent
    | ToolCallEvent
    | ToolResultEvent
    | AnswerDeltaEvent
    | AnswerResetEvent
    | SourcesEvent
    | DoneEvent
    | ErrorEvent,
    Field(discriminator="type"),
]


class ToolTrace(BaseModel):
    """One executed tool call, in order. On the wire only the tool and the ids it returned
    (every one fetchable), so an evaluator can score the evidence, not just the citations."""

    tool: str
    arguments: dict[str, Any] = Field(exclude=True)
    ids: list[str]
    error: str | None = None


class AskResult(BaseModel):
    """``ask`` = the event stream collected. ``sources`` are ordered by the weight rule."""

    answer: str
    sources: list[Source]
    mode: AnswerMode
    abstained: bool = False
    degraded: bool = False
    reason: str | None = None
    steps: int = 0
    tool_calls: int = 0
    elapsed_ms: float = 0.0
    trace: list[ToolTrace] = Field(default_factory=list)
