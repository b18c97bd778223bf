"""Whether the docs cover a question, beyond the words of the evidence (spec/020-ask.md,
"Abstention"): each of the first ``MAX_ANCHOR_LOOKUPS`` identifiers the evidence lacks is
searched on its own, and the question's vector must come near some passage (ASK-074)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Sequence

from docs_core.agent.events import AgentEvent, PlanEvent
from docs_core.agent.router import MAX_COMMAND_LOOKUPS, PlannedCall
from docs_core.agent.run import AskRun, ToolOutcome, fetch_passages, run_wave
from docs_core.agent.surface import MAX_QUERY_CHARS, Retriever
from docs_core.agent.text import abstention_anchors, content_terms
from docs_core.models import SearchHit
from docs_core.retrieval.nearness import is_far

__all__ = [
    "ANCHOR_HITS",
    "MAX_ANCHOR_LOOKUPS",
    "commands_meant",
    "far_from_docs",
    "far_question",
    "look_up_anchors",
]

logger = logging.getLogger(__name__)

MAX_ANCHOR_LOOKUPS = 3
ANCHOR_HITS = 5
MAX_OTHER_WORDS = 1
MAX_NAMED_WORDS = 8


async def look_up_anchors(run: AskRun, anchors: Sequence[str]) -> AsyncIterator[AgentEvent]:
    """Search each of the first ``MAX_ANCHOR_LOOKUPS`` identifiers the evidence lacks on its own
    and read what comes back, so that abstention means "the docs do not mention it", not "the
    first searches missed it"; an anchor beyond them is not searched on its own, nor one longer
    than a search takes (it stays missing: no page names a word that long; ASK-079)."""
    terms = [a for a in anchors if len(a) <= MAX_QUERY_CHARS][:MAX_ANCHOR_LOOKUPS]
    if not terms:
        return
    yield PlanEvent(text="Checking whether the docs mention: " + ", ".join(terms))
    calls = [PlannedCall("search_chunks", {"query": t, "limit": ANCHOR_HITS}) for t in terms]
    found: list[SearchHit] = []
    async for item in run_wave(run, calls):
        if isinstance(item, ToolOutcome):
            found.extend(item.hits)
        else:
            yield item
    await fetch_passages(run, [h.id for h in found if h.kind == "chunk"])


async def far_from_docs(run: AskRun) -> bool:
    """Whether the question comes near no passage at all (ASK-074); a check that cannot say
    (index down, an error, out of time) counts as near: the word rules have let it pass."""
    if run.remaining() <= 0:
        return False
    try:
        async with asyncio.timeout(run.remaining()):
            return await far_question(run.reader, run.question)
    except Exception as exc:  # the check only ever withholds an abstention, never an answer
        logger.warning("nearness check failed: %s", type(exc).__name__)
        return False


async def far_question(reader: Retriever, question: str) -> bool:
    """Whether ``question`` comes near no passage of the latest docs and is not made of names
    (identifiers, command words) and at most one other word; ``search``'s note asks it too
    (spec/010 MCP-078). Errors propagate: each caller decides what an unanswered check means."""
    if _mostly_identifiers(question):
        return False
    # A question of more words than names and one other can hold is never read for them.
    if len(content_terms(question)) <= MAX_NAMED_WORDS:
        commands = list(await reader.command_words(question))
        if commands and _mostly_identifiers(question, commands):
            return False
    return is_far(await reader.nearest_distance(question))


async def commands_meant(run: AskRun) -> list[str]:
    """The commands a question made only of command names means (``smembers vs sscan``,
    ``zrnge``), else none: a command word inside a sentence ("expire key at a unix time") is as
    often the verb as the command. None either when the reader cannot say."""
    terms = content_terms(run.question)
    if not terms or len(terms) > MAX_COMMAND_LOOKUPS:
        return []
    try:
        async with asyncio.timeout(max(run.remaining(), 0.0)):
            words = await run.reader.command_words(run.question)
    except Exception as exc:
        logger.warning("command words not read: %s", type(exc).__name__)
        return []
    if not all(t in words for t in terms):
        return []
    return list(dict.fromkeys(words[t] for t in terms))


def _mostly_identifiers(question: str, commands: Sequence[str] = ()) -> bool:
    """Identifiers the evidence holds (every such anchor does by now) or ``commands`` (its words
    that name a command in lower case or misspell one: ``smembers``, ``zrnge``) and at most one
    other word ("CROSSSLOT", "What does MISCONF mean?", "smembers vs sscan"): a name alone sits
    far from every passage, yet ties the question to the docs; a sentence about something else
    stays a sentence ("a haiku about autumn for the CPU")."""
    names = set(abstention_anchors(question, identifiers_only=True)) | set(commands)
    others = [t for t in content_terms(question) if t not in names]
    return bool(names) and len(others) <= MAX_OTHER_WORDS
