"""Reading the records a search returns: one pipeline for the hits and their pages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from docs_core.keys import Entity, record_key
from docs_core.models import SearchHit
from docs_core.retrieval.hits import HIT_FIELDS, PAGE_HIT_FIELDS, hits_from_rows, with_page_fields
from docs_core.retrieval.ranking import Candidate

__all__ = ["hydrate"]


async def hydrate(
    client: Any,
    candidates: Sequence[Candidate],
    terms: Sequence[str],
    *,
    live_version: int,
    full_chunks: bool = False,
) -> list[SearchHit]:
    """The hits of ``candidates`` (``hits_from_rows``), completed from their pages'
    ``PAGE_HIT_FIELDS`` (a command record carries no product; every hit shows its page's
    ``last_modified``) read in the same round trip as the records."""
    if not candidates:
        return []
    pages = list(dict.fromkeys(candidate.page_id for candidate in candidates))
    pipe = client.pipeline(transaction=False)
    for candidate in candidates:
        pipe.hmget(candidate.key, list(HIT_FIELDS[candidate.kind]))
    for page in pages:
        pipe.hmget(record_key(Entity.PAGE, live_version, page), list(PAGE_HIT_FIELDS))
    replies = await pipe.execute()
    rows, page_rows = replies[: len(candidates)], replies[len(candidates) :]
    hits = hits_from_rows(candidates, rows, terms, full_chunks=full_chunks)
    return with_page_fields(hits, dict(zip(pages, page_rows, strict=True)))
