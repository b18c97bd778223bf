"""Stable identifiers: page ids, section and chunk ids, canonical URLs (spec/001-stable-ids.md).

Used by: ingest (hugo, chunking, records, shortcodes, pipeline), mcp_server (registry, fetch
tool), eval (dataset, trace, adapters) and core's retrieval.

Grammar::

    ID       := PAGE_ID [ "#" ANCHOR [ ":w" WINDOW ] ]
    PAGE_ID  := SEGMENT ( "/" SEGMENT )*
    SEGMENT  := [A-Za-z0-9_] [A-Za-z0-9_.-]*
    ANCHOR   := [A-Za-z0-9_] [A-Za-z0-9_-]*
    WINDOW   := "0" | [1-9] [0-9]*

A segment never starts with a dot, so ``..`` and hidden names cannot occur; there is no
wildcard, whitespace, query syntax or scheme in the alphabet.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import PurePosixPath

from docs_core.errors import DocsError

__all__ = [
    "BASE_URL",
    "LEAD_ANCHOR",
    "MAX_ID_LENGTH",
    "DocId",
    "InvalidIdError",
    "canonical_url",
    "chunk_id",
    "page_id_from_path",
    "parse_id",
    "section_id",
    "slugify_heading",
]

BASE_URL = "https://redis.io/docs/latest/"
LEAD_ANCHOR = "_top"
MAX_ID_LENGTH = 400

_SEGMENT = r"[A-Za-z0-9_][A-Za-z0-9_.-]*"
_PAGE_ID = rf"{_SEGMENT}(?:/{_SEGMENT})*"
_ANCHOR = r"[A-Za-z0-9_][A-Za-z0-9_-]*"
_ID_RE = re.compile(
    rf"(?P<page>{_PAGE_ID})(?:#(?P<anchor>{_ANCHOR})(?::w(?P<window>0|[1-9][0-9]{{0,5}}))?)?"
)
_PAGE_RE = re.compile(_PAGE_ID)
_SLUG_DROP = re.compile(r"[^\w\s-]", re.UNICODE)
_SLUG_SPACE = re.compile(r"[\s]+")


class InvalidIdError(DocsError, ValueError):
    """A string that is not an id of this service; the message says why."""

    code = "invalid_id"


@dataclass(frozen=True, slots=True)
class DocId:
    """A parsed id. ``anchor`` is None for a page, ``window`` is None for a whole section."""

    page_id: str
    anchor: str | None = None
    window: int | None = None

    @property
    def kind(self) -> str:
        if self.anchor is None:
            return "page"
        return "section" if self.window is None else "chunk"

    def __str__(self) -> str:
        if self.anchor is None:
            return self.page_id
        if self.window is None:
            return f"{self.page_id}#{self.anchor}"
        return f"{self.page_id}#{self.anchor}:w{self.window}"


def parse_id(value: object) -> DocId:
    """Parse any id the service emits; refuse everything else with a specific reason."""
    if not isinstance(value, str):
        raise InvalidIdError(f"id must be a string, got {type(value).__name__}")
    if not value:
        raise InvalidIdError("id is empty")
    if len(value) > MAX_ID_LENGTH:
        raise InvalidIdError(f"id is longer than {MAX_ID_LENGTH} characters")
    match = _ID_RE.fullmatch(value)
    if match is None:
        raise InvalidIdError(_explain(value))
    window = match["window"]
    return DocId(match["page"], match["anchor"], int(window) if window is not None else None)


def _explain(value: str) -> str:
    page = value.split("#", 1)[0]
    if value.startswith(("/", "http:", "https:")) or "://" in value:
        return "id must be a page id such as 'commands/bf.reserve', not a URL or an absolute path"
    if any(seg in ("", ".", "..") or seg.startswith(".") for seg in page.split("/")):
        return "id has an empty, '.' or '..' path segment"
    if any(c in value for c in "*?[]{}()|@$%\\ \t\r\n\"'"):
        return "id contains characters that ids never have (wildcards, query syntax or whitespace)"
    if "#" in value and not re.fullmatch(
        rf"{_ANCHOR}(?::w(?:0|[1-9][0-9]*))?", value.split("#", 1)[1]
    ):
        return "id has a malformed section part after '#': expected ANCHOR or ANCHOR:wN"
    return "id is not a valid page, section or chunk id"


def section_id(page_id: str, anchor: str) -> str:
    return str(parse_id(f"{page_id}#{anchor}"))


def chunk_id(page_id: str, anchor: str, window: int) -> str:
    return str(parse_id(f"{page_id}#{anchor}:w{window}"))


MAX_PAGE_ID_LENGTH = 300
"""A page id leaves room for ``#anchor:wN`` within ``MAX_ID_LENGTH`` (the corpus's longest is 122)."""


def page_id_from_path(path: str | PurePosixPath) -> str:
    """``content/develop/reference/eviction/index.md`` -> ``develop/reference/eviction``.

    Accepts a path relative to the site root (starting with ``content/``) or to ``content/``.
    """
    parts = list(PurePosixPath(path).parts)
    if parts and parts[0] == "content":
        parts = parts[1:]
    if not parts or not parts[-1].endswith(".md"):
        raise InvalidIdError(f"not a markdown page path: {str(path)!r}")
    parts[-1] = parts[-1][: -len(".md")]
    if parts[-1] in ("_index", "index") and len(parts) > 1:
        parts = parts[:-1]
    page = "/".join(parts)
    if _PAGE_RE.fullmatch(page) is None:
        raise InvalidIdError(f"path {str(path)[:200]!r} does not map to a valid page id")
    if len(page) > MAX_PAGE_ID_LENGTH:
        # Its section and chunk ids must still fetch (at most MAX_ID_LENGTH).
        raise InvalidIdError(f"a page id is at most {MAX_PAGE_ID_LENGTH} characters")
    return page


def canonical_url(page_id: str, anchor: str | None = None, url_override: str | None = None) -> str:
    """The public URL of a page (front matter ``url`` wins), with ``#anchor`` for a section."""
    if url_override:
        base = url_override if "://" in url_override else BASE_URL + url_override.strip("/") + "/"
    else:
        base = f"{BASE_URL}{page_id}/"
    if anchor and anchor != LEAD_ANCHOR:
        return f"{base}#{anchor}"
    return base


def slugify_heading(text: str) -> str:
    """Hugo's default heading anchor: lower case, punctuation dropped, spaces to hyphens."""
    slug = _SLUG_SPACE.sub("-", _SLUG_DROP.sub("", text.strip().lower()))
    slug = slug.strip("-")
    if not slug or _ANCHOR_RE.fullmatch(slug) is None:
        slug = re.sub(r"[^A-Za-z0-9_-]", "", slug).lstrip("-") or "section"
    return slug


_ANCHOR_RE = re.compile(_ANCHOR)
