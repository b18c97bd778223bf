"""HTML elements replaced in one left-to-right pass (spec/005-ingest.md, ING-111).

``re.sub(r"<(b|i)\\b[^>]*>(.*?)</\\1\\s*>", ...)`` finds the same elements, but an opener that
never closes makes Python's backtracking engine scan to the end of the text, once per opener:
100 KB of ``<pre>`` took seconds, a page of them minutes. Here the search for the next ``>`` and
for each name's closer is remembered, so an opener with nothing to close it costs no new scan.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["NextMatch", "sub_elements", "sub_void"]

Replace = Callable[[str, str, str], str]
"""(lower-cased name, attributes, inner text) -> replacement."""


class NextMatch:
    """The first match of ``pattern`` at or after a position, for positions asked in increasing
    order: an answer holds for every later position up to the match it found (or for all of them
    when it found none), so it is searched for again only past that match."""

    def __init__(self, pattern: re.Pattern[str], text: str) -> None:
        self._pattern = pattern
        self._text = text
        self._asked = -1
        self._found: re.Match[str] | None = None

    def at(self, position: int) -> re.Match[str] | None:
        fresh = self._asked < 0 or position < self._asked
        if fresh or (self._found is not None and position > self._found.start()):
            self._asked = position
            self._found = self._pattern.search(self._text, position)
        return self._found


_TAG_END_RE = re.compile(">")


def sub_elements(text: str, names: str, replace: Replace) -> str:
    """``text`` with each ``<name ...>inner</name>`` (``names``: a regex alternation, matched
    without case) replaced as ``re.sub`` with ``<(names)\\b([^>]*)>(.*?)</\\1\\s*>`` would."""
    opener = re.compile(rf"<({names})\b", re.I)
    tag_end = NextMatch(_TAG_END_RE, text)
    closers: dict[str, NextMatch] = {}
    out: list[str] = []
    kept = scan = 0
    while (start := opener.search(text, scan)) is not None:
        end = tag_end.at(start.end())
        if end is None:
            break
        name = start.group(1).lower()
        if name not in closers:
            closers[name] = NextMatch(re.compile(rf"</{re.escape(name)}\s*>", re.I), text)
        close = closers[name].at(end.end())
        if close is None:
            scan = start.start() + 1
            continue
        out.append(text[kept : start.start()])
        out.append(replace(name, text[start.end() : end.start()], text[end.end() : close.start()]))
        kept = scan = close.end()
    out.append(text[kept:])
    return "".join(out)


def sub_void(text: str, name: str, replace: Callable[[str], str]) -> str:
    """``text`` with each ``<name ...>`` or ``<name .../>`` replaced from its attributes, as
    ``re.sub`` with ``<name\\b([^>]*?)/?>`` would."""
    opener = re.compile(rf"<{name}\b", re.I)
    tag_end = NextMatch(_TAG_END_RE, text)
    out: list[str] = []
    kept = scan = 0
    while (start := opener.search(text, scan)) is not None:
        end = tag_end.at(start.end())
        if end is None:
            break
        stop = end.start()
        if stop > start.end() and text[stop - 1] == "/":
            stop -= 1
        out.append(text[kept : start.start()])
        out.append(replace(text[start.end() : stop]))
        kept = scan = end.end()
    out.append(text[kept:])
    return "".join(out)
