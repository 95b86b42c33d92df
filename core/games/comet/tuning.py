"""The numbers Comet's computer players judge by, in one place, so self-play can tune them.

``benchmarks/tune.py`` plays a changed set against this one; ``TUNED`` is
what every level judges by, Easy with its ``noise`` on top.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tuning:
    steps_per_turn: float = 2.2  # steps a move card gives, about
    step_discount: float = 0.93  # an animal one step further from the cave is worth this much less
    hand_card: float = 0.6  # what a card in hand is worth: a turn of moving or hatching
    rest_tempo: float = 1.2  # what a turn spent resting costs against a turn that moves or hatches
    step_threshold: float = 0.05  # a step must gain at least this much to be taken rather than stopping
    score_spread: float = 4.0  # points of lead that make a seat clearly ahead
    noise: float = 0.15  # points of noise on each Easy option


TUNED = Tuning()
