"""Raw HTML in documentation text made inert before it reaches a client (spec/010-tool-contract.md,
MCP-019).

The corpus's markdown carries raw HTML: tables, ``<details>``/``<summary>``, ``<span>``,
``<br>``, ``<a>``, ``<sup>``. A client's model reads tool output as text, and a client that
renders markdown renders the HTML too: a ``<details>`` block folds text away from the person
reading the answer, and a tag is markup the docs never meant as content. Outside code (fenced
blocks and inline code spans), HTML elements become plain text:

- ``script``, ``style``, ``iframe`` and the like are dropped with their content, comments too;
- ``<br>`` and block elements become line breaks, table rows ``| a | b |`` lines, list items
  ``- `` lines, ``<code>`` backticks, ``<img>`` its alt text; other tags go, their text stays.

Angle-bracket words that are not HTML stay (``docs_core.htmltags.is_markup`` decides). The
ingest already stores HTML as markdown (``docs_ingest.htmlmarkdown``), so on an index it built
this is a safety net: for an index built before, and for an ``ask`` answer a model wrote. Text cut from a longer body (a fetch
window, a snippet) may start inside a fenced block: a closing fence never carries an info
string, so when reading the first fence as an opening one contradicts that, the text is read
as starting in code.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from docs_core.htmltags import BLOCK_TAGS, TAG_RE, is_markup

__all__ = ["neutralise_html", "without_tags"]

# A backtick fence's info string holds no backtick (CommonMark): "```x`y" is a code span's
# text, not a fence, and an escaped backtick (\`) opens no code span.
_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}(?=[^`]*$)|~{3,})(.*)$")
_INLINE_CODE = re.compile(r"(?<!\\)(`+)(?!`).*?(?<!`)\1(?!`)", re.S)
_COMMENT = re.compile(r"<!--.*?(?:-->|$)", re.S)
_DROPPED = "script|style|template|noscript|iframe|object|svg|math|textarea|select|head|title"
_DROPPED_ELEMENT = re.compile(rf"<({_DROPPED})\b[^>]*>.*?</\1\s*>", re.S | re.I)
_ALT = re.compile(r"""\balt\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.I)
_TRAILING_SPACE = re.compile(r"[ \t]+\n")
_BLANK_LINES = re.compile(r"\n{3,}")


def neutralise_html(text: str) -> str:
    """``text`` with its raw HTML outside code turned into plain text; code untouched."""
    if "<" not in text:
        return text
    lines = text.split("\n")
    in_code = _starts_in_code(lines)
    fence = "```" if in_code else ""
    out: list[str] = []
    prose: list[str] = []
    for line in lines:
        match = _FENCE.match(line)
        if not fence:
            if match:
                if prose:
                    out.append(_clean("\n".join(prose)))
                prose = []
                fence = match.group(1)
                out.append(line)
            else:
                prose.append(line)
            continue
        out.append(line)
        if match and not match.group(2).strip() and _closes(match.group(1), fence):
            fence = ""
    if prose:
        out.append(_clean("\n".join(prose)))
    return "\n".join(out)


def _closes(marker: str, fence: str) -> bool:
    return marker[0] == fence[0] and len(marker) >= len(fence)


def _starts_in_code(lines: list[str]) -> bool:
    info = [bool(m.group(2).strip()) for line in lines if (m := _FENCE.match(line))]

    def consistent(in_code: bool) -> bool:
        for has_info in info:
            if in_code and has_info:
                return False
            in_code = not in_code
        return True

    return not consistent(False) and consistent(True)


def without_tags(text: str) -> str:
    """``text`` with its HTML tags outside inline code removed, their text kept, on one line as
    it was: placeholders (``<key>``) and code spans stay as stored (``ask``'s quoted sentences)."""
    if "<" not in text:
        return text
    closed = {m.group(2).lower() for m in TAG_RE.finditer(text) if m.group(1)}

    def untagged(part: str) -> str:
        return TAG_RE.sub(lambda m: "" if is_markup(m, closed) else m.group(), part)

    return _outside_code(text, untagged)


def _clean(prose: str) -> str:
    if "<" not in prose:
        return prose
    return _outside_code(prose, _clean_markup)


def _outside_code(text: str, change: Callable[[str], str]) -> str:
    parts: list[str] = []
    last = 0
    for span in _INLINE_CODE.finditer(text):
        parts.append(change(text[last : span.start()]))
        parts.append(span.group())
        last = span.end()
    parts.append(change(text[last:]))
    return "".join(parts)


def _clean_markup(text: str) -> str:
    if "<" not in text:
        return text
    cleaned = _COMMENT.sub("", _DROPPED_ELEMENT.sub("", text))
    closed = {m.group(2).lower() for m in TAG_RE.finditer(cleaned) if m.group(1)}

    def replace(match: re.Match[str]) -> str:
        if not is_markup(match, closed):
            return match.group()
        return _text_of(match.group(2).lower(), bool(match.group(1)), match.group(3))

    cleaned = TAG_RE.sub(replace, cleaned)
    if cleaned == text:
        return text
    return _BLANK_LINES.sub("\n\n", _TRAILING_SPACE.sub("\n", cleaned))


def _text_of(name: str, closing: bool, attributes: str) -> str:
    if name in ("br", "hr") or name in BLOCK_TAGS:
        return "\n"
    if name == "tr":
        return "\n" if closing else "\n| "
    if name in ("td", "th"):
        return " | " if closing else ""
    if name == "li":
        return "" if closing else "\n- "
    if name == "code":
        return "`"
    if name == "img":
        alt = _ALT.search(attributes)
        return (alt.group(1) or alt.group(2) or "") if alt else ""
    return ""
