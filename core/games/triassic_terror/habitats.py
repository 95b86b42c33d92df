"""Herds on habitats: dinos entering and leaving areas, the areas re-ranked, a fourth herd dying.

Every step that changes herds goes through ``change_herds``: it applies all of the step's
changes first and then re-ranks each area it touched once (TT-D10), so a card's three dinos
or a migration's groups are never weaker for being counted one by one. Re-ranking is a stable
sort by strength, largest first: a herd passes another only when strictly stronger, equal
herds keep their order, and a herd new to an area starts below the herds already there. After
it, the herds beyond the area's habitats die at once (TT-D11): a newcomer tied with the
smallest is the one that dies, and of two tied incumbents the lower. A herd's strength is its
dinos and, where its owner's T-Rex stands, the T-Rex's strength (TT-D23); the T-Rex alone
makes no herd.

Every dino that leaves the board goes back to its owner's supply, and every dino that comes
onto it comes from there (TT-D4): a seat's supply changes by what its herds lose less what
they gain, so dinos moving between areas within one step leave the supply as it was.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from core.engine.evolve import evolve
from core.engine.protocol import Event
from core.engine.tuples import put
from core.games.triassic_terror.components import components
from core.games.triassic_terror.schema import HABITATS
from core.games.triassic_terror.state import Herd, Seat, TriassicTerrorState

NO_HABITAT = -1  # where a herd new to an area came from


@dataclass(frozen=True)
class Change:
    """Dinos added to (or, when negative, taken from) the seat's herd in the area; a new herd if none."""

    area: int
    seat: int
    dinos: int


def strength(state: TriassicTerrorState, area: int, herd: Herd) -> int:
    """What the herd counts for ranking and the four-herd check: its dinos and its owner's T-Rex there."""
    if state.t_rex == area and state.t_rex_owner == herd.owner:
        return herd.dinos + components().actions.t_rex_strength
    return herd.dinos


def place(
    state: TriassicTerrorState, seat: int, area: int, dinos: int
) -> tuple[TriassicTerrorState, list[Event]]:
    """The seat's dinos from its supply into the area: its herd there grows, or a new herd is founded."""
    return change_herds(state, [Change(area, seat, dinos)])


def remove(
    state: TriassicTerrorState, seat: int, area: int, dinos: int
) -> tuple[TriassicTerrorState, list[Event]]:
    """The seat's dinos taken from its herd in the area back to its supply; a herd at 0 is gone."""
    return change_herds(state, [Change(area, seat, -dinos)])


def change_herds(
    state: TriassicTerrorState, changes: Iterable[Change]
) -> tuple[TriassicTerrorState, list[Event]]:
    """All changes of one step, then each area they touched re-ranked once and a fourth herd killed.

    Raises ValueError for a change the rules never allow: a herd below zero dinos, a supply
    below zero. The events name the herds that died, the herds emptied, and every herd whose
    habitat changed (``before`` is ``NO_HABITAT`` for a newcomer).
    """
    original = state.herds
    herds = list(original)
    spent = [0] * state.players  # dinos each seat's herds gained, less what they lost
    touched: list[int] = []
    for change in changes:
        if change.area not in touched:
            touched.append(change.area)
        herds[change.area] = _changed(herds[change.area], change)
        spent[change.seat] += change.dinos
    state = evolve(state, herds=tuple(herds), seats=_with_supplies(state, spent))
    return _settle(state, touched, original)


def rerank(state: TriassicTerrorState, areas: Iterable[int]) -> tuple[TriassicTerrorState, list[Event]]:
    """The areas re-ranked and a fourth herd killed, for a step that changes strength, not dinos."""
    return _settle(state, list(dict.fromkeys(areas)), state.herds)


def _changed(herds: tuple[Herd, ...], change: Change) -> tuple[Herd, ...]:
    for position, herd in enumerate(herds):
        if herd.owner == change.seat:
            dinos = herd.dinos + change.dinos
            if dinos < 0:
                raise ValueError(f"seat {change.seat} has {herd.dinos} dinos in area {change.area}")
            return put(herds, position, Herd(herd.owner, dinos))
    if change.dinos < 0:
        raise ValueError(f"seat {change.seat} has no herd in area {change.area}")
    return herds + (Herd(change.seat, change.dinos),) if change.dinos else herds


def _with_supplies(state: TriassicTerrorState, spent: list[int]) -> tuple[Seat, ...]:
    seats = list(state.seats)
    for index, dinos in enumerate(spent):
        if dinos:
            supply = seats[index].supply - dinos
            if supply < 0:
                raise ValueError(f"seat {index} has {seats[index].supply} dinos in the supply, not {dinos}")
            seats[index] = evolve(seats[index], supply=supply)
    return tuple(seats)


def _settle(
    state: TriassicTerrorState, areas: list[int], original: tuple[tuple[Herd, ...], ...]
) -> tuple[TriassicTerrorState, list[Event]]:
    events: list[Event] = []
    herds = list(state.herds)
    returned = [0] * state.players
    for area in areas:
        present = [herd for herd in herds[area] if herd.dinos > 0]
        ranked = sorted(present, key=lambda herd: -strength(state, area, herd))  # stable: ties keep order
        kept, dying = ranked[: len(HABITATS)], ranked[len(HABITATS) :]
        herds[area] = tuple(kept)
        before = {herd.owner: position for position, herd in enumerate(original[area])}
        for herd in original[area]:
            if herd.owner not in {left.owner for left in ranked}:
                events.append(Event("herd_emptied", herd.owner, {"area": area}))
        for herd in dying:
            returned[herd.owner] += herd.dinos
            events.append(Event("herd_died", herd.owner, {"area": area, "dinos": herd.dinos}))
        for position, herd in enumerate(kept):
            was = before.get(herd.owner, NO_HABITAT)
            if was != position:
                events.append(
                    Event("habitat_changed", herd.owner, {"area": area, "habitat": position, "before": was})
                )
    state = evolve(state, herds=tuple(herds), seats=_with_supplies(state, [-dinos for dinos in returned]))
    return state, events
