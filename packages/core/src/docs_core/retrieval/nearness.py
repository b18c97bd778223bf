"""How near a question comes to the docs at all (spec/020-ask.md, ASK-074).

The cosine distance from the question's vector to the nearest passage of the latest docs. The
word rules of the abstention find a question's words somewhere in the corpus even when it asks
nothing about Redis ("capital of France": a geo example names Paris and France); its vector does
not come near any passage. ``ask`` reads the distance internally; no caller ever sees it.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Generic, TypeVar

from docs_core.keys import ALIASES, Entity
from docs_core.retrieval.capabilities import knn_search_args
from docs_core.retrieval.searchrows import knn_distances
from docs_core.retrieval.textdigest import text_digest
from docs_core.taxonomy import LATEST

__all__ = [
    "FAR_DISTANCE",
    "NEAREST_CANDIDATES",
    "KeptAnswers",
    "KeptDistances",
    "is_far",
    "nearest_passage_distance",
]

FAR_DISTANCE = 0.67
"""At or past this distance a question is out of the docs' scope (spec/020, Measurements): the
project's 487 answerable dev questions reach at most 0.619, while most questions from outside
the docs' subject lie past it."""

V = TypeVar("V")

_LATEST_ONLY = f"@version:{{{LATEST}}}"
NEAREST_CANDIDATES = 10
"""Neighbours asked for to read the nearest: one alone, the filtered HNSW walk stops at the
first latest passage it meets (``hyperloglog``: 0.606 where ten find 0.274)."""


async def nearest_passage_distance(client: Any, vector: bytes) -> float | None:
    """Distance from ``vector`` to the nearest latest passage; ``None`` for an empty index."""
    reply = await client.execute_command(
        *knn_search_args(ALIASES[Entity.CHUNK], vector, _LATEST_ONLY, NEAREST_CANDIDATES)
    )
    nearest = knn_distances(reply)
    return nearest[0][1] if nearest else None


def is_far(distance: float | None) -> bool:
    return distance is not None and distance >= FAR_DISTANCE


class KeptAnswers(Generic[V]):
    """Answers about a query by (index version, meta fingerprint, query), the least recently
    used first out when full. A query is kept as a 16-byte digest, so an entry stays near 300
    bytes whatever the query holds (5,000 queries of 4,000 emoji each would have been 80 MB)."""

    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._by_query: OrderedDict[tuple[int, str, bytes], V] = OrderedDict()

    def __contains__(self, key: tuple[int, str, str]) -> bool:
        return _stored(key) in self._by_query

    def __getitem__(self, key: tuple[int, str, str]) -> V:
        stored = _stored(key)
        self._by_query.move_to_end(stored)
        return self._by_query[stored]

    def keep(self, key: tuple[int, str, str], answer: V) -> None:
        stored = _stored(key)
        self._by_query[stored] = answer
        self._by_query.move_to_end(stored)
        while len(self._by_query) > self._capacity:
            self._by_query.popitem(last=False)


class KeptDistances(KeptAnswers[float | None]):
    """Nearest distances by (index version, meta fingerprint, query as embedded), so that a
    repeated search's note and ``ask``'s check after the question's own search ask Redis
    nothing (``capacity`` 5,000: about 1.5 MB)."""

    def __init__(self, capacity: int = 5_000) -> None:
        super().__init__(capacity)


def _stored(key: tuple[int, str, str]) -> tuple[int, str, bytes]:
    version, fingerprint, text = key
    return version, fingerprint, text_digest(text)
