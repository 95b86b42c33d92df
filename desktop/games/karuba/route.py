"""The way an adventurer walked, so its motion follows the paths instead of cutting across.

Only for drawing: the core has already judged the move. The walk is one
shortest way along connected paths that other adventurers do not block;
when none is found (it should not happen) the pawn goes straight.
"""

from __future__ import annotations

from collections import deque

from core.games.karuba import movement
from core.games.karuba.components import Components
from core.games.karuba.state import TEMPLE, Island, is_beach, is_field, is_temple


def route(parts: Components, island: Island, colour: int, origin: int, target: int) -> list[int]:
    """Locations from ``origin`` to ``target`` (both included), one per step."""
    blocked = {loc for c, loc in enumerate(island.adventurers) if c != colour and is_field(loc)}
    if is_beach(origin):
        first = movement.first_field(parts, island, origin)
        if first is None:
            return [origin, target]
        start, lead = first, [origin]
    elif is_field(origin):
        start, lead = origin, []
    else:
        return [origin, target]
    goal = target
    if is_temple(target):
        gate = movement.temple_gate(parts, island, target - TEMPLE)
        if gate is None:
            return [origin, target]
        goal = gate
    came_from: dict[int, int | None] = {start: None}
    queue = deque([start])
    while queue:
        field = queue.popleft()
        if field == goal:
            break
        for step in movement.neighbours(parts, island, field):
            if step not in came_from and step not in blocked:
                came_from[step] = field
                queue.append(step)
    if goal not in came_from:
        return [origin, target]
    way: list[int] = []
    at: int | None = goal
    while at is not None:
        way.append(at)
        at = came_from[at]
    way.reverse()
    return [*lead, *way, *([target] if is_temple(target) else [])]
