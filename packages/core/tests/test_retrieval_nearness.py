"""The nearest latest passage, read from enough neighbours (spec/011 RET-119, spec/020 ASK-074)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from docs_core.retrieval.nearness import (
    FAR_DISTANCE,
    NEAREST_CANDIDATES,
    KeptDistances,
    is_far,
    nearest_passage_distance,
)


class _Recorder:
    def __init__(self, reply: Any) -> None:
        self.reply = reply
        self.sent: list[tuple[Any, ...]] = []

    async def execute_command(self, *args: Any) -> Any:
        self.sent.append(args)
        return self.reply


def test_ret119_the_nearest_passage_is_read_from_ten_neighbours_not_one() -> None:
    reply = [
        2,
        b"docs:v3:c:b#y:w0",
        [b"knn_dist", b"0.41"],
        b"docs:v3:c:a#x:w0",
        [b"knn_dist", b"0.27"],
    ]
    client = _Recorder(reply)
    assert asyncio.run(nearest_passage_distance(client, b"v")) == pytest.approx(0.27)
    query = " ".join(str(part) for part in client.sent[0])
    # One neighbour alone: the filtered walk stops at the first latest passage it meets.
    assert f"KNN {NEAREST_CANDIDATES} " in query and NEAREST_CANDIDATES >= 10
    assert asyncio.run(nearest_passage_distance(_Recorder([0]), b"v")) is None
    assert is_far(FAR_DISTANCE) and not is_far(FAR_DISTANCE - 0.01) and not is_far(None)


def test_ret119_kept_distances_are_per_index_state_and_drop_the_least_used_when_full() -> None:
    kept = KeptDistances(capacity=2)
    kept.keep((1, "f1", "xadd"), 0.2)
    assert (1, "f1", "xadd") in kept and kept[(1, "f1", "xadd")] == 0.2
    assert (2, "f1", "xadd") not in kept, "a publish asks again"
    assert (1, "f2", "xadd") not in kept, "so does a patch in place"
    kept.keep((1, "f1", "xack"), None)
    assert kept[(1, "f1", "xadd")] == 0.2, "read last, so xack is now the least recently used"
    kept.keep((1, "f1", "xdel"), 0.9)
    assert (1, "f1", "xack") not in kept, "one entry goes, not all of them"
    assert kept[(1, "f1", "xadd")] == 0.2 and kept[(1, "f1", "xdel")] == 0.9
