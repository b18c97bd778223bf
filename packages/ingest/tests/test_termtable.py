"""The writer's term table (spec/004 "Term table", LIF-039; spec/011 RET-108), on the sample
site in the real embedded Redis: its counts are Redis's own, down to its floor, for the words
the chunks hold and for words they never hold; a run leaves the live version with one."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from docs_core.index import IndexNotFoundError, drop_version, live_version
from docs_core.keys import Entity, key_prefix, physical_index_name, terms_key
from docs_core.retrieval.termtable import (
    FLOOR_FIELD,
    STEM_MARK,
    TermTable,
    count_query,
    search_total,
    stem_of,
)
from docs_core.retrieval.textquery import SERVER_STOPWORDS
from docs_ingest import pipeline as pipeline_module
from docs_ingest import termtable as termtable_module
from docs_ingest.lease import hold_lease
from docs_ingest.pipeline import run_ingest
from docs_ingest.termtable import build_term_table, ensure_term_table, write_term_table
from docs_ingest.testing import CountingHashEmbedder

pytestmark = pytest.mark.redis

FLOOR = 2


def _counts(client: redis.Redis, version: int, words: list[str]) -> dict[str, int]:
    pipe = client.pipeline(transaction=False)
    index = physical_index_name(Entity.CHUNK, version)
    for word in words:
        pipe.execute_command("FT.SEARCH", index, count_query(word), "LIMIT", 0, 0, "DIALECT", 2)
    return {word: search_total(r) for word, r in zip(words, pipe.execute(), strict=True)}


def _chunk_words(client: redis.Redis, version: int) -> set[str]:
    words: set[str] = set()
    for key in client.scan_iter(match=key_prefix(Entity.CHUNK, version) + "*"):
        for value in client.hmget(key, "title", "heading", "text"):
            if value:
                words |= set(re.findall(r"\w+", value.decode().lower()))
    return words - SERVER_STOPWORDS


def test_ret108_the_table_holds_redis_own_counts_down_to_its_floor(sample_index: str) -> None:
    client = redis.Redis.from_url(sample_index, protocol=2)
    try:
        version = live_version(client)
        assert version is not None
        table = build_term_table(client, version, floor=FLOOR)
        stems = [f for f in table if f.startswith(STEM_MARK)]
        assert stems and len(table) > len(stems), "the sample has common words and families"
        words = [f for f in table if not f.startswith(STEM_MARK)]
        assert _counts(client, version, words) == {w: table[w] for w in words}
        assert min(table.values()) >= FLOOR

        held = sorted(_chunk_words(client, version))
        # Unseen words of a family the chunks hold (the documented reach of the table).
        grown = {w + end: w for w in table if not w.startswith(STEM_MARK) for end in ("s", "ing")}
        unseen = [u for u, w in grown.items() if u not in held and stem_of(u) == stem_of(w)]
        unseen = [*sorted(unseen), "zzzunseen", "0x1f", "evictionz"]
        truth = _counts(client, version, held + unseen)
        reader = TermTable(table, FLOOR)
        answered = {word: reader.count(word) for word in truth}
        wrong = {w: (truth[w], n) for w, n in answered.items() if n is not None and n != truth[w]}
        assert not wrong, "what the table answers is Redis's own count"
        missed = [w for w in held if answered[w] is None and truth[w] >= FLOOR]
        assert not missed, "every word the chunks hold at or over the floor is answered"
        assert any(answered[w] for w in unseen), "an unseen word counted by its stem"
    finally:
        client.close()


def test_lif039_a_run_leaves_the_live_version_with_its_term_table(
    write_site, redis_url, monkeypatch
) -> None:
    # A floor of 2 chunks: the table of two pages holds their shared words.
    monkeypatch.setattr(termtable_module, "TERM_TABLE_FLOOR", 2)
    client = redis.Redis.from_url(redis_url, protocol=3)
    try:
        site = write_site(
            {
                "develop/a.md": "---\ntitle: Eviction\n---\nKeys are evicted. Evicting keys.\n",
                "develop/b.md": "---\ntitle: Expiry\n---\nKeys expire. Expiring keys.\n",
            }
        )
        run_ingest(site, [client], embedder=CountingHashEmbedder())
        version = live_version(client)
        assert version is not None
        built = client.hgetall(terms_key(version))
        parsed = TermTable.parse(built)
        assert parsed is not None and parsed.floor == int(built[FLOOR_FIELD.encode()]) == 2
        assert parsed.counts.get("keys") == _counts(client, version, ["keys"])["keys"] == 2
        assert all(n >= 2 for n in parsed.counts.values())
        assert ensure_term_table(client, version) is None, "a table is never rebuilt"
        unchanged = run_ingest(site, [client], embedder=CountingHashEmbedder())
        assert unchanged.targets[0].upserts == 0 and client.hgetall(terms_key(version)) == built

        client.delete(terms_key(version))
        summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
        assert summary.targets[0].mode != "full" and live_version(client) == version
        assert client.hgetall(terms_key(version)) == built, "a rerun restores a missing table"

        client.delete(terms_key(version))
        with hold_lease([client]) as lease:
            stored = ensure_term_table(client, version, guard=lease.guard(client))
        assert stored is not None and client.hgetall(terms_key(version)) == built, "fenced"

        with pytest.raises(IndexNotFoundError, match="not live"):
            ensure_term_table(client, version + 1)
        drop_version(client, version)
        assert not client.exists(terms_key(version))
        assert write_term_table(client, version, {"keys": 2}) is None, "a dropped version"
        assert not client.exists(terms_key(version))
    finally:
        client.close()


def test_lif039_an_in_place_patch_counts_the_table_again(
    write_site, low_floor: redis.Redis
) -> None:
    client = low_floor
    site, version = _three_pages_live(write_site, client)
    before = TermTable.parse(client.hgetall(terms_key(version)))
    assert before is not None and before.counts["keys"] == 3
    client.hset(terms_key(version), mapping={"keys": 999, "pages": 1})
    write_site({"develop/p0.md": "---\ntitle: Page 0\n---\nNothing else.\n"})
    summary = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert summary.targets[0].mode == "incremental" and summary.targets[0].upserts
    table = TermTable.parse(client.hgetall(terms_key(version)))
    assert table is not None
    assert set(table.counts) <= set(before.counts) | {"pages"}, "a recount adds no entry"
    # Two pages still hold "keys": the recount stores Redis's 2 in place of the planted 999.
    assert table.counts["keys"] == _counts(client, version, ["keys"])["keys"] == 2


def test_ret108_a_stem_only_short_words_hold_answers_nothing_redis_would_not(
    write_site, redis_url
) -> None:
    client = redis.Redis.from_url(redis_url, protocol=2)
    try:
        pages = {
            f"develop/ads{i}.md": f"---\ntitle: Banner {i}\n---\nAds ads ads.\n" for i in range(3)
        }
        run_ingest(write_site(pages), [client], embedder=CountingHashEmbedder())
        version = live_version(client)
        assert version is not None
        table = TermTable(build_term_table(client, version, floor=2), 2)
        unseen = ["adding", "added", "ad"]
        truth = _counts(client, version, [*unseen, "ads"])
        assert truth["ads"] >= 2 and table.count("ads") == truth["ads"]
        for word in unseen:
            assert table.count(word) in (None, truth[word]), word
    finally:
        client.close()


def test_lif039_a_recount_cut_short_is_made_by_the_next_run(
    write_site, low_floor: redis.Redis, monkeypatch
) -> None:
    client = low_floor
    site, version = _three_pages_live(write_site, client)
    write_site({"develop/p0.md": "---\ntitle: Page 0\n---\nNothing else.\n"})
    with monkeypatch.context() as cut:
        # The writer dies between the patch and the recount.
        cut.setattr(pipeline_module, "ensure_term_table", _refusing)
        patched = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert patched.targets[0].upserts
    assert TermTable.parse(client.hgetall(terms_key(version))).counts["keys"] == 3
    unchanged = run_ingest(site, [client], embedder=CountingHashEmbedder())
    assert unchanged.targets[0].upserts == 0
    table = TermTable.parse(client.hgetall(terms_key(version)))
    assert table is not None and table.counts["keys"] == 2, "counted on the patched state"


@pytest.fixture
def low_floor(redis_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[redis.Redis]:
    """A client of a writer whose table floor is 2 chunks: three pages then have a table."""
    monkeypatch.setattr(termtable_module, "TERM_TABLE_FLOOR", 2)
    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


def _three_pages_live(write_site, client: redis.Redis) -> tuple[Path, int]:
    """Three pages saying "Keys here." ingested; the site and its live version."""
    pages = {f"develop/p{i}.md": f"---\ntitle: Page {i}\n---\nKeys here.\n" for i in range(3)}
    site = write_site(pages)
    run_ingest(site, [client], embedder=CountingHashEmbedder())
    version = live_version(client)
    assert version is not None
    return site, version


def _refusing(*args, **kwargs):
    raise redis.ConnectionError("killed before the recount")
