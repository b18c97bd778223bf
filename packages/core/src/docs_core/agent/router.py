"""The deterministic router: the entity routes without a model (spec/020-ask.md).

Every route starts with ``search_chunks`` of the question; then command question ->
``get_command`` (+ the command page's passages); broad question -> ``search_pages`` then
``page_chunks`` of the top page; direct question -> ``search_pages`` beside it for page recall;
a question asking for code (a client or language named, or "code"/"example") adds
``search_examples``. It runs when no model is configured and whenever the model fails, so it
must stay fast and bounded: two waves of parallel calls at most.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from docs_core.agent.surface import MAX_COMMAND_NAME_CHARS, MAX_QUERY_CHARS
from docs_core.agent.text import command_candidates
from docs_core.languages import detect_language
from docs_core.models import SearchHit

__all__ = [
    "QUESTION_HITS",
    "PlannedCall",
    "RouteKind",
    "classify",
    "example_call",
    "first_wave",
    "rank_evidence",
    "second_wave",
]

RouteKind = Literal["command", "broad", "direct"]

QUESTION_HITS = 8
"""Hits of the question's own ``search_chunks``: as many as ``search`` shows by default."""
MAX_COMMAND_LOOKUPS = 4
"""At most this many ``get_command`` calls a question (``command_candidates`` finds at most 4)."""

_BROAD = re.compile(
    r"^\s*(what\s+(is|are)|how\s+should|how\s+does\b.*\bwork|explain|overview|why\b|when\s+"
    r"should|is\s+there)|\b(best\s+(approach|practice)|difference\s+between|different\s+from|"
    r"compare|overview|introduction|what\s+changes)\b",
    re.IGNORECASE,
)


FACTUAL = re.compile(
    r"^\s*what\s+(?:is|are)\s+the\s+(?:maximum|minimum|max|min|default|largest|smallest|number"
    r"|size|time\s+complexity|limits?|port)\b",
    re.IGNORECASE,
)
"""A question for one value (a limit, a default, a count): its answer is one sentence of a
section, which the question's own search finds; the page's opening says what the thing is."""


# A bare word only: "evil.example/x" in a pasted URL asks for no code.
_CODE = re.compile(r"(?<![./\w])(?:code|example|snippet|sample)s?(?![./\w])", re.IGNORECASE)


@dataclass(frozen=True)
class PlannedCall:
    tool: str
    arguments: dict[str, Any] = field(default_factory=dict)


def classify(question: str) -> tuple[RouteKind, list[str]]:
    """The route for ``question`` and the command names it may mention. A word longer than
    ``get_command`` takes names no command: looked up, its call would be refused (ASK-079)."""
    every = command_candidates(question, limit=len(question))
    candidates = [c for c in every if len(c) <= MAX_COMMAND_NAME_CHARS][:MAX_COMMAND_LOOKUPS]
    if candidates:
        return "command", candidates
    broad = _BROAD.search(question) and not FACTUAL.search(question)
    return ("broad" if broad else "direct"), []


def example_call(question: str) -> PlannedCall | None:
    """``search_examples`` when the question asks for code: it names a client or language, or
    asks for code, an example or a snippet."""
    language = detect_language(question)
    if language is None and not _CODE.search(question):
        return None
    arguments: dict[str, Any] = {"query": question[:MAX_QUERY_CHARS], "limit": 2}
    if language is not None:
        arguments["language"] = language.name
    return PlannedCall("search_examples", arguments)


def first_wave(question: str, named: Sequence[str] = ()) -> tuple[RouteKind, list[PlannedCall]]:
    """The first calls; ``named`` are the commands a question made only of command names
    means, written in lower case or misspelt (``smembers``, ``HGETAL`` for HGETALL): they make
    it a command question too (ASK-078)."""
    kind, calls = _first_wave(question, named)
    code = example_call(question)
    return kind, [*calls, code] if code is not None else calls


def _first_wave(question: str, named: Sequence[str]) -> tuple[RouteKind, list[PlannedCall]]:
    """The question's own search first on every route (ASK-070): the evidence then starts with
    what ``search`` shows, and the route's lookups add to it."""
    kind, candidates = classify(question)
    written = {c.upper() for c in candidates}
    if extra := [n.upper() for n in named if n.upper() not in written]:
        kind, candidates = "command", [*candidates, *extra][:MAX_COMMAND_LOOKUPS]
    query = question[:MAX_QUERY_CHARS]
    search = PlannedCall("search_chunks", {"query": query, "limit": QUESTION_HITS})
    if kind == "command":
        return kind, [search, *(PlannedCall("get_command", {"name": n}) for n in candidates)]
    return kind, [search, PlannedCall("search_pages", {"query": query, "limit": 3})]


def second_wave(
    question: str, kind: RouteKind, results: Mapping[str, Sequence[Sequence[SearchHit]]]
) -> list[PlannedCall]:
    """Follow ``page_id`` from the first wave: passages of found commands or of the top page,
    in page order (``page_chunks`` needs no query embedding)."""
    if kind == "command":
        pages = [h.page_id for hits in results.get("get_command", []) for h in hits][:2]
        return [PlannedCall("page_chunks", {"page_id": page, "limit": 3}) for page in pages]
    if kind == "broad":
        pages = [h.page_id for hits in results.get("search_pages", []) for h in hits][:1]
        return [PlannedCall("page_chunks", {"page_id": page, "limit": 4}) for page in pages]
    return []


def rank_evidence(
    kind: RouteKind, first: Mapping[str, Sequence[Sequence[SearchHit]]], followed: list[SearchHit]
) -> list[SearchHit]:
    """Evidence in reading order: the code examples a code question asked for, then what the
    route points at, general passages after."""
    flat = {tool: [h for hits in groups for h in hits] for tool, groups in first.items()}
    examples = flat.get("search_examples", [])
    if kind == "command":
        ordered = [*flat.get("get_command", []), *followed, *flat.get("search_chunks", [])]
    elif kind == "broad":
        ordered = [*followed, *flat.get("search_chunks", []), *flat.get("search_pages", [])]
    else:
        ordered = [*flat.get("search_chunks", []), *flat.get("search_pages", [])]
    seen: dict[str, SearchHit] = {}
    for hit in [*examples, *ordered]:
        seen.setdefault(hit.id, hit)
    return list(seen.values())
