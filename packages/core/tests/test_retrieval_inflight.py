"""A reader's pipelines share the leg commands they have in flight (spec/011, RET-122)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
import redis
from docs_core.keys import LATEST_VIEWS, Entity
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


@pytest.mark.redis
def test_ret122_a_batch_no_caller_waits_for_is_cancelled(redis_url: str) -> None:
    slow = ("BLPOP", "docs:test:never-pushed", "1")

    async def body(client: Redis) -> tuple[bool, list[Any]]:
        shared = InFlightReplies()
        alone = asyncio.ensure_future(_pipeline(client, shared, slow))
        await asyncio.sleep(0.05)
        ((batch, _),) = shared._runs._running.values()
        alone.cancel()
        with pytest.raises(asyncio.CancelledError):
            await alone
        joinable = bool(shared._runs._running)
        await asyncio.wait([batch], timeout=1)
        cancelled = batch.cancelled() and not joinable
        # A caller after it sends the command again rather than joining a cancelled batch.
        return cancelled, await _pipeline(client, shared, ("ECHO", "again"))

    cancelled, replies = _run(redis_url, body)
    assert cancelled, "the batch stopped once its only caller left"
    assert replies == [b"again"]


@pytest.mark.redis
def test_ret122_a_refused_view_still_falls_back_when_batches_are_shared(redis_url: str) -> None:
    class Views:
        forgotten = 0

        def forget(self) -> None:
            self.forgotten += 1

    async def body(client: Redis) -> list[Any]:
        shared, views = InFlightReplies(), Views()
        await client.execute_command("FT.CREATE", "docs_test_inflight", "SCHEMA", "t", "TEXT")
        query = ("FT.SEARCH", "docs_test_inflight", "*", "LIMIT", 0, 0)
        # A view alias this clean database does not hold: Redis refuses it by name (RET-107).
        view = ("FT.SEARCH", LATEST_VIEWS[Entity.CHUNK], "*", "LIMIT", 0, 0)
        try:
            pipe = DistinctPipeline(client, in_flight=shared, views=views)
            pipe.execute_command(*query)
            original = pipe._execute

            async def through_gone_view(calls: list[Any], pending: Any) -> list[Any]:
                if views.forgotten == 0:
                    return await original([view], pending)
                return await original(calls, pending)

            pipe._execute = through_gone_view  # type: ignore[method-assign]
            replies = await pipe.execute()
            assert views.forgotten == 1, "the view's refusal reached the fallback"
            return replies
        finally:
            await client.execute_command("FT.DROPINDEX", "docs_test_inflight")

    replies = _run(redis_url, body)
    assert len(replies) == 1 and not isinstance(replies[0], Exception)
