"""``ExampleReader``: the example records' share of the read path (spec/011, "Code examples").

``DocsReader`` holds one and calls it at two points: ``fetch`` goes through ``locate`` (an
``examples/<set>/<step>/<client>`` id names an Example record, never a page; a page gets its
code examples rendered in place), and ``search``
passes its hits through ``merged`` (a no-op unless a language is asked for or named in the
query, so a query without one is ranked exactly as before).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import numpy as np

from docs_core.ids import DocId, InvalidIdError, parse_id
from docs_core.keys import ALIASES, Entity, record_id, record_key
from docs_core.languages import Language, detect_language
from docs_core.models import SearchHit
from docs_core.retrieval.capabilities import parse_search_keys
from docs_core.retrieval.embedcache import QueryVectorCache
from docs_core.retrieval.examplecounts import ExampleCounts
from docs_core.retrieval.examplehits import (
    CANDIDATES,
    EXAMPLE_FIELDS,
    EXAMPLE_ID_PREFIX,
    MAX_EXAMPLE_HITS,
    example_body,
    example_hit,
    example_metadata,
    example_requests,
    example_title,
    merge_hits,
)
from docs_core.retrieval.examplepages import (
    page_examples_args,
    parse_page_examples,
    render_examples,
)
from docs_core.retrieval.examplescores import (
    fused_example_scores,
    is_client_landing,
    knn_distances,
    leading_pages,
    ranked_example_keys,
    supported,
    with_command_agreement,
    with_knn_margin,
    with_leg_consensus,
    with_page_agreement,
)
from docs_core.retrieval.examplewords import method_commands
from docs_core.retrieval.fetching import DocParts
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.replies import as_str, stored_list
from docs_core.retrieval.resolving import not_found
from docs_core.retrieval.textquery import ParsedQuery, escape_tag
from docs_core.retrieval.tuning import SearchTuning
from docs_core.schema import Example, decode_record

__all__ = ["ExampleReader"]


class ExampleReader:
    """Shares the reader's pool, live-version cache and query-vector cache."""

    def __init__(
        self,
        client: Any,
        live: LiveIndex,
        vectors: QueryVectorCache,
        embed: Callable[[Sequence[str]], np.ndarray],
        *,
        tuning: SearchTuning | None = None,
    ) -> None:
        tuning = tuning or SearchTuning()
        self._client = client
        self._knn_margin = tuning.example_knn_margin
        self._command_agreement = tuning.example_command_agreement
        self._leg_consensus = tuning.example_leg_consensus
        self._live = live
        self._vectors = vectors
        self._embed = embed
        self._counts = ExampleCounts(client, live)

    async def _vector(self, text: str) -> bytes:
        return (await self._vectors.vectors([text], self._embed))[0]

    async def located(self, value: str) -> tuple[DocId, DocParts] | None:
        """The example ``value`` names (an id under ``examples/``, a trailing slash forgiven);
        None for any other id. A missing example is ``not_found`` naming the step's other
        clients."""
        if not isinstance(value, str) or not value.startswith(EXAMPLE_ID_PREFIX):
            return None
        try:
            doc_id = parse_id(value.rstrip("/"))
        except InvalidIdError:
            return None
        if doc_id.kind != "page":
            return None
        for fresh in (False, True):
            key = record_key(Entity.EXAMPLE, await self._live.version(fresh=fresh), doc_id.page_id)
            raw = await self._client.hgetall(key)
            if raw:
                example = decode_record(Example, raw)
                parts = DocParts(
                    example_title(example.title, example.client_label, example.client_name),
                    example.url,
                    example_body(example),
                    example_metadata(example),
                )
                return doc_id, parts
        raise not_found(doc_id.page_id, await self._siblings(doc_id.page_id))

    async def locate(
        self,
        value: str,
        fallback: Callable[[str], Awaitable[tuple[DocId, DocParts]]],
        language: Language | None = None,
    ) -> tuple[DocId, DocParts]:
        """What ``fetch`` shows for ``value``: the example it names, else what ``fallback``
        (the reader's page look-up) finds with the page's code examples rendered in place
        (``docs_core.retrieval.examplepages``; ``language``: that client's code)."""
        found = await self.located(value)
        if found is not None:
            return found
        doc_id, parts = await fallback(value)
        if "```" not in parts.body:
            return doc_id, parts
        reply = await self._client.execute_command(*page_examples_args(doc_id.page_id))
        examples = parse_page_examples(reply)
        if not examples:
            return doc_id, parts
        body = render_examples(parts.body, examples, language)
        return doc_id, dataclasses.replace(parts, body=body)

    async def _siblings(self, example_id: str) -> list[str]:
        parts = example_id.removeprefix(EXAMPLE_ID_PREFIX).split("/")
        if len(parts) != 3:
            return []
        set_id, step, _ = parts
        reply = await self._client.execute_command(
            "FT.SEARCH",
            ALIASES[Entity.EXAMPLE],
            f"@set_id:{{{escape_tag(set_id)}}} @step:{{{escape_tag(step)}}}",
            "NOCONTENT",
            "LIMIT",
            0,
            3,
            "DIALECT",
            2,
        )
        return [record_id(key) for key in parse_search_keys(reply)]

    async def search(
        self,
        query: str,
        language: Language | None,
        limit: int,
        leading: Sequence[str] = (),
    ) -> list[SearchHit]:
        """Example hits of ``language``'s clients (None: any) for ``query``, best first, at most
        ``limit`` (``ranked``)."""
        return (await self.ranked(query, language, limit, leading))[0]

    async def ranked(
        self,
        query: str,
        language: Language | None,
        limit: int,
        leading: Sequence[str] = (),
        corrected: ParsedQuery | None = None,
    ) -> tuple[list[SearchHit], set[str]]:
        """Example hits of ``language``'s clients (None: any) for ``query``, best first, at most
        ``limit``, and the ids of those the question supports (``examplescores.supported``);
        the KNN leg's distances add their margin (``examplescores.with_knn_margin``, unless the
        reader's tuning turns it off); an example shown on a ``leading`` page (the search's
        first pages) gains (``examplescores.with_page_agreement``), and one running a leading
        page's command (``with_command_agreement``), at the cost of one HMGET round trip;
        ``corrected``, the search's parse of ``query``, lends its spelling corrections; a module
        command the query writes as a client's method backs the examples running it (RET-111);
        the step both the text and the KNN leg put first stays first (RET-112)."""
        vector = await self._vector(query)
        depth = await self._counts.depth(language, CANDIDATES) if language else CANDIDATES
        requests = example_requests(query, vector, language, depth, corrected)
        pipe = self._client.pipeline(transaction=False)
        for leg in requests.legs:
            pipe.execute_command(*leg)
        replies = await pipe.execute()
        distances = knn_distances(replies[-1])
        lists = [requests.keys(r) for r in replies[:-1]] + [[k for k, _ in distances]]
        scores = fused_example_scores(lists)
        if self._knn_margin:
            scores = with_knn_margin(scores, distances)
        alone = agreed = scores
        by_method = method_commands(query)
        pages: dict[str, list[str]] = {}
        commands: dict[str, list[str]] = {}
        if (leading or by_method) and scores:
            pages, commands = await self._shown_and_run(list(scores))
        if leading and scores:

            def agreeing(first: Sequence[str]) -> dict[str, float]:
                lifted = with_page_agreement(alone, pages, first)
                return with_command_agreement(lifted, commands, first, self._command_agreement)

            scores = agreed = agreeing(leading)
            vouching = [page for page in leading if not is_client_landing(page)]
            if len(vouching) < len(leading):
                agreed = agreeing(vouching)
        if self._leg_consensus and requests.text is not None and lists[0] and distances:
            scores = with_leg_consensus(scores, lists[0][0], distances[0][0])
        keys = ranked_example_keys(scores, query, requests.corrections)[:limit]
        if not keys:
            return [], set()
        named = lists[1] if requests.names is not None else []
        backed = supported(
            keys, named, distances, alone, agreed, method_named=by_method, commands=commands
        )
        pipe = self._client.pipeline(transaction=False)
        for key in keys:
            pipe.hmget(key, list(EXAMPLE_FIELDS))
        rows = await pipe.execute()
        hits = []
        for key, row in zip(keys, rows, strict=True):
            hit = example_hit(key, [None if v is None else as_str(v) for v in row])
            if hit is not None:
                hits.append(hit)
        return hits, {record_id(key) for key in backed}

    async def pages_of(self, keys: Sequence[str]) -> dict[str, list[str]]:
        """The pages each example key is shown on (an example no page shows is left out)."""
        return (await self._shown_and_run(keys))[0]

    async def _shown_and_run(
        self, keys: Sequence[str]
    ) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
        """Per example key, the pages showing it and the commands its step runs (each left out
        when empty)."""
        pipe = self._client.pipeline(transaction=False)
        for key in keys:
            pipe.hmget(key, ["page_ids", "commands"])
        rows = await pipe.execute()
        pages: dict[str, list[str]] = {}
        commands: dict[str, list[str]] = {}
        for key, (shown, run) in zip(keys, rows, strict=True):
            if shown:
                pages[key] = stored_list(as_str(shown))
            if run:
                commands[key] = stored_list(as_str(run))
        return pages, commands

    async def merged(
        self,
        hits: Sequence[SearchHit],
        query: str,
        language: Language | None,
        limit: int,
        corrected: ParsedQuery | None = None,
    ) -> list[SearchHit]:
        """``hits`` with the examples of the asked (or named) language ranked in; unchanged
        when there is none. ``corrected``: the search's parse of ``query`` (RET-105)."""
        language = language or detect_language(query)
        if language is None:
            return list(hits)
        leading = leading_pages(hits)
        examples, backed = await self.ranked(
            query, language, MAX_EXAMPLE_HITS * 4, leading, corrected
        )
        return merge_hits(hits, examples, language, limit, query=query, backed=backed)
