"""A scripted model server for tests and benchmarks: real HTTP, replayed turns.

Used by: the tests of core, mcp_server and chat, and docs_core.agent.bench.

Speaks OpenAI chat completions (``POST /v1/chat/completions``) and Anthropic Messages
(``POST /v1/messages``), tool calls included, from one provider-neutral script. A turn can also
stall (``delay_s``), fail (``status``) or answer a body that is not JSON (``raw_body``), which
is how the tests make a model time out, error or misbehave. Every request body is recorded.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["FakeModelServer", "ScriptedCall", "ScriptedTurn"]


@dataclass(frozen=True)
class ScriptedCall:
    name: str
    arguments: dict[str, Any] | str


@dataclass(frozen=True)
class ScriptedTurn:
    text: str = ""
    calls: tuple[ScriptedCall, ...] = ()
    delay_s: float = 0.0
    status: int = 200
    raw_body: str | None = None


@dataclass
class _State:
    turns: list[ScriptedTurn]
    repeat_last: bool
    requests: list[dict[str, Any]] = field(default_factory=list)
    served: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)
    stop: threading.Event = field(default_factory=threading.Event)

    def next_turn(self) -> tuple[int, ScriptedTurn]:
        with self.lock:
            index = self.served
            self.served += 1
        if index < len(self.turns):
            return index, self.turns[index]
        if self.repeat_last and self.turns:
            return index, self.turns[-1]
        return index, ScriptedTurn(text="No more scripted turns.")


def _openai_body(index: int, turn: ScriptedTurn, model: str) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": turn.text or None}
    if turn.calls:
        message["tool_calls"] = [
            {
                "id": f"call_{index}_{n}",
                "type": "function",
                "function": {
                    "name": c.name,
                    "arguments": c.arguments
                    if isinstance(c.arguments, str)
                    else json.dumps(c.arguments),
                },
            }
            for n, c in enumerate(turn.calls)
        ]
    return {
        "id": f"chatcmpl-{index}",
        "object": "chat.completion",
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": "tool_calls" if turn.calls else "stop",
            }
        ],
    }


def _anthropic_body(index: int, turn: ScriptedTurn, model: str) -> dict[str, Any]:
    content: list[dict[str, Any]] = [{"type": "text", "text": turn.text}] if turn.text else []
    for n, c in enumerate(turn.calls):
        arguments = c.arguments if isinstance(c.arguments, dict) else {"raw": c.arguments}
        content.append(
            {"type": "tool_use", "id": f"toolu_{index}_{n}", "name": c.name, "input": arguments}
        )
    return {
        "id": f"msg_{index}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": "tool_use" if turn.calls else "end_turn",
    }


class _Handler(BaseHTTPRequestHandler):
    state: _State

    def log_message(self, format: str, *args: Any) -> None:
        return

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        try:
            body = json.loads(self.rfile.read(length) or b"{}")
        except json.JSONDecodeError:
            body = {}
        self.state.requests.append({"path": self.path, "body": body})
        index, turn = self.state.next_turn()
        if turn.delay_s and self.state.stop.wait(turn.delay_s):
            return
        if self.path.endswith("/chat/completions"):
            payload = _openai_body(index, turn, str(body.get("model", "")))
        elif self.path.endswith("/messages"):
            payload = _anthropic_body(index, turn, str(body.get("model", "")))
        else:
            self.send_error(404)
            return
        raw = turn.raw_body if turn.raw_body is not None else json.dumps(payload)
        data = raw.encode()
        try:
            self.send_response(turn.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            return


class FakeModelServer:
    """``with FakeModelServer([...]) as fake: settings.base_url = fake.openai_url``."""

    def __init__(self, turns: Sequence[ScriptedTurn] = (), *, repeat_last: bool = False):
        self._state = _State(list(turns), repeat_last)
        handler = type("ScriptedHandler", (_Handler,), {"state": self._state})
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._server.daemon_threads = True
        self._server.block_on_close = False
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    @property
    def openai_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def anthropic_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def requests(self) -> list[dict[str, Any]]:
        """Bodies received so far, in order, with their paths."""
        return list(self._state.requests)

    def start(self) -> FakeModelServer:
        self._thread.start()
        return self

    def close(self) -> None:
        self._state.stop.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> FakeModelServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()
