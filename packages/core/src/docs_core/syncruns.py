"""The record ``docs-ingest sync`` leaves of its runs, for the MCP server's ``/metrics``
(spec/005-ingest.md, "Sync"; spec/040-public-service.md, PUB-091).

Used by: ingest (writes it after every run), mcp_server (reads it for ``/metrics``).

Sync runs in another process than the server, so its counts live in Redis beside the index:
``docs:sync:runs`` counts runs by outcome, ``docs:sync:last`` holds the last run's outcome,
end time and duration. Aggregates only: no repository, commit or error text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

import redis

from docs_core.keys import SYNC_LAST_KEY, SYNC_RUNS_KEY

__all__ = [
    "SYNC_OUTCOMES",
    "SyncRunOutcome",
    "SyncRuns",
    "parse_sync_runs",
    "read_sync_runs",
    "record_sync_run",
]

SyncRunOutcome = Literal["ok", "noop", "failed", "busy"]
SYNC_OUTCOMES: tuple[SyncRunOutcome, ...] = ("ok", "noop", "failed", "busy")


@dataclass(frozen=True)
class SyncRuns:
    runs: dict[str, int] = field(default_factory=dict)
    """Runs by outcome, every outcome of ``SYNC_OUTCOMES`` present (0 when none)."""
    last_outcome: str = ""
    last_finished_at: float = 0.0
    last_seconds: float = 0.0


def record_sync_run(
    client: redis.Redis, outcome: SyncRunOutcome, seconds: float, finished_at: float
) -> None:
    """Count one run and overwrite the last-run hash, in one round trip."""
    pipe = client.pipeline(transaction=True)
    pipe.hincrby(SYNC_RUNS_KEY, outcome, 1)
    pipe.hset(
        SYNC_LAST_KEY,
        mapping={
            "outcome": outcome,
            "finished_at": repr(finished_at),
            "seconds": repr(round(seconds, 3)),
        },
    )
    pipe.execute()


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _number(value: Any) -> float:
    try:
        return float(_text(value))
    except ValueError:
        return 0.0


def parse_sync_runs(runs: dict[Any, Any], last: dict[Any, Any]) -> SyncRuns:
    """The two hashes as read (bytes or str); unknown outcomes are ignored, so a caller can
    never grow the label set."""
    counted = {_text(k): int(_number(v)) for k, v in runs.items()}
    fields = {_text(k): v for k, v in last.items()}
    outcome = _text(fields.get("outcome", ""))
    return SyncRuns(
        runs={name: counted.get(name, 0) for name in SYNC_OUTCOMES},
        last_outcome=outcome if outcome in SYNC_OUTCOMES else "",
        last_finished_at=_number(fields.get("finished_at", 0)),
        last_seconds=_number(fields.get("seconds", 0)),
    )


async def read_sync_runs(client: Any) -> SyncRuns:
    """Read both hashes through an async client (``redis.asyncio.Redis`` or a MultiDB one)."""
    runs = await client.hgetall(SYNC_RUNS_KEY)
    last = await client.hgetall(SYNC_LAST_KEY)
    return parse_sync_runs(runs or {}, last or {})
