"""The intents of a question: its steps or clauses, each given candidates of its own
(spec/011-retrieval.md, "Intents").

A question that asks for several things ("create a cuckoo filter, add items, delete one safely")
would otherwise be ranked as one bag of words, where the family it names (``CF.*``) wins and
the members its verbs name lose to their siblings. Each clause runs one text leg over the
command summaries; fusion (``ranking``) lets the clauses reorder only the command pages the
whole question already found, so a clause picks the member of a family rather than pulling in
another family or lifting a command over a guide. Each clause also runs a text leg of its own
over the chunks (``clause_text_queries``), fused like any chunk list at a low weight: BM25 over
a long question's thirty terms favours the passages that repeat its commonest words, while a
clause's few terms find the passage about that step.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from docs_core.keys import ALIASES, Entity
from docs_core.retrieval.capabilities import text_search_args
from docs_core.retrieval.textquery import (
    CHUNK_PHRASE_WEIGHTS,
    CHUNK_TEXT_FIELDS,
    CommonTerms,
    ParsedQuery,
    escape_tag,
    parse_query,
    text_clause,
)
from docs_core.taxonomy import LATEST

__all__ = ["MAX_INTENTS", "clause_text_queries", "intent_command_args", "intents"]

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


def intent_command_args(intent: ParsedQuery, count: int) -> list[Any]:
    """FT.SEARCH over the latest command summaries for one clause's terms (keys only): a
    summary says what a command does in the words a step is asked in ("Creates a new Cuckoo
    Filter"). The latest filter goes through ``text_search_args``, which scores the union whole
    and keeps the latest keys itself (RET-093, RET-096)."""
    body = " | ".join(t if t.isalpha() else f'"{t}"' for t in intent.terms)
    latest = f"@version:{{{escape_tag(LATEST)}}}"
    return text_search_args(ALIASES[Entity.COMMAND], f"@summary:({body})", latest, count)


def clause_text_queries(
    clauses: Sequence[ParsedQuery], version_filter: str, common: CommonTerms | None = None
) -> list[str]:
    """One chunk text query per clause: ``version_filter`` and the clause's terms over title,
    heading and text, as the main chunk text leg asks for the whole question."""
    out: list[str] = []
    for clause in clauses:
        text = text_clause(clause, CHUNK_TEXT_FIELDS, CHUNK_PHRASE_WEIGHTS, common)
        if text is not None:
            out.append(f"{version_filter} {text}")
    return out
