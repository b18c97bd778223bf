"""The shared ``sample_index`` fixture publishes a complete, discoverable index (spec/011)."""

from __future__ import annotations

import redis
from docs_core.index import discover, live_version
from docs_core.sample_corpus import SAMPLE_PAGES, build_records


def test_ret000_sample_index_is_published_and_discoverable(sample_index: str) -> None:
    client = redis.Redis.from_url(sample_index)
    try:
        meta = discover(client)
        assert live_version(client) == meta.version
        records = build_records()
        assert meta.counts == {
            "pages": len(SAMPLE_PAGES),
            "chunks": len(records.chunks),
            "commands": len(records.commands),
        }
        info = client.ft("docs_chunks").info()
        assert int(info["num_docs"]) == len(records.chunks)
    finally:
        client.close()
