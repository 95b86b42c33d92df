"""The numbers Karuba's computer players judge by, in one place, so self-play can tune them.

``benchmarks/tune.py`` plays a changed set against this one; ``TUNED`` is
what Normal and Hard judge by (tuned by self-play: greedy with these numbers
beat greedy with the first ones 80% of seat-swapped pairs, 60 pairs on
fresh deals), ``EASY`` what Easy does.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tuning:
    steps_per_turn: float = 2.4  # what a discarded tile gives: less than its average, steps are often wasted
    turn_discount: float = 0.55  # a treasure a turn further away is worth this much less: others come first
    token_in_reach: float = 0.5  # share of a token's points while an adventurer can walk to it
    score_spread: float = 3.0  # points of lead that make a seat clearly ahead
    solo_good_score: float = 30.0  # a lone player's points that count as a perfect game
    hard_options: int = 6  # options Hard weighs by the expectation over the next tile, the best first
    noise: float = 0.03  # points of noise on each Easy option: less than one turn of progress early on


TUNED = Tuning()

# Easy judges by the numbers Karuba's computers first shipped with: plausible, but it
# lets treasures wait that are worth taking now (about 65% of games lost to them).
EASY = Tuning(steps_per_turn=2.8, turn_discount=0.9)
