"""The Redis side of forgiving ids: which candidate of :func:`resolve.id_forms` the live index
holds, and the close ids a ``not_found`` names (spec/001-stable-ids.md "Forms fetch accepts").

The reader only comes here after the exact key missed, so a canonical id never pays for it. The
candidates cost one pipelined EXISTS, which also reads the moves git saw (``docs:vN:redirects``,
old page id -> new page id, written by the sync in the same transaction as the pages, so
always current); a command name one FT.SEARCH on ``name_key``; Hugo ``aliases`` are not an
indexed field, so the first lookup that needs them loads a :class:`PageDirectory` (every page
id and alias path, one paged FT.SEARCH) kept per index version and source fingerprint (an
in-place sync that adds a page or an alias reloads it).
"""

from __future__ import annotations

import asyncio
import functools
import re
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from docs_core.errors import DocNotFoundError
from docs_core.ids import MAX_ID_LENGTH, DocId, InvalidIdError
from docs_core.keys import ALIASES, Entity, record_id, record_key, redirects_key
from docs_core.retrieval.capabilities import parse_search_keys
from docs_core.retrieval.closeids import IdNeighbours
from docs_core.retrieval.legs import command_lookup_args, command_name_key
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.replies import as_str, stored_list
from docs_core.retrieval.resolve import (
    MAX_SUGGESTIONS,
    IdForms,
    alias_entries,
    close_ids,
    id_forms,
    section_anchor,
    site_path,
    title_words,
)

__all__ = ["DIRECTORY_PAGE_SIZE", "IdResolver", "PageDirectory", "not_found"]

DIRECTORY_PAGE_SIZE = 5_000
_WINDOW = re.compile(r":w\d+$")


@dataclass(frozen=True)
class PageDirectory:
    """Every page id of one index version and the alias paths that lead to them."""

    version: int
    page_ids: tuple[str, ...]
    aliases: dict[str, str] = field(default_factory=dict)
    fingerprint: str = ""
    """The live meta's source fingerprint when it was loaded (an in-place sync changes it)."""

    @functools.cached_property
    def neighbours(self) -> IdNeighbours:
        """The page ids ready for close-id suggestions, built once per directory."""
        return IdNeighbours(self.page_ids)


def not_found(wanted: str, suggestions: list[str]) -> DocNotFoundError:
    """The error a miss raises: it names the close ids (which fetch) or says to search."""
    if suggestions:
        listed = ", ".join(repr(s) for s in suggestions)
        hint = f"close ids that exist: {listed}"
    else:
        hint = "no close id; search for the page and fetch an id it returns"
    error = DocNotFoundError(f"no document with id {wanted!r} in the live index; {hint}")
    error.suggestions = tuple(suggestions)
    return error


class IdResolver:
    """Resolves an id-like string to the canonical id of a record the live index holds."""

    def __init__(self, client: Any, live: LiveIndex) -> None:
        self._client = client
        self._live = live
        self._directory: PageDirectory | None = None

    async def resolve(self, value: str) -> DocId:
        """The canonical id ``value`` names; InvalidIdError when it is not id-like,
        DocNotFoundError (with ``suggestions``) when nothing matches."""
        found = await self._located(value)
        if found is not None:
            return found
        # _located parsed the forms already: a page nothing matches is id-like.
        forms, version = id_forms(value), await self._live.version()
        raise not_found(value.strip(), await self._suggest_pages(forms, version))

    async def find(self, value: str) -> DocId | None:
        """What ``resolve`` answers, None instead of either error, and without the close ids a
        miss would work out: for callers checking many ids, made-up ones included (the
        feedback report, spec/030 EVAL-055)."""
        try:
            return await self._located(value)
        except (InvalidIdError, DocNotFoundError):
            return None

    async def _located(self, value: str) -> DocId | None:
        """The id ``value`` names, None for a page nothing matches (a missing section raises,
        naming the page's sections)."""
        try:
            forms = id_forms(value)
        except InvalidIdError:
            # The corpus has a few malformed aliases ("write behind/", a trailing comma) that
            # Hugo still publishes; they are looked up as written, never sent to Redis.
            page = await self._written_alias(value)
            if page is None:
                raise
            return DocId(page)
        version = await self._live.version()
        page = await self._page(forms, version)
        if page is None or forms.fragment is None:
            return DocId(page) if page else None
        return await self._section(page, forms.fragment, version, value.strip())

    async def _written_alias(self, value: object) -> str | None:
        if not isinstance(value, str) or not value.strip() or len(value) > MAX_ID_LENGTH:
            return None
        try:
            path = site_path(value.strip())
        except InvalidIdError:
            return None
        directory = await self.directory(await self._live.version())
        return directory.aliases.get(path) if path else None

    async def _page(self, forms: IdForms, version: int) -> str | None:
        pipe = self._client.pipeline(transaction=False)
        for page in forms.pages:
            pipe.exists(record_key(Entity.PAGE, version, page))
        pipe.hmget(redirects_key(version), list(forms.pages))
        *found, moved = await pipe.execute()
        for page, exists in zip(forms.pages, found, strict=True):
            if exists:
                return page
        for target in (as_str(m) for m in moved if m is not None):
            if await self._client.exists(record_key(Entity.PAGE, version, target)):
                return target
        if forms.command is not None and (name_key := command_name_key(forms.command)):
            reply = await self._client.execute_command(*command_lookup_args(name_key))
            keys = parse_search_keys(reply)
            if keys:
                return record_id(keys[0])
        directory = await self.directory(version)
        return directory.aliases.get(forms.path) or directory.aliases.get(forms.path.lower())

    async def _section(self, page: str, fragment: str, version: int, wanted: str) -> DocId:
        raw = await self._client.hmget(
            record_key(Entity.PAGE, version, page), ["chunk_ids", "body"]
        )
        chunk_ids = stored_list(as_str(raw[0]))
        anchors = list(dict.fromkeys(_WINDOW.sub("", c.split("#", 1)[1]) for c in chunk_ids))
        anchor, _, window = fragment.partition(":w")
        found = section_anchor(anchor, as_str(raw[1]), anchors)
        if found is not None:
            doc_id = DocId(page, found, int(window) if window else None)
            if doc_id.window is None or str(doc_id) in chunk_ids:
                return doc_id
        named = [a for a in anchors if not a.startswith("_")]
        closest = await _suggested(close_ids, anchor.lower(), named, limit=MAX_SUGGESTIONS - 1)
        suggestions = [f"{page}#{a}" for a in closest] + [page]
        for other in named:
            if len(suggestions) >= MAX_SUGGESTIONS:
                break
            if f"{page}#{other}" not in suggestions:
                suggestions.append(f"{page}#{other}")
        raise not_found(wanted, suggestions)

    async def _suggest_pages(self, forms: IdForms, version: int) -> list[str]:
        directory = await self.directory(version)
        target = forms.pages[-1]
        suggestions = await _suggested(_closest_pages, directory, target)
        words = title_words(target)
        if len(suggestions) < MAX_SUGGESTIONS and words:
            reply = await self._client.execute_command(
                "FT.SEARCH",
                ALIASES[Entity.PAGE],
                f"@title:({'|'.join(words)})",
                "NOCONTENT",
                "LIMIT",
                0,
                MAX_SUGGESTIONS,
                "DIALECT",
                2,
            )
            for key in parse_search_keys(reply):
                page = record_id(key)
                if page not in suggestions and len(suggestions) < MAX_SUGGESTIONS:
                    suggestions.append(page)
        return suggestions

    async def directory(self, version: int) -> PageDirectory:
        """The :class:`PageDirectory` of ``version``, loaded on first use and again once a sync
        patched the version in place (seen through the cached meta, so within ``META_TTL_S``)."""
        fingerprint = (await self._live.current_meta()).fingerprint
        cached = self._directory
        if cached is not None and (cached.version, cached.fingerprint) == (version, fingerprint):
            return cached
        page_ids: list[str] = []
        aliases: dict[str, str] = {}
        offset = 0
        while True:
            reply = await self._client.execute_command(
                "FT.SEARCH",
                ALIASES[Entity.PAGE],
                "*",
                "RETURN",
                2,
                "aliases",
                "url",
                "LIMIT",
                offset,
                DIRECTORY_PAGE_SIZE,
                "DIALECT",
                2,
            )
            rows = list(zip(reply[1::2], reply[2::2], strict=True))
            for key, fields in rows:
                page = record_id(as_str(key))
                values = dict(zip(map(as_str, fields[::2]), map(as_str, fields[1::2]), strict=True))
                page_ids.append(page)
                if page != page.lower():
                    # An id in another case resolves (spec/001), mixed-case ids too.
                    aliases.setdefault(page.lower(), page)
                for path, target in alias_entries(
                    page, values.get("aliases") or "[]", values.get("url", "")
                ):
                    aliases.setdefault(path, target)
            offset += DIRECTORY_PAGE_SIZE
            if len(rows) < DIRECTORY_PAGE_SIZE or offset >= int(reply[0]):
                break
        self._directory = PageDirectory(version, tuple(page_ids), aliases, fingerprint)
        return self._directory


# Close ids take a few ms of Python over every page id (ID-010, ID-030): off the event loop, and in
# a pool of their own, so a burst of missing ids waits behind itself, not ahead of the query
# embeddings in the loop's default pool.
_SUGGESTIONS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="docs-close-ids")


def _closest_pages(directory: PageDirectory, target: str) -> list[str]:
    return directory.neighbours.closest(target, MAX_SUGGESTIONS)


async def _suggested(find: Callable[..., list[str]], *args: Any, **kwargs: Any) -> list[str]:
    return await asyncio.get_running_loop().run_in_executor(
        _SUGGESTIONS, partial(find, *args, **kwargs)
    )
