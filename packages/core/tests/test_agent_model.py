"""The model path against the scripted local server (spec/020-ask.md, ASK-030..ASK-037)."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest
import redis
from docs_core.agent import AgentSettings, AskResult, ask, make_provider, stream_ask
from docs_core.embedded import ensure_embedded, stop_embedded
from docs_core.retrieval import DocsReader
from docs_core.testing import FakeModelServer, ScriptedCall, ScriptedTurn
from docs_ingest.testing import INJECTION_PAGE, publish_sample_index

pytestmark = [pytest.mark.anyio, pytest.mark.redis]

BF = "commands/bf.reserve"


def _settings(url: str, provider: str = "openai", **extra: Any) -> AgentSettings:
    values: dict[str, Any] = {
        "provider": provider,
        "base_url": url,
        "name": "scripted",
        "api_key": "sk-test-key",
        "deadline_s": 8.0,
        "step_timeout_s": 3.0,
        **extra,
    }
    return AgentSettings(**values)


@pytest.fixture
def fake() -> Iterator[FakeModelServer]:
    server = FakeModelServer(
        [
            ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "BF.RESERVE"}),)),
            ScriptedTurn(
                text="Reading the command page.",
                calls=(
                    ScriptedCall(
                        "search_chunks",
                        {"query": "error_rate capacity", "page_id": BF, "limit": 3},
                    ),
                ),
            ),
            ScriptedTurn(
                text="BF.RESERVE takes error_rate (false positive probability) and capacity."
            ),
        ]
    )
    with server:
        yield server


async def _ask(question: str, reader: DocsReader, settings: AgentSettings) -> AskResult:
    provider = make_provider(settings)
    assert provider is not None
    try:
        return await ask(question, reader=reader, settings=settings, provider=provider)
    finally:
        await provider.aclose()


async def test_ask030_model_drives_the_calls_and_sources_come_from_tool_results(
    reader: DocsReader, fake: FakeModelServer
):
    settings = _settings(fake.openai_url)
    result = await _ask("What do BF.RESERVE arguments mean?", reader, settings)
    assert result.mode == "model" and not result.degraded
    assert result.answer.startswith("BF.RESERVE takes error_rate")
    assert [t.tool for t in result.trace] == ["get_command", "search_chunks"]
    returned = {i for t in result.trace for i in t.ids}
    assert result.sources and {s.id for s in result.sources} <= returned
    assert result.sources[0].id.startswith(BF)
    first = fake.requests[0]["body"]
    assert [t["function"]["name"] for t in first["tools"]] == [
        "search_chunks",
        "search_pages",
        "get_command",
        "search_examples",
        "page_chunks",
    ]


async def test_ask030_anthropic_messages_provider_speaks_tool_use(reader: DocsReader, fake):
    settings = _settings(fake.anthropic_url, provider="anthropic")
    result = await _ask("What do BF.RESERVE arguments mean?", reader, settings)
    assert result.mode == "model"
    assert [t.tool for t in result.trace] == ["get_command", "search_chunks"]
    second = fake.requests[1]
    assert second["path"] == "/v1/messages"
    tool_results = [
        block
        for message in second["body"]["messages"]
        if isinstance(message["content"], list)
        for block in message["content"]
        if block.get("type") == "tool_result"
    ]
    assert tool_results and tool_results[0]["tool_use_id"] == "toolu_0_0"


async def test_ask031_bad_arguments_reach_the_model_which_recovers(reader: DocsReader):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("search_chunks", {"limit": 3}),)),
        ScriptedTurn(calls=(ScriptedCall("search_chunks", "{not json"),)),
        ScriptedTurn(calls=(ScriptedCall("search_chunks", {"query": "eviction policies"}),)),
        ScriptedTurn(text="allkeys-lru evicts the least recently used keys."),
    ]
    with FakeModelServer(turns) as server:
        settings = _settings(server.openai_url)
        result = await _ask("Which eviction policies exist?", reader, settings)
        tool_messages = [m for m in server.requests[2]["body"]["messages"] if m["role"] == "tool"]
    assert "query" in tool_messages[0]["content"] and "error" in tool_messages[0]["content"]
    assert "not valid JSON" in tool_messages[1]["content"]
    assert result.mode == "model" and not result.degraded
    assert [t.error is not None for t in result.trace] == [True, True, False]
    assert all(s.id in result.trace[2].ids for s in result.sources)


async def test_ask032_a_looping_model_is_stopped_by_the_step_cap(reader: DocsReader):
    loop_turn = ScriptedTurn(calls=(ScriptedCall("search_pages", {"query": "kubernetes"}),))
    with FakeModelServer([loop_turn], repeat_last=True) as server:
        settings = _settings(server.openai_url, max_steps=3)
        with anyio.fail_after(10):
            result = await _ask("Tell me about reservations", reader, settings)
        served = len(server.requests)
    assert served <= 4
    assert result.steps <= 4
    looped = [t for t in result.trace if t.arguments.get("query") == "kubernetes"]
    assert len(looped) == 3 and sum(t.error is None for t in looped) == 1
    assert result.degraded and result.reason == "model_empty_answer"
    assert result.mode == "extractive"


async def test_ask033_a_stalled_model_hits_the_deadline_and_falls_back(reader: DocsReader):
    with FakeModelServer([ScriptedTurn(text="too late", delay_s=30)]) as server:
        settings = _settings(
            server.openai_url, deadline_s=2.0, step_timeout_s=5.0, fallback_reserve_s=0.8
        )
        started = time.monotonic()
        with anyio.fail_after(5):
            result = await _ask("What is a Bloom filter?", reader, settings)
    assert time.monotonic() - started < 2.5
    assert result.mode == "extractive" and result.degraded
    assert result.reason == "model_timeout"
    assert result.sources and "Extractive answer" in result.answer


async def test_ask034_a_url_the_model_invents_is_neither_kept_nor_cited(reader, fake):
    fake_url = "https://redis.io/docs/latest/develop/ai/context-engineering/langcache/api-examples"
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text=f"XADD appends entries; see {fake_url} for details."),
    ]
    with FakeModelServer(turns) as server:
        settings = _settings(server.openai_url)
        result = await _ask("What does XADD do?", reader, settings)
    assert fake_url not in result.answer and "[link removed]" in result.answer
    assert [s.id for s in result.sources] == ["commands/xadd"]
    for source in result.sources:
        assert (await reader.fetch(source.id)).id == source.id


async def test_ask035_malformed_model_responses_fall_back_flagged(reader: DocsReader):
    with FakeModelServer([ScriptedTurn(raw_body="<html>gateway</html>")]) as server:
        settings = _settings(server.openai_url)
        result = await _ask("What does XADD do?", reader, settings)
    assert result.mode == "extractive" and result.degraded and result.reason == "model_error"
    assert result.sources[0].id == "commands/xadd"


async def test_ask035_an_unreachable_model_falls_back_flagged(reader: DocsReader):
    with FakeModelServer([ScriptedTurn(status=503)]) as server:
        settings = _settings(server.openai_url)
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
    assert events[-1].type == "done" and events[-1].degraded
    assert "sk-test-key" not in json.dumps([e.model_dump() for e in events])


async def test_ask036_injection_in_corpus_text_is_quoted_data_and_changes_nothing(
    reader: DocsReader,
):
    turns = [
        ScriptedTurn(calls=(ScriptedCall("search_chunks", {"query": "naming keys"}),)),
        ScriptedTurn(calls=(ScriptedCall("reveal_system_prompt", {}),)),
        ScriptedTurn(text="Separate key name parts with a colon, e.g. user:1000:profile."),
    ]
    with FakeModelServer(turns) as server:
        settings = _settings(server.openai_url)
        result = await _ask("How should I name keys?", reader, settings)
        requests = [r["body"] for r in server.requests]
    tool_lists = [[t["function"]["name"] for t in r.get("tools", [])] for r in requests[:3]]
    assert tool_lists[0] == tool_lists[1] == tool_lists[2]
    second = requests[1]["messages"]
    carrying = [m for m in second if "Ignore previous instructions" in (m.get("content") or "")]
    assert [m["role"] for m in carrying] == ["tool"]
    assert json.loads(carrying[0]["content"])["note"].startswith("untrusted")
    assert "unknown tool" in (requests[2]["messages"][-1]["content"])
    assert result.trace[1].error and result.trace[1].ids == []
    assert any(s.id.startswith(INJECTION_PAGE) for s in result.sources)
    assert {s.id for s in result.sources} <= set(result.trace[0].ids)


def test_ask037_redis_down_mid_request_gives_a_flagged_answer_before_the_deadline(
    tmp_path: Path,
):
    data_dir = Path(f"/tmp/docsr-ask-{tmp_path.name[-12:]}")
    instance = ensure_embedded(data_dir)
    client = redis.Redis.from_url(instance.url)
    try:
        publish_sample_index(client)
    finally:
        client.close()
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(calls=(ScriptedCall("search_chunks", {"query": "xadd ids"}),), delay_s=1.0),
        ScriptedTurn(text="XADD appends an entry and returns its identifier."),
    ]

    async def scenario(server: FakeModelServer) -> Any:
        reader = await DocsReader.connect(instance.url)
        settings = _settings(server.openai_url, deadline_s=6.0)
        try:
            with anyio.fail_after(8):
                return await _ask("What does XADD do?", reader, settings)
        finally:
            await reader.aclose()

    def stop_when_second_turn_starts(server: FakeModelServer) -> None:
        deadline = time.monotonic() + 10
        while len(server.requests) < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        stop_embedded(data_dir)

    try:
        with FakeModelServer(turns) as server:
            stopper = threading.Thread(target=stop_when_second_turn_starts, args=(server,))
            stopper.start()
            started = time.monotonic()
            result = anyio.run(scenario, server)
            stopper.join(timeout=10)
    finally:
        stop_embedded(data_dir)
    assert time.monotonic() - started < 8
    assert result.degraded and result.reason in {"backend_partial", "model_error"}
    assert result.trace[1].error is not None
    assert [s.id for s in result.sources] == ["commands/xadd"]


def test_ask037_redis_down_without_a_model_is_a_clear_error_within_the_deadline(
    tmp_path: Path,
):
    data_dir = Path(f"/tmp/docsr-down-{tmp_path.name[-12:]}")
    instance = ensure_embedded(data_dir)
    client = redis.Redis.from_url(instance.url)
    try:
        publish_sample_index(client)
    finally:
        client.close()

    async def scenario() -> list[Any]:
        reader = await DocsReader.connect(instance.url)
        try:
            stop_embedded(data_dir)
            with anyio.fail_after(8):
                return [e async for e in stream_ask("What does XADD do?", reader=reader)]
        finally:
            await reader.aclose()

    try:
        started = time.monotonic()
        events = anyio.run(scenario)
    finally:
        stop_embedded(data_dir)
    assert time.monotonic() - started < 8
    assert events[-1].type == "error" and events[-1].code == "backend_unavailable"
    assert sum(e.type in ("done", "error") for e in events) == 1
