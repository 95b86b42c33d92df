"""Setup: leader by lot, the leader's shuffled pile, adventurer and temple positions."""

from __future__ import annotations

import pytest

from core.games.karuba.actions import ChooseBeach, ChooseJungle, Reveal
from core.games.karuba.rules import random_positions
from core.games.karuba.state import REVEAL, SETUP_BEACH, SETUP_JUNGLE, beach
from tests.core.karuba.builders import (
    BLUE,
    BROWN,
    PARTS,
    PRINTED_EXAMPLE,
    PURPLE,
    RULES,
    YELLOW,
    fresh,
    play,
    ready,
)


def allowed_by_the_brief(beach_position: int, jungle_position: int) -> bool:
    """At least 3 coast positions apart, counted around the island (positions 1-11)."""
    return 4 <= beach_position + jungle_position <= 20


# leader and pile ---------------------------------------------------------------


def test_leader_is_drawn_by_lot_from_the_seed() -> None:
    leaders = {fresh(4, seed).leader for seed in range(60)}
    assert leaders == {0, 1, 2, 3}
    assert fresh(4, 11).leader == fresh(4, 11).leader


def test_leader_pile_holds_all_36_tiles_shuffled() -> None:
    piles = {fresh(3, seed).pile for seed in range(5)}
    assert all(sorted(pile) == list(range(1, 37)) for pile in piles)
    assert len(piles) == 5  # every seed shuffles differently
    assert tuple(range(1, 37)) not in piles


def test_only_one_pile_exists_and_every_island_starts_empty() -> None:
    state = fresh(4, 3)
    assert len(state.pile) == 36
    for island in state.islands:
        assert not any(island.grid) and not island.discarded


# choosing positions together ---------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_colour_pairs_go_round_from_the_leader(players: int) -> None:
    state = fresh(players, seed=5)
    seats = []
    for colour in (BLUE, BROWN, PURPLE, YELLOW):
        for step in (SETUP_BEACH, SETUP_JUNGLE):
            decision = RULES.pending(state)
            assert decision is not None
            assert (decision.kind, decision.values["colour"]) == (step, colour)
            seats.append(decision.seat)
            state, _ = play(state, RULES.legal(state)[0])
        assert seats[-1] == seats[-2] == (state.leader + colour) % players
    assert state.step == REVEAL


def test_two_players_place_two_pairs_each_and_three_players_one_player_two() -> None:
    for players, expected in ((2, [2, 2]), (3, [2, 1, 1])):
        state = fresh(players, seed=0)
        pairs = [0] * players
        while state.step != REVEAL:
            if state.step == SETUP_BEACH:
                pairs[RULES.pending(state).seat] += 1
            state, _ = play(state, RULES.legal(state)[-1])
        assert sorted(pairs, reverse=True) == expected
        assert pairs[state.leader] == 2  # the leader starts with blue (and ends with yellow of three)


def test_beach_is_chosen_before_the_jungle() -> None:
    state = fresh(2)
    assert RULES.check(state, ChooseJungle(100)).rule == "engine.not_now"
    state, _ = play(state, ChooseBeach(20))
    assert state.step == SETUP_JUNGLE
    assert RULES.check(state, ChooseBeach(30)).rule == "engine.not_now"
    assert RULES.pending(state).values["beach"] == 20


def test_a_taken_beach_or_jungle_position_is_refused() -> None:
    state, _ = play(fresh(2), ChooseBeach(20), ChooseJungle(100))
    assert RULES.check(state, ChooseBeach(20)).rule == "karuba.setup.beach_taken"
    state, _ = play(state, ChooseBeach(60))
    assert RULES.check(state, ChooseJungle(100)).rule == "karuba.setup.jungle_taken"


@pytest.mark.parametrize("number", [0, 5, 15, 120, -10])
def test_numbers_that_are_not_printed_are_refused(number: int) -> None:
    state = fresh(2)
    assert RULES.check(state, ChooseBeach(number)).rule == "karuba.setup.no_such_beach"
    state, _ = play(state, ChooseBeach(20))
    assert RULES.check(state, ChooseJungle(number)).rule == "karuba.setup.no_such_jungle"


@pytest.mark.parametrize("beach_position", range(1, 12))
def test_coast_distance_rule_for_every_pair(beach_position: int) -> None:
    state, _ = play(fresh(2), ChooseBeach(beach_position * 10))
    for jungle_position in range(1, 12):
        violation = RULES.check(state, ChooseJungle(jungle_position * 10))
        allowed = allowed_by_the_brief(beach_position, jungle_position)
        assert (violation is None) == allowed, (beach_position, jungle_position, violation)
        if not allowed:
            assert violation.rule == "karuba.setup.too_close"
            assert violation.values["minimum"] == 3


def test_printed_example_positions_are_all_allowed() -> None:
    # blue 20/100, yellow 90/10, purple 110/60, brown 60/70: b + j = 12, 10, 17, 13
    state = ready(4, positions=PRINTED_EXAMPLE)
    assert state.beach_of == (2, 6, 11, 9)
    assert state.temple_of == (10, 7, 6, 1)


@pytest.mark.parametrize(
    ("beach_number", "jungle_number"), [(10, 10), (10, 20), (20, 10), (110, 110), (100, 110), (110, 100)]
)
def test_pairs_too_close_along_the_coast_are_refused(beach_number: int, jungle_number: int) -> None:
    state, _ = play(fresh(2), ChooseBeach(beach_number))
    violation = RULES.check(state, ChooseJungle(jungle_number))
    assert violation is not None and violation.rule == "karuba.setup.too_close"
    assert violation.values["beach"] == beach_number and violation.values["jungle"] == jungle_number


def test_pairs_just_far_enough_are_allowed() -> None:
    # b + j = 4 (beach 10 / jungle 30, beach 30 / jungle 10) and b + j = 20 (beach 110 / jungle 90)
    for beach_number, jungle_number in ((10, 30), (30, 10), (110, 90), (90, 110)):
        state, _ = play(fresh(2), ChooseBeach(beach_number))
        assert RULES.check(state, ChooseJungle(jungle_number)) is None


def test_all_islands_get_the_chosen_positions() -> None:
    state = ready(4)
    expected = tuple(beach(number // 10) for number, _ in PRINTED_EXAMPLE.values())
    assert all(island.adventurers == expected for island in state.islands)


def test_after_setup_the_leader_reveals_the_first_tile() -> None:
    state = ready(3, seed=9)
    decision = RULES.pending(state)
    assert (decision.seat, decision.kind) == (state.leader, "reveal")
    assert RULES.legal(state) == [Reveal()]


# random setup -------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(40))
def test_random_setup_keeps_the_distance_rule_and_distinct_positions(seed: int) -> None:
    beaches, temples = random_positions(PARTS, seed)
    assert len(set(beaches)) == len(set(temples)) == 4
    assert all(allowed_by_the_brief(b, j) for b, j in zip(beaches, temples, strict=True))


def test_random_setup_gives_every_island_the_same_positions_and_skips_choosing() -> None:
    state = fresh(4, seed=21, setup="random")
    assert state.step == REVEAL
    assert (state.beach_of, state.temple_of) == random_positions(PARTS, 21)
    expected = tuple(beach(b) for b in state.beach_of)
    assert all(island.adventurers == expected for island in state.islands)


def test_random_setup_differs_between_seeds() -> None:
    drawn = {random_positions(PARTS, seed) for seed in range(10)}
    assert len(drawn) > 1


def test_random_and_chosen_setups_share_the_same_pile_and_leader() -> None:
    chosen, drawn = fresh(3, seed=4), fresh(3, seed=4, setup="random")
    assert (chosen.leader, chosen.pile) == (drawn.leader, drawn.pile)


def test_no_tile_is_revealed_during_the_setup() -> None:
    assert RULES.check(fresh(2), Reveal()).rule == "karuba.reveal.setup"
