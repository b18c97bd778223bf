"""Pytest plugin: the ``sample_index`` fixture, the sample site published by the writer, and
``example_index``, the same with the fixture code examples of ``docs_ingest.testing.examples``.

Enable with ``pytest_plugins = ["docs_ingest.testing.plugin"]``; it brings the
``docs_core.testing.plugin`` fixtures (``embedded_redis``, ``redis_url``) along.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import redis

from docs_ingest.testing.examples import publish_example_index
from docs_ingest.testing.sample import publish_sample_index

__all__ = ["example_index", "sample_index"]

pytest_plugins = ["docs_core.testing.plugin"]


@pytest.fixture
def sample_index(redis_url: str) -> str:
    """``redis_url`` holding the sample site as ingested by ``run_ingest``.

    Built per test on a flushed database (embeddings are memoised in-process after the first
    build), so a test may swap aliases or drop versions freely.
    """
    client = redis.Redis.from_url(redis_url)
    try:
        publish_sample_index(client)
    finally:
        client.close()
    return redis_url


@pytest.fixture
def example_index(redis_url: str, tmp_path: Path) -> str:
    """``redis_url`` holding the sample site plus the fixture code examples, per test."""
    client = redis.Redis.from_url(redis_url)
    try:
        publish_example_index(client, tmp_path)
    finally:
        client.close()
    return redis_url
