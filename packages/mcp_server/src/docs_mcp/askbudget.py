"""The caller's own ``ask`` budget, handed from the guard to the ``ask`` tool for one request
(spec/040-public-service.md, "Budgets"; spec/010-tool-contract.md, ask).

The guard spends the budget before the SDK sees the request and sets :data:`ASK_BUDGET` for
the rest of that request; the SDK's task groups copy the context, so the tool reads the value
the guard set for this caller and no other. Only the caller's own figures cross: never the
address, its hash or the limiter key.
"""

from __future__ import annotations

import math
from contextvars import ContextVar

from docs_core.ratelimit import Decision
from pydantic import BaseModel, Field

__all__ = ["ASK_BUDGET", "AskBudget", "budget_of"]


class AskBudget(BaseModel):
    """What this caller may still spend on ``ask``; null in the result when no limit applies
    (limits off, stdio, or the limiter not reached)."""

    remaining: int = Field(description="ask calls this caller can make right now")
    limit: int = Field(description="ask calls allowed per window")
    burst: int = Field(description="ask calls allowed at once; remaining never exceeds it")
    window_s: int = Field(description="The window, in seconds")
    resets_in_s: int = Field(description="Seconds until the whole budget is available again")


ASK_BUDGET: ContextVar[AskBudget | None] = ContextVar("docs_mcp_ask_budget", default=None)


def budget_of(decision: Decision) -> AskBudget:
    return AskBudget(
        remaining=decision.remaining,
        limit=decision.budget.rate,
        burst=decision.budget.burst,
        window_s=round(decision.budget.period),
        resets_in_s=math.ceil(decision.reset_after),
    )
