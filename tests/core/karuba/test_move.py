"""Option B: discard the tile and move exactly one adventurer.

Positions are the printed example: blue starts at beach 20 (next to A2, from
the west) with its temple at jungle 100 (east of F4); brown starts at beach 60
(below A5) with its temple at jungle 70 (east of F1); purple's temple is at
jungle 60 (north of F1).
"""

from __future__ import annotations

import pytest

from core.engine.protocol import IllegalActionError
from core.games.karuba import movement
from core.games.karuba.actions import Discard, MoveTo, PickAdventurer, Place
from core.games.karuba.components import Components
from core.games.karuba.state import MOVE, PICK, REVEAL, TILE, Island, KarubaState, beach, temple
from tests.core.karuba.builders import (
    BLUE,
    BROWN,
    ES,
    ESW,
    EW,
    FOUR_STEPS,
    NE_CRYSTAL,
    NESW,
    NS,
    NW,
    PARTS,
    PURPLE,
    RULES,
    SW,
    THREE_STEPS,
    TWO_STEPS,
    YELLOW,
    field,
    play,
    ready,
    reveal,
    temple_of,
    with_island,
)

BLUE_ROW = {"A2": EW, "B2": EW, "C2": EW, "D2": EW, "E2": EW}  # a straight path from blue's beach


def moving(
    tile: int, colour: int, tiles: dict[str, int], places: dict[int, int] | None = None, players: int = 1
) -> KarubaState:
    """Seat 0 has discarded ``tile`` and picked ``colour``: its move is pending."""
    state = reveal(with_island(ready(players), 0, tiles, places), tile)
    state, _ = play(state, Discard(), PickAdventurer(colour))
    assert state.step == MOVE
    return state


def rule(state: KarubaState, target: int) -> str | None:
    violation = RULES.check(state, MoveTo(target))
    return None if violation is None else violation.rule


def targets(state: KarubaState) -> set[int]:
    return {action.target for action in RULES.legal(state)}


# steps -----------------------------------------------------------------------------


@pytest.mark.parametrize(("tile", "steps"), [(TWO_STEPS, 2), (THREE_STEPS, 3), (FOUR_STEPS, 4)])
def test_a_discard_gives_as_many_steps_as_path_ends(tile: int, steps: int) -> None:
    state = reveal(with_island(ready(1), 0, BLUE_ROW), tile)
    state, events = play(state, Discard())
    assert state.steps == steps and events[0].values["steps"] == steps
    assert RULES.pending(state).values["steps"] == steps
    assert state.islands[0].discarded == (tile,)


@pytest.mark.parametrize(("tile", "furthest"), [(TWO_STEPS, "B2"), (THREE_STEPS, "C2"), (FOUR_STEPS, "D2")])
def test_an_adventurer_moves_up_to_that_many_steps_one_step_per_tile(tile: int, furthest: str) -> None:
    state = moving(tile, BLUE, BLUE_ROW)
    row = ["A2", "B2", "C2", "D2", "E2"]
    reachable = row[: row.index(furthest) + 1]
    assert targets(state) == {field(name) for name in reachable}
    beyond = row[len(reachable)]
    assert rule(state, field(beyond)) == "karuba.move.too_far"
    assert RULES.check(state, MoveTo(field(beyond))).values["needed"] == len(reachable) + 1


def test_the_step_off_the_beach_is_the_first_step() -> None:
    state = moving(TWO_STEPS, BLUE, BLUE_ROW)
    # beach 20 -> A2 is step 1, A2 -> B2 step 2
    assert RULES.check(state, MoveTo(field("C2"))).values == {"steps": 2, "needed": 3}


def test_unused_steps_lapse_and_the_turn_passes() -> None:
    state = moving(FOUR_STEPS, BLUE, BLUE_ROW, players=2)
    state, events = play(state, MoveTo(field("A2")))  # one step of four
    assert state.islands[0].adventurers[BLUE] == field("A2")
    assert (state.step, state.steps, state.moving) == (TILE, 0, -1)
    assert RULES.pending(state).seat == 1  # the rest is gone, nobody else moves for seat 0
    assert [e.kind for e in events] == ["moved"]


def test_the_steps_belong_to_one_adventurer() -> None:
    state = moving(FOUR_STEPS, BLUE, BLUE_ROW | {"A5": NS}, players=1)
    state, _ = play(state, MoveTo(field("A2")))
    assert state.step == REVEAL  # brown could have moved too, but the move is over


def test_a_discard_must_move_when_an_adventurer_can() -> None:
    state = moving(TWO_STEPS, BLUE, BLUE_ROW)
    assert rule(state, field("A2")) is None
    state, _ = play(state, MoveTo(field("A2")))
    state = reveal(state, FOUR_STEPS)
    state, _ = play(state, Discard(), PickAdventurer(BLUE))
    assert rule(state, field("A2")) == "karuba.move.stay"
    assert field("A2") not in targets(state)


def test_only_adventurers_that_can_move_may_be_picked() -> None:
    state = reveal(with_island(ready(1), 0, BLUE_ROW), TWO_STEPS)
    state, _ = play(state, Discard())
    assert state.step == PICK
    assert RULES.legal(state) == [PickAdventurer(BLUE)]
    assert RULES.check(state, PickAdventurer(BROWN)).rule == "karuba.move.stuck"
    assert RULES.check(state, PickAdventurer(4)).rule == "karuba.move.no_such_adventurer"


def test_when_no_adventurer_can_move_the_discard_just_lapses() -> None:
    state = reveal(ready(2), FOUR_STEPS)
    state, events = play(state, Discard())
    assert [e.kind for e in events] == ["discarded", "steps_lapse"]
    assert state.step == TILE and RULES.pending(state).seat == 1
    assert state.islands[0].discarded == (FOUR_STEPS,)


# paths --------------------------------------------------------------------------------


def test_a_step_needs_a_path_on_both_sides_of_the_edge() -> None:
    # B2 opens east but C2 does not open west; D2 opens west but C2 does not open east
    tiles = {"A2": EW, "B2": NESW, "C2": NS, "D2": EW}
    state = moving(FOUR_STEPS, BLUE, tiles)
    assert targets(state) == {field("A2"), field("B2")}
    assert rule(state, field("C2")) == "karuba.move.no_path"
    assert rule(state, field("D2")) == "karuba.move.no_path"


def test_at_a_crossroads_any_way_may_be_taken() -> None:
    tiles = {"C3": NESW, "B3": EW, "D3": EW, "C2": NS, "C4": NS}
    state = moving(TWO_STEPS, BLUE, tiles, {BLUE: field("C3")})
    assert targets(state) == {field(name) for name in ("B3", "D3", "C2", "C4")}


def test_a_step_always_leads_onto_a_tile() -> None:
    state = moving(FOUR_STEPS, BLUE, {"A2": EW})
    assert rule(state, field("B2")) == "karuba.move.no_tile"


def test_leaving_the_beach_needs_a_path_facing_that_beach_position() -> None:
    # blue (beach 20) enters A2 from the west; brown (beach 60) enters A5 from the south
    closed = {"A2": NS, "A5": EW}  # A5 opens west, toward beach 50, not toward beach 60
    state = reveal(with_island(ready(1), 0, closed), FOUR_STEPS)
    state, events = play(state, Discard())
    assert events[-1].kind == "steps_lapse"
    opened = {"A2": EW, "A5": NS}
    state = reveal(with_island(ready(1), 0, opened), FOUR_STEPS)
    state, _ = play(state, Discard())
    assert RULES.legal(state) == [PickAdventurer(BLUE), PickAdventurer(BROWN)]


def test_an_adventurer_never_steps_back_onto_the_beach() -> None:
    state = moving(FOUR_STEPS, BLUE, BLUE_ROW, {BLUE: field("B2")})
    for number in (2, 1, 3, 6):
        assert rule(state, beach(number)) == "karuba.move.no_beach"
    assert all(t < 100 for t in targets(state))


# other adventurers ---------------------------------------------------------------------


def test_at_most_one_adventurer_per_tile() -> None:
    state = moving(FOUR_STEPS, BLUE, BLUE_ROW | {"A5": NS}, {BROWN: field("B2")})
    assert rule(state, field("B2")) == "karuba.move.occupied"


def test_nobody_is_jumped_over() -> None:
    state = moving(FOUR_STEPS, BLUE, BLUE_ROW, {BROWN: field("B2")})
    assert targets(state) == {field("A2")}
    assert rule(state, field("C2")) == "karuba.move.no_jump"


def test_a_route_around_another_adventurer_is_fine() -> None:
    # a ring B2-C2-C3-B3: brown on C2 blocks the short way to C3, the way round by B3 is as short
    ring = {"B2": ES, "C2": SW, "C3": NW, "B3": NE_CRYSTAL}
    state = moving(TWO_STEPS, BLUE, ring, {BLUE: field("B2"), BROWN: field("C2")})
    assert targets(state) == {field("B3"), field("C3")}


def test_an_adventurer_on_the_first_tile_blocks_the_beach() -> None:
    state = reveal(with_island(ready(1), 0, {"A2": EW, "B2": EW}, {BROWN: field("A2")}), FOUR_STEPS)
    state, _ = play(state, Discard())
    assert RULES.check(state, PickAdventurer(BLUE)).rule == "karuba.move.stuck"
    assert RULES.legal(state) == [PickAdventurer(BROWN)]


# temples -------------------------------------------------------------------------------

TEMPLE_ROW = {"D4": EW, "E4": EW, "F4": EW}  # blue's temple (jungle 100) lies east of F4


def test_the_step_into_the_temple_counts_as_one_step() -> None:
    # D4 -> E4 -> F4 -> temple: three steps
    two = moving(TWO_STEPS, BLUE, TEMPLE_ROW, {BLUE: field("D4")})
    assert RULES.check(two, MoveTo(temple_of(two, BLUE))).values == {"steps": 2, "needed": 3}
    three = moving(THREE_STEPS, BLUE, TEMPLE_ROW, {BLUE: field("D4")})
    assert rule(three, temple_of(three, BLUE)) is None


def test_the_temple_needs_a_path_facing_its_jungle_position() -> None:
    state = moving(FOUR_STEPS, BLUE, TEMPLE_ROW | {"F4": NS, "E4": NESW}, {BLUE: field("D4")})
    assert rule(state, temple_of(state, BLUE)) == "karuba.move.no_path"


def test_a_move_into_the_temple_ends_there_and_the_rest_lapses() -> None:
    state = moving(FOUR_STEPS, BLUE, TEMPLE_ROW, {BLUE: field("D4")}, players=2)
    state, events = play(state, MoveTo(temple_of(state, BLUE)))
    assert state.islands[0].adventurers[BLUE] == temple(10)
    assert [e.kind for e in events] == ["moved", "temple_reached"]
    assert state.step == TILE and RULES.pending(state).seat == 1


def test_an_adventurer_never_enters_another_colours_temple() -> None:
    # F1 opens north (purple's temple, jungle 60) and east (brown's temple, jungle 70)
    state = moving(FOUR_STEPS, BLUE, {"E1": EW, "F1": NESW}, {BLUE: field("E1")})
    assert rule(state, temple_of(state, BROWN)) == "karuba.move.wrong_temple"
    assert rule(state, temple_of(state, PURPLE)) == "karuba.move.wrong_temple"
    assert targets(state) == {field("F1")}


def test_a_blocked_temple_gate_cannot_be_jumped() -> None:
    state = moving(FOUR_STEPS, BLUE, TEMPLE_ROW, {BLUE: field("D4"), YELLOW: field("F4")})
    assert rule(state, temple_of(state, BLUE)) == "karuba.move.no_jump"


def test_an_illegal_action_is_refused_with_the_rule_that_forbids_it() -> None:
    state = moving(TWO_STEPS, BLUE, BLUE_ROW)
    with pytest.raises(IllegalActionError) as refused:
        RULES.apply(state, MoveTo(field("C2")))
    assert refused.value.violation.rule == "karuba.move.too_far"
    with pytest.raises(IllegalActionError) as refused:
        RULES.apply(state, Place(field("F5")))
    assert refused.value.violation.rule == "engine.not_now"


# who can move at all: told from the first step, it must agree with the full search ------------


@pytest.mark.parametrize(
    ("tiles", "places", "movers"),
    [
        (BLUE_ROW, {}, {BLUE}),  # off the beach onto A2
        (BLUE_ROW, {BROWN: field("A2")}, {BROWN}),  # blue's first tile is taken; brown walks the row
        # brown and yellow are boxed in; blue stands on its temple's field and may enter
        (TEMPLE_ROW, {BLUE: field("F4"), BROWN: field("E4"), YELLOW: field("D4")}, {BLUE}),
        ({"E4": EW, "F4": NS}, {BLUE: field("F4")}, set()),  # F4 opens neither west nor east
        (
            {"C3": NESW, "B3": EW, "D3": EW},
            {BLUE: field("C3"), BROWN: field("B3"), PURPLE: field("D3")},
            set(),  # blue at a crossroads with tiles only east and west, both taken
        ),
    ],
)
def test_who_can_move_agrees_with_the_search(
    tiles: dict[str, int], places: dict[int, int], movers: set[int]
) -> None:
    island = with_island(ready(1), 0, tiles, places).islands[0]
    jungles = ready(1).temple_of
    for steps in (0, 1, 2, 4):
        for colour, jungle in enumerate(jungles):
            quick = movement.can_move(PARTS, island, colour, jungle, steps)
            assert quick == bool(movement.targets(PARTS, island, colour, jungle, steps))
            assert quick == (steps > 0 and colour in movers)
        expected = sorted(movers) if steps > 0 else []
        assert movement.movers(PARTS, island, jungles, steps) == expected


def test_an_adventurer_in_its_temple_never_moves_again() -> None:
    tiles = TEMPLE_ROW | {"A2": EW}
    state = reveal(with_island(ready(1), 0, tiles, {BROWN: temple(7), BLUE: field("F4")}), FOUR_STEPS)
    state, _ = play(state, Discard())
    assert RULES.check(state, PickAdventurer(BROWN)).rule == "karuba.move.in_temple"
    assert PickAdventurer(BROWN) not in RULES.legal(state)


def test_moving_changes_only_the_own_island() -> None:
    state = reveal(with_island(with_island(ready(2), 0, BLUE_ROW), 1, BLUE_ROW), TWO_STEPS)
    state, _ = play(state, Discard(), PickAdventurer(BLUE), MoveTo(field("B2")))
    assert state.islands[0].adventurers[BLUE] == field("B2")
    assert state.islands[1].adventurers[BLUE] == beach(2)
    state, _ = play(state, Place(field("F5")))
    assert state.step == REVEAL


# the way walked (shown step by step on the table) --------------------------------------


def test_the_way_walked_runs_from_the_beach_along_the_path() -> None:
    state = with_island(ready(1), 0, BLUE_ROW)
    island = state.islands[0]
    way = movement.walk(PARTS, island, BLUE, beach(2), field("C2"))
    assert way == [beach(2), field("A2"), field("B2"), field("C2")]


def test_a_move_reports_the_way_it_walked_from_the_beach() -> None:
    state = moving(THREE_STEPS, BLUE, BLUE_ROW)
    _, events = play(state, MoveTo(field("C2")))
    assert events[0].kind == "moved"
    assert events[0].values["path"] == [beach(2), field("A2"), field("B2"), field("C2")]


def test_a_move_reports_the_way_round_another_adventurer_and_into_the_temple() -> None:
    # brown on E4 blocks the straight way D4-E4-F4; blue goes round by D5-E5-F5-F4
    tiles = {"D4": ES, "E4": EW, "F4": ESW, "D5": NE_CRYSTAL, "E5": EW, "F5": NW}
    state = moving(FOUR_STEPS, BLUE, tiles, {BLUE: field("D5"), BROWN: field("E4")})
    _, events = play(state, MoveTo(temple_of(state, BLUE)))
    way = [field("D5"), field("E5"), field("F5"), field("F4"), temple_of(state, BLUE)]
    assert events[0].values["path"] == way


def test_the_way_into_a_temple_ends_in_the_temple_and_none_is_found_past_a_gap() -> None:
    tiles = {"F4": EW}
    state = with_island(ready(1), 0, tiles, {BLUE: field("F4")})
    island = state.islands[0]
    assert movement.walk(PARTS, island, BLUE, field("F4"), temple(10)) == [field("F4"), temple(10)]
    assert movement.walk(PARTS, island, BLUE, beach(2), field("F4")) == []


# one search per move ----------------------------------------------------------------


def test_legal_check_and_apply_of_one_move_search_the_ways_once(monkeypatch: pytest.MonkeyPatch) -> None:
    searches: list[int] = []

    def counted(parts: Components, island: Island, colour: int) -> movement.Ways:
        searches.append(colour)
        return original(parts, island, colour)

    original = movement.ways
    monkeypatch.setattr(movement, "ways", counted)
    monkeypatch.setattr("core.games.karuba.rules._WAYS", {})
    state = moving(THREE_STEPS, BLUE, BLUE_ROW)
    assert MoveTo(field("C2")) in RULES.legal(state)
    assert RULES.check(state, MoveTo(field("C2"))) is None
    assert RULES.check(state, MoveTo(field("E2"))).rule == "karuba.move.too_far"
    _, events = RULES.apply(state, MoveTo(field("C2")))
    assert events[0].values["path"] == [beach(2), field("A2"), field("B2"), field("C2")]
    assert searches == [BLUE]


def test_the_kept_ways_follow_the_island_as_it_changes() -> None:
    state = moving(TWO_STEPS, BLUE, BLUE_ROW)
    assert RULES.legal(state) == [MoveTo(field("A2")), MoveTo(field("B2"))]
    state, _ = play(state, MoveTo(field("B2")))
    state, _ = play(reveal(state, TWO_STEPS), Discard(), PickAdventurer(BLUE))
    assert RULES.legal(state) == [MoveTo(field("A2")), MoveTo(field("C2")), MoveTo(field("D2"))]
