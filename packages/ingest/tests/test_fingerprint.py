"""The code and source fingerprints and change detection, without Redis."""

from __future__ import annotations

import pkgutil
import shutil
from pathlib import Path
from types import ModuleType

import docs_core
import docs_ingest
import pytest
from docs_ingest.chunking import ChunkingConfig
from docs_ingest.fingerprint import (
    RECORD_SHAPING_MODULES,
    changed_files,
    code_fingerprint,
    needs_everything,
    overrides_changed,
    page_ids,
    source_fingerprint,
)
from docs_ingest.hugo import SourcePage

INGEST_MODULES_NOT_SHAPING_RECORDS = {
    "docs_ingest.chunk_quality",
    "docs_ingest.cli",
    "docs_ingest.embed",
    "docs_ingest.errors",
    # The code-example modules write no record yet (spec/005 "Code examples", Draft); they move
    # to RECORD_SHAPING_MODULES in the commit that wires examples into the index.
    "docs_ingest.example_catalogue",
    "docs_ingest.example_shortcodes",
    "docs_ingest.examples",
    "docs_ingest.fingerprint",
    "docs_ingest.gitsource",
    # What git says enters the source fingerprint as data (History.digest), not as code.
    "docs_ingest.history",
    "docs_ingest.lease",
    "docs_ingest.pipeline",
    "docs_ingest.plan",
    "docs_ingest.progress",
    "docs_ingest.summary",
    "docs_ingest.sync",
    # Counts read back from the written index, stored beside the records (spec/004).
    "docs_ingest.termtable",
    "docs_ingest.writer",
}


def _modules(package: ModuleType) -> set[str]:
    """The package's top-level module files (subpackages left out)."""
    return {
        f"{package.__name__}.{m.name}"
        for m in pkgutil.iter_modules(package.__path__)
        if not m.ispkg
    }


NOT_SHAPING = sorted((_modules(docs_core) | _modules(docs_ingest)) - set(RECORD_SHAPING_MODULES))


@pytest.fixture
def roots(tmp_path: Path) -> dict[str, Path]:
    """Copies of the installed docs_core and docs_ingest sources, free to edit."""
    out = {}
    for package in (docs_core, docs_ingest):
        root = tmp_path / package.__name__
        shutil.copytree(
            Path(package.__file__).parent, root, ignore=shutil.ignore_patterns("__pycache__")
        )
        out[package.__name__] = root
    return out


def _edit(roots: dict[str, Path], module: str) -> None:
    package, _, name = module.partition(".")
    path = roots[package] / f"{name.replace('.', '/')}.py"
    path.write_text(path.read_text(encoding="utf-8") + "\nEDITED = True\n", encoding="utf-8")


def test_every_docs_ingest_module_is_classified_as_shaping_records_or_not():
    shaping = {m for m in RECORD_SHAPING_MODULES if m.startswith("docs_ingest.")}
    assert _modules(docs_ingest) == shaping | INGEST_MODULES_NOT_SHAPING_RECORDS


def test_the_copied_packages_fingerprint_like_the_installed_ones(roots):
    assert code_fingerprint(ChunkingConfig(), roots=roots) == code_fingerprint(ChunkingConfig())


@pytest.mark.parametrize("module", NOT_SHAPING)
def test_ing017_an_edit_to_a_module_that_does_not_shape_records_keeps_the_fingerprint(
    roots, module
):
    before = code_fingerprint(ChunkingConfig(), roots=roots)
    _edit(roots, module)
    assert code_fingerprint(ChunkingConfig(), roots=roots) == before


@pytest.mark.parametrize("module", RECORD_SHAPING_MODULES)
def test_ing017_an_edit_to_a_record_shaping_module_changes_the_fingerprint(roots, module):
    before = code_fingerprint(ChunkingConfig(), roots=roots)
    _edit(roots, module)
    assert code_fingerprint(ChunkingConfig(), roots=roots) != before


def test_ing017_the_cli_progress_writer_and_test_material_are_left_out_of_the_fingerprint():
    assert {"docs_ingest.cli", "docs_ingest.progress", "docs_ingest.writer"} <= set(NOT_SHAPING)
    assert not any(m.startswith("docs_ingest.testing") for m in RECORD_SHAPING_MODULES)


def test_other_chunking_settings_change_the_code_fingerprint():
    assert code_fingerprint(ChunkingConfig()) != code_fingerprint(ChunkingConfig(target_chars=900))


def test_the_source_fingerprint_changes_with_the_code_and_any_file():
    files = {"content/a.md": "1", "config.toml": "2"}
    base = source_fingerprint("code", files)
    assert source_fingerprint("code", dict(reversed(files.items()))) == base
    assert source_fingerprint("other code", files) != base
    assert source_fingerprint("code", {**files, "content/a.md": "3"}) != base
    assert source_fingerprint("code", {"content/a.md": "1"}) != base


def test_changed_files_are_the_added_edited_and_deleted_paths():
    old = {"content/kept.md": "1", "content/edited.md": "1", "content/gone.md": "1"}
    new = {"content/kept.md": "1", "content/edited.md": "2", "content/new.md": "1"}
    assert changed_files(old, new) == {"content/edited.md", "content/gone.md", "content/new.md"}


@pytest.mark.parametrize(
    ("changed", "expected"),
    [
        ({"content/develop/a.md"}, False),
        ({"content/develop/a.md", "config.toml"}, True),
        ({"content/embeds/shared.md"}, True),
        ({"content/develop/_index.md"}, True),
        ({"build/example-test-harness/clients.tsv"}, True),
        ({"data/components/jedis.json"}, True),
        ({"data/command-api-mapping/XADD.json"}, False),
        (set(), False),
    ],
)
def test_config_embeds_and_cascades_need_everything_reread(changed, expected):
    assert needs_everything(changed) is expected


def test_page_ids_map_markdown_paths_and_leave_out_the_rest():
    rels = {
        "content/develop/a.md",
        "content/develop/b/index.md",
        "config.toml",
        "content/x/Bad Name.md",
    }
    assert page_ids(rels) == {"develop/a", "develop/b"}


def _page(page_id: str, url: str | None = None) -> SourcePage:
    front = {"title": page_id} | ({"url": url} if url else {})
    return SourcePage(f"content/{page_id}.md", page_id, front, "")


@pytest.mark.parametrize(
    ("pages", "old_urls", "expected"),
    [
        ([_page("develop/a")], {}, False),
        ([_page("develop/a", "/new/")], {}, True),
        ([_page("develop/a")], {"develop/a": "/old/"}, True),
        ([_page("develop/a", "/same/")], {"develop/a": "/same/"}, False),
        ([], {"develop/a": "/old/"}, True),
    ],
)
def test_a_changed_url_override_is_detected(pages, old_urls, expected):
    assert overrides_changed(pages, old_urls, {"content/develop/a.md"}) is expected


def test_an_override_on_an_unchanged_page_is_not_a_change():
    pages = [_page("develop/a"), _page("develop/b", "/b/")]
    assert not overrides_changed(pages, {}, {"content/develop/a.md"})
