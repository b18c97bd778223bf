"""Streamed model turns and follow-up questions (spec/020-ask.md, ASK-060..ASK-065)."""

from __future__ import annotations

import time
from typing import Any

import pytest
from docs_core.agent import AgentSettings, ask, make_provider, stream_ask
from docs_core.agent.followup import Turn, bounded_history, resolve_followup
from docs_core.agent.providers import ModelTurn
from docs_core.retrieval import DocsReader
from docs_core.testing import FakeModelServer, ScriptedCall, ScriptedTurn

pytestmark = [pytest.mark.anyio]

ANSWER = "XADD appends an entry to a stream and returns its id. " * 4


def _settings(url: str, provider: str = "openai", **extra: Any) -> AgentSettings:
    values: dict[str, Any] = {
        "provider": provider,
        "base_url": url,
        "name": "scripted",
        "deadline_s": 15.0,
        "step_timeout_s": 8.0,
        **extra,
    }
    return AgentSettings(**values)


@pytest.mark.parametrize("protocol", ["openai", "anthropic"])
async def test_ask060_providers_yield_text_as_it_streams_then_the_whole_turn(protocol: str):
    turns = [
        ScriptedTurn(text="one two three four", token_delay_s=0.05),
        ScriptedTurn(text="Looking.", calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
    ]
    with FakeModelServer(turns) as fake:
        url = fake.openai_url if protocol == "openai" else fake.anthropic_url
        provider = make_provider(_settings(url, protocol))
        assert provider is not None
        arrivals: list[tuple[float, Any]] = []
        async for piece in provider.stream([], []):
            arrivals.append((time.monotonic(), piece))
        calls_turn = [p async for p in provider.stream([], [])][-1]
        await provider.aclose()
        body = fake.requests[0]["body"]
    texts = [p for _, p in arrivals if isinstance(p, str)]
    assert texts == ["one ", "two ", "three ", "four"]
    assert isinstance(arrivals[-1][1], ModelTurn) and arrivals[-1][1].text == "one two three four"
    assert arrivals[3][0] - arrivals[0][0] >= 0.1, "pieces arrived together, not streamed"
    assert body["stream"] is True
    assert isinstance(calls_turn, ModelTurn)
    assert [(c.name, c.arguments) for c in calls_turn.tool_calls] == [
        ("get_command", '{"name": "XADD"}')
    ]


@pytest.mark.redis
@pytest.mark.parametrize("protocol", ["openai", "anthropic"])
async def test_ask061_the_final_answer_streams_before_the_model_has_finished(
    reader: DocsReader, protocol: str
):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text=ANSWER, token_delay_s=0.03),
    ]
    with FakeModelServer(turns) as fake:
        url = fake.openai_url if protocol == "openai" else fake.anthropic_url
        settings = _settings(url, protocol)
        provider = make_provider(settings)
        first_delta = None
        kinds = []
        async for event in stream_ask(
            "What does XADD do?", reader=reader, settings=settings, provider=provider
        ):
            kinds.append(event.type)
            if event.type == "answer_delta" and first_delta is None:
                first_delta = time.monotonic()
        assert provider is not None
        await provider.aclose()
        assert fake.token_times, f"the model never streamed its answer; events: {kinds}"
        (_first_token, last_token), *_ = fake.token_times
    assert first_delta is not None and first_delta < last_token
    assert kinds[-1] == "done" and "answer_reset" not in kinds
    assert kinds.count("answer_delta") > 10


@pytest.mark.redis
async def test_ask062_streamed_text_followed_by_tool_calls_is_reset(reader: DocsReader):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(
            text="Let me also read the page.",
            calls=(ScriptedCall("page_chunks", {"page_id": "commands/xadd"}),),
        ),
        ScriptedTurn(text="XADD appends an entry to a stream; see https://evil.example/x now."),
    ]
    with FakeModelServer(turns) as fake:
        settings = _settings(fake.openai_url)
        provider = make_provider(settings)
        events = [
            e
            async for e in stream_ask(
                "What does XADD do?", reader=reader, settings=settings, provider=provider
            )
        ]
        assert provider is not None
        await provider.aclose()
        result = await ask(
            "What does XADD do?",
            reader=reader,
            settings=settings,
            provider=make_provider(settings),
        )
    kinds = [e.type for e in events]
    first_reset = kinds.index("answer_reset")
    assert "answer_delta" in kinds[:first_reset]
    assert kinds[first_reset + 1] == "plan"
    streamed = "".join(
        e.text
        for e in events[first_reset:]
        if e.type == "answer_delta"  # type: ignore[union-attr]
    )
    assert "evil.example" not in streamed and "[link removed]" in streamed
    assert result.answer.count("XADD appends") <= 1


@pytest.mark.redis
async def test_ask063_a_client_leaving_closes_the_model_stream(reader: DocsReader):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text=ANSWER * 3, token_delay_s=0.05),
    ]
    with FakeModelServer(turns) as fake:
        settings = _settings(fake.openai_url)
        provider = make_provider(settings)
        stream = stream_ask(
            "What does XADD do?", reader=reader, settings=settings, provider=provider
        )
        async for event in stream:
            if event.type == "answer_delta":
                break
        await stream.aclose()  # type: ignore[attr-defined]
        deadline = time.monotonic() + 5
        while fake.abandoned == 0 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert provider is not None
        await provider.aclose()
        assert fake.abandoned == 1


def test_ask064_follow_ups_carry_the_previous_questions_identifiers():
    history = [Turn(question="How do I expire individual hash fields with HEXPIRE?", answer="x")]
    assert resolve_followup("And how do I remove it?", history).endswith("(HEXPIRE)")
    assert resolve_followup("What does XRANGE do?", history) == "What does XRANGE do?"
    assert resolve_followup("And how do I remove it?", []) == "And how do I remove it?"
    plain = [Turn(question="How do I configure eviction?", answer="")]
    assert "eviction" in resolve_followup("what about for replicas?", plain)


def test_ask065_history_is_bounded_by_turns_and_characters():
    turns = [Turn(question=f"q{n}", answer="a" * 1000) for n in range(10)]
    kept = bounded_history(turns)
    assert [t.question for t in kept] == ["q6", "q7", "q8", "q9"]
    assert [t.question for t in bounded_history(turns, max_chars=2500)] == ["q8", "q9"]


@pytest.mark.redis
async def test_ask065_the_model_sees_the_bounded_conversation(reader: DocsReader):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text="XADD appends an entry to a stream."),
    ]
    history = [Turn(question=f"question {n} about XADD", answer=f"answer {n}") for n in range(6)]
    with FakeModelServer(turns) as fake:
        settings = _settings(fake.openai_url)
        result = await ask(
            "And what does it return?",
            reader=reader,
            settings=settings,
            provider=make_provider(settings),
            history=history,
        )
        sent = fake.requests[0]["body"]["messages"]
    contents = [m["content"] for m in sent]
    assert contents[1:] == [
        "question 2 about XADD", "answer 2", "question 3 about XADD", "answer 3",
        "question 4 about XADD", "answer 4", "question 5 about XADD", "answer 5",
        "And what does it return?",
    ]  # fmt: skip
    assert result.mode == "model" and not result.abstained
