"""The chunk counts of a version's common words, stored by the writer with the version
(spec/004 "Term table", spec/011 RET-108), so a search needs no costly count request before its
legs.

``docs:vN:terms`` maps words of the chunks to the number of chunks Redis finds for
``@title|heading|text:(word)``, and stems, as ``~stem``, to the count of the stem searched as a
word: RediSearch expands a query word to its stem, so a word the chunks never hold
(``privately``) finds exactly the chunks its stem does (``privat``). Only entries at or over the
field ``!floor`` are kept: a word the table cannot answer is asked of Redis.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import snowballstemmer

from docs_core.retrieval.textquery import CHUNK_TEXT_FIELDS, term_syntax

__all__ = [
    "FLOOR_FIELD",
    "LONGEST_WORD",
    "STEM_MARK",
    "TERM_TABLE_FLOOR",
    "TermTable",
    "count_query",
    "search_total",
    "stem_of",
]

TERM_TABLE_FLOOR = 500
FLOOR_FIELD = "!floor"
# The meta fingerprint of the index state the table was counted on (spec/004 "Term table").
STATE_FIELD = "!state"
STEM_MARK = "~"

# Longer "words" are not language: they are counted in Redis rather than stemmed, and no store
# of the reader keeps them (RET-125).
LONGEST_WORD = 40
_LETTERS = re.compile(r"[^\W\d_]+", re.UNICODE)
_STEMMER = snowballstemmer.stemmer("english")


@functools.lru_cache(maxsize=10_000)
def _stem(word: str) -> str:
    return str(_STEMMER.stemWord(word))


def stem_of(word: str) -> str | None:
    """The stem RediSearch expands ``word`` with, or None for a word searched as written (a
    digit or '_' in it: ``term_syntax`` quotes it) or too long to be one."""
    if len(word) > LONGEST_WORD or not _LETTERS.fullmatch(word):
        return None
    return _stem(word)


def count_query(term: str) -> str:
    """The chunk text query a term is counted with, by the writer and the reader alike."""
    return f"@{'|'.join(CHUNK_TEXT_FIELDS)}:({term_syntax(term)})"


def search_total(reply: Any) -> int:
    """The count of an FT.SEARCH reply in either protocol (RESP3: a map; RESP2: its head)."""
    if isinstance(reply, dict):
        total = reply.get(b"total_results", reply.get("total_results"))
        return int(total or 0)
    return int(reply[0])


@dataclass(frozen=True, slots=True)
class TermTable:
    counts: Mapping[str, int]
    floor: int

    @classmethod
    def parse(cls, fields: Mapping[bytes | str, bytes | str]) -> TermTable | None:
        """The table of an HGETALL reply, or None for no table (an index built before it)."""
        decoded = {_text(k): _text(v) for k, v in fields.items()}
        floor = decoded.pop(FLOOR_FIELD, None)
        decoded.pop(STATE_FIELD, None)
        if floor is None:
            return None
        return cls({word: int(n) for word, n in decoded.items()}, int(floor))

    def count(self, term: str) -> int | None:
        """The count of ``term`` when the table holds it (or its stem), else None: Redis must
        be asked (a word under the floor, held by some chunks or none)."""
        known = self.counts.get(term)
        if known is not None:
            return known
        stem = stem_of(term)
        return self.counts.get(STEM_MARK + stem) if stem is not None else None


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value
