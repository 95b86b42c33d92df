"""Seeded random games to the end, 2-4 players, every action of the game offered and played.

After every action the state keeps the invariants (every card in one place and each seat's piles
its own cards; crates and camps conserved across supplies and the island; at most 3 camps a
space; no piece on a volcano; a space a dinosaur stays on never changes but by a raid), ``legal``
lists exactly the thinkable actions ``check`` accepts, the decision names the active seat but at a
Countermeasure question, and every camp built pays the rules page's area points.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from core.engine.protocol import Action
from core.games.isla_nublar.components import components
from core.games.isla_nublar.invariants import INVARIANTS
from core.games.isla_nublar.state import COUNTER, OVER, IslaNublarState
from tests.core.isla_nublar.playing import RULES, VARIANTS, builder, new

AREA_POINTS = {"one": 3, "two": 2, "three": 1, "four": 0}  # the rules page's numbers


def play_out(
    state: IslaNublarState, choose: Callable[[IslaNublarState], Action], every: int = 1
) -> IslaNublarState:
    """The game played to its end with ``choose``, checked after every action; ``legal`` is held
    against ``check`` over the thinkable actions at every ``every``-th action."""
    parts = components()
    INVARIANTS.check_state(state)
    count = 0
    while state.step != OVER:
        legal = RULES.legal(state)
        assert legal and len(set(legal)) == len(legal)
        if count % every == 0:
            allowed = {action for action in INVARIANTS.thinkable(state) if RULES.check(state, action) is None}
            assert set(legal) == allowed, set(legal) ^ allowed
        decision = RULES.pending(state)
        assert decision is not None
        assert decision.seat == (state.walk.asked[0] if state.step == COUNTER else state.turn)
        after, events = RULES.apply(state, choose(state))
        INVARIANTS.check_state(after)
        INVARIANTS.check_transition(state, after, events)
        for event in events:
            if event.kind == "built_camp":
                area = parts.areas[parts.spaces[event.values["space"]].area].id
                assert event.values["points"] == AREA_POINTS[area]
        state, count = after, count + 1
    assert RULES.legal(state) == [] and RULES.pending(state) is None
    result = RULES.result(state)
    assert result is not None and result.scores == RULES.scores(state)
    assert all(part["total"] == score for part, score in zip(result.breakdown, result.scores, strict=True))
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(2))
def test_random_games_that_build(players: int, seed: int) -> None:
    state = play_out(new(players, seed, "random"), builder(random.Random(seed)), every=3)
    assert state.end


@pytest.mark.parametrize("players", [2, 3, 4])
def test_purely_random_games(players: int) -> None:
    chance = random.Random(players)
    play_out(new(players, 10 + players, "random"), lambda state: chance.choice(RULES.legal(state)), every=5)


@pytest.mark.parametrize("variants", VARIANTS[1:], ids="+".join)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_of_the_expert_variants(players: int, variants: tuple[str, ...]) -> None:
    state = play_out(new(players, 20 + players, "random", variants), builder(random.Random(players)), every=3)
    assert state.end


@pytest.mark.parametrize("variants", VARIANTS[1:], ids="+".join)
def test_purely_random_games_of_the_expert_variants(variants: tuple[str, ...]) -> None:
    chance = random.Random(len(variants))
    state = new(3, 30 + len(variants), "random", variants)
    play_out(state, lambda state: chance.choice(RULES.legal(state)), every=5)


def test_random_games_reach_both_end_triggers() -> None:
    """Both triggers end games, at every player count (12 quick games, invariants only)."""
    ends = set()
    for seed in range(12):
        state, choose = new(2 + seed % 3, 100 + seed, "random"), builder(random.Random(seed))
        while state.step != OVER:
            state, _ = RULES.apply(state, choose(state))
        INVARIANTS.check_state(state)
        ends.add(state.end)
    assert ends == {"last_camp", "dinosaur_deck"}
