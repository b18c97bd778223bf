"""The rows of an ``FT.SEARCH`` reply, in an order that does not depend on the engine's internal
document ids (spec/011 "Ties ranked by key", RET-096).

RediSearch breaks a tie (two chunks with the same BM25 score, two copies of one text at the
same vector distance) by its internal document id, and a restart reloads the keys in another
order: the same question then ranked differently after every restart. Text legs therefore ask
for their scores (``WITHSCORES``) and KNN legs for their distances (``RETURN 1 knn_dist``), and
the rows are ordered by score, then by key.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from itertools import repeat
from typing import Any, TypeVar

__all__ = [
    "KNN_DISTANCE_FIELD",
    "SCORE_DIGITS",
    "SearchRow",
    "knn_distances",
    "latest_in_order",
    "latest_keys_in_order",
    "rows_in_order",
    "search_rows",
    "whole_nearest",
    "whole_ties",
]

KNN_DISTANCE_FIELD = "knn_dist"


@dataclass(frozen=True, slots=True)
class SearchRow:
    key: str
    score: float | None = None
    fields: Mapping[str, str] = field(default_factory=dict)

    @property
    def distance(self) -> float | None:
        value = self.fields.get(KNN_DISTANCE_FIELD)
        return float(value) if value is not None else None


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _number(value: Any) -> float | None:
    if isinstance(value, int | float):
        return float(value)
    try:
        return float(_text(value))
    except ValueError:
        return None


def _pairs(values: Any) -> dict[str, str]:
    if isinstance(values, Mapping):
        return {_text(k): _text(v) for k, v in values.items()}
    return {_text(values[i]): _text(values[i + 1]) for i in range(0, len(values) - 1, 2)}


def _resp3_row(raw: Mapping[Any, Any]) -> SearchRow:
    row = {_text(k): v for k, v in raw.items()}
    score = row.get("score")
    return SearchRow(
        _text(row["id"]),
        _number(score) if score is not None else None,
        _pairs(row.get("extra_attributes") or {}),
    )


def search_rows(reply: Any) -> list[SearchRow]:
    """Rows of a RESP2 reply ``[total, key, (score), ([field, value, ...]), ...]`` or a RESP3
    map, as the engine sent them. Every row of one reply has the same shape, read off the first;
    a score is told from the next key by being a number (this service's keys, ``docs:v3:...``,
    never are)."""
    if isinstance(reply, Mapping):
        return [_resp3_row(row) for row in reply.get(b"results") or reply.get("results") or []]
    if len(reply) < 2:
        return []
    scored = len(reply) > 2 and not isinstance(reply[2], list) and _number(reply[2]) is not None
    with_fields = len(reply) > 2 + scored and isinstance(reply[2 + scored], list)
    step = 1 + scored + with_fields
    keys = [_text(key) for key in reply[1::step]]
    scores = [float(s) for s in reply[2::step]] if scored else [None] * len(keys)
    if not with_fields:
        return [SearchRow(k, s) for k, s in zip(keys, scores, strict=True)]
    fields = [_pairs(f) for f in reply[2 + scored :: step]]
    return [SearchRow(k, s, f) for k, s, f in zip(keys, scores, fields, strict=True)]


SCORE_DIGITS = 9
"""Decimals a text score is compared at: the engine sums a document's term scores in the order
it meets them, which a restart changes, so one score comes back as 27.842723222112255 or
27.84272322211225, enough to swap two documents or to hide a tie."""


def _comparable(score: Any) -> float:
    return round(float(score), SCORE_DIGITS)


def rows_in_order(rows: list[SearchRow]) -> list[SearchRow]:
    """Best first by score (text legs) or nearest first (KNN legs), ties by key; rows without
    either keep the engine's order."""
    if rows and all(row.score is not None for row in rows):
        return sorted(rows, key=lambda row: (-_comparable(row.score or 0.0), row.key))
    if rows and all(row.distance is not None for row in rows):
        return sorted(rows, key=lambda row: (_comparable(row.distance or 0.0), row.key))
    return rows


def latest_keys_in_order(reply: Any) -> list[str]:
    """The keys of ``rows_in_order`` whose ``version`` field, when returned, is ``latest``; of a
    scored reply that the limit cut, without the rows tied with its last score (``whole_ties``).
    A search reads some fifteen replies of up to 150 rows, so the commonest shapes (a text leg's
    scores, with or without versions; keys alone) are read without building rows."""
    if isinstance(reply, list) and len(reply) > 2 and not isinstance(reply[2], list):
        if _number(reply[2]) is None:
            return [_text(key) for key in reply[1:]]
        with_fields = len(reply) > 3 and isinstance(reply[3], list)
        step = 3 if with_fields else 2
        kept: Iterable[bool] = (
            (_is_latest(fields) for fields in reply[3::step]) if with_fields else repeat(True)
        )
        rows = zip(reply[2::step], (_text(key) for key in reply[1::step]), kept, strict=False)
        return _latest_whole(rows, reply[0])
    if isinstance(reply, list) and len(reply) > 2 and _distance_only(reply[2]):
        nearest = sorted(
            (_comparable(f[1]), _text(k)) for k, f in zip(reply[1::2], reply[2::2], strict=True)
        )
        return [key for _, key in nearest]
    found = search_rows(reply)
    if found and all(row.score is not None for row in found):
        scored = ((r.score, r.key, r.fields.get("version", "latest") == "latest") for r in found)
        return _latest_whole(scored, _total(reply))
    return latest_in_order(found)


def _latest_whole(rows: Iterable[tuple[Any, str, bool]], total: Any) -> list[str]:
    """The latest keys of (score, key, is latest) rows, best first with ties by key, without a
    tie the limit cut (``whole_ties``)."""
    ranked = sorted((-_comparable(score), key, latest) for score, key, latest in rows)
    return [key for _, key, latest in whole_ties(ranked, total) if latest]


def _total(reply: Any) -> Any:
    if isinstance(reply, Mapping):
        return reply.get(b"total_results", reply.get("total_results"))
    return reply[0] if isinstance(reply, list) and reply else None


_Ranked = TypeVar("_Ranked", bound=tuple[Any, ...])


def whole_ties(rows: list[_Ranked], total: Any) -> list[_Ranked]:
    """``rows`` (best first, each led by its sort value) without the last one and those tied with
    it when the engine matched more than it sent (``total``): the legs ask for one row more than
    they use, and which of a tie group the limit cuts follows the engine's document ids, which a
    restart reassigns, so the group is kept whole or not at all. A reply that is one tie group
    is kept as it is, and so is one that holds every match (one row more than the leg's count at
    most, the same after any restart)."""
    matched = _number(total)
    if not rows or matched is None or not matched > len(rows) or math.isinf(matched):
        return rows
    return _without_last_tie(rows)


def _without_last_tie(rows: list[_Ranked]) -> list[_Ranked]:
    last = rows[-1][0]
    return [row for row in rows if row[0] != last] or rows


def whole_nearest(reply: Any, count: int) -> list[str]:
    """The ``count`` nearest keys of a KNN reply asked for one more, without those tied with the
    first neighbour left out: copies of one text (a guide per client) lie at one distance, and
    which of them the cut keeps follows the engine's document ids."""
    distances = _distance_rows(reply)
    if distances is not None:
        nearest = [(comparable, key) for comparable, _, key in distances]
    else:
        rows = rows_in_order(search_rows(reply))
        if any(row.distance is None for row in rows):
            return [row.key for row in rows][:count]
        nearest = [(_comparable(row.distance), row.key) for row in rows]
    if len(nearest) > count:
        nearest = _without_last_tie(nearest[: count + 1])[:count]
    return [key for _, key in nearest]


def latest_in_order(rows: list[SearchRow]) -> list[str]:
    """The keys of ``rows`` whose ``version`` field, when returned, is ``latest``, in
    ``rows_in_order``."""
    return [
        row.key for row in rows_in_order(rows) if row.fields.get("version", "latest") == "latest"
    ]


def knn_distances(reply: Any) -> list[tuple[str, float]]:
    """(key, distance) nearest first, ties by key, from a KNN reply ``[total, key, [field,
    value], ...]``."""
    distances = _distance_rows(reply)
    if distances is not None:
        return [(key, distance) for _, distance, key in distances]
    return [
        (row.key, row.distance)
        for row in rows_in_order(search_rows(reply))
        if row.distance is not None
    ]


def _distance_rows(reply: Any) -> list[tuple[float, float, str]] | None:
    """(comparable distance, distance, key) of every row, in ``rows_in_order``, when ``reply`` is
    a RESP2 KNN reply whose rows carry the distance alone (every KNN leg's shape); else None.
    Read in one pass: a search reads some ten of these, 50 rows each."""
    shaped = isinstance(reply, list) and len(reply) > 2 and len(reply) % 2 == 1
    if not (shaped and _distance_only(reply[2])):
        return None
    rows = []
    for key, fields in zip(reply[1::2], reply[2::2], strict=True):
        if not _distance_only(fields):
            return None
        distance = float(_text(fields[1]))
        rows.append((round(distance, SCORE_DIGITS), distance, _text(key)))
    rows.sort(key=lambda row: (row[0], row[2]))
    return rows


def _distance_only(fields: Any) -> bool:
    return (
        isinstance(fields, list)
        and len(fields) == 2
        and fields[0] in (KNN_DISTANCE_FIELD, KNN_DISTANCE_FIELD.encode())
    )


def _is_latest(fields: list[Any]) -> bool:
    if len(fields) == 2 and fields[0] in (b"version", "version"):
        return fields[1] in (b"latest", "latest")
    return _pairs(fields).get("version", "latest") == "latest"
