"""Markup that never closes renders in linear time, and the one-pass scanners find what the
regular expressions they replace found (spec/005-ingest.md, ING-111)."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from docs_ingest.blocks import is_table_separator
from docs_ingest.chunking import ChunkingConfig
from docs_ingest.elements import sub_elements, sub_void
from docs_ingest.examples import _Line, _visible
from docs_ingest.headings import heading, heading_with_anchor, without_custom_anchor
from docs_ingest.markdown import strip_html_comments
from docs_ingest.parse import parse_all
from docs_ingest.progress import Reporter
from docs_ingest.shortcode_syntax import TOKEN_RE, tokens
from docs_ingest.testing.hostile import hostile_pages

SiteWriter = Callable[[dict[str, str]], Path]

_SECONDS = 5.0
"""Before ING-111 each unit page took 11-30 s and each shape 4 s to forever
(`bench_hostile_markup.py`), now each under 1 s: generous for a loaded machine, far under
quadratic."""
_PAGES = hostile_pages(100_000)


@pytest.mark.parametrize("body", list(_PAGES.values()), ids=list(_PAGES))
def test_ing111_a_page_of_markup_never_closed_renders_in_linear_time(
    write_site: SiteWriter, body: str
) -> None:
    root = write_site({"p.md": f"---\ntitle: T\n---\n{body}"})
    started = time.perf_counter()
    parsed = parse_all(root, ChunkingConfig(), Reporter(enabled=False))
    elapsed = time.perf_counter() - started
    assert parsed.records and not parsed.site.skipped
    assert elapsed < _SECONDS, f"{elapsed:.1f} s"


def _random_texts(alphabet: list[str], count: int, seed: int) -> list[str]:
    rnd = random.Random(seed)
    return ["".join(rnd.choices(alphabet, k=rnd.randint(0, 40))) for _ in range(count)]


_ELEMENT_ALPHABET = [
    "<b>", "</b>", "<B x='1'>", "</b >", "<i>", "</I>", "<br>", "<strong>", "</strong>", "<s",
    ">", "<", "/", "x", " ", "\n", "</i", "<pre>", "</pre>", "<img", "/>", "<a href=x>", "</a>",
]  # fmt: skip


def test_ing111_sub_elements_replaces_what_the_regex_did() -> None:
    names = "strong|b|i|s|pre|a"
    pattern = re.compile(rf"<({names})\b([^>]*)>(.*?)</\1\s*>", re.S | re.I)
    for text in _random_texts(_ELEMENT_ALPHABET, 3000, seed=111):
        expected = pattern.sub(lambda m: f"[{m[1].lower()}|{m[2]}|{m[3]}]", text)
        got = sub_elements(text, names, lambda n, a, i: f"[{n}|{a}|{i}]")
        assert got == expected, text


def test_ing111_sub_void_replaces_what_the_regex_did() -> None:
    pattern = re.compile(r"<img\b([^>]*?)/?>", re.S | re.I)
    for text in _random_texts(_ELEMENT_ALPHABET, 3000, seed=112):
        assert sub_void(text, "img", lambda a: f"[{a}]") == pattern.sub(
            lambda m: f"[{m[1]}]", text
        ), text


def test_ing111_comments_are_stripped_as_the_regex_did() -> None:
    pattern = re.compile(r"<!--.*?-->", re.S)
    for text in _random_texts(["<!--", "-->", "<!-->", "-", "x", "\n", "<!"], 3000, seed=113):
        assert strip_html_comments(text) == pattern.sub("", text), text


def test_ing111_shortcode_tokens_are_those_the_pattern_finds() -> None:
    alphabet = ["{{<", "{{%", ">}}", "%}}", "{{/*", "*/}}", " x", '"', "'", "`", "/", "\n", "a"]
    for text in _random_texts(alphabet, 3000, seed=114):
        expected = [m.span() for m in TOKEN_RE.finditer(text)]
        assert [m.span() for m in tokens(text)] == expected, text


def test_ing111_an_example_of_blank_lines_is_trimmed_in_linear_time() -> None:
    lines = [_Line("", hidden=False)] * 400_000 + [_Line("x = 1", hidden=False)]
    started = time.perf_counter()
    assert _visible([*lines, _Line("", hidden=False)]) == "x = 1"
    assert time.perf_counter() - started < 1.0, "popping from the front took 14.6 s here"


_OLD_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$")
_OLD_CUSTOM_ANCHOR = re.compile(r"[ \t]*\{#([^}\s]+)\}[ \t]*$")
_OLD_LINK_HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t]*(?:\{#([^}\s]+)\})?[ \t]*$")
_OLD_ANCHORED_HEADING = re.compile(r"^(#{1,6}[ \t].*?)[ \t]*\{#[^}\s]+\}[ \t]*$")
_OLD_SEPARATOR = re.compile(r"^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")


def _old_heading(line: str) -> tuple[int, str, str | None] | None:
    match = _OLD_HEADING.match(line)
    if match is None:
        return None
    text, anchor = match.group(2), None
    if custom := _OLD_CUSTOM_ANCHOR.search(text):
        text, anchor = text[: custom.start()].rstrip(), custom.group(1)
    return len(match.group(1)), text.strip(), anchor


def test_ing111_heading_lines_are_read_as_the_regexes_read_them() -> None:
    rnd = random.Random(115)
    pieces = ["#", "##", " ", "\t", "x", "{#", "}", "a", "{", "\u00a0", "y z", "#x"]
    for _ in range(20_000):
        line = "".join(rnd.choices(pieces, k=rnd.randint(0, 12)))
        if rnd.random() < 0.7:
            line = "#" * rnd.randint(1, 7) + rnd.choice([" ", "\t", "  ", ""]) + line
        assert heading(line) == _old_heading(line), repr(line)
        old = _OLD_LINK_HEADING.match(line)
        assert heading_with_anchor(line) == (old and (old.group(1), old.group(2))), repr(line)
        assert without_custom_anchor(line) == _OLD_ANCHORED_HEADING.sub(r"\1", line), repr(line)


def test_ing111_table_separators_are_the_rows_the_regex_matched() -> None:
    rnd = random.Random(116)
    for _ in range(20_000):
        line = "".join(rnd.choices(["|", "-", ":", " ", "\t", "--", "x"], k=rnd.randint(0, 12)))
        assert is_table_separator(line) == bool(_OLD_SEPARATOR.match(line)), repr(line)
