"""Which angle-bracket words in the docs' markdown are HTML (shared by the ingest, which turns
HTML into markdown, and the read-time neutraliser, ``docs_core.retrieval.htmltext``).

Angle-bracket words that are not HTML stay: ``<key>``, ``<password>`` and every other
placeholder, and names that double as placeholders (``<label>``, ``<source>``, ``<b>``) unless
they carry attributes or are closed in the same text.
"""

from __future__ import annotations

import re
from collections.abc import Collection

__all__ = ["BLOCK_TAGS", "TAG_RE", "is_markup"]

TAG_RE = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9]*)(?=[\s/>])((?:[^<>\"']|\"[^\"]*\"|'[^']*')*)>")
"""A tag: its name ends at whitespace, ``/`` or ``>``, so ``<table_name>`` is a placeholder."""

BLOCK_TAGS = frozenset((
    "p", "div", "section", "article", "header", "footer", "nav", "aside", "main", "blockquote",
    "figure", "figcaption", "table", "thead", "tbody", "tfoot", "caption", "colgroup", "ul", "ol",
    "dl", "dt", "dd", "details", "summary", "pre", "center", "h1", "h2", "h3", "h4", "h5", "h6",
    "form",
))  # fmt: skip
# Never a placeholder in the corpus: treated as HTML whenever they appear.
_HTML_ONLY = BLOCK_TAGS | frozenset((
    "br", "hr", "wbr", "tr", "td", "th", "li", "span", "nobr", "sup", "sub", "strong", "em",
    "code", "kbd", "small", "font", "img", "input", "button", "script", "style", "iframe",
    "noscript", "template", "svg", "textarea", "select", "video", "audio", "marquee", "frameset",
    "frame", "dialog", "canvas", "picture",
))  # fmt: skip
# An event handler or a URL attribute makes any tag HTML: no placeholder carries one, and an
# unknown name (<xss onfocus autofocus>, <image src=x onerror=...>) is markup to a browser.
_ACTIVE_ATTRIBUTE = re.compile(
    r"(?:^|[\s/])(?:on[a-z]+|src|srcdoc|href|action|formaction|xlink:href)\s*=", re.IGNORECASE
)
# Also placeholders in command synopses and prose: HTML only with attributes or a closing tag.
_AMBIGUOUS = frozenset((
    "a", "b", "i", "u", "s", "q", "p", "label", "option", "source", "object", "embed", "link",
    "base", "meta", "col", "area", "param", "track", "cite", "var", "abbr", "time", "mark", "del",
    "ins", "samp", "tt", "big", "title", "html", "head", "body", "math",
))  # fmt: skip


def is_markup(tag: re.Match[str], closed: Collection[str]) -> bool:
    """Whether a ``TAG_RE`` match is HTML rather than a placeholder such as ``<key>``:
    ``closed`` holds the lower-case names closed anywhere in the same text."""
    closing, name, attributes = tag.group(1), tag.group(2).lower(), tag.group(3)
    return (
        name in _HTML_ONLY
        or bool(_ACTIVE_ATTRIBUTE.search(attributes))
        or (name in _AMBIGUOUS and bool(closing or "=" in attributes or name in closed))
    )
