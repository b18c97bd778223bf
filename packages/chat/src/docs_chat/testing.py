"""Helpers the chat's tests share: a loopback test client, the SSE frames of a streamed reply,
and settings on a given Redis."""

from __future__ import annotations

import json
from typing import Any

from docs_core.settings import RedisSettings
from fastapi import FastAPI
from fastapi.testclient import TestClient

from docs_chat.settings import ChatSettings

__all__ = ["chat_settings", "local_client", "sse_frames"]


def local_client(app: FastAPI, **options: Any) -> TestClient:
    """A test client whose requests carry a loopback Host, which the chat's API answers."""
    return TestClient(app, base_url="http://localhost:8090", **options)


def sse_frames(body: str) -> list[tuple[str, dict[str, Any]]]:
    """(event, data) of each frame of a streamed reply, in order."""
    frames = []
    for block in body.replace("\r\n", "\n").split("\n\n"):
        name, data = "message", []
        for line in block.split("\n"):
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].strip())
        if data:
            frames.append((name, json.loads("\n".join(data))))
    return frames


def chat_settings(url: str, **agent: Any) -> ChatSettings:
    """Default settings on the Redis at ``url``, with ``agent`` fields replaced."""
    settings = ChatSettings(redis=RedisSettings(redis_url=url))
    if agent:
        settings = settings.model_copy(update={"agent": settings.agent.model_copy(update=agent)})
    return settings
