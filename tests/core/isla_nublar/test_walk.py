"""A dinosaur card's walk (seed: "Dinosaurier bewegen"; IN-D13).

Places are (column, row) of the component file. Volcanoes stand at row 0 of columns 1, 2, 4
and 5; the stegosaurus (dinosaur 0) starts on (1, 0). From (3, 2) the three ways run
S (3, 3) (3, 4) (3, 5), SW (2, 3) (1, 3) (0, 4) and SE (4, 3) (5, 3) (6, 4), all on land.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache

import pytest

from core.games.isla_nublar import walking as walking_rules
from core.games.isla_nublar.actions import Walk
from core.games.isla_nublar.components import OFF_ISLAND, WALKS, components
from core.games.isla_nublar.state import TURN, VOLCANO, WALK, IslaNublarState
from tests.core.isla_nublar.builders import space
from tests.core.isla_nublar.playing import RULES, new, placed, play, play_events, walking

S, SW, SE = (WALKS.index(way) for way in ("s", "sw", "se"))
STEGOSAURUS, TRICERATOPS, T_REX = 0, 1, 3


def test_the_three_directions_lead_south_southwest_and_southeast() -> None:
    """IN-D13: "straight line in one of the three directions that lead away from the volcanoes
    (S, SW, SE)"; seed: "immer weg von den Vulkanen Richtung Südspitze"."""
    assert WALKS == ("s", "sw", "se")
    parts = components()
    for land in parts.land:
        here = parts.spaces[land]
        for way, ahead in enumerate(here.ahead):
            if ahead == OFF_ISLAND:
                continue
            there = parts.spaces[ahead]
            column_step = {S: 0, SW: -1, SE: 1}[way]
            assert there.column == here.column + column_step
            assert there.row >= here.row  # never back towards the volcanoes


def test_one_to_three_steps_in_each_direction_on_an_open_island() -> None:
    """Seed: "Diesen bewegst du 1 bis 3 Felder in gerader Linie"; IN-D13: 1-3 steps, direction
    fixed for the move."""
    state = walking(placed(new(), dinosaurs={STEGOSAURUS: (3, 2)}), STEGOSAURUS)
    assert state.step == WALK
    assert set(RULES.legal(state)) == {Walk(way, steps) for way in (S, SW, SE) for steps in (1, 2, 3)}
    ends = {
        (S, 3): (3, 5),
        (SW, 3): (0, 4),
        (SE, 3): (6, 4),
        (S, 1): (3, 3),
        (SW, 2): (1, 3),
        (SE, 2): (5, 3),
    }
    for (way, steps), place in ends.items():
        after = play(state, Walk(way, steps))
        assert after.dinosaurs[STEGOSAURUS] == space(place)
    assert RULES.check(state, Walk(S, 4)) is not None
    assert RULES.check(state, Walk(S, 0)) is not None
    assert RULES.check(state, Walk(len(WALKS), 1)) is not None


def test_a_built_space_cannot_be_jumped_the_walk_stops_on_it() -> None:
    """Seed: "Bebaute Felder darfst du dabei nicht überspringen"; IN-D13: it stops on the first
    built space (a lone crate builds it too)."""
    state = placed(new(), crates={(3, 4): {1: 1}}, dinosaurs={STEGOSAURUS: (3, 2)})
    state = walking(state, STEGOSAURUS)
    south = steps_that_way(state, S)
    assert south == {1, 2}
    violation = RULES.check(state, Walk(S, 3))
    assert violation is not None and violation.rule == "isla_nublar.walk.blocked"
    _, events = play_events(state, Walk(S, 2))
    assert "raided" in [event.kind for event in events]


def test_spaces_with_only_dinosaurs_are_passed_and_shared() -> None:
    """Seed: "Mehrere Dinosaurier dürfen auf einem Feld stehen"; IN-D13: spaces with only
    dinosaurs are passed or shared."""
    state = placed(new(), dinosaurs={STEGOSAURUS: (3, 2), TRICERATOPS: (3, 3), T_REX: (3, 4)})
    state = walking(state, STEGOSAURUS)
    assert {Walk(S, 1), Walk(S, 2), Walk(S, 3)} <= set(RULES.legal(state))
    shared = play(state, Walk(S, 1))
    assert shared.dinosaurs[STEGOSAURUS] == shared.dinosaurs[TRICERATOPS] == space((3, 3))
    passed = play(state, Walk(S, 3))
    assert passed.dinosaurs[STEGOSAURUS] == space((3, 5))
    assert passed.dinosaurs[TRICERATOPS] == space((3, 3)) and passed.dinosaurs[T_REX] == space((3, 4))


def test_a_volcano_is_never_entered() -> None:
    """IN-D13: "volcanoes are never entered": from the volcano (2, 0) the way SW is the volcano (1, 0)."""
    state = walking(new(), TRICERATOPS)
    assert components().spaces[state.dinosaurs[TRICERATOPS]].ahead[SW] == space((1, 0))
    assert steps_that_way(state, SW) == set()
    violation = RULES.check(state, Walk(SW, 1))
    assert violation is not None and violation.rule == "isla_nublar.walk.blocked"


def test_ending_one_a_voluntary_stop_after_one_step() -> None:
    """Seed ending 1: "Du beendest sie freiwillig nach mindestens 1 Feld"."""
    state = walking(placed(new(), dinosaurs={STEGOSAURUS: (3, 2)}), STEGOSAURUS)
    after, events = play_events(state, Walk(S, 1))
    assert after.step == TURN and after.dinosaurs[STEGOSAURUS] == space((3, 3))
    assert [event.kind for event in events] == ["walked"]
    assert after.crates == state.crates and after.camps == state.camps


def test_ending_two_a_built_space_is_raided() -> None:
    """Seed ending 2: "Der Dinosaurier erreicht ein bebautes Feld" (the raid itself: test_raid)."""
    state = placed(new(), camps={(3, 3): 1}, dinosaurs={STEGOSAURUS: (3, 2)})
    after, events = play_events(walking(state, STEGOSAURUS), Walk(S, 1))
    assert [event.kind for event in events] == ["walked", "raided", "to_volcano"]
    assert after.camps[space((3, 3))] == ()


@pytest.mark.parametrize(
    ("start", "way", "coast"),
    [((1, 1), SW, (0, 2)), ((1, 5), S, (1, 6)), ((5, 5), SE, (5, 5))],
    ids=["area one", "area three", "first step off the coast"],
)
def test_ending_three_the_coast_of_the_upper_areas_stops_it(
    start: tuple[int, int], way: int, coast: tuple[int, int]
) -> None:
    """Seed ending 3: "erreicht in einem der oberen 3 Bereiche ein leeres Feld am Inselrand und kann
    nicht geradeaus weiter. Er bleibt dort stehen"; IN-D13: in areas I-III it stops at the coast."""
    state = walking(placed(new(), dinosaurs={STEGOSAURUS: start}), STEGOSAURUS)
    steps = steps_that_way(state, way)
    reach = 0 if coast == start else 1
    assert steps == set(range(1, reach + 1))
    assert RULES.check(state, Walk(way, reach + 1)) is not None
    if reach:
        after = play(state, Walk(way, reach))
        assert after.step == TURN and after.dinosaurs[STEGOSAURUS] == space(coast)


def test_ending_four_off_the_island_from_area_four_then_a_free_volcano() -> None:
    """Seed ending 4: "Im untersten Bereich darf er über den Spielfeldrand hinausgezogen werden.
    Verlässt er so das Spielfeld, kommt er zurück auf ein freies Vulkanfeld"; IN-D13: optional."""
    state = walking(placed(new(), dinosaurs={STEGOSAURUS: (3, 7)}), STEGOSAURUS)
    assert {Walk(S, 1), Walk(S, 2)} <= set(RULES.legal(state))
    stays = play(state, Walk(S, 1))
    assert stays.dinosaurs[STEGOSAURUS] == space((3, 8)) and stays.step == TURN
    after, events = play_events(state, Walk(S, 2))
    assert [event.kind for event in events] == ["walked", "left_island", "to_volcano"]
    assert after.dinosaurs[STEGOSAURUS] == space((1, 0))  # the only free volcano
    assert after.step == TURN


def test_off_the_island_with_several_free_volcanoes_the_active_player_chooses() -> None:
    """Seed ending 4: "auf ein freies Vulkanfeld"; the brief: "any free volcano space"."""
    state = placed(new(), dinosaurs={STEGOSAURUS: (3, 8), T_REX: (3, 3)})
    after = play(walking(state, STEGOSAURUS), Walk(S, 1))
    assert after.step == VOLCANO and RULES.pending(after).seat == after.turn
    assert {action.space for action in RULES.legal(after)} == {space((1, 0)), space((5, 0))}


def test_ending_five_the_third_step_on_an_empty_space() -> None:
    """Seed ending 5: "Nach dem dritten Schritt auf einem leeren Feld endet die Bewegung dort ohne
    weitere Folgen"."""
    state = walking(placed(new(), dinosaurs={STEGOSAURUS: (3, 2)}), STEGOSAURUS)
    after, events = play_events(state, Walk(SE, 3))
    assert after.step == TURN and after.dinosaurs[STEGOSAURUS] == space((6, 4))
    assert [event.kind for event in events] == ["walked"]


def test_no_legal_first_step_means_no_move_and_no_effect(monkeypatch: pytest.MonkeyPatch) -> None:
    """IN-D13: "No legal first step in any direction: no move, no effect". The island has no such
    space, so (6, 4)'s one open way (SW) is closed by a sea for this test."""
    parts = components()
    corner = space((6, 4))
    closed = replace(parts.spaces[corner], ahead=(OFF_ISLAND,) * len(WALKS))
    island = replace(parts, spaces=parts.spaces[:corner] + (closed,) + parts.spaces[corner + 1 :])
    monkeypatch.setattr(walking_rules, "components", lambda: island)
    # the walks' paths are kept per space for the real island: this island needs its own
    monkeypatch.setattr(walking_rules, "_paths", cache(walking_rules._paths.__wrapped__))
    state = placed(new(), crates={(5, 4): {1: 1}}, dinosaurs={STEGOSAURUS: (6, 4)})
    after = walking(state, STEGOSAURUS)
    assert after.step == TURN
    assert after.dinosaurs == state.dinosaurs and after.crates == state.crates
    assert after.walk.dinosaur == -1


def test_the_walks_offered_are_exactly_the_ones_check_accepts() -> None:
    """IN-D13 as a whole: over many positions (a dinosaur anywhere, crates and camps scattered),
    ``legal`` lists every walk ``check`` accepts and no other."""
    chance = random.Random(13)
    parts = components()
    for _ in range(120):
        here = chance.choice(parts.spaces).index
        built = chance.sample(parts.land, chance.randrange(0, 12))
        crates = {(parts.spaces[at].column, parts.spaces[at].row): {0: 1} for at in built[::2]}
        camps = {(parts.spaces[at].column, parts.spaces[at].row): 1 for at in built[1::2]}
        state = placed(new(), camps=camps, crates=crates, dinosaurs={STEGOSAURUS: _place(here)})
        state = walking(state, STEGOSAURUS)
        assert state.step == WALK, "every space of the island has an open first step"
        accepted = {
            Walk(way, steps)
            for way in range(-1, len(WALKS) + 1)
            for steps in range(0, 5)
            if RULES.check(state, Walk(way, steps)) is None
        }
        assert set(RULES.legal(state)) == accepted


def steps_that_way(state: IslaNublarState, way: int) -> set[int]:
    """The step counts offered for a walk in this direction."""
    walks = [action for action in RULES.legal(state) if isinstance(action, Walk)]
    return {action.steps for action in walks if action.direction == way}


def _place(index: int) -> tuple[int, int]:
    found = components().spaces[index]
    return found.column, found.row
