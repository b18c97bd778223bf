"""The ids closest to one that does not exist, for a ``not_found`` error (spec/001-stable-ids.md
ID-008, ID-010, ID-030).

The rough pass is ``difflib.SequenceMatcher.quick_ratio`` (twice the shared characters, counted
with their repeats, over both lengths) against every known id: in Python it took 60 ms over the
5,827 page ids of the full index, a fetch of a missing id each. Here each id's character counts
are one row of a matrix built once per id list, so the pass is a few array operations with the
same floats; only the shortlist gets ``ratio``, as before.
"""

from __future__ import annotations

import difflib
import heapq
from collections import Counter
from collections.abc import Iterable

import numpy as np

__all__ = ["IdNeighbours"]

SHORTLIST = 40
LONGER_THAN_ANY = 16
MIN_SIMILARITY = 0.6


class IdNeighbours:
    """Known ids, deduplicated in order, and what the rough pass needs of them. Built where it
    is first used: a page directory's in the worker thread that suggests (ID-010)."""

    def __init__(self, known: Iterable[str]) -> None:
        self.ids: tuple[str, ...] = tuple(dict.fromkeys(known))
        self.lowered: tuple[str, ...] = tuple(candidate.lower() for candidate in self.ids)
        self._longest = max(map(len, self.ids), default=0)
        self._alphabet: dict[str, int] = {}
        for lowered in self.lowered:
            for char in lowered:
                self._alphabet.setdefault(char, len(self._alphabet))
        self._counts = np.zeros((len(self.lowered), max(len(self._alphabet), 1)), dtype=np.int32)
        for row, lowered in enumerate(self.lowered):
            for char, count in Counter(lowered).items():
                self._counts[row, self._alphabet[char]] = count
        self._lengths = np.fromiter(map(len, self.lowered), dtype=np.int64, count=len(self.lowered))
        self._leaves = tuple(lowered.rsplit("/", 1)[-1] for lowered in self.lowered)

    def closest(self, target: str, limit: int) -> list[str]:
        """Up to ``limit`` ids closest to ``target`` by path similarity, best first; the same
        last segment and the same section (first path segment) weigh in. Only the target's
        first ``LONGER_THAN_ANY`` characters past the longest id are compared: characters no id
        has bring it no nearer, and 400 of one letter took 260 ms of the full ratio (ID-010)."""
        if not self.ids:
            return []
        wanted = target.lower()[: self._longest + LONGER_THAN_ANY]
        head = wanted.split("/", 1)[0]
        leaf = wanted.rsplit("/", 1)[-1]
        have = np.zeros(self._counts.shape[1], dtype=np.int32)
        for char, count in Counter(wanted).items():
            column = self._alphabet.get(char)
            if column is not None:
                have[column] = count
        shared = np.minimum(self._counts, have).sum(axis=1)
        total = self._lengths + len(wanted)
        rough = np.where(total > 0, 2.0 * shared / np.maximum(total, 1), 1.0)
        if leaf:
            bonus = np.fromiter(
                (leaf in own for own in self._leaves), dtype=bool, count=len(self.ids)
            )
            rough = rough + np.where(bonus, 0.3, 0.0)
        # Every id scoring at least the shortlist's last score, so that ties resolve as
        # heapq.nlargest over (score, id) resolves them.
        floor = np.partition(rough, -SHORTLIST)[-SHORTLIST] if len(rough) > SHORTLIST else -1.0
        rows = np.flatnonzero(rough >= floor)
        pool = [(float(rough[row]), self.ids[row], self.lowered[row]) for row in rows]
        matcher = difflib.SequenceMatcher(b=wanted, autojunk=False)
        scored: list[tuple[float, str]] = []
        for _, candidate, lowered in heapq.nlargest(SHORTLIST, pool, key=lambda p: p[:2]):
            matcher.set_seq1(lowered)
            score = matcher.ratio() + (0.05 if lowered.split("/", 1)[0] == head else 0.0)
            if leaf and leaf == lowered.rsplit("/", 1)[-1]:
                score += 0.3
            if score >= MIN_SIMILARITY:
                scored.append((score, candidate))
        scored.sort(key=lambda pair: (-pair[0], pair[1]))
        return [candidate for _, candidate in scored[:limit]]
