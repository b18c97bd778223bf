"""A query as the model should read it: its misspelt words corrected (spec/011, "The query's
vector from its corrected words"; RET-118).

Search corrects a word no chunk holds for its text legs (``spelling``: the correction joins the
word) and a near command name for its boosts (``vocabulary``: ``hgetal`` -> HGETALL), but the
query's vector came from the words as typed: ``expier`` embeds near RedisVL's vectorizers, not
EXPIRE. The vector legs and ask's nearness check therefore embed the query respelt: a word no
chunk holds (the condition of a spelling correction) and the model's own vocabulary lacks too
becomes the command it is one or two edits from (one only), else its spelling correction. A
plain English word the docs never write (``couch``, ``depot``) is never "corrected" into
another (``touch``, ``denot``), nor a word of the docs (``shard``, ``expiry``) into a command.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

import numpy as np

from docs_core.embedding import model_words
from docs_core.retrieval.embedcache import QueryVectorCache
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.pipelining import PendingVectors, query_vectors
from docs_core.retrieval.spelling import Spelling, swap_distance
from docs_core.retrieval.termstats import TermFrequencies
from docs_core.retrieval.textquery import CommonTerms, parse_query
from docs_core.retrieval.tuning import SearchTuning
from docs_core.retrieval.variants import Variant, variants, version_filters
from docs_core.retrieval.vocabulary import CorpusVocabulary

__all__ = ["Prepared", "QueryPreparation", "spelling_fixes", "with_fixes"]

_LETTERS = re.compile(r"[A-Za-z]+")
MAX_COMMAND_WORDS_READ = 16
"""``command_words`` reads a question's first words only: its callers want questions of names."""


def with_fixes(text: str, fixes: Mapping[str, str]) -> str:
    """``text`` with each word of ``fixes`` (lower-case keys, any case in ``text``) replaced, in
    upper case where the word was (``HGETAL`` -> ``HGETALL``: error names and commands)."""
    if not fixes:
        return text

    def fixed(match: re.Match[str]) -> str:
        word = match.group()
        fix = fixes.get(word.lower(), word)
        return fix.upper() if word.isupper() else fix

    return _LETTERS.sub(fixed, text)


async def spelling_fixes(
    text: str,
    *,
    terms: TermFrequencies,
    spelling: Spelling,
    vocabulary: CorpusVocabulary | None,
    tuning: SearchTuning,
) -> dict[str, str]:
    """Each word of ``text`` that no chunk holds and the model does not know either -> the one
    command name it is near (lower case) unless its spelling correction is nearer, else that
    correction; words neither gives stay out."""
    if not tuning.spelling:
        return {}
    words = parse_query(text).terms
    common = await terms.common_of(tuning, words)
    if common is None:
        return {}
    known = model_words()
    unknown = [w for w in words if common.counts.get(w) == 0 and w not in known]
    if not unknown:
        return {}
    near: dict[str, list[str]] = {}
    # The unknown words alone: a long query's other words were matched by the legs' own pass.
    named = vocabulary.fuzzy_commands(" ".join(unknown)) if vocabulary is not None else []
    for candidate in named:
        if candidate.fuzzy_of is not None:
            near.setdefault(candidate.fuzzy_of, []).append(candidate.name_key)
    # Words near no single name are corrected first: the lookups a search makes are capped.
    single = {word for word, names in near.items() if len(names) == 1}
    ordered = [w for w in unknown if w not in single] + [w for w in unknown if w in single]
    fixes = await spelling.corrections(ordered, common)
    for word, names in near.items():
        name = names[0].lower()
        # A name two edits away loses to a word one edit away (replicaton: replication, not
        # REPLICAOF); at one edit each the name wins (unlikn: UNLINK, not unlike).
        if len(names) == 1 and (
            word not in fixes or swap_distance(word, name) <= swap_distance(word, fixes[word])
        ):
            fixes[word] = name
    return fixes


class Prepared(NamedTuple):
    """A search's variants, the embedding still running (if any), the term counts that decided
    its corrections, and its first string as embedded (respelt)."""

    found: list[Variant]
    pending: PendingVectors | None
    common: CommonTerms | None
    embedded: str


class QueryPreparation:
    """A search's query strings made ready for the legs: filters, vectors and corrections."""

    def __init__(
        self,
        client: Any,
        live: LiveIndex,
        vectors: QueryVectorCache,
        embed: Callable[[Sequence[str]], np.ndarray],
    ) -> None:
        self._live, self._vectors, self._embed = live, vectors, embed
        self.terms = TermFrequencies(client, live)
        self.spelling = Spelling(client, live)

    async def vocabulary(self, tuning: SearchTuning) -> CorpusVocabulary | None:
        """The live version's names, when the tuning uses them (misspelt names, error routes)."""
        if not (tuning.fuzzy_command_weight or tuning.error_route_weight):
            return None
        return await self._live.vocabulary()

    async def fixes(self, text: str, tuning: SearchTuning) -> dict[str, str]:
        """``spelling_fixes`` of ``text`` when ``tuning.respell_vectors``, else none."""
        if not tuning.respell_vectors:
            return {}
        vocabulary = await self.vocabulary(tuning)
        spelling, terms = self.spelling, self.terms
        return await spelling_fixes(
            text, terms=terms, spelling=spelling, vocabulary=vocabulary, tuning=tuning
        )

    async def respelt(self, text: str, tuning: SearchTuning) -> str:
        """``text`` with its ``fixes`` in place."""
        return with_fixes(text, await self.fixes(text, tuning))

    async def command_words(self, text: str, tuning: SearchTuning) -> dict[str, str]:
        """Each word of ``text``, lower case, that is a command name or misspells one, and that
        the model does not know as a word (``smembers``, ``zrnge``; never ``time`` or ``sort``)
        -> the command's name, lower case (``zrange``)."""
        fixes = await self.fixes(text, tuning)
        vocabulary = await self._live.vocabulary()
        names, known = vocabulary.command_names, model_words()
        meant: dict[str, str] = {}
        for token in list(dict.fromkeys(_LETTERS.findall(text)))[:MAX_COMMAND_WORDS_READ]:
            word = token.lower()
            name = fixes.get(word, word)
            if token.isupper() and word not in fixes and name.upper() not in names:
                # Written as a command (HGETAL), it means the one name it is near, even when
                # the index's stemming holds the word (hgetal is the stem of hgetall).
                near = [c.name_key for c in vocabulary.fuzzy_commands(token)]
                name = near[0].lower() if len(near) == 1 else name
            if name.upper() in names and name not in known:
                meant.setdefault(word, name)
        return meant

    async def variants(
        self,
        strings: list[str],
        tuning: SearchTuning,
        *,
        product: str | None = None,
        version: str | None = None,
        extra_filter: str | None = None,
    ) -> Prepared:
        """The variants of ``strings``, misspelt words corrected (``spelling``), their vectors
        those of ``strings`` respelt; when a string still needs embedding, they carry stand-in
        vectors and the embedding runs meanwhile (``PendingVectors``, spent when the legs
        run)."""
        filters = version_filters(
            strings[0],
            tuning,
            version=version,
            product=product,
            known_versions=await self._live.doc_versions() if version is None else {},
            extra_filter=extra_filter,
        )
        embedded = [await self.respelt(strings[0], tuning), *strings[1:]]
        vectors, pending = query_vectors(
            self._vectors, self._embed, embedded, tuning.alternate_vectors
        )
        found = variants(strings, vectors, filters, tuning)
        common = await self.terms.common(tuning, found)
        if common is not None and tuning.spelling:
            found = await self.spelling.corrected(found, common)
        return Prepared(found, pending, common, embedded[0])
