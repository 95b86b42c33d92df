"""Triassic Terror's guided first game: the prepared deal and the situations its tips are about.

A deal (``resources/games/triassic_terror/tutorial.yaml``) may name the environment of the
card(s) lying face up (``face_up``) and of the cards next on the deck, top first
(``deck_top``), by environment id (``swamp``). Each named card is the first card of that
environment in the seed's shuffle; the rest of the deck keeps the seed's order. Who starts is
the match's own ``start`` option, so the deal leaves it alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from core.engine.deals import DealError, only
from core.engine.evolve import evolve
from core.games.triassic_terror.components import Components
from core.games.triassic_terror.rules import TriassicTerrorRules
from core.games.triassic_terror.state import CARD, TILE, TriassicTerrorState


def deal(
    rules: TriassicTerrorRules, state: TriassicTerrorState, data: Mapping[str, Any]
) -> TriassicTerrorState:
    parts = rules.components()
    only(data, {"face_up", "deck_top"})
    shuffled = [*state.face_up, *state.deck]  # the seed's order, which the cards not named keep
    chosen: list[int] = []
    face_up = state.face_up
    if "face_up" in data:
        names = _names(data, "face_up")
        if len(names) != parts.deck.face_up:
            raise DealError(f"face_up names {len(names)} cards, not the {parts.deck.face_up} lying face up")
        face_up = tuple(_card(parts, shuffled, chosen, name, "face_up") for name in names)
    else:
        chosen += face_up
    top = [_card(parts, shuffled, chosen, name, "deck_top") for name in _names(data, "deck_top")]
    rest = [card for card in shuffled if card not in chosen]
    return evolve(state, face_up=face_up, deck=(*top, *rest))


def _names(data: Mapping[str, Any], part: str) -> Sequence[str]:
    names = data.get(part, ())
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise DealError(f"{part} must be a list of environments")
    return names


def _card(parts: Components, shuffled: list[int], chosen: list[int], name: str, part: str) -> int:
    """The first card of the environment in the seed's order not dealt yet; it is dealt now."""
    environments = [environment.id for environment in parts.environments]
    if name not in environments:
        raise DealError(f"{part}: no environment {name!r}; the environments are {environments}")
    wanted = environments.index(name)
    card = next(
        (c for c in shuffled if parts.card_environments[c] == wanted and c not in chosen),
        None,
    )
    if card is None:
        raise DealError(f"{part}: no {name} card is left to deal")
    chosen.append(card)
    return card


def scoring_round(rules: TriassicTerrorRules, state: TriassicTerrorState, seat: int) -> bool:
    """The seat picks its tile in a round that ends a period: the scoring comes after its turns."""
    if state.step != TILE or state.turn != seat:
        return False
    return state.round in rules.components().scoring_rounds(state.players)


def special_scoring_round(rules: TriassicTerrorRules, state: TriassicTerrorState, seat: int) -> bool:
    """As ``scoring_round``, for a scoring that adds presence and dominance."""
    if not scoring_round(rules, state, seat):
        return False
    return state.round in rules.components().special_rounds[state.players]


def period_scored(rules: TriassicTerrorRules, state: TriassicTerrorState, seat: int) -> bool:
    """The seat takes a card in the round after a scoring round: a period has just been scored."""
    if state.step != CARD or state.turn != seat:
        return False
    return state.round - 1 in rules.components().scoring_rounds(state.players)


# Named situations the tips of tips.yaml may ask about (``test:``): (rules, state, seat) -> bool.
TESTS: Mapping[str, Callable[[Any, Any, int], bool]] = {
    "scoring_round": scoring_round,
    "special_scoring_round": special_scoring_round,
    "period_scored": period_scored,
}
