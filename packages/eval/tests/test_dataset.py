import json
from pathlib import Path

import pytest
from docs_core.languages import detect_language
from docs_eval.dataset import load_dataset, parse_dataset, without_client_names
from docs_eval.errors import DatasetError

DEV = Path("/work/shared/golden/dev.jsonl")


def _line(**overrides: object) -> str:
    row = {
        "qid": "s1",
        "group": "simple",
        "question": "What does BITCOUNT do?",
        "primary": ["commands/bitcount"],
        "related": ["develop/data-types/strings/bitmaps"],
        "note": "command page",
    }
    row.update(overrides)
    return json.dumps(row)


def test_eval001_dev_set_loads_with_every_group() -> None:
    questions = load_dataset(DEV)
    assert len({q.qid for q in questions}) == len(questions) > 0
    assert {q.group for q in questions} == {"simple", "multi", "hard", "chat", "none"}
    assert all(q.primary == [] for q in questions if q.group == "none")


def test_eval001_a_code_question_carries_its_client_and_example() -> None:
    (question,) = parse_dataset(
        [_line(client="jedis", example_set="bf_tutorial", example_step="bloom")]
    )
    assert (question.client, question.example_set, question.example_step) == (
        "jedis",
        "bf_tutorial",
        "bloom",
    )
    assert question.gains() == {"commands/bitcount": 2, "develop/data-types/strings/bitmaps": 1}


def test_eval001_gains_are_primary_two_related_one() -> None:
    (question,) = parse_dataset([_line()])
    assert question.gains() == {"commands/bitcount": 2, "develop/data-types/strings/bitmaps": 1}


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (_line(group="trivia"), "unknown group 'trivia'"),
        (_line(primary=["https://redis.io/docs/latest/commands/get/"]), "primary id"),
        (_line(related=["commands/../etc"]), "related id"),
        (_line(primary=["commands/get#syntax"]), "names a section"),
        (_line(group="none", primary=["commands/get"], related=[]), "group 'none'"),
        (_line(group="multi", primary=[]), "needs at least one primary"),
        (_line(related=["commands/bitcount"]), "both primary and related"),
        (_line(question=""), "question"),
        (_line(extra="x"), "extra"),
        (_line(client="redis-py", example_step="bloom"), "example_step needs the example_set"),
        (_line(example_set="bf_tutorial", example_step="bloom"), "example_set needs the client"),
        (_line(client=""), "client"),
        (_line(client="no-such-client"), "unknown client 'no-such-client'"),
        (_line(qid=" z1"), "surrounding whitespace"),
        ("{not json", "not valid JSON"),
        ("[1, 2]", "expected a JSON object"),
    ],
)
def test_eval002_invalid_line_is_refused_naming_the_line(line: str, message: str) -> None:
    with pytest.raises(DatasetError) as caught:
        parse_dataset(["", line], source="golden.jsonl")
    assert "golden.jsonl:2:" in str(caught.value)
    assert message in str(caught.value)


def test_eval002_duplicate_qid_names_both_lines() -> None:
    with pytest.raises(
        DatasetError, match=r"golden.jsonl:3: duplicate qid 's1' \(first on line 1\)"
    ):
        parse_dataset([_line(), _line(qid="s2"), _line()], source="golden.jsonl")


def test_eval002_empty_or_missing_file_is_an_error(tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n\n")
    with pytest.raises(DatasetError, match="no questions"):
        load_dataset(empty)
    with pytest.raises(DatasetError, match="cannot read"):
        load_dataset(tmp_path / "missing.jsonl")


DATASETS = Path(__file__).parents[1] / "datasets"


def test_eval049_a_code_question_can_be_asked_without_its_clients_name() -> None:
    line = {
        "qid": "x1",
        "group": "simple",
        "question": "In Ruby with redis-rb, how do I read two hash fields (HMGET)?",
        "primary": ["commands/hmget"],
        "client": "ruby",
    }
    [question] = parse_dataset([json.dumps(line)])
    assert without_client_names(question).question == "how do I read two hash fields (HMGET)?"
    for text, unnamed in (
        ("How do I log in with jedis?", "How do I log in?"),
        ("redis-py: is client.ping() enough (Python)?", "is client.ping() enough?"),
    ):
        renamed = question.model_copy(update={"question": text})
        assert without_client_names(renamed).question == unnamed
    plain = question.model_copy(update={"client": None})
    assert without_client_names(plain) is plain, "no client: nothing to pass instead"
    for name in ("dev-code.jsonl", "dev-code-2.jsonl", "dev-code-3.jsonl", "dev-code-4.jsonl"):
        for q in load_dataset(DATASETS / name):
            text = without_client_names(q).question
            assert detect_language(text) is None and text == text.strip() and text, q.qid
