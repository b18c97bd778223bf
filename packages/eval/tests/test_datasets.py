"""The project's own labelled datasets (packages/eval/datasets, spec/030 EVAL-019).

Labels are checked against the corpus the index is built from: the Redis docs checkout that
lies beside this repository at ``../shared/redis-docs`` (``DOCS_EVAL_CORPUS`` overrides it).
A label naming a page Hugo would not publish (a draft, an embed fragment, a typo) scores zero
for every target, so it must fail here rather than silently lower every number.
"""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

import pytest
from docs_eval.dataset import Question, load_dataset
from docs_ingest.hugo import load_site

DATASETS_DIR = Path(__file__).resolve().parents[1] / "datasets"
DATASETS = sorted(DATASETS_DIR.glob("*.jsonl"))
CHECKOUT = Path(__file__).resolve().parents[3]
GOLDEN_DEV = CHECKOUT.parent / "shared" / "golden" / "dev.jsonl"


def _corpus_root() -> Path:
    given = os.environ.get("DOCS_EVAL_CORPUS")
    return Path(given) if given else CHECKOUT.parent / "shared" / "redis-docs"


_EXAMPLE_RE = re.compile(r"EXAMPLE:\s*(\S+)")
_STEP_RE = re.compile(r"STEP_START\s+(\S+)")
# A quoted attribute may hold ">" (a description naming XREADGROUP's ">" ID).
_SHORTCODE_RE = re.compile(r'\{\{<\s*clients-example\s+((?:"[^"]*"|[^>"])*?)/?>\}\}')
_ATTR_RE = re.compile(r'(\w+)="([^"]*)"')


@cache
def _corpus_pages() -> dict[str, str]:
    """Published page id -> its markdown path relative to the corpus root."""
    root = _corpus_root()
    if not (root / "content").is_dir():
        pytest.fail(
            f"no corpus at {root}/content: the dataset labels cannot be checked; "
            "put the Redis docs checkout beside this repository or set DOCS_EVAL_CORPUS"
        )
    return {page.page_id: page.rel_path for page in load_site(root).pages}


def _published_pages() -> frozenset[str]:
    return frozenset(_corpus_pages())


@cache
def _example_steps() -> dict[str, frozenset[str]]:
    """Example set -> the steps its files mark, over every client's example files."""
    root = _corpus_root()
    steps: dict[str, set[str]] = {}
    for folder in ("local_examples", "client-examples"):
        for path in (root / folder).rglob("*"):
            if not path.is_file():
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            marker = _EXAMPLE_RE.search(text.split("\n", 1)[0])
            if marker:
                steps.setdefault(marker[1], set()).update(_STEP_RE.findall(text))
    return {name: frozenset(found) for name, found in steps.items()}


def _client_keys() -> set[str]:
    table = _corpus_root() / "build" / "example-test-harness" / "clients.tsv"
    rows = table.read_text(encoding="utf-8").splitlines()
    return {row.split("\t", 1)[0] for row in rows if row.strip() and not row.startswith("#")}


def _shown_examples(page_id: str) -> set[tuple[str, str]]:
    """(set, step) of every clients-example shortcode on a page; step "" shows the whole set."""
    text = (_corpus_root() / _corpus_pages()[page_id]).read_text(encoding="utf-8")
    shown = set()
    for match in _SHORTCODE_RE.finditer(text):
        attrs = dict(_ATTR_RE.findall(match[1]))
        if "set" in attrs:
            shown.add((attrs["set"], attrs.get("step", "")))
    return shown


def _labels(question: Question) -> list[str]:
    return [*question.primary, *question.related]


def test_eval019_the_datasets_folder_holds_the_project_dev_files() -> None:
    names = {path.name for path in DATASETS}
    assert {"dev-project.jsonl", "dev-code.jsonl"} <= names


@pytest.mark.parametrize("dataset", DATASETS, ids=lambda path: path.name)
def test_eval019_every_dataset_passes_the_validator(dataset: Path) -> None:
    questions = load_dataset(dataset)
    assert questions
    assert all(q.primary for q in questions if q.answerable)


@pytest.mark.parametrize("dataset", DATASETS, ids=lambda path: path.name)
def test_eval019_every_labelled_id_is_a_published_page_of_the_corpus(dataset: Path) -> None:
    pages = _published_pages()
    unknown = [
        f"{q.qid}: {page}"
        for q in load_dataset(dataset)
        for page in _labels(q)
        if page not in pages
    ]
    assert unknown == [], f"{dataset.name} labels pages the corpus does not publish: {unknown}"


@pytest.mark.parametrize("dataset", DATASETS, ids=lambda path: path.name)
def test_eval019_a_code_question_names_an_example_its_primary_page_shows(dataset: Path) -> None:
    steps, clients = _example_steps(), _client_keys()
    problems = []
    for q in load_dataset(dataset):
        if q.example_set is None:
            continue
        step = q.example_step or ""
        if q.client not in clients:
            problems.append(f"{q.qid}: client {q.client!r} is not a key of clients.tsv")
        if step and step not in steps.get(q.example_set, frozenset()):
            problems.append(f"{q.qid}: no example file of set {q.example_set!r} marks {step!r}")
        shown = set().union(*(_shown_examples(page) for page in q.primary))
        if (q.example_set, step) not in shown and (q.example_set, "") not in shown:
            problems.append(f"{q.qid}: no primary page shows {q.example_set}/{step}")
    assert problems == [], f"{dataset.name}: {problems}"


def test_eval019_qids_are_unique_across_all_dev_files_so_they_can_be_joined() -> None:
    files = [*DATASETS, *([GOLDEN_DEV] if GOLDEN_DEV.is_file() else [])]
    owner: dict[str, str] = {}
    clashes = []
    for path in files:
        for question in load_dataset(path):
            if question.qid in owner:
                clashes.append(f"{question.qid} in {owner[question.qid]} and {path.name}")
            owner[question.qid] = path.name
    assert clashes == []


def test_eval019_the_code_dev_file_asks_for_named_clients_as_issue_16_asks() -> None:
    questions = load_dataset(DATASETS_DIR / "dev-code.jsonl")
    assert len(questions) >= 30
    assert all(q.client and q.example_set and q.example_step for q in questions)
    assert len({q.client for q in questions}) >= 8


def test_eval019_the_project_dev_file_meets_the_brief_of_issue_14() -> None:
    questions = load_dataset(DATASETS_DIR / "dev-project.jsonl")
    by_group: dict[str, int] = {}
    for question in questions:
        by_group[question.group] = by_group.get(question.group, 0) + 1
    multi_step = sum(len(q.primary) >= 2 for q in questions if q.group == "multi")
    assert len(questions) >= 60 and multi_step >= 15 and by_group.get("hard", 0) >= 10
    assert by_group.get("none", 0) >= 5
    assert set(by_group) == {"simple", "multi", "hard", "chat", "none"}
