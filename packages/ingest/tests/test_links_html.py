"""Links that work and HTML made markdown at ingest (spec/005-ingest.md, "Links" and "HTML")."""

from __future__ import annotations

from pathlib import Path

from docs_ingest.htmlmarkdown import html_to_markdown, markup_outside_code
from docs_ingest.links import link_targets
from docs_ingest.shortcodes import RenderContext, render

PAGE = "operate/rs/databases"
URL = "https://redis.io/docs/latest/"


def _render(
    tmp_path: Path, body: str, *, rel_path: str = f"content/{PAGE}/_index.md"
) -> tuple[str, RenderContext]:
    (tmp_path / "content").mkdir(exist_ok=True)
    known: dict[str, str | None] = {
        PAGE: None,
        "operate/rs/databases/create": None,
        "develop/reference/eviction": None,
        "commands/lindex": None,
        "commands/xadd": None,
        "custom/page": "/moved/here/",
    }
    ctx = RenderContext(
        tmp_path / "content", {}, known, {"manual/eviction": "develop/reference/eviction"}
    )
    return render(body, page_id=PAGE, rel_path=rel_path, ctx=ctx), ctx


def test_ing060_every_internal_link_form_becomes_the_canonical_url(tmp_path: Path) -> None:
    out, ctx = _render(
        tmp_path,
        '[a]({{< relref "/develop/reference/eviction#policies" >}}) '
        "[b](/commands/xadd) [c](/docs/latest/commands/xadd/#ids) [d](create/#steps) "
        "[e](../../../develop/reference/eviction) [f](create.md#steps) "
        "[g](https://redis.io/docs/manual/eviction/) [h](https://redis.io/docs/latest/Commands/XADD/) "
        "[i](/moved/here/) [j](#local)",
    )
    assert link_targets(out) == [
        f"{URL}develop/reference/eviction/#policies",
        f"{URL}commands/xadd/",
        f"{URL}commands/xadd/#ids",
        f"{URL}operate/rs/databases/create/#steps",
        f"{URL}develop/reference/eviction/",
        f"{URL}operate/rs/databases/create/#steps",
        f"{URL}develop/reference/eviction/",
        f"{URL}commands/xadd/",
        f"{URL}moved/here/",
        "#local",
    ]
    assert ctx.links.unresolved == []


def test_ing061_an_empty_target_links_the_heading_it_names_or_becomes_text(
    tmp_path: Path,
) -> None:
    out, _ = _render(
        tmp_path,
        "See [Key permissions]() and [Index selection]() and [nothing here]() and []().\n\n"
        "## Index selection and discovery\n\n### Key permissions {#keys}\n",
    )
    assert "[Key permissions](#keys)" in out
    assert "[Index selection](#index-selection-and-discovery)" in out
    assert "and nothing here and ." in out
    assert "" not in link_targets(out)


def test_ing062_unknown_internal_targets_are_absolute_and_reported_others_stay(
    tmp_path: Path,
) -> None:
    body = (
        "[gone](/commands/nope/#x) [ext](https://example.com/a_(b)) [mail](mailto:a@b.c) "
        "![shot](images/shot.png) `[code](/commands/xadd)`\n\n```\n[fenced](/commands/xadd)\n```\n"
    )
    out, ctx = _render(tmp_path, body)
    assert f"[gone]({URL}commands/nope/#x)" in out
    assert "[ext](https://example.com/a_(b))" in out and "[mail](mailto:a@b.c)" in out
    assert f"![shot]({URL}operate/rs/databases/images/shot.png)" in out
    assert "`[code](/commands/xadd)`" in out and "[fenced](/commands/xadd)" in out
    assert ctx.links.unresolved == [(PAGE, "/commands/nope/#x")]


def test_ing063_argument_blocks_tables_and_inline_html_become_markdown() -> None:
    raw = (
        "## Required arguments\n\n<details open>\n<summary><code>key</code></summary>\n\n"
        'The key, see <a href="/commands/xadd">XADD</a> and <b>bold</b>.<br>Next line.\n'
        "</details>\n\n"
        "<table><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody>"
        "<tr><td><i>a|b</i></td><td>x<br/>y</td></tr></tbody></table>\n\n"
        '| Cmd | Support |\n|---|---|\n| GET | <span title="ok">&#x2705; Yes</span><br />'
        "<nobr>Active</nobr> |\n\n"
        '<ul><li>one</li><li>two</li></ul>\n\n<img src="a.png" alt="A chart">'
        "<script>alert(1)</script><!-- gone -->\n\nSET <key> <value> stays, `<div>` too.\n\n"
        "```html\n<div><details>kept</details></div>\n```\n\n    <b>indented code</b>\n"
    )
    out = html_to_markdown(raw)
    assert "**`key`**\n\nThe key, see [XADD](/commands/xadd) and **bold**.\nNext line." in out
    assert "| Name | Type |\n|---|---|\n| *a\\|b* | x y |" in out
    assert "| GET | ✅ Yes Active |" in out
    assert "\n- one\n- two" in out and "![A chart](a.png)" in out
    assert "alert" not in out and "gone" not in out
    assert "SET <key> <value> stays, `<div>` too." in out
    assert "```html\n<div><details>kept</details></div>\n```" in out
    assert "    <b>indented code</b>" in out
    assert markup_outside_code(raw) and markup_outside_code(out) == []


def test_ing064_relref_keeps_index_inside_a_name(tmp_path: Path) -> None:
    out, ctx = _render(tmp_path, '[LINDEX]({{< relref "/commands/lindex" >}})')
    assert out.strip() == f"[LINDEX]({URL}commands/lindex/)"
    assert ctx.links.unresolved == []
