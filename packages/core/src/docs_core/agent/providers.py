"""Model providers over plain httpx: OpenAI-compatible chat completions and Anthropic Messages.

Both speak the same small neutral transcript (:class:`Message`) and return one
:class:`ModelTurn`. Any transport, status or decoding problem becomes :class:`ProviderError`;
the loop then falls back to the deterministic path. API keys go into headers only and are
never part of an error message.
"""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, Sequence
from contextlib import aclosing
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

import httpx

from docs_core.agent.settings import AgentSettings
from docs_core.agent.streaming import StreamError, ToolCallParts, anthropic_pieces, openai_pieces
from docs_core.agent.surface import ToolSpec

__all__ = [
    "AnthropicProvider",
    "Message",
    "ModelProvider",
    "ModelTurn",
    "OpenAIProvider",
    "ProviderError",
    "RawToolCall",
    "make_provider",
]


class ProviderError(Exception):
    """The model endpoint failed or answered something unusable (reason is safe to log)."""


@dataclass(frozen=True)
class RawToolCall:
    id: str
    name: str
    arguments: str | dict[str, Any]


@dataclass(frozen=True)
class Message:
    role: Literal["system", "user", "assistant", "tool"]
    text: str = ""
    tool_calls: tuple[RawToolCall, ...] = ()
    call_id: str = ""


@dataclass(frozen=True)
class ModelTurn:
    text: str
    tool_calls: list[RawToolCall] = field(default_factory=list)


class ModelProvider(Protocol):
    async def complete(
        self, messages: Sequence[Message], tools: Sequence[ToolSpec]
    ) -> ModelTurn: ...
    def stream(
        self, messages: Sequence[Message], tools: Sequence[ToolSpec]
    ) -> AsyncGenerator[str | ModelTurn, None]: ...
    async def aclose(self) -> None: ...


def _turn(pieces: list[str], calls: list[ToolCallParts]) -> ModelTurn:
    return ModelTurn(
        "".join(pieces),
        [RawToolCall(c.id or f"call_{n}", c.name, c.argument_text) for n, c in enumerate(calls)],
    )


async def _relayed(
    source: AsyncGenerator[str | list[ToolCallParts], None],
) -> AsyncGenerator[str | ModelTurn, None]:
    """A protocol's stream relayed: each text piece as it comes, then the whole turn; a broken
    stream is a ProviderError. Closing this closes ``source`` (and its HTTP response)."""
    pieces: list[str] = []
    try:
        async with aclosing(source) as stream:
            async for piece in stream:
                if isinstance(piece, str):
                    pieces.append(piece)
                    yield piece
                else:
                    yield _turn(pieces, piece)
    except StreamError as exc:
        raise ProviderError(str(exc)) from None


class _HttpProvider:
    def __init__(self, settings: AgentSettings, client: httpx.AsyncClient | None = None):
        self.settings = settings
        self._client = client or httpx.AsyncClient(
            timeout=httpx.Timeout(
                settings.step_timeout_s, connect=min(3.0, settings.step_timeout_s)
            )
        )

    async def _post(self, url: str, body: dict[str, Any], headers: dict[str, str]) -> Any:
        try:
            response = await self._client.post(url, json=body, headers=headers)
        except httpx.TimeoutException:
            raise ProviderError("model endpoint timed out") from None
        except httpx.HTTPError as exc:
            raise ProviderError(f"model endpoint unreachable ({type(exc).__name__})") from None
        if response.status_code >= 400:
            raise ProviderError(f"model endpoint answered HTTP {response.status_code}")
        try:
            return response.json()
        except ValueError:
            raise ProviderError("model endpoint answered something that is not JSON") from None

    async def aclose(self) -> None:
        await self._client.aclose()


class OpenAIProvider(_HttpProvider):
    """``POST {base_url}/chat/completions`` with ``tools`` (function calling)."""

    def _request(
        self, messages: Sequence[Message], tools: Sequence[ToolSpec]
    ) -> tuple[str, dict[str, Any], dict[str, str]]:
        s = self.settings
        body: dict[str, Any] = {
            "model": s.name,
            "messages": [self._message(m) for m in messages],
            "temperature": s.temperature,
            "max_tokens": s.max_tokens,
        }
        if tools:
            body["tools"] = [t.openai() for t in tools]
            body["tool_choice"] = "auto"
        headers = {"Authorization": f"Bearer {s.api_key.get_secret_value()}"} if s.api_key else {}
        url = f"{(s.base_url or 'https://api.openai.com/v1').rstrip('/')}/chat/completions"
        return url, body, headers

    def stream(
        self, messages: Sequence[Message], tools: Sequence[ToolSpec]
    ) -> AsyncGenerator[str | ModelTurn, None]:
        """Answer text as the endpoint streams it (``stream: true``), then the whole turn."""
        return _relayed(openai_pieces(self._client, *self._request(messages, tools)))

    async def complete(self, messages: Sequence[Message], tools: Sequence[ToolSpec]) -> ModelTurn:
        data = await self._post(*self._request(messages, tools))
        try:
            message = data["choices"][0]["message"]
            calls = [
                RawToolCall(
                    str(c.get("id") or f"call_{n}"),
                    str(c["function"]["name"]),
                    c["function"].get("arguments") or "",
                )
                for n, c in enumerate(message.get("tool_calls") or [])
            ]
            return ModelTurn(str(message.get("content") or ""), calls)
        except (KeyError, IndexError, TypeError):
            raise ProviderError("model response has no usable message") from None

    @staticmethod
    def _message(m: Message) -> dict[str, Any]:
        if m.role == "tool":
            return {"role": "tool", "tool_call_id": m.call_id, "content": m.text}
        out: dict[str, Any] = {"role": m.role, "content": m.text or None}
        if m.tool_calls:
            out["tool_calls"] = [
                {
                    "id": c.id,
                    "type": "function",
                    "function": {
                        "name": c.name,
                        "arguments": c.arguments
                        if isinstance(c.arguments, str)
                        else json.dumps(c.arguments),
                    },
                }
                for c in m.tool_calls
            ]
        elif out["content"] is None:
            out["content"] = ""
        return out


class AnthropicProvider(_HttpProvider):
    """``POST {base_url}/v1/messages`` with ``tools`` (tool use)."""

    API_VERSION = "2023-06-01"

    def _request(
        self, messages: Sequence[Message], tools: Sequence[ToolSpec]
    ) -> tuple[str, dict[str, Any], dict[str, str]]:
        s = self.settings
        system = "\n\n".join(m.text for m in messages if m.role == "system")
        body: dict[str, Any] = {
            "model": s.name,
            "max_tokens": s.max_tokens,
            "temperature": s.temperature,
            "system": system,
            "messages": self._messages([m for m in messages if m.role != "system"]),
        }
        if tools:
            body["tools"] = [
                {"name": t.name, "description": t.description, "input_schema": t.parameters}
                for t in tools
            ]
        headers = {"anthropic-version": self.API_VERSION}
        if s.api_key:
            headers["x-api-key"] = s.api_key.get_secret_value()
        base = (s.base_url or "https://api.anthropic.com").rstrip("/")
        return f"{base}/v1/messages", body, headers

    def stream(
        self, messages: Sequence[Message], tools: Sequence[ToolSpec]
    ) -> AsyncGenerator[str | ModelTurn, None]:
        """Answer text from the streaming events as it arrives, then the whole turn."""
        return _relayed(anthropic_pieces(self._client, *self._request(messages, tools)))

    async def complete(self, messages: Sequence[Message], tools: Sequence[ToolSpec]) -> ModelTurn:
        data = await self._post(*self._request(messages, tools))
        try:
            blocks = data["content"]
            text = "".join(b.get("text", "") for b in blocks if b.get("type") == "text")
            calls = [
                RawToolCall(str(b["id"]), str(b["name"]), b.get("input") or {})
                for b in blocks
                if b.get("type") == "tool_use"
            ]
            return ModelTurn(text, calls)
        except (KeyError, TypeError, AttributeError):
            raise ProviderError("model response has no usable content") from None

    @staticmethod
    def _messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for m in messages:
            if m.role == "tool":
                block = {"type": "tool_result", "tool_use_id": m.call_id, "content": m.text}
                if out and out[-1]["role"] == "user" and isinstance(out[-1]["content"], list):
                    out[-1]["content"].append(block)
                else:
                    out.append({"role": "user", "content": [block]})
            elif m.role == "assistant":
                content: list[dict[str, Any]] = [{"type": "text", "text": m.text}] if m.text else []
                for c in m.tool_calls:
                    args = c.arguments
                    if isinstance(args, str):
                        try:
                            args = json.loads(args) if args.strip() else {}
                        except json.JSONDecodeError:
                            args = {}
                    content.append({"type": "tool_use", "id": c.id, "name": c.name, "input": args})
                out.append({"role": "assistant", "content": content})
            else:
                out.append({"role": "user", "content": m.text})
        return out


def make_provider(
    settings: AgentSettings, client: httpx.AsyncClient | None = None
) -> ModelProvider | None:
    """The configured provider, or None for the deterministic path."""
    if settings.provider == "openai":
        return OpenAIProvider(settings, client)
    if settings.provider == "anthropic":
        return AnthropicProvider(settings, client)
    return None
