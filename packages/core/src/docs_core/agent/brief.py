"""The answer without a model, written to read like an answer (spec/020-ask.md, ASK-066..ASK-068).

It leads with the opening paragraph (whole sentences) of the best section among the evidence,
then, when a command is the answer, its syntax and one example (or, for a code question, the
best code example found), then at most four further whole sentences from other pages' sections
scoring at least 30% of the best (each one a source more, at most five in all), then
"read more" links.

Which section leads: the best-scored one on the page retrieval agrees on, if any. A command
named in the question is the answer only when the passages of the question's own search
(``search_chunks``) find that command's page among their first pages; otherwise the command is
context ("DEL froze Redis: what instead?") and its passages rank after what the search found. Without a command,
the page ``search_pages`` ranks first is preferred when ``search_chunks`` also finds it among
its first pages. A section whose passage was skipped (arguments, reply) still nominates its
page, through the page's own hit. Release notes lead only when nothing else can.

Argument descriptions, return-value notes, table rows, list fragments and half sentences are
never quoted. Every source it lists is one it quotes (at most five), and each is an id a tool
call of this request returned: a section is read from its first passage, but cited by the hit
that found it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from docs_core.agent.answer import EXTRACTIVE_LABEL
from docs_core.agent.router import FACTUAL
from docs_core.agent.run import AskRun, fetch_passages
from docs_core.agent.text import (
    LIST_ITEM,
    anchor_terms,
    command_candidates,
    content_terms,
    defined_names,
    plain_text,
    sentences,
)
from docs_core.languages import UnknownLanguageError, detect_language, resolve_language
from docs_core.models import SearchHit
from docs_core.retrieval.examplepages import is_others_line

__all__ = [
    "MAX_BRIEF_SOURCES",
    "Brief",
    "as_shown",
    "compose_brief",
    "is_landing_page",
    "is_whole_sentence",
    "opening_paragraph",
    "preferred_page",
    "prose_paragraphs",
]

MAX_BRIEF_SOURCES = 5
CANDIDATE_SECTIONS = 10
LEAD_MAX_CHARS = 480
LEAD_MAX_SENTENCES = 3
MAX_BULLETS = 4
EXAMPLE_MAX_LINES = 8
CODE_MAX_LINES = 24
RANK_DECAY = 0.35
BULLET_FLOOR = 0.3
MIN_WORDS = 6
_SKIPPED_SECTIONS = re.compile(
    r"argument|return|history|compatib|acl categor|complexity|^syntax", re.IGNORECASE
)
_CHUNK_SUFFIX = re.compile(r":w\d+$")
_NOT_PROSE = re.compile(r"^\s*(?:\||```|<|[-*+>]\s|\d+[.)]\s|#|\*\*[^*]+:\*\*\s*$)")
_WHOLE = re.compile(r"^[A-Z`\"'(0-9_][^\n]*[.!?]$")
_FENCE = re.compile(r"```[^\n]*\n(.*?)```", re.DOTALL)
AGREEING_PAGES = 3
_LEAD_AVOIDED = re.compile(r"release-notes|/redis-\d+-\d+-commands$")
_COMPLEXITY = "Time complexity: "
_DIGIT = re.compile(r"\d")
DEFINITION_BONUS = 2.0
_ASKS_COMPLEXITY = re.compile(r"\bcomplexity\b|\bbig[- ]o\b|\bhow (?:fast|slow)\b", re.I)


@dataclass
class Brief:
    """The composed answer, with what it quoted (for sources and for measuring)."""

    text: str
    lead_page: str | None = None
    quoted: list[SearchHit] = field(default_factory=list)
    bullets: list[str] = field(default_factory=list)
    quotes: dict[str, str] = field(default_factory=dict)
    """Hit id -> the sentence the answer quotes from it, as shown (its source's ``quote``)."""


def is_whole_sentence(text: str) -> bool:
    """Starts like a sentence, ends with . ! or ?, at least six words, no table cell."""
    text = text.strip()
    return bool(_WHOLE.match(text)) and len(text.split()) >= MIN_WORDS and "|" not in text


def as_shown(text: str) -> str:
    """``text`` as the answer quotes it: links as their text, no HTML tags (placeholders and code
    kept), one space between words."""
    return " ".join(plain_text(text).split())


def prose_paragraphs(passage: str, max_chars: int = LEAD_MAX_CHARS) -> list[str]:
    """Runs of whole sentences of prose in ``passage``, in order: for each paragraph (tables,
    lists, code, markup and headings skipped), the run starting at each of its sentences, up
    to three sentences within ``max_chars``."""
    out: list[str] = []
    inside_details = 0
    for block in re.split(r"\n\s*\n", passage):
        # Text inside <details> is an argument or reply description, never an answer.
        opened = inside_details
        inside_details = max(0, opened + block.count("<details") - block.count("</details>"))
        lines = [ln for ln in block.strip().splitlines() if ln.strip()]
        if opened or not lines or any(_NOT_PROSE.match(ln) or is_others_line(ln) for ln in lines):
            continue
        whole = [
            s for s in sentences(" ".join(plain_text(ln).strip() for ln in lines)) if s.strip()
        ]
        for start in range(len(whole)):
            kept: list[str] = []
            for sentence in whole[start:]:
                if not is_whole_sentence(sentence) or sentence.endswith(":"):
                    break
                if kept and len(" ".join([*kept, sentence])) > max_chars:
                    break
                kept.append(sentence)
                if len(kept) == LEAD_MAX_SENTENCES:
                    break
            if kept:
                out.append(" ".join(kept))
    return out


def stated_values(passage: str) -> list[str]:
    """List items of ``passage`` that are whole sentences stating a number ("The maximum allowed
    key size is 512 MB."): the answer to a question for one value may be a bullet (ASK-076)."""
    out = []
    for line in passage.splitlines():
        marker = LIST_ITEM.match(line)
        item = plain_text(line[marker.end() :]).strip() if marker else ""
        if _DIGIT.search(item) and is_whole_sentence(item) and len(item) <= LEAD_MAX_CHARS:
            out.append(item)
    return out


def opening_paragraph(passage: str, max_chars: int = LEAD_MAX_CHARS) -> str:
    """The first paragraph of prose in ``passage``, cut to whole sentences."""
    paragraphs = prose_paragraphs(passage, max_chars)
    return paragraphs[0] if paragraphs else ""


def _section_key(hit: SearchHit) -> str:
    return _CHUNK_SUFFIX.sub("", hit.id)


def _stem(term: str) -> str:
    return term[:5] if len(term) >= 6 else term


@dataclass(frozen=True, slots=True)
class _QuestionWords:
    """What ``_score`` reads of the question, worked out once for all its paragraphs."""

    stems: tuple[str, ...]
    anchors: frozenset[str]

    @classmethod
    def of(cls, question: str) -> _QuestionWords:
        anchors = {a.lower() for a in anchor_terms(question)}
        anchors |= {c.lower() for c in command_candidates(question)}
        return cls(tuple(_stem(t) for t in content_terms(question)), frozenset(anchors))


def _score(words: _QuestionWords, title: str, paragraph: str, rank: int) -> float:
    haystack = f"{title} {paragraph}".lower()
    matched = sum(1.0 for stem in words.stems if stem in haystack)
    matched += sum(1.5 for a in words.anchors if a in title.lower())
    return matched / (1 + RANK_DECAY * rank)


def _command_hit(run: AskRun, looked_up: set[str]) -> SearchHit | None:
    """The record ``get_command`` returned (its pages: ``looked_up``) for a command the
    question names; a search's record of the same command has no ``Syntax:`` lines."""
    names = {c.upper() for c in command_candidates(run.question)} | set(run.meant_commands)
    return next(
        (
            h
            for h in run.evidence
            if h.kind == "command" and h.title.upper() in names and h.page_id in looked_up
        ),
        None,
    )


def _syntax(command: SearchHit) -> str:
    lines = command.text.splitlines()
    out: list[str] = []
    for line in lines:
        if line.startswith("Syntax: "):
            out.append(line.removeprefix("Syntax: "))
        elif out and line.startswith("  "):
            out.append(line)
        elif out:
            break
    return "\n".join(out).replace("\xa0", " ")


def _line(command: SearchHit, prefix: str) -> str:
    """The line of ``command``'s record that starts with ``prefix``, or nothing."""
    return next((ln for ln in command.text.splitlines() if ln.startswith(prefix)), "")


def _example(passage: str) -> str:
    match = _FENCE.search(passage)
    if not match:
        return ""
    return "\n".join(match.group(1).strip("\n").splitlines()[:EXAMPLE_MAX_LINES])


def _pages_found(run: AskRun, tool: str, *, passages_only: bool = False) -> list[str]:
    """Pages in the order ``tool``'s calls of this request returned them; with
    ``passages_only``, through their passages only (ids with a section)."""
    pages: dict[str, None] = {}
    for step in run.trace:
        if step.tool == tool:
            ids = [i for i in step.ids if "#" in i] if passages_only else step.ids
            pages.update((doc_id.split("#", 1)[0], None) for doc_id in ids)
    return list(pages)


def is_landing_page(page: str, pages: set[str]) -> bool:
    """Whether ``page`` introduces others among ``pages`` (a sub-page that is not just the same
    page for one client or language)."""
    for other in pages:
        if other.startswith(page + "/"):
            part = other[len(page) + 1 :].split("/", 1)[0]
            try:
                resolve_language(part)
            except UnknownLanguageError:
                return True
    return False


def preferred_page(run: AskRun, command: SearchHit | None) -> tuple[str | None, bool]:
    """The page the lead should come from, and whether ``command`` is the answer."""
    # Passages only: the search's command records (found by name) would make every command
    # the question names its answer (ASK-069).
    searched = _pages_found(run, "search_chunks", passages_only=True)[:AGREEING_PAGES]
    if command is not None and (not searched or command.page_id in searched):
        return command.page_id, True
    listed = _pages_found(run, "search_pages")
    if not listed:
        # Only the question's own passage search ran beside the command lookups.
        return (searched[0] if searched else None), False
    if listed[0] in searched and not is_landing_page(listed[0], {h.page_id for h in run.evidence}):
        return listed[0], False
    return None, False


def _reading_order(run: AskRun, context_pages: set[str]) -> list[SearchHit]:
    """The evidence, with the passages of commands that are only context moved last."""
    return [h for h in run.evidence if h.page_id not in context_pages] + [
        h for h in run.evidence if h.page_id in context_pages
    ]


async def compose_brief(run: AskRun) -> Brief:
    """The no-model answer for ``run``'s question from its evidence (reads a few first
    passages; best effort within the deadline)."""
    context = set(_pages_found(run, "get_command"))
    command = _command_hit(run, context)
    preferred, command_answers = preferred_page(run, command)
    evidence = _reading_order(run, set() if command_answers else context)
    page_hits = {h.page_id: h for h in evidence if h.kind == "page"}
    sections: dict[str, tuple[int, SearchHit]] = {}
    for rank, hit in enumerate(evidence):
        if hit.kind not in ("chunk", "page"):
            continue
        if _SKIPPED_SECTIONS.search(hit.section or ""):
            # The section is no answer, but its page may be: through the page's own hit.
            page = page_hits.get(hit.page_id)
            if page is not None:
                sections.setdefault(page.id, (rank, page))
        else:
            sections.setdefault(_section_key(hit), (rank, hit))
        if len(sections) == CANDIDATE_SECTIONS:
            break
    factual = bool(FACTUAL.search(run.question))
    words = _QuestionWords.of(run.question)
    names = {a.lower() for a in anchor_terms(run.question, identifiers_only=True)}
    firsts = {key: f"{key}:w0" for key, (_, hit) in sections.items() if hit.kind == "chunk"}
    await fetch_passages(run, list(firsts.values()))
    scored: list[tuple[float, str, SearchHit]] = []
    for key, (rank, hit) in sections.items():
        opening = run.passages.get(firsts.get(key, "")) or ""
        found = run.passages.get(hit.id) or hit.text
        # The section's opening paragraph, unless the passage retrieval found says more
        # about the question.
        paragraphs = prose_paragraphs(opening)[:1] + prose_paragraphs(found)
        if factual:
            paragraphs += stated_values(found)
        defined = defined_names(found, names)
        best = max(
            (
                (
                    _score(words, hit.title, p, rank) + DEFINITION_BONUS * (p in defined),
                    -n,
                    p,
                )
                for n, p in enumerate(paragraphs + defined)
            ),
            default=None,
        )
        if best is not None:
            scored.append((best[0], best[2], hit))
    evidence_pages = {h.page_id for h in run.evidence}
    scored.sort(
        key=lambda s: (
            bool(_LEAD_AVOIDED.search(s[2].page_id))
            or is_landing_page(s[2].page_id, evidence_pages),
            -s[0],
        )
    )
    brief = Brief(text="")
    parts = [EXTRACTIVE_LABEL]
    lead = next((s for s in scored if preferred and s[2].page_id == preferred), None)
    lead = lead or (scored[0] if scored else None)
    if not command_answers:
        command = None
    if lead is None and command is not None:
        summary = command.text.splitlines()[0] if command.text else ""
        if is_whole_sentence(summary):
            parts.append(summary)
            brief.quoted.append(command)
            brief.quotes[command.id] = summary
            brief.lead_page = command.page_id
    elif lead is not None:
        parts.append(f"{lead[1]} ({lead[2].title})")
        brief.quoted.append(lead[2])
        brief.quotes[lead[2].id] = sentences(lead[1])[0]
        brief.lead_page = lead[2].page_id
    code = next((h for h in run.evidence if h.kind == "example"), None)
    # A question naming a client wants that client's code, not the command page's CLI session.
    client_code = code if code is not None and detect_language(run.question) else None
    if command is not None:
        syntax = _syntax(command)
        if syntax:
            parts.append(f"Syntax:\n\n```\n{syntax}\n```")
            if command not in brief.quoted:
                # The command record first: its id is what a command question is about.
                brief.quoted.insert(0, command)
        complexity = _line(command, _COMPLEXITY)
        if complexity and _ASKS_COMPLEXITY.search(run.question):
            parts.append(complexity)
            if command not in brief.quoted:
                brief.quoted.insert(0, command)
        if client_code is None:
            example_id = f"{command.page_id}#examples:w0"
            await fetch_passages(run, [example_id])
            example = _example(run.passages.get(example_id, ""))
            if example:
                parts.append(f"Example:\n\n```\n{example}\n```")
    if code is not None and (command is None or client_code is not None) and brief.quoted:
        block = _FENCE.search(code.text)
        if block:
            language = code.text[block.start() + 3 : code.text.index("\n", block.start())]
            lines = block.group(1).strip("\n").splitlines()[:CODE_MAX_LINES]
            body = "\n".join(lines)
            parts.append(f"Example ({code.title}):\n\n```{language}\n{body}\n```")
            brief.quoted.append(code)
    floor = BULLET_FLOOR * scored[0][0] if scored else 0.0
    said = set(sentences(lead[1])) if lead is not None else set()
    for score, paragraph, hit in scored:
        if len(brief.bullets) == MAX_BULLETS or score < floor:
            break
        if len(brief.quoted) >= MAX_BRIEF_SOURCES:
            break
        if brief.quoted and hit.page_id in {h.page_id for h in brief.quoted}:
            continue
        first = sentences(paragraph)[0]
        # Per-client copies of a page repeat its sentences word for word: quote one.
        if is_whole_sentence(first) and first not in said:
            said.add(first)
            brief.bullets.append(f"{first} ({hit.title})")
            brief.quoted.append(hit)
            brief.quotes[hit.id] = first
    if brief.bullets:
        parts.append("Also:\n\n" + "\n".join(f"- {b}" for b in brief.bullets))
    brief.quoted = brief.quoted[:MAX_BRIEF_SOURCES]
    pages: dict[str, SearchHit] = {}
    for hit in brief.quoted:
        pages.setdefault(hit.page_id, hit)
    links = [f"[{h.title}]({h.url})" for h in pages.values() if h.url.startswith("https://")]
    if links:
        parts.append("Read more: " + " · ".join(links))
    brief.text = "\n\n".join(parts)
    return brief
