"""The writer's term table of a live version (spec/004 "Term table", spec/011 RET-108).

Redis counts a query word with its stem family: ``aliases`` finds the chunks holding
``aliases``, any longer word stemmed ``alias``, and the word ``alias`` itself. A word can thus be
common while rarely written as such. For each Snowball English stem family (the words as the
reader parses a query: ``\\w+``, lower case, no stop word) the chunks holding one of its words
or its stem as a word bound the count of every member; where that bound reaches half the floor,
Redis is asked the count of each member and of the stem (for words the chunks never hold), in
one pipeline, and those at or over the floor are kept. A word left out is under the floor with
room to spare.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import redis
from docs_core.index import TransactionGuard
from docs_core.keys import Entity, key_prefix, physical_index_name, terms_key
from docs_core.retrieval.textquery import CHUNK_TEXT_FIELDS, SERVER_STOPWORDS
from docs_core.termtable import FLOOR_FIELD, STEM_MARK, TERM_TABLE_FLOOR, count_query, stem_of
from redis.typing import EncodableT, FieldT

__all__ = ["build_term_table", "ensure_term_table", "write_term_table"]

_WORD = re.compile(r"\w+", re.UNICODE)
_BATCH = 1000


def ensure_term_table(
    client: redis.Redis, version: int, *, guard: TransactionGuard | None = None
) -> int | None:
    """Build and store version N's table unless it has one; returns the words stored, or None
    when the table was there already."""
    if client.exists(terms_key(version)):
        return None
    return write_term_table(client, version, guard=guard)


def write_term_table(
    client: redis.Redis, version: int, *, guard: TransactionGuard | None = None
) -> int:
    """Build version N's table and replace any it has in one MULTI/EXEC behind ``guard``;
    returns the entries stored."""
    counts = build_term_table(client, version)
    fields: dict[FieldT, EncodableT] = {FLOOR_FIELD: TERM_TABLE_FLOOR}
    fields.update(counts)
    pipe = client.pipeline(transaction=True)
    if guard is not None:
        guard(pipe)
    pipe.delete(terms_key(version))
    pipe.hset(terms_key(version), mapping=fields)
    pipe.execute()
    return len(counts)


def build_term_table(
    client: redis.Redis, version: int, *, floor: int = TERM_TABLE_FLOOR
) -> dict[str, int]:
    """Every word whose chunk count in version N is at least ``floor``, with that count."""
    families = _families(_chunk_texts(client, version))
    asked = {
        stem: sorted(family.words)
        for stem, family in families.items()
        if family.bound(families.word_shares.get(stem, 0)) * 2 >= floor
    }
    words = [word for members in asked.values() for word in members]
    index = physical_index_name(Entity.CHUNK, version)
    pipe = client.pipeline(transaction=False)
    for word in words:
        pipe.execute_command("FT.SEARCH", index, count_query(word), "LIMIT", 0, 0, "DIALECT", 2)
    counts = {word: _total(reply) for word, reply in zip(words, pipe.execute(), strict=True)}
    for stem, members in asked.items():
        if families[stem].stemmed:
            # A member finds its own chunks and its stem's; a word the chunks lack finds only
            # the stem's, as the member the stem itself is, or any member Redis stemmed.
            counts[STEM_MARK + stem] = min(counts[word] for word in members)
    return {field: n for field, n in counts.items() if n >= floor}


def _total(reply: Any) -> int:
    """The count of an FT.SEARCH reply in either protocol (RESP3: a map; RESP2: its head)."""
    if isinstance(reply, dict):
        total = reply.get(b"total_results", reply.get("total_results"))
        return int(total or 0)
    return int(reply[0])


def _chunk_texts(client: redis.Redis, version: int) -> Iterator[str]:
    keys = client.scan_iter(match=key_prefix(Entity.CHUNK, version) + "*", count=_BATCH)
    batch: list[bytes | str] = []
    for key in keys:
        batch.append(key)
        if len(batch) == _BATCH:
            yield from _texts(client, batch)
            batch = []
    yield from _texts(client, batch)


def _texts(client: redis.Redis, keys: list[bytes | str]) -> Iterator[str]:
    pipe = client.pipeline(transaction=False)
    for key in keys:
        pipe.hmget(key, *CHUNK_TEXT_FIELDS)
    for values in pipe.execute():
        yield " ".join(
            v.decode("utf-8", "replace") if isinstance(v, bytes) else v for v in values if v
        )


@dataclass
class _Family:
    stemmed: bool
    words: set[str] = field(default_factory=set)
    share: int = 0

    def bound(self, stem_share: int) -> int:
        """At least the count of any member: the chunks holding a member, plus those holding
        the stem as a word when it is no member (``alias`` for the family of ``aliases``)."""
        return self.share + (stem_share if self.stemmed else 0)


class _Families(dict[str, _Family]):
    word_shares: Counter[str]


def _families(texts: Iterable[str]) -> _Families:
    """Stem -> its family, and each word's chunk share. A word with a digit or '_' is searched
    as written (``term_syntax`` quotes it), so it is a family of its own, keyed by itself."""
    families = _Families()
    families.word_shares = Counter()
    family_of: dict[str, _Family] = {}
    for text in texts:
        words = {w for w in _WORD.findall(text.lower()) if w not in SERVER_STOPWORDS}
        seen: dict[int, _Family] = {}
        for word in words:
            family = family_of.get(word)
            if family is None:
                stem = stem_of(word)
                key = word if stem is None else stem
                family = families.setdefault(key, _Family(stemmed=stem is not None))
                family.words.add(word)
                family_of[word] = family
            seen[id(family)] = family
        for family in seen.values():
            family.share += 1
        families.word_shares.update(words)
    return families
