"""Example records through the reader: fetch by example id (spec/001 ID-021) and search in the
caller's language (spec/010 MCP-062..066), over the sample site published with the fixture
examples of ``docs_ingest.testing.examples``."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator
from typing import TypeVar

import pytest
from docs_core.errors import DocNotFoundError
from docs_core.languages import resolve_language
from docs_core.models import SearchHit
from docs_core.retrieval import DocsReader
from docs_core.retrieval.examplehits import foreign_code, merge_hits
from docs_ingest.testing.examples import EXAMPLE_PAGE, HLL_PFADD_PY

T = TypeVar("T")


@pytest.fixture
def run(example_index: str) -> Iterator[Callable[[Callable[[DocsReader], Awaitable[T]]], T]]:
    loop = asyncio.new_event_loop()
    reader = loop.run_until_complete(DocsReader.connect(example_index))

    def call(body: Callable[[DocsReader], Awaitable[T]]) -> T:
        return loop.run_until_complete(asyncio.wait_for(body(reader), 30))

    try:
        yield call
    finally:
        loop.run_until_complete(reader.aclose())
        loop.close()


@pytest.mark.redis
def test_id021_fetch_of_an_example_id_returns_the_record_with_its_code_fenced(run):
    doc = run(lambda r: r.fetch("examples/hll_tutorial/pfadd/redis-py"))
    assert doc.id == "examples/hll_tutorial/pfadd/redis-py"
    assert f"```python\n{HLL_PFADD_PY}\n```" in doc.text
    assert "> PFADD bikes" in doc.text
    assert doc.metadata.kind == "example" and doc.metadata.language == "python"
    assert doc.metadata.client == "redis-py" and doc.metadata.page_id == EXAMPLE_PAGE
    assert doc.url.endswith("/hyperloglogs/#examples")
    trailing = run(lambda r: r.fetch("examples/hll_tutorial/pfadd/redis-py/"))
    assert trailing.text == doc.text
    with pytest.raises(DocNotFoundError) as missing:
        run(lambda r: r.fetch("examples/hll_tutorial/pfadd/ruby"))
    assert set(missing.value.suggestions) <= {
        "examples/hll_tutorial/pfadd/redis-py",
        "examples/hll_tutorial/pfadd/node-redis",
        "examples/hll_tutorial/pfadd/jedis",
    }
    assert len(missing.value.suggestions) == 3


@pytest.mark.redis
def test_mcp062_a_language_ranks_that_clients_example_first_and_no_other_languages_code(run):
    language = resolve_language("node.js")
    hits = run(lambda r: r.search("count unique visitors with a HyperLogLog", language=language))
    assert hits[0].id == "examples/hll_tutorial/pfadd/node-redis"
    assert "```javascript\nconst res1 = await client.pfAdd(" in hits[0].text
    assert "unique visitors" in hits[0].text
    examples = [h for h in hits if h.kind == "example"]
    assert all(h.id.endswith("/node-redis") for h in examples)
    assert not any("r.pfadd(" in h.text or "jedis.pfadd(" in h.text for h in hits)
    assert any(h.kind != "example" for h in hits)


@pytest.mark.redis
def test_mcp063_a_client_named_in_the_query_counts_as_the_language(run):
    hits = run(lambda r: r.search("Jedis: add items to a HyperLogLog"))
    assert hits[0].id == "examples/hll_tutorial/pfadd/jedis"
    assert hits[0].text.count("```java") == 1


@pytest.mark.redis
def test_mcp064_a_query_without_a_language_is_ranked_as_before(run):
    async def both(reader: DocsReader) -> tuple[list[SearchHit], list[SearchHit]]:
        plain = await reader.search("count unique visitors with a HyperLogLog")
        return plain, await reader.examples.merged(plain, "count unique visitors", None, 8)

    plain, merged = run(both)
    assert merged == plain
    assert all(h.kind != "example" for h in plain)


def _hit(hit_id: str, text: str, kind: str = "chunk") -> SearchHit:
    return SearchHit(id=hit_id, title=hit_id, url="u", text=text, page_id="p", kind=kind)


def test_mcp065_merge_interleaves_one_example_per_step_and_drops_foreign_code():
    java = resolve_language("java")
    pages = [
        _hit("a#x:w0", "plain prose"),
        _hit("b#y:w0", "```python\nr.set('a', 1)\n```"),
        _hit("c#z:w0", '```java\njedis.set("a", "1");\n```'),
        _hit("d#q:w0", "```bash\nredis-cli ping\n```"),
    ]
    examples = [
        _hit("examples/s/one/lettuce-async", "x", "example"),
        _hit("examples/s/one/jedis", "x", "example"),
        _hit("examples/s/two/lettuce-sync", "x", "example"),
    ]
    merged = merge_hits(pages, examples, java, 8)
    assert [h.id for h in merged] == [
        "examples/s/one/jedis",
        "a#x:w0",
        "examples/s/two/lettuce-sync",
        "c#z:w0",
        "d#q:w0",
    ]
    assert foreign_code("```py\nx\n```", java) and not foreign_code("```\nx\n```", java)


def test_mcp065_a_client_variant_named_in_the_query_wins_the_tie():
    lettuce = resolve_language("lettuce")
    examples = [
        _hit("examples/s/one/lettuce-async", "x", "example"),
        _hit("examples/s/one/lettuce-reactive", "x", "example"),
    ]
    reactive = merge_hits([], examples, lettuce, 8, query="Lettuce reactive: JSON.GET")
    assert [h.id for h in reactive] == ["examples/s/one/lettuce-reactive"]
    plain = merge_hits([], examples, lettuce, 8, query="Lettuce: JSON.GET")
    assert [h.id for h in plain] == ["examples/s/one/lettuce-async"]


@pytest.mark.redis
def test_mcp069_fetch_of_a_page_renders_its_examples_cli_by_default_or_in_the_language(run):
    plain = run(lambda r: r.fetch(EXAMPLE_PAGE))
    assert "```redis-cli\n> PFADD bikes Hyperion" in plain.text
    assert "Also in Python (`redis-py`), Node.js (`node-redis`), Java-Sync (`jedis`)" in plain.text
    assert "fetch `examples/hll_tutorial/pfadd/<client>`" in plain.text
    assert "r.pfadd(" not in plain.text
    assert "```\n> PFCOUNT nothing\n(integer) 0\n```" in plain.text
    java = run(lambda r: r.fetch(EXAMPLE_PAGE, language=resolve_language("java")))
    assert '```java\n        long res1 = jedis.pfadd("bikes"' in java.text
    assert "```redis-cli\n> PFMERGE" in java.text
    assert "Also in redis-cli, Python (`redis-py`), Node.js (`node-redis`)" in java.text
    assert "r.pfadd(" not in java.text and "pfAdd(" not in java.text
    section = run(
        lambda r: r.fetch(f"{EXAMPLE_PAGE}#examples", language=resolve_language("python"))
    )
    assert f"```python\n{HLL_PFADD_PY}\n```" in section.text
