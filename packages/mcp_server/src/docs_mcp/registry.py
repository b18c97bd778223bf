"""The tool table behind ``tools/list`` and ``tools/call``.

Each tool is a plain async function over validated arguments returning a pydantic model. The
registry publishes the model's JSON schema as ``outputSchema`` and puts the same full payload in
``structuredContent`` and in one text block, because some clients show the model only one of
the two. Caller mistakes and backend faults become ``isError`` results with a stable code (the
model can read and correct them); only an unknown tool name is a JSON-RPC error.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import anyio
from docs_core.ids import InvalidIdError
from docs_core.index import IndexMismatchError, IndexNotFoundError
from mcp import MCPError
from mcp_types import INVALID_PARAMS, CallToolResult, TextContent, Tool, ToolAnnotations
from pydantic import AliasChoices, BaseModel, ValidationError
from pydantic.json_schema import JsonSchemaMode

__all__ = [
    "READ_ONLY",
    "ToolError",
    "ToolOutput",
    "ToolRegistry",
    "ToolSpec",
    "error_result",
    "wire_schema",
]

logger = logging.getLogger(__name__)

READ_ONLY = ToolAnnotations(
    read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
)


class ToolError(Exception):
    """A failure the tool itself reports to the caller, with a stable ``code``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class ToolOutput:
    """A payload plus what rides in the result's ``_meta``: data for evaluators and clients'
    code, which clients do not hand the model (spec/010, "Payload")."""

    payload: BaseModel
    meta: dict[str, Any]


@dataclass(frozen=True)
class ToolSpec:
    name: str
    title: str
    description: str
    arguments: type[BaseModel]
    run: Callable[[Any], Awaitable[BaseModel | ToolOutput]]
    output: type[BaseModel] | None = None
    annotations: ToolAnnotations = field(default_factory=lambda: READ_ONLY)
    timeout_s: float | None = None
    """Overrides the registry's default budget (``ask`` runs a model loop and needs more)."""

    def definition(self) -> Tool:
        return Tool(
            name=self.name,
            title=self.title,
            description=self.description,
            input_schema=wire_schema(self.arguments),
            output_schema=wire_schema(self.output, mode="serialization") if self.output else None,
            annotations=self.annotations,
        )


def wire_schema(model: type[BaseModel], mode: JsonSchemaMode = "validation") -> dict[str, Any]:
    """The model's JSON schema without what costs every client tokens on every turn and says
    nothing: generated titles and, for arguments, ``anyOf [T, null]`` of an optional one (an
    output keeps its nulls: they are values it really returns). Descriptions come from the
    models' docstrings; their reST double backticks reach a client as Markdown's single ones."""
    schema: dict[str, Any] = _compact(
        model.model_json_schema(mode=mode), optional_nulls=mode == "validation"
    )
    return schema


def _compact(node: Any, *, optional_nulls: bool) -> Any:
    if isinstance(node, list):
        return [_compact(item, optional_nulls=optional_nulls) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "title" and isinstance(value, str):
            continue
        if key == "description" and isinstance(value, str):
            out[key] = value.replace("``", "`")
            continue
        if key in ("properties", "$defs"):
            out[key] = {
                name: _compact(sub, optional_nulls=optional_nulls) for name, sub in value.items()
            }
        else:
            out[key] = _compact(value, optional_nulls=optional_nulls)
    options = out.get("anyOf")
    if (
        optional_nulls
        and isinstance(options, list)
        and len(options) == 2
        and {"type": "null"} in options
    ):
        out.pop("anyOf")
        out.update(next(option for option in options if option != {"type": "null"}))
        if out.get("default", ...) is None:
            out.pop("default")
    return out


def error_result(code: str, message: str) -> CallToolResult:
    """A tool error the model can read: ``code: message`` in one text block."""
    return CallToolResult(
        content=[TextContent(type="text", text=f"{code}: {message}")], is_error=True
    )


def _payload_result(result: BaseModel | ToolOutput) -> CallToolResult:
    model, meta = (
        (result.payload, result.meta) if isinstance(result, ToolOutput) else (result, None)
    )
    data = model.model_dump(mode="json")
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return CallToolResult(
        content=[TextContent(type="text", text=text)], structured_content=data, _meta=meta
    )


def _describe_validation(exc: ValidationError, arguments: type[BaseModel]) -> str:
    aliases = _other_names(arguments)
    problems = []
    for err in exc.errors(include_input=False, include_url=False):
        where = ".".join(str(part) for part in err["loc"]) or "arguments"
        if err["type"] == "extra_forbidden" and where in aliases:
            problems.append(
                f"{where!r} and {aliases[where]!r} are one argument under two names: send one"
            )
        elif err["type"] == "extra_forbidden":
            problems.append(f"unexpected argument {_shown(where)}")
        elif err["type"] == "missing":
            problems.append(f"missing required argument {where!r}")
        else:
            # pydantic prefixes a validator's own message with its error type.
            problems.append(f"{_cut(where)}: {err['msg'].removeprefix('Value error, ')}")
    return "; ".join(problems)


_SHOWN_CHARS = 64


def _shown(name: str) -> str:
    """A name the caller sent, quoted and cut: an error never echoes 60 KB of it back."""
    return repr(_cut(name))


def _cut(name: str) -> str:
    return name if len(name) <= _SHOWN_CHARS else name[:_SHOWN_CHARS] + "..."


def _other_names(arguments: type[BaseModel]) -> dict[str, str]:
    """Each former name an argument still accepts (``version``) -> its name (``doc_version``)."""
    names = {}
    for name, info in arguments.model_fields.items():
        if isinstance(info.validation_alias, AliasChoices):
            for choice in info.validation_alias.choices:
                if isinstance(choice, str) and choice != name:
                    names[choice] = name
    return names


def _error_code(exc: Exception) -> str:
    # A missing or foreign index is the operator's to fix, not the caller's: to a caller it is
    # the backend being unavailable (spec/010 "Errors"), whatever code core gives it.
    if isinstance(exc, IndexNotFoundError | IndexMismatchError):
        return "backend_unavailable"
    code = getattr(exc, "code", None)
    if isinstance(code, str):
        return code
    if isinstance(exc, InvalidIdError):
        return "invalid_id"
    return "internal_error"


class ToolRegistry:
    """Holds the tool specs; ``call`` never raises for anything a caller can send except an
    unknown tool name."""

    def __init__(self, *, timeout_s: float) -> None:
        self._tools: dict[str, ToolSpec] = {}
        self._definitions: dict[str, Tool] = {}
        self._timeout_s = timeout_s

    def add(self, spec: ToolSpec) -> None:
        if spec.name in self._tools:
            raise ValueError(f"tool {spec.name!r} is already registered")
        self._tools[spec.name] = spec
        # Built once: the 2026-07-28 transport asks for the input schema on every call.
        self._definitions[spec.name] = spec.definition()

    def names(self) -> list[str]:
        return list(self._tools)

    def definitions(self) -> list[Tool]:
        return list(self._definitions.values())

    def input_schema(self, name: str) -> dict[str, Any] | None:
        tool = self._definitions.get(name)
        return tool.input_schema if tool else None

    async def call(self, name: str, arguments: dict[str, Any] | None) -> CallToolResult:
        spec = self._tools.get(name)
        if spec is None:
            raise MCPError(
                INVALID_PARAMS,
                f"Unknown tool {_shown(name)}; this server has {', '.join(self._tools)}",
            )
        try:
            args = spec.arguments.model_validate(arguments or {})
        except ValidationError as exc:
            return error_result("invalid_arguments", _describe_validation(exc, spec.arguments))
        budget = spec.timeout_s or self._timeout_s
        try:
            with anyio.fail_after(budget):
                result = await spec.run(args)
        except TimeoutError:
            logger.warning("tool %s timed out after %.1fs", name, budget)
            return error_result(
                "backend_unavailable",
                f"the docs backend did not answer within {budget:g}s; retry shortly",
            )
        except Exception as exc:
            code = _error_code(exc)
            if code == "internal_error":
                # The type only: messages of unexpected errors may quote the caller's query.
                logger.error("tool %s failed unexpectedly: %s", name, type(exc).__name__)
                return error_result("internal_error", f"{name} failed unexpectedly; retry once")
            logger.info("tool %s returned %s", name, code)
            if isinstance(exc, IndexNotFoundError | IndexMismatchError):
                # What the operator must do (and the index's model and version) is theirs.
                logger.warning("tool %s: %s", name, exc)
                return error_result(code, "the docs index is unavailable; retry shortly")
            return error_result(code, str(exc))
        return _payload_result(result)
