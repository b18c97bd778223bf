"""What readers return: search hits and fetched documents (spec/010-tool-contract.md).

Used by: mcp_server (search and fetch tools) and core's retrieval and agent, whose results
chat and eval consume.

Internal ranking scores live on ``SearchHit.score`` for in-process ranking and evaluation, and
are excluded from every serialisation, so they never cross the wire.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

__all__ = ["DocMetadata", "FetchedDoc", "SearchHit"]

HitKind = Literal["chunk", "page", "command"]


class SearchHit(BaseModel):
    id: str = Field(description="Fetchable id: page, section or chunk id")
    title: str
    url: str = Field(description="Canonical URL, with the section anchor when there is one")
    text: str = Field(description="Snippet of the matched passage (bounded)")
    page_id: str
    kind: HitKind
    section: str = Field(default="", description="Heading path inside the page")
    product: str = ""
    version: str = "latest"
    score: float = Field(default=0.0, exclude=True)


class DocMetadata(BaseModel):
    page_id: str
    kind: HitKind | Literal["section"]
    section: str = ""
    section_path: list[str] = Field(default_factory=list)
    product: str = ""
    version: str = "latest"
    doc_type: str = ""
    source_commit: str = ""
    indexed_at: str = ""


class FetchedDoc(BaseModel):
    id: str
    title: str
    url: str
    text: str = Field(description="Markdown from `offset`, at most `max_chars` characters")
    metadata: DocMetadata
    offset: int = 0
    total_chars: int
    next_offset: int | None = Field(
        default=None, description="Pass as `offset` to continue; null when the text is complete"
    )
