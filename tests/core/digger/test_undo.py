"""Undo: a seat may take back its own steps, never a draw, a reshuffle or a deal."""

from __future__ import annotations

from core.engine.match import Match
from core.games.digger.actions import ChooseTrick, Pass, PlaySet, Swap
from core.games.digger.state import LEAD_TRICK, DiggerState
from tests.core.digger.builders import cards, dealt, kinds
from tests.core.digger.playing import new_match


def match_from(state: DiggerState) -> Match:
    match = new_match(state.players, state.seed)
    match.initial_state = state  # a hand-built deal in place of the seeded one
    return match


HANDS = ("T2 T4 B7 V9 P9", "S1 S3 B5 B8 V9", "P2 P4 P6 P8 V3")


def test_the_lead_may_take_back_the_type_and_the_set_until_the_next_seat_decides() -> None:
    match = match_from(dealt(3, HANDS))
    match.apply(ChooseTrick("even"))
    match.apply(PlaySet(cards("T2 T4")))
    assert match.undo_seat() == 0
    match.undo()
    match.undo()
    assert match.state.step == LEAD_TRICK and not match.can_undo()
    match.redo()
    match.redo()
    match.apply(Pass())  # seat 1 holds one even card, B8: no even set, it passes
    assert match.undo_seat() == 1  # seat 0 is final now that seat 1 decided


def test_a_swap_that_draws_is_final_keeping_the_hand_is_not() -> None:
    match = match_from(dealt(3, HANDS))
    for action in (ChooseTrick("even"), PlaySet(cards("T2 T4")), Pass(), Swap(cards("S1"))):
        match.apply(action)
    assert not match.can_undo()
    match = match_from(dealt(3, HANDS))
    for action in (ChooseTrick("even"), PlaySet(cards("T2 T4")), Pass(), Swap(())):
        match.apply(action)
    assert match.undo_seat() == 1


def test_the_end_of_a_trick_with_a_refill_is_final() -> None:
    match = match_from(dealt(3, HANDS))
    for action in (ChooseTrick("even"), PlaySet(cards("T2 T4")), Pass(), Swap(())):
        match.apply(action)
    events = match.apply(PlaySet(cards("P2 P4")))
    assert "refilled" in kinds(events) and match.state.lead == 1
    assert not match.can_undo()


def test_a_trick_end_that_draws_nothing_reveals_nothing() -> None:
    # Both piles empty and the lead passes: nobody plays, so there is nothing to draw.
    match = match_from(dealt(3, ("T1 S4", "B2 B4 B6 V1 V3", "P2 P4 P6 V5 V7"), deck="", discard=""))
    match.apply(Pass())
    events = match.apply(Swap(()))
    refilled = [event for event in events if event.kind == "refilled"]
    assert len(refilled) == 1 and not refilled[0].reveals
    assert match.undo_seat() == 0
