"""Client methods from the command-API mapping: cleaning, reading, records and incremental
updates (spec/005 ING-090..094), on the sample site."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import redis
from docs_core.index import live_version
from docs_core.keys import record_key
from docs_core.schema import Chunk, Command, Entity, Page, decode_record
from docs_ingest.client_methods import (
    ApiMapping,
    clean_signature,
    command_page_of,
    method_chunk_texts,
)
from docs_ingest.example_clients import CLIENTS_TSV, component_problems
from docs_ingest.pipeline import run_ingest
from docs_ingest.testing import SAMPLE_SITE, CountingHashEmbedder, copy_sample_site


@pytest.mark.parametrize(
    ("signature", "returns", "expected"),
    [
        (
            'xadd(, name: KeyT,, fields: Dict,, id: StreamIdT = "*",)',
            "ResponseT",
            'xadd(name: KeyT, fields: Dict, id: StreamIdT = "*") -> ResponseT',
        ),
        (
            'bitfield(self: Union["redis.client.Redis", "redis.asyncio.Redis"],, key: KeyT,)',
            "BitFieldOperation",
            "bitfield(key: KeyT) -> BitFieldOperation",
        ),
        (
            "decr(key: RedisKey, callback?: Callback<number>): Result<number, Context>;, /**, "
            "* Decrement, */, decrby(, key: RedisKey)",
            "Any",
            "decr(key: RedisKey, callback?: Callback<number>): Result<number, Context>",
        ),
        (
            "zadd(...args: [, key: RedisKey, ...members: (string | number)[], ])",
            "Any",
            "zadd(...args: [key: RedisKey, ...members: (string | number)[]])",
        ),
        (
            "PFMerge(ctx context.Context, dest string, keys ...string) *StatusCmd",
            "*StatusCmd",
            "PFMerge(ctx context.Context, dest string, keys ...string) *StatusCmd",
        ),
        (
            "hset(key: K,  field: F, value: V)",
            "(usize)",
            "hset(key: K, field: F, value: V) -> usize",
        ),
        ("brpop(key: K, timeout: f64)", "(Option<[String", "brpop(key: K, timeout: f64)"),
        ("long hset(String key, Map<String, String> hash)", "long", None),
    ],
)
def test_ing090_signatures_are_cleaned_to_one_readable_line_with_the_return_type(
    signature: str, returns: str, expected: str | None
) -> None:
    assert clean_signature(signature, returns) == (expected or signature)


def test_ing090_long_parameter_lists_are_cut_with_an_ellipsis() -> None:
    params = ", ".join(f"option_{i}: Optional[int] = None" for i in range(12))
    cleaned = clean_signature(f"mrange(key: str, {params})", "list")
    assert cleaned.startswith("mrange(key: str, option_0") and cleaned.endswith(", ...) -> list")
    assert len(cleaned) < 220


def test_ing091_the_mapping_gives_each_mapped_client_in_tab_order() -> None:
    methods = ApiMapping(SAMPLE_SITE).methods("xadd")
    assert [m.clients for m in methods] == [
        ["redis-py"],
        ["node-redis"],
        ["jedis"],
        ["lettuce-async"],
        ["go-redis"],
        ["nredisstack", "seredis"],
    ]
    labels = [m.label for m in methods]
    assert labels[0] == "redis-py (Python)" and labels[-1] == "NRedisStack-Sync, SERedis-Sync (C#)"
    jedis = methods[2].signatures
    assert len(jedis) == 3 and jedis[-1].startswith("byte[] xadd(") and "String key" in jedis[0]
    assert methods[4].signatures == ["XAdd(ctx context.Context, a *XAddArgs) -> *StringCmd"]
    assert methods[1].signatures[0].endswith("options?: XAddOptions)"), "Any is no return type"


def test_ing091_unmapped_commands_and_names_outside_the_mapping_have_no_methods() -> None:
    mapping = ApiMapping(SAMPLE_SITE)
    assert mapping.methods("CLIENT NO-EVICT") == []
    assert mapping.methods("../XADD") == [] and mapping.methods("") == []
    assert [m.clients for m in mapping.methods("BF.RESERVE")] == [["redis-py"], ["jedis"]]
    assert mapping.methods("BF.RESERVE")[0].signatures == [
        "reserve(key, errorRate, capacity, expansion=None, noScale=None) -> ResponseT"
    ]
    assert command_page_of("data/command-api-mapping/ACL CAT.json") == (
        "content/commands/acl-cat.md"
    )
    assert command_page_of("data/components/jedis.json") is None


@pytest.fixture
def client(redis_url: str):
    c = redis.Redis.from_url(redis_url)
    yield c
    c.close()


def _get(client: redis.Redis, entity: Entity, model, rid: str):
    version = live_version(client)
    assert version is not None
    raw = client.hgetall(record_key(entity, version, rid))
    return decode_record(model, raw) if raw else None


def test_ing092_a_command_record_holds_its_methods_and_each_client_gets_a_chunk(
    tmp_path: Path, client: redis.Redis
) -> None:
    run_ingest(copy_sample_site(tmp_path), [client], embedder=CountingHashEmbedder())
    command = _get(client, Entity.COMMAND, Command, "commands/xadd")
    assert command.client_methods == ApiMapping(SAMPLE_SITE).methods("XADD")
    page = _get(client, Entity.PAGE, Page, "commands/xadd")
    ids = [c for c in page.chunk_ids if "#in-your-client:" in c]
    assert ids == [f"commands/xadd#in-your-client:w{i}" for i in range(6)]
    assert page.chunk_ids[-6:] == ids and "In your client" not in page.body
    chunk = _get(client, Entity.CHUNK, Chunk, "commands/xadd#in-your-client:w2")
    assert chunk.heading == "In your client" and chunk.url == page.url
    assert chunk.text == method_chunk_texts("XADD", command.client_methods)[2]
    assert chunk.text.startswith("XADD method in jedis (Java-Sync): `StreamEntryID xadd(")
    assert _get(client, Entity.COMMAND, Command, "commands/client-no-evict").client_methods == []


def test_ing093_ing095_a_mapping_edit_rereads_its_command_page_and_rebuilds_the_examples(
    tmp_path: Path, client: redis.Redis
) -> None:
    site = copy_sample_site(tmp_path)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    mapping = site / "data/command-api-mapping/XADD.json"
    data = json.loads(mapping.read_text(encoding="utf-8"))
    data["api_calls"]["go-redis"][0]["signature"] = "XAdd(ctx context.Context, args *XAddArgs)"
    mapping.write_text(json.dumps(data), encoding="utf-8")
    embedder = CountingHashEmbedder()
    summary = run_ingest(site, [client], embedder=embedder)
    assert summary.parse == "changed" and summary.targets[0].mode == "incremental"
    assert summary.examples is not None, "the mapping names the commands of the examples' code"
    assert embedder.texts == [
        "XADD > In your client: XADD method in go-redis (Go): "
        "`XAdd(ctx context.Context, args *XAddArgs) -> *StringCmd`"
    ]
    command = _get(client, Entity.COMMAND, Command, "commands/xadd")
    assert command.client_methods[4].signatures[0].startswith("XAdd(ctx context.Context, args")
    again = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert again.parse == "none"


def test_ing094_a_client_table_edit_rereads_every_page(tmp_path: Path, client: redis.Redis) -> None:
    site = copy_sample_site(tmp_path)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    component = site / "data/components/jedis.json"
    data = json.loads(component.read_text(encoding="utf-8"))
    component.write_text(json.dumps(data | {"name": "Jedis"}), encoding="utf-8")
    summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert summary.parse == "all" and summary.targets[0].mode == "incremental"
    command = _get(client, Entity.COMMAND, Command, "commands/xadd")
    assert command.client_methods[2].label == "Jedis (Java-Sync)"


def test_ing091_a_malformed_mapping_entry_gives_no_methods_rather_than_stopping_the_run(
    tmp_path: Path,
) -> None:
    site = tmp_path / "site"
    shutil.copytree(SAMPLE_SITE, site)
    path = site / "data" / "command-api-mapping" / "XADD.json"
    data = json.loads(path.read_text())
    calls = data["api_calls"]
    first, second, *_ = list(calls)
    calls[first] = 5
    for call in calls[second]:
        call["returns"] = "ResponseT"
    path.write_text(json.dumps(data))
    before = ApiMapping(SAMPLE_SITE).methods("XADD")
    methods = ApiMapping(site).methods("XADD")
    assert len(methods) == len(before) - 1, "the entry that is no list gives no methods"
    kept = next(m for m in methods if m.clients == before[1].clients)
    assert kept.signatures and all(" -> " not in s for s in kept.signatures)


def test_ing096_unreadable_mapping_and_component_files_are_listed_among_the_problems(
    tmp_path: Path, client: redis.Redis
) -> None:
    site = copy_sample_site(tmp_path)
    (site / "data/command-api-mapping/XADD.json").write_text('{"api_calls": ', encoding="utf-8")
    (site / "data/components/jedis.json").write_text("[1, 2]", encoding="utf-8")
    summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
    found = {p.path: p for p in summary.problems if p.reason == "invalid_data_file"}
    assert set(found) == {"data/command-api-mapping/XADD.json", "data/components/jedis.json"}
    assert found["data/components/jedis.json"].detail == "not a JSON object"
    assert "Expecting value" in found["data/command-api-mapping/XADD.json"].detail
    assert _get(client, Entity.COMMAND, Command, "commands/xadd").client_methods == []
    assert summary.pages_published > 0, "the run still publishes"


def test_ing096_odd_names_are_no_problem_and_a_problem_is_listed_once(tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(SAMPLE_SITE, site)
    (site / "data/command-api-mapping/XADD.json").write_text("{", encoding="utf-8")
    mapping = ApiMapping(site)
    assert mapping.methods("x" * 10_000) == [] and mapping.methods("A\x00B") == []
    assert mapping.methods("XADD") == [] and mapping.methods("xadd ") == []
    assert [path for path, _ in mapping.problems] == ["data/command-api-mapping/XADD.json"]
    tsv = site / CLIENTS_TSV
    tsv.write_text(tsv.read_text() + f"evil\tEvil\t{tmp_path}/evil\tx\ty\n", encoding="utf-8")
    (tmp_path / "evil.json").write_text("{", encoding="utf-8")
    found = component_problems(site)  # a name outside data/components: reported, no crash
    assert [path for path, _ in found] == [f"{tmp_path}/evil.json"]
