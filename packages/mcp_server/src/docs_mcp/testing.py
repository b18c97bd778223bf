"""Test seams for this server and for cross-package e2e tests: a real ``docs-mcp serve``
subprocess on a free loopback port, against a real Redis. Every wait is bounded.

An index to serve comes from the writer's test material (``docs_ingest.testing``), which the
tests import; this module does not, so the server's code never depends on the writer."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

__all__ = [
    "MCP_HEADERS",
    "ONE_BUSY_CALLER",
    "RunningServer",
    "free_port",
    "post_tool",
    "running_cli",
    "running_http_server",
    "server_env",
    "stdio_command",
    "tool_call",
]

# What a 2025-11-25 client sends with every POST /mcp.
MCP_HEADERS = {
    "Content-Type": "application/json",
    "Accept": "application/json, text/event-stream",
    "MCP-Protocol-Version": "2025-11-25",
}


def tool_call(name: str, arguments: Any, msg_id: int = 1) -> dict[str, Any]:
    """The JSON-RPC body of one ``tools/call``."""
    return {
        "jsonrpc": "2.0",
        "id": msg_id,
        "method": "tools/call",
        "params": {"name": name, "arguments": arguments},
    }


def post_tool(
    mcp_url: str,
    name: str,
    arguments: Any,
    msg_id: int = 1,
    headers: dict[str, str] | None = None,
) -> httpx.Response:
    """One ``tools/call`` over a fresh HTTP connection (``MCP_HEADERS`` unless ``headers``)."""
    return httpx.post(
        mcp_url,
        content=json.dumps(tool_call(name, arguments, msg_id)),
        headers=headers or MCP_HEADERS,
        timeout=30,
    )


# Server env for one caller making hundreds of calls in seconds (tests, benchmarks): the deployed
# limiter stays on, so its cost is part of every request, with budgets no such run reaches; the
# figures then measure the service, not the limiter (spec/040 owns the limits).
ONE_BUSY_CALLER = {
    f"DOCS_MCP_LIMIT_{tool}_{kind}": "100000"
    for tool in ("SEARCH", "FETCH", "ASK", "OTHER", "HANDSHAKE")
    for kind in ("PER_MIN", "BURST")
}


@dataclass(frozen=True)
class RunningServer:
    base_url: str
    process: subprocess.Popen[bytes]
    started_in_s: float
    log_path: Path

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    @property
    def port(self) -> int:
        return int(self.base_url.rsplit(":", 1)[1])

    @property
    def mcp_url(self) -> str:
        return f"{self.base_url}/mcp"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def server_env(redis_url: str | None, extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """This process's environment without any DOCS_ setting, plus ``DOCS_REDIS_URL`` (unless
    None: then the server starts the embedded Redis of ``DOCS_DATA_DIR``) and ``extra``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("DOCS_")}
    if redis_url is not None:
        env["DOCS_REDIS_URL"] = redis_url
    env.update(extra or {})
    return env


def stdio_command() -> tuple[str, list[str]]:
    """How a client spawns this server over stdio: the installed ``docs-mcp`` script."""
    script = Path(sys.executable).with_name("docs-mcp")
    if script.exists():
        return str(script), ["stdio"]
    return sys.executable, ["-m", "docs_mcp", "stdio"]


@contextmanager
def running_http_server(
    redis_url: str, *, env: Mapping[str, str] | None = None, ready_timeout_s: float = 30.0
) -> Iterator[RunningServer]:
    """``docs-mcp serve`` on a free port against ``redis_url``; yields once ``/readyz`` is 200."""
    with running_cli(
        ["serve"], env=server_env(redis_url, env), ready_timeout_s=ready_timeout_s
    ) as s:
        yield s


@contextmanager
def running_cli(
    command: list[str],
    *,
    env: Mapping[str, str],
    ready_timeout_s: float = 30.0,
    python: str = sys.executable,
) -> Iterator[RunningServer]:
    """``docs-mcp COMMAND... --host 127.0.0.1 --port FREE`` as a subprocess of ``python`` (stdout
    and stderr to a log file); yields once ``/readyz`` answers 200 (index discovered, Redis
    reachable), terminates it afterwards."""
    port = free_port()
    base_url = f"http://127.0.0.1:{port}"
    log_path = Path(tempfile.mkstemp(prefix="docs-mcp-", suffix=".log")[1])
    started = time.monotonic()
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [
                python,
                "-m",
                "docs_mcp",
                *command,
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
            ],
            env=dict(env),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    try:
        started_in = _wait_ready(base_url, process, log_path, started, ready_timeout_s)
        yield RunningServer(base_url, process, started_in, log_path)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
        log_path.unlink(missing_ok=True)


def _wait_ready(
    base_url: str,
    process: subprocess.Popen[bytes],
    log_path: Path,
    started: float,
    timeout_s: float,
) -> float:
    deadline = started + timeout_s
    # One client for all polls: building one per poll (SSL context) costs more than the server.
    with httpx.Client(timeout=1.0) as http:
        while time.monotonic() < deadline:
            if process.poll() is not None:
                err = log_path.read_text(errors="replace")[-2000:]
                raise RuntimeError(f"docs-mcp exited with {process.returncode}: {err}")
            try:
                if http.get(f"{base_url}/readyz").status_code == 200:
                    return time.monotonic() - started
            except httpx.TransportError:
                pass
            time.sleep(0.02)
    raise TimeoutError(f"docs-mcp did not become ready within {timeout_s:.0f}s")
