"""The id-like strings ``fetch`` forgives, read into canonical candidates (spec/001-stable-ids.md
"Forms fetch accepts"); pure, so the reader's Redis look-ups stay a few lines.

An agent pastes what it has: a redis.io URL, a site path, a command name in any case, a heading
anchor, an old (Hugo ``aliases``) path. :func:`id_forms` turns it into the page ids to try, in
order, plus the anchor; :func:`section_anchor` finds which section of a page an anchor names;
:func:`close_ids` ranks the suggestions a ``not_found`` error lists.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

from docs_core.ids import MAX_ID_LENGTH, InvalidIdError, parse_id, slugify_heading
from docs_core.retrieval.closeids import IdNeighbours
from docs_core.retrieval.textquery import SERVER_STOPWORDS

__all__ = [
    "MAX_SUGGESTIONS",
    "IdForms",
    "alias_entries",
    "close_ids",
    "id_forms",
    "section_anchor",
    "site_path",
    "title_words",
]

MAX_SUGGESTIONS = 3
COMMANDS_SECTION = "commands"

_HOSTS = frozenset({"redis.io", "www.redis.io"})
_DOCS_PREFIXES = ("docs/latest/", "docs/")
_PAGE_SUFFIXES = ("/index.md", "/_index.md", "/index.html", ".md", ".html")
_PATH_CHARS = re.compile(r"[A-Za-z0-9_./| -]+")
_ANCHOR_PART = re.compile(r"[A-Za-z0-9_-]+(?::w(?:0|[1-9][0-9]{0,5}))?")
_COMMAND_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_.-]*(?: [A-Za-z0-9][A-Za-z0-9_.-]*){0,3}")
_HEADING = re.compile(r"^(#{2,6})\s+(.+?)\s*#*\s*$")
_WORD = re.compile(r"[a-z0-9]+")


@dataclass(frozen=True, slots=True)
class IdForms:
    """What an id-like string may mean: page ids to try in order, the site path to look up
    among aliases, the command name it may be, and the ``anchor[:wN]`` part if any."""

    pages: tuple[str, ...]
    path: str
    command: str | None
    fragment: str | None

    def with_fragment(self, page_id: str) -> str:
        return page_id if self.fragment is None else f"{page_id}#{self.fragment}"


def id_forms(value: str) -> IdForms:
    """The candidate canonical ids of ``value``; InvalidIdError when it is not id-like at all
    (not a string, empty, too long, another site's URL, ``..``, wildcards, a bad ``#`` part)."""
    if not isinstance(value, str):
        raise InvalidIdError(f"id must be a string, got {type(value).__name__}")
    text = value.strip()
    if not text:
        raise InvalidIdError("id is empty")
    if len(text) > MAX_ID_LENGTH:
        raise InvalidIdError(f"id is longer than {MAX_ID_LENGTH} characters")
    path, fragment = _split(text)
    if fragment is not None and _ANCHOR_PART.fullmatch(fragment) is None:
        raise InvalidIdError(
            "id has a malformed section part after '#': expected ANCHOR or ANCHOR:wN"
        )
    path = site_path(path)
    if not path:
        raise InvalidIdError("id names no page: nothing is left of it past the docs URL prefix")
    if _PATH_CHARS.fullmatch(path) is None:
        bad = next(c for c in path if _PATH_CHARS.fullmatch(c) is None)
        hint = " (a window follows a section: PAGE#ANCHOR:wN)" if bad == ":" else ""
        raise InvalidIdError(f"id contains {bad!r}, a character ids never have{hint}")
    if any(seg in ("", ".", "..") or seg.startswith(".") for seg in path.split("/")):
        raise InvalidIdError("id has an empty, '.' or '..' path segment")
    command = _command_name(path)
    pages: list[str] = []
    for candidate in (path, path.lower(), _command_page(command)):
        if candidate and candidate not in pages and _is_page_id(candidate):
            pages.append(candidate)
    if not pages:
        raise InvalidIdError("id is neither a page id, a redis.io docs URL nor a command name")
    return IdForms(tuple(pages), path, command, fragment)


def site_path(text: str) -> str:
    """``https://redis.io/docs/latest/commands/xadd/`` or ``/docs/commands/xadd.md`` ->
    ``commands/xadd``: scheme, host, ``/docs[/latest]``, page suffixes and slashes dropped."""
    path = text
    if "://" in path or path.lower().startswith(("redis.io/", "www.redis.io/")):
        parts = urlsplit(path if "://" in path else "https://" + path)
        if parts.scheme not in ("http", "https") or (parts.hostname or "") not in _HOSTS:
            raise InvalidIdError(
                "id must be a page id such as 'commands/bf.reserve' or a redis.io docs URL"
            )
        path = unquote(parts.path)
    path = path.split("?", 1)[0].strip("/")
    for prefix in _DOCS_PREFIXES:
        if (path.lower() + "/").startswith(prefix):
            path = path[len(prefix) :]
            break
    for suffix in _PAGE_SUFFIXES:
        if path.endswith(suffix):
            path = path[: -len(suffix)]
            break
    return path.strip("/")


def _split(text: str) -> tuple[str, str | None]:
    path, hash_, fragment = text.partition("#")
    return path, (fragment if hash_ else None)


def _command_name(path: str) -> str | None:
    """The command name ``path`` may spell: ``XADD``, ``client kill``, ``commands/XADD``."""
    name = path.split("/", 1)[1] if path.lower().startswith(COMMANDS_SECTION + "/") else path
    name = name.replace("|", " ")
    if "/" in name or _COMMAND_NAME.fullmatch(name) is None:
        return None
    return name.upper()


def _command_page(command: str | None) -> str | None:
    if command is None:
        return None
    return f"{COMMANDS_SECTION}/{command.lower().replace(' ', '-')}"


def _is_page_id(text: str) -> bool:
    try:
        return parse_id(text).kind == "page"
    except InvalidIdError:
        return False


def alias_entries(page_id: str, aliases: str | Sequence[str], url: str) -> list[tuple[str, str]]:
    """``(site path, page id)`` pairs a page answers to besides its id: each Hugo alias (stored
    as a JSON list; relative ones are read from the site root, as the corpus writes them) and
    its URL when front matter moved it off the id's path."""
    listed = json.loads(aliases) if isinstance(aliases, str) else list(aliases)
    paths = []
    for path in [alias for alias in listed if isinstance(alias, str)] + ([url] if url else []):
        try:
            paths.append(site_path(path))
        except InvalidIdError:
            continue
    return [(path, page_id) for path in dict.fromkeys(paths) if path and path != page_id]


def section_anchor(anchor: str, body: str, section_anchors: Sequence[str]) -> str | None:
    """The section (a ``##`` anchor in ``section_anchors``, page order) that ``anchor`` names:
    itself, in another case, the ``###``-or-deeper heading of ``body`` inside it, or a ``##``
    heading whose few lines the ingest merged into the section before it (the next one when
    none precedes it)."""
    if anchor in section_anchors:
        return anchor
    folded = {a.lower(): a for a in section_anchors}
    if anchor.lower() in folded:
        return folded[anchor.lower()]
    sections = [a for a in section_anchors if not a.startswith("_")]
    current: str | None = None
    seen = 0
    for line in body.splitlines():
        match = _HEADING.match(line)
        if match is None:
            continue
        if len(match[1]) == 2:
            slug = slugify_heading(match[2])
            at = sections[seen] if seen < len(sections) else None
            # Positional unless a section without chunks shifted it: "examples-1" is the second
            # "## Examples", which its own slug would not name.
            if at is None or (at != slug and not at.startswith(slug + "-")):
                at = slug if slug in sections else at
            if slug == anchor.lower() and slug not in sections:
                lead = next((a for a in section_anchors if a.startswith("_")), None)
                return current or lead or at
            current = at
            seen += 1
        elif current is not None and slugify_heading(match[2]) == anchor.lower():
            return current
    return None


def close_ids(target: str, known: Iterable[str], *, limit: int = MAX_SUGGESTIONS) -> list[str]:
    """Up to ``limit`` of ``known`` closest to ``target`` by path similarity, best first
    (:class:`~docs_core.retrieval.closeids.IdNeighbours`, which a caller asking often about the
    same ids keeps)."""
    return IdNeighbours(known).closest(target, limit)


def title_words(target: str, *, limit: int = 6) -> list[str]:
    """The lower-case words of ``target``'s last path segment, for a title search; never a
    stopword: a union of two of them (``@title:(no|such|x)``) crashed the embedded Redis
    Stack in ``QueryNode_AddChildren``."""
    words = _WORD.findall(site_path(target).rsplit("/", 1)[-1].lower())
    return [w for w in dict.fromkeys(words) if w not in SERVER_STOPWORDS][:limit]
