"""Our house rule: when every player in turn has rested without anything changing (no card turned back,
none discarded, no gold card taken, none drawn), the game ends with the final scoring."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.invariants import invariants_for
from core.engine.match import Match
from core.games.comet.actions import Discard, KeepHand, Rest, TakeGold
from core.games.comet.state import HERO, OVER, TURN, CometState
from tests.core.comet.builders import RULES, config, new_state, play, seat_with

invariants = invariants_for("comet")


def no_gold_left(players: int = 2) -> CometState:
    """Every hand full, every gold card gone: a rest without discarding changes nothing."""
    state = new_state(players)
    gone = state.discard + state.offer + state.gold_pile  # where the cards stay counted
    return evolve(state, offer=(), gold_pile=(), discard=gone)


def idle_rest(state: CometState) -> CometState:
    return play(state, Rest(), KeepHand())[0]


def test_when_every_player_in_turn_rests_without_anything_changing_the_game_ends() -> None:
    for players in (2, 3, 4):
        state = no_gold_left(players)
        for _ in range(players - 1):
            state = idle_rest(state)
            assert state.step == TURN
        state, events = play(state, Rest(), KeepHand())
        assert state.step == OVER and RULES.pending(state) is None
        assert events[-1].kind == "all_rested"
        result = RULES.result(state)
        assert result is not None and result.ending == "comet.ending.all_rested"
        assert result.scores == RULES.scores(state)  # the final scoring, as at the printed end
        invariants.check_state(state)


def test_a_discard_in_the_round_keeps_the_game_going() -> None:
    state = idle_rest(no_gold_left())
    state, _ = play(state, Rest(), Discard(state.seats[1].hand[0]), KeepHand())
    state = idle_rest(state)
    assert state.step == TURN and state.idle_rests == 1


def test_a_card_turned_back_keeps_the_game_going() -> None:
    state = idle_rest(no_gold_left())
    state = idle_rest(seat_with(state, 1, exhausted=(HERO,)))
    state = idle_rest(state)
    assert state.step == TURN


def test_a_gold_card_taken_keeps_the_game_going() -> None:
    state = idle_rest(no_gold_left())
    gold = state.discard[-1]
    state = evolve(state, offer=(gold,), discard=state.discard[:-1])
    state, _ = play(state, Rest(), KeepHand(), TakeGold(gold))
    state = idle_rest(state)
    assert state.step == TURN and state.idle_rests == 1


def test_a_hatch_in_the_round_keeps_the_game_going() -> None:
    state = idle_rest(no_gold_left())
    hatch = next(action for action in RULES.legal(state) if action.kind == "hatch")
    state, _ = play(state, hatch)
    while state.turn == 1:
        state = play(state, RULES.legal(state)[0])[0]
    state = idle_rest(state)
    assert state.step == TURN and state.idle_rests == 1


def test_two_players_who_only_rest_reach_the_end_once_the_gold_is_gone() -> None:
    """From the real setup: each rest takes a gold card while there is one, then one round ends it."""
    match = Match(RULES, config(2), 7)
    rests = 0
    while match.pending() is not None:
        options = match.legal()
        if Rest() in options:
            rests += 1
        gold = [action for action in options if isinstance(action, TakeGold)]
        match.apply(gold[0] if gold else Rest() if Rest() in options else KeepHand())
    golds = len(RULES.components().gold)
    assert rests == golds + 2
    assert match.state.end == "all_rested"
    assert len(match.actions) < 100
