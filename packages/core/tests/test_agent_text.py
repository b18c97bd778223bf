"""Question analysis behind routing and abstention (spec/020-ask.md, ASK-020, ASK-022)."""

from __future__ import annotations

from docs_core.agent.answer import MAX_MISSPELT_WORDS, coverage
from docs_core.agent.router import classify
from docs_core.agent.text import (
    MAX_QUESTION_ANCHORS,
    MAX_QUESTION_TERMS,
    EvidenceWords,
    abstention_anchors,
    anchor_terms,
    command_candidates,
    content_terms,
    extract_facts,
)
from docs_core.models import SearchHit


def _hit(text: str) -> SearchHit:
    return SearchHit(id="p#s:w0", title="T", url="https://x/", text=text, page_id="p", kind="chunk")


def test_ask020_routes_follow_the_shape_of_the_question():
    assert classify("What does XAUTOCLAIM return?") == ("command", ["XAUTOCLAIM"])
    assert classify("with json.set, write only if missing")[0] == "command"
    assert classify("What is Redis pipelining and why does it help?")[0] == "broad"
    assert classify("rename a key only if the new name doesn't exist")[0] == "direct"
    assert command_candidates("see https://evil.example/x now") == []
    assert "CLIENT NO-EVICT" in command_candidates("Use CLIENT NO-EVICT ON")


def test_ask022_identifier_like_words_are_anchors_and_loose_spellings_count():
    anchors = anchor_terms("How do I enable GPU (CUDA) builds in Redis for io_uring and Cassandra?")
    assert {"gpu", "cuda", "io_uring", "cassandra"} <= set(anchors)
    assert "redis" not in anchors and "how" not in anchors
    found = coverage(
        "I subscribe to __keyevent@0__:expired with node-redis",
        [_hit("Subscribe to __keyevent@<db>__:expired from node_redis clients.")],
    )
    assert found.missing_anchors == () and not found.abstain
    missing = coverage("Does Redis write AOF through io_uring?", [_hit("AOF fsync policy.")])
    assert missing.missing_anchors == ("io_uring",) and missing.abstain


def test_ask077_a_word_misspelt_by_one_slip_counts_as_the_word_the_evidence_spells():
    words = EvidenceWords("zrange expire hgetall sorted the")
    assert words.misspelt_in("zrnge")  # a letter left out
    assert words.misspelt_in("expier")  # two neighbours swapped
    assert words.misspelt_in("hgetalll")  # a letter added
    assert words.misspelt_in("sortad")  # a letter changed
    assert not words.misspelt_in("zrange")  # the word itself is no misspelling
    assert not words.misspelt_in("eipxre")  # two slips
    assert not words.misspelt_in("xrange")  # the first letter is kept
    assert not words.misspelt_in("zrnga")  # two slips from zrange
    assert not EvidenceWords("zrang").misspelt_in("zrng")  # under five letters
    evidence = [_hit("ZRANGE returns the specified range of elements in the sorted set.")]
    assert not coverage("zrnge", evidence).abstain
    assert coverage("zrnge", [_hit("Returns the length of the list.")]).abstain
    assert coverage("qwzrnge", evidence).abstain


def test_ask077_a_long_question_reads_only_a_few_words_for_misspellings(monkeypatch):
    read: list[str] = []
    misspelt_in = EvidenceWords.misspelt_in

    def counted(self: EvidenceWords, term: str) -> bool:
        read.append(term)
        return misspelt_in(self, term)

    monkeypatch.setattr(EvidenceWords, "misspelt_in", counted)
    evidence = [_hit(" ".join(f"w{i:05d}x" for i in range(3000))), _hit("zrange")]
    assert coverage(" ".join(f"q{i:05d}y" for i in range(280)), evidence).abstain
    assert len(read) == MAX_MISSPELT_WORDS
    read.clear()
    slips = " ".join(["zrnge", *(f"q{i:05d}y" for i in range(20))])
    assert coverage(slips, evidence).term_coverage == 1 / 21
    assert read[0] == "zrnge" and len(read) == MAX_MISSPELT_WORDS


def test_ask073_values_the_question_supplies_are_not_anchors():
    question = (
        "redis-cli says MOVED 12182 10.0.0.3:7002 after I freed 6GB of keys on Monday; parts "
        "such as XR-200 match XR anywhere, the names 'Jon' and 'Jhon', a field such as "
        "address.apartment"
    )
    assert "xr" in anchor_terms(question)
    anchors = abstention_anchors(question)
    assert {"redis-cli", "moved"} <= set(anchors)
    for value in ("10.0.0.3:7002", "6gb", "monday", "xr-200", "xr", "jon", "jhon"):
        assert value not in anchors
    assert "address.apartment" not in anchors
    kept = abstention_anchors(
        "Is 'WAITQUORUM' in Redis 9.9 or v9.9 over RESP3 or GPT-4 on __keyevent@0__:expired "
        "with something like io_uring? I read 'Memcached' and Memcached docs, e.g. CUDA"
    )
    expected = {"waitquorum", "9.9", "v9.9", "resp3", "gpt-4", "__keyevent@0__:expired"}
    assert expected | {"io_uring", "memcached", "cuda"} <= set(kept)
    assert "e.g" not in kept
    assert not coverage(
        "Count users active on Monday with bitmaps", [_hit("Bitmaps count.")]
    ).abstain


def test_ask011_facts_are_commands_directives_versions_and_quantities():
    keys = {f.key for f in extract_facts("Set maxmemory-policy; XADD since 5.0.0; 64 MB; `hz`")}
    assert {"maxmemory-policy", "xadd", "5.0.0", "64 mb"} <= keys


def test_ask020_an_extractive_sentence_introducing_a_list_keeps_its_items():
    from docs_core.agent.answer import EXTRACTIVE_LABEL, extractive_answer

    hit = _hit(
        "Eviction needs a policy. To configure eviction, these policies exist:\n"
        "- `allkeys-lru` evicts any key\n- `noeviction` refuses writes\nUnrelated closing words."
    )
    answer = extractive_answer("How do I configure eviction policies?", [hit])
    assert answer.startswith(EXTRACTIVE_LABEL)
    assert "these policies exist:\n  - `allkeys-lru` evicts any key\n  - `noeviction`" in answer


def test_ask085_a_question_is_read_for_its_first_words_only() -> None:
    words = [f"word{n:03d}x" for n in range(300)]
    question = " ".join(words)
    assert content_terms(question) == words[:MAX_QUESTION_TERMS]
    named = " ".join(f"Name{n:03d}X" for n in range(100))
    anchors = anchor_terms(f"Use {named} here.")
    assert len(anchors) == MAX_QUESTION_ANCHORS
    assert anchors[0] == "name000x"
    short = "How do I set a TTL on a hash field with HEXPIRE in Redis 8?"
    assert content_terms(short) == ["set", "ttl", "hash", "field", "hexpire"]


def test_ask085_coverage_of_a_long_question_counts_the_words_it_read() -> None:
    question = " ".join(f"term{n:03d}q" for n in range(300))
    hit = SearchHit(
        id="develop/x#a:w0",
        title="X",
        url="https://redis.io/docs/latest/develop/x/",
        text=" ".join(f"term{n:03d}q" for n in range(20)),
        page_id="develop/x",
        kind="chunk",
        section="A",
    )
    found = coverage(question, [hit])
    assert found.terms == MAX_QUESTION_TERMS
    assert found.term_coverage == 20 / MAX_QUESTION_TERMS
