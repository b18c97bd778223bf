"""Search hits built from the records a search returns (one HMGET row per candidate)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from docs_core.keys import record_id
from docs_core.models import SearchHit
from docs_core.retrieval.ranking import Candidate, CandidateKind
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.snippets import closed_fences, snippet
from docs_core.taxonomy import LATEST

__all__ = [
    "HIT_FIELDS",
    "MAX_CHUNK_TEXT_CHARS",
    "PAGE_HIT_FIELDS",
    "SECTION_SEPARATOR",
    "VERSION_SPARE_HITS",
    "hit_from_row",
    "hit_title",
    "hits_from_rows",
    "requests_version",
    "spare_hits",
    "with_page_fields",
    "without_version_filler",
]

MAX_CHUNK_TEXT_CHARS = 2000
SECTION_SEPARATOR = " > "

HIT_FIELDS: dict[CandidateKind, tuple[str, ...]] = {
    "chunk": ("page_id", "title", "heading", "text", "url", "product", "version", "doc_type"),
    "page": ("title", "url", "summary", "description", "product", "version", "doc_type"),
    "command": ("name", "summary", "syntax", "url", "version", "page_id"),
}
"""The fields read for each kind of candidate, in the order :func:`hit_from_row` expects."""
PAGE_HIT_FIELDS = ("last_modified", "product")
"""Read from each hit's page in the same round trip: its git date, and a command hit's product
(Command records have none)."""


def hit_title(page_title: str, heading: str) -> str:
    """``Page > Section`` for a passage under a heading (the heading path is already ``' > '``
    joined); the page title alone for its lead passage, which has no heading."""
    heading = heading.strip()
    if not heading or heading == page_title:
        return page_title
    return f"{page_title}{SECTION_SEPARATOR}{heading}" if page_title else heading


def hit_from_row(
    candidate: Candidate, row: Sequence[Any], terms: Iterable[str], *, full_chunks: bool = False
) -> SearchHit | None:
    """The hit for ``candidate`` from its ``HIT_FIELDS`` row; None when the record is gone.

    A chunk shows a snippet around ``terms``, or its text up to ``MAX_CHUNK_TEXT_CHARS`` with
    ``full_chunks``, under the title ``hit_title`` gives; a command hit carries its page's id
    and no product (Command records have none: the caller reads it from the page)."""
    if row[0] is None:
        return None
    values = [as_str(v) for v in row]
    if candidate.kind == "chunk":
        page_id, title, heading, text, url, product, version, _ = values
        return SearchHit(
            id=record_id(candidate.key),
            title=hit_title(title, heading),
            url=url,
            text=closed_fences(text[:MAX_CHUNK_TEXT_CHARS])
            if full_chunks
            else snippet(text, terms),
            page_id=page_id,
            kind="chunk",
            section=heading,
            product=product,
            doc_version=version,
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
            doc_version=version,
            score=candidate.score,
        )
    name, summary, syntax, url, version, page_id = values
    return SearchHit(
        id=page_id,
        title=name,
        url=url,
        text=snippet(f"{syntax}\n\n{summary}", ()),
        page_id=page_id,
        kind="command",
        doc_version=version,
        score=candidate.score,
    )


def hits_from_rows(
    candidates: Sequence[Candidate],
    rows: Sequence[Sequence[Any]],
    terms: Sequence[str],
    *,
    full_chunks: bool = False,
) -> list[SearchHit]:
    """The hits of ``candidates`` in order, without records that are gone. A list of snippets
    (a result list a caller reads) also drops a hit whose ``(url, title)`` an earlier hit
    showed, since nobody could tell the two apart; whole passages (``full_chunks``, the agent's
    calls) keep every window of a section, which continue each other."""
    hits: list[SearchHit] = []
    shown: set[tuple[str, str]] = set()
    for candidate, row in zip(candidates, rows, strict=True):
        hit = hit_from_row(candidate, row, terms, full_chunks=full_chunks)
        # A page with no text of its own (an API reference rendered from a file the source
        # lacks, a section index) would be a hit that tells the caller nothing.
        if hit is None or not hit.text.strip():
            continue
        if not full_chunks:
            if (hit.url, hit.title) in shown:
                continue
            shown.add((hit.url, hit.title))
        hits.append(hit)
    return hits


def with_page_fields(
    hits: Sequence[SearchHit], pages: Mapping[str, Sequence[Any]]
) -> list[SearchHit]:
    """``hits`` completed from their pages' ``PAGE_HIT_FIELDS`` rows (by page id)."""
    out: list[SearchHit] = []
    for hit in hits:
        last_modified, product = (as_str(v) for v in pages.get(hit.page_id, (None, None)))
        update: dict[str, Any] = {"last_modified": last_modified or None}
        if hit.kind == "command" and product:
            update["product"] = product
        out.append(hit.model_copy(update=update))
    return out


VERSION_SPARE_HITS = 8
"""Candidates hydrated past the limit when a version is requested, to stand in for filler."""
SPARE_HITS = 2
"""Candidates hydrated past the limit to stand in for hits dropped as empty or repeated."""


def spare_hits(version: str | None) -> int:
    """How many candidates past the limit a search hydrates (``without_version_filler`` cuts)."""
    return VERSION_SPARE_HITS if requests_version(version) else SPARE_HITS


_STEM_CHARS = 4
_SHORTEST_WORD = 3


def without_version_filler(
    hits: Sequence[SearchHit], terms: Sequence[str], version: str | None, limit: int
) -> list[SearchHit]:
    """The first ``limit`` of ``hits``; with a ``version`` requested, without the hits of a
    versioned copy that hold none of the query's ``terms`` (stems: "databases" holds
    "database"): a copy's vector legs always answer, near or not, and a copy with nothing on the
    subject filled the list with its own pages (``xadd`` at 7.4 gave three rladmin pages).
    Latest hits stay: the caller asked to prefer a copy, not to lose the answer."""
    words = [t for t in terms if len(t) >= _SHORTEST_WORD and not t.isdigit()]
    if not requests_version(version) or not words:
        return list(hits[:limit])
    stems = [re.escape(t[: max(_STEM_CHARS, len(t) - 2)]) for t in words]
    # At a word's start: "set" is no word of "update", nor "7" of every text.
    held = re.compile(rf"(?<![a-z0-9])(?:{'|'.join(stems)})")
    kept = []
    for hit in hits:
        if hit.doc_version == LATEST or held.search(f"{hit.title} {hit.text}".lower()):
            kept.append(hit)
    return kept[:limit]


def requests_version(version: str | None) -> bool:
    """Whether ``version`` asks for a versioned copy: ``latest`` in any case is no copy."""
    return bool(version) and str(version).strip().lower() != LATEST
