"""Pytest plugin shared by every package's tests: a real embedded Redis, never a mock.

Used by: every package's tests, through the root conftest.py and docs_ingest.testing.plugin.

Enable with ``pytest_plugins = ["docs_core.testing.plugin"]``. The Redis is started from the PyPI
wheels by the project's own code; if it cannot start, the tests that need it fail loudly.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

from docs_core.embedded import EmbeddedRedis, ensure_embedded, stop_embedded

__all__ = ["embedded_redis", "redis_url"]


@pytest.fixture(scope="session")
def embedded_redis() -> Iterator[EmbeddedRedis]:
    """One embedded Redis for the test session, in a short temporary directory."""
    data_dir = Path(tempfile.mkdtemp(prefix="docsr-", dir="/tmp"))
    instance = ensure_embedded(data_dir)
    try:
        yield instance
    finally:
        stop_embedded(data_dir)


@pytest.fixture
def redis_url(embedded_redis: EmbeddedRedis) -> Iterator[str]:
    """A clean database on the session's embedded Redis (FLUSHALL before and after)."""
    client = redis.Redis.from_url(embedded_redis.url)
    client.flushall()
    try:
        yield embedded_redis.url
    finally:
        client.flushall()
        client.close()
