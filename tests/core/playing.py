"""Seeded play for engine and random-game tests.

``choose`` picks a random legal action; ``explore`` plays with a purpose,
extending paths from the adventurers toward their temples and moving them
in, so random games also reach temples, shared arrivals and the early end.
Both only pick among ``legal`` actions: they never decide what is allowed.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable

from core.engine import registry
from core.engine.match import Match
from core.engine.protocol import Action, MatchConfig, PlayerInfo
from core.games.karuba import movement
from core.games.karuba.actions import Discard, MoveTo, Place
from core.games.karuba.components import OPPOSITE, SIDES
from core.games.karuba.state import (
    MOVE,
    PICK,
    SETUP_JUNGLE,
    TEMPLE,
    TILE,
    KarubaState,
    is_beach,
    is_field,
    is_temple,
)

KARUBA = registry.get("karuba")
PARTS = KARUBA.components()


def seat_counts(game: str) -> range:
    """Every player count ``game`` allows, as its rules in the registry say."""
    rules = registry.get(game)
    return range(rules.min_players, rules.max_players + 1)


def every_seat_count() -> list[tuple[str, int]]:
    """Each registered game with each player count it allows: what a generic test runs over."""
    return [(rules.game_id, count) for rules in registry.games() for count in seat_counts(rules.game_id)]


def new_match(players: int = 2, seed: int = 1, setup: str = "together") -> Match:
    names = tuple(PlayerInfo(f"Player {seat + 1}") for seat in range(players))
    return Match(KARUBA, MatchConfig("karuba", names, {"setup": setup}), seed)


def choose(legal: list[Action], chance: random.Random) -> Action:
    """A random legal action, leaning toward temples and toward building."""
    temples = [a for a in legal if isinstance(a, MoveTo) and a.target > TEMPLE]
    if temples and chance.random() < 0.9:
        return chance.choice(temples)
    if Discard() in legal and chance.random() < 0.35:
        return Discard()
    places = [a for a in legal if isinstance(a, Place)]
    if places and chance.random() < 0.9:
        return chance.choice(places)
    return chance.choice(legal)


def explore(state: KarubaState, legal: list[Action], chance: random.Random) -> Action:
    """A legal action that builds paths toward the temples and walks them, with some noise."""
    if chance.random() < 0.1:
        return chance.choice(legal)
    if state.step == SETUP_JUNGLE:  # short routes make arrivals, shared arrivals and early ends common
        start = PARTS.beach[state.beach_of[state.setup_colour] - 1].field
        return min(
            legal,
            key=lambda a: (_cells_apart(start, PARTS.jungle[a.number // 10 - 1].field), chance.random()),
        )
    if state.step == TILE:
        return _tile_choice(state, legal, chance)
    if state.step == PICK:
        ready = [a for a in legal if _temple_steps(state, a.colour) <= state.steps]
        closer = [a for a in legal if _gets_closer(state, a.colour, state.steps)]
        return chance.choice(ready or closer or legal)
    if state.step == MOVE:
        temples = [a for a in legal if a.target > TEMPLE]
        if temples:
            return temples[0]
        left = _route_left(state, state.moving)
        return min(legal, key=lambda a: (left(a.target), chance.random()))
    return chance.choice(legal)


def _temple_steps(state: KarubaState, colour: int) -> int:
    island = state.islands[state.deciding]
    reach = movement.distances(PARTS, island, colour)
    needed = movement.temple_distance(PARTS, island, colour, state.temple_of[colour], reach)
    return 99 if needed is None else needed


def _tile_choice(state: KarubaState, legal: list[Action], chance: random.Random) -> Action:
    steps = PARTS.tiles[state.revealed].steps
    colours = range(len(PARTS.colours))
    needed = [_temple_steps(state, colour) for colour in colours]
    if min(needed) <= steps or (min(needed) < 99 and chance.random() < 0.6):
        return Discard()  # walk in, or walk closer along a finished path
    island = state.islands[state.deciding]
    if chance.random() < 0.45 and any(_gets_closer(state, colour, steps) for colour in colours):
        return Discard()
    exits = PARTS.tiles[state.revealed].exits
    best: tuple[float, int] | None = None
    fronts: set[int] = set()
    for colour in colours:
        if is_temple(island.adventurers[colour]):
            continue
        gate = PARTS.jungle[state.temple_of[colour] - 1]
        for field, side in _frontier(state, colour):
            fronts.add(field)
            if side not in exits or _spoils(state, field, exits):
                continue
            progress = _progress(field, exits - {side}, gate.field, gate.exit)
            if progress >= _cells_apart(field, gate.field):
                continue  # the tile would turn the path away from the temple
            rank = progress + chance.random()
            if best is None or rank < best[0]:
                best = (rank, field)
    if best is not None and chance.random() < 0.95:
        return Place(best[1])
    if chance.random() < 0.4:
        return Discard()
    places = [a for a in legal if isinstance(a, Place) and not _spoils(state, a.field, exits)]
    aside = [a for a in places if a.field not in fronts]
    return chance.choice(aside or places or legal)


def _spoils(state: KarubaState, field: int, exits: frozenset[str]) -> bool:
    """Whether a tile on ``field`` would close a waiting adventurer's beach or an open temple's gate."""
    island = state.islands[state.deciding]
    for colour, location in enumerate(island.adventurers):
        if is_temple(location):
            continue
        gate = PARTS.jungle[state.temple_of[colour] - 1]
        if gate.field == field and gate.exit not in exits:
            return True
        if is_beach(location):
            start = PARTS.beach[location - 101]
            if start.field == field and start.exit not in exits:
                return True
    return False


def _route_left(state: KarubaState, colour: int) -> Callable[[int], int]:
    """Steps still to go from a field to the colour's temple gate along paths (else a detour guess)."""
    island = state.islands[state.deciding]
    gate = PARTS.jungle[state.temple_of[colour] - 1]
    found: dict[int, int] = {}
    if island.grid[gate.field] and gate.exit in PARTS.tiles[island.grid[gate.field]].exits:
        found, queue = {gate.field: 0}, deque([gate.field])
        while queue:
            field = queue.popleft()
            for step in movement.neighbours(PARTS, island, field):
                if step not in found:
                    found[step] = found[field] + 1
                    queue.append(step)
    return lambda field: found.get(field, 30 + _cells_apart(field, gate.field)) if is_field(field) else -1


def _gets_closer(state: KarubaState, colour: int, steps: int) -> bool:
    island = state.islands[state.deciding]
    start = island.adventurers[colour]
    if is_temple(start):
        return False
    gate = PARTS.jungle[state.temple_of[colour] - 1].field
    here = _cells_apart(start, gate) if is_field(start) else 99
    targets = movement.targets(PARTS, island, colour, state.temple_of[colour], steps)
    return any(_cells_apart(target, gate) < here for target in targets if is_field(target))


def _progress(field: int, onward: frozenset[str], gate: int, gate_exit: str) -> float:
    """How far the paths leaving a new tile still are from the temple gate (lower is better)."""
    if field == gate and gate_exit in onward:
        return -10
    distances = []
    for side in onward:
        dx, dy = SIDES[side]
        x, y = field % PARTS.columns + dx, field // PARTS.columns + dy
        if 0 <= x < PARTS.columns and 0 <= y < PARTS.rows:
            distances.append(_cells_apart(y * PARTS.columns + x, gate))
    return min(distances, default=20)


def _cells_apart(field: int, other: int) -> int:
    return abs(field % PARTS.columns - other % PARTS.columns) + abs(
        field // PARTS.columns - other // PARTS.columns
    )


def _frontier(state: KarubaState, colour: int) -> list[tuple[int, str]]:
    """Empty fields a colour's paths lead into, with the side a new tile must open to connect."""
    island = state.islands[state.deciding]
    start = island.adventurers[colour]
    if is_beach(start):
        position = PARTS.beach[start - 101]
        if not island.grid[position.field]:
            return [(position.field, position.exit)]
    reached = set(movement.distances(PARTS, island, colour, blocked=False))
    if is_field(start):
        reached.add(start)
    result = []
    for field in reached:
        column, row = field % PARTS.columns, field // PARTS.columns
        for side in PARTS.tiles[island.grid[field]].exits:
            dx, dy = SIDES[side]
            x, y = column + dx, row + dy
            if 0 <= x < PARTS.columns and 0 <= y < PARTS.rows and not island.grid[y * PARTS.columns + x]:
                result.append((y * PARTS.columns + x, OPPOSITE[side]))
    return result


def play(match: Match, chance: random.Random, limit: int = 10_000, purposeful: bool = True) -> None:
    """Play on until the game ends or ``limit`` actions were applied."""
    for _ in range(limit):
        if match.pending() is None:
            return
        legal = match.legal()
        match.apply(explore(match.state, legal, chance) if purposeful else choose(legal, chance))


__all__ = ["KARUBA", "choose", "every_seat_count", "explore", "new_match", "play", "seat_counts"]
