"""Copy-paste configuration for the MCP clients people use, printed by ``docs-mcp up`` and
shown on the server's home page."""

from __future__ import annotations

import json

__all__ = ["client_config_snippets", "client_configs"]


def client_configs(mcp_url: str, name: str = "redis-docs") -> list[tuple[str, str]]:
    """``(client and where its config lives, what to run or paste)`` for Claude Code, Cursor,
    Codex and VS Code."""
    cursor = json.dumps({"mcpServers": {name: {"url": mcp_url}}}, indent=2)
    vscode = json.dumps({"servers": {name: {"type": "http", "url": mcp_url}}}, indent=2)
    return [
        ("Claude Code", f"claude mcp add --transport http {name} {mcp_url}"),
        ("Cursor (~/.cursor/mcp.json)", cursor),
        ("Codex (~/.codex/config.toml)", f'[mcp_servers.{name}]\nurl = "{mcp_url}"'),
        ("VS Code (.vscode/mcp.json)", vscode),
    ]


def client_config_snippets(mcp_url: str, name: str = "redis-docs") -> str:
    """The same configurations as indented plain text."""
    blocks = [
        "\n".join([f"{client}:", *("  " + line for line in config.splitlines())])
        for client, config in client_configs(mcp_url, name)
    ]
    return "\n\n".join(blocks)
