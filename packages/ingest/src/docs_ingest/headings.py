r"""ATX heading lines read in linear time (spec/005-ingest.md, ING-111).

Each function returns what a regular expression of the form ``^(#{1,6})[ \t]+(.+?)<blanks,
closing #s or {#id}>[ \t]*$`` captured; there the lazy text and the blank runs around it
backtracked against each other, and one heading line with a long run of blanks inside took
seconds (1,000 characters: 1.3 s; 2,000: 11.5 s). Here the trailing parts are stripped.
"""

from __future__ import annotations

import re

__all__ = ["custom_anchor", "heading", "heading_with_anchor", "without_custom_anchor"]

_START_RE = re.compile(r"(#{1,6})[ \t]+")
_BLANKS = " \t"


def _start(line: str) -> tuple[str, str] | None:
    r"""(the #s, the text part) as ``^(#{1,6})[ \t]+(.+?)`` begins it: the text starts after the
    blanks, or is the last blank when nothing follows two of them."""
    start = _START_RE.match(line)
    if start is None:
        return None
    rest = line[start.end() :]
    if not rest:
        if start.end() - len(start.group(1)) < 2:
            return None
        rest = line[start.end() - 1 :]
    return start.group(1), rest


def custom_anchor(text: str, start: int = 0) -> tuple[int, str] | None:
    r"""(where ``{#`` starts, the id) for a ``{#id}`` ending ``text`` (an id has no ``}`` and no
    whitespace): the leftmost such ``{#`` from ``start``, as ``\{#([^}\s]+)\}$`` finds it."""
    if not text.endswith("}"):
        return None
    bound = len(text) - 1
    while bound > start and text[bound - 1] != "}" and not text[bound - 1].isspace():
        bound -= 1
    opener = text.find("{#", bound, len(text) - 1)
    if opener < 0 or opener + 2 >= len(text) - 1:
        return None
    return opener, text[opener + 2 : -1]


def heading(line: str) -> tuple[int, str, str | None] | None:
    r"""(level, text, custom id) of a heading line, closing #s and blanks dropped, as
    ``^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$`` and then ``[ \t]*\{#([^}\s]+)\}[ \t]*$`` on its
    text read it."""
    parts = _start(line)
    if parts is None:
        return None
    hashes, rest = parts
    text = rest.rstrip(_BLANKS).rstrip("#").rstrip(_BLANKS) or rest[:1]
    found = custom_anchor(text)
    if found is None:
        return len(hashes), text.strip(), None
    return len(hashes), text[: found[0]].strip(), found[1]


def heading_with_anchor(line: str) -> tuple[str, str | None] | None:
    r"""(text, custom id) as ``^#{1,6}[ \t]+(.+?)[ \t]*(?:\{#([^}\s]+)\})?[ \t]*$`` reads a
    heading line (closing #s kept in the text)."""
    parts = _start(line)
    if parts is None:
        return None
    rest = parts[1]
    text = rest.rstrip(_BLANKS)
    found = custom_anchor(text)
    if found is not None and not text[: found[0]].strip(_BLANKS):
        found = custom_anchor(text, found[0] + 1)
    if found is not None:
        return text[: found[0]].rstrip(_BLANKS), found[1]
    return text or rest[:1], None


def without_custom_anchor(line: str) -> str:
    r"""``line`` without the ``{#id}`` ending a heading, as ``re.sub`` with
    ``^(#{1,6}[ \t].*?)[ \t]*\{#[^}\s]+\}[ \t]*$`` and ``\1`` leaves it."""
    start = re.match(r"#{1,6}[ \t]", line)
    if start is None:
        return line
    text = line.rstrip(_BLANKS)
    found = custom_anchor(text)
    if found is None or found[0] < start.end():
        return line
    return line[: max(start.end(), len(text[: found[0]].rstrip(_BLANKS)))]
