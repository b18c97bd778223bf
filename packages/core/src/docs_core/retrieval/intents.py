"""The intents of a question: its steps or clauses, each given candidates of its own
(spec/011-retrieval.md, "Intents").

A question that asks for several things ("create a cuckoo filter, add items, delete one safely")
would otherwise be ranked as one bag of words, where the family it names (``CF.*``) wins and
the members its verbs name lose to their siblings. Each clause runs one text leg over the
command summaries; fusion (``ranking``) lets the clauses reorder only the command pages the
whole question already found, so a clause picks the member of a family rather than pulling in
another family or lifting a command over a guide.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from docs_core.keys import ALIASES, Entity
from docs_core.retrieval.textquery import ParsedQuery, escape_tag, parse_query, text_clause
from docs_core.taxonomy import LATEST

__all__ = [
    "MAX_INTENTS",
    "command_pages_of_chunks",
    "diversified",
    "intent_command_args",
    "intent_command_text_args",
    "intents",
]

T = TypeVar("T")

MAX_INTENTS = 6
MIN_INTENT_TERMS = 2

# Clause boundaries: punctuation that ends a clause (not inside ``bf.reserve`` or ``6.2``) and
# the words that chain steps. A bare "and" splits only a question already cut by punctuation:
# "reads hash fields and sets their expiration" asks for one command that does both.
_PUNCTUATION = re.compile(r"[,;:!?()]|\.(?!\w)|\s(?:and then|then|after that|finally)\s", re.I)
_AND = re.compile(r"\s(?:and|also|plus)\s", re.IGNORECASE)


def intents(text: str) -> list[ParsedQuery]:
    """The clauses of ``text`` with at least ``MIN_INTENT_TERMS`` topical terms, in order, at
    most ``MAX_INTENTS``; empty when there are fewer than two (one intent is the query)."""
    parts = _PUNCTUATION.split(text)
    if len([p for p in parts if p.strip()]) >= 2:
        parts = [piece for part in parts for piece in _AND.split(part)]
    found: list[ParsedQuery] = []
    seen: set[tuple[str, ...]] = set()
    for clause in parts:
        parsed = parse_query(clause)
        if len(parsed.terms) < MIN_INTENT_TERMS or parsed.terms in seen:
            continue
        seen.add(parsed.terms)
        found.append(parsed)
    return found[:MAX_INTENTS] if len(found) >= 2 else []


def intent_command_args(
    intent: ParsedQuery, count: int, name_parts: Sequence[str] = ()
) -> list[Any]:
    """FT.SEARCH over the latest command summaries for one clause's terms (keys only): a
    summary says what a command does in the words a step is asked in ("Creates a new Cuckoo
    Filter"). ``name_parts`` (``namewords``: what the clause's words point to, ``reserve`` for
    "create") are looked for in the names too, where a family's members differ."""
    body = " | ".join(t if t.isalpha() else f'"{t}"' for t in intent.terms)
    match = f"@summary:({body})"
    if name_parts:
        match = f"({match} | @name:({' | '.join(name_parts)}))"
    return [
        "FT.SEARCH",
        ALIASES[Entity.COMMAND],
        f"@version:{{{escape_tag(LATEST)}}} {match}",
        "NOCONTENT",
        "SCORER",
        "BM25STD",
        "LIMIT",
        0,
        count,
        "DIALECT",
        2,
    ]


_COMMAND_DOC = "command"
_CHUNK_FIELDS = ("title", "heading", "text")


def intent_command_text_args(intent: ParsedQuery, count: int) -> list[Any] | None:
    """FT.SEARCH over the latest chunks of command pages for one clause (keys only): a
    command page says what the command does in more words than its one-line summary
    ("Initializes a Top-K sketch" is all TOPK.RESERVE's summary has for "create")."""
    clause = text_clause(intent, _CHUNK_FIELDS, {"title": 5, "text": 2})
    if clause is None:
        return None
    return [
        "FT.SEARCH",
        ALIASES[Entity.CHUNK],
        f"@version:{{{escape_tag(LATEST)}}} @doc_type:{{{_COMMAND_DOC}}} {clause}",
        "NOCONTENT",
        "SCORER",
        "BM25STD",
        "LIMIT",
        0,
        count,
        "DIALECT",
        2,
    ]


def command_pages_of_chunks(chunk_keys: Sequence[str]) -> list[str]:
    """``docs:v1:c:commands/cf.reserve#_top:w0`` -> ``docs:v1:p:commands/cf.reserve``, each
    page once, in the order of its first chunk."""
    out: list[str] = []
    for key in chunk_keys:
        page = re.sub(r"^(docs:v\d+:)c:", r"\1p:", key).split("#", 1)[0]
        if page not in out:
            out.append(page)
    return out


def diversified(
    ranked: Sequence[T],
    page_of: Callable[[T], str],
    intent_pages: Sequence[Sequence[str]],
    *,
    limit: int,
    lead: int,
    depth: int,
    pool: int,
) -> list[T]:
    """The first ``limit`` of ``ranked`` (best first), changed only so that each intent whose
    ``depth`` best pages include one of the ``pool`` best candidates shows that page: after the
    ``lead`` first hits, an intent not yet covered by the hits shown puts its best-ranked page
    next, alternating with the fused order. One intent can thus no longer fill the whole list,
    and no page comes from outside the question's own best candidates."""
    if not intent_pages or lead >= limit:
        return list(ranked[:limit])
    claims = [set(pages[:depth]) for pages in intent_pages]
    head = list(ranked[:lead])
    covered = {i for i, claim in enumerate(claims) if any(page_of(c) in claim for c in head)}
    rest = list(ranked[lead:pool])
    out = head
    take_fused = False
    while len(out) < limit and rest:
        pick = None if take_fused else _representative(rest, page_of, claims, covered)
        if pick is None:
            pick = rest[0]
        rest.remove(pick)
        out.append(pick)
        covered |= {i for i, claim in enumerate(claims) if page_of(pick) in claim}
        take_fused = not take_fused
    out.extend(ranked[pool:][: limit - len(out)])
    return out


def _representative(
    rest: Sequence[T], page_of: Callable[[T], str], claims: Sequence[set[str]], covered: set[int]
) -> T | None:
    """The best-ranked candidate of ``rest`` that the first uncovered intent claims."""
    for i, claim in enumerate(claims):
        if i in covered:
            continue
        for candidate in rest:
            if page_of(candidate) in claim:
                return candidate
    return None
