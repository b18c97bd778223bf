"""Server capability detection and the two interchangeable hybrid strategies.

Both strategies turn one (text query, vector) pair per entity into one ranked list of keys fused
by reciprocal rank fusion: ``ServerHybrid`` lets Redis fuse with FT.HYBRID (Redis 8.4+),
``ClientHybrid`` sends the text leg and the KNN leg as raw FT.SEARCH in the same pipeline and
fuses them here with the same RRF. The reader picks one at connect from ``COMMAND LIST``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from docs_core.retrieval.fusion import by_score, rrf

__all__ = [
    "ClientHybrid",
    "HybridLeg",
    "HybridStrategy",
    "ServerHybrid",
    "has_ft_hybrid",
    "knn_search_args",
    "parse_search_keys",
    "text_search_args",
]

SCORER = "BM25STD"


@dataclass(frozen=True, slots=True)
class HybridLeg:
    """One entity's hybrid request: ``text`` may be None (all stopwords), ``filter`` is a
    pre-filter such as ``@version:{latest}`` or None."""

    index: str
    text: str | None
    vector: bytes
    filter: str | None
    text_candidates: int
    vector_candidates: int
    rrf_k: float
    text_weight: float = 1.0
    vector_weight: float = 1.0


class _Pipeline(Protocol):
    def execute_command(self, *args: Any, **options: Any) -> Any: ...


class HybridStrategy(Protocol):
    """Queue the commands of one leg on a pipeline; later turn their replies into fused keys."""

    replies_per_leg: int

    def queue(self, pipe: _Pipeline, leg: HybridLeg) -> None: ...

    def fuse(self, leg: HybridLeg, replies: Sequence[Any]) -> list[str]: ...


async def has_ft_hybrid(client: Any) -> bool:
    """True when the server knows FT.HYBRID (``COMMAND INFO FT.HYBRID`` is nil otherwise; the
    ``COMMAND LIST`` form is used because redis-py cannot parse a nil ``COMMAND INFO``)."""
    names = await client.command_list(pattern="ft.hybrid")
    return bool(names)


def _decode(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _filtered(text: str, filter_expr: str | None) -> str:
    return f"{filter_expr} {text}" if filter_expr else text


def text_search_args(index: str, query: str, filter_expr: str | None, count: int) -> list[Any]:
    return [
        "FT.SEARCH",
        index,
        _filtered(query, filter_expr),
        "NOCONTENT",
        "SCORER",
        SCORER,
        "LIMIT",
        0,
        count,
        "DIALECT",
        2,
    ]


_LATEST_ONLY_FILTER = re.compile(r"@version:\{latest\}")


def knn_search_args(index: str, vector: bytes, filter_expr: str | None, count: int) -> list[Any]:
    # The latest-version filter keeps most documents, yet RediSearch 2.10 picks brute force
    # over them (4.9 ms on 57k chunks); walking the HNSW graph in batches gives the same top 50
    # in 0.7 ms. Narrow filters (a page, a product, an old version) keep the engine's choice.
    policy = ""
    if filter_expr and _LATEST_ONLY_FILTER.fullmatch(filter_expr.strip()):
        policy = " HYBRID_POLICY BATCHES BATCH_SIZE 100"
    return [
        "FT.SEARCH",
        index,
        f"({filter_expr or '*'})=>[KNN {count} @embedding $vec{policy} AS knn_dist]",
        "PARAMS",
        2,
        "vec",
        vector,
        "SORTBY",
        "knn_dist",
        "NOCONTENT",
        "LIMIT",
        0,
        count,
        "DIALECT",
        2,
    ]


def parse_search_keys(reply: Any) -> list[str]:
    """Keys from a RESP2 ``FT.SEARCH ... NOCONTENT`` reply ``[total, key, key, ...]``."""
    if isinstance(reply, dict):
        return [_decode(row[b"id"] if b"id" in row else row["id"]) for row in reply[b"results"]]
    return [_decode(key) for key in reply[1:]]


class ClientHybrid:
    """Text leg and KNN leg as two FT.SEARCH in the caller's pipeline, fused client-side."""

    replies_per_leg = 2

    def queue(self, pipe: _Pipeline, leg: HybridLeg) -> None:
        if leg.text is None:
            pipe.execute_command("PING")
        else:
            pipe.execute_command(
                *text_search_args(leg.index, leg.text, leg.filter, leg.text_candidates)
            )
        pipe.execute_command(
            *knn_search_args(leg.index, leg.vector, leg.filter, leg.vector_candidates)
        )

    def fuse(self, leg: HybridLeg, replies: Sequence[Any]) -> list[str]:
        text_reply, knn_reply = replies
        text_keys = parse_search_keys(text_reply) if leg.text is not None else []
        scores = rrf(
            [
                (text_keys, leg.text_weight),
                (parse_search_keys(knn_reply), leg.vector_weight),
            ],
            k=leg.rrf_k,
        )
        return by_score(scores)


def hybrid_command(leg: HybridLeg, *, limit: int) -> list[Any]:
    """``FT.HYBRID`` as documented for Redis 8.4: SEARCH + VSIM (KNN, pre-FILTER) + COMBINE RRF."""
    search = leg.text if leg.text is not None else "*"
    args: list[Any] = ["FT.HYBRID", leg.index, "SEARCH", _filtered(search, leg.filter)]
    args += ["SCORER", SCORER]
    args += ["VSIM", "@embedding", "$vec", "KNN", 2, "K", leg.vector_candidates]
    if leg.filter:
        args += ["FILTER", leg.filter]
    window = max(leg.text_candidates, leg.vector_candidates)
    args += ["COMBINE", "RRF", 4, "CONSTANT", leg.rrf_k, "WINDOW", window]
    args += ["LIMIT", 0, limit, "LOAD", 1, "@__key", "PARAMS", 2, "vec", leg.vector]
    return args


def parse_hybrid_keys(reply: Any) -> list[str]:
    """Keys from an FT.HYBRID reply: a RESP3 map or a RESP2 flat list, each row holding
    ``__key`` (the shape is not verifiable on this project's server, so both are read)."""
    if isinstance(reply, list) and reply and not isinstance(reply[0], int):
        reply = dict(zip(reply[::2], reply[1::2], strict=False))
    if isinstance(reply, dict):
        rows: list[Any] = reply.get(b"results") or reply.get("results") or []
    else:
        rows = reply[1:]
    keys = []
    for row in rows:
        fields = row if isinstance(row, dict) else dict(zip(row[::2], row[1::2], strict=False))
        key = fields.get(b"__key", fields.get("__key"))
        if key is not None:
            keys.append(_decode(key))
    return keys


class ServerHybrid:
    """One FT.HYBRID per leg: Redis fuses text and vector by RRF on the server."""

    replies_per_leg = 1

    def __init__(self, limit: int = 50) -> None:
        self._limit = limit

    def queue(self, pipe: _Pipeline, leg: HybridLeg) -> None:
        pipe.execute_command(*hybrid_command(leg, limit=self._limit))

    def fuse(self, leg: HybridLeg, replies: Sequence[Any]) -> list[str]:
        return parse_hybrid_keys(replies[0])
