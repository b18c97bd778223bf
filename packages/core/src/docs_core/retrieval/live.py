"""Which index version the aliases serve, cached briefly, and its metadata (also cached briefly).

Readers name the aliases in queries, but record keys carry the version (``docs:vN:...``), so a
reader must know N. It asks ``FT.INFO`` at most once a second, so an alias swap is followed
within a second; a reader that misses a record asks again at once (``fresh``).
"""

from __future__ import annotations

import time
from typing import Any

import redis

from docs_core.errors import DocNotFoundError
from docs_core.index import IndexMeta, IndexNotFoundError, discover
from docs_core.keys import ALIASES, Entity, index_version, meta_key
from docs_core.retrieval.connection import ConnectionSettings
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.vocabulary import CorpusVocabulary, build_vocabulary, error_source_args
from docs_core.taxonomy import LATEST

__all__ = ["KNOWN_VERSIONS_TTL_S", "META_TTL_S", "VERSION_TTL_S", "LiveIndex", "discover_sync"]

VERSION_TTL_S = 1.0
KNOWN_VERSIONS_TTL_S = 60.0
META_TTL_S = 5.0


class LiveIndex:
    """The live version of one Redis (through ``client``) and the doc versions it holds."""

    def __init__(self, client: Any) -> None:
        self._client = client
        self._version: tuple[int, float] | None = None
        self._known_versions: tuple[frozenset[str], float] | None = None
        self._vocabulary: CorpusVocabulary | None = None
        self._meta: tuple[IndexMeta, float] | None = None

    async def version(self, *, fresh: bool = False) -> int:
        """N of the index behind the aliases; cached ``VERSION_TTL_S`` unless ``fresh``."""
        now = time.monotonic()
        if not fresh and self._version is not None and now - self._version[1] < VERSION_TTL_S:
            return self._version[0]
        info = await self._client.execute_command("FT.INFO", ALIASES[Entity.PAGE])
        pairs = dict(zip(info[::2], info[1::2], strict=False))
        version = index_version(pairs[b"index_name"])
        if version is None:
            raise IndexNotFoundError(
                f"alias {ALIASES[Entity.PAGE]!r} points at an index this reader does not know"
            )
        self._version = (version, now)
        return version

    async def doc_versions(self) -> frozenset[str]:
        """The docs versions the pages carry (``latest``, ``7.4``...), cached a minute."""
        now = time.monotonic()
        cached = self._known_versions
        if cached is not None and now - cached[1] < KNOWN_VERSIONS_TTL_S:
            return cached[0]
        values = await self._client.execute_command("FT.TAGVALS", ALIASES[Entity.PAGE], "version")
        known = frozenset(as_str(v) for v in values)
        self._known_versions = (known, now)
        return known

    async def vocabulary(self) -> CorpusVocabulary:
        """Command and error names of the live version, read once per version (about 20 ms
        on the full corpus: the text of the latest chunks that mention an error)."""
        version = await self.version()
        cached = self._vocabulary
        if cached is not None and cached.version == version:
            return cached
        pipe = self._client.pipeline(transaction=False)
        pipe.execute_command("FT.TAGVALS", ALIASES[Entity.COMMAND], "name_key")
        pipe.execute_command(*error_source_args(f"@version:{{{LATEST}}}"))
        names, errors = await pipe.execute()
        self._vocabulary = build_vocabulary(version, names, errors)
        return self._vocabulary

    async def meta(self) -> IndexMeta:
        """Metadata of the live version, read afresh."""
        version = await self.version(fresh=True)
        raw = await self._client.hgetall(meta_key(version))
        if not raw:
            raise DocNotFoundError(f"index version {version} has no metadata")
        meta = IndexMeta.from_hash(raw)
        self._meta = (meta, time.monotonic())
        return meta

    async def current_meta(self) -> IndexMeta:
        """Metadata of the live version for a fetch, cached ``META_TTL_S`` while the version
        stays, so fetches in a burst pay no extra round trip. A sync that patches the live
        version in place (new commit, new ``indexed_at``) shows within ``META_TTL_S``."""
        version = await self.version()
        cached = self._meta
        if (
            cached is not None
            and cached[0].version == version
            and time.monotonic() - cached[1] < META_TTL_S
        ):
            return cached[0]
        return await self.meta()


def discover_sync(url: str, settings: ConnectionSettings) -> IndexMeta:
    """``docs_core.index.discover`` over a short-lived synchronous connection."""
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
