"""The id forms fetch forgives, read into candidates without Redis (spec/001 ID-006..ID-008)."""

from __future__ import annotations

import asyncio
import difflib
import heapq
import itertools
import threading
from typing import Any

import pytest
from docs_core.errors import DocNotFoundError
from docs_core.ids import InvalidIdError
from docs_core.retrieval import DocsReader, resolving
from docs_core.retrieval.closeids import IdNeighbours
from docs_core.retrieval.resolve import (
    alias_entries,
    close_ids,
    id_forms,
    section_anchor,
    site_path,
    title_words,
)
from docs_core.retrieval.resolving import IdResolver, PageDirectory
from hypothesis import given
from hypothesis import strategies as st

URL = "https://redis.io/docs/latest/"


@pytest.mark.parametrize(
    "form",
    [
        "commands/xadd",
        "commands/xadd/",
        "/commands/xadd/",
        "https://redis.io/docs/latest/commands/xadd/",
        "https://redis.io/docs/latest/commands/xadd",
        "https://redis.io/docs/latest/commands/xadd.md",
        "https://redis.io/docs/latest/commands/xadd/index.md",
        "http://redis.io/docs/latest/commands/xadd/",
        "https://www.redis.io/docs/latest/commands/xadd/?utm_source=x",
        "https://redis.io/docs/commands/xadd/",
        "redis.io/docs/latest/commands/xadd/",
        "/docs/latest/commands/xadd/",
        "XADD",
        "xadd",
        "commands/XADD",
        "  commands/xadd  ",
    ],
)
def test_id006_every_page_form_has_the_canonical_id_among_its_candidates(form: str) -> None:
    forms = id_forms(form)
    assert "commands/xadd" in forms.pages
    assert forms.fragment is None


@pytest.mark.parametrize(
    ("form", "page", "command"),
    [
        ("CLIENT KILL", "commands/client-kill", "CLIENT KILL"),
        ("client kill", "commands/client-kill", "CLIENT KILL"),
        ("commands/CLIENT KILL", "commands/client-kill", "CLIENT KILL"),
        ("CLIENT|KILL", "commands/client-kill", "CLIENT KILL"),
        ("CLIENT NO-EVICT", "commands/client-no-evict", "CLIENT NO-EVICT"),
        ("bf.reserve", "commands/bf.reserve", "BF.RESERVE"),
        ("Redis 7.4 Commands", "commands/redis-7.4-commands", "REDIS 7.4 COMMANDS"),
    ],
)
def test_id006_command_names_in_any_case_map_to_the_command_page(
    form: str, page: str, command: str
) -> None:
    forms = id_forms(form)
    assert forms.pages[-1] == page
    assert forms.command == command


def test_id006_the_form_as_given_is_tried_before_its_lower_case_and_command_page() -> None:
    assert id_forms("Develop/Foo").pages == ("Develop/Foo", "develop/foo")
    assert id_forms("XADD").pages == ("XADD", "xadd", "commands/xadd")


@pytest.mark.parametrize(
    ("form", "fragment"),
    [
        ("commands/xadd#entry-identifiers", "entry-identifiers"),
        ("https://redis.io/docs/latest/commands/xadd/#entry-identifiers", "entry-identifiers"),
        ("/docs/latest/commands/xadd/#Entry-Identifiers", "Entry-Identifiers"),
        ("XADD#entry-identifiers:w0", "entry-identifiers:w0"),
    ],
)
def test_id006_the_anchor_survives_every_form(form: str, fragment: str) -> None:
    forms = id_forms(form)
    assert forms.pages[-1] == "commands/xadd"
    assert forms.fragment == fragment
    assert forms.with_fragment("commands/xadd") == f"commands/xadd#{fragment}"


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "   ",
        "../etc/passwd",
        "commands/../secrets",
        "commands/*",
        "https://example.com/docs/latest/commands/xadd/",
        "ftp://redis.io/docs/latest/commands/xadd/",
        "x#y:w",
        "commands/xadd#a b",
        "develop/data types",
        "a  b",
        "x" * 401,
        "@name:{x}",
    ],
)
def test_id006_strings_that_are_not_id_like_stay_invalid_id(bad: str) -> None:
    with pytest.raises(InvalidIdError):
        id_forms(bad)


@pytest.mark.parametrize(
    ("bad", "says"),
    [
        ("commands/xadd:w0", "':', a character ids never have (a window follows a section"),
        ("https://redis.io/", "id names no page"),
        ("https://redis.io/docs/latest/", "id names no page"),
        ("commands/*", "'*', a character ids never have"),
    ],
)
def test_id006_an_invalid_id_says_what_is_wrong_with_it(bad: str, says: str) -> None:
    with pytest.raises(InvalidIdError) as refused:
        id_forms(bad)
    assert says in str(refused.value)


def test_id006_the_docs_prefix_of_a_url_is_read_in_any_case() -> None:
    assert "commands/xadd" in id_forms("HTTPS://REDIS.IO/DOCS/LATEST/COMMANDS/XADD/").pages


def test_id006_non_strings_are_invalid_id() -> None:
    with pytest.raises(InvalidIdError, match="string"):
        id_forms(42)  # type: ignore[arg-type]


@given(st.text(max_size=80))
def test_id006_any_text_either_yields_page_id_candidates_or_invalid_id(text: str) -> None:
    try:
        forms = id_forms(text)
    except InvalidIdError:
        return
    assert forms.pages
    for page in forms.pages:
        assert ".." not in page.split("/")
        assert " " not in page and "*" not in page


def test_id007_aliases_and_moved_urls_become_site_paths() -> None:
    entries = alias_entries(
        "develop/reference/eviction",
        '["/topics/lru-cache/", "manual/eviction", "https://example.com/x"]',
        "https://redis.io/docs/latest/develop/reference/eviction/",
    )
    assert entries == [
        ("topics/lru-cache", "develop/reference/eviction"),
        ("manual/eviction", "develop/reference/eviction"),
    ]
    moved = alias_entries("a/b", [], "https://redis.io/docs/latest/c/d/")
    assert moved == [("c/d", "a/b")]
    assert site_path("/docs/latest/topics/lru-cache/") == "topics/lru-cache"
    # Malformed aliases the corpus publishes are looked up as Hugo wrote them.
    assert site_path(f"{URL}a/write%20behind/x/") == "a/write behind/x"


BODY = """Lead text.

## Entry identifiers

Text.

### Explicit IDs

More.

## Examples

### Basic use

## Examples

### Trimming
"""


@pytest.mark.parametrize(
    ("anchor", "section"),
    [
        ("entry-identifiers", "entry-identifiers"),
        ("Entry-Identifiers", "entry-identifiers"),
        ("explicit-ids", "entry-identifiers"),
        ("basic-use", "examples"),
        ("trimming", "examples-1"),
        ("no-such-heading", None),
    ],
)
def test_id007_a_heading_anchor_names_the_section_that_holds_it(
    anchor: str, section: str | None
) -> None:
    anchors = ["_top", "entry-identifiers", "examples", "examples-1"]
    assert section_anchor(anchor, BODY, anchors) == section


MERGED_BODY = """Short lead.

## Syntax

Text.

## Cleanup

One line.

## Examples

More text.
"""


@pytest.mark.parametrize(
    ("anchor", "anchors", "section"),
    [
        ("cleanup", ["_top", "syntax", "examples"], "syntax"),
        ("Cleanup", ["_top", "syntax", "examples"], "syntax"),
        ("syntax", ["cleanup", "examples"], "cleanup"),
        ("syntax", ["_top", "cleanup", "examples"], "_top"),
    ],
)
def test_id007_a_section_merged_into_a_neighbour_names_the_section_that_holds_it(
    anchor: str, anchors: list[str], section: str
) -> None:
    # The ingest merges a section of a few characters into the previous one, or into the next
    # when none precedes it (spec/005, ING-052); the anchors listed are those left with chunks.
    assert section_anchor(anchor, MERGED_BODY, anchors) == section


def test_id008_close_ids_prefer_the_same_leaf_and_section() -> None:
    known = [
        "commands/xadd",
        "commands/xdel",
        "commands/xack",
        "develop/data-types/streams",
        "operate/rs/commands/xadd",
    ]
    assert close_ids("commands/xaddd", known)[0] == "commands/xadd"
    assert close_ids("develop/streams", known)[0] == "develop/data-types/streams"
    assert close_ids("nothing/like/this/at-all", known) == []
    assert len(close_ids("commands/x", known)) <= 3


def test_id008_title_words_never_carry_a_stopword() -> None:
    # "@title:(no|such|command)" crashed the embedded Redis Stack (QueryNode_AddChildren).
    assert title_words("commands/no-such-command") == ["command"]
    assert title_words("https://redis.io/docs/latest/develop/the-key-eviction/") == [
        "key",
        "eviction",
    ]
    assert title_words("a/no-such") == []


def test_id006_a_mixed_case_id_resolves_from_its_lower_case_form() -> None:
    class Meta:
        fingerprint = "f"

    class Live:
        async def current_meta(self) -> Meta:
            return Meta()

    class Client:
        async def execute_command(self, *args: object) -> list[object]:
            fields = [b"aliases", b'["/old/readme/"]', b"url", b""]
            return [1, b"docs:v1:p:develop/use-cases/java/README", fields]

    resolver = IdResolver(Client(), Live())  # type: ignore[arg-type]
    directory = asyncio.run(resolver.directory(1))
    assert directory.page_ids == ("develop/use-cases/java/README",)
    assert directory.aliases["develop/use-cases/java/readme"] == "develop/use-cases/java/README"
    assert directory.aliases["old/readme"] == "develop/use-cases/java/README"


def test_id010_a_target_longer_than_any_id_is_compared_cut() -> None:
    known = ["commands/xadd", "develop/data-types/streams", "commands/xdel"]
    longest = max(map(len, known))
    long = "commands/xadd" + "e" * 400
    assert close_ids(long, known) == close_ids(long[: longest + 16], known)
    assert close_ids("e" * 400, known) == []


@pytest.mark.redis
def test_id010_suggestions_for_a_missing_id_are_worked_out_off_the_event_loop(
    sample_index: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[bool] = []

    def recorded(*args: Any, **kwargs: Any) -> list[str]:
        threads.append(threading.current_thread() is threading.main_thread())
        return close_ids(*args, **kwargs)

    monkeypatch.setattr(resolving, "close_ids", recorded)

    async def run() -> None:
        reader = await DocsReader.connect(sample_index)
        try:
            for missing in ("e" * 400, "commands/xaddd", "commands/xadd#no-such-section"):
                with pytest.raises(DocNotFoundError):
                    await reader.fetch(missing)
        finally:
            await reader.aclose()

    asyncio.run(asyncio.wait_for(run(), 60))
    assert threads and not any(threads), "every close-id search ran in a worker thread"


def _reference_close_ids(target: str, known: list[str], limit: int) -> list[str]:
    """The pre-table algorithm, one ``SequenceMatcher`` pass per known id (ID-030's reference)."""
    known = list(dict.fromkeys(known))
    wanted = target.lower()[: max(map(len, known), default=0) + 16]
    head, leaf = wanted.split("/", 1)[0], wanted.rsplit("/", 1)[-1]
    matcher = difflib.SequenceMatcher(b=wanted, autojunk=False)
    rough = []
    for candidate in known:
        matcher.set_seq1(candidate.lower())
        bonus = 0.3 if leaf and leaf in candidate.lower().rsplit("/", 1)[-1] else 0.0
        rough.append((matcher.quick_ratio() + bonus, candidate))
    scored = []
    for _, candidate in heapq.nlargest(40, rough):
        lowered = candidate.lower()
        matcher.set_seq1(lowered)
        score = matcher.ratio() + (0.05 if lowered.split("/", 1)[0] == head else 0.0)
        if leaf and leaf == lowered.rsplit("/", 1)[-1]:
            score += 0.3
        if score >= 0.6:
            scored.append((score, candidate))
    scored.sort(key=lambda pair: (-pair[0], pair[1]))
    return [candidate for _, candidate in scored[:limit]]


_ID_TEXT = st.text(alphabet="abxyzAB/-.", min_size=1, max_size=14)


@given(
    known=st.lists(_ID_TEXT, max_size=90),
    target=st.one_of(_ID_TEXT, st.text(max_size=30)),
    limit=st.integers(min_value=1, max_value=4),
)
def test_id030_close_ids_from_the_table_equal_the_per_id_reference(
    known: list[str], target: str, limit: int
) -> None:
    neighbours = IdNeighbours(known)
    assert neighbours.closest(target, limit) == _reference_close_ids(target, known, limit)
    assert close_ids(target, known, limit=limit) == _reference_close_ids(target, known, limit)


def test_id030_a_page_directory_builds_its_table_once() -> None:
    directory = PageDirectory(1, ("commands/xadd", "commands/xdel", "develop/data-types/streams"))
    first = directory.neighbours
    assert directory.neighbours is first
    assert first.closest("commands/xaddd", 3)[0] == "commands/xadd"
    assert IdNeighbours([]).closest("commands/xadd", 3) == []


def test_id030_ties_at_the_shortlist_cut_resolve_as_the_reference() -> None:
    # Sixty anagrams share one rough score: the shortlist's cut falls inside the tie.
    leaves = sorted({"".join(p) for p in itertools.permutations("xaddq")})
    known = [f"commands/{leaf}" for leaf in leaves]
    expected = _reference_close_ids("commands/xadd", known, 3)
    assert len(expected) == 3
    assert IdNeighbours(known).closest("commands/xadd", 3) == expected
