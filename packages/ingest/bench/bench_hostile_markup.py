"""Parse time of pages made of markup that never closes (spec/005 ING-111). Not a test.

    uv run python packages/ingest/bench/bench_hostile_markup.py [--size 100000] [--fuzz 150]
        [--shape NAME ...]

Each case writes one page of ``--size`` characters into a fresh site and times ``parse_all``
over it (render, HTML to markdown, chunking; no embedding). ``--fuzz N`` also times N pages
drawn from random mixes of markup pieces and prints the five slowest.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from docs_ingest.chunking import ChunkingConfig
from docs_ingest.parse import parse_all
from docs_ingest.progress import Reporter

_CONFIG = 'baseURL = "https://redis.io"\n'
_UNITS = {
    "quoted shortcode openers": '{{< relref "',
    "shortcode openers": "{{< x ",
    "shortcode pairs never closed": "{{< note >}}\n",
    "shortcodes failing with a closer in reach": "{{< x " * 150 + '"\nb>}}',
    "comment openers": "<!-- ",
    "pre openers": "<pre>",
    "code openers": "<code>",
    "div openers": "<div>",
    "emphasis never closed": "<b>",
    "anchors with no tag end": "<a ",
    "quoted anchors": '<a "',
    "images with no tag end": "<img ",
    "table tags": "<table><tr><td>",
    "fences": "```\n",
    "link openers": "[a](",
}
_SHAPES = {
    "a literal placeholder mark in a code span": "a & `\ue0000\ue001` b",
    "blanks inside a heading (5,000)": "# a" + " " * 5_000 + "b",
    "blanks after a table row": "|a|\n" + " " * 20_000 + "x\n",
    "a run of backticks": "a&" + "`" * 12_500 + "b" * 12_500,
    "blanks inside a link": "[a](" + " " * 20_000 + "b",
    "fence openers missing a backtick": "``sh\n" * 20_000,
    "closing tags no opener matches": "{{< a >}}" * 15_000 + "{{< /b >}}" * 15_000,
    "empty link targets beside many headings": "".join(f"## h{i}\n\n" for i in range(6_000))
    + "[x]()\n" * 8_000,
}
"""Fixed shapes (their own sizes, not ``--size``), found by a second review."""
_PIECES = [
    "{{<", "{{%", ">}}", "%}}", "{{/*", "*/}}", "<!--", "-->", "<b>", "</b>", "<a ", '<a href="',
    '"', "'", "`", "```", "\n", "<table>", "<tr", "<td>", "</table>", "<pre>", "[", "](", ")",
    "|", "#", "&amp;", "<", ">", ' relref "', "{{< note >}}", "{{< /note >}}", "<details>",
    "<summary>", "<code>", "</code>", "    ", "- ", "*", "_", "<img ", "/>", "<div>", "</div>",
]  # fmt: skip


def _time_page(body: str) -> float:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "content").mkdir()
        (root / "config.toml").write_text(_CONFIG, encoding="utf-8")
        (root / "content" / "p.md").write_text(f"---\ntitle: T\n---\n{body}", encoding="utf-8")
        started = time.perf_counter()
        parse_all(root, ChunkingConfig(), Reporter(enabled=False))
        return time.perf_counter() - started


def _fuzz_page(seed: int, size: int) -> tuple[str, list[str]]:
    rnd = random.Random(seed)
    pieces = [*rnd.sample(_PIECES, rnd.randint(2, 8)), "x", " "]
    body: list[str] = []
    while sum(map(len, body)) < size:
        body.append(rnd.choice(pieces))
    return "".join(body), pieces


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000, help="characters a page")
    parser.add_argument("--fuzz", type=int, default=0, help="random pages to time as well")
    parser.add_argument("--shape", action="append", default=[], help="only this fixed shape")
    args = parser.parse_args()
    for name, unit in _UNITS.items() if not args.shape else ():
        body = unit * (args.size // len(unit))
        print(f"{name:44s} {_time_page(body):7.2f} s", flush=True)
    for name, body in _SHAPES.items():
        if args.shape and name not in args.shape:
            continue
        print(f"{name:44s} {_time_page(body):7.2f} s", flush=True)
    if args.fuzz:
        timed = []
        for seed in range(args.fuzz):
            body, pieces = _fuzz_page(seed, args.size)
            timed.append((_time_page(body), seed, pieces))
        for seconds, seed, pieces in sorted(timed, reverse=True)[:5]:
            print(f"fuzz seed {seed:4d} {seconds:7.2f} s  {pieces}")


if __name__ == "__main__":
    main()
