"""The client-language vocabulary: what a caller may say, and which example tabs it means.

Used by: ingest (example records carry their client key), mcp_server (the ``language``
argument of search and fetch), core retrieval (a client or language named in the query).

Client keys are the docs' own (``build/example-test-harness/clients.tsv`` first column), so a
value resolves to tabs the pages really have. A language names every client of it, best known
first (the order a caller without a preference is served in); a client names itself, and so
does each variant tab's key (``lettuce-reactive``, ``rust-async``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from docs_core.errors import DocsError

__all__ = [
    "CLIENT_KEYS",
    "Language",
    "UnknownLanguageError",
    "accepted_languages",
    "detect_language",
    "hyphenated_client_names",
    "narrowest_language",
    "optional_language",
    "resolve_language",
    "without_language_names",
]

_JAVA = ("jedis", "lettuce-sync", "lettuce-async", "lettuce-reactive")
_CSHARP = ("nredisstack", "nredisstack-async", "seredis", "seredis-async")
_NODE = ("node-redis", "ioredis")
_RUST = ("rust-sync", "rust-async")

_BY_NAME: dict[str, tuple[str, ...]] = {
    "python": ("redis-py", "redis-vl"),
    "redis-py": ("redis-py",),
    "redisvl": ("redis-vl",),
    "go": ("go-redis",),
    "golang": ("go-redis",),
    "go-redis": ("go-redis",),
    "java": _JAVA,
    "jedis": ("jedis",),
    "lettuce": _JAVA[1:],
    "node": _NODE,
    "nodejs": _NODE,
    "node.js": _NODE,
    "javascript": _NODE,
    "typescript": _NODE,
    "node-redis": ("node-redis",),
    "ioredis": ("ioredis",),
    "c#": _CSHARP,
    "csharp": _CSHARP,
    "dotnet": _CSHARP,
    ".net": _CSHARP,
    "nredisstack": _CSHARP[:2],
    "stackexchange.redis": _CSHARP[2:],
    "se.redis": _CSHARP[2:],
    "php": ("predis",),
    "predis": ("predis",),
    "ruby": ("ruby",),
    "redis-rb": ("ruby",),
    "rust": _RUST,
    "redis-rs": _RUST,
    "c": ("hiredis",),
    "hiredis": ("hiredis",),
}
# The docs' variant tabs name themselves too, so a caller who knows its exact client (Lettuce's
# reactive API, async redis-rs) gets that tab's code in search and in a fetched page, where a
# client name alone would show its first tab.
_BY_NAME.update((key, (key,)) for key in (*_JAVA[1:], _CSHARP[1], _CSHARP[3], *_RUST))

_ALIASES = {
    "py": "python",
    "python3": "python",
    "redis_py": "redis-py",
    "redis-vl": "redisvl",
    "node_redis": "node-redis",
    "js": "javascript",
    "ts": "typescript",
    "go_redis": "go-redis",
    "c sharp": "c#",
    "stackexchange": "stackexchange.redis",
    "seredis": "stackexchange.redis",
    "redis_rb": "redis-rb",
    "redis_rs": "redis-rs",
    "hi_redis": "hiredis",
}

CLIENT_KEYS: tuple[str, ...] = tuple(dict.fromkeys(k for keys in _BY_NAME.values() for k in keys))
"""Every client key the vocabulary can name."""


@dataclass(frozen=True)
class Language:
    """A resolved ``language`` value: the name the caller used and the clients it covers."""

    name: str
    clients: tuple[str, ...]

    def covers(self, client_key: str) -> bool:
        return client_key in self.clients


class UnknownLanguageError(DocsError, ValueError):
    """A ``language`` value outside the vocabulary; the message lists the accepted values."""

    code = "invalid_language"

    def __init__(self, value: str) -> None:
        super().__init__(
            f"unknown language {value[:40]!r}; accepted values: {', '.join(accepted_languages())}"
            f"; other spellings of them: {', '.join(_ALIASES)}"
        )


def accepted_languages() -> tuple[str, ...]:
    return tuple(_BY_NAME)


def _normalise(value: str) -> str:
    return " ".join(value.strip().lower().split())


def resolve_language(value: str) -> Language:
    """The vocabulary entry for ``value`` (any case, surrounding spaces ignored)."""
    name = _normalise(value)
    if name in _ALIASES:
        name = _ALIASES[name]
    clients = _BY_NAME.get(name)
    if clients is None:
        raise UnknownLanguageError(value)
    return Language(name, clients)


def optional_language(value: str | None) -> Language | None:
    """A tool's optional ``language`` argument: None, empty or blank is no language, since model
    clients often send ``""`` for an optional string; anything else as ``resolve_language``."""
    if value is None or not value.strip():
        return None
    return resolve_language(value)


# Client names are unambiguous anywhere; the language words that are also English words ("go",
# "c", "node") only count after a preposition, before "client", "code", "example", or as a label.
_CLIENT_NAMES = (
    "redis-py",
    "redisvl",
    "go-redis",
    "jedis",
    "lettuce",
    "node-redis",
    "ioredis",
    "nredisstack",
    "stackexchange.redis",
    "se.redis",
    "predis",
    "redis-rb",
    "redis-rs",
    "hiredis",
)
_LANGUAGE_WORDS = (
    "python",
    "golang",
    "java",
    "javascript",
    "typescript",
    "node.js",
    "nodejs",
    "c#",
    "csharp",
    ".net",
    "dotnet",
    "php",
    "ruby",
    "rust",
    "python3",
    "js",
    "c sharp",
)
_AMBIGUOUS = ("go", "node", "c")

# "node redis" and "redis_py" are how people type "node-redis" and "redis-py".
_CLIENT_RE = re.compile(
    r"(?<![\w.-])("
    + "|".join(re.escape(n).replace(r"\-", "[-_ ]") for n in _CLIENT_NAMES)
    + r")(?![\w-])",
    re.I,
)
_WORD_RE = re.compile(
    r"(?<![\w.#-])(" + "|".join(re.escape(n) for n in _LANGUAGE_WORDS) + r")(?![\w#-])", re.I
)
# Agents label a question "Go: ..." or end it with "(Go)"; only Go reads so: "Node: remove a
# failed node", "the primary (node) fails" and "C: Can't save in background" name no language.
# The space after the colon keeps host:port and "C:\" paths out.
_AMBIGUOUS_RE = re.compile(
    r"\b(?:in|with|using|for|from)\s+(" + "|".join(_AMBIGUOUS) + r")\b(?![.#+]|-\w)"
    r"|\b(" + "|".join(_AMBIGUOUS) + r")\s+(?:client|code|example|program|app)s?\b"
    r"|^\W*(go)\s*:(?=\s)"
    r"|\((go)\)",
    re.I,
)


def detect_language(text: str) -> Language | None:
    """The client or language a question names, if any; a named client beats a language."""
    found = _CLIENT_RE.search(text)
    if found:
        return resolve_language(re.sub(r"[_ ]", "-", found.group(1)))
    found = _WORD_RE.search(text)
    if found:
        return resolve_language(found.group(1))
    found = _AMBIGUOUS_RE.search(text)
    if found:
        return resolve_language(next(name for name in found.groups() if name))
    return None


def hyphenated_client_names(text: str) -> str:
    """``text`` with each client name spelt as the docs spell it ("node redis", "redis_py" ->
    "node-redis", "redis-py")."""
    return _CLIENT_RE.sub(lambda found: re.sub(r"[_ ]", "-", found.group(1)), text)


def without_language_names(text: str) -> str:
    """``text`` with every client and language name blanked ("redis-py: pipeline" -> " :
    pipeline"): once the examples are filtered to a client, its name only matches the import
    and connect lines that every one of its files shares."""
    return _AMBIGUOUS_RE.sub(_blank_name, _WORD_RE.sub(" ", _CLIENT_RE.sub(" ", text)))


def _blank_name(found: re.Match[str]) -> str:
    """The match of ``_AMBIGUOUS_RE`` with only its language word blanked ("in Go" -> "in ")."""
    group = next(n for n, name in enumerate(found.groups(), start=1) if name)
    start, end = (at - found.start() for at in found.span(group))
    return found.group()[:start] + " " + found.group()[end:]


def narrowest_language(client_key: str) -> str | None:
    """The accepted ``language`` value naming the fewest clients that covers ``client_key``
    (``lettuce-async`` -> itself, ``seredis`` -> ``stackexchange.redis``): what a caller
    who knows its client passes; None for a key the vocabulary does not cover."""
    covering = [name for name, clients in _BY_NAME.items() if client_key in clients]
    return min(covering, key=lambda name: len(_BY_NAME[name]), default=None)
