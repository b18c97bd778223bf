"""The chunk quality counts the ingest reports (spec/005, "Sections and windows")."""

from __future__ import annotations

import io

from docs_ingest.chunk_quality import ChunkQuality, chunk_quality
from docs_ingest.progress import Reporter

LONG = "A sentence long enough to count as text. " * 2


def test_ing054_chunk_quality_counts_each_failure_once_per_chunk():
    chunks = [
        ("a", LONG + "\n\n```bash\nredis-cli PING"),
        ("a", "PONG\n```\n\n" + LONG),
        ("a", "| field | string | its name |\n| other | int | its size |"),
        ("a", "| Name | Type |\n|---|---|\n| field | string |"),
        # A tag in prose counts, as HTML and, this short, as a chunk saying nothing.
        ("a", "</details>"),
        # The only chunk of its page may be short.
        ("b", "Short."),
        ("c", LONG + '<span id="x"></span>'),
        # Tags in code and argument placeholders are not HTML.
        ("c", LONG + "Run `<div>` in code, or `HSET <key>`.\n\n```html\n<div></div>\n```"),
        ("c", LONG + "Run ```kubectl get pods``` first."),
    ]
    assert chunk_quality(chunks) == ChunkQuality(
        chunks=9, odd_fences=2, headless_table_starts=1, short=1, raw_html=2
    )


def test_ing054_the_quality_line_names_every_count():
    quality = ChunkQuality(chunks=2000, odd_fences=1, headless_table_starts=2, short=3, raw_html=50)
    assert quality.line() == (
        "chunk quality (2,000 chunks): odd fences 1, tables without header 2, "
        "under 40 chars 3, raw HTML 50 (2.5 %)"
    )


def test_ing054_a_reporter_prints_a_note_only_when_enabled():
    shown, hidden = io.StringIO(), io.StringIO()
    Reporter(enabled=True, stream=shown).note("chunk quality (1 chunks): odd fences 0")
    Reporter(enabled=False, stream=hidden).note("chunk quality (1 chunks): odd fences 0")
    assert shown.getvalue() == "chunk quality (1 chunks): odd fences 0\n"
    assert hidden.getvalue() == ""
