"""What changed since the live version: the code and source fingerprints and the files and
page ids behind a difference (spec/005-ingest.md, "Depth of work per run").

The code fingerprint covers exactly the modules whose code shapes records: an edit to the CLI,
the progress display, the Redis transport or test material leaves it unchanged, so it does not
force a full re-parse.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from pathlib import Path

import docs_core
from docs_core.embedding import EMBEDDING_MODEL
from docs_core.ids import InvalidIdError, page_id_from_path
from docs_core.schema import SCHEMA_VERSION

import docs_ingest
from docs_ingest.chunking import ChunkingConfig
from docs_ingest.client_methods import reshapes_every_command
from docs_ingest.data_tables import DATA_TABLE_FILES
from docs_ingest.example_records import EXAMPLE_INPUT_PREFIXES
from docs_ingest.hugo import CONFIG_FILE, SourcePage

__all__ = [
    "RECORD_SHAPING_MODULES",
    "changed_files",
    "code_fingerprint",
    "needs_everything",
    "overrides_changed",
    "page_ids",
    "source_fingerprint",
]

RECORD_SHAPING_MODULES: tuple[str, ...] = (
    "docs_core.codefence",
    "docs_core.embedding",
    "docs_core.htmltags",
    "docs_core.ids",
    "docs_core.keys",
    "docs_core.retrieval.clientmethods",
    "docs_core.schema",
    "docs_core.taxonomy",
    "docs_ingest.blocks",
    "docs_ingest.chunking",
    "docs_ingest.client_methods",
    "docs_ingest.code_commands",
    "docs_ingest.data_tables",
    "docs_ingest.elements",
    "docs_ingest.example_catalogue",
    "docs_ingest.example_clients",
    "docs_ingest.example_records",
    "docs_ingest.example_shortcodes",
    "docs_ingest.example_summary",
    "docs_ingest.examples",
    "docs_ingest.expansion",
    "docs_ingest.headings",
    "docs_ingest.htmlmarkdown",
    "docs_ingest.hugo",
    "docs_ingest.links",
    "docs_ingest.markdown",
    "docs_ingest.parse",
    "docs_ingest.records",
    "docs_ingest.shortcode_syntax",
    "docs_ingest.shortcodes",
)
"""Modules whose code decides what a record holds: ids, schema, taxonomy, embedding model and
keys and the client-method passages in docs_core; reading, rendering, chunking, the client table
and the command-API mapping, and building records (example records included) in docs_ingest."""


def _package_roots() -> dict[str, Path]:
    return {
        "docs_core": Path(docs_core.__file__).parent,
        "docs_ingest": Path(docs_ingest.__file__).parent,
    }


def code_fingerprint(
    chunking: ChunkingConfig,
    *,
    modules: Iterable[str] = RECORD_SHAPING_MODULES,
    roots: Mapping[str, Path] | None = None,
) -> str:
    """Changes whenever the code that turns sources into records, or its settings, changes.

    ``roots`` maps a package name to its directory (default: the installed packages).
    """
    roots = _package_roots() if roots is None else roots
    digest = hashlib.sha256(repr(chunking).encode())
    for name in sorted(modules):
        package, _, module = name.partition(".")
        path = roots[package] / f"{module.replace('.', '/')}.py"
        digest.update(name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def source_fingerprint(code: str, inventory: Mapping[str, str], history: str | None = None) -> str:
    """One hash over the schema, the model, the code fingerprint and every input file's hash,
    plus the pages' git history (``History.digest``) when the source has one: a force-push
    that keeps every file but rewrites their commits still changes what pages say."""
    digest = hashlib.sha256(f"{SCHEMA_VERSION}\0{EMBEDDING_MODEL}\0{code}\n".encode())
    for rel in sorted(inventory):
        digest.update(f"{rel}\0{inventory[rel]}\n".encode())
    if history is not None:
        digest.update(f"history\0{history}\n".encode())
    return digest.hexdigest()


def changed_files(old: Mapping[str, str], new: Mapping[str, str]) -> set[str]:
    """Site paths added, edited or deleted between two inventories."""
    return {rel for rel in old.keys() | new.keys() if old.get(rel) != new.get(rel)}


def needs_everything(changed: Iterable[str]) -> bool:
    """True when a change can alter other pages' text: config params, embeds, cascades, the
    client table every command's methods are labelled from, any example input (example
    records are rebuilt from every page's shortcodes) and a data file a page renders."""
    return any(
        rel == CONFIG_FILE
        or rel.startswith(("content/embeds/", *EXAMPLE_INPUT_PREFIXES))
        or rel.endswith("/_index.md")
        or reshapes_every_command(rel)
        or rel in DATA_TABLE_FILES
        for rel in changed
    )


def page_ids(rels: Iterable[str]) -> set[str]:
    """Page ids of the markdown files among ``rels`` (paths that make no valid id are left out)."""
    out = set()
    for rel in rels:
        if rel.endswith(".md"):
            try:
                out.add(page_id_from_path(rel))
            except InvalidIdError:
                continue
    return out


def overrides_changed(
    pages: Iterable[SourcePage], old_urls: Mapping[str, str], changed: Iterable[str]
) -> bool:
    """True when a changed file added, edited or removed a front matter ``url`` override, which
    moves the target of other pages' relrefs. ``pages`` are the published pages just read."""
    published = {p.page_id: p for p in pages}
    for page_id in page_ids(changed):
        page = published.get(page_id)
        new = str(page.front["url"]) if page is not None and page.front.get("url") else None
        if new != old_urls.get(page_id):
            return True
    return False
