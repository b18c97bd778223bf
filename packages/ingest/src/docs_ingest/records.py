"""Turn one published source page into index records plus the text each record embeds.

``content_hash`` of a record is sha256 over the model id, the exact embedding input and every
other stored field, so the incremental diff sees any change a reader could see. The embedding
cache is keyed by :func:`embed_key` (model id + embedding input only), so identical text in
versioned copies is embedded once.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any

from docs_core.embedding import EMBEDDING_MODEL
from docs_core.ids import canonical_url, chunk_id
from docs_core.retrieval.clientmethods import SECTION_ANCHOR, SECTION_HEADING
from docs_core.schema import Chunk, ClientMethods, Command, Entity, Page, _Record
from docs_core.taxonomy import classify

from docs_ingest.chunking import ChunkingConfig, split_sections, window_page
from docs_ingest.client_methods import ApiMapping, method_chunk_texts
from docs_ingest.hugo import SourcePage
from docs_ingest.markdown import strip_heading_anchors

__all__ = ["BuiltRecord", "PageBuild", "build_page", "embed_key"]

_H1_RE = re.compile(r"^#[ \t]+(.+)$", re.M)
_COMMAND_PAGE_RE = re.compile(r"commands/[^/]+")


@dataclass(frozen=True, slots=True)
class BuiltRecord:
    entity: Entity
    record: _Record
    embed_input: str

    @property
    def id(self) -> str:
        return self.record.id

    @property
    def content_hash(self) -> str:
        return self.record.content_hash


@dataclass(frozen=True, slots=True)
class PageBuild:
    page: BuiltRecord
    chunks: list[BuiltRecord]
    command: BuiltRecord | None

    def records(self) -> list[BuiltRecord]:
        extra = [self.command] if self.command is not None else []
        return [self.page, *self.chunks, *extra]


def embed_key(embed_input: str, model: str = EMBEDDING_MODEL) -> str:
    return hashlib.sha256(f"{model}\0{embed_input}".encode()).hexdigest()


def _content_hash(fields: dict[str, Any], embed_input: str) -> str:
    digest = hashlib.sha256(f"{EMBEDDING_MODEL}\0{embed_input}".encode())
    for key in sorted(fields):
        value = fields[key]
        text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, default=str)
        digest.update(f"\0{key}\0{text}".encode())
    return digest.hexdigest()


def _record(
    entity: Entity,
    model: type[_Record],
    fields: dict[str, Any],
    embed_input: str,
) -> BuiltRecord:
    content_hash = _content_hash(fields, embed_input)
    record = model.model_validate({**fields, "content_hash": content_hash})
    return BuiltRecord(entity, record, embed_input)


def _text(value: Any) -> str:
    if value is None:
        return ""
    return str(value).strip()


def _strings(value: Any) -> list[str]:
    if isinstance(value, list):
        return [str(v).strip() for v in value if v is not None and str(v).strip()]
    if isinstance(value, str) and value.strip():
        return [value.strip()]
    return []


def _title(source: SourcePage, body: str) -> str:
    for key in ("title", "linktitle"):
        if _text(source.front.get(key)):
            return _text(source.front.get(key))
    match = _H1_RE.search(body)
    if match:
        return match.group(1).strip()
    return source.page_id.rsplit("/", 1)[-1]


def _summary(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    cut = text.rfind("\n\n", 0, limit)
    if cut < limit // 3:
        cut = text.rfind(". ", 0, limit) + 1
    if cut < limit // 3:
        cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > 0 else limit].rstrip() + " …"


def _command_name(source: SourcePage) -> str:
    if _COMMAND_PAGE_RE.fullmatch(source.page_id) is None:
        return ""
    return _text(source.front.get("linktitle")) or _text(source.front.get("title"))


def _command(
    source: SourcePage, url: str, version: str, summary: str, methods: list[ClientMethods]
) -> BuiltRecord | None:
    front = source.front
    name = _command_name(source)
    if not name:
        return None
    arguments = front.get("arguments")
    fields = {
        "id": source.page_id,
        "page_id": source.page_id,
        "name": name,
        "name_key": name.upper(),
        "summary": _text(front.get("summary")) or _text(front.get("description")) or summary,
        "syntax": _text(front.get("syntax_fmt")),
        "complexity": _text(front.get("complexity")),
        "since": _text(front.get("since")),
        "group": _text(front.get("group")),
        "module": _text(front.get("module")),
        "arguments": json.loads(
            json.dumps(
                [_bounded(a) for a in arguments if isinstance(a, dict)]
                if isinstance(arguments, list)
                else [],
                default=str,
            )
        ),
        "acl_categories": _strings(front.get("acl_categories")),
        "client_methods": [m.model_dump(mode="json") for m in methods],
        "url": url,
        "version": version,
    }
    return _record(Entity.COMMAND, Command, fields, f"{name}: {fields['summary']}")


MAX_ARGUMENT_DEPTH = 16
"""How deep a command's ``arguments`` are kept (the docs nest blocks four deep): 300 levels
ended every run in the record encoder (ING-110)."""


def _bounded(value: Any, depth: int = 0) -> Any:
    if depth >= MAX_ARGUMENT_DEPTH:
        return None
    if isinstance(value, dict):
        return {str(key): _bounded(item, depth + 1) for key, item in value.items()}
    if isinstance(value, list):
        return [_bounded(item, depth + 1) for item in value]
    return value


def build_page(
    source: SourcePage,
    body: str,
    config: ChunkingConfig,
    *,
    last_commit: str = "",
    last_modified: str = "",
    api_mapping: ApiMapping | None = None,
) -> PageBuild:
    """Records of one page from its rendered (shortcode-free) markdown body; ``last_commit``
    and ``last_modified`` come from git (``docs_ingest.history``), empty without it. A command
    page's client methods (from ``api_mapping``) go on its Command and into chunks of their own,
    after the body's, which its body does not hold (fetch renders them from the Command)."""
    front = source.front
    taxonomy = classify(source.page_id)
    url_override = _text(front.get("url")) or None
    url = canonical_url(source.page_id, None, url_override)
    title = _title(source, body)
    description = _text(front.get("description"))
    doc_type = "command" if source.page_id.startswith("commands/") else "page"

    sections = split_sections(body)
    chunks: list[BuiltRecord] = []
    headings: list[str] = []
    for section in sections:
        if section.heading:
            headings.append(section.heading)
        headings.extend(section.subheadings)
    for window in window_page(sections, config):
        cid = chunk_id(source.page_id, window.anchor, window.window)
        context = f"{title} > {window.heading_path}" if window.heading_path else title
        fields = {
            "id": cid,
            "page_id": source.page_id,
            "title": title,
            "heading": window.heading_path,
            "text": window.text,
            "url": canonical_url(source.page_id, window.anchor, url_override),
            "anchor": window.anchor,
            "window": window.window,
            "section_path": taxonomy.section_path,
            "product": taxonomy.product,
            "version": taxonomy.version,
            "doc_type": doc_type,
        }
        chunks.append(_record(Entity.CHUNK, Chunk, fields, f"{context}: {window.text}"))

    name = _command_name(source)
    methods = api_mapping.methods(name) if name and api_mapping is not None else []
    for number, text in enumerate(method_chunk_texts(name, methods)):
        fields = {
            "id": chunk_id(source.page_id, SECTION_ANCHOR, number),
            "page_id": source.page_id,
            "title": title,
            "heading": SECTION_HEADING,
            "text": text,
            "url": canonical_url(source.page_id, None, url_override),
            "anchor": SECTION_ANCHOR,
            "window": number,
            "section_path": taxonomy.section_path,
            "product": taxonomy.product,
            "version": taxonomy.version,
            "doc_type": doc_type,
        }
        context = f"{title} > {SECTION_HEADING}"
        chunks.append(_record(Entity.CHUNK, Chunk, fields, f"{context}: {text}"))

    lead = sections[0].text or (sections[1].text if len(sections) > 1 else "")
    summary = _summary(lead.strip(), config.summary_chars)
    page_fields = {
        "id": source.page_id,
        "title": title,
        "description": description,
        "headings": "\n".join(headings),
        "summary": summary,
        "url": url,
        "section_path": taxonomy.section_path,
        "product": taxonomy.product,
        "version": taxonomy.version,
        "doc_type": doc_type,
        "body": strip_heading_anchors(body),
        "chunk_ids": [c.id for c in chunks],
        "aliases": _strings(front.get("aliases")),
        "source_path": source.rel_path,
        # Hashed: a commit that touches the page (or its embeds) must reach readers, even when
        # the rendered text is the same.
        "last_commit": last_commit,
        "last_modified": last_modified,
    }
    page_input = f"{title}: {description}\n" + " | ".join(headings)
    page = _record(Entity.PAGE, Page, page_fields, page_input.strip())
    command = _command(source, url, taxonomy.version, description or summary, methods)
    return PageBuild(page, chunks, command)
