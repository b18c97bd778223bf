"""The two small static templates of discovery: ``/llms.txt`` (the llmstxt.org format: an H1
title, a blockquote summary, then ``##`` sections of ``- [name](url): notes`` links) and the
human page at ``/``. Filled from the live index's metadata and its documentation areas."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from html import escape

from docs_core.index import IndexMeta

from docs_mcp.areas import Area, Link
from docs_mcp.clients import client_configs

__all__ = ["freshness", "home_page", "llms_txt"]

_TITLE = "Redis documentation"
_SUMMARY = (
    "The Redis documentation (redis.io/docs) as a public, keyless MCP server and as plain "
    "markdown: Redis Open Source, Redis Software, Redis Cloud, Redis for Kubernetes, the client "
    "libraries and the command reference."
)


def freshness(meta: IndexMeta | None) -> str:
    """``source commit abc123, indexed 2026-11-30 12:00 UTC`` (or why it is unknown)."""
    if meta is None:
        return "index not reachable right now"
    facts = []
    if meta.source_commit:
        facts.append(f"source commit {meta.source_commit[:12]}")
    if meta.indexed_at:
        when = datetime.fromtimestamp(meta.indexed_at, UTC).strftime("%Y-%m-%d %H:%M UTC")
        facts.append(f"indexed {when}")
    return ", ".join(facts) or f"index version {meta.version}"


def _markdown_url(base_url: str, link: Link) -> str:
    return f"{base_url}/docs/{link.id}.md"


def llms_txt(base_url: str, meta: IndexMeta, areas: Sequence[Area]) -> str:
    lines = [
        f"# {_TITLE}",
        "",
        f"> {_SUMMARY} Index: {freshness(meta)}.",
        "",
        f"MCP endpoint (streamable HTTP): {base_url}/mcp, tools search, fetch and ask. Without "
        f"MCP, read any page as markdown at {base_url}/docs/<id>.md, where <id> is the path of "
        "its redis.io/docs/latest/ url (commands/xadd). Server card: "
        f"{base_url}/.well-known/mcp.json.",
    ]
    for area in areas:
        title = area.landing.title if area.landing else area.name.replace("-", " ").capitalize()
        lines += ["", f"## {title}", ""]
        if area.landing is not None:
            lines.append(
                f"- [{area.landing.title}]({_markdown_url(base_url, area.landing)}): "
                f"overview of {area.name} ({area.pages} pages)"
            )
        else:
            lines.append(f"- {area.pages} pages, each at {base_url}/docs/{area.name}/<name>.md")
        for entry in area.entries:
            lines.append(f"- [{entry.title}]({_markdown_url(base_url, entry)}): {entry.url}")
    return "\n".join(lines) + "\n"


def home_page(base_url: str, meta: IndexMeta | None) -> str:
    mcp_url = f"{base_url}/mcp"
    clients = "\n".join(
        f"<h3>{escape(client)}</h3>\n<pre>{escape(config)}</pre>"
        for client, config in client_configs(mcp_url)
    )
    return f"""<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>{_TITLE} MCP server</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<h1>{_TITLE} MCP server</h1>
<p>{escape(_SUMMARY)} Agents call <code>search</code>, <code>fetch</code> and <code>ask</code>
over MCP at <code>{escape(mcp_url)}</code>; no key is needed.</p>
<p>Freshness: {escape(freshness(meta))}.</p>
<h2>Connect</h2>
{clients}
<h2>Without MCP</h2>
<ul>
<li><a href="/llms.txt">/llms.txt</a>: the main documentation areas, for agents</li>
<li><code>/docs/&lt;id&gt;.md</code>: any page as markdown, e.g.
<a href="/docs/commands/xadd.md">/docs/commands/xadd.md</a></li>
<li><a href="/.well-known/mcp.json">/.well-known/mcp.json</a>: the server card</li>
<li><a href="/status">/status</a>: index version and freshness</li>
</ul>
</body>
</html>
"""
