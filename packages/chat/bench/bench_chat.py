"""Latency of the chat through a real socket, with the scripted streaming model
(spec/021-chat.md, Measurements): ``uv run python packages/chat/bench/bench_chat.py [--rounds N]``.

Starts ``docs-chat serve`` as its own process over a private embedded Redis holding the sample
index (the limiter writes budgets, so never a shared index), with the model at a scripted
server that streams one word every ``--token-delay`` seconds. Reports, per question: the
model's own first-token time (request received to first token sent, measured by the scripted
server), the chat's time to first token (POST to the first ``answer_delta`` at the client),
the time to the first retrieval step shown (POST to the first ``tool_result``), with and
without a model, the app process's peak RSS, and the bytes of the answer stream for a long
structured answer (``--long-tokens`` words: paragraphs, a list, a code block, a table).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
from docs_core.testing import FakeModelServer, ScriptedCall, ScriptedTurn
from docs_ingest.testing import private_sample_redis

__all__ = ["main"]

ANSWER = "XADD appends an entry to a stream and returns the id of the new entry. " * 6
LONG_PART = (
    "Streams keep an append-only log of entries, each with its own id and field-value pairs. "
    "A producer adds entries with **XADD**, and readers use `XREAD` or consumer groups.\n\n"
    "To read new entries as they arrive:\n\n"
    "- call XREAD with BLOCK and the last id you saw;\n"
    "- keep that id between calls, so no entry is read twice;\n"
    "- use COUNT to bound each reply.\n\n"
    "```python\nimport redis\n\nr = redis.Redis()\nlast = '$'\n"
    "reply = r.xread({'events': last}, block=5000, count=10)\n```\n\n"
    "| option | meaning |\n|---|---|\n| BLOCK | wait for new entries |\n"
    "| COUNT | at most this many entries |\n\n"
)


def long_answer(tokens: int) -> str:
    """A structured answer of ``tokens`` tokens as the scripted model streams them (a token is
    a word with the whitespace after it)."""
    pieces = [p for p in re.split(r"(?<=\s)", LONG_PART * (tokens // 40 + 1)) if p]
    return "".join(pieces[:tokens])


def _wait_ready(base: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit("docs-chat serve exited early")
        try:
            if httpx.get(f"{base}/readyz", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise SystemExit("docs-chat serve did not become ready within 60 s")


def _ask(http: httpx.Client, base: str, question: str) -> dict[str, float]:
    started = time.monotonic()
    marks: dict[str, float] = {}
    with http.stream("POST", f"{base}/api/ask", json={"question": question}) as response:
        for line in response.iter_lines():
            if line.startswith("event: "):
                name = line[7:]
                marks.setdefault(name, time.monotonic() - started)
    return marks


def _stream_bytes(http: httpx.Client, base: str, question: str) -> dict[str, int]:
    size = deltas = 0
    with http.stream("POST", f"{base}/api/ask", json={"question": question}) as response:
        for chunk in response.iter_bytes():
            size += len(chunk)
            deltas += chunk.count(b"event: answer_delta")
    return {"bytes": size, "answer_deltas": deltas}


def _peak_rss_kb(pid: int) -> int:
    with Path(f"/proc/{pid}/status").open(encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--token-delay", type=float, default=0.02)
    parser.add_argument("--port", type=int, default=18931)
    parser.add_argument("--long-tokens", type=int, default=900)
    args = parser.parse_args(argv)
    turns = [
        ScriptedTurn(calls=(ScriptedCall("get_command", {"name": "XADD"}),)),
        ScriptedTurn(text=ANSWER, token_delay_s=args.token_delay),
    ]
    rows: list[dict[str, Any]] = []
    long_text = long_answer(args.long_tokens)
    script = [*(turns * (args.rounds + 1)), turns[0], ScriptedTurn(text=long_text)]
    with private_sample_redis() as redis, FakeModelServer(script) as fake:
        base = f"http://127.0.0.1:{args.port}"
        env = {
            **os.environ,
            "DOCS_REDIS_URL": redis.url,
            "DOCS_MODEL_PROVIDER": "openai",
            "DOCS_MODEL_BASE_URL": fake.openai_url,
            "DOCS_MODEL_NAME": "scripted",
            "DOCS_CHAT_LIMIT_ASK_PER_MINUTE": "100000",
            "DOCS_CHAT_LIMIT_ASK_BURST": "100000",
        }
        executable = str(Path(sys.executable).with_name("docs-chat"))
        command = [executable, "serve", "--port", str(args.port)]
        process = subprocess.Popen(command, env=env, stderr=subprocess.DEVNULL)
        try:
            _wait_ready(base, process)
            with httpx.Client(timeout=60) as http:
                _ask(http, base, "What does XADD do?")  # warm-up: model and first search
                for n in range(args.rounds):
                    before = len(fake.token_times)
                    marks = _ask(http, base, "What does XADD do?")
                    received = fake.requests[2 * (n + 1) + 1]["at"]
                    first, last = fake.token_times[before]
                    rows.append(
                        {
                            "model_first_token_ms": (first - received) * 1000,
                            "model_stream_ms": (last - received) * 1000,
                            "chat_first_token_ms": marks["answer_delta"] * 1000,
                            "chat_first_step_ms": marks["tool_result"] * 1000,
                        }
                    )
                stream = _stream_bytes(http, base, "What does XADD do?")
            env_nomodel = {**env, "DOCS_MODEL_PROVIDER": "none"}
            rss_kb = _peak_rss_kb(process.pid)
        finally:
            process.terminate()
            process.wait(timeout=20)
        plain = subprocess.Popen(command, env=env_nomodel, stderr=subprocess.DEVNULL)
        try:
            _wait_ready(base, plain)
            with httpx.Client(timeout=60) as http:
                _ask(http, base, "What does XADD do?")
                no_model = [_ask(http, base, "What does XADD do?") for _ in range(args.rounds)]
        finally:
            plain.terminate()
            plain.wait(timeout=20)
    summary = {key: round(statistics.median(r[key] for r in rows), 1) for key in rows[0]}
    summary["no_model_first_step_ms"] = round(
        statistics.median(m["tool_result"] * 1000 for m in no_model), 1
    )
    summary["no_model_first_token_ms"] = round(
        statistics.median(m["answer_delta"] * 1000 for m in no_model), 1
    )
    summary["app_peak_rss_mb"] = round(rss_kb / 1024, 1)
    summary["rounds"] = args.rounds
    summary["long_answer_chars"] = len(long_text)
    summary["long_answer_tokens"] = args.long_tokens
    summary["long_answer_stream_bytes"] = stream["bytes"]
    summary["long_answer_deltas"] = stream["answer_deltas"]
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
