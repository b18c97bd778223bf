"""One writer at a time across every deployment: a lease in Redis plus a fencing token
(spec/004-index-lifecycle.md, "Writer lease").

Taking the lease is one Lua call per target: ``SET docs:writer:lease <random token> NX PX ttl``
and, when that succeeds, ``INCR docs:writer:fence``, whose new value is this writer's fence. A
thread renews the lease (PEXPIRE, only while the key still holds our token) every third of its
TTL. Every write readers can see (alias switch, in-place patch, meta freshness) runs in a
MULTI/EXEC that first WATCHes the fence key and checks that the fence is still ours and the lease
still holds our token (:meth:`WriterLease.guard`): a writer whose lease expired, or was taken
over (any new holder INCRs the fence, which aborts the EXEC), publishes nothing.
"""

from __future__ import annotations

import contextlib
import secrets
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import cast

import redis
from docs_core.index import TransactionGuard
from docs_core.keys import WRITER_FENCE_KEY, WRITER_LEASE_KEY

from docs_ingest.errors import LeaseBusyError, LeaseLostError

__all__ = ["DEFAULT_LEASE_TTL", "WriterLease", "hold_lease", "lease_left"]

DEFAULT_LEASE_TTL = 60.0
"""Seconds a crashed writer keeps others out; a live one renews every third of it."""

_ACQUIRE = """
if redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
  return {1, redis.call('incr', KEYS[2])}
end
return {0, redis.call('pttl', KEYS[1])}
"""
_RENEW = """
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2])
end
return 0
"""
_RELEASE = """
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1])
end
return 0
"""


def _text(value: bytes | str | None) -> str | None:
    return value.decode() if isinstance(value, bytes) else value


def lease_left(client: redis.Redis) -> float | None:
    """Seconds the current lease has left on ``client``, or None when nobody holds it."""
    left = int(client.pttl(WRITER_LEASE_KEY))
    return left / 1000 if left > 0 else None


@dataclass
class _Held:
    client: redis.Redis
    fence: int


class WriterLease:
    """The lease on every target, taken with one token; :meth:`guard` checks it per target."""

    def __init__(self, clients: Sequence[redis.Redis], *, ttl: float = DEFAULT_LEASE_TTL) -> None:
        self.token = secrets.token_hex(16)
        self.ttl = ttl
        self._clients = list(clients)
        self._held: list[_Held] = []
        self._stop = threading.Event()
        self._renewer: threading.Thread | None = None

    @property
    def fences(self) -> list[int]:
        return [held.fence for held in self._held]

    def try_acquire(self) -> float | None:
        """Take the lease on every target; None on success, else the seconds the other
        holder's lease has left (whatever was taken here is given back)."""
        for client in self._clients:
            raw = cast(
                "list[int]",
                client.eval(_ACQUIRE, 2, WRITER_LEASE_KEY, WRITER_FENCE_KEY, self.token, self._ms),
            )
            if int(raw[0]) != 1:
                self._give_back()
                return max(int(raw[1]), 0) / 1000
            self._held.append(_Held(client, int(raw[1])))
        self._renewer = threading.Thread(target=self._renew_loop, name="lease-renew", daemon=True)
        self._renewer.start()
        return None

    def acquire(self, *, wait: float = 0.0, poll: float = 0.5) -> None:
        """Take the lease, waiting up to ``wait`` seconds; else LeaseBusyError naming how long
        the other writer's lease has left."""
        deadline = time.monotonic() + wait
        while True:
            left = self.try_acquire()
            if left is None:
                return
            if time.monotonic() + min(poll, left) > deadline:
                raise LeaseBusyError(
                    f"another writer holds the index lease ({left:.1f} s left on it, renewed "
                    "while that writer runs); try again later or pass --wait SECONDS"
                )
            time.sleep(max(min(poll, left), 0.01))

    @property
    def _ms(self) -> int:
        return max(int(self.ttl * 1000), 1)

    def _renew_loop(self) -> None:
        while not self._stop.wait(self.ttl / 3):
            for held in self._held:
                # A failed or refused renewal needs no handling here: the fencing check at
                # publish refuses a writer whose lease is gone.
                with contextlib.suppress(redis.RedisError):
                    held.client.eval(_RENEW, 1, WRITER_LEASE_KEY, self.token, self._ms)

    def release(self) -> None:
        """Stop renewing and delete the lease where it still holds our token."""
        self._stop.set()
        if self._renewer is not None and self._renewer is not threading.current_thread():
            self._renewer.join()
        self._give_back()

    def _give_back(self) -> None:
        for held in self._held:
            with contextlib.suppress(redis.RedisError):
                held.client.eval(_RELEASE, 1, WRITER_LEASE_KEY, self.token)
        self._held.clear()

    def guard(self, client: redis.Redis) -> TransactionGuard:
        """The fencing check for ``client``'s transactions (see the module docstring)."""
        fence = next((h.fence for h in self._held if h.client is client), None)
        if fence is None:
            raise LeaseLostError("this writer holds no lease on that target; nothing published")

        def check(pipe: redis.client.Pipeline) -> None:
            pipe.watch(WRITER_FENCE_KEY)
            current = _text(cast("bytes | None", pipe.get(WRITER_FENCE_KEY)))
            holder = _text(cast("bytes | None", pipe.get(WRITER_LEASE_KEY)))
            if current != str(fence) or holder != self.token:
                pipe.reset()
                raise LeaseLostError(
                    f"this writer's lease expired or was taken over (fence {fence}, now "
                    f"{current}); nothing was published and the live index is unchanged"
                )
            pipe.multi()

        return check


@contextlib.contextmanager
def hold_lease(
    clients: Sequence[redis.Redis], *, wait: float = 0.0, ttl: float = DEFAULT_LEASE_TTL
) -> Iterator[WriterLease]:
    """The lease on every target for the duration of the block, released at its end."""
    lease = WriterLease(clients, ttl=ttl)
    lease.acquire(wait=wait)
    try:
        yield lease
    finally:
        lease.release()
