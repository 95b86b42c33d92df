"""Comet's guided first game: the prepared deal and the situations its tips are about.

A deal (``resources/games/comet/tutorial.yaml``) may name who takes the first
turn, every seat's hero and the five silver cards of every hand, by their
ids (``dimorphodon``). The silver cards a fixed hand pushes out are dealt
into the piles in their places, so the comet stack keeps its size; the gold
offer and the order of every pile stay as the seed dealt them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from core.engine.deals import DealError, only, seat
from core.engine.evolve import evolve
from core.games.comet.actions import Step, UseAbility
from core.games.comet.components import Components
from core.games.comet.rules import CometRules
from core.games.comet.state import HERO, MOVE, TURN, CometState


def deal(rules: CometRules, state: CometState, data: Mapping[str, Any]) -> CometState:
    parts = rules.components()
    only(data, {"first", "heroes", "hands"})
    first = seat(data, "first", state.players)
    if first is not None:
        state = evolve(state, turn=first)
    if "heroes" in data:
        state = _with_heroes(parts, state, data["heroes"])
    if "hands" in data:
        state = _with_hands(parts, state, data["hands"])
    return state


def _with_heroes(parts: Components, state: CometState, heroes: Sequence[Any]) -> CometState:
    names = [hero.id for hero in parts.heroes]
    if len(heroes) != state.players:
        raise DealError(f"heroes for {len(heroes)} players, not {state.players}")
    if any(hero not in names for hero in heroes) or len(set(heroes)) != len(heroes):
        raise DealError(f"heroes {list(heroes)} name one twice or one not among {names}")
    seats = tuple(evolve(own, hero=names.index(hero)) for own, hero in zip(state.seats, heroes, strict=True))
    return evolve(state, seats=seats)


def _with_hands(parts: Components, state: CometState, hands: Sequence[Any]) -> CometState:
    if len(hands) != state.players:
        raise DealError(f"hands for {len(hands)} players, not {state.players}")
    fixed = [tuple(_silver(parts, card) for card in hand) for hand in hands]
    if any(len(hand) != parts.hand_limit for hand in fixed):
        raise DealError(f"every hand holds {parts.hand_limit} cards")
    every = [card for hand in fixed for card in hand]
    if len(set(every)) != len(every):
        raise DealError("a card is dealt twice")
    taken = set(every)
    # The cards the fixed hands push out go where the fixed cards came from, the comet stack
    # first, so that it keeps the size the player count gives it.
    pushed = [card for own in state.seats for card in own.hand if card not in taken]
    comet = [card for card in state.comet if card not in taken]
    missing = len(state.comet) - len(comet)
    comet += pushed[:missing]
    pile = [*pushed[missing:], *(card for card in state.pile if card not in taken)]
    seats = tuple(evolve(own, hand=hand) for own, hand in zip(state.seats, fixed, strict=True))
    return evolve(state, seats=seats, comet=tuple(comet), pile=tuple(pile))


def _silver(parts: Components, card: Any) -> int:
    found = next((item for item in parts.cards if item.id == card), None)
    if found is None or found.tier != "silver":
        raise DealError(f"no silver card {card!r}")
    return found.index


def ability_ready(rules: CometRules, state: CometState, seat: int) -> bool:
    """The seat, at the start of its turn, can turn a rescued animal's card to use its ability."""
    if state.step != TURN or state.turn != seat:
        return False
    return any(isinstance(action, UseAbility) and action.card != HERO for action in rules.legal(state))


def jump_open(rules: CometRules, state: CometState, seat: int) -> bool:
    """The seat's move can jump a piece in the way: a step that lands beyond it, paid once."""
    if state.step != MOVE or state.turn != seat:
        return False
    board = rules.components().boards[state.side]
    rescuers = state.seats[seat].rescuers
    return any(
        isinstance(action, Step) and action.target not in board.neighbours[rescuers[action.rescuer]]
        for action in rules.legal(state)
    )


# Named situations the tips of tips.yaml may ask about (``test:``): (rules, state, seat) -> bool.
TESTS: Mapping[str, Callable[[Any, Any, int], bool]] = {
    "ability_ready": ability_ready,
    "jump_open": jump_open,
}
