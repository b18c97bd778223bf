"""Markdown links that work outside the site (spec/005-ingest.md, "Links").

A fetched text is read far from redis.io, so every link to a docs page becomes the page's
canonical URL (``https://redis.io/docs/latest/<id>/``, the front matter ``url`` winning, anchors
kept): site-absolute targets (``/commands/shutdown``), relative ones (resolved against the page's
URL as a browser does, or against the file's folder when they name a ``.md`` file, as a relref
does), redis.io URLs in an older form (no ``/latest``, an alias path, other case). An empty
target links a heading of the same page when the link text names one, else the link becomes its
text. A page that resolves is a known page id, an alias or front matter ``url`` of one, or one of
those in another case;
an internal target that resolves to none keeps an absolute URL and is reported. In-page
``#anchor`` links, other sites and other schemes stay as written; relative images become
absolute. Code (fences and inline spans) is never touched.
"""

from __future__ import annotations

import bisect
import posixpath
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import unquote, urljoin, urlsplit

from docs_core.ids import BASE_URL, canonical_url, slugify_heading

from docs_ingest.headings import heading_with_anchor
from docs_ingest.markdown import INLINE_CODE_RE, fence_mask

__all__ = ["SiteLinks", "docs_path", "link_targets", "rewrite_links"]

_TARGET = r"<[^<>\n]*>|(?:[^()\s]|\([^()\s]*\))*"
_LINK_RE = re.compile(
    r"(?P<bang>!?)\[(?P<text>(?:[^\[\]\n]|\[[^\[\]\n]*\])*)\]"
    rf"\([ \t]*+(?P<target>{_TARGET})(?P<title>[ \t]++(?:\"[^\"\n]*\"|'[^'\n]*'))?[ \t]*+\)"
)
_DEFINITION_RE = re.compile(r"^(?P<lead>[ \t]{0,3}\[(?!\^)[^\]\n]+\]:[ \t]*)(?P<target>\S+)", re.M)
_SCHEME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
_DOCS_PREFIX_RE = re.compile(r"^/?docs/(?:latest/|staging/[^/]+/)?")
_PAGE_SUFFIX_RE = re.compile(r"(?:(?:^|/)_?index)?(?:\.md|\.html)?/?$")
_REDIS_HOSTS = frozenset(("redis.io", "www.redis.io"))


@dataclass
class SiteLinks:
    """What resolving a link needs to know about the site."""

    known: Mapping[str, str | None]
    """page id -> front matter url override (None when the page has none)."""
    aliases: Mapping[str, str] = field(default_factory=dict)
    """alias path, without its slashes -> page id."""
    unresolved: list[tuple[str, str]] = field(default_factory=list)
    """(page id, target as written) of every internal link that named no page."""
    _lower: dict[str, str] | None = None

    def page_of(self, path: str) -> str | None:
        """The page id a site path (no ``/docs/latest`` prefix) names, else None."""
        path = _PAGE_SUFFIX_RE.sub("", unquote(path).strip("/"))
        if path in self.known:
            return path
        if path in self.aliases:
            return self.aliases[path]
        if self._lower is None:
            self._lower = {a.lower(): p for a, p in self.aliases.items()}
            self._lower.update(
                (url.strip("/").lower(), p)
                for p, url in self.known.items()
                if url and "://" not in url
            )
            self._lower.update({p.lower(): p for p in self.known})
        return self._lower.get(path.lower())

    def url_of(self, page_id: str, anchor: str) -> str:
        return canonical_url(page_id, anchor or None, self.known.get(page_id))


def docs_path(url: str) -> str | None:
    """The site path of a redis.io docs URL (``https://redis.io/docs/latest/a/b/#x`` ->
    ``a/b``), else None."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or parts.netloc.lower() not in _REDIS_HOSTS:
        return None
    if not parts.path.startswith("/docs/"):
        return None
    return _DOCS_PREFIX_RE.sub("", parts.path).strip("/")


def rewrite_links(body: str, *, page_id: str, rel_path: str, site: SiteLinks) -> str:
    """``body`` with every link target made to work outside the site (module docstring)."""
    if "](" not in body and "]:" not in body:
        return body
    lines = body.split("\n")
    mask = fence_mask(lines)
    anchors = _heading_anchors(body)
    page_url = site.url_of(page_id, "") if page_id in site.known else f"{BASE_URL}{page_id}/"
    rewrite = _Rewriter(page_id, rel_path, page_url, anchors, site)
    out: list[str] = []
    prose: list[str] = []
    for line, in_code in zip(lines, mask, strict=True):
        if in_code:
            if prose:
                out.append(rewrite.prose("\n".join(prose)))
                prose = []
            out.append(line)
        else:
            prose.append(line)
    if prose:
        out.append(rewrite.prose("\n".join(prose)))
    return "\n".join(out)


def link_targets(text: str) -> list[str]:
    """Every inline link target outside code, images left out, as written."""
    lines = text.split("\n")
    mask = fence_mask(lines)
    prose = "\n".join(line for line, code in zip(lines, mask, strict=True) if not code)
    prose = INLINE_CODE_RE.sub("\ue000", prose)
    return [m.group("target").strip("<>") for m in _LINK_RE.finditer(prose) if not m.group("bang")]


def _hold(spans: list[str], code: str) -> str:
    """A code span set aside as a token a link target cannot contain."""
    spans.append(code)
    return f"\ue000{len(spans) - 1}\ue001"


def _put_back(spans: list[str], text: str) -> str:
    if not spans:
        return text
    return re.sub("\ue000([0-9]+)\ue001", lambda m: spans[int(m.group(1))], text)


def _heading_anchors(body: str) -> dict[str, str]:
    """Slug of each heading's text -> its anchor (custom ``{#id}`` or the slug)."""
    anchors: dict[str, str] = {}
    for line in body.split("\n"):
        parts = heading_with_anchor(line) if line.startswith("#") else None
        if parts is not None:
            slug = slugify_heading(parts[0])
            anchors.setdefault(slug, parts[1] or slug)
    return anchors


@dataclass
class _Rewriter:
    page_id: str
    rel_path: str
    page_url: str
    anchors: dict[str, str]
    site: SiteLinks
    _slugs: list[str] | None = None

    def prose(self, text: str) -> str:
        spans: list[str] = []
        text = INLINE_CODE_RE.sub(lambda m: _hold(spans, m.group()), text)
        return _put_back(spans, self._links(text))

    def _links(self, text: str) -> str:
        text = _LINK_RE.sub(self._link, text) if "](" in text else text
        if "]:" in text:
            text = _DEFINITION_RE.sub(
                lambda m: m.group("lead") + self.target(m.group("target")), text
            )
        return text

    def _link(self, match: re.Match[str]) -> str:
        text, raw = match.group("text"), match.group("target").strip("<>").strip()
        title = match.group("title") or ""
        if match.group("bang"):
            if not raw or _SCHEME_RE.match(raw):
                return match.group()
            return f"![{text}]({urljoin(self.page_url, raw)}{title})"
        if not raw:
            anchor = self._anchor_named(text)
            return f"[{text}](#{anchor}{title})" if anchor else text
        return f"[{text}]({self.target(raw)}{title})"

    def _anchor_named(self, text: str) -> str | None:
        slug = slugify_heading(re.sub(r"[`*_]", "", text))
        if not text.strip():
            return None
        if slug in self.anchors:
            return self.anchors[slug]
        slugs = self._sorted_slugs()
        # The slugs starting ``slug-`` sort between ``slug-`` and ``slug.`` ("." follows "-").
        first = bisect.bisect_left(slugs, slug + "-")
        last = bisect.bisect_left(slugs, slug + ".")
        return self.anchors[slugs[first]] if last - first == 1 else None

    def _sorted_slugs(self) -> list[str]:
        """Built once a page: scanning every anchor for each empty link target was quadratic
        (ING-111)."""
        if self._slugs is None:
            self._slugs = sorted(self.anchors)
        return self._slugs

    def target(self, raw: str) -> str:
        """The working form of one link target (module docstring)."""
        if raw.startswith("#"):
            return raw
        if re.match(r"https?:[^/]", raw):
            raw = raw.replace(":", "://", 1)
        if _SCHEME_RE.match(raw):
            path = docs_path(raw)
            if path is None:
                return raw
            return self._resolved(path, urlsplit(raw).fragment, raw)
        if raw.startswith("/"):
            parts = urlsplit(raw)
            return self._resolved(_DOCS_PREFIX_RE.sub("", parts.path), parts.fragment, raw)
        parts = urlsplit(raw)
        if parts.path.endswith(".md"):
            folder = posixpath.dirname(self.rel_path.removeprefix("content/"))
            path = posixpath.normpath(posixpath.join(folder, parts.path))
            return self._resolved(path, parts.fragment, raw)
        absolute = urlsplit(urljoin(self.page_url, raw))
        path = docs_path(absolute.geturl())
        if path is None:
            return absolute.geturl()
        return self._resolved(path, absolute.fragment, raw)

    def _resolved(self, path: str, anchor: str, raw: str) -> str:
        page = self.site.page_of(path)
        if page is not None:
            return self.site.url_of(page, anchor)
        self.site.unresolved.append((self.page_id, raw))
        if _SCHEME_RE.match(raw):
            return raw
        path = path.strip("/")
        url = f"{BASE_URL}{path}/" if path else BASE_URL
        return f"{url}#{anchor}" if anchor else url
