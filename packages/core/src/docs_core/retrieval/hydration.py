"""Reading the records a search returns: one pipeline for the hits and their command pages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from docs_core.keys import Entity, record_key
from docs_core.models import SearchHit
from docs_core.retrieval.hits import HIT_FIELDS, hits_from_rows
from docs_core.retrieval.ranking import Candidate
from docs_core.retrieval.replies import as_str

__all__ = ["hydrate"]


async def hydrate(
    client: Any,
    candidates: Sequence[Candidate],
    terms: Sequence[str],
    *,
    live_version: int,
    full_chunks: bool = False,
) -> list[SearchHit]:
    """The hits of ``candidates`` (``hits_from_rows``). Command records carry no product, so the
    product of each command's page is read in the same round trip as the records."""
    if not candidates:
        return []
    pipe = client.pipeline(transaction=False)
    for candidate in candidates:
        pipe.hmget(candidate.key, list(HIT_FIELDS[candidate.kind]))
    commands = [c.page_id for c in candidates if c.kind == "command"]
    for page_id in commands:
        pipe.hmget(record_key(Entity.PAGE, live_version, page_id), ["product"])
    replies = await pipe.execute()
    rows, products = replies[: len(candidates)], replies[len(candidates) :]
    product_of = {
        page_id: as_str(row[0])
        for page_id, row in zip(commands, products, strict=True)
        if row[0] is not None
    }
    hits = hits_from_rows(candidates, rows, terms, full_chunks=full_chunks)
    return [
        hit.model_copy(update={"product": product_of[hit.page_id]})
        if hit.kind == "command" and hit.page_id in product_of
        else hit
        for hit in hits
    ]
