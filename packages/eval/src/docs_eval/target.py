"""The seam between the harness and whatever is measured (spec/030-eval.md, EVAL-003)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from docs_eval.dataset import Question
from docs_eval.trace import Retrieved

__all__ = ["FixedTarget", "Target"]


class Target(Protocol):
    """Answers one question with what it retrieved, in its own order, mapped to page ids.

    Raising any exception records the question as an error; the harness times the call.
    """

    async def retrieve(self, question: Question) -> Retrieved: ...


class FixedTarget:
    """A fake target returning canned rankings (qid -> ids); an unknown qid retrieves nothing."""

    def __init__(self, rankings: Mapping[str, Sequence[str]]) -> None:
        self._rankings = rankings

    async def retrieve(self, question: Question) -> Retrieved:
        return Retrieved(ranked=list(self._rankings.get(question.qid, ())))
