"""Code examples read as the redis.io build reads them (spec/005, "Code examples", ING-030..034).

Fixture example files are written for these tests in tmp_path; the last tests read a slice of
the real ``client-examples/`` and ``local_examples/`` of the Redis docs checkout that lies
beside this repository at ``../shared/redis-docs``, and fail when it is absent.
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from docs_core.ids import parse_id
from docs_ingest.code_commands import CommandMethods
from docs_ingest.example_catalogue import Catalogue, build_catalogue
from docs_ingest.example_clients import local_label
from docs_ingest.example_records import build_examples, example_records, use_contexts
from docs_ingest.example_shortcodes import find_shortcodes, pages_by_record, resolve_uses
from docs_ingest.examples import WHOLE_FILE_STEP, parse_example, syntax_for_extension
from docs_ingest.hugo import SourcePage, load_site

CHECKOUT = Path(__file__).resolve().parents[3]
REAL_DOCS = CHECKOUT.parent / "shared" / "redis-docs"

CLIENTS_TSV = "\n".join(
    [
        "# key\tdisplay\tcomponent\tmapping\tlocal_dirs",
        "redis-py\tPython\tredis_py\tredis_py\tredis-py",
        "node-redis\tNode.js\tnode_redis\tnode_redis\tnode-redis|nodejs",
        "jedis\tJava-Sync\tjedis\tjedis\tjedis",
        "lettuce-async\tJava-Async\tlettuce_async\tlettuce_async\tlettuce-async",
        "go-redis\tGo\tgo_redis\tgo-redis\tgo-redis|go",
        "nredisstack\tC#-Sync (NRedisStack)\tnredisstack_sync\tnredisstack_sync\tNRedisStack",
        "seredis\tC#-Sync (SE.Redis)\tseredis_sync\tnredisstack_sync\tseredis",
        "ruby\tRuby\tredis_rb\tredis_rb\truby",
    ]
)
COMPONENTS = {
    "redis_py": ("redis-py", "Python", "Python", "doctests", "*.py"),
    "node_redis": ("node-redis", "Node.js", "Node.js", "doctests", "*.js"),
    "jedis": ("jedis", "Java-Sync", "Java-Sync", "src/test/java/io/redis/examples", "*.java"),
    "lettuce_async": ("lettuce_async", "Java-Async", "Java-Async", "async", "*.java"),
    "go_redis": ("go-redis", "Go", "Go", "doctests", "*_test.go"),
    "nredisstack_sync": ("NRedisStack_Sync", "C#", "C#-Sync (NRedisStack)", "tests/Doc", "*.cs"),
    "seredis_sync": ("SERedis_Sync", "C#", "C#-Sync (SE.Redis)", "tests/Doc", "*.cs"),
    "redis_rb": ("redis-rb", "Ruby", "Ruby", "examples", "*.rb"),
}

PY_REMOTE = """\
# EXAMPLE: hash_tutorial
# HIDE_START
import redis
r = redis.Redis()
# HIDE_END
# REMOVE_START
r.flushall()
# REMOVE_END
# STEP_START hset
res = r.hset("bike:1", mapping={"model": "Deimos"})
print(res)
# >>> 1
# STEP_END
"""

PY_LOCAL = """\
# EXAMPLE: hash_tutorial
import redis
r = redis.Redis()

# STEP_START hset
res = r.hset("bike:1", "model", "Local")
# STEP_END

# STEP_START hget
if res:
    print(r.hget("bike:1", "model"))
# STEP_END
"""

GO_REMOTE = """\
// EXAMPLE: hash_tutorial
package example_commands_test

func ExampleClient_hset() {
\t// STEP_START hset
\tres, err := rdb.HSet(ctx, "bike:1", "model", "Deimos").Result()
\tfmt.Println(res)
\t// >>> 1
\t// STEP_END

\t// Output:
\t// 1
\t// more output
\tfmt.Println("after")
}
"""

JAVA_LOCAL = """\
// EXAMPLE: hash_tutorial
public class HashExample {
    @Test
    public void run() {
        // HIDE_START
        RedisClient client = RedisClient.create();
        // HIDE_END
        // STEP_START hset
        client.hset("bike:1", "model", "Deimos");
        // REMOVE_START
        assertEquals(1, 1);
        // REMOVE_END
        // STEP_END
        //STEP_START hincrby
        client.hincrby("bike:1", "price", 100);
        //STEP_END
    }
}
"""

RUBY_LOCAL = """\
# EXAMPLE: set_get
require 'redis'
r = Redis.new
r.set('bike:1', 'Deimos')
"""


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return root


@pytest.fixture
def docs_root(tmp_path: Path) -> Callable[[dict[str, str]], Path]:
    """A docs checkout with the client table and the given example files."""

    def make(files: dict[str, str]) -> Path:
        root = tmp_path / "docs"
        (root / "content").mkdir(parents=True, exist_ok=True)
        base = {"build/example-test-harness/clients.tsv": CLIENTS_TSV + "\n"}
        for component, (name, language, label, path, pattern) in COMPONENTS.items():
            data = {
                "id": component,
                "name": name,
                "language": language,
                "label": label,
                "repository": {"git_uri": f"https://github.com/example/{component}"},
                "examples": {"path": path, "pattern": pattern},
            }
            base[f"data/components/{component}.json"] = json.dumps(data)
        return _write(root, {**base, **files})

    return make


def _parse(text: str, suffix: str, path: str = "f") -> tuple[dict[str, str], str, list[str]]:
    syntax = syntax_for_extension(suffix)
    assert syntax is not None
    parsed = parse_example(textwrap.dedent(text), path=path, syntax=syntax)
    return parsed.steps, parsed.whole, [str(issue) for issue in parsed.issues]


def test_ing030_python_markers_hide_and_remove_regions_and_never_reach_the_code() -> None:
    steps, whole, issues = _parse(PY_REMOTE, ".py")
    assert issues == []
    assert steps == {
        "hset": 'res = r.hset("bike:1", mapping={"model": "Deimos"})\nprint(res)\n# >>> 1'
    }
    assert "import redis" not in whole and "flushall" not in whole
    assert "STEP_" not in whole and "EXAMPLE" not in whole


def test_ing030_java_slash_markers_keep_indentation_and_drop_test_annotations() -> None:
    steps, whole, issues = _parse(JAVA_LOCAL, ".java")
    assert issues == []
    assert steps["hset"] == '        client.hset("bike:1", "model", "Deimos");'
    assert steps["hincrby"] == '        client.hincrby("bike:1", "price", 100);'
    assert (
        "@Test" not in whole and "RedisClient.create" not in whole and "assertEquals" not in whole
    )


def test_ing030_go_output_comment_blocks_are_dropped_but_code_after_them_stays() -> None:
    steps, whole, _ = _parse(GO_REMOTE, ".go")
    assert steps["hset"].startswith("\tres, err := rdb.HSet")
    assert "// >>> 1" in steps["hset"]
    assert "more output" not in whole and "Output:" not in whole
    assert '\tfmt.Println("after")' in whole


def test_ing030_step_names_are_lower_cased_as_the_build_does() -> None:
    steps, _, _ = _parse("# EXAMPLE: s\n# STEP_START HSet\nx = 1\n# STEP_END\n", ".py")
    assert list(steps) == ["hset"]


def test_ing031_a_file_without_example_line_is_an_issue_with_its_path() -> None:
    steps, whole, issues = _parse("import redis\n# STEP_START a\nx\n# STEP_END\n", ".py", "p.py")
    assert (steps, whole) == ({}, "")
    assert issues == ["p.py:1: no 'EXAMPLE: <set>' on the first line"]


def test_ing031_an_unclosed_step_is_an_issue_and_the_closed_steps_stay() -> None:
    text = "// EXAMPLE: s\n// STEP_START a\nA();\n// STEP_END\n// STEP_START b\nB();\n"
    steps, whole, issues = _parse(text, ".js", "x.js")
    assert steps == {"a": "A();"}
    assert issues == ["x.js:5: step 'b' never closed"]
    assert "B();" in whole


def test_ing031_a_nameless_step_is_an_issue_and_left_out() -> None:
    steps, _, issues = _parse("# EXAMPLE: s\n# STEP_START\nx = 1\n# STEP_END\n", ".py", "n.py")
    assert steps == {}
    assert issues == ["n.py: a STEP_START without a name (left out)"]


def test_ing031_two_files_for_one_tab_keep_the_first_and_report_the_second(
    docs_root: Callable[[dict[str, str]], Path],
) -> None:
    root = docs_root(
        {
            "local_examples/a/redis-py/one.py": PY_LOCAL,
            "local_examples/b/redis-py/two.py": PY_REMOTE,
        }
    )
    catalogue = build_catalogue(root)
    python = catalogue.file_for("hash_tutorial", "Python")
    assert python is not None and python.source == "local_examples/a/redis-py/one.py"
    assert [issue.path for issue in catalogue.issues] == ["local_examples/b/redis-py/two.py"]
    assert "already fed by local_examples/a/redis-py/one.py" in catalogue.issues[0].message


def test_ing031_a_nested_marker_is_an_issue_and_yields_no_code() -> None:
    text = "# EXAMPLE: s\n# HIDE_START\n# HIDE_START\nx\n# HIDE_END\n"
    steps, whole, issues = _parse(text, ".rb", "x.rb")
    assert (steps, whole) == ({}, "")
    assert issues == ["x.rb:3: nested HIDE_START"]


def test_ing032_local_file_replaces_the_client_repository_file_for_the_same_tab(
    docs_root: Callable[[dict[str, str]], Path],
) -> None:
    root = docs_root(
        {
            "client-examples/redis_py/dt_hash.py": PY_REMOTE,
            "client-examples/go_redis/hash_tutorial_test.go": GO_REMOTE,
            "local_examples/hash_tutorial/redis-py/dt_hash.py": PY_LOCAL,
            "local_examples/hash_tutorial/lettuce-async/HashExample.java": JAVA_LOCAL,
        }
    )
    catalogue = build_catalogue(root)
    assert catalogue.issues == []
    python = catalogue.file_for("hash_tutorial", "Python")
    assert python is not None and python.source.startswith("local_examples/")
    assert catalogue.replaced == [
        ("local_examples/hash_tutorial/redis-py/dt_hash.py", "client-examples/redis_py/dt_hash.py")
    ]
    by_id = {record.id: record for record in catalogue.records()}
    assert by_id["examples/hash_tutorial/hset/redis-py"].code == (
        'res = r.hset("bike:1", "model", "Local")'
    )
    assert by_id["examples/hash_tutorial/hset/go-redis"].fence == "go"
    assert by_id["examples/hash_tutorial/hset/lettuce-async"].client.label == "Java-Async"
    assert by_id["examples/hash_tutorial/hget/redis-py"].code.startswith("if res:\n    print(")
    assert sorted(by_id) == [
        "examples/hash_tutorial/hget/redis-py",
        "examples/hash_tutorial/hincrby/lettuce-async",
        "examples/hash_tutorial/hset/go-redis",
        "examples/hash_tutorial/hset/lettuce-async",
        "examples/hash_tutorial/hset/redis-py",
    ]


def test_ing032_a_file_without_steps_is_one_record_for_the_whole_set(
    docs_root: Callable[[dict[str, str]], Path],
) -> None:
    root = docs_root({"local_examples/set_and_get/ruby/set_get.rb": RUBY_LOCAL})
    [record] = build_catalogue(root).records()
    assert (record.id, record.fence) == (f"examples/set_get/{WHOLE_FILE_STEP}/ruby", "ruby")
    assert record.code.startswith("require 'redis'") and "EXAMPLE" not in record.code


def test_ing032_catalogue_works_without_client_examples_and_reports_a_missing_examples_dir(
    docs_root: Callable[[dict[str, str]], Path], tmp_path: Path
) -> None:
    root = docs_root({"local_examples/hash_tutorial/redis-py/dt_hash.py": PY_LOCAL})
    assert len(build_catalogue(root).records()) == 2
    missing = build_catalogue(root, tmp_path / "nowhere")
    assert [issue.message for issue in missing.issues] == ["examples folder not found"]
    assert len(missing.records()) == 2


def test_ing032_explicit_examples_dir_and_the_component_pattern_pick_the_files(
    docs_root: Callable[[dict[str, str]], Path], tmp_path: Path
) -> None:
    root = docs_root({})
    elsewhere = _write(
        tmp_path / "fetched",
        {
            "redis_py/dt_hash.py": PY_REMOTE,
            "redis_py/not_an_example.py": "import redis\n",
            "go_redis/helper.go": "// EXAMPLE: hash_tutorial\npackage x\n",
        },
    )
    catalogue = build_catalogue(root, elsewhere)
    assert [record.id for record in catalogue.records()] == ["examples/hash_tutorial/hset/redis-py"]
    assert [str(issue) for issue in catalogue.issues] == [
        f"{elsewhere.as_posix()}/redis_py/not_an_example.py:1: "
        "no 'EXAMPLE: <set>' on the first line"
    ]


def test_ing032_local_csharp_tab_is_decided_by_its_imports_never_its_folder() -> None:
    nrs = "using NRedisStack;\nusing NRedisStack.Tests;\n"
    plain = "using StackExchange.Redis;\nusing NRedisStack.Tests;\n"
    assert local_label("local_examples/x/NRedisStack/A.cs", nrs) == "C#-Sync (NRedisStack)"
    assert local_label("local_examples/x/NRedisStack/A.cs", plain) == "C#-Sync (SE.Redis)"
    assert local_label("local_examples/x/dotnet-async/A.cs", plain) == "C#-Async (SE.Redis)"
    assert local_label("local_examples/x/ioredis/a.js", "") == "ioredis"
    assert local_label("local_examples/x/nodejs/a.js", "") == "Node.js"
    assert local_label("local_examples/x/rust-async/a.rs", "") == "Rust-Async"
    assert local_label("local_examples/x/README.md", "") is None


def _page(body: str, page_id: str = "develop/data-types/hashes") -> SourcePage:
    return SourcePage(f"content/{page_id}.md", page_id, {}, textwrap.dedent(body))


def _catalogue(root: Path) -> Catalogue:
    catalogue = build_catalogue(root)
    assert catalogue.issues == []
    return catalogue


def test_ing033_shortcodes_resolve_per_client_and_a_step_only_one_client_has(
    docs_root: Callable[[dict[str, str]], Path],
) -> None:
    root = docs_root(
        {
            "client-examples/go_redis/hash_tutorial_test.go": GO_REMOTE,
            "local_examples/hash_tutorial/redis-py/dt_hash.py": PY_LOCAL,
        }
    )
    body = """\
        {{< clients-example set="hash_tutorial" step="hset" description="x" >}}
        > HSET bike:1 model Deimos
        {{< /clients-example >}}
        {{< clients-example hash_tutorial hget >}}
        > HGET bike:1 model
        {{< /clients-example >}}
        {{< clients-example set="hash_tutorial" step="hset" lang_filter="Go" />}}
        <!-- {{< clients-example set="hash_tutorial" step="commented" />}} -->
        """
    uses = resolve_uses([_page(body)], _catalogue(root))
    assert [(u.set_id, u.step, u.lang_filter) for u in uses] == [
        ("hash_tutorial", "hset", ""),
        ("hash_tutorial", "hget", ""),
        ("hash_tutorial", "hset", "Go"),
    ]
    assert [[t.client_key for t in u.tabs] for u in uses] == [
        ["redis-py", "go-redis"],
        ["redis-py"],
        ["go-redis"],
    ]
    assert uses[1].omitted == ["Go"]
    assert all(u.resolved for u in uses)
    assert (uses[0].cli, uses[2].cli) == ("> HSET bike:1 model Deimos", "")
    assert pages_by_record(uses) == {
        "examples/hash_tutorial/hset/redis-py": ["develop/data-types/hashes"],
        "examples/hash_tutorial/hset/go-redis": ["develop/data-types/hashes"],
        "examples/hash_tutorial/hget/redis-py": ["develop/data-types/hashes"],
    }


def test_ing099_a_step_no_page_shows_takes_its_sets_page_not_another_steps_section(
    docs_root: Callable[[dict[str, str]], Path],
) -> None:
    root = docs_root({"local_examples/hash_tutorial/redis-py/dt_hash.py": PY_LOCAL})
    body = """\
        Intro.

        ## Set a field

        {{< clients-example set="hash_tutorial" step="hset" description="Store a bike" >}}
        > HSET bike:1 model Deimos
        {{< /clients-example >}}
        """
    page = SourcePage(
        "content/develop/data-types/hashes.md",
        "develop/data-types/hashes",
        {"title": "Redis hashes"},
        textwrap.dedent(body),
    )
    catalogue = _catalogue(root)
    uses = resolve_uses([page], catalogue)
    contexts = {(page.page_id, i): c for i, c in enumerate(use_contexts(page))}
    built = example_records(catalogue.records(), uses, contexts, CommandMethods.load(root))
    by_id = {b.id: b.record for b in built}
    shown = by_id["examples/hash_tutorial/hset/redis-py"]
    assert (shown.title, shown.intent) == ("Redis hashes > Set a field", "Store a bike")
    assert shown.url.endswith("/develop/data-types/hashes/#set-a-field")
    unshown = by_id["examples/hash_tutorial/hget/redis-py"]
    assert (unshown.title, unshown.intent, unshown.page_ids) == ("Redis hashes > hget", "", [])
    assert unshown.url.endswith("/develop/data-types/hashes/")
    assert "Set a field" not in next(b.embed_input for b in built if b.id == unshown.id)


def test_ing109_a_set_no_page_shows_links_its_file_in_the_client_repository(
    docs_root: Callable[[dict[str, str]], Path],
) -> None:
    root = docs_root(
        {
            "client-examples/go_redis/hash_tutorial_test.go": GO_REMOTE,
            "local_examples/hash_tutorial/redis-py/dt_hash.py": PY_LOCAL,
        }
    )
    catalogue = _catalogue(root)
    built = example_records(catalogue.records(), [], {}, CommandMethods.load(root))
    urls = {b.record.client_key: b.record.url for b in built}
    go = next(c for c in catalogue.clients if c.component == "go_redis")
    assert urls["go-redis"] == (
        f"https://github.com/example/go_redis/blob/HEAD/{go.examples_path.strip('/')}"
        "/hash_tutorial_test.go"
    )
    assert urls["redis-py"] == "", "local_examples has no repository URL in the checkout"


def test_ing033_unresolved_shortcodes_are_listed_with_the_reason(
    docs_root: Callable[[dict[str, str]], Path],
) -> None:
    root = docs_root(
        {
            "local_examples/hash_tutorial/redis-py/dt_hash.py": PY_LOCAL,
            "local_examples/set_and_get/ruby/set_get.rb": RUBY_LOCAL,
        }
    )
    body = """\
        {{< clients-example set="no_such_set" step="a" />}}
        {{< clients-example set="hash_tutorial" step="hdel" />}}
        {{< clients-example set="hash_tutorial" step="hset" lang_filter="Go,Ruby" />}}
        {{< clients-example set="set_get" step="anything" />}}
        """
    uses = resolve_uses([_page(body)], _catalogue(root))
    assert [u.reason for u in uses] == [
        "no example file has the set 'no_such_set'",
        "no file of set 'hash_tutorial' has the step 'hdel'",
        "lang_filter 'Go,Ruby' matches no file of set 'hash_tutorial'",
        "",
    ]
    assert [t.step for t in uses[3].tabs] == [WHOLE_FILE_STEP]


def test_ing033_find_shortcodes_sees_positional_and_named_arguments() -> None:
    body = '{{< clients-example set_and_get "" >}}\n> SET a b\n{{< /clients-example >}}'
    [use] = find_shortcodes(body, "clients-example")
    assert (use.args, use.inner) == ([(None, "set_and_get"), (None, "")], "> SET a b")


@cache
def _real() -> Catalogue:
    if not (REAL_DOCS / "client-examples").is_dir() or not (REAL_DOCS / "local_examples").is_dir():
        pytest.fail(
            f"no Redis docs checkout with client-examples/ and local_examples/ at {REAL_DOCS}: "
            "put it beside this repository (see its SOURCE.md)"
        )
    return build_catalogue(REAL_DOCS)


def test_ing034_real_examples_parse_into_marker_free_records_in_nine_languages() -> None:
    catalogue = _real()
    records = catalogue.records()
    assert {r.fence for r in records} >= {
        "python",
        "javascript",
        "java",
        "go",
        "csharp",
        "php",
        "ruby",
        "rust",
        "c",
    }
    markers = ("STEP_START", "STEP_END", "HIDE_START", "HIDE_END", "REMOVE_START", "EXAMPLE:")
    assert not [r.id for r in records if any(m in r.code for m in markers)]
    ids = [r.id for r in records]
    assert len(ids) == len(set(ids))
    assert all(str(parse_id(i)) == i and parse_id(i).kind == "page" for i in ids)
    hset = {r.client.key: r for r in records if (r.set_id, r.step) == ("cmds_hash", "hset")}
    assert hset["redis-py"].source == "local_examples/cmds_hash/redis-py/cmds_hash.py"
    assert "r.hset(" in hset["redis-py"].code
    assert hset["jedis"].code.startswith("        ")
    go = {r.client.key for r in records if r.source.startswith("client-examples/go_redis/")}
    assert go == {"go-redis"}


def test_ing034_real_issues_and_local_over_remote_are_reported() -> None:
    catalogue = _real()
    assert "client-examples/redis_py/dt_topk.py:17: step 'topk' never closed" in [
        str(issue) for issue in catalogue.issues
    ]
    assert (
        "local_examples/cmds_hash/redis-py/cmds_hash.py",
        "client-examples/redis_py/cmds_hash.py",
    ) in (catalogue.replaced)


def test_ing034_real_shortcodes_are_unresolved_only_where_no_file_has_the_step() -> None:
    site = load_site(REAL_DOCS)
    uses = resolve_uses(site.pages, _real(), site.params.get("clientsExamples"))
    assert len(uses) > 500
    unresolved = [u for u in uses if not u.resolved]
    for use in unresolved:
        assert use.reason.startswith(("no example file has the set", "no file of set"))
        for label in use.omitted:
            file = _real().file_for(use.set_id, label)
            assert file is not None and use.step not in file.parsed.steps
    assert len(unresolved) < 10


def test_ing102_a_symlinked_example_file_is_reported_not_read(
    docs_root: Callable[[dict[str, str]], Path], tmp_path: Path
) -> None:
    root = docs_root({"local_examples/hash_tutorial/redis-py/dt_hash.py": PY_LOCAL})
    elsewhere = tmp_path / "creds.py"
    elsewhere.write_text(PY_REMOTE, encoding="utf-8")
    link = root / "local_examples/other/redis-py/leak.py"
    link.parent.mkdir(parents=True)
    link.symlink_to(elsewhere)
    catalogue = build_catalogue(root)
    assert [issue.path for issue in catalogue.issues] == ["local_examples/other/redis-py/leak.py"]
    assert "symbolic link" in catalogue.issues[0].message
    python = catalogue.file_for("hash_tutorial", "Python")
    assert python is not None and python.source.endswith("dt_hash.py")


def test_ing108_set_and_step_names_that_are_no_id_are_issues() -> None:
    steps, whole, issues = _parse("# EXAMPLE: a/b\nx = 1\n", ".py", "x.py")
    assert (steps, whole) == ({}, "") and issues == ["x.py:1: set name 'a/b' is no id (ING-108)"]
    text = "# EXAMPLE: s\n# STEP_START a#b c\nx = 1\n# STEP_END\n"
    steps, _, issues = _parse(text, ".py", "y.py")
    assert steps == {} and issues == ["y.py:2: step name 'a#b c' is no id (ING-108)"]
    steps, _, _ = _parse("# EXAMPLE: s\n# STEP_START ltrim.1\nx = 1\n# STEP_END\n", ".py")
    assert steps == {"ltrim.1": "x = 1"}


def test_ing108_a_remove_never_closed_is_reported_and_removes_to_the_end() -> None:
    text = "# EXAMPLE: s\nkept = 1\n# REMOVE_START\nremoved = 2\n"
    _, whole, issues = _parse(text, ".py", "z.py")
    assert whole == "kept = 1" and issues == ["z.py: REMOVE_START never closed"]


def test_ing110_shortcodes_nested_past_the_recursion_limit_are_an_issue_not_a_failed_run(
    docs_root: Callable[[dict[str, str]], Path],
) -> None:
    nested = (
        "{{< note >}}\n" * 3000
        + '{{< clients-example set="hash_tutorial" step="hset" />}}'
        + "{{< /note >}}\n" * 3000
    )
    root = docs_root(
        {
            "local_examples/hash_tutorial/redis-py/dt_hash.py": PY_LOCAL,
            "content/develop/deep.md": "---\ntitle: Deep\n---\n" + nested,
        }
    )
    build = build_examples(root, load_site(root))
    assert any(
        i.path == "content/develop/deep.md" and "nested too deep" in i.message for i in build.issues
    )


def test_ing110_a_client_key_or_a_set_name_that_would_make_an_unfetchable_id_is_refused(
    docs_root: Callable[[dict[str, str]], Path],
) -> None:
    from docs_ingest.example_clients import load_clients

    root = docs_root({})
    tsv = root / "build/example-test-harness/clients.tsv"
    tsv.write_text(
        tsv.read_text(encoding="utf-8") + "redis py#x/../y\tPy2\tredis_py\tx\tpy2\n",
        encoding="utf-8",
    )
    keys = [client.key for client in load_clients(root)]
    assert "redis-py" in keys and not any("#" in key or "/" in key for key in keys)
    long_set = "# EXAMPLE: " + "s" * 101 + "\nprint(1)\n"
    _, _, issues = _parse(long_set, ".py")
    assert any("is no id" in issue for issue in issues)
