"""Page priors applied after fusion (spec/011-retrieval.md, "Page priors").

Some pages match many questions without being what the question is about:
- client-language variants of a guide (``develop/use-cases/leaderboard/go`` beside
  ``develop/use-cases/leaderboard``): nine near-identical pages that flood the top 8 unless the
  question names that language, so an unnamed variant lends its score to its parent guide;
- per-client pages on one topic (``develop/clients/{jedis,go,redis-py,...}/vecsets``): when the
  question names no client, they are damped, and after the best one of a topic each further
  language's copy is damped again, so one topic cannot fill the list;
- release notes and changelogs, which mention every feature in passing, unless the question
  asks about releases;
- pages of a product the question does not name (Redis Software, Redis Cloud, Kubernetes, RDI,
  Iris, the deprecated Enterprise modules): their operations pages say "database", "password"
  and "backup" as often as the open-source pages a question with no product wants.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from docs_core.languages import Language, hyphenated_client_names
from docs_core.taxonomy import LATEST, product_of, version_of

__all__ = [
    "CLIENT_ROOT",
    "apply_page_priors",
    "client_dirs_of",
    "language_slugs",
    "mentioned_languages",
    "named_client_dirs",
    "page_language",
    "same_language",
    "unnamed_products",
]

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
    "se.redis": ("dotnet",),
    "php": ("php",),
    "predis": ("php",),
    "ruby": ("ruby",),
    "redis-rb": ("ruby",),
    "rust": ("rust",),
    "redis-rs": ("rust",),
    # C has no variant pages and "c" alone is too ambiguous a word (``redis-cli -c``), so only
    # the client's name brings its pages.
    "hiredis": ("c",),
}
_CLIENT_DIRS: dict[str, str] = {
    "go": "go",
    "redis-py": "redis-py",
    "nodejs": "nodejs",
    "ioredis": "nodejs",
    "jedis": "java-jedis",
    "lettuce": "java-lettuce",
    "dotnet": "dotnet",
    "php": "php",
    "ruby": "ruby",
    "rust": "rust",
    "hiredis": "c",
}
# The slug of the pages (client guide, use-case variant) written in each client key's language;
# RedisVL's pages are its own (``develop/ai/redisvl``), neither a guide nor a variant.
_KEY_SLUGS: dict[str, str] = {
    "redis-py": "redis-py",
    "redis-vl": "redisvl",
    "go-redis": "go",
    "jedis": "java-jedis",
    "lettuce-sync": "java-lettuce",
    "lettuce-async": "java-lettuce",
    "lettuce-reactive": "java-lettuce",
    "node-redis": "nodejs",
    "ioredis": "nodejs",
    "nredisstack": "dotnet",
    "nredisstack-async": "dotnet",
    "seredis": "dotnet",
    "seredis-async": "dotnet",
    "predis": "php",
    "ruby": "ruby",
    "rust-sync": "rust",
    "rust-async": "rust",
    "hiredis": "c",
}
# A slug's code is the same language whichever of its clients wrote it.
_SLUG_LANGUAGE = {
    "java-jedis": "java",
    "java-lettuce": "java",
}
_USE_CASES = "develop/use-cases/"
_WORD = re.compile(r"[\w#.+-]+")
_RELEASE_WORDS = re.compile(
    r"\b(release|releases|changelog|change log|fixed in|what's new|whats new)\b", re.I
)
_RELEASE_PATH = re.compile(r"(^|/)(release-notes|changelog)(/|$)")

VARIANT_KEEP = 0.3
CLIENT_PAGE_KEEP = 0.6
CLIENT_REPEAT_KEEP = 0.3
RELEASE_NOTES_KEEP = 0.5

# Words that name each product a question may be about; a product no word names is damped.
# "rs" after "redis-" is the Rust client, "operator" after a query word is a query operator,
# and pub/sub's "subscriptions" are no Cloud plan: none of them names a product.
_PRODUCT_WORDS: dict[str, re.Pattern[str]] = {
    "rs": re.compile(
        r"\b(enterprise|software|rladmin|rlcheck|cluster manager|active[ -]active|crdbs?|bdbs?|"
        r"(?<!redis-)rs|rest api|memtier\w*|proxy|proxies|redis flex|flash|auto tiering|syncer)\b"
        r"|redisenterprise",
        re.I,
    ),
    "rc": re.compile(
        r"\b(cloud|(?:pro|essentials|flexible|fixed|cloud) subscriptions?|vpc|marketplace|"
        r"active[ -]active|private service connect|privatelink|rc|pro plan|essentials)\b",
        re.I,
    ),
    "kubernetes": re.compile(
        r"\b(kubernetes|k8s|kubectl|(?<!query )(?<!search )(?<!boolean )(?<!logical )"
        r"(?<!comparison )(?<!or )(?<!and )(?<!not )operator|helm|openshift|pods?|rec|redb|"
        r"reaadb|rerc|crds?|eks|gke|aks)\b|redisenterprise",
        re.I,
    ),
    "rdi": re.compile(
        r"\b(rdi|redis-di|data integration|write-behind|debezium|change data capture|cdc)\b",
        re.I,
    ),
    "iris": re.compile(r"\b(iris|agent memory|langcache|context retriever)\b", re.I),
    "featureform": re.compile(r"\bfeatureform\b", re.I),
    "enterprise-modules": re.compile(
        r"\b(enterprise|software|redisgraph|graph database|cypher|gears|redisgears|"
        r"triggers and functions)\b",
        re.I,
    ),
}
_ENTERPRISE_MODULES = "operate/oss_and_stack/stack-with-enterprise"


# English words too ("one node of my cluster") to bring a client's pages in on their own.
_AMBIGUOUS_WORDS = frozenset({"node", "js", "ts", "py"})


def mentioned_languages(query: str, *, strict: bool = False) -> set[str]:
    """Client languages ``query`` names; ``strict`` ignores names that are also English."""
    found: set[str] = set()
    for word in _WORD.findall(hyphenated_client_names(query).lower()):
        for form in (word.strip(".-"), word):
            if not (strict and form in _AMBIGUOUS_WORDS):
                found.update(_LANGUAGE_WORDS.get(form, ()))
    return found


CLIENT_ROOT = "develop/clients"


def named_client_dirs(query: str) -> list[str]:
    """The ``develop/clients/<dir>`` directories of the clients ``query`` names (``jedis`` ->
    ``jedis``; ``java`` -> ``jedis``, ``lettuce``), in a stable order."""
    languages = mentioned_languages(query, strict=True)
    return sorted(d for d, language in _CLIENT_DIRS.items() if language in languages)


def language_slugs(language: Language | None) -> frozenset[str]:
    """The page slugs of ``language``'s clients: a ``_CLIENT_DIRS`` value or one of
    ``LANGUAGE_SLUGS``, or ``redisvl`` and ``c``, which name no variant pages."""
    if language is None:
        return frozenset()
    return frozenset(_KEY_SLUGS[key] for key in language.clients)


def client_dirs_of(slugs: frozenset[str]) -> list[str]:
    """The ``develop/clients/<dir>`` directories of ``slugs``, in a stable order."""
    return sorted(d for d, slug in _CLIENT_DIRS.items() if slug in slugs)


def page_language(page: str) -> str | None:
    """The language a client guide page (``develop/clients/jedis/...``, its landing page too)
    or a use-case variant (``develop/use-cases/leaderboard/go``) is written in, as a slug with
    Jedis and Lettuce both ``java``; None for every other page."""
    parts = page.split("/")
    slug = None
    if len(parts) >= 3 and "/".join(parts[:2]) == CLIENT_ROOT:
        slug = _CLIENT_DIRS.get(parts[2])
    elif page.startswith(_USE_CASES) and len(parts) >= 4 and parts[3] in LANGUAGE_SLUGS:
        slug = parts[3]
    return None if slug is None else _SLUG_LANGUAGE.get(slug, slug)


def same_language(slugs: frozenset[str]) -> frozenset[str]:
    """``slugs`` as ``page_language`` names them."""
    return frozenset(_SLUG_LANGUAGE.get(slug, slug) for slug in slugs)


def unnamed_products(query: str) -> frozenset[str]:
    """The damped products (``_PRODUCT_WORDS``) that ``query`` does not name."""
    return frozenset(name for name, words in _PRODUCT_WORDS.items() if not words.search(query))


def _product_family(page: str) -> str:
    if page == _ENTERPRISE_MODULES or page.startswith(_ENTERPRISE_MODULES + "/"):
        return "enterprise-modules"
    return product_of(page)


class _PageFacts(NamedTuple):
    parent: str
    leaf: str
    client: tuple[str, str] | None
    release_notes: bool
    family: str
    latest: bool


@lru_cache(maxsize=16384)
def _facts(page: str) -> _PageFacts:
    # A search's priors read these of a few hundred pages twice, mostly the last searches' pages.
    parent, _, leaf = page.rpartition("/")
    return _PageFacts(
        parent,
        leaf,
        _client_of(page),
        bool(_RELEASE_PATH.search(page)),
        _product_family(page),
        version_of(page) == LATEST,
    )


def apply_page_priors(
    scores: dict[str, float],
    query: str,
    *,
    unnamed_product_keep: float = 1.0,
    asked: frozenset[str] = frozenset(),
) -> dict[str, float]:
    """Fold unnamed language variants into their parent guide, damp release notes and, by
    ``unnamed_product_keep``, the pages of products the question does not name. The slugs
    ``asked`` (the caller's ``language``, ``language_slugs``) count as named."""
    languages = mentioned_languages(query) | asked
    asks_releases = bool(_RELEASE_WORDS.search(query))
    unnamed = unnamed_products(query) if unnamed_product_keep != 1.0 else frozenset()
    out = dict(scores)
    topics_seen: set[str] = set()
    for page, score in sorted(scores.items(), key=lambda item: (-item[1], item[0])):
        facts = _facts(page)
        client = facts.client
        if facts.parent and facts.leaf in LANGUAGE_SLUGS and facts.leaf not in languages:
            out[facts.parent] = max(out.get(facts.parent, 0.0), score)
            out[page] = score * VARIANT_KEEP
        elif client is not None and client[0] not in languages:
            keep = CLIENT_PAGE_KEEP if not languages else CLIENT_PAGE_KEEP * CLIENT_REPEAT_KEEP
            if client[1] in topics_seen:
                keep *= CLIENT_REPEAT_KEEP
            topics_seen.add(client[1])
            out[page] = score * keep
        elif not asks_releases and facts.release_notes:
            out[page] = score * RELEASE_NOTES_KEEP
        # A versioned copy is searched only when a version was asked for or written.
        if unnamed and facts.family in unnamed and facts.latest:
            out[page] = out[page] * unnamed_product_keep
    return out


def _client_of(page: str) -> tuple[str, str] | None:
    """``develop/clients/jedis/vecsets`` -> (``java-jedis``, ``vecsets``): language and topic."""
    parts = page.split("/")
    if len(parts) >= 4 and "/".join(parts[:2]) == CLIENT_ROOT:
        language = _CLIENT_DIRS.get(parts[2])
        if language is not None:
            return language, "/".join(parts[3:])
    return None
