"""Source weighting and ordering: the weight rule with a per-page penalty (spec/020-ask.md).

Each retrieved document earns, for every distinctive fact the answer asserts that it contains,
``log(N / df)`` where ``N`` is the number of retrieved documents and ``df`` how many of them
contain the fact. One unit is ``log(N)``: what a fact earns appearing in exactly one document.
The n-th occurrence of a page must beat the best occurrence of another page by ``n - 1`` units.
Ordering reorders and never drops: a document that grounded a claim must stay findable.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TypeVar

from docs_core.agent.brief import Brief, as_shown, prose_paragraphs
from docs_core.agent.events import Source
from docs_core.agent.text import Fact, contains_term, content_terms, extract_facts, sentences
from docs_core.models import SearchHit

__all__ = [
    "bounded_quote",
    "build_sources",
    "fact_weights",
    "order_by_weight",
    "pick_quote",
    "quoted_sources",
    "weight_unit",
]

T = TypeVar("T")
MAX_QUOTE_CHARS = 240


def weight_unit(total_docs: int) -> float:
    return math.log(total_docs) if total_docs > 1 else 0.0


def fact_weights(facts: Sequence[Fact], documents: Sequence[str]) -> list[float]:
    """Weight of each document: sum over the facts it contains of ``log(N / df)``."""
    total = len(documents)
    present = [[fact.found_in(doc) for fact in facts] for doc in documents]
    df = [sum(row[i] for row in present) for i in range(len(facts))]
    earns = [math.log(total / d) if d else 0.0 for d in df]
    return [sum(e for e, hit in zip(earns, row, strict=True) if hit) for row in present]


def order_by_weight(
    items: Sequence[T],
    weights: Sequence[float],
    group: Callable[[T], Hashable],
    unit: float,
) -> list[T]:
    """Greedy order by ``weight - (occurrences of the group so far) * unit``; ties keep input
    order. Returns every item."""
    remaining = list(range(len(items)))
    placed: dict[Hashable, int] = {}
    ordered: list[T] = []
    while remaining:
        best = max(
            remaining,
            key=lambda i: (weights[i] - placed.get(group(items[i]), 0) * unit, -i),
        )
        remaining.remove(best)
        key = group(items[best])
        placed[key] = placed.get(key, 0) + 1
        ordered.append(items[best])
    return ordered


_FRAGMENT_FACTOR = 0.5


def pick_quote(
    passage: str, facts: Sequence[Fact], terms: Sequence[str], *, prose: bool = False
) -> str | None:
    """The passage sentence holding the most answer facts (then question terms), verbatim; a
    sentence a window's cut left without its start ("the limit set by `maxmemory`, Redis will")
    counts half."""
    best, best_score = None, 0.0
    # The docs wrap their lines: a passage's prose sentences are read whole, across lines, and
    # win a tie; its lines stay candidates too (a list item may hold the facts). A command
    # record's summary is no text of its page's, so it is read as it is.
    runs = prose_paragraphs(passage) if prose else []
    whole = list(dict.fromkeys(sentences(run)[0] for run in runs))
    for sentence in [*whole, *sentences(passage)]:
        lowered = sentence.lower()
        score = 2.0 * sum(f.found_in(sentence) for f in facts)
        score += sum(contains_term(lowered, t) for t in terms) / max(len(terms), 1)
        score *= _FRAGMENT_FACTOR if sentence[:1].islower() else 1.0
        if score > best_score:
            best, best_score = sentence, score
    return None if best is None else bounded_quote(best)


def bounded_quote(sentence: str) -> str:
    """``sentence`` cut at a word to ``MAX_QUOTE_CHARS``."""
    if len(sentence) <= MAX_QUOTE_CHARS:
        return sentence
    return sentence[:MAX_QUOTE_CHARS].rsplit(" ", 1)[0] or sentence[:MAX_QUOTE_CHARS]


def quoted_sources(
    sources: Sequence[Source], brief: Brief, passages: Mapping[str, str]
) -> list[Source]:
    """The sources an answer without a model quotes, in its order, each with the sentence it
    quotes from that source when the source's own passage holds it (ASK-075): a lead read from
    its section's opening window is cited by the window that found it, whose fetch does not
    show that sentence; then, and for a source quoted for its syntax or code, the picked one."""
    by_id = {s.id: s for s in sources}
    out = []
    for hit in brief.quoted:
        if hit.id not in by_id:
            continue
        source, said = by_id[hit.id], brief.quotes.get(hit.id)
        passage = passages.get(hit.id) or hit.text
        if said and as_shown(said) in as_shown(passage):
            source = source.model_copy(update={"quote": bounded_quote(said)})
        out.append(source)
    return out


def build_sources(
    answer: str,
    question: str,
    hits: Sequence[SearchHit],
    passages: dict[str, str] | None = None,
) -> list[Source]:
    """All retrieved documents, deduplicated by id, ordered by the weight rule for ``answer``.

    ``passages`` maps ids to fuller text (fetched chunks) when the snippet is not enough.
    """
    first: dict[str, SearchHit] = {}
    for hit in hits:
        first.setdefault(hit.id, hit)
    unique = list(first.values())
    if not unique:
        return []
    texts = [f"{h.title}\n{h.section}\n{(passages or {}).get(h.id) or h.text}" for h in unique]
    facts = extract_facts(answer)
    weights = fact_weights(facts, texts)
    ordered = order_by_weight(
        list(range(len(unique))), weights, lambda i: unique[i].page_id, weight_unit(len(unique))
    )
    terms = content_terms(question)
    sources = []
    for i in ordered:
        hit = unique[i]
        body = (passages or {}).get(hit.id) or hit.text
        sources.append(
            Source(
                id=hit.id,
                title=hit.title,
                url=hit.url,
                quote=pick_quote(body, facts, terms, prose=hit.kind == "chunk"),
            )
        )
    return sources
