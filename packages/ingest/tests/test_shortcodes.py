from __future__ import annotations

from pathlib import Path

import pytest
from docs_ingest.fingerprint import needs_everything
from docs_ingest.shortcodes import RenderContext, count_leftovers, render


def _ctx(tmp_path: Path, embeds: dict[str, str] | None = None) -> RenderContext:
    content = tmp_path / "content"
    for name, text in (embeds or {}).items():
        path = content / "embeds" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    content.mkdir(parents=True, exist_ok=True)
    known = {
        "develop/reference/eviction": None,
        "operate/rs/databases": None,
        "operate/rs/databases/create": None,
        "custom/page": "/moved/here/",
    }
    return RenderContext(content, {"rdi_current_version": "1.2.3"}, known)


def _render(
    tmp_path: Path, body: str, embeds: dict[str, str] | None = None
) -> tuple[str, RenderContext]:
    ctx = _ctx(tmp_path, embeds)
    out = render(
        body,
        page_id="operate/rs/databases",
        rel_path="content/operate/rs/databases/_index.md",
        ctx=ctx,
    )
    return out, ctx


def test_ing003_relref_becomes_the_target_url(tmp_path):
    out, _ = _render(
        tmp_path,
        'See [eviction]({{< relref "/develop/reference/eviction#maxmemory" >}}), '
        '[create]({{<relref "create">}}), [moved]({{< relref "/custom/page" >}}) '
        'and [self]({{< relref "#top-part" >}}).',
    )
    assert "https://redis.io/docs/latest/develop/reference/eviction/#maxmemory" in out
    assert "https://redis.io/docs/latest/operate/rs/databases/create/" in out
    assert "https://redis.io/docs/latest/moved/here/" in out
    assert "https://redis.io/docs/latest/operate/rs/databases/#top-part" in out
    assert count_leftovers(out) == 0


def test_ing003_embed_md_inlines_the_embedded_file_and_its_shortcodes(tmp_path):
    out, _ = _render(
        tmp_path,
        'Before.\n\n{{< embed-md "shared-note.md" >}}\n\nAfter.',
        {
            "shared-note.md": "---\ntitle: x\n---\nEmbedded {{< note >}}inner note{{< /note >}} text."
        },
    )
    assert "Embedded" in out and "inner note" in out and "title: x" not in out
    assert count_leftovers(out) == 0


def test_ing003_admonitions_keep_their_text(tmp_path):
    body = "\n".join(
        f"{{{{< {name} >}}}}Text of {name}.{{{{< /{name} >}}}}"
        for name in ("note", "warning", "alert", "tip")
    )
    out, _ = _render(tmp_path, body + '\n{{% note title="Heads up" %}}Titled.{{% /note %}}')
    for name in ("note", "warning", "alert", "tip"):
        assert f"Text of {name}." in out
    assert "**Heads up:** Titled." in out
    assert count_leftovers(out) == 0


def test_ing003_multitabs_keep_every_tab_with_its_title(tmp_path):
    out, _ = _render(
        tmp_path,
        '{{< multitabs id="x"\n    tab1="Linux"\n    tab2="macOS" >}}\nUse apt.\n-tab-sep-\nUse brew.\n{{< /multitabs >}}',
    )
    assert "**Linux:**" in out and "Use apt." in out
    assert "**macOS:**" in out and "Use brew." in out
    assert "-tab-sep-" not in out and count_leftovers(out) == 0


def test_ing003_comments_images_and_examples_leave_no_template_syntax(tmp_path):
    out, _ = _render(
        tmp_path,
        "A {{/* hidden\nremark */}} B\n"
        '{{<image filename="images/x.png" alt="X" width=50%" >}}\n'
        '{{< clients-example set="s" step="a" lang_filter="Python" />}}\n'
        '{{< clients-example set="s" step="b" >}}\nSET foo bar\n{{< /clients-example >}}\n'
        '<!-- {{/* embed-md "x.md" */}} -->\nRDI {{< rdi-version >}}',
    )
    assert "hidden" not in out and "remark" not in out
    assert "SET foo bar" in out and "RDI 1.2.3" in out
    assert count_leftovers(out) == 0


def test_ing003_literal_braces_in_code_samples_are_content(tmp_path):
    body = "```yaml\nname: {{ .Values.name }}\nlist: {{ range . }}\n```\n"
    out, _ = _render(tmp_path, body)
    assert "{{ .Values.name }}" in out and "{{ range . }}" in out
    assert count_leftovers(out) == 0


def test_ing004_unknown_shortcode_keeps_inner_text_and_is_reported(tmp_path):
    out, ctx = _render(
        tmp_path, "{{< shiny-box color=red >}}Keep **this**.{{< /shiny-box >}} Rest."
    )
    assert "Keep **this**." in out and "Rest." in out
    assert "shiny-box" not in out
    assert ctx.unknown == [("content/operate/rs/databases/_index.md", "shiny-box")]


def test_ing098_a_code_cell_keeps_its_table_row_on_one_line(tmp_path):
    body = (
        '| Name | Type |\n|---|---|\n| tags | {{<code>}}\n[{\n  "key": string\n}, ...]\n'
        "{{</code>}} |\n| uid | integer |\n"
    )
    out, _ = _render(tmp_path, body)
    assert '| tags | [{ "key": string }, ...] |\n| uid | integer |' in out


def test_ing098_a_two_backtick_language_line_opens_a_fence(tmp_path):
    body = "1. Check:\n\n    ``sh\n    kubectl get reaadb\n    ```\n\n    Then this prose.\n"
    out, _ = _render(tmp_path, body)
    assert "    ```sh\n    kubectl get reaadb\n    ```\n\n    Then this prose." in out
    assert "``sh" not in out.replace("```sh", "")


REAL_CHECKOUT = Path(__file__).resolve().parents[3].parent / "shared" / "redis-docs"


def test_ing100_rc_supported_regions_render_from_the_checkouts_data(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "rc_supported_regions.json").write_text(
        '[{"provider": "aws", "regions": {"us-east-1": {"location": "Northern Virginia, USA",'
        ' "area": "americas", "pro": true, "essentials": false}}}]',
        encoding="utf-8",
    )
    out, ctx = _render(tmp_path, 'Regions:\n\n{{< rc-supported-regions provider="aws" >}}\n')
    assert "| Region | Location | Area | Pro | Essentials |" in out
    assert "| us-east-1 | Northern Virginia, USA | Americas | Yes | No |" in out
    assert ctx.unknown == [] and count_leftovers(out) == 0
    missing, ctx = _render(tmp_path, '{{< rc-supported-regions provider="oracle" >}}')
    assert missing.strip() == ""
    assert ctx.unknown == [
        ("content/operate/rs/databases/_index.md", "rc-supported-regions:oracle (no data)")
    ]


def test_ing100_a_broken_data_file_renders_nothing_and_a_cell_stays_one_cell(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    source = data / "rc_supported_regions.json"
    for broken in ("[" * 100_000, "[" + "9" * 5000 + "]", "{not json", '[{"provider": "aws"}]'):
        source.write_text(broken, encoding="utf-8")
        out, ctx = _render(tmp_path, '{{< rc-supported-regions provider="aws" >}}')
        assert out.strip() == "" and len(ctx.unknown) == 1, broken[:20]
    source.write_text(
        '[{"provider": "aws", "regions": {"us|east\\nX": {"location": "A | B\\n# H"}, "x": 3}}]',
        encoding="utf-8",
    )
    out, _ = _render(tmp_path, '{{< rc-supported-regions provider="aws" >}}')
    rows = [line for line in out.splitlines() if line.startswith("|")]
    assert rows[2] == "| us/east X | A / B # H |  | No | No |" and len(rows) == 3


def test_ing100_the_real_regions_page_lists_every_providers_regions():
    page = REAL_CHECKOUT / "content" / "operate" / "rc" / "supported-regions.md"
    if not page.is_file():
        pytest.fail(f"the docs checkout {REAL_CHECKOUT} is missing")
    ctx = RenderContext(REAL_CHECKOUT / "content", {}, {})
    out = render(
        page.read_text("utf-8"),
        page_id="operate/rc/supported-regions",
        rel_path="content/operate/rc/supported-regions.md",
        ctx=ctx,
    )
    for region in ("| us-east-1 |", "| europe-west1 |", "| east-us |"):
        assert region in out, region
    assert not [u for u in ctx.unknown if u[1].startswith("rc-supported-regions")]
    # The data file is an input: editing it re-renders the pages.
    assert needs_everything({"data/rc_supported_regions.json"})


def test_ing102_an_embed_never_reads_a_file_outside_content_embeds(tmp_path):
    secret = tmp_path / "secret.md"
    secret.write_text("SECRET_TOKEN=do-not-publish\n", encoding="utf-8")
    body = (
        '{{< embed-md "../../secret.md" >}} {{< embed-md "' + str(secret) + '" >}} '
        '{{< embed-md "linked.md" >}} {{< embed-md "kept.md" >}}'
    )
    ctx = _ctx(tmp_path, {"kept.md": "Kept text."})
    (ctx.content_dir / "embeds" / "linked.md").symlink_to(secret)
    out = render(body, page_id="develop/x", rel_path="content/develop/x.md", ctx=ctx)
    assert "SECRET_TOKEN" not in out and "Kept text." in out
    outside = [what for _, what in ctx.unknown if what.endswith("(outside content/embeds)")]
    assert len(outside) == 3


def test_ing106_a_shortcode_token_is_bounded_and_an_unclosed_opener_is_left_over(tmp_path):
    ctx = _ctx(tmp_path)
    longest = '{{< note title="' + "x" * 900 + '" >}}Kept.{{< /note >}}'
    out = render(longest, page_id="develop/x", rel_path="content/develop/x.md", ctx=ctx)
    assert "Kept." in out and count_leftovers(out) == 0
    past = '{{< note title="' + "x" * 1100 + '" >}}After.'
    out = render(past, page_id="develop/x", rel_path="content/develop/x.md", ctx=ctx)
    assert count_leftovers(out) == 1, "a token longer than any shortcode is no shortcode"
    unclosed = render('{{< note "' * 50 + "tail", page_id="develop/x", rel_path="c/x.md", ctx=ctx)
    assert unclosed.rstrip().endswith("tail") and count_leftovers(unclosed) == 50
