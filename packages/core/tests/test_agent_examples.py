"""``ask`` and the code examples (spec/020 ASK-050..052): a ``search_examples`` route over the
Example records, planned for questions that ask for code, and the no-model answer quoting the
code, over the sample site published with the fixture examples."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from docs_core.agent import ask
from docs_core.agent.answer import EXTRACTIVE_LABEL
from docs_core.agent.router import example_call, first_wave
from docs_core.agent.surface import TOOLS, parse_arguments, run_tool
from docs_core.retrieval import DocsReader
from docs_ingest.testing.examples import HLL_PFADD_PY

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
async def reader(example_index: str) -> AsyncIterator[DocsReader]:
    opened = await DocsReader.connect(example_index)
    try:
        yield opened
    finally:
        await opened.aclose()


def test_ask050_search_examples_is_a_declared_route_with_a_language_argument():
    spec = TOOLS["search_examples"]
    assert spec.route.entity.value == "example"
    assert "language" in spec.parameters["properties"]
    args = parse_arguments("search_examples", {"query": "pfadd", "language": "go"})
    assert args.model_dump() == {"query": "pfadd", "limit": 3, "language": "go"}


def test_ask051_a_question_asking_for_code_plans_search_examples_and_others_do_not():
    call = example_call("count unique visitors with a HyperLogLog in node-redis")
    assert call is not None and call.arguments["language"] == "node-redis"
    assert example_call("Show me example code for PFADD") is not None
    assert example_call("What is a HyperLogLog?") is None
    assert example_call("cite https://evil.example/x") is None
    _, calls = first_wave("Jedis: add items to a HyperLogLog")
    assert [c.tool for c in calls][-1] == "search_examples"


@pytest.mark.redis
async def test_ask050_the_route_returns_the_named_clients_examples(reader: DocsReader):
    args = parse_arguments("search_examples", {"query": "HyperLogLog PFADD", "language": "java"})
    hits = await run_tool(reader, "search_examples", args)
    assert hits and all(h.id.endswith("/jedis") for h in hits)
    detected = parse_arguments("search_examples", {"query": "PFADD with redis-py"})
    found = await run_tool(reader, "search_examples", detected)
    assert found and all(h.id.endswith("/redis-py") for h in found)


@pytest.mark.redis
async def test_ask052_without_a_model_a_code_question_quotes_the_code(reader: DocsReader):
    result = await ask("Python code to add items to a HyperLogLog with PFADD", reader=reader)
    assert result.answer.startswith(EXTRACTIVE_LABEL)
    assert f"```python\n{HLL_PFADD_PY}\n```" in result.answer
    assert "examples/hll_tutorial/pfadd/redis-py" in [s.id for s in result.sources]
    assert "search_examples" in [t.tool for t in result.trace]


@pytest.mark.redis
async def test_ask052_a_named_client_gets_its_code_even_when_a_command_is_named(
    reader: DocsReader,
):
    result = await ask("Show me a redis-py example for PFADD", reader=reader)
    assert f"```python\n{HLL_PFADD_PY}\n```" in result.answer
    assert "examples/hll_tutorial/pfadd/redis-py" in [s.id for s in result.sources]
    # The page's rendering line (where the other languages are) is no sentence to quote.
    assert "<client>" not in result.answer and "Also in " not in result.answer
