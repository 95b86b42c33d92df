"""Isla Nublar's guided first game: the prepared deal and the situations its tips are about.

A deal (``resources/games/isla_nublar/tutorial.yaml``) may name, by card id, the cards on top
of each seat's starting deck in order (the first five are its first hand), the cards on top
of market stacks, the cards on top of the dinosaur deck, and the five cards of the scoring
row. Everything it does not name stays as the seed shuffled it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from core.engine.deals import DealError, only
from core.engine.evolve import evolve
from core.games.isla_nublar.actions import BuildCamp
from core.games.isla_nublar.components import Components
from core.games.isla_nublar.rules import IslaNublarRules
from core.games.isla_nublar.state import TURN, IslaNublarState, Seat


def deal(rules: IslaNublarRules, state: IslaNublarState, data: Mapping[str, Any]) -> IslaNublarState:
    parts = rules.components()
    only(data, {"decks", "market", "dinosaurs", "scoring_row"})
    if "decks" in data:
        state = _decks(parts, state, data["decks"])
    if "market" in data:
        given = data["market"]
        if len(given) > len(state.market):
            raise DealError(f"market: {len(given)} stacks, the market has {len(state.market)}")
        stacks = list(state.market)
        for index, tops in enumerate(given):
            stacks[index] = _on_top(parts, f"market[{index}]", stacks[index], tops)
        state = evolve(state, market=tuple(stacks))
    if "dinosaurs" in data:
        state = evolve(
            state, dinosaur_deck=_on_top(parts, "dinosaurs", state.dinosaur_deck, data["dinosaurs"])
        )
    if "scoring_row" in data:
        state = _scoring_row(parts, state, data["scoring_row"])
    return state


def _decks(parts: Components, state: IslaNublarState, given: Sequence[Any]) -> IslaNublarState:
    """Each seat's starting deck with the named cards on top; its first hand drawn from it again."""
    if len(given) != state.players:
        raise DealError(f"decks for {len(given)} players, not {state.players}")
    seats: list[Seat] = []
    for seat, (held, tops) in enumerate(zip(state.seats, given, strict=True)):
        deck = _on_top(parts, f"decks[{seat}]", held.hand + held.draw, tops)
        seats.append(evolve(held, hand=deck[: parts.hand_size], draw=deck[parts.hand_size :]))
    return evolve(state, seats=tuple(seats))


def _on_top(parts: Components, part: str, pile: tuple[int, ...], ids: Sequence[Any]) -> tuple[int, ...]:
    """``pile`` with cards of these ids on top, in order; each id takes its lowest-numbered card
    left, so that a deal's later steps can name the very cards it put there."""
    rest = list(pile)
    top: list[int] = []
    for position, card_id in enumerate(ids):
        card = min((card for card in rest if parts.card(card).id == card_id), default=None)
        if card is None:
            raise DealError(f"{part}[{position}]: no {card_id!r} left in it")
        rest.remove(card)
        top.append(card)
    return (*top, *rest)


def _scoring_row(parts: Components, state: IslaNublarState, ids: Sequence[Any]) -> IslaNublarState:
    every = state.scoring_row + state.scoring_deck
    if len(ids) != len(state.scoring_row) or len(set(ids)) != len(ids):
        raise DealError(f"scoring_row names {len(state.scoring_row)} different cards")
    row = _on_top(parts, "scoring_row", every, ids)
    return evolve(state, scoring_row=row[: len(ids)], scoring_deck=row[len(ids) :])


def dinosaur_in_hand(rules: IslaNublarRules, state: IslaNublarState, seat: int) -> bool:
    """It is the seat's turn and it holds a dinosaur card, one the egg brought into its deck."""
    if state.step != TURN or state.turn != seat:
        return False
    parts = rules.components()
    return any(parts.card(card).dinosaur >= 0 for card in state.seats[seat].hand)


def crates_pay(rules: IslaNublarRules, state: IslaNublarState, seat: int) -> bool:
    """The seat can build a camp now on a space where its own crates, taken back, pay part of it."""
    if state.step != TURN or state.turn != seat:
        return False
    return any(isinstance(action, BuildCamp) and action.take_back > 0 for action in rules.legal(state))


def crates_lost(rules: IslaNublarRules, state: IslaNublarState, seat: int) -> bool:
    """It is the seat's turn and a raid has sent some of its crates to the general supply."""
    return state.step == TURN and state.turn == seat and state.general_crates[seat] > 0


# Named situations the tips of tips.yaml may ask about (``test:``): (rules, state, seat) -> bool.
TESTS: Mapping[str, Callable[[Any, Any, int], bool]] = {
    "dinosaur_in_hand": dinosaur_in_hand,
    "crates_pay": crates_pay,
    "crates_lost": crates_lost,
}
