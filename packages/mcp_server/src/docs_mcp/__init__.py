"""The public MCP server: search, fetch, ask."""
