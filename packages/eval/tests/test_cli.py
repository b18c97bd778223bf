import json
from pathlib import Path

import pytest
from docs_eval.cli import app
from docs_eval.trace import RetrievalTrace, read_traces, write_traces
from typer.testing import CliRunner

SMOKE = Path(__file__).with_name("data") / "smoke.jsonl"
QIDS = ["smoke-s1", "smoke-s2", "smoke-m1", "smoke-h1", "smoke-c1", "smoke-n1"]


def _saved(path: Path, good: bool) -> Path:
    ranked = {
        "smoke-s1": ["commands/bf.reserve", "develop/data-types/probabilistic/bloom-filter"],
        "smoke-s2": ["commands/xadd", "develop/data-types/streams"],
        "smoke-m1": ["develop/reference/eviction", "commands/client-no-evict"],
        "smoke-h1": ["commands/bf.reserve", "develop/data-types/probabilistic/bloom-filter"],
        "smoke-c1": ["operate/oss_and_stack/management/config"],
        "smoke-n1": [],
    }
    traces = [
        RetrievalTrace(qid=q, ranked=ranked[q] if good else ["misc/page"], latency_ms=5.0)
        for q in QIDS
    ]
    write_traces(path, traces)
    return path


def test_eval009_saved_trace_is_rescored_without_rerunning(tmp_path: Path) -> None:
    trace = _saved(tmp_path / "saved.jsonl", good=True)
    out = tmp_path / "run"
    result = CliRunner().invoke(
        app,
        [
            "run",
            "--target",
            "trace",
            "--dataset",
            str(SMOKE),
            "--url",
            str(trace),
            "--out",
            str(out),
            "--no-plots",
        ],
    )
    assert result.exit_code == 0, result.output
    metrics = json.loads((out / "metrics.json").read_text())
    assert metrics["all"]["ndcg@5"] == 1.0 and metrics["all"]["hit@1"] == 1.0
    assert metrics["none"]["abstain_share"] == 1.0
    assert (out / "trace.jsonl").read_text() == trace.read_text()


def test_eval008_compare_prints_significance_of_each_difference(tmp_path: Path) -> None:
    runs = []
    for name, good in (("bad", False), ("good", True)):
        out = tmp_path / name
        args = ["run", "--target", "trace", "--dataset", str(SMOKE), "--label", name]
        args += [
            "--url",
            str(_saved(tmp_path / f"{name}.jsonl", good)),
            "--out",
            str(out),
            "--no-plots",
        ]
        assert CliRunner().invoke(app, args).exit_code == 0
        runs.append(str(out))
    result = CliRunner().invoke(app, ["compare", *runs, "--out", str(tmp_path / "cmp")])
    assert result.exit_code == 0, result.output
    table = (tmp_path / "cmp" / "comparison.md").read_text()
    assert "| ndcg@5 | 0.000 | 1.000 | +1.000 |" in table
    # five paired questions all improved: the smallest possible sign-flip p is 2/32 > 0.05
    assert "| no |" in table and (tmp_path / "cmp" / "comparison.png").exists()


def test_eval002_cli_reports_a_bad_dataset_with_exit_code_one(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"qid": "x", "group": "weird", "question": "?"}\n')
    result = CliRunner().invoke(app, ["validate", str(bad)])
    assert result.exit_code == 1
    assert "bad.jsonl:1: unknown group 'weird'" in result.output


def test_cli_without_a_dataset_exits_one_naming_the_option_and_the_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DOCS_EVAL_DATASET", raising=False)
    trace = _saved(tmp_path / "saved.jsonl", good=True)
    args = ["run", "--target", "trace", "--url", str(trace), "--out", str(tmp_path / "run")]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 1
    assert "--dataset is required (or set DOCS_EVAL_DATASET" in result.output
    assert not (tmp_path / "run").exists()


def test_cli_trace_target_needs_its_file_not_the_mcp_url_of_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DOCS_EVAL_URL", "http://127.0.0.1:9/mcp")
    args = ["run", "--target", "trace", "--dataset", str(SMOKE), "--out", str(tmp_path / "run")]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 1
    assert "--url is required for target 'trace'" in result.output


@pytest.mark.parametrize(
    ("target", "named", "not_named"),
    [
        ("search", "DOCS_EVAL_URL", "DOCS_REDIS_URL"),
        ("inprocess", "DOCS_REDIS_URL", "DOCS_EVAL_URL"),
    ],
)
def test_cli_a_missing_url_names_only_the_variables_that_target_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, target: str, named: str, not_named: str
) -> None:
    for variable in ("DOCS_EVAL_URL", "DOCS_EVAL_REDIS_URL", "DOCS_REDIS_URL"):
        monkeypatch.delenv(variable, raising=False)
    args = ["run", "--target", target, "--dataset", str(SMOKE), "--out", str(tmp_path / "run")]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 1
    assert f"--url is required for target {target!r}" in result.output
    assert named in result.output and f"{not_named} " not in result.output


def test_eval008_compare_refuses_runs_without_common_questions_and_warns_on_partial_ones(
    tmp_path: Path,
) -> None:
    lines = SMOKE.read_text().splitlines()
    halves = {"first": lines[:3], "second": lines[3:], "all": lines}
    runs = {}
    for name, rows in halves.items():
        dataset = tmp_path / f"{name}.jsonl"
        dataset.write_text("\n".join(rows) + "\n")
        out = tmp_path / name
        args = ["run", "--target", "trace", "--dataset", str(dataset), "--label", name]
        args += ["--url", str(_saved(tmp_path / f"{name}-t.jsonl", True)), "--out", str(out)]
        assert CliRunner().invoke(app, [*args, "--no-plots"]).exit_code == 0
        runs[name] = str(out)
    disjoint = CliRunner().invoke(app, ["compare", runs["first"], runs["second"]])
    assert disjoint.exit_code == 1 and "no question in common" in disjoint.output
    partial = CliRunner().invoke(app, ["compare", runs["first"], runs["all"]])
    assert partial.exit_code == 0, partial.output
    assert "are not in the other run; compared over the common ones" in partial.output


def test_eval049_client_unnamed_is_refused_where_no_language_is_passed(tmp_path: Path) -> None:
    line = {"qid": "x1", "group": "simple", "question": "jedis hset", "primary": ["commands/hset"]}
    dataset = tmp_path / "d.jsonl"
    dataset.write_text(json.dumps({**line, "client": "jedis"}) + "\n")
    args = ["run", "--target", "bm25", "--dataset", str(dataset), "--out", str(tmp_path / "o")]
    result = CliRunner().invoke(app, [*args, "--client-unnamed"])
    assert result.exit_code == 1 and "search or inprocess" in result.output


def test_cli_a_command_without_a_target_names_itself_when_url_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for variable in ("DOCS_EVAL_URL", "DOCS_EVAL_REDIS_URL", "DOCS_REDIS_URL"):
        monkeypatch.delenv(variable, raising=False)
    result = CliRunner().invoke(app, ["feedback", "--out", str(tmp_path / "fb")])
    assert result.exit_code == 1
    assert "--url is required for docs-eval feedback" in result.output
    assert "target" not in result.output


def test_eval053_a_run_with_errored_questions_warns_and_exits_one_unless_accepted(
    tmp_path: Path,
) -> None:
    trace = _saved(tmp_path / "saved.jsonl", good=True)
    traces = [t.model_copy() for t in read_traces(trace)]
    for t in traces:
        if t.qid in ("smoke-m1", "smoke-n1"):
            t.ranked, t.error = [], "MCPError: rate limit for search exceeded"
    write_traces(trace, traces)
    args = ["run", "--target", "trace", "--dataset", str(SMOKE), "--url", str(trace), "--no-plots"]
    refused = CliRunner().invoke(app, [*args, "--out", str(tmp_path / "a")])
    assert refused.exit_code == 1
    assert "2 of 6 questions ended in an error" in refused.output
    assert "--accept-errors" in refused.output
    report = (tmp_path / "a" / "report.md").read_text().splitlines()
    assert report[2].startswith("**WARNING: 2 of 6 questions ended in an error")
    metrics = json.loads((tmp_path / "a" / "metrics.json").read_text())
    # The errored `none` question returned nothing, yet it did not abstain.
    assert metrics["all"]["errors"] == 2 and metrics["none"]["abstain_share"] == 0.0
    accepted = CliRunner().invoke(app, [*args, "--out", str(tmp_path / "b"), "--accept-errors"])
    assert accepted.exit_code == 0, accepted.output
    assert "2 of 6 questions ended in an error" in accepted.output


@pytest.mark.parametrize("target", ["search", "ask", "peer", "bm25"])
def test_eval054_param_is_refused_for_every_target_but_inprocess(
    target: str, tmp_path: Path
) -> None:
    # Nothing listens on port 1: the refusal must come before the target is opened.
    args = ["run", "--target", target, "--dataset", str(SMOKE), "--url", "http://127.0.0.1:1/mcp"]
    result = CliRunner().invoke(app, [*args, "--out", str(tmp_path / "o"), "--param", "rrf_k=10"])
    assert result.exit_code == 1
    assert f"target inprocess only, not '{target}'" in result.output
    assert not (tmp_path / "o").exists()


def test_eval054_run_help_says_param_is_for_inprocess_only() -> None:
    result = CliRunner().invoke(app, ["run", "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    assert "inprocess only: retrieval override NAME=VALUE" in result.output
