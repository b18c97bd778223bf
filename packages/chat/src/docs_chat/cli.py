"""``docs-chat serve``: run the chat page and its SSE endpoint."""

from __future__ import annotations

from typing import Annotated

import typer
import uvicorn
from docs_core.connect import resolve_redis_url, serving_refusal
from docs_core.connections import bounded_protocol
from docs_core.embedded import EmbeddedRedisError
from docs_core.embedding import threads_problem
from docs_core.settings import settings_problem
from pydantic import ValidationError

from docs_chat.app import create_app
from docs_chat.settings import ChatSettings

app = typer.Typer(no_args_is_help=True, add_completion=False, help="Redis docs chat.")


@app.callback()
def main() -> None:
    """Redis docs chat: a streaming page over the shared ask pipeline."""


def _note(message: str) -> None:
    typer.echo(f"docs-chat: {message}", err=True)


@app.command()
def serve(
    host: Annotated[
        str | None, typer.Option(help="Interface to bind (default: DOCS_CHAT_HOST, else 127.0.0.1)")
    ] = None,
    port: Annotated[
        int | None, typer.Option(help="Port to listen on (default: DOCS_CHAT_PORT, else 8090)")
    ] = None,
) -> None:
    """Serve the chat page; Redis and the model come from DOCS_REDIS_* and DOCS_MODEL_*."""
    try:
        settings = ChatSettings()
    except ValidationError as exc:
        typer.echo(f"docs-chat: {settings_problem(exc, ChatSettings)}", err=True)
        raise typer.Exit(1) from exc
    # The chat embeds its questions; refused now, not at the first one (EMB-009).
    if (problem := threads_problem()) is not None:
        typer.echo(f"docs-chat: invalid settings: {problem}", err=True)
        raise typer.Exit(1)
    overrides = {k: v for k, v in {"host": host, "port": port}.items() if v is not None}
    settings = settings.model_copy(update=overrides)
    # Started (and waited for while it loads its data) here, where progress can be shown.
    try:
        url = resolve_redis_url(settings.redis, progress=_note)
    except EmbeddedRedisError as exc:
        typer.echo(f"docs-chat: cannot start the embedded Redis: {exc}", err=True)
        raise typer.Exit(1) from exc
    if (reason := serving_refusal(url, settings.redis.endpoint_urls())) is not None:
        typer.echo(f"docs-chat: refusing to start: {reason}", err=True)
        raise typer.Exit(1)
    redis = settings.redis.model_copy(update={"redis_url": url})
    settings = settings.model_copy(update={"redis": redis})
    # Access logs would carry nothing private (the question is in the body), but they add no
    # aggregate value either.
    uvicorn.run(
        create_app(settings),
        host=settings.host,
        port=settings.port,
        access_log=False,
        # A silent or trickling socket is closed after the head timeout, as by the MCP server.
        http=bounded_protocol(settings),
        timeout_keep_alive=settings.keep_alive_s,
        # The guard believes X-Forwarded-For from DOCS_CHAT_TRUSTED_PROXIES only; uvicorn's own
        # handling would rewrite the peer from any loopback caller first.
        proxy_headers=False,
    )
