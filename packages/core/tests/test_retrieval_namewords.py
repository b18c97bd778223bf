"""Words that point to command names, learned from summaries, and the intents' diversification
of a result list (spec/011-retrieval.md, "Ranking step", tried and not kept)."""

from __future__ import annotations

from docs_core.retrieval.intents import command_pages_of_chunks, diversified, intent_command_args
from docs_core.retrieval.namewords import learn_name_words, name_parts_for, stem
from docs_core.retrieval.textquery import parse_query

SUMMARIES = [
    ("CF.RESERVE", "Creates a new cuckoo filter"),
    ("BF.RESERVE", "Creates a new bloom filter"),
    ("TS.CREATE", "Create a new time series"),
    ("XGROUP CREATE", "Creates a consumer group"),
    ("CMS.INCRBY", "Increments the count of items"),
    ("TOPK.INCRBY", "Increments the score of items"),
    ("ZADD", "Adds members to a sorted set, or creates it"),
]


def test_a_verb_form_stems_like_its_other_forms() -> None:
    assert stem("creates") == stem("create") == stem("created")
    assert stem("increments") == stem("increment")


def test_summary_words_point_to_the_name_parts_they_pair_with() -> None:
    learned = learn_name_words(SUMMARIES)
    assert set(learned[stem("create")]) == {"create", "reserve"}
    assert learned[stem("increment")] == ("incrby",)
    assert name_parts_for(("create", "cuckoo", "filter"), learned)[0] in {"create", "reserve"}
    assert name_parts_for(("6379", "weather"), learned) == []


def test_a_word_paired_with_one_command_points_nowhere() -> None:
    learned = learn_name_words(SUMMARIES)
    assert stem("consumer") not in learned


def test_name_parts_widen_the_clause_leg_to_names() -> None:
    args = intent_command_args(parse_query("create a cuckoo filter"), 5, ["reserve"])
    assert "@name:(reserve)" in args[2]
    assert "@name" not in intent_command_args(parse_query("create a cuckoo filter"), 5)[2]


def test_chunk_keys_become_their_pages_once() -> None:
    keys = ["docs:v3:c:commands/cf.add#_top:w0", "docs:v3:c:commands/cf.add#x:w1"]
    assert command_pages_of_chunks(keys) == ["docs:v3:p:commands/cf.add"]


def test_diversification_shows_each_intents_best_page_after_the_lead() -> None:
    ranked = ["guide", "a1", "a2", "a3", "other", "b1", "c1", "a4"]
    claims = [["a1", "a2"], ["b1"], ["c1"]]
    out = diversified(ranked, str, claims, limit=6, lead=2, depth=3, pool=8)
    assert out[:2] == ["guide", "a1"]
    assert {"b1", "c1"} <= set(out)
    assert len(out) == 6
    assert diversified(ranked, str, [], limit=6, lead=2, depth=3, pool=8) == ranked[:6]


def test_diversification_takes_nothing_from_outside_the_pool() -> None:
    ranked = ["g1", "g2", "g3", "g4", "b1"]
    out = diversified(ranked, str, [["b1"]], limit=3, lead=1, depth=3, pool=3)
    assert out == ["g1", "g2", "g3"]
