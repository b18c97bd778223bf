"""Locust scenario against ``POST /mcp``: mostly search, some fetch of returned ids, a little ask.

Read by Locust in its own process. Queries come from the file named by
``DOCS_EVAL_LOAD_QUERIES`` (one per line); the task weights from ``DOCS_EVAL_LOAD_MIX``
(``search:fetch:ask``, default ``8:3:1``). A refusal counts as a failure named by
``docs_eval.load.outcomes.refusal_name`` (``rate_limited``, ``client_busy``, ``at_capacity``),
a JSON-RPC error or ``isError`` result as ``tool_error``.
"""

from __future__ import annotations

import itertools
import json
import os
import random
from pathlib import Path
from typing import Any

from locust import HttpUser, between, task

from docs_eval.load.outcomes import refusal_name

_QUERIES = [
    line
    for line in Path(os.environ.get("DOCS_EVAL_LOAD_QUERIES", "/dev/null")).read_text().splitlines()
    if line.strip()
] or ["eviction policy", "XADD", "bloom filter"]
_SEARCH_W, _FETCH_W, _ASK_W = (
    int(x) for x in os.environ.get("DOCS_EVAL_LOAD_MIX", "8:3:1").split(":")
)
_PATH = os.environ.get("DOCS_EVAL_LOAD_PATH", "/mcp")
_HEADERS = {
    "Content-Type": "application/json",
    "Accept": "application/json, text/event-stream",
    "MCP-Protocol-Version": "2025-11-25",
}
_ids = itertools.count(1)


def _result(text: str) -> dict[str, Any]:
    if not text.lstrip().startswith("{"):
        data = [line[5:].strip() for line in text.splitlines() if line.startswith("data:")]
        text = data[-1] if data else "{}"
    result: dict[str, Any] = json.loads(text)
    return result


class McpUser(HttpUser):
    wait_time = between(0.0, 0.05)

    def on_start(self) -> None:
        self.seen_ids: list[str] = []

    def _call(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        body = {
            "jsonrpc": "2.0",
            "id": next(_ids),
            "method": "tools/call",
            "params": {"name": tool, "arguments": arguments},
        }
        with self.client.post(
            _PATH, json=body, headers=_HEADERS, name=tool, catch_response=True
        ) as response:
            refused = refusal_name(response.status_code, response.text)
            if refused is not None:
                response.failure(refused)
                return {}
            if response.status_code != 200:
                response.failure(f"http_{response.status_code}")
                return {}
            try:
                message = _result(response.text)
            except json.JSONDecodeError:
                response.failure("bad_json")
                return {}
            result = message.get("result") or {}
            if "error" in message or result.get("isError"):
                response.failure("tool_error")
                return {}
            response.success()
            return result.get("structuredContent") or {}

    @task(_SEARCH_W)
    def search(self) -> None:
        payload = self._call("search", {"query": random.choice(_QUERIES)})
        hits = payload.get("results") or []
        self.seen_ids = [h["id"] for h in hits if isinstance(h, dict) and "id" in h][
            :8
        ] or self.seen_ids

    @task(_FETCH_W)
    def fetch(self) -> None:
        if self.seen_ids:
            self._call("fetch", {"id": random.choice(self.seen_ids)})
        else:
            self.search()

    @task(_ASK_W)
    def ask(self) -> None:
        self._call("ask", {"question": random.choice(_QUERIES)})
