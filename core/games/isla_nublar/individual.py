"""The individual-scoring variant: scoring cards bought like action cards, scored at once and
again when played from the hand; the row refilled at the end of the turn; its own end (the
seed's "Individuelle Wertungen"; IN-D43 to IN-D45)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action, Event, Violation
from core.engine.tuples import put
from core.games.isla_nublar.actions import BuyScoring, ScorePlayed, SkipAction
from core.games.isla_nublar.camping import score_card
from core.games.isla_nublar.components import components
from core.games.isla_nublar.piles import with_seat
from core.games.isla_nublar.state import ALL_SCORINGS, NO_CARD, TURN, IslaNublarState


def legal_scoring_buys(state: IslaNublarState) -> list[Action]:
    if not state.individual_scoring:
        return []
    parts = components()
    return [
        BuyScoring(slot)
        for slot, card in enumerate(state.scoring_row)
        if card != NO_CARD and parts.price(card) <= state.amber
    ]


def check_scoring_buy(state: IslaNublarState, action: BuyScoring) -> Violation | None:
    if not state.individual_scoring:
        return Violation("isla_nublar.scoring.variant_off")
    if not 0 <= action.slot < len(state.scoring_row):
        return Violation("isla_nublar.scoring.no_slot", {"slot": action.slot})
    card = state.scoring_row[action.slot]
    if card == NO_CARD:
        return Violation("isla_nublar.scoring.slot_empty", {"slot": action.slot})
    price = components().price(card)
    if price > state.amber:
        return Violation("isla_nublar.buy.too_dear", {"price": price, "amber": state.amber})
    return None


def apply_scoring_buy(state: IslaNublarState, action: BuyScoring) -> tuple[IslaNublarState, list[Event]]:
    """Paid with amber, the card scores for its buyer at once and then lies on the buyer's new
    discard pile (IN-D44); its slot stays empty till the end of the turn."""
    card = state.scoring_row[action.slot]
    price = components().price(card)
    held = state.active
    held = evolve(held, gained=held.gained + (card,), owned=tuple(sorted(held.owned + (card,))))
    state = evolve(
        with_seat(state, state.turn, held),
        amber=state.amber - price,
        scoring_row=put(state.scoring_row, action.slot, NO_CARD),
    )
    events = [Event("bought_scoring", state.turn, {"card": card, "slot": action.slot, "price": price})]
    state, scored = score_card(state, card)
    state, ended = check_end(state)
    return state, events + scored + ended


def apply_score_played(state: IslaNublarState, _action: ScorePlayed) -> tuple[IslaNublarState, list[Event]]:
    """The played scoring card scores again, unpaid (IN-D44)."""
    state, events = score_card(state, state.playing)
    return evolve(state, step=TURN, playing=NO_CARD), events


def legal_replay(state: IslaNublarState) -> list[Action]:
    return [ScorePlayed(), SkipAction()]


def refill(state: IslaNublarState) -> tuple[IslaNublarState, list[Event]]:
    """At the end of the turn the empty slots take the face-down deck's top cards, in slot order;
    once the deck is gone they stay empty (IN-D44)."""
    row, deck = list(state.scoring_row), state.scoring_deck
    events = []
    for slot, card in enumerate(row):
        if card == NO_CARD and deck:
            row[slot], deck = deck[0], deck[1:]
            events.append(Event("scoring_refilled", None, {"slot": slot, "card": row[slot]}, reveals=True))
    return evolve(state, scoring_row=tuple(row), scoring_deck=deck), events


def all_bought(state: IslaNublarState) -> bool:
    return not state.scoring_deck and all(card == NO_CARD for card in state.scoring_row)


def check_end(state: IslaNublarState) -> tuple[IslaNublarState, list[Event]]:
    """Every scoring card bought and an action stack empty: the round is played out (IN-D45),
    unless a base trigger came first."""
    if not state.individual_scoring or state.end or not all_bought(state):
        return state, []
    if all(state.market):
        return state, []
    return evolve(state, end=ALL_SCORINGS), [Event("end_triggered", state.turn, {"how": ALL_SCORINGS})]
