"""Contracts shared by the one writer (ingest) and the readers (MCP server, chat, eval).

Used by: ingest, mcp_server, chat, eval.

Core holds what two or more packages use and nothing else; each module's docstring names its
users ("Used by:"). Test material shared by every package's tests is under ``docs_core.testing``.
"""
