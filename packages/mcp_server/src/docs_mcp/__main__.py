from docs_mcp.cli import app

app(prog_name="docs-mcp")
