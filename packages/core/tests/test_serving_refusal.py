"""Why a reader would not start, said in one line without secrets (spec/010 MCP-011, spec/021
CHAT-042)."""

from __future__ import annotations

import pytest
from docs_core.connect import serving_refusal
from docs_core.settings import RedisSettings, redacted_url, settings_problem
from pydantic import Field, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("redis://user:secret@127.0.0.1:9/0", "redis://user:***@127.0.0.1:9/0"),
        ("redis://127.0.0.1:9/0?password=secret", "redis://127.0.0.1:9/0?password=***"),
        ("unix:///tmp/x.sock?db=1&password=secret", "unix:///tmp/x.sock?db=1&password=***"),
        ("rediss://u:secret@[::1]:6380/0", "rediss://u:***@[::1]:6380/0"),
        ("unix:///tmp/x.sock", "unix:///tmp/x.sock"),
    ],
)
def test_mcp011_a_url_is_shown_without_its_password(url: str, shown: str) -> None:
    assert redacted_url(url) == shown


def test_mcp011_an_invalid_or_unreachable_url_is_one_line_without_its_password() -> None:
    invalid = serving_refusal("redis://u:secret@h:abc/0")
    unreachable = serving_refusal("redis://127.0.0.1:9/0?password=secret")
    assert invalid is not None and invalid.startswith("invalid Redis URL redis://u:***@h:abc/0")
    assert unreachable is not None and "cannot reach Redis at" in unreachable
    for reason in (invalid, unreachable):
        assert "secret" not in reason and "\n" not in reason


@pytest.mark.redis
def test_chat042_a_failover_endpoint_with_the_index_is_enough_to_start(sample_index: str) -> None:
    assert serving_refusal("redis://127.0.0.1:9/0", [sample_index]) is None
    refused = serving_refusal("redis://127.0.0.1:9/0", ["redis://127.0.0.1:10/0"])
    assert refused is not None and "127.0.0.1:9" in refused


class _Limits(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DOCS_TEST_LIMIT_")
    body_timeout_s: float = Field(default=10.0, gt=0)


class _Server(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DOCS_TEST_")
    port: int = 1
    limits: _Limits = Field(default_factory=_Limits)
    redis: RedisSettings = Field(default_factory=RedisSettings)


def test_mcp011_a_nested_settings_error_names_its_own_variable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("DOCS_TEST_LIMIT_BODY_TIMEOUT_S", "abc")
    with pytest.raises(ValidationError) as nested:
        _Server()
    assert settings_problem(nested.value, _Server).startswith(
        "invalid settings: DOCS_TEST_LIMIT_BODY_TIMEOUT_S: "
    )
    monkeypatch.delenv("DOCS_TEST_LIMIT_BODY_TIMEOUT_S")
    monkeypatch.setenv("DOCS_TEST_PORT", "many")
    with pytest.raises(ValidationError) as own:
        _Server()
    assert settings_problem(own.value, _Server).startswith("invalid settings: DOCS_TEST_PORT: ")
