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

from docs_core.keys import ALIASES, LATEST_VIEWS, Entity
from docs_core.retrieval.fusion import by_score, rrf
from docs_core.retrieval.searchrows import (
    KNN_DISTANCE_FIELD,
    latest_keys_in_order,
    whole_nearest,
)

__all__ = [
    "CLIENT_HYBRID",
    "LATEST_OVERFETCH",
    "LATEST_PREFIX",
    "ClientHybrid",
    "HybridLeg",
    "HybridStrategy",
    "ServerHybrid",
    "has_ft_hybrid",
    "hybrid_command",
    "in_keys",
    "knn_search_args",
    "latest_only",
    "on_latest_view",
    "parse_hybrid_keys",
    "parse_search_keys",
    "server_expresses",
    "strategy_for",
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


LATEST_OVERFETCH = 3
"""How many more keys an unfiltered text leg asks for than its filtered form would: about half
of the chunks and pages are the latest docs', so three times leaves the latest ones deep enough."""

LATEST_PREFIX = "@version:{latest} "
"""A query that starts with it searches the latest docs only (``text_search_args``)."""
_VERSIONED = frozenset({ALIASES[Entity.CHUNK], ALIASES[Entity.PAGE], ALIASES[Entity.COMMAND]})


def text_search_args(
    index: str, query: str, filter_expr: str | None, count: int, returned: str | None = None
) -> list[Any]:
    """BM25 keys of ``query`` under ``filter_expr``. The latest-docs filter, the commonest, is
    not sent: RediSearch 2.10 intersecting a term union with a filter scores a document on the
    first term it meets, not all it holds (a chunk with four of the terms scored 8.7 instead of
    45.9, and which term counts follows the document ids, so a restart reshuffles every list).
    The union runs alone, returns each key's version, and ``parse_search_keys`` keeps the
    latest ones. The scores come back so that ties rank by key (``searchrows``); ``returned``
    names a field to return with each key of any other leg. Over chunks, pages and commands one
    row more than asked shows whether the limit cut a tie (``searchrows.whole_ties``)."""
    text = _filtered(query, filter_expr)
    if count and index in _VERSIONED and text.startswith(LATEST_PREFIX):
        fields: list[Any] = ["RETURN", 1, "version"]
        text, count = text[len(LATEST_PREFIX) :], count * LATEST_OVERFETCH
    else:
        fields = ["RETURN", 1, returned] if returned else ["NOCONTENT"]
    scores = ["WITHSCORES"] if count else []
    if count and index in _VERSIONED:
        count += 1
    return [
        "FT.SEARCH", index, text, *fields, *scores, "SCORER", SCORER,
        "LIMIT", 0, count, "DIALECT", 2,
    ]  # fmt: skip


_VIEW_OF = {ALIASES[entity]: view for entity, view in LATEST_VIEWS.items()}


def on_latest_view(args: Sequence[Any]) -> tuple[Any, ...]:
    """``args`` sent to the latest-docs view instead, when it is ``text_search_args``' portable
    latest-docs form over chunks or pages (``RETURN 1 version``, the over-fetched count):
    ``NOCONTENT`` and the leg's own count with its look-ahead row (RET-109), the view holding
    only latest docs (RET-107). Any
    other request comes back unchanged."""
    if len(args) < 7 or args[0] != "FT.SEARCH" or args[1] not in _VIEW_OF:
        return tuple(args)
    if list(args[3:6]) != ["RETURN", 1, "version"] or "LIMIT" not in args:
        return tuple(args)
    out = [args[0], _VIEW_OF[args[1]], args[2], "NOCONTENT", *args[6:]]
    at = out.index("LIMIT") + 2
    out[at] = max(1, (int(out[at]) - 1) // LATEST_OVERFETCH) + 1
    return tuple(out)


KNN_EF_RUNTIME = 256
"""How wide the batched HNSW walk searches (the index's own default is 64): at 64 the top 10 of
the 134 dev questions' chunk KNN matched a near-exact walk (EF 4000) at 0.979, at 256 at 0.999,
for 0.15 ms more; a restart rebuilds the graph, and a narrow walk then returns other keys."""

_LATEST_ONLY_FILTER = re.compile(r"@version:\{latest\}")


def latest_only(filter_expr: str | None) -> bool:
    """Whether ``filter_expr`` keeps the latest docs and nothing narrower."""
    return filter_expr is not None and bool(_LATEST_ONLY_FILTER.fullmatch(filter_expr.strip()))


def in_keys(args: list[Any], keys: Sequence[str]) -> list[Any]:
    """``args`` (an ``FT.SEARCH`` request) searching only ``keys``."""
    return [*args[:3], "INKEYS", len(keys), *keys, *args[3:]]


def knn_search_args(index: str, vector: bytes, filter_expr: str | None, count: int) -> list[Any]:
    # The latest-version filter keeps most documents, yet RediSearch 2.10 picks brute force
    # over them (4.9 ms on 57k chunks); walking the HNSW graph in batches gives the same top 50
    # in 0.7 ms. Narrow filters (a page, a product, an old version) keep the engine's choice.
    policy = ""
    if latest_only(filter_expr):
        policy = f" HYBRID_POLICY BATCHES BATCH_SIZE 100 EF_RUNTIME {KNN_EF_RUNTIME}"
    return [
        "FT.SEARCH",
        index,
        f"({filter_expr or '*'})=>[KNN {count} @embedding $vec{policy} AS {KNN_DISTANCE_FIELD}]",
        "PARAMS",
        2,
        "vec",
        vector,
        "SORTBY",
        KNN_DISTANCE_FIELD,
        "RETURN",
        1,
        KNN_DISTANCE_FIELD,
        "LIMIT",
        0,
        count,
        "DIALECT",
        2,
    ]


def parse_search_keys(reply: Any) -> list[str]:
    """Keys of an ``FT.SEARCH`` reply (RESP2 or RESP3), best first with ties by key
    (``searchrows``); of a ``RETURN 1 version`` reply (``text_search_args`` unfiltered), the
    latest docs' keys only."""
    return latest_keys_in_order(reply)


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
        # One neighbour more than the leg keeps shows whether the cut fell inside a tie.
        pipe.execute_command(
            *knn_search_args(leg.index, leg.vector, leg.filter, leg.vector_candidates + 1)
        )

    def fuse(self, leg: HybridLeg, replies: Sequence[Any]) -> list[str]:
        text_reply, knn_reply = replies
        text_keys = parse_search_keys(text_reply) if leg.text is not None else []
        nearest = whole_nearest(knn_reply, leg.vector_candidates)
        scores = rrf(
            [
                (text_keys, leg.text_weight),
                (nearest, leg.vector_weight),
            ],
            k=leg.rrf_k,
        )
        return by_score(scores)


def hybrid_command(leg: HybridLeg, *, limit: int) -> list[Any]:
    """``FT.HYBRID`` as documented for Redis 8.4: SEARCH + VSIM (KNN, pre-FILTER, the batched
    policy of :func:`knn_search_args` at the index's own EF: no 8.4 server here to check an
    ``EF_RUNTIME`` argument against) + COMBINE RRF, loading each row's key and fused score
    (``__score``, a reserved field) so ties can be ranked like the client's."""
    search = leg.text if leg.text is not None else "*"
    args: list[Any] = ["FT.HYBRID", leg.index, "SEARCH", _filtered(search, leg.filter)]
    args += ["SCORER", SCORER]
    args += ["VSIM", "@embedding", "$vec", "KNN", 2, "K", leg.vector_candidates]
    if leg.filter:
        args += ["FILTER", leg.filter]
        if latest_only(leg.filter):
            args += ["POLICY", "BATCHES", "BATCH_SIZE", 100]
    window = max(leg.text_candidates, leg.vector_candidates)
    args += ["COMBINE", "RRF", 4, "CONSTANT", leg.rrf_k, "WINDOW", window]
    args += ["LIMIT", 0, limit, "LOAD", 2, "@__key", "@__score", "PARAMS", 2, "vec", leg.vector]
    return args


def parse_hybrid_keys(reply: Any) -> list[str]:
    """Keys from an FT.HYBRID reply, best first, in the shapes the 8.4 documentation and
    redis-py give: a RESP3 map ``{total_results, results: [{__key, __score}, ...], ...}``,
    the same map as a flat RESP2 array ``[b"total_results", n, b"results", [[b"__key", k,
    ...], ...], ...]``, or ``[total, id, [field, value, ...], ...]`` (the documented RESP2
    form). Rows that carry ``__score`` are ranked by it, ties by record id (as ``by_score``),
    so the server's order among equal scores never decides a rank."""
    if isinstance(reply, list) and reply and not isinstance(reply[0], int):
        reply = dict(zip(reply[::2], reply[1::2], strict=False))
    if isinstance(reply, dict):
        rows: list[Any] = reply.get(b"results") or reply.get("results") or []
        pairs = [_row_key_score(row) for row in rows]
    else:
        pairs = [
            (_decode(key), _row_key_score(fields)[1])
            for key, fields in zip(reply[1::2], reply[2::2], strict=False)
        ]
    keyed = [(key, score) for key, score in pairs if key]
    if keyed and all(score is not None for _, score in keyed):
        return by_score({key: float(score or 0.0) for key, score in keyed})
    return [key for key, _ in keyed]


def _row_key_score(row: Any) -> tuple[str, float | None]:
    fields = row if isinstance(row, dict) else dict(zip(row[::2], row[1::2], strict=False))
    decoded = {_decode(name): value for name, value in fields.items()}
    key = decoded.get("__key")
    score = decoded.get("__score")
    return (_decode(key) if key is not None else ""), (
        float(_decode(score)) if score is not None else None
    )


def server_expresses(leg: HybridLeg) -> bool:
    """Whether FT.HYBRID ranks ``leg`` as ``ClientHybrid`` does (but for a tie its window cuts,
    which the client drops: RET-109). Its RRF takes no per-leg weights and one WINDOW for both
    legs, and a leg without text would become a match-all SEARCH that ranks every document."""
    return (
        leg.text is not None
        and leg.text_weight == leg.vector_weight
        and leg.text_weight > 0
        and leg.text_candidates == leg.vector_candidates
    )


def strategy_for(strategy: HybridStrategy, legs: Sequence[HybridLeg]) -> HybridStrategy:
    """``strategy``, unless it is server fusion and one of ``legs`` uses what FT.HYBRID cannot
    express (:func:`server_expresses`): then client fusion, so a search ranks alike on every
    server whatever it supports."""
    if isinstance(strategy, ServerHybrid) and not all(server_expresses(leg) for leg in legs):
        return CLIENT_HYBRID
    return strategy


class ServerHybrid:
    """One FT.HYBRID per leg: Redis fuses text and vector by RRF on the server."""

    replies_per_leg = 1

    def __init__(self, limit: int | None = None) -> None:
        self._limit = limit

    def queue(self, pipe: _Pipeline, leg: HybridLeg) -> None:
        # The client's fused list is the union of both legs; a shorter one would drop the tail
        # that still adds to a page's score.
        limit = self._limit or leg.text_candidates + leg.vector_candidates
        pipe.execute_command(*hybrid_command(leg, limit=limit))

    def fuse(self, leg: HybridLeg, replies: Sequence[Any]) -> list[str]:
        return parse_hybrid_keys(replies[0])


CLIENT_HYBRID = ClientHybrid()
