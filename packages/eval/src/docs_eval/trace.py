"""RetrievalTrace: what a target retrieved for one question, in order (spec/030-eval.md, EVAL-004).

Adapters map every hit to a page id (the part of an id before ``#``) and keep the target's
order, duplicates included; the harness de-duplicates at scoring time so a saved trace can be
re-scored under any rule.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from docs_core.ids import InvalidIdError, parse_id
from pydantic import BaseModel, Field, ValidationError

from docs_eval.errors import TraceError

__all__ = [
    "RetrievalTrace",
    "Retrieved",
    "ToolCall",
    "dedup_pages",
    "page_of",
    "read_traces",
    "write_traces",
]


class ToolCall(BaseModel):
    """One tool call a target made; ``args`` is a short summary, never the full question."""

    name: str
    args: str = ""
    ids: list[str] = Field(default_factory=list)
    ok: bool = True
    body_chars: int | None = Field(
        default=None, description="For fetch calls: characters of body that reached the caller"
    )
    code: list[list[str]] | None = Field(
        default=None,
        description="Per id, the client languages of the code its text carries (python, java...)",
    )


class Retrieved(BaseModel):
    """What an adapter returns; the harness adds qid, latency and error."""

    ranked: list[str] = Field(default_factory=list)
    calls: list[ToolCall] = Field(default_factory=list)
    abstained: bool | None = None
    answer_sources: list[str] | None = None
    waited_ms: float = Field(
        default=0.0,
        description="Time spent waiting out the server's rate-limit refusals (EVAL-052); the"
        " harness leaves it out of latency_ms, which measures the target, not its limiter",
    )


class RetrievalTrace(Retrieved):
    """One line of trace.jsonl."""

    qid: str
    latency_ms: float = 0.0
    error: str | None = None
    code_shown: list[str] | None = Field(
        default=None,
        description="Code questions: the first search's top-3 ids whose fetch in the question's"
        " client language shows the expected step's code (set after the timed run,"
        " docs_eval.codefetch); None when not checked",
    )


def page_of(value: str) -> str:
    """Page id of a page/section/chunk id; a string that is no id is kept as it is (it matches nothing)."""
    try:
        return parse_id(value).page_id
    except InvalidIdError:
        return value


def dedup_pages(ranked: Iterable[str]) -> list[str]:
    """Page ids in first-seen order: a page keeps the position of its best (earliest) hit."""
    return list(dict.fromkeys(page_of(item) for item in ranked))


def write_traces(path: str | Path, traces: Iterable[RetrievalTrace]) -> None:
    with Path(path).open("w", encoding="utf-8") as out:
        for trace in traces:
            out.write(trace.model_dump_json() + "\n")


def read_traces(path: str | Path) -> list[RetrievalTrace]:
    """Read trace.jsonl back; raises TraceError naming the line."""
    source = Path(path)
    try:
        lines = source.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise TraceError(f"{source}: cannot read traces: {exc.strerror}") from exc
    traces = []
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            traces.append(RetrievalTrace.model_validate(json.loads(line)))
        except (json.JSONDecodeError, ValidationError) as exc:
            reason = exc.msg if isinstance(exc, json.JSONDecodeError) else exc.errors()[0]["msg"]
            raise TraceError(f"{source}:{lineno}: not a trace line ({reason})") from None
    return traces
