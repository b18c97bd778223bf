"""Chat app settings (env prefix ``DOCS_CHAT_``), built at the edge and passed to the factory."""

from __future__ import annotations

from typing import Annotated

from docs_core.agent import AgentSettings
from docs_core.connections import ConnectionLimits
from docs_core.hostcheck import LOCAL_HOSTS, LOCAL_ORIGINS
from docs_core.settings import RedisSettings
from docs_core.sharedlimit import valid_networks
from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

__all__ = ["ChatSettings"]


class ChatSettings(ConnectionLimits, BaseSettings):
    """Where to listen and what a client may spend; Redis (``DOCS_REDIS_*``) and the model
    (``DOCS_MODEL_*``) come from their own settings so the chat app and the MCP server read the
    same variables. Budgets are per client address, shared by replicas through Redis, under
    their own names (``chat``, ``chat-feedback``) so the chat never spends the MCP budgets."""

    model_config = SettingsConfigDict(env_prefix="DOCS_CHAT_", extra="ignore")

    host: str = "127.0.0.1"
    port: int = Field(default=8090, ge=1, le=65535)
    redis: RedisSettings = Field(default_factory=RedisSettings)
    agent: AgentSettings = Field(default_factory=AgentSettings)
    limit_ask_per_minute: int = Field(default=10, ge=1, description="Questions per client")
    limit_ask_burst: int = Field(default=3, ge=1)
    limit_feedback_per_minute: int = Field(default=20, ge=1)
    limit_feedback_burst: int = Field(default=5, ge=1)
    limit_salt: SecretStr | None = Field(
        default=None, repr=False, description="Keyed-hash salt; default: one per deployment"
    )
    trusted_proxies: Annotated[list[str], NoDecode] = Field(
        default_factory=list, description="Proxies whose X-Forwarded-For is believed"
    )
    allowed_hosts: Annotated[list[str], NoDecode] = Field(
        default_factory=lambda: list(LOCAL_HOSTS),
        description="Host values the API answers (name:* any port); loopback by default",
    )
    allowed_origins: Annotated[list[str], NoDecode] = Field(
        default_factory=lambda: list(LOCAL_ORIGINS),
        description="Origin values the API answers; a request without Origin is allowed",
    )
    max_model_calls: int = Field(
        default=4,
        ge=1,
        description="Questions answered by the model at once, across the deployment",
    )
    keepalive_s: float = Field(
        default=15.0,
        gt=0,
        description="Seconds of silence on an answer stream before a keep-alive comment",
    )
    max_body_bytes: int = Field(default=32_768, ge=1024, description="Largest request body")
    body_timeout_s: float = Field(
        default=10.0, gt=0, description="Seconds a request body may take to arrive (then 408)"
    )

    @property
    def limits_enabled(self) -> bool:
        """The chat's per-client bounds are always on (``docs_core.connections``)."""
        return True

    @field_validator("trusted_proxies", "allowed_hosts", "allowed_origins", mode="before")
    @classmethod
    def _split_commas(cls, value: object) -> object:
        if isinstance(value, str):
            return [v.strip() for v in value.split(",") if v.strip()]
        return value

    @field_validator("trusted_proxies")
    @classmethod
    def _valid_networks(cls, value: list[str]) -> list[str]:
        # Checked here, as the MCP server checks its own: an entry that is no network would
        # otherwise fail every connection's address lookup.
        return valid_networks(value)
