"""Text legs scored on every term they hold (spec/011 "Text legs scored whole", RET-093): the
latest-docs filter is applied to the keys the union returns, not intersected with it, on the
real embedded Redis."""

from __future__ import annotations

import pytest
import redis
from docs_core.keys import ALIASES, Entity
from docs_core.retrieval.capabilities import (
    LATEST_OVERFETCH,
    parse_search_keys,
    text_search_args,
)
from docs_core.testing.chunks import page_chunk, publish_chunks

QUERY = "(@title|heading|text:(alpha | beta | gamma | delta))"


@pytest.mark.redis
def test_ret093_a_chunk_holding_every_term_outranks_one_holding_one_under_the_latest_filter(
    redis_url: str,
) -> None:
    client = redis.Redis.from_url(redis_url, protocol=2)
    filler = " ".join(["words"] * 60)
    chunks = [page_chunk("one", "alpha")]
    # Fillers of different lengths score apart: a cut inside a tie would drop the tie (RET-109).
    chunks += [
        page_chunk(f"f{i}", "alpha " + " ".join(["words"] * (40 + 5 * i))) for i in range(20)
    ]
    chunks.append(page_chunk("all", f"alpha beta gamma delta {filler}"))
    chunks.append(page_chunk("old", "alpha beta gamma delta", version="7.4"))
    publish_chunks(client, chunks)
    index = ALIASES[Entity.CHUNK]

    intersected = client.execute_command(
        "FT.SEARCH", index, f"@version:{{latest}} {QUERY}", "NOCONTENT", "LIMIT", 0, 5
    )
    assert parse_search_keys(intersected)[0].endswith("p/one#s:w0"), (
        "RediSearch now scores a filtered union whole: the workaround may go (spec/011)"
    )

    args = text_search_args(index, QUERY, "@version:{latest}", 5)
    assert args[2] == QUERY and args[args.index("LIMIT") + 2] == 5 * LATEST_OVERFETCH + 1
    keys = parse_search_keys(client.execute_command(*args))
    assert keys[0].endswith("p/all#s:w0")
    assert not any("p/old#" in key for key in keys)
    assert len(keys) == 5 * LATEST_OVERFETCH - 1, "the older copy takes a slot and is dropped"


def test_ret093_other_filters_and_other_indexes_keep_the_filter_in_the_query() -> None:
    chunks = ALIASES[Entity.CHUNK]
    narrow = text_search_args(chunks, QUERY, "@version:{7\\.4}", 5)
    assert narrow[2] == f"@version:{{7\\.4}} {QUERY}" and "NOCONTENT" in narrow
    examples = text_search_args(ALIASES[Entity.EXAMPLE], QUERY, "@version:{latest}", 5)
    assert "NOCONTENT" in examples and examples[examples.index("LIMIT") + 2] == 5
    counted = text_search_args(chunks, QUERY, "@version:{latest}", 0)
    assert "NOCONTENT" in counted


def test_ret093_the_returned_versions_decide_in_both_reply_shapes() -> None:
    resp2 = [
        3,
        b"k1",
        [b"version", b"latest"],
        b"k2",
        [b"version", b"7.4"],
        b"k3",
        ["version", "latest"],
    ]
    assert parse_search_keys(resp2) == ["k1", "k3"]
    assert parse_search_keys([2, b"k1", b"k2"]) == ["k1", "k2"]
    resp3 = {
        b"results": [
            {b"id": b"k1", b"extra_attributes": {b"version": b"latest"}},
            {b"id": b"k2", b"extra_attributes": {b"version": b"8.0"}},
            {b"id": b"k3"},
        ]
    }
    assert parse_search_keys(resp3) == ["k1", "k3"]
