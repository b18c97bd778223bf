"""Tables the site renders from its ``data/`` folder, rendered as markdown (spec/005, ING-100).

Hugo fills ``rc-supported-regions`` from ``data/rc_supported_regions.json``; without it the
Redis Cloud regions page says "in the following regions" and lists none. A data file that is
missing or malformed renders nothing, as before, and the page reports the shortcode.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

__all__ = ["DATA_TABLE_FILES", "data_table_inputs", "rc_supported_regions"]

RC_REGIONS_FILE = "data/rc_supported_regions.json"
DATA_TABLE_FILES = (RC_REGIONS_FILE,)
"""Checkout paths of the data files a page renders: inputs of the source inventory."""


def data_table_inputs(root: Path) -> list[Path]:
    return [root / rel for rel in DATA_TABLE_FILES if (root / rel).is_file()]


def _load(path: Path) -> Any:
    # ValueError covers bad JSON, bad UTF-8 and integers too long to read; RecursionError, deep
    # nesting: a broken data file renders nothing, it never stops the ingest.
    try:
        return json.loads(path.read_text("utf-8"))
    except (OSError, ValueError, RecursionError):
        return None


def _yes(value: object) -> str:
    return "Yes" if value is True else "No"


def _cell(value: object) -> str:
    """``value`` as one table cell: one line, no column separator."""
    return " ".join(str(value).replace("|", "/").split())


def rc_supported_regions(root: Path, provider: str) -> str | None:
    """The regions table of one cloud provider, or None when the data has no such provider."""
    data = _load(root / RC_REGIONS_FILE)
    entry = (
        next(
            (e for e in data if isinstance(e, dict) and e.get("provider") == provider),
            None,
        )
        if isinstance(data, list)
        else None
    )
    regions = entry.get("regions") if entry is not None else None
    if not isinstance(regions, dict) or not regions:
        return None
    rows = []
    for name, region in regions.items():
        if not isinstance(region, dict):
            continue
        area = _cell(region.get("area", "")).replace("_", " ").title()
        rows.append(
            f"| {_cell(name)} | {_cell(region.get('location', ''))} | {area} "
            f"| {_yes(region.get('pro'))} | {_yes(region.get('essentials'))} |"
        )
    if not rows:
        return None
    return "\n".join(
        ["| Region | Location | Area | Pro | Essentials |", "|---|---|---|---|---|", *rows]
    )
