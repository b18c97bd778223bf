"""How the answer without a model reads, measured (spec/030-eval.md, EVAL-042..EVAL-045, EVAL-050)."""

from __future__ import annotations

from docs_core.agent import AskResult, Source
from docs_eval.answers import check_answer, summarize_checks
from docs_eval.dataset import Question

LEAD = "Use the `maxmemory-policy` directive to pick what Redis evicts at the limit."
URL = "https://redis.io/docs/latest/develop/reference/eviction/"


def _question(primary: str) -> Question:
    return Question(
        qid="q1", group="chat", question="How do I configure eviction?", primary=[primary]
    )


def _result(answer: str, sources: list[Source], abstained: bool = False) -> AskResult:
    return AskResult(answer=answer, sources=sources, mode="extractive", abstained=abstained)


def test_eval042_the_lead_counts_when_it_comes_from_a_primary_page():
    source = Source(id="develop/reference/eviction#eviction-policies:w0", title="t", url=URL)
    answer = f"Extractive answer\n\n{LEAD} (Key eviction)\n\nRead more: [Key eviction]({URL})"
    hit = check_answer(_question("develop/reference/eviction"), _result(answer, [source]))
    miss = check_answer(_question("operate/rs/eviction"), _result(answer, [source]))
    assert hit.lead_primary and not miss.lead_primary
    assert summarize_checks([hit, miss])["lead_primary_share"] == 0.5


def test_eval043_bullets_are_counted_whole_or_not():
    answer = (
        f"{LEAD}\n\nAlso:\n\n- The name of the key that holds the hash. (HEXPIRE)\n"
        "- | Field | Type |\n- set their expiration time or (HSETEX)"
    )
    check = check_answer(_question("x"), _result(answer, []))
    assert check.bullets == 3 and check.whole_bullets == 1


def test_eval044_sources_must_be_linked_and_at_most_five():
    sources = [Source(id=f"p{n}", title="t", url=f"https://redis.io/p{n}/") for n in range(6)]
    linked = " ".join(f"[t](https://redis.io/p{n}/)" for n in range(6))
    six = check_answer(_question("p0"), _result(f"{LEAD}\n\n{linked}", sources))
    five = check_answer(_question("p0"), _result(f"{LEAD}\n\n{linked}", sources[:5]))
    unlinked = check_answer(_question("p0"), _result(LEAD, sources[:1]))
    assert not six.sources_linked and five.sources_linked and not unlinked.sources_linked


def test_eval045_source_page_recall_counts_primary_pages_among_the_first_five_sources():
    sources = [
        Source(id=f"p{n}#s:w0", title="t", url=f"https://redis.io/p{n}/") for n in (0, 0, 1, 2)
    ]
    question = Question(qid="q", group="chat", question="q?", primary=["p1", "p9"])
    check = check_answer(question, _result(LEAD, sources))
    assert check.source_recall == 0.5
    assert summarize_checks([check])["source_recall_at_5"] == 0.5


def test_eval050_fact_share_counts_answers_stating_the_value_asked_for():
    question = Question(
        qid="f",
        group="simple",
        question="What is the maximum size of a string value?",
        primary=["develop/data-types/strings"],
        answer_contains=["512 MB", "512MB"],
    )
    stated = check_answer(question, _result("A string can be a maximum of 512 MB. (Limits)", []))
    vague = check_answer(question, _result("Redis strings store sequences of bytes. (Strings)", []))
    abstained = check_answer(question, _result("The Redis docs do not describe this.", [], True))
    unlabelled = check_answer(_question("x"), _result(LEAD, []))
    assert (stated.fact, vague.fact, abstained.fact, unlabelled.fact) == (True, False, False, None)
    summary = summarize_checks([stated, vague, abstained, unlabelled])
    assert summary["fact_questions"] == 3 and summary["fact_share"] == round(1 / 3, 3)
