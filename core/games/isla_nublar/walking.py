"""Dinosaurs: the walk of a dinosaur card and its five endings, raids, the Countermeasure
question, the way back to a volcano, and Ablenkung (the seed's "Dinosaurier bewegen" and
"Abwehrmaßnahmen"; IN-D13 to IN-D15, IN-D20 to IN-D22).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put, without
from core.games.isla_nublar import island
from core.games.isla_nublar.actions import AllowRaid, PlayCountermeasure, SendBack, ToVolcano, Walk
from core.games.isla_nublar.components import OFF_ISLAND, WALKS, components
from core.games.isla_nublar.piles import with_seat
from core.games.isla_nublar.schema import COUNTERMEASURE
from core.games.isla_nublar.state import (
    COUNTER,
    NO_CARD,
    NO_SPACE,
    TURN,
    VOLCANO,
    WALK,
    IslaNublarState,
)
from core.games.isla_nublar.state import (
    Walk as WalkUnderWay,
)


@dataclass(frozen=True)
class WalkEnd:
    """Where a walk of ``steps`` steps in ``direction`` ends, and how."""

    direction: int
    steps: int
    space: int  # OFF_ISLAND when it walks off the southern tip
    raid: bool  # it stopped on a built space


def walk_ends(state: IslaNublarState, dinosaur: int) -> tuple[WalkEnd, ...]:
    """Every walk the dinosaur may make: 1 to 3 steps straight on in one of the three directions.

    It stops on the first built space (it may not jump one); a space with only dinosaurs is
    passed or shared; a volcano is never entered; in the three upper areas the coast stops it;
    from the exit area it may step off the island (IN-D13).
    """
    found = []
    for direction, path in enumerate(_paths(state.dinosaurs[dinosaur])):
        for steps, ahead in enumerate(path, 1):
            if ahead == OFF_ISLAND:
                found.append(WalkEnd(direction, steps, OFF_ISLAND, False))
                break
            raid = state.built_on(ahead)
            found.append(WalkEnd(direction, steps, ahead, raid))
            if raid:
                break
    return tuple(found)


@cache  # the island never changes: only the camps on the way, read per walk, do
def _paths(start: int) -> tuple[tuple[int, ...], ...]:
    """Per direction, the spaces a dinosaur on ``start`` may step onto one after another, the
    island permitting (no volcano, the coast of the upper areas, off the island from the exit
    area, as ``OFF_ISLAND``), before any camp stops it."""
    parts = components()
    paths = []
    for direction in range(len(WALKS)):
        here, path = start, []
        for _ in range(parts.dinosaur_steps):
            space = parts.spaces[here]
            ahead = space.ahead[direction]
            if ahead == OFF_ISLAND:
                if not space.volcano and parts.areas[space.area].exit:
                    path.append(OFF_ISLAND)
                break
            if parts.spaces[ahead].volcano:
                break
            path.append(ahead)
            here = ahead
        paths.append(tuple(path))
    return tuple(paths)


def on_land(state: IslaNublarState) -> tuple[int, ...]:
    """The dinosaurs standing on the island, not on a volcano."""
    parts = components()
    return tuple(index for index, space in enumerate(state.dinosaurs) if not parts.spaces[space].volcano)


def begin(state: IslaNublarState, dinosaur: int) -> tuple[IslaNublarState, list[Event]]:
    """A dinosaur card resolves: its dinosaur walks, unless no first step is open (IN-D13)."""
    if not walk_ends(state, dinosaur):
        return _done(state), [Event("cannot_walk", state.turn, {"dinosaur": dinosaur})]
    return evolve(state, step=WALK, walk=WalkUnderWay(dinosaur=dinosaur)), []


def _done(state: IslaNublarState) -> IslaNublarState:
    return evolve(state, step=TURN, walk=WalkUnderWay(), drawn_dinosaur=NO_CARD)


def legal_walks(state: IslaNublarState) -> list[Action]:
    return [Walk(end.direction, end.steps) for end in walk_ends(state, state.walk.dinosaur)]


def _end_of(state: IslaNublarState, action: Walk) -> WalkEnd | None:
    return next(
        (
            end
            for end in walk_ends(state, state.walk.dinosaur)
            if (end.direction, end.steps) == (action.direction, action.steps)
        ),
        None,
    )


def check_walk(state: IslaNublarState, action: Walk) -> Violation | None:
    if not 0 <= action.direction < len(WALKS):
        return Violation("isla_nublar.walk.no_direction", {"direction": action.direction})
    if not 1 <= action.steps <= components().dinosaur_steps:
        return Violation(
            "isla_nublar.walk.steps", {"steps": action.steps, "most": components().dinosaur_steps}
        )
    if _end_of(state, action) is None:
        return Violation("isla_nublar.walk.blocked", {"direction": action.direction, "steps": action.steps})
    return None


def apply_walk(state: IslaNublarState, action: Walk) -> tuple[IslaNublarState, list[Event]]:
    end = _end_of(state, action)
    assert end is not None
    dinosaur, start = state.walk.dinosaur, state.dinosaurs[state.walk.dinosaur]
    values = {
        "dinosaur": dinosaur,
        "from": start,
        "direction": action.direction,
        "steps": action.steps,
        "to": end.space,
    }
    events = [Event("walked", state.turn, values)]
    if end.space == OFF_ISLAND:
        events.append(Event("left_island", state.turn, {"dinosaur": dinosaur}))
        return _to_volcano(state, events)
    state = evolve(state, dinosaurs=put(state.dinosaurs, dinosaur, end.space))
    if not end.raid:
        return _done(state), events
    return _raid(state, end.space, events)


def losers(state: IslaNublarState, space: int) -> tuple[int, ...]:
    """The seats that would lose pieces in a raid on ``space``: every crate owner, or the top camp's."""
    crates = state.crates[space]
    if any(crates):
        return tuple(seat for seat, count in enumerate(crates) if count)
    return (state.top_camp(space),)


def countermeasures(state: IslaNublarState, seat: int) -> tuple[int, ...]:
    """The Countermeasure cards in the seat's hand (hidden ones cannot be played, IN-D23)."""
    parts = components()
    return tuple(
        card
        for card in state.seats[seat].hand
        if any(used.kind == COUNTERMEASURE for used in parts.card(card).actions)
    )


def _raid(state: IslaNublarState, space: int, events: list[Event]) -> tuple[IslaNublarState, list[Event]]:
    """Before anything is removed, each loser holding a Countermeasure is asked, from the player
    after the active one round to the active one (IN-D20)."""
    losing = losers(state, space)
    order = [(state.turn + offset) % state.players for offset in range(1, state.players + 1)]
    asked = tuple(seat for seat in order if seat in losing and countermeasures(state, seat))
    state = evolve(state, walk=evolve(state.walk, raid=space, asked=asked))
    if asked:
        return evolve(state, step=COUNTER), events
    return _carry_out(state, events)


def _carry_out(state: IslaNublarState, events: list[Event]) -> tuple[IslaNublarState, list[Event]]:
    """All crates of the space go to the general supply, else its top camp; then back to a volcano."""
    space = state.walk.raid
    crates = state.crates[space]
    if any(crates):
        state = evolve(
            state,
            crates=put(state.crates, space, (0,) * state.players),
            general_crates=tuple(
                held + lost for held, lost in zip(state.general_crates, crates, strict=True)
            ),
        )
        lost = {"crates": list(crates), "camp": -1}
    else:
        owner = state.top_camp(space)
        state = evolve(
            state,
            camps=put(state.camps, space, state.camps[space][:-1]),
            general_camps=put(state.general_camps, owner, state.general_camps[owner] + 1),
        )
        lost = {"crates": [0] * state.players, "camp": owner}
    events.append(Event("raided", state.turn, {"dinosaur": state.walk.dinosaur, "space": space, **lost}))
    return _to_volcano(state, events)


def legal_counter(state: IslaNublarState) -> list[Action]:
    seat = state.walk.asked[0]
    return [*(PlayCountermeasure(card) for card in countermeasures(state, seat)), AllowRaid()]


def counter_seat(state: IslaNublarState) -> int:
    return state.walk.asked[0]


def check_counter(state: IslaNublarState, action: PlayCountermeasure) -> Violation | None:
    seat = counter_seat(state)
    if action.card not in state.seats[seat].hand:
        return Violation("isla_nublar.card.not_in_hand", {"card": action.card})
    if action.card not in countermeasures(state, seat):
        return Violation("isla_nublar.counter.not_a_countermeasure", {"card": action.card})
    return None


def apply_counter(state: IslaNublarState, action: PlayCountermeasure) -> tuple[IslaNublarState, list[Event]]:
    """The raid is off for everyone's pieces; the dinosaur stays, and the space is frozen while it
    does (IN-D21). Off-turn the card goes to the discard pile and is not replaced (IN-D22)."""
    seat = counter_seat(state)
    held = state.seats[seat]
    hand = without(held.hand, action.card)
    if seat == state.turn:
        held = evolve(held, hand=hand, play=held.play + (action.card,))
    else:
        held = evolve(held, hand=hand, discard=held.discard + (action.card,))
    space = state.walk.raid
    state = _done(with_seat(state, seat, held))
    off_turn = seat != state.turn
    return state, [Event("countered", seat, {"card": action.card, "space": space, "off_turn": off_turn})]


def apply_allow(state: IslaNublarState, _action: AllowRaid) -> tuple[IslaNublarState, list[Event]]:
    seat = counter_seat(state)
    state = evolve(state, walk=evolve(state.walk, asked=state.walk.asked[1:]))
    events = [Event("allowed_raid", seat, {"space": state.walk.raid})]
    if state.walk.asked:
        return state, events
    return _carry_out(evolve(state, step=TURN), events)


def _to_volcano(state: IslaNublarState, events: list[Event]) -> tuple[IslaNublarState, list[Event]]:
    """The dinosaur goes back onto a free volcano: the active player's choice when there are several."""
    free = island.free_volcanoes(state)
    walk = evolve(state.walk, raid=NO_SPACE, asked=(), returning=True)
    state = evolve(state, walk=walk)
    if len(free) == 1:
        return _place_on(state, free[0], events)
    return evolve(state, step=VOLCANO), events


def _place_on(
    state: IslaNublarState, volcano: int, events: list[Event]
) -> tuple[IslaNublarState, list[Event]]:
    dinosaur = state.walk.dinosaur
    state = evolve(state, dinosaurs=put(state.dinosaurs, dinosaur, volcano))
    events.append(Event("to_volcano", state.turn, {"dinosaur": dinosaur, "space": volcano}))
    return _done(state), events


def legal_volcanoes(state: IslaNublarState) -> list[Action]:
    return [ToVolcano(space) for space in island.free_volcanoes(state)]


def check_volcano(state: IslaNublarState, action: ToVolcano) -> Violation | None:
    if action.space not in island.free_volcanoes(state):
        return Violation("isla_nublar.walk.volcano_taken", {"space": action.space})
    return None


def apply_volcano(state: IslaNublarState, action: ToVolcano) -> tuple[IslaNublarState, list[Event]]:
    return _place_on(state, action.space, [])


# Ablenkung
def legal_send_backs(state: IslaNublarState) -> list[Action]:
    return [SendBack(dinosaur) for dinosaur in on_land(state)]


def check_send_back(state: IslaNublarState, action: SendBack) -> Violation | None:
    if action.dinosaur not in on_land(state):
        return Violation("isla_nublar.distract.not_on_land", {"dinosaur": action.dinosaur})
    return None


def apply_send_back(state: IslaNublarState, action: SendBack) -> tuple[IslaNublarState, list[Event]]:
    """The dinosaur leaves its space (a frozen one thaws, IN-D15) for a free volcano."""
    state = evolve(state, walk=WalkUnderWay(dinosaur=action.dinosaur))
    return _to_volcano(state, [Event("distracted", state.turn, {"dinosaur": action.dinosaur})])
