"""Corpus-wide figures of the text an agent reads (spec/005 "Links" and "HTML", spec/010
MCP-050..052). Not a test; parses the whole corpus without embedding; the index part is
read-only.

    uv run python packages/ingest/bench/text_report.py --source /work/shared/redis-docs \
        [--url unix:///path/redis.sock] [--json]

Prints: markdown links (images left out) by kind and the share with a target; internal targets
(redis.io docs URLs, site paths, relative paths) and the share that is the canonical URL of a
parsed page, the others listed; page bodies and chunk texts holding raw HTML outside code; the
share of chunk snippets (each chunk snippeted around its heading's words, as
``packages/core/bench/bench_snippets.py --corpus`` does on an index) cut on word boundaries.
With ``--url``: every id form of every command page through ``DocsReader.fetch``
(``packages/core/bench/bench_ids.py``) and, for every command page fetched whole, its link
targets that are neither canonical URLs nor in-page anchors and its ``metadata.links`` that do
not fetch.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import re
import time
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from docs_core.ids import BASE_URL
from docs_core.keys import Entity
from docs_core.retrieval.snippets import ELLIPSIS, is_word_boundary, snippet
from docs_ingest.chunking import ChunkingConfig
from docs_ingest.htmlmarkdown import markup_outside_code
from docs_ingest.links import docs_path, link_targets
from docs_ingest.parse import parse_all
from docs_ingest.progress import Reporter

_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
_FENCE = re.compile(r"^[ \t]*(?:```+|~~~+)(.*)$", re.M)


def link_figures(bodies: Mapping[str, str], known: Mapping[str, object]) -> dict[str, Any]:
    """Links of the page bodies by kind; internal targets that are not a parsed page's
    canonical URL, counted by target."""
    kinds: Counter[str] = Counter()
    unresolved: Counter[str] = Counter()
    for page_id, body in bodies.items():
        for target in link_targets(body):
            if not target:
                kinds["empty"] += 1
            elif target.startswith("#"):
                kinds["in_page_anchor"] += 1
            elif _SCHEME.match(target) and docs_path(target) is None:
                kinds["external"] += 1
            else:
                kinds["internal"] += 1
                path = docs_path(target) if target.startswith(BASE_URL) else None
                if path is not None and path in known:
                    kinds["internal_canonical"] += 1
                else:
                    unresolved[f"{page_id} -> {target}"] += 1
    total = sum(kinds[k] for k in ("empty", "in_page_anchor", "external", "internal"))
    return {
        "links": total,
        "by_kind": dict(kinds),
        "share_with_target": round(1 - kinds["empty"] / (total or 1), 5),
        "internal_resolving": round(kinds["internal_canonical"] / (kinds["internal"] or 1), 5),
        "internal_unresolved": kinds["internal"] - kinds["internal_canonical"],
        "unresolved_targets": dict(
            Counter(t.split(" -> ", 1)[1] for t in unresolved.elements()).most_common()
        ),
    }


def _starts_in_code(text: str) -> bool:
    """A window cut inside a fenced block: an odd number of fence lines, the first of them
    bare (a closing fence never carries an info string)."""
    fences = [m.group(1) for m in _FENCE.finditer(text)]
    return len(fences) % 2 == 1 and not fences[0].strip()


def html_figures(texts: Mapping[str, str]) -> dict[str, Any]:
    """Texts holding raw HTML outside code, and the tags most often left; a window that starts
    inside a fenced block is counted apart (its tags are code the reader cannot see as such)."""
    tags: Counter[str] = Counter()
    holding = []
    cut_in_code = 0
    for record_id, text in texts.items():
        found = markup_outside_code(text)
        if found and _starts_in_code(text):
            cut_in_code += 1
        elif found:
            holding.append(record_id)
            tags.update(re.sub(r"\s.*", ">", t.lower()).rstrip(">") + ">" for t in found)
    return {
        "records": len(texts),
        "holding_html": len(holding),
        "starting_inside_code_with_tags": cut_in_code,
        "tags": dict(tags.most_common(15)),
        "examples": holding[:20],
    }


def snippet_figures(chunks: Mapping[str, tuple[str, str]]) -> dict[str, Any]:
    """Each chunk snippeted around its heading's words: the share cut on word boundaries."""
    cut = on_boundaries = 0
    misses = []
    for chunk_id, (text, heading) in chunks.items():
        source = text.strip()
        out = snippet(source, heading.lower().split())
        if out == source:
            continue
        cut += 1
        body = out.removeprefix(ELLIPSIS).removesuffix(ELLIPSIS)
        start = source.find(body)
        if (
            start >= 0
            and is_word_boundary(source, start)
            and is_word_boundary(source, start + len(body))
        ):
            on_boundaries += 1
        else:
            misses.append(chunk_id)
    return {
        "chunks": len(chunks),
        "cut": cut,
        "on_word_boundaries": on_boundaries,
        "share": round(on_boundaries / (cut or 1), 5),
        "misses": misses[:20],
    }


def corpus_report(source: Path) -> dict[str, Any]:
    started = time.perf_counter()
    parsed = parse_all(source, ChunkingConfig(), Reporter(enabled=False))
    bodies: dict[str, str] = {}
    chunks: dict[str, tuple[str, str]] = {}
    for built in parsed.records:
        record = built.record.model_dump()
        if built.entity is Entity.PAGE:
            bodies[record["id"]] = record["body"]
        elif built.entity is Entity.CHUNK:
            chunks[record["id"]] = (record["text"], record["heading"])
    known = {page.page_id for page in parsed.pages}
    links = link_figures(bodies, dict.fromkeys(known))
    unresolved_while_parsing = parsed.ctx.links.unresolved if parsed.ctx is not None else []
    return {
        "seconds": round(time.perf_counter() - started, 1),
        "pages": len(bodies),
        "chunks": len(chunks),
        "links": links,
        "unresolved_while_parsing": len(unresolved_while_parsing),
        "html_pages": html_figures(bodies),
        "html_chunks": html_figures({k: text for k, (text, _) in chunks.items()}),
        "snippets": snippet_figures(chunks),
    }


def _bench_ids() -> Any:
    path = Path(__file__).parents[2] / "core" / "bench" / "bench_ids.py"
    spec = importlib.util.spec_from_file_location("bench_ids", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


async def index_report(url: str) -> dict[str, Any]:
    bench = _bench_ids()
    forms = await bench.run(url)
    from docs_core.retrieval import DocsReader

    reader = await DocsReader.connect(url, embedder=bench._NoEmbedder())
    broken_targets: Counter[str] = Counter()
    broken_links: list[str] = []
    links = fetched = 0
    try:
        for page in await bench._command_pages(reader):
            offset: int | None = 0
            while offset is not None:
                doc = await reader.fetch(page["id"], offset=offset, max_chars=40_000)
                fetched += 1
                for target in link_targets(doc.text):
                    if not target.startswith((BASE_URL, "#")) and docs_path(target) is not None:
                        broken_targets[target] += 1
                for linked in doc.metadata.links:
                    links += 1
                    try:
                        await reader.fetch(linked, max_chars=500)
                    except Exception:
                        broken_links.append(f"{page['id']} -> {linked}")
                offset = doc.next_offset
    finally:
        await reader.aclose()
    return {
        "id_forms": {
            "command_pages": forms["command_pages"],
            "forms": forms["forms"],
            "resolved": forms["resolved"],
            "share": round(forms["resolved"] / (forms["forms"] or 1), 5),
            "aliases_all_pages": {k: forms["aliases_all_pages"][k] for k in ("n", "ok")},
            "failures": forms["failures"][:20],
        },
        "command_page_fetches": fetched,
        "internal_targets_not_canonical": dict(broken_targets.most_common(20)),
        "metadata_links": links,
        "metadata_links_not_fetching": broken_links[:20],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, required=True)
    parser.add_argument("--url", help="a Redis URL holding a published index of that source")
    parser.add_argument("--json", action="store_true", help="the whole report as JSON")
    args = parser.parse_args()
    report: dict[str, Any] = {"corpus": corpus_report(args.source)}
    if args.url:
        report["index"] = asyncio.run(index_report(args.url))
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return
    corpus = report["corpus"]
    links = corpus["links"]
    print(f"pages {corpus['pages']}, chunks {corpus['chunks']}, parsed in {corpus['seconds']} s")
    print(f"links {links['links']}: {links['by_kind']}")
    print(f"  with a target: {links['share_with_target']:.3%}")
    print(
        f"  internal targets that are a page's canonical URL: {links['internal_resolving']:.3%}"
        f" ({links['internal_unresolved']} not)"
    )
    for target, count in links["unresolved_targets"].items():
        print(f"    {count:4d}  {target}")
    for name in ("html_pages", "html_chunks"):
        html = corpus[name]
        print(f"{name}: {html['holding_html']} of {html['records']} hold raw HTML {html['tags']}")
    snippets = corpus["snippets"]
    print(f"snippets on word boundaries: {snippets['share']:.3%} of {snippets['cut']} cut")
    if "index" in report:
        print(json.dumps(report["index"], indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
