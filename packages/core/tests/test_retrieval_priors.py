"""Page priors after fusion (spec/011-retrieval.md, "Page priors")."""

import pytest
from docs_core.languages import CLIENT_KEYS, Language, resolve_language
from docs_core.retrieval.priors import (
    apply_page_priors,
    language_slugs,
    mentioned_languages,
    page_language,
)


def test_ret027_an_unnamed_language_variant_lends_its_score_to_its_guide() -> None:
    scores = {"develop/use-cases/leaderboard/go": 0.9, "develop/use-cases/leaderboard": 0.2}
    out = apply_page_priors(scores, "build a game leaderboard")
    assert out["develop/use-cases/leaderboard"] == 0.9
    assert out["develop/use-cases/leaderboard/go"] < 0.9
    named = apply_page_priors(scores, "leaderboard with go-redis")
    assert named == scores


def test_ret027_per_client_copies_of_one_topic_cannot_fill_the_list() -> None:
    scores = {
        "develop/clients/jedis/vecsets": 1.0,
        "develop/clients/go/vecsets": 0.99,
        "develop/data-types/vector-sets": 0.5,
    }
    out = apply_page_priors(scores, "filter vector set elements by attribute")
    assert out["develop/clients/go/vecsets"] < out["develop/clients/jedis/vecsets"] < 1.0
    assert out["develop/data-types/vector-sets"] == 0.5


def test_ret027_release_notes_are_damped_unless_asked_for() -> None:
    scores = {"operate/rs/release-notes/rs-7-4": 1.0}
    assert apply_page_priors(scores, "LRM eviction policy")["operate/rs/release-notes/rs-7-4"] < 1.0
    assert apply_page_priors(scores, "release notes for 7.4") == scores


def test_ret027_languages_are_read_from_client_and_language_names() -> None:
    assert mentioned_languages("moving from ioredis to node-redis") == {"nodejs"}
    assert mentioned_languages("Jedis retry") == {"java-jedis"}
    assert mentioned_languages("how do I evict keys") == set()


@pytest.mark.parametrize(
    ("client_dir", "question"),
    [
        ("hiredis", "how do I pipeline commands with hiredis"),
        ("jedis", "how do I pipeline commands with Jedis"),
        ("redis-py", "how do I pipeline commands with redis-py"),
        ("ioredis", "how do I pipeline commands with ioredis"),
        ("go", "how do I pipeline commands with go-redis"),
    ],
)
def test_ret028_a_question_naming_a_client_favours_that_clients_pages(
    client_dir: str, question: str
) -> None:
    named = f"develop/clients/{client_dir}/transpipe"
    other = "develop/clients/lettuce/transpipe"
    scores = {other: 1.0, named: 0.9}
    out = apply_page_priors(scores, question)
    assert out[named] == 0.9, "the named client's page is not damped"
    assert out[other] < out[named]


def test_ret110_pages_of_a_product_the_question_does_not_name_are_damped() -> None:
    scores = {
        "operate/rs/security/access-control/manage-passwords/rotate-passwords": 1.0,
        "operate/rc/databases/back-up-data": 0.9,
        "operate/kubernetes/security/manage-redb-credentials": 0.8,
        "operate/oss_and_stack/stack-with-enterprise/bloom/commands": 0.7,
        "operate/oss_and_stack/management/security/acl": 0.6,
        "commands/acl-setuser": 0.5,
    }
    out = apply_page_priors(scores, "rotate a user's password", unnamed_product_keep=0.5)
    assert out["operate/rs/security/access-control/manage-passwords/rotate-passwords"] == 0.5
    assert out["operate/rc/databases/back-up-data"] == 0.45
    assert out["operate/kubernetes/security/manage-redb-credentials"] == 0.4
    assert out["operate/oss_and_stack/stack-with-enterprise/bloom/commands"] == 0.35
    assert out["operate/oss_and_stack/management/security/acl"] == 0.6
    assert out["commands/acl-setuser"] == 0.5
    assert apply_page_priors(scores, "rotate a user's password") == scores


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("Redis Software: rotate a user's password", "operate/rs/a"),
        ("rladmin status shards", "operate/rs/a"),
        ("redis cloud daily backups", "operate/rc/a"),
        ("Active-Active conflict resolution", "operate/rc/a"),
        ("Active Active conflict resolution", "operate/rs/a"),
        ("kubectl describe the RedisEnterpriseCluster", "operate/kubernetes/a"),
        ("Redis Enterprise operator upgrade", "operate/kubernetes/a"),
        ("my Pro subscription's databases", "operate/rc/a"),
        ("REDB password on k8s", "operate/kubernetes/a"),
        ("RDI pipeline rejected records", "integrate/redis-data-integration/a"),
        ("LangCache hit ratio", "operate/iris/a"),
    ],
)
def test_ret110_a_product_the_question_names_keeps_its_pages(question: str, kept: str) -> None:
    out = apply_page_priors({kept: 1.0}, question, unnamed_product_keep=0.5)
    assert out[kept] == 1.0


@pytest.mark.parametrize(
    ("question", "page"),
    [
        ("re-create the index", "operate/rs/a"),
        ("redis-rs async JSON get", "operate/rs/a"),
        ("FT.SEARCH with the OR operator", "operate/kubernetes/a"),
        ("count pub/sub subscriptions per channel", "operate/rc/a"),
        ("store a knowledge graph as hashes", "operate/oss_and_stack/stack-with-enterprise/a"),
    ],
)
def test_ret110_open_source_uses_of_product_words_name_no_product(question: str, page: str) -> None:
    out = apply_page_priors({page: 1.0}, question, unnamed_product_keep=0.5)
    assert out[page] == 0.5


def test_ret110_a_versioned_copy_keeps_the_preference_its_request_gave_it() -> None:
    scores = {"operate/rs/7.4/databases/eviction-policy": 1.0, "develop/reference/eviction": 0.6}
    out = apply_page_priors(scores, "eviction policy options", unnamed_product_keep=0.5)
    assert out == scores


def test_ret115_every_client_key_writes_some_pages_language() -> None:
    for key in CLIENT_KEYS:
        assert language_slugs(Language(key, (key,))), key
    assert language_slugs(resolve_language("java")) == {"java-jedis", "java-lettuce"}
    assert language_slugs(resolve_language("python")) == {"redis-py", "redisvl"}
    assert language_slugs(None) == frozenset()


@pytest.mark.parametrize(
    ("page", "language"),
    [
        ("develop/clients/jedis/transpipe", "java"),
        ("develop/clients/lettuce", "java"),
        ("develop/clients/ioredis/connect", "nodejs"),
        ("develop/use-cases/leaderboard/go", "go"),
        ("develop/use-cases/semantic-cache/java-jedis/README", "java"),
        ("develop/use-cases/leaderboard", None),
        ("develop/clients/patterns/distributed-locks", None),
        ("develop/ai/redisvl/api/query", None),
        ("commands/set", None),
    ],
)
def test_ret115_a_guide_or_variant_page_is_written_in_its_clients_language(
    page: str, language: str | None
) -> None:
    assert page_language(page) == language


def test_ret115_an_asked_language_counts_as_named() -> None:
    scores = {"develop/clients/go/transpipe": 1.0, "develop/use-cases/leaderboard/go": 0.9}
    assert apply_page_priors(scores, "pipeline") != scores
    assert apply_page_priors(scores, "pipeline", asked=frozenset({"go"})) == scores
