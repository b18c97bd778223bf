"""Search-only load table of ``docs-mcp serve --workers N`` over loopback (spec/050, "Load
table"): throughput, p50/p95 and CPU per search of the server processes and of Redis.

    uv run python packages/mcp_server/bench/bench_load_table.py
        [--redis-url unix:///work/fullidx/redis.sock] [--workers 1,2] [--users 4,16,64]
        [--seconds 20] [--python PY]

For each worker count, one server (limits off: ``DOCS_MCP_LIMITS_ENABLED=false``) against the
index at ``--redis-url`` (read only), warmed by a short run, then ``docs_eval.load`` (Locust,
mix ``search:fetch:ask = 1:0:0``, dev-set questions) at each user count. CPU is utime+stime from
``/proc/PID/stat`` of the server's process tree and of the Redis process around each run,
divided by the searches sent (a failed search, over its deadline, did its work as well); the
load generator's CPU (Locust, a child of this process) and
the Redis CPU in an idle window before the run (other clients of a shared Redis) are printed
beside it. ``--python`` picks the interpreter whose ``docs_mcp`` serves (another worktree's
``.venv/bin/python`` measures that code). Loopback only, bounded in users and seconds; prints
a markdown table, then the rows as JSON. p50/p95 are Locust's, over every search sent.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import redis
from docs_eval.load import LoadSettings, run_load
from docs_mcp.testing import running_cli, server_env

FULL_INDEX = "unix:///work/fullidx/redis.sock"
GOLDEN = Path("/work/shared/golden/dev.jsonl")
IDLE_WINDOW_S = 3.0


def _cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except FileNotFoundError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _tree(root: int) -> list[int]:
    """``root`` and every live descendant (uvicorn's worker processes)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (FileNotFoundError, ProcessLookupError, IndexError):
            continue
        children.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo += children.get(pid, [])
    return found


def _tree_cpu(pids: list[int]) -> float:
    return sum(_cpu_seconds(pid) for pid in pids)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _redis_pid(url: str) -> int:
    client = redis.Redis.from_url(url)
    try:
        return int(client.info("server")["process_id"])
    finally:
        client.close()


def _questions(path: Path) -> list[str]:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [row["question"] for row in rows]


def _run(url: str, users: int, seconds: int, queries: list[str]) -> dict[str, Any]:
    out = Path(tempfile.mkdtemp(prefix=f"bench-load-table-{users}-"))
    settings = LoadSettings(url=url, users=users, spawn_rate=users, duration_s=seconds, mix="1:0:0")
    report = run_load(settings, queries, out)
    search = report.per_tool.get("search", {})
    return {
        "requests": int(search.get("requests", 0)),
        "failures": int(search.get("failures", 0)),
        "rps": search.get("rps", 0.0),
        "served_per_s": (search.get("requests", 0) - search.get("failures", 0)) / seconds,
        "p50_ms": search.get("p50_ms", 0.0),
        "p95_ms": search.get("p95_ms", 0.0),
        "reasons": report.failure_reasons,
    }


def _measure(args: argparse.Namespace, workers: int, queries: list[str]) -> list[dict[str, Any]]:
    redis_pid = _redis_pid(args.redis_url)
    env = server_env(args.redis_url, {"DOCS_MCP_LIMITS_ENABLED": "false"})
    command = ["serve", "--workers", str(workers)]
    rows = []
    with running_cli(command, env=env, ready_timeout_s=180, python=args.python) as server:
        time.sleep(2.0)
        pids = _tree(server.process.pid)
        _run(server.mcp_url, 4, 5, queries)
        for users in args.users:
            idle_start = _cpu_seconds(redis_pid)
            time.sleep(IDLE_WINDOW_S)
            redis_idle = (_cpu_seconds(redis_pid) - idle_start) / IDLE_WINDOW_S
            load_before = os.getloadavg()[0]
            before = (_tree_cpu(pids), _cpu_seconds(redis_pid), _children_cpu())
            result = _run(server.mcp_url, users, args.seconds, queries)
            after = (_tree_cpu(pids), _cpu_seconds(redis_pid), _children_cpu())
            # Failed searches (over the deadline) did their work too: CPU is per search sent.
            served = max(1, result["requests"])
            server_cpu, redis_cpu, locust_cpu = (b - a for a, b in zip(before, after, strict=True))
            rows.append(
                {
                    "workers": workers,
                    "users": users,
                    **result,
                    "server_ms_per_search": round(server_cpu * 1000 / served, 2),
                    "redis_ms_per_search": round(redis_cpu * 1000 / served, 2),
                    "locust_ms_per_search": round(locust_cpu * 1000 / served, 2),
                    "redis_idle_ms_per_s": round(redis_idle * 1000, 1),
                    "redis_less_idle_ms_per_search": round(
                        max(0.0, redis_cpu - redis_idle * args.seconds) * 1000 / served, 2
                    ),
                    "load_avg_1m": [round(load_before, 2), round(os.getloadavg()[0], 2)],
                    "server_processes": len(pids),
                }
            )
            print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    return rows


def _table(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| workers | users | searches/s served | p50 ms | p95 ms | failed | server CPU ms/search "
        "| Redis CPU ms/search | Redis less idle ms/search | Locust CPU ms/search "
        "| Redis idle ms/s | load avg 1m |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r['workers']} | {r['users']} | {r['served_per_s']:.1f} | {r['p50_ms']:.0f} | "
            f"{r['p95_ms']:.0f} | {r['failures']} | {r['server_ms_per_search']:.1f} | "
            f"{r['redis_ms_per_search']:.1f} | {r['redis_less_idle_ms_per_search']:.1f} | "
            f"{r['locust_ms_per_search']:.1f} | "
            f"{r['redis_idle_ms_per_s']:.0f} | {r['load_avg_1m'][0]:.1f}-{r['load_avg_1m'][1]:.1f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--redis-url", default=FULL_INDEX)
    parser.add_argument("--workers", default="1,2")
    parser.add_argument("--users", default="4,16,64")
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--questions", type=Path, default=GOLDEN)
    parser.add_argument("--python", default=sys.executable)
    args = parser.parse_args()
    args.users = [min(int(u), 128) for u in args.users.split(",")]
    args.seconds = min(args.seconds, 120)
    queries = _questions(args.questions)
    rows = []
    for workers in (int(w) for w in args.workers.split(",")):
        rows += _measure(args, workers, queries)
    print(_table(rows))
    print(json.dumps(rows))


if __name__ == "__main__":
    main()
