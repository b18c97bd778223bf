"""``docs-mcp``: serve over HTTP, serve over stdio, or bring up a local server in one command."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated

import anyio
import redis
import typer
import uvicorn
from docs_core.embedded import EmbeddedRedisError
from docs_core.index import IndexMismatchError, IndexNotFoundError, discover

from docs_mcp.app import create_app
from docs_mcp.clients import client_config_snippets
from docs_mcp.settings import ServerSettings
from docs_mcp.state import resolve_redis_url
from docs_mcp.stdio import serve_stdio

__all__ = ["app"]

app = typer.Typer(no_args_is_help=True, add_completion=False, help=__doc__)

HostOption = Annotated[str | None, typer.Option(help="Bind address [env DOCS_MCP_HOST]")]
PortOption = Annotated[int | None, typer.Option(help="TCP port [env DOCS_MCP_PORT]")]


def _settings(host: str | None = None, port: int | None = None) -> ServerSettings:
    settings = ServerSettings()
    update = {key: value for key, value in (("host", host), ("port", port)) if value is not None}
    return settings.model_copy(update=update)


def _with_redis_url(settings: ServerSettings, url: str) -> ServerSettings:
    return settings.model_copy(
        update={"redis": settings.redis.model_copy(update={"redis_url": url})}
    )


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


def _refusal(url: str) -> str | None:
    """Why serving this Redis would be wrong (no index, a foreign model), or None."""
    client = redis.Redis.from_url(url, socket_timeout=5)
    try:
        discover(client)
    except (IndexNotFoundError, IndexMismatchError) as exc:
        return str(exc)
    except redis.RedisError as exc:
        return f"cannot reach Redis: {type(exc).__name__}"
    finally:
        client.close()
    return None


def _serve_http(settings: ServerSettings) -> None:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    uvicorn.run(
        create_app(settings),
        host=settings.host,
        port=settings.port,
        access_log=False,
        log_level="info",
    )


@app.command()
def serve(host: HostOption = None, port: PortOption = None) -> None:
    """Serve POST /mcp over HTTP against the published index."""
    settings = _settings(host, port)
    url = _connect(settings)
    if (reason := _refusal(url)) is not None:
        raise _fail(f"refusing to start: {reason}")
    _serve_http(_with_redis_url(settings, url))


@app.command()
def stdio() -> None:
    """Serve MCP over stdin/stdout (for clients that spawn the server)."""
    settings = _settings()
    url = _connect(settings)
    if (reason := _refusal(url)) is not None:
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
    """Start the embedded Redis, ingest SOURCE when the index is missing or stale, and serve."""
    settings = _settings(host, port)
    url = _connect(settings)
    _ingest(source, url)
    if (reason := _refusal(url)) is not None:
        raise _fail(f"refusing to start after ingest: {reason}")
    mcp_url = f"http://{_display_host(settings.host)}:{settings.port}/mcp"
    typer.echo(f"Redis docs MCP server: {mcp_url}\n\n{client_config_snippets(mcp_url)}\n")
    _serve_http(_with_redis_url(settings, url))


def _ingest(source: Path, url: str) -> None:
    """``run_ingest`` itself decides: a full build when nothing is published, a patch when the
    source changed, nothing when the fingerprint matches."""
    from docs_ingest.errors import IngestError
    from docs_ingest.pipeline import run_ingest

    client = redis.Redis.from_url(url)
    try:
        summary = run_ingest(source, [client], progress=True)
    except IngestError as exc:
        raise _fail(f"ingest failed: {exc}") from exc
    finally:
        client.close()
    for target in summary.targets:
        typer.echo(f"index v{target.version}: {target.mode} ({summary.pages_published} pages)")


def _display_host(host: str) -> str:
    return "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
