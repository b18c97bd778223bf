"""Model provider settings for the ask pipeline (env prefix ``DOCS_MODEL_``).

Built at the edge (CLI, app factory) and passed down. The default ``provider="none"`` runs the
deterministic router with an extractive answer; no key is ever needed for that path.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["AgentSettings", "ProviderName"]

ProviderName = Literal["none", "openai", "anthropic"]


class AgentSettings(BaseSettings):
    """``provider="openai"`` covers every OpenAI-compatible chat-completions endpoint with tool
    calling (OpenAI, vLLM, Ollama, llama.cpp server, LiteLLM); ``"anthropic"`` the Messages API.
    """

    model_config = SettingsConfigDict(env_prefix="DOCS_MODEL_", extra="ignore")

    provider: ProviderName = "none"
    base_url: str | None = Field(
        default=None, description="e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1"
    )
    api_key: SecretStr | None = Field(default=None, repr=False)
    name: str = Field(default="", description="Model name sent to the provider")
    max_steps: int = Field(default=6, ge=1, le=16, description="Model turns before the cap")
    max_calls_per_step: int = Field(default=4, ge=1, le=8)
    max_result_chars: int = Field(
        default=64_000,
        ge=2_000,
        le=400_000,
        description="Tool-result characters sent to the model in one ask; past them it answers",
    )
    deadline_s: float = Field(
        default=20.0, gt=0, description="Whole-request budget; the public path allows 25 s"
    )
    step_timeout_s: float = Field(default=10.0, gt=0, description="One model call at most")
    fallback_reserve_s: float = Field(
        default=1.0, ge=0, description="Kept back from the deadline for the extractive fallback"
    )
    max_tokens: int = Field(default=900, ge=64, le=8192)
    temperature: float = Field(default=0.0, ge=0, le=2)
