from __future__ import annotations

from docs_ingest.chunking import ChunkingConfig, split_sections, window_section


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
    body = f"## Big\n\n{paragraphs}\n\n### Tail part\n\nThe end."
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
