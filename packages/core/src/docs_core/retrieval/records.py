"""Reading one document's records by id: the read side of ``fetch`` and ``page_chunks``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from docs_core.errors import DocNotFoundError
from docs_core.ids import DocId, InvalidIdError, parse_id
from docs_core.keys import Entity, record_key
from docs_core.retrieval.fetching import (
    CHUNK_FIELDS,
    PAGE_FIELDS,
    DocParts,
    chunk_ids_of,
    chunk_parts,
    page_parts,
)
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.ranking import Candidate
from docs_core.retrieval.replies import as_str, stored_list
from docs_core.retrieval.resolving import IdResolver, not_found
from docs_core.schema import Command, decode_record

__all__ = ["RecordReader"]


class RecordReader:
    """Records of the live version through ``client``; a miss by exact id is read again past
    the version cache, since the alias may have just moved."""

    def __init__(self, client: Any, live: LiveIndex, ids: IdResolver) -> None:
        self._client = client
        self._live = live
        self._ids = ids

    async def located(self, value: str) -> tuple[DocId, DocParts]:
        """The canonical id and parts ``value`` names: the exact key first, then the forms
        ``IdResolver`` forgives (URL, command name, alias...)."""
        try:
            exact: DocId | None = parse_id(value)
        except InvalidIdError:
            exact = None
        if exact is not None:
            # A miss is read again past the version cache: the alias may have just moved.
            for fresh in (False, True):
                parts = await self.doc_parts(exact, fresh=fresh)
                if parts is not None:
                    return exact, parts
        doc_id = await self._ids.resolve(value)
        parts = await self.doc_parts(doc_id, fresh=False)
        if parts is None:
            raise not_found(str(doc_id), [])
        return doc_id, parts

    async def doc_parts(self, doc_id: DocId, *, fresh: bool) -> DocParts | None:
        page = await self.read(Entity.PAGE, doc_id.page_id, PAGE_FIELDS, fresh=fresh)
        if page is None:
            return None
        if doc_id.kind == "page":
            command = None
            if page["doc_type"] == "command":
                command = await self.command_record(doc_id.page_id, fresh=fresh)
            return page_parts(doc_id, page, command)
        chunk_ids = chunk_ids_of(doc_id, page)
        if not chunk_ids:
            return None
        version = await self._live.version()
        pipe = self._client.pipeline(transaction=False)
        for chunk in chunk_ids:
            pipe.hmget(record_key(Entity.CHUNK, version, chunk), list(CHUNK_FIELDS))
        return chunk_parts(doc_id, page, await pipe.execute())

    async def read(
        self, entity: Entity, record: str, fields: Sequence[str], *, fresh: bool = False
    ) -> dict[str, str] | None:
        key = record_key(entity, await self._live.version(fresh=fresh), record)
        values = await self._client.hmget(key, list(fields))
        if values[0] is None:
            return None
        return {f: as_str(v) for f, v in zip(fields, values, strict=True)}

    async def command_record(self, page_id: str, *, fresh: bool) -> Command | None:
        key = record_key(Entity.COMMAND, await self._live.version(fresh=fresh), page_id)
        raw = await self._client.hgetall(key)
        return decode_record(Command, raw) if raw else None

    async def page_chunks(self, page: str, limit: int) -> list[Candidate]:
        """The first ``limit`` chunks of ``page`` in page order, as candidates to hydrate."""
        page_raw = await self.read(Entity.PAGE, page, ("chunk_ids",))
        if page_raw is None:
            raise DocNotFoundError(f"no page with id {page!r} in the live index")
        version = await self._live.version()
        return [
            Candidate(record_key(Entity.CHUNK, version, chunk), "chunk", page, 0.0)
            for chunk in stored_list(page_raw["chunk_ids"])[:limit]
        ]
