"""Digger's guided first game: the prepared deal and the situations its tips are about.

A deal (``resources/games/digger/tutorial.yaml``) may name who leads the first
trick, the cards of every hand and the cards on top of the draw pile, in
order; a card is a species and a value (``[stegosaurus, 7]``). The rest of the
pile is the seed's shuffle of the cards left.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from core.engine.deals import DealError, only, seat
from core.engine.evolve import evolve
from core.games.digger.components import Components
from core.games.digger.rules import DiggerRules
from core.games.digger.state import LEAD_TRICK, DiggerState


def deal(rules: DiggerRules, state: DiggerState, data: Mapping[str, Any]) -> DiggerState:
    parts = rules.components()
    only(data, {"lead", "hands", "deck_top"})
    lead = seat(data, "lead", state.players)
    if lead is not None:
        state = evolve(state, first_lead=lead, lead=lead, turn=lead)
    hands = list(state.hands)
    if "hands" in data:
        given = data["hands"]
        if len(given) != state.players:
            raise DealError(f"hands for {len(given)} players, not {state.players}")
        hands = [tuple(_card(parts, card) for card in hand) for hand in given]
        if any(len(hand) != parts.hand_size for hand in hands):
            raise DealError(f"every hand holds {parts.hand_size} cards")
    top = [_card(parts, card) for card in data.get("deck_top", ())]
    fixed = [card for hand in hands for card in hand] + top
    if len(set(fixed)) != len(fixed):
        raise DealError("a card is dealt twice")
    rest = [card for card in (*state.deck, *(c for hand in state.hands for c in hand)) if card not in fixed]
    return evolve(state, hands=tuple(hands), deck=(*top, *rest))


def _card(parts: Components, card: Sequence[Any]) -> int:
    species, value = card
    names = [species.id for species in parts.species]
    if species not in names or type(value) is not int or not parts.low <= value <= parts.high:
        raise DealError(f"no card {species} {value}")
    return parts.card(names.index(species), value)


def round_scored(rules: DiggerRules, state: DiggerState, seat: int) -> bool:
    """A round has just been scored: its tokens are on the table."""
    return state.last_tally is not None and state.step == LEAD_TRICK


def low_card_won(rules: DiggerRules, state: DiggerState, seat: int) -> bool:
    """The seat has won a card of value 1-3, which counts double."""
    parts = rules.components()
    return any(parts.weight(card) > 1 for card in state.won[seat])


# Named situations the tips of tips.yaml may ask about (``test:``): (rules, state, seat) -> bool.
TESTS: Mapping[str, Callable[[Any, Any, int], bool]] = {
    "round_scored": round_scored,
    "low_card_won": low_card_won,
}
