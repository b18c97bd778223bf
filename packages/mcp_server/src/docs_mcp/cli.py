"""``docs-mcp``: serve over HTTP, serve over stdio, or bring up a local server in one command."""

from __future__ import annotations

import logging
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Annotated

import anyio
import typer
import uvicorn
from docs_core.connect import resolve_redis_url, serving_refusal
from docs_core.connections import bounded_protocol
from docs_core.embedded import EmbeddedRedisError
from docs_core.embedding import threads_problem
from docs_core.settings import RedisSettings, default_data_dir, settings_problem
from pydantic import ValidationError

from docs_mcp.app import create_app
from docs_mcp.clients import client_config_snippets
from docs_mcp.settings import ServerSettings
from docs_mcp.stdio import serve_stdio

__all__ = ["app"]

# Import strings, not objects: each worker process imports them afresh (docs_mcp.workers).
_WORKER_APP_FACTORY = "docs_mcp.workers:create_app_from_env"
_WORKER_PROTOCOL = "docs_mcp.workers:WorkerProtocol"

app = typer.Typer(
    no_args_is_help=True,
    add_completion=False,
    help="Serve the Redis docs over MCP: over HTTP, over stdio, or a local server in one command.",
)

# Rich reads "[...]" as markup: the brackets are escaped to be shown.
HostOption = Annotated[
    str | None, typer.Option(help="Bind address, default 127.0.0.1 \\[env DOCS_MCP_HOST]")
]
PortOption = Annotated[
    int | None, typer.Option(help="TCP port, default 8765 \\[env DOCS_MCP_PORT]")
]
WorkersOption = Annotated[
    int, typer.Option(min=1, help="Server processes sharing the port (rate limits shared in Redis)")
]


def _settings(host: str | None = None, port: int | None = None) -> ServerSettings:
    try:
        settings = ServerSettings()
    except ValidationError as exc:
        raise _fail(settings_problem(exc, ServerSettings)) from exc
    # Every command here embeds queries; refused now, not at the first query (EMB-009).
    if (problem := threads_problem()) is not None:
        raise _fail(f"invalid settings: {problem}")
    update = {key: value for key, value in (("host", host), ("port", port)) if value is not None}
    return settings.model_copy(update=update)


def _with_redis_url(settings: ServerSettings, url: str) -> ServerSettings:
    return settings.model_copy(
        update={"redis": settings.redis.model_copy(update={"redis_url": url})}
    )


def _only_redis(settings: ServerSettings, url: str) -> ServerSettings:
    """``up`` serves the one Redis it wrote: further endpoints or replicas it never wrote to
    would serve another index, or none, after a failover."""
    if settings.redis.redis_urls or settings.redis.redis_read_urls:
        _note(
            "up serves only the Redis it writes; DOCS_REDIS_URLS and DOCS_REDIS_READ_URLS are "
            "ignored (for several endpoints: docs-ingest run, then docs-mcp serve)"
        )
    only = settings.redis.model_copy(
        update={"redis_url": url, "redis_urls": None, "redis_read_urls": None}
    )
    return settings.model_copy(update={"redis": only})


def _fail(message: str) -> typer.Exit:
    typer.secho(f"docs-mcp: {message}", err=True, fg=typer.colors.RED)
    return typer.Exit(1)


def _note(message: str) -> None:
    # stderr only: under ``stdio`` stdout carries the protocol.
    typer.echo(f"docs-mcp: {message}", err=True)


def _connect(settings: ServerSettings) -> str:
    try:
        return resolve_redis_url(settings.redis, progress=_note)
    except EmbeddedRedisError as exc:
        raise _fail(f"cannot start the embedded Redis: {exc}") from exc


def _refusal(url: str, settings: ServerSettings | None = None) -> str | None:
    """Why serving would be wrong (``url`` and every failover endpoint unreachable, without an
    index or with a foreign model), or None."""
    return serving_refusal(url, settings.redis.endpoint_urls() if settings else ())


def _serve_http(settings: ServerSettings) -> None:
    level = settings.log_level.upper()
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")
    app = create_app(settings)
    limits = settings.limits
    uvicorn.run(
        app,
        host=settings.host,
        port=settings.port,
        # Production bounds (spec/040): request-head timeout and connection caps in the
        # protocol, idle keep-alive connections closed by uvicorn.
        http=bounded_protocol(limits, on_close=app.state.telemetry.connection_closed),
        timeout_keep_alive=limits.keep_alive_s,
        # The guard believes X-Forwarded-For from DOCS_MCP_TRUSTED_PROXIES only (PUB-009);
        # uvicorn's own handling would rewrite the peer from any loopback caller first.
        proxy_headers=False,
        access_log=False,
        log_level=settings.log_level,
    )


def _serve_workers(settings: ServerSettings, workers: int) -> None:
    """``workers`` processes on one socket; each rebuilds its settings from the environment
    (docs_mcp.workers), so what this process resolved goes there first."""
    logging.basicConfig(
        level=settings.log_level.upper(), format="%(levelname)s %(name)s: %(message)s"
    )
    os.environ.update(
        {
            "DOCS_MCP_HOST": settings.host,
            "DOCS_MCP_PORT": str(settings.port),
            "DOCS_REDIS_URL": _required(settings.redis.redis_url),
        }
    )
    uvicorn.run(
        _WORKER_APP_FACTORY,
        factory=True,
        workers=workers,
        host=settings.host,
        port=settings.port,
        http=_WORKER_PROTOCOL,
        timeout_keep_alive=settings.limits.keep_alive_s,
        proxy_headers=False,
        access_log=False,
        log_level=settings.log_level,
    )


def _required(url: str | None) -> str:
    if url is None:
        raise _fail("no Redis URL resolved")
    return url


@app.command()
def serve(host: HostOption = None, port: PortOption = None, workers: WorkersOption = 1) -> None:
    """Serve POST /mcp over HTTP against the published index."""
    settings = _settings(host, port)
    url = _connect(settings)
    if (reason := _refusal(url, settings)) is not None:
        raise _fail(f"refusing to start: {reason}")
    if workers == 1:
        _serve_http(_with_redis_url(settings, url))
    else:
        _serve_workers(_with_redis_url(settings, url), workers)


@app.command()
def stdio() -> None:
    """Serve MCP over stdin/stdout (for clients that spawn the server)."""
    settings = _settings()
    url = _connect(settings)
    if (reason := _refusal(url, settings)) is not None:
        raise _fail(f"refusing to start: {reason}")
    anyio.run(serve_stdio, _with_redis_url(settings, url))


@app.command()
def up(
    source: Annotated[
        Path,
        typer.Option(exists=True, file_okay=False, help="Checkout of the redis/docs repository"),
    ],
    host: HostOption = None,
    port: PortOption = None,
) -> None:
    """Start the embedded Redis, run the writer on SOURCE (it decides whether there is
    anything to do), and serve. With DOCS_REDIS_URL set, that Redis is written and served
    instead, and no embedded Redis starts."""
    writer = _writer_executable()
    settings = _settings(host, port)
    url = _connect(settings)
    try:
        _ingest(writer, source, url)
        if (reason := _refusal(url)) is not None:
            raise _fail(f"refusing to start after ingest: {reason}")
        mcp_url = f"http://{_display_host(settings.host)}:{settings.port}/mcp"
        typer.echo(f"Redis docs MCP server: {mcp_url}\n\n{client_config_snippets(mcp_url)}\n")
        # Returns once Ctrl-C has shut the server down gracefully.
        _serve_http(_only_redis(settings, url))
    except KeyboardInterrupt:
        _report_stop(settings.redis, url)
        raise typer.Exit(130) from None
    _report_stop(settings.redis, url)


def _writer_executable() -> str:
    """The ``docs-ingest`` script of this environment, else the one on PATH: the writer runs as
    a child process so that no serving code imports it (the server image carries no writer)."""
    beside = Path(sys.executable).with_name("docs-ingest")
    if beside.exists():
        return str(beside)
    if (found := shutil.which("docs-ingest")) is not None:
        return found
    raise _fail(
        "the writer (docs-ingest) is not installed in this environment; from the repository "
        "run `uv sync --all-packages`, or ingest first with "
        "`uv run --package docs-ingest docs-ingest run --source PATH` and then `docs-mcp serve`"
    )


def _ingest(writer: str, source: Path, url: str) -> None:
    """``docs-ingest run`` decides: a full build when nothing is published, a patch when the
    source changed, nothing when the fingerprint matches. Its progress bars and summary go
    straight to this terminal."""
    env = {**os.environ, "DOCS_REDIS_URL": url}
    # The one Redis this command serves from; further endpoints would widen what it writes to.
    env.pop("DOCS_REDIS_URLS", None)
    process = subprocess.Popen([writer, "run", "--source", str(source)], env=env)
    try:
        code = process.wait()
    except KeyboardInterrupt:
        # Ctrl-C reached the writer too (same process group): let it stop on its own first.
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        raise
    if code != 0:
        raise _fail(f"ingest failed (exit {code})")


def _report_stop(redis_settings: RedisSettings, url: str) -> None:
    """The embedded Redis is its own process and outlives ``up``; say so, and how to stop it.
    An external Redis is not ours to stop."""
    if redis_settings.redis_url is not None:
        return
    data_dir = redis_settings.data_dir.expanduser().resolve()
    stop = "uv run docs-ingest redis stop"
    if data_dir != default_data_dir().expanduser().resolve():
        stop = f"DOCS_DATA_DIR={shlex.quote(str(data_dir))} {stop}"
    typer.echo(
        f"docs-mcp: the embedded Redis ({url}) keeps running; stop it with: {stop}", err=True
    )


def _display_host(host: str) -> str:
    return "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
