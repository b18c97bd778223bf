"""How much of the question a hit says, word by word (spec/011 "The first twenty hits reordered by
the question's words", RET-132).

Each word piece of the question takes its nearest word piece of a hit's title and text, by
cosine between MiniLM's own input word vectors (the model file's embedding table: no model run),
and the hit's coverage is the mean over the question's pieces. The first ``term_match_depth``
hits are then ordered by their place plus ``term_match_weight`` times their place by coverage,
so a hit that says what the question asks moves up past near neighbours that do not."""

from __future__ import annotations

import contextlib
import re
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from docs_core.embedding import EMBEDDING_DIM, EMBEDDING_MAX_TOKENS, tokenizer_file
from docs_core.modelfile import DERIVED_SHA256, cache_dir, keep_file, model_bytes
from docs_core.models import SearchHit

if TYPE_CHECKING:
    from tokenizers import Tokenizer

    from docs_core.retrieval.tuning import SearchTuning

__all__ = [
    "MAX_KEPT_WORDS",
    "STOP_WORDS",
    "TermMatcher",
    "in_search_order",
    "kept_word_table",
    "matched_depth",
    "reordered",
    "shared_term_matcher",
    "word_table",
]

# Words every question holds; measured with this list (spec/011), none is a Redis term.
_STOP_TEXT = (
    "a an the of to in on for and or is are be with how what which do does i my can it its by "
    "from as at that this when should you your we our into use using"
)
STOP_WORDS = frozenset(_STOP_TEXT.split())
_SPECIAL = frozenset({"[CLS]", "[SEP]"})
_WORDLIKE = re.compile(r"[a-z0-9]")
_TABLE_SUFFIX = "word_embeddings.weight"
# Distinct words of the docs' snippets kept cut into pieces (about 370 bytes each with the dict:
# 37 MB at most); past this many the kept words start again from the new ones.
MAX_KEPT_WORDS = 100_000
# What the tokenizer's normalizer deletes as control characters but ``str.split`` splits at.
_DELETED = str.maketrans("", "", "\x0b\x0c\x1c\x1d\x1e\x1f\x85")


def word_table(model: bytes) -> np.ndarray:
    """The model's input word vectors, one row per token id, unit length, float32 (11.7 MB of
    int8 in the file; 47 MB here: as float16 the rows a search reads took 0.4 ms to widen)."""
    import onnx
    from onnx import numpy_helper

    found = {
        init.name.rsplit(_TABLE_SUFFIX, 1)[1]: numpy_helper.to_array(init)
        for init in onnx.load_from_string(model).graph.initializer
        if _TABLE_SUFFIX in init.name
    }
    if "_quantized" in found:
        # The scale drops out of a unit row; in place, the table is built once in memory.
        table: np.ndarray = found["_quantized"].astype(np.float32)
        table -= found["_zero_point"].astype(np.float32)
    elif "" in found:
        table = found[""].astype(np.float32)
    else:
        raise ValueError("the embedding model file holds no word embedding table")
    table /= np.maximum(np.linalg.norm(table, axis=1, keepdims=True), np.float32(1e-9))
    return table


def kept_word_table(directory: Path | None = None) -> np.ndarray:
    """``word_table``, memory-mapped from ``directory`` (``cache_dir()``) where its first build
    saved it: otherwise every process parses the model file for it (0.6 s, 89 MB of RSS kept);
    mapped, its pages are shared by the processes and read as searches touch them. A directory
    that cannot be written only costs the build."""
    directory = directory or cache_dir()
    path = directory / f"word-table-{DERIVED_SHA256}.npy"
    with contextlib.suppress(OSError, ValueError):
        kept: np.ndarray = np.load(path, mmap_mode="r")
        if kept.dtype == np.float32 and kept.ndim == 2 and kept.shape[1] == EMBEDDING_DIM:
            return kept
    table = word_table(model_bytes(directory))
    keep_file(path, lambda out: np.save(out, table))
    return table


class TermMatcher:
    """Coverage of a question by texts, from the model's word vectors and its own tokenizer."""

    def __init__(self, table: np.ndarray, tokenizer: Tokenizer) -> None:
        self._table = table
        self._tokenizer = tokenizer
        # Which token ids count as a question's words, worked out once for the vocabulary.
        self._counted = np.zeros(len(table), dtype=bool)
        for piece, token_id in tokenizer.get_vocab().items():
            if token_id < len(table):
                self._counted[token_id] = _counts(piece)
        self._pieces: dict[str, bytes] = {}

    def coverage(self, question: str, texts: Sequence[str]) -> list[float]:
        asked = self._tokenizer.encode(question, add_special_tokens=False).ids
        wanted = [i for i in asked if self._counted[i]] or asked
        if not wanted or not texts:
            return [0.0] * len(texts)
        said = self.word_pieces(texts)
        # One product over every distinct word of the texts, then each text's best per word.
        lengths = np.fromiter((len(ids) for ids in said), np.int64, len(said))
        words, columns = np.unique(np.concatenate(said), return_inverse=True)
        if not len(words):
            return [0.0] * len(texts)
        similar = (self._vectors(wanted) @ self._vectors(words).T)[:, columns]
        said_any = lengths > 0
        starts = np.concatenate(([0], np.cumsum(lengths)[:-1]))[said_any]
        scores = np.zeros(len(texts), dtype=np.float32)
        scores[said_any] = np.maximum.reduceat(similar, starts, axis=1).mean(axis=0)
        return [float(score) for score in scores]

    def word_pieces(self, texts: Sequence[str]) -> list[np.ndarray]:
        """Each text's first ``EMBEDDING_MAX_TOKENS`` word piece ids, as the tokenizer cuts it.
        The tokenizer splits at whitespace before anything else, so each whitespace-separated
        word is cut alone and kept (its ids as 16-bit bytes: a tuple of ints took ten times the
        memory): twenty snippets took 4-5 ms through the tokenizer and take a tenth of that from
        the kept words; the new words of all texts go in one batch."""
        split = [text.translate(_DELETED).split() for text in texts]
        kept = self._pieces
        missing = list({word for words in split for word in words if word not in kept})
        get = kept.__getitem__
        if missing:
            cut = self._tokenizer.encode_batch_fast(missing, add_special_tokens=False)
            new = {
                word: np.asarray(encoding.ids, dtype=np.uint16).tobytes()
                for word, encoding in zip(missing, cut, strict=True)
            }
            if len(kept) + len(new) <= MAX_KEPT_WORDS:
                kept.update(new)
            else:
                # A new generation: the old one is never changed, so a call reading it still
                # finds its words, and the kept words follow what searches show now.
                self._pieces = dict(new)

                def get(word: str) -> bytes:
                    return new[word] if word in new else kept[word]

        return [
            np.frombuffer(b"".join(map(get, words)), dtype=np.uint16)[:EMBEDDING_MAX_TOKENS]
            for words in split
        ]

    def _vectors(self, ids: Sequence[int] | np.ndarray) -> np.ndarray:
        return self._table[np.asarray(ids, dtype=np.int64)]


def _counts(piece: str) -> bool:
    return (
        piece not in _SPECIAL
        and _WORDLIKE.search(piece) is not None
        and piece.lstrip("#") not in STOP_WORDS
    )


def matched_depth(limit: int, tuning: SearchTuning) -> int:
    """How many hits a search of ``limit`` hydrates before the reorder cuts it to ``limit``."""
    return max(limit, tuning.term_match_depth) if tuning.term_match_weight > 0 else limit


def reordered(hits: list[SearchHit], question: str, tuning: SearchTuning) -> list[SearchHit]:
    """The first ``tuning.term_match_depth`` hits by place plus weighted coverage place (ties:
    the engine's order); the rest as they were."""
    depth, weight = tuning.term_match_depth, tuning.term_match_weight
    head = hits[:depth]
    if weight <= 0 or len(head) < 2:
        return hits
    texts = [f"{hit.title}. {hit.text}" for hit in head]
    coverage = shared_term_matcher().coverage(question, texts)
    by_coverage = sorted(range(len(head)), key=lambda i: -coverage[i])
    place = {index: rank for rank, index in enumerate(by_coverage)}
    order = sorted(range(len(head)), key=lambda i: (i + weight * place[i], i))
    return [head[i] for i in order] + hits[depth:]


def in_search_order(shown: Sequence[SearchHit], passages: Sequence[SearchHit]) -> list[SearchHit]:
    """``passages`` (whole, every window) led by those ``shown`` (a search's list, snippets)
    in its order, the rest in theirs: ``ask`` reads what search shows first (ASK-071)."""
    by_id = {hit.id: hit for hit in passages}
    first = [by_id[hit.id] for hit in shown if hit.id in by_id]
    led = {hit.id for hit in first}
    return first + [hit for hit in passages if hit.id not in led]


_shared: list[TermMatcher] = []
_shared_lock = threading.Lock()


def shared_term_matcher() -> TermMatcher:
    """The process's matcher, built once (``kept_word_table``). It limits the process's BLAS to
    one thread, for every caller of numpy in it: OpenBLAS wakes a thread per core even for the
    coverage's small product, and with the model and Redis on the same two cores one took 7-42
    ms where one thread takes 0.3 ms (spec/011 RET-132)."""
    with _shared_lock:
        if not _shared:
            from threadpoolctl import threadpool_limits
            from tokenizers import Tokenizer

            threadpool_limits(limits=1, user_api="blas")
            tokenizer = Tokenizer.from_file(str(tokenizer_file()))
            tokenizer.enable_truncation(max_length=EMBEDDING_MAX_TOKENS)
            tokenizer.no_padding()
            _shared.append(TermMatcher(kept_word_table(), tokenizer))
        return _shared[0]
