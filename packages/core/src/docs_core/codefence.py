"""How example code is fenced: ``fenced`` for every code block the readers write, and
``example_fence`` for the block a page stores for a code example it shows without CLI text
(spec/005, "Code examples"): the ingest's render writes it, ``fetch`` finds it again to put the
caller's client in its place, so both must write it byte for byte alike."""

from __future__ import annotations

import re

__all__ = ["collapse_blank_runs", "example_fence", "fenced"]

_BLANK_RUN = re.compile(r"\n[ \t]*\n(?:[ \t]*\n)+")


def collapse_blank_runs(text: str) -> str:
    """Runs of blank lines made one blank line, as the render leaves every page body."""
    return _BLANK_RUN.sub("\n\n", text)


def fenced(code: str, tag: str) -> str:
    """``code`` fenced with ``tag`` (a longer fence when the code holds one of its own)."""
    fence = "````" if "```" in code else "```"
    return f"{fence}{tag}\n{code}\n{fence}"


def example_fence(code: str, tag: str) -> str:
    """``code`` fenced with ``tag`` as the stored page body holds it: the render strips the
    block's outer newlines and collapses its blank runs."""
    return fenced(collapse_blank_runs(code.strip("\n")), tag)
