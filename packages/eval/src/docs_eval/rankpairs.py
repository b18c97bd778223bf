"""Training queries for the learned ranker, made from the corpus's own structure
(spec/011-retrieval.md, "Learned ranker"; no human labels).

Four sources, each a (query, page) pair:
- a command's summary -> its command page, with the command's name taken out ("Adds an item
  to a Cuckoo Filter", not "CF.ADD ..."), so the query says what the command does;
- a page's front-matter description -> the page, when it does not repeat the title;
- a section heading -> its page, when the heading is specific (3+ words, on one page only);
- a link's anchor text -> the page it points to, when the text is not that page's title.

A query that spells its target's title would teach the model that the title match is always
right; natural questions rarely do, so such pairs are dropped. Questions the caller names
(the dev and held-out sets) never enter: a query sharing half its words with one of them is
dropped too. The sample is deterministic for a seed.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from docs_core.retrieval.fetching import linked_page_ids
from docs_core.schema import Command, Page
from docs_core.taxonomy import LATEST

__all__ = ["PairSource", "TrainingPair", "corpus_pairs", "query_words", "too_close"]

PairSource = Literal["summary", "description", "heading", "anchor"]
SOURCES: tuple[PairSource, ...] = ("summary", "description", "heading", "anchor")

MIN_WORDS = 3
MAX_WORDS = 24
TITLE_SHARE = 0.6
EXCLUDE_SHARE = 0.5

_WORD = re.compile(r"[a-z0-9]+")
_ANCHOR = re.compile(r"\[([^\]\n]{3,120})\]\((https?://[^)\s]+)\)")
_MARKUP = re.compile(r"[`*_{}<>\[\]]|\{\{.*?\}\}")
_STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "for",
        "from",
        "how",
        "i",
        "in",
        "is",
        "it",
        "of",
        "on",
        "or",
        "the",
        "this",
        "to",
        "with",
        "your",
        "you",
    ]
)


@dataclass(frozen=True, slots=True)
class TrainingPair:
    """A generated query and the page that answers it."""

    query: str
    page_id: str
    source: PairSource


def corpus_pairs(
    pages: Sequence[Page],
    commands: Sequence[Command],
    *,
    count: int,
    seed: int,
    exclude: Sequence[str] = (),
) -> list[TrainingPair]:
    """At most ``count`` pairs, an equal share per source where each has enough, drawn with
    ``random.Random(seed)`` from candidates in a fixed order; none close to ``exclude``."""
    latest = sorted((p for p in pages if p.version == LATEST), key=lambda p: p.id)
    titles = {p.id: p.title for p in latest}
    candidates: dict[PairSource, list[TrainingPair]] = {
        "summary": list(_summary_pairs(commands, titles)),
        "description": list(_description_pairs(latest)),
        "heading": list(_heading_pairs(latest)),
        "anchor": list(_anchor_pairs(latest, titles)),
    }
    excluded = [query_words(text) for text in exclude]
    rng = random.Random(seed)
    out: list[TrainingPair] = []
    share = count // len(SOURCES)
    for source in SOURCES:
        kept = [
            pair
            for pair in _dedupe(candidates[source])
            if not too_close(query_words(pair.query), excluded)
        ]
        rng.shuffle(kept)
        out.extend(kept[:share])
    return out


def too_close(words: set[str], excluded: Iterable[set[str]]) -> bool:
    """Whether ``words`` shares at least half (Jaccard) with any of ``excluded``."""
    for other in excluded:
        union = words | other
        if union and len(words & other) / len(union) >= EXCLUDE_SHARE:
            return True
    return False


def _summary_pairs(commands: Sequence[Command], titles: dict[str, str]) -> Iterable[TrainingPair]:
    for command in sorted(commands, key=lambda c: c.id):
        if command.version != LATEST or command.page_id not in titles:
            continue
        name = {w for w in _WORD.findall(command.name.lower())}
        kept = [w for w in command.summary.split() if not (query_words(w) & name)]
        query = _clean(" ".join(kept))
        if query:
            yield TrainingPair(query, command.page_id, "summary")


def _description_pairs(pages: Sequence[Page]) -> Iterable[TrainingPair]:
    for page in pages:
        query = _clean(page.description.split(". ")[0])
        if query and not _spells_title(query, page.title):
            yield TrainingPair(query, page.id, "description")


def _heading_pairs(pages: Sequence[Page]) -> Iterable[TrainingPair]:
    seen: dict[str, int] = {}
    for page in pages:
        for heading in set(page.headings.splitlines()):
            key = " ".join(sorted(query_words(heading)))
            seen[key] = seen.get(key, 0) + 1
    for page in pages:
        for heading in sorted(set(page.headings.splitlines())):
            query = _clean(heading)
            if (
                query
                and seen[" ".join(sorted(query_words(heading)))] == 1
                and not _spells_title(query, page.title)
            ):
                yield TrainingPair(query, page.id, "heading")


def _anchor_pairs(pages: Sequence[Page], titles: dict[str, str]) -> Iterable[TrainingPair]:
    for page in pages:
        for text, url in _ANCHOR.findall(page.body):
            targets = linked_page_ids(f"]({url})", page.id)
            if not targets or targets[0] not in titles:
                continue
            query = _clean(text)
            if query and not _spells_title(query, titles[targets[0]]):
                yield TrainingPair(query, targets[0], "anchor")


def _dedupe(pairs: Iterable[TrainingPair]) -> list[TrainingPair]:
    """One pair per query text (the first); a text pointing at several pages is ambiguous
    and dropped."""
    targets: dict[str, set[str]] = {}
    first: dict[str, TrainingPair] = {}
    for pair in pairs:
        key = pair.query.lower()
        targets.setdefault(key, set()).add(pair.page_id)
        first.setdefault(key, pair)
    return [pair for key, pair in first.items() if len(targets[key]) == 1]


def _clean(text: str) -> str:
    """Plain words of ``text`` (no markup), or "" when too short or too long to be a query."""
    words = _MARKUP.sub(" ", text).split()
    topical = [w for w in words if query_words(w) - _STOP]
    if len(topical) < MIN_WORDS or len(words) > MAX_WORDS:
        return ""
    return " ".join(words).strip(" .:;,")


def _spells_title(query: str, title: str) -> bool:
    """Whether most of the title's words are in ``query`` (the query is the title, reworded)."""
    title_words = query_words(title) - _STOP
    if not title_words:
        return False
    return len(title_words & query_words(query)) / len(title_words) >= TITLE_SHARE


def query_words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))
