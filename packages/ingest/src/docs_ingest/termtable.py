"""The writer's term table of a version (spec/004 "Term table", spec/011 RET-108).

Redis counts a query word with its stem: ``aliases`` finds the chunks holding ``aliases``, those
holding a word stemmed ``alias`` (four letters or more: shorter ones are indexed unstemmed) and
those holding the word ``alias`` itself. A word can thus be common while rarely written as such.
For each Snowball English stem family (the words as the reader parses a query: ``\\w+``, lower
case, no stop word) the chunks holding one of its words or its stem as a word bound the count of
every member; where that bound reaches half the floor, Redis is asked the count of each member
and of the stem (what a word the chunks never hold finds), and those at or over the floor are
kept. The table holds only counts Redis gave; a word it lacks is asked of Redis by the reader.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

import redis
from docs_core.index import IndexNotFoundError, TransactionGuard, live_version
from docs_core.keys import Entity, key_prefix, meta_key, physical_index_name, terms_key
from docs_core.retrieval.capabilities import text_search_args
from docs_core.retrieval.termtable import (
    FLOOR_FIELD,
    STATE_FIELD,
    STEM_MARK,
    TERM_TABLE_FLOOR,
    TermTable,
    count_query,
    search_total,
    stem_of,
)
from docs_core.retrieval.textquery import CHUNK_TEXT_FIELDS, SERVER_STOPWORDS
from redis.typing import EncodableT, FieldT

__all__ = ["build_term_table", "ensure_term_table", "recount_term_table", "write_term_table"]

_WORD = re.compile(r"\w+", re.UNICODE)
_EXPANDED_STEM = re.compile(r"\+(\w+)\(expanded\)")
_BATCH = 1000
# Counting requests per pipeline: a long one would hold Redis's one thread from live searches.
_COUNTS_PER_PIPELINE = 200
_STEMMER_PROBES = 50


def ensure_term_table(
    client: redis.Redis,
    version: int,
    *,
    guard: TransactionGuard | None = None,
    recount: bool = False,
) -> int | None:
    """Give the live version N its table unless it has one, or with ``recount`` count its
    entries again (after an in-place patch); returns the entries stored, or None when nothing
    was written. A version that is not live is refused (``IndexNotFoundError``)."""
    if live_version(client) != version:
        raise IndexNotFoundError(f"index version {version} is not live; no term table is written")
    counted_on = _as_text(client.hget(terms_key(version), STATE_FIELD))
    # A table counted on another state of the version (a patch whose recount was cut short)
    # is counted again.
    if not recount and counted_on is not None and counted_on == _state(client, version):
        return None
    stored = TermTable.parse(client.hgetall(terms_key(version)))
    counts = (
        build_term_table(client, version)
        if stored is None
        else recount_term_table(client, version, stored)
    )
    return write_term_table(client, version, counts, guard=guard)


def write_term_table(
    client: redis.Redis,
    version: int,
    counts: dict[str, int],
    *,
    guard: TransactionGuard | None = None,
) -> int | None:
    """Replace version N's table with ``counts`` in one MULTI/EXEC behind ``guard``; returns the
    entries stored, or None when the version was dropped meanwhile (its meta is watched)."""
    fields: dict[FieldT, EncodableT] = {FLOOR_FIELD: _floor(None)}
    fields.update(counts)
    with client.pipeline(transaction=True) as pipe:
        try:
            pipe.watch(meta_key(version))
            if not pipe.exists(meta_key(version)):
                return None
            fields[STATE_FIELD] = _state(pipe, version)
            if guard is not None:
                guard(pipe)  # watches the fence too, then MULTI
            else:
                pipe.multi()
            pipe.delete(terms_key(version))
            pipe.hset(terms_key(version), mapping=fields)
            pipe.execute()
        except redis.WatchError:
            return None
    return len(counts)


def build_term_table(
    client: redis.Redis, version: int, *, floor: int | None = None
) -> dict[str, int]:
    """Every word of version N's chunks counted in at least ``floor`` chunks (default
    ``TERM_TABLE_FLOOR``), and the stems (``~stem``) whose own count reaches it, with those
    counts."""
    floor = _floor(floor)
    families = _families(_chunk_texts(client, version))
    asked = {
        stem: sorted(family.words)
        for stem, family in families.groups.items()
        if family.bound(families.word_shares.get(stem, 0)) * 2 >= floor
    }
    entries = [word for members in asked.values() for word in members]
    index = physical_index_name(Entity.CHUNK, version)
    if _stemmer_agrees(client, index, entries):
        # A stem that stems to itself is searched as an unseen word's expansion is.
        entries += [
            STEM_MARK + stem
            for stem in asked
            if families.groups[stem].stemmed and stem_of(stem) == stem
        ]
    return _counts(client, index, entries, floor)


def recount_term_table(
    client: redis.Redis, version: int, table: TermTable, *, floor: int | None = None
) -> dict[str, int]:
    """The entries of ``table`` counted again, those fallen under ``floor`` left out (a word
    risen over it is asked of Redis by the reader until the next full build)."""
    index = physical_index_name(Entity.CHUNK, version)
    return _counts(client, index, sorted(table.counts), _floor(floor))


def _state(client: redis.Redis | redis.client.Pipeline, version: int) -> str:
    return _as_text(client.hget(meta_key(version), "fingerprint")) or ""


def _as_text(value: object) -> str | None:
    return value.decode() if isinstance(value, bytes) else None if value is None else str(value)


def _floor(floor: int | None) -> int:
    # Read when called, so a test can lower the module's floor for a site of three pages.
    return TERM_TABLE_FLOOR if floor is None else floor


def _counts(client: redis.Redis, index: str, entries: Sequence[str], floor: int) -> dict[str, int]:
    """Each entry's count, by the request the reader counts with, those at or over ``floor``."""
    counts: dict[str, int] = {}
    for start in range(0, len(entries), _COUNTS_PER_PIPELINE):
        part = entries[start : start + _COUNTS_PER_PIPELINE]
        pipe = client.pipeline(transaction=False)
        for entry in part:
            query = count_query(entry.removeprefix(STEM_MARK))
            pipe.execute_command(*text_search_args(index, query, None, 0))
        counts |= {e: search_total(r) for e, r in zip(part, pipe.execute(), strict=True)}
    return {entry: n for entry, n in counts.items() if n >= floor}


def _stemmer_agrees(client: redis.Redis, index: str, words: Sequence[str]) -> bool:
    """Whether Redis expands sample ``words`` to the stems ``stem_of`` gives: a server whose
    stemmer differs gets no stem entries (the reader then asks it about unseen words)."""
    probes = [w for w in words if stem_of(w) not in (None, w)][:_STEMMER_PROBES]
    pipe = client.pipeline(transaction=False)
    for word in probes:
        pipe.execute_command("FT.EXPLAIN", index, count_query(word), "DIALECT", 2)
    for word, plan in zip(probes, pipe.execute(), strict=True):
        text = plan.decode() if isinstance(plan, bytes) else str(plan)
        if _EXPANDED_STEM.findall(text) != [stem_of(word)]:
            return False
    return True


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


@dataclass
class _Families:
    groups: dict[str, _Family] = field(default_factory=dict)
    word_shares: Counter[str] = field(default_factory=Counter)


def _families(texts: Iterable[str]) -> _Families:
    """Stem -> its family, and each word's chunk share. A word with a digit or '_' is searched
    as written (``term_syntax`` quotes it), so it is a family of its own, keyed by itself."""
    families = _Families()
    family_of: dict[str, _Family] = {}
    for text in texts:
        words = {w for w in _WORD.findall(text.lower()) if w not in SERVER_STOPWORDS}
        seen: dict[int, _Family] = {}
        for word in words:
            family = family_of.get(word)
            if family is None:
                stem = stem_of(word)
                key = word if stem is None else stem
                family = families.groups.setdefault(key, _Family(stemmed=stem is not None))
                family.words.add(word)
                family_of[word] = family
            seen[id(family)] = family
        for family in seen.values():
            family.share += 1
        families.word_shares.update(words)
    return families
