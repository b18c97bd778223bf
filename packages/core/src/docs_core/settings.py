"""Redis connection settings shared by the writer and the readers (env prefix ``DOCS_``).

Used by: ingest (cli), mcp_server (settings, state), chat (settings).
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from pydantic import Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["RedisSettings", "default_data_dir", "redacted_url", "settings_problem"]


def default_data_dir() -> Path:
    return Path.home() / ".local" / "share" / "redis-docs-mcp"


_REDIS_SCHEMES = frozenset({"redis", "rediss", "unix"})


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

    @field_validator("redis_url", "redis_urls", "redis_read_urls")
    @classmethod
    def _redis_schemes(cls, value: str | None) -> str | None:
        # redis-py refuses another scheme only when a client is made, in a traceback (ING-113).
        # The value is not repeated: ``user:secret@host`` has no scheme to redact it by.
        for url in (value or "").split(","):
            if url.strip() and urlsplit(url.strip()).scheme.lower() not in _REDIS_SCHEMES:
                raise ValueError("a Redis URL starts with redis://, rediss:// or unix://")
        return value

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


def settings_problem(error: ValidationError, *models: type[BaseSettings]) -> str:
    """One line naming each environment variable of ``models`` that ``error`` refused
    (``DOCS_MCP_PUBLIC_URL: String should match pattern ...``), for a CLI to print instead of
    pydantic's traceback."""
    prefix = next(
        (
            str(m.model_config.get("env_prefix", ""))
            for m in _with_nested(models)
            if m.__name__ == error.title
        ),
        "",
    )
    problems = []
    for item in error.errors(include_url=False, include_input=False):
        name = prefix + "_".join(str(part) for part in item["loc"]).upper()
        problems.append(f"{name}: {item['msg'].removeprefix('Value error, ')}")
    return "invalid settings: " + "; ".join(problems)


def _with_nested(models: tuple[type[BaseSettings], ...]) -> list[type[BaseSettings]]:
    """``models`` and the settings classes their fields hold (a server's limits, the model's
    settings), whose own prefixes name their variables."""
    found = list(models)
    for model in models:
        for info in model.model_fields.values():
            kind = info.annotation
            if isinstance(kind, type) and issubclass(kind, BaseSettings) and kind not in found:
                found.append(kind)
    return found


def redacted_url(url: str) -> str:
    """``url`` without a password, in its user info or its query (``?password=``):
    ``redis://user:***@host:6379/0``, fit for a message."""
    parts = urlsplit(url)
    netloc = parts.netloc
    if "@" in netloc:
        user_info, _, host = netloc.rpartition("@")
        user = user_info.partition(":")[0]
        netloc = f"{user}:***@{host}"
    query = "&".join(
        f"{key}=***" if key.lower() in _SECRET_PARAMETERS else f"{key}{sep}{value}"
        for key, sep, value in (item.partition("=") for item in parts.query.split("&") if item)
    )
    shown = urlunsplit(parts._replace(netloc=netloc, query=query))
    # ``unix:///path`` has an empty host, which urlunsplit drops with its "//".
    if url.startswith(f"{parts.scheme}://") and not shown.startswith(f"{parts.scheme}://"):
        shown = f"{parts.scheme}://{shown[len(parts.scheme) + 1 :]}"
    return shown


_SECRET_PARAMETERS = frozenset({"password", "pass", "passwd", "pwd", "auth", "token"})
