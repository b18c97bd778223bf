"""A planned wave joins the trace and the evidence in planned order, whichever call finishes
first (spec/020-ask.md, ASK-070)."""

from __future__ import annotations

import asyncio
import time

import pytest
from docs_core.agent.router import PlannedCall
from docs_core.agent.run import AskRun, ToolOutcome, run_wave
from docs_core.errors import BackendUnavailableError
from docs_core.models import SearchHit

pytestmark = pytest.mark.anyio


def _hit(doc_id: str) -> SearchHit:
    page = doc_id.split("#", 1)[0]
    return SearchHit(id=doc_id, title=page, url="https://x", text="t", page_id=page, kind="chunk")


class _SlowFirstReader:
    """``search_chunks`` answers last, ``search_pages`` first, ``page_chunks`` fails."""

    examples = None

    async def search_chunks(self, query: str, *, limit: int = 8, page_id: str | None = None):
        await asyncio.sleep(0.2)
        return [_hit("a#one:w0"), _hit("b#two:w0")]

    async def search_pages(self, query: str, *, limit: int = 5):
        return [_hit("b#two:w0"), _hit("c#three:w0")]

    async def page_chunks(self, page_id: str, *, limit: int = 50):
        await asyncio.sleep(0.05)
        raise BackendUnavailableError("down")


async def test_ask070_a_wave_is_recorded_in_planned_order_not_finishing_order():
    now = time.monotonic()
    run = AskRun("q", _SlowFirstReader(), deadline=now + 5, started=now)  # type: ignore[arg-type]
    calls = [
        PlannedCall("search_chunks", {"query": "q", "limit": 8}),
        PlannedCall("page_chunks", {"page_id": "a", "limit": 3}),
        PlannedCall("search_pages", {"query": "q", "limit": 3}),
    ]
    outcomes = [item async for item in run_wave(run, calls) if isinstance(item, ToolOutcome)]
    assert [t.tool for t in run.trace] == ["search_chunks", "page_chunks", "search_pages"]
    assert [o.call_id for o in outcomes] == ["r1", "r2", "r3"]
    assert run.trace[1].error is not None and run.trace[1].ids == []
    assert [h.id for h in run.evidence] == ["a#one:w0", "b#two:w0", "c#three:w0"]
    assert run.calls == 3 and run.backend_errors == 1
