"""A scripted model server for tests and benchmarks: real HTTP, replayed turns.

Used by: the tests of core, mcp_server and chat, and docs_core.agent.bench.

Speaks OpenAI chat completions (``POST /v1/chat/completions``) and Anthropic Messages
(``POST /v1/messages``), tool calls included, from one provider-neutral script. A turn can also
stall (``delay_s``), fail (``status``) or answer a body that is not JSON (``raw_body``), which
is how the tests make a model time out, error or misbehave. Every request body is recorded.

A request with ``"stream": true`` is answered as the real services stream (OpenAI chunks ending
in ``[DONE]``, Anthropic's ``message_start`` ... ``message_stop`` events), chunked, one word per
event with ``token_delay_s`` between them; the server records when each stream sent its first
and last token and how many streams the client abandoned (spec/020, ASK-060..ASK-062).
"""

from __future__ import annotations

import json
import re
import threading
import time
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
    token_delay_s: float = 0.0


@dataclass
class _State:
    turns: list[ScriptedTurn]
    repeat_last: bool
    requests: list[dict[str, Any]] = field(default_factory=list)
    token_times: list[tuple[float, float]] = field(default_factory=list)
    abandoned: int = 0
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


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"(?<=\s)", text) if w]


def _openai_events(index: int, turn: ScriptedTurn, model: str) -> list[dict[str, Any] | None]:
    """Chunks of a streamed completion; ``None`` marks where a token delay falls."""
    head = {"id": f"chatcmpl-{index}", "object": "chat.completion.chunk", "model": model}
    events: list[dict[str, Any] | None] = []
    for word in _words(turn.text):
        events += [None, {**head, "choices": [{"index": 0, "delta": {"content": word}}]}]
    for n, c in enumerate(turn.calls):
        arguments = c.arguments if isinstance(c.arguments, str) else json.dumps(c.arguments)
        half = len(arguments) // 2
        for part, piece in enumerate((arguments[:half], arguments[half:])):
            call: dict[str, Any] = {"index": n, "function": {"arguments": piece}}
            if part == 0:
                call |= {"id": f"call_{index}_{n}", "type": "function"}
                call["function"]["name"] = c.name
            events.append({**head, "choices": [{"index": 0, "delta": {"tool_calls": [call]}}]})
    reason = "tool_calls" if turn.calls else "stop"
    events.append({**head, "choices": [{"index": 0, "delta": {}, "finish_reason": reason}]})
    return events


def _anthropic_events(index: int, turn: ScriptedTurn, model: str) -> list[dict[str, Any] | None]:
    message = {"id": f"msg_{index}", "type": "message", "role": "assistant", "model": model}
    events: list[dict[str, Any] | None] = [
        {"type": "message_start", "message": {**message, "content": []}}
    ]
    block = 0
    if turn.text:
        events.append(
            {"type": "content_block_start", "index": 0, "content_block": {"type": "text"}}
        )
        for word in _words(turn.text):
            delta = {"type": "text_delta", "text": word}
            events += [None, {"type": "content_block_delta", "index": 0, "delta": delta}]
        events.append({"type": "content_block_stop", "index": 0})
        block = 1
    for n, c in enumerate(turn.calls, start=block):
        arguments = c.arguments if isinstance(c.arguments, dict) else {"raw": c.arguments}
        start = {"type": "tool_use", "id": f"toolu_{index}_{n - block}", "name": c.name}
        events.append({"type": "content_block_start", "index": n, "content_block": start})
        delta = {"type": "input_json_delta", "partial_json": json.dumps(arguments)}
        events.append({"type": "content_block_delta", "index": n, "delta": delta})
        events.append({"type": "content_block_stop", "index": n})
    reason = "tool_use" if turn.calls else "end_turn"
    events.append({"type": "message_delta", "delta": {"stop_reason": reason}})
    events.append({"type": "message_stop"})
    return events


class _Handler(BaseHTTPRequestHandler):
    state: _State
    protocol_version = "HTTP/1.1"

    def _chunk(self, data: bytes) -> None:
        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
        self.wfile.flush()

    def _stream(self, events: list[dict[str, Any] | None], turn: ScriptedTurn, tail: str) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Connection", "close")
        self.end_headers()
        slot: int | None = None
        try:
            for event in events:
                if event is None:
                    if turn.token_delay_s and self.state.stop.wait(turn.token_delay_s):
                        return
                    continue
                name = f"event: {event['type']}\n" if "message" in tail else ""
                self._chunk(f"{name}data: {json.dumps(event)}\n\n".encode())
                if ("choices" in event and event["choices"][0]["delta"].get("content")) or (
                    event.get("type") == "content_block_delta"
                    and event["delta"].get("type") == "text_delta"
                ):
                    slot = self._token_sent(slot, time.monotonic())
            if tail == "openai":
                self._chunk(b"data: [DONE]\n\n")
            self._chunk(b"")
        except (BrokenPipeError, ConnectionResetError):
            with self.state.lock:
                self.state.abandoned += 1
            return

    def _token_sent(self, slot: int | None, at: float) -> int:
        """Record a text token as sent, before the stream's end goes out: a client that read
        the whole stream then finds its times (recorded after the last chunk, a loaded machine
        let a test look first)."""
        with self.state.lock:
            times = self.state.token_times
            if slot is None:
                times.append((at, at))
                return len(times) - 1
            times[slot] = (times[slot][0], at)
            return slot

    def log_message(self, format: str, *args: Any) -> None:
        return

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        try:
            body = json.loads(self.rfile.read(length) or b"{}")
        except json.JSONDecodeError:
            body = {}
        self.state.requests.append({"path": self.path, "body": body, "at": time.monotonic()})
        index, turn = self.state.next_turn()
        self.close_connection = True
        if turn.delay_s and self.state.stop.wait(turn.delay_s):
            return
        if body.get("stream") and turn.status == 200 and turn.raw_body is None:
            model = str(body.get("model", ""))
            if self.path.endswith("/chat/completions"):
                self._stream(_openai_events(index, turn, model), turn, "openai")
            elif self.path.endswith("/messages"):
                self._stream(_anthropic_events(index, turn, model), turn, "messages")
            else:
                self.send_error(404)
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
            self.send_header("Connection", "close")
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

    @property
    def token_times(self) -> list[tuple[float, float]]:
        """``(first, last)`` text-token send times (``time.monotonic``) of each stream."""
        return list(self._state.token_times)

    @property
    def abandoned(self) -> int:
        """Streams the client closed before the last event."""
        return self._state.abandoned

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
