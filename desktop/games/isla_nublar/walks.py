"""Where a dinosaur's walk is shown on the island: one hex past the coast for a walk off it,
the path a figure moves along, and a walk's preview in words."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from core.engine import hexgrid
from core.engine.protocol import Event
from core.games.isla_nublar.actions import Walk
from core.games.isla_nublar.components import OFF_ISLAND, Components, components
from core.games.isla_nublar.state import IslaNublarState
from desktop.games.isla_nublar import layout
from desktop.games.isla_nublar.labels import table_text
from desktop.games.isla_nublar.names import space_name
from desktop.games.isla_nublar.preview import WalkPreview
from desktop.text import Texts


def off_walk(walks: dict[Walk, WalkPreview], direction: int) -> Walk | None:
    """The walk that leaves the island in ``direction``, if one is offered."""
    return next(
        (
            action
            for action, seen in walks.items()
            if action.direction == direction and seen.end == OFF_ISLAND
        ),
        None,
    )


def off_point(parts: Components, state: IslaNublarState, walk: Walk) -> QPointF:
    """Where a walk off the island is shown: straight on from the dinosaur, one hex past the coast."""
    cell = parts.spaces[state.dinosaurs[state.walk.dinosaur]].cell
    for _ in range(walk.steps):
        cell = hexgrid.neighbour(cell, hex_direction(walk.direction))
    return layout.centre(cell)


def walk_words(texts: Texts, seen: WalkPreview, names: list[str]) -> str:
    """Where the walk would end or, for a raid (on the space pointed at), whose pieces would go to
    the general supply."""
    if seen.raid:
        return raid_words(texts, seen.crates, seen.camp, names)
    place = table_text(texts, "off_island") if seen.end == OFF_ISLAND else space_name(texts, seen.end)
    return table_text(texts, "walk_to", space=place)


def raid_words(texts: Texts, crates: tuple[int, ...], camp: int, names: list[str]) -> str:
    """What a raid takes (or took) to the general supply: every seat's crates there, else the top camp."""
    if camp >= 0:
        lost = table_text(texts, "raid_camp", name=names[camp])
    else:
        lost = ", ".join(
            table_text(texts, "raid_crates", count=count, name=names[seat])
            for seat, count in enumerate(crates)
            if count
        )
    return table_text(texts, "raid_takes", lost=lost)


def figure_paths(parts: Components, events: list[Event]) -> list[tuple[int, list[QPointF], int]]:
    """Per dinosaur that moved: where it was and where it went on the way (none: from where it
    stood), and its walk's steps.

    A walk goes from its start to its end (or one hex past the coast); a raid or a walk off the
    island goes on to a volcano, as does a dinosaur sent back by Distraction.
    """
    paths: dict[int, tuple[list[QPointF], int]] = {}
    for event in events:
        values = event.values
        if event.kind == "walked":
            dinosaur, start, steps = int(values["dinosaur"]), int(values["from"]), int(values["steps"])
            begin = layout.centre(parts.spaces[start].cell)
            stops = [begin]
            if int(values["to"]) == OFF_ISLAND:
                cell = parts.spaces[start].cell
                for _ in range(steps):
                    cell = hexgrid.neighbour(cell, hex_direction(int(values["direction"])))
                stops.append(layout.centre(cell))
            elif any(later.kind in ("raided", "to_volcano") for later in events):
                stops.append(layout.centre(parts.spaces[int(values["to"])].cell))
            paths[dinosaur] = (stops, steps)
        elif event.kind == "distracted":
            dinosaur = int(values["dinosaur"])
            paths.setdefault(dinosaur, ([], 1))
        elif event.kind == "to_volcano" and int(values["dinosaur"]) not in paths:
            paths[int(values["dinosaur"])] = ([], 1)
    return [(dinosaur, stops, steps) for dinosaur, (stops, steps) in paths.items()]


def hex_direction(walk: int) -> int:
    """The hexgrid direction of a walk direction, read from any space with a neighbour that way."""
    parts = components()
    for space in parts.spaces:
        ahead = space.ahead[walk]
        if ahead != OFF_ISLAND:
            found = hexgrid.direction_between(space.cell, parts.spaces[ahead].cell)
            if found is not None:
                return found
    raise ValueError(f"no space has a neighbour in walk direction {walk}")
