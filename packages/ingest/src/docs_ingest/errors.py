"""The exception tree of docs-ingest; the CLI turns these into one line and exit code 1.

IngestError
├── SourceError          the source path is missing or is not a Hugo site
│   └── GitError         sync: a git fetch or checkout failed (bad remote, branch, timeout)
├── RedisTargetError     a target Redis cannot be reached (raised before any work)
├── LeaseBusyError       another writer holds the index lease (the message says how long)
└── BuildError           the build failed; the live index was left untouched
    └── LeaseLostError   this writer's lease expired or was taken over; nothing was published
"""

from __future__ import annotations

__all__ = [
    "BuildError",
    "GitError",
    "IngestError",
    "LeaseBusyError",
    "LeaseLostError",
    "RedisTargetError",
    "SourceError",
]


class IngestError(Exception):
    """Base of every error docs-ingest raises on purpose."""


class SourceError(IngestError):
    pass


class RedisTargetError(IngestError):
    pass


class BuildError(IngestError):
    pass


class GitError(SourceError):
    pass


class LeaseBusyError(IngestError):
    pass


class LeaseLostError(BuildError):
    pass
