"""The way an adventurer walked, so its motion follows the paths instead of cutting across.

Only for drawing: the core has already judged the move and finds the way.
"""

from __future__ import annotations

from core.games.karuba import movement
from core.games.karuba.components import Components
from core.games.karuba.state import Island


def route(parts: Components, island: Island, colour: int, origin: int, target: int) -> list[int]:
    """Locations from ``origin`` to ``target`` (both included), one per step; straight if no way."""
    return movement.walk(parts, island, colour, origin, target) or [origin, target]
