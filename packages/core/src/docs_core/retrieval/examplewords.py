"""What a question names for the example legs: steps written as two touching words, command
names, and module commands written as a client's method (spec/011 "Example steps"); and
whether it asks for a client's call rather than an example (RET-117)."""

from __future__ import annotations

import itertools
import re

__all__ = ["api_words", "asks_api", "method_commands", "named_commands", "step_names"]

_MAX_COMMAND_WORDS = 40
_DOTTED = re.compile(r"(?<![\w.])[A-Za-z]+\.[A-Za-z]+(?![\w.])")
_WORDS = re.compile(r"[A-Za-z][A-Za-z0-9]*")
_PROSE_COMMANDS = frozenset(
    {
        "append",
        "client",
        "command",
        "config",
        "copy",
        "dump",
        "echo",
        "function",
        "get",
        "hello",
        "info",
        "keys",
        "memory",
        "module",
        "monitor",
        "move",
        "object",
        "reset",
        "role",
        "save",
        "select",
        "set",
        "sort",
        "time",
        "type",
        "wait",
    }
)
"""Commands that are also everyday words: "a vector set" names no SET, "get the value" no GET;
written in capitals they are commands."""
# Module command prefixes a client's method name runs together with the command (Lettuce's
# ``ftSearch``, go-redis's ``FTAggregate``, ``TDigestAdd``): the dotted name is meant.
_MODULE_PREFIXES = ("TDIGEST", "TOPK", "JSON", "CMS", "FT", "TS", "BF", "CF")
# The shortest module command after its prefix is three letters (TS.ADD, BF.ADD, CF.DEL).
_MIN_MODULE_COMMAND = 3
_METHOD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_GO_ARGS_SUFFIX = "WITHARGS"


def step_names(query: str) -> list[str]:
    """Two adjacent words of ``query`` joined as a step is named (``bitop_and`` for "BITOP AND",
    ``create_index`` for "create the index" is not: the words must touch), lower case, in order,
    at most ``_MAX_COMMAND_WORDS``."""
    words = [w.lower() for w in _WORDS.findall(query)]
    pairs = (f"{a}_{b}" for a, b in itertools.pairwise(words))
    return list(dict.fromkeys(pairs))[:_MAX_COMMAND_WORDS]


def named_commands(query: str) -> list[str]:
    """The words of ``query`` that may name a command, upper-cased, in order: dotted names in
    any case (``ft.search``), other words unless they are everyday words written in lower case
    (``lpush`` and ``SET`` count, "a vector set" does not)."""
    found = [m.group().upper() for m in _DOTTED.finditer(query)]
    for word in _WORDS.findall(_DOTTED.sub(" ", query)):
        if word.lower() not in _PROSE_COMMANDS or word.isupper():
            found.append(word.upper())
    return list(dict.fromkeys(found))[:_MAX_COMMAND_WORDS]


def method_commands(query: str) -> set[str]:
    """The module commands ``query`` names by a client's method name, receiver or not
    (``ftSearch``, ``rdb.FTAggregate``, ``TDigestAdd``, ``ft_search``, go-redis's
    ``FTSearchWithArgs``): the dotted names, upper-cased, at most ``_MAX_COMMAND_WORDS``."""
    found: dict[str, None] = {}
    for word in _METHOD.findall(query):
        upper = word.upper().replace("_", "").removesuffix(_GO_ARGS_SUFFIX)
        for prefix in _MODULE_PREFIXES:
            if upper.startswith(prefix) and len(upper) - len(prefix) >= _MIN_MODULE_COMMAND:
                found.setdefault(f"{prefix}.{upper[len(prefix) :]}", None)
                break
    return set(list(found)[:_MAX_COMMAND_WORDS])


# Nouns of a library's call, and "does ... return" as a question; "returns" and "return only"
# describe what an example should do, and "the async API" names a client's flavour.
_API_NOUNS = re.compile(
    r"\b(?:methods?|functions?|signatures?|return (?:types?|values?)|parameters|arguments|params)\b",
    re.IGNORECASE,
)
_DOES = re.compile(r"\bdoes\b", re.IGNORECASE)
_RETURN = re.compile(r"\breturn\b", re.IGNORECASE)


def api_words(query: str) -> set[str]:
    """The words that make ``query`` ask for a call ("return type" -> ``return``, ``type``):
    they name no command there, though TYPE and FUNCTION are commands."""
    words = {w.lower() for m in _API_NOUNS.finditer(query) for w in _WORDS.findall(m.group())}
    # Found in two linear scans: "does" first, then "return" after it.
    does = _DOES.search(query)
    return words | ({"return"} if does and _RETURN.search(query, does.end()) else set())


def asks_api(query: str) -> bool:
    """Whether ``query`` asks for a client library's call ("redis-py method for XAUTOCLAIM",
    "lettuce async hgetall return type"): the named command's page holds that client's method
    passage, which then leads, ahead of the commands' examples (RET-117)."""
    return bool(api_words(query))
