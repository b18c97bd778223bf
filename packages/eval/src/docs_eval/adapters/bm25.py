"""Plain BM25 over whole page bodies of the live index: the baseline every change must beat (EVAL-015)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import bm25s
import numpy as np
import redis
from docs_core.index import live_version
from docs_core.keys import Entity, key_prefix
from docs_core.schema import Page, decode_record

from docs_eval.dataset import Question
from docs_eval.errors import TargetError
from docs_eval.trace import Retrieved, ToolCall

__all__ = ["Bm25Target", "load_pages", "tokenize"]

_TOKEN_RE = re.compile(r"[a-z0-9][a-z0-9._-]*[a-z0-9]|[a-z0-9]")
_STOPWORDS = frozenset(
    {"a", "an", "and", "are", "as", "at", "be", "by", "can", "do", "does", "for", "from", "how",
     "i", "in", "is", "it", "my", "of", "on", "or", "the", "this", "to", "what", "when", "where",
     "which", "why", "with", "you", "your"}
)  # fmt: skip


def tokenize(text: str) -> list[str]:
    """Lower-cased words; dots and dashes stay inside tokens so ``bf.reserve`` is one term."""
    return [t for t in _TOKEN_RE.findall(text.lower()) if t not in _STOPWORDS]


def load_pages(redis_url: str) -> list[Page]:
    """Every Page record of the published version, in key order."""
    client = redis.Redis.from_url(redis_url)
    try:
        version = live_version(client)
        if version is None:
            raise TargetError("no published index at this Redis URL; run docs-ingest first")
        keys = sorted(client.scan_iter(match=key_prefix(Entity.PAGE, version) + "*", count=1000))
        pipe = client.pipeline(transaction=False)
        for key in keys:
            pipe.hgetall(key)
        return [decode_record(Page, raw) for raw in pipe.execute()]
    finally:
        client.close()


class Bm25Target:
    """BM25 (bm25s, Lucene variant) over ``title + body`` of each page, ranking page ids."""

    def __init__(self, pages: Sequence[Page], *, limit: int = 8) -> None:
        if not pages:
            raise TargetError("BM25 needs at least one page")
        self._ids = [p.id for p in pages]
        self._limit = min(limit, len(self._ids))
        self._index = bm25s.BM25()
        self._index.index([tokenize(f"{p.title}\n{p.body}") for p in pages], show_progress=False)

    async def retrieve(self, question: Question) -> Retrieved:
        tokens = tokenize(question.question)
        ranked: list[str] = []
        if tokens:
            scores = self._index.get_scores(tokens)
            order = np.argsort(-scores, kind="stable")[: self._limit]
            ranked = [self._ids[i] for i in order if scores[i] > 0]
        return Retrieved(
            ranked=ranked, calls=[ToolCall(name="bm25", args=f"limit={self._limit}", ids=ranked)]
        )
