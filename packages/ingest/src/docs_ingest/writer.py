"""The Redis side of ingest: targets, orphan cleanup, manifests, diff, full build and in-place
incremental apply (spec/004-index-lifecycle.md).

Each index version N carries a manifest per entity (``docs:vN:manifest:{entity}``: record id ->
content hash) so the next run diffs against one HGETALL per entity instead of reading every
record back.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import cast

import redis
from docs_core.index import (
    EMBED_CACHE_KEY,
    IndexMeta,
    TransactionGuard,
    aliased_versions,
    create_version,
    drop_version,
    live_version,
    publish,
    read_meta,
    wait_indexed,
    write_meta,
    write_records,
)
from docs_core.keys import (
    META_KEYS_PATTERN,
    Entity,
    history_key,
    index_version,
    latest_view_version,
    manifest_key,
    meta_key,
    meta_version,
    record_key,
    redirects_key,
    sources_key,
    urls_key,
)
from docs_core.schema import encode_record
from redis.typing import CommandsProtocol, EncodableT, FieldT

from docs_ingest.errors import RedisTargetError
from docs_ingest.history import History, decode_history, encode_history
from docs_ingest.records import BuiltRecord, embed_key
from docs_ingest.termtable import build_term_table, write_term_table

__all__ = [
    "Diff",
    "SourceState",
    "apply_diff",
    "cached_vectors",
    "cleanup_unpublished",
    "compute_diff",
    "connect_targets",
    "full_build",
    "page_of",
    "read_manifest",
    "read_source_state",
    "store_vectors",
    "touch_meta",
]

_log = logging.getLogger(__name__)

_BATCH = 1000

Progress = Callable[[int], None]


_CODE_FIELD = ":code"
"""Field of the sources hash holding the code fingerprint; site paths never start with ':'."""


@dataclass
class SourceState:
    """What the next run needs to skip unchanged files: their hashes, the code that read them,
    the front matter ``url`` overrides that other pages' relrefs depend on, and the git history
    of the pages (None for a plain directory; its moves are the readers' redirects)."""

    files: dict[str, str]
    code: str
    urls: dict[str, str]
    history: History | None = None


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def _read_hash(client: redis.Redis, key: str) -> dict[str, str]:
    return {_text(k): _text(v) for k, v in client.hgetall(key).items()}


def _fields(mapping: Mapping[str, str | bytes]) -> dict[FieldT, EncodableT]:
    """``mapping`` as redis-py's hash type (its Mapping is invariant in the field type)."""
    return {field: value for field, value in mapping.items()}


def read_source_state(client: redis.Redis, version: int) -> SourceState | None:
    raw = _read_hash(client, sources_key(version))
    code = raw.pop(_CODE_FIELD, None)
    if code is None:
        return None
    history = decode_history(
        _read_hash(client, history_key(version)), _read_hash(client, redirects_key(version))
    )
    return SourceState(raw, code, _read_hash(client, urls_key(version)), history)


def _write_source_state(pipe: redis.client.Pipeline, version: int, state: SourceState) -> None:
    keys = (sources_key(version), urls_key(version), history_key(version), redirects_key(version))
    pipe.delete(*keys)
    pipe.hset(sources_key(version), mapping=_fields({**state.files, _CODE_FIELD: state.code}))
    if state.urls:
        pipe.hset(urls_key(version), mapping=_fields(state.urls))
    if state.history is not None:
        files, redirects = encode_history(state.history)
        pipe.hset(history_key(version), mapping=_fields(files))
        if redirects:
            pipe.hset(redirects_key(version), mapping=_fields(redirects))


def connect_targets(urls: Sequence[str], *, timeout: float = 3.0) -> list[redis.Redis]:
    """A client per endpoint, each answering PING within ``timeout``; else RedisTargetError."""
    clients: list[redis.Redis] = []
    for url in urls:
        client = redis.Redis.from_url(
            url, socket_connect_timeout=timeout, socket_timeout=max(timeout, 60.0)
        )
        try:
            client.ping()
        except (redis.ConnectionError, redis.TimeoutError, OSError) as exc:
            client.close()
            for other in clients:
                other.close()
            raise RedisTargetError(f"Redis at {_redact(url)} is unreachable: {exc}") from exc
        clients.append(client)
    return clients


def _redact(url: str) -> str:
    return re.sub(r"//[^@/]*@", "//***@", url)


def cleanup_unpublished(client: redis.Redis) -> list[int]:
    """Drop every index version no alias points at (left behind by a crashed or failed build).
    A version only some aliases name (the live one of an older schema, which lacks an entity)
    keeps serving its readers until a full build replaces it."""
    keep = aliased_versions(client)
    versions: set[int] = set()
    for name in _index_names(client):
        # A view outliving its version's indexes (a crash inside drop_version) is found too.
        if (version := index_version(name) or latest_view_version(name)) is not None:
            versions.add(version)
    for key in client.scan_iter(match=META_KEYS_PATTERN, count=1000):
        if (version := meta_version(key)) is not None:
            versions.add(version)
    dropped = sorted(v for v in versions if v not in keep)
    for version in dropped:
        drop_version(client, version)
    return dropped


def _index_names(client: CommandsProtocol) -> list[bytes | str]:
    """FT._LIST, through the typed protocol (redis-py has no typed wrapper for it)."""
    return cast("list[bytes | str]", client.execute_command("FT._LIST"))


def read_manifest(client: redis.Redis, version: int) -> dict[Entity, dict[str, str]]:
    return {entity: _read_hash(client, manifest_key(version, entity)) for entity in Entity}


@dataclass
class Diff:
    upserts: list[BuiltRecord] = field(default_factory=list)
    deletes: list[tuple[Entity, str]] = field(default_factory=list)

    @property
    def size(self) -> int:
        return len(self.upserts) + len(self.deletes)

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for record in self.upserts:
            out[f"upsert_{record.entity.value}"] = out.get(f"upsert_{record.entity.value}", 0) + 1
        for entity, _ in self.deletes:
            out[f"delete_{entity.value}"] = out.get(f"delete_{entity.value}", 0) + 1
        return out


def page_of(record_id: str) -> str:
    return record_id.split("#", 1)[0]


def compute_diff(
    records: Iterable[BuiltRecord],
    manifest: dict[Entity, dict[str, str]],
    *,
    scope: set[str] | None = None,
    kept: frozenset[str] = frozenset(),
) -> Diff:
    """Records to write and ids to delete; with ``scope`` (page ids), only records of those
    pages can be deleted (the others were not re-read); the records of the ``kept`` pages (whose
    source could not be read) stay as they are."""
    diff = Diff()
    seen: dict[Entity, set[str]] = {entity: set() for entity in Entity}
    for record in records:
        seen[record.entity].add(record.id)
        if manifest.get(record.entity, {}).get(record.id) != record.content_hash:
            diff.upserts.append(record)
    for entity, entries in manifest.items():
        diff.deletes.extend(
            (entity, rid)
            for rid in entries
            if rid not in seen[entity]
            and (scope is None or page_of(rid) in scope)
            and page_of(rid) not in kept
        )
    return diff


def cached_vectors(client: redis.Redis, keys: Sequence[str]) -> dict[str, bytes]:
    found: dict[str, bytes] = {}
    for start in range(0, len(keys), _BATCH):
        batch = list(keys[start : start + _BATCH])
        for key, value in zip(batch, client.hmget(EMBED_CACHE_KEY, batch), strict=True):
            if isinstance(value, bytes):
                found[key] = value
    return found


def store_vectors(client: redis.Redis, vectors: dict[str, bytes]) -> None:
    items = list(vectors.items())
    for start in range(0, len(items), _BATCH):
        client.hset(EMBED_CACHE_KEY, mapping=dict(items[start : start + _BATCH]))


def _vector(record: BuiltRecord, vectors: dict[str, bytes]) -> bytes:
    return vectors[embed_key(record.embed_input)]


def full_build(
    client: redis.Redis,
    records: Sequence[BuiltRecord],
    vectors: dict[str, bytes],
    meta: IndexMeta,
    state: SourceState,
    *,
    on_written: Progress | None = None,
    index_timeout: float = 900.0,
    guard: TransactionGuard | None = None,
) -> int:
    """Write a new version beside the live one, publish it (behind ``guard``, the writer's
    fencing check), then drop the old one.

    Any failure before the alias switch drops the half-built version and re-raises: the live
    version keeps serving. A killed process leaves it orphaned until the next
    :func:`cleanup_unpublished`.
    """
    previous = aliased_versions(client)
    version = create_version(client)
    try:
        by_entity: dict[Entity, list[BuiltRecord]] = {entity: [] for entity in Entity}
        for record in records:
            by_entity[record.entity].append(record)
        for entity, rows in by_entity.items():
            for start in range(0, len(rows), _BATCH):
                part = rows[start : start + _BATCH]
                write_records(
                    client, version, entity, ((r.record, _vector(r, vectors)) for r in part)
                )
                manifest = {r.id: r.content_hash for r in part}
                client.hset(manifest_key(version, entity), mapping=_fields(manifest))
                if on_written is not None:
                    on_written(len(part))
        pipe = client.pipeline(transaction=True)
        _write_source_state(pipe, version, state)
        pipe.execute()
        meta.version = version
        write_meta(client, meta)
        wait_indexed(client, version, timeout=index_timeout)
        _add_term_table(client, version)
        publish(client, version, guard=guard)
    except BaseException:
        # An interrupt or a lost reply can land after publish's EXEC: then the version already
        # serves, and dropping it would take the aliases (and the live index) with it.
        if not _is_live(client, version):
            drop_version(client, version)
        raise
    for old in sorted(previous - {version}):
        drop_version(client, old)
    return version


def _add_term_table(client: redis.Redis, version: int) -> None:
    """Before the switch, so no reader meets the version without its table (spec/004). Best
    effort: the run's last step (``ensure_term_table``) writes it if this fails."""
    try:
        write_term_table(client, version, build_term_table(client, version))
    except redis.RedisError as exc:
        _log.warning(
            "the term table of index version %s was not built before publishing (%s)",
            version,
            type(exc).__name__,
        )


def _is_live(client: redis.Redis, version: int) -> bool:
    try:
        return live_version(client) == version
    except redis.RedisError:
        # Unknown: keeping a half-built version costs a rerun's orphan clean-up; dropping a
        # live one costs the service.
        return True


def apply_diff(
    client: redis.Redis,
    version: int,
    diff: Diff,
    vectors: dict[str, bytes],
    meta: IndexMeta,
    *,
    state: SourceState,
    guard: TransactionGuard | None = None,
) -> None:
    """Apply ``diff`` to the live version in one MULTI/EXEC (behind ``guard``, the writer's
    fencing check): readers see before or after."""
    pipe = client.pipeline(transaction=True)
    if guard is not None:
        guard(pipe)
    for entity, rid in diff.deletes:
        pipe.delete(record_key(entity, version, rid))
        pipe.hdel(manifest_key(version, entity), rid)
    for record in diff.upserts:
        key = record_key(record.entity, version, record.id)
        pipe.delete(key)
        pipe.hset(key, mapping=encode_record(record.record, _vector(record, vectors)))
        pipe.hset(manifest_key(version, record.entity), record.id, record.content_hash)
    _write_source_state(pipe, version, state)
    meta.version = version
    pipe.delete(meta_key(version))
    pipe.hset(meta_key(version), mapping=meta.to_hash())
    pipe.execute()


_FRESHNESS_FIELDS = (
    "indexed_at",
    "source_commit",
    "source",
    "source_repo",
    "source_branch",
    "commit_time",
)


def touch_meta(
    client: redis.Redis, version: int, meta: IndexMeta, *, guard: TransactionGuard | None = None
) -> None:
    """Unchanged corpus: refresh only the freshness fields of the live meta."""
    meta.version = version
    current = read_meta(client, version)
    pipe = client.pipeline(transaction=True)
    if guard is not None:
        guard(pipe)
    if current is None:
        pipe.delete(meta_key(version))
        pipe.hset(meta_key(version), mapping=meta.to_hash())
    else:
        fresh = meta.to_hash()
        pipe.hset(meta_key(version), mapping={k: fresh[k] for k in _FRESHNESS_FIELDS})
    pipe.execute()
