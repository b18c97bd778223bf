"""``ask``: a cited answer for questions that span several topics (placeholder until the ask
pipeline lands; it always answers with a tool error)."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from docs_mcp.registry import ToolError, ToolRegistry, ToolSpec
from docs_mcp.state import ServerState

__all__ = ["AskArguments", "register"]

DESCRIPTION = (
    "A short answer with sources, for a question that spans several Redis topics. Use only "
    "after search came back empty or irrelevant; slower than search."
)


class AskArguments(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: Annotated[str, Field(min_length=1, max_length=2000)]


def register(registry: ToolRegistry, state: ServerState) -> None:
    async def run(args: AskArguments) -> BaseModel:
        raise ToolError("not_available", "ask is not available yet; use search and fetch")

    registry.add(
        ToolSpec(
            name="ask",
            title="Ask the Redis docs",
            description=DESCRIPTION,
            arguments=AskArguments,
            run=run,
        )
    )
