"""The T-Rex action (TT-D22, TT-D23): the actor's T-Rex takes the board, walks, and eats.

The actor's T-Rex takes the place of the one on the board (another player's goes back to its
owner, the neutral one leaves the game), or is used where it stands. From there it walks
exactly 1 or 2 links and may not end where it started; an area passed is unaffected. Both the
area it left and the one it reached are re-ranked, since its 3 count for its owner's herd only
where it stands (``habitats.strength``). Then, in the ``T_REX_EATS`` step, it eats up to the
limit for its walk (5 after one link, 3 after two) of the opposing dinos there, split as the
actor likes, never the actor's own; an area without opposing herds skips that step. It stays
until the T-Rex action is taken again.
"""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.games.triassic_terror.actions import SendTRex, TRexEats
from core.games.triassic_terror.choices import T_REX, tile_violation
from core.games.triassic_terror.components import components
from core.games.triassic_terror.habitats import rerank
from core.games.triassic_terror.prey import has_prey, is_area, legal_takes, take, takes_violation, walk_ends
from core.games.triassic_terror.state import T_REX_EATS, TURN, Hunt, TriassicTerrorState


def check_send(state: TriassicTerrorState, action: SendTRex) -> Violation | None:
    refused = tile_violation(state, T_REX)
    if refused is not None:
        return refused
    reach = components().actions.t_rex_reach
    if not 1 <= action.steps <= reach or not is_area(action.area):
        return Violation("triassic_terror.t_rex.steps", {"reach": reach})
    if action.area not in walk_ends(state.t_rex, action.steps):
        return Violation("triassic_terror.t_rex.out_of_reach", {"area": action.area, "steps": action.steps})
    return None


def apply_send(state: TriassicTerrorState, action: SendTRex) -> tuple[TriassicTerrorState, list[Event]]:
    start, replaced = state.t_rex, state.t_rex_owner
    values = {"start": start, "area": action.area, "steps": action.steps, "replaced": replaced}
    events = [Event("t_rex_sent", state.turn, values)]
    state = evolve(state, t_rex=action.area, t_rex_owner=state.turn, acted=True)
    state, ranked = rerank(state, [start, action.area])
    if not has_prey(state, action.area, spared=state.turn):
        return state, events + ranked
    eats = components().actions.t_rex_eats[action.steps - 1]
    return evolve(state, step=T_REX_EATS, hunt=Hunt(eats=eats)), events + ranked


def legal_send(state: TriassicTerrorState) -> list[Action]:
    reach = components().actions.t_rex_reach
    return [SendTRex(area, steps) for steps in range(1, reach + 1) for area in walk_ends(state.t_rex, steps)]


def check_eat(state: TriassicTerrorState, action: TRexEats) -> Violation | None:
    return takes_violation(state, state.t_rex, action.dinos, state.hunt.eats, spared=state.turn)


def apply_eat(state: TriassicTerrorState, action: TRexEats) -> tuple[TriassicTerrorState, list[Event]]:
    state, events = take(state, state.t_rex, action.dinos, "t_rex_ate")
    return evolve(state, step=TURN, hunt=Hunt()), events


def legal_eat(state: TriassicTerrorState) -> list[Action]:
    return [TRexEats(dinos) for dinos in legal_takes(state, state.t_rex, state.hunt.eats, spared=state.turn)]
