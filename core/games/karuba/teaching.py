"""Karuba's guided first game: the prepared deal and the situations its tips are about.

A deal (``resources/games/karuba/tutorial.yaml``) may name the expedition
leader, the starting beach and temple of every colour (printed numbers, as on
the island's edge) and the tiles that come first from the leader's pile, in
order; everything else stays as the seed dealt it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from core.engine.deals import DealError, only, seat
from core.engine.evolve import evolve
from core.games.karuba.actions import MoveTo
from core.games.karuba.rules import KarubaRules, with_positions
from core.games.karuba.state import MOVE, REVEAL, TILE, KarubaState, temple


def deal(rules: KarubaRules, state: KarubaState, data: Mapping[str, Any]) -> KarubaState:
    parts = rules.components()
    only(data, {"leader", "starts", "pile_top"})
    leader = seat(data, "leader", state.players)
    if leader is not None:
        state = evolve(state, leader=leader)
    if "starts" in data:
        state = _started(parts, state, data["starts"])
    top = list(data.get("pile_top", ()))
    if len(set(top)) != len(top) or any(tile not in state.pile for tile in top):
        raise DealError(f"pile_top {top} names a tile twice or one not in the pile")
    return evolve(state, pile=(*top, *(tile for tile in state.pile if tile not in top)))


def _started(parts: Any, state: KarubaState, starts: Mapping[str, Any]) -> KarubaState:
    colours = [colour.id for colour in parts.colours]
    if sorted(starts) != sorted(colours):
        raise DealError(f"starts must name every colour: {colours}")
    beaches, temples = [], []
    for colour in colours:
        beach_number, jungle_number = starts[colour]["beach"], starts[colour]["jungle"]
        if type(beach_number) is not int or type(jungle_number) is not int:
            raise DealError(f"{colour}: beach and jungle must be numbers")
        beach, jungle = beach_number // 10, jungle_number // 10
        if beach_number % 10 or not 1 <= beach <= len(parts.beach):
            raise DealError(f"{colour}: beach {beach_number} is not on the coast")
        if jungle_number % 10 or not 1 <= jungle <= len(parts.jungle):
            raise DealError(f"{colour}: jungle {jungle_number} is not on the coast")
        if parts.coast_distance(beach, jungle) < parts.min_coast_distance:
            raise DealError(f"{colour}: the temple at {jungle_number} is too close to beach {beach_number}")
        beaches.append(beach)
        temples.append(jungle)
    if len(set(beaches)) != len(beaches) or len(set(temples)) != len(temples):
        raise DealError("two colours share a beach or a temple")
    return with_positions(state, tuple(beaches), tuple(temples))


def temple_in_reach(rules: KarubaRules, state: KarubaState, seat: int) -> bool:
    """The adventurer about to walk can end its move in its temple."""
    if state.step != MOVE or state.deciding != seat:
        return False
    goal = temple(state.temple_of[state.moving])
    return any(isinstance(action, MoveTo) and action.target == goal for action in rules.legal(state))


def crossroads(rules: KarubaRules, state: KarubaState, seat: int) -> bool:
    """The tile to decide on has four path ends: discarded, it gives the longest walk."""
    if state.step != TILE or state.deciding != seat:
        return False
    return len(rules.components().tiles[state.revealed].exits) == 4


def last_tiles(rules: KarubaRules, state: KarubaState, seat: int) -> bool:
    """Few tiles are left in the pile: the end is near."""
    return state.step == REVEAL and len(state.pile) <= LAST_TILES


LAST_TILES = 6

# Named situations the tips of tips.yaml may ask about (``test:``): (rules, state, seat) -> bool.
TESTS: Mapping[str, Callable[[Any, Any, int], bool]] = {
    "temple_in_reach": temple_in_reach,
    "crossroads": crossroads,
    "last_tiles": last_tiles,
}
