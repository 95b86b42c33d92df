"""Where an adventurer can go: steps along connected paths on one island."""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass

from core.games.karuba.components import Components
from core.games.karuba.state import BEACH, TEMPLE, Island, is_beach, is_field, is_temple, temple


def neighbours(parts: Components, island: Island, field: int) -> list[int]:
    """Fields one step from ``field``: both tiles have a path on the shared edge."""
    grid, tiles = island.grid, parts.tiles
    exits = tiles[grid[field]].exits
    return [
        other
        for side, other, back in parts.links[field]
        if side in exits and grid[other] and back in tiles[grid[other]].exits
    ]


def first_field(parts: Components, island: Island, location: int) -> int | None:
    """The field an adventurer on the beach steps onto, if its tile opens to the beach."""
    position = parts.beach[location - BEACH - 1]
    tile = island.grid[position.field]
    if tile and position.exit in parts.tiles[tile].exits:
        return position.field
    return None


def temple_gate(parts: Components, island: Island, jungle: int) -> int | None:
    """The field from which a temple is entered, if its tile opens to that jungle number."""
    position = parts.jungle[jungle - 1]
    tile = island.grid[position.field]
    if tile and position.exit in parts.tiles[tile].exits:
        return position.field
    return None


def _explore(
    parts: Components, island: Island, colour: int, origin: int, blocked: bool
) -> dict[int, tuple[int, int | None]]:
    """Every field the adventurer can walk to from ``origin``: steps needed and the field before.

    With ``blocked`` other adventurers stop the walk (no tile holds two, and
    nobody is jumped); without it they are ignored, to explain a refusal.
    """
    own = island.adventurers[colour]
    # A field holds one adventurer at most, so the fields not its own are the others'.
    occupied = {loc for loc in island.adventurers if loc != own and is_field(loc)} if blocked else set()
    if is_temple(origin):
        return {}
    if is_beach(origin):
        first = first_field(parts, island, origin)
        if first is None or first in occupied:
            return {}
        found: dict[int, tuple[int, int | None]] = {first: (1, None)}
    else:
        found = {origin: (0, None)}
    queue = deque(found)
    while queue:
        field = queue.popleft()
        for nxt in neighbours(parts, island, field):
            if nxt not in found and nxt not in occupied:
                found[nxt] = (found[field][0] + 1, field)
                queue.append(nxt)
    return found


@dataclass(frozen=True)
class Ways:
    """Everywhere one adventurer can walk from where it stands, other adventurers in the way.

    One search gives all a move needs: the places it may end at (``legal``),
    the steps to each (``check``) and the way walked (``apply``).
    """

    start: int
    found: Mapping[int, tuple[int, int | None]]  # field -> steps needed and the field before
    reach: Mapping[int, int]  # field -> steps needed, the start left out


def ways(parts: Components, island: Island, colour: int) -> Ways:
    """The search of where the adventurer of ``colour`` can walk; it reads the grid and adventurers alone."""
    start = island.adventurers[colour]
    found = _explore(parts, island, colour, start, blocked=True)
    return Ways(start, found, {field: steps for field, (steps, _) in found.items() if field != start})


def distances(parts: Components, island: Island, colour: int, blocked: bool = True) -> dict[int, int]:
    """Fewest steps from the adventurer to each field it can reach at all (its own field left out)."""
    start = island.adventurers[colour]
    found = _explore(parts, island, colour, start, blocked)
    return {field: steps for field, (steps, _) in found.items() if field != start}


def walk(parts: Components, island: Island, colour: int, origin: int, target: int) -> list[int]:
    """One shortest way from ``origin`` to ``target``, every location on it, both ends included.

    For showing a move step by step; an empty list when there is no way.
    """
    found = _explore(parts, island, colour, origin, blocked=True)
    return route(parts, island, Ways(origin, found, {}), target)


def route(parts: Components, island: Island, ways: Ways, target: int) -> list[int]:
    """The way ``walk`` names, from the search already made."""
    found = ways.found
    goal = temple_gate(parts, island, target - TEMPLE) if is_temple(target) else target
    if goal is None or goal not in found:
        return []
    way: list[int] = []
    at: int | None = goal
    while at is not None:
        way.append(at)
        at = found[at][1]
    way.reverse()
    if is_beach(ways.start):
        way.insert(0, ways.start)
    if is_temple(target):
        way.append(target)
    return way


def temple_distance(
    parts: Components, island: Island, colour: int, jungle: int, reach: Mapping[int, int]
) -> int | None:
    """Steps to enter the adventurer's own temple, the last step included."""
    gate = temple_gate(parts, island, jungle)
    if gate is None:
        return None
    if island.adventurers[colour] == gate:
        return 1
    return reach[gate] + 1 if gate in reach else None


def can_move(parts: Components, island: Island, colour: int, jungle: int, steps: int) -> bool:
    """Whether ``targets`` would name any place, told from the first step alone, without a search.

    Every way begins with one step onto a free field (or, from the temple's own
    field, into the temple), and that first field is itself a place to end a move.
    """
    location = island.adventurers[colour]
    if steps < 1 or is_temple(location):
        return False
    occupied = {loc for i, loc in enumerate(island.adventurers) if i != colour and is_field(loc)}
    if is_beach(location):
        first = first_field(parts, island, location)
        return first is not None and first not in occupied
    if temple_gate(parts, island, jungle) == location:
        return True
    return any(field not in occupied for field in neighbours(parts, island, location))


def movers(parts: Components, island: Island, temple_of: tuple[int, ...], steps: int) -> list[int]:
    """The colours ``can_move`` names, the adventurers' fields gathered once for all of them.

    A field holds one adventurer at most and never neighbours itself, so the
    fields of all adventurers block each one as the fields of the others do.
    """
    if steps < 1:
        return []
    occupied = {location for location in island.adventurers if is_field(location)}
    result = []
    for colour, location in enumerate(island.adventurers):
        if is_temple(location):
            continue
        if is_beach(location):
            first = first_field(parts, island, location)
            if first is not None and first not in occupied:
                result.append(colour)
        elif temple_gate(parts, island, temple_of[colour]) == location or any(
            field not in occupied for field in neighbours(parts, island, location)
        ):
            result.append(colour)
    return result


def targets(parts: Components, island: Island, colour: int, jungle: int, steps: int) -> list[int]:
    """Every place the adventurer may end a move of up to ``steps`` steps."""
    return targets_of(parts, island, ways(parts, island, colour), colour, jungle, steps)


def targets_of(
    parts: Components, island: Island, found: Ways, colour: int, jungle: int, steps: int
) -> list[int]:
    """The places ``targets`` names, from the search already made."""
    reach = found.reach
    result = sorted(field for field, needed in reach.items() if needed <= steps)
    into_temple = temple_distance(parts, island, colour, jungle, reach)
    if into_temple is not None and into_temple <= steps:
        result.append(temple(jungle))
    return result
