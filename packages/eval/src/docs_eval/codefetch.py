"""Whether a code question's first hits, fetched in its client's language, show the expected
step's code: the "or the fetch of one" of issue 16's metric ("the share of questions where a
top-3 hit (or the fetch of one) contains that step's code in that client"; spec/030, "Code
questions", EVAL-046).

Run after the timed run, with the target's own ``fetch``, so its fetches count in no latency
and no tool-call figure. The expected code is read by fetching the expected example's id, and a
hit shows it when the fetched text holds that code (whitespace runs made one space: a page
stores a block with its blank runs collapsed). A fetch that fails shows nothing: the metric can
only fall by it, never rise.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence

from docs_core.retrieval.examplehits import EXAMPLE_ID_PREFIX

from docs_eval.codemetric import expected_example
from docs_eval.dataset import Question, client_language
from docs_eval.trace import RetrievalTrace

__all__ = ["TextFetcher", "example_code", "with_code_shown"]

TextFetcher = Callable[[str, str | None], Awaitable[str]]
"""(id, language argument or None) -> the whole fetched text, every page of it."""

_TOP = 3
_FENCED = re.compile(r"^(`{3,})[^\n]*\n(.*?)\n\1[ \t]*$", re.M | re.S)


def _squeezed(text: str) -> str:
    return " ".join(text.split())


def example_code(fetched: str) -> str:
    """The code of a fetched example record: its first fenced block (the CLI text follows)."""
    match = _FENCED.search(fetched)
    return _squeezed(match.group(2)) if match else ""


async def _text(fetch: TextFetcher, doc_id: str, language: str | None) -> str:
    try:
        return await fetch(doc_id, language)
    # Measured, not raised: a failed fetch is a fetch that showed no code.
    except Exception:
        return ""


async def _shown_by(
    question: Question, wanted: str, ids: Sequence[str], fetch: TextFetcher
) -> list[str]:
    code = example_code(await _text(fetch, wanted, None))
    if not code:
        return []
    shown = []
    for hit in ids[:_TOP]:
        # An example hit is scored by its id: another example's fetch is another step.
        if hit.startswith(EXAMPLE_ID_PREFIX):
            continue
        if code in _squeezed(await _text(fetch, hit, client_language(question))):
            shown.append(hit)
    return shown


async def with_code_shown(
    questions: Sequence[Question], traces: Sequence[RetrievalTrace], fetch: TextFetcher
) -> list[RetrievalTrace]:
    """``traces`` with ``code_shown`` set on every code question's trace that has a search: the
    ids among its first search's top three whose fetch shows the expected step's code."""
    by_qid = {q.qid: q for q in questions}
    out = []
    for trace in traces:
        question = by_qid.get(trace.qid)
        wanted = expected_example(question) if question is not None else None
        searches = [c for c in trace.calls if c.name != "fetch"]
        if question is None or wanted is None or not searches:
            out.append(trace)
            continue
        shown = await _shown_by(question, wanted, searches[0].ids, fetch)
        out.append(trace.model_copy(update={"code_shown": shown}))
    return out
