"""One model turn, streamed: answer text forwarded as it arrives, with invented links held
back and removed before they are shown (spec/020-ask.md, ASK-060..ASK-062).

The deadline is applied to each wait for the next piece, never around a ``yield``: a timeout
scope spanning a ``yield`` of an async generator would cancel whatever its consumer happens to
be awaiting.
"""

from __future__ import annotations

import asyncio
import html
import re
from collections.abc import AsyncGenerator, Iterable, Sequence
from contextlib import aclosing
from dataclasses import dataclass, field

from docs_core.agent.events import AnswerDeltaEvent
from docs_core.agent.providers import Message, ModelProvider, ModelTurn, ProviderError
from docs_core.agent.surface import ToolSpec
from docs_core.models import SearchHit

__all__ = ["LinkScrubber", "TurnOutcome", "allowed_urls", "scrub_links", "stream_turn"]

# A web link in any case (HTTPS://...), with slashes after the scheme or a host name without
# them (https:evil.example, not HTTP:1.1), or protocol-relative (//host/..., \\host/...): a
# browser follows each to another site (ASK-034). The host after a bare "//" must end in a
# letters-only top-level name not followed by "(" or a word character, so commented-out code
# ("//jedis.close();", "// note", "///") stays.
_URL = re.compile(
    r"(?:https?:(?:[/\\]+|(?=[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}))"
    r"|(?<![\w:/\\])[/\\]{2}(?=[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?![\w(])))"
    r"[^\s)\]>\"']+",
    re.IGNORECASE,
)
_TAIL = re.compile(r"\S*$")
# A word holding a character reference (&#104;, &#x2f;, &colon;) or a backslash escape
# (https\://): a markdown or HTML renderer decodes it, so "&#104;ttps://evil.example" and
# "https\://evil.example" are links once shown (ASK-081).
_PUNCTUATION_ESCAPE = r"\\[!-/:-@\[-`{-~]"
# Anchored at a word's start: unanchored, a 16,000-character word was scanned from each of its
# positions (3.4 s on the event loop).
_ENCODED_WORD = re.compile(
    rf"(?<!\S)\S*?(?:&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);?|{_PUNCTUATION_ESCAPE})\S*",
    re.IGNORECASE,
)
_ESCAPE = re.compile(_PUNCTUATION_ESCAPE)
# Links a renderer makes without an http(s) scheme: www.host (GitHub's autolinks, also after
# "_"), and the other schemes a CommonMark autolink takes (ftp://, ftps://, irc://...).
_OTHER_LINK = re.compile(
    r"(?<![A-Za-z0-9.@/\\-])(?:(?:s?ftps?|irc|ircs|gopher|wss?|telnet)://|www\.)[^\s)\]>\"']+",
    re.IGNORECASE,
)
# Characters a browser drops from a URL before it reads it ("ht&#9;tps:" is "https:").
_URL_IGNORED = re.compile(r"[\t\r\n]")


def _normal(url: str) -> str:
    """The URL to compare: no fragment or trailing slash; its scheme and host lower-cased, as
    they compare in a browser."""
    url = url.split("#", maxsplit=1)[0].rstrip("/")
    scheme, separator, rest = url.partition("://")
    if not separator:
        return url
    host, slash, path = rest.partition("/")
    return f"{scheme.lower()}://{host.lower()}{slash}{path}"


def allowed_urls(evidence: Iterable[SearchHit]) -> set[str]:
    return {_normal(h.url) for h in evidence}


def scrub_links(text: str, allowed: set[str]) -> str:
    """Drop URLs the model wrote that retrieval never returned, read as a renderer would read
    them: a word whose character references decode to an invented URL goes whole."""
    text = _ENCODED_WORD.sub(lambda m: _decoded_word(m.group(0), allowed), text)
    text = _OTHER_LINK.sub(
        lambda m: m.group(0) if _other_allowed(m.group(0), allowed) else _REMOVED, text
    )
    return _URL.sub(lambda m: _kept_or_removed(m.group(0), allowed), text)


_CLOSING_PUNCTUATION = ".,;:!?"


def _kept_or_removed(url: str, allowed: set[str]) -> str:
    """``url`` when retrieval returned it, read without the punctuation that ends its sentence
    ("see https://redis.io/docs/latest/commands/xadd/."), else the removal mark."""
    kept = {_normal(url), _normal(url.rstrip(_CLOSING_PUNCTUATION))} & allowed
    return url if kept else _REMOVED


def _other_allowed(link: str, allowed: set[str]) -> bool:
    return link.lower().startswith("www.") and _normal(f"https://{link}") in allowed


_REMOVED = "[link removed]"


def _decoded_word(word: str, allowed: set[str]) -> str:
    decoded = _URL_IGNORED.sub("", _ESCAPE.sub(lambda m: m.group(0)[1], html.unescape(word)))
    if decoded == word:
        return word
    for found in (*_URL.finditer(decoded), *_OTHER_LINK.finditer(decoded)):
        link = found.group(0)
        if _normal(link) not in allowed and not _other_allowed(link, allowed):
            return _REMOVED
    return word


@dataclass
class LinkScrubber:
    """Streams text with invented URLs removed: the last, possibly unfinished word is held
    back until whitespace ends it, since a URL never contains whitespace."""

    allowed: set[str]
    _pending: str = ""

    def feed(self, piece: str) -> str:
        self._pending += piece
        tail = _TAIL.search(self._pending)
        cut = tail.start() if tail else len(self._pending)
        ready, self._pending = self._pending[:cut], self._pending[cut:]
        return scrub_links(ready, self.allowed)

    def flush(self) -> str:
        ready, self._pending = self._pending, ""
        return scrub_links(ready, self.allowed)


@dataclass
class TurnOutcome:
    """What a streamed turn produced: the whole turn, and the text already shown live."""

    turn: ModelTurn | None = None
    shown: list[str] = field(default_factory=list)


async def _pieces(
    provider: ModelProvider, messages: Sequence[Message], tools: Sequence[ToolSpec]
) -> AsyncGenerator[str | ModelTurn, None]:
    stream = getattr(provider, "stream", None)
    if stream is None:
        yield await provider.complete(messages, tools)
        return
    async with aclosing(stream(messages, tools)) as pieces:
        async for piece in pieces:
            yield piece


async def stream_turn(
    provider: ModelProvider,
    messages: Sequence[Message],
    tools: Sequence[ToolSpec],
    *,
    timeout_s: float,
    live: bool,
    allowed: set[str],
    outcome: TurnOutcome,
) -> AsyncGenerator[AnswerDeltaEvent, None]:
    """Run one turn within ``timeout_s``; when ``live``, yield its text as answer deltas as it
    arrives. Raises ``TimeoutError`` or ``ProviderError``; the HTTP stream is closed on every
    exit, including the consumer leaving."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout_s
    scrubber = LinkScrubber(allowed)
    async with aclosing(_pieces(provider, messages, tools)) as pieces:
        while True:
            try:
                async with asyncio.timeout_at(deadline):
                    piece = await anext(pieces)
            except StopAsyncIteration:
                break
            if isinstance(piece, ModelTurn):
                outcome.turn = piece
                continue
            shown = scrubber.feed(piece) if live else ""
            if shown:
                outcome.shown.append(shown)
                yield AnswerDeltaEvent(text=shown)
    if outcome.turn is None:
        raise ProviderError("model stream ended without a turn")
    rest = scrubber.flush() if live else ""
    if rest and not outcome.turn.tool_calls:
        outcome.shown.append(rest)
        yield AnswerDeltaEvent(text=rest)
