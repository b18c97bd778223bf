"""How deep an example text leg reads its unfiltered union for one language (spec/011
"Restarts", RET-097).

The example text legs once intersected a client tag (``@client_key:{jedis|...}``) with their
term union, and RediSearch scores a union inside any intersection (a tag, or ``INKEYS`` naming
the language's keys: 71 of 200 top scores wrong) by the order it meets the postings: for 30
code questions, 89 of the 240 top scores differed from each example's score alone, and a
restart, which reloads the keys in another order, moved them. The union now runs alone,
returns each key's client, and the language's keys are kept here; it is read deep enough to
hold about twice the leg's candidates of that language (the language's share of the examples,
counted once per index version), at most ``MAX_UNION_DEPTH`` keys.
"""

from __future__ import annotations

import math
from typing import Any

from docs_core.keys import ALIASES, Entity
from docs_core.languages import Language
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.textquery import escape_tag

__all__ = ["MAX_UNION_DEPTH", "ExampleCounts", "client_filter", "union_depth"]

MAX_UNION_DEPTH = 1000


def client_filter(language: Language) -> str:
    return f"@client_key:{{{'|'.join(escape_tag(c) for c in language.clients)}}}"


def union_depth(candidates: int, total: int, of_language: int) -> int:
    """Keys to read so that about ``2 * candidates`` are the language's, ``of_language`` of the
    ``total`` examples being its."""
    if of_language <= 0:
        return candidates
    wanted = math.ceil(2 * candidates * total / of_language)
    return max(candidates, min(MAX_UNION_DEPTH, wanted))


class ExampleCounts:
    """The live index's example count, in all and per language, read once per version."""

    def __init__(self, client: Any, live: LiveIndex) -> None:
        self._client = client
        self._live = live
        self._version: int | None = None
        self._counts: dict[str, int] = {}

    async def depth(self, language: Language, candidates: int) -> int:
        version = await self._live.version()
        if version != self._version:
            self._version, self._counts = version, {}
        wanted = client_filter(language)
        missing = [q for q in ("*", wanted) if q not in self._counts]
        if missing:
            pipe = self._client.pipeline(transaction=False)
            for query in missing:
                pipe.execute_command(
                    "FT.SEARCH", ALIASES[Entity.EXAMPLE], query, "LIMIT", 0, 0, "DIALECT", 2
                )
            for query, reply in zip(missing, await pipe.execute(), strict=True):
                self._counts[query] = int(reply[0])
        return union_depth(candidates, self._counts["*"], self._counts[wanted])
