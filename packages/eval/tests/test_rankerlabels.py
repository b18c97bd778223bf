"""The learned ranker trained on labelled questions (spec/011-retrieval.md, RET-130)."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest
from docs_core.retrieval.ranker import RankerModel
from docs_core.retrieval.rankfeatures import FEATURES
from docs_eval.cli import app
from docs_eval.errors import DatasetError
from docs_eval.rankerlabels import LabelledQuery, load_labelled, page_ndcg, train_labelled
from docs_eval.rankertrain import model_json
from typer.testing import CliRunner

SMOKE = Path(__file__).with_name("data") / "smoke.jsonl"


def _synthetic(seed: int) -> list[LabelledQuery]:
    """Candidates whose ``depth`` feature tells their gain, shuffled out of the fused order."""
    rng = random.Random(seed)
    depth = FEATURES.index("depth")
    queries = []
    for n in range(80):
        gains = [2, 1] + [0] * 8
        rng.shuffle(gains)
        rows = []
        for gain in gains:
            row = [rng.random() for _ in FEATURES]
            row[depth] = gain + rng.random() * 0.5
            rows.append(tuple(row))
        ideal = 2 + 1 / math.log2(3)
        pages = tuple(f"q{n}/p{i}" for i in range(10))
        queries.append(LabelledQuery(f"f{n % 2}", pages, tuple(rows), tuple(gains), ideal))
    return queries


def test_ret130_graded_labels_train_deterministically_and_reorder() -> None:
    queries = _synthetic(5)
    model = train_labelled(queries, seed=14)
    assert model_json(model) == model_json(train_labelled(queries, seed=14))
    loaded = RankerModel.from_json(model)
    assert page_ndcg(queries, None, 1.0) < 0.6
    assert page_ndcg(queries, loaded, 1.0) > 0.95
    primary_first = sum(
        loaded.scores(q.rows).index(max(loaded.scores(q.rows))) == q.gains.index(2) for q in queries
    )
    assert primary_first >= 76, "a primary page (gain 2) outranks a related one (gain 1)"


def _write(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def _smoke() -> list[dict[str, object]]:
    return [json.loads(line) for line in SMOKE.read_text().splitlines() if line.strip()]


def test_ret130_a_labelled_question_also_excluded_stops_the_run(tmp_path: Path) -> None:
    rows = _smoke()
    labelled = _write(tmp_path / "mine.jsonl", rows)
    dev = _write(tmp_path / "dev.jsonl", [{**rows[1], "qid": "d-1", "question": "  HOW do I "
                                          "append an entry   to a stream?"}])  # fmt: skip
    with pytest.raises(DatasetError) as caught:
        load_labelled([labelled], [dev])
    message = str(caught.value)
    assert "mine.jsonl" in message and "smoke-s2" in message and "dev.jsonl" in message
    assert len(load_labelled([labelled], []).questions) == len(rows)


def test_ret130_labelled_files_never_share_a_question_or_a_name(tmp_path: Path) -> None:
    rows = _smoke()
    first = _write(tmp_path / "first.jsonl", rows[:3])
    again = _write(tmp_path / "again.jsonl", [{**rows[2], "qid": "other-1"}])
    with pytest.raises(DatasetError, match="other-1") as caught:
        load_labelled([first, again], [])
    assert "first.jsonl" in str(caught.value), "the question would sit in two folds"
    (tmp_path / "sub").mkdir()
    twin = _write(tmp_path / "sub" / "first.jsonl", rows[3:])
    with pytest.raises(DatasetError, match="given already"):
        load_labelled([first, twin], [])
    with pytest.raises(DatasetError, match="given already"):
        load_labelled([first, first], [])


def test_ret130_a_question_close_to_an_excluded_one_is_named(tmp_path: Path) -> None:
    rows = _smoke()
    labelled = _write(tmp_path / "mine.jsonl", rows)
    close = {**rows[1], "qid": "d-1", "question": "How can I append one entry to a stream?"}
    dev = _write(tmp_path / "dev.jsonl", [close])
    loaded = load_labelled([labelled], [dev])
    assert loaded.near_excluded == ["smoke-s2"]
    assert len(loaded.questions) == len(rows)


def test_ret130_train_ranker_labelled_over_the_sample_index(
    sample_index: str, tmp_path: Path
) -> None:
    rows = _smoke()
    jedis = {**rows[1], "qid": "j-1", "question": "append an entry to a stream with jedis"}
    first = _write(tmp_path / "first.jsonl", [*rows[:3], jedis])
    second = _write(tmp_path / "second.jsonl", rows[3:])
    args = ["train-ranker", "--url", sample_index, "--labelled", str(first)]
    args += ["--labelled", str(second), "--folds", str(tmp_path / "folds")]
    result = CliRunner().invoke(app, [*args, "--out", str(tmp_path / "a.json")])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("no --exclude"), "training with nothing kept out is flagged"
    summary = json.loads(result.output.splitlines()[-1])
    assert summary["questions"] == len(rows) + 1
    assert summary["left_out"]["unanswerable"] == 1
    assert summary["left_out"]["names a client or language"] == 1
    assert summary["trained_on"] + sum(summary["left_out"].values()) == len(rows) + 1
    assert summary["trained_on"] >= 4, "the sample index finds the smoke questions' pages"
    assert sorted(summary["folds"]) == ["first", "second"]
    assert summary["near_excluded"] == []
    for name in ("first", "second"):
        fold = json.loads((tmp_path / "folds" / f"fold-{name}.json").read_text())
        assert RankerModel.from_json(fold).features == FEATURES
        figures = summary["folds"][name]
        assert 0 < figures["page_ndcg10_fused"] <= 1 and 0 < figures["page_ndcg10_served"] <= 1
    again = CliRunner().invoke(app, [*args, "--out", str(tmp_path / "b.json")])
    assert again.exit_code == 0, again.output
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    nothing = _write(tmp_path / "nothing.jsonl", [rows[-1], jedis])
    empty = ["train-ranker", "--url", sample_index, "--labelled", str(nothing)]
    refused = CliRunner().invoke(app, [*empty, "--out", str(tmp_path / "c.json")])
    assert refused.exit_code == 1, refused.output
    assert "unanswerable: 1" in refused.output and "names a client or language: 1" in refused.output
    assert not (tmp_path / "c.json").exists()


def test_ret130_bad_options_end_in_one_line_before_any_search(
    tmp_path: Path,
) -> None:
    out = ["--out", str(tmp_path / "m.json"), "--url", "redis://127.0.0.1:1"]
    folds = CliRunner().invoke(app, ["train-ranker", *out, "--folds", str(tmp_path)])
    assert folds.exit_code == 1 and "--folds needs two or more" in folds.output
    one = ["--labelled", str(SMOKE), "--folds", str(tmp_path / "f")]
    alone = CliRunner().invoke(app, ["train-ranker", *out, *one])
    assert alone.exit_code == 1 and "--folds needs two or more" in alone.output
    linear = ["--labelled", str(SMOKE), "--model", "linear"]
    refused = CliRunner().invoke(app, ["train-ranker", *out, *linear])
    assert refused.exit_code == 1 and "trains trees only" in refused.output
    (tmp_path / "a-file").write_text("", encoding="utf-8")
    labelled = ["--labelled", str(SMOKE), "--url", "redis://127.0.0.1:1"]
    for args, reason in (
        (["--out", str(tmp_path / "missing" / "m.json")], "does not exist"),
        (["--out", str(tmp_path)], "is a directory"),
        (["--out", str(tmp_path / "m.json"), "--folds", str(tmp_path / "a-file")], "is a file"),
        (["--out", str(SMOKE)], "would overwrite it"),
    ):
        result = CliRunner().invoke(app, ["train-ranker", *labelled, *args])
        assert result.exit_code == 1 and reason in result.output, result.output
