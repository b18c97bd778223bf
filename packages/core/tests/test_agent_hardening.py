"""The ask pipeline against hostile or broken input: invented links in any spelling, words
longer than a tool takes, a model stream whose chunks are malformed (spec/020-ask.md, ASK-034,
ASK-035, ASK-079, ASK-081)."""

from __future__ import annotations

import html
import json
import time
from typing import Any

import httpx
import pytest
from docs_core.agent import AgentSettings, AnswerDeltaEvent, ask, make_provider, stream_ask
from docs_core.agent.events import AskResult, ToolCallEvent
from docs_core.agent.providers import ProviderError
from docs_core.agent.router import PlannedCall
from docs_core.agent.run import AskRun, ToolOutcome, run_wave
from docs_core.agent.surface import MAX_COMMAND_NAME_CHARS, MAX_QUERY_CHARS
from docs_core.agent.turns import LinkScrubber, scrub_links
from docs_core.retrieval import DocsReader
from docs_core.testing import FakeModelServer, ScriptedCall, ScriptedTurn

pytestmark = [pytest.mark.anyio]

XADD_URL = "https://redis.io/docs/latest/commands/xadd"
REMOVED = "[link removed]"


def _settings(url: str, provider: str = "openai") -> AgentSettings:
    return AgentSettings(
        provider=provider, base_url=url, name="scripted", deadline_s=8.0, step_timeout_s=3.0
    )


@pytest.mark.parametrize(
    "text",
    [
        "[steal](HTTPS://evil.example/steal)",
        "see Http://evil.example/x now",
        "[phish](//evil.example/phish)",
        "[phish](<//evil.example/phish>)",
        r"[phish](\\evil.example/phish)",
        r"[phish](/\evil.example/phish)",
        "[phish](https:evil.example/phish)",
        "[phish](HTTPS:/\\evil.example/phish)",
    ],
)
def test_ask034_an_invented_link_in_any_case_or_without_a_scheme_is_removed(text: str):
    scrubbed = scrub_links(text, {XADD_URL})
    assert "evil.example" not in scrubbed and REMOVED in scrubbed
    streamed = LinkScrubber({XADD_URL})
    pieces = [streamed.feed(text[n : n + 3]) for n in range(0, len(text), 3)]
    assert "evil.example" not in "".join(pieces) + streamed.flush()


@pytest.mark.parametrize(
    "text",
    [
        "[steal](&#104;ttps://evil.example/steal)",
        "[steal](&#x68;&#x74;tps://evil.example/steal)",
        "[steal](https&colon;//evil.example/steal)",
        'see <a href="https&#58;&#47;&#47;evil.example">this</a>',
        "[phish](&#47;&#47;evil.example/phish)",
        "[phish](&#104ttps://evil.example/phish)",
        "[official docs](https\\://evil.example/phish?x=1)",
        "![s](https\\://evil.example/pixel.png?q=secret)",
        "[d](<https\\://evil.example/x>)",
        "[d](HTTPS\\:\\/\\/evil.example/x)",
        "see www.evil.example/login now",
        "[f](ftp://evil.example/file)",
        "see _www.evil.example/login_ now",
        '<a href="ht&#9;tps://evil.example">x</a>',
        "<ftps://evil.example/x>",
    ],
)
def test_ask081_a_link_spelt_with_character_references_is_removed(text: str):
    scrubbed = scrub_links(text, {XADD_URL})
    assert REMOVED in scrubbed and "evil.example" not in html.unescape(scrubbed)
    streamed = LinkScrubber({XADD_URL})
    pieces = [streamed.feed(text[n : n + 3]) for n in range(0, len(text), 3)]
    assert "evil.example" not in html.unescape("".join(pieces) + streamed.flush())


@pytest.mark.parametrize(
    "text",
    [
        "Escape with &lt;key&gt; and &amp;&amp; in HTML; &#104;ello stays.",
        "See https://redis.io/docs/latest/commands/xadd/. It appends.",
        "Escape a star as \\* and a path as C:\\Users\\me; redis://localhost:6379 stays.",
        "[XADD](&#104;ttps://redis.io/docs/latest/commands/xadd/)",
        "See HTTPS://Redis.io/docs/latest/commands/xadd/ for the options.",
        "Connect to redis://localhost:6379/0 or rediss://cache.example:6380.",
        "// set a key\nr.set('k', 'v') // b.c is not a host here",
        "/// A doc comment, and/or a path like src//lib.rs or file:///tmp/dump.rdb",
        "//jedis.close();\n//r.set('foo', 'bar')\n//client.connect()",
        "Redis speaks RESP over TCP, not HTTP:1.1 or HTTP/1.1.",
    ],
)
def test_ask034_retrieved_links_and_text_that_is_no_link_stay(text: str):
    assert scrub_links(text, {XADD_URL}) == text


@pytest.mark.redis
async def test_ask034_a_model_cannot_slip_a_link_past_the_scrubber(reader: DocsReader):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(
            text="XADD appends entries; see [the docs](HTTPS://evil.example/steal) "
            "or [this](//evil.example/phish) for details."
        ),
    ]
    with FakeModelServer(turns) as fake:
        settings = _settings(fake.openai_url)
        provider = make_provider(settings)
        assert provider is not None
        try:
            events = [
                e
                async for e in stream_ask(
                    "What does XADD do?", reader=reader, settings=settings, provider=provider
                )
            ]
        finally:
            await provider.aclose()
    deltas = "".join(e.text for e in events if isinstance(e, AnswerDeltaEvent))
    assert events[-1].type == "done" and events[-1].mode == "model"
    assert "evil.example" not in deltas and deltas.count(REMOVED) == 2


@pytest.mark.redis
@pytest.mark.parametrize(
    "question",
    [
        "Why does GET return nil for key session:" + "Ab" * 300,
        "Why does GET return nil for key session_" + "a" * 600,
        "What does " + "A" * (MAX_COMMAND_NAME_CHARS + 1) + " do?",
    ],
    ids=["mixed-case-anchor", "code-like-anchor", "command-like-word"],
)
async def test_ask079_a_question_with_an_overlong_word_is_answered(
    reader: DocsReader, question: str
):
    result = await ask(question, reader=reader)
    assert result.mode == "extractive" and not result.degraded
    assert all(t.error is None for t in result.trace), result.trace
    for call in result.trace:
        assert len(call.arguments.get("query", "")) <= MAX_QUERY_CHARS
        assert len(call.arguments.get("name", "")) <= MAX_COMMAND_NAME_CHARS


class _Commands:
    """Just enough of a reader for ``get_command``."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    async def get_command(self, name: str) -> None:
        self.asked.append(name)


async def test_ask079_a_planned_call_its_tool_refuses_is_that_calls_error():
    commands = _Commands()
    run = AskRun("q", commands, time.monotonic() + 5, time.monotonic())  # type: ignore[arg-type]
    calls = [
        PlannedCall("get_command", {"name": "A" * (MAX_COMMAND_NAME_CHARS + 1)}),
        PlannedCall("get_command", {"name": "XADD"}),
    ]
    items = [item async for item in run_wave(run, calls)]
    later = [item async for item in run_wave(run, [PlannedCall("get_command", {"name": "GET"})])]
    events = [i for i in [*items, *later] if isinstance(i, ToolCallEvent)]
    outcomes = [i for i in items if isinstance(i, ToolOutcome)]
    assert [e.call_id for e in events] == ["r1", "r2", "r3"]
    assert [o.error for o in outcomes] == ["invalid_arguments", None]
    assert commands.asked == ["XADD", "GET"]
    assert [t.error for t in run.trace] == ["invalid_arguments", None, None]


_OPENAI_BROKEN = [
    {"choices": [{"delta": {"tool_calls": [{"index": "first"}]}}]},
    {"choices": [{"delta": {"tool_calls": [{"index": None}]}}]},
    {"choices": [{"delta": {"tool_calls": [{"index": 0, "function": ["name"]}]}}]},
    {"choices": ["XADD"]},
    {"choices": [{"delta": ["XADD"]}]},
    "1" + "0" * 5000,
]
_ANTHROPIC_BROKEN = [
    {"type": "content_block_start", "index": "first"},
    {"type": "content_block_start", "index": 0, "content_block": {"type": "tool_use"}},
    {"type": "content_block_delta", "index": 0, "delta": "XADD"},
]


def _stream_of(chunk: dict[str, Any] | str) -> httpx.AsyncClient:
    """A client whose endpoint streams one good text chunk, then ``chunk``."""
    data = chunk if isinstance(chunk, str) else json.dumps(chunk)
    good = {"choices": [{"delta": {"content": "XADD "}}]}
    body = f"data: {json.dumps(good)}\n\ndata: {data}\n\ndata: [DONE]\n\n".encode()

    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, headers={"content-type": "text/event-stream"}, content=body)

    return httpx.AsyncClient(transport=httpx.MockTransport(answer))


@pytest.mark.parametrize(
    ("protocol", "chunk"),
    [("openai", c) for c in _OPENAI_BROKEN] + [("anthropic", c) for c in _ANTHROPIC_BROKEN],
)
async def test_ask035_a_malformed_stream_chunk_is_a_provider_error(
    protocol: str, chunk: dict[str, Any] | str
):
    provider = make_provider(_settings("http://model.invalid", protocol), _stream_of(chunk))
    assert provider is not None
    try:
        with pytest.raises(ProviderError, match="model stream carried"):
            _ = [piece async for piece in provider.stream([], [])]
    finally:
        await provider.aclose()


@pytest.mark.redis
@pytest.mark.parametrize("chunk", _OPENAI_BROKEN[:2])
async def test_ask035_a_malformed_stream_falls_back_flagged(
    reader: DocsReader, chunk: dict[str, Any] | str
):
    settings = _settings("http://model.invalid")
    result = await _asked_xadd(reader, settings, _stream_of(chunk))
    assert result.mode == "extractive" and result.degraded and result.reason == "model_error"
    assert result.sources[0].id == "commands/xadd"


@pytest.mark.redis
async def test_ask080_an_answer_with_a_split_or_lone_surrogate_is_valid_unicode(
    reader: DocsReader,
):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text="XADD appends entries \ud83d\ude00 to a stream \ud83d (its new id)."),
    ]
    with FakeModelServer(turns) as fake:
        result = await _asked_xadd(reader, _settings(fake.openai_url))
    assert result.mode == "model"
    assert "\U0001f600" in result.answer and "\ufffd" in result.answer
    assert json.loads(result.model_dump_json())["answer"] == result.answer


async def _asked_xadd(
    reader: DocsReader, settings: AgentSettings, client: httpx.AsyncClient | None = None
) -> AskResult:
    """``ask`` "What does XADD do?" through the provider ``settings`` (and ``client``) make."""
    provider = make_provider(settings, client)
    assert provider is not None
    try:
        return await ask("What does XADD do?", reader=reader, settings=settings, provider=provider)
    finally:
        await provider.aclose()


@pytest.mark.parametrize("word", ["a" * 16_000, "&" * 16_000, "\\a" * 8_000])
def test_ask081_the_scrubber_reads_a_long_word_in_linear_time(word: str) -> None:
    started = time.perf_counter()
    scrub_links(word, {XADD_URL})
    assert time.perf_counter() - started < 0.2, "3.4 s on the event loop when unanchored"


@pytest.mark.redis
async def test_ask086_the_results_sent_to_the_model_stop_at_the_evidence_budget(
    reader: DocsReader,
) -> None:
    queries = ["consumer groups", "stream entries", "trim a stream", "pending entries"]
    greedy = ScriptedTurn(
        calls=tuple(ScriptedCall("search_chunks", {"query": q, "limit": 10}) for q in queries)
    )
    turns = [greedy, ScriptedTurn(text="XADD appends to a stream.")]
    with FakeModelServer(turns) as fake:
        settings = AgentSettings(
            provider="openai",
            base_url=fake.openai_url,
            name="scripted",
            deadline_s=8.0,
            step_timeout_s=3.0,
            max_result_chars=4_000,
        )
        provider = make_provider(settings)
        assert provider is not None
        try:
            result = await ask(
                "What does XADD do?", reader=reader, settings=settings, provider=provider
            )
        finally:
            await provider.aclose()
        sent = [r["body"] for r in fake.requests]
    assert result.mode == "model"
    # The first turn's results reached the budget, so the second request is the final one.
    assert len(sent) == 2
    results = [m["content"] for m in sent[-1]["messages"] if m["role"] == "tool"]
    assert sum(len(c) for c in results) <= 4_000 + 4 * 100
    assert any("evidence budget is spent" in c for c in results)
    assert not sent[-1].get("tools")
