"""``docs-ingest``: run the pipeline, follow a git repository, show the live index and its
age, manage the embedded Redis.

Domain errors become one line on stderr and exit code 1 here, and only here.
"""

from __future__ import annotations

import json
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import redis
import typer
from docs_core.embedded import (
    EmbeddedRedis,
    EmbeddedRedisError,
    Probe,
    ensure_embedded,
    stop_embedded,
)
from docs_core.embedding import threads_problem
from docs_core.index import IndexMeta, IndexMismatchError, IndexNotFoundError, discover
from docs_core.settings import RedisSettings, settings_problem
from pydantic import ValidationError
from rich.console import Console

from docs_ingest.errors import IngestError, RedisTargetError
from docs_ingest.lease import DEFAULT_LEASE_TTL, hold_lease, lease_left
from docs_ingest.pipeline import IngestOptions, check_examples_dir, run_ingest
from docs_ingest.summary import IngestSummary
from docs_ingest.sync import SyncRequest, SyncResult, parse_duration, sync_forever, sync_once
from docs_ingest.writer import connect_targets

app = typer.Typer(help="The one writer of the Redis docs index.", no_args_is_help=True)
redis_app = typer.Typer(help="The embedded Redis in DOCS_DATA_DIR.", no_args_is_help=True)
app.add_typer(redis_app, name="redis")


def _fail(message: str) -> typer.Exit:
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(1)


def _note(message: str) -> None:
    typer.echo(message, err=True)


def _settings(*, embeds: bool = False) -> RedisSettings:
    """The settings, or one line naming the variable refused (ING-113), not pydantic's
    traceback. A command that ``embeds`` checks ``DOCS_EMBED_THREADS`` too (EMB-009); the
    others do not read it."""
    try:
        settings = RedisSettings()
    except ValidationError as exc:
        raise _fail(settings_problem(exc, RedisSettings)) from exc
    if embeds and (problem := threads_problem()) is not None:
        raise _fail(f"invalid settings: {problem}")
    return settings


def _embedded_url(settings: RedisSettings) -> str:
    instance = ensure_embedded(
        settings.data_dir, timeout=settings.redis_start_timeout_s, progress=_note
    )
    return instance.url


def _target_urls(settings: RedisSettings) -> list[str]:
    urls = settings.endpoint_urls()
    if urls:
        return urls
    return [_embedded_url(settings)]


def _print_summary(summary: IngestSummary) -> None:
    out = Console(stderr=True)
    out.print(
        f"pages {summary.pages_published}/{summary.files_seen} published, "
        f"skipped {summary.skipped}, chunks {summary.chunks}, commands {summary.commands}"
    )
    out.print(
        f"embedded {summary.embedded}, reused {summary.reused}, "
        f"leftover shortcode openers {summary.leftover_openers}, "
        f"unknown shortcodes {len(summary.unknown_shortcodes)}"
    )
    if summary.parse != "none":
        out.print(summary.chunk_quality.line(), highlight=False)
    for issue in [*summary.problems, *summary.unknown_shortcodes]:
        out.print(f"  {issue.reason}: {issue.path} {issue.detail}", highlight=False)
    if summary.examples is not None:
        ex = summary.examples
        out.print(
            f"examples {ex.records} ("
            + ", ".join(f"{k} {v}" for k, v in ex.by_language.items())
            + f"), sets {ex.sets}, steps {ex.steps}, "
            f"shortcodes resolved {ex.uses_resolved}/{ex.shortcode_uses}"
        )
        for issue in [*ex.unresolved, *ex.issues]:
            out.print(f"  {issue.reason}: {issue.path} {issue.detail}", highlight=False)
    for target in summary.targets:
        out.print(
            f"target: {target.mode} -> v{target.version} "
            f"(+{target.upserts} -{target.deletes}, orphans dropped {target.dropped_orphans})"
        )
    out.print("seconds: " + ", ".join(f"{k} {v:.1f}" for k, v in summary.seconds.items()))


@app.command()
def run(
    *,
    source: Annotated[Path, typer.Option("--source", help="Checkout of redis/docs (has content/)")],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the summary as JSON on stdout")
    ] = False,
    full: Annotated[
        bool, typer.Option("--full", help="Rebuild a new version even if a patch would do")
    ] = False,
    allow_shrink: Annotated[
        bool,
        typer.Option(
            "--allow-shrink",
            help="Write even if the index would hold no page, or lose more than 50 pages and "
            "10% of them (refused by default)",
        ),
    ] = False,
    progress: Annotated[
        bool, typer.Option(help="Progress on stderr: bars on a terminal, else a line every 5 s")
    ] = True,
    wait: Annotated[
        float, typer.Option("--wait", help="Seconds to wait for another writer's lease")
    ] = 0.0,
    examples: Annotated[
        Path | None,
        typer.Option(
            "--examples",
            help="Client repositories' example files, <component>/<file> "
            "(default: client-examples/ beside content/ when present)",
        ),
    ] = None,
) -> None:
    """Ingest SOURCE into the index (incremental when the live index allows it)."""
    settings = _settings(embeds=True)
    try:
        check_examples_dir(examples)
        clients = connect_targets(_target_urls(settings))
        try:
            with hold_lease(clients, wait=wait) as lease:
                summary = run_ingest(
                    source,
                    clients,
                    progress=progress,
                    options=IngestOptions(
                        force_full=full, allow_shrink=allow_shrink, examples_dir=examples
                    ),
                    lease=lease,
                )
        finally:
            for client in clients:
                client.close()
    except (IngestError, EmbeddedRedisError) as exc:
        raise _fail(str(exc)) from exc
    except redis.RedisError as exc:
        raise _fail(f"Redis failed during the run ({type(exc).__name__}: {exc}); rerun") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise _fail(f"cannot read the source: {exc}") from exc
    if as_json:
        typer.echo(summary.model_dump_json(indent=2))
    else:
        _print_summary(summary)


def _duration(value: str | None) -> float | None:
    if value is None:
        return None
    try:
        return parse_duration(value)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from exc


def _sync_line(outcome: SyncResult | Exception) -> str:
    if isinstance(outcome, Exception):
        # An error the writer did not expect says what it is ("KeyError: 'title'").
        what = (
            str(outcome)
            if isinstance(outcome, IngestError)
            else f"{type(outcome).__name__}: {outcome}"
        )
        return f"sync failed: {what}"
    if outcome.outcome == "unchanged":
        return f"sync: head {outcome.commit[:12]} has not moved; nothing to do ({outcome.seconds:.2f} s)"
    summary = outcome.summary
    written = ", ".join(
        f"{t.mode} v{t.version} +{t.upserts} -{t.deletes}"
        for t in (summary.targets if summary else [])
    )
    return (
        f"sync: indexed {outcome.commit[:12]} (was {outcome.previous[:12] or 'nothing'}): "
        f"{written} ({outcome.seconds:.1f} s)"
    )


@app.command()
def sync(
    *,
    repo: Annotated[str, typer.Option("--repo", help="Local path or clone URL of redis/docs")],
    branch: Annotated[
        str | None, typer.Option("--branch", help="Branch to follow (default: the remote's HEAD)")
    ] = None,
    every: Annotated[
        str | None,
        typer.Option("--every", help="Repeat every DURATION (90, 30s, 5m, 1h) with jitter"),
    ] = None,
    workdir: Annotated[
        Path | None,
        typer.Option("--workdir", help="The checkout this command owns (default: DATA_DIR/sync/)"),
    ] = None,
    wait: Annotated[
        float, typer.Option("--wait", help="Seconds to wait for another writer's lease")
    ] = 0.0,
    git_timeout: Annotated[
        float, typer.Option("--git-timeout", help="Seconds one git command may take")
    ] = 600.0,
    force: Annotated[
        bool, typer.Option("--force", help="Ingest even when the head has not moved")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print each result as JSON")] = False,
    progress: Annotated[bool, typer.Option(help="Progress on stderr")] = False,
) -> None:
    """Fetch REPO and ingest its new head; a no-op when the head has not moved."""
    period = _duration(every)
    settings = _settings(embeds=True)
    request = SyncRequest(
        repo=repo,
        branch=branch,
        workdir=workdir,
        lease_wait=wait,
        lease_ttl=DEFAULT_LEASE_TTL,
        git_timeout=git_timeout,
        force=force,
    )

    def once() -> SyncResult:
        try:
            clients = connect_targets(_target_urls(settings))
        except EmbeddedRedisError as exc:
            raise RedisTargetError(str(exc)) from exc
        try:
            return sync_once(request, clients, data_dir=settings.data_dir, progress=progress)
        finally:
            for client in clients:
                client.close()

    def report(outcome: SyncResult | Exception) -> None:
        if as_json and isinstance(outcome, SyncResult):
            typer.echo(json.dumps(_sync_json(outcome)))
        else:
            typer.echo(_sync_line(outcome), err=True)

    if period is not None:
        sync_forever(once, period, report=report)
        return
    try:
        report(once())
    except (IngestError, EmbeddedRedisError) as exc:
        raise _fail(str(exc)) from exc


def _sync_json(outcome: SyncResult) -> dict[str, object]:
    return {
        "outcome": outcome.outcome,
        "commit": outcome.commit,
        "previous": outcome.previous,
        "seconds": round(outcome.seconds, 3),
        "summary": outcome.summary.model_dump() if outcome.summary else None,
    }


def _iso(epoch: float) -> str | None:
    return datetime.fromtimestamp(epoch, UTC).isoformat(timespec="seconds") if epoch else None


def _age_fields(meta: IndexMeta, now: float) -> dict[str, object]:
    """Human-readable freshness: when the indexed commit was made, when a writer last
    confirmed the index matches its source, and how long ago that was."""
    return {
        "commit_date": _iso(meta.commit_time),
        "indexed_at_iso": _iso(meta.indexed_at),
        "age_s": round(now - meta.indexed_at, 1) if meta.indexed_at else None,
    }


@app.command()
def status(
    as_json: Annotated[
        bool, typer.Option("--json", help="Indent the JSON report (one line without it)")
    ] = False,
) -> None:
    """Show the live index version and its metadata on every target (the embedded Redis only
    when it is running: a status starts no server)."""
    settings = _settings()
    try:
        clients = connect_targets(settings.endpoint_urls() or [_running_embedded_url(settings)])
    except (IngestError, EmbeddedRedisError) as exc:
        raise _fail(str(exc)) from exc
    report = []
    now = time.time()
    try:
        for client in clients:
            try:
                meta = discover(client)
                report.append(
                    {
                        "ok": True,
                        **meta.__dict__,
                        **_age_fields(meta, now),
                        "writer_lease_left_s": lease_left(client),
                    }
                )
            except (IndexNotFoundError, IndexMismatchError) as exc:
                report.append({"ok": False, "error": str(exc)})
    finally:
        for client in clients:
            client.close()
    typer.echo(json.dumps(report, indent=2 if as_json else None))
    if not all(r["ok"] for r in report):
        raise typer.Exit(1)


@redis_app.command("start")
def redis_start() -> None:
    """Start (or reuse) the embedded Redis and print its URL."""
    settings = _settings()
    try:
        typer.echo(_embedded_url(settings))
    except EmbeddedRedisError as exc:
        raise _fail(str(exc)) from exc


@redis_app.command("stop")
def redis_stop() -> None:
    """Save and stop the embedded Redis."""
    settings = _settings()
    typer.echo("stopped" if stop_embedded(settings.data_dir) else "not running")


def _embedded_state(settings: RedisSettings) -> tuple[EmbeddedRedis, Probe, str]:
    """The embedded Redis, what it answers now and that in words (``loading (40%) unix://...``)."""
    instance = EmbeddedRedis(settings.data_dir.expanduser().resolve())
    probe = instance.probe()
    if probe.state == "ready":
        said = f"running {instance.url}"
    elif probe.state == "loading":
        percent = f" ({probe.loaded_percent:.0f}%)" if probe.loaded_percent is not None else ""
        said = f"loading{percent} {instance.url}"
    elif probe.state == "busy":
        said = f"running, busy (no answer within 1s) {instance.url}"
    else:
        said = "not running"
    return instance, probe, said


def _running_embedded_url(settings: RedisSettings) -> str:
    """The embedded Redis's URL when it answers; else one line saying what it is doing. A status
    starts no server: it had started one and left it running (ING-115)."""
    instance, probe, said = _embedded_state(settings)
    if probe.state != "ready":
        raise _fail(
            f"the embedded Redis in {instance.data_dir} is {said}; nothing to show "
            "(docs-ingest redis start or docs-ingest run starts it)"
        )
    return instance.url


@redis_app.command("status")
def redis_status() -> None:
    """Say whether the embedded Redis answers (or is still loading its data), and where."""
    _, probe, said = _embedded_state(_settings())
    typer.echo(said)
    if probe.state in ("busy", "down"):
        raise typer.Exit(1)
