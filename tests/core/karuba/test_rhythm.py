"""The tile rhythm: the leader reveals, everyone decides on that tile in score order."""

from __future__ import annotations

from core.games.karuba.actions import Discard, Place, Reveal
from core.games.karuba.rules import decision_order
from core.games.karuba.state import NO_TILE, REVEAL, TILE
from tests.core.karuba.builders import RULES, field, play, ready, with_island


def test_reveal_turns_over_the_top_of_the_leaders_pile() -> None:
    state = ready(3, seed=2)
    top = state.pile[0]
    state, events = play(state, Reveal())
    assert state.revealed == top and state.pile == ready(3, seed=2).pile[1:]
    assert state.tiles_revealed == 1
    assert events[0].kind == "revealed" and events[0].values["tile"] == top
    assert events[0].reveals  # undo never steps back over a reveal


def test_only_the_leader_reveals() -> None:
    state = ready(4, seed=6)
    assert RULES.pending(state).seat == state.leader
    assert RULES.legal(state) == [Reveal()]


def test_every_player_decides_on_the_same_revealed_tile_the_leader_too() -> None:
    state, _ = play(ready(4, seed=6), Reveal())
    tile, seen = state.revealed, []
    while state.step == TILE:
        decision = RULES.pending(state)
        assert decision.values["tile"] == tile
        seen.append(decision.seat)
        state, _ = play(state, Place(field("C3")))
    assert sorted(seen) == [0, 1, 2, 3]
    assert all(island.grid[field("C3")] == tile for island in state.islands)


def test_the_next_tile_comes_only_after_everyone_decided() -> None:
    state, _ = play(ready(3), Reveal())
    state, _ = play(state, Discard(), Place(field("A1")))
    assert state.step == TILE and RULES.check(state, Reveal()).rule == "karuba.reveal.not_yet"
    state, _ = play(state, Place(field("A1")))
    assert state.step == REVEAL and state.revealed == NO_TILE


def test_placing_changes_only_the_own_island() -> None:
    state, _ = play(ready(2), Reveal())
    first = RULES.pending(state).seat
    state, _ = play(state, Place(field("B2")))
    other = 1 - first
    assert state.islands[first].grid[field("B2")] and not any(state.islands[other].grid)


def test_higher_score_decides_first() -> None:
    # seat 2 has 1 crystal (1 point), seat 1 has 1 gold (2 points), seat 0 nothing
    state = with_island(ready(3), 2, crystals=1)
    state = with_island(state, 1, gold=1)
    state, _ = play(state, Reveal())
    assert state.to_decide == (1, 2, 0)
    assert RULES.pending(state).seat == 1


def test_on_equal_scores_the_earlier_seat_decides_first_whoever_leads() -> None:
    for seed in range(8):
        state, _ = play(ready(4, seed=seed), Reveal())
        assert state.to_decide == (0, 1, 2, 3)


def test_equal_scores_among_a_higher_one_keep_seat_order() -> None:
    assert decision_order((3, 5, 3, 5)) == (1, 3, 0, 2)


def test_decision_order_is_fixed_when_the_tile_is_revealed() -> None:
    state = with_island(ready(3), 2, crystals=1)
    state, _ = play(state, Reveal())
    assert state.to_decide == (2, 0, 1)
    # seat 2 decides; its score no longer matters for this tile
    state, _ = play(state, Discard())
    assert state.to_decide == (0, 1)


def test_the_pile_and_the_tray_say_when_they_count() -> None:
    state = ready(2)
    assert RULES.check(state, Discard()).rule == "karuba.discard.no_tile"
    state, _ = play(state, Reveal())
    assert RULES.check(state, Discard()) is None
    assert RULES.check(state, Reveal()).rule == "karuba.reveal.not_yet"
