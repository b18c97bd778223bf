"""Read a Hugo site: which markdown files Hugo would publish, and their front matter.

A page is skipped when Hugo would not render it: ``draft: true``, ``headless: true``,
``build.render: never`` (or the legacy ``_build`` / ``render: false``), including values a
section's ``_index.md`` cascades to its descendants, and files matching ``ignoreFiles`` of
``config.toml``. Front matter keys are lower-cased, as Hugo treats them.
"""

from __future__ import annotations

import hashlib
import re
import subprocess
import tomllib
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from docs_core.ids import InvalidIdError, page_id_from_path
from docs_core.retrieval.examplehits import EXAMPLE_ID_PREFIX

from docs_ingest.errors import SourceError

__all__ = [
    "CONFIG_FILE",
    "Site",
    "SkippedFile",
    "SourcePage",
    "check_source",
    "load_site",
    "parse_front_matter",
    "source_commit",
    "source_inventory",
]

CONFIG_FILE = "config.toml"

_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_FRONT_RE = re.compile(r"\A\s*---[ \t]*\r?\n(.*?)(?:\r?\n)?^---[ \t]*$\r?\n?", re.DOTALL | re.M)
_BARE_FRONT_RE = re.compile(
    r"\A((?:[A-Za-z_][\w-]*:.*\r?\n(?:[ \t-].*\r?\n)*)+)^---[ \t]*$\r?\n?", re.M
)
_SOURCE_COMMIT_RE = re.compile(r"commit\s+([0-9a-f]{40})")


class FrontMatterError(ValueError):
    """The front matter of one page cannot be parsed."""


@dataclass(frozen=True, slots=True)
class SourcePage:
    """One markdown file Hugo would publish."""

    rel_path: str
    page_id: str
    front: dict[str, Any]
    body: str


@dataclass(frozen=True, slots=True)
class SkippedFile:
    rel_path: str
    reason: str
    detail: str = ""


@dataclass
class Site:
    """A loaded Hugo site: publishable pages, skipped files, site params and provenance."""

    root: Path
    pages: list[SourcePage]
    skipped: list[SkippedFile]
    params: dict[str, Any]
    source_commit: str
    warnings: list[SkippedFile] = field(default_factory=list)
    files_seen: int = 0

    @property
    def content_dir(self) -> Path:
        return self.root / "content"


def parse_front_matter(text: str) -> tuple[dict[str, Any], str, bool]:
    """Split a markdown file into (front matter, body, recovered).

    ``recovered`` is True for a file whose YAML block lacks its opening ``---`` (present in the
    corpus): the block is still read, and the caller reports it.
    """
    text = text.removeprefix("\ufeff")
    match = _FRONT_RE.match(text)
    recovered = False
    if match is None:
        if text.lstrip().startswith("---"):
            # Hugo refuses such a page; read as a body, its YAML (draft: true) would be shown.
            raise FrontMatterError("front matter opens with --- and is never closed")
        match = _BARE_FRONT_RE.match(text)
        if match is None:
            return {}, text, False
        recovered = True
    try:
        # An alias (*name) repeats a node; nested ones grow tenfold a level (500 bytes ->
        # gigabytes). Pages never need them.
        if any(isinstance(e, yaml.AliasEvent) for e in yaml.parse(match.group(1), _YAML_LOADER)):
            raise FrontMatterError("front matter repeats a node with a YAML alias (*name)")
        data = yaml.load(match.group(1), Loader=_YAML_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 2}" if mark is not None else ""
        raise FrontMatterError(
            f"invalid YAML front matter{where}: {getattr(exc, 'problem', exc)}"
        ) from exc
    except (ValueError, TypeError, AttributeError, OverflowError, RecursionError) as exc:
        # A well-formed value PyYAML cannot construct (date: 2020-13-45, !!float 'a') raises
        # Python's own errors: the page is reported, never the run ended (ING-110).
        raise FrontMatterError(
            f"invalid YAML front matter: a value cannot be read ({type(exc).__name__})"
        ) from exc
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise FrontMatterError(f"front matter is a {type(data).__name__}, not a mapping")
    return {str(k).lower(): v for k, v in data.items()}, text[match.end() :], recovered


# No markdown link syntax either: the url is written into every link to the page (ING-110).
_SITE_PATH = re.compile(r"/(?!/)[^\s:()\[\]<>\"'`]*")
MAX_TITLE_CHARS = 300
"""Every chunk of a page carries its title: a 100 KB title made 300 chunks hold 94 MB."""
_TEXT_FIELDS = ("title", "linktitle", "description", "summary")


def _field_problems(front: dict[str, Any]) -> list[str]:
    """What is wrong with ``front``'s fields, each reported (ING-107); a ``url`` that is no site
    path is dropped, since every link to the page would be rewritten to it (another site's)."""
    problems = []
    url = front.get("url")
    if url is not None and not (isinstance(url, str) and _SITE_PATH.fullmatch(url.strip())):
        del front["url"]
        problems.append(f"url {str(url)[:80]!r} is not a site path (/...): ignored")
    for key in _TEXT_FIELDS:
        value = front.get(key)
        if value is not None and not isinstance(value, str | int | float):
            problems.append(f"{key} is a {type(value).__name__}, not text")
    for key in ("title", "linktitle"):
        value = front.get(key)
        if isinstance(value, str) and len(value) > MAX_TITLE_CHARS:
            front[key] = value[:MAX_TITLE_CHARS]
            problems.append(f"{key} is {len(value):,} characters: cut to {MAX_TITLE_CHARS}")
    return problems


def _flag(value: object) -> bool:
    """A front-matter boolean as Hugo reads it: ``true``, ``"true"`` or ``1`` (ING-103)."""
    if isinstance(value, str):
        return value.strip().lower() in ("true", "t", "1")
    return isinstance(value, int) and value == 1


def _render_never(front: dict[str, Any]) -> bool:
    for key in ("build", "_build"):
        build = front.get(key)
        if isinstance(build, dict):
            render = build.get("render")
            if render is False or str(render).lower() in ("never", "false"):
                return True
    return False


def _cascade(front: dict[str, Any]) -> dict[str, Any]:
    raw = front.get("cascade")
    items = raw if isinstance(raw, list) else [raw]
    merged: dict[str, Any] = {}
    for item in items:
        if isinstance(item, dict) and "_target" not in item and "target" not in item:
            merged.update({str(k).lower(): v for k, v in item.items()})
    return merged


# A quantified group holding a quantifier ("(x+x+)+y"): Python's regex engine backtracks on it
# for hours where Hugo's (Go's, linear) takes microseconds (ING-110).
_NESTED_QUANTIFIER = re.compile(r"\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)[+*{]")


def _ignore_patterns(config: dict[str, Any]) -> list[re.Pattern[str]]:
    patterns = config.get("ignoreFiles") or config.get("ignorefiles") or []
    compiled = []
    for pattern in patterns:
        shown = str(pattern)[:80]
        if _NESTED_QUANTIFIER.search(str(pattern)):
            raise SourceError(f"config.toml: ignoreFiles pattern {shown!r} nests quantifiers")
        try:
            compiled.append(re.compile(str(pattern)))
        except re.error as exc:
            raise SourceError(f"config.toml: ignoreFiles pattern {shown!r}: {exc}") from exc
    return compiled


def source_commit(root: Path) -> str:
    """git HEAD of a checkout, else the commit SOURCE.md names, else empty."""
    if (root / ".git").exists():
        result = subprocess.run(
            ["git", "-C", str(root), "rev-parse", "HEAD"],
            capture_output=True,
            text=True,
            check=False,
            timeout=30,
        )
        if result.returncode == 0:
            return result.stdout.strip()
    source_md = root / "SOURCE.md"
    if source_md.is_file():
        match = _SOURCE_COMMIT_RE.search(source_md.read_text(encoding="utf-8", errors="replace"))
        if match:
            return match.group(1)
    return ""


def _markdown_files(content: Path) -> Iterator[Path]:
    """The markdown files under ``content``; a symbolic link is never followed (a link to
    ``/etc/passwd`` committed to a synced repository would publish it)."""
    yield from (p for p in sorted(content.rglob("*.md")) if p.is_file() and not p.is_symlink())


def _first_files(root: Path, content: Path) -> dict[str, str]:
    """Page id -> the first file (in path order) that has it: ``a.md`` and ``a/index.md`` are
    one page, and a partial parse must pick the file a full one picks."""
    owners: dict[str, str] = {}
    for path in _markdown_files(content):
        rel = path.relative_to(root).as_posix()
        try:
            owners.setdefault(page_id_from_path(rel), rel)
        except InvalidIdError:
            continue
    return owners


def _not_read(content: Path) -> Iterator[Path]:
    """What matches ``*.md`` but is no regular file: symbolic links, directories."""
    yield from (p for p in sorted(content.rglob("*.md")) if p.is_symlink() or not p.is_file())


def check_source(root: Path) -> Path:
    """``root`` if it is a Hugo site directory, else SourceError with the reason."""
    root = root.expanduser()
    if not root.exists():
        raise SourceError(f"source {str(root)!r} does not exist")
    if not root.is_dir():
        raise SourceError(f"source {str(root)!r} is not a directory")
    content = root / "content"
    if not content.is_dir():
        raise SourceError(f"source {str(root)!r} is not a Hugo site: it has no content/ directory")
    if not inside_checkout(content, root):
        # A synced repository could point content/ at any folder of the machine (ING-110).
        raise SourceError(f"source {str(root)!r} has a content/ that leads out of it")
    return root


def inside_checkout(folder: Path, root: Path) -> bool:
    """Whether ``folder`` of checkout ``root`` is a real folder of it: no symbolic link on the
    way, resolved inside ``root`` (ING-110)."""
    relative = folder.relative_to(root) if folder.is_relative_to(root) else None
    if relative is None:
        return False
    step = root
    for part in relative.parts:
        step = step / part
        if step.is_symlink():
            return False
    return folder.resolve().is_relative_to(root.resolve())


def file_sha256(path: Path) -> str:
    """sha256 of a file read in blocks: an input of any size costs no more memory (ING-110)."""
    with path.open("rb") as stream:
        return hashlib.file_digest(stream, "sha256").hexdigest()


def source_inventory(root: Path, extra: Iterable[Path] = ()) -> dict[str, str]:
    """sha256 of every input file (markdown under content/, config.toml, and the ``extra``
    files under ``root`` that shape records, such as the command-API mapping) by site path."""
    root = check_source(root)
    files = [*_markdown_files(root / "content")]
    if (root / CONFIG_FILE).is_file():
        files.append(root / CONFIG_FILE)
    files.extend(extra)
    return {path.relative_to(root).as_posix(): file_sha256(path) for path in files}


def load_site(root: Path, *, only: Collection[str] | None = None) -> Site:
    """Read the markdown under ``root/content`` and decide which files Hugo publishes.

    With ``only`` (site paths such as ``content/a/b.md``), just those files become pages; every
    ``_index.md`` is still read for the cascades it carries.
    """
    root = check_source(root)
    content = root / "content"
    config: dict[str, Any] = {}
    config_path = root / "config.toml"
    if config_path.is_file():
        try:
            config = tomllib.loads(config_path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise SourceError(f"{config_path}: invalid TOML: {exc}") from exc
    ignore = _ignore_patterns(config)

    parsed: dict[str, tuple[str, dict[str, Any], str]] = {}
    skipped: list[SkippedFile] = []
    warnings: list[SkippedFile] = []
    cascades: dict[str, dict[str, Any]] = {}
    broken_sections: list[str] = []
    files_seen = 0
    for path in _not_read(content):
        rel = path.relative_to(root).as_posix()
        if only is None or rel in only:
            skipped.append(SkippedFile(rel, "not_a_file", "a symbolic link or a directory"))
    for path in _markdown_files(content):
        files_seen += 1
        rel = path.relative_to(root).as_posix()
        if only is not None and rel not in only and path.name != "_index.md":
            continue
        wanted = only is None or rel in only
        if any(p.search("/" + rel) for p in ignore):
            if wanted:
                skipped.append(SkippedFile(rel, "ignore_files"))
            continue
        try:
            text = path.read_text(encoding="utf-8")
            front, body, recovered = parse_front_matter(text)
        except (FrontMatterError, UnicodeDecodeError) as exc:
            if path.name == "_index.md":
                # Its cascade (draft, headless, build) is unknown: the section is not published.
                broken_sections.append(path.parent.relative_to(root).as_posix())
            if wanted:
                skipped.append(SkippedFile(rel, "broken_front_matter", str(exc)))
            continue
        if recovered and wanted:
            warnings.append(
                SkippedFile(rel, "front_matter_recovered", "front matter lacks its opening ---")
            )
        if path.name == "_index.md":
            cascade = _cascade(front)
            if cascade:
                cascades[path.parent.relative_to(root).as_posix()] = cascade
        parsed[rel] = (rel, front, body)

    pages: list[SourcePage] = []
    owners = _first_files(root, content)
    for rel, front, body in parsed.values():
        if only is not None and rel not in only:
            continue
        parent = rel.rsplit("/", 1)[0]
        if broken := next((d for d in broken_sections if (parent + "/").startswith(d + "/")), ""):
            skipped.append(SkippedFile(rel, "section_front_matter_broken", f"{broken}/_index.md"))
            continue
        effective = dict(front)
        own_dir = parent if rel.endswith("/_index.md") else None
        for directory, cascade in cascades.items():
            if directory == own_dir:
                continue
            if parent == directory or parent.startswith(directory + "/"):
                for key, value in cascade.items():
                    effective.setdefault(key, value)
        if _flag(effective.get("draft")):
            skipped.append(SkippedFile(rel, "draft"))
            continue
        if _flag(effective.get("headless")):
            skipped.append(SkippedFile(rel, "headless"))
            continue
        if _render_never(effective):
            skipped.append(SkippedFile(rel, "render_never"))
            continue
        try:
            page_id = page_id_from_path(rel)
        except InvalidIdError as exc:
            skipped.append(SkippedFile(rel, "invalid_path", str(exc)))
            continue
        if page_id.startswith(EXAMPLE_ID_PREFIX):
            skipped.append(SkippedFile(rel, "reserved_id", f"{EXAMPLE_ID_PREFIX} ids are examples"))
            continue
        if owners.get(page_id, rel) != rel:
            skipped.append(SkippedFile(rel, "duplicate_page_id", f"{owners[page_id]} has it"))
            continue
        for problem in _field_problems(effective):
            warnings.append(SkippedFile(rel, "invalid_front_matter_field", problem))
        pages.append(SourcePage(rel, page_id, effective, body))
    params = config.get("params") or {}
    return Site(
        root=root,
        pages=pages,
        skipped=skipped,
        params=params if isinstance(params, dict) else {},
        source_commit=source_commit(root),
        warnings=warnings,
        files_seen=files_seen,
    )
