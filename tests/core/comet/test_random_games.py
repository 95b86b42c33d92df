"""Seeded random games from the deal to the end, with every invariant checked after every action.

The default run plays 100 games, taking turns through every player count
Comet allows and both board sides; set DINOTABLE_RANDOM_GAMES to play more.
Seats play at random, except that a seat rests only when it has no other
choice or by a small chance, so games reach the comet and the end as real
ones do.
"""

from __future__ import annotations

import os
import random

import pytest

from core.engine.invariants import check_position, check_save_round_trip, check_undo_redo
from core.engine.match import Match
from core.engine.protocol import Action, MatchConfig, PlayerInfo
from core.games.comet.actions import EndMove, Rest
from core.games.comet.invariants import INVARIANTS
from core.games.comet.state import OVER
from tests.core.comet.builders import RULES
from tests.core.playing import seat_counts

GAMES = int(os.environ.get("DINOTABLE_RANDOM_GAMES", "100"))
COUNTS = seat_counts("comet")
MOST_ACTIONS = 5_000


def choose(legal: list[Action], chance: random.Random) -> Action:
    patient = [action for action in legal if not isinstance(action, Rest | EndMove)]
    if patient and chance.random() < 0.85:
        return chance.choice(patient)
    return chance.choice(legal)


@pytest.mark.parametrize("number", range(GAMES))
def test_a_random_game_keeps_every_invariant(number: int) -> None:
    players = COUNTS[number % len(COUNTS)]
    side = ("a", "b")[(number // len(COUNTS)) % 2]
    chance = random.Random(f"comet-random-{number}")
    config = MatchConfig("comet", tuple(PlayerInfo(f"P{seat}") for seat in range(players)), {"side": side})
    match = Match(RULES, config, number)
    check_position(RULES, match.state, 40, chance)
    comet_seen = False
    for _ in range(MOST_ACTIONS):
        if match.pending() is None:
            break
        before = match.state
        events = match.apply(choose(match.legal(), chance))
        INVARIANTS.check_transition(before, match.state, events)
        check_position(RULES, match.state, 40, chance)
        comet_seen |= match.state.comet_phase
        if chance.random() < 0.01:
            check_save_round_trip(match)
        if chance.random() < 0.05:
            check_undo_redo(match)
    assert match.state.step == OVER, f"game {number} did not end"
    assert comet_seen, "the game ended before the comet came"
    result = match.result()
    assert result is not None and min(result.ranking) == 1
