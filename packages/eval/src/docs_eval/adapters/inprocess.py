"""Our engine in this process (``docs_core.retrieval.DocsReader``), for sweeps and modes (EVAL-013).

Retrieval parameters are keyword overrides handed to the reader's factory, so a sweep drives
whatever knobs the engine exposes without this module naming them.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from typing import Any

from docs_eval.dataset import Question
from docs_eval.errors import TargetError
from docs_eval.trace import Retrieved, ToolCall, page_of

__all__ = ["InProcessTarget", "open_inprocess"]


class InProcessTarget:
    """``reader.search(question, limit=...)``: hit ids mapped to pages in the engine's order."""

    def __init__(self, reader: Any, *, limit: int = 8) -> None:
        self._reader = reader
        self._limit = limit

    async def retrieve(self, question: Question) -> Retrieved:
        hits = await self._reader.search(question.question, limit=self._limit)
        ids = [hit.id for hit in hits]
        return Retrieved(
            ranked=[page_of(i) for i in ids],
            calls=[ToolCall(name="search", args=f"limit={self._limit}", ids=ids)],
        )


@asynccontextmanager
async def open_inprocess(
    redis_url: str, *, limit: int = 8, params: Mapping[str, Any] | None = None
) -> AsyncIterator[InProcessTarget]:
    """Connect a DocsReader to the live index at ``redis_url`` with retrieval overrides."""
    from docs_core.retrieval import DocsReader

    try:
        reader = await DocsReader.connect(redis_url, **dict(params or {}))
    except TypeError as exc:
        raise TargetError(f"the engine does not accept these parameters: {exc}") from exc
    try:
        yield InProcessTarget(reader, limit=limit)
    finally:
        await reader.aclose()
