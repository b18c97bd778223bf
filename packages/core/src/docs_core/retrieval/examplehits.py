"""Example records as search hits and fetched documents (spec/011, "Code examples"; spec/010).

Pure functions: the FT.SEARCH requests over ``docs_examples`` for one caller language, the
fusion of their replies, the merge of example hits with a search's other hits, and the markdown
a fetched example shows. ``docs_core.retrieval.examplereader`` does the I/O.

When a language is asked for (or named in the query), examples of its clients rank with the
pages: the fused example list and the search's own list are interleaved, at most
``MAX_EXAMPLE_HITS`` examples, one per (set, step) (the client the language lists first wins a
tie). An example leads, save in two cases: when the question backs no step shown, the examples
come after every hit; when it asks for a client's call ("method", "return type"; RET-117), the
search's first hit (the method passage) leads. No hit then carries code of another language:
an example of another client is never fetched, and a passage whose text holds a fence tagged
with another language is dropped.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from docs_core.codefence import fenced
from docs_core.keys import ALIASES, Entity, record_id
from docs_core.languages import Language, without_language_names
from docs_core.models import DocMetadata, SearchHit
from docs_core.retrieval.capabilities import knn_search_args, text_search_args
from docs_core.retrieval.examplecounts import client_filter
from docs_core.retrieval.examplewords import asks_api, named_commands, step_names
from docs_core.retrieval.priors import (
    language_slugs,
    mentioned_languages,
    page_language,
    same_language,
)
from docs_core.retrieval.searchrows import rows_in_order, search_rows
from docs_core.retrieval.textquery import ParsedQuery, escape_tag, parse_query, text_clause
from docs_core.schema import Example
from docs_core.taxonomy import CLIENT_CODE, product_of

__all__ = [
    "CANDIDATES",
    "EXAMPLE_FIELDS",
    "EXAMPLE_ID_PREFIX",
    "MAX_EXAMPLE_CODE_CHARS",
    "MAX_EXAMPLE_HITS",
    "ExampleRequests",
    "client_fence",
    "client_preference",
    "code_languages",
    "example_body",
    "example_hit",
    "example_metadata",
    "example_requests",
    "example_title",
    "fence_tags",
    "foreign_code",
    "merge_hits",
]

EXAMPLE_ID_PREFIX = "examples/"
MAX_EXAMPLE_HITS = 3
MAX_EXAMPLE_CODE_CHARS = 1600
CANDIDATES = 20
_RUN_TOGETHER = 4
_TEXT_FIELDS = ("title", "intent", "code", "client_name")
EXAMPLE_FIELDS = (
    "set_id",
    "step",
    "client_key",
    "client_label",
    "client_name",
    "language",
    "title",
    "url",
    "intent",
    "code",
    "page_ids",
)
"""The Example fields a search hit is made from, in the order :func:`example_hit` reads them."""

_FENCE_ALIASES = {
    "python": ("python", "py", "python3"),
    "javascript": ("javascript", "js", "typescript", "ts", "node", "nodejs"),
    "java": ("java",),
    "go": ("go", "golang"),
    "csharp": ("csharp", "cs", "c#", "dotnet"),
    "php": ("php",),
    "ruby": ("ruby", "rb"),
    "rust": ("rust", "rs"),
    "c": ("c", "h"),
}
_CLIENT_FENCE = {
    "redis-py": "python",
    "redis-vl": "python",
    "go-redis": "go",
    "jedis": "java",
    "lettuce-sync": "java",
    "lettuce-async": "java",
    "lettuce-reactive": "java",
    "node-redis": "javascript",
    "ioredis": "javascript",
    "nredisstack": "csharp",
    "nredisstack-async": "csharp",
    "seredis": "csharp",
    "seredis-async": "csharp",
    "predis": "php",
    "ruby": "ruby",
    "rust-sync": "rust",
    "rust-async": "rust",
    "hiredis": "c",
}
_FENCE_OPEN = re.compile(r"^[ \t]*(?:```|~~~)[ \t]*([A-Za-z#+.-]+)", re.M)
_WORD = re.compile(r"[a-z]+")
_VARIANTS = frozenset({"async", "reactive", "sync"})
_ALL_TAGS = {tag: fence for fence, tags in _FENCE_ALIASES.items() for tag in tags}


def client_fence(client_key: str) -> str | None:
    """The fence language of a client's code (``jedis`` -> ``java``); None for an unknown key."""
    return _CLIENT_FENCE.get(client_key)


def code_languages(text: str) -> list[str]:
    """The client languages of the fences ``text`` opens, canonical (``py`` -> ``python``), in
    order of first appearance; shell, CLI, config and untagged fences are nobody's."""
    found = (_ALL_TAGS.get(m.group(1).lower()) for m in _FENCE_OPEN.finditer(text))
    return list(dict.fromkeys(tag for tag in found if tag is not None))


def fence_tags(language: Language) -> frozenset[str]:
    """Every fence tag that writes code of ``language``'s clients (``py`` as well as ``python``)."""
    fences = {_CLIENT_FENCE[c] for c in language.clients if c in _CLIENT_FENCE}
    return frozenset(tag for fence in fences for tag in _FENCE_ALIASES[fence])


def foreign_code(text: str, language: Language) -> bool:
    """Whether ``text`` opens a fence tagged with a client language other than ``language``'s
    (untagged fences and shell, CLI or config tags are nobody's client code)."""
    allowed = fence_tags(language)
    for match in _FENCE_OPEN.finditer(text):
        tag = match.group(1).lower()
        if tag in _ALL_TAGS and tag not in allowed:
            return True
    return False


@dataclass(frozen=True, slots=True)
class ExampleRequests:
    """The legs over ``docs_examples`` for one query: BM25 and names (None without terms: a
    query word equal to a step name or to one of the step's commands), and KNN, which
    returns each key's distance (``knn_distances`` reads its reply)."""

    text: list[Any] | None
    names: list[Any] | None
    knn: list[Any]
    language: Language | None = None
    corrections: tuple[str, ...] = ()
    """The spelling corrections the search added to the query's words (RET-105)."""

    @property
    def legs(self) -> list[list[Any]]:
        """The requests to send, the KNN leg last."""
        return [leg for leg in (self.text, self.names, self.knn) if leg is not None]

    def keys(self, reply: Any) -> list[str]:
        """A text leg's keys, best first: with a language, its clients' first candidates."""
        rows = rows_in_order(search_rows(reply))
        if self.language is None:
            return [row.key for row in rows]
        clients = self.language.clients
        return [r.key for r in rows if r.fields.get("client_key") in clients][:CANDIDATES]


def example_requests(
    query: str,
    vector: bytes,
    language: Language | None,
    depth: int = CANDIDATES,
    corrected: ParsedQuery | None = None,
) -> ExampleRequests:
    """The legs, restricted to ``language``'s clients (None: every client, for ``ask``): the
    KNN leg by their tag; the text legs read their union alone, ``depth`` keys deep with each
    key's client (``examplecounts``, RET-097), and ``ExampleRequests.keys`` keeps the language's.
    ``corrected`` (the search's parse of ``query``) adds its spelling corrections (RET-105)."""
    clients = client_filter(language) if language is not None else None
    index = ALIASES[Entity.EXAMPLE]
    words = query if language is None else without_language_names(query)
    parsed = parse_query(words)
    added: tuple[str, ...] = ()
    if corrected is not None:
        raw = parse_query(query).terms
        # A corrected client name ("pyhton") would bring back what the words above leave out.
        added = tuple(
            term
            for term in corrected.terms
            if term not in raw and (language is None or without_language_names(term).strip())
        )
        parsed = dataclasses.replace(parsed, terms=tuple(dict.fromkeys([*parsed.terms, *added])))
    clause = text_clause(parsed, _TEXT_FIELDS, {"title": 2.0, "intent": 2.0})
    text = names = None
    if clause is not None:
        steps = [*parsed.terms, *step_names(words)]
        wanted = [f"@step:{{{'|'.join(escape_tag(t) for t in dict.fromkeys(steps))}}}"]
        if commands := named_commands(" ".join([words, *added])):
            wanted.append(f"@commands:{{{'|'.join(escape_tag(c) for c in commands)}}}")
        count, client = (depth, "client_key") if language is not None else (CANDIDATES, None)
        text = text_search_args(index, clause, None, count, client)
        names = text_search_args(index, f"({' | '.join(wanted)})", None, count, client)
    knn = knn_search_args(index, vector, clients, CANDIDATES)
    return ExampleRequests(text, names, knn, language, added)


def _bounded_code(code: str) -> str:
    if len(code) <= MAX_EXAMPLE_CODE_CHARS:
        return code
    cut = code.rfind("\n", 0, MAX_EXAMPLE_CODE_CHARS)
    return code[: cut if cut > 0 else MAX_EXAMPLE_CODE_CHARS] + "\n..."


def example_hit(key: str, row: Sequence[str | None]) -> SearchHit | None:
    """The hit of one example from its ``EXAMPLE_FIELDS`` row (None: the record is gone).
    Its text is the step's intent, then the code fenced with its language tag."""
    if row[0] is None:
        return None
    values = dict(zip(EXAMPLE_FIELDS, (v or "" for v in row), strict=True))
    head = values["intent"] or values["title"]
    text = f"{head}\n\n{fenced(_bounded_code(values['code']), values['language'])}"
    pages = [p for p in values["page_ids"].split(",") if p]
    # Filled as a passage's are: the section inside the page, the product of the page.
    _, _, section = values["title"].partition(" > ")
    return SearchHit(
        id=record_id(key),
        title=example_title(values["title"], values["client_label"], values["client_name"]),
        url=values["url"],
        text=text,
        page_id=pages[0] if pages else record_id(key),
        kind="example",
        section=section,
        product=product_of(pages[0]) if pages else CLIENT_CODE,
    )


def _step_and_client(hit: SearchHit) -> tuple[str, str]:
    return _split_example_id(hit.id)


def _split_example_id(example_id: str) -> tuple[str, str]:
    step, _, client = example_id.removeprefix(EXAMPLE_ID_PREFIX).rpartition("/")
    return step, client


def client_preference(language: Language, query: str) -> list[str]:
    """The language's clients, those whose variant the query names first (``async``,
    ``reactive``, ``sync``: "Lettuce reactive" prefers lettuce-reactive), else in its order."""
    words = set(_WORD.findall(query.lower()))

    def named(client: str) -> bool:
        _, _, variant = client.rpartition("-")
        return variant in _VARIANTS and variant in words

    return sorted(language.clients, key=lambda client: not named(client))


def _best_per_step(hits: Sequence[SearchHit], language: Language, query: str) -> list[SearchHit]:
    """One hit per (set, step), at the rank of its best hit: the client preferred first among
    those found (Java asked: Jedis before Lettuce; "Lettuce async": lettuce-async)."""
    order = {client: i for i, client in enumerate(client_preference(language, query))}
    best: dict[str, tuple[int, SearchHit]] = {}
    for rank, hit in enumerate(hits):
        step, client = _step_and_client(hit)
        held = best.get(step)
        if held is None:
            best[step] = (rank, hit)
        elif order.get(client, len(order)) < order.get(_step_and_client(held[1])[1], len(order)):
            best[step] = (held[0], hit)
    return [hit for _, hit in sorted(best.values(), key=lambda item: item[0])]


def merge_hits(
    hits: Sequence[SearchHit],
    examples: Sequence[SearchHit],
    language: Language,
    limit: int,
    *,
    query: str = "",
    backed: Collection[str] | None = None,
) -> list[SearchHit]:
    """The search's ``hits`` interleaved with ``examples`` (best first, an example leading
    unless ``query`` asks for a client's call, ``asks_api``: then the search's first hit does),
    without passages holding another language's code, nor any hit of a client guide or
    use-case variant written in a language neither asked for nor named in ``query``
    (``page_language``); at most ``limit``. ``query`` picks the
    client variant it names. When ``backed`` (the ids the question supports,
    ``examplescores.supported``) holds no step of the examples shown, they come after every
    hit, so with as many hits as ``limit`` they are not shown: a question that names its
    client but asks for no code of it keeps its pages."""
    kept = [hit for hit in hits if not foreign_code(hit.text, language)]
    allowed = same_language(language_slugs(language) | mentioned_languages(query, strict=True))
    kept = [hit for hit in kept if page_language(hit.page_id) in (None, *allowed)]
    chosen = _best_per_step(examples, language, query)[:MAX_EXAMPLE_HITS]
    # A step is backed whichever of its clients the legs found: the client shown may be the
    # language's preferred one (``_best_per_step``), not the one the evidence named.
    steps = {_split_example_id(example_id)[0] for example_id in backed or ()}
    if backed is not None and not any(_step_and_client(hit)[0] in steps for hit in chosen):
        return _distinct([*kept, *chosen])[:limit]
    # A question for a client's call is answered by the search's first hit, the command's
    # method passage, so it leads the examples (RET-117).
    lead, follow = (kept, chosen) if asks_api(query) else (chosen, kept)
    merged: list[SearchHit] = []
    for index in range(max(len(kept), len(chosen))):
        merged.extend(side[index] for side in (lead, follow) if index < len(side))
    return _distinct(merged)[:limit]


def _distinct(hits: Sequence[SearchHit]) -> list[SearchHit]:
    """``hits`` with no ``(url, title)`` pair twice (MCP-042): two steps of one section in one
    client read alike, so a later one names its step; another repeat is left out."""
    shown: set[tuple[str, str]] = set()
    out: list[SearchHit] = []
    for hit in hits:
        told = hit
        if (hit.url, hit.title) in shown and hit.kind == "example":
            step = _step_and_client(hit)[0].rpartition("/")[2]
            told = hit.model_copy(update={"title": f"{hit.title}, step {step}"})
        if (told.url, told.title) not in shown:
            shown.add((told.url, told.title))
            out.append(told)
    return out


def example_title(title: str, label: str, name: str) -> str:
    """``Page > Section (Tab label, client)``; the client left out when the tab label already
    names it (``C#-Sync (SE.Redis)`` for SERedis_Sync, ``Lettuce-Sync`` for lettuce_sync): each
    word of the name is a word of the label or, four letters or more, part of it run together
    (``seredis`` in ``SE.Redis``), so ``py`` is not read in ``Python``."""
    if not label.strip():
        return f"{title} ({name})" if name.strip() else title
    words = [p for p in re.split(r"[^a-z0-9]+", label.lower()) if p]
    said = "".join(words)
    parts = [p for p in re.split(r"[^a-z0-9]+", name.lower()) if p]
    named = all(p in words or (len(p) >= _RUN_TOGETHER and p in said) for p in parts)
    return f"{title} ({label if named else f'{label}, {name}'})"


def example_body(example: Example) -> str:
    """The markdown ``fetch`` returns for an example: where it is shown, the code fenced with
    its language tag, and the CLI text of the same step."""
    lines = [f"# {example_title(example.title, example.client_label, example.client_name)}", ""]
    if example.intent:
        lines += [example.intent, ""]
    lines.append(f"Example set `{example.set_id}`, step `{example.step}`.")
    if example.page_ids:
        lines.append("Shown on: " + ", ".join(example.page_ids) + ".")
    lines += ["", fenced(example.code, example.language)]
    if example.cli:
        lines += ["", "The same step with redis-cli:", "", fenced(example.cli, "")]
    return "\n".join(lines) + "\n"


def example_metadata(example: Example) -> DocMetadata:
    return DocMetadata(
        page_id=example.page_ids[0] if example.page_ids else example.id,
        kind="example",
        section=example.title.partition(" > ")[2],
        product=product_of(example.page_ids[0]) if example.page_ids else CLIENT_CODE,
        doc_type="example",
        language=example.language,
        client=example.client_key,
    )
