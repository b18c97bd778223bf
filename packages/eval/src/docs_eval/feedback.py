"""The chat's answer feedback as a report (spec/030-eval.md, EVAL-040..EVAL-041).

Reads the Redis stream the chat writes (``docs_core.feedback``) and writes ``feedback.jsonl``
(every entry) and ``feedback.md``: counts by rating and by kind of answer, the sources most
often behind a thumbs-down, and the comments, each with its question only when the person chose
to keep it.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Collection, Sequence
from datetime import UTC, datetime
from pathlib import Path

import redis
import redis.asyncio as redis_async
from docs_core.feedback import StoredFeedback, read_feedback
from docs_core.ids import parse_id
from docs_core.index import live_version
from docs_core.keys import Entity, key_prefix

__all__ = ["export_feedback", "feedback_report"]

TOP_SOURCES = 10


def _when(ts: float) -> str:
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%d %H:%M UTC")


def feedback_report(
    entries: Sequence[StoredFeedback], unpublished: Collection[str] | None = None
) -> str:
    """Markdown summary of ``entries`` (oldest first); a source in ``unpublished`` is marked
    as no record of the index (None: no index was there to check against, EVAL-051)."""
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
    down_sources = Counter(s for e in entries if e.rating == "down" for s in e.sources)
    if down_sources:
        lines += ["", "## Sources most often behind a thumbs-down", ""]
        if unpublished is None:
            lines += ["No published index was found: the sources were not checked.", ""]
        for source, n in down_sources.most_common(TOP_SOURCES):
            missing = (
                " (not in the published index)" if unpublished and source in unpublished else ""
            )
            lines.append(f"- {_inert(source)}: {n}{missing}")
    commented = [e for e in entries if e.comment or e.question]
    if commented:
        lines += ["", "## Comments", ""]
        for e in commented:
            asked = f" (question kept: {_inert(json.dumps(e.question))})" if e.question else ""
            comment = _inert(json.dumps(e.comment))
            lines.append(f"- {_when(e.ts)} {e.rating}, {e.kind}: {comment}{asked}")
    return "\n".join(lines) + "\n"


def _unpublished(url: str, sources: Collection[str]) -> set[str] | None:
    """The sources no record of the live version has: neither the page of the id nor, for an
    example id, the example. None when no version is published."""
    client = redis.Redis.from_url(url)
    try:
        version = live_version(client)
        if version is None:
            return None
        ordered = sorted(sources)
        pipe = client.pipeline(transaction=False)
        for source in ordered:
            pipe.exists(key_prefix(Entity.PAGE, version) + parse_id(source).page_id)
            pipe.exists(key_prefix(Entity.EXAMPLE, version) + source)
        found = pipe.execute()
    finally:
        client.close()
    return {s for i, s in enumerate(ordered) if not (found[2 * i] or found[2 * i + 1])}


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
    unpublished = _unpublished(url, {source for entry in entries for source in entry.sources})
    out.mkdir(parents=True, exist_ok=True)
    with (out / "feedback.jsonl").open("w", encoding="utf-8") as handle:
        for entry in entries:
            handle.write(entry.model_dump_json() + "\n")
    report = out / "feedback.md"
    report.write_text(feedback_report(entries, unpublished), encoding="utf-8")
    return report, len(entries)
