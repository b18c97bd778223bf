"""A fetched document assembled from its records, and paged by ``offset``/``max_chars``
(spec/011-retrieval.md, spec/010-tool-contract.md ``fetch``).

A page is its stored body led by its title as an H1 (a command page's H1 is the command name,
followed by a header of the Command's fields, then its "In your client" section, for the
caller's ``language`` when one is given); a chunk is its own text; a section is its windows
joined without their overlap. Metadata ``links`` names the docs pages the returned text links
to, each one checked to exist in the live index, so each fetches.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from docs_core.errors import InvalidQueryError
from docs_core.ids import BASE_URL, DocId, InvalidIdError, parse_id
from docs_core.index import IndexMeta
from docs_core.keys import Entity, record_key
from docs_core.languages import Language
from docs_core.models import DocMetadata, FetchedDoc
from docs_core.retrieval.clientmethods import client_methods_section
from docs_core.retrieval.replies import as_str, stored_list
from docs_core.retrieval.snippets import join_windows
from docs_core.schema import ClientMethods, Command

__all__ = [
    "CHUNK_FIELDS",
    "DEFAULT_FETCH_CHARS",
    "MAX_FETCH_CHARS",
    "PAGE_FIELDS",
    "DocParts",
    "checked_max_chars",
    "chunk_ids_of",
    "chunk_parts",
    "command_header",
    "linked_page_ids",
    "page_parts",
    "paged",
    "with_links",
]

MAX_FETCH_CHARS = 40_000
DEFAULT_FETCH_CHARS = 20_000
PAGE_FIELDS = (
    "title",
    "url",
    "body",
    "section_path",
    "product",
    "version",
    "doc_type",
    "chunk_ids",
    "last_modified",
    "last_commit",
)
"""The Page fields a fetch reads, whatever the id's kind."""
CHUNK_FIELDS = ("text", "heading", "url")
"""The Chunk fields a section or chunk fetch reads, in the order :func:`chunk_parts` expects."""
_DOCS_LINK_RE = re.compile(r"\]\(" + re.escape(BASE_URL) + r"([^)\s#?]*)")


@dataclass(frozen=True, slots=True)
class DocParts:
    """A document before paging: its whole body and its metadata; a command page's client
    methods are rendered into the body at ``methods_at`` when it is paged (the caller's
    ``language`` decides which)."""

    title: str
    url: str
    body: str
    metadata: DocMetadata
    client_methods: tuple[ClientMethods, ...] = ()
    methods_at: int = 0

    def text(self, language: Language | None = None) -> str:
        if not self.client_methods:
            return self.body
        section = client_methods_section(self.client_methods, language)
        return self.body[: self.methods_at] + section + self.body[self.methods_at :]


def checked_max_chars(offset: object, max_chars: object) -> int:
    """``max_chars`` capped at ``MAX_FETCH_CHARS``; InvalidQueryError for a negative or
    non-integer ``offset`` or a ``max_chars`` below 1."""
    if not isinstance(offset, int) or offset < 0:
        raise InvalidQueryError("offset must be a non-negative integer")
    if not isinstance(max_chars, int) or max_chars < 1:
        raise InvalidQueryError("max_chars must be a positive integer")
    return min(max_chars, MAX_FETCH_CHARS)


def command_header(command: Command) -> str:
    """The Markdown header a command page starts with: its name, then each field it has."""
    lines = [f"# {command.name}", ""]
    for label, value in (
        ("Syntax", command.syntax),
        ("Time complexity", command.complexity),
        ("Available since", command.since),
        ("Group", command.group),
        ("Module", command.module),
        ("ACL categories", ", ".join(command.acl_categories)),
    ):
        if value:
            lines.append(f"- {label}: {value}")
    return "\n".join(lines) + "\n\n"


def _page_metadata(doc_id: DocId, page: Mapping[str, str]) -> DocMetadata:
    return DocMetadata(
        page_id=doc_id.page_id,
        kind="page",
        section_path=stored_list(page["section_path"]),
        product=page["product"],
        doc_version=page["version"],
        doc_type=page["doc_type"],
        last_modified=page.get("last_modified") or None,
        last_commit=page.get("last_commit") or None,
    )


def page_parts(doc_id: DocId, page: Mapping[str, str], command: Command | None) -> DocParts:
    """A whole page from its ``PAGE_FIELDS``; a command page (``doc_type`` command) has kind
    ``command`` and, when its Command record was found, the ``command_header`` and its client
    methods before the body and ``since`` in its metadata (absent when the record gives no release: the per-release
    command lists under ``commands/`` are pages of doc_type command, not commands)."""
    metadata = _page_metadata(doc_id, page)
    body = page["body"]
    methods: tuple[ClientMethods, ...] = ()
    methods_at = 0
    if page["doc_type"] == "command":
        metadata = metadata.model_copy(update={"kind": "command"})
        if command is not None:
            header = command_header(command)
            body, methods, methods_at = header + body, tuple(command.client_methods), len(header)
            metadata = metadata.model_copy(update={"since": command.since or None})
    if not body.startswith("# ") and page["title"]:
        title_line = f"# {page['title']}\n\n"
        body, methods_at = title_line + body, methods_at + len(title_line)
    return DocParts(page["title"], page["url"], body, metadata, methods, methods_at)


def chunk_ids_of(doc_id: DocId, page: Mapping[str, str]) -> list[str]:
    """The page's chunk ids ``doc_id`` covers: the chunk itself, or every window of a section."""
    wanted = str(doc_id)
    return [
        c
        for c in stored_list(page["chunk_ids"])
        if c == wanted or (doc_id.kind == "section" and c.startswith(wanted + ":w"))
    ]


def chunk_parts(
    doc_id: DocId, page: Mapping[str, str], rows: Sequence[Sequence[Any]]
) -> DocParts | None:
    """A chunk or section from the ``CHUNK_FIELDS`` rows of its chunks (a missing chunk's row
    starts with None); None when none is left."""
    found = [row for row in rows if row[0] is not None]
    if not found:
        return None
    texts = [as_str(row[0]) for row in found]
    heading, url = as_str(found[0][1]), as_str(found[0][2])
    body = texts[0] if doc_id.kind == "chunk" else join_windows(texts)
    kind = "chunk" if doc_id.kind == "chunk" else "section"
    metadata = _page_metadata(doc_id, page).model_copy(update={"kind": kind, "section": heading})
    return DocParts(page["title"], url, body, metadata)


def paged(
    doc_id: DocId,
    parts: DocParts,
    meta: IndexMeta,
    *,
    offset: int,
    max_chars: int,
    language: Language | None = None,
) -> FetchedDoc:
    """``max_chars`` of the text (``DocParts.text`` for ``language``) from ``offset``;
    ``next_offset`` continues, None at the end; an offset past the end is InvalidQueryError.
    Metadata names the live index's source commit and build time: every record of the index
    holds its text as of that commit; the page's own ``last_commit`` and ``last_modified``
    (from git, null without it) say when that text last changed."""
    metadata = parts.metadata.model_copy(
        update={
            "source_commit": meta.source_commit,
            "indexed_at": datetime.fromtimestamp(meta.indexed_at, UTC).isoformat(),
        }
    )
    body = parts.text(language)
    if offset and offset >= len(body):
        # The offset itself is not echoed: a caller may send an integer of thousands of digits.
        raise InvalidQueryError(
            f"offset is past the end of {doc_id}: its text has {len(body)} characters"
        )
    window = body[offset : offset + max_chars]
    end = offset + len(window)
    return FetchedDoc(
        id=str(doc_id),
        title=parts.title,
        url=parts.url,
        text=window,
        metadata=metadata,
        offset=offset,
        total_chars=len(body),
        next_offset=end if end < len(body) else None,
    )


def linked_page_ids(text: str, own_page: str) -> list[str]:
    """Ids of the docs pages ``text``'s markdown links point to (canonical redis.io URLs, as
    the ingest writes every internal link), in order of first appearance, ``own_page`` left out."""
    found: dict[str, None] = {}
    for match in _DOCS_LINK_RE.finditer(text):
        path = match.group(1).strip("/")
        try:
            page = parse_id(path).page_id if path else ""
        except InvalidIdError:
            continue
        if page and page != own_page:
            found.setdefault(page, None)
    return list(found)


async def with_links(client: Any, version: int, doc: FetchedDoc) -> FetchedDoc:
    """``doc`` with metadata ``links``: the pages its text links to that exist in ``version``
    (one EXISTS pipeline), so every listed id fetches."""
    wanted = linked_page_ids(doc.text, doc.metadata.page_id)
    if not wanted:
        return doc
    pipe = client.pipeline(transaction=False)
    for page in wanted:
        pipe.exists(record_key(Entity.PAGE, version, page))
    found = [page for page, hit in zip(wanted, await pipe.execute(), strict=True) if hit]
    return doc.model_copy(update={"metadata": doc.metadata.model_copy(update={"links": found})})
