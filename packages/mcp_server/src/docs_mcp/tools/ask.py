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
from pydantic import BaseModel, ConfigDict, Field

from docs_mcp.registry import ToolRegistry, ToolSpec
from docs_mcp.state import ServerState

__all__ = ["AskArguments", "register"]


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
    registry: ToolRegistry, state: ServerState, agent: AgentSettings | None = None
) -> None:
    """``agent`` defaults to ``AgentSettings()`` (``DOCS_MODEL_*``), read once here at start."""
    settings = agent or AgentSettings()
    providers: list[ModelProvider | None] = []

    async def run(args: AskArguments) -> AskResult:
        # The provider's HTTP client must belong to the serving event loop, so it is made on
        # first use rather than at registration.
        if not providers:
            providers.append(make_provider(settings))
        return await ask(
            args.question,
            reader=state.require_reader(),
            settings=settings,
            provider=providers[0],
        )

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
            timeout_s=settings.deadline_s + 2.0,
        )
    )
