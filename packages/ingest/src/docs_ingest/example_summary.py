"""The pipeline's one call into the example records: build them when every page was read, add
them to the parse's records, and say what was made of the example files."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from docs_core.schema import Example

from docs_ingest.example_records import ExampleBuild, build_examples
from docs_ingest.parse import Parsed
from docs_ingest.summary import ExampleSummary, FileIssue, ParseDepth

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
    source: Path, parsed: Parsed, depth: ParseDepth, examples_dir: Path | None
) -> ExampleSummary | None:
    """With every page read (``depth`` all), append the example records to ``parsed.records``
    and summarise them; otherwise the live version's records stand and None is returned (a
    partial parse never touches ``examples/`` ids: they are outside its scope)."""
    if depth != "all" or parsed.site is None:
        return None
    build = build_examples(source, parsed.site, examples_dir)
    parsed.records.extend(build.records)
    return example_summary(build)
