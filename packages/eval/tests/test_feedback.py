"""The chat's feedback exported as a report (spec/030-eval.md, EVAL-040..EVAL-041)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
import redis.asyncio as redis_async
from docs_core.feedback import Feedback, record_feedback
from docs_eval.cli import app
from typer.testing import CliRunner

pytestmark = pytest.mark.redis


async def _seed(url: str) -> None:
    client = redis_async.Redis.from_url(url)
    try:
        await record_feedback(
            client,
            Feedback(rating="up", kind="extractive", sources=["commands/xadd"], question="q1"),
            now=1_800_000_000,
        )
        await record_feedback(
            client,
            Feedback(
                rating="down",
                kind="model",
                sources=["commands/xadd", "develop/data-types/streams"],
                comment="missed MAXLEN",
                keep_question=True,
                question="How do I cap a stream?",
            ),
            now=1_800_000_060,
        )
    finally:
        await client.aclose()


def _exported(url: str, out: Path) -> str:
    """``docs-eval feedback`` over ``url``; the report's text."""
    result = CliRunner().invoke(app, ["feedback", "--url", url, "--out", str(out)])
    assert result.exit_code == 0, result.output
    return (out / "feedback.md").read_text()


def test_eval040_feedback_is_exported_as_a_report(redis_url: str, tmp_path: Path):
    asyncio.run(_seed(redis_url))
    result = CliRunner().invoke(app, ["feedback", "--url", redis_url, "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    report = (tmp_path / "feedback.md").read_text()
    assert "2 entries" in report
    assert "| extractive | 1 | 0 | 100% |" in report and "| model | 0 | 1 | 0% |" in report
    assert "- ` commands/xadd `: 1" in report
    assert '` "missed MAXLEN" ` (question kept: ` "How do I cap a stream?" `)' in report
    assert len((tmp_path / "feedback.jsonl").read_text().splitlines()) == 2


def test_eval041_a_question_not_kept_is_in_no_export(redis_url: str, tmp_path: Path):
    asyncio.run(_seed(redis_url))
    CliRunner().invoke(app, ["feedback", "--url", redis_url, "--out", str(tmp_path)])
    exported = (tmp_path / "feedback.md").read_text() + (tmp_path / "feedback.jsonl").read_text()
    assert "q1" not in exported and "How do I cap a stream?" in exported


def test_eval040_a_comment_is_shown_as_typed_never_rendered(redis_url: str, tmp_path: Path):
    hostile = "<img src=x onerror=alert(1)> [Reset](https://evil.example/login) `x`"

    async def seed() -> None:
        client = redis_async.Redis.from_url(redis_url)
        try:
            await record_feedback(
                client, Feedback(rating="down", kind="model", comment=hostile), now=1_800_000_000
            )
        finally:
            await client.aclose()

    asyncio.run(seed())
    report = _exported(redis_url, tmp_path)
    assert f'`` "{hostile}" ``' in report, "a code span longer than any backtick run inside"


def test_chat048_a_repeated_source_counts_once_and_old_non_ids_leave_the_report(
    redis_url: str, tmp_path: Path
):
    async def seed() -> None:
        client = redis_async.Redis.from_url(redis_url)
        try:
            repeated = Feedback(rating="down", kind="model", sources=["commands/xadd"] * 20)
            assert repeated.sources == ["commands/xadd"]
            await record_feedback(client, repeated, now=1_800_000_000)
            # An entry as the stream held it before CHAT-048: any word was a source.
            await client.xadd(
                "docs:feedback",
                {
                    "rating": "down",
                    "comment": "",
                    "kind": "model",
                    "ts": "1800000060.000",
                    "sources": '["https://evil.example/x", "commands/xadd", "commands/xadd"]',
                },
            )
            await client.xadd("docs:feedback", {"rating": "down", "sources": "{not json"})
        finally:
            await client.aclose()

    asyncio.run(seed())
    report = _exported(redis_url, tmp_path)
    assert "- ` commands/xadd `: 2" in report, "one vote per entry"
    assert "evil.example" not in report + (tmp_path / "feedback.jsonl").read_text()


def test_eval051_a_source_no_published_record_has_is_marked(sample_index: str, tmp_path: Path):
    async def seed() -> None:
        client = redis_async.Redis.from_url(sample_index)
        try:
            cited = ["commands/xadd#_top:w0", "evil.example/buy", "commands/xadd"]
            await record_feedback(client, Feedback(rating="down", kind="model", sources=cited))
        finally:
            await client.aclose()

    asyncio.run(seed())
    report = _exported(sample_index, tmp_path)
    assert "- ` evil.example/buy `: 1 (not in the published index)" in report
    # A chunk of a page and the page are one vote for that page (EVAL-055).
    assert "- ` commands/xadd `: 1\n" in report and "#_top" not in report
    assert "were not checked" not in report


def test_eval055_case_variants_and_sections_fold_into_their_page_and_made_up_anchors_are_marked(
    sample_index: str, tmp_path: Path
):
    variants = ["commands/xadd", "Commands/XADD", "commands/XADD", "commands/xadd#_top:w0"]

    async def seed() -> None:
        client = redis_async.Redis.from_url(sample_index)
        try:
            # One entry citing four forms of one page, then one entry for each form.
            await record_feedback(client, Feedback(rating="down", kind="model", sources=variants))
            for source in variants:
                await record_feedback(
                    client, Feedback(rating="down", kind="model", sources=[source])
                )
            made_up = Feedback(rating="down", kind="model", sources=["commands/xadd#x1"])
            await record_feedback(client, made_up)
        finally:
            await client.aclose()

    asyncio.run(seed())
    report = _exported(sample_index, tmp_path)
    assert "- ` commands/xadd `: 5\n" in report
    assert "XADD" not in report and "#_top" not in report
    assert "- ` commands/xadd#x1 `: 1 (not in the published index)" in report


def test_eval051_without_an_index_the_report_says_sources_were_not_checked(
    redis_url: str, tmp_path: Path
):
    asyncio.run(_seed(redis_url))
    report = _exported(redis_url, tmp_path)
    assert "No published index was found: the sources were not checked." in report
    assert "not in the published index" not in report
