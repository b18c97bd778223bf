"""Hugo shortcode syntax: tokens and the tree they make (spec/005-ingest.md, "Shortcodes").

A closing tag closes the nearest open one of its name, collapsing any opened inside it and never
closed into plain self-closing nodes; a closing tag with no opener is dropped.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from docs_ingest.elements import NextMatch

__all__ = ["MAX_TOKEN", "TOKEN_RE", "Node", "parse_nodes", "tokens"]

MAX_TOKEN = 1000
TOKEN_RE = re.compile(
    rf"\{{\{{/\*.{{0,{MAX_TOKEN}}}?\*/\}}\}}"
    r"|\{\{(?P<delim>[<%])\s*+(?P<close>/)?\s*+(?P<name>[A-Za-z0-9_.-]++)"
    rf"(?P<args>(?:\"[^\"]{{0,{MAX_TOKEN}}}+\"|`[^`]{{0,{MAX_TOKEN}}}+`|'[^']{{0,{MAX_TOKEN}}}+'"
    rf"|[^\"'`]){{0,{MAX_TOKEN}}}?)\s*+(?P<self>/)?\s*+[>%]\}}\}}"
    r"|\{\{(?P<ldelim>[<%])\s*+(?P<lclose>/)?\s*+(?P<lname>[A-Za-z0-9_.-]++)"
    rf"(?P<largs>[^\n]{{0,{MAX_TOKEN}}}?)\s*+(?P<lself>/)?\s*+[>%]\}}\}}",
    re.DOTALL,
)
"""Strict quoting first; the second form forgives an unbalanced quote on one line. A token is
at most ``MAX_TOKEN`` characters (the corpus's longest: 368), matched within that window of
its opener (``tokens``, ING-106, ING-111)."""
_OPENER_RE = re.compile(r"\{\{(?:/\*|[<%])")
_CLOSER_RE = re.compile(r"[>%/]\}\}")
_ARG_RE = re.compile(
    r"(?:([A-Za-z0-9_-]+)\s*=\s*)?(?:\"([^\"]*)\"|`([^`]*)`|'([^']*)'|([^\s\"'`]+))"
)


@dataclass
class Node:
    name: str
    args: list[tuple[str | None, str]]
    children: list[Node | str] | None = None

    def arg(self, key: str | int, default: str = "") -> str:
        if isinstance(key, int):
            positional = [v for k, v in self.args if k is None]
            return positional[key] if key < len(positional) else default
        for k, v in self.args:
            if k == key:
                return v
        return default


def _parse_args(raw: str) -> list[tuple[str | None, str]]:
    out: list[tuple[str | None, str]] = []
    for match in _ARG_RE.finditer(raw):
        key, *values = match.groups()
        value = next((v for v in values if v is not None), "")
        out.append((key, value))
    return out


def tokens(text: str) -> Iterator[re.Match[str]]:
    """Each token, tried within ``MAX_TOKEN`` characters of its opener: the pattern's nested
    repeats let one opener never closed scan up to a million characters."""
    closers = NextMatch(_CLOSER_RE, text)
    scan = 0
    while (opener := _OPENER_RE.search(text, scan)) is not None:
        start = opener.start()
        closer = closers.at(start)
        if closer is None:
            break
        end = min(len(text), start + MAX_TOKEN)
        match = TOKEN_RE.match(text, start, end) if closer.end() <= end else None
        if match is None:
            scan = start + 1
            continue
        yield match
        scan = match.end()


def parse_nodes(text: str) -> list[Node | str]:
    root: list[Node | str] = []
    stack: list[tuple[Node, list[Node | str]]] = []
    open_names: Counter[str] = Counter()

    def current() -> list[Node | str]:
        return stack[-1][1] if stack else root

    def collapse_above(depth: int) -> None:
        """Levels past ``depth`` become plain nodes, their children following them, moved to
        the level at ``depth`` at once: level by level, a page of openers never closed moved
        each child once per level (ING-111)."""
        target = stack[depth - 1][1] if depth else root
        for node, children in stack[depth:]:
            node.children = None
            open_names[node.name] -= 1
            target.append(node)
            target.extend(children)
        del stack[depth:]

    pos = 0
    for match in tokens(text):
        if match.start() > pos:
            current().append(text[pos : match.start()])
        pos = match.end()
        groups = match.groupdict()
        prefix = "" if groups["delim"] is not None else "l"
        if groups[prefix + "delim"] is None:
            continue
        name = groups[prefix + "name"]
        if groups[prefix + "close"]:
            if open_names[name]:
                depth = len(stack) - 1
                while stack[depth][0].name != name:
                    depth -= 1
                collapse_above(depth + 1)
                node, children = stack.pop()
                open_names[name] -= 1
                node.children = children
                current().append(node)
            continue
        node = Node(name, _parse_args(groups[prefix + "args"]))
        if groups[prefix + "self"]:
            current().append(node)
        else:
            stack.append((node, []))
            open_names[name] += 1
    if pos < len(text):
        current().append(text[pos:])
    collapse_above(0)
    return root
