"""A leg pipeline that sends each distinct command once.

The keyword alternate of a sentence (spec/011) often has the same text clause as the sentence
itself, so its text legs repeat the main ones word for word: same index, query, filter and
count, hence the same reply. Redis runs every leg on its one thread, so a repeat costs as much as
the original (a chunk text leg is the dearest leg). Replies are fanned back out in queue order,
so the caller parses them as if every command had run.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

__all__ = ["DistinctPipeline"]


class DistinctPipeline:
    """Collects ``execute_command`` calls like a redis-py pipeline; :meth:`execute` sends the
    distinct ones in one non-transactional pipeline and returns a reply per call."""

    def __init__(self, client: Any) -> None:
        self._client = client
        self._calls: list[tuple[Any, ...]] = []

    def execute_command(self, *args: Any, **options: Any) -> None:
        if options:
            raise TypeError("DistinctPipeline takes no command options")
        self._calls.append(args)

    @property
    def repeats(self) -> int:
        """Calls answered by an earlier identical call's reply."""
        return len(self._calls) - len(set(map(_key, self._calls)))

    async def execute(self) -> list[Any]:
        slot: dict[Hashable, int] = {}
        order = []
        pipe = self._client.pipeline(transaction=False)
        for args in self._calls:
            key = _key(args)
            if key not in slot:
                slot[key] = len(slot)
                pipe.execute_command(*args)
            order.append(slot[key])
        replies = await pipe.execute()
        return [replies[i] for i in order]


def _key(args: tuple[Any, ...]) -> Hashable:
    # The type goes with each argument: b"1", "1" and 1 are different requests.
    return tuple((type(arg), arg) for arg in args)
