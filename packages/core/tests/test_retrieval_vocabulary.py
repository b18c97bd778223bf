"""The index's own vocabulary without Redis: misspelt command names and error names
(spec/011-retrieval.md, RET-029 and RET-030)."""

from __future__ import annotations

from typing import Any

from docs_core.retrieval import vocabulary as vocabulary_module
from docs_core.retrieval.capabilities import ClientHybrid
from docs_core.retrieval.legs import Variant, plan_legs
from docs_core.retrieval.textquery import parse_query
from docs_core.retrieval.tuning import SearchTuning
from docs_core.retrieval.vocabulary import (
    NEAR_WORDS_KEPT,
    CorpusVocabulary,
    NameMatcher,
    build_vocabulary,
    corrects,
    edit_distance,
    error_mentions,
    misspelled_words,
    near_names,
    spellcheck_args,
)

NAMES = ["HGETALL", "HGET", "HSET", "ZRANGE", "ZRANK", "SET", "GET", "XREADGROUP", "BF.RESERVE"]
LATEST = "@version:{latest}"


class _Recorder:
    def __init__(self) -> None:
        self.commands: list[tuple[Any, ...]] = []

    def execute_command(self, *args: Any, **options: Any) -> None:
        self.commands.append(args)


def _vocabulary() -> CorpusVocabulary:
    return CorpusVocabulary(
        1,
        [*NAMES, "CLIENT KILL"],
        {
            "MISCONFIG": ("docs:v1:c:signals#child:w0",),
            "WRONGTYPE": ("docs:v1:c:lists#rules:w1", "docs:v1:c:errors#command:w0"),
        },
    )


def test_edit_distance_is_levenshtein_and_stops_past_the_limit() -> None:
    assert edit_distance("HGETAL", "HGETALL", 2) == 1
    assert edit_distance("ZRNGE", "ZRANGE", 2) == 1
    assert edit_distance("KITTEN", "SITTING", 3) == 3
    assert edit_distance("KITTEN", "SITTING", 1) == 2
    assert edit_distance("A", "ABCD", 2) == 3


def test_ret029_near_names_allow_one_edit_and_two_for_long_names() -> None:
    assert near_names("HGETAL", NAMES) == ["HGETALL"]
    assert near_names("ZRNGE", NAMES) == ["ZRANGE"]
    assert near_names("XREDGRUP", NAMES) == ["XREADGROUP"]
    assert near_names("BF.RESERV", NAMES) == ["BF.RESERVE"]
    # Four letters against a five-letter name: two edits are too many for short names.
    assert near_names("ZRNK", ["ZRANK", "ZRANGE"]) == ["ZRANK"]
    assert near_names("HSAT", ["HSET"]) == ["HSET"]
    assert near_names("HXXT", ["HSET"]) == []


def test_ret029_a_matcher_answers_a_repeated_word_alike_and_keeps_a_bounded_memory() -> None:
    matcher = NameMatcher(NAMES)
    first = matcher.near("HGETAL")
    first.append("caller's own list")
    assert matcher.near("HGETAL") == ["HGETALL"], "a caller's change must not reach the memory"
    for n in range(NEAR_WORDS_KEPT + 10):
        matcher.near(f"WORD{n}")
        if n == NEAR_WORDS_KEPT // 2:
            matcher.near("HGETAL")
    assert len(matcher._kept) == NEAR_WORDS_KEPT
    assert "HGETAL" in matcher._kept, "read again late, it outlives the words before it"
    assert "WORD0" not in matcher._kept
    assert matcher.near("ZRNGE") == ["ZRANGE"]
    before = len(matcher._kept)
    assert matcher.near("HGETALL" + "X" * 4_000) == [] and len(matcher._kept) == before, (
        "a word too long to be a name is answered without being kept"
    )


def test_ret029_words_too_short_known_or_ambiguous_are_not_corrected() -> None:
    assert near_names("GXT", NAMES) == []
    assert near_names("HGETALL", NAMES) == []
    # Equally close to more names than MAX_NEAR_NAMES: the word says too little.
    assert near_names("AAAA", ["AAAB", "AABA", "ABAA", "BAAA"]) == []
    assert near_names("AAAA", ["AAAB", "AABA", "AAABBB"]) == ["AAAB", "AABA"]


def test_ret029_fuzzy_commands_carry_the_word_they_correct() -> None:
    found = _vocabulary().fuzzy_commands("hgetal returns nothing, GET works")
    assert [(c.name_key, c.fuzzy_of, c.strong, c.position) for c in found] == [
        ("HGETALL", "hgetal", False, 0)
    ]
    (upper,) = _vocabulary().fuzzy_commands("HGETAL user:1")
    assert upper.strong
    assert _vocabulary().fuzzy_commands("CLIENT KILL") == []
    # A stopword is no term of the index, so the index cannot vouch for it: never corrected.
    assert CorpusVocabulary(1, ["INFO"], {}).fuzzy_commands("into the plan") == []
    # A correction keeps the word's punctuation.
    assert CorpusVocabulary(1, ["DIGEST"], {}).fuzzy_commands("a t-digest sketch") == []
    (dotted,) = _vocabulary().fuzzy_commands("bf.reserv")
    assert (dotted.name_key, dotted.strong) == ("BF.RESERVE", True)


def test_ret029_the_index_decides_whether_a_word_is_a_typo() -> None:
    reply = [
        [b"TERM", b"hgetal", [[b"0.006", b"hgetall"], [b"0.002", b"+hget"]]],
        [b"TERM", b"limter", [[b"0.01", b"limiter"]]],
        [b"TERM", b"xredgrup", []],
    ]
    unknown = misspelled_words(reply)
    assert unknown["hgetal"] == {"hgetall", "hget"}
    assert corrects("hgetal", "HGETALL", unknown)
    assert corrects("xredgrup", "XREADGROUP", unknown)
    # A corpus word ("sets") is English, not a typo; a word one edit from another corpus
    # term is a typo of that term, not of a command.
    assert not corrects("sets", "SET", unknown)
    assert not corrects("limter", "SINTER", unknown)
    assert corrects("bf.reserv", "BF.RESERVE", unknown)
    assert spellcheck_args(["bf.reserv"]) is None
    assert spellcheck_args(["hgetal", "hgetal", "sets"]) == [
        "FT.SPELLCHECK",
        "docs_chunks",
        "hgetal sets",
        "DISTANCE",
        1,
        "DIALECT",
        2,
    ]


def test_ret029_a_credited_correction_joins_the_command_boost_at_its_own_weight() -> None:
    tuning = SearchTuning(fuzzy_command_weight=1.0)
    text = "hgetal sets"
    plan = plan_legs(
        [Variant(parse_query(text), b"\x00" * 8, LATEST, 1.0)],
        [text],
        tuning,
        chunks=True,
        pages=True,
        vocabulary=_vocabulary(),
    )
    pipe = _Recorder()
    plan.queue(pipe, ClientHybrid())
    spellcheck = [c for c in pipe.commands if c[0] == "FT.SPELLCHECK"]
    assert spellcheck == [
        ("FT.SPELLCHECK", "docs_chunks", "hgetal sets", "DISTANCE", 1, "DIALECT", 2)
    ]
    lookup = next(c for c in pipe.commands if "@name_key:" in str(c[2]))
    assert "HGETALL" in lookup[2] and "SET" in lookup[2]
    replies: list[Any] = [[0] for _ in range(len(pipe.commands))]
    index = pipe.commands.index(lookup)
    replies[index] = [
        2,
        b"docs:v1:cmd:commands/hgetall",
        [b"name_key", b"HGETALL"],
        b"docs:v1:cmd:commands/set",
        [b"name_key", b"SET"],
    ]
    replies[index + 1] = [[b"TERM", b"hgetal", [[b"0.006", b"hgetall"]]]]
    replies[-1] = [0]
    hits = plan.parse(replies, ClientHybrid()).command_hits
    # The index reported "hgetal" unknown but not "sets" (an English word): only HGETALL
    # is credited.
    assert [(key, c.fuzzy_of) for key, c in hits] == [("docs:v1:cmd:commands/hgetall", "hgetal")]


def test_ret029_fuzzy_matching_is_off_at_weight_zero() -> None:
    text = "hgetal"
    plan = plan_legs(
        [Variant(parse_query(text), b"\x00" * 8, LATEST, 1.0)],
        [text],
        SearchTuning(fuzzy_command_weight=0.0, error_route_weight=0.0),
        chunks=True,
        pages=True,
        vocabulary=_vocabulary(),
    )
    assert "HGETALL" not in plan.command_names
    assert plan.error_route is None


def test_ret030_error_names_are_read_from_the_corpus_error_forms() -> None:
    text = (
        "Redis will reply to all write commands with a `MISCONFIG` error.\n"
        "(error) WRONGTYPE Operation against a key holding the wrong kind of value\n"
        "    -MOVED 3999 127.0.0.1:6381\n"
        "- **CROSSSLOT**: Keys in request don't hash to the same slot\n"
        "- `LOADING Redis is loading the dataset in memory`\n"
        "writes fail with OOM errors; ACL SETUSER alan +@set -SADD\n"
        "use `LIMIT 0 10` and the JSON format; the TTL in seconds"
    )
    assert error_mentions(text) == {
        "MISCONFIG",
        "WRONGTYPE",
        "MOVED",
        "CROSSSLOT",
        "LOADING",
        "OOM",
        "SADD",
    }


def test_ret030_vocabulary_keeps_error_names_that_are_not_command_names() -> None:
    reply = [
        2,
        b"docs:v1:c:lists#rules:w1",
        [b"text", b"(error) WRONGTYPE Operation against a key"],
        b"docs:v1:c:acl#rules:w0",
        [b"text", b"ACL SETUSER alan +@set -SADD gives an error"],
    ]
    vocabulary = build_vocabulary(3, [b"SADD", b"ACL SETUSER"], reply)
    assert vocabulary.version == 3
    assert vocabulary.command_names == {"SADD", "ACL SETUSER"}
    assert vocabulary.error_chunks == {"WRONGTYPE": ("docs:v1:c:lists#rules:w1",)}


def test_ret030_names_mostly_written_otherwise_are_not_error_names() -> None:
    # TLS is written as an error once in four mentions or less: an acronym, not a reply.
    reply = [
        2,
        b"docs:v1:c:ldap#check:w0",
        [b"text", b"A TLS error: the TLS certificate or TLS port is wrong; check TLS and TLS 1.3."],
        b"docs:v1:c:oom#memory:w0",
        [b"text", b"Writes fail with an OOM error. OOM means out of memory."],
    ]
    vocabulary = build_vocabulary(3, [], reply)
    assert vocabulary.error_chunks == {"OOM": ("docs:v1:c:oom#memory:w0",)}


def test_ret030_upper_case_error_words_route_to_the_chunks_that_write_them() -> None:
    vocabulary = _vocabulary()
    assert vocabulary.error_route("LPUSH fails with WRONGTYPE") == (
        ("WRONGTYPE",),
        ("docs:v1:c:lists#rules:w1", "docs:v1:c:errors#command:w0"),
    )
    # Two edits from a long error name, as the docs spell it.
    assert vocabulary.error_route("a MISCONF error") == (
        ("MISCONFIG",),
        ("docs:v1:c:signals#child:w0",),
    )
    # Lower case is English; command names belong to the command legs.
    assert vocabulary.error_route("the wrongtype of value") == ((), ())
    assert vocabulary.error_route("HGETALL and SET") == ((), ())


def test_ret030_the_error_route_is_a_chunk_leg_restricted_to_those_chunks() -> None:
    text = "LPUSH fails with WRONGTYPE"
    tuning = SearchTuning(error_route_weight=2.0, error_route_candidates=7)
    plan = plan_legs(
        [Variant(parse_query(text), b"\x00" * 8, LATEST, 1.0)],
        [text],
        tuning,
        chunks=True,
        pages=True,
        vocabulary=_vocabulary(),
    )
    pipe = _Recorder()
    plan.queue(pipe, ClientHybrid())
    routes = [c for c in pipe.commands if "INKEYS" in c]
    # One request per named chunk, each scored alone (RET-099).
    assert [r[3:6] for r in routes] == [
        ("INKEYS", 1, "docs:v1:c:lists#rules:w1"),
        ("INKEYS", 1, "docs:v1:c:errors#command:w0"),
    ]
    assert all(r[2].startswith("(@title|heading|text:(") for r in routes)
    assert all(
        r[r.index("RETURN") : r.index("RETURN") + 3] == ("RETURN", 1, "version") for r in routes
    )
    replies: list[Any] = [[0] for _ in range(len(pipe.commands))]
    replies[pipe.commands.index(routes[0])] = [
        1, b"docs:v1:c:lists#rules:w1", b"1.5", [b"version", b"latest"]
    ]  # fmt: skip
    chunk_lists = plan.parse(replies, ClientHybrid()).chunk_lists
    assert (["docs:v1:c:lists#rules:w1"], 2.0) in chunk_lists


def test_ret030_a_misspelt_error_name_searches_its_chunks_for_the_name_it_stands_for() -> None:
    def route_queries(text: str) -> list[str]:
        plan = plan_legs(
            [Variant(parse_query(text), b"\x00" * 8, LATEST, 1.0)],
            [text],
            SearchTuning(),
            chunks=True,
            pages=True,
            vocabulary=_vocabulary(),
        )
        pipe = _Recorder()
        plan.queue(pipe, ClientHybrid())
        return [c[2] for c in pipe.commands if "INKEYS" in c]

    # The chunk writes MISCONFIG; the query's own word would match nothing in it.
    misspelt = route_queries("writes fail with a MISCONF error")
    assert misspelt and all(q.endswith("| @text:(misconfig))") for q in misspelt), misspelt
    assert all("misconfig" not in q for q in route_queries("LPUSH fails with WRONGTYPE"))


def test_pub053_a_word_longer_than_every_name_is_matched_against_none(monkeypatch) -> None:
    vocabulary = _vocabulary()
    built: list[str] = []
    real = vocabulary_module._deletions

    def counting(word: str, depth: int) -> set[str]:
        built.append(word)
        return real(word, depth)

    monkeypatch.setattr(vocabulary_module, "_deletions", counting)
    hostile = "a-" * 1000 + " " + "Q" * 1200
    assert vocabulary.fuzzy_commands(hostile) == []
    assert vocabulary.error_route(hostile) == ((), ())
    assert built == []
    # Two letters past the longest name is still a misspelling it may be.
    assert [c.name_key for c in vocabulary.fuzzy_commands("XREADGROUPSS")] == ["XREADGROUP"]
    assert built
