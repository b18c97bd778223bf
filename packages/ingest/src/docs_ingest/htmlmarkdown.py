"""Raw HTML in the docs' markdown turned into markdown at ingest (spec/005-ingest.md, "HTML").

The corpus writes command arguments as ``<details open><summary><code>key</code></summary>``
blocks, API references as ``<table>`` elements, compatibility tables with ``<span>``, ``<nobr>``
and ``<br>`` in their cells, and cards as ``<div>``/``<a>``/``<h3>``. Stored text is markdown:
tables become pipe tables, ``<summary>`` and ``<h1>``..``<h6>`` bold lines (a heading here would
invent anchors the site does not have and move section boundaries), ``<a href>`` and ``<img>``
markdown links and images, ``<code>`` backticks, ``<strong>``/``<em>`` emphasis, list items
``- `` lines; ``script``, ``style`` and comments go with their content; other tags go, their text
stays. Code keeps its content verbatim: fenced blocks, inline code spans and indented code blocks
are never touched. Which angle-bracket words are HTML is decided as at read time
(``docs_core.htmltags.is_markup``), so ``<key>`` and other placeholders stay.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

from docs_core.htmltags import TAG_RE, is_markup

from docs_ingest.elements import sub_elements, sub_void
from docs_ingest.markdown import INLINE_CODE_RE, fence_mask

__all__ = ["html_to_markdown", "markup_outside_code"]

_PLACEHOLDER = "\ue000{}\ue001"
_PLACEHOLDER_RE = re.compile("\ue000(\\d+)\ue001")
_COMMENT_RE = re.compile(r"<!--.*?(?:-->|\Z)", re.S)
_DROPPED = "script|style|template|noscript|svg|math|textarea|select|head"
_ROW_RE = re.compile(r"<tr\b[^<>]*>(.*?)(?:</tr\s*>|(?=<tr\b)|\Z)", re.S | re.I)
_CELL_RE = re.compile(r"<(t[hd])\b[^<>]*>(.*?)(?:</t[hd]\s*>|(?=<t[hd]\b)|\Z)", re.S | re.I)
_BOLD_BLOCKS = "summary|h[1-6]|dt"
_EMPHASES = "strong|b|em|i|s|del|strike"
_ATTRIBUTE_RE = r"""\b{}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))"""
_ENTITY_RE = re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")
_KEPT_ENTITIES = frozenset("<>&")
_WHITESPACE_RE = re.compile(r"\s+")
_BLANK_RUN_RE = re.compile(r"\n[ \t]*\n(?:[ \t]*\n)+")
_TABLE_LINE_START_RE = re.compile(r"\s*\|")
_LIST_ITEM_RE = re.compile(r"^[ \t]{0,3}(?:[-*+]|[0-9]+[.)])[ \t]")
_MARKS = {"strong": "**", "b": "**", "em": "*", "i": "*", "s": "~~", "del": "~~", "strike": "~~"}
_BREAKS = frozenset(("br", "hr"))
_BLOCKS = frozenset((
    "p", "div", "section", "article", "header", "footer", "nav", "aside", "main", "blockquote",
    "figure", "figcaption", "ul", "ol", "dl", "dd", "details", "center", "form", "tbody", "thead",
    "tfoot", "table", "caption", "colgroup",
))  # fmt: skip


def html_to_markdown(text: str) -> str:
    """``text`` with its raw HTML outside code turned into markdown (see the module docstring)."""
    if "<" not in text and "&" not in text:
        return text
    out: list[str] = []
    for segment, is_code in _segments(text):
        out.append(segment if is_code else _convert(segment))
    converted = "\n".join(out)
    return converted if converted == text else _BLANK_RUN_RE.sub("\n\n", converted)


def markup_outside_code(text: str) -> list[str]:
    """The raw HTML tags left outside code (fences, inline spans, indented blocks), as written."""
    found: list[str] = []
    for segment, is_code in _segments(text):
        if is_code:
            continue
        prose = _COMMENT_RE.sub("", INLINE_CODE_RE.sub("", segment))
        closed = {m.group(2).lower() for m in TAG_RE.finditer(prose) if m.group(1)}
        found.extend(m.group() for m in TAG_RE.finditer(prose) if is_markup(m, closed))
    return found


def _segments(text: str) -> Iterator[tuple[str, bool]]:
    """Runs of lines, each True when it is code: a fenced block or an indented code block (four
    spaces after a blank line, not continuing a list item)."""
    lines = text.split("\n")
    fenced = fence_mask(lines)
    run: list[str] = []
    run_code = False
    blank_before = True
    in_list = False
    indented_code = False
    for line, in_fence in zip(lines, fenced, strict=True):
        stripped = line.strip()
        indent = _indent(line) if line[:1] in (" ", "\t") else 0
        if in_fence:
            code = True
        elif not stripped:
            code = indented_code
        elif indent >= 4 and (indented_code or (blank_before and not in_list)):
            code = indented_code = True
        else:
            code = indented_code = False
            if indent < 4:
                in_list = bool(_LIST_ITEM_RE.match(line)) or (in_list and not blank_before)
        if not in_fence:
            blank_before = not stripped
        if code != run_code and run:
            yield "\n".join(run), run_code
            run = []
        run.append(line)
        run_code = code
    if run:
        yield "\n".join(run), run_code


def _indent(line: str) -> int:
    expanded = line.expandtabs(4)
    return len(expanded) - len(expanded.lstrip(" "))


class _Protected:
    """Text set aside from the conversion (code and finished markup), put back at the end."""

    def __init__(self) -> None:
        self.items: list[str] = []

    def keep(self, text: str) -> str:
        self.items.append(text)
        return _PLACEHOLDER.format(len(self.items) - 1)

    def restore(self, text: str) -> str:
        while "\ue000" in text:
            restored = _PLACEHOLDER_RE.sub(lambda m: self.items[int(m.group(1))], text)
            if restored == text:
                break
            text = restored
        return text


def _convert(prose: str) -> str:
    if "<" not in prose and "&" not in prose:
        return prose
    protected = _Protected()
    prose = INLINE_CODE_RE.sub(lambda m: protected.keep(m.group()), prose)
    if "<" in prose:
        prose = _COMMENT_RE.sub("", sub_elements(prose, _DROPPED, lambda *_: ""))
        prose = sub_elements(prose, "pre", lambda _n, _a, inner: protected.keep(_pre(inner)))
        prose = sub_elements(prose, "code", lambda _n, _a, inner: protected.keep(_code_span(inner)))
        prose = sub_elements(
            prose, "table", lambda _n, _a, inner: protected.keep(_table(inner, protected))
        )
        prose = _inline(prose, protected, in_table=False)
    prose = _entities(prose)
    return protected.restore(prose)


def _inline(text: str, protected: _Protected, *, in_table: bool) -> str:
    closed = {m.group(2).lower() for m in TAG_RE.finditer(text) if m.group(1)}
    text = sub_elements(text, "iframe", lambda _n, attributes, _i: _iframe(attributes))
    text = sub_void(text, "img", _image)
    text = sub_elements(
        text, "a", lambda _n, attributes, inner: _link(attributes, inner, protected)
    )
    text = sub_elements(text, _EMPHASES, lambda name, _a, inner: _emphasis(name, inner))
    text = sub_elements(
        text, _BOLD_BLOCKS, lambda _n, _a, inner: _bold_block(inner, in_table=in_table)
    )

    def replace(match: re.Match[str]) -> str:
        if not is_markup(match, closed):
            return match.group()
        closing, name = bool(match.group(1)), match.group(2).lower()
        if in_table or _on_table_line(text, match.start()):
            if name == "li" and not closing:
                return " - "
            return " " if name in _BREAKS or name in _BLOCKS or name == "li" else ""
        if name == "hr":
            return "\n\n---\n\n"
        if name == "br":
            return "\n"
        if name == "li":
            return "" if closing else "\n- "
        if name in _BLOCKS:
            return "\n\n" if name in ("p", "div", "details", "blockquote") else "\n"
        return ""

    return _lines_without_trailing_space(TAG_RE.sub(replace, text))


def _on_table_line(text: str, position: int) -> bool:
    """Whether ``position`` is on a markdown table row, where a line break would end the table."""
    start = text.rfind("\n", 0, position) + 1
    return _TABLE_LINE_START_RE.match(text, start, position) is not None


def _lines_without_trailing_space(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.split("\n")) if "\n" in text else text


def _attribute(attributes: str, name: str) -> str:
    match = re.search(_ATTRIBUTE_RE.format(name), attributes, re.I)
    if match is None:
        return ""
    return html.unescape(next(g for g in match.groups() if g is not None)).strip()


def _plain(fragment: str) -> str:
    """Text of an HTML fragment, tags dropped, entities decoded, whitespace collapsed."""
    return _WHITESPACE_RE.sub(" ", html.unescape(TAG_RE.sub(" ", fragment))).strip()


def _pre(body: str) -> str:
    code = html.unescape(TAG_RE.sub("", body)).strip("\n")
    fence = "````" if "```" in code else "```"
    return f"\n\n{fence}\n{code}\n{fence}\n\n"


def _code_span(body: str) -> str:
    code = _WHITESPACE_RE.sub(" ", html.unescape(TAG_RE.sub("", body))).strip()
    if not code:
        return ""
    ticks = "``" if "`" in code else "`"
    pad = " " if code.startswith("`") or code.endswith("`") else ""
    return f"{ticks}{pad}{code}{pad}{ticks}"


def _table(body: str, protected: _Protected) -> str:
    rows: list[list[str]] = []
    header = False
    for row in _ROW_RE.finditer(body):
        cells = []
        for cell in _CELL_RE.finditer(row.group(1)):
            if not rows and cell.group(1).lower() == "th":
                header = True
            text = _inline(cell.group(2), protected, in_table=True)
            cells.append(
                _WHITESPACE_RE.sub(" ", protected.restore(text)).strip().replace("|", r"\|")
            )
        if cells:
            rows.append(cells)
    if not rows:
        return "\n\n"
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    if not header:
        rows.insert(0, [""] * width)
    lines = ["| " + " | ".join(rows[0]) + " |", "|" + "---|" * width]
    lines.extend("| " + " | ".join(r) + " |" for r in rows[1:])
    return "\n\n" + "\n".join(lines) + "\n\n"


def _link(attributes: str, inner: str, protected: _Protected) -> str:
    href = _attribute(attributes, "href")
    text = _WHITESPACE_RE.sub(" ", inner).strip()
    if not href:
        return text
    text = _WHITESPACE_RE.sub(" ", _inline(text, protected, in_table=True)).strip()
    return protected.keep(f"[{text or href}]({href.replace(' ', '%20')})")


def _image(attributes: str) -> str:
    src = _attribute(attributes, "src")
    alt = _attribute(attributes, "alt") or _attribute(attributes, "title")
    alt = alt.replace("[", "(").replace("]", ")")
    return f"![{alt}]({src.replace(' ', '%20')})" if src else alt


def _iframe(attributes: str) -> str:
    src = _attribute(attributes, "src")
    title = _attribute(attributes, "title") or "Embedded video"
    return f"\n\n[{title}]({src})\n\n" if src else ""


def _emphasis(name: str, inner: str) -> str:
    mark = _MARKS[name.lower()]
    stripped = inner.strip()
    if not stripped:
        return inner
    if stripped.startswith(mark[0]) and stripped.endswith(mark[0]):
        return inner
    lead = inner[: len(inner) - len(inner.lstrip())]
    trail = inner[len(inner.rstrip()) :]
    return f"{lead}{mark}{stripped}{mark}{trail}"


def _bold_block(inner: str, *, in_table: bool) -> str:
    closed = {m.group(2).lower() for m in TAG_RE.finditer(inner) if m.group(1)}
    inner = TAG_RE.sub(lambda m: " " if is_markup(m, closed) else m.group(), inner)
    text = _WHITESPACE_RE.sub(" ", inner).strip()
    if not text:
        return ""
    bold = text if "**" in text else f"**{text}**"
    return f" {bold} " if in_table else f"\n\n{bold}\n\n"


def _entities(text: str) -> str:
    if "&" not in text:
        return text

    def decode(match: re.Match[str]) -> str:
        value = html.unescape(match.group())
        if value == match.group() or value in _KEPT_ENTITIES:
            return match.group()
        return " " if value == "\xa0" else value

    return _ENTITY_RE.sub(decode, text)
