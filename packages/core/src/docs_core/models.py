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

HitKind = Literal["chunk", "page", "command", "example"]

_DOC_VERSION = "Which copy of the docs: 'latest' or a versioned copy such as '7.4'"


class SearchHit(BaseModel):
    id: str = Field(description="Fetchable id: page, section or chunk id")
    title: str = Field(description="Page title; 'Page > Section' for a passage inside a section")
    url: str = Field(description="Canonical URL, with the section anchor when there is one")
    text: str = Field(description="Snippet of the matched passage (bounded)")
    page_id: str
    kind: HitKind = Field(
        description="Which record matched: a passage (chunk), a page's summary (page), a "
        "command's syntax and summary (command) or a code example (example); a command page "
        "matched by its summary is kind page here and kind command when fetched"
    )
    section: str = Field(default="", description="Heading path inside the page")
    product: str = ""
    doc_version: str = Field(default="latest", description=_DOC_VERSION)
    last_modified: str | None = Field(
        default=None,
        exclude_if=lambda value: value is None,
        description="When the page last changed in git (ISO 8601); absent without git",
    )
    score: float = Field(default=0.0, exclude=True)


class DocMetadata(BaseModel):
    page_id: str
    kind: HitKind | Literal["section"]
    section: str = ""
    section_path: list[str] = Field(default_factory=list)
    product: str = ""
    doc_version: str = Field(default="latest", description=_DOC_VERSION)
    doc_type: str = ""
    since: str | None = Field(
        default=None,
        exclude_if=lambda value: value is None,
        description="Command pages only: the release the command first appeared in",
    )
    language: str | None = Field(
        default=None,
        exclude_if=lambda value: value is None,
        description="Examples only: the fence language of the code (python, java, go...)",
    )
    client: str | None = Field(
        default=None,
        exclude_if=lambda value: value is None,
        description="Examples only: the client the code is written for (redis-py, jedis...)",
    )
    source_commit: str = Field(
        default="", description="Commit of the redis/docs repository the live index was built from"
    )
    indexed_at: str = Field(default="", description="When the live index was built or last synced")
    last_modified: str | None = Field(
        default=None, description="Pages: author date of last_commit (ISO 8601); null without git"
    )
    last_commit: str | None = Field(
        default=None, description="Pages: last commit touching the page or an embed it uses"
    )
    links: list[str] = Field(
        default_factory=list,
        description="Ids of the docs pages this text links to, in order; each one fetches",
    )


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
