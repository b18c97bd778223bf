"""Index lifecycle primitives: versions, aliases, metadata, discovery (spec/004-index-lifecycle.md).

Used by: ingest (writer, pipeline, cli), mcp_server (app, cli, registry, telemetry), eval (bm25
adapter) and core's retrieval.

Every ingest that rebuilds writes a new *index version* N: four physical indexes (one per entity)
``docs_{chunks,pages,commands,examples}_vN`` over key prefixes ``docs:vN:{c,p,k,x}:`` plus
``docs:vN:meta``, and two text-only latest-docs views over the chunk and page keys
(``docs_{chunks,pages}_latest_vN``). Readers only ever name the aliases (``docs_chunks``,
``docs_pages``, ``docs_commands``, ``docs_examples``, and the views'); the writer switches all of
them in one MULTI/EXEC, so a reader sees either the old or the new version.
"""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

import redis
from redis.commands.search.index_definition import IndexDefinition, IndexType
from redis.typing import EncodableT, FieldT
from redisvl.index import SearchIndex
from redisvl.schema import IndexSchema

from docs_core.embedding import EMBEDDING_DIM, EMBEDDING_MAX_TOKENS, EMBEDDING_MODEL
from docs_core.errors import DocsError
from docs_core.keys import (
    LATEST_VIEWS,
    VERSION_COUNTER_KEY,
    embed_cache_key,
    key_prefix,
    latest_view_name,
    meta_key,
    physical_index_name,
    record_key,
    version_keys_pattern,
)
from docs_core.schema import (
    ALIASES,
    ENTITY_MODELS,
    LATEST_VIEW_FILTER,
    SCHEMA_VERSION,
    Entity,
    _Record,
    encode_record,
    index_schema,
    latest_view_schema,
)

__all__ = [
    "EMBED_CACHE_KEY",
    "IndexMeta",
    "IndexMismatchError",
    "IndexNotFoundError",
    "TransactionGuard",
    "aliased_versions",
    "create_version",
    "discover",
    "drop_version",
    "ensure_latest_views",
    "live_version",
    "publish",
    "read_meta",
    "wait_indexed",
    "write_meta",
    "write_records",
]

EMBED_CACHE_KEY = embed_cache_key(EMBEDDING_MODEL)

TransactionGuard = Callable[[redis.client.Pipeline], None]
"""Runs on a transactional pipeline before its commands are queued (WATCH, check, MULTI)."""
_VERSION_RE = re.compile(r"_v(\d+)$")


class IndexNotFoundError(DocsError, RuntimeError):
    """No published index: run ``docs-ingest run --source PATH`` first."""

    code = "index_not_found"


class IndexMismatchError(DocsError, RuntimeError):
    """The published index was built with another model, dimension or schema version."""

    code = "index_mismatch"


@dataclass
class IndexMeta:
    version: int
    schema_version: int = SCHEMA_VERSION
    model: str = EMBEDDING_MODEL
    dim: int = EMBEDDING_DIM
    max_tokens: int = EMBEDDING_MAX_TOKENS
    source: str = ""
    source_commit: str = ""
    indexed_at: float = 0.0
    fingerprint: str = ""
    counts: dict[str, int] = field(default_factory=dict)
    source_repo: str = ""
    """Where ``docs-ingest sync`` fetched from (empty for ``docs-ingest run``)."""
    source_branch: str = ""
    commit_time: float = 0.0
    """Committer date of ``source_commit`` (epoch seconds; 0 when unknown)."""

    def to_hash(self) -> dict[FieldT, EncodableT]:
        return {
            k: json.dumps(v) if isinstance(v, dict) else str(v) for k, v in asdict(self).items()
        }

    @classmethod
    def from_hash(cls, raw: dict[Any, Any]) -> IndexMeta:
        data = {
            (k.decode() if isinstance(k, bytes) else k): (v.decode() if isinstance(v, bytes) else v)
            for k, v in raw.items()
        }
        return cls(
            version=int(data["version"]),
            schema_version=int(data.get("schema_version", 0)),
            model=data.get("model", ""),
            dim=int(data.get("dim", 0)),
            max_tokens=int(data.get("max_tokens", 0)),
            source=data.get("source", ""),
            source_commit=data.get("source_commit", ""),
            indexed_at=float(data.get("indexed_at", 0.0)),
            fingerprint=data.get("fingerprint", ""),
            counts=json.loads(data.get("counts") or "{}"),
            source_repo=data.get("source_repo", ""),
            source_branch=data.get("source_branch", ""),
            commit_time=float(data.get("commit_time", 0.0)),
        )


def create_version(client: redis.Redis) -> int:
    """Allocate version N and create its four empty physical indexes and its latest-docs
    views."""
    version = int(client.incr(VERSION_COUNTER_KEY))
    for entity in Entity:
        SearchIndex(
            IndexSchema.from_dict(index_schema(entity, version)), redis_client=client
        ).create(overwrite=False)
    for entity in LATEST_VIEWS:
        _create_latest_view(client, entity, version)
    return version


def _create_latest_view(client: redis.Redis, entity: Entity, version: int) -> None:
    # RedisVL's schema has no FILTER; its fields do, through redis-py's definition.
    schema = IndexSchema.from_dict(latest_view_schema(entity, version))
    client.ft(latest_view_name(entity, version)).create_index(
        schema.redis_fields,
        definition=IndexDefinition(
            prefix=[key_prefix(entity, version)],
            index_type=IndexType.HASH,
            filter=LATEST_VIEW_FILTER,
        ),
    )


def ensure_latest_views(
    client: redis.Redis,
    version: int,
    *,
    guard: TransactionGuard | None = None,
    timeout: float = 600.0,
) -> bool:
    """Give the live version N (built before the views existed) its latest-docs views and,
    once both are indexed, point their aliases at it behind ``guard`` (the writer's fencing
    check); returns whether a view was created. A version that is not live is refused
    (``IndexNotFoundError``): a build's own views come from ``create_version`` and ``publish``."""
    if live_version(client) != version:
        raise IndexNotFoundError(f"index version {version} is not live; its views are not added")
    names = [latest_view_name(entity, version) for entity in LATEST_VIEWS]
    missing = [e for e, name in zip(LATEST_VIEWS, names, strict=True) if not _aliased(client, name)]
    for entity in missing:
        _create_latest_view(client, entity, version)
    aliases = list(LATEST_VIEWS.values())
    if not missing and [_aliased(client, alias) for alias in aliases] == names:
        return False
    _wait_for(client, names, timeout)
    pipe = client.pipeline(transaction=True)
    if guard is not None:
        guard(pipe)
    for alias, name in zip(aliases, names, strict=True):
        pipe.execute_command("FT.ALIASUPDATE", alias, name)
    pipe.execute()
    return bool(missing)


def _aliased(client: redis.Redis, alias: str) -> str | None:
    """The index ``alias`` (or an index's own name) names, or None when there is none."""
    try:
        name = _info(client, alias)["index_name"]
    except redis.ResponseError:
        return None
    return name.decode() if isinstance(name, bytes) else str(name)


def _physical_names(version: int) -> dict[str, str]:
    """Every alias of version N (the four entities' and the latest-docs views') with the
    physical index it names."""
    names = {alias: physical_index_name(entity, version) for entity, alias in ALIASES.items()}
    return names | {alias: latest_view_name(e, version) for e, alias in LATEST_VIEWS.items()}


def write_records(
    client: redis.Redis,
    version: int,
    entity: Entity,
    rows: Iterable[tuple[_Record, bytes | None]],
    *,
    batch: int = 500,
) -> int:
    """HSET records (with their float32 vector bytes) under version N's prefix; returns the count."""
    expected = ENTITY_MODELS[entity]
    written = 0
    pipe = client.pipeline(transaction=False)
    for record, vector in rows:
        if not isinstance(record, expected):
            raise TypeError(
                f"{entity} index takes {expected.__name__}, got {type(record).__name__}"
            )
        key = record_key(entity, version, record.id)
        pipe.delete(key)
        pipe.hset(key, mapping=encode_record(record, vector))
        written += 1
        if written % batch == 0:
            pipe.execute()
    pipe.execute()
    return written


def write_meta(client: redis.Redis, meta: IndexMeta) -> None:
    client.delete(meta_key(meta.version))
    client.hset(meta_key(meta.version), mapping=meta.to_hash())


def read_meta(client: redis.Redis, version: int) -> IndexMeta | None:
    raw = client.hgetall(meta_key(version))
    return IndexMeta.from_hash(raw) if raw else None


def _info(client: redis.Redis, name: str) -> dict[str, Any]:
    raw = client.ft(name).info()
    return {(k.decode() if isinstance(k, bytes) else k): v for k, v in raw.items()}


def wait_indexed(client: redis.Redis, version: int, *, timeout: float = 600.0) -> None:
    """Block until the background indexer has covered every key of version N."""
    _wait_for(client, list(_physical_names(version).values()), timeout)


def _wait_for(client: redis.Redis, names: list[str], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    for name in names:
        while True:
            info = _info(client, name)
            if int(info.get("indexing", 0)) == 0 and float(info.get("percent_indexed", 1)) >= 1.0:
                break
            if time.monotonic() > deadline:
                raise TimeoutError(f"index {name} still indexing after {timeout:.0f}s")
            time.sleep(0.05)


def publish(client: redis.Redis, version: int, *, guard: TransactionGuard | None = None) -> None:
    """Point all four aliases, and the latest-docs views', at version N atomically.

    ``guard`` (the writer's fencing check, spec/004) runs on the transaction's pipeline first: it
    may WATCH keys, check them and must leave the pipeline in MULTI; it raises to refuse."""
    pipe = client.pipeline(transaction=True)
    if guard is not None:
        guard(pipe)
    for alias, name in _physical_names(version).items():
        pipe.execute_command("FT.ALIASUPDATE", alias, name)
    pipe.execute()


def live_version(client: redis.Redis) -> int | None:
    """The version the aliases point at, or None when nothing is published."""
    versions = set()
    for alias in ALIASES.values():
        try:
            name = _info(client, alias)["index_name"]
        except redis.ResponseError:
            return None
        name = name.decode() if isinstance(name, bytes) else str(name)
        match = _VERSION_RE.search(name)
        if match is None:
            return None
        versions.add(int(match.group(1)))
    return versions.pop() if len(versions) == 1 else None


def aliased_versions(client: redis.Redis) -> set[int]:
    """Every version some alias points at: the live one, or during a schema upgrade (an alias
    the old schema did not have) the version readers of the old schema still serve."""
    versions = set()
    for alias in ALIASES.values():
        try:
            name = _info(client, alias)["index_name"]
        except redis.ResponseError:
            continue
        match = _VERSION_RE.search(name.decode() if isinstance(name, bytes) else str(name))
        if match is not None:
            versions.add(int(match.group(1)))
    return versions


def discover(client: redis.Redis) -> IndexMeta:
    """What a reader does at start: find the live version and refuse a foreign model or schema."""
    version = live_version(client)
    if version is None:
        raise IndexNotFoundError(
            "no published docs index in this Redis; run: docs-ingest run --source PATH"
        )
    meta = read_meta(client, version)
    if meta is None:
        raise IndexNotFoundError(f"index version {version} has no metadata; re-run docs-ingest")
    if meta.model != EMBEDDING_MODEL or meta.dim != EMBEDDING_DIM:
        raise IndexMismatchError(
            f"index v{version} was built with model {meta.model!r} (dim {meta.dim}); this reader "
            f"embeds queries with {EMBEDDING_MODEL!r} (dim {EMBEDDING_DIM}); re-run docs-ingest"
        )
    if meta.schema_version != SCHEMA_VERSION:
        raise IndexMismatchError(
            f"index v{version} has schema version {meta.schema_version}; this reader expects "
            f"{SCHEMA_VERSION}; re-run docs-ingest"
        )
    return meta


def drop_version(client: redis.Redis, version: int) -> int:
    """Drop version N's indexes (never with DD) and unlink its own keys; returns keys removed."""
    for name in _physical_names(version).values():
        with contextlib.suppress(redis.ResponseError):
            client.execute_command("FT.DROPINDEX", name)
    removed = 0
    batch: list[bytes] = []
    for key in client.scan_iter(match=version_keys_pattern(version), count=1000):
        batch.append(key)
        if len(batch) >= 1000:
            removed += int(client.unlink(*batch))
            batch.clear()
    if batch:
        removed += int(client.unlink(*batch))
    return removed
