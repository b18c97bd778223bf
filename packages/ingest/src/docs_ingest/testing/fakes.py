"""A deterministic stand-in embedder for tests that exercise the pipeline, not the model."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import numpy as np
from docs_core.embedding import EMBEDDING_DIM, EMBEDDING_MODEL

__all__ = ["CountingHashEmbedder"]


class CountingHashEmbedder:
    """Unit vectors seeded by each text's sha256; ``texts`` records every input embedded."""

    model_id = EMBEDDING_MODEL
    dim = EMBEDDING_DIM

    def __init__(self) -> None:
        self.texts: list[str] = []

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.texts.extend(texts)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")
            vector = np.random.default_rng(seed).standard_normal(self.dim).astype(np.float32)
            out[row] = vector / np.linalg.norm(vector)
        return out
