"""Page history from git and the moves readers follow (spec/005 ING-070..ING-072, spec/004
LIF-020..LIF-022): a git repository built by the test, synced after each commit, read back
through ``DocsReader`` as a serving process would."""

from __future__ import annotations

import asyncio
import subprocess
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import pytest
import redis
from docs_core.errors import DocNotFoundError
from docs_core.index import discover, live_version
from docs_core.retrieval import DocsReader
from docs_ingest.history import History, read_history
from docs_ingest.pipeline import IngestOptions, run_ingest
from docs_ingest.sync import SyncRequest, SyncResult, sync_once
from docs_ingest.testing import CountingHashEmbedder
from docs_ingest.testing.gitsite import GitSite, page_text

pytestmark = pytest.mark.redis

T0 = 1_700_000_000
DAY = 86_400
Seen = tuple[str, str | None, str | None] | None
"""What an id fetches: (canonical id, last_commit, last_modified), None when not found."""


@pytest.fixture
def client(redis_url: str):
    c = redis.Redis.from_url(redis_url)
    yield c
    c.close()


@pytest.fixture
def site(tmp_path: Path) -> GitSite:
    return GitSite(tmp_path / "upstream")


def _sync(site: GitSite, client: redis.Redis, tmp_path: Path, **options: object) -> SyncResult:
    return sync_once(
        SyncRequest(str(site.root), workdir=tmp_path / "work"),
        [client],
        data_dir=tmp_path,
        embedder=CountingHashEmbedder(),
        options=IngestOptions(**options),  # type: ignore[arg-type]
    )


def _iso(stamp: int) -> str:
    return datetime.fromtimestamp(stamp, UTC).isoformat()


def _seen(url: str, ids: Sequence[str], words: Sequence[str] = ()) -> tuple[dict, dict]:
    """Per id what it fetches, and per word the pages of the hits whose text holds it."""

    async def body() -> tuple[dict, dict]:
        reader = await DocsReader.connect(url, embedder=CountingHashEmbedder())
        try:
            seen: dict[str, Seen] = {}
            for doc_id in ids:
                try:
                    doc = await reader.fetch(doc_id)
                except DocNotFoundError:
                    seen[doc_id] = None
                    continue
                meta = doc.metadata
                seen[doc_id] = (doc.id, meta.last_commit, meta.last_modified)
            found = {w: {h.page_id for h in await reader.search(w) if w in h.text} for w in words}
            return seen, found
        finally:
            await reader.aclose()

    return asyncio.run(asyncio.wait_for(body(), 30))


def test_ing070_each_sync_shows_the_last_change_of_every_page_at_the_new_head(
    site, client, redis_url, tmp_path
):
    unpublished = "---\nbuild:\n  render: never\ncascade:\n  build:\n    render: never\n---\n"
    site.write("embeds/_index.md", unpublished)
    site.write("embeds/note.md", "A shared note about herons.\n")
    site.write("develop/alpha.md", page_text("Alpha", "Alpha about zebras."))
    site.write("develop/beta.md", page_text("Beta", "Beta about giraffes."))
    site.write("develop/gamma.md", page_text("Gamma", 'Gamma: {{< embed-md "note.md" >}}'))
    c1 = site.commit("three pages and a note", date=T0)
    _sync(site, client, tmp_path)
    ids = ["develop/alpha", "develop/beta", "develop/gamma"]
    seen, _ = _seen(redis_url, ids)
    assert seen == {i: (i, c1, _iso(T0)) for i in ids}

    site.write("develop/alpha.md", page_text("Alpha", "Alpha about penguins."))
    c2 = site.commit("edit alpha", date=T0 + DAY)
    site.write("embeds/note.md", "A shared note about storks.\n")
    c3 = site.commit("edit the note gamma embeds", date=T0 + 2 * DAY)
    result = _sync(site, client, tmp_path)
    assert result.summary is not None and result.summary.targets[0].mode == "incremental"
    seen, _ = _seen(redis_url, ids)
    assert seen["develop/alpha"] == ("develop/alpha", c2, _iso(T0 + DAY))
    assert seen["develop/beta"] == ("develop/beta", c1, _iso(T0))
    assert seen["develop/gamma"] == ("develop/gamma", c3, _iso(T0 + 2 * DAY))

    site.git("mv", "content/develop/beta.md", "content/develop/beta-moved.md")
    site.git("rm", "--quiet", "content/develop/alpha.md")
    c4 = site.commit("move beta, delete alpha", date=T0 + 3 * DAY)
    _sync(site, client, tmp_path)
    seen, found = _seen(redis_url, [*ids, "develop/beta-moved"], ["penguins", "giraffes"])
    assert seen["develop/alpha"] is None and found["penguins"] == set()
    assert (
        seen["develop/beta"]
        == seen["develop/beta-moved"]
        == ("develop/beta-moved", c4, _iso(T0 + 3 * DAY))
    )
    assert found["giraffes"] == {"develop/beta-moved"}

    site.git("reset", "--quiet", "--hard", c2)
    site.git("commit", "--quiet", "--amend", "--no-edit", "--reset-author", date=T0 + 4 * DAY)
    c2_rewritten = site.git("rev-parse", "HEAD")
    _sync(site, client, tmp_path)
    seen, found = _seen(redis_url, [*ids, "develop/beta-moved"], ["penguins", "herons"])
    assert seen["develop/alpha"] == ("develop/alpha", c2_rewritten, _iso(T0 + 4 * DAY))
    assert seen["develop/beta"] == ("develop/beta", c1, _iso(T0))
    assert seen["develop/gamma"] == ("develop/gamma", c1, _iso(T0))
    assert seen["develop/beta-moved"] is None and found["herons"] == {"develop/gamma"}

    site.git("commit", "--quiet", "--amend", "--no-edit", "--reset-author", date=T0 + 5 * DAY)
    only_history = site.git("rev-parse", "HEAD")
    result = _sync(site, client, tmp_path)
    assert result.summary is not None and result.summary.embedded == 0
    seen, _ = _seen(redis_url, ["develop/alpha"])
    assert seen["develop/alpha"] == ("develop/alpha", only_history, _iso(T0 + 5 * DAY))


def _hits(url: str, query: str) -> list[dict[str, object]]:
    async def body() -> list[dict[str, object]]:
        reader = await DocsReader.connect(url, embedder=CountingHashEmbedder())
        try:
            return [hit.model_dump() for hit in await reader.search(query)]
        finally:
            await reader.aclose()

    return asyncio.run(asyncio.wait_for(body(), 30))


def test_ing071_a_plain_directory_has_no_page_history(write_site, client, redis_url):
    root = write_site({"develop/alpha.md": page_text("Alpha", "Alpha about zebras.")})
    assert read_history(root) is None
    run_ingest(root, [client], embedder=CountingHashEmbedder())
    seen, _ = _seen(redis_url, ["develop/alpha"])
    assert seen["develop/alpha"] == ("develop/alpha", None, None)
    hits = _hits(redis_url, "zebras")
    assert hits and all("last_modified" not in hit for hit in hits)


def test_ing073_search_hits_carry_their_page_last_modified(site, client, redis_url, tmp_path):
    site.write("develop/alpha.md", page_text("Alpha", "Alpha about zebras."))
    site.write("develop/beta.md", page_text("Beta", "Beta about zebras too."))
    site.commit("two pages", date=T0)
    site.write("develop/beta.md", page_text("Beta", "Beta about zebras, edited."))
    site.commit("edit beta", date=T0 + DAY)
    _sync(site, client, tmp_path)
    hits = _hits(redis_url, "zebras")
    dates = {hit["page_id"]: hit["last_modified"] for hit in hits}
    assert dates == {"develop/alpha": _iso(T0), "develop/beta": _iso(T0 + DAY)}
    assert {hit["kind"] for hit in hits} >= {"chunk"}


def test_ing072_the_history_is_one_git_log_over_the_commits_since_the_last_one(site, monkeypatch):
    site.write("a.md", page_text("A", "a"))
    site.write("b.md", page_text("B", "b"))
    first = site.commit("a and b", date=T0)
    calls: list[list[str]] = []
    run = subprocess.run

    def counted(args: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
        calls.append(args[3:])
        return run(args, **kwargs)  # type: ignore[call-overload,no-any-return]

    monkeypatch.setattr("docs_ingest.gitsource.subprocess.run", counted)
    earlier = read_history(site.root)
    assert earlier is not None and earlier.head == first
    assert [c for c in calls if c[0] == "log"] == [[*_LOG, first, "--", "content/"]]

    site.write("a.md", page_text("A", "a, edited"))
    site.write("c.md", page_text("C", "c"))
    site.commit("edit a, add c", date=T0 + DAY)
    site.git("mv", "content/b.md", "content/d.md")
    head = site.commit("b becomes d", date=T0 + 2 * DAY)
    site.git("mv", "content/d.md", "content/e.md")
    head = site.commit("d becomes e", date=T0 + 3 * DAY)
    calls.clear()
    later = read_history(site.root, earlier)
    assert [c for c in calls if c[0] == "log"] == [[*_LOG, f"{first}..{head}", "--", "content/"]]
    assert later == read_history(site.root)
    assert later is not None and later.moves == {"b": "e", "d": "e"}
    assert set(later.files) == {"content/a.md", "content/c.md", "content/e.md"}
    assert later.files["content/e.md"].commit == head

    site.git("reset", "--quiet", "--hard", first)
    again = read_history(site.root, later)
    assert again == read_history(site.root) == History(first, earlier.files, {})


_LOG = ["log", "-z", "--no-merges", "--name-status", "-M", "--format=%x01%H %at"]


def test_lif020_a_page_moved_in_git_answers_at_its_old_id_with_the_new_one(
    site, client, redis_url, tmp_path
):
    site.write(
        "develop/a.md",
        page_text("Moving", "Text about otters, long enough to be a section of its own."),
    )
    site.commit("a", date=T0)
    first = _sync(site, client, tmp_path)
    version = live_version(client)
    site.git("mv", "content/develop/a.md", "content/develop/b.md")
    site.commit("a becomes b", date=T0 + DAY)
    site.git("mv", "content/develop/b.md", "content/develop/c.md")
    site.commit("b becomes c", date=T0 + 2 * DAY)
    assert _sync(site, client, tmp_path).previous == first.commit
    assert live_version(client) == version
    old_forms = [
        "develop/a",
        "develop/b",
        "https://redis.io/docs/latest/develop/a/",
        "develop/a#part",
    ]
    seen, _ = _seen(redis_url, old_forms)
    assert [s[0] if s else None for s in seen.values()] == [
        "develop/c",
        "develop/c",
        "develop/c",
        "develop/c#part",
    ]

    site.write("develop/a.md", page_text("New A", "A new page where the old one was."))
    site.commit("a new page at the old id", date=T0 + 3 * DAY)
    site.git("rm", "--quiet", "content/develop/c.md")
    site.commit("c deleted", date=T0 + 4 * DAY)
    _sync(site, client, tmp_path)
    seen, found = _seen(redis_url, ["develop/a", "develop/b", "develop/c"], ["otters"])
    assert seen["develop/a"] is not None and seen["develop/a"][0] == "develop/a"
    assert seen["develop/b"] is None and seen["develop/c"] is None
    assert found["otters"] == set()


def test_lif021_history_and_moves_survive_a_full_build(site, client, redis_url, tmp_path):
    site.write("develop/a.md", page_text("Moving", "Text about otters."))
    site.commit("a", date=T0)
    _sync(site, client, tmp_path)
    site.git("mv", "content/develop/a.md", "content/develop/b.md")
    moved = site.commit("a becomes b", date=T0 + DAY)
    _sync(site, client, tmp_path)
    version = live_version(client)
    site.write("develop/other.md", page_text("Other", "Another page."))
    site.commit("another page", date=T0 + 2 * DAY)
    _sync(site, client, tmp_path, force_full=True)
    assert live_version(client) != version
    seen, _ = _seen(redis_url, ["develop/a"])
    assert seen["develop/a"] == ("develop/b", moved, _iso(T0 + DAY))
    assert discover(client).counts["pages"] == 2


def test_lif022_an_alias_added_by_an_in_place_sync_resolves(
    site, client, redis_url, tmp_path, monkeypatch
):
    # The directory follows the meta the reader caches for META_TTL_S; no need to wait it out.
    monkeypatch.setattr("docs_core.retrieval.live.META_TTL_S", 0.0)
    site.write("develop/a.md", page_text("A", "Text about otters."))
    site.commit("a", date=T0)
    _sync(site, client, tmp_path)

    async def body() -> tuple[str, str]:
        reader = await DocsReader.connect(redis_url, embedder=CountingHashEmbedder())
        try:
            with pytest.raises(DocNotFoundError):
                await reader.fetch("/old/place/")
            site.write("develop/a.md", page_text("A", "Otters.", front="aliases: [/old/place]\n"))
            site.commit("alias", date=T0 + DAY)
            await asyncio.to_thread(_sync, site, client, tmp_path)
            return (await reader.fetch("/old/place/")).id, (await reader.fetch("old/place")).id
        finally:
            await reader.aclose()

    assert asyncio.run(asyncio.wait_for(body(), 60)) == ("develop/a", "develop/a")
