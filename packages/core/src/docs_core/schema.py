"""The entity schema, one source of truth (spec/002-entity-schema.md).

Used by: ingest (records, writer, pipeline), eval (bm25 adapter) and core's index, retrieval
and agent surface.

Four entities linked by page id: ``Page`` (discovery), ``Chunk`` (evidence, one window of a
``##`` section), ``Command`` (structured reference) and ``Example`` (one client's code for one
step of a ``clients-example``, linked to the pages that show it). Each model field that carries ``redis``
metadata becomes an index field; every other field is stored in the hash but not indexed, so
declaring a field never silently adds a search or filter capability. The RedisVL index schemas
and the JSON schemas under ``spec/schemas/`` are generated from these models.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field
from pydantic.fields import FieldInfo
from redis.typing import EncodableT, FieldT

from docs_core.embedding import EMBEDDING_DIM
from docs_core.keys import ALIASES, Entity, key_prefix, latest_view_name, physical_index_name

__all__ = [
    "ALIASES",
    "ENTITY_MODELS",
    "LATEST_VIEW_FILTER",
    "SCHEMA_VERSION",
    "Chunk",
    "ClientMethods",
    "Command",
    "Entity",
    "Example",
    "Page",
    "decode_record",
    "encode_record",
    "index_schema",
    "key_prefix",
    "latest_view_schema",
    "physical_index_name",
]

SCHEMA_VERSION = 2
VECTOR_FIELD = "embedding"


def _text(weight: float = 1.0, **extra: Any) -> Any:
    return {"redis": {"type": "text", "attrs": {"weight": weight, **extra}}}


def _tag(**extra: Any) -> Any:
    return {"redis": {"type": "tag", "attrs": {"separator": ",", **extra}}}


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    if TYPE_CHECKING:
        # Every entity declares both with its own description; pydantic must not see them here,
        # or they would move to the front of each model's fields and JSON schema.
        id: str
        content_hash: str


class Chunk(_Record):
    """One window of one ``##`` section: the evidence a citation names."""

    id: str = Field(description="Chunk id: PAGE_ID#ANCHOR:wN")
    page_id: str = Field(description="The page this chunk belongs to", json_schema_extra=_tag())
    title: str = Field(description="Page title", json_schema_extra=_text(4.0))
    heading: str = Field(
        description="Heading path inside the page, ' > ' joined", json_schema_extra=_text(2.0)
    )
    text: str = Field(description="The passage, cleaned markdown", json_schema_extra=_text(1.0))
    url: str = Field(description="Canonical URL with the section anchor")
    anchor: str
    window: int = Field(ge=0)
    section_path: list[str] = Field(description="Topic path of the page (URL segments)")
    product: str = Field(json_schema_extra=_tag())
    version: str = Field(
        description="'latest' or a version such as '7.4'", json_schema_extra=_tag()
    )
    doc_type: str = Field(description="'command' or 'page'", json_schema_extra=_tag())
    content_hash: str


class Page(_Record):
    """A whole published page: the unit of discovery and of ``fetch``."""

    id: str = Field(description="Page id: markdown path under content/ without .md")
    title: str = Field(json_schema_extra=_text(4.0))
    description: str = Field(default="", json_schema_extra=_text(2.0))
    headings: str = Field(
        default="", description="All section headings, newline joined", json_schema_extra=_text(1.0)
    )
    summary: str = Field(default="", description="Opening passage of the page")
    url: str
    section_path: list[str]
    product: str = Field(json_schema_extra=_tag())
    version: str = Field(json_schema_extra=_tag())
    doc_type: str = Field(json_schema_extra=_tag())
    body: str = Field(description="Full cleaned markdown of the page")
    chunk_ids: list[str] = Field(default_factory=list)
    aliases: list[str] = Field(default_factory=list)
    source_path: str
    last_commit: str = Field(
        default="", description="Last git commit that touched the page file or an embed it uses"
    )
    last_modified: str = Field(
        default="", description="Author date of last_commit, ISO 8601 UTC; empty without git"
    )
    content_hash: str


class ClientMethods(BaseModel):
    """What one client library calls a command, from the docs' command-to-API mapping
    (``data/command-api-mapping/<COMMAND>.json``): stored on the Command, never indexed."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    clients: list[str] = Field(
        description="Client keys (clients.tsv) served by this mapping entry, e.g. ['jedis']"
    )
    label: str = Field(description="Client name and language, e.g. 'jedis (Java-Sync)'")
    signatures: list[str] = Field(
        description="Cleaned one-line signatures with their return types, preferred first"
    )


class Command(_Record):
    """Structured command reference from a command page's front matter."""

    id: str = Field(description="Page id of the command page, e.g. commands/bf.reserve")
    page_id: str = Field(json_schema_extra=_tag())
    name: str = Field(
        description="Command name as written, e.g. BF.RESERVE", json_schema_extra=_text(5.0)
    )
    name_key: str = Field(
        description="Upper-cased name for exact lookup, e.g. BF.RESERVE",
        json_schema_extra=_tag(case_sensitive=True),
    )
    summary: str = Field(default="", json_schema_extra=_text(1.0))
    syntax: str = ""
    complexity: str = ""
    since: str = ""
    group: str = Field(default="", json_schema_extra=_tag())
    module: str = ""
    arguments: list[dict[str, Any]] = Field(default_factory=list)
    acl_categories: list[str] = Field(default_factory=list, json_schema_extra=_tag())
    client_methods: list[ClientMethods] = Field(
        default_factory=list, description="Per client library, the methods that send it"
    )
    url: str
    version: str = Field(default="latest", json_schema_extra=_tag())
    content_hash: str


class Example(_Record):
    """One client's code for one step of a ``clients-example`` set (spec/002, Example)."""

    id: str = Field(description="Example id: examples/<set>/<step>/<client key>")
    set_id: str = Field(description="The example set (EXAMPLE: line)", json_schema_extra=_tag())
    step: str = Field(
        description="Step name, lower-cased; '_all' for a file without steps",
        json_schema_extra=_tag(),
    )
    client_key: str = Field(
        description="clients.tsv key: redis-py, node-redis, lettuce-async...",
        json_schema_extra=_tag(),
    )
    client_label: str = Field(description="The tab label: Python, Java-Async, C#-Sync (SE.Redis)")
    client_name: str = Field(
        description="The client's name: redis-py, Lettuce, NRedisStack",
        json_schema_extra=_text(2.0),
    )
    language: str = Field(
        description="Fence tag of the code: python, javascript, java, go, csharp, php, ruby, "
        "rust, c",
        json_schema_extra=_tag(),
    )
    mapping_client_id: str = Field(default="", description="Key into the command-API mapping")
    title: str = Field(
        description="Where the step is shown: 'Page > Section' of its first page",
        json_schema_extra=_text(2.0),
    )
    url: str = Field(description="Canonical URL of that section; '' when no page shows the step")
    intent: str = Field(
        default="",
        description="What the step does, as the shortcode's description states it",
        json_schema_extra=_text(2.0),
    )
    code: str = Field(
        description="The visible code, indentation kept", json_schema_extra=_text(1.0)
    )
    cli: str = Field(default="", description="The CLI text of the same step, when a page has one")
    page_ids: list[str] = Field(
        default_factory=list, description="Pages that show the step", json_schema_extra=_tag()
    )
    commands: list[str] = Field(
        default_factory=list,
        description="Redis commands the step's CLI text types, else those its code calls "
        "(spec/005 ING-095), upper-cased",
        json_schema_extra=_tag(case_sensitive=True),
    )
    source_path: str
    content_hash: str


_T = TypeVar("_T", bound=_Record)

ENTITY_MODELS: dict[Entity, type[_Record]] = {
    Entity.CHUNK: Chunk,
    Entity.PAGE: Page,
    Entity.COMMAND: Command,
    Entity.EXAMPLE: Example,
}


def _redis_spec(info: FieldInfo) -> dict[str, Any] | None:
    extra = info.json_schema_extra
    spec = extra.get("redis") if isinstance(extra, dict) else None
    return spec if isinstance(spec, dict) else None


def _indexed_fields(model: type[_Record]) -> list[dict[str, Any]]:
    fields = []
    for name, info in model.model_fields.items():
        if (spec := _redis_spec(info)) is not None:
            fields.append({"name": name, "type": spec["type"], "attrs": dict(spec["attrs"])})
    return fields


def index_schema(
    entity: Entity,
    version: int,
    *,
    hnsw_m: int = 16,
    ef_construction: int = 200,
    ef_runtime: int = 64,
) -> dict[str, Any]:
    """The RedisVL schema dict of one entity's physical index for index version ``version``."""
    fields = _indexed_fields(ENTITY_MODELS[entity])
    fields.append(
        {
            "name": VECTOR_FIELD,
            "type": "vector",
            "attrs": {
                "algorithm": "hnsw",
                "dims": EMBEDDING_DIM,
                "distance_metric": "cosine",
                "datatype": "float32",
                "m": hnsw_m,
                "ef_construction": ef_construction,
                "ef_runtime": ef_runtime,
            },
        }
    )
    return {
        "index": {
            "name": physical_index_name(entity, version),
            "prefix": key_prefix(entity, version),
            "storage_type": "hash",
        },
        "fields": fields,
    }


LATEST_VIEW_FILTER = '@version=="latest"'
"""The FT.CREATE filter of the latest-docs views (spec/004 "Latest-docs views")."""


def latest_view_schema(entity: Entity, version: int) -> dict[str, Any]:
    """The RedisVL schema dict of ``entity``'s latest-docs view of version ``version``: the
    entity's text and tag fields over its prefix, no vector (the filter goes on at creation)."""
    return {
        "index": {
            "name": latest_view_name(entity, version),
            "prefix": key_prefix(entity, version),
            "storage_type": "hash",
        },
        "fields": _indexed_fields(ENTITY_MODELS[entity]),
    }


def encode_record(record: _Record, embedding: bytes | None = None) -> dict[FieldT, EncodableT]:
    """Hash fields for a record: tag lists comma-joined, other lists and dicts as JSON."""
    out: dict[FieldT, EncodableT] = {}
    indexed = {f["name"]: f["type"] for f in _indexed_fields(type(record))}
    for name, value in record.model_dump(mode="json").items():
        if isinstance(value, list | dict):
            if indexed.get(name) == "tag":
                out[name] = ",".join(str(v).replace(",", " ") for v in value)
            else:
                out[name] = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
        else:
            out[name] = str(value)
    if embedding is not None:
        out[VECTOR_FIELD] = embedding
    return out


def decode_record(
    model: type[_T], raw: Mapping[bytes, bytes | str] | Mapping[str, bytes | str]
) -> _T:
    """Inverse of :func:`encode_record` (the embedding, if present, is dropped); takes the hash
    as Redis returns it, in bytes or decoded."""
    data: dict[str, Any] = {}
    indexed = {f["name"]: f["type"] for f in _indexed_fields(model)}
    for key, value in raw.items():
        name = key.decode() if isinstance(key, bytes) else key
        if name == VECTOR_FIELD or name not in model.model_fields:
            continue
        text = value.decode() if isinstance(value, bytes) else value
        annotation = str(model.model_fields[name].annotation)
        if annotation.startswith(("list", "dict")):
            if indexed.get(name) == "tag":
                data[name] = [v for v in text.split(",") if v]
            else:
                data[name] = json.loads(text)
        else:
            data[name] = text
    return model.model_validate(data)


def json_schemas() -> dict[str, dict[str, Any]]:
    """The JSON schema of every entity, as committed under ``spec/schemas/``."""
    return {entity.value: ENTITY_MODELS[entity].model_json_schema() for entity in Entity}


def write_json_schemas(directory: Path) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, schema in json_schemas().items():
        path = directory / f"{name}.schema.json"
        path.write_text(json.dumps(schema, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    import sys

    for path in write_json_schemas(Path(sys.argv[1] if len(sys.argv) > 1 else "spec/schemas")):
        print(path)
