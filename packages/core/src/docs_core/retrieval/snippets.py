"""Bounded snippets chosen around the query terms, cut on word boundaries, with every code
fence they cut through re-opened or closed, and overlap-free joining of windows."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Sequence

__all__ = ["MAX_SNIPPET_CHARS", "closed_fences", "is_word_boundary", "join_windows", "snippet"]

MAX_SNIPPET_CHARS = 600
ELLIPSIS = "…"
_WORD = re.compile(r"\w+", re.UNICODE)
_NOTHING = re.compile(r"(?!)")
_SENTENCE_START = re.compile(r"(?:(?<=[.!?:])\s+|\n+)")
_FENCE_LINE = re.compile(r"^[ \t]*(?P<run>`{3,}|~{3,})(?P<info>[^\n]*)$", re.MULTILINE)
# What may follow an opening run: nothing, or a language tag with attributes (```checklist
# {id=x}```). A run followed by more code (a one-line ```span```) or by a caret (a Python
# traceback's ~~~~^) opens nothing.
_INFO = re.compile(r"\s*(?:[\w+#.-]+\s*(?:\{[^}`]*\})?\s*)?")
MAX_REOPENED_CHARS = 40
_CLOSING_RESERVE = 1 + MAX_REOPENED_CHARS


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


def _open_fence(text: str, end: int) -> re.Match[str] | None:
    """The fence line opening the code block ``text[:end]`` ends inside, if it ends in one (a
    block closes on a line of the same character, at least as long, with nothing after it)."""
    opened: re.Match[str] | None = None
    for line in _FENCE_LINE.finditer(text, 0, end):
        run, info = line["run"], line["info"]
        if opened is None:
            if _INFO.fullmatch(info):
                opened = line
        elif run[0] == opened["run"][0] and len(run) >= len(opened["run"]) and not info.strip():
            opened = None
    return opened


def _reopening(opened: re.Match[str]) -> str:
    """The opener repeated after a cut: its run and at most the first word of its tag."""
    tag = opened["info"].split()[:1]
    return (opened["run"] + (tag[0] if tag else ""))[:MAX_REOPENED_CHARS]


def _closing(piece: str) -> str:
    """The line that closes the code block ``piece`` ends inside, or nothing."""
    opened = _open_fence(piece, len(piece))
    return "" if opened is None else "\n" + opened["run"][:MAX_REOPENED_CHARS]


def closed_fences(piece: str) -> str:
    """``piece`` (a cut of a passage from its start) with the code block it ends inside closed,
    so that what follows it in a reply is not read as code."""
    return piece + _closing(piece)


def _term_positions(text: str, terms: frozenset[str]) -> list[int]:
    """Where each word of ``text`` whose lower case is one of ``terms`` starts. One scan in C of
    the lower-cased text: matching each word in Python took half a millisecond a hit. A text
    whose lower case changes its length (``İ``) is scanned word by word, as before."""
    lowered = text.lower()
    if len(lowered) != len(text):
        return [m.start() for m in _WORD.finditer(text) if m.group().lower() in terms]
    return [m.start() for m in _terms_pattern(terms).finditer(lowered)]


@functools.lru_cache(maxsize=256)
def _terms_pattern(terms: frozenset[str]) -> re.Pattern[str]:
    words = sorted((term for term in terms if _WORD.fullmatch(term)), key=len, reverse=True)
    if not words:
        return _NOTHING
    alternatives = "|".join(re.escape(word) for word in words)
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


def snippet(text: str, terms: Iterable[str], *, limit: int = MAX_SNIPPET_CHARS) -> str:
    """At most ``limit`` characters of ``text``, starting at the sentence where the query terms
    are densest; the whole text when it already fits. A start inside a code block moves back
    to the block's fence when that is near, else re-opens it; an end inside one closes it."""
    text = text.strip()
    # Closing a block only lengthens a text: one over the limit is cut without the scan.
    if len(text) <= limit and len(whole := closed_fences(text)) <= limit:
        return whole
    hits = _term_positions(text, frozenset(t.lower() for t in terms))
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
    reopened = ""
    fence = _open_fence(text, start)
    if fence is not None and start - fence.start() <= limit // 3:
        start = fence.start()
    elif fence is not None:
        reopened = _reopening(fence) + "\n"
    # A fence is one only at the start of its line, never right after the ellipsis.
    if start and (reopened or _FENCE_LINE.match(text, start)):
        reopened = "\n" + reopened
    prefix = (ELLIPSIS if start else "") + reopened
    closing = _CLOSING_RESERVE if _FENCE_LINE.search(text) else 0
    budget = limit - len(prefix) - closing
    if len(text) - start <= budget:
        body, tail = text[start:].lstrip(), ""
    else:
        body = text[start : _end_cut(text, start, start + budget - len(ELLIPSIS) - 1)].strip()
        # After a fence line the ellipsis takes a line of its own: "```…" would open a block.
        tail = ("\n" if _FENCE_LINE.search(body.rpartition("\n")[2]) else "") + ELLIPSIS
    return prefix + body + tail + _closing(reopened.lstrip("\n") + body)


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
