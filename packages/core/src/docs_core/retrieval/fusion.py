"""Reciprocal rank fusion and per-page diversity (spec/011-retrieval.md)."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import TypeVar

from docs_core.keys import record_id

__all__ = ["DEFAULT_RRF_K", "by_score", "page_of", "rrf", "rrf_pages"]

DEFAULT_RRF_K = 60

_K = TypeVar("_K", bound=Hashable)


def rrf(
    ranked_lists: Iterable[tuple[Sequence[_K], float]], *, k: float = DEFAULT_RRF_K
) -> dict[_K, float]:
    """Sum of ``weight / (k + rank)`` over every list an item appears in (rank from 1)."""
    scores: dict[_K, float] = {}
    for items, weight in ranked_lists:
        for rank, item in enumerate(items, start=1):
            scores[item] = scores.get(item, 0.0) + weight / (k + rank)
    return scores


def page_of(record_id: str) -> str:
    return record_id.split("#", 1)[0]


def rrf_pages(
    ranked_lists: Iterable[tuple[Sequence[str], float]], *, k: float = DEFAULT_RRF_K
) -> dict[str, float]:
    """RRF over page ids, where a list of chunk ids ranks each page by its first chunk."""
    return rrf(
        (
            (list(dict.fromkeys(page_of(i) for i in items)), weight)
            for items, weight in ranked_lists
        ),
        k=k,
    )


def by_score(scores: dict[str, float]) -> list[str]:
    """Keys best first; ties broken by record id (the key without its versioned prefix), so two
    servers holding the same index rank identically whatever order their replies came in."""
    return sorted(scores, key=lambda key: (-scores[key], record_id(key)))
