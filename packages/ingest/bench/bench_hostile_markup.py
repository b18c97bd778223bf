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
from docs_ingest.testing.hostile import HOSTILE_SHAPES, HOSTILE_UNITS

_CONFIG = 'baseURL = "https://redis.io"\n'
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
    for name, unit in HOSTILE_UNITS.items() if not args.shape else ():
        body = unit * (args.size // len(unit))
        print(f"{name:44s} {_time_page(body):7.2f} s", flush=True)
    for name, body in HOSTILE_SHAPES.items():
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
