"""The legs of one search: the requests built from a query, and their replies read back as
ranked key lists (spec/011-retrieval.md).

Per variant (the query or an alternate, under one version filter) a search sends a chunk and a
page hybrid leg; then exact-phrase legs, one lookup of the command names the query may contain
and one KNN leg over command records, all in one pipeline. Nothing here talks to Redis:
:meth:`LegPlan.queue` puts commands on the caller's pipeline and :meth:`LegPlan.parse` reads the
replies the caller got back, in the same order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from docs_core.keys import ALIASES, Entity, page_key_of_command
from docs_core.retrieval.capabilities import (
    ClientHybrid,
    HybridLeg,
    HybridStrategy,
    knn_search_args,
    latest_only,
    parse_search_keys,
    text_search_args,
)
from docs_core.retrieval.clientlegs import client_guide_legs
from docs_core.retrieval.commandlegs import (
    close_commands,
    command_lookup_args,
    command_name_key,
    named_command_keys,
)
from docs_core.retrieval.intents import clause_text_queries, intent_command_args
from docs_core.retrieval.intents import intents as question_intents
from docs_core.retrieval.nearness import NEAREST_CANDIDATES
from docs_core.retrieval.searchrows import knn_distances
from docs_core.retrieval.textquery import (
    CHUNK_PHRASE_WEIGHTS,
    CHUNK_TEXT_FIELDS,
    CommandCandidate,
    CommonTerms,
    ParsedQuery,
    command_candidates,
    escape_tag,
    phrase_clause,
    quoted_error_words,
    text_clause,
)
from docs_core.retrieval.tuning import SearchTuning
from docs_core.retrieval.variants import (
    MAX_ALTERNATES,
    Variant,
    page_filter,
    query_strings,
    variants,
    version_filters,
)
from docs_core.retrieval.vocabulary import (
    CorpusVocabulary,
    corrects,
    misspelled_words,
    route_keys,
    route_requests,
    spellcheck_args,
)
from docs_core.taxonomy import LATEST

__all__ = [
    "COMMAND_PRODUCT",
    "MAX_ALTERNATES",
    "LegPlan",
    "LegResults",
    "LegRole",
    "RankedLists",
    "Variant",
    "command_lookup_args",
    "command_name_key",
    "page_filter",
    "plan_legs",
    "query_strings",
    "variants",
    "version_filters",
]

# Command records carry no product (their pages are oss), so a search filtered to another product
# skips the command legs.
COMMAND_PRODUCT = "oss"

LegEntity = Literal["chunk", "page"]
LegRole = Literal[
    "main", "other", "client", "methods", "phrase_main", "phrase_other", "error", "command_knn"
]
"""What a fused list came from: the query's own hybrid leg (``main``), an alternate's or another
version's (``other``), a named client's, the method passages of the own leg
(``docs_core.retrieval.methodchunks``), an identifier phrase leg, the error route, the command
KNN leg."""
RankedLists = list[tuple[list[str], float]]
"""Ranked keys, best first, each list with its fusion weight."""

_PAGE_TEXT = ("title", "description", "headings")
_INDEX = {"chunk": ALIASES[Entity.CHUNK], "page": ALIASES[Entity.PAGE]}
_LATEST_FILTER = f"@version:{{{LATEST}}}"


class _Pipeline(Protocol):
    def execute_command(self, *args: Any, **options: Any) -> Any: ...


@dataclass(frozen=True, slots=True)
class LegResults:
    """What the legs found: chunk and page key lists to fuse, and the Command records whose
    names the query contains (key and candidate, in the order the query names them)."""

    chunk_lists: RankedLists
    page_lists: RankedLists
    command_hits: list[tuple[str, CommandCandidate]]
    intent_lists: list[list[str]] = field(default_factory=list)
    """Per intent of the question (``intents``), command page keys ranked by its clause."""
    chunk_roles: list[LegRole] = field(default_factory=list)
    page_roles: list[LegRole] = field(default_factory=list)
    """The leg behind each chunk and page list, in order (the learned ranker's features)."""
    nearest_distance: float | None = None
    """The main chunk leg's nearest latest passage, when its KNN read the latest docs unfiltered
    and returned distances (``nearness``: the note and ``ask`` need no KNN of their own)."""


@dataclass(frozen=True, slots=True)
class LegPlan:
    """The commands of one search pipeline, and how to read their replies back."""

    tuning: SearchTuning
    hybrid: list[tuple[LegEntity, HybridLeg, float]]
    phrases: list[tuple[LegEntity, str, float]]
    command_names: dict[str, CommandCandidate]
    command_vector: bytes | None
    text_only: bool
    error_route: tuple[str, tuple[str, ...]] | None = None
    """The error-route leg: its text query and the chunk keys it may return."""
    intents: tuple[ParsedQuery, ...] = ()
    """The question's clauses, each with a command-summary leg (``intents``)."""
    hybrid_roles: tuple[LegRole, ...] = ()
    phrase_roles: tuple[LegRole, ...] = ()

    def queue(self, pipe: _Pipeline, strategy: HybridStrategy) -> None:
        for _, leg, _ in self.hybrid:
            strategy.queue(pipe, leg)
        for entity, query, _ in self.phrases:
            args = text_search_args(_INDEX[entity], query, None, self.tuning.phrase_candidates)
            pipe.execute_command(*args)
        if self.command_names:
            names = " | ".join(escape_tag(c) for c in self.command_names)
            pipe.execute_command(
                "FT.SEARCH",
                ALIASES[Entity.COMMAND],
                f"@name_key:{{{names}}} {_LATEST_FILTER}",
                "RETURN",
                1,
                "name_key",
                "LIMIT",
                0,
                len(self.command_names),
                "DIALECT",
                2,
            )
        if (spellcheck := self._spellcheck()) is not None:
            pipe.execute_command(*spellcheck)
        for args in self._route_requests():
            pipe.execute_command(*args)
        if self.command_vector is not None:
            args = knn_search_args(
                ALIASES[Entity.COMMAND],
                self.command_vector,
                _LATEST_FILTER,
                self.tuning.command_vector_candidates,
            )
            pipe.execute_command(*args)
        for intent in self.intents:
            pipe.execute_command(*intent_command_args(intent, self.tuning.intent_candidates))

    def parse(self, replies: Sequence[Any], strategy: HybridStrategy) -> LegResults:
        """Read the RESP2 replies of the commands :meth:`queue` sent, in the same order."""
        replies = list(replies)
        intent_replies = replies[len(replies) - len(self.intents) :] if self.intents else []
        del replies[len(replies) - len(intent_replies) :]
        intent_lists = [
            [page_key_of_command(key) for key in parse_search_keys(reply)]
            for reply in intent_replies
        ]
        page_lists: RankedLists = []
        chunk_roles: list[LegRole] = []
        page_roles: list[LegRole] = []
        if self.command_vector is not None:
            close = close_commands(replies.pop(), self.tuning.command_vector_max_distance)
            page_lists.append(
                ([page_key_of_command(key) for key in close], self.tuning.command_vector_weight)
            )
            page_roles.append("command_knn")
        chunk_lists: RankedLists = []
        step = strategy.replies_per_leg
        nearest: float | None = None
        distances = isinstance(strategy, ClientHybrid) and not self.text_only
        for i, (entity, leg, weight) in enumerate(self.hybrid):
            leg_replies = replies[i * step : (i + 1) * step]
            role = self.hybrid_roles[i] if i < len(self.hybrid_roles) else "other"
            # Read only where the leg walked as many neighbours as the check would (RET-119).
            enough = leg.vector_candidates + 1 >= NEAREST_CANDIDATES and latest_only(leg.filter)
            if distances and enough and role == "main" and entity == "chunk":
                nearest = next((d for _, d in knn_distances(leg_replies[1])), None)
            if self.text_only:
                keys = _text_keys(leg, leg_replies, strategy)
            else:
                keys = strategy.fuse(leg, leg_replies)
            (chunk_lists if entity == "chunk" else page_lists).append((keys, weight))
            (chunk_roles if entity == "chunk" else page_roles).append(role)
        base = len(self.hybrid) * step
        for j, (entity, _, weight) in enumerate(self.phrases):
            keys = parse_search_keys(replies[base + j])
            (chunk_lists if entity == "chunk" else page_lists).append((keys, weight))
            role = self.phrase_roles[j] if j < len(self.phrase_roles) else "phrase_other"
            (chunk_roles if entity == "chunk" else page_roles).append(role)
        rest = iter(replies[base + len(self.phrases) :])
        named = named_command_keys(next(rest)) if self.command_names else []
        unknown = misspelled_words(next(rest)) if self._spellcheck() is not None else {}
        if self.error_route is not None:
            route = [next(rest) for _ in self._route_requests()]
            keys = route_keys(route, self.tuning.error_route_candidates)
            chunk_lists.append((keys, self.tuning.error_route_weight))
            chunk_roles.append("error")
        command_hits: list[tuple[str, CommandCandidate]] = []
        for key, name_key in named:
            candidate = self.command_names.get(name_key)
            if candidate is not None and (
                candidate.fuzzy_of is None or corrects(candidate.fuzzy_of, name_key, unknown)
            ):
                command_hits.append((key, candidate))
        command_hits.sort(key=lambda hit: hit[1].position)
        return LegResults(
            chunk_lists,
            page_lists,
            command_hits,
            intent_lists,
            chunk_roles,
            page_roles,
            nearest_distance=nearest,
        )

    def _spellcheck(self) -> list[Any] | None:
        words = [c.fuzzy_of for c in self.command_names.values() if c.fuzzy_of is not None]
        return spellcheck_args(words) if words else None

    def _route_requests(self) -> list[list[Any]]:
        if self.error_route is None:
            return []
        query, keys = self.error_route
        return route_requests(query, keys, self.tuning.error_route_candidates)


def plan_legs(
    variants: Sequence[Variant],
    strings: Sequence[str],
    tuning: SearchTuning,
    *,
    chunks: bool,
    pages: bool,
    commands: bool = True,
    vocabulary: CorpusVocabulary | None = None,
    common: CommonTerms | None = None,
) -> LegPlan:
    """The legs for ``variants``; ``strings`` (query and alternates) name the commands looked
    up. Command legs need the page legs (their hits are credited to command pages). With the
    index's ``vocabulary``, misspelt command names are looked up too and error names route to
    the chunks that explain them."""
    base_text_weight, vector_weight = tuning.leg_weights()
    # A text-only search keeps the strategies' request shape and asks for one neighbour.
    chunk_neighbours = tuning.chunk_vector_candidates if vector_weight else 1
    page_neighbours = tuning.page_vector_candidates if vector_weight else 1
    hybrid: list[tuple[LegEntity, HybridLeg, float]] = []
    hybrid_roles: list[LegRole] = []
    for n, variant in enumerate(variants):
        role: LegRole = "main" if n == 0 else "other"
        text_weight = tuning.text_weight_for(variant.parsed, base_text_weight)
        if chunks:
            clause = text_clause(variant.parsed, CHUNK_TEXT_FIELDS, CHUNK_PHRASE_WEIGHTS, common)
            leg = HybridLeg(
                _INDEX["chunk"],
                clause if text_weight else None,
                variant.vector,
                variant.filter,
                tuning.chunk_text_candidates,
                chunk_neighbours,
                tuning.rrf_k,
                text_weight,
                vector_weight,
            )
            hybrid.append(("chunk", leg, variant.weight * tuning.chunk_weight))
            hybrid_roles.append(role)
        if pages:
            clause = text_clause(variant.parsed, _PAGE_TEXT, {"title": 5})
            leg = HybridLeg(
                _INDEX["page"],
                clause if text_weight else None,
                variant.vector,
                variant.filter,
                tuning.page_text_candidates,
                page_neighbours,
                tuning.rrf_k,
                text_weight,
                vector_weight,
            )
            hybrid.append(("page", leg, variant.weight * tuning.page_weight))
            hybrid_roles.append(role)
    if chunks and tuning.client_leg_weight:
        weights = (base_text_weight, vector_weight)
        client = client_guide_legs(
            variants[0], strings[0], tuning, weights, chunk_neighbours, common=common
        )
        weight = variants[0].weight * tuning.client_leg_weight
        hybrid.extend(("chunk", leg, weight) for leg in client)
        hybrid_roles.extend("client" for _ in client)
    phrases: list[tuple[LegEntity, str, float]] = []
    phrase_roles: list[LegRole] = []
    if base_text_weight and tuning.phrase_weight:
        for n, variant in enumerate(variants):
            weight = variant.weight * tuning.phrase_weight_for(variant.parsed)
            phrase_role: LegRole = "phrase_main" if n == 0 else "phrase_other"
            if chunks and (clause := phrase_clause(variant.parsed, CHUNK_TEXT_FIELDS)):
                phrases.append(("chunk", f"{variant.filter} {clause}", weight))
                phrase_roles.append(phrase_role)
            if pages and (clause := phrase_clause(variant.parsed, _PAGE_TEXT)):
                phrases.append(("page", f"{variant.filter} {clause}", weight))
                phrase_roles.append(phrase_role)
    names: dict[str, CommandCandidate] = {}
    if pages and base_text_weight and commands:
        for string in strings:
            for candidate in command_candidates(string):
                known = names.get(candidate.name_key)
                if known is None or (candidate.strong and not known.strong):
                    names[candidate.name_key] = candidate
        if vocabulary is not None and tuning.fuzzy_command_weight:
            for string in strings:
                for candidate in vocabulary.fuzzy_commands(string):
                    names.setdefault(candidate.name_key, candidate)
        errors = vocabulary.error_chunks if vocabulary is not None else ()
        quoted = quoted_error_words(strings[0], errors)
        names = {k: c for k, c in names.items() if not quoted.issuperset(k.split())}
    error_route = None
    if vocabulary is not None and chunks and base_text_weight and tuning.error_route_weight:
        routed, keys = vocabulary.error_route(strings[0])
        clause = text_clause(variants[0].parsed, CHUNK_TEXT_FIELDS, CHUNK_PHRASE_WEIGHTS, common)
        if keys and clause is not None:
            # A misspelt name ("MISCONF" for the docs' MISCONFIG) routes to chunks that do not
            # hold the query's word: the route searches them for the name it stands for too.
            said = set(variants[0].parsed.terms)
            meant = [name.lower() for name in routed if name.lower() not in said]
            if meant:
                clause = f"({clause} | @text:({' | '.join(meant)}))"
            error_route = (f"{variants[0].filter} {clause}", keys)
    command_knn = commands and pages and vector_weight and tuning.command_vector_weight
    split = commands and pages and tuning.intent_weight
    clauses = tuple(question_intents(strings[0])) if split else ()
    if chunks and base_text_weight and tuning.intent_text_weight:
        for query in clause_text_queries(clauses, variants[0].filter, common):
            phrases.append(("chunk", query, tuning.intent_text_weight))
            # The shipped ranker model was trained before these legs existed; to it they are
            # the alternates' phrase legs (a role of their own would change its features).
            phrase_roles.append("phrase_other")
    return LegPlan(
        tuning,
        hybrid,
        phrases,
        names,
        command_vector=variants[0].vector if command_knn else None,
        text_only=vector_weight == 0,
        error_route=error_route,
        intents=clauses,
        hybrid_roles=tuple(hybrid_roles),
        phrase_roles=tuple(phrase_roles),
    )


def _text_keys(leg: HybridLeg, replies: Sequence[Any], strategy: HybridStrategy) -> list[str]:
    if isinstance(strategy, ClientHybrid):
        return parse_search_keys(replies[0]) if leg.text is not None else []
    return strategy.fuse(leg, replies)
