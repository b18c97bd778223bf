"""The chat's answer feedback as a report (spec/030-eval.md, EVAL-040..EVAL-041, EVAL-055).

Reads the Redis stream the chat writes (``docs_core.feedback``) and writes ``feedback.jsonl``
(every entry) and ``feedback.md``: counts by rating and by kind of answer, the pages most
often behind a thumbs-down (each source counted under the page ``fetch`` resolves it to), and
the comments, each with its question only when the person chose to keep it.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path

import redis
import redis.asyncio as redis_async
from docs_core.feedback import StoredFeedback, read_feedback
from docs_core.index import live_version
from docs_core.keys import Entity, record_key
from docs_core.retrieval.connection import ConnectionSettings, open_client
from docs_core.retrieval.examplehits import EXAMPLE_ID_PREFIX
from docs_core.retrieval.live import LiveIndex
from docs_core.retrieval.resolving import IdResolver

__all__ = ["export_feedback", "feedback_report"]

TOP_SOURCES = 10


def _when(ts: float) -> str:
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%d %H:%M UTC")


def feedback_report(
    entries: Sequence[StoredFeedback], pages: Mapping[str, str | None] | None = None
) -> str:
    """Markdown summary of ``entries`` (oldest first). ``pages`` maps each source to the page
    the index resolves it to, or to None when the index has no record it names, which the
    report marks; with ``pages`` None no index was there to check against (EVAL-051, EVAL-055)."""
    if not entries:
        return "# Answer feedback\n\nNo feedback recorded.\n"
    lines = [
        "# Answer feedback",
        "",
        f"{len(entries)} entries, {_when(entries[0].ts)} to {_when(entries[-1].ts)}.",
        "",
        "| kind | up | down | share up |",
        "|---|---|---|---|",
    ]
    by_kind: dict[str, Counter[str]] = {}
    for entry in entries:
        by_kind.setdefault(entry.kind, Counter())[entry.rating] += 1
    for kind, counts in sorted(by_kind.items()):
        total = counts["up"] + counts["down"]
        lines.append(f"| {kind} | {counts['up']} | {counts['down']} | {counts['up'] / total:.0%} |")
    resolved = pages or {}
    # An entry is one vote for a page however many of its forms it cites (case, sections).
    down_sources = Counter(
        page
        for e in entries
        if e.rating == "down"
        for page in dict.fromkeys(resolved.get(s) or s for s in e.sources)
    )
    unresolved = {s for s, page in resolved.items() if page is None}
    if down_sources:
        lines += ["", "## Pages most often behind a thumbs-down", ""]
        if pages is None:
            lines += ["No published index was found: the sources were not checked.", ""]
        for source, n in down_sources.most_common(TOP_SOURCES):
            missing = " (not in the published index)" if source in unresolved else ""
            lines.append(f"- {_inert(source)}: {n}{missing}")
    commented = [e for e in entries if e.comment or e.question]
    if commented:
        lines += ["", "## Comments", ""]
        for e in commented:
            asked = f" (question kept: {_inert(json.dumps(e.question))})" if e.question else ""
            comment = _inert(json.dumps(e.comment))
            lines.append(f"- {_when(e.ts)} {e.rating}, {e.kind}: {comment}{asked}")
    return "\n".join(lines) + "\n"


async def _resolved_pages(url: str, sources: Collection[str]) -> dict[str, str | None] | None:
    """Each source's page as ``fetch`` resolves it (``IdResolver``: any case, a section or
    chunk of it, a moved page), an example id itself when that example is published, None when
    the live version has no record it names. None when no version is published."""
    with redis.Redis.from_url(url) as sync_client:
        if live_version(sync_client) is None:
            return None
    # The reader's own client: the resolver reads replies in the protocol it sets.
    client = open_client(url, ConnectionSettings())
    try:
        live = LiveIndex(client)
        resolver, version = IdResolver(client, live), await live.version()
        pages: dict[str, str | None] = {}
        for source in sorted(sources):
            if source.startswith(EXAMPLE_ID_PREFIX):
                # fetch reads an example id as written (spec/001, "Example ids").
                published = await client.exists(record_key(Entity.EXAMPLE, version, source))
                pages[source] = source if published else None
            else:
                found = await resolver.find(source)
                pages[source] = found.page_id if found else None
    finally:
        await client.aclose(close_connection_pool=True)
    return pages


def _inert(text: str) -> str:
    """``text`` as a code span a markdown viewer shows as typed: a visitor's comment holding
    ``<img onerror=...>`` or a link is read by an operator, never rendered."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    ticks = "`" * (longest + 1)
    return f"{ticks} {text} {ticks}"


async def export_feedback(url: str, out: Path) -> tuple[Path, int]:
    """Write ``feedback.jsonl`` and ``feedback.md`` under ``out``; returns the report's path
    and the number of entries."""
    client = redis_async.Redis.from_url(url)
    try:
        entries = await read_feedback(client)
    finally:
        await client.aclose()
    pages = await _resolved_pages(url, {source for entry in entries for source in entry.sources})
    out.mkdir(parents=True, exist_ok=True)
    with (out / "feedback.jsonl").open("w", encoding="utf-8") as handle:
        for entry in entries:
            handle.write(entry.model_dump_json() + "\n")
    report = out / "feedback.md"
    report.write_text(feedback_report(entries, pages), encoding="utf-8")
    return report, len(entries)
