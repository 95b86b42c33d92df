"""Herd Migration (TT-D19 to TT-D21): up to two own herds, one fully after the other.

The action is a chain of small decisions. ``Migrate`` at the turn takes the action and fixes
the herds that may migrate, the actor's herds as they stand then; it opens the ``MIGRATE``
step with that herd leaving. The actor sends groups of it to adjacent areas (``SendGroup``,
one group per area, any size; some dinos may stay), then lets it leave (``Depart``, at least
one group sent). Leaving takes one dino of every opposing herd in the area, once per herd
however many groups leave; with two or more groups the actor gives each captured dino to a
group (``GiveCapture``). The herd then migrates in one go, each part re-ranking what it
changed: the area left loses the groups and the captured dinos (a capture is a swap: the
captured dino returns to its owner's supply and the actor adds one of their own, if their
supply holds one); each group entering another environment loses one; each group joins the
actor's herd where it arrives or founds one, and a fourth herd there dies, the arriving one
too. The actor's T-Rex stays behind. Then a second herd may migrate (``Migrate``) or the
action ends (``EndMigration``, which may also be taken at once, migrating no herd); dinos
that arrived with the first herd stay where they are.
"""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.games.triassic_terror.actions import Depart, EndMigration, GiveCapture, Migrate, SendGroup
from core.games.triassic_terror.choices import HERD_MIGRATION, herd_violation, own_areas, tile_violation
from core.games.triassic_terror.components import components
from core.games.triassic_terror.habitats import Change, change_herds
from core.games.triassic_terror.state import MIGRATE, NO_AREA, TURN, TriassicTerrorState

# What the MIGRATE step asks for now.
CHOOSE, GROUPS, CAPTURES = "choose", "groups", "captures"


def phase(state: TriassicTerrorState) -> str:
    if state.captured > len(state.captures_given):
        return CAPTURES
    return CHOOSE if state.leaving == NO_AREA else GROUPS


def staying(state: TriassicTerrorState, area: int) -> int:
    """The actor's dinos in the area that may still leave: not those that arrived in this action,
    nor those already sent in a group."""
    herd = state.herd(area, state.turn)
    if herd is None:
        return 0
    arrived = state.arrived[area] if state.arrived else 0
    sent = sum(state.group_dinos) if area == state.leaving else 0
    return max(0, herd.dinos - arrived - sent)


def may_migrate(state: TriassicTerrorState) -> tuple[int, ...]:
    """The areas whose herds may migrate next; at the turn, every own herd."""
    if state.step == TURN:
        return own_areas(state, state.turn)
    if len(state.migrated) >= components().actions.migrating_herds:
        return ()
    return tuple(
        area for area in state.migration_herds if area not in state.migrated and staying(state, area) > 0
    )


# choosing a herd, or ending ---------------------------------------------------------


def check_migrate(state: TriassicTerrorState, action: Migrate) -> Violation | None:
    refused = _start_violation(state)
    if refused is not None:
        return refused
    refused = herd_violation(state, action.area)
    if refused is not None or state.step == TURN:
        return refused
    if action.area in state.migrated:
        return Violation("triassic_terror.migration.migrated", {"area": action.area})
    if action.area not in state.migration_herds:
        return Violation("triassic_terror.migration.new_herd", {"area": action.area})
    # No more is needed: after the last herd allowed the action ends by itself, and a herd that
    # stood here at the start still holds a dino of its own beside any that arrived.
    return None


def apply_migrate(state: TriassicTerrorState, action: Migrate) -> tuple[TriassicTerrorState, list[Event]]:
    if state.step == TURN:
        areas = len(components().areas)
        state = evolve(
            state, step=MIGRATE, migration_herds=own_areas(state, state.turn), arrived=(0,) * areas
        )
    event = Event("migration_herd_chosen", state.turn, {"area": action.area})
    return evolve(state, leaving=action.area), [event]


def check_end(state: TriassicTerrorState, _action: EndMigration) -> Violation | None:
    return _start_violation(state)


def apply_end(state: TriassicTerrorState, _action: EndMigration) -> tuple[TriassicTerrorState, list[Event]]:
    return _finished(state)


def legal_start(state: TriassicTerrorState) -> list[Action]:
    """At the turn, with the action due: a herd to migrate first, or no migration at all."""
    return [*(Migrate(area) for area in may_migrate(state)), EndMigration()]


# the groups and the leaving ---------------------------------------------------------------


def check_group(state: TriassicTerrorState, action: SendGroup) -> Violation | None:
    refused = _phase_violation(state, GROUPS)
    if refused is not None:
        return refused
    if action.area not in components().neighbours[state.leaving]:
        return Violation(
            "triassic_terror.migration.not_adjacent", {"area": action.area, "from": state.leaving}
        )
    if action.area in state.group_areas:
        return Violation("triassic_terror.migration.group_there", {"area": action.area})
    left = staying(state, state.leaving)
    if not 1 <= action.dinos <= left:
        return Violation("triassic_terror.migration.group_size", {"dinos": left, "area": state.leaving})
    return None


def apply_group(state: TriassicTerrorState, action: SendGroup) -> tuple[TriassicTerrorState, list[Event]]:
    state = evolve(
        state,
        group_areas=state.group_areas + (action.area,),
        group_dinos=state.group_dinos + (action.dinos,),
    )
    values = {"from": state.leaving, "area": action.area, "dinos": action.dinos}
    return state, [Event("group_sent", state.turn, values)]


def check_depart(state: TriassicTerrorState, _action: Depart) -> Violation | None:
    refused = _phase_violation(state, GROUPS)
    if refused is None and not state.group_areas:
        return Violation("triassic_terror.migration.no_group", {"area": state.leaving})
    return refused


def apply_depart(state: TriassicTerrorState, _action: Depart) -> tuple[TriassicTerrorState, list[Event]]:
    captured = _captures(state)
    if captured and len(state.group_areas) > 1:
        return evolve(state, captured=captured), []
    return _migrate(state, state.group_areas[:1] * captured)


def check_give(state: TriassicTerrorState, action: GiveCapture) -> Violation | None:
    refused = _phase_violation(state, CAPTURES)
    if refused is None and action.area not in state.group_areas:
        return Violation("triassic_terror.migration.not_a_group", {"area": action.area})
    return refused


def apply_give(state: TriassicTerrorState, action: GiveCapture) -> tuple[TriassicTerrorState, list[Event]]:
    given = state.captures_given + (action.area,)
    if len(given) < state.captured:
        return evolve(state, captures_given=given), []
    return _migrate(state, given)


def legal_migration(state: TriassicTerrorState) -> list[Action]:
    """The options of the MIGRATE step, by what it asks for now."""
    now = phase(state)
    if now == CAPTURES:
        return [GiveCapture(area) for area in state.group_areas]
    if now == CHOOSE:
        return [*(Migrate(area) for area in may_migrate(state)), EndMigration()]
    left = staying(state, state.leaving)
    options: list[Action] = [
        SendGroup(area, dinos)
        for area in components().neighbours[state.leaving]
        if area not in state.group_areas
        for dinos in range(1, left + 1)
    ]
    return options + ([Depart()] if state.group_areas else [])


# the herd migrating ----------------------------------------------------------------------


def _captures(state: TriassicTerrorState) -> int:
    """The captured dinos the actor adds to the groups: one per opposing herd in the area left
    (TT-D20), as many as the actor's supply holds (TT-D21)."""
    opposing = sum(
        min(components().actions.capture, herd.dinos)
        for herd in state.herds[state.leaving]
        if herd.owner != state.turn
    )
    return min(opposing, state.seats[state.turn].supply)


def _migrate(
    state: TriassicTerrorState, captures: tuple[int, ...]
) -> tuple[TriassicTerrorState, list[Event]]:
    """The herd leaves, its groups pay their crossing and arrive; each part re-ranks what it changed."""
    parts, seat, origin = components(), state.turn, state.leaving
    capture = parts.actions.capture
    leaving = [Change(origin, seat, -sum(state.group_dinos))] + [
        Change(origin, herd.owner, -min(capture, herd.dinos))
        for herd in state.herds[origin]
        if herd.owner != seat
    ]
    events = [
        Event("dino_captured", change.seat, {"area": origin, "by": seat, "dinos": -change.dinos})
        for change in leaving[1:]
    ]
    state, ranked = change_herds(state, leaving)
    events += ranked
    environment = parts.areas[origin].environment
    arriving = []
    for area, dinos in zip(state.group_areas, state.group_dinos, strict=True):
        dinos += captures.count(area)
        if parts.areas[area].environment != environment:
            lost = min(parts.actions.crossing_loss, dinos)
            dinos -= lost
            events.append(Event("crossing_paid", seat, {"area": area, "dinos": lost}))
        arriving.append(Change(area, seat, dinos))
        events.append(Event("group_arrived", seat, {"from": origin, "area": area, "dinos": dinos}))
    state, ranked = change_herds(state, [change for change in arriving if change.dinos])
    arrived = list(state.arrived)
    for change in arriving:
        arrived[change.area] += change.dinos
    state = evolve(
        state,
        migrated=state.migrated + (origin,),
        arrived=tuple(arrived),
        leaving=NO_AREA,
        group_areas=(),
        group_dinos=(),
        captured=0,
        captures_given=(),
    )
    events += ranked
    if may_migrate(state):
        return state, events
    state, ended = _finished(state)
    return state, events + ended


def _finished(state: TriassicTerrorState) -> tuple[TriassicTerrorState, list[Event]]:
    event = Event("migration_ended", state.turn, {"herds": len(state.migrated)})
    state = evolve(state, step=TURN, acted=True, migration_herds=(), migrated=(), arrived=())
    return state, [event]


def _start_violation(state: TriassicTerrorState) -> Violation | None:
    """Why no herd may be chosen now (nor the action ended), or None."""
    if state.step == TURN:
        return tile_violation(state, HERD_MIGRATION)
    return _phase_violation(state, CHOOSE)


def _phase_violation(state: TriassicTerrorState, wanted: str) -> Violation | None:
    now = phase(state)
    if now == wanted:
        return None
    if now == CAPTURES:
        return Violation("triassic_terror.migration.captures_to_give", {"dinos": state.captured})
    if now == GROUPS:
        return Violation("triassic_terror.migration.herd_leaving", {"area": state.leaving})
    return Violation("triassic_terror.migration.choose_herd")
