"""A bounded in-process LRU of query vectors, keyed by the exact string embedded.

``ask`` embeds the same question several times (its router's ``search_chunks`` and
``search_pages``, then ``nearest_distance`` for abstention); embedding it once saves a model run
per repeat. The router's calls run at once, so a string being embedded is awaited by whoever else
wants it, not embedded again (an ask made 1.9 model runs for its question, 0.8 of them repeats).
Entries live only in memory, never in logs.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable, Sequence
from functools import partial

import numpy as np

from docs_core.retrieval.sharedruns import SharedRuns
from docs_core.retrieval.textdigest import text_digest

__all__ = ["DEFAULT_MAX_ENTRIES", "QueryVectorCache", "to_blobs"]

DEFAULT_MAX_ENTRIES = 1024


class QueryVectorCache:
    """Vectors as float32 bytes (the form the KNN legs send). Used from one event loop: reads
    and writes happen on the loop thread, only the embedding itself runs elsewhere."""

    def __init__(self, max_entries: int = DEFAULT_MAX_ENTRIES) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self._max_entries = max_entries
        # By the text's digest: a key stays 16 bytes however long the query (RET-125).
        self._entries: OrderedDict[bytes, bytes] = OrderedDict()
        self._runs: SharedRuns[str, bytes] = SharedRuns()

    def __len__(self) -> int:
        return len(self._entries)

    def lookup(self, strings: Sequence[str]) -> tuple[dict[str, bytes], list[str]]:
        """The cached blobs among ``strings`` (now most recently used) and the distinct misses,
        in first-seen order."""
        found: dict[str, bytes] = {}
        missing: list[str] = []
        for string in dict.fromkeys(strings):
            digest = text_digest(string)
            blob = self._entries.get(digest)
            if blob is None:
                missing.append(string)
            else:
                self._entries.move_to_end(digest)
                found[string] = blob
        return found, missing

    def store(self, string: str, blob: bytes) -> None:
        digest = text_digest(string)
        self._entries[digest] = blob
        self._entries.move_to_end(digest)
        while len(self._entries) > self._max_entries:
            self._entries.popitem(last=False)

    def start(self, strings: Sequence[str], embed: Callable[[Sequence[str]], np.ndarray]) -> None:
        """Embed, in a worker thread, those of ``strings`` neither cached nor being embedded,
        one run each (a text is one model run anyway, spec/003): a string's blob is stored when
        its run ends, whoever still waits for it. A failed run stores nothing, and its error goes
        only to the callers waiting for that string, not to those of a string run beside it."""
        _, missing = self.lookup(strings)
        for string in missing:
            self._runs.start([string], partial(_embedded, embed), self._stored)

    async def vectors(
        self, strings: Sequence[str], embed: Callable[[Sequence[str]], np.ndarray]
    ) -> list[bytes]:
        """The blob of each of ``strings``, in order; ``embed`` (in a worker thread, so the
        event loop keeps serving) runs once per miss that no other caller is already
        embedding. A caller cancelled while it waits leaves the run going for the others."""
        found, missing = self.lookup(strings)
        if missing:
            self.start(missing, embed)
            found.update(zip(missing, await self._runs.results(missing), strict=True))
        return [found[string] for string in strings]

    def _stored(self, strings: list[str], blobs: list[bytes]) -> None:
        for string, blob in zip(strings, blobs, strict=True):
            self.store(string, blob)


async def _embedded(
    embed: Callable[[Sequence[str]], np.ndarray], strings: list[str]
) -> list[bytes]:
    return await asyncio.to_thread(to_blobs, embed, strings)


def to_blobs(embed: Callable[[Sequence[str]], np.ndarray], strings: Sequence[str]) -> list[bytes]:
    """``embed`` (an ``Embedder.embed``) applied to ``strings``, as float32 bytes in order."""
    return [np.asarray(v, dtype=np.float32).tobytes() for v in embed(strings)]
