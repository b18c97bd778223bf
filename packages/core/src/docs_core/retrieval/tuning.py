"""``SearchTuning``: the ranking knobs of the read path (spec/011-retrieval.md)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from docs_core.languages import Language
from docs_core.retrieval.priors import language_slugs
from docs_core.retrieval.textquery import ParsedQuery

__all__ = ["Mode", "SearchTuning"]

Mode = Literal["hybrid", "text", "vector"]


@dataclass(frozen=True, slots=True)
class SearchTuning:
    """Ranking knobs; the defaults are the measured choice recorded in spec/011-retrieval.md."""

    mode: Mode = "hybrid"
    rrf_k: float = 10.0
    chunk_text_candidates: int = 50
    chunk_vector_candidates: int = 50
    page_text_candidates: int = 30
    page_vector_candidates: int = 30
    chunk_weight: float = 1.0
    page_weight: float = 1.0
    phrase_weight: float = 0.3
    phrase_candidates: int = 20
    strong_command_weight: float = 3.0
    weak_command_weight: float = 0.5
    per_page_cap: int = 2
    repeat_factor: float = 0.5
    alternate_weight: float = 0.5
    requested_version_weight: float = 1.0
    other_version_weight: float = 0.5
    text_weight: float = 0.5
    vector_weight: float = 1.0
    page_priors: bool = True
    # Pages of a product the question names no word of keep this share of their score (spec/011
    # "Products the question does not name"); 1: off.
    unnamed_product_keep: float = 0.5
    command_vector_weight: float = 0.3
    command_vector_candidates: int = 5
    command_vector_max_distance: float = 0.5
    fuzzy_command_weight: float = 3.0
    error_route_weight: float = 3.0
    error_route_candidates: int = 20
    client_leg_weight: float = 2.0
    # The fusion weight of a named client's method passages, taken from the own leg's list
    # (spec/011 "Client methods"); 0: they compete inside that list only.
    method_list_weight: float = 1.0
    method_list_depth: int = 3
    intent_weight: float = 3.0
    intent_candidates: int = 20
    intent_pool: int = 50
    intent_text_weight: float = 0.5
    # A question with intents also fuses the command pages its first `linked_command_pages`
    # pages link to, one list each at this weight (spec/011 "Linked commands"; 0: none).
    linked_command_weight: float = 0.5
    linked_command_pages: int = 3
    # The vector legs (and ask's nearness check) embed the query with its misspelt words
    # corrected (spec/011 "The query's vector from its corrected words"; RET-118).
    respell_vectors: bool = True
    # Terms held by more than this share of the chunks (and by more than `common_term_min`
    # chunks: a short posting list costs nothing) leave the chunk text legs (spec/011 "Common
    # terms optional" and "Restarts"; `common_terms_dropped` false: optional, which RediSearch
    # scores by document order); the rarest `common_term_keep` stay; 0: every term kept.
    common_term_share: float = 0.05
    common_term_min: int = 1000
    common_term_keep: int = 2
    common_terms_dropped: bool = True
    # The counts from the version's term table when it has one (spec/011 RET-108); false asks
    # Redis for each, as before it (the benchmarks' switch).
    term_table: bool = True
    # Words no chunk holds take the nearest word the chunks do hold as well (spec/011
    # "Spelling", RET-102); needs the term counts (`common_term_share` above 0).
    spelling: bool = True
    # Latest-docs text requests go to the views when their aliases serve the live version
    # (spec/011 "Latest-docs text views", RET-107); false: the portable requests.
    latest_views: bool = True
    # The learned ranker reorders the fused top pages of a search that names no client or
    # language (spec/011 "A fourth blind set", RET-114); false: never.
    learned_ranker: bool = True
    # A model file served in place of the packaged labelled one, beside the corpus model (the
    # eval's leave-one-file-out runs, spec/011 RET-130); empty: the packaged one.
    labelled_model: str = ""
    ranker_depth: int = 20
    ranker_weight: float = 0.5
    # The first hits reordered by how much of the question each says in the model's word vectors
    # (spec/011 "The first twenty hits reordered by the question's words", RET-132); 0: off.
    term_match_weight: float = 0.25
    term_match_depth: int = 20

    short_query_terms: int = 3
    keyword_alternate: bool = True
    # True: the keyword alternate is embedded too (two embeddings per cold search; spec/011 "One
    # query embedding per request, measured again" and "Common terms optional").
    alternate_vectors: bool = False
    # False: the example KNN leg returns keys only and steps are fused by rank alone (spec/011
    # "Example steps", the KNN margin).
    example_knn_margin: bool = True
    # What an example running the command of the search's first page earns (spec/011 "Example
    # steps", ``examplescores.COMMAND_AGREEMENT``); 0: off.
    example_command_agreement: float = 0.02
    # The step the example text and KNN legs both rank first stays first, above the leading
    # pages' agreement (spec/011 "Two example legs agreeing", RET-112); false: agreement decides.
    example_leg_consensus: bool = True
    # A search in a language whose query asks for a client's call ("method", "signature", "return
    # type": ``examplewords.api_words``) weighs its named commands once more (RET-117); 0: off.
    api_command_weight: float = 6.0
    # Set by ``for_language``, not a knob: the page slugs (``priors.language_slugs``) of the
    # search's language, whose guide legs run and whose pages the priors treat as named.
    asked_languages: frozenset[str] = frozenset()

    def for_language(self, language: Language | None) -> SearchTuning:
        """These knobs for a search in ``language`` (asked for or named): the learned ranker
        stays off, having learned from queries that name one page and no client, which ranked a
        client's method pages below the command they map (spec/011), and so does the reorder by
        the question's words, which lost a code question in 48 and won none (RET-132); the
        language's pages count as named by the question (``asked_languages``), asked or not."""
        if language is None:
            return self
        return replace(
            self,
            learned_ranker=False,
            term_match_weight=0.0,
            asked_languages=language_slugs(language),
        )

    def text_weight_for(self, parsed: ParsedQuery, base: float) -> float:
        """Full text weight for keyword-style queries (a few terms: ``6.2.1``, ``XCLAIM
        pending``), the damped one for sentences, where vectors carry the meaning."""
        if base and self.is_keyword_query(parsed):
            return max(base, 1.0)
        return base

    def phrase_weight_for(self, parsed: ParsedQuery) -> float:
        if self.is_keyword_query(parsed):
            return max(self.phrase_weight, 1.0)
        return self.phrase_weight

    def leg_weights(self) -> tuple[float, float]:
        """(text, vector) weights of the hybrid legs; a single-mode search zeroes the other."""
        if self.mode == "text":
            return 1.0, 0.0
        if self.mode == "vector":
            return 0.0, 1.0
        return self.text_weight, self.vector_weight

    def is_keyword_query(self, parsed: ParsedQuery) -> bool:
        """A few terms (one identifier, ``XCLAIM pending``) rather than a sentence."""
        return len(parsed.terms) <= self.short_query_terms
