"""Rest: refresh every exhausted card, discard any number, take one gold card, refill to the hand limit."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.games.comet.actions import Discard, KeepHand, Rest, TakeGold
from core.games.comet.state import HERO, REST_DISCARD, REST_GOLD, TURN
from tests.core.comet.builders import PARTS, RULES, in_hand, new_state, play, seat_with


def test_rest_refreshes_every_exhausted_card_first() -> None:
    state = seat_with(new_state(), 0, exhausted=(HERO,))
    state, events = play(state, Rest())
    assert state.seats[0].exhausted == () and state.step == REST_DISCARD
    assert events[0].kind == "rested"


def test_any_number_of_hand_cards_may_be_discarded() -> None:
    state = new_state()
    hand = state.seats[0].hand
    state, _ = play(state, Rest(), Discard(hand[0]), Discard(hand[1]))
    assert state.step == REST_DISCARD
    assert hand[0] in state.discard and hand[1] in state.discard
    assert len(state.seats[0].hand) == len(hand) - 2


def test_one_gold_card_is_taken_from_the_offer_which_is_refilled() -> None:
    state = new_state()
    offer, top = state.offer, state.gold_pile[0]
    state, _ = play(state, Rest(), KeepHand())
    assert state.step == REST_GOLD
    state, events = play(state, TakeGold(offer[2]))
    assert [event.kind for event in events][:2] == ["gold_taken", "gold_revealed"], "taken, then refilled"
    assert offer[2] in state.seats[0].hand
    assert len(state.offer) == PARTS.gold_offer and top in state.offer and offer[2] not in state.offer
    assert state.step == TURN and state.turn == 1


def test_silver_cards_are_drawn_up_to_the_hand_limit() -> None:
    state = new_state()
    hand = state.seats[0].hand
    state, _ = play(state, Rest(), Discard(hand[0]), Discard(hand[1]), Discard(hand[2]), KeepHand())
    state, _ = play(state, TakeGold(state.offer[0]))
    assert len(state.seats[0].hand) == PARTS.hand_limit


def test_a_hand_at_or_above_the_limit_draws_nothing_and_keeps_every_card() -> None:
    state = new_state()
    extra = state.pile[:2]
    state = in_hand(state, 0, *state.seats[0].hand, *extra)
    pile_before = len(state.pile)
    state, _ = play(state, Rest(), KeepHand(), TakeGold(state.offer[0]))
    assert len(state.seats[0].hand) == PARTS.hand_limit + 3
    assert len(state.pile) == pile_before


def test_the_hand_limit_holds_only_when_drawing_at_rest() -> None:
    state = new_state()
    state = in_hand(state, 0, *state.seats[0].hand, *state.pile[:4])
    assert len(state.seats[0].hand) > PARTS.hand_limit
    assert RULES.check(state, Rest()) is None  # nothing forces discarding down to the limit


def test_no_rest_once_the_comet_has_come() -> None:
    state = evolve(new_state(), comet_phase=True, pile=new_state().comet, comet=())
    violation = RULES.check(state, Rest())
    assert violation is not None and violation.rule == "comet.rest.comet_phase"


def test_gold_cards_are_taken_only_when_resting() -> None:
    state = new_state()
    card = state.offer[0]
    for step_state in (state, play(state, Rest())[0]):
        violation = RULES.check(step_state, TakeGold(card))
        assert violation is not None and violation.rule == "comet.rest.gold_at_rest"
        assert violation.values["card"] == card
    resting, _ = play(state, Rest(), KeepHand())
    assert RULES.check(resting, TakeGold(card)) is None
