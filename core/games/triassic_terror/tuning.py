"""The numbers Triassic Terror's computer players judge by, in one place, so self-play can tune them.

``benchmarks/tune.py`` plays a changed set against this one; ``TUNED`` is
what every level judges by, Easy with its noise on top: so far the numbers
first chosen by hand.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tuning:
    later_scoring: float = 0.7  # the board now tells less about each scoring further ahead
    pending_dino: float = 0.4  # points per scoring ahead of a dino still to come onto the board
    on_board: float = 0.1  # points per scoring ahead of a dino on the board: bigger herds hold their habitats
    supply_dino: float = 0.01  # a dino in the supply: it can still come onto the board
    volcano: float = 1.5  # points a Volcano counter still to use is worth
    prey: float = 0.5  # points per opposing dino a predator under way is about to take
    score_spread: float = 6.0  # points of lead that make a seat clearly ahead
    immediate: float = 0.1  # share of an option's judgement given to the board right after it
    noise: float = 0.3  # points of noise on each Easy option
    normal_options: int = 3  # tiles or cards Normal plays out to the round's end, the heuristic's best
    normal_samples: int = 4  # guessed deals each of them is played on
    hard_options: int = 4  # tiles or cards Hard plays out to the round's end, the heuristic's best
    hard_samples: int = 16  # guessed deals each of them is played on


TUNED = Tuning()
