"""Hostile connections, log growth and a load table of ``docs-mcp serve`` over loopback
(spec/040, "Measurements").

    uv run python packages/mcp_server/bench/bench_hostile.py sockets [--python PY] [--seconds 20]
    uv run python packages/mcp_server/bench/bench_hostile.py log [--python PY] [--pings 1000]
    uv run python packages/mcp_server/bench/bench_hostile.py load-table --redis-url URL
        [--python PY] [--users 4,16,64] [--seconds 30]

``--python`` is the interpreter whose ``docs_mcp`` serves (another worktree's ``.venv/bin/python``
measures that code); the load comes from this one. Everything is loopback, bounded in sockets,
users and seconds, and stops by itself; one JSON report is printed.

- ``sockets``: a search load (``--users`` users, back to back) from 127.0.0.1, first alone, then
  while 500 idle sockets and 50 slow-header sockets (a request line, then one header byte a
  second) are held from 127.0.0.2..127.0.0.11 (55 per address, under the per-client cap) and
  reopened a second after the server closes them; then the same with every hostile socket from
  one address (127.0.0.2), so the per-client cap acts. Limits on, budgets out of reach
  (``ONE_BUSY_CALLER``). Sample index in a private embedded Redis unless ``--redis-url``.
- ``log``: ``--pings`` pings with a 12 KB foreign ``Origin``, then as many with a 12 KB foreign
  ``Host``; the growth of the server's output (stdout and stderr) in bytes.
- ``load-table``: ``docs-eval load`` (8:3:1, limits off) at each user count against the index
  at ``--redis-url``, with the CPU time of the server and the Redis process read from
  ``/proc/PID/stat`` around each run (all of it, fetch and ask included) divided by the
  searches served. Locust's percentiles include refused requests.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import redis
from docs_ingest.testing import SAMPLE_QUERIES, private_sample_redis
from docs_mcp.testing import (
    ONE_BUSY_CALLER,
    RunningServer,
    running_cli,
    server_env,
)

HEADERS = {
    "Content-Type": "application/json",
    "Accept": "application/json, text/event-stream",
    "MCP-Protocol-Version": "2025-11-25",
}
GOLDEN = Path("/work/shared/golden/dev.jsonl")
IDLE_SOCKETS = 500
SLOW_SOCKETS = 50
ATTACKERS = [f"127.0.0.{n}" for n in range(2, 12)]
RECONNECT_S = 1.0


@contextlib.contextmanager
def serving(
    python: str, redis_url: str, env: dict[str, str] | None = None
) -> Iterator[RunningServer]:
    """``PYTHON -m docs_mcp serve`` on a free loopback port; yields once ``/readyz`` is 200."""
    with running_cli(
        ["serve"], env=server_env(redis_url, env), ready_timeout_s=60, python=python
    ) as server:
        yield server


@contextlib.contextmanager
def index(redis_url: str | None) -> Iterator[str]:
    if redis_url is not None:
        yield redis_url
        return
    with private_sample_redis() as instance:
        yield instance.url


def _pct(ordered: Sequence[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else 0.0


def _questions(redis_url: str | None) -> list[str]:
    if redis_url is None or not GOLDEN.exists():
        return list(SAMPLE_QUERIES)
    rows = [json.loads(line) for line in GOLDEN.read_text().splitlines() if line.strip()]
    return [row["question"] for row in rows]


async def _searches(
    server: RunningServer, users: int, seconds: float, questions: list[str]
) -> dict[str, Any]:
    """``users`` callers searching back to back for ``seconds``: calls, errors, p50/p95 ms."""
    latencies: list[float] = []
    errors: Counter[str] = Counter()
    stop_at = time.monotonic() + seconds
    limits = httpx.Limits(max_connections=users, max_keepalive_connections=users)

    async def user(http: httpx.AsyncClient, offset: int) -> None:
        n = offset
        while time.monotonic() < stop_at:
            body = {
                "jsonrpc": "2.0",
                "id": n,
                "method": "tools/call",
                "params": {"name": "search", "arguments": {"query": questions[n % len(questions)]}},
            }
            n += users
            began = time.monotonic()
            try:
                response = await http.post(f"{server.base_url}/mcp", json=body, headers=HEADERS)
            except httpx.HTTPError as exc:
                errors[type(exc).__name__] += 1
                await asyncio.sleep(0.05)
                continue
            latencies.append((time.monotonic() - began) * 1000)
            reply = response.json() if response.status_code == 200 else {}
            if response.status_code != 200:
                errors[f"http_{response.status_code}"] += 1
            elif "error" in reply or reply.get("result", {}).get("isError"):
                errors["tool_error"] += 1

    async with httpx.AsyncClient(timeout=30, limits=limits) as http:
        await asyncio.gather(*(user(http, i) for i in range(users)))
    ordered = sorted(latencies)
    return {
        "calls": len(ordered),
        "errors": sum(errors.values()),
        "error_kinds": dict(errors),
        "p50_ms": round(_pct(ordered, 0.5), 1),
        "p95_ms": round(_pct(ordered, 0.95), 1),
    }


@dataclass
class _Siege:
    opened: int = 0
    refused: int = 0
    closed_silently: int = 0
    closed_with_408: int = 0
    open_now: int = 0
    peak_open: int = 0


async def _hold(port: int, source: str, slow: bool, stop_at: float, siege: _Siege) -> None:
    """One hostile socket, reopened a second after the server closes it, until ``stop_at``."""
    head = f"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Slow: ".encode()
    while time.monotonic() < stop_at:
        try:
            reader, writer = await asyncio.open_connection(
                "127.0.0.1", port, local_addr=(source, 0)
            )
        except OSError:
            siege.refused += 1
            await asyncio.sleep(RECONNECT_S)
            continue
        siege.opened += 1
        siege.open_now += 1
        siege.peak_open = max(siege.peak_open, siege.open_now)
        received = b""
        try:
            if slow:
                writer.write(head)
            while (left := stop_at - time.monotonic()) > 0:
                try:
                    chunk = await asyncio.wait_for(
                        reader.read(4096), min(left, 1.0) if slow else left
                    )
                except TimeoutError:
                    if slow:
                        writer.write(b"a")
                    continue
                if not chunk:
                    break
                received += chunk
        except OSError:
            pass
        finally:
            siege.open_now -= 1
            writer.close()
            with contextlib.suppress(OSError):
                await writer.wait_closed()
        if time.monotonic() < stop_at:
            if received.startswith(b"HTTP/1.1 408"):
                siege.closed_with_408 += 1
            else:
                siege.closed_silently += 1
            await asyncio.sleep(RECONNECT_S)


async def _siege(port: int, sources: list[str], seconds: float) -> dict[str, Any]:
    siege = _Siege()
    stop_at = time.monotonic() + seconds
    total = IDLE_SOCKETS + SLOW_SOCKETS
    samples: list[int] = []

    async def sample() -> None:
        await asyncio.sleep(3)  # once the load has started
        while time.monotonic() < stop_at - 1:
            samples.append(siege.open_now)
            await asyncio.sleep(0.5)

    await asyncio.gather(
        sample(),
        *(
            _hold(port, sources[i % len(sources)], i >= IDLE_SOCKETS, stop_at, siege)
            for i in range(total)
        ),
    )
    return {
        "hostile_sockets": total,
        "hostile_addresses": len(sources),
        "connections_opened": siege.opened,
        "open_at_peak": siege.peak_open,
        "open_median_during_load": sorted(samples)[len(samples) // 2] if samples else 0,
        "closed_by_server_silently": siege.closed_silently,
        "closed_by_server_with_408": siege.closed_with_408,
        "connect_failures": siege.refused,
    }


def _siege_run(
    server: RunningServer, sources: list[str], users: int, seconds: float, questions: list[str]
) -> dict[str, Any]:
    """The hostile sockets from a child process (its event loop apart from the load's), opened
    3 s before a search load of ``seconds`` and held until it ends."""
    child = subprocess.Popen(
        [
            sys.executable, __file__, "_siege", "--port", str(server.port),
            "--sources", ",".join(sources), "--seconds", str(seconds + 4),
        ],
        stdout=subprocess.PIPE,
    )  # fmt: skip
    time.sleep(3)
    load = asyncio.run(_searches(server, users, seconds, questions))
    out, _ = child.communicate(timeout=seconds + 60)
    return {"load": load, **json.loads(out)}


def sockets(args: argparse.Namespace) -> dict[str, Any]:
    questions = _questions(args.redis_url)
    # Limits on, with budgets the load cannot reach: the caps and timeouts are what is measured.
    with index(args.redis_url) as url, serving(args.python, url, ONE_BUSY_CALLER) as server:
        alone = asyncio.run(_searches(server, args.users, args.seconds, questions))
        spread = _siege_run(server, ATTACKERS, args.users, args.seconds, questions)
        single = _siege_run(server, ATTACKERS[:1], args.users, args.seconds, questions)
        metrics = httpx.get(f"{server.base_url}/metrics", timeout=10).text
    closed = {
        line.split('reason="')[1].split('"')[0]: float(line.rsplit(" ", 1)[1])
        for line in metrics.splitlines()
        if line.startswith("docs_mcp_connections_closed_total{")
    }
    return {
        "users": args.users,
        "seconds": args.seconds,
        "load_alone": alone,
        "hostile_spread_over_10_addresses": spread,
        "hostile_from_one_address": single,
        "server_connections_closed_total": closed,
        "loadavg_1m": round(os.getloadavg()[0], 2),
    }


def log(args: argparse.Namespace) -> dict[str, Any]:
    ping = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping"})
    foreign = "x" * 12_000
    env = {"DOCS_MCP_LOG_LEVEL": args.log_level} if args.log_level else None
    with (
        index(None) as url,
        serving(args.python, url, env) as server,
        httpx.Client(base_url=server.base_url, headers=HEADERS, timeout=10) as http,
    ):
        http.post("/mcp", content=ping)
        time.sleep(0.5)
        rows: dict[str, Any] = {}
        for name, headers in (
            ("origin", {"Origin": f"http://{foreign}.example"}),
            ("host", {"Host": f"{foreign}.example"}),
        ):
            before = server.log_path.stat().st_size
            started = time.monotonic()
            statuses = Counter(
                http.post("/mcp", content=ping, headers=headers).status_code
                for _ in range(args.pings)
            )
            elapsed = time.monotonic() - started
            time.sleep(0.5)
            rows[name] = {
                "pings": args.pings,
                "statuses": dict(statuses),
                "seconds": round(elapsed, 2),
                "log_growth_bytes": server.log_path.stat().st_size - before,
            }
    return {"log_level": args.log_level or "default", **rows}


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _redis_pid(redis_url: str) -> int:
    client = redis.Redis.from_url(redis_url)
    try:
        return int(client.info("server")["process_id"])
    finally:
        client.close()


def load_table(args: argparse.Namespace) -> dict[str, Any]:
    if args.redis_url is None:
        raise SystemExit("load-table needs --redis-url (the full index)")
    redis_pid = _redis_pid(args.redis_url)
    env = {"DOCS_MCP_LIMITS_ENABLED": "false"}
    rows = []
    with serving(args.python, args.redis_url, env) as server:
        for users in (int(u) for u in args.users_list.split(",")):
            out = Path(tempfile.mkdtemp(prefix=f"bench-load-{users}-"))
            server_cpu, redis_cpu = _cpu_seconds(server.process.pid), _cpu_seconds(redis_pid)
            loadavg = os.getloadavg()[0]
            command = [
                str(Path(sys.executable).with_name("docs-eval")), "load",
                "--url", f"{server.base_url}/mcp", "--out", str(out), "--users", str(users),
                "--spawn-rate", str(users), "--duration", str(int(args.seconds)),
            ]  # fmt: skip
            subprocess.run(command, check=True, capture_output=True, timeout=args.seconds + 120)
            server_cpu = _cpu_seconds(server.process.pid) - server_cpu
            redis_cpu = _cpu_seconds(redis_pid) - redis_cpu
            report = json.loads((out / "load.json").read_text())
            search = report["per_tool"].get("search", {})
            served = max(1, int(search.get("requests", 0) - search.get("failures", 0)))
            seconds = args.seconds
            rows.append(
                {
                    "users": users,
                    "requests": report["requests"],
                    "failures": report["failures"],
                    "failure_reasons": report["failure_reasons"],
                    "req_s": round(report["throughput_rps"], 1),
                    "served_req_s": round((report["requests"] - report["failures"]) / seconds, 1),
                    "p50_ms": report["p50_ms"],
                    "p95_ms": report["p95_ms"],
                    "search_p95_ms": search.get("p95_ms"),
                    "searches_served": served,
                    "server_cpu_ms_per_served_search": round(server_cpu * 1000 / served, 2),
                    "redis_cpu_ms_per_served_search": round(redis_cpu * 1000 / served, 2),
                    "server_cpu_s": round(server_cpu, 2),
                    "redis_cpu_s": round(redis_cpu, 2),
                    "loadavg_1m_before": round(loadavg, 2),
                }
            )
    return {"python": args.python, "redis_url": args.redis_url, "rows": rows}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("scenario", choices=["sockets", "log", "load-table", "_siege"])
    parser.add_argument("--port", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--sources", default="", help=argparse.SUPPRESS)
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--redis-url", default=None)
    parser.add_argument("--users", type=int, default=4, help="search users (sockets)")
    parser.add_argument("--users-list", default="4,16,64", help="user counts (load-table)")
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--pings", type=int, default=1000)
    parser.add_argument("--log-level", default=None, help="DOCS_MCP_LOG_LEVEL (log)")
    args = parser.parse_args()
    args.seconds = min(args.seconds, 120)
    args.pings = min(args.pings, 5000)
    if args.scenario == "_siege":
        siege = _siege(args.port, args.sources.split(","), args.seconds)
        print(json.dumps(asyncio.run(siege)))
        return
    runs = {"sockets": sockets, "log": log, "load-table": load_table}
    print(json.dumps(runs[args.scenario](args), indent=2))


if __name__ == "__main__":
    main()
