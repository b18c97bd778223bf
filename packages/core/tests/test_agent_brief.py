"""The answer without a model reads like an answer (spec/020-ask.md, ASK-066..ASK-069)."""

from __future__ import annotations

import re

import pytest
from docs_core.agent import ask
from docs_core.agent.brief import (
    MAX_BRIEF_SOURCES,
    as_shown,
    compose_brief,
    is_landing_page,
    is_whole_sentence,
    preferred_page,
    prose_paragraphs,
    stated_values,
)
from docs_core.agent.events import ToolTrace
from docs_core.agent.router import FACTUAL, classify
from docs_core.agent.run import AskRun
from docs_core.models import HitKind, SearchHit
from docs_core.retrieval import DocsReader
from docs_ingest.testing import SAMPLE_QUERIES

pytestmark = [pytest.mark.anyio]

ARGUMENTS = """<details open><summary><code>key</code></summary>

The name of the key that holds the hash.

</details>

| Field | Type |
|---|---|
| name | string |

- a list item that is not a sentence

Hash fields can expire on their own. Set a time to live on each field with HEXPIRE, in seconds. \
The field is deleted once it expires.
"""


def test_ask066_only_whole_sentences_of_prose_are_quoted():
    paragraphs = prose_paragraphs(ARGUMENTS)
    assert paragraphs[0].startswith("Hash fields can expire on their own.")
    assert paragraphs[0].endswith("The field is deleted once it expires.")
    assert not any("|" in p or "name of the key" in p or "list item" in p for p in paragraphs)
    assert is_whole_sentence("The field is deleted once it expires.")
    for fragment in ("The name of the key.", "| name | string |", "set their expiration time or"):
        assert not is_whole_sentence(fragment)


@pytest.mark.redis
async def test_ask066_answers_lead_with_a_paragraph_and_bullet_only_whole_sentences(
    reader: DocsReader,
):
    for question in SAMPLE_QUERIES:
        result = await ask(question, reader=reader)
        if result.abstained:
            continue
        blocks = result.answer.split("\n\n")
        assert blocks[0].startswith("Extractive answer")
        lead = re.sub(r"\s*\([^()]*\)$", "", blocks[1])
        assert is_whole_sentence(lead.split(". ")[0].rstrip(".") + "."), result.answer
        bullets = [
            re.sub(r"\s*\([^()]*\)$", "", line[2:])
            for line in result.answer.splitlines()
            if line.startswith("- ")
        ]
        for bullet in bullets:
            assert is_whole_sentence(bullet), bullet
        assert len(set(bullets)) == len(bullets), "a sentence quoted twice"


@pytest.mark.redis
async def test_ask067_a_command_answer_shows_its_syntax(reader: DocsReader):
    result = await ask("What does XADD do?", reader=reader)
    assert "Syntax:\n\n```\nXADD key" in result.answer
    assert result.sources[0].id == "commands/xadd"


def test_ask076_a_question_for_one_value_is_no_broad_question():
    for factual in (
        "What is the maximum size of a string value in Redis?",
        "What are the default ports of Sentinel?",
        "what is the time complexity of ZRANGE",
    ):
        assert FACTUAL.search(factual), factual
    assert classify("What is the maximum size of a string value in Redis?") == ("direct", [])
    assert classify("What is a Bloom filter?") == ("broad", [])
    assert classify("What is the difference between lists and sets?")[0] == "broad"


def test_ask076_a_value_stated_in_a_list_item_can_lead_a_factual_answer():
    passage = (
        "Keys have limits:\n\n* The maximum allowed key size is 512 MB.\n"
        "* Very short keys\n- 3. Use a [schema](https://x) of 2 parts for keys.\n"
        "1) Nothing numeric here at all, as you see.\n"
    )
    assert stated_values(passage) == [
        "The maximum allowed key size is 512 MB.",
        "3. Use a schema of 2 parts for keys.",
    ]


@pytest.mark.redis
async def test_ask076_a_command_answer_states_its_complexity_when_asked(reader: DocsReader):
    asked = await ask("What is the time complexity of XADD?", reader=reader)
    assert re.search(r"^Time complexity: O\(", asked.answer, re.MULTILINE), asked.answer
    assert asked.sources and asked.sources[0].id == "commands/xadd"
    plain = await ask("How does XADD generate entry identifiers?", reader=reader)
    assert "Time complexity:" not in plain.answer


@pytest.mark.redis
async def test_ask068_at_most_five_sources_all_of_them_quoted_and_linked(reader: DocsReader):
    for question in SAMPLE_QUERIES:
        result = await ask(question, reader=reader)
        assert len(result.sources) <= MAX_BRIEF_SOURCES
        for source in result.sources:
            assert source.url.split("#")[0] in result.answer, (question, source.id)


def _hit(doc_id: str, kind: HitKind = "chunk") -> SearchHit:
    page = doc_id.split("#", 1)[0]
    return SearchHit(
        id=doc_id, title=page, url="https://redis.io/x", text="", page_id=page, kind=kind
    )


def _run(question: str, evidence: list[SearchHit], trace: dict[str, list[str]]) -> AskRun:
    run = AskRun(question, reader=None, deadline=0.0, started=0.0)  # type: ignore[arg-type]
    run.add(evidence)
    run.trace = [ToolTrace(tool=tool, arguments={}, ids=ids) for tool, ids in trace.items()]
    return run


def test_ask069_a_named_command_leads_only_when_the_questions_own_search_finds_it():
    answer = _run(
        "What does XADD do?",
        [_hit("commands/xadd", "command"), _hit("commands/xadd#_top:w0")],
        {"get_command": ["commands/xadd"], "search_chunks": ["commands/xadd#_top:w0"]},
    )
    assert preferred_page(answer, answer.evidence[0]) == ("commands/xadd", True)
    context = _run(
        "DEL froze the server: how do I delete big keys without blocking?",
        [_hit("commands/del", "command"), _hit("commands/unlink#_top:w0")],
        {
            "get_command": ["commands/del"],
            "search_chunks": ["commands/unlink#_top:w0", "commands/lazyfree#_top:w0"],
        },
    )
    assert preferred_page(context, context.evidence[0]) == ("commands/unlink", False)


def test_ask069_the_page_both_searches_rank_first_is_preferred_unless_it_is_a_landing_page():
    evidence = [_hit("develop/use-cases/session-store/go#overview:w0")]
    agreed = _run(
        "store user sessions",
        evidence,
        {
            "search_chunks": [
                "develop/use-cases/session-store/go#overview:w0",
                "develop/use-cases/session-store#why:w0",
            ],
            "search_pages": ["develop/use-cases/session-store"],
        },
    )
    assert preferred_page(agreed, None) == ("develop/use-cases/session-store", False)
    landing = _run(
        "install the operator on Kubernetes",
        [_hit("operate/kubernetes/deployment/quick-start#_top:w0"), _hit("operate/kubernetes")],
        {
            "search_chunks": ["operate/kubernetes/deployment/quick-start#_top:w0"],
            "search_pages": ["operate/kubernetes"],
        },
    )
    landing.trace[0].ids.append("operate/kubernetes#reference:w0")
    assert preferred_page(landing, None) == (None, False)
    pages = {"develop/use-cases/session-store/go", "operate/kubernetes/deployment/quick-start"}
    assert not is_landing_page("develop/use-cases/session-store", pages)  # a client's copy only
    assert is_landing_page("operate/kubernetes", pages)


async def test_ask052_a_named_clients_code_replaces_the_command_pages_cli_example():
    command = SearchHit(
        id="commands/hset",
        title="HSET",
        url="https://redis.io/docs/latest/commands/hset/",
        text="Sets the specified fields to their values in the hash stored at key.\n"
        "Syntax: HSET key field value [field value ...]",
        page_id="commands/hset",
        kind="command",
    )
    code = SearchHit(
        id="examples/cmds_hash/hset/go-redis",
        title="HSET > Examples (Go, go-redis)",
        url="https://redis.io/docs/latest/commands/hset/#examples",
        text='Set a field.\n\n```go\nrdb.HSet(ctx, "myhash", "field1", "Hello")\n```',
        page_id="commands/hset",
        kind="example",
    )
    run = _run(
        "Show me a go-redis example for HSET",
        [command, code],
        {"get_command": ["commands/hset"], "search_examples": [code.id]},
    )
    brief = await compose_brief(run)
    assert '```go\nrdb.HSet(ctx, "myhash", "field1", "Hello")\n```' in brief.text
    assert code in brief.quoted and "Example:\n" not in brief.text
    cli = _run("Show me example code for HSET", [command, code], {"get_command": ["commands/hset"]})
    assert "```go" not in (await compose_brief(cli)).text


def test_ask066_the_line_naming_an_examples_other_languages_is_not_prose():
    passage = (
        "Add a field.\n\n```redis-cli\nHSET k f v\n```\n\nAlso in Python (`redis-py`), Go "
        "(`go-redis`): fetch `examples/cmds_hash/hset/<client>`, or fetch this page with "
        "`language`.\n\nThe command returns the number of fields that were added."
    )
    paragraphs = prose_paragraphs(passage)
    assert paragraphs == ["The command returns the number of fields that were added."]


def test_mcp019_quoted_sentences_keep_placeholders_and_inline_code() -> None:
    """The answer's sentences and their sources' quotes drop HTML tags, never the angle-bracket
    placeholders of the docs or what sits inside a code span (spec/010 MCP-019)."""
    passage = (
        "Each entry is stored at `<key>` with an id in the `<ms>-<seq>` format, as shown. "
        'Call `FT.SEARCH <index> <query>` with the <span class="x">index name</span> you created.'
    )
    paragraphs = prose_paragraphs(passage)
    assert paragraphs[0].startswith(
        "Each entry is stored at `<key>` with an id in the `<ms>-<seq>`"
    )
    assert "`FT.SEARCH <index> <query>` with the index name you created." in paragraphs[0]
    assert "<span" not in " ".join(paragraphs)
    assert as_shown("a <br> break and a <key> placeholder in prose") == (
        "a break and a <key> placeholder in prose"
    )


def test_ask084_a_list_item_defining_the_questions_name_is_a_lead_candidate() -> None:
    from docs_core.agent.text import defined_names

    passage = (
        "### Common error messages\n\n"
        "- **CROSSSLOT**: Keys in request don't hash to the same [slot](#slots)\n"
        "- `TRYAGAIN` - Multiple keys request during rehashing of slot\n"
        "- Change database settings.\n"
        "The CROSSSLOT error is common.\n"
    )
    assert defined_names(passage, {"crossslot"}) == [
        "CROSSSLOT: Keys in request don't hash to the same slot"
    ]
    assert defined_names(passage, {"tryagain", "moved"}) == [
        "TRYAGAIN: Multiple keys request during rehashing of slot"
    ]
    assert defined_names(passage, set()) == [] and defined_names(passage, {"change"}) == []
