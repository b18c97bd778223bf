"""Runs the Locust scenario headless in a child process and reads its CSV into a report."""

from __future__ import annotations

import csv
import ipaddress
import json
import os
import socket
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from docs_eval.errors import EvalError
from docs_eval.load.outcomes import PER_CLIENT_REFUSALS

__all__ = ["LoadReport", "LoadSettings", "assert_loopback", "run_load"]

_LOCUSTFILE = Path(__file__).with_name("locustfile.py")


@dataclass(frozen=True)
class LoadSettings:
    """Bounded users and duration; ``mix`` is ``search:fetch:ask`` task weights."""

    url: str
    users: int = 10
    spawn_rate: float = 5.0
    duration_s: int = 30
    mix: str = "8:3:1"


@dataclass
class LoadReport:
    requests: int = 0
    failures: int = 0
    throughput_rps: float = 0.0
    p50_ms: float = 0.0
    p95_ms: float = 0.0
    p99_ms: float = 0.0
    rate_limited: int = 0
    client_busy: int = 0
    at_capacity: int = 0
    per_tool: dict[str, dict[str, float]] = field(default_factory=dict)
    failure_reasons: dict[str, int] = field(default_factory=dict)

    @property
    def limiter_dominated(self) -> bool:
        """More than 5% refused by per-client limits (rate budgets, concurrent requests per
        client): the run measured those limits, not the service."""
        refused = self.rate_limited + self.client_busy
        return self.requests > 0 and refused / self.requests > 0.05

    @property
    def capacity_bound(self) -> bool:
        """More than 5% refused by a process-wide bound (503): the service's own capacity."""
        return self.requests > 0 and self.at_capacity / self.requests > 0.05

    def markdown(self, settings: LoadSettings) -> str:
        lines = [
            "# Load run",
            "",
            f"{settings.users} users, spawn {settings.spawn_rate}/s, {settings.duration_s} s, "
            f"mix search:fetch:ask = {settings.mix}.",
            "",
            f"Requests {self.requests}, failures {self.failures}, throughput "
            f"{self.throughput_rps:.1f} req/s, latency p50 {self.p50_ms:.0f} ms / p95 "
            f"{self.p95_ms:.0f} ms / p99 {self.p99_ms:.0f} ms. Refused: rate limited "
            f"{self.rate_limited}, client busy {self.client_busy} (HTTP 429), at capacity "
            f"{self.at_capacity} (HTTP 503).",
            "",
            "| tool | requests | failures | req/s | p50 ms | p95 ms | p99 ms |",
            "|---|---|---|---|---|---|---|",
        ]
        for tool, row in sorted(self.per_tool.items()):
            lines.append(
                f"| {tool} | {row['requests']:.0f} | {row['failures']:.0f} | {row['rps']:.1f} | "
                f"{row['p50_ms']:.0f} | {row['p95_ms']:.0f} | {row['p99_ms']:.0f} |"
            )
        if self.failure_reasons:
            lines += [
                "",
                "Failures: " + ", ".join(f"{k} x{v}" for k, v in self.failure_reasons.items()),
            ]
        if self.limiter_dominated:
            lines += [
                "",
                "WARNING: over 5% of requests were refused by per-client limits (rate budgets, "
                "concurrent requests per client), which one load generator on one address always "
                "reaches; this run measured those limits. Restart the server with "
                "DOCS_MCP_LIMITS_ENABLED=false, which lifts them all.",
            ]
        if self.capacity_bound:
            lines += [
                "",
                "NOTE: over 5% of requests were refused at capacity (HTTP 503: a process-wide "
                "bound, such as DOCS_MCP_ASK_CONCURRENCY asks at once). That bound is the "
                "service's capacity and stays on with limits off; lower the ask share of --mix "
                "or raise the bound to measure past it.",
            ]
        return "\n".join(lines) + "\n"


def assert_loopback(url: str) -> None:
    """Refuse any target that is not this machine: a load test is never aimed at a peer."""
    host = urlsplit(url).hostname or ""
    try:
        addresses = {info[4][0] for info in socket.getaddrinfo(host, None)}
    except socket.gaierror as exc:
        raise EvalError(f"cannot resolve load target host {host!r}") from exc
    if not addresses or not all(ipaddress.ip_address(a).is_loopback for a in addresses):
        raise EvalError(f"load runs against loopback only; {host!r} is not loopback")


def run_load(
    settings: LoadSettings, queries: Sequence[str], out_dir: Path, *, timeout_s: float | None = None
) -> LoadReport:
    """Run Locust headless for ``duration_s`` and write load.md, load.json and Locust's CSVs."""
    assert_loopback(settings.url)
    out_dir.mkdir(parents=True, exist_ok=True)
    queries_file = out_dir / "queries.txt"
    queries_file.write_text("\n".join(q.replace("\n", " ") for q in queries) + "\n", "utf-8")
    parts = urlsplit(settings.url)
    env = {
        **os.environ,
        "DOCS_EVAL_LOAD_QUERIES": str(queries_file),
        "DOCS_EVAL_LOAD_MIX": settings.mix,
        "DOCS_EVAL_LOAD_PATH": parts.path or "/mcp",
    }
    command = [
        sys.executable, "-m", "locust", "-f", str(_LOCUSTFILE), "--headless",
        "--host", f"{parts.scheme}://{parts.netloc}",
        "-u", str(settings.users), "-r", str(settings.spawn_rate),
        "-t", f"{settings.duration_s}s", "--csv", str(out_dir / "locust"),
        "--only-summary", "--loglevel", "WARNING", "--exit-code-on-error", "0",
    ]  # fmt: skip
    completed = subprocess.run(
        command,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout_s or settings.duration_s + 60,
        check=False,
    )
    (out_dir / "locust.log").write_text(completed.stdout + completed.stderr, "utf-8")
    if completed.returncode != 0:
        raise EvalError(f"locust exited with {completed.returncode}; see {out_dir / 'locust.log'}")
    report = _read_csv(out_dir / "locust")
    (out_dir / "load.json").write_text(json.dumps(asdict(report), indent=2) + "\n", "utf-8")
    (out_dir / "load.md").write_text(report.markdown(settings), "utf-8")
    return report


def _read_csv(prefix: Path) -> LoadReport:
    report = LoadReport()
    with Path(f"{prefix}_stats.csv").open(encoding="utf-8") as stats:
        for row in csv.DictReader(stats):
            values = {
                "requests": float(row["Request Count"]),
                "failures": float(row["Failure Count"]),
                "rps": float(row["Requests/s"]),
                "p50_ms": _num(row["50%"]),
                "p95_ms": _num(row["95%"]),
                "p99_ms": _num(row["99%"]),
            }
            if row["Name"] == "Aggregated":
                report.requests = int(values["requests"])
                report.failures = int(values["failures"])
                report.throughput_rps = values["rps"]
                report.p50_ms, report.p95_ms, report.p99_ms = (
                    values["p50_ms"], values["p95_ms"], values["p99_ms"],
                )  # fmt: skip
            else:
                report.per_tool[row["Name"]] = values
    failures_path = Path(f"{prefix}_failures.csv")
    if failures_path.exists():
        with failures_path.open(encoding="utf-8") as failures:
            for row in csv.DictReader(failures):
                reason = row["Error"].removeprefix("CatchResponseError(").strip("')\"")
                count = int(row["Occurrences"])
                report.failure_reasons[reason] = report.failure_reasons.get(reason, 0) + count
                if reason in PER_CLIENT_REFUSALS or reason == "at_capacity":
                    setattr(report, reason, getattr(report, reason) + count)
    return report


def _num(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        return 0.0
