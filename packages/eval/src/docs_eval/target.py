"""The seam between the harness and whatever is measured (spec/030-eval.md, EVAL-003)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from docs_eval.dataset import Question
from docs_eval.trace import Retrieved

__all__ = ["RATE_LIMIT_WAIT_S", "FixedTarget", "Target"]

RATE_LIMIT_WAIT_S = 60.0
"""The most a target waits in all, per question, on a server's rate-limit refusals (EVAL-052);
the harness's per-question timeout allows for it on top of the question's own work."""


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
