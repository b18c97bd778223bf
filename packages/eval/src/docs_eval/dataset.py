"""Golden questions: one JSON object per line, validated on load (spec/030-eval.md, EVAL-001).

Graded relevance: a ``primary`` page gains 2, a ``related`` page gains 1. Questions in the
``none`` group have no relevant page: the corpus does not answer them. A code question also
names the code example it expects: ``client`` (a client key such as ``redis-py``),
``example_set`` and ``example_step`` (the ``EXAMPLE:`` and ``STEP_START`` markers); scoring
ignores them, they let a reviewer and later targets check which example should come back.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Literal, get_args

from docs_core.ids import InvalidIdError, parse_id
from docs_core.languages import CLIENT_KEYS, narrowest_language, without_language_names
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from docs_eval.errors import DatasetError

__all__ = [
    "GROUPS",
    "PRIMARY_GAIN",
    "RELATED_GAIN",
    "Group",
    "Question",
    "client_language",
    "load_dataset",
    "parse_dataset",
    "without_client_names",
]

Group = Literal["simple", "multi", "hard", "chat", "none"]
GROUPS: tuple[Group, ...] = get_args(Group)
PRIMARY_GAIN = 2
RELATED_GAIN = 1


class Question(BaseModel):
    """One labelled question; ``primary`` and ``related`` are page ids (no ``#`` part)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    qid: str = Field(min_length=1)
    group: Group
    question: str = Field(min_length=1)
    primary: list[str] = Field(default_factory=list)
    related: list[str] = Field(default_factory=list)
    note: str = ""
    client: str | None = Field(default=None, min_length=1)
    example_set: str | None = Field(default=None, min_length=1)
    example_step: str | None = Field(default=None, min_length=1)
    answer_contains: list[str] = Field(default_factory=list)
    """Strings of which the answer without a model should hold one: the value a factual
    question asks for (``512 MB``), measured by ``docs-eval answers`` (``fact_share``)."""

    @property
    def answerable(self) -> bool:
        return self.group != "none"

    def gains(self) -> dict[str, int]:
        """Page id -> graded gain (primary wins when a page is listed in both)."""
        gains = dict.fromkeys(self.related, RELATED_GAIN)
        gains.update(dict.fromkeys(self.primary, PRIMARY_GAIN))
        return gains


def load_dataset(path: str | Path) -> list[Question]:
    """Read and validate a golden file; raises DatasetError naming the file and line."""
    source = Path(path)
    try:
        text = source.read_text(encoding="utf-8")
    except OSError as exc:
        raise DatasetError(f"{source}: cannot read dataset: {exc.strerror}") from exc
    return parse_dataset(text.splitlines(), source=str(source))


def parse_dataset(lines: Iterable[str], *, source: str = "<dataset>") -> list[Question]:
    """Validate golden lines (blank lines are skipped); the first problem raises DatasetError."""
    questions: list[Question] = []
    first_line: dict[str, int] = {}
    for lineno, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        where = f"{source}:{lineno}"
        question = _parse_line(raw, where)
        if question.qid in first_line:
            raise DatasetError(
                f"{where}: duplicate qid {question.qid!r} (first on line {first_line[question.qid]})"
            )
        first_line[question.qid] = lineno
        questions.append(question)
    if not questions:
        raise DatasetError(f"{source}: the dataset has no questions")
    return questions


def _parse_line(raw: str, where: str) -> Question:
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise DatasetError(f"{where}: not valid JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(data, dict):
        raise DatasetError(f"{where}: expected a JSON object, got {type(data).__name__}")
    group = data.get("group")
    if group not in GROUPS:
        raise DatasetError(f"{where}: unknown group {group!r}; expected one of {list(GROUPS)}")
    try:
        question = Question.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or 'line'}: {err['msg']}"
            for err in exc.errors()
        )
        raise DatasetError(f"{where}: {problems}") from None
    _check_labels(question, where)
    return question


def _check_labels(question: Question, where: str) -> None:
    for field in ("primary", "related"):
        for page in getattr(question, field):
            try:
                parsed = parse_id(page)
            except InvalidIdError as exc:
                raise DatasetError(f"{where}: {field} id {page!r} is malformed: {exc}") from None
            if parsed.kind != "page":
                raise DatasetError(
                    f"{where}: {field} id {page!r} names a section; label whole pages"
                )
        if len(set(getattr(question, field))) != len(getattr(question, field)):
            raise DatasetError(f"{where}: {field} lists the same page twice")
    if both := sorted(set(question.primary) & set(question.related)):
        raise DatasetError(f"{where}: {both[0]!r} is both primary and related")
    if question.group == "none" and (question.primary or question.related):
        raise DatasetError(
            f"{where}: group 'none' means the corpus does not answer it; primary and related must be empty"
        )
    if question.example_step is not None and question.example_set is None:
        raise DatasetError(f"{where}: example_step needs the example_set it belongs to")
    if question.example_set is not None and question.client is None:
        raise DatasetError(f"{where}: example_set needs the client whose example is expected")
    if question.client is not None and question.client not in CLIENT_KEYS:
        # Unknown, every hit with code would count as another language's (wrong_language).
        raise DatasetError(f"{where}: unknown client {question.client!r}; one of {CLIENT_KEYS}")
    if question.qid != question.qid.strip():
        raise DatasetError(f"{where}: qid {question.qid!r} has surrounding whitespace")
    if question.group != "none" and not question.primary:
        raise DatasetError(
            f"{where}: group {question.group!r} needs at least one primary page ('none' is for unanswerable questions)"
        )


def client_language(question: Question) -> str | None:
    """The ``language`` argument a caller who knows the question's client would pass
    (``docs_core.languages.narrowest_language``: ``lettuce-async`` -> itself); None for a
    question without a client (spec/030, "Code questions", ``--language-from-client``)."""
    return narrowest_language(question.client) if question.client is not None else None


_BLANK = "\x00"
_BLANKED = re.compile(r" {2,}")
_EMPTY_PARENS = re.compile(r"\(\s+\)")
_BEFORE_BLANK = re.compile(r"\b(?:in|with|using|for|from)\s*(?=\x00)", re.IGNORECASE)
_SPACE_BEFORE_PUNCTUATION = re.compile(r"\s+([:,?.])")
_LEADING_PUNCTUATION = re.compile(r"^\W+")


def without_client_names(question: Question) -> Question:
    """``question`` with every client and language name blanked from its text
    (``docs_core.languages.without_language_names``), and where a name was, the parentheses
    it leaves empty and the "in"/"with" just before it: what a caller asks who passes the
    client as ``language`` instead of naming it (``--client-unnamed``). A question without a
    client is returned as it is."""
    if question.client is None:
        return question
    # A blanked name leaves two spaces or more: marked, so only its own surroundings change.
    text = _EMPTY_PARENS.sub(" ", without_language_names(question.question))
    text = _BLANKED.sub(f" {_BLANK} ", text)
    text = _BEFORE_BLANK.sub("", text).replace(_BLANK, " ")
    text = _SPACE_BEFORE_PUNCTUATION.sub(r"\1", " ".join(text.split()))
    return question.model_copy(update={"question": _LEADING_PUNCTUATION.sub("", text).strip()})
