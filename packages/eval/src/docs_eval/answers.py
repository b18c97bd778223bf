"""How the answer without a model reads, measured on a golden set (spec/030-eval.md,
EVAL-042..EVAL-044; spec/020-ask.md, ASK-066..ASK-068).

For each answered question: does the first paragraph come from a primary page (the page of the
first source, which is the one the lead quotes), what share of bullets are whole sentences,
are the sources at most five, each one a page the answer links to, what share of the
question's primary pages are among the first five source pages (source page recall@5), and,
for a question labelled with ``answer_contains``, does the answer state the value it asks for
(``fact_share``, EVAL-050).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from docs_core.agent import AskResult, ask
from docs_core.agent.brief import MAX_BRIEF_SOURCES, is_whole_sentence
from docs_core.retrieval import DocsReader

from docs_eval.dataset import Question

RECALL_PAGES = 5

__all__ = [
    "AnswerCheck",
    "check_answer",
    "measure_answers",
    "strip_title",
    "summarize_checks",
]


@dataclass(frozen=True)
class AnswerCheck:
    qid: str
    abstained: bool
    lead_page: str | None
    lead_primary: bool
    bullets: int
    whole_bullets: int
    sources: int
    sources_linked: bool
    source_recall: float | None
    fact: bool | None = None


def strip_title(line: str) -> str:
    """A quoted sentence without the ``(Title)`` after it (titles may hold parentheses)."""
    line = line.rstrip()
    if not line.endswith(")"):
        return line
    depth = 0
    for position in range(len(line) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(line[position], 0)
        if depth == 0:
            return line[:position].rstrip()
    return line


def _page(doc_id: str) -> str:
    return doc_id.split("#", 1)[0]


def check_answer(question: Question, result: AskResult) -> AnswerCheck:
    bullets = [
        strip_title(line[2:]) for line in result.answer.splitlines() if line.startswith("- ")
    ]
    lead = _page(result.sources[0].id) if result.sources else None
    linked = all(s.url.split("#")[0] in result.answer for s in result.sources)
    pages = list(dict.fromkeys(_page(s.id) for s in result.sources))[:RECALL_PAGES]
    primary = set(question.primary)
    recall = len(primary.intersection(pages)) / len(primary) if primary else None
    return AnswerCheck(
        qid=question.qid,
        abstained=result.abstained,
        lead_page=lead,
        lead_primary=lead in question.primary if lead else False,
        bullets=len(bullets),
        whole_bullets=sum(is_whole_sentence(b) for b in bullets),
        sources=len(result.sources),
        sources_linked=linked and len(result.sources) <= MAX_BRIEF_SOURCES,
        source_recall=recall,
        fact=any(s in result.answer for s in question.answer_contains)
        if question.answer_contains
        else None,
    )


def summarize_checks(checks: Sequence[AnswerCheck]) -> dict[str, float | int]:
    answered = [c for c in checks if not c.abstained and c.lead_page]
    bullets = sum(c.bullets for c in answered)
    # Questions without a primary page (out of scope) have no recall to measure.
    recalls = [c.source_recall for c in answered if c.source_recall is not None]
    # An abstention that should have stated the fact counts as a miss.
    facts = [c.fact for c in checks if c.fact is not None]
    return {
        "questions": len(checks),
        "answered": len(answered),
        "lead_primary_share": round(sum(c.lead_primary for c in answered) / len(answered), 3)
        if answered
        else 0.0,
        "bullets": bullets,
        "whole_bullet_share": round(sum(c.whole_bullets for c in answered) / bullets, 3)
        if bullets
        else 1.0,
        "sources_ok_share": round(sum(c.sources_linked for c in answered) / len(answered), 3)
        if answered
        else 0.0,
        "sources_per_answer": round(sum(c.sources for c in answered) / len(answered), 2)
        if answered
        else 0.0,
        "source_recall_at_5": round(sum(recalls) / len(recalls), 3) if recalls else 0.0,
        "fact_questions": len(facts),
        "fact_share": round(sum(facts) / len(facts), 3) if facts else 0.0,
    }


async def measure_answers(
    url: str, questions: Sequence[Question], out: Path
) -> dict[str, float | int]:
    """Ask each question without a model; write ``answers.jsonl`` and ``answers.json``."""
    reader = await DocsReader.connect(url)
    checks: list[AnswerCheck] = []
    out.mkdir(parents=True, exist_ok=True)
    try:
        with (out / "answers.jsonl").open("w", encoding="utf-8") as handle:
            for question in questions:
                result = await ask(question.question, reader=reader)
                check = check_answer(question, result)
                checks.append(check)
                row = {**asdict(check), "answer": result.answer}
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    finally:
        await reader.aclose()
    summary = summarize_checks(checks)
    (out / "answers.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return summary
