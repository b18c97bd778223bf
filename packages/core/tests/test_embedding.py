"""Embedding constants and the offline embedder (spec/003-embedding.md)."""

import hashlib
import os
import sys

import numpy as np
import pytest
from docs_core.embedding import (
    EMBEDDING_DIM,
    EMBEDDING_MODEL,
    QUERY_THREADS,
    load_embedder,
    threads_problem,
)
from docs_core.modelfile import DERIVED_SHA256, model_bytes, source_model


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


def test_emb006_derived_model_is_the_pinned_file_and_a_bad_cache_is_rebuilt(tmp_path):
    cached = tmp_path / f"all-MiniLM-L6-v2-dynamic-int8-{DERIVED_SHA256}.onnx"
    cached.write_bytes(b"not a model")
    data = model_bytes(tmp_path)
    assert hashlib.sha256(data).hexdigest().startswith(DERIVED_SHA256)
    assert cached.read_bytes() == data
    assert model_bytes(tmp_path) == data


def test_emb006_derived_model_embeds_like_the_wheels_file():
    import onnxruntime as ort

    texts = ["how do I evict keys when memory is full", "XADD appends an entry to a stream"]
    derived = load_embedder()
    source = ort.InferenceSession(str(source_model()), providers=["CPUExecutionProvider"])
    tokens = derived._tokenizer.encode_batch(texts)
    for text, encoding in zip(texts, tokens, strict=True):
        ids = np.array([encoding.ids], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": np.ones_like(ids)}
        feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = source.run(["last_hidden_state"], feeds)[0][0].mean(axis=0)
        reference = hidden / np.linalg.norm(hidden)
        assert float(derived.embed([text])[0] @ reference) > 0.98


def test_emb007_a_texts_vector_does_not_depend_on_its_neighbours():
    embedder = load_embedder()
    texts = ["XADD appends an entry to a stream", "maxmemory-policy allkeys-lru " * 30, ""]
    together = embedder.embed(texts)
    assert np.array_equal(together[0], embedder.embed(texts[:1])[0])
    assert np.array_equal(together[1], embedder.embed(texts[1:2])[0])
    assert EMBEDDING_MODEL.endswith(DERIVED_SHA256[:8])


def _threads(embedder) -> int:
    return embedder._session.get_session_options().intra_op_num_threads


def test_emb008_queries_embed_on_one_thread_passages_on_every_core(monkeypatch):
    monkeypatch.delenv("DOCS_EMBED_THREADS", raising=False)
    queries, passages = load_embedder(queries=True), load_embedder()
    assert _threads(queries) == QUERY_THREADS == 1
    assert _threads(passages) == max(1, os.cpu_count() or 1)
    texts = ["how do I evict keys when memory is full", "XADD appends an entry " * 20]
    assert np.array_equal(queries.embed(texts), passages.embed(texts))
    monkeypatch.setenv("DOCS_EMBED_THREADS", "3")
    assert _threads(load_embedder(queries=True)) == 3
    assert load_embedder(queries=True) is load_embedder()


@pytest.mark.parametrize("value", ["two", "0", "-1", "1.5"])
def test_emb009_a_thread_count_that_is_no_integer_of_at_least_1_names_the_variable(
    monkeypatch, value
):
    monkeypatch.setenv("DOCS_EMBED_THREADS", value)
    said = f"DOCS_EMBED_THREADS: must be an integer of at least 1, not {value!r}"
    assert threads_problem() == said
    with pytest.raises(ValueError) as refused:
        load_embedder(queries=True)
    assert str(refused.value) == said
    monkeypatch.setenv("DOCS_EMBED_THREADS", " 2 ")
    assert threads_problem() is None
