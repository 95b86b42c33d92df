"""The numbers Isla Nublar's computer players judge by, in one place, so self-play can tune them.

``benchmarks/tune.py`` plays a changed set against this one; ``TUNED`` is
what every level judges by, Easy with its noise on top: so far the numbers
first chosen by hand.
"""

from __future__ import annotations

from dataclasses import astuple, dataclass
from functools import cached_property


@dataclass(frozen=True)
class Tuning:
    # crate points an amber is worth in a card's yield: it buys the cards that give more
    amber_rate: float = 0.6
    defence: float = 0.4  # a Countermeasure on top of the card's other action: it may save a camp off-turn
    egg: float = 0.4  # the egg walks the dinosaur the deck gives, where its player says
    tracks: float = 0.3  # a dinosaur card: a walk onto someone's pieces, or away from one's own
    # area points of a camp still to build: the upper areas are crowded and near danger
    area_expected: float = 2.5
    # of a later scoring, the share of the best active card (the rest: all three alike)
    best_share: float = 0.5
    scoring_growth: float = 1.5  # a camp more on the island also adds to the scoring it sets off
    future: float = 0.85  # points still to come are less sure than points scored
    camp_loss: float = 1.2  # a camp raided costs about this many builds' worth: it goes and its scoring goes
    raid_chance: float = 0.2  # how likely a dinosaur that could raid a piece does so before its owner's turn
    pending_raid: float = 0.7  # a raid under way happens unless someone still plays a Countermeasure
    smallest_rate: float = 0.25  # builds per turn assumed of a deck that yields hardly any crate points
    crate_spot: float = 0.05  # per area point of its space: a crate waits where a camp will pay
    # a row's final points, when its cards are likely to come often enough, count this much
    patron_hope: float = 0.8
    # of the plays of a patron's cards, those used to advance rather than for an action
    advance_share: float = 0.5
    owned_growth: float = 0.8  # with individual scoring: points a camp more adds to each owned scoring card
    replay_cap: float = 2.0  # with individual scoring: the most replays of an owned scoring card counted
    score_spread: float = 8.0  # points of lead that make a seat clearly ahead
    move_crate_doubt: float = 0.3  # picking a crate up only pays where it is put down somewhere better
    countered: float = 0.25  # how likely a raid on others is called off by a Countermeasure
    noise: float = 0.4  # points of noise on each Easy option
    hard_options: int = 3  # options Hard plays on to the end of the turn, the heuristic's best
    hard_samples: int = 8  # guessed deals each of them is played on

    # The outlook's caches take the tuning among their keys and hash it on every call; hashing
    # every field each time slows the search by a few percent, so the hash is worked out once.
    @cached_property
    def _hash(self) -> int:
        return hash(astuple(self))

    def __hash__(self) -> int:
        return self._hash


TUNED = Tuning()
