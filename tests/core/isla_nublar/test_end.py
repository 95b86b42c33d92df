"""The end: a trigger, the round finished so everyone had as many turns, places by points and the
tie-break by top camps (brief facts; IN-D19, IN-D40, IN-D41)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.tuples import put
from core.games.isla_nublar.actions import BuildCamp, ChooseScoring, EndTurn, PlayCard
from core.games.isla_nublar.ending import TOP_CAMPS_TIEBREAK
from core.games.isla_nublar.scoring import SOURCES
from core.games.isla_nublar.state import DINOSAUR_DECK, LAST_CAMP, OVER, TURN, WALK, IslaNublarState
from tests.core.isla_nublar.playing import RULES, at, card_of, new, play, with_hand


def empty_hands(state: IslaNublarState) -> IslaNublarState:
    """Every seat's hand and draw pile empty: turns end at once, drawing nothing."""
    seats = tuple(
        evolve(held, hand=(), draw=(), discard=held.discard + held.hand + held.draw) for held in state.seats
    )
    return evolve(state, seats=seats)


def test_after_a_trigger_the_round_is_finished() -> None:
    """IN-D41: "After any trigger, play continues until the player before the start player has
    finished" — the brief: all players had the same number of turns."""
    state = empty_hands(evolve(new(3, 1, "first"), turn=1, end=LAST_CAMP))
    state = play(state, EndTurn())
    assert state.step == TURN and state.turn == 2
    state = play(state, EndTurn())
    assert state.step == OVER and state.turn == 2


def test_a_trigger_in_the_last_seats_turn_ends_the_game_with_it() -> None:
    """IN-D41: the player before the start player finishes the round, and with it the game."""
    state = with_hand(evolve(new(2, 4, "random"), end=""), 0, (), crate_points=4)
    last = (state.start_player - 1) % 2
    state = evolve(state, turn=last)
    state = evolve(state, seats=put(state.seats, last, evolve(state.seats[last], hand=(), camps=1)))
    state = play(state, BuildCamp(at(0, 3), 0), ChooseScoring(0))
    assert state.end == LAST_CAMP
    assert play(state, EndTurn()).step == OVER


def test_the_dinosaur_deck_running_out_triggers_the_end_and_its_last_card_resolves() -> None:
    """Brief: the game ends "when the dinosaur deck runs out"; IN-D19: the moment the last card is
    drawn; that card still resolves."""
    egg = card_of("dinosaur_egg")
    state = with_hand(new(2, 3), 0, (egg,))
    state = evolve(state, dinosaur_deck=state.dinosaur_deck[-1:])
    state = play(state, PlayCard(egg))
    assert state.end == DINOSAUR_DECK and not state.dinosaur_deck
    assert state.step == WALK


def test_places_by_points_and_ties_by_top_camps() -> None:
    """IN-D41: "Tie: most top camps on the board, then shared"."""
    state = new(3, 2)
    seats = tuple(
        evolve(held, score=score, earned=put(held.earned, 0, score))
        for held, score in zip(state.seats, (12, 12, 9), strict=True)
    )
    camps = put(put(state.camps, at(0, 3), (0, 1)), at(0, 4), (1,))
    result = RULES.result(evolve(state, seats=seats, camps=camps, step=OVER, end=LAST_CAMP))
    assert result is not None
    assert result.ranking == (2, 1, 3) and result.tiebreak == TOP_CAMPS_TIEBREAK
    assert result.tiebreak_values == (0, 2, 0)
    assert result.ending == "isla_nublar.ending.last_camp"
    shared = RULES.result(evolve(state, seats=seats, step=OVER, end=DINOSAUR_DECK))
    assert shared is not None and shared.ranking == (1, 1, 3) and shared.tiebreak is None


def test_the_results_give_points_per_source() -> None:
    """Issue: the results page lists area points and each scoring, then the total."""
    state = new(2, 2)
    earned = (3, 2, 0, 0, 0, 0, 6, 0, 0, 0, 0)
    seats = put(state.seats, 0, evolve(state.seats[0], score=11, earned=earned))
    result = RULES.result(evolve(state, seats=seats, step=OVER, end=LAST_CAMP))
    assert result is not None
    assert result.breakdown[0] == {**dict(zip(SOURCES[:-1], earned[:-1], strict=True)), "total": 11}
    assert result.scores == (11, 0) and result.winners == (0,)
    assert RULES.result(state) is None


def test_the_results_list_patron_points_only_with_patrons() -> None:
    """IN-D42: the development tiles' points are a source of their own, shown where patrons are played."""
    state = new(2, 2, variants=("patrons",))
    earned = (3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12)
    seats = put(state.seats, 0, evolve(state.seats[0], score=15, earned=earned))
    result = RULES.result(evolve(state, seats=seats, step=OVER, end=LAST_CAMP))
    assert result is not None
    assert result.breakdown[0]["patrons"] == 12 and result.breakdown[0]["total"] == 15


def test_a_second_trigger_changes_nothing() -> None:
    """IN-D41: "After any trigger" the round is finished; a second trigger neither changes how the
    game ends nor makes the last round longer."""
    state = with_hand(evolve(new(2, 4, "first"), end=DINOSAUR_DECK), 0, (), crate_points=4)
    state = evolve(state, seats=put(state.seats, 0, evolve(state.active, camps=1)))
    after, events = RULES.apply(state, BuildCamp(at(0, 3), 0))
    assert after.end == DINOSAUR_DECK and after.active.camps == 0
    assert "end_triggered" not in [event.kind for event in events]
    after = play(after, ChooseScoring(0), EndTurn())
    after = play(with_hand(after, 1, ()), EndTurn())
    assert after.step == OVER
    result = RULES.result(after)
    assert result is not None and result.ending == "isla_nublar.ending.dinosaur_deck"
