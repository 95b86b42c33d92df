"""Comet's computer player parts: the guess at hidden cards fits the view, and Easy plays whole games."""

from __future__ import annotations

import dataclasses
import random

import pytest

from core.engine.bots import Budget, EasyBot, SearchBot
from core.engine.evolve import evolve
from core.engine.invariants import check_position
from core.engine.match import Match
from core.games.comet import turns
from core.games.comet.actions import Hatch, Rest
from core.games.comet.ai import AI, cave_distances, idle_rest
from core.games.comet.state import HATCH_NEST, TURN, CometState
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


def _hard_positions(seed: int, every: int = 5) -> list[tuple[CometState, int]]:
    """States of a game between two Easy players where the seat to act is in its own turn."""
    match = Match(RULES, config(2), seed)
    bots = [EasyBot(seed, seat) for seat in range(2)]
    found = []
    while (decision := match.pending()) is not None:
        view = RULES.view(match.state, decision.seat)
        if turns.own_turn(view, decision.seat) and len(match.legal()) > 1 and len(match.steps) % every == 0:
            found.append((match.state, decision.seat))
        match.apply(bots[decision.seat].choose(RULES, view, len(match.steps)))
    return found


def test_every_listed_turn_is_legal_step_by_step_and_ends_the_turn_or_the_move() -> None:
    for state, seat in _hard_positions(3, every=9)[:12]:
        view = RULES.view(state, seat)
        plans = turns.turns(RULES, view, seat, RULES.legal(view))
        assert plans
        for plan in plans:
            position = view
            for action in plan.actions:
                assert RULES.check(position, action) is None, (plan, action)
                position, _ = RULES.apply(position, action)
            assert position == plan.end
            ended = not turns.own_turn(position, seat) or position.step == TURN
            assert ended or len(plan.actions) == 1, plan


def test_every_nest_a_hatch_may_use_is_a_turn_of_its_own() -> None:
    state = new_state()
    view = RULES.view(state, 0)
    hatches = [action for action in RULES.legal(view) if isinstance(action, Hatch)]
    assert hatches
    plans = turns.turns(RULES, view, 0, hatches)
    for hatch in hatches:
        after, _ = RULES.apply(view, hatch)
        nests = len(RULES.legal(after)) if after.step == HATCH_NEST else 1
        assert sum(1 for plan in plans if plan.actions[0] == hatch) == nests


def test_hard_deliberates_legally_from_the_view_alone_and_reproducibly() -> None:
    for state, seat in _hard_positions(5, every=7)[:8]:
        view = RULES.view(state, seat)
        legal = RULES.legal(view)
        choices = {AI.deliberate(RULES, view, seat, legal, random.Random(2)) for _ in range(2)}
        hidden = dataclasses.replace(state, pile=tuple(reversed(state.pile)))
        assert RULES.view(hidden, seat) == view
        choices.add(AI.deliberate(RULES, RULES.view(hidden, seat), seat, legal, random.Random(2)))
        assert len(choices) == 1
        choice = choices.pop()
        assert choice is not None and RULES.check(state, choice) is None


def test_hard_leaves_the_decisions_of_a_rest_to_the_search() -> None:
    state = new_state()
    rested, _ = RULES.apply(state, Rest())
    decision = RULES.pending(rested)
    assert decision is not None and decision.seat == 0 and rested.step != TURN
    view = RULES.view(rested, 0)
    assert AI.deliberate(RULES, view, 0, RULES.legal(view), random.Random(0)) is None


def test_hard_stopped_at_once_still_answers_after_one_guessed_deal() -> None:
    state, seat = _hard_positions(6, every=11)[0]
    view = RULES.view(state, seat)
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return True

    choice = AI.deliberate(RULES, view, seat, RULES.legal(view), random.Random(1), stop)
    assert choice is not None and RULES.check(state, choice) is None
    assert len(asked) <= 1
