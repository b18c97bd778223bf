"""Token-level helpers shared by the router, the abstention rule and source ordering."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass

from docs_core.retrieval.htmltext import without_tags
from docs_core.retrieval.spelling import one_slip

__all__ = [
    "LIST_ITEM",
    "EvidenceWords",
    "Fact",
    "abstention_anchors",
    "anchor_terms",
    "command_candidates",
    "contains_term",
    "content_terms",
    "defined_names",
    "extract_facts",
    "plain_text",
    "sentences",
    "well_formed",
]

_URL = re.compile(r"\b(?:https?|ftp)://\S+|\bwww\.\S+", re.IGNORECASE)
# Letters of any script: "café" is one word, not "caf".
_WORD = re.compile(r"(?<![\w@.:'-])[.:'-]*+([\w@][\w@.:'-]*\w|[^\W_])")
r"""What ``[\w@][\w@.:'-]*\w|[^\W_]`` finds, tried only where a run of word characters and
``@.:'-`` starts (a run holds at most one such word, from its first word character or ``@``):
tried at every ``@`` of a run, it scanned the run again each time, and 4,000 of them cost 231 ms
a call (RET-129)."""
LIST_ITEM = re.compile(r"\s*(?:[-*+]|\d+[.)])\s")
"""The marker a markdown list item starts with (``match`` at a line's start)."""
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9`\"'(])|\n+")
_COMMAND = re.compile(r"\b[A-Z][A-Z0-9]*(?:\.[A-Z][A-Z0-9]*)?\b")
_DOTTED = re.compile(r"\b[a-z]{2,}\.[a-z]{2,}\b")
_UNIT_NUMBER = re.compile(
    r"\b(\d+(?:\.\d+)?)\s?(ms|milliseconds?|seconds?|secs?|s|minutes?|min|hours?|h|days?|"
    r"bytes?|[kmgt]i?b|%|percent|entries|items|keys|connections|clients|replicas|shards|"
    r"nodes|threads|databases?)\b",
    re.IGNORECASE,
)
_VERSION = re.compile(r"\b\d+\.\d+(?:\.\d+)?\b")
_DIRECTIVE = re.compile(r"\b[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+\b")
_BACKTICK = re.compile(r"`([^`\n]{2,60})`")
_QUOTED = re.compile(
    r"(?<!\w)['\"\u2018\u201c]([^'\"\u2018\u2019\u201c\u201d\n]{1,60})['\"\u2019\u201d](?!\w)"
)
_EXAMPLE_MARKER = re.compile(r"\b(?:such as|e\.g\.?|for example|for instance)", re.IGNORECASE)
_PATH = re.compile(r"[./]")
_CALENDAR = frozenset(
    {
        *("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
        *("january", "february", "march", "april", "june", "july", "august", "september"),
        *("october", "november", "december"),
    }
)
_VERSION_WORDS = frozenset(
    {"redis", "version", "versions", "v", "release", "to", "from", "and", "or"}
)
_VALUE_PARTS = re.compile(r"[-.:/]")

_STOPWORD_TEXT = """a about above after again all also am an and any are as at be because been before being
    below between both but by can could did do does doing don down during each even every few for
    from further get gets getting got had has have having he her here hers how however i if in
    into is isn it its itself just let like make makes many may me might more most much must my
    need needs no nor not now of off on once only or other our out over own per please same
    shall she should so some still such than that the their them then there these they this
    those through thus to too under until up upon us use used uses using very via want was we
    were what when where whether which while who whom why will with within without would you
    your yours yes actually really something anything way ways thing things work works
    redis"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())
# A question's words are each looked for in every passage of its evidence, so how many are read
# bounds what an answer costs: a 2,000-character question of distinct words took 320 ms of
# coverage alone (ASK-085). The questions of every dataset hold at most 28 and 9.
MAX_QUESTION_TERMS = 40
MAX_QUESTION_ANCHORS = 16
_GENERIC_ANCHORS = frozenset(
    {"redis", "i", "i'm", "i've", "what", "how", "is", "in", "on", "e.g", "i.e"}
)
_NOT_COMMANDS = frozenset({"I", "A", "OK", "UI", "API", "CLI", "TTL", "OS", "SDK", "HTTP", "URL"})


def _words(text: str) -> Iterator[tuple[int, str]]:
    """(start, word) of each word ``_WORD`` finds."""
    return ((match.start(1), match.group(1)) for match in _WORD.finditer(text))


def _tokens(text: str) -> list[str]:
    return [word.strip(".:'-") for word in _WORD.findall(_URL.sub(" ", text))]


def content_terms(text: str) -> list[str]:
    """Lower-cased words that carry meaning, in order, each once, at most
    ``MAX_QUESTION_TERMS``: stopwords, words under three letters and all-digit words are
    dropped."""
    seen: dict[str, None] = {}
    for token in _tokens(text):
        term = token.lower()
        if len(term) >= 3 and term not in STOPWORDS and not term.isdigit():
            seen.setdefault(term, None)
            if len(seen) == MAX_QUESTION_TERMS:
                break
    return list(seen)


def anchor_terms(question: str, *, identifiers_only: bool = False) -> list[str]:
    """Identifier-like words of a question: mixed or upper case (CUDA, GraphQL, XACK), code-like
    (io_uring, maxmemory-policy, redis.conf) or a capitalised word inside a sentence (Cassandra).
    These are the words a document must contain to be about the same thing. With
    ``identifiers_only``, the first two kinds: names no prose sentence capitalises."""
    found: dict[str, None] = {}
    for sentence in sentences(question):
        for position, token in enumerate(_tokens(sentence)):
            lowered = token.lower()
            if lowered in _GENERIC_ANCHORS or len(token) < 2:
                continue
            code_like = any(c in token for c in "_.@") or bool(_DIRECTIVE.fullmatch(token))
            inner_upper = any(c.isupper() for c in token[1:])
            capitalised = position > 0 and token[0].isupper() and lowered not in STOPWORDS
            if code_like or inner_upper or (capitalised and not identifiers_only):
                found.setdefault(lowered, None)
                if len(found) == MAX_QUESTION_ANCHORS:
                    return list(found)
    return list(found)


def abstention_anchors(question: str, *, identifiers_only: bool = False) -> list[str]:
    """``anchor_terms`` without the values a question supplies itself, which no page names: a
    word starting with a digit (``10.0.0.3:7002``, ``6GB``, ``3.75``), a day or month, a plain
    word in quotes (``'Jhon'``: a name in quotes goes too, ``'Kafka'``, unless it also appears
    unquoted), and after "such as", "e.g." or "for example" a lower-case path or a word with a
    digit (``address.apartment``, ``XR-200`` and its ``XR``). Names stay: a release after a
    name (``Redis 8.6``, ``v9.9``), ``RESP3``, ``GPT-4``, ``__keyevent@0__``, ``'WAITQUORUM'``,
    ``io_uring`` (also after "like")."""
    values = _supplied_values(_URL.sub(" ", question))
    anchors = anchor_terms(question, identifiers_only=identifiers_only)
    return [a for a in anchors if a not in values]


def _supplied_values(text: str) -> set[str]:
    values: set[str] = set()
    marker_ends = {m.end() for m in _EXAMPLE_MARKER.finditer(text)}
    previous = ""
    for word_start, word in _words(text):
        token = word.strip(".:'-")
        start = word_start
        while start and text[start - 1] in " \t:,":
            start -= 1
        if _is_value(token, previous, after_marker=start in marker_ends):
            values.add(token.lower())
            if any(c.isdigit() for c in token):
                values.update(part.lower() for part in _VALUE_PARTS.split(token) if part)
        previous = token
    quoted = {
        t.lower() for q in _QUOTED.findall(text) for t in _tokens(q) if t.islower() or t.istitle()
    }
    unquoted = {t.lower() for t in _tokens(_QUOTED.sub(" ", text))}
    return values | (quoted - unquoted)


def _is_value(token: str, previous: str, *, after_marker: bool) -> bool:
    lowered = token.lower()
    if lowered in _CALENDAR:
        return True
    if after_marker and (
        any(c.isdigit() for c in token) or (token.islower() and _PATH.search(token))
    ):
        return True
    if not token[:1].isdigit():
        return False
    # "Redis 8.6", "Software 7.4", "version 2.8" name a release a page may be about.
    named = previous[:1].isupper() or previous.lower() in _VERSION_WORDS
    return not (_VERSION.fullmatch(token) and named)


def contains_term(haystack_lower: str, term: str) -> bool:
    """Whole-word, case-insensitive containment (``haystack_lower`` already lower-cased)."""
    start = haystack_lower.find(term)
    while start != -1:
        end = start + len(term)
        before = haystack_lower[start - 1] if start else " "
        after = haystack_lower[end] if end < len(haystack_lower) else " "
        if not (before.isalnum() or before == "_") and not (after.isalnum() or after == "_"):
            return True
        start = haystack_lower.find(term, start + 1)
    return False


MIN_MISSPELT_CHARS = 5
_LOWER_WORD = re.compile(r"[a-z]+")


class EvidenceWords:
    """The words of a lower-cased evidence text by first letter and length, to tell whether it
    holds a question word misspelt (``misspelt_in``) without reading every word for each."""

    def __init__(self, text_lower: str) -> None:
        self._by_start: dict[tuple[str, int], list[str]] = {}
        for word in set(_LOWER_WORD.findall(text_lower)):
            if len(word) >= MIN_MISSPELT_CHARS - 1:
                self._by_start.setdefault((word[0], len(word)), []).append(word)

    def misspelt_in(self, term: str) -> bool:
        """Whether the text holds ``term`` misspelt by one letter left out, added, changed, or
        swapped with its neighbour, keeping its first letter (``zrnge`` for ``zrange``,
        ``expier`` for ``expire``); only for words of ``MIN_MISSPELT_CHARS`` letters or more,
        where one slip rarely makes another word."""
        if len(term) < MIN_MISSPELT_CHARS or not term.isalpha() or not term.islower():
            return False
        return any(
            one_slip(term, word)
            for size in (len(term) - 1, len(term), len(term) + 1)
            for word in self._by_start.get((term[0], size), ())
        )


def command_candidates(question: str, limit: int = 4) -> list[str]:
    """Words that may name a command: upper-case tokens (XACK, BF.RESERVE) and dotted lower-case
    ones (json.set), plus upper-case pairs for two-word commands (CLIENT NO-EVICT)."""
    found: dict[str, None] = {}
    question = _URL.sub(" ", question)
    upper_words = re.findall(r"\b[A-Z][A-Z0-9.]*(?:-[A-Z0-9]+)*\b", question)
    for first, second in itertools.pairwise(upper_words):
        if f"{first} {second}" in question:
            found.setdefault(f"{first} {second}", None)
    for match in _COMMAND.findall(question):
        if len(match) >= 3 and match not in _NOT_COMMANDS:
            found.setdefault(match, None)
    for match in _DOTTED.findall(question):
        if not match.endswith(("conf", "io", "com", "py", "js")):
            found.setdefault(match.upper(), None)
    return list(found)[:limit]


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(text) if s and s.strip()]


@dataclass(frozen=True)
class Fact:
    """A distinctive thing an answer asserts, and how to find it in a passage."""

    key: str
    pattern: re.Pattern[str]

    def found_in(self, text: str) -> bool:
        return self.pattern.search(text) is not None


def _word_fact(word: str) -> Fact:
    return Fact(word.lower(), re.compile(rf"(?<![\w.-]){re.escape(word)}(?![\w-])", re.IGNORECASE))


def extract_facts(answer: str) -> list[Fact]:
    """Command names, configuration directives, versions and numbers with units in ``answer``."""
    facts: dict[str, Fact] = {}
    for match in _UNIT_NUMBER.finditer(answer):
        number, unit = match.group(1), match.group(2).lower()
        key = f"{number} {unit}"
        facts.setdefault(
            key,
            Fact(key, re.compile(rf"\b{re.escape(number)}\s?{re.escape(unit)}\b", re.IGNORECASE)),
        )
    words = [*_COMMAND.findall(answer), *_VERSION.findall(answer), *_DIRECTIVE.findall(answer)]
    words += [w for w in _BACKTICK.findall(answer) if " " not in w]
    for word in words:
        if (word.isupper() and (len(word) < 3 or word in _NOT_COMMANDS)) or len(word) < 3:
            continue
        facts.setdefault(word.lower(), _word_fact(word))
    return list(facts.values())


def well_formed(text: str) -> str:
    """``text`` as valid Unicode: a surrogate pair split across two model deltas joined into
    its character, a lone surrogate replaced with U+FFFD (neither can be encoded as UTF-8, so
    an answer holding one could not be sent as JSON)."""
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_DEFINITION = re.compile(
    r"^\s*[-*+]\s+(?:\*\*|`)?(?P<name>[A-Z][A-Z0-9_.-]{2,})(?:\*\*|`)?\s*[:\u2013\u2014-]\s+"
    r"(?P<text>\S.*)$"
)


def plain_text(text: str) -> str:
    """``text`` with markdown links as their text and no HTML tags (placeholders kept)."""
    return without_tags(_LINK.sub(r"\1", text))


def defined_names(passage: str, names: set[str]) -> list[str]:
    """List items of ``passage`` that define one of ``names`` (lower case), as "NAME: text"
    ("- **CROSSSLOT**: Keys in request don't hash to the same slot"): what a question about an
    error or another name asks for, which no prose sentence of the docs may hold (ASK-084)."""
    out = []
    for line in passage.splitlines() if names else ():
        match = _DEFINITION.match(line)
        if match and match["name"].lower() in names:
            out.append(f"{match['name']}: {plain_text(match['text']).strip()}")
    return out
