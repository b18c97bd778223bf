"""Which client-method passages a search may show (spec/011, "Client methods").

A command page's "In your client" passages (one per client library) answer a question that
names a client; for any other question they crowd the list with signatures of libraries nobody
asked about, and bring their pages in with them. So they take part in a search only when a
language is asked for or named, and then only those of its clients, as candidates of their
own: the query's own leg ranks the named client's passage first among a command's passages (its
name is in the text), but behind the command page's body passages, which the fusion keeps
instead.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from docs_core.languages import Language, UnknownLanguageError, resolve_language
from docs_core.models import SearchHit
from docs_core.retrieval.clientmethods import SECTION_ANCHOR
from docs_core.retrieval.legs import LegResults

__all__ = [
    "is_method_passage",
    "method_passages_for",
    "methods_for",
    "other_clients_methods",
    "passage_clients",
    "without_method_passages",
]

_MARK = f"#{SECTION_ANCHOR}:"
_VARIANT = re.compile(r"[-_](sync|async|reactive)$")


def is_method_passage(key: str) -> bool:
    """Whether a chunk key or id is one of a command's client-method passages."""
    return _MARK in key


def without_method_passages(results: LegResults) -> LegResults:
    """``results`` with every client-method passage left out of the chunk lists."""
    lists = [
        ([key for key in keys if not is_method_passage(key)], weight)
        for keys, weight in results.chunk_lists
    ]
    return replace(results, chunk_lists=lists)


def method_passages_for(
    results: LegResults, language: Language | None, weight: float, depth: int = 1
) -> LegResults:
    """``results`` without method passages when no language is asked for or named; with one,
    plus a chunk list (fusion ``weight``, role ``methods``) of the first ``depth`` passages the
    query's own legs found, in their order. The first is the named client's passage of the
    command the question is about; deeper ones are mostly other commands' passages of that
    client, which the list would lift over the command's own (spec/011)."""
    if language is None:
        return without_method_passages(results)
    own = [
        keys
        for (keys, _), role in zip(results.chunk_lists, results.chunk_roles, strict=True)
        if role == "main"
    ]
    passages = list(dict.fromkeys(key for keys in own for key in keys if is_method_passage(key)))
    passages = passages[:depth]
    if not passages or not weight:
        return results
    return replace(
        results,
        chunk_lists=[*results.chunk_lists, (passages, weight)],
        chunk_roles=[*results.chunk_roles, "methods"],
    )


def passage_clients(text: str) -> set[str]:
    """The client keys a method passage is about, from the label it opens with ("XADD method
    in lettuce-async (Java-Async): ..."; "NRedisStack-Sync, SERedis-Sync (C#)")."""
    head = text.split(":", 1)[0]
    label = head.partition(" method in ")[2].split(" (", 1)[0]
    clients: set[str] = set()
    for name in label.split(","):
        base = _VARIANT.sub("", name.strip().lower())
        try:
            clients.update(resolve_language(base).clients)
        except UnknownLanguageError:
            continue
    return clients


def other_clients_methods(hit: SearchHit, language: Language) -> bool:
    """Whether ``hit`` is a method passage of clients ``language`` does not cover."""
    if not is_method_passage(hit.id):
        return False
    clients = passage_clients(hit.text)
    return bool(clients) and not clients & set(language.clients)


def methods_for(hits: Sequence[SearchHit], language: Language | None) -> list[SearchHit]:
    """``hits`` without the method passages of clients ``language`` does not cover."""
    if language is None:
        return list(hits)
    return [hit for hit in hits if not other_clients_methods(hit, language)]
