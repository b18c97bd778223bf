"""What the tools share at run time: the one reader, opened by the lifespan of whichever
transport (HTTP or stdio) is serving, through ``docs_core.connect.open_reader``."""

from __future__ import annotations

from dataclasses import dataclass

from docs_core.errors import BackendUnavailableError
from docs_core.retrieval import DocsReader

__all__ = ["ServerState"]


@dataclass
class ServerState:
    reader: DocsReader | None = None

    def require_reader(self) -> DocsReader:
        if self.reader is None:
            raise BackendUnavailableError("the docs index is not open yet; retry shortly")
        return self.reader
