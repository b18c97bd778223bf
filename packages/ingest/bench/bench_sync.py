"""Measure ``docs-ingest sync`` on a real corpus in git (spec/005-ingest.md, "Page history" and
the sync rows of "Measurements"). Not a test.

    uv run python packages/ingest/bench/bench_sync.py --repo /work/fresh-src \
        --data-dir /work/idx-fresh --edit develop/reference/eviction/index.md --synthetic 50

REPO is a git repository of a copy of the corpus (never the shared one) that a first
``docs-ingest sync --repo REPO`` already indexed into the embedded Redis of DATA_DIR. Runs, in
this process (as a ``sync --every`` loop would):
1. syncs with an unmoved head (seconds inside ``sync_once``);
2. two one-file commits (the first loads the embedding model, as the first sync of a
   ``sync --every`` process does): each appends a sentence with a unique token to EDIT,
   commits, syncs, and measures from the start of the sync until a reader's full-text query
   finds the token, then checks the page's ``last_commit`` is the new commit; a third commit
   reverts them;
3. the history pass (``read_history``) over the whole of REPO and over its last commit;
4. with ``--synthetic N``: a clone of REPO with N more commits (each edits ten pages, every
   tenth also renames one) and the same two history passes over it.
Prints JSON.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
import time
import uuid
from pathlib import Path

import redis
from docs_core.embedded import ensure_embedded
from docs_core.index import live_version
from docs_core.keys import ALIASES, Entity, record_key
from docs_ingest.history import History, read_history
from docs_ingest.sync import SyncRequest, sync_once

_ENV = {
    "GIT_AUTHOR_NAME": "Bench",
    "GIT_AUTHOR_EMAIL": "bench@example.com",
    "GIT_COMMITTER_NAME": "Bench",
    "GIT_COMMITTER_EMAIL": "bench@example.com",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "PATH": "/usr/bin:/bin",
}


def _git(repo: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(repo), *args], capture_output=True, text=True, check=True, env=_ENV
    )
    return done.stdout.strip()


def _visible(client: redis.Redis, token: str) -> bool:
    result = client.execute_command(
        "FT.SEARCH", ALIASES[Entity.CHUNK], f"@text:{token}", "NOCONTENT", "DIALECT", "2"
    )
    total = result.get(b"total_results", 0) if isinstance(result, dict) else result[0]
    return int(total) > 0


def _timed_history(repo: Path) -> dict[str, object]:
    start = time.perf_counter()
    full = read_history(repo)
    full_s = time.perf_counter() - start
    assert full is not None
    parent = _git(repo, "rev-parse", "HEAD~1")
    start = time.perf_counter()
    read_history(repo, History(parent, full.files, full.moves))
    return {
        "commits": int(_git(repo, "rev-list", "--count", "HEAD")),
        "files": len(full.files),
        "moves": len(full.moves),
        "full_pass_s": round(full_s, 3),
        "last_commit_pass_s": round(time.perf_counter() - start, 3),
    }


def _synthetic(repo: Path, commits: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        clone = Path(tmp) / "clone"
        _git(repo, "clone", "--quiet", str(repo), str(clone))
        pages = sorted((clone / "content" / "develop").rglob("*.md"))
        for n in range(commits):
            for page in pages[n * 10 : n * 10 + 10]:
                with page.open("a", encoding="utf-8") as handle:
                    handle.write(f"\nSynthetic edit {n}.\n")
            if n % 10 == 9:
                moved = pages[n * 10]
                _git(clone, "mv", str(moved), str(moved.with_name(f"moved-{n}-{moved.name}")))
            _git(clone, "add", "--all")
            _git(clone, "commit", "--quiet", "-m", f"synthetic {n}")
        return _timed_history(clone)


def _one_file_commit(
    client: redis.Redis, request: SyncRequest, data_dir: Path, repo: Path, edit: str
) -> dict[str, object]:
    page = repo / "content" / edit
    token = "benchtoken" + uuid.uuid4().hex[:8]
    with page.open("a", encoding="utf-8") as handle:
        handle.write(f"\n\nA benchmark sentence {token}.\n")
    _git(repo, "commit", "--quiet", "-am", f"bench: {token}")
    commit = _git(repo, "rev-parse", "HEAD")
    start, cpu = time.perf_counter(), time.process_time()
    result = sync_once(request, [client], data_dir=data_dir)
    cpu = time.process_time() - cpu
    deadline = time.monotonic() + 30
    while not _visible(client, token) and time.monotonic() < deadline:
        time.sleep(0.02)
    seen = time.perf_counter() - start
    page_id = edit.removesuffix(".md").removesuffix("/index").removesuffix("/_index")
    version = live_version(client)
    assert version is not None
    last = client.hget(record_key(Entity.PAGE, version, page_id), "last_commit")
    summary = result.summary
    return {
        "token": token,
        "seconds_to_visible": round(seen, 3),
        "sync_seconds": round(result.seconds, 3),
        "sync_cpu_seconds": round(cpu, 3),
        "visible": _visible(client, token),
        "last_commit_is_new": last is not None and last.decode() == commit,
        "mode": summary.targets[0].mode if summary else None,
        "upserts": summary.targets[0].upserts if summary else None,
        "embedded": summary.embedded if summary else None,
        "stages": summary.seconds if summary else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repo", type=Path, required=True)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--edit", default="develop/reference/eviction/index.md")
    parser.add_argument("--synthetic", type=int, default=0)
    args = parser.parse_args()
    if str(args.repo.resolve()).startswith("/work/shared"):
        raise SystemExit("refusing to commit to the shared corpus; pass a copy")
    client = redis.Redis.from_url(ensure_embedded(args.data_dir).url)
    request = SyncRequest(str(args.repo))
    report: dict[str, object] = {}

    report["unmoved_head_s"] = [
        round(sync_once(request, [client], data_dir=args.data_dir).seconds, 3) for _ in range(3)
    ]

    page = args.repo / "content" / args.edit
    original = page.read_text(encoding="utf-8")
    try:
        # The first commit loads the embedding model; a `sync --every` loop pays that once.
        report["one_file_commit"] = [
            _one_file_commit(client, request, args.data_dir, args.repo, args.edit) for _ in range(2)
        ]
    finally:
        page.write_text(original, encoding="utf-8")
        _git(args.repo, "commit", "--quiet", "-am", "bench: revert")
    tokens = [r["token"] for r in report["one_file_commit"]]  # type: ignore[attr-defined]
    reverted = sync_once(request, [client], data_dir=args.data_dir)
    report["revert_commit"] = {
        "seconds": round(reverted.seconds, 3),
        "gone": not any(_visible(client, t) for t in tokens),
    }

    report["history"] = _timed_history(args.repo)
    if args.synthetic:
        report["history_synthetic"] = _synthetic(args.repo, args.synthetic)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
