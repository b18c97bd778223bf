"""Follow-up questions: the bounded conversation a client sends, and the deterministic reading
of a follow-up against it (spec/020-ask.md, ASK-063..ASK-064; spec/021-chat.md).

The server keeps no conversation: each request carries the last turns. Retrieval and the
abstention rule use the follow-up *resolved* against the previous question: when it names no
identifier of its own ("and how do I delete it?"), the previous question's identifiers (command
names, code-like words, capitalised names), or failing those its content words, are appended.
A model also sees the turns themselves and may read the follow-up its own way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, Field

from docs_core.agent.text import anchor_terms, command_candidates, content_terms

__all__ = [
    "HISTORY_MAX_CHARS",
    "HISTORY_MAX_TURNS",
    "TURN_ANSWER_MAX_CHARS",
    "Turn",
    "bounded_history",
    "link_subject",
    "resolve_followup",
]

HISTORY_MAX_TURNS = 4
HISTORY_MAX_CHARS = 6000
TURN_ANSWER_MAX_CHARS = 4000
MAX_CARRIED_TERMS = 4
_PRONOUN = re.compile(
    r"\b(it|its|it's|this|that|these|those|them|they|their|one|ones|same|above|instead)\b",
    re.IGNORECASE,
)
_CONTINUATION = re.compile(r"^\s*(and|but|also|so|then|what about|how about|or)\b", re.IGNORECASE)
SHORT_FOLLOWUP_WORDS = 3


class Turn(BaseModel):
    """One earlier exchange as the client kept it."""

    model_config = ConfigDict(extra="forbid")
    question: str = Field(min_length=1, max_length=2000)
    answer: str = Field(default="", max_length=TURN_ANSWER_MAX_CHARS)


def bounded_history(
    turns: Sequence[Turn],
    max_turns: int = HISTORY_MAX_TURNS,
    max_chars: int = HISTORY_MAX_CHARS,
) -> list[Turn]:
    """The most recent turns that fit: at most ``max_turns``, and, counting back from the last,
    no more than ``max_chars`` of questions and answers together (an older turn that does not
    fit is dropped with everything before it)."""
    kept: list[Turn] = []
    used = 0
    for turn in reversed(list(turns)[-max_turns:] if max_turns > 0 else []):
        size = len(turn.question) + len(turn.answer)
        if used + size > max_chars:
            break
        kept.append(turn)
        used += size
    return list(reversed(kept))


def _identifiers(text: str) -> list[str]:
    found: dict[str, None] = {}
    for term in command_candidates(text):
        found.setdefault(term, None)
    for term in anchor_terms(text):
        if term.upper() not in found:
            found.setdefault(term, None)
    return list(found)


def _is_followup(question: str) -> bool:
    if _identifiers(question):
        return False
    words = question.split()
    return (
        bool(_PRONOUN.search(question) or _CONTINUATION.search(question))
        or len(words) <= SHORT_FOLLOWUP_WORDS
    )


def resolve_followup(question: str, history: Sequence[Turn]) -> str:
    """``question`` as retrieval should read it: unchanged for a first or self-contained
    question; else with the previous questions' identifiers (or content words) appended."""
    if not history or not _is_followup(question):
        return question
    own = set(content_terms(question))
    for turn in reversed(history):
        carried = [t for t in _identifiers(turn.question) if t.lower() not in own]
        if not carried:
            carried = [t for t in content_terms(turn.question) if t not in own]
        if carried:
            return f"{question.rstrip()} ({' '.join(carried[:MAX_CARRIED_TERMS])})"
    return question


# A question that is only a link to a docs page: its words are in the path, which the
# question's word rules drop with every URL.
_DOCS_LINK = re.compile(
    r"(?:https?://)?(?:www\.)?redis\.io/docs/(?:latest/)?(?P<path>[\w./-]*?)/?(?:[?#]\S*)?",
    re.IGNORECASE,
)


def link_subject(question: str) -> str | None:
    """The page a question made of one redis.io docs link names, as words (``.../commands/xadd/``
    -> ``xadd``; ``.../data-types/streams/`` -> ``streams``), else None."""
    match = _DOCS_LINK.fullmatch(question.strip().rstrip("?").strip())
    if match is None:
        return None
    # The page's own segment: not a file name (index.html) nor a version (operate/rs/7.4/).
    segments = [
        part
        for part in match["path"].removesuffix("index.html").split("/")
        if part and not _VERSION_SEGMENT.fullmatch(part)
    ]
    leaf = segments[-1] if segments else ""
    words = " ".join(leaf.replace("-", " ").replace("_", " ").split())
    return words or None


_VERSION_SEGMENT = re.compile(r"\d+(?:\.\d+)*|latest")
