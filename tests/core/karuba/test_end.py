"""The end of the game, the final ranking and what each seat may see."""

from __future__ import annotations

import dataclasses

from core.engine.protocol import UNKNOWN
from core.games.karuba.actions import Discard, Place, Reveal
from core.games.karuba.state import NO_TILE, OVER, REVEAL, TILE, KarubaState, temple
from tests.core.karuba.builders import (
    BLUE,
    BROWN,
    EW,
    PURPLE,
    RULES,
    TWO_STEPS,
    YELLOW,
    discard_and_move,
    field,
    play,
    ready,
    reveal,
    with_island,
)

OTHERS_HOME = {BROWN: temple(7), PURPLE: temple(6), YELLOW: temple(1)}


def test_the_game_ends_after_the_36th_tile_is_resolved() -> None:
    state = dataclasses.replace(ready(2), pile=(5, 6), tiles_revealed=34)
    state, _ = play(state, Reveal(), Place(0), Discard())
    assert state.step == REVEAL  # tile 35 resolved, one left
    state, _ = play(state, Reveal(), Place(1))
    assert state.step == TILE and RULES.result(state) is None  # seat 1 still decides on tile 36
    state, events = play(state, Place(1))
    assert state.step == OVER and events[-1].kind == "pile_empty"
    assert RULES.pending(state) is None and RULES.legal(state) == []
    assert RULES.check(state, Reveal()).rule == "engine.game_over"
    result = RULES.result(state)
    assert result is not None
    assert result.ending == "karuba.ending.pile_empty" and result.ending_seats == ()


def test_all_four_in_temples_ends_the_game_once_everyone_resolved_the_tile() -> None:
    state = with_island(ready(2), 0, {"F4": EW}, {BLUE: field("F4"), **OTHERS_HOME})
    state = reveal(state, TWO_STEPS)
    state, _ = discard_and_move(state, BLUE, temple(10))
    assert state.islands[0].in_temples == 4
    assert state.step == TILE and RULES.pending(state).seat == 1  # seat 1 still plays this tile
    state, events = play(state, Place(0))
    assert state.step == OVER and len(state.pile) == 35  # tiles were left
    assert events[-1].kind == "all_in_temples" and events[-1].values == {"seats": [0]}
    result = RULES.result(state)
    assert result is not None
    assert result.ending == "karuba.ending.all_in_temples" and result.ending_seats == (0,)


def test_three_in_temples_does_not_end_the_game() -> None:
    state = with_island(ready(1), 0, {"A2": EW}, dict(list(OTHERS_HOME.items())[:2]) | {YELLOW: field("A2")})
    state = reveal(state, TWO_STEPS)
    state, _ = play(state, Place(field("C3")))
    assert state.step == REVEAL


def final(placed: tuple[int, int], **islands: dict[str, object]) -> KarubaState:
    """A finished two-player game: seat 0 and seat 1 with the given island values."""
    state = ready(2)
    for seat, tiles in enumerate(placed):
        names = [f"{column}{row}" for row in range(1, 6) for column in "ABCDEF"][:tiles]
        state = with_island(state, seat, dict.fromkeys(names, EW), **islands.get(f"seat{seat}", {}))
    return dataclasses.replace(state, step=OVER, pile=())


def test_higher_score_wins() -> None:
    # seat 0: treasure 5 + 1 crystal = 6; seat 1: treasure 3 + 1 gold (2) = 5
    state = final((10, 25), seat0={"treasures": (5,), "crystals": 1}, seat1={"treasures": (3,), "gold": 1})
    result = RULES.result(state)
    assert result.scores == (6, 5) and result.ranking == (1, 2) and result.tiebreak is None


def test_equal_scores_go_to_the_most_tiles_placed() -> None:
    # seat 0: treasure 5 + 1 crystal = 6 with 20 tiles; seat 1: treasure 3 + 1 gold (2) + 1 crystal = 6
    # with 22 tiles -> seat 1 wins
    state = final(
        (20, 22),
        seat0={"treasures": (5,), "crystals": 1},
        seat1={"treasures": (3,), "gold": 1, "crystals": 1},
    )
    result = RULES.result(state)
    assert result.scores == (6, 6)
    assert result.ranking == (2, 1) and result.winners == (1,)
    assert result.tiebreak == "karuba.tiebreak.tiles_placed" and result.tiebreak_values == (20, 22)
    assert result.breakdown[1] == {"treasures": 3, "crystals": 1, "gold": 2, "total": 6}


def test_equal_scores_and_equal_tiles_share_the_win() -> None:
    # seat 0: 3 + 2 compensation crystals = 5; seat 1: 5; both 21 tiles
    state = final((21, 21), seat0={"treasures": (3,), "compensation": 2}, seat1={"treasures": (5,)})
    result = RULES.result(state)
    assert result.scores == (5, 5) and result.ranking == (1, 1) and result.winners == (0, 1)
    # the tiles placed were compared but decided nothing, so no tie-break is named
    assert result.tiebreak is None and result.tiebreak_values == ()


def test_a_tie_the_tiles_do_not_touch_names_no_tie_break() -> None:
    # seats 1 and 2 tie on 3 with equal tiles; seat 0 wins on points alone
    state = final((20, 21), seat0={"treasures": (5,)}, seat1={"treasures": (3,)})
    state = dataclasses.replace(state, islands=(*state.islands, state.islands[1]), players=3)
    result = RULES.result(state)
    assert result.scores == (5, 3, 3) and result.ranking == (1, 2, 2)
    assert result.tiebreak is None


def test_no_result_while_the_game_runs() -> None:
    assert RULES.result(ready(2)) is None


def test_the_view_hides_only_the_order_of_the_pile() -> None:
    state = reveal(with_island(ready(3), 1, {"B2": EW}), TWO_STEPS)
    for seat in range(3):
        view = RULES.view(state, seat)
        assert view.pile == (UNKNOWN,) * len(state.pile) and len(view.pile) == 35
        assert UNKNOWN != NO_TILE  # a face-down tile is never taken for an empty field
        # the seed would tell the order (the pile was shuffled from it); nothing else is hidden
        assert view.seed != state.seed
        assert dataclasses.replace(view, pile=state.pile, seed=state.seed) == state
        assert view.revealed == TWO_STEPS
    assert not RULES.hides_information()


def test_the_view_does_not_give_away_the_pile_order_through_the_seed() -> None:
    shuffled = [RULES.view(ready(2, seed=seed), 0) for seed in (1, 2)]
    assert shuffled[0].pile == shuffled[1].pile and shuffled[0].seed == shuffled[1].seed


def test_every_decision_can_be_taken_from_the_view() -> None:
    state = reveal(with_island(ready(2), 0, {"A2": EW}), TWO_STEPS)
    state, _ = play(state, Discard())
    assert RULES.legal(RULES.view(state, 0)) == RULES.legal(state)
    assert RULES.legal(RULES.view(ready(2), 1)) == [Reveal()]


def test_a_tie_below_first_place_is_broken_and_named_too() -> None:
    # three players: seat 0 has 7 (5 + 2 crystals); seats 1 and 2 have 3 each,
    # seat 1 with 12 tiles, seat 2 with 15 -> places 1, 3, 2 and the tie-break is named
    state = ready(3)
    for seat, tiles, values in (
        (0, 20, {"treasures": (5,), "crystals": 2}),
        (1, 12, {"treasures": (3,)}),
        (2, 15, {"treasures": (3,)}),
    ):
        names = [f"{column}{row}" for row in range(1, 6) for column in "ABCDEF"][:tiles]
        state = with_island(state, seat, dict.fromkeys(names, EW), **values)
    result = RULES.result(dataclasses.replace(state, step=OVER, pile=()))
    assert result.scores == (7, 3, 3)
    assert result.ranking == (1, 3, 2)
    assert result.tiebreak == "karuba.tiebreak.tiles_placed" and result.tiebreak_values == (20, 12, 15)
