"""The crate pool: placing crates, moving own crates, restocking, mixed freely; Das nötige
Kleingeld (seed "Ausrüstungskisten auslegen", "Vorräte aufstocken", "Das nötige Kleingeld";
IN-D8, IN-D9, IN-D29)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.tuples import put
from core.games.isla_nublar.actions import (
    CAMP,
    CRATE,
    BuildCamp,
    ChangeAmber,
    KeepCrate,
    PickUpCrate,
    PlaceCrate,
    PlayCard,
    PutDownCrate,
    Restock,
    UseAction,
)
from core.games.isla_nublar.components import components
from core.games.isla_nublar.crating import add_crates
from core.games.isla_nublar.state import MOVE_CRATE, TURN, IslaNublarState
from tests.core.isla_nublar.playing import RULES, at, card_of, new, play, with_hand

PARTS = components()


def with_crates(state: IslaNublarState, space: int, seat: int, count: int) -> IslaNublarState:
    """``count`` of the seat's crates taken from its supply onto the space."""
    held = state.seats[seat]
    state = evolve(state, seats=put(state.seats, seat, evolve(held, crates=held.crates - count)))
    return add_crates(state, space, seat, count)


def test_a_crate_card_places_at_most_its_number_on_one_or_several_spaces() -> None:
    """Seed: "legst du höchstens so viele Kisten aus deinem Vorrat auf den Plan, wie die Karte angibt.
    Du darfst sie auf ein Feld legen oder auf mehrere verteilen"."""
    pair = card_of("crate_pair")
    state = play(with_hand(new(), 0, (pair,)), PlayCard(pair), UseAction(0))
    assert state.crate_points == 2
    state = play(state, PlaceCrate(at(0, 3)), PlaceCrate(at(0, 4)))
    assert state.crates[at(0, 3)] == (1, 0) and state.crates[at(0, 4)] == (1, 0)
    assert state.active.crates == 4 and state.crate_points == 0
    assert not any(isinstance(option, PlaceCrate) for option in RULES.legal(state))
    again = RULES.check(state, PlaceCrate(at(0, 4)))
    assert again is not None and again.rule == "isla_nublar.crates.no_points"
    stacked = play(with_hand(new(), 0, (), crate_points=2), PlaceCrate(at(1, 3)), PlaceCrate(at(1, 3)))
    assert stacked.crates[at(1, 3)] == (2, 0)


def test_crates_may_join_others_crates_and_camps_but_never_a_volcano_or_a_dinosaur() -> None:
    """Seed: "auch auf Felder mit fremden Kisten oder Camps. Verboten sind Vulkanfelder und Felder mit
    einer Dinosaurierfigur"; IN-D8."""
    state = with_crates(with_hand(new(), 0, (), crate_points=3), at(2, 3), 1, 2)
    state = evolve(state, camps=put(state.camps, at(2, 4), (1,)))
    state = evolve(state, dinosaurs=put(state.dinosaurs, 0, at(2, 5)))
    legal = RULES.legal(state)
    assert PlaceCrate(at(2, 3)) in legal and PlaceCrate(at(2, 4)) in legal
    assert PlaceCrate(at(2, 5)) not in legal and PlaceCrate(PARTS.volcanoes[1]) not in legal
    assert RULES.check(state, PlaceCrate(at(2, 5))).rule == "isla_nublar.island.dinosaur"  # type: ignore[union-attr]
    assert RULES.check(state, PlaceCrate(PARTS.volcanoes[1])).rule == "isla_nublar.island.volcano"  # type: ignore[union-attr]
    assert RULES.check(state, PlaceCrate(999)).rule == "isla_nublar.island.no_space"  # type: ignore[union-attr]


def test_crates_come_only_from_the_personal_supply() -> None:
    """Seed: "aus deinem Vorrat": with none left, no crate is placed."""
    state = with_hand(new(), 0, (), crate_points=3)
    state = evolve(state, seats=put(state.seats, 0, evolve(state.active, crates=0)), general_crates=(6, 0))
    assert not any(isinstance(option, PlaceCrate) for option in RULES.legal(state))
    assert RULES.check(state, PlaceCrate(at(0, 3))).rule == "isla_nublar.crates.none_in_supply"  # type: ignore[union-attr]


def test_moving_an_own_crate_costs_one_point() -> None:
    """Seed: "Statt neue Kisten zu setzen, darfst du auch bereits liegende Kisten versetzen"; IN-D9:
    move 1 of your own crates from a non-frozen space to a legal space for 1 point."""
    state = with_crates(with_hand(new(), 0, (), crate_points=1), at(3, 3), 0, 2)
    state = with_crates(state, at(3, 4), 1, 1)
    legal = RULES.legal(state)
    assert PickUpCrate(at(3, 3)) in legal and PickUpCrate(at(3, 4)) not in legal
    picked = play(state, PickUpCrate(at(3, 3)))
    assert picked.step == MOVE_CRATE and PutDownCrate(at(3, 3)) not in RULES.legal(picked)
    kept = play(picked, KeepCrate())
    assert kept.step == TURN and kept.crate_points == 1 and kept.crates == state.crates
    moved = play(picked, PutDownCrate(at(6, 1)))
    assert moved.crates[at(3, 3)] == (1, 0) and moved.crates[at(6, 1)] == (1, 0)
    assert moved.crate_points == 0 and moved.active.crates == state.active.crates


def test_restocking_brings_own_pieces_back_from_the_general_supply() -> None:
    """Seed: "Durch Dinosaurier entfernte Teile landen im allgemeinen Vorrat"; "darfst du bis zu so
    viele eigene Teile (Camps und/oder Kisten) zurück in deinen persönlichen Vorrat holen, wie die
    Zahl in der Kiste angibt"; IN-D2: the camps put there at setup are restocked the same way."""
    state = with_hand(new(2), 0, (), crate_points=3)
    state = evolve(state, general_crates=(1, 4), seats=put(state.seats, 0, evolve(state.active, crates=5)))
    assert Restock(CRATE) in RULES.legal(state) and Restock(CAMP) in RULES.legal(state)
    state = play(state, Restock(CRATE), Restock(CAMP), Restock(CAMP))
    assert state.general_crates == (0, 4) and state.general_camps == (0, 2)
    assert (state.active.crates, state.active.camps, state.crate_points) == (6, 8, 0)
    empty = with_hand(new(2), 0, (), crate_points=1)
    assert RULES.check(empty, Restock(CRATE)).rule == "isla_nublar.crates.none_in_general_supply"  # type: ignore[union-attr]


def test_one_pool_pays_for_placing_moving_restocking_and_building_mixed() -> None:
    """IN-D9: "Uses mix freely"; seed: "Restwerte darfst du für Camps oder Kisten nutzen"."""
    state = with_crates(with_hand(new(2), 0, (), crate_points=7), at(4, 3), 0, 1)
    state = evolve(state, general_crates=(1, 0), seats=put(state.seats, 0, evolve(state.active, crates=4)))
    state = play(state, Restock(CRATE), PlaceCrate(at(5, 3)), PickUpCrate(at(4, 3)), PutDownCrate(at(5, 3)))
    assert state.crate_points == 4 and state.crates[at(5, 3)] == (2, 0)
    state = play(state, BuildCamp(at(0, 3), 0))
    assert state.crate_points == 0 and state.camps[at(0, 3)] == (0,)


def test_small_change_turns_amber_into_points_for_placing_and_building_only() -> None:
    """Seed: "In diesem Zug darfst du Bernstein auch nutzen, um Kisten oder Camps auf den Plan zu
    bringen. Die Bernstein-Aktion derselben Karte ist dann gesperrt"; IN-D29: amber already in the
    pool counts; not for moving crates or restocking."""
    change = card_of("small_change")
    state = with_hand(new(2), 0, (change,), amber=3)
    assert ChangeAmber() not in RULES.legal(state)
    assert RULES.check(state, ChangeAmber()).rule == "isla_nublar.crates.no_small_change"  # type: ignore[union-attr]
    state = play(state, PlayCard(change), UseAction(0))
    assert state.small_change and state.amber == 3
    state = play(state, ChangeAmber(), ChangeAmber())
    assert (state.amber, state.change_points, state.crate_points) == (1, 2, 0)
    state = with_crates(state, at(1, 3), 0, 1)
    legal = RULES.legal(state)
    assert PlaceCrate(at(0, 3)) in legal
    assert not any(isinstance(option, (PickUpCrate, Restock)) for option in legal)
    state = play(state, PlaceCrate(at(0, 3)))
    assert state.change_points == 1


def test_changed_amber_is_spent_before_the_crate_pool() -> None:
    """IN-D29: changed amber is good only for placing and building, so those use it first and the
    crate points stay free for moving and restocking."""
    state = evolve(with_hand(new(2), 0, (), crate_points=2, amber=2), small_change=True)
    state = play(state, ChangeAmber(), PlaceCrate(at(0, 3)))
    assert (state.change_points, state.crate_points) == (0, 2)


def test_a_moved_crate_goes_only_to_a_legal_space() -> None:
    """IN-D8: one rule for placing and moving: a moved crate goes on no volcano and no space with a
    dinosaur, but may join other pieces."""
    state = with_crates(with_hand(new(), 0, (), crate_points=1), at(3, 3), 0, 1)
    state = evolve(state, dinosaurs=put(state.dinosaurs, 0, at(2, 5)), camps=put(state.camps, at(2, 4), (1,)))
    picked = play(state, PickUpCrate(at(3, 3)))
    legal = RULES.legal(picked)
    assert PutDownCrate(at(2, 4)) in legal
    assert PutDownCrate(at(2, 5)) not in legal and PutDownCrate(PARTS.volcanoes[0]) not in legal
    assert RULES.check(picked, PutDownCrate(at(2, 5))).rule == "isla_nublar.island.dinosaur"  # type: ignore[union-attr]
    assert RULES.check(picked, PutDownCrate(PARTS.volcanoes[0])).rule == "isla_nublar.island.volcano"  # type: ignore[union-attr]
    assert RULES.check(picked, PutDownCrate(at(3, 3))).rule == "isla_nublar.crates.same_space"  # type: ignore[union-attr]
