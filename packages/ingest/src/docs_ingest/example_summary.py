"""The pipeline's one call into the example records: build them when every page was read or a
re-read page may show examples, add them to the parse's records, and say what was made of the
example files."""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from pathlib import Path

from docs_core.schema import Example

from docs_ingest.client_methods import MAPPING_DIR
from docs_ingest.example_records import ExampleBuild, build_examples
from docs_ingest.example_shortcodes import shows_examples
from docs_ingest.hugo import load_site
from docs_ingest.parse import Parsed
from docs_ingest.summary import ExampleSummary, FileIssue, ParseDepth
from docs_ingest.writer import page_of

__all__ = ["example_summary", "ingest_examples"]


def example_summary(build: ExampleBuild) -> ExampleSummary:
    records = [built.record for built in build.records if isinstance(built.record, Example)]
    unresolved = [use for use in build.uses if not use.resolved]
    return ExampleSummary(
        records=len(records),
        by_language=dict(Counter(r.language for r in records).most_common()),
        by_client=dict(Counter(r.client_key for r in records).most_common()),
        sets=len({r.set_id for r in records}),
        steps=len({(r.set_id, r.step) for r in records}),
        shortcode_uses=len(build.uses),
        uses_resolved=len(build.uses) - len(unresolved),
        unresolved=[
            FileIssue(
                path=use.rel_path,
                reason="unresolved_example",
                detail=f"{use.set_id}/{use.step or '_all'}: {use.reason}",
            )
            for use in unresolved
        ],
        issues=[
            FileIssue(
                path=f"{issue.path}:{issue.line}" if issue.line else issue.path,
                reason="example_file",
                detail=issue.message,
            )
            for issue in build.issues
        ],
    )


def ingest_examples(
    source: Path,
    parsed: Parsed,
    depth: ParseDepth,
    examples_dir: Path | None,
    *,
    changed: Collection[str] = (),
) -> ExampleSummary | None:
    """Append the example records to ``parsed.records`` and summarise them, when every page was
    read (``depth`` all), or when a partial parse re-read (or lost) a page that may show
    examples: each record lists the pages showing its step, so the records are rebuilt from the
    whole site's files and front matter (about 1.6 s on the corpus, where rendering every page
    takes 15) and the parse's scope widens to them. Otherwise the live records stand: None."""
    if depth == "all" and parsed.site is not None:
        build = build_examples(source, parsed.site, examples_dir)
    elif depth == "changed" and _touches_examples(parsed, changed):
        build = build_examples(source, load_site(source), examples_dir)
        if parsed.scope is not None:
            parsed.scope |= {page_of(built.record.id) for built in build.records}
    else:
        return None
    parsed.records.extend(build.records)
    return example_summary(build)


def _touches_examples(parsed: Parsed, changed: Collection[str]) -> bool:
    shown = any(shows_examples(page.body) for page in parsed.pages)
    read = {page.rel_path for page in parsed.pages}
    # A deleted page may have shown examples: its records must drop it from their pages.
    lost = any(rel.startswith("content/") and rel not in read for rel in changed)
    # The mapping names the commands of steps without CLI text (ING-095).
    mapping = any(rel.startswith(f"{MAPPING_DIR.as_posix()}/") for rel in changed)
    return shown or lost or mapping
