"""Start-up discovery and a Redis outage, against real Redis processes (spec/010)."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx
import pytest
import redis
from docs_core.embedded import ensure_embedded, stop_embedded
from docs_core.index import live_version
from docs_core.keys import meta_key
from docs_ingest.testing import private_sample_redis
from docs_mcp.settings import ServerSettings
from docs_mcp.testing import running_http_server, server_env
from mcp import Client

pytestmark = [pytest.mark.redis]


def _serve_once(
    redis_url: str, command: str = "serve", **env: str
) -> subprocess.CompletedProcess[str]:
    args = [command, "--port", "0"] if command == "serve" else [command]
    return subprocess.run(
        [sys.executable, "-m", "docs_mcp", *args],
        env={**server_env(redis_url), **env},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_mcp011_refuses_to_start_without_an_index(redis_url: str) -> None:
    result = _serve_once(redis_url)
    assert result.returncode == 1
    assert "refusing to start: no published docs index" in result.stderr
    assert "docs-ingest" in result.stderr


@pytest.mark.parametrize("command", ["serve", "stdio"])
def test_emb009_a_bad_thread_count_is_an_invalid_setting_before_serving(command: str) -> None:
    # An unreachable Redis: a server that went on would be refused too, but for that reason.
    bad = _serve_once("redis://127.0.0.1:9/0", command, DOCS_EMBED_THREADS="two")
    assert bad.returncode == 1
    assert bad.stderr == (
        "docs-mcp: invalid settings: DOCS_EMBED_THREADS: must be an integer of at least 1, "
        "not 'two'\n"
    )


def test_mcp011_an_unreachable_redis_or_a_bad_setting_is_one_line_naming_it() -> None:
    unreachable = _serve_once("redis://user:secret@127.0.0.1:9/0")
    assert unreachable.returncode == 1
    assert "cannot reach Redis at redis://user:***@127.0.0.1:9/0" in unreachable.stderr
    assert "secret" not in unreachable.stderr
    bad = _serve_once("redis://127.0.0.1:9/0", DOCS_MCP_PUBLIC_URL="https://x.example/")
    assert bad.returncode == 1
    assert bad.stderr.strip().startswith("docs-mcp: invalid settings: DOCS_MCP_PUBLIC_URL:")
    assert "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()) == 1


def test_mcp081_a_log_level_in_capitals_is_read_and_a_url_with_a_path_says_what_is_accepted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("DOCS_MCP_LOG_LEVEL", "INFO")
    assert ServerSettings().log_level == "info"
    for url in ("https://x.example/", "https://x.example/docs", "http://localhost:\u00b2"):
        bad = _serve_once("redis://127.0.0.1:9/0", DOCS_MCP_PUBLIC_URL=url)
        assert bad.returncode == 1
        assert bad.stderr == (
            "docs-mcp: invalid settings: DOCS_MCP_PUBLIC_URL: must be a scheme and host with an "
            "optional port, no path and no trailing slash (https://docs.example.com or "
            "http://localhost:8765)\n"
        ), url
    monkeypatch.setenv("DOCS_MCP_PUBLIC_URL", "http://[::1]:8765")
    assert ServerSettings().public_url == "http://[::1]:8765"


def test_pub096_the_server_refuses_a_trusted_proxy_that_is_no_network_in_one_line() -> None:
    bad = _serve_once("redis://127.0.0.1:9/0", DOCS_MCP_TRUSTED_PROXIES="10.0.0.0/8,notanip")
    assert bad.returncode == 1
    assert bad.stderr.startswith("docs-mcp: invalid settings: DOCS_MCP_TRUSTED_PROXIES: ")
    assert "'notanip' does not appear to be an IPv4 or IPv6 network" in bad.stderr
    assert "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()) == 1


def test_mcp011_refuses_an_index_built_with_another_model(sample_index: str) -> None:
    client = redis.Redis.from_url(sample_index)
    version = live_version(client)
    assert version is not None
    client.hset(meta_key(version), "model", "some-other-model")
    client.close()
    result = _serve_once(sample_index)
    assert result.returncode == 1
    assert "some-other-model" in result.stderr
    assert "re-run docs-ingest" in result.stderr


@pytest.mark.anyio
async def test_mcp008_mcp016_backend_outage_is_a_bounded_tool_error_and_heals(
    anyio_backend: str,
) -> None:
    timeout_s = 2.0
    with (
        private_sample_redis() as instance,
        running_http_server(
            instance.url, env={"DOCS_MCP_TOOL_TIMEOUT_S": str(timeout_s)}
        ) as server,
    ):
        async with Client(server.mcp_url, mode="legacy") as client:
            ok = await client.call_tool("search", {"query": "eviction"})
            assert not ok.is_error
            stop_embedded(instance.data_dir)
            started = time.monotonic()
            with anyio.fail_after(timeout_s + 5):
                down = await client.call_tool("search", {"query": "eviction"})
            assert down.is_error
            assert down.content[0].text.startswith("backend_unavailable: ")
            assert time.monotonic() - started < timeout_s + 2
            ready = httpx.get(f"{server.base_url}/readyz", timeout=timeout_s + 5)
            assert ready.status_code == 503
            assert ready.json()["redis"] is False
            alive = httpx.get(f"{server.base_url}/healthz", timeout=timeout_s + 5)
            assert alive.status_code == 200
            ensure_embedded(instance.data_dir)
            with anyio.fail_after(30):
                while (await client.call_tool("search", {"query": "eviction"})).is_error:
                    await anyio.sleep(0.2)
            healed = await client.call_tool("fetch", {"id": "commands/xadd"})
            assert not healed.is_error


@asynccontextmanager
async def _served_sample() -> AsyncIterator[tuple[Any, Client]]:
    """A private sample Redis, a server over it and a client of that server."""
    with (
        private_sample_redis() as instance,
        running_http_server(instance.url) as server,
    ):
        async with Client(server.mcp_url, mode="legacy") as client:
            yield instance, client


@pytest.mark.anyio
async def test_mcp008_an_index_gone_from_redis_is_backend_unavailable(anyio_backend: str) -> None:
    async with _served_sample() as (instance, client):
        assert not (await client.call_tool("search", {"query": "eviction"})).is_error
        redis.Redis.from_url(instance.url).flushall()
        gone = await client.call_tool("search", {"query": "consumer groups"})
        asked = await client.call_tool("ask", {"question": "How does XADD add entries?"})
    for result in (gone, asked):
        assert result.is_error
        text = result.content[0].text
        assert text.startswith("backend_unavailable: "), text
        assert "docs-ingest" not in text


@pytest.mark.anyio
async def test_pub048_backend_unavailable_names_the_time_it_waited(anyio_backend: str) -> None:
    async with _served_sample() as (instance, client):
        assert not (await client.call_tool("fetch", {"id": "commands/xadd"})).is_error
        stop_embedded(instance.data_dir)
        started = time.monotonic()
        down = await client.call_tool("fetch", {"id": "commands/xadd"})
        waited = time.monotonic() - started
    text = down.content[0].text
    assert text.startswith("backend_unavailable: "), text
    match = re.search(r"gave up after (\d+\.\d) s", text)
    if match is None:
        assert "the connection was refused" in text, text
    else:
        assert float(match.group(1)) <= waited + 0.1


def test_mcp017_up_serves_only_the_redis_it_wrote(capsys: pytest.CaptureFixture[str]) -> None:
    from docs_core.settings import RedisSettings
    from docs_mcp.cli import _only_redis
    from docs_mcp.settings import ServerSettings

    redis_settings = RedisSettings(
        redis_url=None, redis_urls="redis://b:6379", redis_read_urls="redis://r:6379"
    )
    served = _only_redis(ServerSettings(redis=redis_settings), "unix:///tmp/written.sock")
    assert served.redis.endpoint_urls() == ["unix:///tmp/written.sock"]
    assert served.redis.read_urls() == []
    assert "DOCS_REDIS_URLS and DOCS_REDIS_READ_URLS are ignored" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("url", "accepted"),
    [
        ("https://docs.example.com", True),
        ("http://127.0.0.1:8765", True),
        ("https://[::1]:443", True),
        ("https://docs.example.com/", False),
        ("https://docs.example.com/?q=1", False),
        ("https://user@docs.example.com", False),
        ("https://docs.example.com#top", False),
    ],
)
def test_pub074_the_public_url_is_a_scheme_host_and_port_only(url: str, accepted: bool) -> None:
    from docs_mcp.settings import ServerSettings
    from pydantic import ValidationError

    try:
        ServerSettings(public_url=url)
    except ValidationError:
        assert not accepted, url
    else:
        assert accepted, url
