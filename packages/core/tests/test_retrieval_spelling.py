"""Words no chunk holds take the nearest word the chunks do hold (spec/011 "Spelling", RET-102)."""

from __future__ import annotations

import asyncio
import random

import pytest
import redis
from docs_core.retrieval import DocsReader, SearchTuning
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.spelling import (
    MAX_CORRECTED_WORDS,
    Spelling,
    best_corrections,
    corrected_variants,
    one_slip,
    swap_distance,
)
from docs_core.retrieval.textquery import CommonTerms, parse_query
from docs_core.retrieval.variants import Variant
from docs_core.testing.chunks import page_chunk, publish_chunks


def test_ret102_an_adjacent_swap_is_one_edit() -> None:
    assert swap_distance("feilds", "fields") == 1
    assert swap_distance("pipline", "pipeline") == 1
    assert swap_distance("geocluster", "newcluster") == 2
    assert swap_distance("", "abc") == 3 and swap_distance("same", "same") == 0


def test_ret102_one_slip_is_swap_distance_one() -> None:
    rng = random.Random(7)
    for _ in range(20_000):
        a = "".join(rng.choices("abc", k=rng.randint(0, 6)))
        b = "".join(rng.choices("abc", k=rng.randint(0, 6)))
        assert one_slip(a, b) == (swap_distance(a, b) == 1), (a, b)


def test_ret102_the_suggestion_one_edit_away_wins_a_written_word_before_a_stem() -> None:
    reply = [
        [
            b"TERM",
            b"limter",
            [[b"0.07", b"filter"], [b"0.011", b"+liter"], [b"0.002", b"limiter"]],
        ],
        [b"TERM", b"redsi", [[b"0.66", b"+redi"], [b"0.66", b"redis"], [b"0.01", b"reds"]]],
        [b"TERM", b"geocluster", [[b"0.1", b"newcluster"]]],
        [b"TERM", b"nothing", []],
    ]
    assert best_corrections(reply) == {"limter": "limiter", "redsi": "redis"}


def test_ret102_a_correction_follows_its_word_in_every_variant() -> None:
    variants = [
        Variant(parse_query("go-redis pipline"), b"v", "@version:{latest}", 1.0),
        Variant(parse_query("pipline pipeline"), b"v", "@version:{latest}", 0.5),
    ]
    fixed = corrected_variants(variants, {"pipline": "pipeline"})
    assert fixed[0].parsed.terms == ("go", "pipline", "pipeline")
    assert fixed[0].parsed.phrases == ("go redis",)
    assert fixed[1].parsed.terms == ("pipline", "pipeline")
    assert fixed[0].filter == variants[0].filter and fixed[1].weight == 0.5
    assert corrected_variants(variants, {}) == variants


@pytest.mark.redis
def test_ret102_a_misspelt_word_finds_the_chunks_of_the_word_it_meant(redis_url: str) -> None:
    client = redis.Redis.from_url(redis_url, protocol=2)
    publish_chunks(
        client,
        [
            page_chunk("pipes", "send commands in a pipeline to save round trips"),
            page_chunk("other", "keys expire after their time to live"),
        ],
    )

    async def scenario() -> tuple[dict[str, str], list[str], list[str]]:
        aclient = redis.asyncio.Redis.from_url(redis_url, protocol=2)
        try:
            spelling = Spelling(aclient, LiveIndex(aclient))
            counts = CommonTerms({"pipline": 0, "gpu": 0, "expire": 1}, 1000.0)
            fixes = await spelling.corrections(["pipline", "gpu", "expire"], counts)
        finally:
            await aclient.aclose()
        reader = await DocsReader.connect(
            redis_url, tuning=SearchTuning(mode="text", common_term_min=0)
        )
        try:
            found = [h.page_id for h in await reader.search("batching with a pipline")]
            off = reader.with_tuning(SearchTuning(mode="text", common_term_min=0, spelling=False))
            plain = [h.page_id for h in await off.search("batching with a pipline")]
        finally:
            await reader.aclose()
        return fixes, found, plain

    fixes, found, plain = asyncio.run(scenario())
    assert fixes == {"pipline": "pipeline"}, "a short word and a known word stay as written"
    assert found and found[0] == "p/pipes"
    assert "p/pipes" not in plain, "without the correction the text legs find nothing for it"


@pytest.mark.redis
def test_ret116_a_search_looks_up_at_most_three_unknown_words(redis_url: str) -> None:
    client = redis.Redis.from_url(redis_url, protocol=2)
    publish_chunks(client, [page_chunk("pipes", "send commands in a pipeline")])
    sent: list[str] = []

    async def scenario(words: list[str]) -> dict[str, str]:
        aclient = redis.asyncio.Redis.from_url(redis_url, protocol=2)
        send = aclient.execute_command

        async def recorded(*args: object, **options: object) -> object:
            if args[0] == "FT.SPELLCHECK":
                sent.append(str(args[2]))
            return await send(*args, **options)

        aclient.execute_command = recorded  # type: ignore[method-assign]
        try:
            spelling = Spelling(aclient, LiveIndex(aclient))
            return await spelling.corrections(words, CommonTerms(dict.fromkeys(words, 0), 1e3))
        finally:
            await aclient.aclose()

    noise = ["qwxzv", "zvqxw", "xqzvw", "wvxqz"]
    assert asyncio.run(scenario([*noise, "pipline"])) == {}
    assert sent == [" ".join(noise[:MAX_CORRECTED_WORDS])]
    assert asyncio.run(scenario(["pipline", *noise])) == {"pipline": "pipeline"}
    assert MAX_CORRECTED_WORDS == 3
