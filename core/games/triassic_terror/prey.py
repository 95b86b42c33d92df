"""What the predators share: the areas they reach along the links, and the dinos they take.

A predator walks along the links of the board (``Components.neighbours``). The T-Rex and the
pterodactyl take dinos in the area where they stop, given per habitat of that area, large
first: one step, so the area is re-ranked once, after it (TT-D10), whatever the order in which
a player picks the victims. A count for an empty habitat, below zero or above its herd is
refused, and so are more than the predator's limit and a herd it spares (the T-Rex's owner's).
"""

from __future__ import annotations

from itertools import product

from core.engine.protocol import Event, Violation
from core.games.triassic_terror.components import components
from core.games.triassic_terror.habitats import Change, change_herds
from core.games.triassic_terror.schema import HABITATS
from core.games.triassic_terror.state import NOBODY, TriassicTerrorState


def within(area: int, steps: int) -> tuple[int, ...]:
    """The areas at most ``steps`` links away, the area itself included, in the board's order."""
    reached = {area}
    for _ in range(steps):
        reached |= {there for here in reached for there in components().neighbours[here]}
    return tuple(sorted(reached))


def walk_ends(area: int, steps: int) -> tuple[int, ...]:
    """Where a walk of exactly ``steps`` links from the area may end, never the area itself."""
    ends = {area}
    for _ in range(steps):
        ends = {there for here in ends for there in components().neighbours[here]}
    return tuple(sorted(ends - {area}))


def is_area(area: int) -> bool:
    return 0 <= area < len(components().areas)


def has_prey(state: TriassicTerrorState, area: int, spared: int = NOBODY) -> bool:
    """Whether the area holds a herd the predator may take from."""
    return any(herd.owner != spared for herd in state.herds[area])


def takes_violation(
    state: TriassicTerrorState, area: int, dinos: tuple[int, ...], most: int, spared: int = NOBODY
) -> Violation | None:
    """Why these dinos, per habitat of the area, may not be taken, or None."""
    herds = state.herds[area]
    if len(dinos) != len(HABITATS) or any(
        count < 0 or (count and (position >= len(herds) or count > herds[position].dinos))
        for position, count in enumerate(dinos)
    ):
        return Violation("triassic_terror.prey.per_herd", {"area": area})
    if any(count and herds[position].owner == spared for position, count in enumerate(dinos)):
        return Violation("triassic_terror.prey.own_herd", {"area": area})
    if sum(dinos) > most:
        return Violation("triassic_terror.prey.too_many", {"most": most})
    return None


def legal_takes(
    state: TriassicTerrorState, area: int, most: int, spared: int = NOBODY
) -> list[tuple[int, ...]]:
    herds = state.herds[area]
    ranges = [
        range(min(herds[position].dinos, most) + 1)
        if position < len(herds) and herds[position].owner != spared
        else range(1)
        for position in range(len(HABITATS))
    ]
    return [dinos for dinos in product(*ranges) if sum(dinos) <= most]


def take(
    state: TriassicTerrorState, area: int, dinos: tuple[int, ...], kind: str
) -> tuple[TriassicTerrorState, list[Event]]:
    """The dinos taken back to their owners' supplies, one event per victim, the area re-ranked once."""
    herds = state.herds[area]
    victims = [(herds[position].owner, count) for position, count in enumerate(dinos) if count]
    events = [Event(kind, seat, {"area": area, "dinos": count}) for seat, count in victims]
    state, ranked = change_herds(state, [Change(area, seat, -count) for seat, count in victims])
    return state, events + ranked
