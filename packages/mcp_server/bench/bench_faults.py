"""Load and faults of ``docs-mcp serve`` over loopback (spec/040, "Load and fault figures").

    uv run python packages/mcp_server/bench/bench_faults.py                  # every scenario
    uv run python packages/mcp_server/bench/bench_faults.py --only steady --users 2,4,6

Scenarios, each bounded in users and seconds, rate limiter off:
- ``steady``: a search:fetch:ask mix against the full index at a few user counts;
- ``swap``: the same load on a private copy (tmp embedded Redis, a corpus slice) while
  ``docs-ingest run --full`` rebuilds and swaps the alias;
- ``restart``: the same load while that Redis is shut down and started again;
- ``hang``: the full index, ``ask`` configured with an OpenAI-compatible endpoint that accepts
  connections and never answers.
The team's index (``/work/data-full``) is only read. Questions come from the golden dev set
(text only) and are never printed. Prints one JSON report.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import os
import random
import shutil
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import redis
from docs_core.embedded import EmbeddedRedis, ensure_embedded, stop_embedded
from docs_core.index import EMBED_CACHE_KEY, live_version
from docs_ingest.pipeline import run_ingest
from docs_ingest.writer import connect_targets
from docs_mcp.testing import RunningServer, running_http_server

FULL_REDIS = "unix:///work/data-full/redis.sock"
CORPUS = Path("/work/shared/redis-docs")
GOLDEN = Path("/work/shared/golden/dev.jsonl")
SLICE_PAGES = 300
TOOLS = ("search", "fetch", "ask")
HEADERS = {
    "Content-Type": "application/json",
    "Accept": "application/json, text/event-stream",
    "MCP-Protocol-Version": "2025-11-25",
}
# One loopback client makes every call: the per-client limits, all lifted by this switch
# (concurrency per client included), would measure themselves.
LOAD_ENV = {"DOCS_MCP_LIMITS_ENABLED": "false"}
_rpc_ids = itertools.count(1)


@dataclass(frozen=True)
class Call:
    at_s: float
    tool: str
    ms: float
    error: str | None
    mode: str | None = None


@dataclass
class Load:
    """Users of one kind: ``mix`` is the search:fetch:ask weights each of them draws from."""

    users: int
    mix: tuple[int, int, int]


@dataclass
class Run:
    seconds: float
    calls: list[Call] = field(default_factory=list)
    events: dict[str, float] = field(default_factory=dict)
    load_before: float = 0.0
    load_after: float = 0.0
    server_cpu_share: float = 0.0

    def summary(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "seconds": round(self.seconds, 1),
            "calls": len(self.calls),
            "errors": sum(c.error is not None for c in self.calls),
            "throughput_rps": round(len(self.calls) / self.seconds, 1),
            "loadavg_1m_before_after": [round(self.load_before, 2), round(self.load_after, 2)],
            "server_cpu_cores": round(self.server_cpu_share, 2),
        }
        for tool in TOOLS:
            mine = [c for c in self.calls if c.tool == tool]
            if not mine:
                continue
            ms = sorted(c.ms for c in mine)
            row: dict[str, Any] = {
                "calls": len(mine),
                "errors": sum(c.error is not None for c in mine),
                "p50_ms": round(_pct(ms, 0.50), 1),
                "p95_ms": round(_pct(ms, 0.95), 1),
                "p99_ms": round(_pct(ms, 0.99), 1),
                "max_ms": round(ms[-1], 1),
            }
            if tool == "ask":
                row["modes"] = dict(Counter(c.mode or "none" for c in mine))
            out[tool] = row
        errors = [c for c in self.calls if c.error is not None]
        if errors:
            out["error_reasons"] = dict(Counter(c.error for c in errors))
            out["first_error_at_s"] = round(min(c.at_s for c in errors), 2)
            out["last_error_end_at_s"] = round(max(c.at_s + c.ms / 1000 for c in errors), 2)
        if self.events:
            out["events_at_s"] = {k: round(v, 2) for k, v in self.events.items()}
        return out


def _pct(ordered: Sequence[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _questions() -> list[str]:
    rows = [json.loads(line) for line in GOLDEN.read_text().splitlines() if line.strip()]
    return [row["question"] for row in rows]


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _message(response: httpx.Response) -> dict[str, Any]:
    text = response.text
    if text.lstrip().startswith("{"):
        return json.loads(text)
    data = [line[5:].strip() for line in text.splitlines() if line.startswith("data:")]
    return json.loads(data[-1]) if data else {}


async def _call(
    http: httpx.AsyncClient, url: str, tool: str, arguments: dict[str, Any]
) -> tuple[str | None, dict[str, Any]]:
    body = {
        "jsonrpc": "2.0",
        "id": next(_rpc_ids),
        "method": "tools/call",
        "params": {"name": tool, "arguments": arguments},
    }
    try:
        response = await http.post(url, json=body, headers=HEADERS)
    except httpx.TimeoutException:
        return "client_timeout", {}
    except httpx.TransportError:
        return "transport", {}
    if response.status_code != 200:
        return f"http_{response.status_code}", {}
    try:
        message = _message(response)
    except json.JSONDecodeError:
        return "bad_json", {}
    result = message.get("result") or {}
    if "error" in message:
        return f"rpc_{message['error'].get('code')}", {}
    if result.get("isError"):
        # The text is "CODE: message"; only the stable code is kept (messages may echo input).
        text = next((c.get("text", "") for c in result.get("content") or []), "")
        return f"tool_{text.split(':', 1)[0][:40] or 'error'}", {}
    return None, result.get("structuredContent") or {}


async def _user(
    http: httpx.AsyncClient,
    url: str,
    load: Load,
    *,
    questions: list[str],
    started: float,
    stop_at: float,
    calls: list[Call],
    rng: random.Random,
) -> None:
    seen: list[str] = []
    while time.monotonic() < stop_at:
        tool = rng.choices(TOOLS, weights=load.mix)[0]
        if tool == "fetch" and not seen:
            tool = "search"
        if tool == "search":
            arguments: dict[str, Any] = {"query": rng.choice(questions)}
        elif tool == "fetch":
            arguments = {"id": rng.choice(seen), "max_chars": 4000}
        else:
            arguments = {"question": rng.choice(questions)}
        began = time.monotonic()
        error, payload = await _call(http, url, tool, arguments)
        ms = (time.monotonic() - began) * 1000
        mode = payload.get("kind") if tool == "ask" else None
        if error is None and payload.get("degraded"):
            mode = f"{mode}/degraded"
        calls.append(Call(began - started, tool, ms, error, mode))
        if tool == "search" and error is None:
            hits = [h["id"] for h in payload.get("results") or [] if "id" in h]
            seen = hits[:8] or seen
        if error is not None:
            # A failing backend answers at once; a short pause keeps the loop from spinning.
            await asyncio.sleep(0.05)


async def run_load(
    server: RunningServer,
    loads: Sequence[Load],
    seconds: float,
    questions: list[str],
    *,
    fault: Any = None,
) -> Run:
    """``loads`` for ``seconds`` against ``server``; ``fault(run, started)``, if given, runs
    alongside the users and records its moments in ``run.events``."""
    run = Run(seconds=seconds, load_before=os.getloadavg()[0])
    cpu_before = _cpu_seconds(server.process.pid)
    started = time.monotonic()
    stop = {"at": started + seconds}
    limits = httpx.Limits(max_connections=256, max_keepalive_connections=256)
    async with httpx.AsyncClient(timeout=40.0, limits=limits) as http:
        # Warm-up: the first calls pay model and connection set-up, not load.
        for question in questions[:3]:
            await _call(http, server.mcp_url, "search", {"query": question})
        started = time.monotonic()
        stop["at"] = started + seconds
        rng = random.Random(7)
        users = [
            asyncio.create_task(
                _user(
                    http,
                    server.mcp_url,
                    load,
                    questions=questions,
                    started=started,
                    stop_at=stop["at"],
                    calls=run.calls,
                    rng=random.Random(rng.random()),
                )
            )
            for load in loads
            for _ in range(load.users)
        ]
        if fault is not None:
            await fault(run, started)
        await asyncio.gather(*users)
    run.seconds = time.monotonic() - started
    run.load_after = os.getloadavg()[0]
    run.server_cpu_share = (_cpu_seconds(server.process.pid) - cpu_before) / run.seconds
    return run


def steady(questions: list[str], user_counts: list[int], seconds: float) -> dict[str, Any]:
    runs = {}
    with running_http_server(FULL_REDIS, env=LOAD_ENV) as server:
        for users in user_counts:
            run = asyncio.run(run_load(server, [Load(users, (8, 3, 1))], seconds, questions))
            runs[f"{users}_users"] = run.summary()
    good = [
        (r["throughput_rps"], name)
        for name, r in runs.items()
        if r["errors"] == 0 and r.get("search", {}).get("p95_ms", 1e9) < 100
    ]
    return {"index": "full", "mix": "8:3:1", "runs": runs, "best": max(good)[1] if good else None}


def _slice_site(root: Path, pages: int) -> Path:
    """A Hugo site of ``pages`` pages of the real checkout (plus every embed and the section
    ``_index.md`` files above them), outside the repository, for a private index."""
    site = root / "site"
    site.mkdir(parents=True)
    shutil.copy2(CORPUS / "config.toml", site / "config.toml")
    content = CORPUS / "content"
    chosen = sorted(content.glob("develop/**/*.md"))[:pages]
    wanted = set(chosen) | set(content.glob("embeds/**/*"))
    for path in chosen:
        for parent in path.relative_to(content).parents:
            index = content / parent / "_index.md"
            if index.exists():
                wanted.add(index)
    for path in wanted:
        if path.is_file():
            target = site / "content" / path.relative_to(content)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
    return site


def _copy_embedding_cache(target: redis.Redis) -> int:
    """The team's embedding cache, read only, so the private ingest embeds next to nothing."""
    source = redis.Redis.from_url(FULL_REDIS, socket_timeout=30)
    copied = 0
    try:
        cursor = 0
        while True:
            cursor, batch = source.hscan(EMBED_CACHE_KEY, cursor, count=2000)
            if batch:
                target.hset(EMBED_CACHE_KEY, mapping=batch)
                copied += len(batch)
            if cursor == 0:
                return copied
    finally:
        source.close()


@contextmanager
def private_index(pages: int) -> Iterator[tuple[EmbeddedRedis, Path, dict[str, Any]]]:
    root = Path(tempfile.mkdtemp(prefix="docsf-", dir="/tmp"))
    data_dir = root / "redis"
    instance = ensure_embedded(data_dir)
    try:
        site = _slice_site(root, pages)
        clients = connect_targets([instance.url])
        try:
            cached = _copy_embedding_cache(clients[0])
            began = time.monotonic()
            summary = run_ingest(site, clients)
            info = {
                "pages": summary.pages_published,
                "chunks": summary.chunks,
                "embedded": summary.embedded,
                "cache_entries_copied": cached,
                "first_ingest_s": round(time.monotonic() - began, 1),
            }
        finally:
            for client in clients:
                client.close()
        yield instance, site, info
    finally:
        stop_embedded(data_dir)
        shutil.rmtree(root, ignore_errors=True)


async def _watch_alias(url: str, run: Run, started: float, until: asyncio.Event) -> None:
    first = None
    while not until.is_set():
        with contextlib.suppress(redis.RedisError, OSError):
            version = await asyncio.to_thread(_live_version_sync, url)
            if first is None:
                first = version
            elif version != first and "alias_swapped" not in run.events:
                run.events["alias_swapped"] = time.monotonic() - started
        await asyncio.sleep(0.1)


def _live_version_sync(url: str) -> int | None:
    client = redis.Redis.from_url(url, socket_timeout=2)
    try:
        return live_version(client)
    finally:
        client.close()


def swap(
    questions: list[str], load: Load, seconds: float, instance: EmbeddedRedis, site: Path
) -> tuple[dict[str, Any], dict[str, Any]]:
    ingest_cli = Path(sys.executable).with_name("docs-ingest")
    env = {k: v for k, v in os.environ.items() if not k.startswith("DOCS_")}
    env["DOCS_REDIS_URL"] = instance.url
    outcome: dict[str, Any] = {}

    async def rebuild(run: Run, started: float) -> None:
        await asyncio.sleep(3)
        before = await asyncio.to_thread(_live_version_sync, instance.url)
        done = asyncio.Event()
        watcher = asyncio.create_task(_watch_alias(instance.url, run, started, done))
        run.events["rebuild_started"] = time.monotonic() - started
        process = await asyncio.create_subprocess_exec(
            str(ingest_cli),
            "run",
            "--source",
            str(site),
            "--full",
            "--json",
            "--no-progress",
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, err = await asyncio.wait_for(process.communicate(), timeout=240)
        run.events["rebuild_finished"] = time.monotonic() - started
        done.set()
        await watcher
        after = await asyncio.to_thread(_live_version_sync, instance.url)
        outcome.update(exit_code=process.returncode, version_before=before, version_after=after)
        if process.returncode == 0:
            summary = json.loads(out)
            outcome["seconds"] = summary["seconds"]
        else:
            outcome["stderr_tail"] = err.decode(errors="replace")[-500:]

    with running_http_server(instance.url, env=LOAD_ENV) as server:
        # The load runs for ``seconds`` and at least 3 s past the swap.
        run = asyncio.run(_run_until(server, load, seconds, questions, rebuild))
    return run.summary(), outcome


async def _run_until(
    server: RunningServer, load: Load, seconds: float, questions: list[str], fault: Any
) -> Run:
    """``run_load`` whose users stop ``seconds`` after the start or 3 s after the fault ends,
    whichever is later (bounded by the fault's own timeouts)."""
    deadline = {"extra": 0.0}

    async def bounded_fault(run: Run, started: float) -> None:
        await fault(run, started)
        deadline["extra"] = time.monotonic() - started + 3 - seconds

    first = await run_load(server, [load], seconds, questions, fault=bounded_fault)
    if deadline["extra"] <= 0:
        return first
    tail = await run_load(server, [load], deadline["extra"], questions)
    offset = first.seconds
    first.calls += [Call(c.at_s + offset, c.tool, c.ms, c.error, c.mode) for c in tail.calls]
    first.seconds += tail.seconds
    first.load_after = tail.load_after
    first.server_cpu_share = (first.server_cpu_share + tail.server_cpu_share) / 2
    return first


def restart(
    questions: list[str], load: Load, seconds: float, instance: EmbeddedRedis
) -> dict[str, Any]:
    async def bounce(run: Run, started: float) -> None:
        await asyncio.sleep(5)
        client = redis.Redis.from_url(instance.url, socket_timeout=10)
        run.events["shutdown_sent"] = time.monotonic() - started
        with contextlib.suppress(redis.ConnectionError):
            await asyncio.to_thread(client.shutdown, save=True)
        client.close()
        run.events["redis_down"] = time.monotonic() - started
        await asyncio.to_thread(ensure_embedded, instance.data_dir)
        run.events["redis_up"] = time.monotonic() - started

    with running_http_server(instance.url, env=LOAD_ENV) as server:
        run = asyncio.run(run_load(server, [load], seconds, questions, fault=bounce))
        summary = run.summary()
    down = run.events["shutdown_sent"]
    after = sorted((c for c in run.calls if c.at_s + c.ms / 1000 >= down), key=lambda c: c.at_s)
    last_error_end = max((c.at_s + c.ms / 1000 for c in after if c.error is not None), default=None)
    if last_error_end is not None:
        first_ok = min(
            (c.at_s + c.ms / 1000 for c in after if c.error is None and c.at_s >= last_error_end),
            default=None,
        )
        summary["recovered_s_after_shutdown"] = (
            round(first_ok - down, 2) if first_ok is not None else None
        )
    else:
        summary["recovered_s_after_shutdown"] = 0.0
    summary["slowest_call_after_shutdown_ms"] = round(max((c.ms for c in after), default=0), 1)
    return summary


@contextlib.asynccontextmanager
async def _hanging_model() -> AsyncIterator[int]:
    """An HTTP endpoint that accepts every connection, reads, and never answers."""
    held: list[asyncio.StreamWriter] = []

    async def hold(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        held.append(writer)
        with contextlib.suppress(ConnectionError):
            while await reader.read(65536):
                pass

    server = await asyncio.start_server(hold, "127.0.0.1", 0)
    try:
        yield server.sockets[0].getsockname()[1]
    finally:
        server.close()
        for writer in held:
            writer.close()


def hang(questions: list[str], users: int, seconds: float, deadline_s: float) -> dict[str, Any]:
    """A control run with no model, then the same load with a model endpoint that hangs; the
    control is measured minutes apart, not hours, so the machine's load is comparable."""
    # Asks hold a slot for the whole deadline: two users ask in a loop and the rest keep the
    # steady search/fetch share, so the process-wide ask bound is not what is measured.
    loads = [Load(users, (8, 3, 0)), Load(2, (0, 0, 1))]

    async def main() -> tuple[Run, Run]:
        with running_http_server(FULL_REDIS, env=LOAD_ENV) as server:
            control = await run_load(server, loads, seconds, questions)
        async with _hanging_model() as port:
            env = {
                **LOAD_ENV,
                "DOCS_MODEL_PROVIDER": "openai",
                "DOCS_MODEL_BASE_URL": f"http://127.0.0.1:{port}/v1",
                "DOCS_MODEL_API_KEY": "bench",
                "DOCS_MODEL_NAME": "hanging",
                "DOCS_MODEL_DEADLINE_S": str(deadline_s),
            }
            with running_http_server(FULL_REDIS, env=env) as server:
                hanging = await run_load(server, loads, seconds, questions)
        return control, hanging

    control, hanging = asyncio.run(main())
    return {
        "deadline_s": deadline_s,
        "search_fetch_users": users,
        "ask_users": 2,
        "control_no_model": control.summary(),
        "model_hangs": hanging.summary(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="steady,swap,restart,hang")
    parser.add_argument("--users", default="2,4,8", help="user counts for the steady runs")
    parser.add_argument("--fault-users", type=int, default=None, help="default: best steady")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--pages", type=int, default=SLICE_PAGES)
    parser.add_argument("--deadline", type=float, default=5.0, help="ask deadline when hanging")
    args = parser.parse_args()
    only = set(args.only.split(","))
    questions = _questions()
    report: dict[str, Any] = {"cpus": os.cpu_count(), "loadavg_at_start": os.getloadavg()}
    fault_users = args.fault_users or min(int(u) for u in args.users.split(","))
    if "steady" in only:
        report["steady"] = steady(questions, [int(u) for u in args.users.split(",")], args.seconds)
        best = report["steady"]["best"]
        if best and args.fault_users is None:
            fault_users = int(best.split("_")[0])
    report["fault_users"] = fault_users
    load = Load(fault_users, (8, 3, 1))
    if only & {"swap", "restart"}:
        with private_index(args.pages) as (instance, site, info):
            report["private_index"] = info
            if "swap" in only:
                report["swap"], report["rebuild"] = swap(
                    questions, load, args.seconds, instance, site
                )
            if "restart" in only:
                report["restart"] = restart(questions, load, args.seconds, instance)
    if "hang" in only:
        report["hang"] = hang(questions, fault_users, args.seconds, args.deadline)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
