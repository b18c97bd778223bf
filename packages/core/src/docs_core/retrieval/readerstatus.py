"""The reader's calls about the live index itself rather than its documents: health, metadata,
the held copies and the page ids (``DocsReader`` inherits them)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from docs_core.index import IndexMeta
from docs_core.retrieval.connection import ConnectionSettings, backend_guard
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.resolving import IdResolver

__all__ = ["IndexStatus"]


class IndexStatus:
    _client: Any
    _settings: ConnectionSettings
    _live: LiveIndex
    _ids: IdResolver

    async def ping(self) -> bool:
        try:
            async with backend_guard(self._settings.deadline):
                return bool(await self._client.ping())
        except Exception:
            return False

    async def status(self) -> IndexMeta:
        """Metadata of the live index version (refuses a foreign model or schema)."""
        async with backend_guard(self._settings.deadline):
            return await self._live.meta()

    async def current_status(self) -> IndexMeta:
        """``status`` up to ``META_TTL_S`` old: a weak search's note costs no fresh read."""
        async with backend_guard(self._settings.deadline):
            return await self._live.current_meta()

    async def doc_versions(self) -> Mapping[str, frozenset[str]]:
        """The versioned copies the index holds: version -> products (cached for a minute)."""
        async with backend_guard(self._settings.deadline):
            return await self._live.doc_versions()

    async def page_ids(self) -> tuple[str, ...]:
        """Every page id of the live index (loaded once per index version)."""
        async with backend_guard(self._settings.deadline):
            return (await self._ids.directory(await self._live.version())).page_ids
