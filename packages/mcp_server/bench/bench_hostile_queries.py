"""What one call costs with hostile arguments, against a typical call (spec/011 RET-129). Not a
test.

    uv run python packages/mcp_server/bench/bench_hostile_queries.py \
        --redis-url unix:///work/idx/redis.sock [--repeats 2] [--only NAME ...]

Each case calls the search tool (``docs_mcp.tools.search.search``: the reader, the nearness
check and the miss note, as the server runs them) or ``ask`` without a model, in process, with
arguments inside the documented limits. A random word ends every query so that nothing comes
from a cache. Prints, a call: wall ms, this process's CPU ms (``time.process_time``) and Redis's
CPU ms (``INFO cpu`` before and after), the median over ``--repeats``; and the error, if any.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import string
import time
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

import redis
from docs_core.agent import AgentSettings, ask
from docs_core.retrieval import DocsReader
from docs_mcp.tools.search import FarVerdicts, SearchArguments, search

_COMMON = [
    *("key", "keys", "value", "set", "data", "list", "hash", "command", "string", "server"),
    *("client", "node", "cluster", "database", "time", "memory", "field", "index", "stream"),
    *("type", "error", "return", "default", "user", "example", "configuration"),
]
_COMMANDS = [
    *("HGETALL", "ZRANGE", "XADD", "SMEMBERS", "EXPIRE", "LRANGE", "HSET", "ZADD", "XREADGROUP"),
    *("PSUBSCRIBE", "GETRANGE", "SETRANGE", "BZPOPMIN", "ZUNIONSTORE", "SINTERCARD", "HEXPIRE"),
    *("XAUTOCLAIM", "LMPOP", "OBJECT", "RPOPLPUSH"),
]
_LIMIT = 4000


def _word(rnd: random.Random) -> str:
    return "".join(rnd.choice(string.ascii_lowercase) for _ in range(rnd.randint(5, 9)))


def _filled(make: Callable[[], str], limit: int = _LIMIT - 12) -> str:
    words: list[str] = []
    while sum(len(w) + 1 for w in words) + 12 < limit:
        words.append(make())
    return " ".join(words)


def _dotted_runs(rnd: random.Random, prefix: str = "") -> str:
    """Eight identifiers of common words joined by dots, filling the query."""
    each = (_LIMIT - 12 - len(prefix)) // 8 - 1
    runs = []
    for _ in range(8):
        words: list[str] = []
        while sum(len(w) + 1 for w in words) + 10 < each:
            words.append(rnd.choice(_COMMON))
        runs.append(".".join(words))
    return prefix + " ".join(runs)


def _typo(rnd: random.Random, name: str) -> str:
    at = rnd.randrange(len(name))
    return name[:at] + rnd.choice(string.ascii_uppercase) + name[at + 1 :]


def _cases(rnd: random.Random) -> dict[str, dict[str, Any]]:
    def typos() -> str:
        return _filled(lambda: _typo(rnd, rnd.choice(_COMMANDS)))

    return {
        "typical": {"query": "how do I expire one field of a hash"},
        "dotted runs of common words": {"query": _dotted_runs(rnd)},
        "dotted runs, two versions, alternates": {
            "query": _dotted_runs(rnd, "7.4 8.0 "),
            "short_query": _dotted_runs(rnd),
            "rephrased_query": _dotted_runs(rnd),
            "expected_answer": _dotted_runs(rnd),
        },
        "six-word identifiers, two versions, alternates": {
            key: prefix
            + " ".join(".".join(rnd.choice(_COMMON) for _ in range(6)) for _ in range(60))
            for key, prefix in (
                ("query", "7.4 8.0 "),
                ("short_query", ""),
                ("rephrased_query", ""),
                ("expected_answer", ""),
            )
        },
        "one dotted run of 100 words": {"query": "how to " + ".".join(["redis"] * 100)},
        "dotted runs of one word, two versions, alternates": {
            key: prefix + " ".join(".".join(["redis"] * (60 + i)) for i in range(8))
            for key, prefix in (
                ("query", "7.4 8.0 "),
                ("short_query", ""),
                ("rephrased_query", ""),
                ("expected_answer", ""),
            )
        },
        "@ run": {"query": "@" * 3980 + "!"},
        "@ run and ellipses": {"query": "@" * 2400 + "\u2026" * 1580 + "!"},
        "misspelt names, alternates": {
            "query": typos(),
            "short_query": typos(),
            "rephrased_query": typos(),
            "expected_answer": typos(),
        },
        "ligatures": {"query": "\ufdfa" * 3980},
        "curly-quoted error openers": {"query": ("\u201cABC x " * 700)[:3980]},
        "ask: typical": {"ask": "How do I set a TTL on a hash field?"},
        "ask: @ run": {"ask": "@" * 1980 + "!"},
        "ask: dotted run": {"ask": "how to " + ".".join(["redis"] * 300)[:1970]},
    }


async def _timed(
    call: Callable[[], Awaitable[object]], server: redis.Redis
) -> tuple[float, float, float, str]:
    info = server.info("cpu")
    redis_before = info["used_cpu_sys"] + info["used_cpu_user"]
    cpu, wall = time.process_time(), time.perf_counter()
    error = ""
    try:
        await call()
    except Exception as exc:  # the figure is what the failure cost
        error = type(exc).__name__
    wall_ms = (time.perf_counter() - wall) * 1000
    cpu_ms = (time.process_time() - cpu) * 1000
    await asyncio.sleep(0.6)  # a leg past the deadline still runs on Redis's thread
    info = server.info("cpu")
    redis_ms = (info["used_cpu_sys"] + info["used_cpu_user"] - redis_before) * 1000
    return wall_ms, cpu_ms, redis_ms, error


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--redis-url", required=True)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--only", action="append", default=[], help="a case name (repeatable)")
    args = parser.parse_args()
    reader = await DocsReader.connect(args.redis_url)
    server = redis.Redis.from_url(args.redis_url)
    verdicts = FarVerdicts()
    await search(reader, SearchArguments(query="warm up"), verdicts)
    rnd = random.Random(129)
    only = set(args.only)
    print(f"{'case':40s} {'wall ms':>9s} {'CPU ms':>9s} {'Redis ms':>9s}  error")
    for name in _cases(rnd):
        if only and name not in only:
            continue
        rows = []
        for _ in range(args.repeats):
            case = _cases(rnd)[name]
            tail = " " + _word(rnd)
            if "ask" in case:
                call = partial(
                    ask, case["ask"] + tail, reader=reader, settings=AgentSettings(), provider=None
                )
            else:
                arguments = SearchArguments(**{**case, "query": case["query"] + tail})
                call = partial(search, reader, arguments, verdicts)
            rows.append(await _timed(call, server))
        wall, cpu, red = (statistics.median(r[i] for r in rows) for i in range(3))
        errors = ",".join(sorted({r[3] for r in rows if r[3]}))
        print(f"{name:40s} {wall:9.1f} {cpu:9.1f} {red:9.1f}  {errors}", flush=True)
    await reader.aclose()


if __name__ == "__main__":
    asyncio.run(main())
