"""Shared rate limits: GCRA in one atomic Lua call, so every server replica spends one budget.

Used by: mcp_server (limits, limiter). Kept in core although it has one user today: the chat
page must take the same per-client budgets through Redis (spec/021), and two copies of a limiter
would drift.

A budget is ``rate`` requests per ``period`` seconds with ``burst`` requests allowed at once
(the generic cell rate algorithm: one key per caller and bucket holding the "theoretical arrival
time"). The key expires as soon as the caller's budget has fully refilled, so Redis holds a
caller's (hashed) address for at most ``burst * period / rate`` seconds. The clock is Redis's
``TIME``, so replicas with skewed clocks still agree (spec/040-public-service.md, PUB-002).
"""

from __future__ import annotations

import hashlib
import hmac
import math
from dataclasses import dataclass
from typing import Any, Protocol

import redis.exceptions

from docs_core.errors import FAILOVER_EXHAUSTED, BackendUnavailableError
from docs_core.keys import rate_limit_key

__all__ = ["Budget", "Decision", "RateLimiter", "hash_client"]


# ARGV: emission interval in microseconds (period / rate), burst (requests allowed at once).
# Returns {allowed, remaining, retry_after_us, reset_after_us}.
_GCRA = """
local emission = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or now)
if tat < now then tat = now end
local new_tat = tat + emission
local diff = now - (new_tat - emission * burst)
if diff < 0 then
  return {0, 0, math.ceil(-diff), math.ceil(tat - now)}
end
redis.call('SET', KEYS[1], string.format('%d', new_tat), 'PX', math.ceil((new_tat - now) / 1000))
return {1, math.floor(diff / emission), 0, math.ceil(new_tat - now)}
"""
_GCRA_SHA = hashlib.sha1(_GCRA.encode()).hexdigest()


class _Commands(Protocol):
    async def execute_command(self, *args: Any, **options: Any) -> Any: ...


@dataclass(frozen=True)
class Budget:
    """``rate`` requests per ``period`` seconds, ``burst`` of them at once."""

    name: str
    rate: int
    period: float = 60.0
    burst: int = 1

    def __post_init__(self) -> None:
        if self.rate < 1 or self.burst < 1 or self.period <= 0:
            raise ValueError(f"budget {self.name!r} needs rate >= 1, burst >= 1, period > 0")

    @property
    def emission_us(self) -> int:
        return max(1, round(self.period * 1_000_000 / self.rate))


@dataclass(frozen=True)
class Decision:
    """Outcome of one check; times in seconds (``retry_after`` is 0 when allowed)."""

    allowed: bool
    budget: Budget
    remaining: int
    retry_after: float
    reset_after: float

    @property
    def retry_after_seconds(self) -> int:
        """Whole seconds a client should wait, never 0 when refused (HTTP ``Retry-After``)."""
        return max(1, math.ceil(self.retry_after)) if not self.allowed else 0


def hash_client(address: str, salt: bytes) -> str:
    """A keyed hash of a client address: Redis never holds the address itself."""
    return hmac.new(salt, address.encode(), hashlib.sha256).hexdigest()[:32]


_UNAVAILABLE: tuple[type[BaseException], ...] = (
    redis.exceptions.RedisError,
    OSError,
    *FAILOVER_EXHAUSTED,
)


class RateLimiter:
    """Checks budgets against a Redis shared by every replica.

    ``client`` is a ``redis.asyncio.Redis`` or a ``MultiDBClient`` (only ``execute_command`` is
    used). A Redis failure raises ``BackendUnavailableError``; whether that means "allow" or
    "refuse" is the caller's policy.
    """

    def __init__(self, client: _Commands, *, salt: bytes) -> None:
        self._client = client
        self._salt = salt

    def key(self, budget: Budget, address: str) -> str:
        return rate_limit_key(budget.name, hash_client(address, self._salt))

    def holder(self, address: str) -> str:
        """``address``'s keyed hash, for other per-client records in Redis."""
        return hash_client(address, self._salt)

    async def check(self, budget: Budget, address: str) -> Decision:
        """Spend one request of ``budget`` for ``address``; atomic across replicas."""
        key = self.key(budget, address)
        args = (budget.emission_us, budget.burst)
        try:
            try:
                raw = await self._client.execute_command("EVALSHA", _GCRA_SHA, 1, key, *args)
            except redis.exceptions.NoScriptError:
                raw = await self._client.execute_command("EVAL", _GCRA, 1, key, *args)
        except _UNAVAILABLE as exc:
            raise BackendUnavailableError(
                f"rate limiter backend unavailable ({type(exc).__name__})"
            ) from None
        allowed, remaining, retry_us, reset_us = (int(v) for v in raw)
        return Decision(
            allowed=bool(allowed),
            budget=budget,
            remaining=remaining,
            retry_after=retry_us / 1_000_000,
            reset_after=reset_us / 1_000_000,
        )
