"""``docs-ingest sync`` against a git repository the test builds (no network), the writer lease
and its fencing (spec/004 LIF-010..LIF-012, spec/005 ING-020..ING-024)."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
import redis
from docs_core.errors import DocNotFoundError
from docs_core.index import discover, live_version
from docs_core.keys import SYNC_LAST_KEY, SYNC_RUNS_KEY, VERSION_COUNTER_KEY, WRITER_LEASE_KEY
from docs_core.retrieval import DocsReader
from docs_core.syncruns import SyncRuns, parse_sync_runs
from docs_ingest.cli import app
from docs_ingest.errors import GitError, IngestError, LeaseBusyError, LeaseLostError
from docs_ingest.gitsource import git_problem
from docs_ingest.lease import WriterLease, hold_lease
from docs_ingest.pipeline import IngestOptions
from docs_ingest.sync import (
    SyncRequest,
    SyncResult,
    next_delay,
    parse_duration,
    sync_forever,
    sync_once,
)
from docs_ingest.testing import CountingHashEmbedder
from docs_ingest.testing.gitsite import GitSite, page_text
from typer.testing import CliRunner

pytestmark = pytest.mark.redis


class SlowEmbedder(CountingHashEmbedder):
    """Holds the lease long enough for a second writer to arrive."""

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        time.sleep(1.0)
        return super().embed(texts)


@pytest.fixture
def client(redis_url: str):
    c = redis.Redis.from_url(redis_url)
    yield c
    c.close()


@pytest.fixture
def upstream(tmp_path: Path) -> GitSite:
    repo = GitSite(tmp_path / "upstream")
    repo.write("develop/alpha.md", page_text("Alpha", "Alpha text about zebras."))
    repo.write("develop/beta.md", page_text("Beta", "Beta text about giraffes."))
    repo.commit("two pages")
    return repo


def _sync(
    upstream: GitSite,
    client: redis.Redis,
    tmp_path: Path,
    *,
    workdir: str = "work",
    embedder: CountingHashEmbedder | None = None,
    options: IngestOptions | None = None,
    **request: object,
) -> SyncResult:
    return sync_once(
        SyncRequest(str(upstream.root), workdir=tmp_path / workdir, **request),  # type: ignore[arg-type]
        [client],
        data_dir=tmp_path,
        embedder=embedder or CountingHashEmbedder(),
        options=options,
    )


def _read(url: str, queries: Sequence[str], ids: Sequence[str]) -> tuple[dict, dict]:
    """Per query word, the pages of the hits whose text holds it (the fake embedder's vectors
    match anything, so the hit list alone proves nothing), and the text each id fetches (None:
    not found); read through a fresh DocsReader, as a serving process would."""

    async def body() -> tuple[dict, dict]:
        reader = await DocsReader.connect(url, embedder=CountingHashEmbedder())
        try:
            found = {q: {h.page_id for h in await reader.search(q) if q in h.text} for q in queries}
            texts: dict[str, str | None] = {}
            for doc_id in ids:
                try:
                    texts[doc_id] = (await reader.fetch(doc_id)).text
                except DocNotFoundError:
                    texts[doc_id] = None
            return found, texts
        finally:
            await reader.aclose()

    return asyncio.run(asyncio.wait_for(body(), 30))


def test_ing020_each_sync_serves_exactly_the_new_head(upstream, client, redis_url, tmp_path):
    first = _sync(upstream, client, tmp_path)
    assert first.outcome == "indexed" and first.summary is not None
    assert first.summary.targets[0].mode == "full"
    assert discover(client).source_commit == first.commit == upstream.git("rev-parse", "HEAD")

    upstream.write("develop/alpha.md", page_text("Alpha", "Alpha text about penguins."))
    upstream.write("develop/gamma.md", page_text("Gamma", "Gamma text about walruses."))
    edited = upstream.commit("edit alpha, add gamma")
    result = _sync(upstream, client, tmp_path)
    assert result.outcome == "indexed" and result.previous == first.commit
    assert result.summary is not None and result.summary.targets[0].mode == "incremental"
    found, texts = _read(redis_url, ["penguins", "zebras", "walruses"], ["develop/alpha"])
    assert found["penguins"] == {"develop/alpha"} and "develop/alpha" not in found["zebras"]
    assert found["walruses"] == {"develop/gamma"}
    assert texts["develop/alpha"] is not None and "penguins" in texts["develop/alpha"]

    upstream.git("mv", "content/develop/beta.md", "content/develop/beta-renamed.md")
    upstream.git("rm", "--quiet", "content/develop/gamma.md")
    renamed = upstream.commit("rename beta, delete gamma")
    assert _sync(upstream, client, tmp_path).commit == renamed
    found, texts = _read(
        redis_url,
        ["giraffes", "walruses"],
        ["develop/beta-renamed", "develop/beta", "develop/gamma"],
    )
    assert found["giraffes"] == {"develop/beta-renamed"}
    assert "develop/gamma" not in found["walruses"]
    assert texts["develop/beta-renamed"] is not None and "giraffes" in texts["develop/beta-renamed"]
    assert texts["develop/beta"] == texts["develop/beta-renamed"] and texts["develop/gamma"] is None

    upstream.git("reset", "--quiet", "--hard", edited)
    upstream.write("develop/delta.md", page_text("Delta", "Delta text about otters."))
    rewritten = upstream.commit("history rewritten: delta instead of the rename")
    result = _sync(upstream, client, tmp_path)
    assert result.outcome == "indexed" and result.commit == rewritten
    found, texts = _read(
        redis_url,
        ["otters", "giraffes", "walruses"],
        ["develop/beta", "develop/beta-renamed", "develop/gamma"],
    )
    assert found["otters"] == {"develop/delta"} and found["giraffes"] == {"develop/beta"}
    assert found["walruses"] == {"develop/gamma"}
    assert texts["develop/beta-renamed"] is None and texts["develop/gamma"] is not None
    meta = discover(client)
    assert meta.source_commit == rewritten and meta.counts["pages"] == 4
    assert meta.source_repo == str(upstream.root.resolve()) and meta.commit_time > 0


def test_ing021_an_unmoved_head_is_a_no_op_that_hashes_nothing(upstream, client, tmp_path):
    _sync(upstream, client, tmp_path)
    before = discover(client)
    embedder = CountingHashEmbedder()
    started = time.perf_counter()
    result = _sync(upstream, client, tmp_path, embedder=embedder)
    assert time.perf_counter() - started < 5
    assert result.outcome == "unchanged" and result.summary is None and embedder.texts == []
    after = discover(client)
    assert after.version == before.version and after.fingerprint == before.fingerprint
    assert after.indexed_at > before.indexed_at
    assert client.get(WRITER_LEASE_KEY) is None


def test_ing021_the_cli_says_the_head_has_not_moved(upstream, client, redis_url, tmp_path):
    _sync(upstream, client, tmp_path)
    result = CliRunner().invoke(
        app,
        ["sync", "--repo", str(upstream.root), "--workdir", str(tmp_path / "work")],
        env={"DOCS_REDIS_URL": redis_url, "DOCS_DATA_DIR": str(tmp_path)},
    )
    assert result.exit_code == 0, result.output
    assert "has not moved; nothing to do" in result.output


def test_lif010_two_concurrent_syncs_publish_once(upstream, client, tmp_path):
    outcomes: list[SyncResult | Exception] = []
    embedders = [SlowEmbedder(), SlowEmbedder()]
    start = threading.Barrier(2)

    def one(n: int) -> None:
        start.wait(10)
        try:
            outcomes.append(
                _sync(upstream, client, tmp_path, workdir=f"w{n}", embedder=embedders[n])
            )
        except IngestError as exc:
            outcomes.append(exc)

    threads = [threading.Thread(target=one, args=(n,)) for n in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    indexed = [o for o in outcomes if isinstance(o, SyncResult) and o.outcome == "indexed"]
    others = [o for o in outcomes if o not in indexed]
    assert len(indexed) == 1 and len(others) == 1
    assert isinstance(others[0], LeaseBusyError) or others[0].outcome == "unchanged"
    assert int(client.get(VERSION_COUNTER_KEY)) == 1
    assert sum(bool(e.texts) for e in embedders) == 1


def test_lif010_a_waiting_sync_finds_the_work_done(upstream, client, tmp_path):
    with hold_lease([client]) as other:
        threading.Timer(1.5, other.release).start()
        result = _sync(upstream, client, tmp_path, lease_wait=30.0)
    assert result.outcome == "indexed"
    again = _sync(upstream, client, tmp_path, workdir="elsewhere", lease_wait=30.0)
    assert again.outcome == "unchanged"


def test_lif010_a_busy_lease_stops_run_and_sync_saying_how_long_it_has_left(
    upstream, client, redis_url, tmp_path
):
    env = {"DOCS_REDIS_URL": redis_url, "DOCS_DATA_DIR": str(tmp_path)}
    with hold_lease([client], ttl=60.0):
        ran = CliRunner().invoke(app, ["run", "--source", str(upstream.root)], env=env)
        synced = CliRunner().invoke(app, ["sync", "--repo", str(upstream.root)], env=env)
    for result in (ran, synced):
        assert result.exit_code == 1
        assert "another writer holds the index lease (" in result.output
        left = float(result.output.split("lease (")[1].split(" s left")[0])
        assert 50 < left <= 60
    assert live_version(client) is None


@pytest.mark.parametrize("how", ["expired", "taken_over"])
def test_lif011_a_writer_whose_lease_is_gone_cannot_publish(upstream, client, tmp_path, how):
    first = _sync(upstream, client, tmp_path)
    upstream.write("develop/alpha.md", page_text("Alpha", "Alpha text about penguins."))
    upstream.commit("edit alpha")
    usurper: list[WriterLease] = []

    class LoseLease(CountingHashEmbedder):
        def embed(self, texts: Sequence[str]) -> np.ndarray:
            client.delete(WRITER_LEASE_KEY)
            if how == "taken_over":
                usurper.append(WriterLease([client]))
                assert usurper[0].try_acquire() is None
            return super().embed(texts)

    with pytest.raises(LeaseLostError, match="nothing was published"):
        _sync(upstream, client, tmp_path, embedder=LoseLease())
    meta = discover(client)
    assert meta.source_commit == first.commit and meta.version == live_version(client)
    for lease in usurper:
        lease.release()
    assert _sync(upstream, client, tmp_path).outcome == "indexed"


def test_lif011_a_lost_lease_cannot_swap_in_a_full_build(upstream, client, tmp_path):
    first = _sync(upstream, client, tmp_path)
    upstream.write("develop/alpha.md", page_text("Alpha", "Alpha text about penguins."))
    upstream.commit("edit alpha")

    class TakeOver(CountingHashEmbedder):
        def embed(self, texts: Sequence[str]) -> np.ndarray:
            client.delete(WRITER_LEASE_KEY)
            WriterLease([client], ttl=5.0).try_acquire()
            return super().embed(texts)

    with pytest.raises(LeaseLostError):
        _sync(
            upstream, client, tmp_path, embedder=TakeOver(), options=IngestOptions(force_full=True)
        )
    assert int(client.get(VERSION_COUNTER_KEY)) == 2
    assert live_version(client) == first.summary.targets[0].version == 1
    assert discover(client).source_commit == first.commit


def test_lif012_a_crash_mid_sync_leaves_the_previous_version_serving(
    upstream, client, redis_url, tmp_path
):
    first = _sync(upstream, client, tmp_path)
    upstream.write("develop/alpha.md", page_text("Alpha", "Alpha text about penguins."))
    upstream.commit("edit alpha")

    class Crash(CountingHashEmbedder):
        def embed(self, texts: Sequence[str]) -> np.ndarray:
            raise RuntimeError("injected crash in the embed step")

    with pytest.raises(RuntimeError, match="injected crash"):
        _sync(upstream, client, tmp_path, embedder=Crash())
    assert discover(client).source_commit == first.commit
    found, texts = _read(redis_url, ["zebras", "penguins"], ["develop/alpha"])
    assert found["zebras"] == {"develop/alpha"} and "develop/alpha" not in found["penguins"]
    assert texts["develop/alpha"] is not None and "zebras" in texts["develop/alpha"]
    assert client.get(WRITER_LEASE_KEY) is None
    assert _sync(upstream, client, tmp_path).outcome == "indexed"


def test_ing022_git_failures_are_clear_and_leave_the_index_serving(upstream, client, tmp_path):
    first = _sync(upstream, client, tmp_path)
    with pytest.raises(GitError, match="couldn't find remote ref refs/heads/nope"):
        _sync(upstream, client, tmp_path, branch="nope")
    with pytest.raises(GitError, match=r"git fetch failed: .*live index is unchanged"):
        sync_once(
            SyncRequest(str(tmp_path / "no-such-repo"), workdir=tmp_path / "w2"),
            [client],
            data_dir=tmp_path,
        )
    assert discover(client).source_commit == first.commit
    upstream.git("checkout", "--quiet", "-b", "next")
    upstream.write("develop/next.md", page_text("Next", "Only on the next branch."))
    on_branch = upstream.commit("next branch")
    result = _sync(upstream, client, tmp_path, branch="next", workdir="wn")
    assert result.commit == on_branch and discover(client).source_branch == "next"


def test_ing114_a_missing_repository_is_named_by_gits_first_error_line(tmp_path, redis_url):
    missing = tmp_path / "nope"
    result = CliRunner().invoke(
        app,
        ["sync", "--repo", str(missing), "--workdir", str(tmp_path / "x")],
        env={"DOCS_REDIS_URL": redis_url, "DOCS_DATA_DIR": str(tmp_path)},
    )
    assert result.exit_code == 1
    assert result.output == (
        f"error: git fetch failed: fatal: '{missing}' does not appear to be a git repository; "
        "the live index is unchanged\n"
    )


def test_ing114_git_problem_keeps_the_first_error_line_bounded_without_credentials():
    advice = "hint: try again\nfatal: unable to access 'https://u:tok@h/r/': 403\nand more.\n"
    assert git_problem(advice) == "fatal: unable to access 'https://h/r/': 403"
    assert git_problem("\nwarning: one\n  two  \n") == "warning: one two"
    assert git_problem("x" * 1000) == "x" * 297 + "..."
    assert git_problem("") == ""


def test_ing114_a_workdir_that_is_a_file_is_refused_in_one_line(upstream, tmp_path, redis_url):
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder", encoding="utf-8")
    result = CliRunner().invoke(
        app,
        ["sync", "--repo", str(upstream.root), "--workdir", str(a_file)],
        env={"DOCS_REDIS_URL": redis_url, "DOCS_DATA_DIR": str(tmp_path)},
    )
    assert result.exit_code == 1
    assert result.output == (
        f"error: cannot use '{a_file}' as the sync's folder (--workdir): File exists\n"
    )
    assert a_file.read_text(encoding="utf-8") == "not a folder"


def test_ing023_every_repeats_with_jitter_and_backs_off_after_failures():
    assert [parse_duration(t) for t in ("90", "30s", "5m", "1h30m", "500ms")] == [
        90.0,
        30.0,
        300.0,
        5400.0,
        0.5,
    ]
    with pytest.raises(ValueError, match="not a duration"):
        parse_duration("soon")
    rng = random.Random(7)
    assert all(54 <= next_delay(60, 0, rng) <= 66 for _ in range(100))
    assert 108 <= next_delay(60, 1, rng) <= 132 and 216 <= next_delay(60, 2, rng) <= 264
    assert next_delay(60, 20, rng) <= 3960

    calls = iter([GitError("remote unreachable"), GitError("again"), "ok", "ok"])
    delays: list[float] = []
    reports: list[object] = []

    def once() -> SyncResult:
        outcome = next(calls)
        if isinstance(outcome, Exception):
            raise outcome
        return SyncResult("unchanged", "c", "c", 0.1)

    sync_forever(once, 10, report=reports.append, sleep=delays.append, rng=rng, ticks=4)
    assert [type(r).__name__ for r in reports] == ["GitError", "GitError", *["SyncResult"] * 2]
    assert 18 <= delays[0] <= 22 and 36 <= delays[1] <= 44 and 9 <= delays[2] <= 11


def test_ing104_an_unexpected_error_is_reported_and_the_follower_goes_on() -> None:
    calls = iter([RecursionError("maximum recursion depth exceeded"), "ok"])
    reports: list[object] = []

    def once() -> SyncResult:
        outcome = next(calls)
        if isinstance(outcome, Exception):
            raise outcome
        return SyncResult("unchanged", "c", "c", 0.1)

    sync_forever(once, 10, report=reports.append, sleep=lambda _: None, ticks=2)
    assert [type(r).__name__ for r in reports] == ["RecursionError", "SyncResult"]


def test_ing024_status_shows_the_source_and_the_index_age(upstream, client, redis_url, tmp_path):
    result = _sync(upstream, client, tmp_path, branch="main")
    status = CliRunner().invoke(
        app, ["status", "--json"], env={"DOCS_REDIS_URL": redis_url, "DOCS_DATA_DIR": "/tmp"}
    )
    assert status.exit_code == 0, status.output
    (row,) = json.loads(status.output)
    assert row["source_repo"] == str(upstream.root.resolve()) and row["source_branch"] == "main"
    assert row["source_commit"] == result.commit
    assert row["commit_date"].startswith(time.strftime("%Y-", time.gmtime()))
    assert row["indexed_at_iso"] and 0 <= row["age_s"] < 60
    assert row["writer_lease_left_s"] is None


def test_lif010_a_lease_taken_after_waiting_is_renewed_past_its_ttl(client):
    other = WriterLease([client], ttl=0.6)
    assert other.try_acquire() is None
    threading.Timer(0.5, other.release).start()
    mine = WriterLease([client], ttl=0.6)
    mine.acquire(wait=10.0, poll=0.1)
    try:
        time.sleep(1.5)
        assert client.get(WRITER_LEASE_KEY) == mine.token.encode()
        assert mine.fences == [2]
    finally:
        mine.release()
    assert client.get(WRITER_LEASE_KEY) is None


def test_lif011_a_takeover_between_the_fence_check_and_exec_aborts_the_patch(
    upstream, client, redis_url, tmp_path, monkeypatch
):
    first = _sync(upstream, client, tmp_path)
    upstream.write("develop/alpha.md", page_text("Alpha", "Alpha text about penguins."))
    upstream.commit("edit alpha")
    usurper = WriterLease([client])
    checked = WriterLease.guard

    def check_then_lose(self: WriterLease, target: redis.Redis):
        inner = checked(self, target)

        def guard(pipe) -> None:
            inner(pipe)
            client.delete(WRITER_LEASE_KEY)
            assert usurper.try_acquire() is None

        return guard

    monkeypatch.setattr(WriterLease, "guard", check_then_lose)
    with pytest.raises(LeaseLostError, match="taken over while it published"):
        _sync(upstream, client, tmp_path)
    usurper.release()
    assert discover(client).source_commit == first.commit
    found = _read(redis_url, ["zebras"], [])[0]
    assert found["zebras"] == {"develop/alpha"}


def _sync_runs(client: redis.Redis) -> SyncRuns:
    return parse_sync_runs(client.hgetall(SYNC_RUNS_KEY), client.hgetall(SYNC_LAST_KEY))


def test_ing040_each_sync_records_its_outcome_for_the_server(upstream, client, tmp_path):
    _sync(upstream, client, tmp_path)
    _sync(upstream, client, tmp_path)
    runs = _sync_runs(client)
    assert runs.runs == {"ok": 1, "noop": 1, "failed": 0, "busy": 0}
    assert runs.last_outcome == "noop" and runs.last_finished_at > time.time() - 600
    with pytest.raises(GitError):
        _sync(upstream, client, tmp_path, branch="no-such-branch")
    with hold_lease([client]):
        upstream.write("develop/alpha.md", page_text("Alpha", "Alpha text about otters."))
        upstream.commit("edit alpha")
        with pytest.raises(LeaseBusyError):
            _sync(upstream, client, tmp_path)
    runs = _sync_runs(client)
    assert runs.runs == {"ok": 1, "noop": 1, "failed": 1, "busy": 1}
    assert runs.last_outcome == "busy"


def test_ing041_a_sync_whose_record_cannot_be_written_still_succeeds(
    upstream, client, tmp_path, monkeypatch
):
    def refuse(*_: object) -> None:
        raise redis.ConnectionError("recording refused")

    monkeypatch.setattr("docs_ingest.sync.record_sync_run", refuse)
    assert _sync(upstream, client, tmp_path).outcome == "indexed"
    assert client.exists(SYNC_RUNS_KEY) == 0
