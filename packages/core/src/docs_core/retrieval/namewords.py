"""Words that point to command names, learned from the command summaries of the index
(spec/011-retrieval.md, "Intents").

A step is asked in the words a summary uses ("create a cuckoo filter", "increment item
counts"), while a family's members differ by the last part of their names (``CF.RESERVE``,
``CMS.INCRBY``). Over all latest commands with a multi-part name, a summary word is taken to
point to a name part when at least ``MIN_PAIR_COMMANDS`` commands pair them, they make up at
least ``MIN_WORD_SHARE`` of the multi-part commands whose summary has the word and at least
``MIN_PART_SHARE`` of the commands whose name ends with the part ("creates" -> ``create``,
``reserve``; "increments" -> ``incrby``; "deletes" -> ``del``; but not "show" -> ``help``,
which only some of the many ``... HELP`` summaries say). Words in too many summaries
("returns") point nowhere. Nothing here is typed by hand.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from docs_core.keys import ALIASES, Entity
from docs_core.retrieval.replies import as_str
from docs_core.retrieval.textquery import SERVER_STOPWORDS, escape_tag
from docs_core.taxonomy import LATEST

__all__ = [
    "command_summaries_args",
    "learn_name_words",
    "name_parts_for",
    "name_summaries",
    "stem",
]

MIN_PAIR_COMMANDS = 2
MIN_WORD_SHARE = 0.1
MIN_PART_SHARE = 0.3
MAX_WORD_COMMANDS = 40
MIN_STEM_CHARS = 3
MAX_COMMANDS = 5_000

_WORD = re.compile(r"[A-Za-z]+")
_NAME_PART = re.compile(r"[a-z]+")
_SUFFIXES = ("ing", "ies", "es", "ed", "s")


def stem(word: str) -> str:
    """A crude English stem that maps a verb's forms together ("creates", "created",
    "create" -> "creat"); used on both sides, so it need not be a real stem."""
    word = word.lower()
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= MIN_STEM_CHARS:
            word = word[: -len(suffix)]
            break
    return word[:-1] if word.endswith("e") and len(word) > MIN_STEM_CHARS + 1 else word


def _action(name: str) -> str | None:
    """The part that tells a family's members apart: ``CF.RESERVE`` -> ``reserve``,
    ``XGROUP CREATE`` -> ``create``; None for one-word names (``ZADD``)."""
    parts = re.split(r"[. ]", name.lower())
    if len(parts) < 2 or not _NAME_PART.fullmatch(parts[-1]):
        return None
    return parts[-1]


def learn_name_words(commands: Iterable[tuple[str, str]]) -> dict[str, tuple[str, ...]]:
    """Summary word stem -> the name parts it points to, most often paired first, from
    ``(name, summary)`` pairs."""
    pairs: defaultdict[str, Counter[str]] = defaultdict(Counter)
    with_word: Counter[str] = Counter()
    with_part: Counter[str] = Counter()
    with_action: Counter[str] = Counter()
    for name, summary in commands:
        action = _action(name)
        words = {stem(w) for w in _WORD.findall(summary) if w.lower() not in SERVER_STOPWORDS}
        with_word.update(words)
        if action is not None:
            with_action[action] += 1
            with_part.update(words)
            for word in words:
                pairs[word][action] += 1
    out: dict[str, tuple[str, ...]] = {}
    for word, counts in pairs.items():
        if len(word) < MIN_STEM_CHARS or with_word[word] > MAX_WORD_COMMANDS:
            continue
        kept = [
            action
            for action, n in sorted(counts.items(), key=lambda item: (-item[1], item[0]))
            if n >= MIN_PAIR_COMMANDS
            and n >= MIN_WORD_SHARE * with_part[word]
            and n >= MIN_PART_SHARE * with_action[action]
        ]
        if kept:
            out[word] = tuple(kept)
    return out


def name_parts_for(terms: Iterable[str], name_words: Mapping[str, tuple[str, ...]]) -> list[str]:
    """The name parts the plain-letter ``terms`` point to, each once, in order."""
    out: dict[str, None] = {}
    for term in terms:
        if term.isalpha():
            out.update(dict.fromkeys(name_words.get(stem(term), ())))
    return list(out)


def command_summaries_args() -> list[object]:
    """FT.SEARCH for the name and summary of every latest Command record."""
    return [
        "FT.SEARCH",
        ALIASES[Entity.COMMAND],
        f"@version:{{{escape_tag(LATEST)}}}",
        "RETURN",
        2,
        "name_key",
        "summary",
        "LIMIT",
        0,
        MAX_COMMANDS,
        "DIALECT",
        2,
    ]


def name_summaries(reply: Sequence[Any]) -> list[tuple[str, str]]:
    """(name, summary) pairs of a :func:`command_summaries_args` reply."""
    out = []
    for fields in reply[2::2]:
        values = dict(zip(fields[::2], fields[1::2], strict=True))
        out.append((as_str(values.get(b"name_key", b"")), as_str(values.get(b"summary", b""))))
    return out
