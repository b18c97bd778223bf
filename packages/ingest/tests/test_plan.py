"""Parse depth, partial parses and record counts, without Redis."""

from __future__ import annotations

import pytest
from docs_core.embedding import EMBEDDING_MODEL
from docs_core.index import IndexMeta
from docs_core.keys import Entity
from docs_ingest.chunking import ChunkingConfig
from docs_ingest.embed import embedding_inputs
from docs_ingest.hugo import SkippedFile, load_site
from docs_ingest.parse import parse_all, parse_changed, url_overrides
from docs_ingest.plan import LiveIndex, parse_depth
from docs_ingest.progress import Reporter
from docs_ingest.summary import counts_after, counts_of, site_problems
from docs_ingest.writer import Diff, SourceState

QUIET = Reporter(enabled=False)
FILES = {"content/develop/a.md": "h1", "content/develop/b.md": "h2", "config.toml": "h3"}


def _live(*, fingerprint: str = "fp", code: str = "code", files=None, **meta) -> LiveIndex:
    state = SourceState(dict(FILES if files is None else files), code, {})
    return LiveIndex(3, IndexMeta(version=3, fingerprint=fingerprint, **meta), state)


def test_no_live_version_means_parsing_everything():
    assert parse_depth([LiveIndex()], "fp", "code", FILES, force_full=False) == ("all", set())


def test_a_live_version_with_the_same_fingerprint_needs_no_parse():
    assert parse_depth([_live()], "fp", "code", FILES, force_full=False) == ("none", set())


def test_an_edited_page_is_parsed_alone():
    edited = {**FILES, "content/develop/a.md": "new"}
    depth, changed = parse_depth([_live()], "fp2", "code", edited, force_full=False)
    assert (depth, changed) == ("changed", {"content/develop/a.md"})


def test_a_config_change_needs_everything_parsed():
    edited = {**FILES, "config.toml": "new"}
    assert parse_depth([_live()], "fp2", "code", edited, force_full=False)[0] == "all"


@pytest.mark.parametrize(
    "live",
    [
        _live(code="older code"),
        _live(model="another-model"),
        _live(schema_version=0),
    ],
)
def test_other_code_schema_or_model_needs_everything_parsed(live):
    assert parse_depth([live], "fp2", "code", FILES, force_full=False)[0] == "all"


def test_force_full_parses_everything_even_when_nothing_changed():
    assert parse_depth([_live()], "fp", "code", FILES, force_full=True)[0] == "all"


def test_the_deepest_need_of_any_target_wins():
    without_b = {k: v for k, v in FILES.items() if k != "content/develop/b.md"}
    lives = [_live(), _live(fingerprint="old", files=without_b)]
    depth, changed = parse_depth(lives, "fp", "code", FILES, force_full=False)
    assert (depth, changed) == ("changed", {"content/develop/b.md"})
    lives = [_live(), LiveIndex()]
    assert parse_depth(lives, "fp", "code", FILES, force_full=False)[0] == "all"


def test_the_live_index_is_compatible_only_with_this_schema_and_model():
    assert _live().compatible(force_full=False)
    assert not _live(model=EMBEDDING_MODEL + "-other").compatible(force_full=False)
    assert not LiveIndex().compatible(force_full=False)


PAGES = {
    "develop/a.md": "---\ntitle: A\nurl: /a-home/\n---\n## One\n\nText of A.\n",
    "develop/b.md": '---\ntitle: B\n---\n## Two\n\nSee [A]({{< relref "/develop/a" >}}).\n',
    "commands/get.md": "---\ntitle: GET\ndescription: Gets a key\n---\nReturns the value.\n",
}


def test_a_full_parse_builds_every_page_and_counts_its_records(write_site):
    parsed = parse_all(write_site(PAGES), ChunkingConfig(), QUIET)
    assert parsed.scope is None and parsed.leftovers == 0
    assert counts_of(parsed.records) == {"pages": 3, "chunks": 3, "commands": 1}
    assert url_overrides(parsed.pages) == {"develop/a": "/a-home/"}


def test_a_partial_parse_reads_only_the_changed_pages_and_resolves_known_urls(write_site):
    site = write_site(PAGES)
    inventory = {f"content/{rel}": "h" for rel in PAGES}
    changed = {"content/develop/b.md", "content/develop/gone.md"}
    parsed = parse_changed(
        site,
        changed,
        inventory,
        known_urls={"develop/a": "/a-home/"},
        chunking=ChunkingConfig(),
        reporter=QUIET,
    )
    assert [p.page_id for p in parsed.pages] == ["develop/b"]
    assert parsed.scope == {"develop/b", "develop/gone"}
    chunk = next(r for r in parsed.records if r.entity is Entity.CHUNK)
    assert "https://redis.io/docs/latest/a-home/" in chunk.record.text


def test_counts_after_a_diff_apply_its_upserts_and_deletes(write_site):
    parsed = parse_all(write_site(PAGES), ChunkingConfig(), QUIET)
    page_b = [r for r in parsed.records if r.id.startswith("develop/b")]
    manifest = {
        Entity.PAGE: {"develop/a": "x", "develop/old": "x"},
        Entity.CHUNK: {"develop/a#one:w0": "x", "develop/old#part:w0": "x"},
        Entity.COMMAND: {},
    }
    diff = Diff(
        upserts=page_b,
        deletes=[(Entity.PAGE, "develop/old"), (Entity.CHUNK, "develop/old#part:w0")],
    )
    assert counts_after(manifest, diff) == {"pages": 2, "chunks": 2, "commands": 0}


def test_identical_embedding_inputs_are_embedded_once(write_site):
    twin = {"operate/rs/7.4/develop/a.md": PAGES["develop/a.md"].replace("url: /a-home/\n", "")}
    parsed = parse_all(write_site({**PAGES, **twin}), ChunkingConfig(), QUIET)
    inputs = embedding_inputs(parsed.records)
    assert len(inputs) < len(parsed.records)
    assert len(set(inputs.values())) == len(inputs)


def test_site_problems_list_broken_files_but_not_drafts(write_site):
    site = load_site(write_site(PAGES))
    site.skipped = [
        SkippedFile("content/x.md", "draft"),
        SkippedFile("content/y.md", "broken_front_matter", "line 2"),
    ]
    problems = site_problems(site)
    assert [(p.path, p.reason, p.detail) for p in problems] == [
        ("content/y.md", "broken_front_matter", "line 2")
    ]
