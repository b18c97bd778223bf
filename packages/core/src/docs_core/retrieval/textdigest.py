"""A query text as a fixed-size key for the reader's in-memory stores (spec/011, RET-125).

A caller controls its query's length (up to ``MAX_QUERY_CHARS``, 4,000 characters of up to 4
bytes each in Python), so a store keyed by the text itself grows with what callers send: 2,000
searches of one 4,000-character word each grew a server by 261 MB. A 16-byte BLAKE2b digest keeps
each key small whatever the text holds; the stores compare digests only.
"""

from __future__ import annotations

import hashlib

__all__ = ["text_digest"]


def text_digest(text: str) -> bytes:
    """16 bytes that stand for ``text`` (lone surrogates included)."""
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
