"""``Host`` and ``Origin`` allow-lists, the DNS-rebinding protection of both servers
(spec/040-public-service.md, PUB-045; spec/021 CHAT-037): a page on another site that a browser
reaches through a name re-pointed at a local server sends that name as Host and its own Origin.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["LOCAL_HOSTS", "LOCAL_ORIGINS", "AllowList"]

LOCAL_HOSTS = ("127.0.0.1:*", "localhost:*", "[::1]:*")
LOCAL_ORIGINS = ("http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*")

# ASCII only: str.isdigit() also takes superscripts and other scripts' digits (``²³``), which
# then passed the list and were echoed into the discovery pages' links.
_PORT = re.compile(r"[0-9]{1,5}")


class AllowList:
    """``name`` entries match exactly; ``name:*`` matches ``name:PORT``. Compared as the MCP SDK
    compares them (case-sensitive), so nothing passed here is refused, and logged, there."""

    def __init__(self, entries: Iterable[str]) -> None:
        entries = list(entries)
        self._exact = {entry for entry in entries if not entry.endswith(":*")}
        self._any_port = {entry[:-2] for entry in entries if entry.endswith(":*")}

    def allows(self, value: str) -> bool:
        if value in self._exact:
            return True
        base, colon, port = value.rpartition(":")
        return bool(colon) and _PORT.fullmatch(port) is not None and base in self._any_port
