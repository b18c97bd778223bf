"""User text -> RediSearch query strings that can never be a syntax error or an injection.

The query is tokenized the way the indexer tokenizes documents (split on punctuation and
whitespace, ``_`` stays inside a token), so no user character ever reaches the query parser
as syntax. Terms are OR'ed (all-terms-must-match returns nothing for long agent queries);
identifiers written with inner punctuation (``bf.reserve``, ``allkeys-lru``, ``6.2.1``,
``redis.conf``) also become exact phrases with a boost. See spec/011-retrieval.md.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from docs_core.errors import InvalidQueryError
from docs_core.languages import without_language_names

__all__ = [
    "CHUNK_PHRASE_WEIGHTS",
    "CHUNK_TEXT_FIELDS",
    "MAX_QUERY_CHARS",
    "MAX_TERMS",
    "SERVER_STOPWORDS",
    "CommandCandidate",
    "CommonTerms",
    "ParsedQuery",
    "VersionMention",
    "checked_limit",
    "checked_query",
    "clean_query",
    "command_candidates",
    "escape_tag",
    "parse_query",
    "phrase_clause",
    "term_syntax",
    "text_clause",
    "version_mentions",
    "without_client_names",
]

# The fields of a chunk text clause and the boosts of its identifier phrases: every chunk text
# leg (the query's, the clauses', the named client's, the error route) and the term counts.
CHUNK_TEXT_FIELDS = ("title", "heading", "text")
CHUNK_PHRASE_WEIGHTS = {"title": 5.0, "text": 2.0}
MAX_QUERY_CHARS = 4000
MAX_TERMS = 32
MAX_PHRASES = 8
MAX_PHRASE_WORDS = 6
"""An identifier of more words is no phrase (RET-129): the corpus's questions write at most 5
(``10.0.0.3:7002``), and each word of a phrase over a common term costs Redis about 3 ms in
every text leg, so ``redis.redis.redis...`` held its one thread for seconds."""
MAX_COMMAND_CANDIDATES = 48

# RediSearch's default stopword list (33 words): terms it dropped at index time can only
# make a clause empty. RedisVL's 198-word English list also drops "no", "off", "all", "how"...
_STOPWORD_TEXT = (
    "a is the an and are as at be but by for if in into it no not of on or such that their "
    "then there these they this to was will with"
)
SERVER_STOPWORDS = frozenset(_STOPWORD_TEXT.split(" "))
# Words of the question, not of its topic: in an OR query they only add noise (BM25 still gives
# "how", "my" and "redis" weight on every chunk). Dropped unless nothing else is left.
_FILLER_TEXT = (
    "how what why when where which who whom whose do does did done doing i me my we our us you "
    "your can could should would shall may might must want need get gets got make way ways best "
    "there here something anything any some also just still even yet so very really about "
    "instead use using used redis"
)
QUERY_FILLER = frozenset(_FILLER_TEXT.split(" "))

_TOKEN = re.compile(r"\w+", re.UNICODE)
# Anchored at a word's start and possessive: tried at every letter of a long word, the plain
# form backtracked through each split of it (0.5 s for 4,000 letters).
_IDENTIFIER = re.compile(r"(?<!\w)\w++(?:[^\w\s]++\w++)+", re.UNICODE)
_BARE_TERM = re.compile(r"[^\W\d_]+", re.UNICODE)
_COMMAND_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*(?:[.\-|][A-Za-z0-9_]+)*")
_VERSION = re.compile(r"(?<![\w.])[vV]?((\d{1,2}\.\d{1,2})(?:\.\d+)?)(?!\w|\.\w)")
# The products whose docs have versioned copies, and Redis itself, as a question names them
# before a version ("Redis Software 7.4", "Redis for Kubernetes 7.8.4", "Redis 8.0"). Longer
# names come first: at one position the first alternative that matches wins.
_PRODUCT_NAME = re.compile(
    r"(?P<kubernetes>kubernetes|k8s)"
    r"|(?P<rs>redis\s+enterprise(?:\s+software)?|redis\s+software|\brs\b)"
    r"|(?P<redisvl>redisvl)"
    r"|(?P<oss>\bredis(?:\s+(?:open\s+source|community(?:\s+edition)?|ce|stack|oss))?\b)",
    re.IGNORECASE,
)
_PRODUCT_LOOKBACK = 48
_MAX_WORDS_BETWEEN = 2
_TAG_UNSAFE = re.compile(r"[^A-Za-z0-9_]")
_MAX_CLEANED_CHARS = 2 * MAX_QUERY_CHARS


def clean_query(text: str) -> str:
    """NFKC-normalise (full-width ``ｘａｄｄ`` is ``xadd``, a ligature its letters), replace
    control and format characters (surrogate, private-use and unassigned ones too) with a space
    and collapse whitespace; the rest is kept, up to twice ``MAX_QUERY_CHARS`` (callers cut to
    their own bound: NFKC lengthens a text up to 18-fold, ``\ufdfa``)."""
    kept = []
    normalized = " ".join(unicodedata.normalize("NFKC", text).split())[:_MAX_CLEANED_CHARS]
    for char in normalized:
        category = unicodedata.category(char)
        if category in ("Cc", "Cf", "Cs", "Co", "Cn"):
            kept.append(" ")
        else:
            kept.append(char)
    return " ".join("".join(kept).split())


def checked_query(query: object) -> str:
    """The caller's query cleaned (:func:`clean_query`); InvalidQueryError when it is not a
    string, longer than ``MAX_QUERY_CHARS`` or empty once cleaned."""
    if not isinstance(query, str):
        raise InvalidQueryError("query must be a string")
    if len(query) > MAX_QUERY_CHARS:
        raise InvalidQueryError(f"query is longer than {MAX_QUERY_CHARS} characters")
    # NFKC can lengthen a text ("\ufdfa" is 18 letters): what is read stays within the bound.
    text = clean_query(query)[:MAX_QUERY_CHARS].strip()
    if not text:
        raise InvalidQueryError("query is empty")
    return text


def checked_limit(limit: object, maximum: int) -> int:
    """A positive whole number of hits, capped at ``maximum``; InvalidQueryError otherwise."""
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
        raise InvalidQueryError("limit must be a positive integer")
    return min(limit, maximum)


def _terms(text: str) -> list[str]:
    return [t for t in (x.lower() for x in _TOKEN.findall(text)) if t not in SERVER_STOPWORDS]


def term_syntax(term: str) -> str:
    # Pure-letter terms stay bare so stemming applies; anything with digits or '_' is quoted,
    # because the lexer reads such tokens as numbers or operators ('0x1f', '_').
    return term if _BARE_TERM.fullmatch(term) else f'"{term}"'


@dataclass(frozen=True, slots=True)
class ParsedQuery:
    """Tokenized query: OR terms and exact phrases, both already lower case and safe."""

    terms: tuple[str, ...]
    phrases: tuple[str, ...]

    @property
    def empty(self) -> bool:
        return not self.terms


def without_client_names(parsed: ParsedQuery, text: str) -> ParsedQuery:
    """``parsed`` (the parse of ``text``, spelling corrections included) without the terms only
    client and language names bring (``languages.without_language_names``: "go-redis pipline"
    keeps ``pipline`` and its correction, loses ``go`` and ``redis``)."""
    topic = parse_query(without_language_names(text))
    names = set(parse_query(text).terms).difference(topic.terms)
    terms = tuple(term for term in parsed.terms if term not in names)
    return dataclasses.replace(parsed, terms=terms, phrases=topic.phrases)


def parse_query(text: str) -> ParsedQuery:
    terms = list(dict.fromkeys(_terms(text)))
    topical = [t for t in terms if t not in QUERY_FILLER]
    terms = (topical or terms)[:MAX_TERMS]
    phrases: list[str] = []
    for match in _IDENTIFIER.finditer(text):
        words = _terms(match.group())
        if 2 <= len(words) <= MAX_PHRASE_WORDS:
            phrases.append(" ".join(words))
    return ParsedQuery(tuple(terms), tuple(dict.fromkeys(phrases))[:MAX_PHRASES])


@dataclass(frozen=True, slots=True)
class CommonTerms:
    """The chunk counts of a search's terms (``termstats``) and the count above which a term
    is common enough to be optional in a chunk text leg."""

    counts: Mapping[str, int]
    limit: float
    keep: int = 2
    dropped: bool = False

    def split(self, terms: Sequence[str]) -> tuple[list[str], list[str]]:
        """(required, optional): every term under the limit is required; when none is, the
        ``keep`` rarest are, so a query of common words still matches on its best ones."""
        required = [t for t in terms if self.counts.get(t, 0) <= self.limit]
        if not required:
            rarest = sorted(terms, key=lambda t: (self.counts.get(t, 0), t))[: self.keep]
            required = [t for t in terms if t in rarest]
        return required, [t for t in terms if t not in required]


def text_clause(
    parsed: ParsedQuery,
    fields: tuple[str, ...],
    phrase_fields: dict[str, float],
    common: CommonTerms | None = None,
) -> str | None:
    """``(@f1|f2:(t1 | t2) | @title:("bf reserve") => {$weight: w} ...)`` or None if empty.
    With ``common``, common terms are optional (``(t1 | t2) ~t3``): they score the chunks that
    hold them, but only chunks holding a required term are walked."""
    if parsed.empty:
        return None
    required, optional = common.split(parsed.terms) if common else (list(parsed.terms), [])
    body = " | ".join(term_syntax(t) for t in required)
    if optional and common is not None and not common.dropped:
        body = f"({body}) " + " ".join(f"~{term_syntax(t)}" for t in optional)
    clauses = [f"@{'|'.join(fields)}:({body})"]
    for phrase in parsed.phrases:
        for field, weight in phrase_fields.items():
            clauses.append(f'@{field}:("{phrase}") => {{ $weight: {weight:g} }}')
    return "(" + " | ".join(clauses) + ")"


def phrase_clause(parsed: ParsedQuery, fields: tuple[str, ...]) -> str | None:
    """Only the identifier phrases (``"bf reserve"``), for the exact-identifier leg."""
    if not parsed.phrases:
        return None
    return "(" + " | ".join(f'@{"|".join(fields)}:("{p}")' for p in parsed.phrases) + ")"


def escape_tag(value: str) -> str:
    """Backslash-escape every character a TAG value could use as syntax (spaces included)."""
    return _TAG_UNSAFE.sub(lambda m: "\\" + m.group(), value)


@dataclass(frozen=True, slots=True)
class CommandCandidate:
    """A possible command name; ``strong`` when written the way people write commands."""

    name_key: str
    strong: bool
    position: int
    fuzzy_of: str | None = None
    """The misspelt query word this name corrects (``hgetal``); None for a name as written."""


def _looks_like_command(word: str) -> bool:
    return (word.isupper() and len(word) >= 3) or bool(re.search(r"[A-Za-z0-9][.\-|]\w", word))


_SENTENCE = re.compile(r"[A-Z][a-z']+ [a-z]")
_QUOTED_SPAN = re.compile(r"[\"\u201c]([A-Z][A-Z-]{2,}) ([^\"\u201d]{1,300})[\"\u201d]")


def quoted_error_words(text: str, errors: Collection[str]) -> frozenset[str]:
    """The words, upper-cased, that ``text`` writes only inside a quoted error reply (a quoted
    span opening with an upper-case code and a message: the code one of ``errors``, the
    corpus's error names, or the message a sentence, ``"READONLY You can't write against a
    read only replica"``): there READONLY is the reply's code, not a command the question
    names; ``"SET key value"`` is a command line and stays."""

    def is_error(match: re.Match[str]) -> bool:
        return match.group(1) in errors or _SENTENCE.match(match.group(2)) is not None

    spans = [m.group(0) for m in _QUOTED_SPAN.finditer(text) if is_error(m)]
    if not spans:
        return frozenset()
    rest = _QUOTED_SPAN.sub(lambda m: " " if is_error(m) else m.group(0), text)
    inside = {w.upper() for span in spans for w in _COMMAND_WORD.findall(span)}
    return frozenset(inside - {w.upper() for w in _COMMAND_WORD.findall(rest)})


def command_candidates(text: str) -> list[CommandCandidate]:
    """Single words and adjacent word pairs, upper-cased, as Command ``name_key`` candidates.

    Upper case (``XADD``), inner punctuation (``bf.reserve``) or a pair containing such a word
    (``CLIENT NO-EVICT``) makes a candidate strong; a plain lower-case word (``monitor``) is weak
    because it is usually English, not a command.
    """
    words = [m.group() for m in _COMMAND_WORD.finditer(text)]
    seen: dict[str, CommandCandidate] = {}
    for i, word in enumerate(words):
        options = [(word, _looks_like_command(word))]
        if i + 1 < len(words):
            pair_strong = _looks_like_command(word) or _looks_like_command(words[i + 1])
            options.append((f"{word} {words[i + 1]}", pair_strong))
        for name, strong in options:
            key = name.upper()
            if len(key) > 64:
                continue
            previous = seen.get(key)
            if previous is None or (strong and not previous.strong):
                seen[key] = CommandCandidate(key, strong, i)
    return list(seen.values())[:MAX_COMMAND_CANDIDATES]


@dataclass(frozen=True, slots=True)
class VersionMention:
    """A version written in a question: as written (``7.8.4``), its major.minor (``7.8``), and
    the product named just before it (``kubernetes``; ``oss`` for Redis itself), if any."""

    written: str
    major_minor: str
    product: str | None


def version_mentions(text: str) -> list[VersionMention]:
    """``7.4`` in "Redis Software 7.4" (product ``rs``) or ``7.22.0`` in "v7.22.0" (none)."""
    seen: dict[str, VersionMention] = {}
    for match in _VERSION.finditer(text):
        mention = VersionMention(
            match.group(1), match.group(2), _product_before(text, match.start())
        )
        seen.setdefault(f"{mention.written} {mention.product}", mention)
    return list(seen.values())


def _product_before(text: str, end: int) -> str | None:
    window_start = max(0, end - _PRODUCT_LOOKBACK)
    names = list(_PRODUCT_NAME.finditer(text, window_start, end))
    if not names:
        return None
    last = names[-1]
    between = text[last.end() : end].replace(",", " ").split()
    if len(between) > _MAX_WORDS_BETWEEN:
        return None
    return last.lastgroup
