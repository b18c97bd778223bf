"""Markdown helpers that must know where fenced code blocks are (a ``## `` or ``<!--`` inside
a shell sample is content, not structure)."""

from __future__ import annotations

import re

from docs_ingest.headings import without_custom_anchor

__all__ = [
    "INLINE_CODE_RE",
    "fence_mask",
    "repair_fence_typos",
    "strip_heading_anchors",
    "strip_html_comments",
]

INLINE_CODE_RE = re.compile(r"(?<!`)(`+)(?!`)(?:(?!\n[ \t]*(?:\n|\|)).)*?(?<!`)\1(?!`)", re.S)
"""An inline code span: it opens at a backtick run's start, as CommonMark has it (opened inside
the run too, 12,500 backticks took 8 s: ING-111), and never crosses a blank line (a paragraph
ends there, and with it an unclosed backtick's reach) nor into a table row (each cell is read
on its own)."""
_FENCE_RE = re.compile(r"^[ \t]{0,3}(```+|~~~+)")
_TWO_TICK_OPENER_RE = re.compile(r"([ \t]*)``([A-Za-z][\w+-]*)[ \t]*$")


def fence_mask(lines: list[str]) -> list[bool]:
    """For each line, True when it is inside (or delimits) a fenced code block."""
    mask: list[bool] = []
    fence: str | None = None
    for line in lines:
        match = _FENCE_RE.match(line) if line.lstrip(" \t")[:1] in ("`", "~") else None
        if fence is None:
            if match:
                fence = match.group(1)[0] * 3
                mask.append(True)
            else:
                mask.append(False)
        else:
            mask.append(True)
            if (
                match
                and match.group(1).startswith(fence)
                and not line.strip()[len(match.group(1)) :].strip()
            ):
                fence = None
    return mask


def strip_html_comments(text: str) -> str:
    """Drop ``<!-- ... -->`` outside fenced code (Hugo does not render them)."""
    if "<!--" not in text:
        return text
    lines = text.split("\n")
    mask = fence_mask(lines)
    out: list[str] = []
    prose: list[str] = []
    for line, in_code in zip(lines, mask, strict=True):
        if in_code:
            if prose:
                out.append(_without_comments("\n".join(prose)))
                prose = []
            out.append(line)
        else:
            prose.append(line)
    if prose:
        out.append(_without_comments("\n".join(prose)))
    return "\n".join(out)


def _without_comments(text: str) -> str:
    """``re.sub(r"<!--.*?-->", "", text, flags=re.S)`` in one pass: past the last ``-->`` no
    opener can close, where the regex scanned to the end once per opener (ING-111)."""
    out: list[str] = []
    kept = 0
    while (start := text.find("<!--", kept)) >= 0:
        end = text.find("-->", start + 4)
        if end < 0:
            break
        out.append(text[kept:start])
        kept = end + 3
    out.append(text[kept:])
    return "".join(out)


def strip_heading_anchors(text: str) -> str:
    """``## Title {#id}`` -> ``## Title`` outside code (the id lives on in section ids)."""
    if "{#" not in text:
        return text
    lines = text.split("\n")
    mask = fence_mask(lines)
    return "\n".join(
        line if in_code else without_custom_anchor(line)
        for line, in_code in zip(lines, mask, strict=True)
    )


def repair_fence_typos(text: str) -> str:
    """A line of two backticks and a language (``` ``sh ```) followed, before a blank line, by a
    fence line is a fence opener missing a backtick: as written it is literal text, and the
    fence line after it opens a block that swallows the page's prose up to the next fence."""
    if "``" not in text:
        return text
    lines = text.split("\n")
    fence_next = _fence_before_blank(lines)
    for index, line in enumerate(lines):
        match = _TWO_TICK_OPENER_RE.match(line)
        if match and fence_next[index + 1]:
            lines[index] = f"{match.group(1)}```{match.group(2)}"
    return "\n".join(lines)


def _fence_before_blank(lines: list[str]) -> list[bool]:
    """For each line index (and one past the end), whether a bare fence line comes at or after
    it before any blank line; one backward pass, where a scan ahead from each opener line made
    a page of them quadratic (ING-111)."""
    found = [False] * (len(lines) + 1)
    for index in range(len(lines) - 1, -1, -1):
        stripped = lines[index].strip()
        found[index] = stripped == "```" or (bool(stripped) and found[index + 1])
    return found
