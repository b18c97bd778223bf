"""The main documentation areas of the live index, for ``/llms.txt`` and ``/``
(spec/040-public-service.md, "Discovery").

Derived from the page ids alone, never a hand-typed list: an area is a top-level section
(``develop``, ``operate``, ``commands``...), ranked by how many pages it holds; its entries are
its second-level sections that hold pages of their own (``develop/clients``, ``operate/rs``),
ranked the same way, and where those run short its shallowest nested pages. Titles and urls come from
``fetch`` of each page, so every link names a page the index has.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from docs_core.errors import DocNotFoundError
from docs_core.retrieval import DocsReader

__all__ = ["MAX_AREAS", "MAX_ENTRIES", "Area", "Link", "documentation_areas"]

MAX_AREAS = 8
MAX_ENTRIES = 8
_TITLE_CHARS = 500


@dataclass(frozen=True)
class Link:
    id: str
    title: str
    url: str


@dataclass(frozen=True)
class Area:
    name: str
    pages: int
    landing: Link | None
    entries: tuple[Link, ...]


def _ranked_sections(page_ids: Iterable[str]) -> list[tuple[str, int, list[str]]]:
    """``(top section, page count, candidate entries)`` by page count; the candidates are the
    second-level sections by page count, then the section's pages, shallowest first."""
    tops: Counter[str] = Counter()
    seconds: Counter[str] = Counter()
    members: dict[str, list[str]] = {}
    for page_id in page_ids:
        parts = page_id.split("/")
        tops[parts[0]] += 1
        members.setdefault(parts[0], []).append(page_id)
        if len(parts) > 2:
            seconds["/".join(parts[:2])] += 1
    ranked = []
    for top, count in tops.most_common():
        sections = [s for s, _ in seconds.most_common() if s.split("/", 1)[0] == top]
        # A flat area (commands) lists no pages: any eight of hundreds would be noise.
        nested = [page for page in members[top] if page.count("/") >= 2]
        pages = sorted(nested, key=lambda page: (page.count("/"), page))
        candidates = list(dict.fromkeys([*sections, *pages]))
        ranked.append((top, count, [c for c in candidates if c != top]))
    return ranked


async def _link(reader: DocsReader, page_id: str, known: set[str]) -> Link | None:
    if page_id not in known:
        return None
    try:
        doc = await reader.fetch(page_id, max_chars=_TITLE_CHARS)
    except DocNotFoundError:
        return None
    return Link(doc.id, doc.title or doc.id, doc.url)


async def documentation_areas(reader: DocsReader) -> list[Area]:
    """At most :data:`MAX_AREAS` areas of at most :data:`MAX_ENTRIES` entries each."""
    page_ids = await reader.page_ids()
    known = set(page_ids)
    areas = []
    for top, count, children in _ranked_sections(page_ids)[:MAX_AREAS]:
        entries: list[Link] = []
        for child in children:
            if len(entries) == MAX_ENTRIES:
                break
            link = await _link(reader, child, known)
            if link is not None:
                entries.append(link)
        areas.append(Area(top, count, await _link(reader, top, known), tuple(entries)))
    return areas
