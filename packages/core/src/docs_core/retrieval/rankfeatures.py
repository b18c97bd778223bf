"""What the learned ranker knows about a candidate page (spec/011-retrieval.md, "Learned
ranker"): numbers the engine already has after fusion, one row per page of the fused top N.

Every feature is finite and cheap: where each leg ranked the page (``1 / rank``, 0 when absent),
the fused score and rank, the command boosts and intent credit, what the priors did to it, and
what the page id says (depth, section, client guide, release notes, versioned copy, how many of
the query's terms its path spells). Nothing is read from Redis: a title would cost a round trip
per page, and the path spells the title on most pages.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from docs_core.keys import record_id
from docs_core.retrieval.fusion import by_score, page_of
from docs_core.retrieval.legs import LegResults, LegRole
from docs_core.retrieval.priors import CLIENT_ROOT, named_client_dirs
from docs_core.retrieval.textquery import parse_query

__all__ = ["FEATURES", "CandidateFeatures", "candidate_features"]

_CHUNK_ROLES: tuple[LegRole, ...] = (
    "main",
    "other",
    "client",
    "phrase_main",
    "phrase_other",
    "error",
)
_PAGE_ROLES: tuple[LegRole, ...] = ("main", "other", "phrase_main", "phrase_other", "command_knn")
_SECTIONS = ("commands", "develop", "operate", "integrate", "embeds")

FEATURES: tuple[str, ...] = (
    "fused_relative",
    "fused_rank_inverse",
    "fused_log_rank",
    "prior_factor",
    *(f"chunk_{role}" for role in _CHUNK_ROLES),
    *(f"page_{role}" for role in _PAGE_ROLES),
    "chunks_in_main",
    "lists_found_in",
    "strong_command",
    "weak_command",
    "fuzzy_command",
    "intent_best",
    "intent_count",
    "depth",
    *(f"section_{name}" for name in _SECTIONS),
    "client_guide",
    "named_client_guide",
    "use_case",
    "release_notes",
    "versioned_copy",
    "path_term_share",
    "leaf_term_share",
    "query_terms",
    "query_names_command",
)

_PATH_WORD = re.compile(r"[a-z0-9]+")
_VERSION_SEGMENT = re.compile(r"^\d+(\.\d+)*$")
_RELEASE_PATH = re.compile(r"(^|/)(release-notes|changelog)(/|$)")


@dataclass(frozen=True, slots=True)
class CandidateFeatures:
    """The fused top pages, best first, and one row of ``FEATURES`` per page."""

    pages: list[str]
    rows: list[list[float]]


def candidate_features(
    results: LegResults,
    query: str,
    fused: dict[str, float],
    ranked: dict[str, float],
    *,
    depth: int,
) -> CandidateFeatures:
    """Rows for the ``depth`` best pages of ``ranked`` (the page scores after the priors);
    ``fused`` holds the same pages' scores before the priors."""
    pages = by_score(ranked)[:depth]
    if not pages:
        return CandidateFeatures([], [])
    top = ranked[pages[0]] or 1.0
    # Each list's keys as page ids, once: the helpers below all read them.
    chunk_lists = [[page_of(record_id(key)) for key in keys] for keys, _ in results.chunk_lists]
    page_lists = [[record_id(key) for key in keys] for keys, _ in results.page_lists]
    chunk_ranks = _best_ranks(chunk_lists, results.chunk_roles)
    page_ranks = _best_ranks(page_lists, results.page_roles)
    main_chunks = _chunk_counts(chunk_lists, results.chunk_roles, "main")
    found_in = _lists_found_in([*chunk_lists, *page_lists])
    strong = {record_id(k) for k, c in results.command_hits if c.fuzzy_of is None and c.strong}
    weak = {record_id(k) for k, c in results.command_hits if c.fuzzy_of is None and not c.strong}
    fuzzy = {record_id(k) for k, c in results.command_hits if c.fuzzy_of is not None}
    intent_best: dict[str, float] = {}
    intent_count: dict[str, int] = {}
    for keys in results.intent_lists:
        for rank, key in enumerate(keys, start=1):
            page = record_id(key)
            intent_best[page] = max(intent_best.get(page, 0.0), 1.0 / rank)
            intent_count[page] = intent_count.get(page, 0) + 1
    terms = parse_query(query).terms
    clients = [f"{CLIENT_ROOT}/{d}/" for d in named_client_dirs(query)]
    query_level = [min(len(terms), 20) / 10.0, 1.0 if strong else 0.0]
    rows = []
    for rank, page in enumerate(pages, start=1):
        before = fused.get(page, 0.0)
        parts = page.split("/")
        path_words = set(_PATH_WORD.findall(page.lower()))
        leaf_words = set(_PATH_WORD.findall(parts[-1].lower()))
        rows.append(
            [
                ranked[page] / top,
                1.0 / rank,
                math.log(rank),
                ranked[page] / before if before > 0 else 1.0,
                *(chunk_ranks.get((role, page), 0.0) for role in _CHUNK_ROLES),
                *(page_ranks.get((role, page), 0.0) for role in _PAGE_ROLES),
                min(main_chunks.get(page, 0), 10) / 10.0,
                float(found_in.get(page, 0)),
                float(page in strong),
                float(page in weak),
                float(page in fuzzy),
                intent_best.get(page, 0.0),
                float(intent_count.get(page, 0)),
                float(len(parts)),
                *(float(parts[0] == name) for name in _SECTIONS),
                float(page.startswith(CLIENT_ROOT + "/")),
                float(any(page.startswith(prefix) for prefix in clients)),
                float(page.startswith("develop/use-cases/")),
                float(bool(_RELEASE_PATH.search(page))),
                float(any(_VERSION_SEGMENT.match(part) for part in parts)),
                _share(terms, path_words),
                _share(terms, leaf_words),
                *query_level,
            ]
        )
    return CandidateFeatures(pages, rows)


def _best_ranks(
    lists: Sequence[list[str]], roles: Sequence[LegRole]
) -> dict[tuple[LegRole, str], float]:
    """(role, page) -> ``1 / rank`` of the page in the best list of that role (a chunk list
    ranks a page by its first chunk, as ``fusion.rrf_pages`` does)."""
    out: dict[tuple[LegRole, str], float] = {}
    for pages, role in zip(lists, roles, strict=False):
        for rank, page in enumerate(dict.fromkeys(pages), start=1):
            key = (role, page)
            if out.get(key, 0.0) < 1.0 / rank:
                out[key] = 1.0 / rank
    return out


def _chunk_counts(
    lists: Sequence[list[str]], roles: Sequence[LegRole], role: LegRole
) -> dict[str, int]:
    counts: dict[str, int] = {}
    for pages, found in zip(lists, roles, strict=False):
        if found == role:
            for page in pages:
                counts[page] = counts.get(page, 0) + 1
    return counts


def _lists_found_in(lists: Sequence[list[str]]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for pages in lists:
        for page in set(pages):
            counts[page] = counts.get(page, 0) + 1
    return counts


def _share(terms: Sequence[str], words: set[str]) -> float:
    return sum(term in words for term in terms) / len(terms) if terms else 0.0
