"""Work in flight shared by key between a reader's concurrent callers (spec/011, RET-023 and
RET-122).

``ask``'s first calls run at once over the same question: each embedded it and sent the same
leg commands. A caller wanting a key that a run is computing now awaits that run instead of
starting another. Each run is a task of its own, so a caller cancelled while others wait leaves
it to them.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Hashable, Sequence
from functools import partial
from typing import Generic, TypeVar

__all__ = ["SharedRuns"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class SharedRuns(Generic[K, V]):
    """Runs in flight, each computing the values of a batch of keys. With
    ``cancel_abandoned``, a run no caller waits for any more is cancelled at once and never
    joined again. Used from one event loop: an entry of another loop (one a test closed
    mid-run) is never awaited."""

    def __init__(self, *, cancel_abandoned: bool = False) -> None:
        self._cancel_abandoned = cancel_abandoned
        self._running: dict[K, tuple[asyncio.Future[list[V]], int]] = {}
        self._waiters: dict[asyncio.Future[list[V]], int] = {}

    def start(
        self,
        keys: Sequence[K],
        compute: Callable[[list[K]], Awaitable[list[V]]],
        on_result: Callable[[list[K], list[V]], None] | None = None,
    ) -> None:
        """``compute`` (one value per key, in order) run as a task for those of ``keys`` no run
        of this loop computes; ``on_result`` gets its keys and values when it succeeds, whoever
        still waits. A failed run's error goes to the callers of :meth:`results` waiting."""
        loop = asyncio.get_running_loop()
        fresh = [key for key in dict.fromkeys(keys) if not self._runs_on(key, loop)]
        if not fresh:
            return
        run: asyncio.Future[list[V]] = asyncio.ensure_future(compute(fresh))
        for index, key in enumerate(fresh):
            self._running[key] = (run, index)
        run.add_done_callback(partial(self._finished, fresh, on_result))

    async def results(self, keys: Sequence[K]) -> list[V]:
        """The value of each of ``keys`` (each started by :meth:`start`), in order."""
        waits = [self._running[key] for key in keys]
        runs = list(dict.fromkeys(run for run, _ in waits))
        for run in runs:
            self._waiters[run] = self._waiters.get(run, 0) + 1
        try:
            return [(await asyncio.shield(run))[index] for run, index in waits]
        finally:
            for run in runs:
                self._left(run)

    def _runs_on(self, key: K, loop: asyncio.AbstractEventLoop) -> bool:
        running = self._running.get(key)
        return running is not None and running[0].get_loop() is loop and not running[0].done()

    def _left(self, run: asyncio.Future[list[V]]) -> None:
        waiting = self._waiters.pop(run, 1) - 1
        if waiting > 0:
            self._waiters[run] = waiting
        elif self._cancel_abandoned and not run.done():
            # Cancelled, not done yet: no later caller may join it.
            for key in [k for k, (r, _) in self._running.items() if r is run]:
                del self._running[key]
            run.cancel()

    def _finished(
        self,
        keys: list[K],
        on_result: Callable[[list[K], list[V]], None] | None,
        run: asyncio.Future[list[V]],
    ) -> None:
        for key in keys:
            if self._running.get(key, (None, 0))[0] is run:
                del self._running[key]
        if run.cancelled() or run.exception() is not None:
            return
        if on_result is not None:
            on_result(keys, run.result())
