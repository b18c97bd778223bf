"""The exception tree of docs-ingest; the CLI turns these into one line and exit code 1.

IngestError
├── SourceError          the source path is missing or is not a Hugo site
├── RedisTargetError     a target Redis cannot be reached (raised before any work)
└── BuildError           the build failed; the live index was left untouched
"""

from __future__ import annotations

__all__ = ["BuildError", "IngestError", "RedisTargetError", "SourceError"]


class IngestError(Exception):
    """Base of every error docs-ingest raises on purpose."""


class SourceError(IngestError):
    pass


class RedisTargetError(IngestError):
    pass


class BuildError(IngestError):
    pass
