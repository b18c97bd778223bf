"""Copy-paste configuration for the MCP clients people use, printed by ``docs-mcp up``."""

from __future__ import annotations

import json

__all__ = ["client_config_snippets"]


def client_config_snippets(mcp_url: str, name: str = "redis-docs") -> str:
    """Claude Code, Cursor and Codex configuration pointing at ``mcp_url``."""
    cursor = json.dumps({"mcpServers": {name: {"url": mcp_url}}}, indent=2)
    return "\n".join(
        [
            "Claude Code:",
            f"  claude mcp add --transport http {name} {mcp_url}",
            "",
            "Cursor (~/.cursor/mcp.json):",
            *("  " + line for line in cursor.splitlines()),
            "",
            "Codex (~/.codex/config.toml):",
            f"  [mcp_servers.{name}]",
            f'  url = "{mcp_url}"',
        ]
    )
