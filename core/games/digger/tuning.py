"""The numbers Digger's computer players judge by, in one place, so self-play can tune them.

``benchmarks/tune.py`` plays a changed set against this one; ``TUNED`` is
what every level judges by, Easy with its ``noise`` on top.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tuning:
    held_species_need: float = 0.4  # a species already held only helps the tie-break on tokens
    follower_plays_it: float = 0.5  # chance a follower holding a higher card can and does play it
    keep_weight: float = 0.6  # what the highest card is worth kept in hand
    swap_below: float = 0.45  # cards worth less than this in hand are swapped away
    noise: float = 0.1
    # variance a trick adds to a species' count difference (a card, sometimes counting 2)
    swing_per_trick: float = 0.8
    # how surely the highest card on the table wins while others are still to play
    table_lead_holds: float = 0.7


TUNED = Tuning()
