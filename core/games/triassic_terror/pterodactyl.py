"""The pterodactyl's part of Hatch (TT-D18), after the 3 dinos: it moves, then removes dinos.

In the ``PTERODACTYL`` step the actor flies it up to 2 links along the board, or leaves it
where it is; in ``PTERODACTYL_REMOVES`` the actor removes up to 2 dinos in its area, from one
herd or two, own ones too (an area without herds skips that step). Then Hatch is done.
"""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.games.triassic_terror.actions import PterodactylRemoves, SendPterodactyl
from core.games.triassic_terror.components import components
from core.games.triassic_terror.prey import has_prey, is_area, legal_takes, take, takes_violation, within
from core.games.triassic_terror.state import PTERODACTYL_REMOVES, TURN, TriassicTerrorState


def check_send(state: TriassicTerrorState, action: SendPterodactyl) -> Violation | None:
    reach = components().actions.pterodactyl_reach
    if not is_area(action.area) or action.area not in within(state.pterodactyl, reach):
        return Violation("triassic_terror.pterodactyl.out_of_reach", {"area": action.area, "reach": reach})
    return None


def apply_send(
    state: TriassicTerrorState, action: SendPterodactyl
) -> tuple[TriassicTerrorState, list[Event]]:
    values = {"start": state.pterodactyl, "area": action.area}
    events = [Event("pterodactyl_sent", state.turn, values)]
    step = PTERODACTYL_REMOVES if has_prey(state, action.area) else TURN
    return evolve(state, pterodactyl=action.area, step=step), events


def legal_send(state: TriassicTerrorState) -> list[Action]:
    reach = components().actions.pterodactyl_reach
    return [SendPterodactyl(area) for area in within(state.pterodactyl, reach)]


def check_remove(state: TriassicTerrorState, action: PterodactylRemoves) -> Violation | None:
    return takes_violation(state, state.pterodactyl, action.dinos, components().actions.pterodactyl_removes)


def apply_remove(
    state: TriassicTerrorState, action: PterodactylRemoves
) -> tuple[TriassicTerrorState, list[Event]]:
    state, events = take(state, state.pterodactyl, action.dinos, "pterodactyl_removed")
    return evolve(state, step=TURN), events


def legal_remove(state: TriassicTerrorState) -> list[Action]:
    most = components().actions.pterodactyl_removes
    return [PterodactylRemoves(dinos) for dinos in legal_takes(state, state.pterodactyl, most)]
