from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from docs_core.connect import open_reader
from docs_core.embedded import EmbeddedRedis
from docs_core.settings import RedisSettings
from docs_ingest.testing import private_sample_redis
from docs_mcp.server import create_server
from docs_mcp.settings import ServerSettings
from docs_mcp.state import ServerState
from docs_mcp.testing import RunningServer, running_http_server
from mcp.server import Server


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
async def docs_server(sample_index: str) -> AsyncIterator[Server[Any]]:
    """The MCP server in-process over the sample index, for ``Client(server)``."""
    settings = ServerSettings(redis=RedisSettings(redis_url=sample_index))
    state = ServerState()
    server = create_server(settings, state)
    async with open_reader(settings.redis) as reader:
        state.reader = reader
        yield server


@pytest.fixture(scope="module")
def sample_redis() -> Iterator[EmbeddedRedis]:
    with private_sample_redis() as instance:
        yield instance


@pytest.fixture(scope="module")
def http_server(sample_redis: EmbeddedRedis) -> Iterator[RunningServer]:
    with running_http_server(sample_redis.url) as server:
        yield server
