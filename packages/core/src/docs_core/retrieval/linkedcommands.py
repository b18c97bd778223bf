"""The commands a search's first pages link to, as lists of their own (spec/011, "Linked
commands"; RET-106).

A question that asks for several steps ("bump a player's score, show the top 10, get their
rank") finds the page that walks through them (the leaderboard use case) but not the command
pages of each step: their summaries use other words. That page links every command it uses, in
the order it uses them. For a question with intents (``intents``), the commands linked from the
first ``linked_command_pages`` pages join fusion, one list per page at
``linked_command_weight``. Bodies are read once per page and index version; a link to a page
the index lacks is dropped, so no id that cannot be fetched reaches a caller.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import Any

from docs_core.keys import Entity, record_key
from docs_core.retrieval.fusion import by_score
from docs_core.retrieval.legs import LegResults, LegRole
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.ranking import ordered_pages
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.resolving import IdResolver
from docs_core.retrieval.tuning import SearchTuning

__all__ = ["MAX_LINKED", "LinkedCommands", "linked_commands"]

MAX_LINKED = 10
_CAPACITY = 5_000
_LINK = re.compile(r"/commands/([a-z0-9._-]+)")


def linked_commands(body: str, page_id: str, known: frozenset[str]) -> list[str]:
    """The command pages ``body`` links to, first link first, at most ``MAX_LINKED``: those in
    ``known``, not ``page_id`` itself."""
    linked = dict.fromkeys(f"commands/{name.rstrip('.')}" for name in _LINK.findall(body))
    return [page for page in linked if page in known and page != page_id][:MAX_LINKED]


class LinkedCommands:
    """The linked command lists of a search, page bodies read once per index version."""

    def __init__(self, client: Any, live: LiveIndex, ids: IdResolver) -> None:
        self._client = client
        self._live = live
        self._ids = ids
        self._version: int | None = None
        self._known: frozenset[str] = frozenset()
        self._links: dict[str, list[str]] = {}

    async def added(
        self, results: LegResults, query: str, tuning: SearchTuning, *, commands: bool
    ) -> LegResults:
        """``results`` with one page list per first page, when the question has intents and
        ``commands`` (the search reaches command pages)."""
        depth, weight = tuning.linked_command_pages, tuning.linked_command_weight
        if not (commands and results.intent_lists and depth and weight):
            return results
        pages = by_score(ordered_pages(results, query, tuning))[:depth]
        version = await self._live.version()
        links = await self._links_of(pages, version)
        lists = [[record_key(Entity.PAGE, version, p) for p in found] for found in links if found]
        roles: list[LegRole] = ["command_knn"] * len(lists)
        return dataclasses.replace(
            results,
            page_lists=[*results.page_lists, *((keys, weight) for keys in lists)],
            page_roles=[*results.page_roles, *roles],
        )

    async def _links_of(self, pages: Sequence[str], version: int) -> list[list[str]]:
        if version != self._version or len(self._links) > _CAPACITY:
            directory = await self._ids.directory(version)
            self._version, self._links = version, {}
            self._known = frozenset(p for p in directory.page_ids if p.startswith("commands/"))
        missing = [page for page in pages if page not in self._links]
        if missing:
            pipe = self._client.pipeline(transaction=False)
            for page in missing:
                pipe.hget(record_key(Entity.PAGE, version, page), "body")
            for page, body in zip(missing, await pipe.execute(), strict=True):
                text = as_str(body) if body is not None else ""
                self._links[page] = linked_commands(text, page, self._known)
        return [self._links[page] for page in pages]
