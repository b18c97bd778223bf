"""The example keys of each language's clients, per index version (spec/011 "Restarts",
RET-097).

The example text legs once intersected a client tag (``@client_key:{jedis|...}``) with their
term union, and RediSearch scores such an intersection by document order: for 30 code
questions, 89 of the 240 top scores differed from each example's score alone, and a restart,
which reloads the keys in another order, moved them. A text leg over one language's examples now names its keys
(``INKEYS``), which leaves the union scored whole; the keys are read once per index version.
"""

from __future__ import annotations

from typing import Any

from docs_core.keys import ALIASES, Entity
from docs_core.languages import Language
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.searchrows import search_rows
from docs_core.retrieval.textquery import escape_tag

__all__ = ["LanguageKeys", "client_filter", "in_keys"]

_MAX_KEYS = 10_000


def client_filter(language: Language) -> str:
    return f"@client_key:{{{'|'.join(escape_tag(c) for c in language.clients)}}}"


def in_keys(args: list[Any], keys: list[str]) -> list[Any]:
    """``args`` (an ``FT.SEARCH`` request) searching only ``keys``."""
    return [*args[:3], "INKEYS", len(keys), *keys, *args[3:]]


class LanguageKeys:
    """Keys of the live index's examples per language, asked of Redis once per version."""

    def __init__(self, client: Any, live: LiveIndex) -> None:
        self._client = client
        self._live = live
        self._version: int | None = None
        self._keys: dict[tuple[str, ...], list[str]] = {}

    async def keys(self, language: Language) -> list[str]:
        version = await self._live.version()
        if version != self._version:
            self._version, self._keys = version, {}
        if language.clients not in self._keys:
            reply = await self._client.execute_command(
                "FT.SEARCH",
                ALIASES[Entity.EXAMPLE],
                client_filter(language),
                "NOCONTENT",
                "LIMIT",
                0,
                _MAX_KEYS,
                "DIALECT",
                2,
            )
            self._keys[language.clients] = sorted(row.key for row in search_rows(reply))
        return self._keys[language.clients]
