"""Options valued on the same samples: the default stands unless another is surely better."""

from __future__ import annotations

from core.engine.paired_choice import keep_unless_beaten


def test_an_option_ahead_on_every_sample_is_chosen() -> None:
    rows = [[0.4 + i / 100, 0.5 + i / 100, 0.3] for i in range(10)]
    assert keep_unless_beaten(rows, 0) == 1


def test_a_lead_within_the_noise_keeps_the_default() -> None:
    rows = [[0.5, 0.9], [0.5, 0.2], [0.5, 0.8], [0.5, 0.3]]  # option 1 ahead by 0.05 on average
    assert keep_unless_beaten(rows, 0) == 0


def test_of_two_sure_leaders_the_larger_lead_wins() -> None:
    rows = [[0.1, 0.5 + i / 100, 0.7 + i / 100] for i in range(6)]
    assert keep_unless_beaten(rows, 0) == 2


def test_one_sample_decides_nothing() -> None:
    assert keep_unless_beaten([[0.0, 1.0]], 0) == 0
    assert keep_unless_beaten([], 1) == 1
