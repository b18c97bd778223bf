"""The exception tree of docs-core; deployables translate these only at their boundaries.

Used by: mcp_server (state); raised by core's ids, index, retrieval and agent to every reader.

DocsError
├── InvalidIdError        (docs_core.ids) the string is not an id of this service
├── InvalidQueryError     the query text is empty, too long or not text
├── DocNotFoundError      a well-formed id that the live index does not hold
├── BackendUnavailableError  Redis cannot be reached within the time budget
├── IndexNotFoundError    (docs_core.index) nothing is published yet
└── IndexMismatchError    (docs_core.index) index built with another model/schema
"""

from __future__ import annotations

from redis.multidb.exception import (
    NoValidDatabaseException,
    TemporaryUnavailableException,
    UnhealthyDatabaseException,
)

__all__ = [
    "FAILOVER_EXHAUSTED",
    "BackendUnavailableError",
    "DocNotFoundError",
    "DocsError",
    "InvalidQueryError",
]

# A failover client (``docs_core.failover``) with no endpoint left raises these, which derive
# from ``Exception`` alone: every place that reads a Redis failure as "unavailable" lists them.
FAILOVER_EXHAUSTED: tuple[type[Exception], ...] = (
    NoValidDatabaseException,
    TemporaryUnavailableException,
    UnhealthyDatabaseException,
)


class DocsError(Exception):
    """Base of every error docs-core raises on purpose; ``code`` is stable on the wire."""

    code = "internal_error"


class InvalidQueryError(DocsError, ValueError):
    code = "invalid_query"


class DocNotFoundError(DocsError, LookupError):
    code = "not_found"
    suggestions: tuple[str, ...] = ()
    """Close ids that do exist (at most three), which the message also names."""


class BackendUnavailableError(DocsError, ConnectionError):
    code = "backend_unavailable"
