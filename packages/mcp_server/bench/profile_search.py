"""Where one search's time goes, stage by stage, in process against a published index.

    uv run python packages/mcp_server/bench/profile_search.py --url unix:///work/fullidx/redis.sock

Stages of ``DocsReader.search`` timed separately (median and p95 over the questions, ms):
embedding (cold, then from the reader's vector cache), planning, the leg pipeline's round trip,
reading its replies, ranking, hydration; then each command of the leg pipeline alone, sent one by
one (its time on Redis's single thread plus one loopback round trip), grouped by leg kind, a
command repeated within a search counted once as ``DistinctPipeline`` sends it; then the top
functions of a cProfile over warm searches. Prints JSON.

``--timeline`` adds when each stage of a whole cold search runs (``DocsReader.search`` as it is,
every question with a word appended so that nothing is cached): medians over the questions of the
moments, since the search started, at which planning, the embedding (submitted, done), each
pipelined batch (sent, answered), ranking and hydration start and end (spec/011, "Where a cold
search waits").
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import io
import json
import pstats
import statistics
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from docs_core.languages import detect_language
from docs_core.retrieval import DocsReader, embedcache, pipelining
from docs_core.retrieval import reader as reader_module
from docs_core.retrieval.capabilities import on_latest_view
from docs_core.retrieval.intents import clause_text_queries
from docs_core.retrieval.legs import COMMAND_PRODUCT, LegPlan, plan_legs, query_strings
from docs_core.retrieval.methodchunks import methods_for
from docs_core.retrieval.pipelining import DistinctPipeline
from docs_core.retrieval.ranking import rank_candidates
from docs_eval.adapters.inprocess import tuning_from
from docs_eval.bench import parse_value

BOTH = Path("/work/runs/both.jsonl")


class _Recorder:
    """A pipeline stand-in that only records the commands a plan queues."""

    def __init__(self, views: bool = False) -> None:
        self.commands: list[tuple[Any, ...]] = []
        self._views = views

    def execute_command(self, *args: Any, **options: Any) -> None:
        self.commands.append(on_latest_view(args) if self._views else args)


def _labels(plan: LegPlan, strategy: Any, version_filter: str) -> list[str]:
    """The kind of each command ``plan.queue`` sends, in queue order."""
    out: list[str] = []
    for entity, leg, _ in plan.hybrid:
        if strategy.replies_per_leg == 2:
            out += [f"{entity} text" if leg.text is not None else "ping", f"{entity} knn"]
        else:
            out.append(f"{entity} hybrid")
    clause_queries = set(clause_text_queries(plan.intents, version_filter))
    out += [_phrase_label(entity, query, clause_queries) for entity, query, _ in plan.phrases]
    if plan.command_names:
        out.append("command names")
    if plan._spellcheck() is not None:
        out.append("spellcheck")
    out += ["error route" for _ in plan._route_requests()]
    if plan.command_vector is not None:
        out.append("command knn")
    out += ["intent summary" for _ in plan.intents]
    return out


def _phrase_label(entity: str, query: str, clause_queries: set[str]) -> str:
    return f"{entity} clause text" if query in clause_queries else f"{entity} phrase"


def _stats(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "n": len(values),
        "p50": round(statistics.median(ordered), 3),
        "p95": round(ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))], 3),
        "mean": round(statistics.fmean(ordered), 3),
    }


async def _stages(reader: DocsReader, questions: list[str]) -> dict[str, Any]:
    times: dict[str, list[float]] = defaultdict(list)
    per_kind: dict[str, list[float]] = defaultdict(list)
    legs_per_search: list[int] = []
    tuning = reader.tuning
    client = reader._client
    for question in questions:
        strings = query_strings(question, (), tuning)
        # What the reader embeds: the first string respelt, the alternates only when they
        # search with their own vectors (``alternate_vectors``).
        embedded = [await reader._prepare.respelt(strings[0], tuning), *strings[1:]]
        embedded = embedded if tuning.alternate_vectors else embedded[:1]
        started = time.perf_counter()
        t0 = time.perf_counter()
        reader._query_vectors._entries.clear()
        await reader._query_vectors.vectors(embedded, reader._embedder.embed)
        times["embed cold"].append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        await reader._query_vectors.vectors(embedded, reader._embedder.embed)
        times["embed cached"].append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        found, pending, common, _ = await reader._prepare.variants(strings, tuning)
        assert pending is None, "the vectors were cached just above"
        plan = plan_legs(
            found,
            strings,
            tuning,
            chunks=True,
            pages=True,
            commands=True,
            vocabulary=await reader._prepare.vocabulary(tuning),
            common=common,
        )
        times["plan"].append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        views = await reader._views.serving(tuning)
        pipe = DistinctPipeline(client, views=views)
        plan.queue(pipe, reader._strategy)
        replies = await pipe.execute()
        times["leg pipeline"].append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        results = plan.parse(replies, reader._strategy)
        times["parse replies"].append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        candidates = rank_candidates(
            results, question, tuning, limit=8, live_version=await reader._live.version()
        )
        times["rank"].append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        hits = await reader._hydrate(candidates, found[0].parsed)
        times["hydrate"].append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        wanted = detect_language(question)
        await reader.examples.merged(
            methods_for(hits, wanted), question, wanted, 8, found[0].parsed
        )
        times["methods and examples"].append((time.perf_counter() - t0) * 1000)
        times["total (cold embed)"].append((time.perf_counter() - started) * 1000)
        recorder = _Recorder(views is not None)
        plan.queue(recorder, reader._strategy)
        legs_per_search.append(len(recorder.commands))
        sent: set[tuple[Any, ...]] = set()
        for label, args in zip(
            _labels(plan, reader._strategy, found[0].filter), recorder.commands, strict=True
        ):
            if args in sent:
                # DistinctPipeline sends a repeated command once; so does this timing.
                per_kind[f"{label} (repeat, not sent)"].append(0.0)
                continue
            sent.add(args)
            t0 = time.perf_counter()
            await client.execute_command(*args)
            per_kind[label].append((time.perf_counter() - t0) * 1000)
    t0 = time.perf_counter()
    for _ in range(50):
        await client.ping()
    ping = (time.perf_counter() - t0) * 1000 / 50
    return {
        "stages_ms": {name: _stats(v) for name, v in times.items()},
        "commands_per_search": _stats([float(n) for n in legs_per_search]),
        "ping_round_trip_ms": round(ping, 3),
        "per_command_ms": {
            kind: {**_stats(v), "per_search": round(len(v) / len(questions), 2)}
            for kind, v in sorted(per_kind.items())
        },
        "per_search_sum_ms": {
            kind: round(sum(v) / len(questions), 3) for kind, v in sorted(per_kind.items())
        },
    }


class _Timeline:
    """Stamps (ms since the current search started, event) from wrappers around the reader's
    stages; ``install`` patches them, ``remove`` puts them back."""

    def __init__(self) -> None:
        self.marks: list[tuple[float, str]] = []
        self.started = 0.0
        self._patched: list[tuple[Any, str, Any]] = []

    def mark(self, event: str) -> None:
        self.marks.append(((time.perf_counter() - self.started) * 1000, event))

    def install(self) -> None:
        pipelined, embedded = pipelining._pipelined, embedcache._embedded

        async def batch(client: Any, calls: Any, **options: Any) -> list[Any]:
            self.mark("batch sent")
            replies = await pipelined(client, calls, **options)
            self.mark("batch answered")
            return replies

        async def model(embed: Any, strings: list[str]) -> list[bytes]:
            self.mark("embedding submitted")
            blobs = await embedded(embed, strings)
            self.mark("embedding done")
            return blobs

        self._patch(pipelining, "_pipelined", batch)
        self._patch(embedcache, "_embedded", model)
        for name in ("plan_legs", "rank_candidates"):
            self._patch(reader_module, name, self._stamped_sync(name, getattr(reader_module, name)))
        for name in ("hydrate",):
            self._patch(
                reader_module, name, self._stamped_async(name, getattr(reader_module, name))
            )

    def remove(self) -> None:
        for module, name, original in reversed(self._patched):
            setattr(module, name, original)
        self._patched.clear()

    def _patch(self, module: Any, name: str, replacement: Any) -> None:
        self._patched.append((module, name, getattr(module, name)))
        setattr(module, name, replacement)

    def _stamped_sync(self, name: str, function: Any) -> Any:
        def stamped(*args: Any, **kwargs: Any) -> Any:
            self.mark(f"{name} start")
            try:
                return function(*args, **kwargs)
            finally:
                self.mark(f"{name} end")

        return stamped

    def _stamped_async(self, name: str, function: Any) -> Any:
        async def stamped(*args: Any, **kwargs: Any) -> Any:
            self.mark(f"{name} start")
            try:
                return await function(*args, **kwargs)
            finally:
                self.mark(f"{name} end")

        return stamped


async def _timeline(reader: DocsReader, questions: list[str]) -> dict[str, Any]:
    timeline = _Timeline()
    timeline.install()
    moments: dict[str, list[float]] = defaultdict(list)
    try:
        for question in questions:
            timeline.marks.clear()
            timeline.started = time.perf_counter()
            await reader.search(f"{question} timeline")
            timeline.mark("done")
            first: dict[str, float] = {}
            last: dict[str, float] = {}
            for at, event in timeline.marks:
                first.setdefault(event, at)
                last[event] = at
            for event, at in first.items():
                moments[f"first {event}"].append(at)
            for event in ("batch answered", "embedding done"):
                if event in last:
                    moments[f"last {event}"].append(last[event])
    finally:
        timeline.remove()
    ordered = sorted(moments.items(), key=lambda item: statistics.median(item[1]))
    return {event: _stats(at) for event, at in ordered}


async def _profile(reader: DocsReader, questions: list[str], top: int) -> str:
    for question in questions:
        await reader.search(question)
    profiler = cProfile.Profile()
    profiler.enable()
    for question in questions:
        await reader.search(question)
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


async def _main(args: argparse.Namespace) -> None:
    rows = [json.loads(line) for line in args.questions.read_text().splitlines() if line.strip()]
    questions = [row["question"] for row in rows][: args.limit]
    reader = await DocsReader.connect(args.url)
    if args.param:
        reader = reader.with_tuning(
            tuning_from({k: parse_value(v) for k, v in (p.split("=", 1) for p in args.param)})
        )
    try:
        for question in questions[:5]:
            await reader.search(question)
        report = await _stages(reader, questions)
        report["questions"] = len(questions)
        report["command_product"] = COMMAND_PRODUCT
        if args.timeline:
            report["timeline_ms"] = await _timeline(reader, questions)
        print(json.dumps(report, indent=2))
        if args.cprofile:
            print(await _profile(reader, questions, args.top))
    finally:
        await reader.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default="unix:///work/fullidx/redis.sock")
    parser.add_argument("--questions", type=Path, default=BOTH)
    parser.add_argument("--limit", type=int, default=134)
    parser.add_argument("--cprofile", action="store_true")
    parser.add_argument("--param", action="append", default=[], help="tuning knob=value")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--timeline", action="store_true", help="when a cold search's stages run")
    asyncio.run(_main(parser.parse_args()))


if __name__ == "__main__":
    main()
