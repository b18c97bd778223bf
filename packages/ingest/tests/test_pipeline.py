from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest
import redis
from docs_core.embedded import EmbeddedRedis
from docs_core.index import discover, live_version
from docs_core.keys import meta_key, record_key
from docs_core.schema import Chunk, Command, Entity, Page, decode_record
from docs_ingest import cli as cli_module
from docs_ingest import writer
from docs_ingest.chunk_quality import ChunkQuality
from docs_ingest.cli import app
from docs_ingest.errors import RedisTargetError
from docs_ingest.pipeline import run_ingest
from docs_ingest.testing import CountingHashEmbedder
from docs_ingest.writer import connect_targets
from typer.testing import CliRunner

pytestmark = pytest.mark.redis

CORPUS = Path("/work/shared/redis-docs")
COMMAND = """\
---
title: BF.RESERVE
linkTitle: BF.RESERVE
description: Creates a new Bloom Filter
summary: Creates a new Bloom Filter
syntax_fmt: "BF.RESERVE key error_rate capacity [EXPANSION expansion]"
complexity: O(1)
since: 1.0.0
group: bf
module: Bloom
acl_categories: ['@bloom', '@write']
arguments:
- name: key
  type: key
- name: error_rate
  type: double
---
Creates an empty Bloom filter.

## Required arguments

`key` is the key name.
"""
GUIDE = """\
---
title: Eviction
description: How Redis evicts keys
url: /develop/reference/eviction/
aliases: [/topics/lru-cache]
---
Lead paragraph about eviction.

## Maximum memory {{#maxmem}}

Use `maxmemory` to cap memory. {body}

### Policies

allkeys-lru and volatile-lru.
"""


def _site(write_site, body: str = "Original text.", extra: dict[str, str] | None = None) -> Path:
    return write_site(
        {
            "commands/bf.reserve.md": COMMAND,
            "develop/reference/eviction/index.md": GUIDE.format(body=body),
            "operate/rs/7.4/databases/eviction.md": GUIDE.format(body="Original text."),
            "develop/draft.md": "---\ntitle: Draft\ndraft: true\n---\nHidden.\n",
            **(extra or {}),
        }
    )


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


def test_ing007_full_ingest_writes_pages_chunks_and_commands(write_site, client):
    summary = run_ingest(_site(write_site), [client], embedder=CountingHashEmbedder())
    assert summary.targets[0].mode == "full"
    assert summary.pages_published == 3 and summary.skipped == {"draft": 1}
    assert summary.leftover_openers == 0
    page = _get(client, Entity.PAGE, Page, "develop/reference/eviction")
    assert page.url == "https://redis.io/docs/latest/develop/reference/eviction/"
    assert page.aliases == ["/topics/lru-cache"]
    assert page.summary.startswith("Lead paragraph")
    assert "Maximum memory" in page.headings and "{#maxmem}" not in page.body
    # The one-line lead joins the first section (ING-052).
    assert page.chunk_ids == ["develop/reference/eviction#maxmem:w0"]
    chunk = _get(client, Entity.CHUNK, Chunk, "develop/reference/eviction#maxmem:w0")
    assert chunk.heading == "Maximum memory" and chunk.url.endswith("/eviction/#maxmem")
    versioned = _get(client, Entity.PAGE, Page, "operate/rs/7.4/databases/eviction")
    assert (versioned.product, versioned.version) == ("rs", "7.4")
    command = _get(client, Entity.COMMAND, Command, "commands/bf.reserve")
    assert command.name_key == "BF.RESERVE" and command.complexity == "O(1)"
    assert command.acl_categories == ["@bloom", "@write"]
    assert [a["name"] for a in command.arguments] == ["key", "error_rate"]
    meta = discover(client)
    assert meta.counts == {"pages": 3, "chunks": summary.chunks, "commands": 1}


def test_ing008_unchanged_rerun_embeds_nothing_and_keeps_the_version(write_site, client):
    site = _site(write_site)
    first = run_ingest(site, [client], embedder=CountingHashEmbedder())
    # versioned copies with identical text are embedded once
    assert (
        first.reused == 0 and first.embedded < first.chunks + first.pages_published + first.commands
    )
    meta_before = discover(client)
    embedder = CountingHashEmbedder()
    second = run_ingest(site, [client], embedder=embedder)
    assert second.targets[0].mode == "unchanged" and embedder.texts == []
    assert second.parse == "none" and second.pages_published == first.pages_published
    meta_after = discover(client)
    assert meta_after.version == meta_before.version
    assert meta_after.indexed_at > meta_before.indexed_at


def test_ing009_lif002_one_page_edit_reembeds_only_that_page_and_is_visible(write_site, client):
    run_ingest(_site(write_site), [client], embedder=CountingHashEmbedder())
    version = live_version(client)
    embedder = CountingHashEmbedder()
    started = time.perf_counter()
    summary = run_ingest(_site(write_site, body="Edited sentence."), [client], embedder=embedder)
    assert time.perf_counter() - started < 5
    assert summary.targets[0].mode == "incremental" and live_version(client) == version
    assert summary.parse == "changed" and summary.files_changed == 1
    assert embedder.texts and all(t.startswith("Eviction > Maximum memory") for t in embedder.texts)
    chunk = _get(client, Entity.CHUNK, Chunk, "develop/reference/eviction#maxmem:w0")
    assert "Edited sentence." in chunk.text
    assert "Edited sentence." in _get(client, Entity.PAGE, Page, "develop/reference/eviction").body


def test_ing018_off_a_terminal_each_stage_reports_plain_lines(write_site, client, capsys):
    summary = run_ingest(
        _site(write_site), [client], progress=True, embedder=CountingHashEmbedder()
    )
    lines = capsys.readouterr().err.splitlines()
    records = summary.pages_published + summary.chunks + summary.commands
    assert [line.split(" (")[0] for line in lines] == [
        "parse: 3/3 pages",
        "chunk quality",
        f"embed: {summary.embedded}/{summary.embedded} inputs",
        f"write: {records}/{records} records",
    ]
    assert lines[1] == summary.chunk_quality.line()
    stages = [lines[0], *lines[2:]]
    assert all("(100%), " in line and line.endswith(" s elapsed") for line in stages)


LONG_PAGE = """---
title: Long listing
---
<a id="top-anchor"></a>

## Output

Run it:

```text
{code}
```

## Fields

{table}

## Cleanup

`FLUSHALL`

## Empty

## Next steps

Read the other pages to learn more about what comes next.
"""


def test_ing054_the_summary_reports_chunk_quality_over_the_chunks_parsed(write_site, client):
    code = "\n".join(f"127.0.0.1:6379> GET key:{i:04d}" for i in range(120))
    rows = "\n".join(f"| field_{i:03d} | string | What field {i} holds |" for i in range(90))
    table = "| Name | Type | Description |\n|---|---|---|\n" + rows
    site = _site(write_site, extra={"develop/long.md": LONG_PAGE.format(code=code, table=table)})
    summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert summary.chunk_quality == ChunkQuality(chunks=summary.chunks)
    page = _get(client, Entity.PAGE, Page, "develop/long")
    assert [c.split("#")[1] for c in page.chunk_ids] == [
        "output:w0",
        "output:w1",
        "output:w2",
        "fields:w0",
        "fields:w1",
        "fields:w2",
        "next-steps:w0",
    ]
    first = _get(client, Entity.CHUNK, Chunk, "develop/long#output:w0")
    # The anchor-only lead is HTML the ingest drops (ING-063); its section merged (ING-052).
    assert first.text.startswith("Run it:\n\n```text\n")
    last_table = _get(client, Entity.CHUNK, Chunk, "develop/long#fields:w2")
    assert last_table.text.startswith("| Name | Type | Description |\n|---|---|---|\n| field_")
    assert last_table.text.endswith(
        "| field_089 | string | What field 89 holds |\n\n## Cleanup\n\n`FLUSHALL`"
    )
    again = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert again.parse == "none" and again.chunk_quality == ChunkQuality()


def test_ing010_deleted_page_disappears(write_site, client):
    site = _site(write_site, extra={"develop/gone.md": "---\ntitle: Gone\n---\n## Part\n\nText.\n"})
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert _get(client, Entity.PAGE, Page, "develop/gone") is not None
    (site / "content/develop/gone.md").unlink()
    summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert summary.targets[0].deletes == 2 and summary.parse == "changed"
    assert _get(client, Entity.PAGE, Page, "develop/gone") is None
    assert _get(client, Entity.CHUNK, Chunk, "develop/gone#part:w0") is None
    assert discover(client).counts["pages"] == 3


def test_lif001_crash_mid_build_leaves_the_live_version_serving(write_site, client, monkeypatch):
    site = _site(write_site)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    live = live_version(client)

    def explode(*args, **kwargs):
        raise RuntimeError("simulated crash before publish")

    monkeypatch.setattr(writer, "publish", explode)
    with pytest.raises(RuntimeError, match="simulated crash"):
        run_ingest(site, [client], embedder=CountingHashEmbedder(), options=_full())
    assert live_version(client) == live
    assert _get(client, Entity.PAGE, Page, "develop/reference/eviction") is not None
    assert discover(client).version == live


def test_lif001_an_interrupt_after_the_switch_keeps_the_new_version_serving(
    write_site, client, monkeypatch
):
    site = _site(write_site)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    real_publish = writer.publish

    def interrupted(*args, **kwargs):
        real_publish(*args, **kwargs)
        raise KeyboardInterrupt  # as if Ctrl-C landed on the reply after EXEC

    monkeypatch.setattr(writer, "publish", interrupted)
    with pytest.raises(KeyboardInterrupt):
        run_ingest(site, [client], embedder=CountingHashEmbedder(), options=_full())
    serving = discover(client).version
    assert serving == live_version(client)
    assert _get(client, Entity.PAGE, Page, "develop/reference/eviction") is not None


def test_lif003_orphaned_versions_are_cleaned_at_start(write_site, client):
    site = _site(write_site)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    from docs_core.index import create_version

    orphan = create_version(client)
    client.hset(f"docs:v{orphan}:p:x", mapping={"title": "half"})
    summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert summary.targets[0].dropped_orphans == [orphan]
    assert not list(client.scan_iter(match=f"docs:v{orphan}:*"))


def test_ing014_lif004_every_endpoint_receives_the_same_records(write_site, client, tmp_path):
    from docs_core.embedded import ensure_embedded, stop_embedded

    second_dir = Path(str(tmp_path)[:40] + "-r2") if len(str(tmp_path)) > 60 else tmp_path / "r2"
    other = ensure_embedded(second_dir)
    try:
        second = redis.Redis.from_url(other.url)
        second.flushall()
        run_ingest(_site(write_site), [client, second], embedder=CountingHashEmbedder())
        assert discover(second).fingerprint == discover(client).fingerprint
        first_records, second_records = _records(client), _records(second)
        assert len(first_records) > 10 and first_records == second_records
        second.close()
    finally:
        stop_embedded(second_dir)
        shutil.rmtree(second_dir, ignore_errors=True)


def _records(endpoint: redis.Redis) -> dict[str, dict[bytes, bytes]]:
    """The live version's hashes by key without its version, the meta's times left out."""
    version = live_version(endpoint)
    prefix = f"docs:v{version}:"
    out = {}
    for key in endpoint.scan_iter(match=f"{prefix}*", count=1000):
        if endpoint.type(key) != b"hash":
            continue
        fields = endpoint.hgetall(key)
        if key.decode() == meta_key(version):
            fields = {k: v for k, v in fields.items() if k not in (b"indexed_at", b"updated_at")}
        out[key.decode().removeprefix(prefix)] = fields
    return out


def test_ing012_unreachable_redis_fails_fast_before_any_work(tmp_path):
    started = time.perf_counter()
    with pytest.raises(RedisTargetError, match="unreachable"):
        connect_targets(["redis://127.0.0.1:1/0"], timeout=1.0)
    dead = redis.Redis.from_url(f"unix://{tmp_path}/none.sock", socket_connect_timeout=1)
    with pytest.raises(RedisTargetError):
        run_ingest(tmp_path / "not-even-a-site", [dead])
    assert time.perf_counter() - started < 5


def test_ing013_cli_reports_a_missing_source_in_one_line(tmp_path, redis_url, monkeypatch):
    monkeypatch.setenv("DOCS_REDIS_URL", redis_url)
    result = CliRunner().invoke(app, ["run", "--source", str(tmp_path / "missing")])
    assert result.exit_code == 1
    assert "does not exist" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("DOCS_REDIS_START_TIMEOUT_S", "abc"),
        ("DOCS_REDIS_URL", "localhost:6379"),
        ("DOCS_REDIS_URLS", "redis://127.0.0.1:1, user:secret@host:6379"),
        ("DOCS_REDIS_READ_URLS", "127.0.0.1:6380"),
    ],
)
def test_ing113_a_bad_setting_is_one_line_naming_it_in_every_command(tmp_path, variable, value):
    # A data dir of the test's own: a command that wrongly went on would start no shared Redis.
    env = {"DOCS_DATA_DIR": str(tmp_path), variable: value}
    for command in (
        ["run", "--source", str(tmp_path)],
        ["sync", "--repo", str(tmp_path)],
        ["status"],
        ["redis", "start"],
        ["redis", "stop"],
        ["redis", "status"],
    ):
        result = CliRunner().invoke(app, command, env=env)
        assert result.exit_code == 1, (command, result.output)
        assert result.output.startswith(f"error: invalid settings: {variable}: "), result.output
        assert result.output.count("\n") == 1 and "secret" not in result.output


def test_emb009_run_and_sync_refuse_a_bad_thread_count_as_a_setting(tmp_path):
    # An unreachable Redis: a command that went on would fail, but for that reason.
    env = {"DOCS_REDIS_URL": "redis://127.0.0.1:1/0", "DOCS_EMBED_THREADS": "0"}
    for command in (["run", "--source", str(tmp_path)], ["sync", "--repo", str(tmp_path)]):
        result = CliRunner().invoke(app, command, env=env)
        assert result.exit_code == 1
        assert result.output == (
            "error: invalid settings: DOCS_EMBED_THREADS: must be an integer of at least 1, "
            "not '0'\n"
        )


@pytest.mark.parametrize(
    ("failure", "said"),
    [
        (redis.ConnectionError("Connection closed by server."), "Redis failed during the run"),
        (IsADirectoryError(21, "Is a directory", "content/x.md"), "cannot read the source"),
    ],
)
def test_ing013_a_failure_mid_run_is_one_line_not_a_traceback(
    write_site, redis_url, monkeypatch, failure, said
):
    monkeypatch.setenv("DOCS_REDIS_URL", redis_url)

    def failing(*args, **kwargs):
        raise failure

    monkeypatch.setattr(cli_module, "run_ingest", failing)
    result = CliRunner().invoke(app, ["run", "--source", str(_site(write_site))])
    assert result.exit_code == 1
    assert result.output.startswith(f"error: {said}") and "Traceback" not in result.output


def test_ing019_status_shows_the_source_as_an_absolute_resolved_path(
    write_site, client, redis_url, monkeypatch
):
    site = _site(write_site)
    (site.parent / "link").symlink_to(site, target_is_directory=True)
    monkeypatch.chdir(site.parent)
    summary = run_ingest(Path("link"), [client], embedder=CountingHashEmbedder())
    assert summary.source == str(site.resolve())
    monkeypatch.setenv("DOCS_REDIS_URL", redis_url)
    result = CliRunner().invoke(app, ["status", "--json"])
    assert result.exit_code == 0, result.output
    [report] = json.loads(result.stdout)
    assert report["source"] == str(site.resolve()) and Path(report["source"]).is_absolute()


def test_ing115_status_starts_no_embedded_redis(tmp_path, sample_index, embedded_redis):
    stopped = CliRunner().invoke(app, ["status"], env={"DOCS_DATA_DIR": str(tmp_path)})
    assert stopped.exit_code == 1
    assert stopped.output == (
        f"error: the embedded Redis in {tmp_path.resolve()} is not running; nothing to show "
        "(docs-ingest redis start or docs-ingest run starts it)\n"
    )
    assert EmbeddedRedis(tmp_path).probe().state == "down"
    assert not (tmp_path / "redis.sock").exists()
    running = CliRunner().invoke(
        app, ["status"], env={"DOCS_DATA_DIR": str(embedded_redis.data_dir)}
    )
    assert running.exit_code == 0, running.output
    [report] = json.loads(running.stdout)
    assert report["ok"] and report["version"] >= 1


def test_ing003_real_corpus_slice_ingests_with_no_leftover_shortcodes(write_site, client):
    pages = [
        "commands/bf.reserve.md",
        "develop/reference/eviction/index.md",
        "operate/rc/databases/connect/_index.md",
        "operate/rc/rdi/setup.md",
        "develop/data-types/probabilistic/bloom-filter.md",
        "operate/rs/databases/memory-performance/eviction-policy.md",
        "embeds/_index.md",
        "embeds/rc-endpoint-description.md",
        "operate/rs/AGENTS.md",
    ]
    files = {
        p: (CORPUS / "content" / p).read_text(encoding="utf-8")
        for p in pages
        if (CORPUS / "content" / p).exists()
    }
    assert len(files) >= 7
    site = write_site({})
    for rel, text in files.items():
        path = site / "content" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    summary = run_ingest(site, [client])
    assert summary.leftover_openers == 0
    assert summary.skipped.get("render_never", 0) >= 2 and summary.skipped.get("ignore_files") == 1
    assert summary.embedded > 0
    command = _get(client, Entity.COMMAND, Command, "commands/bf.reserve")
    assert command is not None and command.group == "bf"


def _full():
    from docs_ingest.pipeline import IngestOptions

    return IngestOptions(force_full=True)


def test_ing009_an_embed_edit_rerenders_every_page_that_embeds_it(write_site, client):
    extra = {
        "embeds/_index.md": "---\ncascade:\n  build:\n    render: never\n---\n",
        "embeds/shared.md": "Shared alpha text.\n",
        "develop/one.md": '---\ntitle: One\n---\n## Part\n\n{{< embed-md "shared.md" >}}\n',
    }
    site = _site(write_site, extra=extra)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    (site / "content/embeds/shared.md").write_text("Shared beta text.\n")
    summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert summary.parse == "all" and summary.targets[0].mode == "incremental"
    assert "beta" in _get(client, Entity.CHUNK, Chunk, "develop/one#part:w0").text


def test_ing009_a_url_override_change_rerenders_pages_linking_to_it(write_site, client):
    linking = '---\ntitle: Linker\n---\n## See\n\n[x]({{< relref "/develop/target" >}})\n'
    target = "---\ntitle: Target\n{url}---\nBody.\n"
    site = _site(
        write_site,
        extra={"develop/linker.md": linking, "develop/target.md": target.format(url="")},
    )
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    (site / "content/develop/target.md").write_text(target.format(url="url: /new/home/\n"))
    summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert summary.parse == "all"
    text = _get(client, Entity.CHUNK, Chunk, "develop/linker#see:w0").text
    assert "https://redis.io/docs/latest/new/home/" in text


def _views(client: redis.Redis) -> set[str]:
    return {n.decode() for n in client.execute_command("FT._LIST") if b"_latest_v" in n}


def test_lif038_a_rerun_gives_a_live_version_built_without_views_its_views(write_site, client):
    from docs_core.keys import LATEST_VIEWS, latest_view_name

    site = _site(write_site)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    version = live_version(client)
    for entity, alias in LATEST_VIEWS.items():
        client.execute_command("FT.ALIASDEL", alias)
        client.execute_command("FT.DROPINDEX", latest_view_name(entity, version))
    assert not _views(client)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert live_version(client) == version
    assert _views(client) == {latest_view_name(e, version) for e in LATEST_VIEWS}
    found = client.ft("docs_pages_latest").search("eviction")
    assert {d.id.rsplit(":", 1)[1] for d in found.docs} == {"develop/reference/eviction"}


def test_lif038_a_view_left_behind_by_a_dropped_version_is_cleaned_at_start(write_site, client):
    from docs_core.index import create_version, drop_version
    from docs_core.keys import LATEST_VIEWS, latest_view_name, physical_index_name

    site = _site(write_site)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    orphan = create_version(client)
    for entity in Entity:
        client.execute_command("FT.DROPINDEX", physical_index_name(entity, orphan))
    assert latest_view_name(Entity.CHUNK, orphan) in _views(client)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert not {latest_view_name(e, orphan) for e in LATEST_VIEWS} & _views(client)
    drop_version(client, orphan)
