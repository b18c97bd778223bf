"""The in-process search benchmarks run against the sample index (spec/011, RET-120).

They read the reader's internals to time its stages; a refactor that moves one breaks the
script, not the service, and nothing else would notice (``profile_search.py`` called a method
RET-118 had renamed for a whole session, ``bench_ids.py`` one the records' reader had taken).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from docs_core.embedded import EmbeddedRedis

ROOT = Path(__file__).parents[2]
QUESTIONS = ["How do I add an entry to a stream?", "xadd", "What does GET return?"]


def _questions(tmp_path: Path) -> Path:
    path = tmp_path / "questions.jsonl"
    path.write_text("".join(json.dumps({"question": q}) + "\n" for q in QUESTIONS))
    return path


def _run(script: str, *args: str, env: dict[str, str] | None = None) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, str(ROOT / script), *args],
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report: dict[str, Any] = json.loads(done.stdout[: done.stdout.rindex("}") + 1])
    return report


def test_ret120_profile_search_times_every_stage_of_the_sample_index(
    sample_redis: EmbeddedRedis, tmp_path: Path
) -> None:
    report = _run(
        "packages/mcp_server/bench/profile_search.py",
        "--url",
        sample_redis.url,
        "--questions",
        str(_questions(tmp_path)),
        "--timeline",
    )
    stages = report["stages_ms"]
    assert isinstance(stages, dict)
    for stage in ("embed cold", "embed cached", "plan", "leg pipeline", "rank", "hydrate"):
        assert stages[stage]["n"] == len(QUESTIONS), stage
    assert report["commands_per_search"]["p50"] > 0
    timeline = report["timeline_ms"]
    for event in ("first plan_legs start", "first batch sent", "last batch answered", "first done"):
        assert timeline[event]["n"] == len(QUESTIONS), event
    assert timeline["first done"]["p50"] >= timeline["last batch answered"]["p50"]
    assert "first embedding submitted" in timeline, "every question is searched cold"


def test_ret120_bench_reader_cpu_reports_each_pass(
    sample_redis: EmbeddedRedis, tmp_path: Path
) -> None:
    questions = str(_questions(tmp_path))
    report = _run(
        "packages/core/bench/bench_reader_cpu.py",
        "--url",
        sample_redis.url,
        "--questions",
        questions,
        "--warm",
        questions,
        "--passes",
        "2",
    )
    assert report["questions"] == len(QUESTIONS)
    first = report["first_pass"]
    assert isinstance(first, dict) and first["wall_ms"] > 0 and first["cpu_ms"] > 0
    assert len(report["later_passes"]) == 1


def test_ret120_bench_ids_resolves_every_form_of_the_sample_command_pages(
    sample_redis: EmbeddedRedis,
) -> None:
    report = _run("packages/core/bench/bench_ids.py", env={"DOCS_REDIS_URL": sample_redis.url})
    assert report["failures"] == []
    assert report["aliases_all_pages"]["misses"] == []
    assert report["canonical_fetch_p50_ms"]["after"] > 0
