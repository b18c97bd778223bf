"""How many chunks hold each query term, so the chunk text legs can make common terms optional
(spec/011 "Common terms optional").

A chunk text leg is an OR of the query's terms over 58k chunks, and Redis walks the union of
their posting lists on its one thread: "uses", "key" or "set" each hold a fifth of the chunks
and cost most of the leg while adding little to BM25 (their IDF is low). A term held by more
than ``share`` of the chunks becomes optional (``~term``): it still scores the chunks that hold
it, but only chunks holding one of the rarer terms are walked. Counts come from the version's
term table for the words it holds (``docs_core.retrieval.termtable``, RET-108: the common words, whose
counts cost Redis most), else from Redis (one ``FT.SEARCH ... LIMIT 0 0`` per term, once per
index version; the query terms never reach a log), and are kept for the life of the version.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any

from docs_core.keys import ALIASES, Entity, terms_key
from docs_core.retrieval.capabilities import text_search_args
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.replies import as_str, info_fields
from docs_core.retrieval.termtable import LONGEST_WORD, TermTable, count_query, search_total
from docs_core.retrieval.textquery import CommonTerms
from docs_core.retrieval.tuning import SearchTuning
from docs_core.retrieval.variants import Variant

__all__ = ["TermFrequencies"]

_CAPACITY = 50_000


class TermFrequencies:
    """Chunk counts per term for the live index version: from its term table, else asked of
    Redis in one pipeline and kept."""

    def __init__(self, client: Any, live: LiveIndex) -> None:
        self._client = client
        self._live = live
        self._version: int | None = None
        self._total = 0
        self._counts: dict[str, int] = {}
        self._table: TermTable | None = None

    async def common(self, tuning: SearchTuning, found: Sequence[Variant]) -> CommonTerms | None:
        """The counts of the terms of ``found`` (a search's variants), or None when the tuning
        keeps every term required."""
        return await self.common_of(tuning, [t for variant in found for t in variant.parsed.terms])

    async def common_of(self, tuning: SearchTuning, terms: Sequence[str]) -> CommonTerms | None:
        """The counts of ``terms``, or None when the tuning keeps every term required."""
        if not tuning.common_term_share:
            return None
        common = await self.common_terms(
            await self._live.version(),
            terms,
            tuning.common_term_share,
            tuning.common_term_keep,
            least=tuning.common_term_min,
            table=tuning.term_table,
        )
        return dataclasses.replace(common, dropped=tuning.common_terms_dropped)

    async def common_terms(
        self,
        version: int,
        terms: Iterable[str],
        share: float,
        keep: int,
        *,
        least: int = 0,
        table: bool = True,
    ) -> CommonTerms:
        """Counts of ``terms`` in the chunks of index ``version``; common above ``share`` of the
        chunks and above ``least``; from the version's term table unless ``table`` is false."""
        if version != self._version:
            # The version moves only once the total is read: a search running meanwhile must
            # not judge against another version's total (or none) and rank differently.
            pipe = self._client.pipeline(transaction=False)
            pipe.execute_command("FT.INFO", ALIASES[Entity.CHUNK])
            pipe.hgetall(terms_key(version))
            info, table_fields = await pipe.execute()
            total = int(float(as_str(info_fields(info).get("num_docs")) or 0))
            self._version, self._counts, self._total = version, {}, total
            self._table = TermTable.parse(table_fields)
        limit = max(share * self._total, least)
        if limit >= self._total:
            return CommonTerms({}, limit, keep)
        wanted = list(dict.fromkeys(terms))
        known = self._table if table else None
        counts: dict[str, int] = {}
        if known is not None and limit >= known.floor:
            counts = {t: n for t in wanted if (n := known.count(t)) is not None}
        counts |= {t: self._counts[t] for t in wanted if t not in counts and t in self._counts}
        missing = [t for t in wanted if t not in counts]
        if missing:
            pipe = self._client.pipeline(transaction=False)
            for term in missing:
                args = text_search_args(ALIASES[Entity.CHUNK], count_query(term), None, 0)
                pipe.execute_command(*args)
            asked = {t: search_total(r) for t, r in zip(missing, await pipe.execute(), strict=True)}
            counts |= asked
            # Kept only for the version they were asked of: another search may have moved on.
            if self._version == version:
                if len(self._counts) + len(asked) > _CAPACITY:
                    self._counts = {}
                self._counts |= {t: n for t, n in asked.items() if len(t) <= LONGEST_WORD}
        return CommonTerms(counts, limit, keep)
