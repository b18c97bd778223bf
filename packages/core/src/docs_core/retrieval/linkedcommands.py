"""The commands a search's first pages link to, as lists of their own (spec/011, "Linked
commands"; RET-106).

A question that asks for several steps ("bump a player's score, show the top 10, get their
rank") finds the page that walks through them (the leaderboard use case) but not the command
pages of each step: their summaries use other words. That page links every command it uses, in
the order it uses them. For a question with intents (``intents``), the commands linked from the
first ``linked_command_pages`` pages join fusion, one list per page at
``linked_command_weight``. A page's links are read once per state of the live index (version
and meta fingerprint, as ``resultcache`` keys its entries, so an in-place patch is followed),
and a link counts only when its command page exists in that state.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from docs_core.keys import Entity, record_key
from docs_core.retrieval.fetching import linked_page_ids
from docs_core.retrieval.fusion import by_score
from docs_core.retrieval.legs import LegResults, LegRole
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.ranking import ordered_pages
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.resultcache import IndexState, read_state
from docs_core.retrieval.tuning import SearchTuning

__all__ = ["MAX_LINKED", "LinkedCommands", "linked_commands"]

MAX_LINKED = 10
_CAPACITY = 5_000


def linked_commands(body: str, page_id: str) -> list[str]:
    """The command pages ``body`` links to (canonical links, as the ingest writes them), first
    link first, ``page_id`` left out, at most ``MAX_LINKED``."""
    linked = [page for page in linked_page_ids(body, page_id) if page.startswith("commands/")]
    return linked[:MAX_LINKED]


@dataclasses.dataclass(frozen=True, slots=True)
class _Links:
    state: IndexState
    by_page: dict[str, list[str]]


class LinkedCommands:
    """The linked command lists of a search, each page's links read once per index state."""

    def __init__(self, client: Any, live: LiveIndex) -> None:
        self._client = client
        self._live = live
        self._cache: _Links | None = None

    async def added(
        self,
        results: LegResults,
        query: str,
        tuning: SearchTuning,
        *,
        commands: bool,
        state: IndexState | None = None,
    ) -> LegResults:
        """``results`` with one page list per first page, when the question has intents and
        ``commands`` (the search reaches command pages); ``state``, when the caller has read it,
        saves a round trip."""
        depth, weight = tuning.linked_command_pages, tuning.linked_command_weight
        if not (commands and results.intent_lists and depth and weight):
            return results
        pages = by_score(ordered_pages(results, query, tuning))[:depth]
        if state is None:
            state = await read_state(self._client, await self._live.version())
        version = state.version
        links = await self._links_of(pages, state)
        lists = [[record_key(Entity.PAGE, version, p) for p in found] for found in links if found]
        # The learned ranker reads these as command KNN ranks.
        roles: list[LegRole] = ["command_knn"] * len(lists)
        return dataclasses.replace(
            results,
            page_lists=[*results.page_lists, *((keys, weight) for keys in lists)],
            page_roles=[*results.page_roles, *roles],
        )

    async def _links_of(self, pages: Sequence[str], state: IndexState) -> list[list[str]]:
        version = state.version
        cache = self._cache
        if cache is None or cache.state != state or len(cache.by_page) > _CAPACITY:
            cache = self._cache = _Links(state, {})
        # ``cache`` stays this search's own even if a concurrent one starts a new cache.
        missing = [page for page in pages if page not in cache.by_page]
        if missing:
            pipe = self._client.pipeline(transaction=False)
            for page in missing:
                pipe.hget(record_key(Entity.PAGE, version, page), "body")
            bodies = await pipe.execute()
            found = {
                page: linked_commands(as_str(body) if body is not None else "", page)
                for page, body in zip(missing, bodies, strict=True)
            }
            wanted = list(dict.fromkeys(p for linked in found.values() for p in linked))
            pipe = self._client.pipeline(transaction=False)
            for page in wanted:
                pipe.exists(record_key(Entity.PAGE, version, page))
            held = {page for page, n in zip(wanted, await pipe.execute(), strict=True) if n}
            for page, linked in found.items():
                cache.by_page[page] = [p for p in linked if p in held]
        return [cache.by_page[page] for page in pages]
