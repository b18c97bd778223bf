"""Fixture code examples for a docs checkout (spec/005, "Code examples"): the client table, the
component files, example files in ``local_examples/`` and ``client-examples/``, and a page
that shows them through ``clients-example`` shortcodes.

``add_examples(root)`` writes them into a checkout (a copy of the sample site, or a test's own
site). What they hold, so tests can assert on it: set ``hll_tutorial`` has steps ``pfadd``
(Python, Node.js, Java), ``pfmerge`` (Python, Node.js), ``pfcount_java`` only in Java and
``pfcount`` only in Go (no page shows it; its ``pfadd`` step is never closed);
set ``hash_intro`` has a client-repository Python file that a local one replaces. Three bad
inputs are reported by the ingest: a file without ``EXAMPLE:``, a step never closed, and a
shortcode naming a step no file has.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import redis

from docs_ingest.summary import IngestSummary
from docs_ingest.testing.sample import copy_sample_site, publish_sample_index

__all__ = [
    "EXAMPLE_PAGE",
    "HLL_PFADD_PY",
    "add_examples",
    "publish_example_index",
]

EXAMPLE_PAGE = "develop/data-types/probabilistic/hyperloglogs"
"""The page (id) whose shortcodes show the fixture examples."""

_CLIENTS_TSV = "\n".join(
    [
        "# key\tdisplay\tcomponent\tmapping\tlocal_dirs",
        "redis-py\tPython\tredis_py\tredis_py\tredis-py",
        "node-redis\tNode.js\tnode_redis\tnode_redis\tnode-redis|nodejs",
        "jedis\tJava-Sync\tjedis\tjedis\tjedis",
        "go-redis\tGo\tgo_redis\tgo-redis\tgo-redis|go",
    ]
)
_COMPONENTS = {
    "redis_py": ("redis-py", "Python", "Python", "doctests", "*.py"),
    "node_redis": ("node-redis", "Node.js", "Node.js", "doctests", "*.js"),
    "jedis": ("jedis", "Java-Sync", "Java-Sync", "src/test/java/io/redis/examples", "*.java"),
    "go_redis": ("go-redis", "Go", "Go", "doctests", "*_test.go"),
}

HLL_PFADD_PY = 'res1 = r.pfadd("bikes", "Hyperion", "Deimos", "Phoebe", "Quaoar")\nprint(res1)'
"""The code of ``examples/hll_tutorial/pfadd/redis-py`` as the page shows it."""

_FILES = {
    "client-examples/redis_py/dt_hll.py": f"""\
        # EXAMPLE: hll_tutorial
        # HIDE_START
        import redis
        r = redis.Redis(decode_responses=True)
        # HIDE_END
        # REMOVE_START
        r.delete("bikes", "commuter_bikes", "all_bikes")
        # REMOVE_END
        # STEP_START pfadd
        {HLL_PFADD_PY.replace(chr(10), chr(10) + " " * 8)}
        # STEP_END

        # STEP_START pfmerge
        res2 = r.pfmerge("all_bikes", "bikes", "commuter_bikes")
        print(res2)  # >>> True
        # STEP_END
        """,
    "local_examples/hll_tutorial/node-redis/dt-hll.js": """\
        // EXAMPLE: hll_tutorial
        import { createClient } from 'redis';
        const client = await createClient().connect();
        // STEP_START pfadd
        const res1 = await client.pfAdd('bikes', ['Hyperion', 'Deimos', 'Phoebe', 'Quaoar']);
        console.log(res1); // >>> 1
        // STEP_END
        // STEP_START pfmerge
        const res2 = await client.pfMerge('all_bikes', ['bikes', 'commuter_bikes']);
        // STEP_END
        """,
    "client-examples/jedis/HyperLogLogExample.java": """\
        // EXAMPLE: hll_tutorial
        public class HyperLogLogExample {
            @Test
            public void run() {
                // STEP_START pfadd
                long res1 = jedis.pfadd("bikes", "Hyperion", "Deimos", "Phoebe", "Quaoar");
                // STEP_END
                // STEP_START pfcount_java
                long res2 = jedis.pfcount("bikes");
                // STEP_END
            }
        }
        """,
    "client-examples/redis_py/hash_intro.py": """\
        # EXAMPLE: hash_intro
        # STEP_START hset
        r.hset("bike:1", "model", "Remote")
        # STEP_END
        """,
    "local_examples/hash_intro/redis-py/hash_intro.py": """\
        # EXAMPLE: hash_intro
        # STEP_START hset
        r.hset("bike:1", "model", "Local")
        # STEP_END
        """,
    "client-examples/redis_py/no_example_line.py": """\
        import redis
        # STEP_START orphan
        r.ping()
        # STEP_END
        """,
    "client-examples/go_redis/hll_unclosed_test.go": """\
        // EXAMPLE: hll_tutorial
        package example_commands_test
        // STEP_START pfcount
        n, err := rdb.PFCount(ctx, "bikes").Result()
        // STEP_END
        // STEP_START pfadd
        res, err := rdb.PFAdd(ctx, "bikes", "Hyperion").Result()
        """,
}

_PAGE = """\
---
title: HyperLogLog
description: HyperLogLog is a probabilistic data structure that estimates cardinality
---
HyperLogLog estimates the cardinality of a set.

## Examples

Add items and count them:

{{< clients-example set="hll_tutorial" step="pfadd" description="Add items to a HyperLogLog \
with PFADD to count unique visitors" >}}
> PFADD bikes Hyperion Deimos Phoebe Quaoar
(integer) 1
> PFCOUNT bikes
(integer) 4
{{< /clients-example >}}

Merge two HyperLogLogs:

{{< clients-example hll_tutorial pfmerge >}}
> PFMERGE all_bikes bikes commuter_bikes
OK
{{< /clients-example >}}

Count with the Java client:

{{< clients-example hll_tutorial pfcount_java >}}
> PFCOUNT bikes
(integer) 4
{{< /clients-example >}}

## Hashes

{{< clients-example set="hash_intro" step="hset" >}}
> HSET bike:1 model Deimos
(integer) 1
{{< /clients-example >}}

A step that no example file has:

{{< clients-example set="hll_tutorial" step="missing_step" >}}
> PFCOUNT nothing
(integer) 0
{{< /clients-example >}}
"""


def add_examples(root: Path) -> Path:
    """Write the fixture client table, components, example files and ``EXAMPLE_PAGE`` into the
    checkout ``root`` (which has ``content/``); returns ``root``."""
    files = {"build/example-test-harness/clients.tsv": _CLIENTS_TSV + "\n"}
    for component, (name, language, label, path, pattern) in _COMPONENTS.items():
        data = {
            "id": component,
            "name": name,
            "language": language,
            "label": label,
            "repository": {"git_uri": f"https://github.com/example/{component}"},
            "examples": {"path": path, "pattern": pattern},
        }
        files[f"data/components/{component}.json"] = json.dumps(data)
    files.update({rel: textwrap.dedent(text) for rel, text in _FILES.items()})
    files[f"content/{EXAMPLE_PAGE}.md"] = _PAGE
    for rel, text in files.items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return root


def publish_example_index(client: redis.Redis, dest: Path) -> IngestSummary:
    """Publish a copy of the sample site (made under ``dest``) with the fixture examples into
    ``client``, through the writer, with the real embedder."""
    return publish_sample_index(client, add_examples(copy_sample_site(dest)))
