"""Fetched documents and search hits built from records, without Redis (spec/011-retrieval.md,
spec/010-tool-contract.md)."""

from __future__ import annotations

from typing import Any

import pytest
from docs_core.errors import InvalidQueryError
from docs_core.ids import parse_id
from docs_core.index import IndexMeta
from docs_core.retrieval.fetching import (
    MAX_FETCH_CHARS,
    DocParts,
    checked_max_chars,
    chunk_ids_of,
    chunk_parts,
    command_header,
    linked_page_ids,
    page_parts,
    paged,
)
from docs_core.retrieval.hits import (
    HIT_FIELDS,
    MAX_CHUNK_TEXT_CHARS,
    hit_from_row,
    hit_title,
    hits_from_rows,
)
from docs_core.retrieval.ranking import Candidate, CandidateKind
from docs_core.retrieval.replies import as_str, stored_list
from docs_core.retrieval.snippets import MAX_SNIPPET_CHARS
from docs_core.schema import Command

PAGE = {
    "title": "Redis Streams",
    "url": "https://redis.io/docs/latest/develop/data-types/streams/",
    "body": "# Redis Streams\n\nA stream is an append-only log.",
    "section_path": '["develop", "data-types"]',
    "product": "oss",
    "version": "latest",
    "doc_type": "page",
    "chunk_ids": '["develop/data-types/streams#_top:w0", "develop/data-types/streams#groups:w0", '
    '"develop/data-types/streams#groups:w1", "develop/data-types/streams#groupsx:w0"]',
}
META = IndexMeta(version=3, source_commit="abc1234", indexed_at=0.0)


def _command(**fields: Any) -> Command:
    base: dict[str, Any] = {
        "name": "XADD",
        "summary": "Appends a new message to a stream.",
        "syntax": "XADD key * field value",
        "complexity": "O(1)",
        "since": "5.0.0",
        "group": "stream",
        "url": "https://redis.io/docs/latest/commands/xadd/",
        "id": "commands/xadd",
        "page_id": "commands/xadd",
        "name_key": "XADD",
        "content_hash": "0",
    }
    return Command.model_validate(base | fields)


def test_ret016_a_command_header_lists_the_fields_the_command_has() -> None:
    header = command_header(_command(acl_categories=["@write", "@stream"]))
    assert header == (
        "# XADD\n\n"
        "- Syntax: XADD key * field value\n"
        "- Time complexity: O(1)\n"
        "- Available since: 5.0.0\n"
        "- Group: stream\n"
        "- ACL categories: @write, @stream\n\n"
    )


def test_ret016_a_command_page_is_kind_command_and_starts_with_its_header() -> None:
    page = PAGE | {"doc_type": "command", "body": "Body."}
    parts = page_parts(parse_id("commands/xadd"), page, _command())
    assert parts.metadata.kind == "command"
    assert parts.body.startswith("# XADD\n\n- Syntax: ") and parts.body.endswith("\n\nBody.")
    without_record = page_parts(parse_id("commands/xadd"), page, None)
    title = PAGE["title"]
    assert (without_record.metadata.kind, without_record.body) == ("command", f"# {title}\n\nBody.")


def test_mcp052_a_page_starts_with_its_title_as_an_h1_unless_its_body_does() -> None:
    plain = page_parts(parse_id("develop/x"), PAGE | {"body": "Body."}, None)
    assert plain.body == f"# {PAGE['title']}\n\nBody."
    own = page_parts(parse_id("develop/x"), PAGE | {"body": "# Own title\n\nBody."}, None)
    assert own.body == "# Own title\n\nBody."


def test_mcp050_linked_page_ids_are_the_docs_pages_a_text_links_in_order() -> None:
    text = (
        "[a](https://redis.io/docs/latest/commands/xadd/#ids) [b](#local) "
        "[c](https://redis.io/docs/latest/develop/x/) [d](https://example.com/commands/get/) "
        "[e](https://redis.io/docs/latest/commands/xadd/) [f](https://redis.io/docs/latest/bad%20id/)"
    )
    assert linked_page_ids(text, "develop/x") == ["commands/xadd"]


def test_mcp040_only_a_command_page_says_since_and_no_metadata_says_version() -> None:
    page = PAGE | {"doc_type": "command", "body": "Body."}
    command = page_parts(parse_id("commands/xadd"), page, _command()).metadata
    assert (command.since, command.doc_version, command.product) == ("5.0.0", "latest", "oss")
    dumped = command.model_dump(mode="json")
    assert dumped["since"] == "5.0.0" and "version" not in dumped
    listing = page_parts(parse_id("commands/redis-8-0-commands"), page, _command(since=""))
    assert "since" not in listing.metadata.model_dump(mode="json"), "a list of commands"
    plain = page_parts(parse_id("develop/data-types/streams"), PAGE, None).metadata
    assert "since" not in plain.model_dump(mode="json")


def test_a_page_is_its_stored_body_with_its_metadata() -> None:
    parts = page_parts(parse_id("develop/data-types/streams"), PAGE, None)
    assert parts.body == PAGE["body"] and parts.title == "Redis Streams"
    assert parts.metadata.kind == "page"
    assert parts.metadata.section_path == ["develop", "data-types"]


def test_a_section_covers_its_windows_and_a_chunk_only_itself() -> None:
    section = parse_id("develop/data-types/streams#groups")
    assert chunk_ids_of(section, PAGE) == [
        "develop/data-types/streams#groups:w0",
        "develop/data-types/streams#groups:w1",
    ]
    chunk = parse_id("develop/data-types/streams#groups:w1")
    assert chunk_ids_of(chunk, PAGE) == ["develop/data-types/streams#groups:w1"]
    assert chunk_ids_of(parse_id("develop/data-types/streams#nope"), PAGE) == []


def test_ret016_a_section_joins_its_windows_and_skips_a_missing_one() -> None:
    overlap = "Workers acknowledge entries with XACK once they are processed."
    rows = [
        [b"Consumer groups split a stream. " + overlap.encode(), b"Consumer groups", b"u#groups"],
        [None, None, None],
        [overlap.encode() + b" Pending entries stay.", b"Consumer groups", b"u#groups"],
    ]
    parts = chunk_parts(parse_id("develop/data-types/streams#groups"), PAGE, rows)
    assert parts is not None
    assert parts.body == f"Consumer groups split a stream. {overlap} Pending entries stay."
    assert (parts.url, parts.metadata.kind, parts.metadata.section) == (
        "u#groups",
        "section",
        "Consumer groups",
    )
    assert chunk_parts(parse_id("develop/data-types/streams#groups"), PAGE, [[None] * 3]) is None


def test_ret016_mcp076_paging_by_offset_ends_with_no_next_offset() -> None:
    parts = DocParts("T", "u", "0123456789", page_parts(parse_id("a"), PAGE, None).metadata)
    first = paged(parse_id("a"), parts, META, offset=0, max_chars=4)
    assert (first.text, first.offset, first.next_offset, first.total_chars) == ("0123", 0, 4, 10)
    last = paged(parse_id("a"), parts, META, offset=8, max_chars=4)
    assert (last.text, last.next_offset) == ("89", None)
    with pytest.raises(InvalidQueryError, match="past the end of a: its text has 10 characters"):
        paged(parse_id("a"), parts, META, offset=10, max_chars=4)
    assert first.metadata.source_commit == "abc1234", "the live index's commit"
    assert first.metadata.indexed_at == "1970-01-01T00:00:00+00:00"


def test_ret017_paging_arguments_are_checked_and_max_chars_is_capped() -> None:
    assert checked_max_chars(0, 10**9) == MAX_FETCH_CHARS
    assert checked_max_chars(5, 100) == 100
    for offset, max_chars in ((-1, 10), ("0", 10), (0, 0), (0, 2.5)):
        with pytest.raises(InvalidQueryError):
            checked_max_chars(offset, max_chars)


def test_list_fields_are_read_as_json_arrays_or_comma_separated() -> None:
    assert stored_list('["a", "b"]') == ["a", "b"]
    assert stored_list("a,,b") == ["a", "b"]
    assert stored_list("") == []
    assert (as_str(None), as_str(b"x"), as_str(3)) == ("", "x", "3")


def _row(kind: CandidateKind, **values: str) -> list[bytes | None]:
    return [values.get(f, "").encode() for f in HIT_FIELDS[kind]]


def test_ret015_a_chunk_hit_shows_a_bounded_snippet_or_its_whole_passage() -> None:
    text = "filler words. " * 200 + "XCLAIM takes ownership of a pending entry."
    row = _row("chunk", page_id="p", title="T", heading="H", text=text, url="u", product="oss")
    candidate = Candidate("docs:v1:c:p#h:w0", "chunk", "p", 0.5)
    hit = hit_from_row(candidate, row, ["xclaim"])
    assert hit is not None and hit.id == "p#h:w0" and hit.section == "H" and hit.title == "T > H"
    assert len(hit.text) <= MAX_SNIPPET_CHARS and "XCLAIM" in hit.text
    whole = hit_from_row(candidate, row, ["xclaim"], full_chunks=True)
    assert whole is not None and whole.text == text[:MAX_CHUNK_TEXT_CHARS]


def test_mcp041_a_hit_title_names_the_page_and_its_section() -> None:
    assert hit_title("Redis Streams", "Consumer groups") == "Redis Streams > Consumer groups"
    assert hit_title("Redis Streams", "Groups > Pending") == "Redis Streams > Groups > Pending"
    assert hit_title("Redis Streams", "") == "Redis Streams", "the lead passage has no heading"
    assert hit_title("XADD", "XADD") == "XADD"


def test_mcp042_a_result_list_never_shows_one_url_and_title_twice() -> None:
    def row(heading: str, url: str) -> list[bytes | None]:
        return _row("chunk", page_id="p", title="T", heading=heading, text="t", url=url)

    candidates = [
        Candidate("docs:v1:c:p#a:w0", "chunk", "p", 3.0),
        Candidate("docs:v1:c:p#a:w1", "chunk", "p", 2.0),
        Candidate("docs:v1:c:p#b:w0", "chunk", "p", 1.0),
    ]
    rows = [row("A", "u#a"), row("A", "u#a"), row("B", "u#b")]
    shown = hits_from_rows(candidates, rows, [])
    assert [(h.id, h.title) for h in shown] == [("p#a:w0", "T > A"), ("p#b:w0", "T > B")]
    whole = hits_from_rows(candidates, rows, [], full_chunks=True)
    assert len(whole) == 3, "the agent's whole passages keep every window"


def test_a_command_hit_is_its_syntax_and_summary_under_its_page_id() -> None:
    row = _row(
        "command", name="XADD", summary="Appends.", syntax="XADD key", page_id="commands/xadd"
    )
    hit = hit_from_row(
        Candidate("docs:v1:k:commands/xadd", "command", "commands/xadd", 1.0), row, []
    )
    assert hit is not None
    assert (hit.id, hit.kind, hit.title, hit.text) == (
        "commands/xadd",
        "command",
        "XADD",
        "XADD key\n\nAppends.",
    )
    assert hit.product == "", "the caller reads the product from the page"


def test_a_vanished_record_gives_no_hit_and_a_page_falls_back_to_its_description() -> None:
    gone = [None] * len(HIT_FIELDS["page"])
    assert hit_from_row(Candidate("docs:v1:p:a", "page", "a", 1.0), gone, []) is None
    row = _row("page", title="A", url="u", description="What A is.")
    hit = hit_from_row(Candidate("docs:v1:p:a", "page", "a", 1.0), row, [])
    assert hit is not None and (hit.id, hit.text) == ("a", "What A is.")
