"""A bounded in-process LRU of recent search results, valid for one state of the live index.

Agents repeat themselves (the same search twice in a session, several agents on one question);
a repeat answered from memory runs no embedding and no leg. An entry is keyed by the query
strings the legs would use (the query and its alternates, cleaned), the filters, the limit and
the tuning, and belongs to one :class:`IndexState`: the version behind the aliases (``LiveIndex``
checks it at most once a second) and the fingerprint of that version's meta, read on every
lookup. An in-place patch rewrites the meta in the same transaction as the records, so it
invalidates at once; an alias swap within ``VERSION_TTL_S``. Entries live only in memory.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from docs_core.keys import meta_key
from docs_core.languages import Language
from docs_core.models import SearchHit
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.textdigest import text_digest
from docs_core.retrieval.tuning import SearchTuning

__all__ = ["DEFAULT_MAX_RESULTS", "IndexState", "ResultCache", "SearchKey", "read_state"]

DEFAULT_MAX_RESULTS = 1024


@dataclass(frozen=True, slots=True)
class IndexState:
    """What a cached result was computed on; any change makes every entry stale."""

    version: int
    fingerprint: str


@dataclass(frozen=True, slots=True)
class SearchKey:
    """The arguments that decide a search's result, normalised; the query strings as digests,
    so an entry's key stays small however long the strings (RET-125)."""

    digests: tuple[bytes, ...]
    limit: int
    product: str | None
    version: str | None
    tuning: SearchTuning
    language: Language | None = None

    @classmethod
    def of(
        cls,
        strings: Sequence[str],
        limit: int,
        product: str | None,
        version: str | None,
        *,
        tuning: SearchTuning,
        language: Language | None = None,
    ) -> SearchKey:
        return cls(tuple(map(text_digest, strings)), limit, product, version, tuning, language)


class ResultCache:
    """Hits by :class:`SearchKey` for the current :class:`IndexState` only. Used from one event
    loop; hits are returned as a new list of the stored (unmodified) models."""

    def __init__(self, max_entries: int = DEFAULT_MAX_RESULTS) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self._max_entries = max_entries
        self._state: IndexState | None = None
        self._entries: OrderedDict[SearchKey, tuple[SearchHit, ...]] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: SearchKey, state: IndexState) -> list[SearchHit] | None:
        self._follow(state)
        found = self._entries.get(key)
        if found is None:
            self.misses += 1
            return None
        self.hits += 1
        self._entries.move_to_end(key)
        return list(found)

    def put(self, key: SearchKey, state: IndexState, hits: list[SearchHit]) -> None:
        """Keep ``hits`` for ``key`` unless the index moved on since ``state`` was read (the
        result may then mix two states)."""
        if self._state is not None and state != self._state:
            return
        self._follow(state)
        self._entries[key] = tuple(hits)
        self._entries.move_to_end(key)
        while len(self._entries) > self._max_entries:
            self._entries.popitem(last=False)

    def _follow(self, state: IndexState) -> None:
        if state != self._state:
            self._entries.clear()
            self._state = state


async def read_state(client: Any, version: int) -> IndexState:
    """The state of live ``version``: one HGET of its meta's fingerprint (empty when the meta is
    gone, e.g. a dropped version, which matches no state a search stored)."""
    fingerprint = await client.hget(meta_key(version), "fingerprint")
    return IndexState(version, as_str(fingerprint) if fingerprint is not None else "")
