"""Streamed model turns: OpenAI-compatible ``stream: true`` chunks and Anthropic's streaming
events, read as server-sent events and folded into text pieces plus one final turn
(spec/020-ask.md, ASK-060..ASK-062).

A provider's ``stream`` yields each piece of answer text as it arrives (a ``str``) and ends with
the whole :class:`~docs_core.agent.providers.ModelTurn` (text and tool calls). Leaving the
iteration early closes the HTTP response, which stops the model call: a browser that goes away
does not keep a paid generation running.
"""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, AsyncIterator, Callable
from contextlib import aclosing, asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import httpx

__all__ = ["StreamError", "ToolCallParts", "anthropic_pieces", "openai_pieces", "sse_data"]


class StreamError(Exception):
    """The stream broke or carried something unusable (safe to log: no text, no key)."""


@dataclass
class ToolCallParts:
    """A tool call assembled from streamed fragments (its arguments arrive in pieces)."""

    id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)

    @property
    def argument_text(self) -> str:
        return "".join(self.arguments)


@asynccontextmanager
async def _open(
    client: httpx.AsyncClient, url: str, body: dict[str, Any], headers: dict[str, str]
) -> AsyncIterator[httpx.Response]:
    try:
        async with client.stream("POST", url, json=body, headers=headers) as response:
            if response.status_code >= 400:
                raise StreamError(f"model endpoint answered HTTP {response.status_code}")
            if "text/event-stream" not in response.headers.get("content-type", ""):
                raise StreamError("model endpoint answered something that is not a stream")
            yield response
    except httpx.TimeoutException:
        raise StreamError("model endpoint timed out") from None
    except httpx.HTTPError as exc:
        raise StreamError(f"model endpoint unreachable ({type(exc).__name__})") from None


async def sse_data(response: httpx.Response) -> AsyncGenerator[dict[str, Any], None]:
    """The JSON ``data`` of each server-sent event, until ``[DONE]`` or the end."""
    data: list[str] = []
    async for line in response.aiter_lines():
        if line.startswith("data:"):
            data.append(line[5:].lstrip())
            continue
        if line.strip() or not data:
            continue
        payload, data = "\n".join(data), []
        if payload == "[DONE]":
            return
        decoded = _decoded(payload)
        if isinstance(decoded, dict):
            yield decoded
    if data and data != ["[DONE]"]:
        decoded = _decoded("\n".join(data))
        if isinstance(decoded, dict):
            yield decoded


def _decoded(payload: str) -> Any:
    try:
        return json.loads(payload)
    except (ValueError, RecursionError):
        # ValueError also covers a number too long to convert; RecursionError, deep nesting.
        raise StreamError("model stream carried something that is not JSON") from None


def _read(parse: Callable[[dict[str, Any]], list[str]], chunk: dict[str, Any]) -> list[str]:
    """``parse(chunk)``; whatever a malformed chunk makes it raise (a list where an object
    belongs, an index that is no integer) is the stream being unusable, which the caller
    answers with the fallback (ASK-035), not an internal error."""
    try:
        return parse(chunk)
    except StreamError:
        raise
    except Exception as exc:
        raise StreamError(
            f"model stream carried a malformed chunk ({type(exc).__name__})"
        ) from None


async def openai_pieces(
    client: httpx.AsyncClient, url: str, body: dict[str, Any], headers: dict[str, str]
) -> AsyncGenerator[str | list[ToolCallParts], None]:
    """Text pieces of a chat-completions stream, then the assembled tool calls (maybe none)."""
    calls: dict[int, ToolCallParts] = {}
    async with (
        _open(client, url, {**body, "stream": True}, headers) as response,
        aclosing(sse_data(response)) as chunks,
    ):
        async for chunk in chunks:
            for text in _read(lambda c: _openai_chunk(c, calls), chunk):
                yield text
    yield [calls[n] for n in sorted(calls)]


def _openai_chunk(chunk: dict[str, Any], calls: dict[int, ToolCallParts]) -> list[str]:
    """The text pieces of one chunk; its tool-call fragments join ``calls``."""
    if chunk.get("error"):
        raise StreamError("model stream reported an error")
    texts: list[str] = []
    for choice in chunk.get("choices") or []:
        delta = choice.get("delta") or {}
        if delta.get("content"):
            texts.append(str(delta["content"]))
        for part in delta.get("tool_calls") or []:
            call = calls.setdefault(int(part.get("index", len(calls))), ToolCallParts())
            call.id = call.id or str(part.get("id") or "")
            function = part.get("function") or {}
            call.name = call.name or str(function.get("name") or "")
            if function.get("arguments"):
                call.arguments.append(str(function["arguments"]))
    return texts


async def anthropic_pieces(
    client: httpx.AsyncClient, url: str, body: dict[str, Any], headers: dict[str, str]
) -> AsyncGenerator[str | list[ToolCallParts], None]:
    """Text pieces of a Messages stream (``content_block_delta`` / ``text_delta``), then the
    tool uses assembled from ``input_json_delta`` fragments."""
    blocks: dict[int, ToolCallParts] = {}
    async with (
        _open(client, url, {**body, "stream": True}, headers) as response,
        aclosing(sse_data(response)) as events,
    ):
        async for event in events:
            if event.get("type") == "message_stop":
                break
            for text in _read(lambda e: _anthropic_event(e, blocks), event):
                yield text
    yield [blocks[n] for n in sorted(blocks)]


def _anthropic_event(event: dict[str, Any], blocks: dict[int, ToolCallParts]) -> list[str]:
    """The text of one event (at most one piece); a tool use it starts or continues joins
    ``blocks``."""
    kind = event.get("type")
    if kind == "error":
        raise StreamError("model stream reported an error")
    index = int(event.get("index") or 0)
    if kind == "content_block_start":
        block = event.get("content_block") or {}
        if block.get("type") == "tool_use":
            blocks[index] = ToolCallParts(str(block.get("id") or ""), str(block["name"]))
            if block.get("input"):
                blocks[index].arguments.append(json.dumps(block["input"]))
    elif kind == "content_block_delta":
        delta = event.get("delta") or {}
        if delta.get("type") == "text_delta" and delta.get("text"):
            return [str(delta["text"])]
        if delta.get("type") == "input_json_delta" and index in blocks:
            blocks[index].arguments.append(str(delta.get("partial_json") or ""))
    return []
