"""Page priors after fusion (spec/011-retrieval.md, "Page priors")."""

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
