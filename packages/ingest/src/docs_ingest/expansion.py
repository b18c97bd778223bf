"""How much a page's embeds and examples may add to it (spec/005-ingest.md, ING-110): an embed
holding itself 20 times grows 20^5 fold through the depth limit, and a few hundred bytes of
page became 23 MB and 19,528 chunks."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["MAX_EXPANDED_CHARS", "ExpansionBudget", "RenderBudgetError"]

MAX_EXPANDED_CHARS = 2_000_000


class RenderBudgetError(ValueError):
    """A page's embeds and examples expand past ``MAX_EXPANDED_CHARS``; the page is skipped."""


@dataclass
class ExpansionBudget:
    """Characters a page's expansions have left, spent by each embed and example."""

    left: int = MAX_EXPANDED_CHARS

    def spend(self, text: str) -> str:
        self.left -= len(text)
        if self.left < 0:
            raise RenderBudgetError(f"embeds and examples add over {MAX_EXPANDED_CHARS:,} chars")
        return text
