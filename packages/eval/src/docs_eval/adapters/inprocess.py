"""Our engine in this process (``docs_core.retrieval.DocsReader``), for sweeps and modes
(EVAL-015, EVAL-016).

Parameters are field overrides of the engine's ``SearchTuning`` (``mode``, ``rrf_k``, candidate
counts, weights...), plus ``server_fusion`` (FT.HYBRID on the server vs client-side RRF); the
sweep passes them through without this module naming the knobs.
"""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from typing import Any

from docs_core.languages import resolve_language
from docs_core.retrieval import DocsReader, SearchTuning

from docs_eval.codesniff import hit_code_languages
from docs_eval.dataset import Question, client_language
from docs_eval.errors import TargetError
from docs_eval.trace import Retrieved, ToolCall, page_of

__all__ = ["InProcessTarget", "open_inprocess", "tuning_from"]

_CONNECT_PARAMS = ("server_fusion",)


class InProcessTarget:
    """``reader.search(question, limit=...)``: hit ids mapped to pages in the engine's order."""

    def __init__(
        self, reader: DocsReader, *, limit: int = 8, language_from_client: bool = False
    ) -> None:
        self._reader = reader
        self._limit = limit
        self._language_from_client = language_from_client

    async def retrieve(self, question: Question) -> Retrieved:
        name = client_language(question) if self._language_from_client else None
        language = resolve_language(name) if name is not None else None
        hits = await self._reader.search(question.question, limit=self._limit, language=language)
        ids = [hit.id for hit in hits]
        # An example hit counts for the page that shows it.
        return Retrieved(
            ranked=[hit.page_id if hit.kind == "example" else page_of(hit.id) for hit in hits],
            calls=[
                ToolCall(
                    name="search",
                    args=f"limit={self._limit}" + (f" language={name}" if name else ""),
                    ids=ids,
                    code=[hit_code_languages(hit.text) for hit in hits],
                )
            ],
        )

    async def fetch_text(self, doc_id: str, language: str | None) -> str:
        """The whole text ``fetch`` gives for ``doc_id`` (every page), in ``language``."""
        wanted = resolve_language(language) if language is not None else None
        parts: list[str] = []
        offset: int | None = 0
        while offset is not None:
            doc = await self._reader.fetch(doc_id, offset=offset, language=wanted)
            parts.append(doc.text)
            offset = doc.next_offset
        return "".join(parts)


def tuning_from(params: Mapping[str, Any]) -> SearchTuning:
    """The default tuning with ``params`` overriding its fields; unknown names are refused."""
    # ``asked_languages`` is the search's language (``SearchTuning.for_language``), no knob.
    known = {f.name for f in dataclasses.fields(SearchTuning)} - {"asked_languages"}
    unknown = sorted(set(params) - known)
    if unknown:
        raise TargetError(
            f"unknown retrieval parameter(s) {unknown}; SearchTuning has {sorted(known)}"
            f" and connect takes {list(_CONNECT_PARAMS)}"
        )
    try:
        return dataclasses.replace(SearchTuning(), **params)
    except (TypeError, ValueError) as exc:
        raise TargetError(f"bad retrieval parameters: {exc}") from exc


@asynccontextmanager
async def open_inprocess(
    redis_url: str,
    *,
    limit: int = 8,
    params: Mapping[str, Any] | None = None,
    language_from_client: bool = False,
) -> AsyncIterator[InProcessTarget]:
    """Connect a DocsReader to the live index at ``redis_url`` with the given tuning."""
    tuning_params = {k: v for k, v in (params or {}).items() if k not in _CONNECT_PARAMS}
    connect_params = {k: v for k, v in (params or {}).items() if k in _CONNECT_PARAMS}
    tuning = tuning_from(tuning_params)
    reader = await DocsReader.connect(redis_url, tuning=tuning, **connect_params)
    try:
        yield InProcessTarget(reader, limit=limit, language_from_client=language_from_client)
    finally:
        await reader.aclose()
