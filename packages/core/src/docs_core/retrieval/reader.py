"""``DocsReader``: the one read path over the published index (spec/011-retrieval.md). Queries
name the aliases (``docs_chunks``...), so a publish (alias swap) is followed without reconnecting.
A search sends one HGET of the index state (``resultcache``: a repeat ends there), one pipeline of
FT.SEARCH (or FT.HYBRID) legs, each distinct command once (``pipelining``), one of HMGET for its
hits (``hydration``); pure parts: ``legs``, ``ranking``, ``termmatch``, ``hits``, ``fetching``."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import redis

from docs_core.embedding import Embedder, load_embedder, model_words
from docs_core.errors import InvalidQueryError
from docs_core.ids import parse_id
from docs_core.languages import Language, detect_language
from docs_core.models import FetchedDoc, SearchHit
from docs_core.retrieval import termmatch
from docs_core.retrieval.capabilities import (
    ClientHybrid,
    HybridStrategy,
    ServerHybrid,
    has_ft_hybrid,
    strategy_for,
)
from docs_core.retrieval.commandlegs import read_command
from docs_core.retrieval.connection import ConnectionSettings, backend_guard, open_client
from docs_core.retrieval.embedcache import QueryVectorCache
from docs_core.retrieval.examplereader import ExampleReader
from docs_core.retrieval.fetching import DEFAULT_FETCH_CHARS, checked_max_chars, paged, with_links
from docs_core.retrieval.hits import spare_hits, without_version_filler
from docs_core.retrieval.hydration import hydrate
from docs_core.retrieval.legs import (
    COMMAND_PRODUCT,
    LegPlan,
    LegResults,
    command_name_key,
    page_filter,
    plan_legs,
    query_strings,
)
from docs_core.retrieval.linkedcommands import LinkedCommands
from docs_core.retrieval.live import LiveIndex, discover_sync
from docs_core.retrieval.methodchunks import method_passages_for, methods_for
from docs_core.retrieval.nearness import KeptDistances, nearest_passage_distance
from docs_core.retrieval.pipelining import DistinctPipeline, InFlightReplies, PendingVectors
from docs_core.retrieval.rankfeatures import CandidateFeatures
from docs_core.retrieval.ranking import (
    Candidate,
    chunk_candidates,
    page_candidates,
    page_scores,
    rank_candidates,
    ranker_inputs,
)
from docs_core.retrieval.readerstatus import IndexStatus
from docs_core.retrieval.records import RecordReader
from docs_core.retrieval.resolving import IdResolver
from docs_core.retrieval.respelling import QueryPreparation
from docs_core.retrieval.resultcache import IndexState, ResultCache, SearchKey, read_state
from docs_core.retrieval.textquery import ParsedQuery, checked_limit, checked_query
from docs_core.retrieval.tuning import SearchTuning
from docs_core.retrieval.views import LatestViews
from docs_core.schema import Command

__all__ = ["DEFAULT_LIMIT", "MAX_LIMIT", "DocsReader"]

DEFAULT_LIMIT = 8
MAX_LIMIT = 20
MAX_PAGE_CHUNKS = 500


class DocsReader(IndexStatus):
    """Async reader: search, fetch and the finer-grained calls the ``ask`` agent uses."""

    def __init__(
        self,
        client: Any,
        embedder: Embedder,
        strategy: HybridStrategy,
        *,
        settings: ConnectionSettings,
        tuning: SearchTuning,
    ) -> None:
        self._client = client
        self._embedder = embedder
        self._strategy = strategy
        self._settings = settings
        self.tuning = tuning
        self._query_vectors = QueryVectorCache()
        self._in_flight = InFlightReplies()
        self._distances = KeptDistances()
        self._results = ResultCache()
        self._live = LiveIndex(client)
        self._prepare = QueryPreparation(client, self._live, self._query_vectors, embedder.embed)
        self._ids = IdResolver(client, self._live)
        self._linked = LinkedCommands(client, self._live)
        self._views = LatestViews(client, self._live)
        self._records = RecordReader(client, self._live, self._ids)
        self.examples = ExampleReader(
            client, self._live, self._query_vectors, embedder.embed, tuning=tuning
        )

    @classmethod
    async def connect(
        cls,
        url: str,
        *,
        embedder: Embedder | None = None,
        settings: ConnectionSettings | None = None,
        tuning: SearchTuning | None = None,
        server_fusion: bool | None = None,
        client: redis.asyncio.Redis | None = None,
    ) -> DocsReader:
        """Open a bounded pool (or use ``client``), check the published index (``discover``:
        IndexNotFoundError, IndexMismatchError), pick the hybrid strategy."""
        settings = settings or ConnectionSettings()
        client = client if client is not None else open_client(url, settings)
        try:
            async with backend_guard(settings.deadline):
                await asyncio.to_thread(discover_sync, url, settings)
                if server_fusion is None:
                    server_fusion = await has_ft_hybrid(client)
            strategy: HybridStrategy = ServerHybrid() if server_fusion else ClientHybrid()
            embedder = embedder or load_embedder(queries=True)
            tuning = tuning or SearchTuning()
            reader = cls(client, embedder, strategy, settings=settings, tuning=tuning)
            # The vocabulary and copies take a few hundred ms: the first search must not pay.
            async with backend_guard(settings.deadline):
                await reader._prepare.vocabulary(reader.tuning)
            await asyncio.to_thread(model_words)  # 0.1 s of JSON, read once, off the loop
            if tuning.term_match_weight > 0:
                await asyncio.to_thread(termmatch.shared_term_matcher)
            await reader.doc_versions()
        except BaseException:
            await client.aclose(close_connection_pool=True)
            raise
        return reader

    def with_tuning(self, tuning: SearchTuning) -> DocsReader:
        """A reader sharing this one's pool and embedder, ranking with other knobs."""
        twin = DocsReader(
            self._client, self._embedder, self._strategy, settings=self._settings, tuning=tuning
        )
        twin._live, twin._query_vectors, twin._ids = self._live, self._query_vectors, self._ids
        twin._results, twin._records, twin._prepare = self._results, self._records, self._prepare
        twin._linked, twin._views, twin._distances = self._linked, self._views, self._distances
        return twin

    async def aclose(self) -> None:
        await self._client.aclose(close_connection_pool=True)

    async def search(
        self,
        query: str,
        *,
        limit: int = DEFAULT_LIMIT,
        product: str | None = None,
        version: str | None = None,
        alternates: Sequence[str] = (),
        language: Language | None = None,
    ) -> list[SearchHit]:
        """Best-first hits (RRF over chunks, pages, commands; ``ranking``); repeats: cached."""
        text = checked_query(query)
        limit = checked_limit(limit, MAX_LIMIT)
        strings = query_strings(text, alternates, self.tuning)
        key = SearchKey.of(strings, limit, product, version, tuning=self.tuning, language=language)
        async with backend_guard(self._settings.deadline):
            state = await read_state(self._client, await self._live.version())
            cached = self._results.get(key, state)
            if cached is not None:
                return cached
            wanted = language or detect_language(text)
            hits, _, parsed = await self._shown(
                strings, text, limit, where=(product, version), language=wanted, state=state
            )
            hits = await self.examples.merged(hits, text, wanted, limit, parsed)
        self._results.put(key, state, hits)
        return hits

    async def search_chunks(
        self, query: str, *, limit: int = DEFAULT_LIMIT, page_id: str | None = None
    ) -> list[SearchHit]:
        """Passages (whole, bounded) for ``query``. Several words: ``search``'s candidates in its
        order, no example merge, so ``ask`` never gathers weaker evidence (spec/020, ASK-071). One
        word (an abstention anchor) or ``page_id``: chunks fused by RRF, which finds its passages."""
        text = checked_query(query)
        limit = checked_limit(limit, MAX_LIMIT)
        if page_id is None and len(text.split()) > 1:
            async with backend_guard(self._settings.deadline):
                strings = query_strings(text, (), self.tuning)
                wanted = detect_language(text)
                shown, ranked, parsed = await self._shown(strings, text, limit, language=wanted)
                full = methods_for(await self._hydrate(ranked, parsed, full_chunks=True), wanted)
                return termmatch.in_search_order(shown, full)[:limit]
        inside = page_filter(parse_id(page_id).page_id) if page_id is not None else None
        tuning = self.tuning
        async with backend_guard(self._settings.deadline):
            if inside is None:
                # A word alone is an anchor: searched as meant (``unlikn`` as UNLINK, not "unlike").
                text = await self._prepare.respelt(text, tuning)
            found, pending, _, _ = await self._prepare.variants([text], tuning, extra_filter=inside)
            # "MISCONF" alone: routed
            named = await self._prepare.vocabulary(tuning) if inside is None else None
            plan = plan_legs(found, [text], tuning, chunks=True, pages=False, vocabulary=named)
            results = await self._run(plan, pending)
            candidates = chunk_candidates(results.chunk_lists, tuning, limit=limit)
            return await self._hydrate(candidates, found[0].parsed, full_chunks=True)

    async def search_pages(self, query: str, *, limit: int = 5) -> list[SearchHit]:
        """Page hits (kind ``page``), ranked with the same page-level fusion as ``search``."""
        text = checked_query(query)
        limit = checked_limit(limit, MAX_LIMIT)
        async with backend_guard(self._settings.deadline):
            found, pending, common, _ = await self._prepare.variants([text], self.tuning)
            plan = plan_legs(found, [text], self.tuning, chunks=True, pages=True, common=common)
            results = await self._run(plan, pending)
            tuning = self.tuning.for_language(detect_language(text))
            scores = page_scores(results, text, tuning)
            live_version = await self._live.version()
            candidates = page_candidates(scores, limit=limit, live_version=live_version)
            return await self._hydrate(candidates, found[0].parsed)

    async def nearest_distance(self, question: str) -> float | None:
        """Distance to the nearest latest passage (``nearness``: ask abstains; never shown) of
        the question as search reads it, a misspelt word corrected (``zrnge`` -> ``zrange``)."""
        text = query_strings(checked_query(question), (), self.tuning)[0]
        async with backend_guard(self._settings.deadline):
            text = await self._prepare.respelt(text, self.tuning)
            key = await self._distance_key(text)
        if key in self._distances:
            return self._distances[key]
        vector = (await self._query_vectors.vectors([text], self._embedder.embed))[0]
        async with backend_guard(self._settings.deadline):
            distance = await nearest_passage_distance(self._client, vector)
        self._distances.keep(key, distance)
        return distance

    async def _distance_key(self, text: str) -> tuple[int, str, str]:
        """The index state a distance holds for (a patch in place changes the fingerprint)."""
        meta = await self._live.current_meta()
        return meta.version, meta.fingerprint, text

    async def command_words(self, question: str) -> dict[str, str]:
        """Each word of ``question``, lower case, that is a command name or misspells one and
        that the model does not know as a word (``smembers``, ``zrnge``; never ``time``) -> the
        command's name, lower case."""
        text = query_strings(checked_query(question), (), self.tuning)[0]
        async with backend_guard(self._settings.deadline):
            return await self._prepare.command_words(text, self.tuning)

    async def ranking_features(self, query: str) -> CandidateFeatures:
        """The fused top pages of ``search(query)`` and their rows (``docs-eval train-ranker``)."""
        text = checked_query(query)
        strings = query_strings(text, (), self.tuning)
        async with backend_guard(self._settings.deadline):
            results, _ = await self._leg_results(strings, None, None, detect_language(text))
        return ranker_inputs(results, strings[0], self.tuning)

    async def get_command(self, name: str) -> Command | None:
        """Exact Command lookup by name, case-insensitive (``bf.reserve`` or ``BF.RESERVE``)."""
        if not isinstance(name, str):
            raise InvalidQueryError("command name must be a string")
        if (name_key := command_name_key(name)) is None:
            return None
        async with backend_guard(self._settings.deadline):
            return await read_command(self._client, name_key)

    async def page_chunks(self, page_id: str, *, limit: int = 50) -> list[SearchHit]:
        """The page's chunks in page order (whole passages), at most ``limit``."""
        limit = max(1, min(int(limit), MAX_PAGE_CHUNKS))
        async with backend_guard(self._settings.deadline):
            candidates = await self._records.page_chunks(parse_id(page_id).page_id, limit)
            return await self._hydrate(candidates, ParsedQuery((), ()), full_chunks=True)

    async def fetch(
        self,
        id: str,
        *,
        offset: int = 0,
        max_chars: int = DEFAULT_FETCH_CHARS,
        language: Language | None = None,
    ) -> FetchedDoc:
        """Full markdown of a page, section (windows joined) or chunk, with metadata, paged by
        ``offset``/``max_chars``; ``id`` is any form spec/001 lists, the result's canonical."""
        max_chars = checked_max_chars(offset, max_chars)
        async with backend_guard(self._settings.deadline):
            doc_id, parts = await self.examples.locate(id, self._records.located, language)
            meta = await self._live.current_meta()
            doc = paged(doc_id, parts, meta, offset=offset, max_chars=max_chars, language=language)
            return await with_links(self._client, await self._live.version(), doc)

    async def _shown(
        self,
        strings: list[str],
        text: str,
        limit: int,
        *,
        where: tuple[str | None, str | None] = (None, None),
        language: Language | None,
        state: IndexState | None = None,
    ) -> tuple[list[SearchHit], list[Candidate], ParsedQuery]:
        """Search's hits before examples join them (RET-132: the depth's hits reordered by the
        question's words, then cut to ``limit``), their candidates and the parsed query;
        ``where``: the product and version asked for."""
        (product, version), tuning = where, self.tuning.for_language(language)
        depth = termmatch.matched_depth(limit, tuning)
        candidates, parsed = await self._ranked(
            strings, depth + spare_hits(version), product, version, language, state=state
        )
        hits = methods_for(await self._hydrate(candidates, parsed), language)
        hits = without_version_filler(hits, parsed.terms, version, depth)
        return termmatch.reordered(hits, text, tuning)[:limit], candidates, parsed

    async def _ranked(
        self,
        strings: list[str],
        limit: int,
        product: str | None,
        version: str | None,
        language: Language | None,
        *,
        state: IndexState | None = None,
    ) -> tuple[list[Candidate], ParsedQuery]:
        results, parsed = await self._leg_results(strings, product, version, language, state)
        candidates = rank_candidates(
            results,
            strings[0],
            self.tuning.for_language(language),
            limit=limit,
            live_version=await self._live.version(),
        )
        return candidates, parsed

    async def _leg_results(
        self,
        strings: list[str],
        product: str | None,
        version: str | None,
        language: Language | None,
        state: IndexState | None = None,
    ) -> tuple[LegResults, ParsedQuery]:
        tuning, commands = self.tuning.for_language(language), product in (None, COMMAND_PRODUCT)
        found, pending, common, embedded = await self._prepare.variants(
            strings, tuning, product=product, version=version
        )
        plan = plan_legs(
            found,
            strings,
            tuning,
            chunks=True,
            pages=True,
            commands=commands,
            vocabulary=await self._prepare.vocabulary(tuning),
            common=common,
        )
        results = await self._run(plan, pending)
        if results.nearest_distance is not None:
            # The note's nearness check then reads it instead of asking Redis again.
            self._distances.keep(await self._distance_key(embedded), results.nearest_distance)
        results = await self._linked.added(
            results, strings[0], tuning, commands=commands, state=state
        )
        depth = tuning.method_list_depth
        results = method_passages_for(results, language, tuning.method_list_weight, depth)
        return results, found[0].parsed

    async def _run(self, plan: LegPlan, pending: PendingVectors | None = None) -> LegResults:
        strategy = strategy_for(self._strategy, [leg for _, leg, _ in plan.hybrid])
        try:
            views = await self._views.serving(self.tuning)
            pipe = DistinctPipeline(self._client, views=views, in_flight=self._in_flight)
            plan.queue(pipe, strategy)
            replies = await pipe.execute(pending)
        except BaseException:
            if pending is not None:
                pending.abandon()
            raise
        return plan.parse(replies, strategy)

    async def _hydrate(
        self, candidates: list[Candidate], parsed: ParsedQuery, *, full_chunks: bool = False
    ) -> list[SearchHit]:
        version = await self._live.version()
        return await hydrate(
            self._client, candidates, parsed.terms, live_version=version, full_chunks=full_chunks
        )
