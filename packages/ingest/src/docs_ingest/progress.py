"""Progress bars on stderr (rich); a no-op when disabled, so library callers stay quiet."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

__all__ = ["Reporter"]


class Reporter:
    def __init__(self, *, enabled: bool) -> None:
        self._enabled = enabled
        self._console = Console(stderr=True)

    @contextmanager
    def task(self, name: str, total: int) -> Iterator[Callable[[int], None]]:
        if not self._enabled or total == 0:
            yield lambda n: None
            return
        with Progress(
            TextColumn(f"{name:<6}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            console=self._console,
            transient=False,
        ) as bar:
            task_id = bar.add_task(name, total=total)
            yield lambda n: bar.advance(task_id, n)
