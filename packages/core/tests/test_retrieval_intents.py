"""The intents of a question: clauses, their command-summary legs and the reordering of the
command pages they credit (spec/011-retrieval.md, RET-041..RET-043)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
import redis
from docs_core.retrieval import DocsReader
from docs_core.retrieval.capabilities import ClientHybrid, parse_search_keys, text_search_args
from docs_core.retrieval.intents import clause_text_queries, intent_command_args, intents
from docs_core.retrieval.legs import LegResults, Variant, plan_legs
from docs_core.retrieval.ranking import page_scores
from docs_core.retrieval.textquery import parse_query
from docs_core.retrieval.tuning import SearchTuning

CUCKOO = "How do I create a cuckoo filter, add items, and delete one of them safely?"


class _Recorder:
    def __init__(self) -> None:
        self.commands: list[tuple[Any, ...]] = []

    def execute_command(self, *args: Any, **options: Any) -> None:
        self.commands.append(args)


def _terms(question: str) -> list[tuple[str, ...]]:
    return [intent.terms for intent in intents(question)]


def test_ret041_a_question_splits_into_its_steps() -> None:
    assert _terms(CUCKOO) == [
        ("create", "cuckoo", "filter"),
        ("add", "items"),
        ("delete", "one", "them", "safely"),
    ]
    assert _terms("Bump a score, then show the top 10 players") == [
        ("bump", "score"),
        ("show", "top", "10", "players"),
    ]


@pytest.mark.parametrize(
    "question",
    [
        "Is there a single command that reads hash fields and sets their expiration?",
        "XADD",
        "What is bf.reserve in 6.2.1",
        "consumer groups: pending",
    ],
)
def test_ret041_one_ask_is_one_intent(question: str) -> None:
    assert intents(question) == []


def test_ret042_each_intent_queues_a_command_summary_leg_read_back_in_order() -> None:
    strings = [CUCKOO]
    variant = Variant(parse_query(CUCKOO), b"\x00" * 8, "@version:{latest}", 1.0)
    plan = plan_legs([variant], strings, SearchTuning(), chunks=True, pages=True)
    pipe = _Recorder()
    plan.queue(pipe, ClientHybrid())
    summary_legs = [c for c in pipe.commands if "@summary:" in str(c[2])]
    assert [c[2] for c in summary_legs] == [
        "@summary:(create | cuckoo | filter)",
        "@summary:(add | items)",
        "@summary:(delete | one | them | safely)",
    ], "the latest filter is applied to the returned versions, not intersected (RET-096)"
    assert all("WITHSCORES" in c and c[3:6] == ("RETURN", 1, "version") for c in summary_legs)
    assert pipe.commands[-3:] == summary_legs
    replies: list[Any] = [[0]] * (len(pipe.commands) - 3)
    replies[-1] = [0]
    replies += [[1, b"docs:v1:k:commands/cf.reserve"], [1, b"docs:v1:k:commands/cf.add"], [0]]
    off = plan_legs([variant], strings, SearchTuning(intent_weight=0), chunks=True, pages=True)
    assert off.intents == ()
    parsed = plan.parse(replies, ClientHybrid())
    assert parsed.intent_lists == [
        ["docs:v1:p:commands/cf.reserve"],
        ["docs:v1:p:commands/cf.add"],
        [],
    ]


def test_ret043_intents_reorder_command_pages_only_within_their_slots() -> None:
    found = [
        "docs:v1:p:develop/data-types/probabilistic/cuckoo-filter",
        "docs:v1:p:commands/cf.addnx",
        "docs:v1:p:commands/cf.mexists",
        "docs:v1:p:commands/cf.reserve",
        "docs:v1:p:develop/data-types/probabilistic/bloom-filter",
        "docs:v1:p:commands/cf.add",
    ]
    intent_lists = [
        ["docs:v1:p:commands/ts.create", "docs:v1:p:commands/cf.reserve"],
        ["docs:v1:p:commands/bf.add", "docs:v1:p:commands/cf.add"],
    ]
    results = LegResults([], [(found, 1.0)], [], intent_lists)
    tuning = SearchTuning(page_priors=False, learned_ranker=False)
    before = page_scores(LegResults([], [(found, 1.0)], []), CUCKOO, tuning)
    after = page_scores(results, CUCKOO, tuning)
    ranked = sorted(after, key=lambda page: -after[page])
    assert ranked == [
        "develop/data-types/probabilistic/cuckoo-filter",
        "commands/cf.reserve",
        "commands/cf.add",
        "commands/cf.addnx",
        "develop/data-types/probabilistic/bloom-filter",
        "commands/cf.mexists",
    ]
    assert sorted(after.values()) == pytest.approx(sorted(before.values()))
    assert "commands/ts.create" not in after, "a clause never brings a page the question missed"


@pytest.mark.redis
def test_ret042_a_clause_finds_the_command_its_summary_describes(sample_index: str) -> None:
    client = redis.Redis.from_url(sample_index, protocol=2)
    try:
        reply = client.execute_command(*intent_command_args(parse_query("create a filter"), 5))
    finally:
        client.close()
    assert reply[1] == b"docs:v1:k:commands/bf.reserve"


def test_ret049_each_clause_queues_a_chunk_text_leg_at_its_own_weight() -> None:
    strings = [CUCKOO]
    variant = Variant(parse_query(CUCKOO), b"\x00" * 8, "@version:{latest}", 1.0)
    plan = plan_legs([variant], strings, SearchTuning(), chunks=True, pages=True)
    clause_legs = [(e, q, w) for e, q, w in plan.phrases if "cuckoo" in q or "items" in q]
    assert [(e, w) for e, _, w in clause_legs] == [("chunk", 0.5)] * 2
    assert clause_legs[0][1] == "@version:{latest} (@title|heading|text:(create | cuckoo | filter))"
    assert len([p for p in plan.phrases if "safely" in p[1]]) == 1
    off = plan_legs([variant], strings, SearchTuning(intent_text_weight=0), chunks=True, pages=True)
    assert len(off.phrases) == len(plan.phrases) - 3
    one_ask = Variant(parse_query("create a cuckoo filter"), b"\x00" * 8, "@version:{latest}", 1.0)
    single = plan_legs(
        [one_ask], ["create a cuckoo filter"], SearchTuning(), chunks=True, pages=True
    )
    assert not [p for p in single.phrases if "@title|heading|text:(create" in p[1]]


def test_ret049_clause_queries_keep_the_filter_and_skip_empty_clauses() -> None:
    clauses = [parse_query("size a bloom filter"), parse_query("the and")]
    assert clause_text_queries(clauses, "@version:{7\\.4}") == [
        "@version:{7\\.4} (@title|heading|text:(size | bloom | filter))"
    ]


@pytest.mark.redis
def test_ret049_each_step_of_a_question_reaches_its_section(sample_index: str) -> None:
    question = "How do I size a bloom filter, and then append entries to a stream?"
    client = redis.Redis.from_url(sample_index, protocol=2)
    try:
        tops = [
            parse_search_keys(client.execute_command(*text_search_args("docs_chunks", q, None, 3)))
            for q in clause_text_queries(intents(question), "@version:{latest}")
        ]
    finally:
        client.close()
    sections = [{key.rpartition(":w")[0].split(":")[-1] for key in top[:3]} for top in tops]
    assert "develop/data-types/probabilistic/bloom-filter#sizing-a-filter" in sections[0]
    assert "develop/data-types/streams#adding-entries" in sections[1]

    async def search() -> list[str]:
        reader = await DocsReader.connect(sample_index)
        try:
            return [hit.id for hit in await reader.search(question, limit=8)]
        finally:
            await reader.aclose()

    ids = asyncio.run(search())
    assert any(i.startswith("develop/data-types/probabilistic/bloom-filter#sizing") for i in ids)
    assert any(i.startswith(("develop/data-types/streams#", "commands/xadd#")) for i in ids)
