"""The end of a trick: the highest card of each species is won, the rest discarded, hands refilled.

The trick used throughout, three players, seat 1 leads even:
  seat 1 plays T2 T8 S4, seat 2 plays T6 S10, seat 0 plays B4 B6 P2.
  Triceratops: T8 (seat 1) beats T6 and T2.  Stegosaurus: S10 (seat 2) beats S4.
  Brachiosaurus: B6 (seat 0) beats B4.       Pteranodon: P2 (seat 0), alone.
  Seat 0 wins two species at once; T2, T6, S4 and B4 are discarded.
"""

from __future__ import annotations

from core.engine.protocol import Event
from core.games.digger.actions import ChooseTrick, Pass, PlaySet, Swap
from core.games.digger.state import LEAD_TRICK, DiggerState
from tests.core.digger.builders import RULES, cards, dealt, kinds, play, seat_turn

HANDS = ("B4 B6 P2 V1 V3", "T2 T8 S4 B3 V5", "T6 S10 B1 V7 P9")
DISCARDED = cards("T2 T6 S4 B4")


def the_trick(
    deck: str | None = "V10 V9 V8 V6 V4 V2 P10 P8", discard: str = ""
) -> tuple[DiggerState, list[Event]]:
    state = dealt(3, HANDS, lead=1, deck=deck, discard=discard)
    return play(
        state,
        ChooseTrick("even"),
        PlaySet(cards("T2 T8 S4")),
        PlaySet(cards("T6 S10")),
        PlaySet(cards("B4 B6 P2")),
    )


def test_the_highest_card_of_each_species_is_won_by_its_player() -> None:
    state, events = the_trick()
    assert state.won == (tuple(cards("B6 P2")), cards("T8"), cards("S10"))
    won = [(event.seat, event.values["card"]) for event in events if event.kind == "won"]
    assert sorted(won) == sorted(
        [(0, cards("B6")[0]), (0, cards("P2")[0]), (1, cards("T8")[0]), (2, cards("S10")[0])]
    )


def test_one_player_may_win_several_species_in_one_trick() -> None:
    state, _ = the_trick()
    assert len(state.won[0]) == 2


def test_all_other_played_cards_are_discarded() -> None:
    state, _ = the_trick()
    assert sorted(state.discard) == sorted(DISCARDED)
    assert state.played == ((), (), ())


def test_cards_lost_in_a_trick_are_known_discards_and_swapped_ones_are_not() -> None:
    """Everyone saw the trick's lost cards go to the pile; a swap shows only how many."""
    state, _ = the_trick(discard="P10")
    assert sorted(state.public_discard) == sorted(DISCARDED)
    view = RULES.view(state, 0)
    assert view.public_discard == state.public_discard
    assert cards("P10")[0] not in view.discard


def test_a_reshuffle_forgets_the_known_discards() -> None:
    state, _ = the_trick(deck="V10", discard="P10 P8 P6")
    assert state.public_discard == ()


def test_a_passer_wins_nothing_and_keeps_the_hand() -> None:
    state = dealt(3, ("S1 S3 B5 B7 V9", "T2 T8 S4 B3 V5", "T6 S10 B1 V7 P9"), lead=1)
    state, _ = play(
        state, ChooseTrick("even"), PlaySet(cards("T2 S4")), PlaySet(cards("T6 S10")), Pass(), Swap(())
    )
    assert state.won == ((), (), cards("T6 S10"))
    assert sorted(state.discard) == sorted(cards("T2 S4"))


def test_everyone_refills_to_five_starting_with_the_lead() -> None:
    state, events = the_trick()
    assert state.hands[1] == cards("B3 V5 V10 V9 V8")  # the lead draws first
    assert state.hands[2] == cards("B1 V7 P9 V6 V4")
    assert state.hands[0] == cards("V1 V3 V2 P10 P8")
    assert state.deck == ()
    refilled = [event for event in events if event.kind == "refilled"]
    assert len(refilled) == 1 and refilled[0].values == {"deck": 0} and refilled[0].reveals


def test_the_lead_moves_on_to_the_next_seat() -> None:
    state, _ = the_trick()
    assert state.step == LEAD_TRICK and state.lead == 2 and seat_turn(state) == 2
    assert state.trick == "" and state.leads_done == 1
    assert state.acted == (False, False, False)


def test_an_empty_draw_pile_is_made_anew_from_the_discards_never_from_won_cards() -> None:
    # Eight cards are missing: V10 on the pile, then the shuffled discards (P10 P8 P6 and the trick's four).
    state, events = the_trick(deck="V10", discard="P10 P8 P6")
    assert "reshuffled" in kinds(events)
    assert [len(hand) for hand in state.hands] == [5, 5, 5]
    assert state.hands[1][:3] == cards("B3 V5 V10")
    drawn = {c for hand in state.hands for c in hand} - set(cards("V1 V3 B3 V5 B1 V7 P9 V10"))
    assert drawn == set(cards("P10 P8 P6")) | set(DISCARDED)
    assert state.deck == () and state.discard == ()
    assert all(c not in hand for pile in state.won for c in pile for hand in state.hands)


def test_the_reshuffled_pile_is_shuffled_from_the_seed() -> None:
    first, _ = the_trick(deck="", discard="P10 P8 P6 P4")
    again, _ = the_trick(deck="", discard="P10 P8 P6 P4")
    assert first.hands == again.hands  # the same seed and actions give the same draw
    drawn = first.hands[1][2:] + first.hands[2][3:] + first.hands[0][2:]
    assert sorted(drawn) == sorted(cards("P10 P8 P6 P4") + DISCARDED)
    assert list(drawn) != sorted(drawn)


def test_with_both_piles_empty_players_go_on_with_fewer_cards() -> None:
    # Only the trick's four discards are left: the lead takes three, seat 2 one, seat 0 none.
    state, _ = the_trick(deck="", discard="")
    assert [len(hand) for hand in state.hands] == [2, 5, 4]
    assert state.deck == () and state.discard == ()
    assert RULES.pending(state).seat == 2  # type: ignore[union-attr]
    state, _ = play(state, ChooseTrick("odd"), PlaySet(cards("B1 V7")))
    assert seat_turn(state) == 0 and RULES.legal(state) == [PlaySet(cards("V1 V3"))]
