"""A checkout an attacker controls (a synced fork) neither publishes the host's files nor ends
the run nor grows without bound (spec/005-ingest.md, ING-110)."""

from __future__ import annotations

import hashlib
import textwrap
from pathlib import Path

import pytest
from docs_ingest.errors import SourceError
from docs_ingest.example_clients import _read_component
from docs_ingest.example_shortcodes import tab_labels
from docs_ingest.expansion import RenderBudgetError
from docs_ingest.hugo import MAX_TITLE_CHARS, check_source, file_sha256, load_site
from docs_ingest.shortcodes import RenderContext, render


def _site(root: Path, pages: dict[str, str]) -> Path:
    for rel, text in pages.items():
        path = root / "content" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    (root / "config.toml").write_text('title = "t"\n', encoding="utf-8")
    return root


def test_ing110_a_content_or_embeds_folder_leading_out_of_the_checkout_is_refused(
    tmp_path: Path,
) -> None:
    outside = tmp_path / "host"
    (outside / "embeds").mkdir(parents=True)
    (outside / "embeds" / "secret.md").write_text("SECRET_TOKEN\n", encoding="utf-8")
    linked = tmp_path / "linked"
    linked.mkdir()
    (linked / "content").symlink_to(outside)
    with pytest.raises(SourceError, match="leads out of it"):
        check_source(linked)
    real = tmp_path / "real" / "content"
    real.mkdir(parents=True)
    (real / "embeds").symlink_to(outside / "embeds")
    ctx = RenderContext(real, {}, {})
    out = render('{{< embed-md "secret.md" >}}', page_id="x", rel_path="content/x.md", ctx=ctx)
    assert "SECRET_TOKEN" not in out


def test_ing110_a_value_yaml_cannot_build_is_a_broken_page_not_a_failed_run(
    tmp_path: Path,
) -> None:
    root = _site(
        tmp_path / "site",
        {
            "bad-date.md": "---\ntitle: Bad\ndate: 2020-13-45\n---\nText.\n",
            "bad-float.md": "---\ntitle: Bad\nx: !!float 'a'\n---\nText.\n",
            "good.md": "---\ntitle: Good\n---\nText.\n",
        },
    )
    site = load_site(root)
    assert [p.page_id for p in site.pages] == ["good"]
    broken = {s.rel_path for s in site.skipped if s.reason == "broken_front_matter"}
    assert broken == {"content/bad-date.md", "content/bad-float.md"}


def test_ing110_a_page_that_embeds_itself_stops_at_the_expansion_budget(tmp_path: Path) -> None:
    content = tmp_path / "content"
    (content / "embeds").mkdir(parents=True)
    loop = ("x" * 9_000) + "\n" + '{{< embed-md "loop.md" >}}\n' * 20
    (content / "embeds" / "loop.md").write_text(loop, encoding="utf-8")
    ctx = RenderContext(content, {}, {})
    with pytest.raises(RenderBudgetError):
        render('{{< embed-md "loop.md" >}}\n' * 20, page_id="x", rel_path="content/x.md", ctx=ctx)


def test_ing110_titles_urls_config_and_components_that_would_break_readers(
    tmp_path: Path,
) -> None:
    root = _site(
        tmp_path / "site",
        {
            "long.md": f"---\ntitle: {'T' * 100_000}\n---\nText.\n",
            "inject.md": '---\ntitle: I\nurl: "/x)[click](//evil.example/phish"\n---\nText.\n',
        },
    )
    fronts = {p.page_id: p.front for p in load_site(root).pages}
    assert len(fronts["long"]["title"]) == MAX_TITLE_CHARS
    assert "url" not in fronts["inject"], "link syntax is no site path"
    assert tab_labels({"clientsExamples": 5}) == [] and tab_labels({}) == []
    assert tab_labels({"clientsExamples": ["Python", "Go"]}) == ["Python", "Go"]
    secret = tmp_path / "leak.json"
    secret.write_text('{"name": "SECRET"}', encoding="utf-8")
    data, problem = _read_component(root, "../../leak")
    assert data == {} and problem == "not a file of data/components"


def test_ing110_an_input_file_is_hashed_in_blocks(tmp_path: Path) -> None:
    big = tmp_path / "big.bin"
    big.write_bytes(b"ab" * 3_000_000)
    assert file_sha256(big) == hashlib.sha256(b"ab" * 3_000_000).hexdigest()


def test_ing110_a_commit_dated_past_any_calendar_has_no_date_and_skips_nothing() -> None:
    from docs_ingest.history import FileChange

    fields = FileChange.__dataclass_fields__
    values = {name: "c" for name in fields if name != "time"}
    assert FileChange(**values, time=300_000_000_000).iso == ""
    assert FileChange(**values, time=0).iso.startswith("1970-01-01")


def test_ing110_ignore_patterns_that_backtrack_deep_ids_and_arguments(tmp_path: Path) -> None:
    from docs_core.ids import MAX_PAGE_ID_LENGTH, InvalidIdError, page_id_from_path
    from docs_ingest.records import MAX_ARGUMENT_DEPTH, _bounded

    root = _site(tmp_path / "site", {"develop/" + "x" * 29 + ".md": "---\ntitle: X\n---\nT.\n"})
    (root / "config.toml").write_text('ignoreFiles = ["(x+x+)+y"]\n', encoding="utf-8")
    with pytest.raises(SourceError, match="nests quantifiers"):
        load_site(root)
    (root / "config.toml").write_text('ignoreFiles = ["(unclosed"]\n', encoding="utf-8")
    with pytest.raises(SourceError, match="ignoreFiles pattern"):
        load_site(root)
    with pytest.raises(InvalidIdError):
        page_id_from_path("content/" + "a" * (MAX_PAGE_ID_LENGTH + 1) + ".md")
    deep: dict[str, object] = {}
    node = deep
    for _ in range(300):
        node["a"] = {}
        node = node["a"]  # type: ignore[assignment]
    kept, depth = _bounded(deep), 0
    while isinstance(kept, dict) and kept.get("a") is not None:
        kept, depth = kept["a"], depth + 1
    assert depth < MAX_ARGUMENT_DEPTH
