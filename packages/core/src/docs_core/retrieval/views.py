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

    async def serving(self, tuning: SearchTuning) -> bool:
        """Whether both views' aliases point at the live index version (and ``tuning`` uses
        them)."""
        if not tuning.latest_views:
            return False
        version = await self._live.version()
        now = time.monotonic()
        checked = self._checked
        if checked is not None and checked[0] == version and now - checked[2] < VIEWS_TTL_S:
            return checked[1]
        serving = True
        for entity, alias in LATEST_VIEWS.items():
            try:
                info = await self._client.execute_command("FT.INFO", alias)
            except redis.ResponseError:
                serving = False
                break
            if as_str(info_fields(info)["index_name"]) != latest_view_name(entity, version):
                serving = False
                break
        self._checked = (version, serving, now)
        return serving
