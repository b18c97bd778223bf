"""Split a cleaned page into ``##`` sections and each section into windows (spec/005-ingest.md).

A section runs from one level-1/2 heading to the next, outside code fences; text before the
first one is the lead section, anchor ``_top``. A section longer than ``max_chars`` becomes
several windows cut at block boundaries (paragraphs, whole code fences and tables when they
fit; longer ones are cut by ``docs_ingest.blocks.pieces`` so each piece stays a closed fence or
a table under its header), each starting with the last ``overlap`` characters of prose of the
previous one. Text under ``min_chars`` joins a neighbouring window (``window_page``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from docs_core.ids import LEAD_ANCHOR, slugify_heading

from docs_ingest.blocks import code_mask, pieces, trailing_prose
from docs_ingest.headings import heading

__all__ = [
    "ChunkingConfig",
    "Section",
    "Window",
    "split_sections",
    "window_page",
    "window_section",
]

_VALID_ANCHOR_RE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_-]*")


@dataclass(frozen=True)
class ChunkingConfig:
    target_chars: int = 1100
    max_chars: int = 1500
    overlap_chars: int = 150
    summary_chars: int = 600
    min_chars: int = 40
    """Shorter text joins a neighbouring window instead of being a chunk of its own."""


@dataclass
class Section:
    anchor: str
    heading: str
    level: int = 2
    blocks: list[tuple[str, str]] = field(default_factory=list)
    """(sub-heading path at the block's start, block text)."""
    subheadings: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n\n".join(b for _, b in self.blocks)


@dataclass(frozen=True)
class Window:
    anchor: str
    window: int
    heading_path: str
    text: str


def _unique(anchor: str, seen: dict[str, int]) -> str:
    if _VALID_ANCHOR_RE.fullmatch(anchor) is None or anchor == LEAD_ANCHOR:
        anchor = slugify_heading(anchor)
    if anchor not in seen:
        seen[anchor] = 0
        return anchor
    seen[anchor] += 1
    candidate = f"{anchor}-{seen[anchor]}"
    while candidate in seen:
        seen[anchor] += 1
        candidate = f"{anchor}-{seen[anchor]}"
    seen[candidate] = 0
    return candidate


def split_sections(markdown: str) -> list[Section]:
    """Sections in page order; the lead section is always first (possibly empty)."""
    lines = markdown.split("\n")
    mask = code_mask(lines)
    seen: dict[str, int] = {}
    sections = [Section(LEAD_ANCHOR, "")]
    sub_stack: list[tuple[int, str]] = []
    block: list[str] = []
    block_path = ""

    def flush() -> None:
        nonlocal block
        text = "\n".join(block).strip("\n")
        if text.strip():
            sections[-1].blocks.append((block_path, text))
        block = []

    def current_path() -> str:
        return " > ".join(t for _, t in sub_stack)

    for line, in_code in zip(lines, mask, strict=True):
        parsed = None if in_code or not line.startswith("#") else heading(line)
        if parsed is not None and parsed[0] <= 2:
            flush()
            level, text, custom = parsed
            sections.append(Section(_unique(custom or slugify_heading(text), seen), text, level))
            sub_stack = []
            block_path = ""
            continue
        if parsed is not None:
            flush()
            level, text, _custom = parsed
            while sub_stack and sub_stack[-1][0] >= level:
                sub_stack.pop()
            sub_stack.append((level, text))
            sections[-1].subheadings.append(text)
            block_path = current_path()
            block = [f"{'#' * level} {text}"]
            continue
        if not in_code and not line.strip():
            # a sub-heading travels with the paragraph under it, never ends a window alone
            if not (len(block) == 1 and block[0].startswith("#")):
                flush()
                block_path = current_path()
            continue
        if not block:
            block_path = current_path()
        block.append(line)
    flush()
    return sections


def _tail(text: str, overlap: int) -> str:
    if overlap <= 0 or len(text) <= overlap:
        return ""
    tail = text[-overlap:]
    cut = tail.find(" ")
    tail = tail[cut + 1 :] if 0 <= cut < overlap // 2 else tail
    # Cut inside a line, the overlap may begin at a "|" or "```" that would open a table or
    # a fence the window does not hold.
    return tail.lstrip("|`~ \t")


def window_section(section: Section, config: ChunkingConfig) -> list[Window]:
    """The windows of one section, numbered from 0; an empty section has none.

    A window never ends a code fence or table it did not start (``docs_ingest.blocks.pieces``)
    and repeats only prose as overlap; text shorter than ``config.min_chars`` is never a
    window of its own while the section has another to join."""
    units: list[tuple[str, str]] = []
    for path, block in section.blocks:
        units.extend((path, piece) for piece in pieces(block, config.max_chars))
    windows: list[Window] = []
    current: list[str] = []
    size = 0
    # What the open window holds beyond the overlap it repeats: a scrap never makes a window.
    added = 0
    repeated = 0
    start_path = ""

    def heading_path(path: str) -> str:
        return " > ".join(p for p in (section.heading, path) if p)

    def emit_and_overlap() -> None:
        nonlocal current, size, added, repeated
        text = "\n\n".join(current).strip()
        windows.append(Window(section.anchor, len(windows), heading_path(start_path), text))
        overlap = _tail(trailing_prose(current[-1]), config.overlap_chars)
        current = [overlap] if overlap else []
        size, added, repeated = len(overlap), 0, len(current)

    for path, unit in units:
        if added >= config.min_chars and size + len(unit) + 2 > config.max_chars:
            emit_and_overlap()
        if not added:
            start_path = path
        current.append(unit)
        size += len(unit) + 2
        added += len(unit) + 2
        if size >= config.target_chars:
            emit_and_overlap()
    if added and windows and added - 2 < config.min_chars:
        # A scrap after the last full window (a closing "</details>") joins that window
        # rather than repeating its overlap for a few characters.
        scrap = "\n\n".join(current[repeated:]).strip()
        windows[-1] = replace(windows[-1], text=f"{windows[-1].text}\n\n{scrap}")
    elif added:
        text = "\n\n".join(current).strip()
        windows.append(Window(section.anchor, len(windows), heading_path(start_path), text))
    return windows


def _with_heading(section: Section, text: str) -> str:
    if not section.heading:
        return text
    return f"{'#' * section.level} {section.heading}\n\n{text}"


def window_page(sections: list[Section], config: ChunkingConfig) -> list[Window]:
    """The windows of every section in page order. A section whose only window is shorter
    than ``config.min_chars`` (an anchor, a one-line example) joins the previous section's
    last window under its own heading line, or the next section's first window when none
    precedes it; it keeps a window of its own only on a page with nothing else."""
    windows: list[Window] = []
    pending: list[tuple[Section, Window]] = []
    for section in sections:
        own = window_section(section, config)
        if len(own) == 1 and len(own[0].text) < config.min_chars:
            if windows:
                joined = f"{windows[-1].text}\n\n{_with_heading(section, own[0].text)}"
                windows[-1] = replace(windows[-1], text=joined)
            else:
                pending.append((section, own[0]))
            continue
        if pending and own:
            lead = "\n\n".join(_with_heading(s, w.text) for s, w in pending)
            first = own[0]
            text = f"{lead}\n\n{_with_heading(section, first.text)}"
            own[0] = replace(first, text=text)
            pending = []
        windows.extend(own)
    if pending:
        section, first = pending[0]
        rest = [_with_heading(s, w.text) for s, w in pending[1:]]
        windows.append(
            Window(first.anchor, 0, first.heading_path, "\n\n".join([first.text, *rest]))
        )
    return windows
