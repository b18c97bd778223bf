"""Whether the live version's latest-docs views can serve the text legs (spec/011 "Latest-docs
text views", RET-107; spec/004 "Latest-docs views").

A view serves only while its alias points at the live version: an index built before the views
has none, and a writer of an older release may publish a version without moving their aliases.
The answer is kept per live version for ``VIEWS_TTL_S`` (two ``FT.INFO``), so views a writer
adds to the live version in place (``docs_core.index.ensure_latest_views``) are seen soon.
"""

from __future__ import annotations

import time
from typing import Any

import redis

from docs_core.keys import LATEST_VIEWS, latest_view_name
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.replies import as_str, info_fields
from docs_core.retrieval.tuning import SearchTuning

__all__ = ["VIEWS_TTL_S", "LatestViews"]

VIEWS_TTL_S = 30.0


class LatestViews:
    def __init__(self, client: Any, live: LiveIndex) -> None:
        self._client = client
        self._live = live
        self._checked: tuple[int, bool, float] | None = None

    async def serving(self, tuning: SearchTuning) -> LatestViews | None:
        """These views when both aliases point at the live index version, fully indexed (and
        ``tuning`` uses them); None otherwise."""
        if not tuning.latest_views:
            return None
        version = await self._live.version()
        now = time.monotonic()
        checked = self._checked
        if checked is None or checked[0] != version or now - checked[2] >= VIEWS_TTL_S:
            checked = self._checked = (version, await self._check(version), now)
        return self if checked[1] else None

    def forget(self) -> None:
        """Check again at the next search (a view request was refused)."""
        self._checked = None

    async def _check(self, version: int) -> bool:
        for entity, alias in LATEST_VIEWS.items():
            try:
                info = info_fields(await self._client.execute_command("FT.INFO", alias))
            except redis.ResponseError:
                return False
            if as_str(info["index_name"]) != latest_view_name(entity, version):
                return False
            # A replica may hold the alias before its copy of the view is indexed.
            if int(as_str(info.get("indexing", 0)) or 0):
                return False
        return True
