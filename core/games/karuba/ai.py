"""Karuba's computer player parts: the hidden pile, a position's outlook and the Easy level.

The outlook of an island is its score plus, for every adventurer still on its
way, the temple treasure discounted by the turns it still needs. A turn either
lays one tile of the missing path or walks a discarded tile's steps, so both
count in the same unit and placing and discarding can be weighed against
each other.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable

from core.engine.ai import values_by_place
from core.engine.evolve import evolve
from core.engine.protocol import Action, Rules
from core.games.karuba import lookahead, movement
from core.games.karuba.actions import ChooseBeach, ChooseJungle
from core.games.karuba.components import SIDES, Components, components
from core.games.karuba.rules import score_parts
from core.games.karuba.state import (
    BEACH,
    MOVE,
    OVER,
    PICK,
    Island,
    KarubaState,
    is_beach,
    is_field,
    is_temple,
)
from core.games.karuba.tuning import EASY, TUNED, Tuning

PROSPECTS_KEPT = 20_000  # islands whose prospects are remembered


class KarubaAI:
    def __init__(self, tuning: Tuning = TUNED) -> None:
        self.tuning = tuning

    def determinize(self, rules: Rules, view: KarubaState, seat: int, rng: random.Random) -> KarubaState:
        """The pile: every tile nobody has seen yet, in random order."""
        seen = {view.revealed} if view.revealed else set()
        for island in view.islands:
            seen.update(tile for tile in island.grid if tile)
            seen.update(island.discarded)
        unseen = [tile for tile in components().tiles if tile not in seen]
        if len(unseen) != len(view.pile):
            raise ValueError(f"{len(unseen)} unseen tiles for a pile of {len(view.pile)}")
        rng.shuffle(unseen)
        return evolve(view, pile=tuple(unseen), seed=rng.getrandbits(62))

    def evaluate(self, rules: Rules, state: KarubaState) -> tuple[float, ...]:
        """Against others: the lead in outlook, or the places once it is over; alone: the points."""
        parts = components()
        tuning = self.tuning
        if state.players == 1:  # a lone player always wins: only the score tells a good game from a poor one
            return (min(1.0, _best_outlook(rules, parts, state, 0, tuning) / tuning.solo_good_score),)
        result = rules.result(state)
        if result is not None:
            return values_by_place(result)
        # A seat in the middle of its turn (a discard still to walk) is judged as if it walked well.
        outlooks = [_best_outlook(rules, parts, state, seat, tuning) for seat in range(state.players)]
        return tuple(
            _logistic((mine - max(outlooks[:seat] + outlooks[seat + 1 :])) / tuning.score_spread)
            for seat, mine in enumerate(outlooks)
        )

    def easy(
        self, rules: Rules, view: KarubaState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action:
        """The option with the best outlook for the own island after it, with a little noise."""
        if len(legal) == 1:
            return legal[0]
        if isinstance(legal[0], (ChooseBeach, ChooseJungle)):
            return rng.choice(legal)  # every island gets the same places: no choice is better
        parts = components()

        def worth(action: Action) -> float:
            after, _ = rules.apply_legal(view, action)
            return _best_outlook(rules, parts, after, seat, self.tuning) + rng.gauss(0, self.tuning.noise)

        return max(legal, key=worth)

    def deliberate(
        self,
        rules: Rules,
        view: KarubaState,
        seat: int,
        legal: list[Action],
        rng: random.Random,
        stop: Callable[[], bool] | None = None,
        level: str = "hard",
    ) -> Action | None:
        """Hard's choice: the best few options weighed by the exact expectation over the next tile."""
        if level != "hard" or isinstance(legal[0], (ChooseBeach, ChooseJungle)):
            return None  # the places are the same for every island: nothing to weigh
        parts, tuning = components(), self.tuning
        options = self.candidates(rules, view, seat, legal, tuning.hard_options)

        def judge(state: KarubaState) -> float:
            return _best_outlook(rules, parts, state, seat, tuning)

        return lookahead.best_by_expectation(rules, view, seat, options, judge, stop)

    def worth_considering(
        self, rules: Rules, view: KarubaState, seat: int, legal: list[Action]
    ) -> list[Action]:
        return legal  # every option moves the game on

    def candidates(
        self, rules: Rules, view: KarubaState, seat: int, legal: list[Action], limit: int
    ) -> list[Action]:
        """The options with the best outlook for the own island after them."""
        if isinstance(legal[0], (ChooseBeach, ChooseJungle)):
            return legal[:limit]  # no choice is better than another
        parts = components()
        worth = {
            action: _best_outlook(rules, parts, rules.apply_legal(view, action)[0], seat, self.tuning)
            for action in legal
        }
        return sorted(legal, key=lambda action: -worth[action])[:limit]


def _best_outlook(rules: Rules, parts: Components, state: KarubaState, seat: int, tuning: Tuning) -> float:
    """The outlook once ``seat`` has also picked and moved as well as it can this turn."""
    if state.step in (PICK, MOVE) and state.deciding == seat:
        return max(
            _best_outlook(rules, parts, rules.apply_legal(state, a)[0], seat, tuning)
            for a in rules.legal(state)
        )
    return outlook(parts, state, seat, tuning)


def outlook(parts: Components, state: KarubaState, seat: int, tuning: Tuning = TUNED) -> float:
    """Points the island of ``seat`` holds plus what its adventurers can still expect."""
    island = state.islands[seat]
    points = float(score_parts(parts, island)["total"])
    if state.step == OVER:
        return points
    tops = tuple(stack[0] if stack else 0 for stack in state.stacks)
    return points + _prospects(island, state.temple_of, tops, tuning)


@functools.lru_cache(maxsize=PROSPECTS_KEPT)
def _prospects(island: Island, temple_of: tuple[int, ...], tops: tuple[int, ...], tuning: Tuning) -> float:
    """The treasures and tokens an island's adventurers can still expect, by the turns they need.

    Kept for islands seen before: a search meets the same island in many
    sampled states, and the paths are the costly part of judging one.
    """
    parts = components()
    points = 0.0
    within: set[int] = set()
    for colour, jungle in enumerate(temple_of):
        location = island.adventurers[colour]
        if not jungle or not location or is_temple(location):
            continue
        reach = movement.distances(parts, island, colour, blocked=False)
        within.update(reach)
        turns = turns_to_temple(parts, island, colour, jungle, reach, tuning.steps_per_turn)
        if turns is not None and tops[colour]:
            points += tops[colour] * tuning.turn_discount**turns
    for field in within:
        if island.tokens[field]:
            points += tuning.token_in_reach * parts.token_points[island.tokens[field]]
    return points


def turns_to_temple(
    parts: Components,
    island: Island,
    colour: int,
    jungle: int,
    reach: dict[int, int],
    steps_per_turn: float = TUNED.steps_per_turn,
) -> float | None:
    """Turns the adventurer still needs: tiles to lay plus steps to walk; None if it never can.

    ``reach``: the steps to every field its paths lead to, other adventurers ignored.
    """
    gate = parts.jungle[jungle - 1]
    gate_tile = island.grid[gate.field]
    if gate_tile and gate.exit not in parts.tiles[gate_tile].exits:
        return None  # the temple's field is closed for good
    walk = movement.temple_distance(parts, island, colour, jungle, reach)
    if walk is not None:
        return max(1.0, walk / steps_per_turn)  # walking in takes a whole turn, however short the way
    location = island.adventurers[colour]
    if is_field(location):
        reach = {**reach, location: 0}
    gate_empty = 0 if gate_tile else 1

    def through(walked: int, empty: int) -> float:
        """Turns when the path goes on over the empty field ``empty``, reached after ``walked`` steps."""
        apart = _cells_apart(parts, empty, gate.field)
        return (walked + apart + 1) / steps_per_turn + apart + gate_empty

    options: list[float] = []
    if is_beach(location):
        start = parts.beach[location - BEACH - 1]
        if not island.grid[start.field]:
            options.append(through(1, start.field))
    for field, walked in reach.items():
        column, row = field % parts.columns, field // parts.columns
        for side in parts.tiles[island.grid[field]].exits:
            dx, dy = SIDES[side]
            x, y = column + dx, row + dy
            if 0 <= x < parts.columns and 0 <= y < parts.rows and not island.grid[y * parts.columns + x]:
                options.append(through(walked + 1, y * parts.columns + x))
    return min(options, default=None)


def _cells_apart(parts: Components, field: int, other: int) -> int:
    return abs(field % parts.columns - other % parts.columns) + abs(
        field // parts.columns - other // parts.columns
    )


def _logistic(x: float) -> float:
    return 1 / (1 + math.exp(-x))


AI = KarubaAI()
EASY_AI = KarubaAI(EASY)

__all__ = ["AI", "EASY_AI", "KarubaAI", "outlook", "turns_to_temple"]
