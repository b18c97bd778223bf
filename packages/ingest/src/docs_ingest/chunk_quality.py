"""How well the chunks of a run hold together (spec/005-ingest.md, "Sections and windows").

A retrieval reader scores a chunk as broken when it holds half a code block (an odd number of
fence lines), starts inside a table without its header row, or says next to nothing (under
``SHORT_CHUNK_CHARS`` characters, unless it is the only chunk of its page). Raw HTML tags in
prose are counted too, as a figure to watch rather than a failure of chunking.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from pydantic import BaseModel

from docs_ingest.blocks import code_mask, fence_marker, is_table_separator

__all__ = [
    "SHORT_CHUNK_CHARS",
    "ChunkQuality",
    "chunk_quality",
    "has_raw_html",
    "odd_fences",
    "short_chunk",
    "starts_in_headless_table",
]

SHORT_CHUNK_CHARS = 40

_INLINE_CODE_RE = re.compile(r"(`+).+?\1", re.DOTALL)
# Element names only: `<key>` or `<index-name>` in prose are argument placeholders, not HTML.
_HTML_TAG_RE = re.compile(
    r"</?(?:a|abbr|b|blockquote|br|button|caption|center|code|col|colgroup|dd|del|details|div|"
    r"dl|dt|em|figcaption|figure|font|h[1-6]|hr|i|iframe|img|input|ins|kbd|label|li|mark|nav|"
    r"ol|p|picture|pre|q|s|samp|section|small|source|span|strong|style|sub|summary|sup|svg|"
    r"table|tbody|td|tfoot|th|thead|tr|u|ul|var|video)(?:\s[^<>]*)?/?>",
    re.IGNORECASE,
)


class ChunkQuality(BaseModel):
    """Counts over the chunks a run built (all of them after a full parse, only the re-read
    pages' after a partial one, none when nothing was parsed)."""

    chunks: int = 0
    odd_fences: int = 0
    """Chunks holding an odd number of code fence lines: a code block cut in two."""
    headless_table_starts: int = 0
    """Chunks whose first line is a table row not followed by a header separator."""
    short: int = 0
    """Chunks under ``SHORT_CHUNK_CHARS`` characters on a page with more than one chunk."""
    raw_html: int = 0
    """Chunks with an HTML tag outside code (not a chunking failure; counted to be watched)."""

    def line(self) -> str:
        """One line for people: ``chunk quality (57,564 chunks): odd fences 0, ...``."""
        share = f" ({100 * self.raw_html / self.chunks:.1f} %)" if self.chunks else ""
        return (
            f"chunk quality ({self.chunks:,} chunks): odd fences {self.odd_fences:,}, "
            f"tables without header {self.headless_table_starts:,}, "
            f"under {SHORT_CHUNK_CHARS} chars {self.short:,}, raw HTML {self.raw_html:,}{share}"
        )


def odd_fences(text: str) -> bool:
    if "```" not in text and "~~~" not in text:
        return False
    return sum(1 for line in text.split("\n") if fence_marker(line) is not None) % 2 == 1


def starts_in_headless_table(text: str) -> bool:
    lines = text.strip().split("\n", 2)
    if not lines[0].lstrip().startswith("|"):
        return False
    return len(lines) < 2 or not is_table_separator(lines[1])


def short_chunk(text: str) -> bool:
    return len(text.strip()) < SHORT_CHUNK_CHARS


def has_raw_html(text: str) -> bool:
    if _HTML_TAG_RE.search(text) is None:
        return False
    if "```" in text or "~~~" in text:
        lines = text.split("\n")
        text = "\n".join(
            line for line, code in zip(lines, code_mask(lines), strict=True) if not code
        )
    return _HTML_TAG_RE.search(_INLINE_CODE_RE.sub("", text)) is not None


def chunk_quality(chunks: Iterable[tuple[str, str]]) -> ChunkQuality:
    """Counts over ``(page id, chunk text)`` pairs."""
    pairs = list(chunks)
    per_page = Counter(page for page, _ in pairs)
    return ChunkQuality(
        chunks=len(pairs),
        odd_fences=sum(1 for _, text in pairs if odd_fences(text)),
        headless_table_starts=sum(1 for _, text in pairs if starts_in_headless_table(text)),
        short=sum(1 for page, text in pairs if per_page[page] > 1 and short_chunk(text)),
        raw_html=sum(1 for _, text in pairs if has_raw_html(text)),
    )
