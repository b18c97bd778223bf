"""Log records a caller can shape or trigger, made safe and bounded (spec/040-public-service.md,
PUB-041).

Used by: mcp_server (app, stdio) and chat (app), each naming its own loggers.

The MCP SDK narrates every request below WARNING (``Terminating session: None`` at INFO for each
stateless POST) and its DEBUG lines carry caller-chosen method names and request ids; some of
its WARNING lines are f-strings quoting a header. httpx logs every model call at INFO. uvicorn
logs a line for each malformed request. A filter on those loggers, and on the service's own,
makes every record:

- from the SDK or httpx: dropped below WARNING; at WARNING and above, its arguments replaced by
  ``…`` (the template stays) and the message cut to ``_MAX_MESSAGE_CHARS``;
- with an exception: the exception's message withheld (its type and traceback frames stay);
- at most ``_PER_SITE`` per call site per ``_WINDOW_S`` seconds; the first one after a quiet
  window says how many were dropped, so no caller can grow the log without bound.

Filters sit on loggers, so they hold whatever handlers an operator configures and at any level
an operator sets. A logger created later (httpcore makes ``httpcore.http11`` at the first model
call) has no filter of its own and its records propagate past its parents' filters, so two
more things cover it: the SDK's and httpx's loggers are set to WARNING, which their children
inherit, and the same filter sits on the root logger's handlers, where any record that
propagates to them is judged by its logger's name.
"""

from __future__ import annotations

import logging
import re
import threading
import time
import traceback

__all__ = ["install_log_privacy"]

_QUIET_PREFIXES = ("mcp", "httpx", "httpcore")
_SHARED_LOGGERS = ("docs_core", "uvicorn.error")
_MAX_MESSAGE_CHARS = 200
_PER_SITE = 10
_WINDOW_S = 60.0
_CONVERSION = re.compile(r"%(?:\([^)]*\))?[-#0 +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[diouxXeEfFgGcrsa]")


class _Flood:
    """Records per call site in the current window, shared by every filtered logger."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sites: dict[tuple[str, int], list[float]] = {}

    def admit(self, record: logging.LogRecord) -> tuple[bool, int]:
        """Whether to keep ``record``, and how many of its site's records were dropped since
        the last one kept."""
        now = time.monotonic()
        with self._lock:
            started, kept, dropped = self._sites.setdefault(
                (record.pathname, record.lineno), [now, 0, 0]
            )
            if now - started >= _WINDOW_S:
                started, kept = now, 0
            if kept >= _PER_SITE:
                self._sites[(record.pathname, record.lineno)] = [started, kept, dropped + 1]
                return False, 0
            self._sites[(record.pathname, record.lineno)] = [started, kept + 1, 0]
            return True, int(dropped)


def _under(name: str, bases: tuple[str, ...] | set[str]) -> bool:
    return any(name == base or name.startswith(base + ".") for base in bases)


class _PrivacyFilter(logging.Filter):
    """One filter for every logger and handler it sits on: what it does to a record depends on
    the record's logger (``_QUIET_PREFIXES`` or ``owned``); others pass untouched."""

    def __init__(self, flood: _Flood) -> None:
        super().__init__()
        self._flood = flood
        self.owned: set[str] = set()

    def filter(self, record: logging.LogRecord) -> bool:
        # A record kept by its logger's filter meets this one again on the handlers.
        if getattr(record, "docs_private", False):
            return True
        sdk = _under(record.name, _QUIET_PREFIXES)
        if not (sdk or _under(record.name, self.owned)):
            return True
        if sdk and record.levelno < logging.WARNING:
            return False
        keep, dropped = self._flood.admit(record)
        if not keep:
            return False
        record.docs_private = True
        if sdk:
            template = str(record.msg)
            if record.args:
                template = _CONVERSION.sub("…", template).replace("%%", "%")
            record.msg, record.args = _cut(template), None
        if dropped:
            record.msg = f"{record.msg} ({dropped} more like this were not logged)"
        if record.exc_info and record.exc_info[0] is not None:
            kind, _, trace = record.exc_info
            frames = "".join(traceback.format_tb(trace))
            record.exc_text = (
                f"Traceback (most recent call last):\n{frames}{kind.__name__} (message withheld)"
            )
            record.exc_info = None
        return True


def _cut(message: str) -> str:
    return message if len(message) <= _MAX_MESSAGE_CHARS else message[:_MAX_MESSAGE_CHARS] + "…"


_FILTER = _PrivacyFilter(_Flood())


def install_log_privacy(service: str) -> None:
    """Attach the filter to the SDK's, httpx's, uvicorn's, core's and ``service``'s loggers
    (``docs_mcp``, ``docs_chat``) that exist now and to the root logger's handlers, and set the
    SDK's and httpx's loggers to WARNING (idempotent; call again after late imports or once
    logging is configured)."""
    _FILTER.owned.update((service, *_SHARED_LOGGERS))
    names = [*_QUIET_PREFIXES, *_FILTER.owned, *logging.root.manager.loggerDict]
    for name in names:
        if _under(name, _QUIET_PREFIXES) or _under(name, _FILTER.owned):
            logger = logging.getLogger(name)
            if _FILTER not in logger.filters:
                logger.addFilter(_FILTER)
    for base in _QUIET_PREFIXES:
        logging.getLogger(base).setLevel(logging.WARNING)
    for handler in logging.root.handlers:
        if _FILTER not in handler.filters:
            handler.addFilter(_FILTER)
