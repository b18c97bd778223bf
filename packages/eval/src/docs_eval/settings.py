"""Settings of the eval CLI (env prefix ``DOCS_EVAL_``), built at the CLI edge only."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["EvalSettings"]


class EvalSettings(BaseSettings):
    """``DOCS_EVAL_URL``: MCP endpoint for search/ask/peer/load (``--url`` wins).
    ``DOCS_EVAL_REDIS_URL``, else ``DOCS_REDIS_URL``: the index for inprocess/bm25/sweep.
    ``DOCS_EVAL_DATASET``: the golden JSONL when ``--dataset`` is not given; no default, since
    where the dev set lies depends on the checkout (``uv run nox -s eval`` passes its own)."""

    model_config = SettingsConfigDict(env_prefix="DOCS_EVAL_", extra="ignore")

    url: str | None = Field(
        default=None, description="MCP endpoint, e.g. http://127.0.0.1:8000/mcp"
    )
    redis_url: str | None = Field(default=None, description="redis:// or unix:// URL of the index")
    fallback_redis_url: str | None = Field(default=None, validation_alias="DOCS_REDIS_URL")
    dataset: Path | None = Field(default=None, description="Golden JSONL")

    def mcp_url(self, given: str | None) -> str | None:
        return given or self.url

    def index_url(self, given: str | None) -> str | None:
        return given or self.redis_url or self.fallback_redis_url
