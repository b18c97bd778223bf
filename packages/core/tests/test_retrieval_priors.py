"""Page priors after fusion (spec/011-retrieval.md, "Page priors")."""

import pytest
from docs_core.retrieval.priors import apply_page_priors, mentioned_languages


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
