"""Progress on stderr, one task per stage; nothing when disabled, so library callers stay quiet.

On a terminal: rich progress bars. Otherwise (CI, ``docker logs``, a pipe), where bars would
show nothing until the end: plain lines such as
``embed: 12,345/37,657 inputs (32%), 4 min 40 s elapsed``, at most one per ``interval`` seconds
and one when the stage ends.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import IO, TextIO

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

__all__ = ["Advance", "Reporter"]

Advance = Callable[[int], None]
"""Called with the number of units a task just completed."""

Clock = Callable[[], float]


def _ignore(done: int) -> None:
    pass


def _is_tty(stream: IO[str]) -> bool:
    # Not rich's is_terminal: FORCE_COLOR, often set in CI, makes it draw live bars into a log.
    try:
        return stream.isatty()
    except ValueError:
        return False


def _duration(seconds: float) -> str:
    whole = int(seconds)
    if whole < 60:
        return f"{whole} s"
    return f"{whole // 60} min {whole % 60} s"


class _PlainLines:
    """A task's progress as text lines, throttled to one per ``interval`` seconds."""

    def __init__(
        self, name: str, total: int, unit: str, *, console: Console, clock: Clock, interval: float
    ) -> None:
        self._name, self._total, self._unit = name, total, unit
        self._console, self._clock, self._interval = console, clock, interval
        self._started = self._last = clock()
        self._done = 0
        self._shown: int | None = None

    def advance(self, done: int) -> None:
        self._done += done
        now = self._clock()
        if now - self._last >= self._interval:
            self._show(now)

    def finish(self) -> None:
        if self._shown != self._done:
            self._show(self._clock())

    def _show(self, now: float) -> None:
        percent = self._done * 100 // self._total
        self._console.print(
            f"{self._name}: {self._done:,}/{self._total:,} {self._unit} ({percent}%), "
            f"{_duration(now - self._started)} elapsed",
            markup=False,
            highlight=False,
            soft_wrap=True,
        )
        self._console.file.flush()
        self._last, self._shown = now, self._done


class Reporter:
    def __init__(
        self,
        *,
        enabled: bool,
        stream: TextIO | None = None,
        clock: Clock = time.monotonic,
        interval: float = 5.0,
    ) -> None:
        """``stream`` defaults to stderr; ``clock`` and ``interval`` pace the plain lines."""
        self._enabled = enabled
        self._console = Console(file=stream, stderr=True)
        self._clock = clock
        self._interval = interval

    def note(self, message: str) -> None:
        """One line between the stages (what a stage found), when enabled."""
        if self._enabled:
            self._console.print(message, markup=False, highlight=False, soft_wrap=True)
            self._console.file.flush()

    @contextmanager
    def task(self, name: str, total: int, *, unit: str = "items") -> Iterator[Advance]:
        """Report progress through ``total`` units of ``name``; yields the advance callback."""
        if not self._enabled or total == 0:
            yield _ignore
            return
        if not _is_tty(self._console.file):
            lines = _PlainLines(
                name, total, unit, console=self._console, clock=self._clock, interval=self._interval
            )
            try:
                yield lines.advance
            finally:
                lines.finish()
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
            yield lambda done: bar.advance(task_id, done)
