"""The ask pipeline shared by the MCP ``ask`` tool and the chat app (spec/020-ask.md).

Used by: mcp_server (ask tool, settings) and chat (app, settings).

A model chooses calls over a retrieval surface generated from the entity schema
(:mod:`docs_core.agent.surface`); without a model, or when it fails, a deterministic router
answers extractively. Sources are computed from what retrieval returned and ordered by the
weight rule (:mod:`docs_core.agent.sources`).
"""

from docs_core.agent.events import (
    AgentEvent,
    AnswerDeltaEvent,
    AskResult,
    DoneEvent,
    ErrorEvent,
    PlanEvent,
    Source,
    SourcesEvent,
    ToolCallEvent,
    ToolResultEvent,
)
from docs_core.agent.loop import MAX_QUESTION_CHARS, AskError, ask, stream_ask
from docs_core.agent.prompt import ASK_TOOL_DESCRIPTION
from docs_core.agent.providers import ModelProvider, ProviderError, make_provider
from docs_core.agent.settings import AgentSettings
from docs_core.agent.surface import ROUTES, TOOLS, Retriever

__all__ = [
    "ASK_TOOL_DESCRIPTION",
    "MAX_QUESTION_CHARS",
    "ROUTES",
    "TOOLS",
    "AgentEvent",
    "AgentSettings",
    "AnswerDeltaEvent",
    "AskError",
    "AskResult",
    "DoneEvent",
    "ErrorEvent",
    "ModelProvider",
    "PlanEvent",
    "ProviderError",
    "Retriever",
    "Source",
    "SourcesEvent",
    "ToolCallEvent",
    "ToolResultEvent",
    "ask",
    "make_provider",
    "stream_ask",
]
