from pathlib import Path

import pytest
from docs_eval.errors import TraceError
from docs_eval.trace import RetrievalTrace, ToolCall, dedup_pages, read_traces, write_traces


def test_eval004_trace_round_trips_through_jsonl(tmp_path: Path) -> None:
    traces = [
        RetrievalTrace(
            qid="q1",
            ranked=["commands/get", "commands/set"],
            calls=[
                ToolCall(name="search", args="query:str[12]", ids=["commands/get#_top:w0"]),
                ToolCall(
                    name="fetch", args="id='commands/get'", ids=["commands/get"], body_chars=40
                ),
            ],
            latency_ms=12.5,
            abstained=False,
            answer_sources=["commands/get#_top:w0"],
        ),
        RetrievalTrace(qid="q2", error="TimeoutError", latency_ms=60000.0),
    ]
    path = tmp_path / "trace.jsonl"
    write_traces(path, traces)
    assert read_traces(path) == traces


def test_eval004_unreadable_trace_line_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "trace.jsonl"
    path.write_text('{"qid": "q1", "ranked": []}\n{"ranked": []}\n')
    with pytest.raises(TraceError, match=r"trace.jsonl:2:"):
        read_traces(path)


def test_eval005_dedup_keeps_first_position_of_each_page() -> None:
    ranked = ["a/x#s:w1", "b/y", "a/x#t:w0", "c/z", "b/y#u", "a/x"]
    assert dedup_pages(ranked) == ["a/x", "b/y", "c/z"]


def test_eval005_dedup_keeps_strings_that_are_not_ids_in_place() -> None:
    assert dedup_pages(["unmapped:0", "a/x", "unmapped:1", "a/x#s"]) == [
        "unmapped:0",
        "a/x",
        "unmapped:1",
    ]
