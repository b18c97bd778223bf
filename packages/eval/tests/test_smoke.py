"""eval-smoke (EVAL-018): the kit end to end over the sample index, checked independently."""

import json
import math
from pathlib import Path

from docs_eval.cli import app
from typer.testing import CliRunner

SMOKE = Path(__file__).with_name("data") / "smoke.jsonl"


def _independent_scores(dataset: Path, trace_path: Path) -> dict[str, float]:
    """nDCG@5, hit@1 and MRR written out by hand, to check the ranx-based numbers."""
    questions = [json.loads(line) for line in dataset.read_text().splitlines() if line.strip()]
    traces = {t["qid"]: t for t in map(json.loads, trace_path.read_text().splitlines())}
    ndcg, hit1, rr = [], [], []
    for q in questions:
        if q["group"] == "none":
            continue
        gains = {p: 1 for p in q["related"]} | {p: 2 for p in q["primary"]}
        pages: list[str] = []
        for item in traces[q["qid"]]["ranked"]:
            page = item.split("#", 1)[0]
            if page not in pages:
                pages.append(page)
        dcg = sum(gains.get(p, 0) / math.log2(i + 2) for i, p in enumerate(pages[:5]))
        ideal = sorted(gains.values(), reverse=True)[:5]
        ndcg.append(dcg / sum(g / math.log2(i + 2) for i, g in enumerate(ideal)))
        hit1.append(1.0 if pages[:1] and pages[0] in q["primary"] else 0.0)
        ranks = [i + 1 for i, p in enumerate(pages) if p in q["primary"]]
        rr.append(1.0 / ranks[0] if ranks else 0.0)
    return {
        "ndcg@5": sum(ndcg) / len(ndcg),
        "hit@1": sum(hit1) / len(hit1),
        "mrr": sum(rr) / len(rr),
    }


def test_eval007_eval018_inprocess_run_writes_outputs_that_agree_with_an_independent_count(
    sample_index: str, tmp_path: Path
) -> None:
    out = tmp_path / "run"
    result = CliRunner().invoke(
        app,
        [
            "run",
            "--target",
            "inprocess",
            "--dataset",
            str(SMOKE),
            "--url",
            sample_index,
            "--out",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    for name in (
        "trace.jsonl",
        "metrics.json",
        "per_query.json",
        "report.md",
        "groups.png",
        "latency.png",
    ):
        assert (out / name).stat().st_size > 0, name
    metrics = json.loads((out / "metrics.json").read_text())
    assert set(metrics) == {"simple", "multi", "hard", "chat", "none", "all"}
    expected = _independent_scores(SMOKE, out / "trace.jsonl")
    for metric, value in expected.items():
        assert math.isclose(metrics["all"][metric], value, abs_tol=1e-9), metric
    assert metrics["all"]["errors"] == 0
    assert metrics["all"]["hit@3"] > 0  # the engine finds something in its own sample corpus


def test_eval015_baselines_compare_modes_and_bm25_in_one_table(
    sample_index: str, tmp_path: Path
) -> None:
    out = tmp_path / "baselines"
    result = CliRunner().invoke(
        app, ["baselines", "--dataset", str(SMOKE), "--url", sample_index, "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    rows = json.loads((out / "table.json").read_text())
    assert [r["label"] for r in rows] == ["hybrid", "text", "vector", "bm25"]
    assert all(r["all"]["errors"] == 0 for r in rows)
    assert (out / "table.md").read_text().count("\n") == 6
    bm25_trace = next(out.glob("03-bm25/trace.jsonl")).read_text()
    assert "commands/bf.reserve" in bm25_trace


def test_eval016_sweep_runs_every_grid_point_and_refuses_unknown_knobs(
    sample_index: str, tmp_path: Path
) -> None:
    out = tmp_path / "sweep"
    args = ["sweep", "--dataset", str(SMOKE), "--url", sample_index, "--out", str(out)]
    result = CliRunner().invoke(app, [*args, "--grid", "rrf_k=20,60", "--grid", "mode=hybrid,text"])
    assert result.exit_code == 0, result.output
    rows = json.loads((out / "table.json").read_text())
    assert [r["params"] for r in rows] == [
        {"rrf_k": 20, "mode": "hybrid"},
        {"rrf_k": 20, "mode": "text"},
        {"rrf_k": 60, "mode": "hybrid"},
        {"rrf_k": 60, "mode": "text"},
    ]
    bad = CliRunner().invoke(app, [*args, "--grid", "no_such_knob=1"])
    assert bad.exit_code == 1
    assert "unknown retrieval parameter" in bad.output


def test_eval049_client_unnamed_passes_the_client_as_language(
    sample_index: str, tmp_path: Path
) -> None:
    dataset = tmp_path / "code.jsonl"
    line = {
        "qid": "x1",
        "group": "simple",
        "question": "jedis: reserve a bloom filter",
        "primary": ["commands/bf.reserve"],
        "client": "jedis",
    }
    dataset.write_text(json.dumps(line) + "\n")
    out = tmp_path / "run"
    args = ["run", "--target", "inprocess", "--dataset", str(dataset), "--url", sample_index]
    result = CliRunner().invoke(app, [*args, "--out", str(out), "--client-unnamed"])
    assert result.exit_code == 0, result.output
    [trace] = [json.loads(t) for t in (out / "trace.jsonl").read_text().splitlines()]
    assert trace["calls"][0]["args"] == "limit=8 language=jedis"
    assert trace["ranked"] and "bloom" in trace["ranked"][0]
