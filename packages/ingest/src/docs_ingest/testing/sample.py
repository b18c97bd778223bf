"""The sample site: a small Hugo site written for the tests, published by the writer itself.

``sample_site/`` holds original text (never copied from the Redis docs) laid out like a
``redis/docs`` checkout. It covers what readers must handle: command pages whose front matter
becomes Command records, an eviction page whose sections name ``maxmemory-policy allkeys-lru``
and ``CLIENT NO-EVICT``, a latest page and its versioned copy (``operate/rs/7.4/...``), a page
naming ``redis.conf`` and ``6.2.1``, a long section that spans several windows, a distractor
about Kubernetes reservations, and a page that carries a prompt-injection string.
"""

from __future__ import annotations

import shutil
import tempfile
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import redis
from docs_core.embedded import EmbeddedRedis, ensure_embedded, stop_embedded
from docs_core.embedding import EMBEDDING_DIM, EMBEDDING_MODEL, load_embedder

from docs_ingest.pipeline import IngestOptions, IngestSummary, run_ingest

__all__ = [
    "INJECTION_PAGE",
    "LONG_SECTION",
    "SAMPLE_COMMIT",
    "SAMPLE_QUERIES",
    "SAMPLE_SITE",
    "copy_sample_site",
    "private_sample_redis",
    "publish_sample_index",
]

SAMPLE_SITE = Path(__file__).with_name("sample_site")
SAMPLE_COMMIT = "0" * 40
"""The commit ``sample_site/SOURCE.md`` names, which the writer records as the source commit."""

INJECTION_PAGE = "develop/community/contributed-notes"
LONG_SECTION = ("develop/data-types/streams", "consumer-groups")
"""(page id, anchor) of the section long enough to span several chunk windows."""

# Questions a user might ask of the sample site, for the e2e measurements of empty searches and
# delivered fetch bodies; not the golden set.
SAMPLE_QUERIES = (
    "How do I create a Bloom filter with a given error rate?",
    "BF.RESERVE",
    "append an entry to a stream",
    "what happens when Redis reaches maxmemory",
    "allkeys-lru",
    "keep a client connection from evicting keys",
    "eviction policy for Redis Software databases",
    "where is redis.conf",
    "consumer groups acknowledge messages",
    "reserve CPU and memory for cluster pods on Kubernetes",
    "key naming conventions",
    "probabilistic data structures",
)


class _MemoEmbedder:
    """The real embedder behind an in-process memo: each test publishes on a flushed Redis, so
    the writer's own embedding cache (kept in Redis) is empty every time."""

    model_id = EMBEDDING_MODEL
    dim = EMBEDDING_DIM

    def __init__(self) -> None:
        self._rows: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._rows]
            if missing:
                vectors = load_embedder().embed(missing)
                self._rows.update(zip(missing, vectors, strict=True))
            out = np.zeros((len(texts), self.dim), dtype=np.float32)
            for row, text in enumerate(texts):
                out[row] = self._rows[text]
            return out


_EMBEDDER = _MemoEmbedder()


def publish_sample_index(
    client: redis.Redis, source: Path = SAMPLE_SITE, *, full: bool = False
) -> IngestSummary:
    """Ingest ``source`` (the sample site unless given) into ``client`` with the real embedder,
    through the writer's ``run_ingest``; ``full`` builds and publishes a new version even when
    an index is live."""
    return run_ingest(source, [client], options=IngestOptions(force_full=full), embedder=_EMBEDDER)


def copy_sample_site(dest: Path, extra_pages: Mapping[str, str] | None = None) -> Path:
    """A copy of the sample site under ``dest`` plus ``extra_pages`` ({page id: markdown file
    text}); returns the copy's root."""
    root = dest / "sample_site"
    shutil.copytree(SAMPLE_SITE, root)
    for page_id, text in (extra_pages or {}).items():
        path = root / "content" / f"{page_id}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


@contextmanager
def private_sample_redis() -> Iterator[EmbeddedRedis]:
    """An embedded Redis of its own holding the published sample index, for servers that outlive
    one test (the shared ``redis_url`` fixture flushes between tests)."""
    data_dir = Path(tempfile.mkdtemp(prefix="docsm-", dir="/tmp"))
    instance = ensure_embedded(data_dir)
    client = redis.Redis.from_url(instance.url)
    try:
        publish_sample_index(client)
        yield instance
    finally:
        client.close()
        stop_embedded(data_dir)
