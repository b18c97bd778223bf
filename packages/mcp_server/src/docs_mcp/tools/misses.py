"""The ``note`` beside an empty or weak search result (spec/010-tool-contract.md, "Misses").

A result is weak when no hit's title or text contains any content word of the query (whole
word, case-insensitive; stopwords, numbers and words under three letters do not count), nor,
for one of the first ``MAX_CORRECTED_WORDS`` words the search may correct (``correctable``),
a word one edit from it: the search corrects such misspellings ("hgetal" finds HGETALL), and
a note saying nothing matched would be false. The rule reads only what the caller sees, never
a ranking score, so the note leaks nothing the results do not already show. A query without
content words is weak only when empty.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime

from docs_core.agent.text import contains_term, content_terms
from docs_core.index import IndexMeta
from docs_core.models import SearchHit
from docs_core.retrieval.spelling import (
    MAX_CORRECTED_WORDS,
    MAX_CORRECTION_EDITS,
    correctable,
    swap_distance,
)

__all__ = ["is_weak", "miss_note"]

_SHORT_COMMIT = 12
_NUMBER = re.compile(r"[\d.]+")
_WORD = re.compile(r"[a-z0-9]+")


_PUNCTUATION = re.compile(r"[^\w\s.-]+")
_LATIN = re.compile(r"[a-z0-9]")


def _note_terms(query: str) -> list[str]:
    """The query's content words, numbers (``8.0``, ``7.4.2``) left out as the rule says."""
    return [t for t in content_terms(query) if not _NUMBER.fullmatch(t)]


def is_weak(query: str, hits: Sequence[SearchHit]) -> bool:
    if not hits:
        return True
    terms = _note_terms(query)
    if not terms:
        return False
    seen = " ".join(f"{hit.title} {hit.text}" for hit in hits).lower()
    if any(contains_term(seen, term) for term in terms):
        return False
    # Only the words the search may have corrected, against the shown words once: a query of
    # 4,000 characters of random words stays milliseconds.
    corrected = correctable(terms)[:MAX_CORRECTED_WORDS]
    if not corrected:
        return True
    words = set(_WORD.findall(seen))
    return not any(_near(term, words) for term in corrected)


def _near(term: str, words: set[str]) -> bool:
    """Whether one of ``words`` is ``MAX_CORRECTION_EDITS`` from ``term`` (a swap is one); one
    edit of a word of three letters or more keeps its first or its last letter."""
    return any(
        abs(len(w) - len(term)) <= MAX_CORRECTION_EDITS
        and (w[0] == term[0] or w[-1] == term[-1])
        and swap_distance(term, w) <= MAX_CORRECTION_EDITS
        for w in words
    )


def miss_note(
    query: str, meta: IndexMeta | None, *, empty: bool, filtered: bool, far: bool = False
) -> str:
    """What the index covers, what a miss means, and one or two broader queries."""
    covers = "the redis.io docs"
    if meta is not None and (meta.source_commit or meta.indexed_at):
        facts = []
        if meta.source_commit:
            facts.append(f"source commit {meta.source_commit[:_SHORT_COMMIT]}")
        if meta.indexed_at:
            day = datetime.fromtimestamp(meta.indexed_at, UTC).date().isoformat()
            facts.append(f"indexed {day}")
        covers += f" ({', '.join(facts)})"
    if empty:
        opening = "No passage matched."
    elif far:
        opening = "No passage comes near the query's subject."
    else:
        opening = "No passage contains a word of the query."
    note = (
        f"{opening} This index covers {covers} only: a miss means not in these docs, not "
        "that Redis lacks it."
    )
    tries = _broader(query, filtered=filtered)
    if tries:
        note += " Try: " + "; ".join(tries) + "."
    return note


def _broader(query: str, *, filtered: bool) -> list[str]:
    tries = ["the same query without the product and version filters"] if filtered else []
    # The docs are English: a word of another script is no broader query for them.
    terms = sorted((t for t in _note_terms(query) if _LATIN.search(t)), key=len, reverse=True)
    if len(terms) >= 2:
        tries.append(repr(" ".join(terms[:2])))
    # Offered only when it drops something: "sourdough?" or '"sourdough' is that one word.
    if terms and terms[0] != " ".join(_PUNCTUATION.sub(" ", query.lower()).split()):
        tries.append(repr(terms[0]))
    return tries[:2]
