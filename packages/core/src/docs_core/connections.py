"""Connection-level bounds of ``docs-mcp serve`` and ``docs-chat serve`` (spec/040-public-service.md,
PUB-052, PUB-054; spec/021 CHAT-036, CHAT-043): uvicorn's h11 protocol with a request-head
timeout, a request-body deadline and connection caps.

uvicorn times out only an idle keep-alive connection between requests (``timeout_keep_alive``):
a socket that sends nothing, or half a request line, is held forever, and the guard's body timer
never starts because the app is called only once the head is complete. Here:

- a new connection, or a kept-alive one that has begun its next request, must deliver the whole
  request head within ``header_timeout_s``; else it is closed (with 408 when part arrived);
- once the head is in, the body must be whole within ``body_timeout_s`` plus a grace, however
  it trickles, whether or not the app reads it; else the connection is closed (408 when nothing
  was answered);
- a connection beyond ``max_connections`` open in the process, or beyond
  ``max_connections_per_client`` from one address (not from a trusted proxy, not while limits
  are off), is closed at once, before anything is read.
"""

from __future__ import annotations

import asyncio
from collections import Counter as Tally
from collections.abc import Callable
from typing import Any, Literal, Protocol

import h11
from pydantic import BaseModel, Field
from uvicorn.config import Config
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.server import ServerState

from docs_core.sharedlimit import address_group, in_networks

__all__ = ["CloseReason", "ConnectionBounds", "ConnectionLimits", "bounded_protocol"]

CloseReason = Literal["header_timeout", "body_timeout", "process_cap", "client_cap"]
# The app's own body timeout answers first (408 from the guard); this one closes what the app
# never reads: a GET with a Content-Length, a request refused before its body.
_BODY_GRACE_S = 2.0

_TIMEOUT_REPLY = b"HTTP/1.1 408 Request Timeout\r\nconnection: close\r\ncontent-length: 0\r\n\r\n"


class ConnectionLimits(BaseModel):
    """The bounds' settings both servers read, under their own prefix (``DOCS_MCP_``,
    ``DOCS_CHAT_``): a server's settings class derives from this one too."""

    header_timeout_s: float = Field(
        default=10.0, gt=0, description="A request line and headers must arrive within this"
    )
    keep_alive_s: int = Field(
        default=5, ge=1, description="An idle connection between requests is closed after this"
    )
    max_connections: int = Field(
        default=1024, ge=1, description="Open connections per process; more are closed at once"
    )
    max_connections_per_client: int = Field(
        default=128, ge=1, description="Open connections per client address (not for proxies)"
    )


class ConnectionBounds(Protocol):
    """The settings the bounds read (each server's own settings class has them)."""

    @property
    def header_timeout_s(self) -> float: ...
    @property
    def body_timeout_s(self) -> float: ...
    @property
    def max_connections(self) -> int: ...
    @property
    def max_connections_per_client(self) -> int: ...
    @property
    def limits_enabled(self) -> bool: ...
    @property
    def trusted_proxies(self) -> list[str]: ...


def bounded_protocol(
    settings: ConnectionBounds, on_close: Callable[[CloseReason], None] | None = None
) -> type[asyncio.Protocol]:
    """The protocol class for ``uvicorn.run(http=...)``; ``on_close`` hears of every connection
    the bounds close (for a connections-closed counter)."""
    open_per_client: Tally[str] = Tally()

    def closed(reason: CloseReason) -> None:
        if on_close is not None:
            on_close(reason)

    class BoundedH11Protocol(H11Protocol):
        def __init__(
            self,
            config: Config,
            server_state: ServerState,
            app_state: dict[str, Any],
            _loop: asyncio.AbstractEventLoop | None = None,
        ) -> None:
            super().__init__(config, server_state, app_state, _loop)
            self._peer = ""
            self._group = ""
            self._admitted = False
            self._head_timer: asyncio.TimerHandle | None = None
            self._head_begun = False
            self._body_timer: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            peer = transport.get_extra_info("peername")
            self._peer = str(peer[0]) if isinstance(peer, tuple) else ""
            self._group = address_group(self._peer)
            reason = self._over_cap()
            if reason is not None:
                closed(reason)
                transport.close()
                return
            self._admitted = True
            open_per_client[self._group] += 1
            # Ignored: uvicorn narrows the parameter to asyncio.Transport, which is what the event
            # loop passes for a TCP socket; this override keeps asyncio.Protocol's wider signature.
            super().connection_made(transport)  # type: ignore[arg-type]
            self._await_head()

        def _over_cap(self) -> CloseReason | None:
            if len(self.connections) >= settings.max_connections:
                return "process_cap"
            per_client = settings.limits_enabled and not in_networks(
                self._peer, settings.trusted_proxies
            )
            if per_client and open_per_client[self._group] >= settings.max_connections_per_client:
                return "client_cap"
            return None

        def connection_lost(self, exc: Exception | None) -> None:
            if not self._admitted:
                return
            self._admitted = False
            self._stop_head_timer()
            self._stop_body_timer()
            open_per_client[self._group] -= 1
            if open_per_client[self._group] <= 0:
                del open_per_client[self._group]
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            state = self.conn.their_state
            if state is h11.IDLE and not self.transport.is_closing():
                self._head_begun = True
                self._await_head()
                return
            self._stop_head_timer()
            if state is h11.SEND_BODY:
                # Once per request, never reset by a byte: a trickled body gains nothing.
                self._await_body()
            else:
                self._stop_body_timer()

        def _await_body(self) -> None:
            if self._body_timer is None:
                self._body_timer = self.loop.call_later(
                    settings.body_timeout_s + _BODY_GRACE_S, self._body_timed_out
                )

        def _stop_body_timer(self) -> None:
            if self._body_timer is not None:
                self._body_timer.cancel()
                self._body_timer = None

        def _body_timed_out(self) -> None:
            self._body_timer = None
            if self.transport.is_closing() or self.conn.their_state is not h11.SEND_BODY:
                return
            closed("body_timeout")
            if self.conn.our_state is h11.SEND_RESPONSE:
                self.transport.write(_TIMEOUT_REPLY)
            self.transport.close()

        def _await_head(self) -> None:
            if self._head_timer is None:
                self._head_timer = self.loop.call_later(
                    settings.header_timeout_s, self._head_timed_out
                )

        def _stop_head_timer(self) -> None:
            if self._head_timer is not None:
                self._head_timer.cancel()
                self._head_timer = None
            self._head_begun = False

        def _head_timed_out(self) -> None:
            self._head_timer = None
            if self.transport.is_closing() or self.conn.their_state is not h11.IDLE:
                return
            closed("header_timeout")
            if self._head_begun:
                self.transport.write(_TIMEOUT_REPLY)
            self.transport.close()

    return BoundedH11Protocol
