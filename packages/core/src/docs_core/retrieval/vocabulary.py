"""The index's own Redis vocabulary: command names and error names (spec/011-retrieval.md).

Both come from the live index, never from a typed list: command names are the Command records'
``name_key`` values, error names are the upper-case words the docs write as error replies
(``(error) WRONGTYPE``, ``-MOVED 3999 ...``, ``a `CROSSSLOT` error``, ``**TRYAGAIN**: ...``)
in the chunks that mention errors. A query word that is no known name but is one or two edits
from a few of them (``hgetal`` -> ``HGETALL``, ``MISCONF`` -> ``MISCONFIG``) is taken for a
misspelling of those names; the reader then asks the index whether the word is one of its own
terms (``FT.SPELLCHECK``) before crediting the correction, so English inflections (``sets``,
``moved``) never become commands.
"""

from __future__ import annotations

import re
from collections import Counter, OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from docs_core.keys import ALIASES, Entity
from docs_core.retrieval.capabilities import LATEST_PREFIX, in_keys, text_search_args
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.searchrows import latest_in_order, search_rows
from docs_core.retrieval.textquery import SERVER_STOPWORDS, CommandCandidate

__all__ = [
    "MAX_NEAR_NAMES",
    "CorpusVocabulary",
    "NameMatcher",
    "build_vocabulary",
    "corrects",
    "edit_distance",
    "error_mentions",
    "error_source_args",
    "misspelled_words",
    "near_names",
    "route_keys",
    "route_requests",
    "route_search_args",
    "spellcheck_args",
]

MAX_NEAR_NAMES = 3
MIN_FUZZY_CHARS = 4
MAX_FUZZY_WORDS = 48
"""Distinct words of one query string tried as misspelt names (RET-129): the tuning questions
have at most 40, and 4,000 characters of near-names cost 300 ms of CPU and a 72 ms spellcheck."""
NEAR_WORDS_KEPT = 4096
MAX_ROUTE_KEYS = 200
MAX_ERROR_SOURCE_CHUNKS = 10_000
MIN_ERROR_FORM_SHARE = 0.25

_NAME = r"[A-Z][A-Z_]{2,}"
_ERROR_FORMS = re.compile(
    rf"\(error\)\s+({_NAME})\b"
    rf"|(?:^|[\s`\"'(])-({_NAME})(?=[\s`\"']|$)"
    rf"|`({_NAME})\s[A-Za-z][a-z]+\s[^`\n]*`"
    rf"|\*\*({_NAME})\*\*:"
    rf"|(?<![\w.-])`?({_NAME})`?\s+errors?\b",
    re.MULTILINE,
)
_QUERY_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*(?:[.\-][A-Za-z0-9_]+)*")
_UPPER_WORD = re.compile(rf"(?<![\w.\-]){_NAME}(?![\w.\-])")
_MENTION = re.compile(rf"\b{_NAME}\b")
_PLAIN_WORD = re.compile(r"[a-z0-9]+")
_PUNCTUATION = re.compile(r"[.\-]")


def edit_distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance of ``a`` and ``b``, or ``limit + 1`` once it exceeds ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, start=1):
        current = [i]
        for j, char_b in enumerate(b, start=1):
            current.append(
                min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char_a != char_b))
            )
        if min(current) > limit:
            return limit + 1
        previous = current
    return min(previous[-1], limit + 1)


def _allowed_edits(name: str) -> int:
    return 2 if len(name) >= 6 else 1


def _deletions(word: str, depth: int) -> set[str]:
    out = {word}
    frontier = {word}
    for _ in range(depth):
        frontier = {w[:i] + w[i + 1 :] for w in frontier for i in range(len(w))}
        out |= frontier
    return out


class NameMatcher:
    """Names indexed by their one- and two-letter deletions, so a word is compared only with
    the few names it could be two edits from (symmetric deletion), not with all of them."""

    __slots__ = ("_by_deletion", "_kept", "_longest", "names")

    def __init__(self, names: Iterable[str]) -> None:
        self.names = frozenset(names)
        self._longest = max(map(len, self.names), default=0)
        self._by_deletion: dict[str, set[str]] = {}
        for name in self.names:
            for variant in _deletions(name, _allowed_edits(name)):
                self._by_deletion.setdefault(variant, set()).add(name)
        self._kept: OrderedDict[str, tuple[str, ...]] = OrderedDict()

    def near(self, word: str) -> list[str]:
        """The names closest to ``word`` (an upper-case query word that is no name itself):
        one edit away, two for names of six letters or more; none when more than
        ``MAX_NEAR_NAMES`` are equally close (then the word says too little to pick). The
        answers for the last ``NEAR_WORDS_KEPT`` words are kept: searches repeat their words,
        and a word's two-letter deletions cost a search a third of a millisecond."""
        # A word longer than every name by more than two letters is no name's misspelling; its
        # deletions would grow with the cube of its length (a 1,000-letter word: gigabytes).
        # Such words are not kept either: the memory holds short words only.
        if not MIN_FUZZY_CHARS <= len(word) <= self._longest + 2 or word in self.names:
            return []
        kept = self._kept.get(word)
        if kept is None:
            kept = tuple(self._near(word))
            self._kept[word] = kept
            if len(self._kept) > NEAR_WORDS_KEPT:
                self._kept.popitem(last=False)
        else:
            self._kept.move_to_end(word)
        return list(kept)

    def _near(self, word: str) -> list[str]:
        possible: set[str] = set()
        for variant in _deletions(word, 2):
            possible |= self._by_deletion.get(variant, set())
        by_distance: dict[int, list[str]] = {}
        for name in possible:
            limit = _allowed_edits(name)
            distance = edit_distance(word, name, limit)
            if distance <= limit:
                by_distance.setdefault(distance, []).append(name)
        if not by_distance:
            return []
        closest = sorted(by_distance[min(by_distance)])
        return closest if len(closest) <= MAX_NEAR_NAMES else []


def near_names(word: str, names: Iterable[str]) -> list[str]:
    """:meth:`NameMatcher.near` over ``names``."""
    return NameMatcher(names).near(word)


def error_mentions(text: str) -> set[str]:
    """Upper-case names ``text`` writes as error replies."""
    return {next(g for g in m.groups() if g) for m in _ERROR_FORMS.finditer(text)}


class CorpusVocabulary:
    """Command names and error names of one index version; ``error_chunks`` maps each error
    name to the keys of the chunks that write it as an error reply."""

    __slots__ = ("_commands", "_errors", "command_names", "error_chunks", "version")

    def __init__(
        self,
        version: int,
        command_names: Iterable[str],
        error_chunks: Mapping[str, tuple[str, ...]],
    ) -> None:
        self.version = version
        self.command_names = frozenset(command_names)
        self.error_chunks = dict(error_chunks)
        self._commands = NameMatcher(n for n in self.command_names if " " not in n)
        self._errors = NameMatcher(self.error_chunks)

    def fuzzy_commands(self, text: str) -> list[CommandCandidate]:
        """Commands a misspelt word of ``text`` may mean (``hgetal`` -> ``HGETALL``), each
        carrying the word in ``fuzzy_of``; exact names are left to ``command_candidates``.
        Stopwords are skipped (the index holds none, so it cannot vouch for them) and a name
        must keep the word's punctuation (``bf.reserv`` -> ``BF.RESERVE``, never ``t-digest``
        -> ``DIGEST``)."""
        out: dict[str, CommandCandidate] = {}
        examined: set[str] = set()
        for position, match in enumerate(_QUERY_WORD.finditer(text)):
            word = match.group()
            key = word.upper()
            if key in self.command_names or word.lower() in SERVER_STOPWORDS or key in examined:
                continue
            if len(examined) == MAX_FUZZY_WORDS:
                break
            examined.add(key)
            strong = word.isupper() or bool(_PUNCTUATION.search(word))
            for name in self._commands.near(key):
                if _PUNCTUATION.findall(name) == _PUNCTUATION.findall(key):
                    out.setdefault(name, CommandCandidate(name, strong, position, word.lower()))
        return list(out.values())

    def error_route(self, text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """(error names, chunk keys) for the upper-case words of ``text`` that are error names
        of the corpus, or one or two edits from a few of them (``MISCONF``)."""
        errors: list[str] = []
        for word in dict.fromkeys(_UPPER_WORD.findall(text)):
            if word in self.command_names:
                continue
            if word in self.error_chunks:
                errors.append(word)
            else:
                errors.extend(self._errors.near(word))
        names = tuple(dict.fromkeys(errors))
        keys = [key for name in names for key in self.error_chunks[name]]
        return names, tuple(dict.fromkeys(keys))[:MAX_ROUTE_KEYS]


def build_vocabulary(
    version: int, command_names: Iterable[Any], error_source_reply: Sequence[Any]
) -> CorpusVocabulary:
    """The vocabulary from ``FT.TAGVALS`` of command names and the reply of
    :func:`error_source_args` (``[total, key, [b"text", b"..."], ...]``)."""
    names = frozenset(as_str(n) for n in command_names)
    error_chunks: dict[str, list[str]] = {}
    as_error: Counter[str] = Counter()
    mentioned: Counter[str] = Counter()
    for key, fields in zip(error_source_reply[1::2], error_source_reply[2::2], strict=True):
        values = dict(zip(fields[::2], fields[1::2], strict=True))
        text = as_str(values.get(b"text", b""))
        mentioned.update(_MENTION.findall(text))
        forms = [next(g for g in m.groups() if g) for m in _ERROR_FORMS.finditer(text)]
        as_error.update(forms)
        for name in sorted(set(forms) - names):
            error_chunks.setdefault(name, []).append(as_str(key))
    # Acronyms the docs also put before "error" or in a bold list (JSON, TLS, GROUPBY) are
    # mostly written otherwise; error names are written as errors in most of their mentions.
    kept = {
        name: tuple(sorted(keys))
        for name, keys in error_chunks.items()
        if as_error[name] >= MIN_ERROR_FORM_SHARE * mentioned[name]
    }
    return CorpusVocabulary(version, names, kept)


def error_source_args(filter_expr: str) -> list[Any]:
    """FT.SEARCH for the text of every chunk under ``filter_expr`` that mentions an error."""
    return [
        "FT.SEARCH",
        ALIASES[Entity.CHUNK],
        f"{filter_expr} @text:(error)",
        "RETURN",
        1,
        "text",
        "LIMIT",
        0,
        MAX_ERROR_SOURCE_CHUNKS,
        "DIALECT",
        2,
    ]


def route_search_args(query: str, keys: Sequence[str], count: int) -> list[Any]:
    """FT.SEARCH ``query`` (filter and text clause) among ``keys`` only, best first (the latest
    filter as ``text_search_args`` applies it)."""
    return in_keys(text_search_args(ALIASES[Entity.CHUNK], query, None, count), keys)


def route_requests(query: str, keys: Sequence[str], count: int) -> list[list[Any]]:
    """The error route's requests: under the latest-docs filter, one per key, because
    RediSearch scores a union inside any intersection, ``INKEYS`` of several keys or a tag, by
    the order it meets the postings, and of one key whole (spec/011 "Restarts", RET-099); under
    another filter one request."""
    if not query.startswith(LATEST_PREFIX):
        return [route_search_args(query, keys, count)]
    return [route_search_args(query, [key], 1) for key in keys]


def route_keys(replies: Sequence[Any], count: int) -> list[str]:
    """The latest keys the route's replies hold, best score first, ties by key."""
    return latest_in_order([row for reply in replies for row in search_rows(reply)])[:count]


def spellcheck_args(words: Sequence[str]) -> list[Any] | None:
    """FT.SPELLCHECK of the plain words among ``words`` (the ones the index can judge)."""
    plain = [w for w in dict.fromkeys(words) if _PLAIN_WORD.fullmatch(w)]
    if not plain:
        return None
    return ["FT.SPELLCHECK", ALIASES[Entity.CHUNK], " ".join(plain), "DISTANCE", 1, "DIALECT", 2]


def misspelled_words(reply: Sequence[Any]) -> dict[str, frozenset[str]]:
    """Words an FT.SPELLCHECK reply ``[[b"TERM", b"hgetal", [[b"0.006", b"hgetall"], ...]],
    ...]`` reports as not being terms of the index, each with the terms it suggests instead."""
    return {
        as_str(entry[1]): frozenset(as_str(pair[1]).lstrip("+") for pair in entry[2])
        for entry in reply
    }


def corrects(word: str, name_key: str, unknown: Mapping[str, frozenset[str]]) -> bool:
    """Whether ``name_key`` may be what the query meant by ``word``: the index does not know
    the word (``sets`` and ``moved`` are English, not typos), and the terms one edit from it
    are none or include the name (``limter`` is nearer ``limiter`` than ``SINTER``). Words
    with inner punctuation (``bf.reserv``) are not terms the index can judge."""
    if spellcheck_args([word]) is None:
        return True
    if word not in unknown:
        return False
    suggestions = unknown[word]
    return not suggestions or name_key.lower() in suggestions
