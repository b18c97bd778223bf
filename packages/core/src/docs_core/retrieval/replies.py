"""Decoding what Redis hands back: RESP2 values (bytes with the default client) and the list
fields the writer stores in hashes."""

from __future__ import annotations

import json
from typing import Any

__all__ = ["as_str", "info_fields", "stored_list"]


def as_str(value: Any) -> str:
    """A reply value as text; a missing one (nil) is the empty string."""
    if value is None:
        return ""
    return value.decode() if isinstance(value, bytes) else str(value)


def info_fields(reply: Any) -> dict[str, Any]:
    """``FT.INFO``'s reply as a map keyed by text: the RESP3 map or the RESP2 flat list."""
    items = reply.items() if isinstance(reply, dict) else zip(reply[::2], reply[1::2], strict=False)
    return {as_str(key): value for key, value in items}


def stored_list(value: str) -> list[str]:
    """A list field of a record (``chunk_ids``, ``section_path``): a JSON array, or a
    comma-separated list as tag fields hold it; empty for an empty field."""
    if not value:
        return []
    if value.startswith("["):
        return [str(v) for v in json.loads(value)]
    return [v for v in value.split(",") if v]
