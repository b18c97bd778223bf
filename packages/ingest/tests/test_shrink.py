"""A run never empties or guts the served index by accident (spec/005 ING-101): a page whose
front matter breaks keeps what the index holds of it, and a run that would leave no page, or
far fewer, writes nothing unless asked to."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
import redis
from docs_core.index import discover, live_version
from docs_core.keys import Entity, record_key
from docs_ingest import parse as parse_module
from docs_ingest import plan
from docs_ingest.errors import IngestError
from docs_ingest.pipeline import IngestOptions, run_ingest
from docs_ingest.testing import CountingHashEmbedder

pytestmark = pytest.mark.redis

PAGES = {
    f"develop/topic-{n}.md": f"---\ntitle: Topic {n}\n---\n## Part\n\nText about topic {n}.\n"
    for n in range(4)
}


@pytest.fixture
def client(redis_url: str):
    c = redis.Redis.from_url(redis_url)
    yield c
    c.close()


def test_ing101_a_page_whose_front_matter_breaks_keeps_its_records(write_site, client):
    site = write_site(PAGES)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    (site / "content/develop/topic-1.md").write_text("---\ntitle: [unclosed\n---\nText.\n")
    for _ in range(2):
        summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
        assert summary.targets[0].deletes == 0
        assert discover(client).counts["pages"] == 4
        assert summary.skipped.get("broken_front_matter") == 1, "reported until it is fixed"
        assert [p.path for p in summary.problems] == ["content/develop/topic-1.md"]


def test_ing101_a_source_with_no_page_writes_nothing_unless_allowed(write_site, client, tmp_path):
    site = write_site(PAGES)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    served = live_version(client)
    empty = tmp_path / "empty"
    (empty / "content").mkdir(parents=True)
    for options in (IngestOptions(), IngestOptions(force_full=True)):
        with pytest.raises(IngestError, match="no publishable page"):
            run_ingest(empty, [client], embedder=CountingHashEmbedder(), options=options)
        assert live_version(client) == served and discover(client).counts["pages"] == 4
    run_ingest(
        empty, [client], embedder=CountingHashEmbedder(), options=IngestOptions(allow_shrink=True)
    )
    assert discover(client).counts["pages"] == 0


def test_ing101_a_run_losing_most_pages_is_refused_with_the_counts(write_site, client, monkeypatch):
    monkeypatch.setattr(plan, "SHRINK_PAGES", 1)
    site = write_site(PAGES)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    for n in (1, 2, 3):
        (site / f"content/develop/topic-{n}.md").unlink()
    with pytest.raises(IngestError, match="leave 1 of the 4 pages"):
        run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert discover(client).counts["pages"] == 4
    (site / "content/develop/topic-3.md").write_text(PAGES["develop/topic-3.md"])
    (site / "content/develop/topic-2.md").write_text(PAGES["develop/topic-2.md"])
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert discover(client).counts["pages"] == 3, "losing one page of four is a normal edit"


def test_ing101_the_refusal_names_the_flag() -> None:
    live = SimpleNamespace(meta=SimpleNamespace(counts={"pages": 5_000}))
    targets: list[Any] = [SimpleNamespace(mode="incremental", live=live)]
    with pytest.raises(IngestError, match="--allow-shrink"):
        plan.check_shrink(targets, {"pages": 4_000}, allowed=False)
    plan.check_shrink(targets, {"pages": 4_600}, allowed=False)
    plan.check_shrink(targets, {"pages": 0}, allowed=True)


def test_ing104_a_page_whose_markup_breaks_the_renderer_is_skipped_and_kept(
    write_site, client, monkeypatch
):
    site = write_site(PAGES)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    real = parse_module.render

    def fragile(body: str, *, page_id: str, **kwargs: Any) -> str:
        if page_id == "develop/topic-2":
            raise RecursionError("maximum recursion depth exceeded")
        return real(body, page_id=page_id, **kwargs)

    monkeypatch.setattr(parse_module, "render", fragile)
    (site / "content/develop/topic-2.md").write_text(PAGES["develop/topic-2.md"] + "More.\n")
    summary = run_ingest(
        site, [client], embedder=CountingHashEmbedder(), options=IngestOptions(force_full=False)
    )
    assert summary.skipped.get("render_failed") == 1
    assert [p.path for p in summary.problems] == ["content/develop/topic-2.md"]
    assert summary.targets[0].deletes == 0 and discover(client).counts["pages"] == 4


def test_ing105_a_page_made_by_two_files_survives_either_file_changing(write_site, client):
    site = write_site(
        {
            **PAGES,
            "develop/foo.md": "---\ntitle: Foo\n---\n## Part\n\nFrom the leaf file.\n",
            "develop/foo/index.md": "---\ntitle: Foo\n---\n## Part\n\nFrom the bundle.\n",
        }
    )
    full = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert full.skipped.get("duplicate_page_id") == 1
    leaf = site / "content/develop/foo.md"
    leaf.unlink()
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert "From the bundle." in _body(client, "develop/foo")
    leaf.write_text("---\ntitle: Foo\n---\n## Part\n\nFrom the leaf file.\n")
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    again = _body(client, "develop/foo")
    run_ingest(
        site, [client], embedder=CountingHashEmbedder(), options=IngestOptions(force_full=True)
    )
    assert again == _body(client, "develop/foo"), "a patch builds the page a full build does"


def _body(client: redis.Redis, page_id: str) -> str:
    version = live_version(client)
    raw = client.hget(record_key(Entity.PAGE, version, page_id), "body")
    assert raw is not None, f"{page_id} is gone"
    return raw.decode()


def test_ing101_a_large_patch_of_changed_pages_stays_a_patch(write_site, client):
    site = write_site(PAGES)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    (site / "content/develop/topic-0.md").write_text(PAGES["develop/topic-0.md"] + "More.\n")
    options = IngestOptions(incremental_max_records=1)
    summary = run_ingest(site, [client], embedder=CountingHashEmbedder(), options=options)
    assert summary.parse == "changed" and summary.targets[0].mode == "incremental"
    assert discover(client).counts["pages"] == 4
