"""Per-tool limits of the public server: budgets, bounds and who the client is
(spec/040-public-service.md). Settings use the env prefix ``DOCS_MCP_``."""

from __future__ import annotations

from typing import Annotated

from docs_core.connections import ConnectionLimits
from docs_core.ratelimit import Budget
from docs_core.sharedlimit import client_address, in_networks, valid_networks
from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

__all__ = [
    "HANDSHAKE_METHODS",
    "TOOLS",
    "LimitSettings",
    "client_address",
    "in_networks",
    "tool_label",
]

TOOLS = ("search", "fetch", "ask")
HANDSHAKE_METHODS = frozenset({"initialize", "server/discover", "tools/list", "ping"})
FAIL_CLOSED_TOOLS = frozenset({"ask"})


def tool_label(name: object) -> str:
    """The metric/budget label of a tool name: one of TOOLS or ``other`` (never caller text)."""
    return name if isinstance(name, str) and name in TOOLS else "other"


class LimitSettings(ConnectionLimits, BaseSettings):
    """``DOCS_MCP_LIMITS_ENABLED=false`` lifts every per-client limit (load tests only): the
    rate budgets, concurrent requests and asks per client and connections per client. Process-wide
    bounds stay: ask concurrency, body size and time, header and idle timeouts, connections."""

    model_config = SettingsConfigDict(env_prefix="DOCS_MCP_", extra="ignore")

    limits_enabled: bool = True
    limit_search_per_min: int = Field(default=120, ge=1)
    limit_search_burst: int = Field(default=30, ge=1)
    limit_fetch_per_min: int = Field(default=120, ge=1)
    limit_fetch_burst: int = Field(default=30, ge=1)
    limit_ask_per_min: int = Field(default=10, ge=1)
    limit_ask_burst: int = Field(default=5, ge=1)
    limit_other_per_min: int = Field(default=120, ge=1)
    limit_other_burst: int = Field(default=30, ge=1)
    # Its own budget, generous (a session opens with two or three of these): without one, a
    # client could replay initialize and tools/list without end at the others' expense.
    limit_handshake_per_min: int = Field(default=600, ge=1)
    limit_handshake_burst: int = Field(default=60, ge=1)
    limit_salt: SecretStr | None = Field(
        default=None,
        description="Key for hashing client addresses; unset: one random salt shared in Redis",
    )
    trusted_proxies: Annotated[list[str], NoDecode] = Field(
        default_factory=list,
        description="Comma-separated IPs/CIDRs whose X-Forwarded-For is believed",
    )
    max_request_bytes: int = Field(default=64 * 1024, gt=0)
    body_timeout_s: float = Field(default=10.0, gt=0)
    max_concurrent_per_client: int = Field(default=8, ge=1)
    max_asks_per_client: int = Field(
        default=1,
        ge=1,
        description="asks one client address may have in flight per process, so one client "
        "cannot hold every ask slot",
    )
    ask_concurrency: int = Field(default=4, ge=1)

    @field_validator("trusted_proxies", mode="before")
    @classmethod
    def _split_commas(cls, value: object) -> object:
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        return value

    @field_validator("trusted_proxies")
    @classmethod
    def _valid_networks(cls, value: list[str]) -> list[str]:
        return valid_networks(value)

    def budget(self, tool: str) -> Budget:
        """The budget of a tool label, of ``other``, or of ``handshake`` (HANDSHAKE_METHODS)."""
        label = "handshake" if tool == "handshake" else tool_label(tool)
        rate = getattr(self, f"limit_{label}_per_min")
        burst = getattr(self, f"limit_{label}_burst")
        return Budget(label, rate=rate, period=60.0, burst=burst)
