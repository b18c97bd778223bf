"""Ties ranked by key (spec/011 "Ties ranked by key", RET-096; "Ties at the cut", RET-109): the
order of a leg's keys, and which of a tie its limit keeps, do not follow the engine's internal
document ids, which a restart reassigns."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
import redis
from docs_core.embedding import EMBEDDING_DIM
from docs_core.keys import ALIASES, Entity
from docs_core.languages import resolve_language
from docs_core.retrieval.capabilities import (
    ClientHybrid,
    HybridLeg,
    knn_search_args,
    parse_search_keys,
    text_search_args,
)
from docs_core.retrieval.examplehits import example_requests
from docs_core.retrieval.examplescores import knn_distances
from docs_core.retrieval.searchrows import (
    SearchRow,
    rows_in_order,
    search_rows,
    whole_nearest,
)
from docs_core.retrieval.searchrows import knn_distances as searchrows_knn_distances
from docs_core.retrieval.vocabulary import route_keys, route_requests
from docs_core.testing.chunks import page_chunk, publish_chunks


def test_ret096_every_reply_shape_gives_its_rows() -> None:
    assert search_rows([2, b"docs:a", b"docs:b"]) == [SearchRow("docs:a"), SearchRow("docs:b")]
    assert search_rows([2, b"docs:b", b"1.5", b"docs:a", b"1.5"]) == [
        SearchRow("docs:b", 1.5),
        SearchRow("docs:a", 1.5),
    ]
    scored_fields = [
        2,
        b"docs:b",
        b"2",
        [b"version", b"latest"],
        b"docs:a",
        b"3",
        [b"version", b"8.0"],
    ]
    assert search_rows(scored_fields) == [
        SearchRow("docs:b", 2.0, {"version": "latest"}),
        SearchRow("docs:a", 3.0, {"version": "8.0"}),
    ]
    assert search_rows([1, b"docs:a", [b"knn_dist", b"0.25"]])[0].distance == 0.25
    resp3 = {
        b"results": [
            {b"id": b"docs:b", b"score": 1.0, b"extra_attributes": {b"version": b"latest"}},
            {b"id": b"docs:a", b"score": 1.0},
        ]
    }
    assert [row.key for row in rows_in_order(search_rows(resp3))] == ["docs:a", "docs:b"]
    assert search_rows([0]) == []


def test_ret096_rows_order_by_score_or_distance_then_key() -> None:
    scored = [SearchRow("docs:c", 1.0), SearchRow("docs:b", 2.0), SearchRow("docs:a", 1.0)]
    assert [r.key for r in rows_in_order(scored)] == ["docs:b", "docs:a", "docs:c"]
    near = [SearchRow(k, None, {"knn_dist": d}) for k, d in [("docs:z", "0.1"), ("docs:y", "0.1")]]
    assert [r.key for r in rows_in_order(near)] == ["docs:y", "docs:z"]
    plain = [SearchRow("docs:z"), SearchRow("docs:a")]
    assert rows_in_order(plain) == plain, "rows with neither keep the engine's order"
    reply = [3, b"docs:b", b"2", [b"version", b"latest"], b"docs:c", b"9", [b"version", b"7.4"]]
    assert parse_search_keys([*reply, b"docs:a", b"2", [b"version", b"latest"]]) == [
        "docs:a",
        "docs:b",
    ]


def test_ret096_text_and_knn_legs_ask_for_what_orders_them() -> None:
    chunks = ALIASES[Entity.CHUNK]
    assert "WITHSCORES" in text_search_args(chunks, "alpha", "@version:{latest}", 5)
    assert "WITHSCORES" not in text_search_args(chunks, "alpha", None, 0), "a count needs none"
    knn = knn_search_args(chunks, b"v", "@version:{latest}", 5)
    at = knn.index("RETURN")
    assert knn[at : at + 3] == ["RETURN", 1, "knn_dist"] and "NOCONTENT" not in knn


@pytest.mark.redis
def test_ret096_tied_chunks_rank_by_key_whatever_order_they_were_written_in(
    redis_url: str,
) -> None:
    client = redis.Redis.from_url(redis_url, protocol=2)
    vector = np.ones(EMBEDDING_DIM, dtype=np.float32)
    vector /= np.linalg.norm(vector)
    # Written z first: the engine's document ids, and so its order among equals, follow writes.
    chunks = [page_chunk(name, "tied words about alpha", title="same") for name in ("z", "m", "a")]
    publish_chunks(client, chunks, vector)
    index = ALIASES[Entity.CHUNK]
    query = "@text:(alpha)"

    engine = client.execute_command("FT.SEARCH", index, query, "NOCONTENT", "LIMIT", 0, 3)
    assert [k.decode().rsplit("/", 1)[1] for k in engine[1:]] == ["z#s:w0", "m#s:w0", "a#s:w0"], (
        "the engine no longer orders equals by write order: this test no longer shows the tie"
    )
    keys = parse_search_keys(client.execute_command(*text_search_args(index, query, None, 3)))
    assert [k.rsplit("/", 1)[1] for k in keys] == ["a#s:w0", "m#s:w0", "z#s:w0"]

    knn = client.execute_command(*knn_search_args(index, vector.tobytes(), None, 3))
    nearest = knn_distances(knn)
    assert [k.rsplit("/", 1)[1] for k, _ in nearest] == ["a#s:w0", "m#s:w0", "z#s:w0"]
    assert len({d for _, d in nearest}) == 1, "three equal vectors, one distance"
    assert parse_search_keys(knn) == [k for k, _ in nearest]


def test_ret099_the_error_route_scores_each_key_alone_under_the_latest_filter() -> None:
    keys = ["docs:v1:c:a#s:w0", "docs:v1:c:b#s:w0"]
    requests = route_requests("@version:{latest} (@text:(oom))", keys, 20)
    assert [r[3:6] for r in requests] == [["INKEYS", 1, k] for k in keys]
    assert all(r[2] == "(@text:(oom))" and "WITHSCORES" in r for r in requests)
    narrow = route_requests("@version:{7\\.4} (@text:(oom))", keys, 20)
    assert len(narrow) == 1 and narrow[0][3:7] == ["INKEYS", 2, *keys]
    replies = [
        [1, b"docs:v1:c:b#s:w0", b"2.5", [b"version", b"latest"]],
        [1, b"docs:v1:c:a#s:w0", b"2.5", [b"version", b"latest"]],
        [1, b"docs:v1:c:c#s:w0", b"9", [b"version", b"7.4"]],
        [0],
    ]
    assert route_keys(replies, 20) == ["docs:v1:c:a#s:w0", "docs:v1:c:b#s:w0"]
    assert route_keys(replies, 1) == ["docs:v1:c:a#s:w0"]


@pytest.mark.redis
def test_ret099_the_route_ranks_by_each_keys_whole_score(redis_url: str) -> None:
    client = redis.Redis.from_url(redis_url, protocol=2)
    filler = " ".join(["words"] * 60)
    chunks = [page_chunk("one", "alpha", title="same")]
    chunks += [page_chunk(f"f{i}", f"alpha {filler}", title="same") for i in range(20)]
    chunks.append(page_chunk("all", f"alpha beta gamma delta {filler}", title="same"))
    version = publish_chunks(client, chunks)
    clause = "(@title|heading|text:(alpha | beta | gamma | delta))"
    keys = [f"docs:v{version}:c:p/{c.page_id.split('/')[1]}#s:w0" for c in chunks]
    requests = route_requests(f"@version:{{latest}} {clause}", keys, 3)
    replies = [client.execute_command(*r) for r in requests]
    ranked = route_keys(replies, 3)
    assert ranked[0].endswith("p/all#s:w0") and len(ranked) == 3
    union = client.execute_command(
        "FT.SEARCH",
        "docs_chunks",
        clause,
        "WITHSCORES",
        "NOCONTENT",
        "SCORER",
        "BM25STD",
        "LIMIT",
        0,
        30,
    )
    whole = {r.key: r.score for r in search_rows(union)}
    alone = {r.key: r.score for reply in replies for r in search_rows(reply)}
    assert alone == {k: whole[k] for k in alone}, (alone, whole)


def test_ret109_a_cut_inside_a_tie_drops_the_whole_tie_group() -> None:
    # Five matched, four sent: which of the three 2.0s the engine sent follows its document ids.
    cut = [5, b"docs:d", b"3", b"docs:c", b"2", b"docs:b", b"2.0000000000000004", b"docs:a", b"2"]
    assert parse_search_keys(cut) == ["docs:d"]
    whole = [4, b"docs:d", b"3", b"docs:c", b"2", b"docs:b", b"2", b"docs:a", b"2"]
    assert parse_search_keys(whole) == ["docs:d", "docs:a", "docs:b", "docs:c"], "nothing cut"
    one_group = [9, b"docs:b", b"2", b"docs:a", b"2"]
    assert parse_search_keys(one_group) == ["docs:a", "docs:b"], "never an empty list"
    versions = [
        6,
        *(b"docs:e", b"4", [b"version", b"latest"]),
        *(b"docs:f", b"3", [b"version", b"7.4"]),
        *(b"docs:g", b"1", [b"version", b"latest"]),
    ]
    assert parse_search_keys(versions) == ["docs:e"], "the tie of the over-fetched rows"
    commands = text_search_args(ALIASES[Entity.COMMAND], "@summary:(x)", None, 20)
    examples = text_search_args(ALIASES[Entity.EXAMPLE], "x", None, 20, "client_key")
    assert commands[commands.index("LIMIT") + 2] == 21, "one row more shows a cut tie"
    assert examples[examples.index("LIMIT") + 2] == 20, "the example legs read their own rows"


def _knn(*rows: tuple[str, str]) -> list[object]:
    reply: list[object] = [len(rows)]
    for key, distance in rows:
        reply += [key.encode(), [b"knn_dist", distance.encode()]]
    return reply


def test_ret109_a_distance_only_reply_reads_as_the_general_rows_do() -> None:
    rng = random.Random(7)
    values = ["0.1", "0.2", "0.1000000001", "0.1000000004", "1e-05", "1E-5", "0.3"]
    for _ in range(300):
        rows = [(f"docs:{rng.choice('abcdef')}{n}", rng.choice(values)) for n in range(6)]
        lean: list[Any] = _knn(*rows)
        if rng.random() < 0.5:  # a client decoding replies sends str, not bytes
            lean = [lean[0]] + [
                [f.decode() for f in v] if isinstance(v, list) else v.decode() for v in lean[1:]
            ]
        wide: list[object] = [len(rows)]
        for key, distance in rows:
            wide += [key.encode(), [b"knn_dist", distance.encode(), b"version", b"latest"]]
        for count in (1, 3, 5, 8):
            assert whole_nearest(lean, count) == whole_nearest(wide, count)
        assert searchrows_knn_distances(lean) == searchrows_knn_distances(wide)
    assert whole_nearest([3], 2) == [] and whole_nearest([1, b"docs:a"], 2) == ["docs:a"]


def test_ret109_a_knn_leg_asks_one_more_and_keeps_no_tie_it_cut() -> None:
    assert whole_nearest(_knn(("docs:c", "0.3"), ("docs:a", "0.1"), ("docs:b", "0.2")), 2) == [
        "docs:a",
        "docs:b",
    ]
    tied = _knn(("docs:a", "0.1"), ("docs:c", "0.2"), ("docs:b", "0.2"))
    assert whole_nearest(tied, 2) == ["docs:a"], "the third shows the second's tie was cut"
    assert whole_nearest(_knn(("docs:b", "0.2"), ("docs:a", "0.2")), 1) == ["docs:a"]
    assert whole_nearest(_knn(("docs:a", "0.1")), 5) == ["docs:a"]
    leg = HybridLeg(
        index=ALIASES[Entity.CHUNK],
        text=None,
        vector=b"v",
        filter="@version:{latest}",
        text_candidates=0,
        vector_candidates=2,
        text_weight=0.0,
        vector_weight=1.0,
        rrf_k=60,
    )
    sent: list[tuple[object, ...]] = []

    class _Pipe:
        def execute_command(self, *args: object, **_: object) -> None:
            sent.append(args)

    ClientHybrid().queue(_Pipe(), leg)
    knn = sent[-1]
    assert "KNN 3 @embedding" in str(knn[2]) and knn[knn.index("LIMIT") + 2] == 3
    assert ClientHybrid().fuse(leg, [[1, b"docs:x", b"1"], tied]) == ["docs:a"]


def test_ret109_every_reply_shape_and_odd_totals() -> None:
    resp3 = {
        b"total_results": 99,
        b"results": [
            {b"id": key.encode(), b"score": score}
            for key, score in (("a", 3.0), ("b", 2.0), ("c", 1.0))
        ],
    }
    assert parse_search_keys(resp3) == ["a", "b"], "RESP3 drops the look-ahead row too"
    for total in (b"nan", b"inf", b"-1", b"x"):
        assert parse_search_keys([total, b"docs:a", b"1", b"docs:b", b"1"]) == ["docs:a", "docs:b"]
    names = [60, *(part for i in range(3) for part in (f"docs:h{i}".encode(), b"2"))]
    names += [part for i in range(17) for part in (f"docs:l{i:02}".encode(), b"1")]
    keep = example_requests("redis hash set", b"v", None)
    assert len(keep.keys(names)) == 20, "example legs ask no look-ahead row, so they lose none"


def test_mcp074_a_variant_key_searches_that_tab_alone() -> None:
    requests = example_requests(
        "reactive zrangebyscore", b"v", resolve_language("lettuce-reactive")
    )
    assert "(@client_key:{lettuce\\-reactive})=>" in requests.knn[2]
    reply = [
        3,
        *(b"docs:v1:e:examples/s/a/lettuce-sync", b"3", [b"client_key", b"lettuce-sync"]),
        *(b"docs:v1:e:examples/s/a/lettuce-reactive", b"2", [b"client_key", b"lettuce-reactive"]),
    ]
    assert requests.keys(reply) == ["docs:v1:e:examples/s/a/lettuce-reactive"]
