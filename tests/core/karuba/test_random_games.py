"""Seeded random games from setup to the end, with every invariant checked after every action.

The default run plays 200 games (1-4 players, both setup options); set
DINOTABLE_RANDOM_GAMES to play more, e.g. DINOTABLE_RANDOM_GAMES=5000.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from core.engine import savefile
from core.engine.match import Match
from core.engine.serial import digest
from core.games.karuba.state import OVER
from tests.core.karuba.invariants import check_state, check_transition
from tests.core.playing import choose, explore, new_match

GAMES = int(os.environ.get("DINOTABLE_RANDOM_GAMES", "200"))
MOST_ACTIONS = 8 + 36 * (1 + 4 * 3)  # setup, then per tile: a reveal and up to three choices per player


def game_setup(number: int) -> tuple[int, str]:
    return 1 + number % 4, ("together", "random")[(number // 4) % 2]


def check_save_round_trip(match: Match) -> None:
    data = json.loads(json.dumps(savefile.to_json(match)))
    loaded = savefile.from_json(data, "memory")
    assert digest(loaded.state) == digest(match.state) == data["digest"]


def check_undo_redo(match: Match) -> None:
    before, seat = match.state, match.undo_seat()
    if seat is None:
        return
    step = match.undo()
    assert step.seat == seat and step.state_after == before
    match.redo()
    assert match.state == before and digest(match.state) == digest(before)


@pytest.mark.parametrize("number", range(GAMES))
def test_a_random_game_keeps_every_invariant(number: int, tmp_path: Path) -> None:
    players, setup = game_setup(number)
    chance = random.Random(f"karuba-random-{number}")
    match = new_match(players, seed=number, setup=setup)
    check_state(match.state)
    save_at = chance.randrange(20, 200)
    purposeful = number % 5 != 0  # one game in five plays at random, the rest heads for the temples
    for _ in range(MOST_ACTIONS):
        if match.pending() is None:
            break
        before = match.state
        legal = match.legal()
        events = match.apply(explore(match.state, legal, chance) if purposeful else choose(legal, chance))
        check_transition(before, match.state, events)
        check_state(match.state)
        if chance.random() < 0.02:
            check_save_round_trip(match)
        if chance.random() < 0.05:
            check_undo_redo(match)
        if len(match.steps) == save_at:
            path = tmp_path / "game.dinotable"
            savefile.write(path, match)
            assert digest(savefile.read(path).state) == digest(match.state)
    assert match.state.step == OVER, f"game {number} did not end"
    check_save_round_trip(match)
    result = match.result()
    assert result is not None and min(result.ranking) == 1
    if match.state.pile == ():  # a full game: 30 fields for 36 tiles leave at least 6 discards each
        assert all(len(island.discarded) >= 6 for island in match.state.islands)
