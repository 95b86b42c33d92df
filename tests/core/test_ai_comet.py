"""Comet's computer player parts: the guess at hidden cards fits the view, and Easy plays whole games."""

from __future__ import annotations

import dataclasses
import random

import pytest

from core.engine.bots import Budget, EasyBot, SearchBot
from core.engine.evolve import evolve
from core.engine.invariants import check_position
from core.engine.match import Match
from core.games.comet.actions import Hatch, Rest
from core.games.comet.ai import AI, cave_distances, idle_rest
from core.games.comet.state import CometState
from tests.core.comet.builders import PARTS, RULES, config, new_state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_guess_keeps_everything_the_seat_sees_and_deals_each_kind_where_it_may_lie(players: int) -> None:
    match = Match(RULES, config(players, "ab"[players % 2]), players)
    bots = [EasyBot(players, seat) for seat in range(players)]
    chance = random.Random(players)
    while (decision := match.pending()) is not None:
        view = RULES.view(match.state, decision.seat)
        if chance.random() < 0.2:
            guess = AI.determinize(RULES, view, decision.seat, chance)
            assert RULES.view(guess, decision.seat) == view
            check_position(RULES, guess, 10, chance)
        match.apply(bots[decision.seat].choose(RULES, view, len(match.steps)))


def test_the_guess_reads_only_the_view() -> None:
    match = Match(RULES, config(3), 8)
    state = match.state
    other = dataclasses.replace(state, pile=tuple(reversed(state.pile)))
    assert RULES.view(other, 0) == RULES.view(state, 0)
    assert AI.determinize(RULES, RULES.view(state, 0), 0, random.Random(1)) == AI.determinize(
        RULES, RULES.view(other, 0), 0, random.Random(1)
    )


def test_easy_rescues_animals_in_a_two_player_game() -> None:
    rescued = 0
    for seed in range(4):
        match = Match(RULES, config(2), seed)
        bots = [EasyBot(seed, seat) for seat in range(2)]
        while (decision := match.pending()) is not None:
            view = RULES.view(match.state, decision.seat)
            match.apply(bots[decision.seat].choose(RULES, view, len(match.steps)))
        rescued += sum(len(seat.rescued) for seat in match.state.seats)
    assert rescued >= 8, "two Easy players bring at least one animal each into the cave per game"


def test_cave_distances_match_the_nest_numbers() -> None:
    for board in PARTS.boards.values():
        distances = cave_distances(board)
        assert all(distances[space.index] == space.nest for space in board.spaces if space.nest)


def marking_time(state: CometState) -> CometState:
    """No gold left to take and full hands: a rest would gain nothing but the turn."""
    return evolve(state, offer=(), gold_pile=(), discard=state.discard + state.offer + state.gold_pile)


def test_a_rest_that_gains_nothing_is_left_out_while_a_hatch_or_move_is_possible() -> None:
    state = marking_time(new_state())
    view = RULES.view(state, 0)
    legal = RULES.legal(view)
    assert Rest() in legal and any(isinstance(action, Hatch) for action in legal)
    assert Rest() not in AI.worth_considering(RULES, view, 0, legal)
    with_gold = RULES.view(new_state(), 0)
    assert Rest() in AI.worth_considering(RULES, with_gold, 0, RULES.legal(with_gold)), "gold to take"


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_computers_never_rest_to_each_other_without_end(level: str) -> None:
    state = marking_time(new_state())
    budget = Budget(iterations=30, seconds=0, candidates=3, paired=True)
    bots = [
        EasyBot(7, seat) if level == "easy" else SearchBot(7, seat, level, budget=budget) for seat in range(2)
    ]
    pile = len(state.pile)
    for step in range(60):
        decision = RULES.pending(state)
        if decision is None:
            break
        action = bots[decision.seat].choose(RULES, RULES.view(state, decision.seat), step)
        assert not (
            isinstance(action, Rest) and idle_rest(PARTS, RULES.view(state, decision.seat), decision.seat)
        )
        state, _ = RULES.apply(state, action)
    assert len(state.pile) < pile or RULES.pending(state) is None, "cards were played and drawn again"
