"""Vectors for the records about to be written: reuse the embedding cache, embed only the
inputs it lacks, and leave every target's cache holding all of them (spec/004-index-lifecycle.md).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np
import redis
from docs_core.embedding import Embedder, load_embedder

from docs_ingest.progress import Reporter
from docs_ingest.records import BuiltRecord, embed_key
from docs_ingest.writer import cached_vectors, store_vectors

__all__ = ["Vectors", "embed_missing", "embedding_inputs"]


@dataclass
class Vectors:
    by_key: dict[str, bytes] = field(default_factory=dict)
    """embed_key -> float32 vector bytes, for every record to write."""
    embedded: int = 0
    reused: int = 0


def embedding_inputs(records: Iterable[BuiltRecord]) -> dict[str, str]:
    """embed_key -> embedding input, once per distinct input (versioned copies share one)."""
    needed: dict[str, str] = {}
    for record in records:
        needed.setdefault(embed_key(record.embed_input), record.embed_input)
    return needed


def embed_missing(
    clients: Sequence[redis.Redis],
    records: Iterable[BuiltRecord],
    embedder: Embedder | None,
    batch: int,
    reporter: Reporter,
) -> Vectors:
    """Vectors for ``records``: looked up in the first client's cache, the rest embedded (the
    model is loaded only then) and stored in every client's cache."""
    needed = embedding_inputs(records)
    if not needed:
        return Vectors()
    vectors = cached_vectors(clients[0], list(needed))
    missing = [k for k in needed if k not in vectors]
    if missing:
        model = embedder if embedder is not None else load_embedder()
        with reporter.task("embed", len(missing), unit="inputs") as advance:
            for start in range(0, len(missing), batch):
                keys = missing[start : start + batch]
                matrix = np.asarray(model.embed([needed[k] for k in keys]), dtype=np.float32)
                fresh = {k: matrix[i].tobytes() for i, k in enumerate(keys)}
                for client in clients:
                    store_vectors(client, fresh)
                vectors.update(fresh)
                advance(len(keys))
    for client in clients[1:]:
        store_vectors(client, {k: vectors[k] for k in needed})
    return Vectors(vectors, len(missing), len(needed) - len(missing))
