"""The named-client guide legs of a search (spec/011-retrieval.md, RET-104)."""

from __future__ import annotations

from docs_core.keys import ALIASES, Entity
from docs_core.retrieval.capabilities import HybridLeg
from docs_core.retrieval.priors import CLIENT_ROOT, client_dirs_of, named_client_dirs
from docs_core.retrieval.textquery import (
    CHUNK_PHRASE_WEIGHTS,
    CHUNK_TEXT_FIELDS,
    CommonTerms,
    text_clause,
    without_client_names,
)
from docs_core.retrieval.tuning import SearchTuning
from docs_core.retrieval.variants import Variant, page_prefix_filter

__all__ = ["MAX_CLIENT_LEGS", "client_guide_legs"]

MAX_CLIENT_LEGS = 2


def client_guide_legs(
    variant: Variant,
    query: str,
    tuning: SearchTuning,
    weights: tuple[float, float],
    neighbours: int,
    *,
    common: CommonTerms | None,
) -> list[HybridLeg]:
    """A chunk leg inside each named client's guide (``develop/clients/<dir>/``): a client's
    how-to page ("jedis pipeline") otherwise loses to the use-case pages in its language and
    to its own landing page, which repeat the client's name on every line. Inside the guide the
    client's name is on every page, so its text half reads the query without client and
    language names (RET-104): the guide's pages then compete on what the question asks. A
    language the caller asks for without naming it (``tuning.asked_languages``) names its
    guides too."""
    named = named_client_dirs(query)
    asked = [d for d in client_dirs_of(tuning.asked_languages) if d not in named]
    directories = [*named, *asked][:MAX_CLIENT_LEGS]
    if not directories:
        return []
    text_weight, vector_weight = weights
    topic = without_client_names(variant.parsed, query)
    clause = text_clause(topic, CHUNK_TEXT_FIELDS, CHUNK_PHRASE_WEIGHTS, common)
    return [
        HybridLeg(
            ALIASES[Entity.CHUNK],
            clause if text_weight else None,
            variant.vector,
            f"{variant.filter} {page_prefix_filter(f'{CLIENT_ROOT}/{directory}/')}",
            tuning.chunk_text_candidates,
            neighbours,
            tuning.rrf_k,
            tuning.text_weight_for(variant.parsed, text_weight),
            vector_weight,
        )
        for directory in directories
    ]
