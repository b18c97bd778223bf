"""Resolve Hugo shortcodes and comments into plain markdown (spec/005-ingest.md, "Shortcodes"),
then raw HTML into markdown (``docs_ingest.htmlmarkdown``) and link targets into working URLs
(``docs_ingest.links``).

Every shortcode the corpus uses has a rule in ``_RULES``; an unknown one keeps its inner text,
loses its tags, and is reported. Shortcodes are resolved inside code fences too, as Hugo does;
a literal ``{{`` that is not followed by ``<``, ``%`` or ``/*`` is content and stays.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from docs_core.codefence import collapse_blank_runs, example_fence
from docs_core.ids import canonical_url

from docs_ingest.data_tables import rc_supported_regions
from docs_ingest.expansion import ExpansionBudget
from docs_ingest.htmlmarkdown import html_to_markdown
from docs_ingest.hugo import parse_front_matter
from docs_ingest.links import SiteLinks, rewrite_links
from docs_ingest.markdown import repair_fence_typos, strip_html_comments
from docs_ingest.shortcode_syntax import Node, parse_nodes

__all__ = ["LEFTOVER_OPENERS", "RenderContext", "count_leftovers", "render"]

LEFTOVER_OPENERS = ("{{<", "{{%", "{{/*")
_MAX_EMBED_DEPTH = 5

_TAB_SEP_RE = re.compile(r"^[ \t]*-tab-sep-[ \t]*$", re.M)
_UNCLOSED_COMMENT_RE = re.compile(r"\{\{/\*.*\Z", re.DOTALL)


@dataclass
class RenderContext:
    """What resolving a page's shortcodes needs to know about the site."""

    content_dir: Path
    params: dict[str, Any]
    known_pages: dict[str, str | None]
    """page id -> front matter url override (None when the page has none)."""
    aliases: dict[str, str] = field(default_factory=dict)
    """Hugo alias path, without its slashes -> page id (of the pages read)."""
    unknown: list[tuple[str, str]] = field(default_factory=list)
    includes: dict[str, set[str]] = field(default_factory=dict)
    """Page site path -> site paths of the embed files its render pulled in (page history)."""
    client_code: Callable[[list[tuple[str | None, str]]], tuple[str, str] | None] | None = None
    """A ``clients-example``'s arguments -> (code, fence tag) of the first tab the site shows;
    used where the shortcode carries no CLI text (a client guide's own example)."""
    _embed_cache: dict[str, str | None] = field(default_factory=dict)
    _links: SiteLinks | None = None

    @property
    def links(self) -> SiteLinks:
        """How links resolve; its ``unresolved`` lists the targets that named no page."""
        if self._links is None:
            self._links = SiteLinks(self.known_pages, self.aliases)
        return self._links

    def embed_path(self, name: str) -> Path:
        path = self.content_dir / "embeds" / name.removeprefix("embeds/")
        return path if path.suffix else path.with_suffix(".md")

    def embed_inside(self, name: str) -> bool:
        """Whether ``name`` stays inside ``content/embeds`` once resolved: ``..``, an absolute
        name or a symbolic link must never publish a file from elsewhere (ING-102)."""
        folder = self.content_dir / "embeds"
        embeds = folder.resolve()
        # The folder itself linked elsewhere (/etc) would make every file there "inside".
        if folder.is_symlink() or not embeds.is_relative_to(self.content_dir.resolve()):
            return False
        return self.embed_path(name).resolve().is_relative_to(embeds)

    def embed_text(self, name: str) -> str | None:
        if name not in self._embed_cache:
            path = self.embed_path(name)
            try:
                text = path.read_text(encoding="utf-8")
                self._embed_cache[name] = parse_front_matter(text)[1]
            except (OSError, UnicodeDecodeError, ValueError):
                self._embed_cache[name] = None
        return self._embed_cache[name]


@dataclass
class _Page:
    page_id: str
    rel_path: str
    ctx: RenderContext
    depth: int = 0
    budget: ExpansionBudget = field(default_factory=ExpansionBudget)
    """Shared with the page's embeds (ING-110)."""


def _inner(node: Node, page: _Page) -> str:
    return _render_nodes(node.children or [], page)


def _fence(body: str, lang: str = "") -> str:
    body = body.strip("\n")
    if not body.strip():
        return ""
    if "```" in body:
        return f"\n{body}\n"
    return f"\n```{lang}\n{body}\n```\n"


def _admonition(label: str) -> Callable[[Node, _Page], str]:
    def rule(node: Node, page: _Page) -> str:
        title = node.arg("title") or label
        body = _inner(node, page).strip()
        return f"\n\n**{title}:** {body}\n\n" if body else ""

    return rule


def _relref(node: Node, page: _Page) -> str:
    target = node.arg(0)
    path, _, anchor = target.partition("#")
    known = page.ctx.known_pages
    if not path:
        page_id = page.page_id
    else:
        clean = re.sub(r"((?:^|/)_?index)?(\.md)?/?$", "", path.strip()).strip("/")
        if path.startswith("/"):
            page_id = clean
        else:
            base = posixpath.dirname(page.rel_path.removeprefix("content/"))
            relative = posixpath.normpath(posixpath.join(base, clean)).strip("/")
            page_id = relative if relative in known or clean not in known else clean
    return canonical_url(page_id, anchor or None, known.get(page_id))


def _embed(node: Node, page: _Page) -> str:
    name = node.arg(0)
    if not page.ctx.embed_inside(name):
        page.ctx.unknown.append((page.rel_path, f"{node.name}:{name} (outside content/embeds)"))
        return ""
    text = page.ctx.embed_text(name)
    if text is None or page.depth >= _MAX_EMBED_DEPTH:
        page.ctx.unknown.append((page.rel_path, f"{node.name}:{name} (missing file)"))
        return ""
    site_path = page.ctx.embed_path(name).relative_to(page.ctx.content_dir.parent).as_posix()
    page.ctx.includes.setdefault(page.rel_path, set()).add(site_path)
    nested = _Page(page.page_id, page.rel_path, page.ctx, page.depth + 1, page.budget)
    return "\n" + _render_nodes(parse_nodes(page.budget.spend(text)), nested) + "\n"


def _multitabs(node: Node, page: _Page) -> str:
    body = _inner(node, page)
    parts = _TAB_SEP_RE.split(body)
    out = []
    for index, part in enumerate(parts, start=1):
        title = node.arg(f"tab{index}") or f"Tab {index}"
        if part.strip():
            out.append(f"**{title}:**\n\n{part.strip()}")
    return "\n\n" + "\n\n".join(out) + "\n\n"


def _titled(node: Node, page: _Page) -> str:
    title = node.arg(0) or node.arg("title")
    body = _inner(node, page).strip()
    heading = f"**{title}**\n\n" if title.strip() else ""
    return f"\n\n{heading}{body}\n\n" if body or heading else ""


def _image_card(node: Node, page: _Page) -> str:
    title, url = node.arg("title"), node.arg("url")
    description = node.arg("description")
    if not title:
        return ""
    link = f"[{title}]({url})" if url else title
    return f"{link}: {description}" if description else link


def _param(key: str | None = None) -> Callable[[Node, _Page], str]:
    def rule(node: Node, page: _Page) -> str:
        value = page.ctx.params.get(key or node.arg(0), "")
        return str(value)

    return rule


def _inner_only(node: Node, page: _Page) -> str:
    return _inner(node, page)


def _nothing(node: Node, page: _Page) -> str:
    return ""


def _rc_regions(node: Node, page: _Page) -> str:
    table = rc_supported_regions(page.ctx.content_dir.parent, node.arg("provider"))
    if table is None:
        page.ctx.unknown.append((page.rel_path, f"{node.name}:{node.arg('provider')} (no data)"))
        return ""
    return f"\n\n{table}\n\n"


def _code(lang_arg: int | None = None) -> Callable[[Node, _Page], str]:
    def rule(node: Node, page: _Page) -> str:
        lang = node.arg(lang_arg) if lang_arg is not None else ""
        return _fence(_inner(node, page), lang)

    return rule


def _clients_example(node: Node, page: _Page) -> str:
    inner = _inner(node, page)
    if inner.strip() or page.ctx.client_code is None:
        return _fence(inner)
    found = page.ctx.client_code(node.args)
    return page.budget.spend(f"\n{example_fence(*found)}\n") if found is not None else ""


def _inline_code(node: Node, page: _Page) -> str:
    """The corpus uses ``code`` only inside table cells (a JSON shape in the REST API objects'
    tables); a line break there would end the table row, so the cell keeps it on one line."""
    return " ".join(part.strip() for part in _inner(node, page).split("\n") if part.strip())


_RULES: dict[str, Callable[[Node, _Page], str]] = {
    "relref": _relref,
    "ref": _relref,
    "embed-md": _embed,
    "embed-yaml": _embed,
    "note": _admonition("Note"),
    "warning": _admonition("Warning"),
    "alert": _admonition("Alert"),
    "tip": _admonition("Tip"),
    "info": _admonition("Info"),
    "caution": _admonition("Caution"),
    "important": _admonition("Important"),
    "multitabs": _multitabs,
    "highlight": _code(0),
    "redis-cli": _code(),
    "clients-example": _clients_example,
    "code": _inline_code,
    "collapsible": _titled,
    "definition": _titled,
    "expand": _titled,
    "image-card": _image_card,
    "download": lambda node, page: node.arg(0),
    "param": _param(),
    "rdi-version": _param("rdi_current_version"),
    "banner-article": _inner_only,
    "table-scrollable": _inner_only,
    "trimmable": _inner_only,
    "scrollable-code": _inner_only,
    "usage": _inner_only,
    "video-link": _inner_only,
    "video": lambda node, page: node.arg("title") or _inner(node, page),
    "comment": _nothing,
    "image": _nothing,
    "inline-icon": _nothing,
    "color-bubble": _nothing,
    "university-links": _nothing,
    "jupyter-example": _clients_example,
    "table-children": _nothing,
    "command-group": _nothing,
    "table-csv": _nothing,
    "external-json": _nothing,
    "otel-metric-groups": _nothing,
    "rc-supported-regions": _rc_regions,
    "agent-builder": _nothing,
    "embed-code": _nothing,
    "code-include": _nothing,
}
"""Shortcodes that render from data outside content/ (tables from CSV/JSON, generated lists,
example code from other repositories, images) resolve to nothing, save those whose data the
checkout holds (``data_tables``: the Redis Cloud regions)."""


def _render_nodes(nodes: list[Node | str], page: _Page) -> str:
    out: list[str] = []
    for node in nodes:
        if isinstance(node, str):
            out.append(node)
            continue
        rule = _RULES.get(node.name)
        if rule is None:
            page.ctx.unknown.append((page.rel_path, node.name))
            out.append(_inner(node, page))
        else:
            out.append(rule(node, page))
    return "".join(out)


def render(body: str, *, page_id: str, rel_path: str, ctx: RenderContext) -> str:
    """The page body with every shortcode and comment resolved, raw HTML made markdown and
    link targets made to work (see the module docstring)."""
    body = repair_fence_typos(strip_html_comments(body))
    if "{{" in body:
        body = _render_nodes(parse_nodes(body), _Page(page_id, rel_path, ctx))
        body = _UNCLOSED_COMMENT_RE.sub("", body)
        body = strip_html_comments(body)
    # The converters mark what they set aside with these private-use characters; a page's own
    # would be read as marks (one referring to itself restored forever, ING-111).
    body = body.replace("\ue000", "").replace("\ue001", "")
    body = html_to_markdown(body)
    body = rewrite_links(body, page_id=page_id, rel_path=rel_path, site=ctx.links)
    return collapse_blank_runs(body).strip() + "\n"


def count_leftovers(text: str) -> int:
    """Shortcode or comment openers left in rendered text (the acceptance metric; target 0)."""
    return sum(text.count(opener) for opener in LEFTOVER_OPENERS)
