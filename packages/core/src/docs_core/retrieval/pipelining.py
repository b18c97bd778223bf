"""A leg pipeline that sends each distinct command once, and the legs that need no query vector
while the vector is still being embedded.

The keyword alternate of a sentence (spec/011) often has the same text clause as the sentence
itself, so its text legs repeat the main ones word for word: same index, query, filter and
count, hence the same reply. Redis runs every leg on its one thread, so a repeat costs as much as
the original (a chunk text leg is the dearest leg). Replies are fanned back out in queue order,
so the caller parses them as if every command had run.

On a cold query the embedding (a model run in a worker thread) and the text legs (Redis) do not
need each other: the plan is built with stand-in vectors (:class:`PendingVectors`), the commands
without one go out at once, and the vector legs follow, with the real vectors put in, when the
embedding is done. The commands asked for are exactly those of the one-pipeline form.

A reader's pipelines also share the commands they have in flight (:class:`InFlightReplies`):
``ask``'s first calls run at once over the same question, and 5.3 of their 17.4 leg commands
were the same command sent twice at the same moment; a command another pipeline is sending is
awaited instead, so fewer may go out.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Hashable, Sequence
from typing import Any, Protocol

import numpy as np
import redis

from docs_core.retrieval.capabilities import on_latest_view
from docs_core.retrieval.connection import missing_index
from docs_core.retrieval.embedcache import QueryVectorCache
from docs_core.retrieval.sharedruns import SharedRuns

__all__ = ["DistinctPipeline", "InFlightReplies", "PendingVectors", "ViewsInUse", "query_vectors"]


class PendingVectors:
    """Query vectors being embedded (``task``), one per query string, and the stand-in bytes the
    plan carries in their place until they are known."""

    def __init__(self, task: asyncio.Future[list[bytes]], count: int) -> None:
        self.task = task
        # NUL bytes never reach a query vector's place otherwise (384 float32s, 1,536 bytes).
        self.placeholders = [b"\x00docs-pending-vector-%d\x00" % i for i in range(count)]

    async def substitutions(self) -> dict[bytes, bytes]:
        return dict(zip(self.placeholders, await self.task, strict=True))

    def abandon(self) -> None:
        """The search failed before using the vectors: still collect the task's outcome (the
        thread finishes anyway and fills the vector cache), so no error goes unretrieved."""
        self.task.add_done_callback(lambda task: task.cancelled() or task.exception())


class ViewsInUse(Protocol):
    """``docs_core.retrieval.views.LatestViews`` as the pipeline sees it."""

    def forget(self) -> None: ...


class InFlightReplies:
    """The leg commands a reader's pipelines are sending over its one client, by command: a
    pipeline wanting one already on its way awaits that reply instead of sending it again
    (``SharedRuns``: a caller cancelled while others wait leaves the batch to them, and a batch
    no caller waits for is cancelled, so a connection's retries stop as they did before).
    Commands run with ``raise_on_error=False``, so a caller raises only its own commands' error
    replies; a failure of the whole batch (a lost connection) reaches every caller waiting on
    it."""

    def __init__(self) -> None:
        self._runs: SharedRuns[Hashable, Any] = SharedRuns(cancel_abandoned=True)

    async def send(self, client: Any, calls: Sequence[tuple[Any, ...]]) -> list[Any]:
        """A reply per call, each sent by this caller or by one in flight."""
        keys = [_key(args) for args in calls]
        by_key = dict(zip(keys, calls, strict=True))

        def batch(fresh: list[Hashable]) -> Awaitable[list[Any]]:
            return _pipelined(client, [by_key[key] for key in fresh])

        self._runs.start(keys, batch)
        replies = await self._runs.results(keys)
        for reply in replies:
            if isinstance(reply, Exception):
                raise _own_copy(reply)
        return replies


def _own_copy(error: Exception) -> Exception:
    # Callers sharing a batch share its reply objects; raising one error object in several
    # tasks would chain one caller's traceback into another's.
    try:
        return type(error)(*error.args)
    except Exception:
        return error


async def _pipelined(
    client: Any, calls: Sequence[tuple[Any, ...]], *, raise_on_error: bool = False
) -> list[Any]:
    pipe = client.pipeline(transaction=False)
    for args in calls:
        pipe.execute_command(*args)
    return list(await pipe.execute(raise_on_error=raise_on_error))


class DistinctPipeline:
    """Collects ``execute_command`` calls like a redis-py pipeline; :meth:`execute` sends the
    distinct ones in one non-transactional pipeline (those ``in_flight`` has on their way
    awaited instead) and returns a reply per call. With
    ``views``, latest-docs text requests go to the latest-docs views (``on_latest_view``); if
    Redis refuses the batch (a view dropped or re-aliased since it was checked), ``views``
    forgets its answer and the portable requests are sent instead (``missing_index``: a view
    dropped since the check; were the portable aliases gone too, the resend says so); any other
    error (a timeout, a refused query) is the search's, which the portable requests would meet
    again."""

    def __init__(
        self,
        client: Any,
        *,
        views: ViewsInUse | None = None,
        in_flight: InFlightReplies | None = None,
    ) -> None:
        self._client = client
        self._calls: list[tuple[Any, ...]] = []
        self._views = views
        self._in_flight = in_flight

    def execute_command(self, *args: Any, **options: Any) -> None:
        if options:
            raise TypeError("DistinctPipeline takes no command options")
        self._calls.append(args)

    @property
    def repeats(self) -> int:
        """Calls answered by an earlier identical call's reply."""
        return len(self._calls) - len(set(map(_key, self._calls)))

    async def execute(self, pending: PendingVectors | None = None) -> list[Any]:
        """A reply per queued call, in order. With ``pending``, the calls that carry none of its
        stand-ins are sent first and the rest once the vectors are in."""
        if self._views is None:
            return await self._execute(self._calls, pending)
        try:
            return await self._execute([on_latest_view(c) for c in self._calls], pending)
        except redis.ResponseError as error:
            if not missing_index(error):
                raise
            self._views.forget()
            return await self._execute(self._calls, pending)

    async def _execute(
        self, calls: list[tuple[Any, ...]], pending: PendingVectors | None
    ) -> list[Any]:
        slot: dict[Hashable, int] = {}
        distinct: list[tuple[Any, ...]] = []
        order = []
        for args in calls:
            key = _key(args)
            if key not in slot:
                slot[key] = len(distinct)
                distinct.append(args)
            order.append(slot[key])
        if pending is None:
            replies = await self._send(distinct)
        else:
            replies = await self._send_overlapped(distinct, pending)
        return [replies[i] for i in order]

    async def _send_overlapped(
        self, calls: list[tuple[Any, ...]], pending: PendingVectors
    ) -> list[Any]:
        stand_ins = set(pending.placeholders)
        waiting = [i for i, args in enumerate(calls) if any(a in stand_ins for a in args)]
        ready = [i for i in range(len(calls)) if i not in set(waiting)]
        first = asyncio.ensure_future(self._send([calls[i] for i in ready]))
        try:
            vectors = await pending.substitutions()
        except BaseException:
            first.cancel()
            raise
        try:
            second = await self._send([tuple(_put(a, vectors) for a in calls[i]) for i in waiting])
        finally:
            early = await first
        replies: list[Any] = [None] * len(calls)
        for i, reply in zip(ready, early, strict=True):
            replies[i] = reply
        for i, reply in zip(waiting, second, strict=True):
            replies[i] = reply
        return replies

    async def _send(self, calls: Sequence[tuple[Any, ...]]) -> list[Any]:
        if not calls:
            return []
        if self._in_flight is not None:
            return await self._in_flight.send(self._client, calls)
        return await _pipelined(self._client, calls, raise_on_error=True)


def _put(arg: Any, vectors: dict[bytes, bytes]) -> Any:
    return vectors.get(arg, arg) if isinstance(arg, bytes) else arg


def _key(args: tuple[Any, ...]) -> Hashable:
    # The type goes with each argument: b"1", "1" and 1 are different requests.
    return tuple((type(arg), arg) for arg in args)


def query_vectors(
    cache: QueryVectorCache,
    embed: Callable[[Sequence[str]], np.ndarray],
    strings: Sequence[str],
    own_vectors: bool = True,
) -> tuple[list[bytes], PendingVectors | None]:
    """A vector per query string: the cached ones, or stand-ins with the embedding started
    (``PendingVectors``). Without ``own_vectors`` only the first string is embedded and the
    alternates search with its vector (spec/011, RET-091)."""
    embedded = list(strings) if own_vectors else list(strings[:1])
    cached, missing = cache.lookup(embedded)
    pending = None
    if missing:
        pending = PendingVectors(
            asyncio.ensure_future(cache.vectors(embedded, embed)), len(embedded)
        )
        blobs = pending.placeholders
    else:
        blobs = [cached[string] for string in embedded]
    return (blobs if len(blobs) == len(strings) else blobs[:1] * len(strings)), pending
