"""Herds on habitats: the seed's majority rules and the brief's ties (TT-D10, TT-D11, TT-D23)."""

from __future__ import annotations

import random

import pytest

from core.engine.evolve import evolve
from core.games.triassic_terror.components import components
from core.games.triassic_terror.habitats import NO_HABITAT, Change, change_herds, place, remove, rerank
from core.games.triassic_terror.invariants import check_herds
from core.games.triassic_terror.setup import new_game
from core.games.triassic_terror.state import Herd, TriassicTerrorState

PARTS = components()
AREA = PARTS.area("desert_inner").index


def board(players: int, herds: dict[int, list[tuple[int, int]]]) -> TriassicTerrorState:
    """A game of ``players`` with only these herds (per area, (seat, dinos) in habitat order)."""
    state = new_game(players, seed=1)
    table = tuple(tuple(Herd(seat, dinos) for seat, dinos in herds.get(area, [])) for area in range(12))
    state = evolve(state, herds=table)
    whole = PARTS.supply_dinos(players)
    seats = tuple(
        evolve(seat, supply=whole - state.dinos_on_board(index)) for index, seat in enumerate(state.seats)
    )
    return evolve(state, seats=seats)


def order(state: TriassicTerrorState, area: int = AREA) -> list[tuple[int, int]]:
    return [(herd.owner, herd.dinos) for herd in state.herds[area]]


def test_the_first_herd_in_an_area_takes_the_large_habitat() -> None:
    """Seed: "Die erste Herde, die in einen Abschitt gestellt wird, kommt dabei immer auf das große
    Habitat." """
    state, events = place(board(3, {}), seat=2, area=AREA, dinos=1)
    assert order(state) == [(2, 1)]
    assert [(e.kind, e.seat, dict(e.values)) for e in events] == [
        ("habitat_changed", 2, {"area": AREA, "habitat": 0, "before": NO_HABITAT})
    ]


def test_the_largest_herd_holds_the_large_habitat() -> None:
    """Seed: "Nur wer die meisten Dinos in einem Abschnitt besitzt, darf das ertragreichste Habitat …" """
    state, _ = place(board(3, {AREA: [(0, 3), (1, 2)]}), seat=2, area=AREA, dinos=4)
    assert order(state)[0] == (2, 4)


def test_an_equal_newcomer_stays_below_the_incumbent() -> None:
    """Seed: "… sofern sie kleiner oder gleichgroß ist, auf das mittlere Habitat"; TT-D10."""
    state, events = place(board(2, {AREA: [(0, 3)]}), seat=1, area=AREA, dinos=3)
    assert order(state) == [(0, 3), (1, 3)]
    assert [(e.seat, e.values["habitat"]) for e in events] == [(1, 1)], "the incumbent did not move"


def test_a_strictly_larger_herd_moves_up_and_pushes_smaller_ones_down() -> None:
    """Seed: "… steigt diese Herde im Habitatrang auf und verschiebt kleinere Herden"; TT-D10."""
    state = board(3, {AREA: [(0, 5), (1, 4), (2, 2)]})
    equal, _ = place(state, seat=2, area=AREA, dinos=3)
    assert order(equal) == [(0, 5), (2, 5), (1, 4)], "equal to the large herd: it passes only the smaller"
    larger, events = place(state, seat=2, area=AREA, dinos=4)
    assert order(larger) == [(2, 6), (0, 5), (1, 4)]
    moves = {e.seat: (e.values["before"], e.values["habitat"]) for e in events if e.kind == "habitat_changed"}
    assert moves == {2: (2, 0), 0: (0, 1), 1: (1, 2)}


def test_a_shrinking_herd_falls_below_a_larger_one() -> None:
    """TT-D10: re-ranking follows every size change, not only arrivals."""
    state = board(3, {AREA: [(0, 5), (1, 4), (2, 3)]})
    tied, _ = remove(state, seat=0, area=AREA, dinos=1)
    assert order(tied) == [(0, 4), (1, 4), (2, 3)], "equal herds keep their order"
    fallen, _ = remove(state, seat=0, area=AREA, dinos=3)
    assert order(fallen) == [(1, 4), (2, 3), (0, 2)]
    gone, events = remove(state, seat=1, area=AREA, dinos=4)
    assert order(gone) == [(0, 5), (2, 3)]
    assert ("herd_emptied", 1) in [(e.kind, e.seat) for e in events]
    assert gone.seats[1].supply == state.seats[1].supply + 4, "the dinos go back to the supply"


def test_a_step_that_changes_several_herds_re_ranks_once_after_it() -> None:
    """TT-D10: a step changing several herds re-ranks once, after the step."""
    # Every herd loses one, as a Volcano hits them all: ranked after each loss, the second herd
    # would pass the first and keep the lead at the tie; ranked once, the order stays.
    state = board(3, {AREA: [(0, 4), (1, 4), (2, 3)]})
    hit, events = change_herds(state, [Change(AREA, seat, -1) for seat in range(3)])
    assert order(hit) == [(0, 3), (1, 3), (2, 2)] and events == []
    # A card's dinos enter together: 1 and then 2 would each die as a fourth herd on their own,
    # but 3 together pass the smallest herd, which dies instead.
    state = board(4, {AREA: [(0, 5), (1, 4), (2, 2)]})
    state, events = change_herds(state, [Change(AREA, 3, 1), Change(AREA, 3, 2)])
    assert order(state) == [(0, 5), (1, 4), (3, 3)]
    assert [(e.kind, e.seat) for e in events] == [("herd_died", 2), ("habitat_changed", 3)]


def test_habitats_hold_herds_by_size_largest_first() -> None:
    """Seed: "Die Herden werden … nach ihrer Größe in den drei Habitaten platziert." """
    state = board(5, {AREA: [(0, 2)]})
    for seat, dinos in [(1, 6), (2, 4), (0, 5)]:
        state, _ = place(state, seat, AREA, dinos)
    assert order(state) == [(0, 7), (1, 6), (2, 4)]


def test_a_player_has_at_most_one_herd_per_area() -> None:
    """Seed: "Jeder Spieler darf in jedem Abschnitt nur eine Herde besitzen." """
    state = board(4, {})
    for dinos in (1, 2, 3):
        state, _ = place(state, seat=3, area=AREA, dinos=dinos)
    assert order(state) == [(3, 6)]


def test_new_dinos_join_the_own_herd_in_the_area() -> None:
    """Seed: "… so schließen sich die neuen Dinos meiner Herde an." """
    start = board(2, {AREA: [(0, 2), (1, 1)]})
    state, _ = place(start, seat=1, area=AREA, dinos=3)
    assert order(state) == [(1, 4), (0, 2)]
    assert state.seats[1].supply == start.seats[1].supply - 3


def test_at_two_players_the_small_habitat_stays_empty() -> None:
    """Seed: "Im kleinsten Habitat kann im 2 Spieler-Spiel niemals ein Dino stehen." """
    state = board(2, {})
    chance = random.Random(2)
    for turn in range(100):  # of the 114 dinos of both supplies
        state, _ = place(state, turn % 2, chance.randrange(12), 1)
        assert all(len(herds) <= 2 for herds in state.herds)


def test_a_fourth_herd_dies_at_once() -> None:
    """Seed: "Dann wird die kleinste Herde aus dem Abschnitt verdrängt und stirbt"; TT-D11."""
    start = board(4, {AREA: [(0, 5), (1, 4), (2, 3)]})
    state, events = place(start, seat=3, area=AREA, dinos=4)
    assert order(state) == [(0, 5), (1, 4), (3, 4)]
    died = [(e.seat, dict(e.values)) for e in events if e.kind == "herd_died"]
    assert died == [(2, {"area": AREA, "dinos": 3})]
    assert state.seats[2].supply == start.seats[2].supply + 3, "its dinos go back to the owner's supply"


def test_a_newcomer_tied_with_the_smallest_is_the_one_that_dies() -> None:
    """TT-D11: the arriving herd itself dies when it only ties the smallest."""
    start = board(4, {AREA: [(0, 5), (1, 4), (2, 3)]})
    state, events = place(start, seat=3, area=AREA, dinos=3)
    assert order(state) == order(start)
    assert [(e.kind, e.seat) for e in events] == [("herd_died", 3)]
    assert state.seats[3].supply == start.seats[3].supply


def test_of_two_tied_incumbents_the_lower_dies() -> None:
    """TT-D11: of two tied incumbents, the lower one dies."""
    state = board(4, {AREA: [(0, 5), (1, 3), (2, 3)]})
    state, events = place(state, seat=3, area=AREA, dinos=4)
    assert order(state) == [(0, 5), (3, 4), (1, 3)]
    assert [e.seat for e in events if e.kind == "herd_died"] == [2]


def test_the_owners_t_rex_counts_for_ranking_and_the_fourth_herd() -> None:
    """TT-D23: the T-Rex adds its strength to its owner's herd in its area, and makes no herd alone."""
    state = evolve(board(4, {AREA: [(0, 5), (1, 3), (2, 2)]}), t_rex=AREA, t_rex_owner=2)
    state, _ = rerank(state, [AREA])
    assert order(state) == [(0, 5), (2, 2), (1, 3)], "2 dinos and the T-Rex's 3 pass the 3 and tie the 5"
    state, _ = place(state, seat=3, area=AREA, dinos=3)
    assert [owner for owner, _ in order(state)] == [0, 2, 1], "the newcomer ties the 3 and dies"
    alone, _ = remove(state, seat=2, area=AREA, dinos=2)
    assert [owner for owner, _ in order(alone)] == [0, 1]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_random_changes_keep_the_herd_invariants(players: int) -> None:
    """Whatever enters and leaves, an area keeps at most three herds, one per player, in order."""
    chance = random.Random(players)
    state = board(players, {})
    whole = PARTS.supply_dinos(players)
    changed = 0
    for _ in range(300):
        changes = []
        for _ in range(chance.randrange(1, 4)):
            area, seat = chance.randrange(12), chance.randrange(players)
            herd = state.herd(area, seat)
            taken = -chance.randint(0, herd.dinos) if herd is not None and chance.random() < 0.4 else 0
            changes.append(Change(area, seat, taken or chance.randint(1, 3)))
        if any(state.herd(c.area, c.seat) is None and c.dinos < 0 for c in changes):
            continue
        try:
            state, _ = change_herds(state, changes)
        except ValueError:
            continue  # two changes of one herd taking more than it holds, or an empty supply
        check_herds(state)
        changed += 1
        assert all(seat.supply + state.dinos_on_board(i) == whole for i, seat in enumerate(state.seats))
    assert changed > 200 and any(state.herds)
