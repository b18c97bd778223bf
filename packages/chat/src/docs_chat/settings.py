"""Chat app settings (env prefix ``DOCS_CHAT_``), built at the edge and passed to the factory."""

from __future__ import annotations

from docs_core.agent import AgentSettings
from docs_core.settings import RedisSettings
from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["ChatSettings"]


class ChatSettings(BaseSettings):
    """Where to listen; Redis (``DOCS_REDIS_*``) and the model (``DOCS_MODEL_*``) come from their
    own settings so the chat app and the MCP server read the same variables."""

    model_config = SettingsConfigDict(env_prefix="DOCS_CHAT_", extra="ignore")

    host: str = "127.0.0.1"
    port: int = Field(default=8090, ge=1, le=65535)
    redis: RedisSettings = Field(default_factory=RedisSettings)
    agent: AgentSettings = Field(default_factory=AgentSettings)
