"""Contracts shared by the one writer (ingest) and the readers (MCP server, chat, eval)."""
