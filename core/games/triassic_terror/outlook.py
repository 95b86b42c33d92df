"""How a Triassic Terror position looks for each seat: the computer players' judgement of it.

A seat's outlook is its score so far plus what the scorings still to come would give it if the
board stayed as it is (the rules' own scoring of the board, ``scoring.score_period``, with
presence and dominance where they are due), the later ones weighted less, and a little for what
it can still bring onto the board: the card held, dinos being placed, white dinos, its counters,
the action of its tile still to come. Points are the unit throughout.
"""

from __future__ import annotations

from core.engine.evolve import evolve
from core.games.triassic_terror.choices import (
    HATCH,
    HERD_GROWTH,
    HERD_MIGRATION,
    NEW_ENVIRONMENT,
    RAPTORS,
    T_REX,
)
from core.games.triassic_terror.components import Components, components
from core.games.triassic_terror.scoring import HABITATS, dominance, presence, score_period
from core.games.triassic_terror.state import (
    CARD,
    NO_CARD,
    OVER,
    PLACE,
    PTERODACTYL_REMOVES,
    SCATTER,
    T_REX_EATS,
    TILE,
    TriassicTerrorState,
)
from core.games.triassic_terror.tuning import TUNED, Tuning
from core.games.triassic_terror.volcano import period

COUNTER_ROUNDS = 3  # a counter keeps its full worth while this many rounds are still to come

# What a tile's action is worth before it can be judged on the board, in dinos brought on or
# taken from opponents; the white dinos on its space come on top.
TILE_DINOS = {
    NEW_ENVIRONMENT: 5.0,
    HERD_GROWTH: 4.5,
    HATCH: 3.5,
    HERD_MIGRATION: 1.0,
    T_REX: 1.0,
    RAPTORS: 0.5,
}


def scorings_ahead(parts: Components, state: TriassicTerrorState) -> tuple[int, ...]:
    """The rounds after which the scorings still to come take place, the next first."""
    if state.step == OVER:
        return ()
    return tuple(end for end in parts.scoring_rounds(state.players) if end >= state.round)


def outlooks(parts: Components, state: TriassicTerrorState, tuning: Tuning = TUNED) -> list[float]:
    """Each seat's points so far plus what the board would give at the scorings still to come,
    and a little for what it can still bring on (see the module's docstring)."""
    scores = [float(seat.score) for seat in state.seats]
    ahead = scorings_ahead(parts, state)
    if not ahead:
        return scores
    weights = [tuning.later_scoring**index for index in range(len(ahead))]
    weight = sum(weights)
    # The next scoring as the rules would score it now, ash included; the later ones without ash.
    nearest = score_period(parts, evolve(state, round=ahead[0]))
    habitats = [float(points[HABITATS]) for points in nearest.points]
    later = habitats
    if state.ash and len(ahead) > 1:
        cleared = score_period(parts, evolve(state, round=ahead[0], ash=()))
        later = [float(points[HABITATS]) for points in cleared.points]
    specials = [0.0] * state.players
    special_weight = sum(
        w for w, end in zip(weights, ahead, strict=True) if end in parts.special_rounds[state.players]
    )
    if special_weight:
        for seat in presence(parts, state):
            specials[seat] += parts.special_points.presence
        for each in dominance(parts, state):
            for seat in each.leaders:
                specials[seat] += each.points
    fade = min(1.0, (ahead[-1] - state.round) / COUNTER_ROUNDS)
    volcano_ahead = any(
        later_period in parts.counters.volcano_periods
        for later_period in range(period(state), len(parts.periods))
    )
    values = []
    for index, held in enumerate(state.seats):
        value = (
            scores[index] + habitats[index] + (weight - 1) * later[index] + special_weight * specials[index]
        )
        pending = float(held.white_dinos + (parts.deck.dinos if held.card != NO_CARD else 0))
        if state.step == PLACE and state.turn == index:
            pending += state.placing_dinos
        pending += fade * held.hatch_counters * parts.counters.hatch_dinos + _tile_to_come(state, index)
        value += weight * (tuning.pending_dino * pending + tuning.on_board * state.dinos_on_board(index))
        value += tuning.supply_dino * held.supply
        if volcano_ahead:
            value += fade * tuning.volcano * held.volcano_counters
        values.append(value)
    _hunt_under_way(state, values, tuning)
    return values


def _tile_to_come(state: TriassicTerrorState, seat: int) -> float:
    """What the seat's tile of this round will still bring, in dinos: the usual worth of its
    action and, while the tiles are being picked, the white dinos lying on it."""
    if seat not in state.figures:
        return 0.0
    space = state.figures.index(seat)
    if state.step in (CARD, TILE):
        return TILE_DINOS.get(state.track[space], 0.0) + state.track_white_dinos[space]
    actor = state.hunt.actor if state.step == SCATTER else state.turn
    acting = state.figures.index(actor) if actor in state.figures else len(state.figures)
    if space > acting or (seat == actor and not state.acted):
        return TILE_DINOS.get(state.seats[seat].tile, 0.0)
    return 0.0


def _hunt_under_way(state: TriassicTerrorState, values: list[float], tuning: Tuning) -> None:
    """A predator about to take dinos: what it takes counts for the actor already."""
    if state.step == T_REX_EATS:
        most, area = state.hunt.eats, state.t_rex
    elif state.step == PTERODACTYL_REMOVES:
        most, area = components().actions.pterodactyl_removes, state.pterodactyl
    else:
        return
    prey = sum(herd.dinos for herd in state.herds[area] if herd.owner != state.turn)
    values[state.turn] += tuning.prey * min(most, prey)


def advantage(parts: Components, state: TriassicTerrorState, seat: int, tuning: Tuning = TUNED) -> float:
    """The seat's outlook less the others' on average: every opponent's loss counts a little."""
    values = outlooks(parts, state, tuning)
    if len(values) == 1:
        return values[0]
    return values[seat] - (sum(values) - values[seat]) / (len(values) - 1)
