"""The code-example metric (spec/030, "Code questions"; issue 16), for questions that name the
example they expect (``client``, ``example_set``, ``example_step``).

- ``code@3``: the question's example (``examples/<set>/<step>/<client>``) is among the first
  three hits of the first search (a fetch of it counts through those three only: a run that
  fetches deeper must not turn code@3 into code@N).
- ``code@3_fetch``: the same, or one of those three hits, fetched in the question's client
  language, shows that step's code (``docs_eval.codefetch``; only for runs that checked it).
- ``wrong_language``: of every hit the target returned for a code question, the share whose
  text carries code of a client language other than the question's (the adapters record each
  hit's code languages on the search call, ``ToolCall.code``); an example hit of another
  language counts even without a recorded text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from docs_core.retrieval.examplehits import EXAMPLE_ID_PREFIX, client_fence

from docs_eval.dataset import Question
from docs_eval.trace import RetrievalTrace

__all__ = ["CODE_METRICS", "code_question_scores", "code_summary", "expected_example"]

CODE_METRICS = ("code@3", "code@3_fetch", "wrong_language")
_TOP = 3


def expected_example(question: Question) -> str | None:
    """The example id a code question expects; None for any other question."""
    if question.client is None or question.example_set is None or question.example_step is None:
        return None
    return f"{EXAMPLE_ID_PREFIX}{question.example_set}/{question.example_step}/{question.client}"


def _example_language(hit_id: str) -> str | None:
    if not hit_id.startswith(EXAMPLE_ID_PREFIX):
        return None
    return client_fence(hit_id.rsplit("/", 1)[-1])


def _reads_records(call: str) -> bool:
    """A call that reads records it was given (``fetch``, or an ``ask`` run's inner
    ``ask:fetch``/``ask:page_chunks``), not a search whose hits count."""
    return call.rsplit(":", 1)[-1] in ("fetch", "page_chunks")


def code_question_scores(
    questions: Sequence[Question], traces: Sequence[RetrievalTrace]
) -> dict[str, dict[str, float]]:
    """qid -> ``code@3`` (0/1), ``wrong_hits`` and ``hits`` for every code question."""
    by_qid = {t.qid: t for t in traces}
    out: dict[str, dict[str, float]] = {}
    for question in questions:
        wanted = expected_example(question)
        if wanted is None or question.client is None:
            continue
        trace = by_qid.get(question.qid)
        searches = [c for c in trace.calls if not _reads_records(c.name)] if trace else []
        first = searches[0] if searches else None
        top = first.ids[:_TOP] if first is not None else []
        language = client_fence(question.client)
        wrong = hits = 0
        for call in searches:
            codes = call.code or [[] for _ in call.ids]
            for hit_id, carried in zip(call.ids, codes, strict=False):
                hits += 1
                languages = set(carried)
                if (example := _example_language(hit_id)) is not None:
                    languages.add(example)
                wrong += bool(languages - {language})
        strict = wanted in top
        out[question.qid] = {
            "code@3": float(strict),
            "wrong_hits": float(wrong),
            "hits": float(hits),
        }
        if trace is not None and trace.code_shown is not None:
            out[question.qid]["code@3_fetch"] = float(strict or bool(trace.code_shown))
    return out


def code_summary(scores: Mapping[str, Mapping[str, float]]) -> dict[str, float | int | None]:
    """``code@3`` and ``code@3_fetch`` shares (the latter over the questions a fetch checked),
    ``wrong_language`` share of hits, and how many questions they cover."""
    if not scores:
        return {"code_questions": 0, "code@3": None, "code@3_fetch": None, "wrong_language": None}
    hits = sum(s["hits"] for s in scores.values())
    checked = [s["code@3_fetch"] for s in scores.values() if "code@3_fetch" in s]
    return {
        "code_questions": len(scores),
        "code@3": sum(s["code@3"] for s in scores.values()) / len(scores),
        "code@3_fetch": sum(checked) / len(checked) if checked else None,
        "wrong_language": (sum(s["wrong_hits"] for s in scores.values()) / hits) if hits else None,
    }
