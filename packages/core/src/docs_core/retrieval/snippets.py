"""Bounded snippets chosen around the query terms, cut on word boundaries, and overlap-free
joining of windows."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

__all__ = ["MAX_SNIPPET_CHARS", "is_word_boundary", "join_windows", "snippet"]

MAX_SNIPPET_CHARS = 600
ELLIPSIS = "…"
_WORD = re.compile(r"\w+", re.UNICODE)
_SENTENCE_START = re.compile(r"(?:(?<=[.!?:])\s+|\n+)")


def _in_word(char: str) -> bool:
    return char.isalnum() or char == "_" or unicodedata.combining(char) > 0


def is_word_boundary(text: str, position: int) -> bool:
    """Whether cutting ``text`` at ``position`` splits no word: an end of the text, or a cut
    with a non-word character on at least one side (a combining mark belongs to the letter
    before it, so a cut before one always splits)."""
    if position <= 0 or position >= len(text):
        return True
    if unicodedata.combining(text[position]):
        return False
    return not (_in_word(text[position - 1]) and _in_word(text[position]))


def _start_of_word(text: str, start: int) -> int:
    """``start``, or the start of the word it falls inside."""
    while not is_word_boundary(text, start):
        start -= 1
    return start


def _end_cut(text: str, start: int, hard: int) -> int:
    """The last cut at or before ``hard`` (and past the middle of the window): whitespace
    first, else any word boundary; ``hard`` itself only inside one word longer than half the
    window."""
    floor = start + (hard - start) // 2
    for position in range(hard, floor, -1):
        if text[position].isspace():
            return position
    for position in range(hard, floor, -1):
        if is_word_boundary(text, position):
            return position
    return hard


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
        start = 0 if start < limit // 3 else _start_of_word(text, start)
    prefix = ELLIPSIS if start else ""
    budget = limit - len(prefix)
    if len(text) - start <= budget:
        return prefix + text[start:].lstrip()
    end = _end_cut(text, start, start + budget - len(ELLIPSIS))
    return prefix + text[start:end].strip() + ELLIPSIS


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
