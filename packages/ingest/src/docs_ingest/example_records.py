"""Example records for the index: one per (set, step, client), with where pages show it
(spec/005, "Code examples"; the entity is spec/002's Example, the id spec/001's
``examples/<set>/<step>/<client key>``).

Each record carries the code as the page's tab shows it, the CLI text of the same step and the
section that shows it first. What it embeds is the step's intent (page and section, the
shortcode's ``description``, set and step) followed by the head of the code, so a question put
in words meets the code that answers it; identical inputs share one vector through the
embedding cache, like every other record.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from docs_core.embedding import EMBEDDING_MODEL
from docs_core.ids import canonical_url
from docs_core.schema import Entity, Example

from docs_ingest.chunking import split_sections
from docs_ingest.code_commands import CommandMethods, code_commands
from docs_ingest.example_catalogue import (
    LOCAL_EXAMPLES,
    Catalogue,
    ExampleRecord,
    build_catalogue,
    default_examples_dir,
)
from docs_ingest.example_shortcodes import (
    EXAMPLE_SHORTCODES,
    ExampleUse,
    find_shortcodes,
    resolve_uses,
    shows_examples,
    tab_labels,
)
from docs_ingest.examples import ExampleIssue
from docs_ingest.hugo import Site, SourcePage, file_sha256, inside_checkout
from docs_ingest.markdown import strip_html_comments
from docs_ingest.records import BuiltRecord

__all__ = [
    "EXAMPLE_ID_PREFIX",
    "EXAMPLE_INPUT_PREFIXES",
    "ExampleBuild",
    "UseContext",
    "build_examples",
    "cli_commands",
    "example_inventory",
    "example_records",
    "use_contexts",
]

EXAMPLE_ID_PREFIX = "examples/"
_EMBED_CODE_CHARS = 1200
_OPENER_RE = re.compile(r"\{\{[<%]\s*(?:clients|jupyter)-example\b")
# A use's body up to its closer, never across the next use's opener (a use may have no body).
_BODY_RE = re.compile(
    r"(?P<opener>\{\{[<%]\s*(?:clients|jupyter)-example\b[^}]*\}\})"
    r"(?P<inner>(?:(?!\{\{[<%]\s*(?:clients|jupyter)-example\b).)*?)"
    r"(?=\{\{[<%]\s*/\s*(?:clients|jupyter)-example\s*[>%]\}\})",
    re.DOTALL,
)
_PROMPT_RE = re.compile(r"^\s*(?:[\w.:-]*>|redis>)\s*([A-Za-z][A-Za-z0-9_.|-]*)")


@dataclass(frozen=True)
class UseContext:
    """Where one ``clients-example`` use sits: its page, section and the author's description."""

    title: str
    url: str
    description: str


@dataclass
class ExampleBuild:
    """The records, and what the run summary reports about them."""

    records: list[BuiltRecord] = field(default_factory=list)
    catalogue: Catalogue | None = None
    uses: list[ExampleUse] = field(default_factory=list)
    issues: list[ExampleIssue] = field(default_factory=list)


def cli_commands(cli: str) -> list[str]:
    """The Redis commands typed at the prompts of a CLI transcript, upper-cased, in order."""
    found: list[str] = []
    for line in cli.splitlines():
        match = _PROMPT_RE.match(line)
        if match:
            name = match.group(1).upper()
            if name not in found:
                found.append(name)
    return found


def _page_title(page: SourcePage) -> str:
    for key in ("title", "linktitle"):
        value = page.front.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return page.page_id


def _description(args: Sequence[tuple[str | None, str]]) -> str:
    return next((value.strip() for key, value in args if key == "description"), "")


def use_contexts(page: SourcePage) -> list[UseContext]:
    """The context of each example shortcode of ``page``, in the order ``resolve_uses`` lists
    them: the section holding the n-th opener is the n-th use's."""
    # A CLI comment in a use's body (``# Recreate the bike:1 key``) is no heading of the page.
    body = _BODY_RE.sub(
        lambda m: m["opener"] + "\n" * m["inner"].count("\n"), strip_html_comments(page.body)
    )
    title = _page_title(page)
    override = page.front.get("url")
    located: list[tuple[str, str]] = []
    for section in split_sections(body):
        for _ in _OPENER_RE.finditer(section.text):
            heading = f"{title} > {section.heading}" if section.heading else title
            anchor = section.anchor if section.heading else None
            url = canonical_url(page.page_id, anchor, str(override) if override else None)
            located.append((heading, url))
    found = find_shortcodes(page.body, EXAMPLE_SHORTCODES)
    out = []
    for index, use in enumerate(found):
        heading, url = (
            located[index]
            if index < len(located)
            else (title, canonical_url(page.page_id, None, str(override) if override else None))
        )
        out.append(UseContext(heading, url, _description(use.args)))
    return out


def unshown_context(set_context: UseContext | None, step: str) -> UseContext | None:
    """The context of a step no page shows: the page that shows its set, named with the step,
    never the section or description of another step of the set (ING-099)."""
    if set_context is None:
        return None
    page = set_context.title.partition(" > ")[0]
    return UseContext(f"{page} > {step}", set_context.url.partition("#")[0], "")


def source_url(record: ExampleRecord) -> str:
    """Where a record no page shows can be read: its file in the client's repository
    (``https://github.com/redis/redis-py/blob/HEAD/doctests/search_vss.py``), else "" (ING-109).
    Only a client repository's file: ``local_examples/`` has no repository URL in the checkout."""
    client = record.client
    parts = record.source.split("/")
    repository = client.repository.rstrip("/")
    # A client repository's file is read from its component's folder, wherever that is.
    remote = len(parts) >= 2 and parts[-2] == client.component and parts[0] != LOCAL_EXAMPLES
    if not remote or not _REPOSITORY.fullmatch(repository):
        return ""
    folder = client.examples_path.strip("/")
    return f"{repository}/blob/HEAD/{folder + '/' if folder else ''}{parts[-1]}"


_REPOSITORY = re.compile(r"https://github\.com/[\w.-]+/[\w.-]+")


def _content_hash(fields: dict[str, object], embed_input: str) -> str:
    digest = hashlib.sha256(f"{EMBEDDING_MODEL}\0{embed_input}".encode())
    digest.update(json.dumps(fields, sort_keys=True, default=str).encode())
    return digest.hexdigest()


def _embed_input(record: ExampleRecord, context: UseContext | None) -> str:
    client = record.client
    head = context.title if context is not None else f"{record.set_id} {record.step}"
    lines = [head]
    if context is not None and context.description:
        lines.append(context.description)
    lines.append(f"{client.name} ({client.label}) example {record.set_id} {record.step}")
    lines.append(record.code[:_EMBED_CODE_CHARS])
    return "\n".join(lines)


def example_records(
    records: Iterable[ExampleRecord],
    uses: Sequence[ExampleUse],
    contexts: dict[tuple[str, int], UseContext],
    methods: CommandMethods,
) -> list[BuiltRecord]:
    """One ``Example`` per catalogue record; ``contexts`` maps (page id, use index) to its
    context. A record no page shows takes the page showing its set, if any
    (``unshown_context``). Its commands are those its CLI text types, else those its code calls
    through ``methods`` (``code_commands``, ING-095)."""
    shown: dict[str, list[tuple[ExampleUse, int]]] = {}
    by_set: dict[str, tuple[ExampleUse, int]] = {}
    index_in_page: Counter[str] = Counter()
    for use in uses:
        position = index_in_page[use.page_id]
        index_in_page[use.page_id] += 1
        by_set.setdefault(use.set_id, (use, position))
        for tab in use.tabs:
            rid = f"{EXAMPLE_ID_PREFIX}{use.set_id}/{tab.step}/{tab.client_key}"
            shown.setdefault(rid, []).append((use, position))
    built = []
    for record in records:
        showing = shown.get(record.id, [])
        first = showing[0] if showing else by_set.get(record.set_id)
        context = contexts.get((first[0].page_id, first[1])) if first is not None else None
        if not showing:
            context = unshown_context(context, record.step)
        cli = next((use.cli for use, _ in showing if use.cli.strip()), "")
        page_ids = list(dict.fromkeys(use.page_id for use, _ in showing))
        embed_input = _embed_input(record, context)
        fields: dict[str, object] = {
            "id": record.id,
            "set_id": record.set_id,
            "step": record.step,
            "client_key": record.client.key,
            "client_label": record.client.label,
            "client_name": record.client.name,
            "language": record.fence,
            "mapping_client_id": record.client.mapping_id or "",
            "title": context.title if context is not None else f"{record.set_id} {record.step}",
            "url": context.url if context is not None else source_url(record),
            "intent": context.description if context is not None else "",
            "code": record.code,
            "cli": cli,
            "page_ids": page_ids,
            "commands": cli_commands(cli)
            or code_commands(record.code, methods.of(record.client.mapping_id)),
            "source_path": record.source,
        }
        model = Example.model_validate(
            {**fields, "content_hash": _content_hash(fields, embed_input)}
        )
        built.append(BuiltRecord(Entity.EXAMPLE, model, embed_input))
    return built


def build_examples(root: Path, site: Site, examples_dir: Path | None = None) -> ExampleBuild:
    """Catalogue the example files of checkout ``root``, resolve the pages' shortcodes against
    them and build the records. Problems are data: the file issues of the catalogue, and a page
    under ``content/examples/`` (its id would shadow the example ids)."""
    catalogue = build_catalogue(root, examples_dir)
    too_deep: list[str] = []
    uses = resolve_uses(site.pages, catalogue, tab_labels(site.params) or None, too_deep)
    contexts: dict[tuple[str, int], UseContext] = {}
    for page in site.pages:
        if shows_examples(page.body) and page.rel_path not in too_deep:
            for index, context in enumerate(use_contexts(page)):
                contexts[(page.page_id, index)] = context
    issues = list(catalogue.issues)
    issues.extend(
        ExampleIssue(path, 0, "shortcodes nested too deep to read its examples")
        for path in too_deep
    )
    issues.extend(
        ExampleIssue(page.rel_path, 0, "a page id under examples/ shadows the example ids")
        for page in site.pages
        if page.page_id.startswith(EXAMPLE_ID_PREFIX)
    )
    records = example_records(catalogue.records(), uses, contexts, CommandMethods.load(root))
    return ExampleBuild(records, catalogue, uses, issues)


_INPUT_FILES = ("build/example-test-harness/clients.tsv",)
_INPUT_DIRS = ("data/components", "local_examples")
EXAMPLE_INPUT_PREFIXES = ("client-examples/", "data/components/", "local_examples/", "build/")
"""Inventory paths of example inputs: any change to one re-reads every page (``needs_everything``)."""


def example_inventory(root: Path, examples_dir: Path | None = None) -> dict[str, str]:
    """sha256 of every file the example records are built from, by path (files of
    ``examples_dir`` under ``client-examples/<component>/<file>`` wherever the folder is)."""
    paths: list[tuple[str, Path]] = []
    for rel in _INPUT_FILES:
        if (root / rel).is_file() and inside_checkout((root / rel).parent, root):
            paths.append((rel, root / rel))
    for rel in _INPUT_DIRS:
        base = root / rel
        if base.is_dir() and inside_checkout(base, root):
            paths.extend(
                (p.relative_to(root).as_posix(), p) for p in base.rglob("*") if _plain_file(p)
            )
    remote = examples_dir if examples_dir is not None else default_examples_dir(root)
    if remote is not None and remote.is_dir():
        paths.extend(
            ("client-examples/" + p.relative_to(remote).as_posix(), p)
            for p in remote.rglob("*")
            if _plain_file(p)
        )
    return {rel: file_sha256(path) for rel, path in paths}


def _plain_file(path: Path) -> bool:
    return path.is_file() and not path.is_symlink()
