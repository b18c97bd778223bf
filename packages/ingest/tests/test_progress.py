"""Progress output on a terminal and off one, with a fake clock."""

from __future__ import annotations

import io

import pytest
from docs_ingest.progress import Reporter


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_ing018_off_a_terminal_progress_is_plain_lines_every_five_seconds_and_at_the_end():
    out, clock = io.StringIO(), FakeClock()
    reporter = Reporter(enabled=True, stream=out, clock=clock, interval=5.0)
    with reporter.task("embed", 57_772, unit="inputs") as advance:
        for _ in range(12):
            clock.now += 1.0
            advance(1_000)
        clock.now += 58.0
        advance(45_772)
    assert out.getvalue().splitlines() == [
        "embed: 5,000/57,772 inputs (8%), 5 s elapsed",
        "embed: 10,000/57,772 inputs (17%), 10 s elapsed",
        "embed: 57,772/57,772 inputs (100%), 1 min 10 s elapsed",
    ]


def test_ing018_a_short_stage_prints_one_line_when_it_ends():
    out, clock = io.StringIO(), FakeClock()
    with Reporter(enabled=True, stream=out, clock=clock).task("parse", 3, unit="pages") as advance:
        advance(1)
        advance(2)
    assert out.getvalue() == "parse: 3/3 pages (100%), 0 s elapsed\n"


def test_ing018_a_failed_stage_still_says_how_far_it_got():
    out, clock = io.StringIO(), FakeClock()
    with (
        pytest.raises(RuntimeError),
        Reporter(enabled=True, stream=out, clock=clock).task("write", 10) as advance,
    ):
        advance(4)
        raise RuntimeError("redis went away")
    assert out.getvalue() == "write: 4/10 items (40%), 0 s elapsed\n"


def test_a_disabled_reporter_or_an_empty_task_prints_nothing():
    out = io.StringIO()
    with Reporter(enabled=False, stream=out).task("parse", 10) as advance:
        advance(10)
    with Reporter(enabled=True, stream=out).task("embed", 0) as advance:
        advance(0)
    assert out.getvalue() == ""


def test_on_a_terminal_progress_is_a_bar_not_plain_lines():
    out = FakeTerminal()
    with Reporter(enabled=True, stream=out).task("parse", 4, unit="pages") as advance:
        advance(4)
    text = out.getvalue()
    assert "4/4" in text and "\x1b[" in text
    assert "elapsed" not in text and "pages" not in text


def test_ing018_force_color_in_ci_still_gets_plain_lines(monkeypatch):
    monkeypatch.setenv("FORCE_COLOR", "1")
    out = io.StringIO()
    with Reporter(enabled=True, stream=out, clock=FakeClock()).task("parse", 2) as advance:
        advance(2)
    assert out.getvalue() == "parse: 2/2 items (100%), 0 s elapsed\n"
