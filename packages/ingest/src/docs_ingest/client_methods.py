"""Each client library's method for a command, from the docs' command-to-API mapping
(spec/005, "Client methods").

``data/command-api-mapping/<COMMAND>.json`` (one file per command, named by the command as its
page's title writes it) lists, per mapping client id (``redis_py``, ``go-redis``, ``jedis``...),
the signatures that send the command. ``clients.tsv`` maps those ids to the docs' client keys
(both SE.Redis rows reuse the NRedisStack ids, so one entry serves two keys). The signatures are
extracted by a tool with odd formatting (``xadd(, name: KeyT,, fields: ...)``, TypeScript
overloads glued with their doc comments); this module cleans each to one readable line with its
return type, keeps at most ``MAX_SIGNATURES`` per client and leaves the rest out.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from docs_core.schema import ClientMethods

from docs_ingest.example_clients import CLIENTS_TSV, ExampleClient, first_line, load_clients

__all__ = [
    "MAPPING_DIR",
    "ApiMapping",
    "clean_signature",
    "command_page_of",
    "mapping_inputs",
    "method_chunk_texts",
    "reshapes_every_command",
]

MAPPING_DIR = Path("data/command-api-mapping")
# Longer than any command name (the longest is under 40): a title that long names no mapping.
_MAX_NAME_CHARS = 100
_COMPONENTS = "data/components/"
MAX_SIGNATURES = 3
MAX_PARAMS_CHARS = 160
"""Parameters beyond this many characters become ``...``: the line is read, not compiled."""

_OPEN = {"(": ")", "[": "]", "{": "}", "<": ">"}
_CLOSE = {v: k for k, v in _OPEN.items()}
_SPACE_RE = re.compile(r"\s+")
_BINARY_RE = re.compile(r"\bbyte\[\]")
_EMPTY_ITEM_RE = re.compile(r"(?<=[(\[])\s*,\s*|\s*,\s*(?=[)\]])")
_UNKNOWN_RETURNS = frozenset({"", "Any", "Generic"})


def _closing(text: str, start: int) -> int:
    """Index of the bracket closing ``text[start]``, -1 when it never closes (angle brackets
    are left out: ``=>`` and ``->`` would unbalance them)."""
    stack: list[str] = []
    for i in range(start, len(text)):
        char = text[i]
        if char in "<>":
            continue
        if char in _OPEN:
            stack.append(char)
        elif char in _CLOSE:
            if not stack or stack[-1] != _CLOSE[char]:
                return -1
            stack.pop()
            if not stack:
                return i
    return -1


def _params(text: str) -> list[str]:
    """Top-level comma-separated parameters, empty ones (the extractor's ``,,``) dropped."""
    params: list[str] = []
    current: list[str] = []
    depth = 0
    for i, char in enumerate(text):
        if char in _OPEN and not (char == "<" and text[i - 1 : i] == " "):
            depth += 1
        elif char in _CLOSE and not (char == ">" and text[i - 1 : i] in ("=", "-")):
            depth = max(0, depth - 1)
        if char == "," and depth == 0:
            params.append("".join(current).strip())
            current = []
        else:
            current.append(char)
    params.append("".join(current).strip())
    return [p for p in params if p and p != "self" and not p.startswith("self:")]


def _balanced(text: str) -> bool:
    stack: list[str] = []
    for char in text:
        if char in "([{":
            stack.append(char)
        elif char in ")]}" and (not stack or stack.pop() != _CLOSE[char]):
            return False
    return not stack


def _returns(value: str) -> str:
    value = _SPACE_RE.sub(" ", value).strip()
    if value.startswith("(") and value.endswith(")") and _closing(value, 0) == len(value) - 1:
        value = value[1:-1].strip()
    return value if value and _balanced(value) else ""


def clean_signature(signature: str, returns: str = "") -> str:
    """One readable line: the first overload only, no empty or ``self`` parameters, long
    parameter lists cut with ``...``, and `` -> returns`` unless the signature already shows a
    return type or the mapping gives none worth reading (``Any``, ``Generic``)."""
    text = _SPACE_RE.sub(" ", signature).strip()
    for stop in ("/**", ";"):
        if stop in text:
            text = text.split(stop, 1)[0].rstrip(" ,")
    text = _EMPTY_ITEM_RE.sub("", text)
    start = text.find("(")
    end = _closing(text, start) if start >= 0 else -1
    if end > 0:
        kept: list[str] = []
        for param in _params(text[start + 1 : end]):
            if kept and sum(len(p) + 2 for p in kept) + len(param) > MAX_PARAMS_CHARS:
                kept.append("...")
                break
            kept.append(param)
        tail = text[end + 1 :].strip()
        gap = "" if tail.startswith(":") or not tail else " "
        text = f"{text[:start].strip()}({', '.join(kept)}){gap}{tail}"
        if tail:
            return text
    result = _returns(returns)
    if result not in _UNKNOWN_RETURNS and result not in text:
        text = f"{text} -> {result}"
    return text


def command_page_of(rel: str) -> str | None:
    """The command page a mapping file describes (``data/command-api-mapping/ACL CAT.json`` ->
    ``content/commands/acl-cat.md``); None for any other path."""
    path = Path(rel)
    if path.parent != MAPPING_DIR or path.suffix != ".json":
        return None
    return f"content/commands/{path.stem.lower().replace(' ', '-')}.md"


def reshapes_every_command(rel: str) -> bool:
    """True for the client table files, which relabel every command's methods."""
    return rel == CLIENTS_TSV.as_posix() or rel.startswith(_COMPONENTS)


def mapping_inputs(root: Path) -> list[Path]:
    """Every file whose content shapes client methods, for the source inventory."""
    files = sorted((root / MAPPING_DIR).glob("*.json"))
    files.extend(sorted((root / _COMPONENTS).glob("*.json")))
    if (root / CLIENTS_TSV).is_file():
        files.append(root / CLIENTS_TSV)
    return files


def _label(clients: list[ExampleClient]) -> str:
    names = ", ".join(dict.fromkeys(c.name.replace("_", "-") for c in clients))
    language = clients[0].language
    return f"{names} ({language})" if language else names


def _returned(returns: Any) -> str:
    return str(returns.get("type", "")) if isinstance(returns, dict) else ""


def _signatures(calls: Any) -> list[str]:
    """The cleaned signatures of a client's entry; a malformed entry (not a list of objects, a
    ``returns`` that is no object) gives none rather than stopping the run."""
    if not isinstance(calls, list):
        return []
    cleaned = [
        clean_signature(str(call.get("signature", "")), str(_returned(call.get("returns"))))
        for call in calls
        if isinstance(call, dict) and call.get("signature")
    ]
    unique = list(dict.fromkeys(s for s in cleaned if s))
    # Java's byte[] overloads repeat the String ones; a reader wants the String form first.
    unique.sort(key=lambda s: bool(_BINARY_RE.search(s)))
    return unique[:MAX_SIGNATURES]


class ApiMapping:
    """The mapping of one checkout, read lazily: a command's file on its first look-up."""

    def __init__(self, root: Path) -> None:
        self._root = root
        self._clients: dict[str, list[ExampleClient]] | None = None
        self._problems: dict[str, str] = {}

    def _by_mapping_id(self) -> dict[str, list[ExampleClient]]:
        if self._clients is None:
            self._clients = {}
            for client in load_clients(self._root):
                if client.mapping_id:
                    self._clients.setdefault(client.mapping_id, []).append(client)
        return self._clients

    @property
    def problems(self) -> list[tuple[str, str]]:
        """(path, what is wrong) of each mapping file read that could not be used, once each."""
        return list(self._problems.items())

    def methods(self, command: str) -> list[ClientMethods]:
        """The command's methods per client, in the docs' tab order; [] when unmapped."""
        name = command.strip().upper()
        if not name or "/" in name or name.startswith("."):
            return []
        path = MAPPING_DIR / f"{name}.json"
        if len(name) > _MAX_NAME_CHARS or not (self._root / path).exists():
            return []
        try:
            data = json.loads((self._root / path).read_text("utf-8"))
        except (OSError, ValueError, RecursionError) as error:
            self._problems[str(path)] = first_line(error)
            return []
        calls = data.get("api_calls") if isinstance(data, dict) else None
        if not isinstance(calls, dict):
            self._problems[str(path)] = "no 'api_calls' object"
            return []
        by_id = self._by_mapping_id()
        order = {m: i for i, m in enumerate(by_id)}
        out = []
        for mapping_id in sorted((m for m in calls if m in by_id), key=order.__getitem__):
            signatures = _signatures(calls[mapping_id] or [])
            if signatures:
                clients = by_id[mapping_id]
                out.append(
                    ClientMethods(
                        clients=[c.key for c in clients],
                        label=_label(clients),
                        signatures=signatures,
                    )
                )
        return out


def method_chunk_texts(command: str, methods: list[ClientMethods]) -> list[str]:
    """The searchable passages of a command's client methods: one per client, naming the
    command, the client and every kept signature, so "jedis hset method" meets its line (one
    passage for all clients ranked the named client's line far lower: spec/005 measurements)."""
    return [
        f"{command} method in {m.label}: " + "; ".join(f"`{s}`" for s in m.signatures)
        for m in methods
    ]
