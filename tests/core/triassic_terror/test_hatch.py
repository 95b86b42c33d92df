"""Hatch: 3 dinos to one own herd already on the board, then the pterodactyl (TT-D18)."""

from __future__ import annotations

from core.games.triassic_terror.actions import EndTurn, Hatch, PterodactylRemoves, SendPterodactyl
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import (
    NO_AREA,
    PTERODACTYL,
    PTERODACTYL_REMOVES,
    TURN,
    TriassicTerrorState,
)
from tests.core.triassic_terror.playing import RULES, at_turn, play, turn_seat

PARTS = components()
ME = turn_seat(3)
OTHER = (ME + 1) % 3
OUTER, MIDDLE = PARTS.area("forest_outer").index, PARTS.area("forest_middle").index
START = PARTS.predators.pterodactyl  # Desert outer
SWAMP_INNER = PARTS.area("swamp_inner").index


def hatched(herds: dict[int, list[tuple[int, int]]]) -> TriassicTerrorState:
    """The turn's Hatch taken on the actor's herd in Forest outer: the pterodactyl is to move."""
    return play(at_turn(3, "hatch", herds=herds), Hatch(OUTER))


def test_hatch_adds_three_to_one_existing_herd() -> None:
    """Seed: "c) Schlüpfen Der Spieler darf zu einer Herde drei neue Dinos dazustellen."; TT-D18: a herd
    already on the board, never a new one, and the 3 come before the pterodactyl moves."""
    state = at_turn(3, "hatch", herds={OUTER: [(ME, 2)], MIDDLE: [(OTHER, 2)]})
    assert [action for action in RULES.legal(state) if isinstance(action, Hatch)] == [Hatch(OUTER)]
    for area in (MIDDLE, NO_AREA):
        assert RULES.check(state, Hatch(area)) is not None
    after = play(state, Hatch(OUTER))
    assert after.herd(OUTER, ME).dinos == 5 and after.seats[ME].supply == state.seats[ME].supply - 3  # type: ignore[union-attr]
    assert after.step == PTERODACTYL and EndTurn() not in RULES.legal(after), "the pterodactyl comes next"
    assert after.pterodactyl == START


def test_the_pterodactyl_moves_up_to_two_areas() -> None:
    """Seed: "Zusätzlich darf er den Pterodactylus-Marker um bis zu zwei Abschnitte bewegen"; TT-D18: 0, 1
    or 2 steps along the links."""
    state = hatched({OUTER: [(ME, 2)]})
    names = {PARTS.areas[action.area].id for action in RULES.legal(state)}  # type: ignore[attr-defined]
    assert names == {
        "desert_outer",  # it stays
        "desert_middle", "swamp_outer", "mountains_outer",  # one step
        "desert_inner", "swamp_middle", "mountains_middle", "forest_outer",  # two steps
    }  # fmt: skip
    refused = RULES.check(state, SendPterodactyl(SWAMP_INNER))
    assert refused is not None and refused.rule == "triassic_terror.pterodactyl.out_of_reach"
    empty = play(state, SendPterodactyl(PARTS.area("desert_inner").index))
    assert empty.step == TURN and EndTurn() in RULES.legal(empty), "nothing to remove where no herd stands"


def test_the_pterodactyl_removes_up_to_two_dinos_where_it_stops() -> None:
    """Seed: "… und dort bis zu zwei Dinos entfernen."; TT-D18: 0-2 from any herds there, the actor's own
    included, back to their owners' supplies."""
    state = play(hatched({OUTER: [(ME, 2), (OTHER, 1)]}), SendPterodactyl(OUTER))
    assert state.step == PTERODACTYL_REMOVES and state.pterodactyl == OUTER
    legal = set(RULES.legal(state))
    assert legal == {PterodactylRemoves(d) for d in [(0, 0, 0), (1, 0, 0), (2, 0, 0), (0, 1, 0), (1, 1, 0)]}
    refused = RULES.check(state, PterodactylRemoves((0, 2, 0)))
    assert refused is not None and refused.rule == "triassic_terror.prey.per_herd"
    own = play(state, PterodactylRemoves((2, 0, 0)))
    assert own.herd(OUTER, ME).dinos == 3 and own.seats[ME].supply == state.seats[ME].supply + 2  # type: ignore[union-attr]
    assert own.step == TURN and EndTurn() in RULES.legal(own)
    none = play(state, PterodactylRemoves((0, 0, 0)))
    assert none.herds == state.herds


def test_the_two_removed_dinos_may_come_from_different_herds() -> None:
    """Seed: "Die Dinos dürfen hierbei auch aus verschiedenen Habitaten stammen." One step: the area is
    re-ranked once, after both are gone."""
    third = (ME + 2) % 3
    state = play(hatched({OUTER: [(ME, 1), (OTHER, 4), (third, 4)]}), SendPterodactyl(OUTER))
    order = [herd.owner for herd in state.herds[OUTER]]
    assert order == [ME, OTHER, third], "the actor's 4 after Hatch stay above the equal newcomers"
    after = play(state, PterodactylRemoves((0, 1, 1)))
    assert [(herd.owner, herd.dinos) for herd in after.herds[OUTER]] == [(ME, 4), (OTHER, 3), (third, 3)]
    refused = RULES.check(state, PterodactylRemoves((1, 1, 1)))
    assert refused is not None and refused.rule == "triassic_terror.prey.too_many"
