"""The latest-docs views: lifecycle (spec/004, LIF-037, LIF-038) and the text legs that use them
(spec/011, RET-107)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
import redis
from docs_core.embedding import EMBEDDING_DIM
from docs_core.index import (
    IndexMeta,
    IndexNotFoundError,
    create_version,
    drop_version,
    ensure_latest_views,
    live_version,
    publish,
    wait_indexed,
    write_meta,
    write_records,
)
from docs_core.keys import ALIASES, LATEST_VIEWS, latest_view_name, physical_index_name
from docs_core.retrieval import DocsReader
from docs_core.retrieval.capabilities import LATEST_OVERFETCH, on_latest_view, text_search_args
from docs_core.retrieval.pipelining import DistinctPipeline
from docs_core.schema import Entity, Page
from redis.commands.search.query import Query

_VECTOR = np.ones(EMBEDDING_DIM, dtype=np.float32).tobytes()


def _page(page_id: str, version: str) -> Page:
    return Page(
        id=page_id,
        title=f"Streams {version}",
        url=f"https://redis.io/docs/{version}/{page_id}/",
        section_path=page_id.split("/"),
        product="oss",
        version=version,
        doc_type="page",
        body="# Streams",
        source_path=f"content/{page_id}.md",
        content_hash=page_id,
    )


def _view_ids(client: redis.Redis) -> set[str]:
    found = client.ft(LATEST_VIEWS[Entity.PAGE]).search(Query("streams").no_content())
    return {doc.id.rpartition("/")[2] for doc in found.docs}


def _index_names(client: redis.Redis) -> set[str]:
    return set(client.execute_command("FT._LIST"))


def test_lif037_a_version_has_both_views_of_its_latest_docs_aliased_with_it_and_dropped_with_it(
    redis_url,
):
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    version = create_version(client)
    pages = [_page("p/new", "latest"), _page("p/old", "7.4")]
    write_records(client, version, Entity.PAGE, [(p, _VECTOR) for p in pages])
    write_meta(client, IndexMeta(version=version))
    wait_indexed(client, version, timeout=30)
    views = {latest_view_name(entity, version) for entity in LATEST_VIEWS}
    assert views <= _index_names(client)
    publish(client, version)
    assert _view_ids(client) == {"new"}
    drop_version(client, version)
    assert not views & _index_names(client)


def test_lif038_views_are_added_to_a_version_built_without_them_and_follow_in_place_patches(
    redis_url,
):
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    version = create_version(client)
    for entity in LATEST_VIEWS:
        client.execute_command("FT.DROPINDEX", latest_view_name(entity, version))
    write_records(client, version, Entity.PAGE, [(_page("p/a", "latest"), _VECTOR)])
    write_records(client, version, Entity.PAGE, [(_page("p/b", "7.4"), _VECTOR)])
    write_meta(client, IndexMeta(version=version))
    with pytest.raises(IndexNotFoundError, match="not live"):
        ensure_latest_views(client, version)
    publish_without_views = client.pipeline(transaction=True)
    for entity, alias in ALIASES.items():
        publish_without_views.execute_command(
            "FT.ALIASUPDATE", alias, physical_index_name(entity, version)
        )
    publish_without_views.execute()
    assert ensure_latest_views(client, version) is True
    assert _view_ids(client) == {"a"}
    assert ensure_latest_views(client, version) is False
    write_records(client, version, Entity.PAGE, [(_page("p/b", "latest"), _VECTOR)])
    write_records(client, version, Entity.PAGE, [(_page("p/a", "8.0"), _VECTOR)])
    assert _view_ids(client) == {"b"}


def test_ret107_only_the_portable_latest_text_form_over_chunks_or_pages_is_rewritten():
    latest = "@version:{latest}"
    chunk = text_search_args("docs_chunks", "(@text:(xadd))", latest, 50)
    assert chunk[3:6] == ["RETURN", 1, "version"] and chunk[-3] == 50 * LATEST_OVERFETCH + 1
    moved = on_latest_view(chunk)
    assert moved[1] == "docs_chunks_latest" and moved[2] == chunk[2]
    assert moved[3] == "NOCONTENT" and "version" not in moved and moved[-3] == 51, "one to see ties"
    assert on_latest_view(text_search_args("docs_pages", "x", latest, 30))[1] == "docs_pages_latest"
    unchanged = [
        text_search_args("docs_chunks", "x", "@version:{7\\.4}", 50),
        text_search_args("docs_commands", "@summary:(x)", latest, 20),
        text_search_args("docs_examples", "x", None, 20, "client"),
        text_search_args("docs_chunks", "x", None, 0),
        [*chunk[:3], "INKEYS", 1, "docs:v1:c:a#b:w0", *chunk[3:]],
    ]
    for args in unchanged:
        assert on_latest_view(args) == tuple(args)


class _Recording:
    """The reader's client, recording the index each FT.SEARCH names."""

    def __init__(self, inner) -> None:
        self._inner = inner
        self.indexes: list[str] = []

    def __getattr__(self, name):
        return getattr(self._inner, name)

    def pipeline(self, *args, **kwargs):
        pipe = self._inner.pipeline(*args, **kwargs)
        recorded = pipe.execute_command

        def execute_command(*command, **options):
            if command and command[0] == "FT.SEARCH":
                self.indexes.append(str(command[1]))
            return recorded(*command, **options)

        pipe.execute_command = execute_command
        return pipe


@pytest.mark.anyio
@pytest.mark.redis
async def test_ret107_text_legs_use_the_views_only_while_they_serve_the_live_version(
    sample_index: str,
):
    reader = await DocsReader.connect(sample_index)
    try:
        recording = _Recording(reader._client)
        reader._client = recording
        question = "How does XADD generate entry identifiers?"
        viewed = await reader.search(question)
        assert "docs_chunks_latest" in recording.indexes
        assert "docs_pages_latest" in recording.indexes
        portable = reader.with_tuning(dataclasses.replace(reader.tuning, latest_views=False))
        portable._client = recording
        recording.indexes.clear()
        plain = await portable.search(question)
        assert recording.indexes and not any("latest" in i for i in recording.indexes)
        assert viewed and plain and viewed[0].page_id == plain[0].page_id
        assert {h.kind for h in viewed} <= {"chunk", "page", "command", "example"}
    finally:
        await reader.aclose()


@pytest.mark.anyio
@pytest.mark.redis
async def test_ret107_a_view_alias_moved_or_dropped_since_it_was_checked_falls_back(
    sample_index: str,
):
    sync = redis.Redis.from_url(sample_index, decode_responses=True)
    version = live_version(sync)
    reader = await DocsReader.connect(sample_index)
    try:
        recording = _Recording(reader._client)
        reader._client = recording
        assert await reader.search("How do consumer groups acknowledge entries with XACK?")
        assert "docs_chunks_latest" in recording.indexes
        sync.execute_command("FT.ALIASDEL", "docs_chunks_latest")
        recording.indexes.clear()
        hits = await reader.search("Which eviction policies exist and what does allkeys-lru do?")
        assert hits, "a dropped view alias must not fail the search"
        assert recording.indexes.count("docs_chunks") >= 1
        recording.indexes.clear()
        assert await reader.search("How should I name keys?")
        assert not any("latest" in i for i in recording.indexes)
        other = physical_index_name(Entity.CHUNK, version)
        sync.execute_command("FT.ALIASADD", "docs_chunks_latest", other)
        reader._views.forget()
        recording.indexes.clear()
        assert await reader.search("What is a Bloom filter?")
        assert not any("latest" in i for i in recording.indexes)
    finally:
        await reader.aclose()
        sync.execute_command("FT.ALIASDEL", "docs_chunks_latest")
        ensure_latest_views(sync, version)
        sync.close()


class _RefusingClient:
    """A client whose pipelines refuse every request to a latest-docs view with ``message``,
    recording the index each request names."""

    def __init__(self, message: str) -> None:
        self.message = message
        self.sent: list[str] = []

    def pipeline(self, transaction: bool = False) -> _RefusingPipe:
        return _RefusingPipe(self)


class _RefusingPipe:
    def __init__(self, client: _RefusingClient) -> None:
        self._client, self._indexes = client, []

    def execute_command(self, *args) -> None:
        self._indexes.append(args[1])

    async def execute(self, raise_on_error: bool = True) -> list:
        self._client.sent.extend(self._indexes)
        if any(i in LATEST_VIEWS.values() for i in self._indexes):
            raise redis.ResponseError(self._client.message)
        return [[0] for _ in self._indexes]


class _Views:
    def __init__(self) -> None:
        self.forgotten = 0

    def forget(self) -> None:
        self.forgotten += 1


@pytest.mark.anyio
async def test_ret107_only_a_refused_view_falls_back_other_errors_are_the_searchs():
    request = text_search_args("docs_chunks", "(@text:(xadd))", "@version:{latest}", 50)
    for message, falls_back in [
        ("docs_chunks_latest: no such index", True),
        ("Unknown Index name", True),
        ("SEARCH_INDEX_NOT_FOUND Index not found", True),
        ("Timeout limit was reached", False),
        ("Syntax error at offset 3 near (", False),
    ]:
        client, views = _RefusingClient(message), _Views()
        pipeline = DistinctPipeline(client, views=views)
        pipeline.execute_command(*request)
        if falls_back:
            assert await pipeline.execute() == [[0]], message
            assert client.sent == ["docs_chunks_latest", "docs_chunks"]
            assert views.forgotten == 1
        else:
            with pytest.raises(redis.ResponseError, match=message.split()[0]):
                await pipeline.execute()
            assert client.sent == ["docs_chunks_latest"], "not sent again in the portable form"
            assert views.forgotten == 0, "the views still serve"
