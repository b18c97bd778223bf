"""A bounded in-process LRU of query vectors, keyed by the exact string embedded.

``ask`` embeds the same question several times (its router's ``search_chunks`` and
``search_pages``, then ``nearest_distance`` for abstention); embedding it once saves a model run
per repeat. Entries live only in memory, never in logs.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable, Sequence

import numpy as np

__all__ = ["DEFAULT_MAX_ENTRIES", "QueryVectorCache", "to_blobs"]

DEFAULT_MAX_ENTRIES = 1024


class QueryVectorCache:
    """Vectors as float32 bytes (the form the KNN legs send). Used from one event loop: reads
    and writes happen on the loop thread, only the embedding itself runs elsewhere."""

    def __init__(self, max_entries: int = DEFAULT_MAX_ENTRIES) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self._max_entries = max_entries
        self._entries: OrderedDict[str, bytes] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def lookup(self, strings: Sequence[str]) -> tuple[dict[str, bytes], list[str]]:
        """The cached blobs among ``strings`` (now most recently used) and the distinct misses,
        in first-seen order."""
        found: dict[str, bytes] = {}
        missing: list[str] = []
        for string in dict.fromkeys(strings):
            blob = self._entries.get(string)
            if blob is None:
                missing.append(string)
            else:
                self._entries.move_to_end(string)
                found[string] = blob
        return found, missing

    def store(self, string: str, blob: bytes) -> None:
        self._entries[string] = blob
        self._entries.move_to_end(string)
        while len(self._entries) > self._max_entries:
            self._entries.popitem(last=False)

    async def vectors(
        self, strings: Sequence[str], embed: Callable[[Sequence[str]], np.ndarray]
    ) -> list[bytes]:
        """The blob of each of ``strings``, in order; ``embed`` (in a worker thread, so the
        event loop keeps serving) runs once, on the misses only."""
        found, missing = self.lookup(strings)
        if missing:
            fresh = await asyncio.to_thread(to_blobs, embed, missing)
            for string, blob in zip(missing, fresh, strict=True):
                self.store(string, blob)
                found[string] = blob
        return [found[string] for string in strings]


def to_blobs(embed: Callable[[Sequence[str]], np.ndarray], strings: Sequence[str]) -> list[bytes]:
    """``embed`` (an ``Embedder.embed``) applied to ``strings``, as float32 bytes in order."""
    return [np.asarray(v, dtype=np.float32).tobytes() for v in embed(strings)]
