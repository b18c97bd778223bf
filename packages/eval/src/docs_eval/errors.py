"""The exception tree of docs-eval; the CLI turns any of these into exit code 1.

EvalError
├── DatasetError   a golden file line is malformed (the message names file and line)
├── TraceError     a saved trace.jsonl cannot be read back
└── TargetError    a target cannot be opened (wrong URL, no index, missing tool)
"""

from __future__ import annotations

__all__ = ["DatasetError", "EvalError", "TargetError", "TraceError"]


class EvalError(Exception):
    """Base of every error docs-eval raises on purpose."""


class DatasetError(EvalError, ValueError):
    """A golden dataset line failed validation."""


class TraceError(EvalError, ValueError):
    """A trace file line failed validation."""


class TargetError(EvalError):
    """A retrieval target could not be opened or does not offer what the adapter needs."""
