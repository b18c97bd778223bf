"""The code-example metric (spec/030 EVAL-030..033, EVAL-046)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from docs_core.languages import detect_language
from docs_eval.adapters.inprocess import open_inprocess
from docs_eval.codefetch import example_code, with_code_shown
from docs_eval.codemetric import code_question_scores, code_summary, expected_example
from docs_eval.codesniff import hit_code_languages
from docs_eval.dataset import Question, load_dataset
from docs_eval.report import write_run
from docs_eval.trace import RetrievalTrace, ToolCall
from docs_ingest.testing.examples import EXAMPLE_PAGE, HLL_PFADD_PY

DEV_CODE = Path(__file__).resolve().parents[1] / "datasets" / "dev-code.jsonl"


def _question(qid: str, client: str = "jedis", step: str = "trans_watch") -> Question:
    return Question(
        qid=qid,
        group="simple",
        question="How do I use WATCH with a Jedis transaction?",
        primary=["develop/clients/jedis/transpipe"],
        client=client,
        example_set="pipe_trans_tutorial",
        example_step=step,
    )


def _trace(
    qid: str, ids: list[str], code: list[list[str]] | None = None, **extra
) -> RetrievalTrace:
    calls = [ToolCall(name="search", ids=ids, code=code), *extra.get("fetches", [])]
    return RetrievalTrace(qid=qid, ranked=[i.split("#")[0] for i in ids], calls=calls)


def test_eval030_code_at_3_counts_the_expected_example_in_the_top_three_only():
    questions = [_question(q) for q in "abcde"]
    wanted = "examples/pipe_trans_tutorial/trans_watch/jedis"
    assert expected_example(questions[0]) == wanted
    traces = [
        _trace("a", ["p#x:w0", wanted, "q#y:w0"]),
        _trace("b", ["p#x:w0", "q#y:w0", "r#z:w0", wanted]),
        # Fetched from rank 4: a run fetching deeper must not turn code@3 into code@N.
        _trace(
            "c",
            ["p#x:w0", "q#y:w0", "r#z:w0", wanted],
            fetches=[ToolCall(name="fetch", ids=[wanted])],
        ),
        _trace("d", ["examples/pipe_trans_tutorial/trans_watch/lettuce-async"]),
        # An ask run: its inner fetch of a record is neither a hit nor the first search.
        RetrievalTrace(
            qid="e",
            ranked=["p"],
            calls=[
                ToolCall(name="ask:fetch", ids=["examples/s/t/redis-py"]),
                ToolCall(name="ask:search_examples", ids=[wanted]),
            ],
        ),
    ]
    scores = code_question_scores(questions, traces)
    assert [scores[q]["code@3"] for q in "abcde"] == [1.0, 0.0, 0.0, 0.0, 1.0]
    assert (scores["e"]["hits"], scores["e"]["wrong_hits"]) == (1.0, 0.0)
    assert code_summary(scores)["code@3"] == 0.4


def test_eval031_wrong_language_is_the_share_of_hits_with_another_languages_code():
    questions = [_question("a"), _question("b", client="redis-py")]
    traces = [
        _trace(
            "a",
            ["examples/s/t/jedis", "p#x:w0", "examples/s/t/redis-py", "q#y:w0"],
            code=[["java"], ["python"], ["python"], []],
        ),
        _trace("b", ["examples/s/t/redis-py", "p#x:w0"], code=[["python"], []]),
    ]
    scores = code_question_scores(questions, traces)
    assert (scores["a"]["wrong_hits"], scores["a"]["hits"]) == (2.0, 4.0)
    assert (scores["b"]["wrong_hits"], scores["b"]["hits"]) == (0.0, 2.0)
    assert code_summary(scores)["wrong_language"] == 2 / 6
    untexted = code_question_scores([_question("c")], [_trace("c", ["examples/s/t/go-redis"])])
    assert untexted["c"]["wrong_hits"] == 1.0


def test_eval032_a_run_with_code_questions_reports_both_figures(tmp_path: Path):
    questions = [_question("a"), _question("b")]
    wanted = "examples/pipe_trans_tutorial/trans_watch/jedis"
    traces = [
        _trace("a", [wanted, "develop/clients/jedis/transpipe#x:w0"], code=[["java"], []]),
        _trace("b", ["develop/clients/jedis/transpipe"], code=[[]]),
    ]
    write_run(tmp_path, "code", questions, traces, plots=False)
    metrics = json.loads((tmp_path / "metrics.json").read_text())["all"]
    assert (metrics["code_questions"], metrics["code@3"], metrics["wrong_language"]) == (
        2,
        0.5,
        0.0,
    )
    assert "code@3" in (tmp_path / "report.md").read_text()


def test_eval033_the_dev_code_set_has_30_questions_over_8_clients_each_naming_its_client():
    questions = [q for q in load_dataset(DEV_CODE) if expected_example(q) is not None]
    assert len(questions) >= 30
    assert len({q.client for q in questions}) >= 8
    for question in questions:
        language = detect_language(question.question)
        assert language is not None and question.client in language.clients, question.qid


def test_eval046_a_top_three_hit_whose_fetch_shows_the_step_counts_for_code_at_3_fetch():
    wanted = "examples/pipe_trans_tutorial/trans_watch/jedis"
    code = 'jedis.watch("shellpath");\nTransaction t = jedis.multi();'
    texts = {
        (wanted, None): f"# Watch (jedis)\n\n```java\n{code}\n```\n\n```\n> WATCH shellpath\n```",
        (
            "guide#watch:w0",
            "jedis",
        ): f"Intro.\n\n```java\n{code.replace(chr(10), chr(10) * 3)}\n```",
        ("guide#watch:w0", None): "Intro.\n\n```\n> WATCH shellpath\n```",
        ("other#x:w0", "jedis"): "No code here.",
    }
    asked: list[tuple[str, str | None]] = []

    async def fetch(doc_id: str, language: str | None) -> str:
        asked.append((doc_id, language))
        if (doc_id, language) not in texts:
            raise LookupError(doc_id)
        return texts[(doc_id, language)]

    questions = [_question("a"), _question("b"), _question("c"), _question("d")]
    traces = [
        _trace("a", ["other#x:w0", "guide#watch:w0", "r#z:w0"]),
        _trace("b", ["other#x:w0", "r#z:w0", "s#t:w0", "guide#watch:w0"]),
        _trace("c", ["examples/pipe_trans_tutorial/trans_watch/lettuce-async", wanted]),
        RetrievalTrace(qid="d", error="TimeoutError"),
    ]
    checked = asyncio.run(with_code_shown(questions, traces, fetch))
    # The page's own fetch in the client's language shows the step (blank runs collapsed); a
    # hit past the third, an example hit, a failed fetch and a failed question show nothing.
    assert [t.code_shown for t in checked] == [["guide#watch:w0"], [], [], None]
    assert ("guide#watch:w0", "jedis") in asked
    assert not [a for a in asked if a[0].startswith("examples/") and a[0] != wanted]
    scores = code_question_scores(questions, checked)
    assert [scores[q]["code@3"] for q in "abc"] == [0.0, 0.0, 1.0]
    assert [scores[q]["code@3_fetch"] for q in "abc"] == [1.0, 0.0, 1.0]
    assert "code@3_fetch" not in scores["d"]
    assert code_summary(scores)["code@3_fetch"] == 2 / 3
    assert code_summary(code_question_scores(questions, traces))["code@3_fetch"] is None


@pytest.mark.redis
def test_eval046_the_in_process_target_fetches_a_page_in_the_client_language(
    example_index: str,
):
    question = Question(
        qid="h",
        group="simple",
        question="redis-py: add items to a HyperLogLog",
        primary=[EXAMPLE_PAGE],
        client="redis-py",
        example_set="hll_tutorial",
        example_step="pfadd",
    )
    trace = _trace("h", [EXAMPLE_PAGE, "develop/reference/eviction"])
    assert example_code(f"# x\n\n```python\n{HLL_PFADD_PY}\n```\n") == " ".join(
        HLL_PFADD_PY.split()
    )

    async def scenario() -> list[RetrievalTrace]:
        async with open_inprocess(example_index) as target:
            page = await target.fetch_text(EXAMPLE_PAGE, "python")
            assert HLL_PFADD_PY in page
            assert HLL_PFADD_PY not in await target.fetch_text(EXAMPLE_PAGE, None)
            return await with_code_shown([question], [trace], target.fetch_text)

    assert asyncio.run(scenario())[0].code_shown == [EXAMPLE_PAGE]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A snippet cut inside a block: no opening fence for the engine's detector to read.
        ('    System.out.println(jedis.get("bike:1"));\n```', ["java"]),
        ("```\nimport redis\nr = redis.Redis()\n```", ["python"]),
        ("```go\nfmt.Println(val)\n```\n`redisConnect(` in C", ["go", "c"]),
        ('```ruby\nr.set("k", 1)\nputs r.get("k")\n```', ["ruby"]),
        ("await client.set('k', 'v')\necho $HOME", []),
        ("```java\nimport redis.clients.jedis.UnifiedJedis;\n```", ["java"]),
        ("```js\nimport redis from 'redis';\n```", ["javascript"]),
    ],
)
def test_eval047_a_hit_carries_the_languages_of_its_fences_and_of_its_library_calls(
    text: str, expected: list[str]
) -> None:
    assert hit_code_languages(text) == expected
