"""Server settings, built once at the edge (CLI or app factory) and passed down.

Server things use the env prefix ``DOCS_MCP_``; where the index lives is
``docs_core.settings.RedisSettings`` (``DOCS_REDIS_URL``, ``DOCS_DATA_DIR``). No setting names a
physical index: the server discovers the live one through the aliases at start. The ask
pipeline's model is ``docs_core.agent.AgentSettings`` (``DOCS_MODEL_*``).
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from docs_core.agent import AgentSettings
from docs_core.hostcheck import LOCAL_HOSTS, LOCAL_ORIGINS
from docs_core.settings import RedisSettings
from mcp.server.transport_security import TransportSecuritySettings
from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from docs_mcp.limits import LimitSettings

_PUBLIC_URL = re.compile(r"https?://(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?")

__all__ = ["ServerSettings"]


class ServerSettings(BaseSettings):
    """``DOCS_MCP_ALLOWED_HOSTS`` / ``DOCS_MCP_ALLOWED_ORIGINS`` take comma-separated values;
    behind a proxy add the public host name (``docs.example.com``) there."""

    model_config = SettingsConfigDict(env_prefix="DOCS_MCP_", extra="ignore")

    host: str = "127.0.0.1"
    port: int = Field(default=8765, ge=0, le=65535)
    allowed_hosts: Annotated[list[str], NoDecode] = Field(default_factory=lambda: list(LOCAL_HOSTS))
    allowed_origins: Annotated[list[str], NoDecode] = Field(
        default_factory=lambda: list(LOCAL_ORIGINS)
    )
    public_url: str | None = Field(
        default=None,
        description="Scheme and host callers reach this server at (https://docs.example.com), "
        "for the links of /llms.txt, / and the server card; unset: the request's allowed Host",
    )
    log_level: Literal["debug", "info", "warning", "error"] = Field(
        default="info", description="Of `docs-mcp serve`; caller text is withheld at every level"
    )
    tool_timeout_s: float = Field(
        default=5.0, gt=0, description="A tool call that takes longer answers backend_unavailable"
    )
    stale_after_s: float = Field(
        default=172800.0,
        gt=0,
        description="/status says stale when the live index is older (readiness stays up)",
    )
    redis: RedisSettings = Field(default_factory=RedisSettings)
    limits: LimitSettings = Field(default_factory=LimitSettings)
    agent: AgentSettings = Field(
        default_factory=AgentSettings, description="The ask pipeline's model (DOCS_MODEL_*)"
    )

    @field_validator("allowed_hosts", "allowed_origins", mode="before")
    @classmethod
    def _split_commas(cls, value: object) -> object:
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        return value

    @field_validator("log_level", mode="before")
    @classmethod
    def _any_case(cls, value: object) -> object:
        # INFO is how most tools spell a level (MCP-081).
        return value.strip().lower() if isinstance(value, str) else value

    @field_validator("public_url", mode="before")
    @classmethod
    def _scheme_and_host(cls, value: object) -> object:
        if isinstance(value, str) and not _PUBLIC_URL.fullmatch(value):
            raise ValueError(
                "must be a scheme and host with an optional port, no path and no trailing slash "
                "(https://docs.example.com or http://localhost:8765)"
            )
        return value

    def transport_security(self) -> TransportSecuritySettings:
        """DNS-rebinding protection is never off: only the allow-lists are configurable."""
        return TransportSecuritySettings(
            enable_dns_rebinding_protection=True,
            allowed_hosts=list(self.allowed_hosts),
            allowed_origins=list(self.allowed_origins),
        )
