"""Choices made a dino at a time before they are confirmed: the dinos of a card or of New
Environment spread over the environment's areas, the victims of the T-Rex or the pterodactyl
per habitat. A draft is only the table's; the action it builds is checked by ``rules.check``
before the bar offers it, and a dino is added only while some legal action still holds the
draft, so no limit is worked out here."""

from __future__ import annotations

from core.engine.protocol import Action
from core.games.triassic_terror.actions import PlaceDinos, PterodactylRemoves, TRexEats
from core.games.triassic_terror.components import components
from core.games.triassic_terror.schema import HABITATS
from core.games.triassic_terror.state import PLACE, PTERODACTYL_REMOVES, T_REX_EATS, TriassicTerrorState

DRAFT_STEPS = (PLACE, T_REX_EATS, PTERODACTYL_REMOVES)


def draft_key(state: TriassicTerrorState) -> tuple[object, ...]:
    """What a draft belongs to: a new one starts when this changes."""
    return (state.step, state.round, state.turn, state.placing, state.t_rex, state.pterodactyl, state.herds)


def slots(state: TriassicTerrorState) -> int:
    """How many numbers the draft holds: the environment's areas, or the area's habitats."""
    if state.step == PLACE:
        return len(components().areas_of(state.placing))
    return len(HABITATS)


def slot_of(state: TriassicTerrorState, area: int, habitat: int | None) -> int | None:
    """The draft's number a click on the area (and habitat) adds to, or None."""
    if state.step == PLACE:
        areas = components().areas_of(state.placing)
        return areas.index(area) if area in areas else None
    predator = state.t_rex if state.step == T_REX_EATS else state.pterodactyl
    if area != predator or habitat is None or habitat >= len(state.herds[area]):
        return None
    return habitat


def place_of(state: TriassicTerrorState, slot: int) -> tuple[int, int]:
    """The area and habitat a draft's number stands at: the placing seat's herd there (or the
    first free habitat), or the predator's victim."""
    if state.step == PLACE:
        area = components().areas_of(state.placing)[slot]
        herds = state.herds[area]
        owners = [herd.owner for herd in herds]
        habitat = owners.index(state.turn) if state.turn in owners else len(herds)
        return area, min(habitat, len(HABITATS) - 1)
    return (state.t_rex if state.step == T_REX_EATS else state.pterodactyl), slot


def adds(state: TriassicTerrorState) -> bool:
    """Whether the draft's dinos join the board (placing) or leave it (a predator's victims)."""
    return state.step == PLACE


def draft_action(state: TriassicTerrorState, counts: tuple[int, ...]) -> Action:
    if state.step == PLACE:
        return PlaceDinos(counts)
    if state.step == T_REX_EATS:
        return TRexEats(counts)
    return PterodactylRemoves(counts)


def most(state: TriassicTerrorState) -> int:
    """How many dinos the draft is for, as the decision names them."""
    if state.step == PLACE:
        return state.placing_dinos
    if state.step == T_REX_EATS:
        return state.hunt.eats
    return components().actions.pterodactyl_removes


def may_grow(legal: list[Action], candidate: Action) -> bool:
    """Whether the draft may still become a legal action with this many (or more) dinos."""
    counts = getattr(candidate, "dinos", ())
    return any(
        type(action) is type(candidate)
        and all(have >= want for have, want in zip(getattr(action, "dinos", ()), counts, strict=True))
        for action in legal
    )
