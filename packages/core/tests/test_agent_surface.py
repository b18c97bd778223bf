"""The generated retrieval surface (spec/020-ask.md, ASK-001..ASK-002)."""

from __future__ import annotations

import pytest
from docs_core.agent.surface import (
    ROUTES,
    TOOLS,
    Route,
    ToolArgumentError,
    build_tools,
    parse_arguments,
)
from docs_core.schema import Entity, index_schema


def test_ask001_tools_are_exactly_the_declared_routes():
    assert list(TOOLS) == [
        "search_chunks",
        "search_pages",
        "get_command",
        "search_examples",
        "page_chunks",
    ]
    assert [r.tool for r in ROUTES] == list(TOOLS)
    for spec in TOOLS.values():
        assert spec.description and len(spec.description) < 240
        assert spec.parameters["type"] == "object"
        assert spec.parameters["additionalProperties"] is False


def test_ask001_indexed_tag_fields_do_not_become_filter_tools():
    tags = {
        f["name"]
        for entity in Entity
        for f in index_schema(entity, 1)["fields"]
        if f["type"] == "tag"
    }
    assert {"product", "version", "doc_type", "page_id"} <= tags
    assert not any(name.startswith("filter") for name in TOOLS)
    exposed = {p for spec in TOOLS.values() for p in spec.parameters["properties"]}
    # search_examples' language is the docs_core.languages vocabulary (resolved to client keys
    # by the route), not the Example tag of that name passed through as a filter.
    assert not exposed & (tags - {"page_id", "language"})


def test_ask001_a_route_over_an_undeclared_relationship_is_refused():
    with pytest.raises(TypeError, match="relationship"):
        build_tools([Route("filter_by_product", "follow", Entity.CHUNK, "x", key="product")])
    with pytest.raises(TypeError, match="indexed tag"):
        build_tools([Route("get_page", "get", Entity.PAGE, "x", key="body")])


def test_ask002_bad_arguments_explain_what_to_fix():
    with pytest.raises(ToolArgumentError, match="not valid JSON"):
        parse_arguments("search_chunks", "{query: eviction")
    with pytest.raises(ToolArgumentError, match="query"):
        parse_arguments("search_chunks", {"limit": 3})
    with pytest.raises(ToolArgumentError, match="unknown tool 'drop_index'"):
        parse_arguments("drop_index", {})
    with pytest.raises(ToolArgumentError, match="doc_id: Extra inputs"):
        parse_arguments("get_command", {"name": "XADD", "doc_id": "x"})
    args = parse_arguments("search_chunks", '{"query": "eviction", "page_id": "commands/xadd"}')
    assert args.model_dump() == {"query": "eviction", "limit": 6, "page_id": "commands/xadd"}
