"""Redis connection settings shared by the writer and the readers (env prefix ``DOCS_``).

Used by: ingest (cli), mcp_server (settings, state), chat (settings).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["RedisSettings", "default_data_dir"]


def default_data_dir() -> Path:
    return Path.home() / ".local" / "share" / "redis-docs-mcp"


class RedisSettings(BaseSettings):
    """``DOCS_REDIS_URL`` unset means: start (or reuse) the embedded Redis in ``DOCS_DATA_DIR``.

    ``DOCS_REDIS_URLS`` (comma separated) lists further endpoints for failover; the writer
    publishes to all of them. ``DOCS_REDIS_READ_URLS`` (comma separated) lists replicas of
    ``DOCS_REDIS_URL`` that readers use first (spread over them); the writer never writes there.
    """

    model_config = SettingsConfigDict(env_prefix="DOCS_", extra="ignore")

    redis_url: str | None = Field(default=None, description="redis:// or unix:// URL")
    redis_urls: str | None = Field(default=None, description="Comma-separated failover endpoints")
    redis_read_urls: str | None = Field(
        default=None,
        description="Comma-separated replicas of DOCS_REDIS_URL that readers use first",
    )
    data_dir: Path = Field(default_factory=default_data_dir)
    redis_start_timeout_s: float = Field(
        default=20.0,
        gt=0,
        description="How long a started embedded Redis may stay silent; one loading its data "
        "(it answers LOADING) is waited for however long the load takes",
    )

    def endpoint_urls(self) -> list[str]:
        urls = [self.redis_url] if self.redis_url else []
        if self.redis_urls:
            urls += [u.strip() for u in self.redis_urls.split(",") if u.strip()]
        return list(dict.fromkeys(urls))

    def read_urls(self) -> list[str]:
        """The replicas readers prefer (``DOCS_REDIS_READ_URLS``), in the order given."""
        if not self.redis_read_urls:
            return []
        return list(dict.fromkeys(u.strip() for u in self.redis_read_urls.split(",") if u.strip()))
