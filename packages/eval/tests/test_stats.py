import numpy as np
import pytest
from docs_eval.stats import compare_scores, paired_bootstrap_ci, randomization_p


def _runs(delta: float, noise: float, n: int = 60, seed: int = 7) -> tuple[dict, dict]:
    rng = np.random.default_rng(seed)
    base = rng.uniform(0.2, 0.8, n)
    other = np.clip(base + delta + rng.normal(0.0, noise, n), 0.0, 1.0)
    a = {f"q{i}": {"ndcg@5": float(base[i])} for i in range(n)}
    b = {f"q{i}": {"ndcg@5": float(other[i])} for i in range(n)}
    return a, b


def test_eval008_consistent_gain_is_significant() -> None:
    a, b = _runs(delta=0.15, noise=0.05)
    (diff,) = compare_scores(a, b, ["ndcg@5"], rounds=4000)
    assert diff.n == 60
    assert diff.delta == pytest.approx(0.15, abs=0.03)
    assert diff.ci_low > 0
    assert diff.p_value < 0.01
    assert diff.significant


def test_eval008_a_one_point_noisy_change_is_not_a_win() -> None:
    a, b = _runs(delta=0.01, noise=0.2)
    (diff,) = compare_scores(a, b, ["ndcg@5"], rounds=4000)
    assert diff.ci_low < 0 < diff.ci_high
    assert diff.p_value > 0.05
    assert not diff.significant


def test_eval008_identical_runs_have_p_one_and_zero_interval() -> None:
    a, _ = _runs(delta=0.0, noise=0.0)
    assert randomization_p([1.0, 0.5], [1.0, 0.5]) == 1.0
    (diff,) = compare_scores(a, a, ["ndcg@5"], rounds=500)
    assert (diff.delta, diff.ci_low, diff.ci_high, diff.p_value) == (0.0, 0.0, 0.0, 1.0)


def test_eval008_only_questions_in_both_runs_are_paired() -> None:
    a = {"q1": {"m": 0.0}, "q2": {"m": 0.0}, "only_a": {"m": 1.0}}
    b = {"q1": {"m": 1.0}, "q2": {"m": 1.0}, "only_b": {"m": 0.0}}
    (diff,) = compare_scores(a, b, ["m"], rounds=200)
    assert diff.n == 2
    assert diff.delta == 1.0
    assert paired_bootstrap_ci([0.0, 0.0], [1.0, 1.0], rounds=200) == (1.0, 1.0)
