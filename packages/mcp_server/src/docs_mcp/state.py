"""What the tools share at run time: the one reader, opened by the lifespan of whichever
transport (HTTP or stdio) is serving (``open_reader``, shared with the chat, lives in
``docs_core.connect``)."""

from __future__ import annotations

from dataclasses import dataclass

from docs_core.connect import open_reader, resolve_redis_url
from docs_core.errors import BackendUnavailableError
from docs_core.retrieval import DocsReader

__all__ = ["ServerState", "open_reader", "resolve_redis_url"]


@dataclass
class ServerState:
    reader: DocsReader | None = None

    def require_reader(self) -> DocsReader:
        if self.reader is None:
            raise BackendUnavailableError("the docs index is not open yet; retry shortly")
        return self.reader
