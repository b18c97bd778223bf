"""A reader's pipelines share the leg commands they have in flight (spec/011, RET-122)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
import redis
from docs_core.retrieval.pipelining import DistinctPipeline, InFlightReplies
from redis.asyncio import Redis


def _calls(client: redis.Redis, command: str) -> int:
    stats = client.info("commandstats").get(f"cmdstat_{command}")
    return int(stats["calls"]) if stats else 0


async def _pipeline(client: Redis, shared: InFlightReplies, *calls: tuple[Any, ...]) -> list[Any]:
    pipe = DistinctPipeline(client, in_flight=shared)
    for args in calls:
        pipe.execute_command(*args)
    return await pipe.execute()


def _run(redis_url: str, body: Any) -> Any:
    async def wrapped() -> Any:
        client = Redis.from_url(redis_url)
        try:
            return await body(client)
        finally:
            await client.aclose()

    return asyncio.run(asyncio.wait_for(wrapped(), 20))


@pytest.mark.redis
def test_ret122_a_command_in_flight_is_awaited_not_sent_again(redis_url: str) -> None:
    counter = redis.Redis.from_url(redis_url)
    before = _calls(counter, "echo")

    async def body(client: Redis) -> list[list[Any]]:
        shared = InFlightReplies()
        return list(
            await asyncio.gather(
                _pipeline(client, shared, ("ECHO", "a"), ("ECHO", "b")),
                _pipeline(client, shared, ("ECHO", "a")),
                _pipeline(client, shared, ("ECHO", "b"), ("ECHO", "c"), ("ECHO", "a")),
            )
        )

    try:
        replies = _run(redis_url, body)
        assert replies == [[b"a", b"b"], [b"a"], [b"b", b"c", b"a"]]
        assert _calls(counter, "echo") - before == 3, "a, b and c once each"
    finally:
        counter.close()


@pytest.mark.redis
def test_ret122_a_caller_sees_only_its_own_commands_errors(redis_url: str) -> None:
    async def body(client: Redis) -> list[Any]:
        shared = InFlightReplies()
        return list(
            await asyncio.gather(
                _pipeline(client, shared, ("ECHO", "a"), ("NO.SUCH.COMMAND",)),
                _pipeline(client, shared, ("ECHO", "a")),
                return_exceptions=True,
            )
        )

    failed, fine = _run(redis_url, body)
    assert isinstance(failed, redis.ResponseError)
    assert fine == [b"a"]


@pytest.mark.redis
def test_ret122_a_cancelled_caller_leaves_the_command_to_the_others(redis_url: str) -> None:
    slow = ("BLPOP", "docs:test:never-pushed", "0.2")

    async def body(client: Redis) -> list[Any]:
        shared = InFlightReplies()
        first = asyncio.ensure_future(_pipeline(client, shared, slow))
        await asyncio.sleep(0.05)
        second = asyncio.ensure_future(_pipeline(client, shared, slow, ("ECHO", "x")))
        await asyncio.sleep(0.01)
        first.cancel()
        with pytest.raises(asyncio.CancelledError):
            await first
        return await second

    assert _run(redis_url, body) == [None, b"x"]
