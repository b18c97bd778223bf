"""Parse one tested code-example file the way the redis.io build does (spec/005, "Code examples").

The build (``build/components/example.py`` in redis/docs) walks the file line by line: a marker
is the language's comment prefix, at most one space, then ``HIDE_START``/``HIDE_END``,
``REMOVE_START``/``REMOVE_END``, ``STEP_START <name>``/``STEP_END`` or ``EXAMPLE:``, found
anywhere on the line, and the marker line itself never reaches the page. Go's ``// Output:``
comment blocks and the test-framework lines of Java, C# and Rust (``@Test``, ``[Fact]``,
``#[test]``) are dropped as well. Steps are numbered in the marker-free text, so a hidden line
inside a step belongs to the step; this module leaves hidden lines out of everything it returns,
as spec/005 asks of code shown to a caller.

Where the build would abort (a nested or unmatched marker, a duplicate step name) or silently
drop a step (one opened and never closed), the result carries an ``ExampleIssue`` instead, as it
does for a step without a name, which no id could name; no input raises.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = [
    "WHOLE_FILE_STEP",
    "ExampleIssue",
    "LanguageSyntax",
    "ParsedExample",
    "parse_example",
    "read_set_id",
    "syntax_for_extension",
]

WHOLE_FILE_STEP = "_all"
"""The step name of the one record of a file without steps (never a real step name: the
build lower-cases names and the corpus has none starting with ``_``)."""


@dataclass(frozen=True)
class LanguageSyntax:
    """How markers are written in one source language and the fence tag its code gets."""

    comment: str
    fence: str
    test_marker: str | None = None
    go_output: bool = False


_SLASH_TESTS_JAVA = r"@Test"
_SLASH_TESTS_CSHARP = r"\[Fact]|\[SkipIfRedis\(.*\)]"
_SLASH_TESTS_RUST = r"#\[test]|#\[cfg\(test\)]|#\[tokio::test]"

_SYNTAX_BY_EXTENSION: dict[str, LanguageSyntax] = {
    ".py": LanguageSyntax("#", "python"),
    ".rb": LanguageSyntax("#", "ruby"),
    ".js": LanguageSyntax("//", "javascript"),
    ".go": LanguageSyntax("//", "go", go_output=True),
    ".java": LanguageSyntax("//", "java", _SLASH_TESTS_JAVA),
    ".cs": LanguageSyntax("//", "csharp", _SLASH_TESTS_CSHARP),
    ".rs": LanguageSyntax("//", "rust", _SLASH_TESTS_RUST),
    ".php": LanguageSyntax("//", "php"),
    ".c": LanguageSyntax("//", "c"),
    ".h": LanguageSyntax("//", "c"),
}
"""The build keys comment syntax by language; every language of a given extension shares it."""


def syntax_for_extension(suffix: str) -> LanguageSyntax | None:
    """The syntax for a file suffix such as ``.py`` (None: the build ignores the file)."""
    return _SYNTAX_BY_EXTENSION.get(suffix.lower())


@dataclass(frozen=True)
class ExampleIssue:
    """A defect of one example file, reported with its path (line 0: the file as a whole)."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: {self.message}"


@dataclass
class ParsedExample:
    """One file's set, its steps' code in file order, and its whole visible code."""

    path: str
    set_id: str | None
    steps: dict[str, str] = field(default_factory=dict)
    whole: str = ""
    issues: list[ExampleIssue] = field(default_factory=list)


# A set or step name becomes a segment of an example id (examples/<set>/<step>/<client>):
# a slash would let two files write one id, and '#' reads as a section (ING-108).
# At most 100 characters, so that an id of set, step and client stays under 400 (ING-110).
_NAME = re.compile(r"[a-z0-9_][a-z0-9_.-]{0,99}", re.IGNORECASE)


def read_set_id(text: str) -> str | None:
    """The set named on the first line (``EXAMPLE: <set>``), as the build reads it."""
    first = text.split("\n", 1)[0].strip()
    if "EXAMPLE:" not in first:
        return None
    return first.split(":")[1].strip() or None


@dataclass
class _Line:
    text: str
    hidden: bool


@dataclass
class _State:
    kept: list[_Line] = field(default_factory=list)
    hide_from: int | None = None
    removing: bool = False
    in_output: bool = False
    step_name: str | None = None
    step_from: int | None = None
    step_line: int = 0
    ranges: dict[str, tuple[int, int]] = field(default_factory=dict)


_WORDS = {
    "hide_start": "HIDE_START",
    "hide_end": "HIDE_END",
    "remove_start": "REMOVE_START",
    "remove_end": "REMOVE_END",
    "step_start": "STEP_START",
    "step_end": "STEP_END",
    "example": "EXAMPLE:",
    "binder": r"BINDER_ID\s+[a-zA-Z0-9_-]+",
    "kernel": r"KERNEL_NAME\s+[.a-zA-Z0-9_-]+",
    "go_output": "Output:",
}


@dataclass(frozen=True)
class _Markers:
    syntax: LanguageSyntax
    patterns: dict[str, re.Pattern[str]]
    comment: re.Pattern[str]
    test: re.Pattern[str] | None

    @classmethod
    def of(cls, syntax: LanguageSyntax) -> _Markers:
        prefix = re.escape(syntax.comment) + r"\s?"
        return cls(
            syntax,
            {name: re.compile(prefix + word) for name, word in _WORDS.items()},
            re.compile(re.escape(syntax.comment)),
            re.compile(syntax.test_marker) if syntax.test_marker else None,
        )


def parse_example(text: str, *, path: str, syntax: LanguageSyntax) -> ParsedExample:
    """Parse ``text`` (one file's content) into its set, steps and whole visible code."""
    result = ParsedExample(path=path, set_id=read_set_id(text))
    if result.set_id is None:
        result.issues.append(ExampleIssue(path, 1, "no 'EXAMPLE: <set>' on the first line"))
        return result
    if not _NAME.fullmatch(result.set_id):
        result.issues.append(
            ExampleIssue(path, 1, f"set name {result.set_id!r} is no id (ING-108)")
        )
        result.set_id = None
        return result
    markers = _Markers.of(syntax)
    state = _State()
    for number, line in enumerate(text.splitlines(), start=1):
        problem = _feed(state, line, markers)
        if problem:
            result.issues.append(ExampleIssue(path, number, problem))
            return result
        if state.step_from is not None and not state.step_line:
            state.step_line = number
    if state.hide_from is not None:
        result.issues.append(ExampleIssue(path, 0, "HIDE_START never closed"))
        return result
    if state.removing:
        # Reported, and read as the build reads it: removed to the end of the file.
        result.issues.append(ExampleIssue(path, 0, "REMOVE_START never closed"))
    if state.step_name is not None:
        result.issues.append(
            ExampleIssue(path, state.step_line, f"step {state.step_name!r} never closed")
        )
    if "" in state.ranges:
        del state.ranges[""]
        result.issues.append(ExampleIssue(path, 0, "a STEP_START without a name (left out)"))
    result.steps = {
        name: _visible(state.kept[start:end]) for name, (start, end) in state.ranges.items()
    }
    result.whole = _visible(state.kept)
    return result


def _feed(state: _State, line: str, markers: _Markers) -> str | None:
    """Apply one line, in the build's order of checks; a message when the build would abort."""

    def seen(name: str) -> bool:
        return markers.patterns[name].search(line) is not None

    go = markers.syntax.go_output
    if seen("hide_start"):
        if state.hide_from is not None:
            return "nested HIDE_START"
        state.hide_from = len(state.kept)
        state.in_output = False
    elif seen("hide_end"):
        if state.hide_from is None:
            return "HIDE_END without HIDE_START"
        for kept in state.kept[state.hide_from :]:
            kept.hidden = True
        state.hide_from = None
        state.in_output = False
    elif seen("remove_start"):
        if state.removing:
            return "nested REMOVE_START"
        state.removing, state.in_output = True, False
    elif seen("remove_end"):
        if not state.removing:
            return "REMOVE_END without REMOVE_START"
        state.removing, state.in_output = False, False
    elif seen("step_start"):
        if state.step_from is not None:
            return f"STEP_START inside step {state.step_name!r}"
        name = line.split("STEP_START", 1)[1].strip().lower()
        if name and not _NAME.fullmatch(name):
            return f"step name {name!r} is no id (ING-108)"
        state.step_from = len(state.kept)
        state.step_name = name
    elif seen("step_end"):
        if state.step_from is None or state.step_name is None:
            return "STEP_END without STEP_START"
        if state.step_name in state.ranges:
            return f"duplicate step {state.step_name!r}"
        state.ranges[state.step_name] = (state.step_from, len(state.kept))
        state.step_from, state.step_name, state.step_line = None, None, 0
    elif seen("example") or seen("binder"):
        state.in_output = False
    elif seen("kernel"):
        pass
    elif go and seen("go_output"):
        if state.in_output:
            return "nested Go 'Output:' block"
        state.in_output = True
    elif (go and state.in_output and markers.comment.search(line)) or (
        markers.test is not None and markers.test.search(line)
    ):
        pass
    else:
        state.in_output = False
        if not state.removing:
            state.kept.append(_Line(line, hidden=False))
    return None


def _visible(lines: list[_Line]) -> str:
    shown = [line.text for line in lines if not line.hidden]
    first = next((i for i, text in enumerate(shown) if text.strip()), len(shown))
    while len(shown) > first and not shown[-1].strip():
        shown.pop()
    return "\n".join(shown[first:])
