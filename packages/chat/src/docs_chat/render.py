"""Answers as HTML a browser may insert: markdown rendered on the server, then sanitised with an
allow-list (spec/021-chat.md, CHAT-020..CHAT-022).

markdown-it-py (CommonMark plus tables) renders with raw HTML off, so ``<script>`` in model or
document text arrives as text; Pygments highlights fenced code; nh3 (the Ammonia sanitiser)
then keeps only the listed tags and attributes and http(s) links, whatever the renderer let
through. The page inserts nothing else as HTML.
"""

from __future__ import annotations

import re
from typing import Any

import nh3
from docs_core.agent.text import well_formed
from markdown_it import MarkdownIt
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name
from pygments.util import ClassNotFound

__all__ = ["HIGHLIGHT_CSS", "StreamedAnswer", "finished_lines", "render_answer"]

_TAGS = {
    "p", "br", "hr", "strong", "em", "del", "code", "pre", "span", "blockquote",
    "ul", "ol", "li", "a", "h3", "h4", "h5", "h6",
    "table", "thead", "tbody", "tr", "th", "td",
}  # fmt: skip
_ATTRIBUTES = {
    "a": {"href", "title"},
    "span": {"class"},
    "code": {"class"},
    "pre": {"class"},
    "th": {"style"},
    "td": {"style"},
    "ol": {"start"},
}
_STYLE_PROPERTIES = {"text-align"}
_FORMATTER = HtmlFormatter(nowrap=True, classprefix="hl-")
MAX_LEXER_NAME = 32


def _highlight(code: str, language: str, _attrs: Any) -> str:
    """Pygments markup for a known language; an empty string lets markdown-it escape the code."""
    name = (language or "").strip().split()[0][:MAX_LEXER_NAME] if language else ""
    if not name:
        return ""
    try:
        lexer = get_lexer_by_name(name)
    except ClassNotFound:
        return ""
    return str(highlight(code, lexer, _FORMATTER))


_MARKDOWN = MarkdownIt(
    "commonmark", {"html": False, "linkify": False, "typographer": False, "highlight": _highlight}
).enable(["table", "strikethrough"])


def _heading(tokens: Any, idx: int, options: Any, env: Any, closing: bool = False) -> str:
    """Headings of an answer sit below the page's own: h1 and h2 become h3."""
    tag = tokens[idx].tag
    tag = "h3" if tag in ("h1", "h2") else tag
    return f"</{tag}>\n" if closing else f"<{tag}>"


_MARKDOWN.add_render_rule("heading_open", lambda self, t, i, o, e: _heading(t, i, o, e))
_MARKDOWN.add_render_rule("heading_close", lambda self, t, i, o, e: _heading(t, i, o, e, True))


# An absolute web address only: a relative one ("//evil.example", "/\\evil.example") takes
# the chat's own scheme and leads wherever its host part says.
_WEB_URL = re.compile(r"https?://", re.IGNORECASE)


def _keep_attribute(element: str, attribute: str, value: str) -> str | None:
    if attribute == "href" and not _WEB_URL.match(value):
        return None
    return value


def render_answer(text: str) -> str:
    """Sanitised HTML of ``text`` read as markdown (complete or still streaming)."""
    return nh3.clean(
        _MARKDOWN.render(well_formed(text)),
        tags=_TAGS,
        attributes=_ATTRIBUTES,
        attribute_filter=_keep_attribute,
        url_schemes={"http", "https"},
        url_relative="deny",
        link_rel="noopener noreferrer nofollow",
        filter_style_properties=_STYLE_PROPERTIES,
        strip_comments=True,
    )


# Top-level blocks that nothing after a blank line can extend. A list (a later item or an
# indented line continues it) and an indented code block stay open until another block starts.
_FINAL_AFTER_BLANK = frozenset(
    {"paragraph_open", "heading_open", "table_open", "blockquote_open", "fence", "hr"}
)


def finished_lines(text: str) -> int:
    """How many whole lines at the start of ``text`` hold only finished top-level blocks: ones
    a later block has followed, or that a blank line has closed. Only complete lines are read,
    so a half-written line never decides what block it starts."""
    end = text.rfind("\n")
    if end < 0:
        return 0
    lines = text[:end].split("\n")
    blocks = [
        (token.type, token.map[0], token.map[1])
        for token in _MARKDOWN.parse(text[: end + 1])
        if token.level == 0 and token.nesting >= 0 and token.map
    ]
    finished = 0
    for position, (kind, _start, stop) in enumerate(blocks):
        if position + 1 < len(blocks):
            finished = blocks[position + 1][1]
        elif kind in _FINAL_AFTER_BLANK and stop < len(lines) and not lines[stop].strip():
            finished = stop + 1
    return finished


class StreamedAnswer:
    """An answer as it streams, rendered one finished block at a time, so the traffic grows
    linearly with the answer: each finished block's sanitised HTML is sent once, and the open
    block travels as raw text (shown as text) until it finishes or the answer ends."""

    def __init__(self) -> None:
        self.text = ""
        self._open_from = 0
        self._after_cr = False
        self._looked_at = 0

    @property
    def open_text(self) -> str:
        """The raw text of the block still being written."""
        return self.text[self._open_from :]

    def reset(self) -> None:
        self.text, self._open_from, self._after_cr, self._looked_at = "", 0, False, 0

    def add(self, delta: str) -> str | None:
        """Append ``delta``; the sanitised HTML of the blocks it finished, if any."""
        delta = self._newlines(delta)
        self.text += delta
        if "\n" not in delta:
            return None
        pending = self.open_text
        # A parse reads the whole open block. A list or table written without blank lines stays
        # open, and parsing it on every line cost 2.5 s of CPU for 300 items; it is parsed again
        # on a blank line (what closes most blocks) or once it has grown by half, which keeps
        # the work linear; a block that finished meanwhile goes out a little later (CHAT-041).
        completed = pending[pending.rfind("\n", 0, len(pending) - len(delta)) + 1 :]
        blank = any(not line.strip() for line in completed.split("\n")[:-1])
        if not blank and len(pending) < 1.5 * self._looked_at:
            return None
        count = finished_lines(pending)
        if not count:
            self._looked_at = len(pending)
            return None
        size = sum(len(line) + 1 for line in pending.split("\n")[:count])
        self._open_from += size
        self._looked_at = 0
        return render_answer(pending[:size])

    def _newlines(self, delta: str) -> str:
        """``delta`` with its line breaks written as ``\\n``, as the markdown parser reads them
        (its line numbers must count the same lines as ours); a CR LF may span two deltas."""
        if not delta:
            return delta
        if self._after_cr and delta.startswith("\n"):
            delta = delta[1:]
        self._after_cr = delta.endswith("\r")
        return delta.replace("\r\n", "\n").replace("\r", "\n")

    def finish(self) -> str:
        """The sanitised HTML of the open block, closing it (at the end of the answer)."""
        pending = self.open_text
        self._open_from = len(self.text)
        return render_answer(pending) if pending.strip() else ""


def _css(style: str) -> str:
    return str(HtmlFormatter(style=style, classprefix="hl-").get_style_defs(".answer pre"))


HIGHLIGHT_CSS = (
    _css("default") + "\n@media (prefers-color-scheme: dark) {\n" + _css("monokai") + "\n}\n"
)
