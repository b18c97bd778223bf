"""The "In your client" section of a fetched command page, without Redis (spec/011 RET-070..073,
spec/002 SCH-020..021)."""

from __future__ import annotations

from typing import Any

import pytest
from docs_core.ids import parse_id
from docs_core.index import IndexMeta
from docs_core.keys import Entity
from docs_core.languages import resolve_language
from docs_core.models import SearchHit
from docs_core.retrieval.clientmethods import (
    client_method_line,
    client_methods_section,
    method_name,
)
from docs_core.retrieval.fetching import page_parts, paged
from docs_core.retrieval.legs import LegResults
from docs_core.retrieval.methodchunks import (
    method_passages_for,
    methods_for,
    passage_clients,
    without_method_passages,
)
from docs_core.schema import ClientMethods, Command, decode_record, encode_record, index_schema

PY = ClientMethods(
    clients=["redis-py"],
    label="redis-py (Python)",
    signatures=["xadd(name: KeyT, fields: Dict) -> ResponseT"],
)
JEDIS = ClientMethods(
    clients=["jedis"],
    label="jedis (Java-Sync)",
    signatures=[
        "StreamEntryID xadd(String key, StreamEntryID id, Map<String, String> hash)",
        "StreamEntryID xadd(String key, XAddParams params, Map<String, String> hash)",
        "byte[] xaddBinary(byte[] key, XAddParams params, Map<byte[], byte[]> hash)",
    ],
)
CSHARP = ClientMethods(
    clients=["nredisstack", "seredis"],
    label="NRedisStack-Sync, SERedis-Sync (C#)",
    signatures=["StreamAdd(RedisKey key, RedisValue streamField) -> RedisValue"],
)
METHODS = [PY, JEDIS, CSHARP]


def _command(**fields: Any) -> Command:
    base: dict[str, Any] = {
        "id": "commands/xadd",
        "page_id": "commands/xadd",
        "name": "XADD",
        "name_key": "XADD",
        "since": "5.0.0",
        "url": "https://redis.io/docs/latest/commands/xadd/",
        "content_hash": "0",
    }
    return Command.model_validate(base | fields)


def test_ret070_one_line_per_client_with_its_signature_and_the_source_named() -> None:
    section = client_methods_section(METHODS, None)
    lines = section.splitlines()
    assert lines[0] == "## In your client"
    assert "data/command-api-mapping/" in section
    bullets = [line for line in lines if line.startswith("- ")]
    assert bullets == [client_method_line(m) for m in METHODS]
    assert bullets[0] == "- redis-py (Python): `xadd(name: KeyT, fields: Dict) -> ResponseT`"
    assert section.endswith("\n\n")


def test_ret070_further_overloads_are_counted_and_other_method_names_named() -> None:
    line = client_method_line(JEDIS)
    assert line.startswith("- jedis (Java-Sync): `StreamEntryID xadd(String key, StreamEntryID")
    assert line.endswith("(+2 overloads; also xaddBinary)")
    assert method_name(JEDIS.signatures[0]) == "xadd"
    assert method_name("BF.RESERVE(key: RedisArgument)") == "BF.RESERVE"


def test_ret071_a_language_keeps_only_the_clients_it_covers() -> None:
    java = client_methods_section(METHODS, resolve_language("java"))
    assert "jedis" in java and "redis-py" not in java and "StreamAdd" not in java
    python = client_methods_section(METHODS, resolve_language("Python"))
    assert "redis-py" in python and "jedis" not in python


def test_ret071_a_mapping_entry_shared_by_two_clients_serves_either() -> None:
    for value in ("nredisstack", "stackexchange.redis", "c#"):
        section = client_methods_section(METHODS, resolve_language(value))
        assert "StreamAdd(" in section and "jedis" not in section


def test_ret072_a_language_without_a_mapped_client_says_so_and_no_methods_is_no_section() -> None:
    section = client_methods_section(METHODS, resolve_language("ruby"))
    assert "No ruby client method is mapped for this command" in section
    assert "redis-py (Python), jedis (Java-Sync)" in section
    assert not any(line.startswith("- ") for line in section.splitlines())
    assert client_methods_section([], None) == ""
    assert client_methods_section([], resolve_language("go")) == ""


def test_ret073_a_fetched_command_page_has_the_section_between_header_and_body() -> None:
    page = {
        "title": "XADD",
        "url": "https://redis.io/docs/latest/commands/xadd/",
        "body": "Appends an entry.",
        "section_path": '["commands"]',
        "product": "oss",
        "version": "latest",
        "doc_type": "command",
        "chunk_ids": "[]",
    }
    meta = IndexMeta(version=1, source_commit="abc", indexed_at=0.0)
    parts = page_parts(parse_id("commands/xadd"), page, _command(client_methods=METHODS))
    whole = paged(parse_id("commands/xadd"), parts, meta, offset=0, max_chars=40_000)
    header_end = whole.text.index("## In your client")
    assert whole.text.startswith("# XADD\n") and whole.text.endswith("Appends an entry.")
    assert header_end < whole.text.index("- jedis") < whole.text.index("Appends an entry.")
    assert whole.total_chars == len(whole.text)
    go = paged(
        parse_id("commands/xadd"),
        parts,
        meta,
        offset=0,
        max_chars=40_000,
        language=resolve_language("go"),
    )
    assert "No go client method" in go.text and go.total_chars == len(go.text)
    start = paged(parse_id("commands/xadd"), parts, meta, offset=0, max_chars=200)
    assert start.next_offset == 200
    rest = paged(parse_id("commands/xadd"), parts, meta, offset=200, max_chars=40_000)
    assert start.text + rest.text == whole.text
    plain = page_parts(parse_id("commands/xadd"), page, _command())
    assert (
        "In your client"
        not in paged(parse_id("commands/xadd"), plain, meta, offset=0, max_chars=40_000).text
    )


def test_sch020_client_methods_round_trip_through_the_hash_encoding() -> None:
    command = _command(client_methods=METHODS)
    assert decode_record(Command, encode_record(command)) == command
    assert decode_record(Command, encode_record(_command())).client_methods == []


def test_sch021_client_methods_are_stored_never_indexed() -> None:
    names = {field["name"] for field in index_schema(Entity.COMMAND, 1)["fields"]}
    assert "client_methods" not in names and "name" in names


def _method_hit(command: str, label: str) -> SearchHit:
    return SearchHit(
        id=f"commands/{command.lower()}#in-your-client:w0",
        title=f"{command} > In your client",
        url=f"https://redis.io/docs/latest/commands/{command.lower()}/",
        text=f"{command} method in {label}: `sig()`",
        page_id=f"commands/{command.lower()}",
        kind="chunk",
    )


@pytest.mark.parametrize(
    ("label", "clients"),
    [
        ("redis-py (Python)", {"redis-py"}),
        ("lettuce-async (Java-Async)", {"lettuce-sync", "lettuce-async", "lettuce-reactive"}),
        (
            "NRedisStack-Sync, SERedis-Sync (C#)",
            {"nredisstack", "nredisstack-async", "seredis", "seredis-async"},
        ),
        ("redis-rs-sync (Rust-Sync)", {"rust-sync", "rust-async"}),
        ("Predis (PHP)", {"predis"}),
    ],
)
def test_ret074_a_method_passage_names_its_clients(label: str, clients: set[str]) -> None:
    assert passage_clients(f"XADD method in {label}: `xadd()`") == clients


def test_ret074_a_language_keeps_only_its_clients_method_passages() -> None:
    hits = [_method_hit("XADD", "jedis (Java-Sync)"), _method_hit("XADD", "go-redis (Go)")]
    kept = methods_for(hits, resolve_language("jedis"))
    assert [h.text for h in kept] == [hits[0].text]
    assert methods_for(hits, None) == hits


def test_ret074_without_a_language_no_method_passage_takes_part_in_ranking() -> None:
    results = LegResults(
        chunk_lists=[
            (["docs:v1:c:commands/xadd#in-your-client:w0", "docs:v1:c:commands/xadd#_top:w0"], 1.0)
        ],
        page_lists=[],
        command_hits=[],
    )
    assert without_method_passages(results).chunk_lists == [
        (["docs:v1:c:commands/xadd#_top:w0"], 1.0)
    ]


def test_ret094_a_named_client_gets_the_own_legs_method_passages_as_a_list_of_their_own() -> None:
    jedis, go = (f"docs:v1:c:commands/xadd#in-your-client:w{n}" for n in (2, 4))
    body = "docs:v1:c:commands/xadd#entry-identifiers:w0"
    elsewhere = "docs:v1:c:commands/bf.reserve#in-your-client:w1"
    results = LegResults(
        chunk_lists=[([body, jedis, go], 1.0), ([elsewhere, body], 2.0), ([go, body], 1.0)],
        page_lists=[],
        command_hits=[],
        chunk_roles=["main", "client", "other"],
    )
    java = resolve_language("jedis")
    added = method_passages_for(results, java, 2.0, depth=5)
    # Only the own leg's passages, in its order; another leg's passage stays in its own list.
    assert added.chunk_lists == [*results.chunk_lists, ([jedis, go], 2.0)]
    assert added.chunk_roles == ["main", "client", "other", "methods"]
    assert method_passages_for(results, java, 2.0).chunk_lists[-1] == ([jedis], 2.0)
    assert method_passages_for(results, java, 0.0) == results
    assert method_passages_for(results, None, 2.0).chunk_lists == [
        ([body], 1.0),
        ([body], 2.0),
        ([body], 1.0),
    ]
