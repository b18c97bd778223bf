"""Small chunk indexes for the tests that show how RediSearch scores a leg (spec/011 RET-093,
RET-096, RET-099): chunks of one-section pages, written and published as a new version."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import redis

from docs_core.embedding import EMBEDDING_DIM
from docs_core.index import (
    IndexMeta,
    create_version,
    publish,
    wait_indexed,
    write_meta,
    write_records,
)
from docs_core.keys import Entity
from docs_core.schema import Chunk

__all__ = ["page_chunk", "publish_chunks"]


def page_chunk(name: str, text: str, *, title: str | None = None, version: str = "latest") -> Chunk:
    """The one chunk of page ``p/<name>`` (section ``s``)."""
    return Chunk(
        id=f"p/{name}#s:w0",
        page_id=f"p/{name}",
        title=title or name,
        heading="s",
        text=text,
        url=f"https://redis.io/docs/latest/p/{name}/",
        anchor="s",
        window=0,
        section_path=["p", name],
        product="oss",
        version=version,
        doc_type="page",
        content_hash=name,
    )


def publish_chunks(
    client: redis.Redis, chunks: Sequence[Chunk], vector: np.ndarray | None = None
) -> int:
    """Write ``chunks`` (each with ``vector``, ones by default) as a new index version, wait for
    the index and publish it; returns the version."""
    if vector is None:
        vector = np.ones(EMBEDDING_DIM, dtype=np.float32)
    version = create_version(client)
    write_records(client, version, Entity.CHUNK, [(c, vector.tobytes()) for c in chunks])
    write_meta(client, IndexMeta(version=version))
    wait_indexed(client, version, timeout=30)
    publish(client, version)
    return version
