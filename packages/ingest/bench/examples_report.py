"""Count the docs' code examples and resolve every ``clients-example`` (spec/005, "Code
examples"). Not a test; reads files only, no Redis.

    uv run python packages/ingest/bench/examples_report.py --source /work/shared/redis-docs \
        [--examples DIR] [--json]

Prints: files per source, example records per fence language and per client tab, sets and
steps resolved, shortcode uses and their tabs, the uses left unresolved (listed with the
reason), tabs the site omits for a missing step, local files that replace a client
repository's, and every issue met while parsing.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from pathlib import Path
from typing import Any

from docs_ingest.example_catalogue import build_catalogue
from docs_ingest.example_shortcodes import pages_by_record, resolve_uses
from docs_ingest.examples import WHOLE_FILE_STEP
from docs_ingest.hugo import load_site


def report(source: Path, examples: Path | None) -> dict[str, Any]:
    started = time.perf_counter()
    catalogue = build_catalogue(source, examples)
    records = catalogue.records()
    site = load_site(source)
    labels = site.params.get("clientsExamples") or None
    uses = resolve_uses(site.pages, catalogue, labels)
    elapsed = time.perf_counter() - started
    used = {(u.set_id, tab.step) for u in uses for tab in u.tabs}
    record_keys = {(r.set_id, r.step) for r in records}
    unresolved = [u for u in uses if not u.resolved]
    return {
        "seconds": round(elapsed, 2),
        "files": {
            "local": sum(1 for f in catalogue.files.values() if f.local),
            "client_repositories": sum(1 for f in catalogue.files.values() if not f.local),
            "local_replacing_remote": len(catalogue.replaced),
        },
        "records": len(records),
        "records_shown_on_a_page": len(pages_by_record(uses)),
        "steps_without_visible_code": sum(
            1
            for f in catalogue.files.values()
            for code in f.parsed.steps.values()
            if not code.strip()
        ),
        "records_by_fence": dict(Counter(r.fence for r in records).most_common()),
        "records_by_client": dict(Counter(r.client.label for r in records).most_common()),
        "sets": len(catalogue.set_ids),
        "set_steps": len(record_keys),
        "shortcode_uses": len(uses),
        "shortcode_pages": len({u.page_id for u in uses}),
        "shortcode_sets": len({u.set_id for u in uses}),
        "uses_resolved": len(uses) - len(unresolved),
        "tabs_resolved": sum(len(u.tabs) for u in uses),
        "set_steps_shown": len(used),
        "set_steps_never_shown": len(record_keys - used),
        "unresolved": [f"{u.rel_path}: {u.set_id}/{u.step}: {u.reason}" for u in unresolved],
        "omitted_tabs": sum(len(u.omitted) for u in uses),
        "empty_tabs": [
            f"{u.rel_path}: {u.set_id}/{u.step}: {', '.join(u.empty)}" for u in uses if u.empty
        ],
        "whole_file_tabs": sum(1 for u in uses for tab in u.tabs if tab.step == WHOLE_FILE_STEP),
        "issues": [str(issue) for issue in catalogue.issues],
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", type=Path, default=Path("/work/shared/redis-docs"))
    parser.add_argument("--examples", type=Path, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = report(args.source, args.examples)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    for key, value in figures.items():
        if isinstance(value, list):
            print(f"{key}: {len(value)}")
            for line in value:
                print(f"  {line}")
        else:
            print(f"{key}: {value}")


if __name__ == "__main__":
    main()
