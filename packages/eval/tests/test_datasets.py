"""The project's own labelled datasets (packages/eval/datasets, spec/030 EVAL-019).

Labels are checked against the corpus the index is built from: the Redis docs checkout that
lies beside this repository at ``../shared/redis-docs`` (``DOCS_EVAL_CORPUS`` overrides it).
A label naming a page Hugo would not publish (a draft, an embed fragment, a typo) scores zero
for every target, so it must fail here rather than silently lower every number.
"""

from __future__ import annotations

import os
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


@cache
def _published_pages() -> frozenset[str]:
    root = _corpus_root()
    if not (root / "content").is_dir():
        pytest.fail(
            f"no corpus at {root}/content: the dataset labels cannot be checked; "
            "put the Redis docs checkout beside this repository or set DOCS_EVAL_CORPUS"
        )
    return frozenset(page.page_id for page in load_site(root).pages)


def _labels(question: Question) -> list[str]:
    return [*question.primary, *question.related]


def test_eval019_the_datasets_folder_holds_the_project_dev_files() -> None:
    names = {path.name for path in DATASETS}
    assert {"dev-project.jsonl"} <= names


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


def test_eval019_the_project_dev_file_meets_the_brief_of_issue_14() -> None:
    questions = load_dataset(DATASETS_DIR / "dev-project.jsonl")
    by_group: dict[str, int] = {}
    for question in questions:
        by_group[question.group] = by_group.get(question.group, 0) + 1
    multi_step = sum(len(q.primary) >= 2 for q in questions if q.group == "multi")
    assert len(questions) >= 60 and multi_step >= 15 and by_group.get("hard", 0) >= 10
    assert by_group.get("none", 0) >= 5
    assert set(by_group) == {"simple", "multi", "hard", "chat", "none"}
