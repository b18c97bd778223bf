"""How the load scenario names a refused request (spec/030-eval.md, EVAL-019; the refusals are
spec/040's). Imported by the Locust scenario in its own process and by the report."""

from __future__ import annotations

import json

__all__ = ["PER_CLIENT_REFUSALS", "refusal_name"]

PER_CLIENT_REFUSALS = ("rate_limited", "client_busy")
"""Refusals by per-client limits: every one is lifted by ``DOCS_MCP_LIMITS_ENABLED=false``."""


def refusal_name(status: int, body: str) -> str | None:
    """``rate_limited`` (429, a rate budget), ``client_busy`` (429, concurrent requests per
    client), ``at_capacity`` (503, a process-wide bound such as ask concurrency), or None when
    the response is not a guard refusal."""
    if status not in (429, 503):
        return None
    try:
        reason = json.loads(body)["error"]["data"]["reason"]
    except (ValueError, KeyError, TypeError):
        reason = None
    if status == 429:
        return "rate_limited" if reason == "rate_limited" else "client_busy"
    return "at_capacity" if reason == "busy" else None
