"""Settings of the eval CLI (env prefix ``DOCS_EVAL_``), built at the CLI edge only."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from docs_eval.errors import EvalError

__all__ = ["EvalSettings"]

_INDEX_TARGETS = ("inprocess", "bm25")


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

    def target_url(self, target: str, given: str | None, *, command: str | None = None) -> str:
        """The index URL for an in-process target, else the MCP URL; EvalError when unset,
        naming ``command`` (``docs-eval sweep``) when it has no ``--target`` of its own."""
        resolved = self.index_url(given) if target in _INDEX_TARGETS else self.mcp_url(given)
        if not resolved:
            variables = (
                "DOCS_EVAL_REDIS_URL or DOCS_REDIS_URL (a Redis URL)"
                if target in _INDEX_TARGETS
                else "DOCS_EVAL_URL (an MCP endpoint)"
            )
            what = f"target {target!r}" if command is None else command
            raise EvalError(f"--url is required for {what} (or set {variables})")
        return resolved

    def dataset_path(self, given: Path | None) -> Path:
        resolved = given or self.dataset
        if resolved is None:
            raise EvalError(
                "--dataset is required (or set DOCS_EVAL_DATASET to a golden JSONL file)"
            )
        return resolved
