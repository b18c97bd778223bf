"""Our ``search`` tool over MCP at any URL, optionally fetching the top hits (EVAL-010)."""

from __future__ import annotations

from typing import Any

from mcp import Client

from docs_eval.adapters.mcp_common import PatientCalls, hits_of, payload_of, summarize_args
from docs_eval.codesniff import hit_code_languages
from docs_eval.dataset import Question, client_language
from docs_eval.target import RATE_LIMIT_WAIT_S
from docs_eval.trace import Retrieved, ToolCall, page_of

__all__ = ["McpSearchTarget"]


class McpSearchTarget:
    """Calls ``search(query)`` and ranks the hits' page ids in the server's order.

    With ``fetch_top`` > 0 it also fetches that many hit ids and records whether the body
    arrived in ``structuredContent`` (what clients such as Claude Code hand the model).
    """

    def __init__(
        self,
        client: Client,
        *,
        tool: str = "search",
        fetch_tool: str = "fetch",
        fetch_top: int = 0,
        language_from_client: bool = False,
        max_wait_s: float = RATE_LIMIT_WAIT_S,
    ) -> None:
        self._max_wait_s = max_wait_s
        self._client = client
        self._language_from_client = language_from_client
        self._tool = tool
        self._fetch_tool = fetch_tool
        self._fetch_top = fetch_top

    async def retrieve(self, question: Question) -> Retrieved:
        arguments = {"query": question.question}
        if self._language_from_client and (name := client_language(question)) is not None:
            arguments["language"] = name
        patient = PatientCalls(self._client, label=question.qid, max_wait_s=self._max_wait_s)
        payload = payload_of(await patient.call_tool(self._tool, arguments))
        hits = [hit for hit in hits_of(payload) if hit.get("id")]
        ids = [str(hit["id"]) for hit in hits]
        code = [hit_code_languages(str(hit.get("text", ""))) for hit in hits]
        calls = [ToolCall(name=self._tool, args=summarize_args(arguments), ids=ids, code=code)]
        for doc_id in ids[: self._fetch_top]:
            calls.append(await self._fetch(patient, doc_id))
        # An example hit counts for the page that shows it.
        ranked = [
            str(hit.get("page_id") or "")
            if hit.get("kind") == "example"
            else page_of(str(hit["id"]))
            for hit in hits
        ]
        return Retrieved(ranked=ranked, calls=calls, waited_ms=patient.waited_ms)

    async def fetch_text(self, doc_id: str, language: str | None) -> str:
        """The whole text the fetch tool gives for ``doc_id`` (every page), in ``language``."""
        parts: list[str] = []
        patient = PatientCalls(self._client, label=doc_id, max_wait_s=self._max_wait_s)
        offset: int | None = 0
        while offset is not None:
            arguments: dict[str, Any] = {"id": doc_id}
            if offset:
                arguments["offset"] = offset
            if language is not None:
                arguments["language"] = language
            page = payload_of(await patient.call_tool(self._fetch_tool, arguments))
            if not isinstance(page, dict):
                break
            parts.append(str(page.get("text", "")))
            next_offset = page.get("next_offset")
            offset = next_offset if isinstance(next_offset, int) else None
        return "".join(parts)

    async def _fetch(self, patient: PatientCalls, doc_id: str) -> ToolCall:
        result = await patient.call_tool(self._fetch_tool, {"id": doc_id})
        structured: Any = result.structured_content
        body = structured.get("text") if isinstance(structured, dict) else None
        return ToolCall(
            name="fetch",
            args=f"id={doc_id!r}",
            ids=[doc_id],
            ok=not result.is_error,
            body_chars=len(body) if isinstance(body, str) else 0,
        )
