"""``DocsReader``: the one read path over the published index (spec/011-retrieval.md).

Every query names the aliases ``docs_chunks``/``docs_pages``/``docs_commands``, so a publish
(alias swap) is followed without reconnecting. A search is one pipeline of FT.SEARCH (or
FT.HYBRID) legs plus one pipeline of HMGET for the hits it returns.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, Literal

import redis

from docs_core.embedding import Embedder, load_embedder
from docs_core.errors import DocNotFoundError, InvalidQueryError
from docs_core.ids import parse_id
from docs_core.index import IndexMeta, discover
from docs_core.keys import ALIASES, Entity, key_prefix, meta_key, page_key_of_command, record_id
from docs_core.models import DocMetadata, FetchedDoc, SearchHit
from docs_core.retrieval.capabilities import (
    ClientHybrid,
    HybridLeg,
    HybridStrategy,
    ServerHybrid,
    has_ft_hybrid,
    knn_search_args,
    parse_search_keys,
    text_search_args,
)
from docs_core.retrieval.connection import ConnectionSettings, backend_guard, open_client
from docs_core.retrieval.embedcache import QueryVectorCache, to_blobs
from docs_core.retrieval.fusion import by_score, page_of, rrf, rrf_pages
from docs_core.retrieval.priors import apply_page_priors
from docs_core.retrieval.snippets import MAX_SNIPPET_CHARS, join_windows, snippet
from docs_core.retrieval.textquery import (
    MAX_QUERY_CHARS,
    CommandCandidate,
    ParsedQuery,
    clean_query,
    command_candidates,
    escape_tag,
    parse_query,
    phrase_clause,
    text_clause,
    version_mentions,
)
from docs_core.schema import Command, decode_record

__all__ = ["DEFAULT_LIMIT", "MAX_FETCH_CHARS", "MAX_LIMIT", "DocsReader", "SearchTuning"]

DEFAULT_LIMIT = 8
MAX_LIMIT = 20
MAX_FETCH_CHARS = 40_000
MAX_ALTERNATES = 3
LATEST = "latest"
COMMAND_PRODUCT = "oss"

Mode = Literal["hybrid", "text", "vector"]

_CHUNK_TEXT = ("title", "heading", "text")
_PAGE_TEXT = ("title", "description", "headings")
_CHUNK_FIELDS = ("page_id", "title", "heading", "text", "url", "product", "version", "doc_type")
_PAGE_FIELDS = ("title", "url", "summary", "description", "product", "version", "doc_type")
_COMMAND_FIELDS = ("name", "summary", "syntax", "url", "version", "page_id")


@dataclass(frozen=True, slots=True)
class SearchTuning:
    """Ranking knobs; the defaults are the measured choice recorded in spec/011-retrieval.md."""

    mode: Mode = "hybrid"
    rrf_k: float = 10.0
    chunk_text_candidates: int = 50
    chunk_vector_candidates: int = 50
    page_text_candidates: int = 30
    page_vector_candidates: int = 30
    chunk_weight: float = 1.0
    page_weight: float = 1.0
    phrase_weight: float = 0.3
    phrase_candidates: int = 20
    strong_command_weight: float = 3.0
    weak_command_weight: float = 0.5
    per_page_cap: int = 2
    repeat_factor: float = 0.5
    alternate_weight: float = 0.5
    requested_version_weight: float = 1.0
    other_version_weight: float = 0.5
    text_weight: float = 0.5
    vector_weight: float = 1.0
    page_priors: bool = True
    command_vector_weight: float = 0.3
    command_vector_candidates: int = 5
    command_vector_max_distance: float = 0.5

    short_query_terms: int = 3
    keyword_alternate: bool = True

    def text_weight_for(self, parsed: ParsedQuery, base: float) -> float:
        """Full text weight for keyword-style queries (a few terms: ``6.2.1``, ``XCLAIM
        pending``), the damped one for sentences, where vectors carry the meaning."""
        if base and len(parsed.terms) <= self.short_query_terms:
            return max(base, 1.0)
        return base

    def phrase_weight_for(self, parsed: ParsedQuery) -> float:
        if len(parsed.terms) <= self.short_query_terms:
            return max(self.phrase_weight, 1.0)
        return self.phrase_weight

    def leg_weights(self) -> tuple[float, float]:
        if self.mode == "text":
            return 1.0, 0.0
        if self.mode == "vector":
            return 0.0, 1.0
        return self.text_weight, self.vector_weight


@dataclass(slots=True)
class _Candidate:
    key: str
    kind: Literal["chunk", "page", "command"]
    page_id: str
    score: float


@dataclass(frozen=True, slots=True)
class _Variant:
    """One query string (main or alternate) under one version filter, with its weight."""

    parsed: ParsedQuery
    vector: bytes
    filter: str
    weight: float


class DocsReader:
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
        self._version: tuple[int, float] | None = None
        self._known_versions: tuple[frozenset[str], float] | None = None

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
        """Open a bounded pool, check the published index (``docs_core.index.discover``
        semantics: IndexNotFoundError / IndexMismatchError) and pick the hybrid strategy.

        ``client`` (e.g. ``docs_core.failover.connect_reader_client`` over several endpoints)
        replaces the pool opened from ``url``; ``url`` still serves discovery."""
        settings = settings or ConnectionSettings()
        client = client if client is not None else open_client(url, settings)
        try:
            async with backend_guard(settings.deadline):
                await asyncio.to_thread(_discover_sync, url, settings)
                if server_fusion is None:
                    server_fusion = await has_ft_hybrid(client)
        except BaseException:
            await client.aclose(close_connection_pool=True)
            raise
        strategy: HybridStrategy = ServerHybrid() if server_fusion else ClientHybrid()
        return cls(
            client,
            embedder or load_embedder(),
            strategy,
            settings=settings,
            tuning=tuning or SearchTuning(),
        )

    @property
    def server_fusion(self) -> bool:
        return isinstance(self._strategy, ServerHybrid)

    def with_tuning(self, tuning: SearchTuning) -> DocsReader:
        """A reader sharing this one's pool and embedder, ranking with other knobs."""
        twin = DocsReader(
            self._client, self._embedder, self._strategy, settings=self._settings, tuning=tuning
        )
        twin._version, twin._known_versions = self._version, self._known_versions
        twin._query_vectors = self._query_vectors
        return twin

    async def aclose(self) -> None:
        await self._client.aclose(close_connection_pool=True)

    async def ping(self) -> bool:
        try:
            async with backend_guard(self._settings.deadline):
                return bool(await self._client.ping())
        except Exception:
            return False

    async def status(self) -> IndexMeta:
        """Metadata of the live index version (refuses a foreign model or schema)."""
        async with backend_guard(self._settings.deadline):
            meta = await self._meta()
        return meta

    async def search(
        self,
        query: str,
        *,
        limit: int = DEFAULT_LIMIT,
        product: str | None = None,
        version: str | None = None,
        alternates: Sequence[str] = (),
    ) -> list[SearchHit]:
        """Best-first hits over chunks, pages and commands, fused by RRF; at most ``limit``."""
        text = _validate_query(query)
        limit = _validate_limit(limit)
        async with backend_guard(self._settings.deadline):
            candidates, parsed = await self._fused(text, alternates, limit, product, version)
            return await self._hydrate(candidates, parsed)

    async def _fused(
        self,
        text: str,
        alternates: Sequence[str],
        limit: int,
        product: str | None,
        version: str | None,
    ) -> tuple[list[_Candidate], ParsedQuery]:
        extra = [clean_query(a)[:MAX_QUERY_CHARS] for a in alternates if isinstance(a, str)]
        extra = [a for a in extra if a][:MAX_ALTERNATES]
        if not extra and self.tuning.keyword_alternate:
            terms = parse_query(text).terms
            if len(terms) > self.tuning.short_query_terms:
                extra = [" ".join(terms)]
        variants = await self._variants(text, extra, product, version)
        chunk_lists, page_lists, command_hits = await self._run_legs(
            variants,
            text,
            extra,
            chunks=True,
            pages=True,
            commands=product in (None, COMMAND_PRODUCT),
        )
        candidates = self._rank(
            chunk_lists,
            page_lists,
            command_hits,
            limit=limit,
            query=text,
            page_prefix=await self._prefix(Entity.PAGE),
        )
        return candidates, variants[0].parsed

    async def search_chunks(
        self, query: str, *, limit: int = DEFAULT_LIMIT, page_id: str | None = None
    ) -> list[SearchHit]:
        """Chunk hits (whole passage text, bounded) fused by RRF; optionally inside one page.

        For a sentence without ``page_id`` the chunks come in the order ``search`` ranks their
        pages (same legs, priors and keyword alternate), so ``ask`` never gathers weaker
        evidence than ``search`` would have shown; a keyword lookup (a few terms, e.g. one
        identifier) keeps the chunk-level ranking, which finds the passages that contain it."""
        text = _validate_query(query)
        limit = _validate_limit(limit)
        if page_id is None and len(parse_query(text).terms) > self.tuning.short_query_terms:
            async with backend_guard(self._settings.deadline):
                ranked, parsed = await self._fused(text, (), MAX_LIMIT * 2, None, None)
                chunks = [c for c in ranked if c.kind == "chunk"][:limit]
                return await self._hydrate(chunks, parsed, full_chunks=True)
        page_filter = None
        if page_id is not None:
            page_filter = f"@page_id:{{{escape_tag(parse_id(page_id).page_id)}}}"
        async with backend_guard(self._settings.deadline):
            variants = await self._variants(text, [], None, None, extra_filter=page_filter)
            chunk_lists, _, _ = await self._run_legs(variants, text, [], chunks=True, pages=False)
            scores = rrf(chunk_lists, k=self.tuning.rrf_k)
            order = by_score(scores)[:limit]
            candidates = [_Candidate(k, "chunk", page_of(record_id(k)), scores[k]) for k in order]
            return await self._hydrate(candidates, variants[0].parsed, full_chunks=True)

    async def search_pages(self, query: str, *, limit: int = 5) -> list[SearchHit]:
        """Page hits (kind ``page``), ranked with the same page-level fusion as ``search``."""
        text = _validate_query(query)
        limit = _validate_limit(limit)
        async with backend_guard(self._settings.deadline):
            variants = await self._variants(text, [], None, None)
            chunk_lists, page_lists, command_hits = await self._run_legs(
                variants, text, [], chunks=True, pages=True
            )
            scores = self._page_scores(chunk_lists, page_lists, command_hits, text)
            prefix = await self._prefix(Entity.PAGE)
            order = by_score(scores)[:limit]
            candidates = [_Candidate(prefix + p, "page", p, scores[p]) for p in order]
            return await self._hydrate(candidates, variants[0].parsed)

    async def get_command(self, name: str) -> Command | None:
        """Exact Command lookup by name, case-insensitive (``bf.reserve`` or ``BF.RESERVE``)."""
        if not isinstance(name, str):
            raise InvalidQueryError("command name must be a string")
        key = " ".join(clean_query(name).split()).upper()
        if not key or len(key) > 64:
            return None
        async with backend_guard(self._settings.deadline):
            reply = await self._client.execute_command(
                "FT.SEARCH",
                ALIASES[Entity.COMMAND],
                f"@name_key:{{{escape_tag(key)}}} @version:{{{LATEST}}}",
                "NOCONTENT",
                "LIMIT",
                0,
                1,
                "DIALECT",
                2,
            )
            keys = parse_search_keys(reply)
            if not keys:
                return None
            raw = await self._client.hgetall(keys[0])
        return decode_record(Command, raw) if raw else None

    async def page_chunks(self, page_id: str, *, limit: int = 50) -> list[SearchHit]:
        """The page's chunks in page order (whole passages), at most ``limit``."""
        page = parse_id(page_id).page_id
        limit = max(1, min(int(limit), 500))
        async with backend_guard(self._settings.deadline):
            page_raw = await self._read(Entity.PAGE, page, ("chunk_ids",))
            if page_raw is None:
                raise DocNotFoundError(f"no page with id {page!r} in the live index")
            chunk_ids = _json_list(page_raw["chunk_ids"])[:limit]
            prefix = await self._prefix(Entity.CHUNK)
            candidates = [_Candidate(prefix + c, "chunk", page, 0.0) for c in chunk_ids]
            return await self._hydrate(candidates, ParsedQuery((), ()), full_chunks=True)

    async def fetch(self, id: str, *, offset: int = 0, max_chars: int = 20_000) -> FetchedDoc:
        """Full markdown of a page, section (its windows joined) or chunk, with metadata;
        ``offset``/``max_chars`` page through long bodies (``next_offset`` continues)."""
        doc_id = parse_id(id)
        if not isinstance(offset, int) or offset < 0:
            raise InvalidQueryError("offset must be a non-negative integer")
        if not isinstance(max_chars, int) or max_chars < 1:
            raise InvalidQueryError("max_chars must be a positive integer")
        max_chars = min(max_chars, MAX_FETCH_CHARS)
        async with backend_guard(self._settings.deadline):
            for attempt in (0, 1):
                found = await self._fetch_parts(doc_id, fresh=attempt == 1)
                if found is not None:
                    break
            else:
                raise DocNotFoundError(f"no document with id {str(doc_id)!r} in the live index")
            meta = await self._meta()
        title, url, body, metadata = found
        metadata = metadata.model_copy(
            update={
                "source_commit": metadata.source_commit or meta.source_commit,
                "indexed_at": datetime.fromtimestamp(meta.indexed_at, UTC).isoformat(),
            }
        )
        window = body[offset : offset + max_chars]
        end = offset + len(window)
        return FetchedDoc(
            id=str(doc_id),
            title=title,
            url=url,
            text=window,
            metadata=metadata,
            offset=offset,
            total_chars=len(body),
            next_offset=end if end < len(body) else None,
        )

    async def _fetch_parts(
        self, doc_id: Any, *, fresh: bool
    ) -> tuple[str, str, str, DocMetadata] | None:
        fields = ("title", "url", "body", "section_path", "product", "version", "doc_type")
        page = await self._read(
            Entity.PAGE, doc_id.page_id, (*fields, "last_commit", "chunk_ids"), fresh=fresh
        )
        if page is None:
            return None
        base = DocMetadata(
            page_id=doc_id.page_id,
            kind="page",
            section_path=_json_list(page["section_path"]),
            product=page["product"],
            version=page["version"],
            doc_type=page["doc_type"],
            source_commit=page["last_commit"],
        )
        if doc_id.kind == "page":
            body = page["body"]
            if page["doc_type"] == "command":
                base = base.model_copy(update={"kind": "command"})
                command = await self._read(Entity.COMMAND, doc_id.page_id, None, fresh=fresh)
                if command is not None:
                    body = _command_header(decode_record(Command, command)) + body
            return page["title"], page["url"], body, base
        wanted = str(doc_id)
        chunk_ids = [
            c
            for c in _json_list(page["chunk_ids"])
            if c == wanted or (doc_id.kind == "section" and c.startswith(wanted + ":w"))
        ]
        if not chunk_ids:
            return None
        prefix = await self._prefix(Entity.CHUNK)
        pipe = self._client.pipeline(transaction=False)
        for chunk in chunk_ids:
            pipe.hmget(prefix + chunk, ["text", "heading", "url"])
        rows = [r for r in await pipe.execute() if r[0] is not None]
        if not rows:
            return None
        texts = [_str(r[0]) for r in rows]
        heading, url = _str(rows[0][1]), _str(rows[0][2])
        body = texts[0] if doc_id.kind == "chunk" else join_windows(texts)
        kind = "chunk" if doc_id.kind == "chunk" else "section"
        metadata = base.model_copy(update={"kind": kind, "section": heading})
        return page["title"], url, body, metadata

    async def _variants(
        self,
        text: str,
        alternates: list[str],
        product: str | None,
        version: str | None,
        *,
        extra_filter: str | None = None,
    ) -> list[_Variant]:
        strings = [text, *alternates]
        blobs = await self._embed(strings)
        tuning = self.tuning
        version_weights: dict[str, float] = {LATEST: 1.0}
        if version is not None:
            requested = clean_query(str(version))
            if requested and requested != LATEST:
                version_weights = {
                    requested: tuning.requested_version_weight,
                    LATEST: tuning.other_version_weight,
                }
        else:
            known = await self._versions()
            for mentioned in version_mentions(text):
                if mentioned in known:
                    version_weights[mentioned] = tuning.requested_version_weight
        filters = []
        for name, weight in version_weights.items():
            parts = [f"@version:{{{escape_tag(name)}}}"]
            if product:
                parts.append(f"@product:{{{escape_tag(clean_query(product))}}}")
            if extra_filter:
                parts.append(extra_filter)
            filters.append((" ".join(parts), weight))
        variants = []
        for i, (string, blob) in enumerate(zip(strings, blobs, strict=True)):
            parsed = parse_query(string)
            for filter_expr, weight in filters:
                string_weight = 1.0 if i == 0 else tuning.alternate_weight
                variants.append(_Variant(parsed, blob, filter_expr, weight * string_weight))
        return variants

    async def _embed(self, strings: list[str]) -> list[bytes]:
        found, missing = self._query_vectors.lookup(strings)
        if missing:
            fresh = await asyncio.to_thread(to_blobs, self._embedder.embed, missing)
            for string, blob in zip(missing, fresh, strict=True):
                self._query_vectors.store(string, blob)
                found[string] = blob
        return [found[string] for string in strings]

    async def _run_legs(
        self,
        variants: list[_Variant],
        text: str,
        alternates: list[str],
        *,
        chunks: bool,
        pages: bool,
        commands: bool = True,
    ) -> tuple[
        list[tuple[list[str], float]],
        list[tuple[list[str], float]],
        list[tuple[str, CommandCandidate]],
    ]:
        tuning = self.tuning
        base_text_weight, vector_weight = tuning.leg_weights()
        legs: list[tuple[str, HybridLeg, float]] = []
        for variant in variants:
            text_weight = tuning.text_weight_for(variant.parsed, base_text_weight)
            if chunks:
                clause = text_clause(variant.parsed, _CHUNK_TEXT, {"title": 5, "text": 2})
                legs.append(
                    (
                        "chunk",
                        HybridLeg(
                            ALIASES[Entity.CHUNK],
                            clause if text_weight else None,
                            variant.vector,
                            variant.filter,
                            tuning.chunk_text_candidates,
                            tuning.chunk_vector_candidates,
                            tuning.rrf_k,
                            text_weight,
                            vector_weight,
                        ),
                        variant.weight * tuning.chunk_weight,
                    )
                )
            if pages:
                clause = text_clause(variant.parsed, _PAGE_TEXT, {"title": 5})
                legs.append(
                    (
                        "page",
                        HybridLeg(
                            ALIASES[Entity.PAGE],
                            clause if text_weight else None,
                            variant.vector,
                            variant.filter,
                            tuning.page_text_candidates,
                            tuning.page_vector_candidates,
                            tuning.rrf_k,
                            text_weight,
                            vector_weight,
                        ),
                        variant.weight * tuning.page_weight,
                    )
                )
        text_weight = base_text_weight
        phrase_legs: list[tuple[str, str, float]] = []
        if text_weight and tuning.phrase_weight:
            for variant in variants:
                weight = variant.weight * tuning.phrase_weight_for(variant.parsed)
                if chunks and (clause := phrase_clause(variant.parsed, _CHUNK_TEXT)):
                    phrase_legs.append(("chunk", f"{variant.filter} {clause}", weight))
                if pages and (clause := phrase_clause(variant.parsed, _PAGE_TEXT)):
                    phrase_legs.append(("page", f"{variant.filter} {clause}", weight))
        candidates: dict[str, CommandCandidate] = {}
        if pages and text_weight and commands:
            for string in (text, *alternates):
                for candidate in command_candidates(string):
                    known = candidates.get(candidate.name_key)
                    if known is None or (candidate.strong and not known.strong):
                        candidates[candidate.name_key] = candidate
        pipe = self._client.pipeline(transaction=False)
        for _, leg, _ in legs:
            self._strategy.queue(pipe, leg if vector_weight else replace(leg, vector_candidates=1))
        for entity, query, _ in phrase_legs:
            index = ALIASES[Entity.CHUNK if entity == "chunk" else Entity.PAGE]
            pipe.execute_command(*text_search_args(index, query, None, tuning.phrase_candidates))
        if candidates:
            names = " | ".join(escape_tag(c) for c in candidates)
            pipe.execute_command(
                "FT.SEARCH",
                ALIASES[Entity.COMMAND],
                f"@name_key:{{{names}}} @version:{{{LATEST}}}",
                "RETURN",
                1,
                "name_key",
                "LIMIT",
                0,
                len(candidates),
                "DIALECT",
                2,
            )
        page_lists: list[tuple[list[str], float]] = []
        # Command records carry no product (their pages are oss), so a search filtered to
        # another product skips both command legs.
        command_knn = bool(commands and pages and vector_weight and tuning.command_vector_weight)
        if command_knn:
            args = knn_search_args(
                ALIASES[Entity.COMMAND],
                variants[0].vector,
                f"@version:{{{LATEST}}}",
                tuning.command_vector_candidates,
            )
            nocontent = args.index("NOCONTENT")
            pipe.execute_command(*args[:nocontent], "RETURN", 1, "knn_dist", *args[nocontent + 1 :])
        replies = await pipe.execute()
        if command_knn:
            reply = replies.pop()
            close = [
                _str(key)
                for key, fields in zip(reply[1::2], reply[2::2], strict=True)
                if float(_str(fields[1])) <= tuning.command_vector_max_distance
            ]
            page_lists.append(
                ([page_key_of_command(key) for key in close], tuning.command_vector_weight)
            )
        step = self._strategy.replies_per_leg
        chunk_lists: list[tuple[list[str], float]] = []
        for i, (entity, leg, weight) in enumerate(legs):
            leg_replies = replies[i * step : (i + 1) * step]
            if vector_weight == 0:
                keys = _text_only(leg, leg_replies, self._strategy)
            else:
                keys = self._strategy.fuse(leg, leg_replies)
            (chunk_lists if entity == "chunk" else page_lists).append((keys, weight))
        base = len(legs) * step
        for j, (entity, _, weight) in enumerate(phrase_legs):
            keys = parse_search_keys(replies[base + j])
            (chunk_lists if entity == "chunk" else page_lists).append((keys, weight))
        command_hits: list[tuple[str, CommandCandidate]] = []
        if candidates:
            reply = replies[base + len(phrase_legs)]
            for key, fields in zip(reply[1::2], reply[2::2], strict=True):
                name_key = _str(dict(zip(fields[::2], fields[1::2], strict=True))[b"name_key"])
                if name_key in candidates:
                    command_hits.append((_str(key), candidates[name_key]))
            command_hits.sort(key=lambda hit: hit[1].position)
        return chunk_lists, page_lists, command_hits

    def _page_scores(
        self,
        chunk_lists: list[tuple[list[str], float]],
        page_lists: list[tuple[list[str], float]],
        command_hits: list[tuple[str, CommandCandidate]],
        query: str,
    ) -> dict[str, float]:
        k = self.tuning.rrf_k
        lists = [([record_id(key) for key in keys], w) for keys, w in (*chunk_lists, *page_lists)]
        scores = rrf_pages(lists, k=k)
        strong = [record_id(key) for key, c in command_hits if c.strong]
        weak = [record_id(key) for key, c in command_hits if not c.strong]
        for page, boost in rrf(
            [(strong, self.tuning.strong_command_weight), (weak, self.tuning.weak_command_weight)],
            k=1.0,
        ).items():
            scores[page] = scores.get(page, 0.0) + boost / (k + 1) * 2
        return apply_page_priors(scores, query) if self.tuning.page_priors else scores

    def _rank(
        self,
        chunk_lists: list[tuple[list[str], float]],
        page_lists: list[tuple[list[str], float]],
        command_hits: list[tuple[str, CommandCandidate]],
        *,
        limit: int,
        query: str,
        page_prefix: str,
    ) -> list[_Candidate]:
        tuning = self.tuning
        page_scores = self._page_scores(chunk_lists, page_lists, command_hits, query)
        chunk_scores = rrf(chunk_lists, k=tuning.rrf_k)
        chunks_by_page: dict[str, list[str]] = {}
        for key in by_score(chunk_scores):
            chunks_by_page.setdefault(page_of(record_id(key)), []).append(key)
        page_keys = {record_id(key): key for keys, _ in page_lists for key in keys}
        strong_commands = {record_id(key): key for key, c in command_hits if c.strong}
        out: list[_Candidate] = []
        for page, score in page_scores.items():
            chunk_keys = chunks_by_page.get(page, [])
            if page in strong_commands:
                out.append(_Candidate(strong_commands[page], "command", page, score))
                repeats = chunk_keys[: tuning.per_page_cap - 1]
            elif chunk_keys:
                out.append(_Candidate(chunk_keys[0], "chunk", page, score))
                repeats = chunk_keys[1 : tuning.per_page_cap]
            elif page in page_keys:
                out.append(_Candidate(page_keys[page], "page", page, score))
                repeats = []
            else:
                command_key = next((key for key, _ in command_hits if record_id(key) == page), None)
                if command_key is None:
                    # A guide credited by its language variants (priors); hydrate drops a miss.
                    out.append(_Candidate(page_prefix + page, "page", page, score))
                else:
                    out.append(_Candidate(command_key, "command", page, score))
                repeats = []
            best_chunk = chunk_scores[chunk_keys[0]] if chunk_keys else 1.0
            for n, key in enumerate(repeats, start=1):
                relative = chunk_scores[key] / best_chunk if best_chunk else 0.0
                out.append(
                    _Candidate(key, "chunk", page, score * relative * tuning.repeat_factor**n)
                )
        out.sort(key=lambda c: (-c.score, record_id(c.key)))
        return out[:limit]

    async def _hydrate(
        self, candidates: list[_Candidate], parsed: ParsedQuery, *, full_chunks: bool = False
    ) -> list[SearchHit]:
        if not candidates:
            return []
        pipe = self._client.pipeline(transaction=False)
        for c in candidates:
            fields = {"chunk": _CHUNK_FIELDS, "page": _PAGE_FIELDS, "command": _COMMAND_FIELDS}
            pipe.hmget(c.key, list(fields[c.kind]))
        rows = await pipe.execute()
        hits: list[SearchHit] = []
        extra: list[tuple[int, str]] = []
        for c, row in zip(candidates, rows, strict=True):
            if row[0] is None:
                continue
            values = [_str(v) for v in row]
            if c.kind == "chunk":
                page_id, title, heading, text, url, product, version, _ = values
                body = text[:2000] if full_chunks else snippet(text, parsed.terms)
                hits.append(
                    SearchHit(
                        id=record_id(c.key),
                        title=title,
                        url=url,
                        text=body,
                        page_id=page_id,
                        kind="chunk",
                        section=heading,
                        product=product,
                        version=version,
                        score=c.score,
                    )
                )
            elif c.kind == "page":
                title, url, summary, description, product, version, _ = values
                hits.append(
                    SearchHit(
                        id=record_id(c.key),
                        title=title,
                        url=url,
                        text=snippet(summary or description, parsed.terms),
                        page_id=c.page_id,
                        kind="page",
                        product=product,
                        version=version,
                        score=c.score,
                    )
                )
            else:
                name, summary, syntax, url, version, page_id = values
                text = f"{syntax}\n\n{summary}".strip()
                hits.append(
                    SearchHit(
                        id=page_id,
                        title=name,
                        url=url,
                        text=text[:MAX_SNIPPET_CHARS],
                        page_id=page_id,
                        kind="command",
                        version=version,
                        score=c.score,
                    )
                )
                extra.append((len(hits) - 1, page_id))
        if extra:
            pipe = self._client.pipeline(transaction=False)
            prefix = await self._prefix(Entity.PAGE)
            for _, page_id in extra:
                pipe.hmget(prefix + page_id, ["product"])
            for (index, _), row in zip(extra, await pipe.execute(), strict=True):
                if row[0] is not None:
                    hits[index] = hits[index].model_copy(update={"product": _str(row[0])})
        return hits

    async def _read(
        self, entity: Entity, record_id: str, fields: Sequence[str] | None, *, fresh: bool = False
    ) -> dict[str, str] | None:
        key = await self._prefix(entity, fresh=fresh) + record_id
        if fields is None:
            raw = await self._client.hgetall(key)
            return {_str(k): _str(v) for k, v in raw.items() if _str(k) != "embedding"} or None
        values = await self._client.hmget(key, list(fields))
        if values[0] is None:
            return None
        return {f: _str(v) if v is not None else "" for f, v in zip(fields, values, strict=True)}

    async def _prefix(self, entity: Entity, *, fresh: bool = False) -> str:
        return key_prefix(entity, await self._live_version(fresh=fresh))

    async def _live_version(self, *, fresh: bool = False) -> int:
        now = time.monotonic()
        if not fresh and self._version is not None and now - self._version[1] < 1.0:
            return self._version[0]
        info = await self._client.execute_command("FT.INFO", ALIASES[Entity.PAGE])
        pairs = dict(zip(info[::2], info[1::2], strict=False))
        name = _str(pairs[b"index_name"])
        version = int(name.rsplit("_v", 1)[1])
        self._version = (version, now)
        return version

    async def _versions(self) -> frozenset[str]:
        now = time.monotonic()
        if self._known_versions is not None and now - self._known_versions[1] < 60.0:
            return self._known_versions[0]
        values = await self._client.execute_command("FT.TAGVALS", ALIASES[Entity.PAGE], "version")
        known = frozenset(_str(v) for v in values)
        self._known_versions = (known, now)
        return known

    async def _meta(self) -> IndexMeta:
        version = await self._live_version(fresh=True)
        raw = await self._client.hgetall(meta_key(version))
        if not raw:
            raise DocNotFoundError(f"index version {version} has no metadata")
        return IndexMeta.from_hash(raw)


def _discover_sync(url: str, settings: ConnectionSettings) -> IndexMeta:
    client = redis.Redis.from_url(
        url,
        socket_timeout=settings.socket_timeout,
        socket_connect_timeout=settings.connect_timeout,
        protocol=2,
    )
    try:
        return discover(client)
    finally:
        client.close()


def _text_only(leg: HybridLeg, replies: Sequence[Any], strategy: HybridStrategy) -> list[str]:
    if isinstance(strategy, ClientHybrid):
        return parse_search_keys(replies[0]) if leg.text is not None else []
    return strategy.fuse(leg, replies)


def _validate_query(query: object) -> str:
    if not isinstance(query, str):
        raise InvalidQueryError("query must be a string")
    if len(query) > MAX_QUERY_CHARS:
        raise InvalidQueryError(f"query is longer than {MAX_QUERY_CHARS} characters")
    text = clean_query(query)
    if not text:
        raise InvalidQueryError("query is empty")
    return text


def _validate_limit(limit: object) -> int:
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
        raise InvalidQueryError("limit must be a positive integer")
    return min(limit, MAX_LIMIT)


def _str(value: Any) -> str:
    if value is None:
        return ""
    return value.decode() if isinstance(value, bytes) else str(value)


def _json_list(value: str) -> list[str]:
    if not value:
        return []
    if value.startswith("["):
        return [str(v) for v in json.loads(value)]
    return [v for v in value.split(",") if v]


def _command_header(command: Command) -> str:
    lines = [f"# {command.name}", ""]
    for label, value in (
        ("Syntax", command.syntax),
        ("Time complexity", command.complexity),
        ("Available since", command.since),
        ("Group", command.group),
        ("Module", command.module),
        ("ACL categories", ", ".join(command.acl_categories)),
    ):
        if value:
            lines.append(f"- {label}: {value}")
    return "\n".join(lines) + "\n\n"
