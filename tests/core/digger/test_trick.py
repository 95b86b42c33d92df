"""A trick: the lead names a type and plays a set; the others follow with the same type or pass."""

from __future__ import annotations

from itertools import combinations

from core.games.digger.actions import ChooseTrick, Pass, PlaySet, Swap
from core.games.digger.state import FOLLOW, LEAD_SET, LEAD_TRICK, SWAP, DiggerState
from core.games.digger.tricks import sets
from tests.core.digger.builders import PARTS, RULES, cards, dealt, kinds, play, rules_of, seat_turn

# Seat 0 can form even, odd and matching sets but no sequence (values 2, 4, 7, 9, 9).
NO_SEQUENCE = "T2 S4 B7 V9 P9"


def test_the_lead_may_name_only_types_the_hand_can_form() -> None:
    state = dealt(3, (NO_SEQUENCE, "T1 S1 B1 V1 P1", "T3 S3 B3 V3 P3"))
    assert RULES.legal(state) == [ChooseTrick("even"), ChooseTrick("odd"), ChooseTrick("matching")]
    violation = RULES.check(state, ChooseTrick("sequence"))
    assert violation is not None and violation.rule == "digger.trick.no_set"
    assert violation.values == {"trick": "sequence"}
    assert rules_of(RULES.check(state, ChooseTrick("flush"))) == "digger.trick.unknown"


def test_a_lead_who_can_form_a_set_may_not_pass() -> None:
    state = dealt(3, (NO_SEQUENCE, "T1 S1 B1 V1 P1", "T3 S3 B3 V3 P3"))
    assert rules_of(RULES.check(state, Pass())) == "digger.pass.must_play"


def test_the_lead_plays_a_set_of_the_named_type() -> None:
    state = dealt(3, (NO_SEQUENCE, "T1 S1 B1 V1 P1", "T3 S3 B3 V3 P3"))
    state, events = play(state, ChooseTrick("odd"))
    assert state.step == LEAD_SET and state.trick == "odd" and seat_turn(state) == 0
    assert kinds(events) == ["trick_chosen"] and events[0].values == {"trick": "odd"}
    assert set(RULES.legal(state)) == {PlaySet(c) for c in sets(PARTS, "odd", state.hands[0])}
    assert len(RULES.legal(state)) == 4  # B7 V9, B7 P9, V9 P9, B7 V9 P9
    assert rules_of(RULES.check(state, PlaySet(cards("T2 S4")))) == "digger.set.odd"
    assert rules_of(RULES.check(state, PlaySet(cards("B7")))) == "digger.set.size"
    assert rules_of(RULES.check(state, PlaySet(cards("B7 T1")))) == "digger.cards.not_in_hand"
    assert rules_of(RULES.check(state, Pass())) == "engine.not_now"  # the named type can be formed
    state, events = play(state, PlaySet(cards("B7 V9 P9")))
    assert state.hands[0] == cards("T2 S4") and state.played[0] == tuple(sorted(cards("B7 V9 P9")))
    assert kinds(events) == ["played"] and events[0].values["trick"] == "odd"


def test_followers_play_the_same_type_with_any_two_to_five_cards_and_any_species() -> None:
    state = dealt(3, ("T2 T4 B7 V9 P9", "S6 S8 S10 B2 V1", "P2 P4 P6 P8 V3"))
    state, _ = play(state, ChooseTrick("even"), PlaySet(cards("T2 T4")))
    assert state.step == FOLLOW and seat_turn(state) == 1
    assert RULES.pending(state).values == {"lead": 0, "trick": "even", "round": 1}  # type: ignore[union-attr]
    assert rules_of(RULES.check(state, PlaySet(cards("S6 V1")))) == "digger.set.even"
    state, _ = play(state, PlaySet(cards("S6 S8 S10 B2")))  # four cards after a lead of two
    assert seat_turn(state) == 2
    state, _ = play(state, PlaySet(cards("P2 P4 P6 P8")))  # a species the lead did not play
    assert state.step == LEAD_TRICK and state.lead == 1


def test_a_follower_who_can_form_a_set_must_play_one() -> None:
    state = dealt(3, ("T2 T4 B7 V9 P9", "S5 S8 B3 B10 V1", "P2 P4 P6 P8 V3"))
    state, _ = play(state, ChooseTrick("even"), PlaySet(cards("T2 T4")))
    violation = RULES.check(state, Pass())
    assert violation is not None and violation.rule == "digger.pass.must_play"
    assert violation.values == {"trick": "even"}
    assert set(RULES.legal(state)) == {PlaySet(cards("S8 B10"))}


def test_a_follower_who_cannot_form_a_set_passes() -> None:
    state = dealt(3, ("T2 T4 B7 V9 P9", "S1 S3 B5 B7 V9", "P2 P4 P6 P8 V3"))
    state, _ = play(state, ChooseTrick("even"), PlaySet(cards("T2 T4")))
    assert RULES.legal(state) == [Pass()]
    state, events = play(state, Pass())
    assert kinds(events) == ["passed"] and events[0].seat == 1
    assert state.step == SWAP and seat_turn(state) == 1 and state.played[1] == ()


def passed(hand: str = "S1 S3 B5 B7 V9", deck: str | None = None, discard: str = "") -> DiggerState:
    """Seat 1 of three has passed an even trick and now may swap."""
    state = dealt(3, ("T2 T4 B7 V9 P9", hand, "P2 P4 P6 P8 V3"), deck=deck, discard=discard)
    state, _ = play(state, ChooseTrick("even"), PlaySet(cards("T2 T4")), Pass())
    return state


def test_a_passer_may_swap_any_number_of_cards_or_keep_the_hand() -> None:
    state = passed()
    hand = state.hands[1]
    every = {Swap(c) for size in range(6) for c in combinations(hand, size)}
    assert set(RULES.legal(state)) == every and len(every) == 32
    assert rules_of(RULES.check(state, Swap(cards("T2")))) == "digger.cards.not_in_hand"
    assert rules_of(RULES.check(state, PlaySet(cards("S1 S3")))) == "engine.not_now"


def test_a_swap_discards_the_cards_and_draws_as_many() -> None:
    state = passed(deck="T6 T8 T10 S2 S4")
    state, events = play(state, Swap(cards("S1 S3 V9")))
    assert sorted(state.hands[1]) == sorted(cards("B5 B7 T6 T8 T10"))
    assert state.deck == cards("S2 S4")
    assert state.discard == tuple(sorted(cards("S1 S3 V9")))
    assert kinds(events) == ["swapped"] and events[0].values == {"count": 3} and events[0].reveals
    assert state.step == FOLLOW and seat_turn(state) == 2


def test_a_swap_from_an_empty_pile_can_bring_back_the_swapped_cards() -> None:
    # Draw pile and discards are empty: the two swapped cards are the whole new pile.
    state = passed(deck="", discard="")
    state, events = play(state, Swap(cards("S1 S3")))
    assert sorted(state.hands[1]) == sorted(cards("S1 S3 B5 B7 V9"))
    assert state.deck == () and state.discard == ()
    assert kinds(events) == ["reshuffled", "swapped"] and events[0].reveals


def test_keeping_the_hand_draws_nothing_and_reveals_nothing() -> None:
    state = passed(deck="T6 T8")
    state, events = play(state, Swap(()))
    assert state.hands[1] == cards("S1 S3 B5 B7 V9") and state.deck == cards("T6 T8")
    assert kinds(events) == ["swapped"] and not events[0].reveals


def test_play_passes_to_the_next_seat_in_turn_from_the_lead() -> None:
    even_hands = ("T2 T4", "S2 S4", "B2 B4", "V2 V4")
    state = dealt(
        4, tuple(f"{h} P1 P3 P5" if i else f"{h} P7 P9 T10" for i, h in enumerate(even_hands)), lead=2
    )
    state, _ = play(state, ChooseTrick("even"), PlaySet(state.hands[2][:2]))
    order = []
    while state.step == FOLLOW:
        order.append(seat_turn(state))
        state, _ = play(state, PlaySet(state.hands[seat_turn(state)][:2]))
    assert order == [3, 0, 1]
    assert state.lead == 3 and seat_turn(state) == 3


def test_a_lead_who_can_form_no_set_passes_and_the_trick_ends() -> None:
    # Both piles are empty, so the lead is left with two cards of different parity, far apart.
    state = dealt(3, ("T1 S4", "B2 B4 B6 V1 V3", "P2 P4 P6 V5 V7"), deck="", discard="")
    assert RULES.legal(state) == [Pass()]
    assert all(
        rules_of(RULES.check(state, ChooseTrick(t))) == "digger.trick.no_set" for t in PARTS.trick_types
    )
    state, _ = play(state, Pass())
    assert state.step == SWAP and seat_turn(state) == 0
    state, events = play(state, Swap(()))
    assert "refilled" in kinds(events)
    assert state.step == LEAD_TRICK and state.lead == 1 and state.leads_done == 1
    assert state.hands[1] == cards("B2 B4 B6 V1 V3")  # nobody followed a trick without a type
