"""``ask``: a cited answer for questions that span several topics, from the shared ask
pipeline (``docs_core.agent``, spec/020-ask.md).

Sources come from what retrieval returned during the call and every id resolves through
``fetch``. Without a model (``DOCS_MODEL_PROVIDER`` unset) or when the model fails, the answer
is extractive and says so (``mode: "extractive"``).
"""

from __future__ import annotations

from typing import Annotated

from docs_core.agent import (
    ASK_TOOL_DESCRIPTION,
    MAX_QUESTION_CHARS,
    AgentSettings,
    AskResult,
    ModelProvider,
    ask,
    make_provider,
)
from docs_core.retrieval.htmltext import neutralise_html
from pydantic import BaseModel, ConfigDict, Field

from docs_mcp.registry import ToolRegistry, ToolSpec
from docs_mcp.state import ServerState
from docs_mcp.telemetry import Telemetry

__all__ = ["AskArguments", "record_outcome", "register"]

_BACKEND_PARTIAL = "backend_partial"


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

    async def run(args: AskArguments) -> AskResult:
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
        return result.model_copy(update={"answer": neutralise_html(result.answer)})

    registry.add(
        ToolSpec(
            name="ask",
            title="Ask the Redis docs",
            description=ASK_TOOL_DESCRIPTION,
            arguments=AskArguments,
            output=AskResult,
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
