"""How the example legs' replies become one ranking of a client's steps (spec/011, "Example
steps"): RRF of the legs, the KNN leg's distances, agreement with the search's first pages
(shown on them, or running their command), and set-up steps last. Pure functions;
``docs_core.retrieval.examplereader`` does the I/O."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from docs_core.keys import record_id
from docs_core.models import SearchHit
from docs_core.retrieval.fusion import rrf
from docs_core.retrieval.priors import CLIENT_ROOT
from docs_core.retrieval.searchrows import KNN_DISTANCE_FIELD, knn_distances
from docs_core.retrieval.textquery import parse_query

__all__ = [
    "COMMAND_AGREEMENT",
    "CONSENSUS_MARGIN",
    "KNN_DISTANCE_FIELD",
    "KNN_MARGIN_REFERENCE",
    "KNN_MARGIN_WEIGHT",
    "LEADING_PAGES",
    "PAGE_AGREEMENT",
    "fused_example_keys",
    "fused_example_scores",
    "is_client_landing",
    "knn_distances",
    "leading_pages",
    "ranked_example_keys",
    "supported",
    "with_command_agreement",
    "with_knn_margin",
    "with_leg_consensus",
    "with_page_agreement",
]

NEAR_DISTANCE = 0.4
"""An example this near the query (cosine distance) is supported by its meaning alone: the code
questions' first examples sit at 0.10-0.64, those this near or nearer without any other support
answered them; a question that names a client but asks no code ("StackExchange.Redis timeout
settings") meets its client's examples at 0.45 and beyond (spec/011, RET-100)."""
LEADING_PAGES = 2
PAGE_AGREEMENT = 0.01
"""What an example earns when a page showing it is the search's first page (half of it for
the second): about one leg's RRF share at rank 40 (1/(60+40)), so it reorders the steps the
legs already hold close together (the steps of one page, one step across its sets) and never
lifts a step no leg found near the top above one they all rank first."""
COMMAND_AGREEMENT = 0.02
"""What an example earns when its step runs the command whose page is the search's first page
(half of it for the second): a question says what the step does ("count the set bits in a
bitmap"), the search finds the command that does it (BITCOUNT), and the step that runs it is the
one asked for, where the legs' words find the set's other steps as well. Twice
``PAGE_AGREEMENT``: 0.01 moved no step, 0.05 began to reorder the pages' own (spec/011)."""
KNN_MARGIN_WEIGHT = 0.05
CONSENSUS_MARGIN = 0.001
KNN_MARGIN_REFERENCE = 7
"""An example the KNN leg returns gains ``KNN_MARGIN_WEIGHT`` times how much nearer the query
it is than the ``KNN_MARGIN_REFERENCE``-th nearest (cosine distance; nothing when farther).
RRF keeps only the ranks, so the look-alike steps of one set, which every leg returns together,
are ordered by whichever leg ranks them best, often the BM25 leg's shared code words; the margin
puts back what ranks drop, a step the embedding finds clearly nearer than the rest. A lead of
0.1 is worth 0.005, half of ``PAGE_AGREEMENT``."""
_BOILERPLATE_STEPS = frozenset(
    {"import", "imports", "includes", "connect", "connection", "close", "disconnect", "cleanup"}
)
"""Steps that only set up or tear down a client: never the answer to a question in words."""
_SAME_STEP = (frozenset({"close", "disconnect", "quit", "cleanup"}),)
"""Words that name one tear-down step as well as its own name does ("disconnect" the ``close``
step): the files name it by whichever their author chose. Not "connection" for ``connect``:
"connection pool" asks for pooling, not for the connect step."""


def with_knn_margin(
    scores: Mapping[str, float], distances: Sequence[tuple[str, float]]
) -> dict[str, float]:
    """``scores`` plus ``KNN_MARGIN_WEIGHT`` times each KNN key's lead over the
    ``KNN_MARGIN_REFERENCE``-th distance (the last one when the leg returned fewer)."""
    out = dict(scores)
    if not distances:
        return out
    reference = distances[min(KNN_MARGIN_REFERENCE, len(distances)) - 1][1]
    for key, distance in distances:
        if key in out and distance < reference:
            out[key] += KNN_MARGIN_WEIGHT * (reference - distance)
    return out


def fused_example_scores(replies: Sequence[Sequence[str]]) -> dict[str, float]:
    """RRF of the legs' example key lists."""
    return rrf([(list(keys), 1.0) for keys in replies])


def leading_pages(hits: Sequence[SearchHit]) -> list[str]:
    """The first ``LEADING_PAGES`` distinct pages of a search's own (non-example) hits."""
    pages = dict.fromkeys(hit.page_id for hit in hits if hit.kind != "example")
    return list(pages)[:LEADING_PAGES]


def with_page_agreement(
    scores: Mapping[str, float], pages_of: Mapping[str, Sequence[str]], leading: Sequence[str]
) -> dict[str, float]:
    """``scores`` plus ``PAGE_AGREEMENT / rank`` for each example shown on a leading page (the
    best-ranked one counts): the pages the whole query ranks first say which of a client's
    look-alike steps the question is about (the Go guide's "Scan lists into slices" rather than
    the LRANGE command page's example, a client guide's probabilistic page rather than the data
    type's tutorial when that guide ranks first)."""
    rank_of = {page: rank for rank, page in enumerate(leading, start=1)}
    return _agreement(scores, pages_of, rank_of, PAGE_AGREEMENT)


def _command_of(page_id: str) -> str | None:
    slug = page_id.removeprefix("commands/")
    return slug.replace("-", " ").upper() if slug != page_id else None


def with_command_agreement(
    scores: Mapping[str, float],
    commands_of: Mapping[str, Sequence[str]],
    leading: Sequence[str],
    weight: float = COMMAND_AGREEMENT,
) -> dict[str, float]:
    """``scores`` plus ``weight / rank`` for each example whose step runs the command of a
    leading command page (the best-ranked one counts)."""
    rank_of: dict[str, int] = {}
    for rank, page in enumerate(leading, start=1):
        if (name := _command_of(page)) is not None:
            rank_of.setdefault(name, rank)
    return _agreement(scores, commands_of, rank_of, weight)


def _agreement(
    scores: Mapping[str, float],
    labels_of: Mapping[str, Sequence[str]],
    rank_of: Mapping[str, int],
    weight: float,
) -> dict[str, float]:
    """``scores`` plus ``weight / rank`` of each key's best-ranked label."""
    out = dict(scores)
    for key, labels in labels_of.items():
        ranks = [rank_of[label] for label in labels if label in rank_of]
        if ranks and key in out:
            out[key] += weight / min(ranks)
    return out


def fused_example_keys(replies: Sequence[Sequence[str]], query: str = "") -> list[str]:
    """Example keys best first: RRF of the legs' key lists, set-up steps (imports, connecting,
    closing) after every other step unless the query names them, ties by id."""
    return ranked_example_keys(fused_example_scores(replies), query)


def ranked_example_keys(
    scores: Mapping[str, float], query: str = "", corrections: Collection[str] = ()
) -> list[str]:
    """``scores``' keys best first, set-up steps after every other step unless the query (or a
    spelling correction of its words) names them, ties by id."""
    named = {*parse_query(query).terms, *corrections}
    named |= {word for group in _SAME_STEP if named & group for word in group}

    def demoted(key: str) -> bool:
        step = key.rsplit("/", 2)[-2]
        return step in _BOILERPLATE_STEPS and step not in named

    return sorted(scores, key=lambda key: (demoted(key), -scores[key], record_id(key)))


def with_leg_consensus(
    scores: Mapping[str, float], text_first: str, knn_first: str
) -> dict[str, float]:
    """``scores`` with the key both the BM25 and the KNN leg ranked first above every other
    (RET-112): two independent legs agreeing on a step outweigh the leading pages' agreement,
    which lifts the steps of the page a search opens with (``XADD``'s own examples for "XADD
    with a partial ID"), not the step the question describes."""
    out = dict(scores)
    if text_first == knn_first and text_first in out:
        out[text_first] = max(out.values()) + CONSENSUS_MARGIN
    return out


def supported(
    keys: Sequence[str],
    named: Sequence[str],
    distances: Sequence[tuple[str, float]],
    alone: Mapping[str, float],
    agreed: Mapping[str, float],
    *,
    method_named: Collection[str] = (),
    commands: Mapping[str, Sequence[str]] | None = None,
) -> set[str]:
    """The ``keys`` the question supports: a step or command it names (the names leg's
    ``named``), a KNN distance within ``NEAR_DISTANCE``, agreement with the search's first
    pages (``agreed`` above the score ``alone`` the legs gave), or a module command it writes
    as a client's method (``method_named``) among the key's ``commands`` (RET-111)."""
    near = {key for key, distance in distances if distance <= NEAR_DISTANCE}
    wanted, runs = set(method_named), commands or {}
    return {
        key
        for key in keys
        if key in near
        or agreed.get(key, 0.0) > alone.get(key, 0.0)
        or not wanted.isdisjoint(runs.get(key, ()))
    } | set(named).intersection(keys)


def is_client_landing(page_id: str) -> bool:
    """A client's landing page (``develop/clients/nodejs``): it shows the client's first steps
    and leads nearly every search naming the client, so its agreement backs no example."""
    parts = page_id.split("/")
    return len(parts) == 3 and "/".join(parts[:2]) == CLIENT_ROOT
