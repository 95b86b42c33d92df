"""The numbers Comet's computer players judge by, in one place, so self-play can tune them.

``benchmarks/tune.py`` plays a changed set against this one; ``TUNED`` is
what Normal and Hard judge by (tuned by self-play: greedy with these numbers
beat greedy with the first ones 85% of seat-swapped pairs, 60 pairs on
fresh deals, by 25 points a game), ``EASY`` what Easy does.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tuning:
    steps_per_turn: float = 2.2  # steps a move card gives, about
    step_discount: float = 0.85  # an animal one step further from the cave is worth this much less
    hand_card: float = 1.0  # what a card in hand is worth: a turn of moving or hatching
    rest_tempo: float = 0.6  # what a turn spent resting costs against a turn that moves or hatches
    step_threshold: float = 0.05  # a step must gain at least this much to be taken rather than stopping
    score_spread: float = 4.0  # points of lead that make a seat clearly ahead
    noise: float = 0.15  # points of noise on each Easy option
    refresh: float = 0.4  # per exhausted card a rest turns back: its ability is usable again
    discard_cost: float = 0.3  # giving up a hand card for an unknown one from the pile
    gold_per_point: float = 0.2  # a gold card taken, per point it scores once rescued
    gold_ability: float = 0.3  # a gold card with an ability
    gold_joker: float = 0.4  # a gold joker: it fits any landscape
    neutral_per_step: float = 0.01  # a neutral piece put far from the cave blocks others' ways less
    step_closer: float = 0.6  # per step nearer the cave: progress the outlook's discount hardly shows
    ability_use: float = 0.5  # using an ability rather than letting it wait
    animal_bonus: float = 0.0  # an animal on its way is worth its points and this
    far_turns: float = 8.0  # turns away from the cave beyond which an animal counts only ...
    far_share: float = 0.5  # ... this share: the comet may come first
    hand_counted: int = 6  # hand cards beyond this add nothing: there are not turns to play them
    hard_turns: int = 6  # whole turns Hard plays out on guessed deals, the best by the outlook
    hard_samples: int = 30  # guessed deals each of them is played on


TUNED = Tuning()

# Easy judges by the numbers Comet's computers first shipped with: it rests too seldom
# and values animals far from the cave too highly.
EASY = Tuning(
    step_discount=0.93, hand_card=0.6, rest_tempo=1.2, step_closer=0.3, ability_use=0.2, animal_bonus=1.0
)
