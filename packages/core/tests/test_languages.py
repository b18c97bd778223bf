import pytest
from docs_core.languages import (
    CLIENT_KEYS,
    UnknownLanguageError,
    accepted_languages,
    detect_language,
    resolve_language,
)
from docs_core.retrieval.examplepages import PageExample, render_examples

_ISSUE_NAMES = [
    "python",
    "redis-py",
    "go",
    "go-redis",
    "java",
    "jedis",
    "lettuce",
    "node",
    "node-redis",
    "javascript",
    "ioredis",
    "c#",
    "dotnet",
    "nredisstack",
    "stackexchange.redis",
    "php",
    "predis",
    "ruby",
    "redis-rb",
    "rust",
    "redis-rs",
    "c",
    "hiredis",
    "redisvl",
]


@pytest.mark.parametrize("name", _ISSUE_NAMES)
def test_mcp060_every_documented_name_resolves_to_known_clients(name: str) -> None:
    language = resolve_language(f"  {name.upper()} ")
    assert language.clients
    assert set(language.clients) <= set(CLIENT_KEYS)


def test_mcp060_a_client_names_only_itself_and_a_language_all_its_clients() -> None:
    assert resolve_language("jedis").clients == ("jedis",)
    assert resolve_language("Java").clients[0] == "jedis"
    assert "lettuce-async" in resolve_language("java").clients
    assert resolve_language("node-redis").clients == ("node-redis",)
    assert resolve_language("StackExchange.Redis").covers("seredis")
    assert not resolve_language("nredisstack").covers("seredis")


@pytest.mark.parametrize(
    "key",
    [
        "lettuce-sync",
        "lettuce-async",
        "lettuce-reactive",
        "nredisstack-async",
        "seredis-async",
        "rust-sync",
        "rust-async",
    ],
)
def test_mcp074_a_variant_tab_key_names_that_tab_alone(key: str) -> None:
    assert resolve_language(key.upper()).clients == (key,)
    assert key in accepted_languages()
    assert key in CLIENT_KEYS


def test_mcp060_an_unknown_value_is_an_error_listing_the_accepted_values() -> None:
    with pytest.raises(UnknownLanguageError) as caught:
        resolve_language("cobol")
    message = str(caught.value)
    assert "cobol" in message
    assert all(name in message for name in accepted_languages())
    # A client key a page offers (``seredis``) is listed too, and every spelling listed resolves.
    assert "seredis" in message.rpartition("other spellings of them: ")[2]
    for spelling in message.rpartition("other spellings of them: ")[2].split(", "):
        resolve_language(spelling)
    assert caught.value.code == "invalid_language"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("count unique visitors with a HyperLogLog in node-redis", "node-redis"),
        ("Lettuce: increment a bitfield counter", "lettuce"),
        ("connection pooling with go-redis", "go-redis"),
        ("how do I use pipelines in Java?", "java"),
        ("XADD example in Go", "go"),
        ("a Go client example for streams", "go"),
        ("vector search in C#", "c#"),
        ("hiredis async connection", "hiredis"),
        ("redis-py method for XAUTOCLAIM", "redis-py"),
        ("JSON.SET from Node.js", "node.js"),
        ("node redis: store a session in a hash", "node-redis"),
        ("redis_py pipeline with a transaction", "redis-py"),
        ("scan every key in python3", "python"),
        ("JS client for streams", "javascript"),
        ("vector sets in C sharp", "c#"),
        ("Go: count the elements of a vector set", "go"),
        ("expire a hash field (Go)", "go"),
    ],
)
def test_mcp061_a_client_or_language_named_in_the_question_is_detected(
    question: str, expected: str
) -> None:
    found = detect_language(question)
    assert found is not None
    assert found.name == resolve_language(expected).name


@pytest.mark.parametrize(
    "question",
    [
        "how do I go about expiring keys",
        "what does a node do in a cluster",
        "let it go when memory is full",
        "plan C for failover",
        "what is the time complexity of ZADD",
        "cluster slots in C++ terms",
        "steps (a) create, (b) add, (c) check a Bloom filter",
        "why does a replica go: it drops the link",
        "good practice: node count per shard",
        "C:\\Program Files\\Redis\\redis-server.exe won't start as a service",
        "C: Can't save in background: fork: Cannot allocate memory",
        "Node: how do I remove a failed node from the cluster",
        "node:7000 not reachable",
        "what happens when the primary (node) fails",
    ],
)
def test_mcp061_english_words_that_are_language_names_are_not_detected(question: str) -> None:
    assert detect_language(question) is None


def test_mcp074_a_fetched_page_shows_the_variant_tab_its_key_names() -> None:
    tabs = [
        PageExample("s", "get", key, label, "java", f"// {key} code", "GET k")
        for key, label in (
            ("lettuce-sync", "Java-Sync (Lettuce)"),
            ("lettuce-async", "Java-Async"),
            ("lettuce-reactive", "Java-Reactive"),
        )
    ]
    body = "Read it:\n\n```\nGET k\n```\n"
    for key in ("lettuce-reactive", "lettuce-async"):
        text = render_examples(body, tabs, resolve_language(key))
        assert f"// {key} code" in text
        assert text.count("code\n```") == 1
    assert "// lettuce-sync code" in render_examples(body, tabs, resolve_language("lettuce"))
