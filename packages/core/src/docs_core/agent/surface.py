"""The retrieval surface: agent tools generated from declared routes over the entity schema.

Which tools exist is an explicit list (:data:`ROUTES`), never inferred from indexed fields: a tag
field such as ``product`` or ``page_id`` does not turn into a ``filter_by_*`` tool (the seeds'
``filter_by_doc_id`` lesson). Each route names an entity and, for lookups and relationships, the
schema fields it relies on; :func:`build_tools` checks those against ``docs_core.schema`` so a
schema change that breaks a route fails at import, and derives each tool's JSON schema from a
pydantic arguments model.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from docs_core.languages import Language, detect_language, resolve_language
from docs_core.models import FetchedDoc, SearchHit
from docs_core.schema import ENTITY_MODELS, Command, Entity, index_schema

__all__ = [
    "RELATIONSHIPS",
    "ROUTES",
    "TOOLS",
    "ExampleSearch",
    "Retriever",
    "Route",
    "ToolArgumentError",
    "ToolSpec",
    "build_tools",
    "command_hit",
    "parse_arguments",
    "run_tool",
]

MAX_QUERY_CHARS = 500
MAX_COMMAND_NAME_CHARS = 80
"""The longest name ``get_command`` takes: far beyond any command's, so a longer word is none."""


class ExampleSearch(Protocol):
    """``docs_core.retrieval.examplereader.ExampleReader.search``."""

    async def search(
        self, query: str, language: Language | None, limit: int
    ) -> list[SearchHit]: ...


class Retriever(Protocol):
    """The subset of ``docs_core.retrieval.DocsReader`` the agent uses."""

    @property
    def examples(self) -> ExampleSearch: ...

    async def search_chunks(
        self, query: str, *, limit: int = 8, page_id: str | None = None
    ) -> list[SearchHit]: ...
    async def search_pages(self, query: str, *, limit: int = 5) -> list[SearchHit]: ...
    async def get_command(self, name: str) -> Command | None: ...
    async def page_chunks(self, page_id: str, *, limit: int = 50) -> list[SearchHit]: ...
    async def fetch(self, id: str, *, offset: int = 0, max_chars: int = 20000) -> FetchedDoc: ...
    async def nearest_distance(self, question: str) -> float | None: ...
    async def command_words(self, question: str) -> dict[str, str]: ...


RELATIONSHIPS: dict[tuple[Entity, str], tuple[Entity, str]] = {
    (Entity.CHUNK, "page_id"): (Entity.PAGE, "id"),
    (Entity.COMMAND, "page_id"): (Entity.PAGE, "id"),
}
"""(entity, field) -> (entity, field) it references: the joins a route may follow."""


@dataclass(frozen=True)
class Route:
    """One retrieval move the agent may make.

    ``search``: hybrid search over ``entity`` (optionally narrowed by declared ``filters``, each
    a relationship field). ``get``: exact lookup by ``key`` (an indexed tag). ``follow``: the
    ``entity`` records joined to a record of the related entity through relationship ``key``.
    """

    tool: str
    kind: Literal["search", "get", "follow"]
    entity: Entity
    purpose: str
    key: str | None = None
    filters: tuple[str, ...] = ()


ROUTES: tuple[Route, ...] = (
    Route(
        "search_chunks",
        "search",
        Entity.CHUNK,
        "for a direct question: the focused passages that answer it, ranked as search "
        "ranks them (a page or command record where no passage of it matched)",
        filters=("page_id",),
    ),
    Route(
        "search_pages",
        "search",
        Entity.PAGE,
        "for a broad question: find the right page, then read it with page_chunks",
    ),
    Route(
        "get_command",
        "get",
        Entity.COMMAND,
        "for a named command such as XADD or BF.RESERVE: its syntax, complexity and summary",
        key="name_key",
    ),
    Route(
        "search_examples",
        "search",
        Entity.EXAMPLE,
        "for code: a step's tested example in the client or language the question names",
    ),
    Route(
        "page_chunks",
        "follow",
        Entity.CHUNK,
        "read a page found by search_pages or get_command, section by section",
        key="page_id",
    ),
)


class SearchArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")
    query: str = Field(min_length=1, max_length=MAX_QUERY_CHARS, description="What to look for")
    limit: int = Field(default=6, ge=1, le=10)


class ChunkSearchArgs(SearchArgs):
    page_id: str | None = Field(
        default=None, description="Only passages of this page (an id from search_pages)"
    )


class ExampleSearchArgs(SearchArgs):
    limit: int = Field(default=3, ge=1, le=10)
    language: str | None = Field(
        default=None,
        max_length=40,
        description="Client or language: python, redis-py, node-redis, jedis, go, c#, php...; "
        "default: the one the query names, else any",
    )


class GetArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(
        min_length=1, max_length=MAX_COMMAND_NAME_CHARS, description="Command name, e.g. BF.RESERVE"
    )


class FollowArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")
    page_id: str = Field(min_length=1, max_length=400, description="A page id from a result")
    limit: int = Field(default=8, ge=1, le=20)


@dataclass(frozen=True)
class ToolSpec:
    name: str
    description: str
    parameters: dict[str, Any]
    route: Route
    arguments: type[BaseModel]

    def openai(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters,
            },
        }


class ToolArgumentError(ValueError):
    """The model's call cannot run; the message goes back to the model so it can correct it."""


def _indexed(entity: Entity) -> dict[str, str]:
    return {f["name"]: f["type"] for f in index_schema(entity, 1)["fields"]}


def _check(route: Route) -> None:
    fields = _indexed(route.entity)
    if route.kind == "search" and "text" not in fields.values():
        raise TypeError(f"route {route.tool!r}: {route.entity} has no text field to search")
    if route.kind == "get" and fields.get(route.key or "") != "tag":
        raise TypeError(f"route {route.tool!r}: {route.key!r} is not an indexed tag")
    joins = [*route.filters, *([route.key or ""] if route.kind == "follow" else [])]
    for field in joins:
        if (route.entity, field) not in RELATIONSHIPS or fields.get(field) != "tag":
            raise TypeError(f"route {route.tool!r}: {field!r} is not a declared relationship")


def _arguments_model(route: Route) -> type[BaseModel]:
    if route.kind == "search":
        if route.entity == Entity.EXAMPLE:
            return ExampleSearchArgs
        return ChunkSearchArgs if "page_id" in route.filters else SearchArgs
    return GetArgs if route.kind == "get" else FollowArgs


def _description(route: Route) -> str:
    doc = (
        (ENTITY_MODELS[route.entity].__doc__ or "")
        .strip()
        .split("\n")[0]
        .rstrip(".")
        .replace("``", "")
    )
    verb = {"search": "Search", "get": "Look up", "follow": "List"}[route.kind]
    return f"{verb} {route.entity.value} records ({doc}): {route.purpose}."


def build_tools(routes: Sequence[Route] = ROUTES) -> dict[str, ToolSpec]:
    """Tool specs for ``routes``, validated against the entity schema."""
    tools: dict[str, ToolSpec] = {}
    for route in routes:
        _check(route)
        model = _arguments_model(route)
        schema = model.model_json_schema()
        schema.pop("title", None)
        for prop in schema.get("properties", {}).values():
            prop.pop("title", None)
        tools[route.tool] = ToolSpec(route.tool, _description(route), schema, route, model)
    return tools


TOOLS: dict[str, ToolSpec] = build_tools()


def parse_arguments(tool: str, raw: str | dict[str, Any] | None) -> BaseModel:
    """Validate a model's tool call; :class:`ToolArgumentError` says what to fix."""
    spec = TOOLS.get(tool)
    if spec is None:
        raise ToolArgumentError(f"unknown tool {tool!r}; available: {', '.join(TOOLS)}")
    if isinstance(raw, str):
        try:
            raw = json.loads(raw) if raw.strip() else {}
        except json.JSONDecodeError:
            raise ToolArgumentError("arguments are not valid JSON") from None
    if not isinstance(raw, dict):
        raise ToolArgumentError("arguments must be a JSON object")
    try:
        return spec.arguments.model_validate(raw)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {e['msg']}" for e in exc.errors()
        )
        raise ToolArgumentError(problems) from None


def command_hit(command: Command) -> SearchHit:
    """A command record as evidence; its id is the command page's id, which ``fetch`` resolves."""
    parts = [command.summary, f"Syntax: {command.syntax}" if command.syntax else ""]
    if command.complexity:
        parts.append(f"Time complexity: {command.complexity}")
    if command.since:
        parts.append(f"Available since: {command.since}")
    return SearchHit(
        id=command.page_id,
        title=command.name,
        url=command.url,
        text="\n".join(p for p in parts if p),
        page_id=command.page_id,
        kind="command",
        doc_version=command.version,
    )


async def run_tool(reader: Retriever, tool: str, args: BaseModel) -> list[SearchHit]:
    """Execute one validated call; reader errors propagate to the caller."""
    data = args.model_dump()
    if tool == "search_chunks":
        return await reader.search_chunks(
            data["query"], limit=data["limit"], page_id=data.get("page_id")
        )
    if tool == "search_pages":
        return await reader.search_pages(data["query"], limit=data["limit"])
    if tool == "get_command":
        command = await reader.get_command(data["name"])
        return [command_hit(command)] if command is not None else []
    if tool == "page_chunks":
        return await reader.page_chunks(data["page_id"], limit=data["limit"])
    if tool == "search_examples":
        named = data.get("language")
        language = resolve_language(named) if named else detect_language(data["query"])
        return await reader.examples.search(data["query"], language, data["limit"])
    raise ToolArgumentError(f"unknown tool {tool!r}")
