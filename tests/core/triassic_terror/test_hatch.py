"""Hatch: 3 dinos to one own herd already on the board, then the pterodactyl (TT-D18).

The pterodactyl's part comes with the predators: its tests are skipped until then.
"""

from __future__ import annotations

import pytest

from core.games.triassic_terror.actions import EndTurn, Hatch, SendPterodactyl
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import NO_AREA
from tests.core.triassic_terror.playing import RULES, at_turn, play, turn_seat

PARTS = components()
ME = turn_seat(3)
OUTER, MIDDLE = PARTS.area("forest_outer").index, PARTS.area("forest_middle").index
PTERODACTYL_TO_COME = pytest.mark.skip(reason="the pterodactyl's part of Hatch comes with the predators")


def test_hatch_adds_three_to_one_existing_herd() -> None:
    """Seed: "c) Schlüpfen Der Spieler darf zu einer Herde drei neue Dinos dazustellen."; TT-D18: a herd
    already on the board, never a new one."""
    other = (ME + 1) % 3
    state = at_turn(3, "hatch", herds={OUTER: [(ME, 2)], MIDDLE: [(other, 2)]})
    assert [action for action in RULES.legal(state) if isinstance(action, Hatch)] == [Hatch(OUTER)]
    for area in (MIDDLE, NO_AREA):
        assert RULES.check(state, Hatch(area)) is not None
    after = play(state, Hatch(OUTER))
    assert after.herd(OUTER, ME).dinos == 5 and after.seats[ME].supply == state.seats[ME].supply - 3  # type: ignore[union-attr]
    assert EndTurn() in RULES.legal(after), "the pterodactyl's part is not due yet"
    assert RULES.check(after, SendPterodactyl()).rule == "triassic_terror.turn.to_come"  # type: ignore[union-attr]


@PTERODACTYL_TO_COME
def test_the_pterodactyl_moves_up_to_two_areas() -> None:
    """Seed: "Zusätzlich darf er den Pterodactylus-Marker um bis zu zwei Abschnitte bewegen"."""


@PTERODACTYL_TO_COME
def test_the_pterodactyl_removes_up_to_two_dinos_where_it_stops() -> None:
    """Seed: "… und dort bis zu zwei Dinos entfernen."; TT-D18."""


@PTERODACTYL_TO_COME
def test_the_two_removed_dinos_may_come_from_different_herds() -> None:
    """Seed: "Die Dinos dürfen hierbei auch aus verschiedenen Habitaten stammen." """
