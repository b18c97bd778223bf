from __future__ import annotations

from docs_ingest.chunking import ChunkingConfig, split_sections, window_page, window_section


def test_ing005_sections_split_at_level_two_outside_code_with_custom_anchors():
    body = (
        "Lead text.\n\n## Memory limit {#maxmem}\n\nSet it.\n\n```bash\n## not a heading\necho\n```\n\n"
        "### Details\n\nMore.\n\n## Policies\n\nLRU.\n\n## Policies\n\nAgain."
    )
    sections = split_sections(body)
    assert [s.anchor for s in sections] == ["_top", "maxmem", "policies", "policies-1"]
    assert "## not a heading" in sections[1].text
    assert sections[1].subheadings == ["Details"]


def test_ing006_long_sections_become_bounded_windows_numbered_from_zero():
    paragraphs = "\n\n".join(f"Paragraph {i} " + "word " * 60 for i in range(30))
    body = f"## Big\n\n{paragraphs}\n\n### Tail part\n\nThe end, long enough to be a window's new text."
    config = ChunkingConfig(target_chars=900, max_chars=1300, overlap_chars=120)
    windows = window_section(split_sections(body)[1], config)
    assert [w.window for w in windows] == list(range(len(windows)))
    assert len(windows) > 5
    assert all(len(w.text) <= config.max_chars + config.overlap_chars for w in windows)
    assert windows[-1].heading_path == "Big > Tail part"
    assert windows[0].heading_path == "Big"
    tail_of_first = windows[0].text[-60:]
    assert tail_of_first in windows[1].text


def test_ing006_empty_lead_has_no_window():
    sections = split_sections("## Only section\n\nText.")
    assert window_section(sections[0], ChunkingConfig()) == []
    assert [w.anchor for w in window_section(sections[1], ChunkingConfig())] == ["only-section"]


def test_ing006_a_sub_heading_stays_with_the_text_under_it():
    section = split_sections("## Top\n\nIntro.\n\n### Sub\n\nUnder sub.")[1]
    assert [b for _, b in section.blocks] == ["Intro.", "### Sub\nUnder sub."]


SMALL = ChunkingConfig(target_chars=500, max_chars=600, overlap_chars=100)


def _fence_lines(text: str) -> int:
    return sum(1 for line in text.split("\n") if line.lstrip().startswith(("```", "~~~")))


def test_ing050_a_long_fence_is_cut_at_lines_and_each_piece_reopens_and_closes_it():
    code = [f"echo line {i:03d}" for i in range(200)]
    body = "## Run\n\nRun this:\n\n```bash\n" + "\n".join(code) + "\n```\n\nDone."
    texts = [w.text for w in window_page(split_sections(body), SMALL)]
    assert texts == [
        "Run this:\n\n```bash\n" + "\n".join(code[:41]) + "\n```",
        "```bash\n" + "\n".join(code[41:82]) + "\n```",
        "```bash\n" + "\n".join(code[82:123]) + "\n```",
        "```bash\n" + "\n".join(code[123:164]) + "\n```",
        "```bash\n" + "\n".join(code[164:]) + "\n```\n\nDone.",
    ]
    assert all(_fence_lines(t) == 2 for t in texts)


def test_ing050_an_indented_fence_in_a_list_item_is_one_block_and_moves_left_when_cut():
    code = [f"kubectl get pod-{i:03d}" for i in range(60)]
    indented = "\n".join(f"    {line}" for line in code)
    body = f"## Steps\n\n1. Apply it.\n\n    ```sh\n{indented}\n\n    kubectl done\n    ```\n\n2. Next."
    section = split_sections(body)[1]
    assert [b.split("\n")[0] for _, b in section.blocks] == [
        "1. Apply it.",
        "    ```sh",
        "2. Next.",
    ]
    texts = [w.text for w in window_page([section], SMALL)]
    assert texts == [
        "1. Apply it.\n\n    ```sh\n"
        + "\n".join(f"    {line}" for line in code[:21])
        + "\n    ```",
        "```sh\n" + "\n".join(code[21:42]) + "\n```",
        "```sh\n" + "\n".join(code[42:]) + "\n\nkubectl done\n```\n\n2. Next.",
    ]


def test_ing050_an_unclosed_fence_is_closed_and_inline_triple_backticks_are_not_fences():
    body = "## Tail\n\nRun ```kubectl get pods``` first.\n\n```python\nx = 1"
    [window] = window_page(split_sections(body), ChunkingConfig())
    assert window.text == "Run ```kubectl get pods``` first.\n\n```python\nx = 1\n```"


HEADER = "| Name | Type | Description |\n|---|---|---|"


def test_ing051_a_long_table_repeats_its_header_row_and_separator_in_every_window():
    rows = [f"| field_{i:02d} | string | Description of field {i} |" for i in range(60)]
    body = "## Fields\n\nThe fields:\n\n" + HEADER + "\n" + "\n".join(rows)
    texts = [w.text for w in window_page(split_sections(body), SMALL)]
    assert len(texts) == 6
    assert texts[0].startswith("The fields:\n\n" + HEADER + "\n| field_00 |")
    assert all(t.startswith(HEADER + "\n| field_") for t in texts[1:])
    seen = [line for t in texts for line in t.split("\n") if line.startswith("| field_")]
    assert seen == rows


def test_ing051_a_wrapped_cell_stays_with_its_row_and_a_padded_header_repeats_unpadded():
    header = "| Name      | Type      |\n| --------- | --------- |"
    rows = [f"| name_{i:02d}   | string    |" for i in range(40)]
    wrapped = '| modules   | object<br />[{\n  "module_name": string\n}] |'
    body = "## Object\n\n" + header + "\n" + "\n".join([*rows[:20], wrapped, *rows[20:]])
    texts = [w.text for w in window_page(split_sections(body), SMALL)]
    assert texts[0].startswith("| Name | Type |\n| --- | --- |\n| name_00")
    assert all(t.startswith("| Name | Type |\n| --- | --- |\n| ") for t in texts)
    assert sum(wrapped in t for t in texts) == 1


def test_ing052_sections_without_text_join_their_neighbours_under_their_heading():
    long = "Long text " * 20
    body = (
        '<a id="api"></a>\n\n## Syntax\n\n' + long + "\n\n## Cleanup\n\n```python\nx.delete()\n```"
        "\n\n## Empty\n\n## Examples\n\n" + long
    )
    windows = window_page(split_sections(body), ChunkingConfig())
    assert [(w.anchor, w.window, w.heading_path) for w in windows] == [
        ("syntax", 0, "Syntax"),
        ("examples", 0, "Examples"),
    ]
    assert windows[0].text == (
        '<a id="api"></a>\n\n## Syntax\n\n'
        + long.strip()
        + "\n\n## Cleanup\n\n```python\nx.delete()\n```"
    )
    assert windows[1].text == long.strip()


def test_ing052_a_short_last_window_joins_the_one_before_it():
    paragraph = "word " * 30
    body = f"## Options\n\n{paragraph}\n\n</details>"
    config = ChunkingConfig(target_chars=100, max_chars=200, overlap_chars=0)
    windows = window_page(split_sections(body), config)
    assert [w.text for w in windows] == [paragraph.strip() + "\n\n</details>"]


def test_ing052_a_page_with_nothing_else_keeps_its_short_chunk():
    windows = window_page(split_sections("Short.\n\n## Examples\n\n`PING`"), ChunkingConfig())
    assert [(w.anchor, w.text) for w in windows] == [("_top", "Short.\n\n## Examples\n\n`PING`")]


def test_ing053_the_overlap_repeats_prose_only_and_never_opens_a_table():
    prose = "Values are " + "a | b | " * 40
    code = [f"line {i}" for i in range(80)]
    after = "After the code, more words " + "x " * 300
    body = f"## Mixed\n\n{prose}\n\n```text\n" + "\n".join(code) + f"\n```\n\n{after}"
    texts = [w.text for w in window_page(split_sections(body), SMALL)]
    assert len(texts) == 4
    assert texts[0] == prose.strip()
    overlap, _, first_code = texts[1].partition("\n\n")
    assert prose.endswith(overlap) and overlap.startswith("a | b")
    assert first_code == "```text\n" + "\n".join(code[:41]) + "\n```"
    assert texts[2] == "```text\n" + "\n".join(code[41:]) + "\n```"
    assert texts[3].startswith("After the code") and texts[3].endswith("x x")
    # The last 28 characters joined the window before rather than repeating its overlap.
    assert texts[3].count("\n\n") == 1


def test_ing098_a_fence_a_list_item_never_closes_ends_closed_with_the_item():
    body = (
        "## Steps\n\n1. Enable the controllers.\n\n    ```sh\n    kubectl patch cm config\n\n"
        "### Next part\n\nProse after the list."
    )
    [window] = window_page(split_sections(body), ChunkingConfig())
    assert "    kubectl patch cm config\n    ```\n\n### Next part\n" in window.text
    assert window.text.endswith("Prose after the list.")
    assert sum(1 for line in window.text.split("\n") if line.strip().startswith("```")) == 2


def test_ing098_a_fence_indented_in_an_item_still_closes_on_a_less_indented_closer():
    body = "## Steps\n\n1. Create it\n\n    ```sh\n    kubectl create ns x\n   ```\n\nAfter."
    [window] = window_page(split_sections(body), ChunkingConfig())
    assert window.text == "1. Create it\n\n    ```sh\n    kubectl create ns x\n   ```\n\nAfter."


def test_ing098_an_item_fence_closed_or_continued_at_the_left_margin_stays_one_fence():
    body = (
        "## Steps\n\n1. Run:\n\n    ```sh\n    kubectl get pods\n```\n\nAfter.\n\n## Next\n\nText."
    )
    assert [s.anchor for s in split_sections(body)] == ["_top", "steps", "next"]
    pasted = "## Pod\n\n    ```yaml\napiVersion: v1\nkind: Pod\n    ```\n\nDone."
    [window] = window_page(split_sections(pasted), ChunkingConfig())
    assert window.text == "```yaml\napiVersion: v1\nkind: Pod\n    ```\n\nDone."
