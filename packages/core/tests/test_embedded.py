"""The embedded Redis with the Query Engine."""

import tempfile
from pathlib import Path

import redis
from docs_core.embedded import ensure_embedded, stop_embedded


def test_lif007_pub092_embedded_redis_loads_search_and_json_and_is_reused_then_persists():
    data_dir = Path(tempfile.mkdtemp(prefix="docse-", dir="/tmp"))
    try:
        first = ensure_embedded(data_dir)
        client = redis.Redis.from_url(first.url)
        modules = {m[b"name"] for m in client.execute_command("MODULE", "LIST")}
        assert {b"search", b"ReJSON"} <= modules
        assert client.config_get("slowlog-log-slower-than") == {"slowlog-log-slower-than": "-1"}
        client.set("marker", "kept")
        pid = (data_dir / "redis.pid").read_text()
        client.config_set("slowlog-log-slower-than", 0)
        client.get("a query word")
        assert client.slowlog_len() > 0
        again = ensure_embedded(data_dir)
        assert client.slowlog_len() == 0, "a reused server's slow log is emptied and off"
        assert client.config_get("slowlog-log-slower-than") == {"slowlog-log-slower-than": "-1"}
        assert (data_dir / "redis.pid").read_text() == pid
        assert again.url == first.url
        client.close()
        assert stop_embedded(data_dir)
        assert not again.ping()
        restarted = ensure_embedded(data_dir)
        assert redis.Redis.from_url(restarted.url).get("marker") == b"kept"
    finally:
        stop_embedded(data_dir)
    assert not stop_embedded(data_dir)
