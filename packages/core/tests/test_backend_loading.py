"""A Redis still reading its data from disk is named as such, not as one that did not answer
(spec/040 PUB-100)."""

from __future__ import annotations

import asyncio
import tempfile
import threading
import time
from pathlib import Path

import pytest
import redis
from docs_core.embedded import EmbeddedRedis, stop_embedded
from docs_core.errors import BackendUnavailableError
from docs_core.retrieval import DocsReader
from docs_core.testing.replication import start_server

KEYS = 4000
# Microseconds a key while loading, and events served every 1 kB read: the reload takes seconds
# and clients get LOADING meanwhile, as after a restart of the full index.
SLOW_LOADING = [
    "--enable-debug-command",
    "local",
    "--loading-process-events-interval-bytes",
    "1024",
]


@pytest.mark.redis
def test_pub100_a_loading_redis_is_reported_as_loading() -> None:
    instance = EmbeddedRedis(Path(tempfile.mkdtemp(prefix="docsl-", dir="/tmp")))
    start_server(instance, SLOW_LOADING)
    url = f"unix://{instance.socket}"
    client = redis.Redis.from_url(url)
    try:
        client.mset({f"k{n}": "v" * 64 for n in range(KEYS)})
        client.config_set("key-load-delay", 1000)
        reload = threading.Thread(
            target=lambda: redis.Redis.from_url(url).execute_command("DEBUG", "RELOAD")
        )
        reload.start()
        deadline = time.monotonic() + 5
        while client.info("persistence")["loading"] != 1:
            assert time.monotonic() < deadline, "the reload never started loading"
            time.sleep(0.02)
        with pytest.raises(BackendUnavailableError, match="is loading its data from disk"):
            asyncio.run(DocsReader.connect(url))
        reload.join(timeout=30)
    finally:
        client.close()
        stop_embedded(instance.data_dir)
