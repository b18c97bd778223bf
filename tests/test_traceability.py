"""Specs cannot drift from the tests: every acceptance id defined in ``spec/`` is cited by a test
name, and every id a test name cites is defined (grammar: spec/000-index.md, "Acceptance ids")."""

from __future__ import annotations

import ast
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

_ID = r"[A-Z]{2,5}-\d{3}"
_ACCEPTANCE_HEADING = "## Acceptance criteria"
_HEADING = re.compile(r"#{1,6} ")
_DEFINITION = re.compile(rf"- (?P<id>{_ID}) \S")
_CONTINUATION = re.compile(r"  \S")
_MARKER = re.compile(r"\((?P<kind>manual|benchmark): (?P<detail>[^)]*\S)\)")
_MENTION = re.compile(rf"\b{_ID}\b")
_CITATION = re.compile(r"(?P<prefix>[a-z]+)(?P<number>\d+)")
_TEST_FILE_GLOBS = ("test_*.py", "*_test.py")


@dataclass
class Definition:
    id: str
    where: str
    text: str
    marker: tuple[str, str] | None = None


@dataclass
class SpecScan:
    definitions: list[Definition] = field(default_factory=list)
    malformed: list[str] = field(default_factory=list)
    mentions: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class Citation:
    id: str
    test: str
    where: str


def _parse_spec(label: str, text: str) -> SpecScan:
    """Definitions are the list items of the ``## Acceptance criteria`` section; any other line
    there (a table row, a combined id, prose) is malformed, so the grammar cannot be bent."""
    scan = SpecScan()
    in_section = False
    current: Definition | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        where = f"{label}:{number}"
        scan.mentions.extend((m.group(), where) for m in _MENTION.finditer(line))
        if _HEADING.match(line):
            in_section = line.rstrip() == _ACCEPTANCE_HEADING
            current = None
            continue
        if not in_section or not line.strip():
            continue
        if definition := _DEFINITION.match(line):
            current = Definition(definition["id"], where, line[2:])
            scan.definitions.append(current)
        elif current is not None and _CONTINUATION.match(line):
            current.text += " " + line.strip()
        else:
            scan.malformed.append(f"{where}: {line.strip()}")
    for item in scan.definitions:
        if marker := _MARKER.search(item.text):
            item.marker = (marker["kind"], marker["detail"].strip("` "))
    return scan


def _cited_ids(test_name: str) -> list[str]:
    """``test_mcp008_mcp016_backend_outage...`` cites MCP-008 and MCP-016: every leading
    letters-then-digits word is a citation, so ``test_ret25_...`` is caught as RET-25."""
    ids = []
    for word in test_name.removeprefix("test_").split("_"):
        citation = _CITATION.fullmatch(word)
        if citation is None:
            break
        ids.append(f"{citation['prefix'].upper()}-{citation['number']}")
    return ids


def _test_functions(tree: ast.Module) -> Iterable[ast.FunctionDef | ast.AsyncFunctionDef]:
    """What pytest collects: module-level ``test*`` functions and ``test*`` methods of ``Test*``
    classes; names in comments, strings or helpers do not count."""
    functions = (ast.FunctionDef, ast.AsyncFunctionDef)
    for node in tree.body:
        if isinstance(node, functions) and node.name.startswith("test"):
            yield node
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            yield from (
                item
                for item in node.body
                if isinstance(item, functions) and item.name.startswith("test")
            )


def _scan_tests(label: str, source: str) -> list[Citation]:
    return [
        Citation(cited, function.name, f"{label}:{function.lineno}")
        for function in _test_functions(ast.parse(source))
        for cited in _cited_ids(function.name)
    ]


def _drift(
    specs: list[SpecScan], citations: list[Citation], exists: Callable[[str], bool]
) -> list[str]:
    """Every problem as one line, grouped under a heading per kind; empty when nothing drifts."""
    definitions = [d for scan in specs for d in scan.definitions]
    defined = {d.id: d for d in definitions}
    cited = {c.id for c in citations}
    counts = Counter(d.id for d in definitions)
    groups = {
        "ids defined in spec/ with no test citing them (add or rename a test, or mark the "
        "criterion (manual: <reason>) or (benchmark: <script>))": [
            f"{d.where} {d.id}" for d in definitions if d.marker is None and d.id not in cited
        ],
        "test names citing an id no spec defines": [
            f"{c.where} {c.test} cites {c.id}" for c in citations if c.id not in defined
        ],
        "ids defined more than once": [
            f"{d.where} {d.id}" for d in definitions if counts[d.id] > 1
        ],
        "lines in an Acceptance criteria section outside the grammar": [
            line for scan in specs for line in scan.malformed
        ],
        "ids marked manual/benchmark that a test cites (drop the marker)": [
            f"{d.where} {d.id}" for d in definitions if d.marker is not None and d.id in cited
        ],
        "benchmark markers naming a script that does not exist": [
            f"{d.where} {d.id}: {d.marker[1]}"
            for d in definitions
            if d.marker is not None and d.marker[0] == "benchmark" and not exists(d.marker[1])
        ],
        "ids mentioned in spec/ but defined nowhere": [
            f"{where} {mention}"
            for scan in specs
            for mention, where in scan.mentions
            if mention not in defined
        ],
    }
    report = []
    for heading, problems in groups.items():
        if problems:
            report.append(f"{heading}:")
            report.extend(f"  {problem}" for problem in problems)
    return report


def _real_specs() -> list[SpecScan]:
    return [
        _parse_spec(path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8"))
        for path in sorted((ROOT / "spec").glob("*.md"))
    ]


def _real_citations() -> list[Citation]:
    paths = {
        path
        for base in (ROOT / "tests", *sorted(ROOT.glob("packages/*/tests")))
        for pattern in _TEST_FILE_GLOBS
        for path in base.rglob(pattern)
    }
    return [
        citation
        for path in sorted(paths)
        for citation in _scan_tests(
            path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")
        )
    ]


SPEC_SAMPLE = """\
# 099 Sample

## Decision
- RET-025 in a Decision list is prose, not a definition.

## Acceptance criteria
- ABC-001 A criterion on one line.
- ABC-002 A criterion whose marker sits on its continuation line
  (benchmark: `bench/abc.py`).
- ABC-003 Checked by a person (manual: needs a human eye).

## Code references
`abc.module`
"""


def test_spec_parser_reads_list_items_continuations_and_markers() -> None:
    scan = _parse_spec("spec/099.md", SPEC_SAMPLE)
    assert [(d.id, d.where, d.marker) for d in scan.definitions] == [
        ("ABC-001", "spec/099.md:7", None),
        ("ABC-002", "spec/099.md:8", ("benchmark", "bench/abc.py")),
        ("ABC-003", "spec/099.md:10", ("manual", "needs a human eye")),
    ]
    assert scan.malformed == []
    assert ("RET-025", "spec/099.md:4") in scan.mentions


def test_spec_parser_refuses_a_table_row_a_combined_id_and_prose_in_the_section() -> None:
    scan = _parse_spec(
        "s.md",
        "## Acceptance criteria\n"
        "| ABC-001 | in a table |\n"
        "- ABC-002/003 two ids in one item\n"
        "- **ABC-004** bold\n"
        "ABC-005 not a list item\n",
    )
    assert scan.definitions == []
    assert [line.split(":")[1] for line in scan.malformed] == ["2", "3", "4", "5"]


def test_test_name_parser_reads_collected_tests_only() -> None:
    source = """
# def test_abc009_commented_out(): ...
NOTE = "def test_abc008_in_a_string(): ..."

def test_abc001_plain(): ...

async def test_abc002_abc003_two_ids_then_words_like_bm25(): ...

def test_behaviour_without_an_id(): ...

def helper_abc004(): ...

def test_ret25_unpadded(): ...

class TestGroup:
    def test_abc005_method(self): ...

class Helper:
    def test_abc006_not_collected(self): ...
"""
    assert [(c.id, c.test, c.where) for c in _scan_tests("t.py", source)] == [
        ("ABC-001", "test_abc001_plain", "t.py:5"),
        ("ABC-002", "test_abc002_abc003_two_ids_then_words_like_bm25", "t.py:7"),
        ("ABC-003", "test_abc002_abc003_two_ids_then_words_like_bm25", "t.py:7"),
        ("RET-25", "test_ret25_unpadded", "t.py:13"),
        ("ABC-005", "test_abc005_method", "t.py:16"),
    ]


def test_drift_report_names_every_kind_of_problem() -> None:
    sample = _parse_spec("spec/099.md", SPEC_SAMPLE)
    twice = _parse_spec(
        "spec/098.md", "See ILC-003.\n## Acceptance criteria\n- ABC-001 Defined again.\n"
    )
    citations = [
        Citation("ABC-003", "test_abc003_x", "t.py:1"),
        Citation("ABC-009", "test_abc009_y", "t.py:2"),
    ]
    report = "\n".join(_drift([sample, twice], citations, exists=lambda path: False))
    assert "no test citing them" in report and "spec/099.md:7 ABC-001" in report
    assert "t.py:2 test_abc009_y cites ABC-009" in report
    assert "defined more than once:\n  spec/099.md:7 ABC-001\n  spec/098.md:3 ABC-001" in report
    assert "spec/099.md:10 ABC-003" in report.split("(drop the marker):")[1]
    assert "spec/099.md:8 ABC-002: bench/abc.py" in report
    assert "spec/098.md:1 ILC-003" in report
    assert "RET-025" in report.split("defined nowhere:")[1]
    assert _drift([sample], [Citation("ABC-001", "t", "t.py:1")], lambda path: True) == [
        "ids mentioned in spec/ but defined nowhere:",
        "  spec/099.md:4 RET-025",
    ]


def test_every_spec_id_has_a_test_and_every_cited_id_is_defined() -> None:
    specs = _real_specs()
    citations = _real_citations()
    ids = {d.id for scan in specs for d in scan.definitions}
    assert len(ids) > 100, f"only {len(ids)} acceptance ids parsed from spec/: parser broken?"
    assert len({c.test for c in citations}) > 150, "too few citing tests: parser broken?"
    without_ids = [
        path.name
        for path, scan in zip(sorted((ROOT / "spec").glob("*.md")), specs, strict=True)
        if path.name != "000-index.md" and not scan.definitions
    ]
    assert without_ids == [], f"spec documents defining no acceptance id: {without_ids}"
    drift = _drift(specs, citations, exists=lambda path: (ROOT / path).is_file())
    if drift:
        pytest.fail(
            "spec/ and the test names disagree (grammar: spec/000-index.md, 'Acceptance ids'):\n"
            + "\n".join(drift),
            pytrace=False,
        )
