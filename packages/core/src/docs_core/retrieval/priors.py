"""Page priors applied after fusion (spec/011-retrieval.md, "Page priors").

Two families of pages match many questions without being what the question is about:
- client-language variants of a guide (``develop/use-cases/leaderboard/go`` beside
  ``develop/use-cases/leaderboard``): nine near-identical pages that flood the top 8 unless the
  question names that language, so an unnamed variant lends its score to its parent guide;
- release notes and changelogs, which mention every feature in passing, unless the question
  asks about releases.
"""

from __future__ import annotations

import re

__all__ = ["apply_page_priors", "mentioned_languages"]

LANGUAGE_SLUGS = frozenset(
    {"go", "redis-py", "nodejs", "java-jedis", "java-lettuce", "dotnet", "php", "ruby", "rust"}
)
_LANGUAGE_WORDS: dict[str, tuple[str, ...]] = {
    "python": ("redis-py",),
    "redis-py": ("redis-py",),
    "redispy": ("redis-py",),
    "py": ("redis-py",),
    "node": ("nodejs",),
    "nodejs": ("nodejs",),
    "node.js": ("nodejs",),
    "node-redis": ("nodejs",),
    "javascript": ("nodejs",),
    "typescript": ("nodejs",),
    "js": ("nodejs",),
    "ts": ("nodejs",),
    "ioredis": ("nodejs",),
    "java": ("java-jedis", "java-lettuce"),
    "jedis": ("java-jedis",),
    "lettuce": ("java-lettuce",),
    "go": ("go",),
    "golang": ("go",),
    "go-redis": ("go",),
    "c#": ("dotnet",),
    "csharp": ("dotnet",),
    ".net": ("dotnet",),
    "dotnet": ("dotnet",),
    "nredisstack": ("dotnet",),
    "stackexchange.redis": ("dotnet",),
    "php": ("php",),
    "predis": ("php",),
    "ruby": ("ruby",),
    "redis-rb": ("ruby",),
    "rust": ("rust",),
}
_WORD = re.compile(r"[\w#.+-]+")
_RELEASE_WORDS = re.compile(
    r"\b(release|releases|changelog|change log|fixed in|what's new|whats new)\b", re.I
)
_RELEASE_PATH = re.compile(r"(^|/)(release-notes|changelog)(/|$)")

VARIANT_KEEP = 0.3
RELEASE_NOTES_KEEP = 0.5


def mentioned_languages(query: str) -> set[str]:
    found: set[str] = set()
    for word in _WORD.findall(query.lower()):
        found.update(_LANGUAGE_WORDS.get(word.strip(".-"), ()))
        found.update(_LANGUAGE_WORDS.get(word, ()))
    return found


def apply_page_priors(scores: dict[str, float], query: str) -> dict[str, float]:
    """Fold unnamed language variants into their parent guide and damp release notes."""
    languages = mentioned_languages(query)
    asks_releases = bool(_RELEASE_WORDS.search(query))
    out = dict(scores)
    for page, score in scores.items():
        parent, _, leaf = page.rpartition("/")
        if parent and leaf in LANGUAGE_SLUGS and leaf not in languages:
            out[parent] = max(out.get(parent, 0.0), score)
            out[page] = score * VARIANT_KEEP
        elif not asks_releases and _RELEASE_PATH.search(page):
            out[page] = score * RELEASE_NOTES_KEEP
    return out
