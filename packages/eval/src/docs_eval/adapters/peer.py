"""Another MCP server's search tool, with a hook mapping its hits to our page ids (EVAL-012)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from docs_core.ids import BASE_URL, InvalidIdError, page_id_from_path, parse_id
from mcp import Client

from docs_eval.adapters.mcp_common import PatientCalls, hits_of, payload_of, summarize_args
from docs_eval.dataset import Question
from docs_eval.target import RATE_LIMIT_WAIT_S
from docs_eval.trace import Retrieved, ToolCall

__all__ = ["IdMapper", "McpPeerTarget", "corpus_path_mapper", "url_to_page_id"]

IdMapper = Callable[[str], str | None]
_URL_RE = re.compile(r"https?://[^\s)\]>\"'`]+")
_DOCS_PATH = urlsplit(BASE_URL).path


def url_to_page_id(value: str) -> str | None:
    """``https://redis.io/docs/latest/commands/get/#x`` -> ``commands/get``; None if not a docs page.

    A bare page id (``commands/get``) passes through; ``/index.html`` and ``.md`` endings are dropped.
    """
    if "://" not in value and not value.startswith("/"):
        candidate = value
    else:
        path = urlsplit(value).path
        if not path.startswith(_DOCS_PATH):
            return None
        candidate = path[len(_DOCS_PATH) :]
    candidate = re.sub(r"(/index\.html|/_index\.md|/index\.md|\.md|\.html)$", "", candidate)
    candidate = candidate.split("#", 1)[0].strip("/")
    try:
        return parse_id(candidate).page_id
    except InvalidIdError:
        return None


def _path_key(path: str) -> str:
    key = re.sub(r"\.md$", "", path.lower().strip("/"))
    key = re.sub(r"/(_index|index)$", "", key)
    return re.sub(r"[._]", "-", key)


def corpus_path_mapper(content_dir: str | Path, *, strip_prefix: str = "") -> IdMapper:
    """Map a peer's file reference (``qmd://redis/commands/bf-reserve.md``) to a page id.

    Peers that index the Hugo checkout name files by path, often rewritten (dots and
    underscores to dashes); the lookup normalises both sides the same way over the real tree.
    """
    root = Path(content_dir)
    table: dict[str, str] = {}
    for file in root.rglob("*.md"):
        try:
            page = page_id_from_path(file.relative_to(root).as_posix())
        except InvalidIdError:
            continue
        table.setdefault(_path_key(page), page)

    def mapper(ref: str) -> str | None:
        path = urlsplit(ref).path if "://" in ref else ref
        path = path.lstrip("/").removeprefix(strip_prefix)
        if found := table.get(_path_key(path)):
            return found
        return url_to_page_id(ref) if ref.startswith(("http://", "https://")) else None

    return mapper


class McpPeerTarget:
    """Calls ``tool({query_arg: question, **extra})`` and maps each hit to a page id.

    Hits come from a structured list (``url``, ``id``, ``source``, ``file``, ``path``); a server that
    answers only in prose is read for URLs in order of appearance. Unmappable hits keep their
    place as ``unmapped:N`` so they still push real pages down the ranking.
    """

    def __init__(
        self,
        client: Client,
        *,
        tool: str,
        query_arg: str = "query",
        extra_args: Mapping[str, Any] | None = None,
        to_page_id: IdMapper = url_to_page_id,
        max_wait_s: float = RATE_LIMIT_WAIT_S,
    ) -> None:
        self._max_wait_s = max_wait_s
        self._client = client
        self._tool = tool
        self._query_arg = query_arg
        self._extra = dict(extra_args or {})
        self._to_page_id = to_page_id

    async def retrieve(self, question: Question) -> Retrieved:
        arguments = {self._query_arg: question.question, **self._extra}
        # A peer speaking our refusals' JSON-RPC shape is waited out the same way.
        patient = PatientCalls(self._client, label=question.qid, max_wait_s=self._max_wait_s)
        payload = payload_of(await patient.call_tool(self._tool, arguments))
        raw = _raw_refs(payload)
        ranked = [self._to_page_id(ref) or f"unmapped:{n}" for n, ref in enumerate(raw)]
        return Retrieved(
            ranked=ranked,
            calls=[ToolCall(name=self._tool, args=summarize_args(arguments), ids=raw)],
            waited_ms=patient.waited_ms,
        )


def _raw_refs(payload: Any) -> list[str]:
    hits = hits_of(payload)
    if hits:
        refs = []
        for hit in hits:
            ref = next(
                (
                    hit[k]
                    for k in ("url", "id", "source", "file", "path")
                    if isinstance(hit.get(k), str)
                ),
                None,
            )
            refs.append(ref or "")
        return refs
    text = payload if isinstance(payload, str) else str(payload or "")
    # A markdown link names its URL twice; the first mention is the one that ranks.
    return list(dict.fromkeys(url.rstrip(".,;") for url in _URL_RE.findall(text)))
