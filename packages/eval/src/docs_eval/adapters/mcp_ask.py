"""Our ``ask`` tool over MCP: its ordered ``sources`` are the ranking (EVAL-011).

Contract read (spec/010-tool-contract.md, ``docs_mcp.tools.ask.AskAnswer``): ``{answer,
sources: [{id, title, url, quote}], kind, ...}``, and in the result's ``_meta`` ``trace`` (the
executed tool calls with the ids they returned) and ``tool_calls``. Peers that put ``trace``,
``tool_calls`` or ``abstained`` in the payload itself are read too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from mcp import Client

from docs_eval.adapters.mcp_common import PatientCalls, payload_of, summarize_args
from docs_eval.dataset import Question
from docs_eval.target import RATE_LIMIT_WAIT_S
from docs_eval.trace import Retrieved, ToolCall, page_of

__all__ = ["McpAskTarget"]

Ranking = Literal["sources", "retrieved"]


class McpAskTarget:
    """``ranking="sources"`` scores what the answer cites; ``"retrieved"`` scores every id its
    tool calls returned, in call order (needs ``trace`` in the result)."""

    def __init__(
        self,
        client: Client,
        *,
        tool: str = "ask",
        ranking: Ranking = "sources",
        max_wait_s: float = RATE_LIMIT_WAIT_S,
    ) -> None:
        self._max_wait_s = max_wait_s
        self._client = client
        self._tool = tool
        self._ranking = ranking

    async def retrieve(self, question: Question) -> Retrieved:
        arguments = {"question": question.question}
        patient = PatientCalls(self._client, label=question.qid, max_wait_s=self._max_wait_s)
        result = await patient.call_tool(self._tool, arguments)
        payload = payload_of(result)
        if not isinstance(payload, Mapping):
            payload = {}
        source_ids = [s for s in map(_source_id, payload.get("sources") or []) if s]
        inner = _inner_calls({**payload, **(result.meta or {})})
        calls = [ToolCall(name=self._tool, args=summarize_args(arguments), ids=source_ids), *inner]
        if self._ranking == "retrieved":
            ranked = [page_of(i) for call in inner for i in call.ids]
        else:
            ranked = [page_of(i) for i in source_ids]
        return Retrieved(
            ranked=ranked,
            calls=calls,
            abstained=_abstained(payload, source_ids),
            answer_sources=source_ids,
            waited_ms=patient.waited_ms,
        )


def _abstained(payload: Mapping[str, Any], source_ids: list[str]) -> bool:
    kind = payload.get("kind")
    if isinstance(kind, str):
        return kind == "abstained"
    abstained = payload.get("abstained")
    return abstained if isinstance(abstained, bool) else not source_ids


def _source_id(source: Any) -> str | None:
    if isinstance(source, str):
        return source
    if isinstance(source, Mapping) and isinstance(source_id := source.get("id"), str):
        return source_id
    return None


def _inner_calls(payload: Mapping[str, Any]) -> list[ToolCall]:
    trace = payload.get("trace")
    if isinstance(trace, list):
        return [
            ToolCall(
                name=f"ask:{step.get('tool', '?')}",
                args=summarize_args(step.get("arguments") or {}),
                ids=[str(i) for i in step.get("ids") or []],
                ok=step.get("error") is None,
            )
            for step in trace
            if isinstance(step, Mapping)
        ]
    count = payload.get("tool_calls")
    # Only a count crossed the wire: keep calls-per-question honest without inventing ids.
    return [ToolCall(name="ask:tool") for _ in range(count)] if isinstance(count, int) else []
