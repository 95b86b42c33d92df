"""Raids: what a dinosaur does to the built space its walk ends on (seed: "Dinosaurier bewegen",
ending 2; IN-D14, IN-D15).

The stegosaurus (dinosaur 0) walks from (3, 2) south onto (3, 3), (3, 4), (3, 5); nobody holds
a Countermeasure unless a test gives one (those are test_counter's).
"""

from __future__ import annotations

from collections.abc import Mapping

from core.engine.evolve import evolve
from core.games.isla_nublar.actions import PlayCard, ToVolcano, Walk
from core.games.isla_nublar.components import WALKS
from core.games.isla_nublar.state import TURN, VOLCANO, WALK, IslaNublarState
from tests.core.isla_nublar.builders import Place, space
from tests.core.isla_nublar.playing import (
    RULES,
    card_of,
    dinosaur_card,
    new,
    placed,
    play,
    play_events,
    walking,
    with_hand,
)

S = WALKS.index("s")
STEGOSAURUS, TRICERATOPS, T_REX = 0, 1, 3
TARGET = (3, 4)  # two steps south of (3, 2)


def raided(
    camps: Mapping[Place, int | tuple[int, ...]] | None = None,
    crates: Mapping[Place, Mapping[int, int]] | None = None,
    players: int = 2,
    others: Mapping[int, Place] | None = None,
) -> tuple[IslaNublarState, IslaNublarState]:
    """The state before and after the stegosaurus walks from (3, 2) two steps onto TARGET;
    ``others`` puts more dinosaurs on the island first."""
    standing = {STEGOSAURUS: (3, 2), **(others or {})}
    before = placed(new(players), camps=camps, crates=crates, dinosaurs=standing)
    return before, play(walking(before, STEGOSAURUS), Walk(S, 2))


def test_all_crates_of_every_owner_go_to_the_general_supply_and_the_camp_stays() -> None:
    """Seed: "Liegen dort Kisten, kommen alle Kisten dieses Feldes in den allgemeinen Vorrat; ein
    Camp auf demselben Feld bleibt dann unversehrt"; IN-D14: every owner's crates."""
    before, after = raided(camps={TARGET: (0, 1)}, crates={TARGET: {0: 2, 1: 1, 2: 3}}, players=3)
    here = space(TARGET)
    assert after.crates[here] == (0, 0, 0)
    assert after.general_crates == (2, 1, 3)
    assert after.camps[here] == (0, 1)
    assert after.general_camps == before.general_camps
    assert [seat.crates for seat in after.seats] == [seat.crates for seat in before.seats]


def test_without_crates_only_the_top_camp_goes_and_the_one_below_is_top() -> None:
    """Seed: "Steht dort nur ein Camp, entfernst du das oberste Camp in den allgemeinen Vorrat";
    IN-D14: the one below becomes the top."""
    before, after = raided(camps={TARGET: (1, 0, 1)})
    here = space(TARGET)
    assert after.camps[here] == (1, 0)
    assert after.top_camp(here) == 0
    assert after.general_camps == (before.general_camps[0], before.general_camps[1] + 1)


def test_a_lone_camp_raided_leaves_the_space_empty() -> None:
    """Seed: "entfernst du das oberste Camp"; a lone camp is the top one."""
    _, after = raided(camps={TARGET: 0})
    assert after.camps[space(TARGET)] == () and not after.built_on(space(TARGET))


def test_after_a_raid_the_dinosaur_goes_on_the_only_free_volcano_by_itself() -> None:
    """Seed: "Danach stellst du die Figur zurück auf ein beliebiges freies Vulkanfeld"; IN-D14:
    with one free volcano there is nothing to choose."""
    _, after = raided(crates={TARGET: {1: 1}})
    assert after.step == TURN
    assert after.dinosaurs[STEGOSAURUS] == space((1, 0))


def test_after_a_raid_the_active_player_chooses_among_several_free_volcanoes() -> None:
    """IN-D14: "the active player puts the dino on any free volcano space"."""
    _, after = raided(crates={TARGET: {1: 1}}, others={T_REX: (6, 1)})
    assert after.step == VOLCANO
    decision = RULES.pending(after)
    assert decision is not None and decision.seat == after.turn and decision.kind == VOLCANO
    free = {space((1, 0)), space((5, 0))}
    assert {action.space for action in RULES.legal(after)} == free
    taken = RULES.check(after, ToVolcano(space((2, 0))))
    assert taken is not None and taken.rule == "isla_nublar.walk.volcano_taken"
    assert RULES.check(after, ToVolcano(space(TARGET))) is not None
    back = play(after, ToVolcano(space((5, 0))))
    assert back.step == TURN and back.dinosaurs[STEGOSAURUS] == space((5, 0))
    assert back.crates[space(TARGET)] == (0, 0)  # the raid happened before the choice


def test_a_dinosaur_leaving_a_built_space_does_nothing_to_it() -> None:
    """IN-D15: "A dino standing on a built space does nothing to it when it leaves"."""
    before = placed(
        new(), camps={(3, 2): (1, 0)}, crates={(3, 2): {0: 1, 1: 2}}, dinosaurs={STEGOSAURUS: (3, 2)}
    )
    after = play(walking(before, STEGOSAURUS), Walk(S, 1))
    assert after.dinosaurs[STEGOSAURUS] == space((3, 3))
    assert after.camps == before.camps and after.crates == before.crates
    assert after.general_crates == before.general_crates and after.general_camps == before.general_camps


def test_another_dinosaur_ending_on_a_space_a_dinosaur_stands_on_raids_as_usual() -> None:
    """IN-D15: "another dino ending there raids as usual"; the one standing there stays."""
    before, after = raided(camps={TARGET: (0, 1)}, others={T_REX: TARGET})
    here = space(TARGET)
    assert after.camps[here] == (0,)
    assert after.general_camps[1] == before.general_camps[1] + 1
    assert after.dinosaurs[T_REX] == here
    assert after.step == VOLCANO  # the raider goes back; the standing one stays


def test_the_dinosaur_the_egg_draws_raids_too() -> None:
    """Seed: "ziehst du sofort die oberste Karte des Dinosaurierstapels und führst sie aus"; IN-D16:
    the drawn dino card is resolved at once, raid and all."""
    egg = card_of("dinosaur_egg")
    tracks = dinosaur_card(STEGOSAURUS)
    state = placed(new(), crates={TARGET: {1: 2}}, dinosaurs={STEGOSAURUS: (3, 2)})
    state = with_hand(state, 0, (egg,))
    state = evolve(state, dinosaur_deck=(tracks,) + state.dinosaur_deck)
    hatched = play(state, PlayCard(egg))
    assert hatched.step == WALK and hatched.walk.dinosaur == STEGOSAURUS
    after, events = play_events(hatched, Walk(S, 2))
    assert "raided" in [event.kind for event in events]
    assert after.crates[space(TARGET)] == (0, 0) and after.general_crates == (0, 2)
    assert after.seats[0].play == (egg, tracks)


def test_a_dinosaur_passing_dinosaurs_to_a_built_space_raids_it() -> None:
    """IN-D13 with IN-D14: spaces with only dinosaurs are passed, the built one beyond is raided."""
    _, after = raided(crates={TARGET: {0: 1}}, others={TRICERATOPS: (3, 3)})
    assert after.crates[space(TARGET)] == (0, 0) and after.general_crates == (1, 0)
    assert after.dinosaurs[TRICERATOPS] == space((3, 3))
