"""Entity schema (spec/002-entity-schema.md)."""

import json
from pathlib import Path

import numpy as np
import pytest
from docs_core.embedding import EMBEDDING_DIM
from docs_core.schema import (
    Chunk,
    Command,
    Entity,
    Page,
    decode_record,
    encode_record,
    index_schema,
    json_schemas,
)
from pydantic import ValidationError

SPEC_SCHEMAS = Path(__file__).parents[3] / "spec" / "schemas"


def _chunk() -> Chunk:
    return Chunk(
        id="develop/reference/eviction#maxmem:w0",
        page_id="develop/reference/eviction",
        title="Key eviction",
        heading="Key eviction > Maxmemory",
        text="Set maxmemory-policy to allkeys-lru.",
        url="https://redis.io/docs/latest/develop/reference/eviction/#maxmem",
        anchor="maxmem",
        window=0,
        section_path=["develop", "reference", "eviction"],
        product="oss",
        version="latest",
        doc_type="page",
        content_hash="ab" * 32,
    )


def test_sch001_committed_json_schemas_are_current():
    for name, schema in json_schemas().items():
        path = SPEC_SCHEMAS / f"{name}.schema.json"
        assert path.exists(), f"missing {path}; run: uv run python -m docs_core.schema spec/schemas"
        committed = json.loads(path.read_text(encoding="utf-8"))
        assert committed == schema, (
            f"{path} is stale; run: uv run python -m docs_core.schema spec/schemas"
        )


def test_sch002_only_declared_fields_are_indexed():
    names = {f["name"] for f in index_schema(Entity.CHUNK, 1)["fields"]}
    assert names == {
        "page_id",
        "title",
        "heading",
        "text",
        "product",
        "version",
        "doc_type",
        "embedding",
    }
    assert "url" not in names and "id" not in names
    page_fields = {f["name"] for f in index_schema(Entity.PAGE, 1)["fields"]}
    assert "body" not in page_fields and "url" not in page_fields


def test_sch003_vector_field_uses_the_core_dimension():
    vector = next(f for f in index_schema(Entity.PAGE, 3)["fields"] if f["type"] == "vector")
    assert vector["attrs"]["dims"] == EMBEDDING_DIM
    assert index_schema(Entity.PAGE, 3)["index"]["prefix"] == "docs:v3:p:"


def test_sch004_records_round_trip_through_the_hash_encoding():
    chunk = _chunk()
    vector = np.ones(EMBEDDING_DIM, dtype=np.float32).tobytes()
    encoded = encode_record(chunk, vector)
    assert encoded["embedding"] == vector
    raw = {k.encode(): v if isinstance(v, bytes) else v.encode() for k, v in encoded.items()}
    assert decode_record(Chunk, raw) == chunk
    command = Command(
        id="commands/bf.reserve",
        page_id="commands/bf.reserve",
        name="BF.RESERVE",
        name_key="BF.RESERVE",
        arguments=[{"name": "key", "type": "key"}],
        acl_categories=["@bloom", "@write"],
        url="https://redis.io/docs/latest/commands/bf.reserve/",
        content_hash="cd" * 32,
    )
    assert decode_record(Command, encode_record(command)) == command


def test_sch005_records_refuse_unknown_fields():
    with pytest.raises(ValidationError):
        Page.model_validate({**_chunk().model_dump(), "body": "x"})
