"""The variants of one search: the query and its alternates, each under the version filters it
runs with (spec/011-retrieval.md, "Versions" and "Alternates")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from docs_core.retrieval.textquery import (
    MAX_QUERY_CHARS,
    ParsedQuery,
    VersionMention,
    clean_query,
    escape_tag,
    parse_query,
    version_mentions,
)
from docs_core.retrieval.tuning import SearchTuning
from docs_core.taxonomy import LATEST

__all__ = [
    "MAX_ALTERNATES",
    "MAX_MENTIONED_COPIES",
    "Variant",
    "page_filter",
    "page_prefix_filter",
    "query_strings",
    "variants",
    "version_filters",
]

MAX_ALTERNATES = 3
MAX_MENTIONED_COPIES = 2
"""Copies a query's version mentions can add beside the latest docs (the first in text order):
each copy runs every leg again, and a query listing all 38 held versions cost Redis 30 times a
search's work (RET-124); two is a comparison of two releases."""


@dataclass(frozen=True, slots=True)
class Variant:
    """One query string (main or alternate) under one version filter, with its weight."""

    parsed: ParsedQuery
    vector: bytes
    filter: str
    weight: float


def query_strings(text: str, alternates: Sequence[object], tuning: SearchTuning) -> list[str]:
    """``text`` followed by its alternates: the caller's (cleaned, at most three) or, when there
    are none and ``text`` is a sentence, its terms alone (the keyword alternate)."""
    extra = [clean_query(a)[:MAX_QUERY_CHARS] for a in alternates if isinstance(a, str)]
    extra = [a for a in extra if a][:MAX_ALTERNATES]
    if not extra and tuning.keyword_alternate:
        parsed = parse_query(text)
        if not tuning.is_keyword_query(parsed):
            extra = [" ".join(parsed.terms)]
    return [text, *extra]


def version_filters(
    text: str,
    tuning: SearchTuning,
    *,
    version: str | None,
    product: str | None,
    known_versions: Mapping[str, frozenset[str]],
    extra_filter: str | None = None,
) -> list[tuple[str, float]]:
    """The variants' pre-filters with their weights: ``latest`` by default, plus any version
    ``text`` mentions that the index holds (``known_versions``: version -> the products with a
    copy of it; at most ``MAX_MENTIONED_COPIES``, the first mentioned); a requested ``version``
    instead ranks that version first and the latest docs at a lower weight. A mention after a product's name ("Redis Software 8.0") searches that
    product's copy only, and one after Redis itself ("Redis 8.0") none: Redis Open Source has
    no versioned copies, so the release it names is the latest docs."""
    caller_product = clean_query(product) if product else None
    weights: dict[tuple[str, str | None], float] = {(LATEST, caller_product): 1.0}
    if version is not None:
        requested = clean_query(str(version))
        if requested and requested.lower() != LATEST:
            weights = {
                (requested, caller_product): tuning.requested_version_weight,
                (LATEST, caller_product): tuning.other_version_weight,
            }
    else:
        for mention in version_mentions(text):
            copy = _mentioned_copy(mention, known_versions, caller_product)
            if copy is not None and len(weights) <= MAX_MENTIONED_COPIES:
                weights.setdefault(copy, tuning.requested_version_weight)
    filters = []
    for (name, copy_product), weight in weights.items():
        parts = [f"@version:{{{escape_tag(name)}}}"]
        if copy_product:
            parts.append(f"@product:{{{escape_tag(copy_product)}}}")
        if extra_filter:
            parts.append(extra_filter)
        filters.append((" ".join(parts), weight))
    return filters


def _mentioned_copy(
    mention: VersionMention,
    known_versions: Mapping[str, frozenset[str]],
    caller_product: str | None,
) -> tuple[str, str | None] | None:
    """The (version, product) copy a mention asks for: the version as written when the index
    has it (``7.8.4``), else its major.minor; the product it follows, else the caller's."""
    product = mention.product or caller_product
    if caller_product and product != caller_product:
        return None
    for name in dict.fromkeys((mention.written, mention.major_minor)):
        holders = known_versions.get(name, frozenset())
        if product is None and holders:
            return name, None
        if product in holders:
            return name, product
    return None


def page_filter(page_id: str) -> str:
    return f"@page_id:{{{escape_tag(page_id)}}}"


def page_prefix_filter(prefix: str) -> str:
    """Pages whose id starts with ``prefix`` (``develop/clients/jedis/``): a TAG prefix query."""
    return f"@page_id:{{{escape_tag(prefix)}*}}"


def variants(
    strings: Sequence[str],
    vectors: Sequence[bytes],
    filters: Sequence[tuple[str, float]],
    tuning: SearchTuning,
) -> list[Variant]:
    """Every string under every filter; alternates weigh ``tuning.alternate_weight``."""
    out = []
    for i, (string, vector) in enumerate(zip(strings, vectors, strict=True)):
        parsed = parse_query(string)
        string_weight = 1.0 if i == 0 else tuning.alternate_weight
        for filter_expr, weight in filters:
            out.append(Variant(parsed, vector, filter_expr, weight * string_weight))
    return out
