"""Karuba's computer player parts: the guessed pile never cheats, values are sane, Easy plays well."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from core.engine.ai import ai_for
from core.engine.invariants import check_position
from core.games.karuba.actions import Discard, MoveTo, PickAdventurer, Place
from core.games.karuba.ai import AI, EASY_AI
from core.games.karuba.state import BEACH, MOVE, OVER, PICK, TILE, KarubaState, is_beach, is_temple
from core.games.karuba.tuning import TUNED
from tests.core.karuba.builders import (
    BLUE,
    EW,
    EW_CRYSTAL,
    PARTS,
    RULES,
    TWO_STEPS,
    config,
    field,
    ready,
    reveal,
    temple_of,
    with_island,
)
from tests.core.playing import explore


def _states(players: int, seed: int, every: int = 5) -> Iterator[KarubaState]:
    """Every ``every``-th state of one seeded game played with a purpose, and its last state."""
    chance = random.Random(f"karuba-ai-{players}-{seed}")
    state = RULES.setup(config(players, "random" if seed % 2 else "together"), seed)
    count = 0
    while state.step != OVER:
        if count % every == 0:
            yield state
        state, _ = RULES.apply(state, explore(state, RULES.legal(state), chance))
        count += 1
    yield state


SAMPLES = [state for players in (1, 2, 3, 4) for seed in (1, 2) for state in _states(players, seed)]


def test_ai_for_finds_the_karuba_ai() -> None:
    assert ai_for("karuba") is AI


def test_a_determinized_state_looks_the_same_to_the_seat_and_keeps_all_tiles() -> None:
    for index, state in enumerate(SAMPLES):
        seat = index % state.players
        view = RULES.view(state, seat)
        guess = AI.determinize(RULES, view, seat, random.Random(index))
        assert RULES.view(guess, seat) == view
        check_position(RULES, guess)
        assert sorted(guess.pile) == sorted(state.pile)


def test_the_guessed_pile_varies_with_the_generator() -> None:
    state = next(s for s in SAMPLES if len(s.pile) > 10)
    view = RULES.view(state, 0)
    piles = {AI.determinize(RULES, view, 0, random.Random(seed)).pile for seed in range(10)}
    assert len(piles) == 10
    seeds = {AI.determinize(RULES, view, 0, random.Random(seed)).seed for seed in range(10)}
    assert len(seeds) == 10


def test_the_guess_depends_only_on_what_the_seat_sees() -> None:
    """Two games that differ only in the hidden pile order give the same guess: nothing hidden is read."""
    for index, state in enumerate(SAMPLES[::3]):
        other = dataclasses.replace(state, pile=tuple(reversed(state.pile)), seed=state.seed + 1)
        assert RULES.view(other, 0) == RULES.view(state, 0)
        first = AI.determinize(RULES, state, 0, random.Random(index))
        second = AI.determinize(RULES, other, 0, random.Random(index))
        assert first == second


def test_values_lie_between_zero_and_one_for_every_seat() -> None:
    for state in SAMPLES:
        values = AI.evaluate(RULES, state)
        assert len(values) == state.players
        assert all(0.0 <= value <= 1.0 for value in values)


def test_a_finished_game_is_valued_by_its_result() -> None:
    finished = [state for state in SAMPLES if state.step == OVER and state.players > 1]
    assert len(finished) == 6
    for state in finished:
        result = RULES.result(state)
        assert result is not None
        values = AI.evaluate(RULES, state)
        for seat in range(state.players):
            assert (values[seat] == 1.0) == (result.ranking[seat] == 1)
            for other in range(state.players):
                if result.ranking[seat] < result.ranking[other]:
                    assert values[seat] > values[other]


def test_a_lone_player_is_valued_by_points_even_when_the_game_is_over() -> None:
    """Alone there is no place to win: the value grows with the score, so a search can tell games apart."""
    over = [state for state in SAMPLES if state.step == OVER and state.players == 1]
    assert over
    for state in over:
        richer = with_island(state, 0, treasures=(*state.islands[0].treasures, 2))
        assert AI.evaluate(RULES, state)[0] == min(1.0, RULES.scores(state)[0] / TUNED.solo_good_score)
        assert AI.evaluate(RULES, state)[0] < AI.evaluate(RULES, richer)[0] <= 1.0


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_easy_always_chooses_a_legal_action(players: int) -> None:
    state = RULES.setup(config(players), 40 + players)
    chance = random.Random(players)
    while (decision := RULES.pending(state)) is not None:
        view = RULES.view(state, decision.seat)
        legal = RULES.legal(view)
        action = EASY_AI.easy(RULES, view, decision.seat, legal, chance)
        assert action in legal
        state, _ = RULES.apply(state, action)


def _closes_a_way(state: KarubaState, field: int) -> bool:
    """Whether the revealed tile on ``field`` would shut a waiting adventurer's beach or an open gate."""
    exits = PARTS.tiles[state.revealed].exits
    island = state.islands[state.deciding]
    for colour, location in enumerate(island.adventurers):
        gate = PARTS.jungle[state.temple_of[colour] - 1]
        if not is_temple(location) and gate.field == field and gate.exit not in exits:
            return True
        if is_beach(location):
            start = PARTS.beach[location - BEACH - 1]
            if start.field == field and start.exit not in exits:
                return True
    return False


def _easy_against_random(seed: int) -> tuple[int, int, float]:
    """One two-player game: (Easy's score, the random player's score, share of tiles Easy discarded)."""
    easy_seat = seed % 2
    state = RULES.setup(config(2, "random"), seed)
    chance = random.Random(seed)
    decided = discarded = 0
    while (decision := RULES.pending(state)) is not None:
        view = RULES.view(state, decision.seat)
        legal = RULES.legal(view)
        if decision.seat == easy_seat:
            action = EASY_AI.easy(RULES, view, decision.seat, legal, chance)
            decided += isinstance(action, (Place, Discard))
            discarded += isinstance(action, Discard)
            if isinstance(action, Place):
                assert not _closes_a_way(state, action.field), (seed, state, action)
        else:
            action = chance.choice(legal)
        state, _ = RULES.apply(state, action)
    scores = RULES.scores(state)
    return scores[easy_seat], scores[1 - easy_seat], discarded / decided


def test_easy_clearly_outscores_random_play_and_keeps_building() -> None:
    games = [_easy_against_random(seed) for seed in range(30)]
    easy_total = sum(easy for easy, _, _ in games)
    random_total = sum(other for _, other, _ in games)
    ahead = sum(1 for easy, other, _ in games if easy > other)
    assert ahead >= 25, games
    assert easy_total >= 3 * random_total, (easy_total, random_total)
    assert all(share <= 0.5 for _, _, share in games), [share for _, _, share in games]


@pytest.mark.parametrize("seed", range(5))
def test_easy_walks_into_the_temple_when_the_tile_gives_the_steps(seed: int) -> None:
    state = reveal(with_island(ready(1), 0, {"F4": EW}, {BLUE: field("F4")}), TWO_STEPS)
    chance = random.Random(seed)
    while state.step in (TILE, PICK, MOVE):
        state, _ = RULES.apply(state, EASY_AI.easy(RULES, state, 0, RULES.legal(state), chance))
    assert state.islands[0].adventurers[BLUE] == temple_of(state, BLUE)


@pytest.mark.parametrize("seed", range(5))
def test_easy_builds_from_the_beach_toward_the_temple(seed: int) -> None:
    """Blue waits on beach 20 (west of A2), its temple is east of F4: an east-west tile belongs on row 2."""
    state = reveal(ready(1), EW)
    action = EASY_AI.easy(RULES, state, 0, RULES.legal(state), random.Random(seed))
    assert isinstance(action, Place)
    assert action.field in {field(name) for name in ("A2", "F4", "F1")}  # beach, or a temple's gate


@pytest.mark.parametrize("seed", range(5))
def test_easy_stops_on_a_crystal_rather_than_walking_past_it(seed: int) -> None:
    tiles = {"A2": EW, "B2": EW_CRYSTAL, "C2": EW}
    state = reveal(with_island(ready(1), 0, tiles, {BLUE: field("A2")}), TWO_STEPS)
    state, _ = RULES.apply(state, Discard())
    state, _ = RULES.apply(state, PickAdventurer(BLUE))
    action = EASY_AI.easy(RULES, state, 0, RULES.legal(state), random.Random(seed))
    assert action == MoveTo(field("B2"))
