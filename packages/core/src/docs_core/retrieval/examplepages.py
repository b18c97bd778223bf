"""A fetched page's code examples rendered in place (spec/010, "Code examples in fetch").

The stored page keeps what the site shows in a ``clients-example``'s first tab: the CLI text,
as an untagged fence. At fetch time the Example records that name the page (``page_ids``) are
matched to those fences by their CLI text, and each matched fence becomes the CLI tab tagged
``redis-cli`` followed by one line naming the other languages and their ids; with a
``language``, the code of that language's client (the one the caller's words prefer) replaces
the CLI text, fenced with its language tag. A step the page shows without CLI text (a client
guide's own example) is stored as its first tab's code (``docs_core.codefence``); it is found by
that code, and with a ``language`` one of the step's tabs this page shows replaces it the same
way. The stored text, and so search, never changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from docs_core.codefence import example_fence, fenced
from docs_core.keys import ALIASES, Entity
from docs_core.languages import Language
from docs_core.retrieval.examplehits import EXAMPLE_ID_PREFIX, client_preference
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.textquery import escape_tag

__all__ = [
    "CLI_FENCE_TAG",
    "PageExample",
    "is_others_line",
    "page_examples_args",
    "parse_page_examples",
    "render_examples",
]

CLI_FENCE_TAG = "redis-cli"
_FIELDS = ("set_id", "step", "client_key", "client_label", "language", "code", "cli")
_MAX_EXAMPLES = 2000
_OTHERS_TAIL = ", or fetch this page with `language`."


@dataclass(frozen=True, slots=True)
class PageExample:
    set_id: str
    step: str
    client_key: str
    client_label: str
    language: str
    code: str
    cli: str

    @property
    def id(self) -> str:
        return f"{EXAMPLE_ID_PREFIX}{self.set_id}/{self.step}/{self.client_key}"


def page_examples_args(page_id: str) -> list[Any]:
    """FT.SEARCH for every Example record a page shows."""
    return [
        "FT.SEARCH",
        ALIASES[Entity.EXAMPLE],
        f"@page_ids:{{{escape_tag(page_id)}}}",
        "RETURN",
        len(_FIELDS),
        *_FIELDS,
        "LIMIT",
        0,
        _MAX_EXAMPLES,
        "DIALECT",
        2,
    ]


def parse_page_examples(reply: Any) -> list[PageExample]:
    """The records of a RESP2 ``FT.SEARCH ... RETURN`` reply ``[total, key, [f, v...], ...]``."""
    found = []
    for fields in reply[2::2]:
        values = {as_str(fields[i]): as_str(fields[i + 1]) for i in range(0, len(fields), 2)}
        found.append(PageExample(*(values.get(name, "") for name in _FIELDS)))
    return found


def is_others_line(text: str) -> bool:
    """Whether ``text`` is the line ``render_examples`` adds under an example: where to find
    its other languages, no sentence of the docs."""
    text = text.strip()
    return text.startswith("Also in ") and text.endswith(_OTHERS_TAIL)


def _others_line(tabs: Sequence[PageExample], shown: PageExample | None, cli: bool) -> str:
    others = [tab for tab in tabs if tab is not shown]
    labels = ", ".join(f"{tab.client_label} (`{tab.client_key}`)" for tab in others)
    step = f"{EXAMPLE_ID_PREFIX}{tabs[0].set_id}/{tabs[0].step}/"
    if shown is not None and cli:
        labels = f"redis-cli, {labels}" if labels else "redis-cli"
    return f"Also in {labels}: fetch `{step}<client>`{_OTHERS_TAIL}"


def _preferred(
    tabs: Sequence[PageExample], language: Language | None, query: str
) -> PageExample | None:
    if language is None:
        return None
    by_client = {tab.client_key: tab for tab in tabs}
    return next((by_client[c] for c in client_preference(language, query) if c in by_client), None)


def _block(tabs: Sequence[PageExample], language: Language | None, query: str) -> str:
    shown = _preferred(tabs, language, query)
    head = (
        fenced(shown.code, shown.language)
        if shown is not None
        else fenced(tabs[0].cli, CLI_FENCE_TAG)
    )
    return f"{head}\n\n{_others_line(tabs, shown, cli=True)}"


def _code_block(
    tabs: Sequence[PageExample], stored: PageExample, language: Language | None, query: str
) -> str:
    shown = _preferred(tabs, language, query) or stored
    head = example_fence(shown.code, shown.language)
    if len(tabs) == 1:
        return head
    return f"{head}\n\n{_others_line(tabs, shown, cli=False)}"


def render_examples(
    body: str, examples: Sequence[PageExample], language: Language | None, query: str = ""
) -> str:
    """``body`` with each CLI fence that a step's records carry rendered as above, and each
    stored client-code fence of a step without CLI text; a fence no record matches (or a step
    whose CLI text differs on this page) stays as stored."""
    steps: dict[str, list[PageExample]] = {}
    by_step: dict[tuple[str, str], list[PageExample]] = {}
    for example in examples:
        by_step.setdefault((example.set_id, example.step), []).append(example)
        if example.cli.strip():
            steps.setdefault(example.cli, [])
            group = steps[example.cli]
            if not group or (group[0].set_id, group[0].step) == (example.set_id, example.step):
                group.append(example)
    rendered = set()
    for cli, tabs in steps.items():
        stored = f"```\n{cli}\n```"
        if stored in body:
            body = body.replace(stored, _block(tabs, language, query))
            rendered.add((tabs[0].set_id, tabs[0].step))
    for step, tabs in by_step.items():
        if step in rendered:
            continue
        for tab in tabs:
            stored = example_fence(tab.code, tab.language)
            if stored in body:
                body = body.replace(stored, _code_block(tabs, tab, language, query), 1)
                break
    return body
