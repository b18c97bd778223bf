"""Source checkout -> records: load the site, render each page's shortcodes, build its records.

Part of the code fingerprint (``docs_ingest.fingerprint.RECORD_SHAPING_MODULES``): which page
urls and aliases a render knows decide how relrefs and links resolve (a partial parse knows the
aliases of the pages it re-reads only; a link to another page's alias keeps its URL).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from docs_ingest.chunking import ChunkingConfig
from docs_ingest.client_methods import ApiMapping
from docs_ingest.example_clients import component_problems
from docs_ingest.example_shortcodes import ClientCode, tab_labels
from docs_ingest.fingerprint import page_ids
from docs_ingest.history import History
from docs_ingest.hugo import Site, SkippedFile, SourcePage, load_site
from docs_ingest.progress import Reporter
from docs_ingest.records import BuiltRecord, build_page
from docs_ingest.shortcodes import RenderContext, count_leftovers, render

__all__ = ["Parsed", "aliases_of", "parse_all", "parse_changed", "url_overrides"]


@dataclass
class Parsed:
    """What one parse produced; empty when nothing had to be read."""

    records: list[BuiltRecord] = field(default_factory=list)
    site: Site | None = None
    ctx: RenderContext | None = None
    leftovers: int = 0
    scope: set[str] | None = None
    """Page ids that were re-read (a partial parse); None when every page was."""
    data_problems: list[tuple[str, str]] = field(default_factory=list)
    """(path, what is wrong) of the command-API mapping and component files read and not used."""

    @property
    def pages(self) -> list[SourcePage]:
        return self.site.pages if self.site is not None else []


def aliases_of(pages: Iterable[SourcePage]) -> dict[str, str]:
    """Hugo alias path, without its slashes -> page id, for the pages given."""
    found: dict[str, str] = {}
    for page in pages:
        raw = page.front.get("aliases") or []
        for alias in [raw] if isinstance(raw, str) else raw if isinstance(raw, list) else []:
            path = str(alias).strip().strip("/")
            if path:
                found.setdefault(path, page.page_id)
    return found


def url_overrides(pages: Iterable[SourcePage]) -> dict[str, str]:
    """page id -> front matter ``url`` of the pages that set one."""
    return {p.page_id: str(p.front["url"]) for p in pages if p.front.get("url")}


def _parse(
    source: Path,
    only: Collection[str] | None,
    known: dict[str, str | None] | None,
    chunking: ChunkingConfig,
    reporter: Reporter,
    *,
    history: History | None,
    examples_dir: Path | None,
) -> Parsed:
    site = load_site(source, only=only)
    if known is None:
        known = {
            p.page_id: (str(p.front["url"]) if p.front.get("url") else None) for p in site.pages
        }
    ctx = RenderContext(site.content_dir, site.params, known, aliases_of(site.pages))
    ctx.client_code = ClientCode(source, examples_dir, tab_labels(site.params))
    records: list[BuiltRecord] = []
    api_mapping = ApiMapping(source)
    leftovers = 0
    with reporter.task("parse", len(site.pages), unit="pages") as advance:
        for page in site.pages:
            try:
                body = render(page.body, page_id=page.page_id, rel_path=page.rel_path, ctx=ctx)
                paths = {page.rel_path, *ctx.includes.get(page.rel_path, ())}
                change = history.last_change(paths) if history is not None else None
                built = build_page(
                    page,
                    body,
                    chunking,
                    last_commit=change.commit if change is not None else "",
                    last_modified=change.iso if change is not None else "",
                    api_mapping=api_mapping,
                )
            except Exception as exc:  # one page's markup must not stop the run (ING-104)
                detail = f"{type(exc).__name__} while rendering"
                site.skipped.append(SkippedFile(page.rel_path, "render_failed", detail))
                advance(1)
                continue
            leftovers += count_leftovers(body)
            records.extend(built.records())
            advance(1)
    problems = [*component_problems(source), *api_mapping.problems]
    return Parsed(records, site, ctx, leftovers, data_problems=problems)


def parse_all(
    source: Path,
    chunking: ChunkingConfig,
    reporter: Reporter,
    history: History | None = None,
    examples_dir: Path | None = None,
) -> Parsed:
    """Read and render every page of the site (``examples_dir``: the client repositories'
    example files, default ``client-examples/`` beside ``content/``)."""
    return _parse(
        source, None, None, chunking, reporter, history=history, examples_dir=examples_dir
    )


def parse_changed(
    source: Path,
    changed: Collection[str],
    inventory: Mapping[str, str],
    *,
    known_urls: Mapping[str, str],
    chunking: ChunkingConfig,
    reporter: Reporter,
    history: History | None = None,
    examples_dir: Path | None = None,
) -> Parsed:
    """Read and render only the changed files still present; relrefs resolve against every
    page in ``inventory`` with the url overrides the live version recorded (``known_urls``)."""
    known: dict[str, str | None] = dict.fromkeys(page_ids(inventory))
    known.update(known_urls)
    scope = page_ids(changed)
    # Another file of a changed page id (``a.md`` beside ``a/index.md``) is read too: a full
    # parse builds the page from whichever file owns the id, and a patch must not delete a page
    # that file still makes (ING-105).
    wanted = {rel for rel in inventory if rel in changed or page_ids([rel]) & scope}
    parsed = _parse(
        source, wanted, known, chunking, reporter, history=history, examples_dir=examples_dir
    )
    parsed.scope = scope
    return parsed
