"""Query words the index does not hold, corrected to the nearest words it does (spec/011,
"Spelling"; RET-102).

A misspelt word ("pipline", "feilds", "limter") matches no chunk, so a short question that
hinges on it loses its only topical term. The chunk counts the common-terms step reads already
say which words the index lacks; for those (plain words of ``MIN_CORRECTED_CHARS`` letters or
more: "gpu" or "cuda" are names, not typos), one ``FT.SPELLCHECK`` over the chunks proposes the
terms two edits away, and one that is a single edit away (an adjacent swap counts as one:
"feilds", "redsi"; two edits turn "geocluster" into "newcluster") joins the word in every text
leg: a word as the docs write it before a stem, then the most frequent. The original word
stays: it costs nothing where nothing holds it. Corrections are kept per index version; the
words never reach a log. At most ``MAX_CORRECTED_WORDS`` words a search are looked up, the
query's before its alternates': each costs Redis's one thread about 1.2 ms, and a query of
random words would otherwise hold it for a tenth of a second (RET-116).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from docs_core.keys import ALIASES, Entity
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.termtable import LONGEST_WORD
from docs_core.retrieval.textquery import CommonTerms
from docs_core.retrieval.variants import Variant

__all__ = [
    "MAX_CORRECTED_WORDS",
    "MAX_CORRECTION_EDITS",
    "MIN_CORRECTED_CHARS",
    "Spelling",
    "best_corrections",
    "correctable",
    "corrected_variants",
    "one_slip",
    "spelling_args",
    "swap_distance",
]

MIN_CORRECTED_CHARS = 5
MAX_CORRECTED_WORDS = 3
MAX_CORRECTION_EDITS = 1
_SPELLCHECK_DISTANCE = 2
"""RediSearch counts an adjacent swap as two edits; ``swap_distance`` then keeps one."""
_CAPACITY = 10_000
_LETTERS = re.compile(r"[a-z]+")


def one_slip(a: str, b: str) -> bool:
    """``swap_distance(a, b) == 1`` in one pass, for reading thousands of words."""
    if len(a) > len(b):
        a, b = b, a
    i = next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), len(a))
    if len(a) < len(b):
        return len(b) - len(a) == 1 and a[i:] == b[i + 1 :]
    if i == len(a):
        return False
    if a[i + 1 :] == b[i + 1 :]:
        return True
    return a[i + 2 :] == b[i + 2 :] and a[i : i + 2] == b[i : i + 2][::-1]


def swap_distance(a: str, b: str) -> int:
    """Edits from ``a`` to ``b``: insertions, deletions, substitutions and adjacent swaps."""
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            row[j] = min(
                rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] != b[j - 1])
            )
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[i - 2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def spelling_args(words: Sequence[str]) -> list[Any]:
    """``FT.SPELLCHECK`` of ``words`` over the chunks, two Levenshtein edits away."""
    return [
        "FT.SPELLCHECK",
        ALIASES[Entity.CHUNK],
        " ".join(words),
        "DISTANCE",
        _SPELLCHECK_DISTANCE,
        "DIALECT",
        2,
    ]


def correctable(words: Iterable[str]) -> list[str]:
    """The words a misspelling could be, once each in order: plain lower-case words of
    ``MIN_CORRECTED_CHARS`` letters or more ("gpu" or "cuda" are names, not typos) and at most
    ``LONGEST_WORD`` (longer is no word, and the corrections kept stay small: RET-125)."""
    return [
        w
        for w in dict.fromkeys(words)
        if MIN_CORRECTED_CHARS <= len(w) <= LONGEST_WORD and _LETTERS.fullmatch(w)
    ]


def best_corrections(reply: Sequence[Any]) -> dict[str, str]:
    """Per word of an ``FT.SPELLCHECK`` reply ``[[b"TERM", b"pipline", [[b"0.01",
    b"pipeline"], ...]], ...]``, the suggestion ``MAX_CORRECTION_EDITS`` away (adjacent swaps
    counted as one): a word as written before a stem (``+liter``), then the highest score, then
    the word; a word with none is left out."""
    out: dict[str, str] = {}
    for entry in reply:
        word = as_str(entry[1])
        options = []
        for score, suggestion in ((pair[0], as_str(pair[1])) for pair in entry[2]):
            term = suggestion.lstrip("+")
            if (
                _LETTERS.fullmatch(term)
                and term != word
                and swap_distance(word, term) <= MAX_CORRECTION_EDITS
            ):
                options.append((suggestion.startswith("+"), -float(as_str(score)), term))
        if options:
            out[word] = min(options)[2]
    return out


def corrected_variants(variants: Sequence[Variant], fixes: Mapping[str, str]) -> list[Variant]:
    """``variants`` with each corrected word followed by its correction."""
    if not fixes:
        return list(variants)
    out = []
    for variant in variants:
        terms = [t for term in variant.parsed.terms for t in (term, fixes.get(term)) if t]
        parsed = dataclasses.replace(variant.parsed, terms=tuple(dict.fromkeys(terms)))
        out.append(dataclasses.replace(variant, parsed=parsed))
    return out


class Spelling:
    """Corrections of the words the live index version lacks, asked of Redis once each."""

    def __init__(self, client: Any, live: LiveIndex) -> None:
        self._client = client
        self._live = live
        self._version: int | None = None
        self._known: dict[str, str | None] = {}

    async def corrections(self, words: Sequence[str], common: CommonTerms) -> dict[str, str]:
        """Corrections of the first ``MAX_CORRECTED_WORDS`` of the ``words`` ``common`` counts
        in no chunk (plain lower-case words of ``MIN_CORRECTED_CHARS`` letters or more)."""
        unknown = [w for w in correctable(words) if common.counts.get(w) == 0]
        unknown = unknown[:MAX_CORRECTED_WORDS]
        if not unknown:
            return {}
        version = await self._live.version()
        if version != self._version or len(self._known) > _CAPACITY:
            self._version, self._known = version, {}
        missing = [w for w in unknown if w not in self._known]
        if missing:
            reply = await self._client.execute_command(*spelling_args(missing))
            found = best_corrections(reply)
            self._known.update({w: found.get(w) for w in missing})
        return {w: fix for w in unknown if (fix := self._known.get(w)) is not None}

    async def corrected(self, variants: Sequence[Variant], common: CommonTerms) -> list[Variant]:
        """``variants`` with the corrections of their words no chunk holds."""
        words = [t for variant in variants for t in variant.parsed.terms]
        return corrected_variants(variants, await self.corrections(words, common))
