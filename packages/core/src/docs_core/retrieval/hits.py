"""Search hits built from the records a search returns (one HMGET row per candidate)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from docs_core.keys import record_id
from docs_core.models import SearchHit
from docs_core.retrieval.ranking import Candidate, CandidateKind
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.snippets import MAX_SNIPPET_CHARS, snippet

__all__ = ["HIT_FIELDS", "MAX_CHUNK_TEXT_CHARS", "hit_from_row"]

MAX_CHUNK_TEXT_CHARS = 2000

HIT_FIELDS: dict[CandidateKind, tuple[str, ...]] = {
    "chunk": ("page_id", "title", "heading", "text", "url", "product", "version", "doc_type"),
    "page": ("title", "url", "summary", "description", "product", "version", "doc_type"),
    "command": ("name", "summary", "syntax", "url", "version", "page_id"),
}
"""The fields read for each kind of candidate, in the order :func:`hit_from_row` expects."""


def hit_from_row(
    candidate: Candidate, row: Sequence[Any], terms: Iterable[str], *, full_chunks: bool = False
) -> SearchHit | None:
    """The hit for ``candidate`` from its ``HIT_FIELDS`` row; None when the record is gone.

    A chunk shows a snippet around ``terms``, or its text up to ``MAX_CHUNK_TEXT_CHARS`` with
    ``full_chunks``; a command hit carries its page's id and no product (Command records have
    none: the caller reads it from the page)."""
    if row[0] is None:
        return None
    values = [as_str(v) for v in row]
    if candidate.kind == "chunk":
        page_id, title, heading, text, url, product, version, _ = values
        return SearchHit(
            id=record_id(candidate.key),
            title=title,
            url=url,
            text=text[:MAX_CHUNK_TEXT_CHARS] if full_chunks else snippet(text, terms),
            page_id=page_id,
            kind="chunk",
            section=heading,
            product=product,
            version=version,
            score=candidate.score,
        )
    if candidate.kind == "page":
        title, url, summary, description, product, version, _ = values
        return SearchHit(
            id=record_id(candidate.key),
            title=title,
            url=url,
            text=snippet(summary or description, terms),
            page_id=candidate.page_id,
            kind="page",
            product=product,
            version=version,
            score=candidate.score,
        )
    name, summary, syntax, url, version, page_id = values
    return SearchHit(
        id=page_id,
        title=name,
        url=url,
        text=f"{syntax}\n\n{summary}".strip()[:MAX_SNIPPET_CHARS],
        page_id=page_id,
        kind="command",
        version=version,
        score=candidate.score,
    )
