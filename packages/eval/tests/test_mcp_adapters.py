import anyio
import pytest
from docs_eval.adapters.mcp_ask import McpAskTarget
from docs_eval.adapters.mcp_common import retry_delay
from docs_eval.adapters.mcp_search import McpSearchTarget
from docs_eval.adapters.peer import McpPeerTarget, url_to_page_id
from docs_eval.dataset import Question
from docs_eval.errors import TargetError
from docs_eval.harness import run_questions
from docs_eval.targets import TargetOptions, open_target
from docs_eval.testing import FAKE_FAIL_QUERY, fake_docs_server, serve_http
from mcp import Client
from mcp.shared.exceptions import MCPError

ANSWERS = {
    "bloom": ["commands/bf.reserve#_top:w0", "develop/data-types/probabilistic/bloom-filter#usage:w1",
              "commands/bf.reserve#syntax"],
    "nothing here": [],
}  # fmt: skip
BLOOM = Question(qid="b", group="simple", question="bloom", primary=["commands/bf.reserve"])
NOTHING = Question(qid="n", group="none", question="nothing here")
FAILING = Question(qid="f", group="simple", question=FAKE_FAIL_QUERY, primary=["commands/get"])

pytestmark = pytest.mark.anyio


async def test_eval003_eval010_search_adapter_over_http_keeps_server_order_as_pages() -> None:
    server = fake_docs_server(
        ANSWERS, bodyless_fetch=["develop/data-types/probabilistic/bloom-filter#usage:w1"]
    )
    with serve_http(server) as url:
        with anyio.fail_after(20):
            async with open_target("search", url, TargetOptions(fetch_top=2)) as target:
                traces = await run_questions(target, [BLOOM, NOTHING, FAILING], progress=False)
    bloom, nothing, failing = traces
    assert bloom.ranked == [
        "commands/bf.reserve",
        "develop/data-types/probabilistic/bloom-filter",
        "commands/bf.reserve",
    ]
    assert [c.name for c in bloom.calls] == ["search", "fetch", "fetch"]
    assert bloom.calls[0].args == "query:str[5]"
    assert [c.body_chars for c in bloom.calls[1:]] == [
        len("# commands/bf.reserve#_top:w0\n\nbody"),
        0,
    ]
    assert bloom.error is None and bloom.latency_ms > 0
    assert nothing.ranked == [] and nothing.error is None
    assert failing.error is not None and "fake outage" in failing.error


async def test_eval010_open_target_refuses_a_server_without_the_tool() -> None:
    server = fake_docs_server(ANSWERS)
    with (
        serve_http(server) as url,
        anyio.fail_after(20),
        pytest.raises(TargetError, match="no tool 'nope'"),
    ):
        async with open_target("peer", url, TargetOptions(peer_tool="nope")):
            pass


async def test_eval011_ask_adapter_ranks_sources_and_reads_abstention() -> None:
    async with Client(fake_docs_server(ANSWERS)) as client:
        target = McpAskTarget(client)
        with anyio.fail_after(20):
            answered = await target.retrieve(BLOOM)
            abstained = await target.retrieve(NOTHING)
    assert answered.ranked == [
        "commands/bf.reserve",
        "develop/data-types/probabilistic/bloom-filter",
        "commands/bf.reserve",
    ]
    assert answered.answer_sources == ANSWERS["bloom"]
    assert answered.abstained is False
    assert [c.name for c in answered.calls] == ["ask", "ask:tool", "ask:tool"]
    assert abstained.abstained is True and abstained.ranked == []


async def test_eval011_ask_retrieved_ranking_uses_the_trace_when_present() -> None:
    from docs_eval.adapters import mcp_ask

    calls = mcp_ask._inner_calls(
        {
            "trace": [
                {"tool": "search_chunks", "arguments": {"query": "x"}, "ids": ["a/b#s:w0", "c/d"]}
            ]
        }
    )
    assert [(c.name, c.args, c.ids) for c in calls] == [
        ("ask:search_chunks", "query:str[1]", ["a/b#s:w0", "c/d"])
    ]


async def test_eval012_peer_adapter_maps_urls_in_prose_to_page_ids() -> None:
    async with Client(fake_docs_server(ANSWERS)) as client:
        target = McpPeerTarget(client, tool="peer_search", query_arg="q")
        with anyio.fail_after(20):
            found = await target.retrieve(BLOOM)
    # Each URL once, in order of first mention (a markdown link repeats it).
    assert found.ranked == ["commands/bf.reserve", "develop/data-types/probabilistic/bloom-filter"]
    assert found.calls[0].ids[0] == "https://redis.io/docs/latest/commands/bf.reserve/"


@pytest.mark.parametrize(
    ("value", "page"),
    [
        ("https://redis.io/docs/latest/commands/get/", "commands/get"),
        ("https://redis.io/docs/latest/commands/get/#syntax", "commands/get"),
        (
            "https://redis.io/docs/latest/develop/data-types/streams/index.html",
            "develop/data-types/streams",
        ),
        ("commands/get", "commands/get"),
        ("https://example.com/docs/latest/commands/get/", "commands/get"),
        ("https://redis.io/blog/post/", None),
        ("https://redis.io/docs/latest/", None),
    ],
)
async def test_eval012_url_to_page_id(value: str, page: str | None) -> None:
    assert url_to_page_id(value) == page


async def test_eval010_search_adapter_in_memory_matches_contract() -> None:
    async with Client(fake_docs_server(ANSWERS)) as client:
        with anyio.fail_after(20):
            found = await McpSearchTarget(client).retrieve(BLOOM)
    assert found.ranked[0] == "commands/bf.reserve"
    assert found.calls[0].ids == ANSWERS["bloom"]


async def test_eval046_search_adapter_fetches_the_whole_text_of_a_hit() -> None:
    async with Client(fake_docs_server(ANSWERS)) as client:
        with anyio.fail_after(20):
            text = await McpSearchTarget(client).fetch_text("commands/bf.reserve#_top:w0", None)
    assert text == "# commands/bf.reserve#_top:w0\n\nbody"


async def test_eval012_corpus_mapper_undoes_a_peers_path_rewriting(tmp_path) -> None:
    from docs_eval.adapters.peer import corpus_path_mapper

    for rel in (
        "commands/bf.reserve.md",
        "operate/rs/7.4/databases/_index.md",
        "develop/x/index.md",
    ):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("# page\n")
    mapper = corpus_path_mapper(tmp_path, strip_prefix="redis/")
    assert mapper("redis/commands/bf-reserve.md") == "commands/bf.reserve"
    assert mapper("qmd://redis/operate/rs/7-4/databases/index.md") == "operate/rs/7.4/databases"
    assert mapper("redis/develop/x/index.md") == "develop/x"
    assert mapper("https://redis.io/docs/latest/commands/get/") == "commands/get"
    assert mapper("redis/nowhere.md") is None


@pytest.mark.parametrize(
    ("data", "message", "delay"),
    [
        ({"reason": "rate_limited", "retry_after": 4}, "rate limit ...; retry after 4 s", 4.0),
        ({"reason": "busy"}, "too many concurrent requests from this client; retry after 1 s", 1.0),
        ({"reason": "busy"}, "ask is at capacity; retry after 2 s or use search", 2.0),
        ({"reason": "busy"}, "busy", 1.0),
        ({"reason": "too_large"}, "request body too large", None),
        (None, "backend_unavailable", None),
    ],
)
async def test_eval052_only_refusals_that_name_a_wait_are_retried(
    data: dict[str, object] | None, message: str, delay: float | None
) -> None:
    # The refusals' shapes as docs_mcp.refusals sends them (spec/040).
    assert retry_delay(MCPError(-32029, message, data)) == delay
