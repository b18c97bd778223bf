"""Resolve each ``clients-example`` shortcode of the pages against the example catalogue.

The rules are the site's ``layouts/partials/tabbed-clients-example.html``: a tab per client of
``params.clientsExamples`` (clients.tsv order when config.toml has none) that has a file for the
set and passes ``lang_filter`` (comma-separated exact labels). For a named step, a file with
other steps but not this one loses its tab (an authoring gap the site warns about); a file
without steps, or an empty step, shows the whole file. Arguments are named (``set=``, ``step=``,
``lang_filter=``) when ``set`` is given, else positional (set, step, lang_filter), as the
shortcode reads them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from docs_ingest.example_catalogue import Catalogue, build_catalogue
from docs_ingest.examples import WHOLE_FILE_STEP
from docs_ingest.hugo import SourcePage
from docs_ingest.markdown import strip_html_comments
from docs_ingest.shortcode_syntax import Node, parse_nodes

__all__ = [
    "EXAMPLE_SHORTCODES",
    "ClientCode",
    "ExampleUse",
    "ShortcodeUse",
    "TabResolution",
    "find_shortcodes",
    "first_tab_code",
    "pages_by_record",
    "resolve_uses",
    "shows_examples",
    "tab_labels",
]

EXAMPLE_SHORTCODES = ("clients-example", "jupyter-example")
"""The shortcodes that show a set's step in client tabs: ``jupyter-example`` (the client landing
pages) takes the same set, step and ``lang_filter`` arguments and never has CLI text."""


def shows_examples(body: str) -> bool:
    """Whether ``body`` may hold an example shortcode (a cheap test before parsing)."""
    return any(name in body for name in EXAMPLE_SHORTCODES)


@dataclass(frozen=True)
class TabResolution:
    """One client tab of a shortcode use: the record step it shows (``_all``: whole file), and
    its code with the fence tag of its language."""

    label: str
    client_key: str
    step: str
    source: str
    code: str = ""
    fence: str = ""


@dataclass
class ExampleUse:
    """One ``clients-example`` on one page, and the client tabs it renders."""

    page_id: str
    rel_path: str
    set_id: str
    step: str
    lang_filter: str
    cli: str = ""
    """The shortcode's inner text: what the page shows in its CLI tab."""
    tabs: list[TabResolution] = field(default_factory=list)
    omitted: list[str] = field(default_factory=list)
    """Labels whose file exists for the set but lacks the step (the site drops those tabs)."""
    empty: list[str] = field(default_factory=list)
    """Labels whose step (or whole file) has no visible code: the site shows an empty pane."""
    set_known: bool = False

    @property
    def resolved(self) -> bool:
        return bool(self.tabs)

    @property
    def reason(self) -> str:
        """Why no tab renders ("" when one does)."""
        if self.tabs:
            return ""
        if not self.set_id:
            return "no set argument"
        if not self.set_known:
            return f"no example file has the set {self.set_id!r}"
        if self.empty:
            return f"the step {self.step!r} of set {self.set_id!r} has no visible code"
        if self.omitted:
            return f"no file of set {self.set_id!r} has the step {self.step!r}"
        return f"lang_filter {self.lang_filter!r} matches no file of set {self.set_id!r}"


@dataclass(frozen=True)
class ShortcodeUse:
    """One use of a shortcode: its arguments (key, or None when positional; value) and the
    raw text between its tags (a ``clients-example``'s CLI tab; "" when self-closed)."""

    args: list[tuple[str | None, str]]
    inner: str


def find_shortcodes(body: str, name: str | tuple[str, ...]) -> list[ShortcodeUse]:
    """Each use of shortcode ``name`` (or of any of the names) in ``body``, in order.

    Parsed by the renderer's own parser, comments stripped first as ``render`` does, so a use
    the renderer would not see is not listed either. The parser's private names are borrowed
    rather than exported because ``docs_ingest.shortcodes`` is record-shaping: any edit to it
    changes the code fingerprint and forces a full re-parse, which this report must not cause
    before the examples are wired in (spec/005, "Code examples").
    """
    names = (name,) if isinstance(name, str) else name
    found: list[ShortcodeUse] = []

    def walk(nodes: list[Node | str]) -> None:
        for node in nodes:
            if isinstance(node, Node):
                if node.name in names:
                    inner = "".join(c for c in node.children or [] if isinstance(c, str))
                    found.append(ShortcodeUse(node.args, inner.strip("\n")))
                walk(node.children or [])

    walk(parse_nodes(strip_html_comments(body)))
    return found


def _arguments(args: list[tuple[str | None, str]]) -> tuple[str, str, str]:
    named = {key: value for key, value in args if key is not None}
    if named.get("set"):
        lang = named.get("lang_filter") or named.get("language") or ""
        return named["set"], named.get("step", ""), lang
    positional = [value for key, value in args if key is None] + ["", "", ""]
    return positional[0], positional[1], positional[2]


def _resolve(use: ExampleUse, catalogue: Catalogue, labels: list[str]) -> None:
    wanted = {part.strip() for part in use.lang_filter.split(",")} if use.lang_filter else None
    use.set_known = use.set_id in catalogue.set_ids
    for label in labels:
        file = catalogue.file_for(use.set_id, label)
        if file is None or (wanted is not None and label not in wanted):
            continue
        steps = file.parsed.steps
        if use.step and steps and use.step not in steps:
            use.omitted.append(label)
            continue
        step = use.step if use.step and use.step in steps else WHOLE_FILE_STEP
        code = file.parsed.whole if step == WHOLE_FILE_STEP else steps[step]
        if not code.strip():
            use.empty.append(label)
            continue
        use.tabs.append(TabResolution(label, file.client.key, step, file.source, code, file.fence))


def tab_labels(params: Mapping[str, object]) -> list[str]:
    """The site's ``clientsExamples`` tab order; a value that is no list (``= 5``) is none,
    where it ended the run (ING-110)."""
    labels = params.get("clientsExamples")
    return [str(label) for label in labels] if isinstance(labels, list) else []


def resolve_uses(
    pages: Iterable[SourcePage],
    catalogue: Catalogue,
    tab_labels: list[str] | None = None,
    too_deep: list[str] | None = None,
) -> list[ExampleUse]:
    """Every example shortcode use of ``pages`` (``EXAMPLE_SHORTCODES``), each with the tabs the
    site would render; a page whose shortcodes nest past Python's recursion limit shows none,
    its path added to ``too_deep`` (ING-110: it ended the run)."""
    labels = tab_labels or [client.label for client in catalogue.clients]
    uses: list[ExampleUse] = []
    for page in pages:
        if not shows_examples(page.body):
            continue
        try:
            found_uses = find_shortcodes(page.body, EXAMPLE_SHORTCODES)
        except RecursionError:
            if too_deep is not None:
                too_deep.append(page.rel_path)
            continue
        for found in found_uses:
            set_id, step, lang_filter = _arguments(found.args)
            use = ExampleUse(
                page.page_id, page.rel_path, set_id.strip(), step.strip(), lang_filter, found.inner
            )
            _resolve(use, catalogue, labels)
            uses.append(use)
    return uses


def first_tab_code(
    args: list[tuple[str | None, str]], catalogue: Catalogue, labels: list[str]
) -> tuple[str, str] | None:
    """(code, fence tag) of the first tab the site renders for a use with ``args``; None when no
    tab renders."""
    set_id, step, lang_filter = _arguments(args)
    use = ExampleUse("", "", set_id.strip(), step.strip(), lang_filter)
    _resolve(use, catalogue, labels)
    return (use.tabs[0].code, use.tabs[0].fence) if use.tabs else None


class ClientCode:
    """``RenderContext.client_code`` over the checkout's example files, catalogued on first use
    (a partial parse that renders no client guide never reads them)."""

    def __init__(self, root: Path, examples_dir: Path | None, labels: Sequence[str] = ()) -> None:
        self._root = root
        self._examples_dir = examples_dir
        self._labels = list(labels)
        self._catalogue: Catalogue | None = None

    def __call__(self, args: list[tuple[str | None, str]]) -> tuple[str, str] | None:
        if self._catalogue is None:
            self._catalogue = build_catalogue(self._root, self._examples_dir)
        labels = self._labels or [client.label for client in self._catalogue.clients]
        return first_tab_code(args, self._catalogue, labels)


def pages_by_record(uses: Iterable[ExampleUse]) -> dict[str, list[str]]:
    """Record id (``examples/<set>/<step>/<client key>``) -> the page ids that show it."""
    pages: dict[str, list[str]] = {}
    for use in uses:
        for tab in use.tabs:
            shown = pages.setdefault(f"examples/{use.set_id}/{tab.step}/{tab.client_key}", [])
            if use.page_id not in shown:
                shown.append(use.page_id)
    return pages
