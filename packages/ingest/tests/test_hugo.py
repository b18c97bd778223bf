from __future__ import annotations

from pathlib import Path

import pytest
from docs_ingest.errors import SourceError
from docs_ingest.hugo import load_site
from docs_ingest.summary import site_problems

PAGE = """\
---
title: {title}
{extra}
---
Body of {title}.
"""


def _page(title: str, extra: str = "") -> str:
    return PAGE.format(title=title, extra=extra)


def test_ing001_drafts_render_never_cascades_and_ignore_files_are_skipped(write_site):
    root = write_site(
        {
            "_index.md": _page("Home"),
            "guide/ok.md": _page("Ok"),
            "guide/draft.md": _page("Draft", "draft: true"),
            "guide/headless.md": _page("Headless", "headless: true"),
            "guide/never.md": _page("Never", "build:\n  render: never"),
            "guide/legacy.md": _page("Legacy", "_build:\n  render: false"),
            "guide/listed.md": _page("Listed", "_build:\n  list: never"),
            "embeds/_index.md": "---\nbuild:\n  render: never\ncascade:\n  build:\n    render: never\n---\n",
            "embeds/snippet.md": "Snippet text.\n",
            "embeds/deep/other.md": "Other snippet.\n",
            "guide/AGENTS.md": "# Conventions for agents\n",
            "guide/CLAUDE.md": "@AGENTS.md\n",
        }
    )
    site = load_site(root)
    published = sorted(p.page_id for p in site.pages)
    assert "guide/ok" in published
    assert "guide/listed" in published
    assert {"guide/draft", "guide/headless", "guide/never", "guide/legacy"}.isdisjoint(published)
    reasons = {s.rel_path: s.reason for s in site.skipped}
    assert reasons["content/guide/draft.md"] == "draft"
    assert reasons["content/guide/headless.md"] == "headless"
    assert reasons["content/guide/never.md"] == "render_never"
    assert reasons["content/guide/legacy.md"] == "render_never"
    assert reasons["content/embeds/snippet.md"] == "render_never"
    assert reasons["content/embeds/deep/other.md"] == "render_never"
    assert reasons["content/guide/AGENTS.md"] == "ignore_files"
    assert reasons["content/guide/CLAUDE.md"] == "ignore_files"


def test_ing002_broken_front_matter_is_reported_and_the_rest_is_read(write_site):
    root = write_site(
        {
            "a.md": _page("Fine"),
            "b.md": "---\ntitle: [unclosed\n---\nBody\n",
            "c.md": "Title: Recovered\ndescription: no opening fence\n---\nBody text.\n",
        }
    )
    site = load_site(root)
    assert {p.page_id for p in site.pages} == {"a", "c"}
    broken = [s for s in site.skipped if s.reason == "broken_front_matter"]
    assert [s.rel_path for s in broken] == ["content/b.md"]
    assert "line" in broken[0].detail
    recovered = next(p for p in site.pages if p.page_id == "c")
    assert recovered.front["title"] == "Recovered"
    assert [w.rel_path for w in site.warnings] == ["content/c.md"]


def test_ing013_missing_source_and_non_hugo_directory_are_clear_errors(tmp_path: Path):
    with pytest.raises(SourceError, match="does not exist"):
        load_site(tmp_path / "nowhere")
    with pytest.raises(SourceError, match="no content/ directory"):
        load_site(tmp_path)


def test_ing015_source_commit_comes_from_source_md_when_not_a_git_checkout(write_site):
    root = write_site({"a.md": _page("A")})
    (root / "SOURCE.md").write_text("snapshot at commit " + "ab" * 20 + " (date)\n")
    assert load_site(root).source_commit == "ab" * 20


def test_ing002_files_hugo_would_not_publish_as_pages_are_reported_and_the_rest_kept(
    write_site, tmp_path
):
    bomb = (
        "---\ntitle: Bomb\na: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a]\n---\nBody.\n"
    )
    root = write_site(
        {
            "develop/ok.md": _page("Ok"),
            "develop/dup.md": _page("First"),
            "develop/dup/index.md": _page("Second"),
            "examples/hll/pfadd/redis-py.md": _page("Not an example"),
            "develop/bomb.md": bomb,
            "internal/_index.md": "---\ntitle: [unclosed\ncascade: {draft: true}\n---\n",
            "internal/notes.md": _page("Hidden notes"),
        }
    )
    secret = tmp_path / "secret.txt"
    secret.write_text("root:x:0:0")
    (root / "content" / "develop" / "leak.md").symlink_to(secret)
    site = load_site(root)
    reasons = {s.rel_path: s.reason for s in site.skipped}
    assert {p.page_id for p in site.pages} == {"develop/ok", "develop/dup"}
    # One page id, two files: the first in path order (parts compared) is the page.
    assert next(p for p in site.pages if p.page_id == "develop/dup").front["title"] == "Second"
    assert reasons["content/develop/dup.md"] == "duplicate_page_id"
    assert reasons["content/examples/hll/pfadd/redis-py.md"] == "reserved_id"
    assert reasons["content/develop/bomb.md"] == "broken_front_matter"
    assert reasons["content/internal/notes.md"] == "section_front_matter_broken"
    assert reasons["content/develop/leak.md"] == "not_a_file"
    problems = {i.path: i.reason for i in site_problems(site)}
    assert problems == reasons, "each is a problem the summary lists"
    # A partial parse of the other file picks what the full one picks: nothing.
    partial = load_site(root, only={"content/develop/dup.md"})
    assert partial.pages == []


def test_ing103_drafts_are_read_as_hugo_reads_them(write_site):
    root = write_site(
        {
            "_index.md": _page("Home"),
            "guide/ok.md": _page("Ok"),
            "guide/quoted.md": _page("Quoted", 'draft: "true"'),
            "guide/unclosed.md": "---\ntitle: Unclosed\ndraft: true\nThis draft is not shown.\n",
        }
    )
    bom = root / "content/guide/bom.md"
    bom.write_text("\ufeff" + _page("Bom", "draft: true"), encoding="utf-8")
    site = load_site(root)
    assert "guide/ok" in {p.page_id for p in site.pages}
    assert not {"guide/quoted", "guide/unclosed", "guide/bom"} & {p.page_id for p in site.pages}
    reasons = {s.rel_path: s.reason for s in site.skipped}
    assert reasons["content/guide/quoted.md"] == "draft"
    assert reasons["content/guide/bom.md"] == "draft"
    assert reasons["content/guide/unclosed.md"] == "broken_front_matter"


def test_ing107_front_matter_fields_of_the_wrong_kind_are_reported(write_site):
    root = write_site(
        {
            "_index.md": _page("Home"),
            "guide/away.md": _page("Away", "url: https://evil.example/x"),
            "guide/moved.md": _page("Moved", "url: /guide/elsewhere/"),
            "guide/listed.md": "---\ntitle: [a, b]\n---\nText.\n",
        }
    )
    site = load_site(root)
    fronts = {p.page_id: p.front for p in site.pages}
    assert "url" not in fronts["guide/away"] and fronts["guide/moved"]["url"] == "/guide/elsewhere/"
    problems = {
        w.rel_path: w.detail for w in site.warnings if w.reason == "invalid_front_matter_field"
    }
    assert "is not a site path" in problems["content/guide/away.md"]
    assert problems["content/guide/listed.md"] == "title is a list, not text"
    assert "content/guide/moved.md" not in problems
