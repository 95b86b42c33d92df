"""What an option would do, found by applying it to the state with ``rules.apply`` (pure).

A dinosaur's walk is previewed by its events: where it would stop (or that it would leave
the island) and, for a raid, what would go to the general supply; a raid that would ask for
Countermeasures is followed as if every asked seat let it happen. The view the table holds
does not show other hands: their unknown cards are left out before applying, which changes
only who would be asked, never where the dinosaur goes or what it would take.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.engine.evolve import evolve
from core.engine.protocol import UNKNOWN, Action, Event, Rules
from core.games.isla_nublar.actions import AllowRaid
from core.games.isla_nublar.components import OFF_ISLAND
from core.games.isla_nublar.state import COUNTER, IslaNublarState

MOST_ASKED = 8  # a raid asks each seat at most once; this bounds the follow-through


@dataclass(frozen=True)
class WalkPreview:
    end: int  # the space it would stop on, OFF_ISLAND when it would leave the island
    crates: tuple[int, ...] = ()  # per seat, the crates a raid would take
    camp: int = -1  # the owner of the camp a raid would take, -1 for none

    @property
    def raid(self) -> bool:
        return self.camp >= 0 or any(self.crates)


def known(state: IslaNublarState) -> IslaNublarState:
    """The state without the cards the view hides, so that the rules can be applied to it."""
    seats = tuple(
        evolve(seat, hand=tuple(card for card in seat.hand if card != UNKNOWN))
        if UNKNOWN in seat.hand
        else seat
        for seat in state.seats
    )
    return evolve(state, seats=seats)


def events_of(rules: Rules, state: IslaNublarState, action: Action) -> list[Event]:
    """Everything ``action`` would set off, through any Countermeasure question it raises."""
    later, events = rules.apply(known(state), action)
    seen = list(events)
    for _ in range(MOST_ASKED):
        if later.step != COUNTER:
            break
        later, more = rules.apply(later, AllowRaid())
        seen += more
    return seen


def walk_preview(rules: Rules, state: IslaNublarState, action: Action) -> WalkPreview:
    end, camp = OFF_ISLAND, -1
    crates: tuple[int, ...] = ()
    for event in events_of(rules, state, action):
        if event.kind == "walked":
            end = int(event.values["to"])
        elif event.kind == "raided":
            crates = tuple(int(count) for count in event.values["crates"])
            camp = int(event.values["camp"])
    return WalkPreview(end, crates, camp)


def event_spaces(events: list[Event]) -> tuple[set[int], set[int]]:
    """The spaces the last move went to (or scored), and those it came from, to stay marked
    until the next move."""
    reached: set[int] = set()
    left: set[int] = set()
    for event in events:
        values = event.values
        for key, marked in (("space", reached), ("to", reached), ("from", left)):
            value = values.get(key)
            if isinstance(value, int) and value >= 0:
                marked.add(value)
        if event.kind == "scored":
            reached.update(int(space) for space in values.get("spaces", ()))
    return reached, left - reached


def event_stacks(events: list[Event]) -> set[int]:
    """The market stacks the last move bought or gained from."""
    return {int(event.values["stack"]) for event in events if event.kind in ("bought", "gained")}


def event_slots(events: list[Event]) -> set[int]:
    """The scoring places the last move bought from (individual scoring)."""
    return {int(event.values["slot"]) for event in events if event.kind == "bought_scoring"}
