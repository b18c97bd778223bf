"""The client languages a hit's text carries code of, as the code metric records them
(spec/030, "Code questions", EVAL-047).

The engine filters hits by the fence tags its own detector reads
(``docs_core.retrieval.examplehits.code_languages``); measuring with that detector alone could
not see what it misses: a snippet cut inside a block has no opening fence, and an untagged
fence names no language. So the metric also reads each text for calls only one client library
writes (``redis.Redis(``, ``System.out.println(``, ``redisConnect(``...) or syntax only its
language has (``$r->set(``, ``.unwrap()``), with or without a fence around them; never what
languages share (``r.set(`` is Ruby and Rust as much as Python, ``await client.get(`` async
Python as much as JavaScript, ``echo $x`` a shell line as much as PHP, ``import redis.clients``
Java as much as ``import redis`` is Python).
"""

from __future__ import annotations

import re

from docs_core.retrieval.examplehits import code_languages

__all__ = ["SIGNATURES", "hit_code_languages", "sniffed_languages"]

SIGNATURES: dict[str, tuple[str, ...]] = {
    "python": (
        r"(?m)^\s*import redis\s*(?:$|#|as\b)",
        r"\bredis\.Redis\(",
        r"\bfrom redis[\w.]* import\b",
    ),
    "javascript": (r"\bcreateClient\(", r"\bconsole\.log\("),
    "java": (r"\bSystem\.out\.println\(", r"\bnew (?:Jedis|UnifiedJedis|JedisPooled)\b"),
    "go": (r"\bfmt\.Print", r"\bredis\.NewClient\(", r"\bcontext\.Background\(\)"),
    "csharp": (r"\bConsole\.WriteLine\(", r"\bConnectionMultiplexer\.Connect"),
    "php": (r"\bnew Predis\\Client\(", r"\$\w+->\w+\("),
    "ruby": (r"\bRedis\.new\b",),
    "rust": (r"\bredis::Client::open\(", r"\.unwrap\(\)"),
    "c": (r"\bredisCommand\(", r"\bredisConnect\(", r"\bfreeReplyObject\("),
}
"""Fence language -> calls or syntax that only its clients' code writes."""

_COMPILED = {language: re.compile("|".join(patterns)) for language, patterns in SIGNATURES.items()}


def sniffed_languages(text: str) -> list[str]:
    """The languages whose signature calls ``text`` holds, in ``SIGNATURES`` order."""
    return [language for language, pattern in _COMPILED.items() if pattern.search(text)]


def hit_code_languages(text: str) -> list[str]:
    """The fence tags' languages, then any other language a signature call shows."""
    tagged = code_languages(text)
    return [*tagged, *(found for found in sniffed_languages(text) if found not in tagged)]
