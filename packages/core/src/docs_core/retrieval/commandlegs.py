"""The requests and replies of the command-record legs: the lookup of a name the query may
contain, and the keys the KNN and name legs return (spec/011-retrieval.md, "Fusion")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from docs_core.keys import ALIASES, Entity
from docs_core.retrieval.capabilities import parse_search_keys
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.searchrows import knn_distances
from docs_core.retrieval.textquery import clean_query, escape_tag
from docs_core.schema import Command, decode_record
from docs_core.taxonomy import LATEST

__all__ = [
    "close_commands",
    "command_lookup_args",
    "command_name_key",
    "named_command_keys",
    "read_command",
]

MAX_COMMAND_NAME_CHARS = 64
_LATEST_FILTER = f"@version:{{{LATEST}}}"


def command_name_key(name: str) -> str | None:
    """``bf.reserve`` -> ``BF.RESERVE`` (the Command ``name_key``); None when empty or too long
    to be a command name."""
    key = " ".join(clean_query(name).split()).upper()
    if not key or len(key) > MAX_COMMAND_NAME_CHARS:
        return None
    return key


def command_lookup_args(name_key: str) -> list[Any]:
    """FT.SEARCH for the latest Command record named ``name_key`` (keys only, at most one)."""
    return [
        "FT.SEARCH",
        ALIASES[Entity.COMMAND],
        f"@name_key:{{{escape_tag(name_key)}}} {_LATEST_FILTER}",
        "NOCONTENT",
        "LIMIT",
        0,
        1,
        "DIALECT",
        2,
    ]


def close_commands(reply: Sequence[Any], max_distance: float) -> list[str]:
    """Keys of a ``RETURN 1 knn_dist`` reply ``[total, key, [b"knn_dist", b"0.31"], ...]``
    within ``max_distance``, nearest first, ties by key."""
    return [key for key, distance in knn_distances(reply) if distance <= max_distance]


def named_command_keys(reply: Sequence[Any]) -> list[tuple[str, str]]:
    """(key, name_key) pairs of a ``RETURN 1 name_key`` reply
    ``[total, key, [b"name_key", b"XADD"], ...]``."""
    out = []
    for key, fields in zip(reply[1::2], reply[2::2], strict=True):
        values = dict(zip(fields[::2], fields[1::2], strict=True))
        out.append((as_str(key), as_str(values[b"name_key"])))
    return out


async def read_command(client: Any, name_key: str) -> Command | None:
    """The latest Command record named ``name_key``: one lookup, one HGETALL."""
    keys = parse_search_keys(await client.execute_command(*command_lookup_args(name_key)))
    if not keys:
        return None
    raw = await client.hgetall(keys[0])
    return decode_record(Command, raw) if raw else None
