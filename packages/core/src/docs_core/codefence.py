"""The fenced block a page stores for a code example it shows without CLI text (spec/005, "Code
examples"): the ingest's render writes it, ``fetch`` finds it again to put the caller's client
in its place, so both must write it byte for byte alike."""

from __future__ import annotations

import re

__all__ = ["collapse_blank_runs", "example_fence"]

_BLANK_RUN = re.compile(r"\n[ \t]*\n(?:[ \t]*\n)+")


def collapse_blank_runs(text: str) -> str:
    """Runs of blank lines made one blank line, as the render leaves every page body."""
    return _BLANK_RUN.sub("\n\n", text)


def example_fence(code: str, tag: str) -> str:
    """``code`` fenced with ``tag``, as the stored page body holds it (a longer fence when the
    code holds one of its own)."""
    body = collapse_blank_runs(code.strip("\n"))
    fence = "````" if "```" in body else "```"
    return f"{fence}{tag}\n{body}\n{fence}"
