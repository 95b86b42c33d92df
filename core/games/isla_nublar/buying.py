"""Buying from the market with the amber pool, and the card Verbesserung gains (IN-D7, IN-D26)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put
from core.games.isla_nublar import individual
from core.games.isla_nublar.actions import Buy, GainCard
from core.games.isla_nublar.components import components
from core.games.isla_nublar.piles import with_seat
from core.games.isla_nublar.state import NO_CARD, TURN, IslaNublarState


def top_price(state: IslaNublarState, stack: int) -> int:
    return components().price(state.market[stack][0])


def legal_buys(state: IslaNublarState) -> list[Action]:
    return [
        Buy(stack)
        for stack, cards in enumerate(state.market)
        if cards and components().price(cards[0]) <= state.amber
    ]


def check_buy(state: IslaNublarState, action: Buy) -> Violation | None:
    refusal = _stack_refusal(state, action.stack)
    if refusal is not None:
        return refusal
    price = top_price(state, action.stack)
    if price > state.amber:
        return Violation("isla_nublar.buy.too_dear", {"price": price, "amber": state.amber})
    return None


def apply_buy(state: IslaNublarState, action: Buy) -> tuple[IslaNublarState, list[Event]]:
    """The top card goes onto the buyer's new discard pile: not usable this turn (IN-D6)."""
    card = state.market[action.stack][0]
    price = components().price(card)
    state = _take(evolve(state, amber=state.amber - price), action.stack)
    state, ended = individual.check_end(state)
    return state, [Event("bought", state.turn, {"card": card, "stack": action.stack, "price": price}), *ended]


def _stack_refusal(state: IslaNublarState, stack: int) -> Violation | None:
    if not 0 <= stack < len(state.market):
        return Violation("isla_nublar.buy.no_stack", {"stack": stack})
    if not state.market[stack]:
        return Violation("isla_nublar.buy.stack_empty", {"stack": stack})
    return None


def _take(state: IslaNublarState, stack: int) -> IslaNublarState:
    """The stack's top card to the active seat's cards gained this turn."""
    card = state.market[stack][0]
    held = state.active
    state = with_seat(
        state,
        state.turn,
        evolve(held, gained=held.gained + (card,), owned=tuple(sorted(held.owned + (card,)))),
    )
    return evolve(state, market=put(state.market, stack, state.market[stack][1:]))


def gainable(state: IslaNublarState, limit: int) -> list[int]:
    return [
        stack for stack, cards in enumerate(state.market) if cards and components().price(cards[0]) <= limit
    ]


def legal_gains(state: IslaNublarState) -> list[Action]:
    return [GainCard(stack) for stack in gainable(state, state.gain_limit)]


def check_gain(state: IslaNublarState, action: GainCard) -> Violation | None:
    refusal = _stack_refusal(state, action.stack)
    if refusal is not None:
        return refusal
    price, limit = top_price(state, action.stack), state.gain_limit
    if price > limit:
        return Violation("isla_nublar.upgrade.too_dear", {"price": price, "most": limit})
    return None


def apply_gain(state: IslaNublarState, action: GainCard) -> tuple[IslaNublarState, list[Event]]:
    card = state.market[action.stack][0]
    state = evolve(_take(state, action.stack), step=TURN, gain_limit=0, playing=NO_CARD)
    state, ended = individual.check_end(state)
    return state, [Event("gained", state.turn, {"card": card, "stack": action.stack}), *ended]
