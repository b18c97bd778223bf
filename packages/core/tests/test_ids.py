"""Stable-ID grammar (spec/001-stable-ids.md)."""

import re

import pytest
from docs_core.ids import (
    DocId,
    InvalidIdError,
    canonical_url,
    page_id_from_path,
    parse_id,
)
from docs_core.keys import record_id
from hypothesis import given
from hypothesis import strategies as st

segment = st.from_regex(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,20}", fullmatch=True)
page_ids = st.lists(segment, min_size=1, max_size=6).map("/".join)
anchors = st.from_regex(r"[A-Za-z0-9_][A-Za-z0-9_-]{0,30}", fullmatch=True)


@pytest.mark.parametrize(
    ("path", "page"),
    [
        ("content/develop/reference/eviction/index.md", "develop/reference/eviction"),
        ("content/commands/bf.reserve.md", "commands/bf.reserve"),
        ("content/operate/rs/_index.md", "operate/rs"),
        ("operate/rs/7.4/installing-upgrading/_index.md", "operate/rs/7.4/installing-upgrading"),
    ],
)
def test_id001_page_id_is_the_content_path_without_md_and_index(path, page):
    assert page_id_from_path(path) == page


@given(page_ids, st.none() | anchors, st.none() | st.integers(0, 9999))
def test_id002_every_emitted_id_round_trips(page, anchor, window):
    doc = DocId(page, anchor, window if anchor is not None else None)
    assert parse_id(str(doc)) == doc
    assert str(parse_id(str(doc))).split("#", 1)[0] == page


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "../etc/passwd",
        "commands/../../x",
        "/commands/get",
        "https://redis.io/docs/latest/commands/get/",
        "commands/*",
        "@title:*",
        "commands/get#",
        "commands/get#sec:w",
        "commands/get#sec:w01",
        "commands/get #x",
        "commands/.hidden",
        "x" * 401,
        "a|b",
    ],
)
def test_id003_strings_that_do_not_parse_are_refused_with_a_reason(bad):
    with pytest.raises(InvalidIdError) as err:
        parse_id(bad)
    assert str(err.value)


@given(st.text(max_size=60))
def test_id003_arbitrary_text_either_parses_or_raises_invalid_id(text):
    try:
        doc = parse_id(text)
    except InvalidIdError:
        return
    assert ".." not in doc.page_id.split("/")
    assert not any(c in text for c in " *?@$|\\\n")


def test_id004_canonical_url_and_front_matter_override():
    assert canonical_url("commands/get") == "https://redis.io/docs/latest/commands/get/"
    assert (
        canonical_url("commands/get", "syntax")
        == "https://redis.io/docs/latest/commands/get/#syntax"
    )
    assert canonical_url("commands/get", "_top") == "https://redis.io/docs/latest/commands/get/"
    assert (
        canonical_url("x/y", url_override="/operate/rc/")
        == "https://redis.io/docs/latest/operate/rc/"
    )


def test_id005_non_string_ids_are_refused():
    with pytest.raises(InvalidIdError, match="string"):
        parse_id(42)


_VERSIONED_KEY = re.compile(r"^docs:v\d+:[cpkx]:")


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        ("docs:v7:c:commands/get#syntax:w0", "commands/get#syntax:w0"),
        ("docs:v12:p:develop/data-types", "develop/data-types"),
        ("docs:v1:c:docs:v2:c:x", "docs:v2:c:x"),
        ("commands/get", "commands/get"),
        ("docs:v1:z:commands/get", "docs:v1:z:commands/get"),
        ("docs:v:c:commands/get", "docs:v:c:commands/get"),
        ("docs:v1:cc:commands/get", "docs:v1:cc:commands/get"),
        ("docs:v1:c", "docs:v1:c"),
    ],
)
def test_id022_a_record_key_gives_its_id_and_anything_else_passes(key: str, expected: str):
    assert record_id(key) == expected


@given(st.text(alphabet="docs:v0123456789cpkxz#/\u00b2\u0663", max_size=14).map("docs:v".__add__))
def test_id022_record_id_strips_exactly_the_versioned_prefix(key: str):
    assert record_id(key) == _VERSIONED_KEY.sub("", key, count=1)
