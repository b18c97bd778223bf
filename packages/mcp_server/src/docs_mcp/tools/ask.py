"""``ask``: a cited answer for questions that span several topics, from the shared ask
pipeline (``docs_core.agent``, spec/020-ask.md).

Sources come from what retrieval returned during the call and every id resolves through
``fetch``. Without a model (``DOCS_MODEL_PROVIDER`` unset) or when the model fails, the answer
is extractive and says so (``kind: "extractive"``). The result tells the caller its economics:
``kind``, the caller's remaining ``ask`` budget, and for an abstention a ``note`` that rewording
will not help. The pipeline's internals (``trace``, ``steps``) ride in the result's ``_meta``,
for evaluators, not in what the model reads.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from docs_core.agent import (
    ASK_TOOL_DESCRIPTION,
    MAX_QUESTION_CHARS,
    AgentSettings,
    AskResult,
    ModelProvider,
    Source,
    ask,
    make_provider,
)
from docs_core.retrieval.htmltext import neutralise_html
from pydantic import BaseModel, ConfigDict, Field

from docs_mcp.askbudget import ASK_BUDGET, AskBudget
from docs_mcp.registry import ToolOutput, ToolRegistry, ToolSpec
from docs_mcp.state import ServerState
from docs_mcp.telemetry import Telemetry

__all__ = [
    "ABSTENTION_NOTE",
    "AskAnswer",
    "AskArguments",
    "answer_of",
    "record_outcome",
    "register",
]

_BACKEND_PARTIAL = "backend_partial"

ABSTENTION_NOTE = (
    "These docs hold no passage that answers this question, so asking again in other words "
    "will not help. Use search with other keywords, then fetch the ids it returns."
)


class AskArguments(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: Annotated[
        str,
        Field(
            min_length=1,
            max_length=MAX_QUESTION_CHARS,
            description="The whole question, in the user's words",
        ),
    ]


class AskAnswer(BaseModel):
    """What ``ask`` returns to the caller: the answer, its sources and its economics."""

    answer: str
    sources: list[Source]
    kind: Literal["model", "extractive", "abstained"] = Field(
        description="model: a model wrote it; extractive: quoted passages; abstained: no answer"
    )
    degraded: bool = False
    reason: str | None = Field(default=None, description="Why the answer is degraded, if it is")
    note: str | None = Field(default=None, description="What to do next, when ask cannot help")
    budget: AskBudget | None = Field(
        default=None, description="Your remaining ask calls; null when no limit applies"
    )


def answer_of(result: AskResult, budget: AskBudget | None) -> ToolOutput:
    """The caller's payload and, in ``_meta``, the pipeline's ``trace`` and ``steps``."""
    kind = "abstained" if result.abstained else result.mode
    payload = AskAnswer(
        answer=neutralise_html(result.answer),
        sources=result.sources,
        kind=kind,
        degraded=result.degraded,
        reason=result.reason,
        note=ABSTENTION_NOTE if result.abstained else None,
        budget=budget,
    )
    meta: dict[str, Any] = {
        "trace": [step.model_dump(mode="json") for step in result.trace],
        "steps": result.steps,
        "tool_calls": result.tool_calls,
        "elapsed_ms": result.elapsed_ms,
    }
    return ToolOutput(payload, meta)


def register(
    registry: ToolRegistry,
    state: ServerState,
    agent: AgentSettings,
    *,
    telemetry: Telemetry | None = None,
) -> None:
    """``agent`` comes from ``ServerSettings.agent``, built at the edge. With ``telemetry``,
    each answer is counted as a model failure and/or a fallback (see :func:`record_outcome`)."""
    providers: list[ModelProvider | None] = []

    async def run(args: AskArguments) -> ToolOutput:
        # The provider's HTTP client must belong to the serving event loop, so it is made on
        # first use rather than at registration.
        if not providers:
            providers.append(make_provider(agent))
        result = await ask(
            args.question,
            reader=state.require_reader(),
            settings=agent,
            provider=providers[0],
        )
        if telemetry is not None:
            record_outcome(telemetry, result, model_configured=providers[0] is not None)
        return answer_of(result, ASK_BUDGET.get())

    registry.add(
        ToolSpec(
            name="ask",
            title="Ask the Redis docs",
            description=ASK_TOOL_DESCRIPTION,
            arguments=AskArguments,
            output=AskAnswer,
            run=run,
            # The agent keeps its own deadline and falls back to an extractive answer inside
            # it; the registry's cut-off only guards against a hang beyond that.
            timeout_s=agent.deadline_s + 2.0,
        )
    )


def record_outcome(telemetry: Telemetry, result: AskResult, *, model_configured: bool) -> None:
    """Without a configured model nothing is counted: extractive is then the design, not a
    fallback. With one, a degraded answer for any reason but a partial backend is a model
    failure, and an extractive answer that is not an abstention is a fallback."""
    if not model_configured:
        return
    if result.degraded and result.reason != _BACKEND_PARTIAL:
        telemetry.model_failed()
    if result.mode == "extractive" and not result.abstained:
        telemetry.model_fell_back()
