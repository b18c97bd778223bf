"""The Redis commands a step's client code runs, read from its method calls through the docs'
command-to-API mapping (spec/005, ING-095).

A step shown on a page with a CLI tab knows its commands from the CLI prompts; a step of a
client guide (about a fifth of the examples) has no CLI text, so without this it runs no
command as far as search can tell: ``client.lRange(...)`` in a node-redis step is LRANGE. Each
mapping client's method names (the identifier before a signature's parameters: ``lrange``,
``LRange``, ``ListRange``, ``lRange``) point to the commands that list them; a name that points
to two commands for one client (``get``: GET and JSON.GET in redis-py), is shorter than
``MIN_NAME_CHARS`` or is also a method of the languages' own containers and strings
(``CONTAINER_METHODS``: ``doc.get("distance")``, ``results.append(x)``) is left out rather than
guessed. A module command the mapping lists no method of for a client (Lettuce's async and
reactive APIs have none for FT.*, JSON.* and the probabilistic types) is still read from a
method named as the command runs together (``ftAggregate``, ``ft_search``: ``ftaggregate``,
``ft_search``), the client's own names first.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Mapping
from pathlib import Path

from docs_ingest.client_methods import MAPPING_DIR

__all__ = ["CONTAINER_METHODS", "MIN_NAME_CHARS", "CommandMethods", "code_commands", "method_name"]

MIN_NAME_CHARS = 3
CONTAINER_METHODS = frozenset(
    {
        "add",
        "append",
        "copy",
        "count",
        "delete",
        "dump",
        "find",
        "get",
        "index",
        "insert",
        "keys",
        "list",
        "max",
        "min",
        "pop",
        "push",
        "remove",
        "set",
        "sort",
        "type",
        "update",
    }
)
"""Method names the languages' own maps, lists and strings share with Redis commands; a call
of one names no command unless its receiver does (``client.json.get``)."""
# Bounded runs: an unbroken run of word characters in a file must not cost quadratic time.
_NAME = re.compile(r"([A-Za-z_][\w.]{0,99})\s{0,3}(?:<[^()]{0,200}>\s{0,3})?\(")
_CALL = re.compile(
    r"\.([A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99})?)\s{0,3}(?:::<[^()]{0,200}>\s{0,3})?\((?!\s*\))"
)


def method_name(signature: str) -> str | None:
    """The method a mapping signature names, lower-cased (``List<String> lrange(...)`` ->
    ``lrange``; ``fn hset<K, F>(key: K, ...)`` -> ``hset``; ``CF.SCANDUMP(key, ...)`` ->
    ``cf.scandump``); None when it names none."""
    match = _NAME.search(signature)
    if match is None:
        return None
    return match.group(1).lower().removeprefix("self.")


class CommandMethods:
    """Per mapping client id, each unambiguous method name (lower-cased) and its command."""

    def __init__(
        self,
        by_client: Mapping[str, Mapping[str, str]],
        modules: Mapping[str, str] | None = None,
        taken: Mapping[str, Collection[str]] | None = None,
    ) -> None:
        """``modules``: run-together module method names (``ftaggregate``) and their commands,
        for every client but where the client's mapping uses the name at all (``taken``, the
        ambiguous names included: those stay unread)."""
        self._modules = dict(modules or {})
        taken = taken or {}
        self._by_client = {
            client: {
                **{k: v for k, v in self._modules.items() if k not in taken.get(client, ())},
                **own,
            }
            for client, own in by_client.items()
        }

    @classmethod
    def load(cls, root: Path) -> CommandMethods:
        """Every ``data/command-api-mapping/*.json`` of checkout ``root`` (none: empty)."""
        seen: dict[str, dict[str, set[str]]] = {}
        modules: dict[str, str] = {}
        for path in sorted((root / MAPPING_DIR).glob("*.json")):
            try:
                data = json.loads(path.read_text("utf-8"))
            except (OSError, ValueError, RecursionError):
                continue
            calls = data.get("api_calls") if isinstance(data, dict) else None
            if not isinstance(calls, dict):
                continue
            command = path.stem.upper()
            if "." in command:
                modules[command.replace(".", "").lower()] = command
                modules[command.replace(".", "_").lower()] = command
            for client, entries in calls.items():
                for entry in entries if isinstance(entries, list) else []:
                    signature = entry.get("signature") if isinstance(entry, dict) else None
                    name = method_name(signature) if isinstance(signature, str) else None
                    if name is not None and len(name) >= MIN_NAME_CHARS:
                        seen.setdefault(client, {}).setdefault(name, set()).add(command)
        return cls(
            {
                client: {name: next(iter(cmds)) for name, cmds in names.items() if len(cmds) == 1}
                for client, names in seen.items()
            },
            modules,
            {client: set(names) for client, names in seen.items()},
        )

    def of(self, mapping_id: str | None) -> Mapping[str, str]:
        return self._by_client.get(mapping_id or "", self._modules)


def code_commands(code: str, methods: Mapping[str, str]) -> list[str]:
    """The commands ``code`` calls methods of, upper-cased, in order of first call: each method
    call's last two names (``client.ft.search(`` -> ``ft.search``) or its last
    (``rdb.LRange(`` -> ``lrange``), PHP's ``->`` read as a dot. A call needs a receiver
    (``range(5)`` is Python's) and arguments (``future.get()``, ``time.time()`` and
    ``client.shutdown()`` are the language's), and a last name in ``CONTAINER_METHODS`` counts
    only with its receiver's."""
    found: list[str] = []
    for match in _CALL.finditer(code.replace("->", ".")):
        parts = match.group(1).lower().split(".")
        names = [".".join(parts[-2:])] if len(parts) > 1 else []
        if parts[-1] not in CONTAINER_METHODS:
            names.append(parts[-1])
        for name in names:
            command = methods.get(name)
            if command is not None:
                if command not in found:
                    found.append(command)
                break
    return found
