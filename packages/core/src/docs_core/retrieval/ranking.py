"""From the legs' key lists to the candidates a search shows (spec/011-retrieval.md).

Pages are ranked first (RRF over chunk and page lists, a boost for the commands the query names,
then the page priors), and the learned ranker (``ranker``) reorders the top ``ranker_depth``
pages (20) when ``learned_ranker`` is on: by default, unless a language is asked for or named.
Each page then shows its best record (the Command record of a command the query names, else its
best chunk, else the page itself), and at most ``per_page_cap`` records, each further chunk of a
page weighing less (``repeat_factor``) and coming from a section the page has not shown yet (two
windows of one section share a url and a title).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from docs_core.ids import LEAD_ANCHOR, section_id
from docs_core.keys import Entity, record_id, record_key
from docs_core.retrieval.examplewords import api_words
from docs_core.retrieval.fusion import by_score, page_of, rrf, rrf_pages
from docs_core.retrieval.legs import LegResults, RankedLists
from docs_core.retrieval.priors import apply_page_priors
from docs_core.retrieval.ranker import learned_order, served_model
from docs_core.retrieval.rankfeatures import CandidateFeatures, candidate_features
from docs_core.retrieval.tuning import SearchTuning

__all__ = [
    "Candidate",
    "CandidateKind",
    "chunk_candidates",
    "ordered_pages",
    "page_candidates",
    "page_scores",
    "rank_candidates",
    "ranker_inputs",
]

CandidateKind = Literal["chunk", "page", "command"]
_COMMAND_PAGES = "commands/"


@dataclass(slots=True)
class Candidate:
    """A record to show: its key, kind, the page it belongs to and its score."""

    key: str
    kind: CandidateKind
    page_id: str
    score: float


def page_scores(results: LegResults, query: str, tuning: SearchTuning) -> dict[str, float]:
    """Page id -> score: RRF over every list (a chunk list ranks a page by its first chunk),
    plus a boost for each named command's page (strong names weigh more, misspelt names their
    own weight), then the priors; with ``tuning.learned_ranker`` the model reorders the top."""
    fused, ranked = _fused_and_ranked(results, query, tuning)
    if tuning.learned_ranker:
        return learned_order(
            results,
            query,
            fused,
            ranked,
            depth=tuning.ranker_depth,
            weight=tuning.ranker_weight,
            model=served_model(tuning.labelled_model),
        )
    return ranked


def ordered_pages(results: LegResults, query: str, tuning: SearchTuning) -> dict[str, float]:
    """Page id -> score after the priors, before the learned ranker (``page_scores``)."""
    return _fused_and_ranked(results, query, tuning)[1]


def ranker_inputs(results: LegResults, query: str, tuning: SearchTuning) -> CandidateFeatures:
    """The rows the learned ranker scores for ``results`` (whether or not it is on)."""
    fused, ranked = _fused_and_ranked(results, query, tuning)
    return candidate_features(results, query, fused, ranked, depth=tuning.ranker_depth)


def _fused_and_ranked(
    results: LegResults, query: str, tuning: SearchTuning
) -> tuple[dict[str, float], dict[str, float]]:
    """Page scores before the priors (RRF, command boosts, intents) and after them."""
    k = tuning.rrf_k
    lists = [
        ([record_id(key) for key in keys], weight)
        for keys, weight in (*results.chunk_lists, *results.page_lists)
    ]
    scores = rrf_pages(lists, k=k)
    named = [(key, c) for key, c in results.command_hits if c.fuzzy_of is None]
    strong = [record_id(key) for key, c in named if c.strong]
    weak = [record_id(key) for key, c in named if not c.strong]
    fuzzy = [record_id(key) for key, c in results.command_hits if c.fuzzy_of is not None]
    called: list[str] = []
    if tuning.api_command_weight and tuning.asked_languages and (words := api_words(query)):
        called = [page for page in [*strong, *weak] if page.partition("/")[2] not in words]
    for page, boost in rrf(
        [
            (strong, tuning.strong_command_weight),
            (weak, tuning.weak_command_weight),
            (fuzzy, tuning.fuzzy_command_weight),
            (called, tuning.api_command_weight),
        ],
        k=1.0,
    ).items():
        scores[page] = scores.get(page, 0.0) + boost / (k + 1) * 2
    if results.intent_lists and tuning.intent_weight:
        _credit_intents(scores, results.intent_lists, tuning)
    if not tuning.page_priors:
        return scores, scores
    return scores, apply_page_priors(
        scores,
        query,
        unnamed_product_keep=tuning.unnamed_product_keep,
        asked=tuning.asked_languages,
    )


def _credit_intents(
    scores: dict[str, float], intent_lists: Sequence[Sequence[str]], tuning: SearchTuning
) -> None:
    """The clauses reorder the command pages the whole question found (among its
    ``intent_pool`` best) and nothing else: the commands keep the score slots they held, and
    each slot goes to the command its own score plus the clauses' credit ranks there. A clause
    thus picks the member of a family its words name; it never lifts a command over a page."""
    pool = by_score(scores)[: tuning.intent_pool]
    commands = [page for page in pool if page.startswith(_COMMAND_PAGES)]
    credit = rrf(
        ([record_id(key) for key in keys if record_id(key) in commands], 1.0)
        for keys in intent_lists
    )
    if len(commands) < 2 or not credit:
        return
    slots = sorted((scores[page] for page in commands), reverse=True)
    order = sorted(
        commands,
        key=lambda page: (-(scores[page] + tuning.intent_weight * credit.get(page, 0.0)), page),
    )
    for page, slot in zip(order, slots, strict=True):
        scores[page] = slot


def rank_candidates(
    results: LegResults, query: str, tuning: SearchTuning, *, limit: int, live_version: int
) -> list[Candidate]:
    """At most ``limit`` candidates, best first, at most ``tuning.per_page_cap`` per page; ties
    rank by record id. ``live_version`` (the served index version) builds the key of a guide
    that only its language variants credited (the priors), which no list returned."""
    scores = page_scores(results, query, tuning)
    chunk_scores = rrf(results.chunk_lists, k=tuning.rrf_k)
    chunks_by_page: dict[str, list[str]] = {}
    for key in by_score(chunk_scores):
        chunks_by_page.setdefault(page_of(record_id(key)), []).append(key)
    page_keys = {record_id(key): key for keys, _ in results.page_lists for key in keys}
    strong_commands = {record_id(key): key for key, c in results.command_hits if c.strong}
    out: list[Candidate] = []
    for page, score in scores.items():
        chunk_keys = chunks_by_page.get(page, [])
        repeats: list[str] = []
        if page in strong_commands:
            out.append(Candidate(strong_commands[page], "command", page, score))
            # The Command record shows the page's lead: its url and title are the page's.
            shown = section_id(page, LEAD_ANCHOR)
            repeats = _other_sections(chunk_keys, shown, tuning.per_page_cap - 1)
        elif chunk_keys:
            out.append(Candidate(chunk_keys[0], "chunk", page, score))
            shown = _section_of(chunk_keys[0])
            repeats = _other_sections(chunk_keys[1:], shown, tuning.per_page_cap - 1)
        elif page in page_keys:
            out.append(Candidate(page_keys[page], "page", page, score))
        else:
            command_key = next(
                (key for key, _ in results.command_hits if record_id(key) == page), None
            )
            if command_key is None:
                # Hydration drops the candidate if the guide has no record after all.
                out.append(
                    Candidate(record_key(Entity.PAGE, live_version, page), "page", page, score)
                )
            else:
                out.append(Candidate(command_key, "command", page, score))
        best_chunk = chunk_scores[chunk_keys[0]] if chunk_keys else 1.0
        for n, key in enumerate(repeats, start=1):
            relative = chunk_scores[key] / best_chunk if best_chunk else 0.0
            out.append(Candidate(key, "chunk", page, score * relative * tuning.repeat_factor**n))
    out.sort(key=lambda c: (-c.score, record_id(c.key)))
    return out[:limit]


def _section_of(chunk_key: str) -> str:
    """``docs:v1:c:commands/get#syntax:w2`` -> ``commands/get#syntax``."""
    return record_id(chunk_key).rpartition(":w")[0]


def _other_sections(chunk_keys: Sequence[str], shown: str, count: int) -> list[str]:
    """At most ``count`` of ``chunk_keys``, in order, each from a section other than ``shown``
    and than those of the keys before it."""
    seen = {shown}
    out: list[str] = []
    for key in chunk_keys:
        if len(out) >= count:
            break
        section = _section_of(key)
        if section not in seen:
            seen.add(section)
            out.append(key)
    return out


def chunk_candidates(
    chunk_lists: RankedLists, tuning: SearchTuning, *, limit: int
) -> list[Candidate]:
    """Chunks ranked on their own (RRF over the chunk lists), at most ``limit``."""
    scores = rrf(chunk_lists, k=tuning.rrf_k)
    return [
        Candidate(key, "chunk", page_of(record_id(key)), scores[key])
        for key in by_score(scores)[:limit]
    ]


def page_candidates(scores: dict[str, float], *, limit: int, live_version: int) -> list[Candidate]:
    """The ``limit`` best pages of ``page_scores`` as page records of index ``live_version``."""
    return [
        Candidate(record_key(Entity.PAGE, live_version, page), "page", page, scores[page])
        for page in by_score(scores)[:limit]
    ]
