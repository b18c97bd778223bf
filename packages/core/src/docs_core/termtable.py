"""The chunk counts of a version's common words, stored by the writer with the version
(spec/004 "Term table", spec/011 RET-108), so a search needs no count request before its legs.

``docs:vN:terms`` maps each word of the chunks that could be held by ``TERM_TABLE_FLOOR``
chunks or more to the number of chunks Redis finds for ``@title|heading|text:(word)``, and each
such word's stem, as ``~stem``, to the count of a word the chunks never hold: RediSearch expands
a word to its stem and the words sharing it, so an unseen ``privately`` counts as many chunks as
``privat``. The field ``!floor`` says under which count an entry was left out: a reader whose
common-term limit is at or over the floor needs Redis only for the words the table lacks, rare
ones, cheap to count (whether a chunk holds them at all decides a spelling correction).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass

import snowballstemmer

from docs_core.retrieval.textquery import CHUNK_TEXT_FIELDS, term_syntax

__all__ = ["FLOOR_FIELD", "STEM_MARK", "TERM_TABLE_FLOOR", "TermTable", "count_query", "stem_of"]

TERM_TABLE_FLOOR = 500
FLOOR_FIELD = "!floor"
STEM_MARK = "~"

_LETTERS = re.compile(r"[^\W\d_]+", re.UNICODE)
_STEMMER = snowballstemmer.stemmer("english")


@functools.lru_cache(maxsize=50_000)
def stem_of(word: str) -> str | None:
    """The stem RediSearch expands ``word`` with, or None for a word it searches as written
    (one with a digit or '_', which ``term_syntax`` quotes)."""
    return _STEMMER.stemWord(word) if _LETTERS.fullmatch(word) else None


def count_query(term: str) -> str:
    """The chunk text query a term is counted with, by the writer and the reader alike."""
    return f"@{'|'.join(CHUNK_TEXT_FIELDS)}:({term_syntax(term)})"


@dataclass(frozen=True, slots=True)
class TermTable:
    counts: Mapping[str, int]
    floor: int

    @classmethod
    def parse(cls, fields: Mapping[bytes | str, bytes | str]) -> TermTable | None:
        """The table of an HGETALL reply, or None for no table (an index built before it)."""
        decoded = {_text(k): _text(v) for k, v in fields.items()}
        floor = decoded.pop(FLOOR_FIELD, None)
        if floor is None:
            return None
        return cls({word: int(n) for word, n in decoded.items()}, int(floor))

    def count(self, term: str) -> int | None:
        """The count of ``term`` when the table holds it (or its stem), else None: a word under
        the floor, held by some chunks or none."""
        known = self.counts.get(term)
        if known is not None:
            return known
        stem = stem_of(term)
        return self.counts.get(STEM_MARK + stem) if stem is not None else None


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value
