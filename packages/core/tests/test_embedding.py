"""Embedding constants and the offline embedder (spec/003-embedding.md)."""

import sys

import numpy as np
from docs_core.embedding import EMBEDDING_DIM, EMBEDDING_MODEL, load_embedder


def test_emb001_vectors_have_the_declared_dimension_and_unit_norm():
    vectors = load_embedder().embed(["maxmemory-policy allkeys-lru", "BF.RESERVE error rate", ""])
    assert vectors.shape == (3, EMBEDDING_DIM)
    assert vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors[:2], axis=1), 1.0, atol=1e-4)


def test_emb002_batching_by_length_keeps_input_order():
    embedder = load_embedder()
    texts = ["eviction " * 60, "bloom filter", "streams consumer groups " * 10]
    together = embedder.embed(texts)
    one_by_one = np.vstack([embedder.embed([t]) for t in texts])
    assert np.allclose(together, one_by_one, atol=1e-4)


def test_emb003_related_text_is_closer_than_unrelated_text():
    q, related, unrelated = load_embedder().embed(
        ["how do I evict keys when memory is full", "maxmemory eviction policies", "banana bread"]
    )
    assert q @ related > q @ unrelated + 0.2


def test_emb004_serving_path_needs_no_torch():
    load_embedder().embed(["x"])
    assert "torch" not in sys.modules
    assert "onnx-int8" in EMBEDDING_MODEL
