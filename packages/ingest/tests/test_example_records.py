"""Example records written by the pipeline (spec/005 "Code examples", ING-080..084; spec/001
ID-020; spec/002 SCH-010), and a client guide's example shown without CLI text (ING-087).

The fixture examples are ``docs_ingest.testing.examples`` (Python and Java from client
repositories, Node.js local, a local Python file replacing a client repository's, a step only
Java has, three bad inputs) over a copy of the sample site; the last tests read the real
``client-examples/`` of the checkout beside this repository.
"""

from __future__ import annotations

import asyncio
import json
import shutil
from functools import cache
from pathlib import Path

import pytest
import redis
from docs_core.ids import parse_id
from docs_core.index import live_version
from docs_core.keys import record_key
from docs_core.languages import resolve_language
from docs_core.retrieval import DocsReader
from docs_core.schema import Entity, Example, Page, decode_record, encode_record
from docs_ingest.cli import app
from docs_ingest.code_commands import CommandMethods, code_commands, method_name
from docs_ingest.errors import SourceError
from docs_ingest.example_records import ExampleBuild, build_examples, cli_commands, use_contexts
from docs_ingest.hugo import SourcePage, load_site
from docs_ingest.pipeline import IngestOptions, run_ingest
from docs_ingest.testing import CountingHashEmbedder, copy_sample_site
from docs_ingest.testing.examples import EXAMPLE_PAGE, HLL_PFADD_PY, add_examples
from typer.testing import CliRunner

REAL_DOCS = Path(__file__).resolve().parents[3].parent / "shared" / "redis-docs"


@pytest.fixture
def client(redis_url: str):
    c = redis.Redis.from_url(redis_url)
    yield c
    c.close()


@pytest.fixture
def site(tmp_path: Path) -> Path:
    return add_examples(copy_sample_site(tmp_path))


def _example(client: redis.Redis, example_id: str) -> Example | None:
    version = live_version(client)
    assert version is not None
    raw = client.hgetall(record_key(Entity.EXAMPLE, version, example_id))
    return decode_record(Example, raw) if raw else None


@pytest.mark.redis
def test_ing080_the_pipeline_writes_one_example_record_per_set_step_and_client(site, client):
    summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
    examples = summary.examples
    assert examples is not None
    assert examples.records == 8
    assert examples.by_language == {"python": 3, "javascript": 2, "java": 2, "go": 1}
    assert (examples.sets, examples.steps) == (2, 5)
    assert (examples.shortcode_uses, examples.uses_resolved) == (5, 4)
    record = _example(client, "examples/hll_tutorial/pfadd/redis-py")
    assert record is not None
    assert record.code == HLL_PFADD_PY
    assert (record.client_key, record.client_label, record.language) == (
        "redis-py",
        "Python",
        "python",
    )
    assert (record.set_id, record.step) == ("hll_tutorial", "pfadd")
    assert record.page_ids == [EXAMPLE_PAGE]
    assert record.cli.startswith("> PFADD bikes") and record.commands == ["PFADD", "PFCOUNT"]
    assert record.url.endswith("/hyperloglogs/#examples")
    assert record.title == "HyperLogLog > Examples"
    assert "unique visitors" in record.intent
    local = _example(client, "examples/hash_intro/hset/redis-py")
    assert local is not None and "Local" in local.code and local.source_path.startswith("local_")
    only_java = _example(client, "examples/hll_tutorial/pfcount_java/jedis")
    assert (
        only_java is not None
        and _example(client, "examples/hll_tutorial/pfcount_java/redis-py") is None
    )
    assert summary.targets[0].mode == "full"


@pytest.mark.redis
def test_ing081_bad_example_input_is_reported_with_its_path_and_the_page_keeps_its_cli(
    site, client
):
    summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert summary.examples is not None
    issues = {(i.path, i.detail) for i in summary.examples.issues}
    assert (
        "client-examples/redis_py/no_example_line.py:1",
        "no 'EXAMPLE: <set>' on the first line",
    ) in issues
    assert any(
        p.startswith("client-examples/go_redis/hll_unclosed_test.go") and "never closed" in d
        for p, d in issues
    )
    [unresolved] = summary.examples.unresolved
    assert unresolved.path == f"content/{EXAMPLE_PAGE}.md"
    assert "missing_step" in unresolved.detail
    version = live_version(client)
    page = decode_record(Page, client.hgetall(record_key(Entity.PAGE, version, EXAMPLE_PAGE)))
    assert "> PFCOUNT nothing" in page.body and "> PFADD bikes" in page.body
    assert "r.pfadd" not in page.body


@pytest.mark.redis
def test_ing082_examples_are_embedded_once_and_an_edit_re_embeds_only_what_changed(site, client):
    embedder = CountingHashEmbedder()
    run_ingest(site, [client], embedder=embedder)
    again = run_ingest(site, [client], embedder=embedder)
    assert (again.parse, again.embedded, again.targets[0].mode) == ("none", 0, "unchanged")
    node = site / "local_examples/hll_tutorial/node-redis/dt-hll.js"
    node.write_text(node.read_text().replace("pfMerge", "pfMergeEdited"), encoding="utf-8")
    edited = run_ingest(site, [client], embedder=embedder)
    assert edited.parse == "all" and edited.targets[0].mode == "incremental"
    assert (edited.targets[0].upserts, edited.targets[0].deletes, edited.embedded) == (1, 0, 1)
    record = _example(client, "examples/hll_tutorial/pfmerge/node-redis")
    assert record is not None and "pfMergeEdited" in record.code


@pytest.mark.redis
def test_ing083_examples_option_names_the_client_repositories_folder(
    tmp_path, site, client, redis_url, monkeypatch
):
    elsewhere = tmp_path / "elsewhere"
    shutil.move(site / "client-examples", elsewhere)
    without = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert without.examples is not None and without.examples.by_client == {
        "node-redis": 2,
        "redis-py": 1,
    }
    monkeypatch.setenv("DOCS_REDIS_URL", redis_url)
    result = CliRunner().invoke(
        app, ["run", "--source", str(site), "--examples", str(elsewhere), "--no-progress"]
    )
    assert result.exit_code == 0, result.output
    assert "examples 8 (python 3, javascript 2, java 2, go 1)" in result.output
    assert _example(client, "examples/hll_tutorial/pfadd/jedis") is not None


def test_ing080_cli_commands_are_read_from_the_prompts_of_the_cli_text():
    cli = "> HSET bike:1 model Deimos\n(integer) 1\nredis> hget bike:1 model\n127.0.0.1:6379> HSET x y z"
    assert cli_commands(cli) == ["HSET", "HGET"]


def test_ing095_a_signature_names_its_method_and_calls_name_their_commands():
    assert method_name("List<String> lrange(final String key, long start)") == "lrange"
    assert method_name("fn hset<K: ToRedisArgs, F>(key: K, field: F)") == "hset"
    assert method_name("LRange(ctx context.Context, key string) *StringSliceCmd") == "lrange"
    assert method_name("CF.SCANDUMP(key: RedisArgument, iterator: number)") == "cf.scandump"
    assert method_name("no parameters here") is None
    methods = {"lrange": "LRANGE", "ft.search": "FT.SEARCH", "hgetall": "HGETALL", "get": "GET"}
    code = "rdb.LRange(ctx, k, 0, -1).ScanSlice(&x)\nawait client.ft.search('idx', '*')"
    assert code_commands(code, methods) == ["LRANGE", "FT.SEARCH"]
    assert code_commands("$r->hgetall('k'); $r->hgetall('j');", methods) == ["HGETALL"]
    assert code_commands("String v = future.get();", methods) == []
    # A receiver is required, and a container's own method name needs its receiver's.
    assert code_commands("lrange(k, 0, 1); doc.get('distance')", methods) == []
    assert code_commands("client.json.get('k')", {"json.get": "JSON.GET"}) == ["JSON.GET"]
    # Bounded runs: a long run of word characters costs linear time.
    assert code_commands("a" * 50_000 + " " * 20_000, methods) == []


def _write_mapping(root, calls):
    """One ``data/command-api-mapping/<COMMAND>.json`` under ``root`` per entry of ``calls``."""
    mapping = root / "data" / "command-api-mapping"
    mapping.mkdir(parents=True)
    for command, body in calls.items():
        (mapping / f"{command}.json").write_text(json.dumps({"api_calls": body}))
    return mapping


def test_ing095_a_method_name_two_commands_share_or_too_short_is_left_out(tmp_path):
    calls = {
        "GET": {"redis_py": [{"signature": "get(name: KeyT)"}]},
        "JSON.GET": {"redis_py": [{"signature": "get(name: str, *args)"}]},
        "LRANGE": {"redis_py": [{"signature": "lrange(name: KeyT, start: int, end: int)"}]},
        "DEL": {"go-redis": [{"signature": "Do(ctx, args)"}]},
    }
    mapping = _write_mapping(tmp_path, calls)
    (mapping / "BROKEN.json").write_text("{")
    (mapping / "DEEP.json").write_text("[" * 100_000 + "]" * 100_000)
    methods = CommandMethods.load(tmp_path)
    modules = {"jsonget": "JSON.GET", "json_get": "JSON.GET"}
    assert dict(methods.of("redis_py")) == {"lrange": "LRANGE", **modules}
    assert dict(methods.of("go-redis")) == modules and dict(methods.of(None)) == modules


def test_ing097_a_module_command_is_read_from_a_method_named_as_it_runs_together(tmp_path):
    calls = {
        "FT.AGGREGATE": {"lettuce_reactive": [], "jedis": [{"signature": "ftAggregate(a, b)"}]},
        "FT.SEARCH": {"redis_rb": [{"signature": "search(query)"}]},
        "TS.ADD": {"lettuce_async": [{"signature": "add(key, value)"}]},
        "JSON.GET": {"php": [{"signature": "jsonget(key)"}]},
        "JSON.MGET": {"php": [{"signature": "jsonget(keys)"}]},
    }
    _write_mapping(tmp_path, calls)
    methods = CommandMethods.load(tmp_path)
    code = 'reactive.ftAggregate("idx", "*", args).doOnNext(r -> n.add(r))'
    assert code_commands(code, methods.of("lettuce_reactive")) == ["FT.AGGREGATE"]
    assert code_commands("r.ft_search('idx')", methods.of("redis_rb")) == ["FT.SEARCH"]
    assert code_commands("client.tsAdd(k, 1)", methods.of("lettuce_async")) == ["TS.ADD"]
    assert code_commands("client.ftsearchx(k)", methods.of(None)) == []
    # A name the client's own mapping gives two commands stays unread, module form or not.
    assert code_commands("$r->jsonget('k')", methods.of("php")) == []
    assert code_commands("$r->jsonget('k')", methods.of("redis_rb")) == ["JSON.GET"]


def test_sch010_example_records_round_trip_and_index_their_tags_and_code():
    from docs_core.schema import index_schema

    record = Example(
        id="examples/hll_tutorial/pfadd/redis-py",
        set_id="hll_tutorial",
        step="pfadd",
        client_key="redis-py",
        client_label="Python",
        client_name="redis-py",
        language="python",
        title="HyperLogLog > Examples",
        url="https://redis.io/docs/latest/x/",
        code="r.pfadd('a', 'b')\n    indented",
        page_ids=["a/b", "c/d"],
        commands=["PFADD"],
        source_path="client-examples/redis_py/dt_hll.py",
        content_hash="h",
    )
    assert decode_record(Example, encode_record(record)) == record
    fields = {f["name"]: f["type"] for f in index_schema(Entity.EXAMPLE, 3)["fields"]}
    assert {
        k: fields[k] for k in ("set_id", "step", "client_key", "language", "page_ids")
    } == dict.fromkeys(("set_id", "step", "client_key", "language", "page_ids"), "tag")
    assert fields["code"] == "text" and "cli" not in fields and "source_path" not in fields
    assert index_schema(Entity.EXAMPLE, 3)["index"]["prefix"] == "docs:v3:x:"


@cache
def _real() -> ExampleBuild:
    if not (REAL_DOCS / "content").is_dir():
        pytest.fail(f"the docs checkout {REAL_DOCS} is missing")
    return build_examples(REAL_DOCS, load_site(REAL_DOCS))


def test_ing084_real_examples_become_records_in_nine_languages_with_pages_and_cli():
    build = _real()
    records = [r.record for r in build.records]
    assert len(records) == 2457
    assert {r.language for r in records} == {
        "java",
        "python",
        "rust",
        "javascript",
        "go",
        "csharp",
        "php",
        "ruby",
        "c",
    }
    shown = [r for r in records if r.page_ids]
    assert len(shown) == 2370
    hset = next(r for r in records if r.id == "examples/cmds_hash/hset/redis-py")
    assert hset.page_ids == ["commands/hset"] and "HSET" in hset.commands
    assert hset.url == "https://redis.io/docs/latest/commands/hset/#examples"
    # ING-095: a client guide's step has no CLI text; its code's calls name its commands.
    scan = next(r for r in records if r.id == "examples/go_scan_buffer/scan_list/go-redis")
    assert not scan.cli and scan.commands == ["RPUSH", "LRANGE"]
    with_commands = sum(bool(r.commands) for r in records if not r.cli)
    assert with_commands >= 200, with_commands
    landing = next(r for r in records if r.id == "examples/landing/set_get_hash/ioredis")
    assert landing.commands == ["HSET", "HGETALL"]
    unresolved = sorted(f"{u.set_id}/{u.step}" for u in build.uses if not u.resolved)
    assert unresolved == ["query_vector/vector3", "query_vector/vector4"]


def test_id020_every_real_example_id_parses_and_names_set_step_and_client():
    for built in _real().records:
        record = built.record
        assert isinstance(record, Example)
        parsed = parse_id(record.id)
        assert parsed.kind == "page" and str(parsed) == record.id
        assert record.id == f"examples/{record.set_id}/{record.step}/{record.client_key}"
        assert len(record.id) <= 70


@pytest.mark.redis
def test_ing085_an_index_of_the_schema_before_examples_serves_until_the_new_build_replaces_it(
    site, client
):
    from docs_core.index import aliased_versions
    from docs_ingest.writer import cleanup_unpublished

    run_ingest(site, [client], embedder=CountingHashEmbedder())
    old = live_version(client)
    assert old is not None
    client.execute_command("FT.ALIASDEL", "docs_examples")
    client.hset(f"docs:v{old}:meta", "schema_version", "1")
    assert live_version(client) is None and aliased_versions(client) == {old}
    assert cleanup_unpublished(client) == []
    assert client.exists(record_key(Entity.PAGE, old, EXAMPLE_PAGE))
    summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert summary.targets[0].mode == "full"
    new = live_version(client)
    assert new is not None and new != old
    assert not client.exists(record_key(Entity.PAGE, old, EXAMPLE_PAGE))
    assert aliased_versions(client) == {new}


@pytest.mark.redis
def test_ing086_a_page_showing_examples_is_re_read_alone_and_its_examples_follow_it(site, client):
    embedder = CountingHashEmbedder()
    run_ingest(site, [client], embedder=embedder)
    page = site / "content" / f"{EXAMPLE_PAGE}.md"
    page.write_text(page.read_text() + "\nOne more sentence about counting.\n", encoding="utf-8")
    edited = run_ingest(site, [client], embedder=embedder)
    assert (edited.parse, edited.targets[0].mode) == ("changed", "incremental")
    assert edited.examples is not None and edited.examples.records == 8
    record = _example(client, "examples/hll_tutorial/pfadd/redis-py")
    assert record is not None and record.page_ids == [EXAMPLE_PAGE]
    page.unlink()
    gone = run_ingest(site, [client], embedder=embedder)
    assert (gone.parse, gone.targets[0].mode) == ("changed", "incremental")
    record = _example(client, "examples/hll_tutorial/pfadd/redis-py")
    assert record is not None and record.page_ids == []


_GUIDE = "develop/clients/redis-py/hll"
_GUIDE_PAGE = """\
---
title: HyperLogLog with redis-py
---
Add items:

{{< clients-example set="hll_tutorial" step="pfadd" lang_filter="Python,Node.js" />}}

Merge them:

{{< clients-example set="hll_tutorial" step="pfmerge" lang_filter="Python" />}}

Run it in a notebook:

{{< jupyter-example set="hll_tutorial" step="pfcount_java" lang_filter="Java-Sync" \
description="Count the bikes from Java" />}}
"""


@pytest.mark.redis
def test_ing087_a_client_guides_example_without_cli_text_is_shown_as_its_first_tabs_code(
    site, client, redis_url
):
    guide = site / "content" / f"{_GUIDE}.md"
    guide.parent.mkdir(parents=True, exist_ok=True)
    guide.write_text(_GUIDE_PAGE, encoding="utf-8")
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    page = client.hgetall(record_key(Entity.PAGE, live_version(client) or "", _GUIDE))
    stored = decode_record(Page, page).body
    assert f"Add items:\n\n```python\n{HLL_PFADD_PY}\n```\n\nMerge them:" in stored
    assert "```python\nres2 = r.pfmerge(" in stored
    assert 'notebook:\n\n```java\n        long res2 = jedis.pfcount("bikes");\n```' in stored
    jedis = _example(client, "examples/hll_tutorial/pfcount_java/jedis")
    assert jedis is not None and set(jedis.page_ids) == {EXAMPLE_PAGE, _GUIDE}
    assert jedis.intent == "Count the bikes from Java"

    async def fetched(language: str | None) -> str:
        reader = await DocsReader.connect(redis_url, embedder=CountingHashEmbedder())
        try:
            wanted = resolve_language(language) if language else None
            return (await reader.fetch(_GUIDE, language=wanted)).text
        finally:
            await reader.aclose()

    plain = asyncio.run(fetched(None))
    assert f"```python\n{HLL_PFADD_PY}\n```\n\nAlso in Node.js (`node-redis`):" in plain
    assert "```python\nres2 = r.pfmerge(" in plain and "redis-cli" not in plain
    node = asyncio.run(fetched("node-redis"))
    assert "```javascript\nconst res1 = await client.pfAdd(" in node
    assert "Also in Python (`redis-py`):" in node and "r.pfadd(" not in node
    assert "```python\nres2 = r.pfmerge(" in asyncio.run(fetched("java"))


def test_ing080_a_comment_in_a_uses_cli_text_is_no_section_of_its_page():
    body = (
        "Intro.\n\n## Strings\n\n"
        '{{< clients-example set="s" step="one" >}}\n# Recreate the key first.\n> SET k v\n'
        "OK\n{{< /clients-example >}}\n\n"
        '{{< clients-example set="s" step="two" >}}\n{{< /clients-example >}}\n\n'
        '## Counters\n\n{{< clients-example set="s" step="three" >}}\n> INCR c\n'
        "{{< /clients-example >}}\n"
    )
    page = SourcePage("develop/x.md", "develop/x", {"title": "X"}, body)
    contexts = use_contexts(page)
    assert [c.title for c in contexts] == ["X > Strings", "X > Strings", "X > Counters"]
    assert all("recreate" not in c.url for c in contexts)


@pytest.mark.redis
def test_ing112_a_missing_examples_folder_is_refused_and_the_index_kept(
    tmp_path, site, client, redis_url, monkeypatch
):
    elsewhere = tmp_path / "elsewhere"
    shutil.move(site / "client-examples", elsewhere)
    run_ingest(
        site,
        [client],
        embedder=CountingHashEmbedder(),
        options=IngestOptions(examples_dir=elsewhere),
    )
    version = live_version(client)
    assert _example(client, "examples/hll_tutorial/pfadd/jedis") is not None
    typo = tmp_path / "elsewher"
    a_file = tmp_path / "a-file"
    a_file.write_text("x", encoding="utf-8")
    monkeypatch.setenv("DOCS_REDIS_URL", redis_url)
    for wrong in (typo, a_file):
        result = CliRunner().invoke(
            app, ["run", "--source", str(site), "--examples", str(wrong), "--no-progress"]
        )
        assert result.exit_code == 1, result.output
        assert (
            result.output
            == f"error: --examples {str(wrong)!r} is no folder; the index is unchanged\n"
        )
        with pytest.raises(SourceError, match="is no folder"):
            run_ingest(
                site,
                [client],
                embedder=CountingHashEmbedder(),
                options=IngestOptions(examples_dir=wrong),
            )
    assert live_version(client) == version
    assert _example(client, "examples/hll_tutorial/pfadd/jedis") is not None
