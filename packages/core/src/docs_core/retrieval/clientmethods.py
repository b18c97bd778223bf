"""The "In your client" section of a fetched command page (spec/011, "Client methods").

A command's ``client_methods`` (``docs_core.schema.ClientMethods``, written by the ingest from
the docs' command-to-API mapping) become one line per client library: its preferred signature
with the return type, and how many overloads it has besides. With a ``language`` only that
language's clients are listed. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from docs_core.languages import Language
from docs_core.schema import ClientMethods

__all__ = [
    "SECTION_ANCHOR",
    "SECTION_HEADING",
    "client_method_line",
    "client_methods_section",
    "method_name",
]

SECTION_HEADING = "In your client"
SECTION_ANCHOR = "in-your-client"
_SOURCE = (
    "Each client library's method for this command, from the Redis docs' command-to-API mapping "
    "(`data/command-api-mapping/`)."
)
_NAME_RE = re.compile(r"([A-Za-z_$][\w.$]*)\s*\(")


def method_name(signature: str) -> str:
    """The method a signature names (``xautoclaimJustId``, ``BF.RESERVE``); '' when none."""
    found = _NAME_RE.search(signature)
    return found.group(1) if found else ""


def client_method_line(methods: ClientMethods) -> str:
    """``- label: `signature``` plus the count of further overloads and their other names."""
    first, *others = methods.signatures or [""]
    line = f"- {methods.label}: `{first}`"
    if others:
        names = [
            n for n in dict.fromkeys(map(method_name, others)) if n and n != method_name(first)
        ]
        also = f"; also {', '.join(names)}" if names else ""
        line += f" (+{len(others)} overload{'s' if len(others) > 1 else ''}{also})"
    return line


def client_methods_section(methods: Sequence[ClientMethods], language: Language | None) -> str:
    """Markdown ``## In your client`` section, '' when the command has no mapped client.

    With ``language``, only the clients it covers; when it covers none of them, one sentence
    says so and names the clients that are mapped."""
    if not methods:
        return ""
    chosen = [m for m in methods if language is None or any(language.covers(c) for c in m.clients)]
    lines = [f"## {SECTION_HEADING}", "", _SOURCE, ""]
    if chosen:
        lines.extend(client_method_line(m) for m in chosen)
    else:
        assert language is not None
        mapped = ", ".join(m.label for m in methods)
        lines.append(
            f"No {language.name} client method is mapped for this command; mapped: {mapped}."
        )
    return "\n".join(lines) + "\n\n"
