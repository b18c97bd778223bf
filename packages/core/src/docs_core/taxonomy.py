"""Product, version and section path of a page, derived from its page id alone.

Used by: ingest (records) and mcp_server (search tool).

The writer stores these on every record and readers filter on them, so both derive them here.

Products (first matching prefix wins, longest prefixes first)::

    operate/rs, operate/rs/<ver>              rs            Redis Software
    operate/rc                                rc            Redis Cloud
    operate/kubernetes                        kubernetes    Redis for Kubernetes
    operate/oss_and_stack                     oss           Redis Open Source
    operate/redisinsight, develop/tools/insight,
      develop/tools/redis-for-vscode, integrate/redisinsight   redisinsight
    integrate/redis-data-integration, integrate/write-behind, operate/rdi   rdi
    develop/ai/redisvl, integrate/redisvl     redisvl       RedisVL (Python library)
    develop/ai/featureform, operate/featureform   featureform
    operate/iris                              iris
    develop/ai                                ai            AI features and guides
    develop/clients, integrate/<client library>   clients   Client libraries
    integrate                                 integrate     Third-party integrations
    everything else (commands, develop, get-started, glossary, apis, ...)   oss

Commands are ``oss``: since Redis 8 the modules' commands (JSON, search, probabilistic) ship in
Redis Open Source, so one product covers every command page.

Version: the first path segment that looks like a version (``7.4``, ``7.8.4``, ``0.12.0``)
names a versioned copy (operate/rs/7.4/..., operate/kubernetes/7.8.4/...,
develop/ai/redisvl/0.12.0/...); every other page is ``latest``.

Section path: the page id's parent segments without the version segment, so a topic lines up
across versions (``operate/rs/7.4/databases/configure/eviction`` -> ``[operate, rs, databases,
configure]``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

__all__ = [
    "CLIENT_CODE",
    "LATEST",
    "PRODUCTS",
    "Taxonomy",
    "classify",
    "product_of",
    "version_of",
]

LATEST = "latest"
_VERSION_RE = re.compile(r"\d+\.\d+(?:\.\d+)?")

_CLIENT_INTEGRATIONS = (
    "NRedisStack",
    "go-redis",
    "hiredis",
    "jedis",
    "lettuce",
    "node-redis",
    "php-redis",
    "redis-py",
    "redis-rb",
    "rust-redis",
    "redisom-for-java",
    "redisom-for-net",
    "redisom-for-node-js",
    "redisom-for-python",
)

_PREFIXES: tuple[tuple[str, str], ...] = (
    ("operate/rs", "rs"),
    ("operate/rc", "rc"),
    ("operate/kubernetes", "kubernetes"),
    ("operate/oss_and_stack", "oss"),
    ("operate/redisinsight", "redisinsight"),
    ("develop/tools/insight", "redisinsight"),
    ("develop/tools/redis-for-vscode", "redisinsight"),
    ("integrate/redisinsight", "redisinsight"),
    ("integrate/redis-data-integration", "rdi"),
    ("integrate/write-behind", "rdi"),
    ("operate/rdi", "rdi"),
    ("develop/ai/redisvl", "redisvl"),
    ("integrate/redisvl", "redisvl"),
    ("develop/ai/featureform", "featureform"),
    ("operate/featureform", "featureform"),
    ("operate/iris", "iris"),
    ("develop/ai", "ai"),
    ("develop/clients", "clients"),
    *((f"integrate/{name}", "clients") for name in _CLIENT_INTEGRATIONS),
    ("integrate", "integrate"),
)

PRODUCTS: tuple[str, ...] = tuple(dict.fromkeys([p for _, p in _PREFIXES] + ["oss"]))
CLIENT_CODE = "clients"
"""The product of a code example no page shows: a client library's code."""


@dataclass(frozen=True, slots=True)
class Taxonomy:
    product: str
    version: str
    section_path: list[str]


@lru_cache(maxsize=16384)
def product_of(page_id: str) -> str:
    # A search asks for a hundred-odd pages' products, mostly the same pages as the last search.
    for prefix, product in _PREFIXES:
        if page_id == prefix or page_id.startswith(prefix + "/"):
            return product
    return "oss"


def version_of(page_id: str) -> str:
    for segment in page_id.split("/"):
        if _VERSION_RE.fullmatch(segment):
            return segment
    return LATEST


def classify(page_id: str) -> Taxonomy:
    """Product, version and section path of ``page_id`` (see the module docstring)."""
    version = version_of(page_id)
    parents = page_id.split("/")[:-1]
    section_path = [s for s in parents if s != version] if version != LATEST else parents
    return Taxonomy(product_of(page_id), version, section_path)
