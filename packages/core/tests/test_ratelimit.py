"""GCRA budgets in Redis (spec/040-public-service.md, PUB-002)."""

from __future__ import annotations

import asyncio

import pytest
import redis.asyncio
from docs_core.errors import BackendUnavailableError
from docs_core.keys import RATE_LIMIT_PREFIX
from docs_core.ratelimit import Budget, RateLimiter

pytestmark = pytest.mark.redis

SALT = b"test-salt"


async def _spend(limiter: RateLimiter, budget: Budget, address: str, n: int) -> list[bool]:
    return [(await limiter.check(budget, address)).allowed for _ in range(n)]


def test_pub002_burst_then_refused_with_retry_after(redis_url: str) -> None:
    async def scenario() -> None:
        client = redis.asyncio.Redis.from_url(redis_url)
        limiter = RateLimiter(client, salt=SALT)
        ask = Budget("ask", rate=10, period=60, burst=5)
        outcomes = await _spend(limiter, ask, "203.0.113.7", 40)
        assert outcomes[:5] == [True] * 5
        assert not any(outcomes[5:])
        refused = await limiter.check(ask, "203.0.113.7")
        assert not refused.allowed
        assert refused.remaining == 0
        assert 5.0 < refused.retry_after <= 6.0
        assert refused.retry_after_seconds == 6
        assert refused.reset_after > 25
        await client.aclose()

    asyncio.run(scenario())


def test_pub002_budgets_are_separate_per_tool_and_per_address(redis_url: str) -> None:
    async def scenario() -> None:
        client = redis.asyncio.Redis.from_url(redis_url)
        limiter = RateLimiter(client, salt=SALT)
        ask = Budget("ask", rate=10, burst=2)
        search = Budget("search", rate=120, burst=20)
        assert await _spend(limiter, ask, "a", 3) == [True, True, False]
        assert all(await _spend(limiter, search, "a", 20))
        assert await _spend(limiter, ask, "b", 2) == [True, True]
        await client.aclose()

    asyncio.run(scenario())


def test_pub002_remaining_counts_down_and_budget_refills(redis_url: str) -> None:
    async def scenario() -> None:
        client = redis.asyncio.Redis.from_url(redis_url)
        limiter = RateLimiter(client, salt=SALT)
        fast = Budget("fast", rate=20, period=1.0, burst=3)
        remaining = [(await limiter.check(fast, "c")).remaining for _ in range(3)]
        assert remaining == [2, 1, 0]
        assert not (await limiter.check(fast, "c")).allowed
        await asyncio.sleep(0.06)
        assert (await limiter.check(fast, "c")).allowed
        await client.aclose()

    asyncio.run(scenario())


def test_pub003_keys_hold_no_address_and_expire_with_the_window(redis_url: str) -> None:
    async def scenario() -> None:
        client = redis.asyncio.Redis.from_url(redis_url)
        limiter = RateLimiter(client, salt=SALT)
        budget = Budget("search", rate=120, period=60, burst=20)
        await limiter.check(budget, "198.51.100.23")
        keys = [k.decode() async for k in client.scan_iter(match=f"{RATE_LIMIT_PREFIX}*")]
        assert len(keys) == 1
        assert "198.51.100.23" not in keys[0]
        ttl_ms = await client.pttl(keys[0])
        assert 0 < ttl_ms <= 60_000 / 120 + 10
        other = RateLimiter(client, salt=b"another-deployment")
        assert other.key(budget, "198.51.100.23") != keys[0]
        await client.aclose()

    asyncio.run(scenario())


def test_pub002_budget_is_shared_by_two_limiters(redis_url: str) -> None:
    async def scenario() -> None:
        first = redis.asyncio.Redis.from_url(redis_url)
        second = redis.asyncio.Redis.from_url(redis_url)
        ask = Budget("ask", rate=10, burst=4)
        a, b = RateLimiter(first, salt=SALT), RateLimiter(second, salt=SALT)
        outcomes = await asyncio.gather(*(lim.check(ask, "x") for lim in [a, b] * 5))
        assert sum(d.allowed for d in outcomes) == 4
        await first.aclose()
        await second.aclose()

    asyncio.run(scenario())


def test_pub004_unreachable_redis_raises_backend_unavailable(tmp_path) -> None:
    async def scenario() -> None:
        client = redis.asyncio.Redis(
            unix_socket_path=str(tmp_path / "absent.sock"),
            socket_connect_timeout=0.2,
            retry_on_error=[],
        )
        limiter = RateLimiter(client, salt=SALT)
        with pytest.raises(BackendUnavailableError) as info:
            await limiter.check(Budget("ask", rate=10), "192.0.2.99")
        assert "192.0.2.99" not in str(info.value)
        await client.aclose()

    asyncio.run(scenario())


def test_pub002_invalid_budget_is_refused() -> None:
    with pytest.raises(ValueError, match="rate >= 1"):
        Budget("bad", rate=0)
