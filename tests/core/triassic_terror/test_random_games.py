"""Seeded random games to the end, 2-6 players, every action of the game offered and played.

After every action the state keeps the invariants (cards, tiles, white dinos and every
player's 57 dinos accounted for; at most three herds per area, one per player, in order),
``legal`` lists exactly the thinkable actions ``check`` accepts, and every scoring gives the
points the rules page's numbers give, written out again here. A raptor's victim scatters the
survivors as its own decision. A scripted game per player count ends with the scores the
rules page gives.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from core.engine.protocol import Action
from core.games.triassic_terror.components import components
from core.games.triassic_terror.invariants import INVARIANTS
from core.games.triassic_terror.state import OVER, TriassicTerrorState
from tests.core.triassic_terror.playing import RULES, new, scripted

# The page's numbers, written out again so that the games check the rules against them.
RING_POINTS = {
    "standard": {"outer": (3, 1, 0), "middle": (4, 2, 0), "inner": (6, 3, 0)},
    "crowded": {"outer": (3, 2, 1), "middle": (5, 3, 1), "inner": (6, 4, 2)},
}
SWAMP_BONUS = (1, 1, 0)
SCORINGS = {2: (3, 6, 9), 3: (3, 6, 9), 4: (3, 6, 9), 5: (3, 6, 8), 6: (3, 6, 8)}
PRESENCE, DOMINANCE, DOMINANCE_SHARED = 5, 4, 2


def page_scoring(state: TriassicTerrorState, specials: bool) -> list[int]:
    """Each seat's points at a scoring, as the rules page counts them (an area under ash scores no
    habitat points)."""
    parts = components()
    side = "standard" if state.players <= 4 else "crowded"
    points = [0] * state.players
    for area, herds in zip(parts.areas, state.herds, strict=True):
        if area.index in state.ash:
            continue
        bonus = SWAMP_BONUS if parts.environments[area.environment].id == "swamp" else (0, 0, 0)
        for habitat, herd in enumerate(herds):
            points[herd.owner] += RING_POINTS[side][area.ring][habitat] + bonus[habitat]
    if not specials:
        return points
    per_environment = [[0] * state.players for _ in parts.environments]
    for area, herds in zip(parts.areas, state.herds, strict=True):
        for herd in herds:
            per_environment[area.environment][herd.owner] += herd.dinos
    for seat in range(state.players):
        if all(dinos[seat] for dinos in per_environment):
            points[seat] += PRESENCE
    for dinos in per_environment:
        leaders = [seat for seat, count in enumerate(dinos) if count and count == max(dinos)]
        for seat in leaders:
            points[seat] += DOMINANCE if len(leaders) == 1 else DOMINANCE_SHARED
    return points


def play_out(
    state: TriassicTerrorState, choose: Callable[[TriassicTerrorState], Action]
) -> TriassicTerrorState:
    """The game played to its end with ``choose``, checked after every action: the invariants,
    ``legal`` equal to what ``check`` accepts, and at every scoring the page's points."""
    INVARIANTS.check_state(state)
    expected, scorings = [0] * state.players, []
    while state.step != OVER:
        legal = RULES.legal(state)
        allowed = {action for action in INVARIANTS.thinkable(state) if RULES.check(state, action) is None}
        assert legal and set(legal) == allowed and len(set(legal)) == len(legal)
        assert RULES.pending(state).seat == state.turn  # type: ignore[union-attr]
        after, events = RULES.apply(state, choose(state))
        INVARIANTS.check_state(after)
        INVARIANTS.check_transition(state, after, events)
        if any(event.kind == "period_scored" for event in events):
            scorings.append(state.round)
            specials = len(scorings) > 1
            expected = [a + b for a, b in zip(expected, page_scoring(state, specials), strict=True)]
            assert [seat.score for seat in after.seats] == expected, f"after round {state.round}"
        state = after
    assert tuple(scorings) == SCORINGS[state.players]
    assert RULES.legal(state) == [] and RULES.pending(state) is None
    result = RULES.result(state)
    assert result is not None and list(result.scores) == expected
    assert all(part["total"] == score for part, score in zip(result.breakdown, result.scores, strict=True))
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(2))
def test_random_games(players: int, seed: int) -> None:
    chance = random.Random(seed)
    play_out(new(players, seed), lambda state: chance.choice(RULES.legal(state)))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_scripted_game_ends_with_the_scores_the_page_gives(players: int) -> None:
    """Everyone takes the face-up card and the lowest free tile and plays the card and the action
    with their first options; the final scores are the page's points summed over its three
    scorings, presence and dominance at the last two, and the game ends after the last."""
    state = play_out(new(players, seed=7), scripted)
    assert max(seat.score for seat in state.seats) > 0
