"""Which index version the aliases serve, cached briefly, and its metadata (also cached briefly).

Readers name the aliases in queries, but record keys carry the version (``docs:vN:...``), so a
reader must know N. It asks ``FT.INFO`` at most once a second, so an alias swap is followed
within a second; a reader that misses a record asks again at once (``fresh``).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping
from typing import Any

import redis

from docs_core.errors import DocNotFoundError
from docs_core.index import IndexMeta, IndexNotFoundError, discover
from docs_core.keys import ALIASES, Entity, index_version, meta_key
from docs_core.retrieval.connection import ConnectionSettings
from docs_core.retrieval.replies import as_str, info_fields
from docs_core.retrieval.vocabulary import CorpusVocabulary, build_vocabulary, error_source_args
from docs_core.taxonomy import LATEST

__all__ = ["KNOWN_VERSIONS_TTL_S", "META_TTL_S", "VERSION_TTL_S", "LiveIndex", "discover_sync"]

VERSION_TTL_S = 1.0
KNOWN_VERSIONS_TTL_S = 60.0
META_TTL_S = 5.0
# (version, product) pairs of the versioned copies: about 50 today.
_MAX_COPIES = 10_000


class LiveIndex:
    """The live version of one Redis (through ``client``) and the doc versions it holds."""

    def __init__(self, client: Any) -> None:
        self._client = client
        self._version: tuple[int, float] | None = None
        self._known_versions: tuple[Mapping[str, frozenset[str]], float] | None = None
        self._versions_refresh: asyncio.Future[Mapping[str, frozenset[str]]] | None = None
        self._vocabulary: CorpusVocabulary | None = None
        self._meta: tuple[IndexMeta, float] | None = None

    async def version(self, *, fresh: bool = False) -> int:
        """N of the index behind the aliases; cached ``VERSION_TTL_S`` unless ``fresh``."""
        now = time.monotonic()
        if not fresh and self._version is not None and now - self._version[1] < VERSION_TTL_S:
            return self._version[0]
        info = await self._client.execute_command("FT.INFO", ALIASES[Entity.PAGE])
        version = index_version(info_fields(info)["index_name"])
        if version is None:
            raise IndexNotFoundError(
                f"alias {ALIASES[Entity.PAGE]!r} points at an index this reader does not know"
            )
        self._version = (version, now)
        return version

    async def doc_versions(self) -> Mapping[str, frozenset[str]]:
        """The versioned copies of the docs: each version (``7.4``...) with the products that
        have a copy of it (``8.0`` -> rs and kubernetes). Read at most once a minute, and after
        the first read in the background: the aggregation costs about 15 ms of Redis's thread,
        which no search should wait for."""
        cached = self._known_versions
        if cached is None:
            return await self._read_doc_versions()
        stale = time.monotonic() - cached[1] >= KNOWN_VERSIONS_TTL_S
        if stale and self._versions_refresh is None:
            refresh = asyncio.ensure_future(self._read_doc_versions())
            refresh.add_done_callback(self._versions_refreshed)
            self._versions_refresh = refresh
        return cached[0]

    async def _read_doc_versions(self) -> Mapping[str, frozenset[str]]:
        reply = await self._client.execute_command(
            "FT.AGGREGATE",
            ALIASES[Entity.PAGE],
            f"-@version:{{{LATEST}}}",
            "GROUPBY",
            "2",
            "@version",
            "@product",
            "LIMIT",
            "0",
            str(_MAX_COPIES),
        )
        known: dict[str, set[str]] = {}
        for row in reply[1:]:
            fields = dict(zip(map(as_str, row[::2]), map(as_str, row[1::2]), strict=False))
            known.setdefault(fields["version"], set()).add(fields["product"])
        frozen = {name: frozenset(products) for name, products in known.items()}
        self._known_versions = (frozen, time.monotonic())
        return frozen

    def _versions_refreshed(self, refresh: asyncio.Future[Mapping[str, frozenset[str]]]) -> None:
        self._versions_refresh = None
        if not refresh.cancelled() and refresh.exception() is not None and self._known_versions:
            # Keep serving the copies read before; a search a minute later tries again.
            self._known_versions = (self._known_versions[0], time.monotonic())

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
        """Metadata of the live version, read afresh. A publish between the alias read and the
        HGETALL drops the old version's meta: the alias has moved on by then, so it is read again
        (never back: an older version behind the alias is a stale copy, not a publish)."""
        version = await self.version(fresh=True)
        raw = await self._client.hgetall(meta_key(version))
        if not raw:
            moved = await self.version(fresh=True)
            if moved > version:
                version, raw = moved, await self._client.hgetall(meta_key(moved))
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
