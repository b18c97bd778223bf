"""The named-client leg: a question naming a client searches inside that client's guide
(spec/011-retrieval.md, RET-040)."""

from __future__ import annotations

import dataclasses

import pytest
import redis
from docs_core.languages import _CLIENT_NAMES, resolve_language
from docs_core.retrieval.clientlegs import MAX_CLIENT_LEGS
from docs_core.retrieval.legs import Variant, plan_legs
from docs_core.retrieval.priors import named_client_dirs
from docs_core.retrieval.textquery import parse_query, without_client_names
from docs_core.retrieval.tuning import SearchTuning
from docs_core.retrieval.variants import page_prefix_filter

LATEST = "@version:{latest}"


def _client_filters(question: str, tuning: SearchTuning) -> list[str]:
    variant = Variant(parse_query(question), b"\x00" * 8, LATEST, 1.0)
    plan = plan_legs([variant], [question], tuning, chunks=True, pages=True)
    return [leg.filter or "" for _, leg, _ in plan.hybrid if "@page_id" in (leg.filter or "")]


def test_ret040_a_named_client_adds_a_chunk_leg_inside_its_guide() -> None:
    filters = _client_filters("jedis pipeline example", SearchTuning())
    assert filters == [f"{LATEST} @page_id:{{develop\\/clients\\/jedis\\/*}}"]
    assert _client_filters("jedis pipeline example", SearchTuning(client_leg_weight=0)) == []
    assert _client_filters("how do I pipeline commands", SearchTuning()) == []


def test_ret104_the_guide_leg_reads_the_question_without_the_clients_name() -> None:
    question = "go-redis pipeline example"
    variant = Variant(parse_query(question), b"\x00" * 8, LATEST, 1.0)
    plan = plan_legs([variant], [question], SearchTuning(), chunks=True, pages=True)
    inside = [leg for _, leg, _ in plan.hybrid if "@page_id" in (leg.filter or "")]
    main = [leg for _, leg, _ in plan.hybrid if "@page_id" not in (leg.filter or "")]
    assert len(inside) == 1 and inside[0].text is not None
    assert "pipeline" in inside[0].text and "redis" not in inside[0].text.replace("@", "")
    assert all(leg.text is not None and "redis" in leg.text for leg in main)


def test_ret104_the_guide_leg_keeps_the_spelling_corrections() -> None:
    question = "go-redis pipline"
    parsed = parse_query(question)
    corrected = dataclasses.replace(parsed, terms=(*parsed.terms, "pipeline"))
    assert "go" in parsed.terms
    assert without_client_names(corrected, question).terms == ("pipline", "pipeline")


@pytest.mark.parametrize(
    ("question", "dirs"),
    [
        ("node-redis connection pool example", ["ioredis", "nodejs"]),
        ("go-redis pipline", ["go"]),
        ("java client retries", ["jedis", "lettuce"]),
        ("redis-rs blocking connection: JSON.NUMINCRBY", ["rust"]),
        ("SE.Redis connection multiplexer", ["dotnet"]),
        ("add an empty master node to the cluster", []),
        ("keep each message inside one shard instead of every node", []),
    ],
)
def test_ret040_only_unambiguous_client_names_bring_the_leg(question: str, dirs: list[str]) -> None:
    assert named_client_dirs(question) == dirs


def test_ret040_every_client_name_the_language_detection_knows_brings_its_guide() -> None:
    # RedisVL's pages live under develop/ai/redisvl, not in a client guide.
    for name in sorted(set(_CLIENT_NAMES) - {"redisvl"}):
        for spelling in {name, name.replace("-", "_"), name.replace("-", " ")}:
            assert named_client_dirs(f"{spelling} pipeline example"), spelling


@pytest.mark.redis
def test_ret040_the_guide_filter_keeps_only_pages_under_the_prefix(sample_index: str) -> None:
    client = redis.Redis.from_url(sample_index, protocol=2)
    try:
        query = f"{LATEST} {page_prefix_filter('develop/data-types/')}"
        reply = client.execute_command(
            "FT.SEARCH", "docs_chunks", query, "RETURN", 1, "page_id", "LIMIT", 0, 100
        )
    finally:
        client.close()
    pages = {fields[1].decode() for fields in reply[2::2]}
    assert reply[0] > 0
    assert pages == {"develop/data-types/streams", "develop/data-types/probabilistic/bloom-filter"}


def test_ret115_an_asked_language_searches_inside_its_guides() -> None:
    tuning = SearchTuning().for_language(resolve_language("go"))
    assert _client_filters("pipeline", tuning) == [
        f"{LATEST} @page_id:{{develop\\/clients\\/go\\/*}}"
    ]
    java = SearchTuning().for_language(resolve_language("java"))
    assert len(_client_filters("pipeline", java)) == MAX_CLIENT_LEGS
    named_first = _client_filters(
        "jedis pipeline", SearchTuning().for_language(resolve_language("go"))
    )
    assert [f.split("clients\\/")[1].split("\\")[0] for f in named_first] == ["jedis", "go"]
