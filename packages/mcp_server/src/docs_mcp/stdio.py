"""The stdio deployable: the same server over stdin/stdout, for clients that spawn it."""

from __future__ import annotations

from docs_core.connect import open_reader
from docs_core.logprivacy import install_log_privacy
from mcp.server.stdio import stdio_server

from docs_mcp.server import create_server
from docs_mcp.settings import ServerSettings
from docs_mcp.state import ServerState

__all__ = ["serve_stdio"]


async def serve_stdio(settings: ServerSettings) -> None:
    """Serve until stdin closes; discovery failures raise before anything is read."""
    state = ServerState()
    server = create_server(settings, state)
    install_log_privacy("docs_mcp")
    async with open_reader(settings.redis) as reader:
        state.reader = reader
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())
