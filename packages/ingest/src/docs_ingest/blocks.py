"""What a block of markdown is made of (fenced code, tables, prose) and how a block too long
for one window is cut into pieces that still hold together (spec/005-ingest.md, "Sections and
windows").

A cut never leaves half a code block or a headless table behind: a long fence is cut at line
boundaries with its opening line (language tag included) repeated and a closing fence added to
each piece, and each piece of a long table repeats its header row and separator. Fences follow
CommonMark: any indentation (the corpus indents them under list items), closed by a fence of
the same character at least as long; an unclosed fence indented less than four spaces runs to
the end of the page, one indented more (in a list item) to the item's end: the next heading or
list item at the left margin.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "Segment",
    "code_mask",
    "fence_marker",
    "is_table_separator",
    "pieces",
    "segments",
    "trailing_prose",
]

_FENCE_RE = re.compile(r"^([ \t]*)(`{3,}|~{3,})(.*)$")
_TABLE_SEPARATOR_RE = re.compile(
    r"^[ \t]*+\|?[ \t]*+:?-++:?[ \t]*+(?:\|[ \t]*+:?-++:?[ \t]*+)*+\|?[ \t]*+$"
)
_INDENTED_CODE = 4
_ITEM_END_RE = re.compile(r"#{1,6}\s|(?:\d+[.)]|[-*+])\s")
_PADDING_RE = re.compile(r"[ \t]{2,}|-{4,}")

Kind = Literal["prose", "code", "table"]


def fence_marker(line: str) -> str | None:
    """The backticks or tildes of a fence line; None for any other line. A backtick "fence"
    whose info string holds a backtick is inline code (```like this```), and one whose info
    string is not a language or ``{attributes}`` is a line of a listing (a traceback's
    ``~~~~^`` underline)."""
    if line.lstrip(" \t")[:3] not in ("```", "~~~"):
        return None
    match = _FENCE_RE.match(line)
    if match is None:
        return None
    marker, info = match.group(2), match.group(3).strip()
    if marker[0] == "`" and "`" in info:
        return None
    if info and not (info[0].isalpha() or info[0] == "{"):
        return None
    return marker


def _closes(line: str, opener: str) -> bool:
    match = _FENCE_RE.match(line)
    return (
        match is not None
        and match.group(2)[0] == opener[0]
        and len(match.group(2)) >= len(opener)
        and not match.group(3).strip()
    )


def _fences(lines: list[str]) -> list[tuple[int, int | None, bool]]:
    """(opening line, last line or None when the fence runs to the end, closed) of each fence.
    A fence indented four spaces or more sits in a list item: when the page never closes it
    there, the item's end (a heading or a list item at the left margin) ends it."""
    found: list[tuple[int, int | None, bool]] = []
    index = 0
    while index < len(lines):
        opener = fence_marker(lines[index])
        if opener is None:
            index += 1
            continue
        in_item = _indent(lines[index]) >= _INDENTED_CODE
        end, closed = _fence_end(lines, index, opener, in_item)
        found.append((index, end, closed))
        if end is None:
            break
        index = end + 1
    return found


def _fence_end(
    lines: list[str], opener_at: int, opener: str, in_item: bool
) -> tuple[int | None, bool]:
    """(last line, closed) of the fence opened at ``opener_at``, in one pass over the lines
    after it; an unclosed fence outside an item runs to the end (None)."""
    last = opener_at
    for j in range(opener_at + 1, len(lines)):
        if _closes(lines[j], opener):
            return j, True
        if in_item and _ITEM_END_RE.match(lines[j]):
            return last, False
        if lines[j].strip():
            last = j
    return (last, False) if in_item else (None, False)


def _indent(line: str) -> int:
    expanded = line.expandtabs(4)
    return len(expanded) - len(expanded.lstrip())


def code_mask(lines: list[str]) -> list[bool]:
    """For each line, True when it is inside (or delimits) a fenced code block."""
    mask = [False] * len(lines)
    for start, end, _ in _fences(lines):
        for index in range(start, len(lines) if end is None else end + 1):
            mask[index] = True
    return mask


def is_table_separator(line: str) -> bool:
    """True for a table's header separator row, ``|---|:--:|``."""
    return _TABLE_SEPARATOR_RE.match(line) is not None


def _is_table_line(line: str) -> bool:
    return line.lstrip().startswith("|")


@dataclass(frozen=True)
class Segment:
    kind: Kind
    lines: list[str]
    closed: bool = True
    """False for a fence the page never closes."""

    @property
    def head(self) -> list[str]:
        """Lines every piece of this segment repeats: a fence's opening line, a table's header
        row and separator."""
        if self.kind == "code":
            return self.lines[:1]
        if self.kind == "table" and len(self.lines) > 1 and is_table_separator(self.lines[1]):
            return self.lines[:2]
        return []

    @property
    def tail(self) -> list[str]:
        """Lines every piece ends with: a fence's closing line."""
        if self.kind != "code":
            return []
        if not self.closed:
            opener = self.lines[0]
            return [opener[: len(opener) - len(opener.lstrip())] + (fence_marker(opener) or "```")]
        return self.lines[-1:]

    @property
    def body(self) -> list[str]:
        head = len(self.head)
        end = len(self.lines) - (1 if self.kind == "code" and self.closed else 0)
        return self.lines[head:end]

    @property
    def units(self) -> list[str]:
        """The body in the pieces a cut keeps whole: lines, or a table's rows (a row is a
        line starting with ``|`` and the wrapped lines of its cells)."""
        if self.kind != "table":
            return self.body
        rows: list[list[str]] = []
        for line in self.body:
            if rows and not _is_table_line(line):
                rows[-1].append(line)
            else:
                rows.append([line])
        return ["\n".join(row) for row in rows]

    @property
    def text(self) -> str:
        return "\n".join([*self.head, *self.body, *self.tail])


def segments(lines: list[str]) -> list[Segment]:
    """The fences, tables and runs of prose of ``lines``, in order."""
    out: list[Segment] = []
    fences = {start: (end, closed) for start, end, closed in _fences(lines)}
    prose: list[str] = []
    index = 0
    while index < len(lines):
        if (index in fences or _is_table_line(lines[index])) and prose:
            out.append(Segment("prose", prose))
            prose = []
        if index in fences:
            end, closed = fences[index]
            stop = len(lines) if end is None else end + 1
            out.append(Segment("code", lines[index:stop], closed=closed))
            index = stop
            continue
        if _is_table_line(lines[index]):
            # GFM: a table runs to the end of the block; a cell may wrap onto lines of its own.
            stop = index + 1
            while stop < len(lines) and stop not in fences:
                stop += 1
            out.append(Segment("table", lines[index:stop]))
            index = stop
            continue
        prose.append(lines[index])
        index += 1
    if prose:
        out.append(Segment("prose", prose))
    return out


def _split_line(line: str, limit: int) -> list[str]:
    parts: list[str] = []
    while len(line) > limit:
        cut = line.rfind(" ", 0, limit)
        cut = cut if cut > limit // 2 else limit
        parts.append(line[:cut])
        line = line[cut:].lstrip()
    return [*parts, line]


def _unpad(match: re.Match[str]) -> str:
    return " " if match.group(0)[0] in " \t" else "---"


def _cut(segment: Segment, limit: int, lead: list[str]) -> list[str]:
    """``segment`` in pieces of at most ``limit`` characters, each wrapped in the segment's
    head and tail lines; the ``lead`` lines (a short introduction) start the first piece when
    they fit beside its first line, else form a piece of their own. Pieces are about even in
    size, so a long listing never ends in a scrap of a window."""
    head, tail = segment.head, segment.tail
    if segment.kind == "table":
        # Pieces repeat the header without the padding some tables align their columns with.
        head = [_PADDING_RE.sub(_unpad, line) for line in head]
    frame = sum(len(line) + 1 for line in [*head, *tail])
    lines = [
        line
        for unit in segment.units
        for line in _split_line(unit, max(limit - frame - 1, limit // 4))
    ]
    greedy = _fill(lines, lead, head, tail, limit)
    if len(greedy) < 2:
        return greedy
    content = sum(len(line) + 1 for line in [*lead, *lines])
    even = frame + -(-content // len(greedy)) + max(len(line) + 1 for line in lines)
    balanced = _fill(lines, lead, head, tail, min(limit, even))
    parts = balanced if len(balanced) == len(greedy) else greedy
    indent = len(head[0]) - len(head[0].lstrip()) if segment.kind == "code" else 0
    if indent:
        # Out of its list item a piece stands alone: a fence indented under "1." moves left.
        parts[1:] = [_dedent(part, indent) for part in parts[1:]]
    return parts


def _dedent(text: str, indent: int) -> str:
    return "\n".join(
        line[min(indent, len(line) - len(line.lstrip(" \t"))) :] for line in text.split("\n")
    )


def _fill(
    lines: list[str], lead: list[str], head: list[str], tail: list[str], budget: int
) -> list[str]:
    frame = sum(len(line) + 1 for line in [*head, *tail])
    parts: list[str] = []
    group: list[str] = []
    size = frame + sum(len(line) + 1 for line in lead)
    for line in lines:
        if (group or lead) and size + len(line) + 1 > budget:
            framed = [*head, *group, *tail] if group else []
            parts.append("\n".join([*lead, *framed]))
            lead, group, size = [], [], frame
        group.append(line)
        size += len(line) + 1
    parts.append("\n".join([*lead, *head, *group, *tail]))
    return parts


def pieces(block: str, max_chars: int) -> list[str]:
    """``block`` cut into pieces of at most about ``max_chars`` characters, never inside a code
    fence or a table without repeating what keeps the piece readable (``Segment.head``)."""
    parts = segments(block.split("\n"))
    if len(block) <= max_chars and all(p.closed for p in parts):
        return [block]
    out: list[str] = []
    current: list[str] = []
    size = 0
    for part in parts:
        text = part.text
        if len(text) <= max_chars:
            if current and size + len(text) + 1 > max_chars:
                out.append("\n".join(current))
                current, size = [], 0
            current.append(text)
            size += len(text) + 1
            continue
        # A short lead-in ("Run:") stays with the start of the long segment it introduces.
        if current and size >= max_chars // 3:
            out.append("\n".join(current))
            current, size = [], 0
        cut = _cut(part, max_chars, current)
        out.extend(cut[:-1])
        current, size = [cut[-1]], len(cut[-1]) + 1
    if current:
        out.append("\n".join(current))
    return out


def trailing_prose(text: str) -> str:
    """The prose after the last code fence or table line of ``text`` (all of it when it has
    neither): the only part a following window may repeat as its overlap."""
    lines = text.split("\n")
    kept: list[str] = []
    for part in reversed(segments(lines)):
        if part.kind != "prose":
            break
        kept[:0] = part.lines
    return "\n".join(kept)
