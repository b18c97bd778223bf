"""One call's cost stays bounded whatever a public caller sends (spec/011 RET-129): identifier
phrases, misspelt-name candidates, the text NFKC lengthens, and the word scanner of the notes
and the abstention rule."""

from __future__ import annotations

import random
import re
import time

from docs_core.agent.text import _words, abstention_anchors, content_terms
from docs_core.retrieval.textquery import (
    MAX_PHRASE_WORDS,
    MAX_QUERY_CHARS,
    checked_query,
    clean_query,
    parse_query,
    quoted_error_words,
)
from docs_core.retrieval.vocabulary import MAX_FUZZY_WORDS, CorpusVocabulary

_OLD_WORD = re.compile(r"[\w@][\w@.:'-]*\w|[^\W_]")


def test_ret129_an_identifier_of_more_words_than_any_question_writes_is_no_phrase() -> None:
    longest = ".".join(["redis"] * MAX_PHRASE_WORDS)
    assert parse_query(f"how to {longest}").phrases == (" ".join(["redis"] * MAX_PHRASE_WORDS),)
    assert parse_query(f"how to {longest}.redis").phrases == ()
    assert parse_query("10.0.0.3:7002 and redis.conf").phrases == ("10 0 0 3 7002", "redis conf")


def test_ret129_misspelt_names_are_looked_for_among_the_first_distinct_words_only() -> None:
    vocabulary = CorpusVocabulary(1, ["HGETALL"], {})
    fillers = [f"word{chr(97 + i // 26)}{chr(97 + i % 26)}" for i in range(MAX_FUZZY_WORDS)]
    assert vocabulary.fuzzy_commands(" ".join([*fillers[:-1], "hgetal"]))
    assert vocabulary.fuzzy_commands(" ".join([*fillers, "hgetal"])) == []
    repeated = " ".join([*fillers[:-1]] * 3 + ["hgetal"])
    assert vocabulary.fuzzy_commands(repeated), "a repeated word is examined once"


def test_ret129_what_nfkc_lengthens_is_cut_before_it_is_read() -> None:
    assert len(clean_query("\ufdfa" * MAX_QUERY_CHARS)) <= 2 * MAX_QUERY_CHARS
    assert len(checked_query("\ufdfa" * MAX_QUERY_CHARS)) <= MAX_QUERY_CHARS
    assert clean_query("a" + " " * 5000 + "b\u200bc") == "a b c"


def test_ret129_the_word_scanner_finds_what_the_expression_found_in_linear_time() -> None:
    rnd = random.Random(129)
    pieces = ["a", "Z", "7", "_", "@", ".", ":", "'", "-", " ", "é", "é", "\n", "/", "@@"]
    for _ in range(5000):
        text = "".join(rnd.choices(pieces, k=rnd.randint(0, 30)))
        expected = [(m.start(), m.group()) for m in _OLD_WORD.finditer(text)]
        assert list(_words(text)) == expected, repr(text)
    hostile = "@" * MAX_QUERY_CHARS + "\u2026" * 1000
    started = time.perf_counter()
    content_terms(hostile)
    abstention_anchors(hostile)
    assert time.perf_counter() - started < 0.1, "the expression took 0.2 s a pass here"


def test_ret129_a_quoted_error_reply_is_at_most_300_characters() -> None:
    errors = {"WRONGTYPE": ("k",)}
    assert quoted_error_words('"WRONGTYPE Operation against a key"', errors) == {
        "WRONGTYPE",
        "OPERATION",
        "AGAINST",
        "A",
        "KEY",
    }
    assert quoted_error_words('"WRONGTYPE ' + "x " * 200 + '"', errors) == frozenset()
