"""Answer feedback: thumbs up or down with an optional comment, kept in one Redis stream
(spec/021-chat.md, CHAT-030..CHAT-031; spec/030 EVAL-040..EVAL-041).

Used by: chat (the feedback endpoint) and eval (``docs-eval feedback`` exports a report).

An entry holds the rating, the comment, the answer's source ids, the kind of answer and the
time. The question is stored only when the person ticked the box saying it will be kept; the
writer drops it otherwise, whatever the client sent. The stream is capped (approximate
``MAXLEN``) so it cannot grow without bound.
"""

from __future__ import annotations

import json
import time
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator

from docs_core.ids import InvalidIdError, parse_id

__all__ = [
    "FEEDBACK_ENTRY_MAX_BYTES",
    "FEEDBACK_MAXLEN",
    "FEEDBACK_STREAM_KEY",
    "MAX_FEEDBACK_SOURCES",
    "Feedback",
    "StoredFeedback",
    "read_feedback",
    "record_feedback",
]

FEEDBACK_STREAM_KEY = "docs:feedback"
FEEDBACK_ENTRY_MAX_BYTES = 17_000
"""What one entry at every bound adds to the stream in Redis: the text bounds count characters,
and 1,000 + 2,000 of them at four UTF-8 bytes each (emoji; CJK is three) plus 20 ids of 200
measured 16,760 bytes (MEMORY USAGE; a typical entry, a short comment and a few ids, about
0.5 KB). CHAT-050."""
# At the cap the worst case is 20,000 x 17 KB, about 340 MB in the Redis that serves the index
# (spec/021); typical feedback stays near 10 MB. Characters, not bytes, bound the text so a
# comment in Chinese may be as long as one in English.
FEEDBACK_MAXLEN = 20_000
MAX_FEEDBACK_SOURCES = 20
AnswerKind = Literal["model", "extractive", "abstained"]


def _source_id(value: str) -> str:
    """Only ids the service could have cited reach the stream and the report (CHAT-048); the
    reason is the grammar's, which never repeats the value."""
    try:
        parse_id(value)
    except InvalidIdError as exc:
        raise ValueError(str(exc)) from None
    return value


class Feedback(BaseModel):
    """What a person sends about one answer."""

    model_config = ConfigDict(extra="forbid")
    rating: Literal["up", "down"]
    comment: str = Field(default="", max_length=1000)
    sources: list[
        Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_source_id)]
    ] = Field(default_factory=list, max_length=MAX_FEEDBACK_SOURCES)
    kind: AnswerKind
    keep_question: bool = False
    question: str | None = Field(default=None, max_length=2000)

    @field_validator("sources")
    @classmethod
    def _once_each(cls, sources: list[str]) -> list[str]:
        """One vote per cited id: a list repeating an id must not count it twenty times.

        Only exact repeats fold here: ids are case sensitive (spec/001: 21 corpus ids hold
        capitals, ``.../README``), so which page ``Develop/Clients/Redis-py`` names takes the
        index, and ``docs-eval feedback`` folds the forms of one page there (CHAT-049)."""
        return list(dict.fromkeys(sources))


class StoredFeedback(BaseModel):
    id: str
    rating: Literal["up", "down"]
    comment: str
    sources: list[str]
    kind: str
    ts: float
    question: str | None = None


async def record_feedback(client: Any, feedback: Feedback, *, now: float | None = None) -> str:
    """Append ``feedback``; the question only when ``keep_question`` is ticked. Returns the
    entry id."""
    fields: dict[str, str] = {
        "rating": feedback.rating,
        "comment": feedback.comment.strip(),
        "sources": json.dumps(feedback.sources),
        "kind": feedback.kind,
        "ts": f"{time.time() if now is None else now:.3f}",
    }
    if feedback.keep_question and feedback.question:
        fields["question"] = feedback.question
    entry = await client.xadd(FEEDBACK_STREAM_KEY, fields, maxlen=FEEDBACK_MAXLEN, approximate=True)
    return entry.decode() if isinstance(entry, bytes) else str(entry)


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _cited(stored: str | None) -> list[str]:
    """The entry's source ids that are ids, once each: entries written before CHAT-048 took
    any word, and the report must not list them as sources."""
    try:
        values = json.loads(stored or "[]")
    except ValueError:
        return []
    if not isinstance(values, list):
        return []
    kept: dict[str, None] = {}
    for value in values:
        try:
            parse_id(value)
        except InvalidIdError:
            continue
        kept[value] = None
    return list(kept)


async def read_feedback(client: Any, *, count: int = FEEDBACK_MAXLEN) -> list[StoredFeedback]:
    """Every entry, oldest first."""
    rows = await client.xrange(FEEDBACK_STREAM_KEY, count=count)
    out = []
    for entry_id, raw in rows:
        fields = {_text(k): _text(v) for k, v in raw.items()}
        out.append(
            StoredFeedback(
                id=_text(entry_id),
                rating="up" if fields.get("rating") == "up" else "down",
                comment=fields.get("comment", ""),
                sources=_cited(fields.get("sources")),
                kind=fields.get("kind", ""),
                ts=float(fields.get("ts") or 0),
                question=fields.get("question"),
            )
        )
    return out
