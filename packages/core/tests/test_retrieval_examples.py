"""Example records through the reader: fetch by example id (spec/001 ID-021) and search in the
caller's language (spec/010 MCP-062..066), over the sample site published with the fixture
examples of ``docs_ingest.testing.examples``."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, TypeVar

import pytest
from docs_core.errors import DocNotFoundError
from docs_core.keys import Entity, record_key
from docs_core.languages import narrowest_language, resolve_language, without_language_names
from docs_core.models import SearchHit
from docs_core.retrieval import DocsReader, SearchTuning
from docs_core.retrieval.examplecounts import MAX_UNION_DEPTH, union_depth
from docs_core.retrieval.examplehits import (
    CANDIDATES,
    EXAMPLE_FIELDS,
    example_hit,
    example_requests,
    example_title,
    foreign_code,
    merge_hits,
)
from docs_core.retrieval.examplescores import (
    CONSENSUS_MARGIN,
    KNN_MARGIN_REFERENCE,
    KNN_MARGIN_WEIGHT,
    NEAR_DISTANCE,
    PAGE_AGREEMENT,
    is_client_landing,
    knn_distances,
    leading_pages,
    ranked_example_keys,
    supported,
    with_command_agreement,
    with_knn_margin,
    with_leg_consensus,
    with_page_agreement,
)
from docs_core.retrieval.examplewords import (
    api_words,
    asks_api,
    method_commands,
    named_commands,
    step_names,
)
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.textquery import ParsedQuery
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
    # Filled as a passage's hit is: the section inside the page, the page's product.
    assert (hits[0].product, hits[0].section) == ("oss", "Examples")
    assert hits[0].title == "HyperLogLog > Examples (Node.js, node-redis)"
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


def test_ing109_an_example_no_page_shows_is_client_code_at_its_repository_url():
    url = "https://github.com/redis/redis-py/blob/HEAD/doctests/search_vss.py"
    values = {
        **dict.fromkeys(EXAMPLE_FIELDS, ""),
        "set_id": "search_vss",
        "step": "load_data",
        "client_key": "redis-py",
        "client_label": "Python",
        "client_name": "redis-py",
        "language": "python",
        "title": "search_vss load_data",
        "url": url,
        "code": "r.ft('idx').search(q)",
    }
    hit = example_hit(
        "docs:v1:x:examples/search_vss/load_data/redis-py", [values[f] for f in EXAMPLE_FIELDS]
    )
    assert hit is not None
    assert (hit.url, hit.product) == (url, "clients")


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


def test_ret100_examples_the_question_does_not_back_come_after_every_hit():
    java = resolve_language("java")
    pages = [_hit("a#x:w0", "plain prose"), _hit("b#y:w0", "more prose")]
    examples = [
        _hit("examples/s/one/jedis", "x", "example"),
        _hit("examples/s/two/jedis", "x", "example"),
    ]
    unbacked = merge_hits(pages, examples, java, 3, backed=set())
    assert [h.id for h in unbacked] == ["a#x:w0", "b#y:w0", "examples/s/one/jedis"]
    one = merge_hits(pages, examples, java, 8, backed={"examples/s/two/jedis"})
    assert [h.id for h in one] == [h.id for h in merge_hits(pages, examples, java, 8)]
    assert one[0].id == "examples/s/one/jedis"
    # A step is backed whichever client the evidence named: Jedis is shown for Java.
    lettuce = [_hit("examples/s/one/lettuce-async", "x", "example"), *examples]
    shown = merge_hits(pages, lettuce, java, 8, backed={"examples/s/one/lettuce-async"})
    assert shown[0].id == "examples/s/one/jedis"


def test_ret100_a_clients_landing_page_vouches_for_no_example():
    assert is_client_landing("develop/clients/nodejs")
    assert not is_client_landing("develop/clients/nodejs/connect")
    assert not is_client_landing("develop/clients") and not is_client_landing("commands/hset")


def test_ret100_a_named_step_a_near_distance_or_an_agreement_backs_an_example():
    keys = ["named", "near", "lifted", "alone", "far"]
    distances = [("near", NEAR_DISTANCE), ("far", NEAR_DISTANCE + 0.01), ("alone", 0.9)]
    alone = {key: 0.03 for key in keys}
    agreed = {**alone, "lifted": 0.04}
    backed = supported(keys, ["named", "not-shown"], distances, alone, agreed)
    assert backed == {"named", "near", "lifted"}


def test_ret112_the_step_both_example_legs_rank_first_stays_first():
    agreed = {"xadd1": 0.05, "xadd2": 0.04, "xadd_7": 0.03}
    out = with_leg_consensus(agreed, "xadd_7", "xadd_7")
    assert out["xadd_7"] == 0.05 + CONSENSUS_MARGIN
    assert {k: v for k, v in out.items() if k != "xadd_7"} == {"xadd1": 0.05, "xadd2": 0.04}
    assert with_leg_consensus(agreed, "xadd_7", "xadd1") == agreed
    assert with_leg_consensus(agreed, "gone", "gone") == agreed


def test_ret111_an_example_running_a_command_written_as_a_method_is_backed():
    keys = ["agg", "search", "none"]
    runs = {"agg": ["FT.AGGREGATE"], "search": ["FT.SEARCH", "HSET"]}
    alone = {key: 0.03 for key in keys}
    named = method_commands("Lettuce reactive ftAggregate over bikes")
    backed = supported(keys, [], [], alone, alone, method_named=named, commands=runs)
    assert backed == {"agg"}
    assert supported(keys, [], [], alone, alone, commands=runs) == set()


def test_ret111_a_module_command_written_as_a_clients_method_is_named() -> None:
    assert method_commands("Lettuce async ftSearch: bikes by price") == {"FT.SEARCH"}
    assert method_commands("go-redis FTAggregate, TDigestAdd and CMSIncrBy") == {
        "FT.AGGREGATE",
        "TDIGEST.ADD",
        "CMS.INCRBY",
    }
    assert method_commands("rdb.FTSearchWithArgs or client.ft_search, redis-rs json_get") == {
        "FT.SEARCH",
        "JSON.GET",
    }
    # A dotted command and short words are no method; what a name that runs nothing yields
    # backs nothing, since an example's commands are real ones.
    assert method_commands("json ft.search TSV") == set()
    assert "FT.SEARCH" not in named_commands("Lettuce async ftSearch")


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


def test_ret080_page_agreement_lifts_the_steps_of_the_leading_pages():
    scores = {"examples/s/one/jedis": 0.030, "examples/s/two/jedis": 0.028, "x/y/z/jedis": 0.05}
    pages_of = {
        "examples/s/one/jedis": ["tutorial"],
        "examples/s/two/jedis": ["guide", "tutorial"],
        "x/y/z/jedis": ["elsewhere"],
    }
    lifted = with_page_agreement(scores, pages_of, ["guide", "tutorial"])
    assert lifted["examples/s/two/jedis"] == pytest.approx(0.028 + PAGE_AGREEMENT)
    assert lifted["examples/s/one/jedis"] == pytest.approx(0.030 + PAGE_AGREEMENT / 2)
    assert lifted["x/y/z/jedis"] == 0.05
    assert ranked_example_keys(lifted)[:2] == ["x/y/z/jedis", "examples/s/two/jedis"]
    assert with_page_agreement(scores, pages_of, []) == scores


def test_ret095_command_agreement_lifts_the_step_running_the_leading_command_page():
    scores = {
        "examples/bits/setup/predis": 0.030,
        "examples/bits/count/predis": 0.025,
        "examples/acl/cat/predis": 0.020,
    }
    commands_of = {
        "examples/bits/setup/predis": ["SETBIT"],
        "examples/bits/count/predis": ["SETBIT", "BITCOUNT"],
        "examples/acl/cat/predis": ["ACL CAT"],
    }
    leading = ["commands/bitcount", "develop/data-types/bitmaps", "commands/acl-cat"]
    lifted = with_command_agreement(scores, commands_of, leading, 0.01)
    assert lifted["examples/bits/count/predis"] == pytest.approx(0.025 + 0.01)
    assert lifted["examples/bits/setup/predis"] == 0.030
    # A subcommand's page names it with a space; the third page is worth a third.
    assert lifted["examples/acl/cat/predis"] == pytest.approx(0.020 + 0.01 / 3)
    assert ranked_example_keys(lifted)[0] == "examples/bits/count/predis"
    assert with_command_agreement(scores, commands_of, ["develop/data-types/bitmaps"]) == scores


def test_ret080_leading_pages_are_the_first_distinct_pages_of_the_other_hits():
    hits = [
        _hit("examples/s/one/jedis", "x", "example"),
        SearchHit(id="a#x:w0", title="a", url="u", text="t", page_id="a", kind="chunk"),
        SearchHit(id="a#y:w0", title="a", url="u", text="t", page_id="a", kind="chunk"),
        SearchHit(id="b", title="b", url="u", text="t", page_id="b", kind="page"),
        SearchHit(id="c", title="c", url="u", text="t", page_id="c", kind="page"),
    ]
    assert leading_pages(hits) == ["a", "b"]


def test_ret081_client_names_leave_the_example_text_and_prose_words_name_no_command():
    assert without_language_names("ioredis: store a hash").strip() == ": store a hash"
    assert "StackExchange" not in without_language_names("StackExchange.Redis hash in C#")
    assert without_language_names("XADD example in Go").split() == ["XADD", "example", "in"]
    assert without_language_names("Go: count a vector set").split()[1:] == [
        "count",
        "a",
        "vector",
        "set",
    ]
    assert "go" in without_language_names("how do I go about expiring keys")
    assert named_commands("node-redis ft.search with a vector set")[:1] == ["FT.SEARCH"]
    assert "SET" not in named_commands("search a vector set and get it")
    assert "SET" in named_commands("SET with NX") and "LPUSH" in named_commands("ioredis lpush")
    requests = example_requests("ioredis lpush", b"v", resolve_language("ioredis"))
    assert requests.text is not None and requests.names is not None
    assert str(requests.text[2]).endswith(":(lpush))")
    assert "@commands:{LPUSH}" in str(requests.names[2])


def test_ret103_two_touching_words_name_a_step():
    assert "bitop_and" in step_names("redis-py: BITOP AND over three bitmaps")
    assert "create_index" not in step_names("create the index")
    requests = example_requests("redis-py BITOP AND of bitmaps", b"v", resolve_language("python"))
    assert requests.names is not None
    steps = str(requests.names[2]).split("@step:{", 1)[1].split("}", 1)[0].split("|")
    assert "bitop_and" in steps and "bitop" in steps


def test_ret105_the_searchs_spelling_corrections_reach_the_example_legs():
    ioredis = resolve_language("ioredis")
    question = "ioredis how to conect"
    plain = example_requests(question, b"v", ioredis)
    assert plain.corrections == ()
    corrected = ParsedQuery(("ioredis", "conect", "connect"), ())
    requests = example_requests(question, b"v", ioredis, corrected=corrected)
    assert requests.corrections == ("connect",)
    assert requests.text is not None and requests.names is not None
    assert "connect" in str(requests.text[2]) and "conect" in str(requests.text[2])
    steps = str(requests.names[2]).split("@step:{", 1)[1].split("}", 1)[0].split("|")
    assert "connect" in steps and "ioredis" not in steps, "language names stay out"
    scores = {"examples/landing/connect/ioredis": 0.05, "examples/landing/get/ioredis": 0.01}
    assert ranked_example_keys(scores, question)[0] == "examples/landing/get/ioredis"
    ranked = ranked_example_keys(scores, question, requests.corrections)
    assert ranked[0] == "examples/landing/connect/ioredis", "a corrected word names the step"
    hgetal = ParsedQuery(("hgetal", "hgetall"), ())
    names = example_requests("ioredis hgetal", b"v", ioredis, corrected=hgetal).names
    assert names is not None and "@commands:{HGETAL|HGETALL}" in str(names[2])
    python = resolve_language("python")
    pyhton = ParsedQuery(("pyhton", "python", "hset"), ())
    requests = example_requests("pyhton hset", b"v", python, corrected=pyhton)
    assert requests.corrections == () and requests.text is not None
    assert "python" not in str(requests.text[2]), "a corrected language name stays out"


def test_ret113_a_word_of_a_set_up_steps_group_names_it_as_its_own_name_does():
    scores = {"examples/landing/close/ioredis": 0.05, "examples/landing/get/ioredis": 0.01}
    assert ranked_example_keys(scores, "ioredis get a key")[0] == "examples/landing/get/ioredis"
    for question in ("ioredis disconnect when done", "ioredis quit the client"):
        assert ranked_example_keys(scores, question)[0] == "examples/landing/close/ioredis"
    connect = {"examples/landing/connect/jedis": 0.05, "examples/landing/get/jedis": 0.01}
    assert ranked_example_keys(connect, "jedis connection pool")[0].endswith("/get/jedis")


def test_ret097_example_text_legs_read_their_union_alone_and_keep_the_languages_keys():
    ioredis = resolve_language("ioredis")
    requests = example_requests("ioredis lpush", b"v", ioredis, depth=300)
    for leg in (requests.text, requests.names):
        assert leg is not None and "@client_key" not in str(leg[2])
        assert leg[3:6] == ["RETURN", 1, "client_key"] and "WITHSCORES" in leg
        assert leg[leg.index("LIMIT") + 2] == 300
    assert "@client_key:{ioredis}" in str(requests.knn[2]), "the KNN leg keeps the tag"
    reply = [
        4,
        b"docs:v1:x:examples/a/b/node-redis", b"9", [b"client_key", b"node-redis"],
        b"docs:v1:x:examples/a/c/ioredis", b"3", [b"client_key", b"ioredis"],
        b"docs:v1:x:examples/a/b/ioredis", b"3", [b"client_key", b"ioredis"],
        b"docs:v1:x:examples/a/d/ioredis", b"5", [b"client_key", b"ioredis"],
    ]  # fmt: skip
    assert requests.keys(reply) == [
        "docs:v1:x:examples/a/d/ioredis",
        "docs:v1:x:examples/a/b/ioredis",
        "docs:v1:x:examples/a/c/ioredis",
    ]
    everyone = example_requests("lpush", b"v", None)
    assert everyone.text is not None and "NOCONTENT" in everyone.text
    assert everyone.text[everyone.text.index("LIMIT") + 2] == CANDIDATES


@pytest.mark.parametrize(
    ("total", "of_language", "depth"),
    [(2457, 602, 164), (2457, 15, MAX_UNION_DEPTH), (2457, 0, CANDIDATES), (40, 40, 40)],
)
def test_ret097_the_union_is_read_deep_enough_for_twice_the_candidates(
    total: int, of_language: int, depth: int
) -> None:
    assert union_depth(CANDIDATES, total, of_language) == depth


def test_eval034_language_from_client_is_the_narrowest_accepted_value():
    assert narrowest_language("lettuce-async") == "lettuce-async"
    assert narrowest_language("rust-async") == "rust-async"
    assert narrowest_language("seredis") == "stackexchange.redis"
    assert narrowest_language("redis-py") == "redis-py"
    assert narrowest_language("no-such-client") is None
    for key in ("jedis", "rust-sync", "hiredis", "predis", "ioredis"):
        name = narrowest_language(key)
        assert name is not None and resolve_language(name).covers(key)


@pytest.mark.redis
def test_ret080_through_the_reader_an_example_knows_its_pages_and_no_agreement_changes_nothing(
    run,
):
    python = resolve_language("python")

    async def body(reader: DocsReader) -> tuple[Any, list[SearchHit], list[SearchHit]]:
        version = (await reader.status()).version
        key = record_key(Entity.EXAMPLE, version, "examples/hll_tutorial/pfadd/redis-py")
        pages = await reader.examples.pages_of([key])
        plain = await reader.examples.search("count unique visitors", python, 8)
        other = await reader.examples.search("count unique visitors", python, 8, ["no/page"])
        return pages, plain, other

    pages, plain, other = run(body)
    assert [h.id for h in other] == [h.id for h in plain] and plain
    assert all(h.id.endswith("/redis-py") for h in plain)
    assert list(pages.values()) == [[EXAMPLE_PAGE]]


def test_ret082_the_knn_margin_orders_steps_the_ranks_hold_level():
    distances = [(f"examples/s/{n}/jedis", 0.2 + 0.05 * n) for n in range(10)]
    reference = distances[KNN_MARGIN_REFERENCE - 1][1]
    scores = {"examples/s/0/jedis": 0.03, "examples/s/1/jedis": 0.031, "examples/t/x/jedis": 0.01}
    scores |= {key: 0.02 for key, _ in distances[2:]}
    lifted = with_knn_margin(scores, distances)
    assert lifted["examples/s/0/jedis"] == pytest.approx(
        0.03 + KNN_MARGIN_WEIGHT * (reference - 0.2)
    )
    assert lifted["examples/t/x/jedis"] == 0.01
    assert all(lifted[key] == 0.02 for key, _ in distances[KNN_MARGIN_REFERENCE - 1 :])
    assert "examples/s/9/jedis" in lifted and "examples/s/10/jedis" not in lifted
    assert ranked_example_keys(scores)[0] == "examples/s/1/jedis"
    assert ranked_example_keys(lifted)[0] == "examples/s/0/jedis"
    few = with_knn_margin(scores, distances[:2])
    assert few["examples/s/0/jedis"] == pytest.approx(0.03 + KNN_MARGIN_WEIGHT * 0.05)
    assert few["examples/s/1/jedis"] == 0.031
    assert with_knn_margin(scores, []) == scores


def test_ret082_the_knn_leg_returns_each_distance():
    requests = example_requests("ioredis lpush", b"v", resolve_language("ioredis"))
    assert "NOCONTENT" not in requests.knn and requests.legs[-1] is requests.knn
    at = requests.knn.index("RETURN")
    assert requests.knn[at : at + 3] == ["RETURN", 1, "knn_dist"]
    reply = [2, b"k:a", [b"knn_dist", b"0.25"], b"k:b", [b"knn_dist", b"0.5"]]
    assert knn_distances(reply) == [("k:a", 0.25), ("k:b", 0.5)]
    assert knn_distances([0]) == []


@pytest.mark.redis
def test_ret082_through_the_reader_the_knn_leg_keeps_its_keys_and_reads_distances(run):
    python = resolve_language("python")
    query = "count unique visitors"

    async def body(reader: DocsReader) -> tuple[list[tuple[str, float]], list[Any], list[str]]:
        requests = example_requests(query, await reader.examples._vector(query), python)
        at = requests.knn.index("RETURN")
        keys_only = [*requests.knn[:at], "NOCONTENT", *requests.knn[at + 3 :]]
        client: Any = reader._client
        distances = knn_distances(await client.execute_command(*requests.knn))
        plain = await client.execute_command(*keys_only)
        hits = await reader.examples.search(query, python, 8)
        ranks = reader.with_tuning(SearchTuning(example_knn_margin=False))
        by_rank = await ranks.examples.search(query, python, 8)
        assert {h.id for h in by_rank} == {h.id for h in hits}
        return distances, plain, [h.id for h in hits]

    distances, plain, hits = run(body)
    assert [key for key, _ in distances] == [as_str(key) for key in plain[1:]] and distances
    values = [value for _, value in distances]
    assert values == sorted(values) and 0.0 <= values[0] <= 2.0
    assert hits and all(hit.rsplit("/", 1)[-1] in python.clients for hit in hits)
    assert {f"examples/{k.split(':examples/', 1)[1]}" for k, _ in distances} >= set(hits)


@pytest.mark.parametrize(
    ("label", "name", "shown"),
    [
        ("C#-Sync (SE.Redis)", "SERedis_Sync", "C#-Sync (SE.Redis)"),
        ("C#-Async (NRedisStack)", "NRedisStack_Async", "C#-Async (NRedisStack)"),
        ("Lettuce-Sync", "lettuce_sync", "Lettuce-Sync"),
        ("RedisVL", "RedisVL", "RedisVL"),
        ("Python", "redis-py", "Python, redis-py"),
        ("Java-Async", "lettuce_async", "Java-Async, lettuce_async"),
        ("Rust-Async", "redis-rs-async", "Rust-Async, redis-rs-async"),
        ("Go", "", "Go"),
        ("Python", "py", "Python, py"),
        ("Go", "o", "Go, o"),
    ],
)
def test_mcp075_an_examples_title_names_its_client_once(label, name, shown):
    assert example_title("Sets > Examples", label, name) == f"Sets > Examples ({shown})"
    assert example_title("Sets", "", "redis-py") == "Sets (redis-py)"
    assert example_title("Sets", " ", "") == "Sets"


def test_mcp042_two_steps_of_one_section_in_one_client_are_told_apart():
    java = resolve_language("java")
    section = {"url": "https://redis.io/docs/latest/develop/data-types/streams/#groups"}
    title = "Streams > Groups (Java-Sync, jedis)"
    steps = [
        _hit(f"examples/s/{step}/jedis", "x", "example").model_copy(
            update={**section, "title": title}
        )
        for step in ("one", "two")
    ]
    pages = [_hit(f"{p}#x:w0", "plain prose") for p in "ab"]
    merged = merge_hits(pages, steps, java, 4)
    assert [h.id for h in merged] == [
        "examples/s/one/jedis",
        "a#x:w0",
        "examples/s/two/jedis",
        "b#x:w0",
    ]
    assert [merged[0].title, merged[2].title] == [title, f"{title}, step two"]
    assert len({(h.url, h.title) for h in merged}) == len(merged)


def test_ret115_no_hit_comes_from_a_guide_of_a_language_neither_asked_nor_named():
    pages = [
        "develop/clients/php/transpipe",
        "develop/clients/go/transpipe",
        "develop/use-cases/job-queue/php",
        "commands/set",
    ]
    hits = [
        SearchHit(id=f"{p}#a:w0", title=p, url="u", text=f"about {p}", page_id=p, kind="chunk")
        for p in pages
    ]
    go = resolve_language("go")
    kept = merge_hits(hits, [], go, 8, query="pipeline")
    assert [h.page_id for h in kept] == ["develop/clients/go/transpipe", "commands/set"]
    named = merge_hits(hits, [], go, 8, query="predis vs go-redis pipeline")
    assert [h.page_id for h in named] == pages


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("redis-py method for XAUTOCLAIM", {"method"}),
        ("lettuce reactive configGet return type", {"return", "type"}),
        ("what does redis-py pfadd return", {"return"}),
        ("redis-rs hincrby function", {"function"}),
        ("Lettuce async API: ftSearch over idx:bicycle", set()),
        ("node-redis: search an index but return only the city field", set()),
        ("vector set search that returns only the 2 closest elements", set()),
    ],
)
def test_ret117_a_question_for_a_clients_call_is_told_by_its_nouns(query, words):
    assert api_words(query) == words
    assert asks_api(query) == bool(words)


def test_ret117_the_method_passage_leads_the_examples_for_a_call_question():
    java = resolve_language("jedis")
    method = _hit("commands/hset#in-your-client:w1", "HSET method in jedis: hset(key, field)")
    examples = [_hit("examples/s/hset/jedis", "x", "example")]
    call = merge_hits([method], examples, java, 8, query="jedis hset method")
    assert [h.id for h in call] == [method.id, "examples/s/hset/jedis"]
    code = merge_hits([method], examples, java, 8, query="jedis hset example")
    assert [h.id for h in code] == ["examples/s/hset/jedis", method.id]
