"""The Redis key and index-name grammar, its one home (spec/004-index-lifecycle.md).

Used by: ingest (writer), mcp_server (guards), eval (bm25 adapter) and core's index, schema,
retrieval and rate limiter. Every key or index name this project reads or writes is built or
parsed here, never by string surgery at the call site.

Index version N owns:

- records ``docs:vN:{c,p,k,x}:<record id>`` (chunk, page, command, example),
- ``docs:vN:meta`` (IndexMeta), ``docs:vN:manifest:<entity>``, ``docs:vN:sources``,
  ``docs:vN:urls``, ``docs:vN:history`` (the writer's incremental state),
- ``docs:vN:redirects`` (old page id -> the page id git saw it move to; readers' fetch),
- physical indexes ``docs_{chunks,pages,commands,examples}_vN`` behind the aliases
  ``docs_chunks``, ``docs_pages``, ``docs_commands``, ``docs_examples``.

Outside any version: ``docs:version:counter``, the embedding cache ``docs:embcache:<model>``, the
writer's lease ``docs:writer:lease`` (a random token, with a TTL) and fencing counter
``docs:writer:fence``, ``docs-ingest sync``'s run record ``docs:sync:last`` (the last run's
outcome, time and duration) and ``docs:sync:runs`` (runs counted by outcome), and the rate
limiter's ``docs:rl:salt`` and ``docs:rl:<budget>:<client hash>``, and the chat's model-call
slots ``docs:rl:model-slots`` (a sorted set of lease tokens scored by expiry).
"""

from __future__ import annotations

import re
from enum import StrEnum
from functools import lru_cache

__all__ = [
    "ALIASES",
    "LATEST_VIEWS",
    "META_KEYS_PATTERN",
    "MODEL_SLOTS_KEY",
    "RATE_LIMIT_PREFIX",
    "RATE_LIMIT_SALT_KEY",
    "SYNC_LAST_KEY",
    "SYNC_RUNS_KEY",
    "VERSION_COUNTER_KEY",
    "WRITER_FENCE_KEY",
    "WRITER_LEASE_KEY",
    "Entity",
    "embed_cache_key",
    "history_key",
    "index_version",
    "key_prefix",
    "latest_view_name",
    "latest_view_version",
    "manifest_key",
    "meta_key",
    "meta_version",
    "page_key_of_command",
    "physical_index_name",
    "rate_limit_key",
    "record_id",
    "record_key",
    "redirects_key",
    "sources_key",
    "terms_key",
    "urls_key",
    "version_keys_pattern",
]


class Entity(StrEnum):
    CHUNK = "chunk"
    PAGE = "page"
    COMMAND = "command"
    EXAMPLE = "example"


ALIASES: dict[Entity, str] = {
    Entity.CHUNK: "docs_chunks",
    Entity.PAGE: "docs_pages",
    Entity.COMMAND: "docs_commands",
    Entity.EXAMPLE: "docs_examples",
}

LATEST_VIEWS: dict[Entity, str] = {
    Entity.CHUNK: "docs_chunks_latest",
    Entity.PAGE: "docs_pages_latest",
}
"""The text-only views over an entity's latest-version records (spec/004 "Latest-docs views")."""

VERSION_COUNTER_KEY = "docs:version:counter"
META_KEYS_PATTERN = "docs:v*:meta"
WRITER_LEASE_KEY = "docs:writer:lease"
WRITER_FENCE_KEY = "docs:writer:fence"
SYNC_LAST_KEY = "docs:sync:last"
SYNC_RUNS_KEY = "docs:sync:runs"
RATE_LIMIT_PREFIX = "docs:rl:"
RATE_LIMIT_SALT_KEY = RATE_LIMIT_PREFIX + "salt"
MODEL_SLOTS_KEY = RATE_LIMIT_PREFIX + "model-slots"

_LETTER = {Entity.CHUNK: "c", Entity.PAGE: "p", Entity.COMMAND: "k", Entity.EXAMPLE: "x"}
_LETTERS = frozenset(_LETTER.values())
_META = re.compile(r"^docs:v(\d+):meta$")
_PHYSICAL_INDEX = re.compile(r"^docs_(?:chunks|pages|commands|examples)_v(\d+)$")
_LATEST_VIEW = re.compile(rf"^(?:{'|'.join(LATEST_VIEWS.values())})_v(\d+)$")


def key_prefix(entity: Entity, version: int) -> str:
    return f"docs:v{version}:{_LETTER[entity]}:"


def record_key(entity: Entity, version: int, record_id: str) -> str:
    return key_prefix(entity, version) + record_id


@lru_cache(maxsize=16384)
def record_id(key: str) -> str:
    """``docs:v7:c:commands/get#syntax:w0`` -> ``commands/get#syntax:w0``; a bare id passes
    through unchanged (record ids contain ``:``, so this never splits on it blindly)."""
    # A search sorts two thousand-odd keys through here, mostly the keys of the last searches;
    # only keys Redis returned come here, and 16,384 of them hold about 5 MB.
    if not key.startswith("docs:v"):
        return key
    end = key.find(":", 6)
    letter, colon = key[end + 1 : end + 2], key[end + 2 : end + 3]
    if end > 6 and key[6:end].isdecimal() and letter in _LETTERS and colon == ":":
        return key[end + 3 :]
    return key


def page_key_of_command(command_key: str) -> str:
    """The Page key of the command page a Command record describes (same version, same id)."""
    head, _, rest = command_key.partition(":k:")
    return f"{head}:p:{rest}"


def meta_key(version: int) -> str:
    return f"docs:v{version}:meta"


def meta_version(key: str | bytes) -> int | None:
    """The version N of a ``docs:vN:meta`` key, or None for any other key."""
    match = _META.match(key.decode() if isinstance(key, bytes) else key)
    return int(match.group(1)) if match else None


def manifest_key(version: int, entity: Entity) -> str:
    return f"docs:v{version}:manifest:{entity.value}"


def sources_key(version: int) -> str:
    return f"docs:v{version}:sources"


def urls_key(version: int) -> str:
    return f"docs:v{version}:urls"


def history_key(version: int) -> str:
    return f"docs:v{version}:history"


def redirects_key(version: int) -> str:
    return f"docs:v{version}:redirects"


def terms_key(version: int) -> str:
    return f"docs:v{version}:terms"


def version_keys_pattern(version: int) -> str:
    """SCAN pattern matching every key version N owns."""
    return f"docs:v{version}:*"


def physical_index_name(entity: Entity, version: int) -> str:
    return f"{ALIASES[entity]}_v{version}"


def latest_view_name(entity: Entity, version: int) -> str:
    return f"{LATEST_VIEWS[entity]}_v{version}"


def latest_view_version(name: str | bytes) -> int | None:
    """The version N of a latest-docs view name ``docs_<entity>s_latest_vN``, or None."""
    match = _LATEST_VIEW.match(name.decode() if isinstance(name, bytes) else name)
    return int(match.group(1)) if match else None


def index_version(name: str | bytes) -> int | None:
    """The version N of a physical index name ``docs_<entity>s_vN``, or None."""
    match = _PHYSICAL_INDEX.match(name.decode() if isinstance(name, bytes) else name)
    return int(match.group(1)) if match else None


def embed_cache_key(model: str) -> str:
    return "docs:embcache:" + re.sub(r"[^A-Za-z0-9]+", "-", model).strip("-")


def rate_limit_key(budget: str, client_hash: str) -> str:
    return f"{RATE_LIMIT_PREFIX}{budget}:{client_hash}"
