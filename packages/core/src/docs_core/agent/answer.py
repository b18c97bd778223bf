"""The extractive answerer and the abstention rule, both deterministic (spec/020-ask.md).

Abstention is decided on retrieval evidence, never on model prose: a question is out of scope
when an identifier-like word of it (CUDA, io_uring, Cassandra, GraphQL) occurs in none of the
retrieved passages, even after a direct search for that word (``scope.look_up_anchors``), when
the retrieved passages share almost none of its content words, or when its vector comes near no
passage of the docs (``far``, ``docs_core.retrieval.nearness``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from docs_core.agent.text import (
    LIST_ITEM,
    EvidenceWords,
    abstention_anchors,
    anchor_terms,
    contains_term,
    content_terms,
    sentences,
)
from docs_core.models import SearchHit

__all__ = [
    "EXTRACTIVE_LABEL",
    "MAX_MISSPELT_WORDS",
    "Coverage",
    "abstention_text",
    "coverage",
    "extractive_answer",
]

EXTRACTIVE_LABEL = "Extractive answer (quoted from the Redis docs, no model):"
MIN_TERM_COVERAGE = 0.15
MIN_PREFIX_CHARS = 5
MAX_MISSPELT_WORDS = 8
MAX_SENTENCES = 5
MIN_SENTENCES = 3
MAX_SENTENCE_CHARS = 400
RELATIVE_SENTENCE_FLOOR = 0.5
RANK_DECAY = 0.5
_PARTS = re.compile(r"[a-z]+")
MAX_LIST_ITEMS = 6
MAX_LIST_CHARS = 700


@dataclass(frozen=True)
class Coverage:
    """How much of the question the evidence mentions; ``abstain`` is the rule's verdict."""

    anchors: tuple[str, ...]
    missing_anchors: tuple[str, ...]
    term_coverage: float
    terms: int = 1
    far: bool = False

    @property
    def abstain(self) -> bool:
        # A question with no word to look up ("???", "the and of") has nothing to answer.
        nothing_asked = not self.anchors and not self.terms
        few_terms = self.term_coverage < MIN_TERM_COVERAGE
        return nothing_asked or bool(self.missing_anchors) or few_terms or self.far


def _evidence_text(hits: Sequence[SearchHit], passages: dict[str, str]) -> str:
    return "\n".join(
        f"{h.title}\n{h.section}\n{h.page_id}\n{passages.get(h.id) or h.text}" for h in hits
    ).lower()


def coverage(
    question: str, hits: Sequence[SearchHit], passages: dict[str, str] | None = None
) -> Coverage:
    """Which question words the retrieved evidence contains."""
    text = _evidence_text(hits, passages or {})
    anchors = abstention_anchors(question)
    missing = [a for a in anchors if not _mentioned(text, a)]
    terms = content_terms(question)
    unseen = [t for t in terms if not _mentioned(text, t)]
    # Search corrects a misspelt word (zrnge, expier) before it finds the evidence, so the
    # evidence holds the word as the docs spell it. Search corrects at most three words; a
    # few more are read here, never a long question's every word.
    words = EvidenceWords(text)
    read = list(dict.fromkeys([*missing, *unseen]))[:MAX_MISSPELT_WORDS]
    misspelt = {w for w in read if words.misspelt_in(w)}
    still_missing = tuple(a for a in missing if a not in misspelt)
    covered = len(terms) - len([t for t in unseen if t not in misspelt])
    share = covered / len(terms) if terms else 1.0
    return Coverage(tuple(anchors), still_missing, share, len(terms))


def _mentioned(text: str, term: str) -> bool:
    if contains_term(text, term):
        return True
    # A long identifier may be the stem of the documented one (MISCONF vs MISCONFIG).
    if len(term) >= MIN_PREFIX_CHARS and re.search(rf"(?<![a-z0-9_]){re.escape(term)}", text):
        return True
    # Identifiers are written with other separators or placeholders in the docs (node_redis for
    # node-redis, __keyevent@<db>__ for __keyevent@0__): then every word part of 3+ letters
    # must occur.
    parts = [p for p in _PARTS.findall(term) if len(p) >= 3]
    if not parts or parts == [term]:
        return False
    return all(re.search(rf"(?<![a-z0-9]){p}(?![a-z0-9])", text) for p in parts)


def abstention_text(question_coverage: Coverage) -> str:
    missing = question_coverage.missing_anchors
    if missing:
        detail = f" None of the retrieved pages mention {', '.join(repr(m) for m in missing)}."
    elif not question_coverage.anchors and not question_coverage.terms:
        detail = " The question holds no word to look up."
    elif question_coverage.far and question_coverage.term_coverage >= MIN_TERM_COVERAGE:
        detail = " No page of the docs comes near its subject."
    else:
        detail = " The retrieved pages do not match the question."
    return (
        "The Redis docs do not describe this, so there is no documented answer to give."
        + detail
        + " Try search with different words if you expected it to be covered."
    )


def extractive_answer(
    question: str, hits: Sequence[SearchHit], passages: dict[str, str] | None = None
) -> str:
    """Quote the sentences that best cover the question, strongest documents first; when the
    evidence holds a code example (a code question routed to ``search_examples``), its code is
    quoted whole first, and the sentences come from the other documents."""
    passages = passages or {}
    examples = [hit for hit in hits if hit.kind == "example"]
    if examples:
        top = examples[0]
        prose = [hit for hit in hits if hit.kind != "example"]
        rest = extractive_answer(question, prose, passages) if prose else EXTRACTIVE_LABEL
        quoted = f"- {top.title}:\n\n{top.text}"
        return rest.replace(EXTRACTIVE_LABEL, f"{EXTRACTIVE_LABEL}\n\n{quoted}", 1)
    terms = content_terms(question)
    anchors = set(anchor_terms(question))
    candidates: list[tuple[float, int, int, str, SearchHit]] = []
    all_sentences = [
        (rank, position, sentence, hit)
        for rank, hit in enumerate(hits)
        for position, sentence in enumerate(sentences(passages.get(hit.id) or hit.text))
    ]
    df = {t: sum(contains_term(s.lower(), t) for _, _, s, _ in all_sentences) for t in terms}
    total = max(len(all_sentences), 1)
    for rank, position, sentence, hit in all_sentences:
        lowered = sentence.lower()
        score = sum(
            math.log(1 + total / df[t]) * (2.0 if t in anchors else 1.0)
            for t in terms
            if df[t] and contains_term(lowered, t)
        )
        if score > 0 and len(sentence) > 20:
            candidates.append((score / (1 + RANK_DECAY * rank), rank, position, sentence, hit))
    candidates.sort(key=lambda c: (-c[0], c[1], c[2]))
    if candidates:
        floor = RELATIVE_SENTENCE_FLOOR * candidates[0][0]
        candidates = candidates[:MIN_SENTENCES] + [
            c for c in candidates[MIN_SENTENCES:] if c[0] >= floor
        ]
    chosen: list[tuple[int, int, str, SearchHit]] = []
    per_hit: dict[str, int] = {}
    for _, rank, position, sentence, hit in candidates:
        if per_hit.get(hit.id, 0) >= 2 or any(sentence == c[2] for c in chosen):
            continue
        per_hit[hit.id] = per_hit.get(hit.id, 0) + 1
        chosen.append((rank, position, sentence[:MAX_SENTENCE_CHARS], hit))
        if len(chosen) == MAX_SENTENCES:
            break
    if not chosen and hits:
        top = hits[0]
        chosen = [(0, 0, (passages.get(top.id) or top.text)[:MAX_SENTENCE_CHARS], top)]
    chosen.sort(key=lambda c: (c[0], c[1]))
    lines = [
        f"- {_with_list(passages.get(hit.id) or hit.text, sentence)} ({hit.title})"
        for _, _, sentence, hit in chosen
    ]
    return EXTRACTIVE_LABEL + "\n\n" + "\n".join(lines)


def _with_list(passage: str, sentence: str) -> str:
    """A sentence introducing a list (ends with ':') is useless alone: keep its items."""
    if not sentence.rstrip().endswith(":"):
        return sentence
    parts = sentences(passage)
    if sentence not in parts:
        return sentence
    items = []
    for line in parts[parts.index(sentence) + 1 : parts.index(sentence) + 1 + MAX_LIST_ITEMS]:
        if not LIST_ITEM.match(line):
            break
        items.append(line)
    return "\n  ".join([sentence, *items])[:MAX_LIST_CHARS]
