"""Bounded snippets chosen around the query terms, and overlap-free joining of windows."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

__all__ = ["MAX_SNIPPET_CHARS", "join_windows", "snippet"]

MAX_SNIPPET_CHARS = 600
ELLIPSIS = "…"
_WORD = re.compile(r"\w+", re.UNICODE)
_SENTENCE_START = re.compile(r"(?:(?<=[.!?:])\s+|\n+)")


def _safe_cut(text: str, end: int) -> int:
    """Move a cut left so it never splits a base character from its combining marks."""
    while 0 < end < len(text) and unicodedata.combining(text[end]):
        end -= 1
    return end


def snippet(text: str, terms: Iterable[str], *, limit: int = MAX_SNIPPET_CHARS) -> str:
    """At most ``limit`` characters of ``text``, starting at the sentence where the query terms
    are densest; the whole text when it already fits."""
    text = text.strip()
    if len(text) <= limit:
        return text
    wanted = {t.lower() for t in terms}
    hits = [m.start() for m in _WORD.finditer(text) if m.group().lower() in wanted]
    start = 0
    if hits:
        best, best_count = hits[0], 0
        for i, position in enumerate(hits):
            count = sum(1 for h in hits[i:] if h < position + limit * 0.8)
            if count > best_count:
                best, best_count = position, count
        sentence_starts = [m.end() for m in _SENTENCE_START.finditer(text, 0, best)]
        start = (
            sentence_starts[-1] if sentence_starts and best - sentence_starts[-1] < 200 else best
        )
        if start < limit // 3:
            start = 0
    prefix = ELLIPSIS if start else ""
    budget = limit - len(prefix)
    if len(text) - start <= budget:
        return prefix + text[start:]
    end = _safe_cut(text, start + budget - len(ELLIPSIS))
    space = text.rfind(" ", start + budget // 2, end)
    if space > start:
        end = space
    return prefix + text[start:end].rstrip() + ELLIPSIS


def join_windows(windows: Sequence[str], *, min_overlap: int = 20) -> str:
    """Concatenate consecutive windows, dropping the text a window repeats from the previous
    one (ingest windows overlap so a passage cut at a boundary stays whole)."""
    if not windows:
        return ""
    out = windows[0]
    for window in windows[1:]:
        overlap = _overlap(out, window, min_overlap)
        rest = window[overlap:]
        if overlap:
            out += rest
        else:
            out += "\n\n" + window
    return out


def _overlap(left: str, right: str, min_overlap: int) -> int:
    longest = min(len(left), len(right))
    for size in range(longest, min_overlap - 1, -1):
        if left.endswith(right[:size]):
            return size
    return 0
