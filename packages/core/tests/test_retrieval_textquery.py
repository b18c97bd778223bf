"""Query building, command candidates, snippets and the FT.HYBRID command, without Redis
(spec/011-retrieval.md)."""

from __future__ import annotations

import re
import time

from docs_core.retrieval.capabilities import HybridLeg, hybrid_command, parse_hybrid_keys
from docs_core.retrieval.fusion import rrf, rrf_pages
from docs_core.retrieval.snippets import (
    ELLIPSIS,
    MAX_SNIPPET_CHARS,
    _term_positions,
    is_word_boundary,
    join_windows,
    snippet,
)
from docs_core.retrieval.textquery import (
    SERVER_STOPWORDS,
    VersionMention,
    command_candidates,
    parse_query,
    quoted_error_words,
    text_clause,
    version_mentions,
)
from hypothesis import given
from hypothesis import strategies as st

FIELDS = ("title", "text")


def test_ret001_identifiers_become_or_terms_plus_boosted_phrases() -> None:
    clause = text_clause(parse_query("BF.RESERVE"), FIELDS, {"title": 5})
    assert clause == '(@title|text:(bf | reserve) | @title:("bf reserve") => { $weight: 5 })'
    assert parse_query("allkeys-lru").phrases == ("allkeys lru",)
    assert parse_query("6.2.1").terms == ("6", "2", "1")
    assert parse_query("CLIENT NO-EVICT").terms == ("client", "evict")


def test_ret001_stopword_only_query_has_no_text_clause() -> None:
    assert len(SERVER_STOPWORDS) == 33
    assert text_clause(parse_query("the is a"), FIELDS, {}) is None
    assert parse_query("how not off all").terms == ("off", "all")
    assert parse_query("how do I").terms == ("how", "do", "i"), "filler is kept when it is all"


def test_ret001_numbers_and_underscores_are_quoted_so_the_lexer_cannot_misread_them() -> None:
    clause = text_clause(parse_query("0x1f max_memory _"), FIELDS, {})
    assert clause == '(@title|text:("0x1f" | "max_memory" | "_"))'


@given(st.text(max_size=300))
def test_ret001_clause_never_contains_user_syntax(text: str) -> None:
    clause = text_clause(parse_query(text), FIELDS, {"title": 5})
    if clause is None:
        return
    inner = clause.replace("@title|text:(", "").replace("@title:(", "")
    for forbidden in ("$", "*", "=>[", "{", "}", "~", "%", "\\", "@", ":", "-"):
        stripped = inner.replace("=> { $weight: 5 }", "")
        assert forbidden not in stripped


def test_ret002_command_candidates_grade_how_the_name_was_written() -> None:
    found = {c.name_key: c.strong for c in command_candidates("how does XADD work with monitor")}
    assert found["XADD"] is True
    assert found["MONITOR"] is False
    pairs = {c.name_key: c.strong for c in command_candidates("what is CLIENT NO-EVICT")}
    assert pairs["CLIENT NO-EVICT"] is True
    dotted = {c.name_key: c.strong for c in command_candidates("use bf.reserve first")}
    assert dotted["BF.RESERVE"] is True


def test_ret003_version_mentions_keep_the_written_form_its_major_minor_and_the_product() -> None:
    assert version_mentions("Redis Software 7.4 eviction") == [VersionMention("7.4", "7.4", "rs")]
    assert version_mentions("upgrade from 6.2.1 to v7.22.0") == [
        VersionMention("6.2.1", "6.2", None),
        VersionMention("7.22.0", "7.22", None),
    ]
    assert version_mentions("RedisVL 0.12.0 and Redis 8.0") == [
        VersionMention("0.12.0", "0.12", "redisvl"),
        VersionMention("8.0", "8.0", "oss"),
    ]
    assert version_mentions("Redis Software docs for the cluster upgrade 7.4") == [
        VersionMention("7.4", "7.4", None)
    ]
    assert version_mentions("redis.conf") == []
    assert version_mentions("We're on Redis Software 7.4. What changed?") == [
        VersionMention("7.4", "7.4", "rs")
    ]
    assert version_mentions("see 7.4.6.") == [VersionMention("7.4.6", "7.4", None)]
    assert version_mentions("build 1.2.3.4 or 7.4x") == []


def test_ret004_rrf_sums_reciprocal_ranks_and_pages_take_their_first_chunk() -> None:
    scores = rrf([(["a", "b"], 1.0), (["b"], 1.0)], k=10)
    assert scores["b"] > scores["a"]
    pages = rrf_pages([(["p#x:w0", "q#y:w0", "p#z:w1"], 1.0)], k=10)
    assert pages == {"p": 1 / 11, "q": 1 / 12}


def test_ret005_snippet_is_bounded_and_centred_on_the_terms() -> None:
    text = "filler words here. " * 80 + "The eviction policy allkeys-lru applies. " + "tail " * 200
    out = snippet(text, ["allkeys", "lru"])
    assert len(out) <= MAX_SNIPPET_CHARS
    assert "allkeys-lru" in out
    assert snippet("short", ["x"]) == "short"


_WORDS = st.sampled_from(
    ["Set", "set", "xadd", "XADD", "key_name", "6", "é", "ß", "a-b", ".", "ſet", "İ", "K"]
)


@given(
    st.lists(_WORDS | st.text(max_size=4), max_size=60).map(" ".join),
    st.lists(_WORDS | st.text(max_size=6), max_size=5),
)
def test_ret005_the_terms_are_found_as_the_whole_words_they_are(
    text: str, terms: list[str]
) -> None:
    wanted = {term.lower() for term in terms}
    by_word = [m.start() for m in re.finditer(r"\w+", text) if m.group().lower() in wanted]
    assert _term_positions(text, frozenset(wanted)) == by_word
    assert _term_positions("ſet İ set", frozenset({"set", "i̇"})) == [4, 6]


@given(st.text(min_size=601, max_size=3000), st.lists(st.text(max_size=8), max_size=4))
def test_ret005_snippet_never_exceeds_the_bound(text: str, terms: list[str]) -> None:
    assert len(snippet(text, terms)) <= MAX_SNIPPET_CHARS


def _cuts(text: str, out: str) -> tuple[int, int]:
    """Where ``out`` (a snippet, ellipses removed) starts and ends in ``text``."""
    body = out.removeprefix(ELLIPSIS).removesuffix(ELLIPSIS)
    start = text.strip().index(body)
    return start, start + len(body)


def test_mcp043_snippets_start_and_end_on_word_boundaries() -> None:
    text = "alpha-beta " * 30 + "maxmemory-policy decides. " + "x" * 40 + " allkeys-lru " * 50
    for terms in (["policy"], ["allkeys"], ["nothing"], []):
        out = snippet(text, terms)
        start, end = _cuts(text, out)
        assert is_word_boundary(text, start) and is_word_boundary(text, end), (terms, out)
    for glue in ("\n", "-", "/", "\t"):
        joined = glue.join(f"word{n}" for n in range(300))
        start, end = _cuts(joined, snippet(joined, ["word150"]))
        assert is_word_boundary(joined, start) and is_word_boundary(joined, end), glue
    accented = "cafe\u0301 " * 200
    start, end = _cuts(accented, snippet(accented, ["cafe"]))
    assert is_word_boundary(accented, start) and is_word_boundary(accented, end)


def test_mcp043_a_cut_inside_a_word_is_no_boundary() -> None:
    assert is_word_boundary("max policy", 3) and is_word_boundary("max-policy", 4)
    assert not is_word_boundary("maxmemory", 3)
    assert not is_word_boundary("cafe\u0301", 4), "a combining mark stays with its letter"
    assert is_word_boundary("ab", 0) and is_word_boundary("ab", 2)


@given(
    st.lists(
        st.text(alphabet=st.characters(categories=["L", "N", "P"]), min_size=1, max_size=30),
        min_size=30,
        max_size=200,
    ),
    st.lists(st.text(min_size=1, max_size=8), max_size=4),
    st.sampled_from([" ", "\n", "-", "/", ".", "\n\n"]),
)
def test_mcp043_snippets_of_any_words_cut_on_boundaries(
    words: list[str], terms: list[str], glue: str
) -> None:
    text = glue.join(words)
    out = snippet(text, terms)
    assert len(out) <= MAX_SNIPPET_CHARS
    start, end = _cuts(text, out)
    assert is_word_boundary(text, start) and is_word_boundary(text, end), out


_FENCES = re.compile(r"^[ \t]*(?:```|~~~)", re.MULTILINE)


def test_mcp077_a_snippet_cut_through_code_reopens_or_closes_the_block() -> None:
    code = "\n".join(f"    x{i} = compute({i})" for i in range(60))
    text = (
        "Intro prose about connecting. " * 12
        + "\n\n```python\nimport redis\n"
        + code
        + "\nr = redis.Redis(password='secret')\n"
        + code
        + "\n```\n\nAfter the code, more prose."
    )
    far = snippet(text, ["password"])
    assert far.startswith("…\n```python\nr = redis.Redis(password='secret')"), far[:40]
    assert far.endswith("…\n```") and len(far) <= MAX_SNIPPET_CHARS
    near = snippet(text, ["import"])
    assert "\n```python\nimport redis" in near and near.endswith("…\n```"), near
    assert not near.startswith("…```")
    whole = "Prose.\n\n```sh\ncrdb-cli crdb update --crdb-guid <guid> …"
    assert snippet(whole, []) == whole + "\n```"


def _block_left_open(markdown: str) -> bool:
    """A reference reading of fences: a run of three or more backticks or tildes, alone or
    followed by a language tag, opens a block (anything else after it, "```span```" or a
    traceback's "~~~^", opens none); the block closes on a run of the same character, as long or
    longer, alone on its line."""
    opened = ""
    for line in markdown.splitlines():
        stripped = line.strip()
        run = re.match(r"`{3,}|~{3,}", stripped)
        if not run:
            continue
        rest = stripped[run.end() :].strip()
        if not opened and (not rest or re.fullmatch(r"[A-Za-z0-9_+#.-]+", rest)):
            opened = run.group()
        elif opened and run.group()[0] == opened[0] and len(run.group()) >= len(opened):
            opened = "" if not rest.strip() else opened
    return bool(opened)


def test_mcp077_spans_carets_and_longer_fences_as_the_corpus_writes_them() -> None:
    span = "Logs:\n\n```kubectl exec -it pod -- tail supervisord.log```\n\n" + "More prose. " * 80
    out = snippet(span, ["prose"])
    assert not _block_left_open(out) and not out.endswith("```"), out[-40:]
    caret = "Traceback:\n\n    result = call()\n    ~~~~~~~~~~~~^\n" + "Then prose. " * 80
    assert not snippet(caret, ["prose"]).endswith("~~~")
    rows = "\n".join(f"REDUCE COUNT_DISTINCT {i} {{property}}" for i in range(60))
    four = f"**Format**\n\n````\n{rows}\nREDUCE needle\n{rows}\n````\n\nDescription prose."
    out = snippet(four, ["needle"])
    assert out.startswith("…\n````\n") and out.endswith("…\n````"), (out[:20], out[-20:])
    long_tag = "Intro. " * 60 + "\n\n```python " + "x" * 2000 + "\n" + "code()\n" * 300
    out = snippet(long_tag, ["code"])
    assert len(out) <= MAX_SNIPPET_CHARS and "code()" in out


@given(
    st.lists(
        st.sampled_from(
            ["```", "```python", "````", "~~~", "```a```", "~~~^", "words", "x = 1", ""]
        ),
        min_size=40,
        max_size=400,
    ),
    st.lists(st.sampled_from(["words", "x", "python"]), max_size=3),
)
def test_mcp077_no_snippet_leaves_a_fence_open(lines: list[str], terms: list[str]) -> None:
    out = snippet("\n".join(lines), terms)
    assert len(out) <= MAX_SNIPPET_CHARS
    assert not _block_left_open(out), out
    assert not re.search(r"(?:`{3,}|~{3,})…\n?(?:`{3,}|~{3,})?$", out), out


def test_ret006_windows_join_without_repeating_their_overlap() -> None:
    shared = "a paragraph both windows carry at the boundary"
    joined = join_windows(["first part\n\n" + shared, shared + "\n\nlast part"])
    assert joined == "first part\n\n" + shared + "\n\nlast part"
    assert join_windows(["one", "two"]) == "one\n\ntwo"


def test_ret007_ft_hybrid_command_follows_the_documented_syntax() -> None:
    leg = HybridLeg("docs_chunks", "(@text:(evict))", b"\x00" * 4, "@version:{latest}", 50, 40, 20)
    args = hybrid_command(leg, limit=30)
    assert args[:4] == ["FT.HYBRID", "docs_chunks", "SEARCH", "@version:{latest} (@text:(evict))"]
    assert args[args.index("VSIM") : args.index("VSIM") + 7] == [
        "VSIM", "@embedding", "$vec", "KNN", 2, "K", 40,
    ]  # fmt: skip
    assert args[args.index("FILTER") + 1] == "@version:{latest}"
    assert args[args.index("COMBINE") : args.index("COMBINE") + 7] == [
        "COMBINE", "RRF", 4, "CONSTANT", 20, "WINDOW", 50,
    ]  # fmt: skip
    assert args[-4:] == ["PARAMS", 2, "vec", b"\x00" * 4]
    reply = {b"total_results": 1, b"results": [{b"__key": b"docs:v1:c:p#a:w0"}]}
    assert parse_hybrid_keys(reply) == ["docs:v1:c:p#a:w0"]


def test_ret026_latest_only_knn_walks_the_graph_in_batches_and_narrow_filters_do_not() -> None:
    from docs_core.retrieval.capabilities import knn_search_args

    assert "HYBRID_POLICY BATCHES" in knn_search_args("i", b"v", "@version:{latest}", 50)[2]
    for narrow in ("@version:{7\\.4}", "@version:{latest} @page_id:{a}", None):
        assert "HYBRID_POLICY" not in knn_search_args("i", b"v", narrow, 50)[2]


def test_ret101_words_only_inside_a_quoted_error_reply_name_no_command() -> None:
    question = (
        'My app gets "BUSY Redis is busy running a script. You can only call SCRIPT KILL or '
        "SHUTDOWN NOSAVE.\" Why won't SCRIPT KILL work?"
    )
    quoted = quoted_error_words(question, {"BUSY"})
    assert {"BUSY", "SHUTDOWN", "NOSAVE"} <= quoted and not {"SCRIPT", "KILL"} & quoted
    readonly = 'writes fail with "READONLY You can\'t write against a read only replica".'
    assert "READONLY" in quoted_error_words(readonly, ())
    assert quoted_error_words('run "SET key value" then "HSET h f v"', ()) == frozenset()
    assert quoted_error_words('"OOM command not allowed"', {"OOM"}) >= {"OOM", "COMMAND"}


def test_pub053_identifiers_are_found_in_time_linear_in_a_words_length():
    started = time.perf_counter()
    parsed = parse_query("a" * 8000 + " bf.reserve")
    # The backtracking form took about 2 s here; the anchored one well under a millisecond.
    assert time.perf_counter() - started < 0.2
    assert parsed.phrases == ("bf reserve",)
