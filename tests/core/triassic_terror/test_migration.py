"""Herd Migration: up to two own herds, split into groups to adjacent areas (TT-D19 to TT-D21)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.protocol import Action
from core.games.triassic_terror.actions import Depart, EndMigration, EndTurn, GiveCapture, Migrate, SendGroup
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import MIGRATE, TURN, TriassicTerrorState
from tests.core.triassic_terror.playing import RULES, at_turn, play, turn_seat

PARTS = components()
ME = turn_seat(4)
A, B, C = ((ME + offset) % 4 for offset in (1, 2, 3))
DO, DM, DI = (PARTS.area(f"desert_{ring}").index for ring in ("outer", "middle", "inner"))
SWAMP_MIDDLE = PARTS.area("swamp_middle").index
MOUNTAINS_MIDDLE = PARTS.area("mountains_middle").index
FOREST_OUTER, FOREST_MIDDLE = PARTS.area("forest_outer").index, PARTS.area("forest_middle").index


def _turn(herds: dict[int, list[tuple[int, int]]], supply: int | None = None) -> TriassicTerrorState:
    return at_turn(4, "herd_migration", herds=herds, supply=supply)


def _refusal(state: TriassicTerrorState, action: Action) -> str:
    violation = RULES.check(state, action)
    return violation.rule if violation else ""


def _herds(state: TriassicTerrorState, area: int) -> list[tuple[int, int]]:
    return [(herd.owner, herd.dinos) for herd in state.herds[area]]


def _supplies(before: TriassicTerrorState, after: TriassicTerrorState) -> list[int]:
    return [new.supply - old.supply for old, new in zip(before.seats, after.seats, strict=True)]


def test_up_to_two_different_herds_migrate_one_after_the_other() -> None:
    """Seed: "Der Spieler darf mit zwei seiner Herden eine Wanderung durchführen."; TT-D19: one fully
    after the other, one allowed (none too: the action may end at once)."""
    state = _turn({DM: [(ME, 4)], FOREST_OUTER: [(ME, 3)]})
    assert RULES.legal(state)[:3] == [Migrate(DM), Migrate(FOREST_OUTER), EndMigration()]
    state = play(state, Migrate(DM), SendGroup(DI, 2))
    assert (
        state.step == MIGRATE
        and _refusal(state, Migrate(FOREST_OUTER)) == "triassic_terror.migration.herd_leaving"
    )
    state = play(state, Depart())
    assert RULES.legal(state) == [Migrate(FOREST_OUTER), EndMigration()]
    assert _refusal(state, Migrate(DM)) == "triassic_terror.migration.migrated"
    assert _refusal(state, Migrate(DI)) == "triassic_terror.migration.new_herd"
    state = play(state, Migrate(FOREST_OUTER), SendGroup(FOREST_MIDDLE, 3), Depart())
    assert state.step == TURN and state.acted and EndTurn() in RULES.legal(state), (
        "two herds: the action is done"
    )
    assert (_herds(state, DM), _herds(state, DI), _herds(state, FOREST_MIDDLE)) == (
        [(ME, 2)],
        [(ME, 2)],
        [(ME, 3)],
    )
    one = play(
        _turn({DM: [(ME, 4)], FOREST_OUTER: [(ME, 3)]}),
        Migrate(DM),
        SendGroup(DI, 2),
        Depart(),
        EndMigration(),
    )
    assert one.acted and one.step == TURN and _herds(one, FOREST_OUTER) == [(ME, 3)]
    assert RULES.legal(_turn({}))[0] == EndMigration(), "no herd: the action migrates nothing"


def test_dinos_that_arrived_in_the_first_migration_stay() -> None:
    """TT-D19: each dino moves at most once: the second herd's dinos that came with the first stay."""
    state = play(_turn({DM: [(ME, 4)], DI: [(ME, 2)]}), Migrate(DM), SendGroup(DI, 3), Depart(), Migrate(DI))
    assert _herds(state, DI) == [(ME, 5)]
    assert {action.dinos for action in RULES.legal(state) if isinstance(action, SendGroup)} == {1, 2}
    assert _refusal(state, SendGroup(DM, 3)) == "triassic_terror.migration.group_size"
    state = play(state, SendGroup(DM, 2), Depart())
    assert (_herds(state, DI), _herds(state, DM)) == ([(ME, 3)], [(ME, 3)])


def test_leaving_captures_one_dino_of_every_opposing_herd() -> None:
    """Brief: leaving an area, one dino of every opposing herd there joins the mover (TT-D20)."""
    state = _turn({DM: [(A, 5), (ME, 3), (B, 2)]})
    after = play(state, Migrate(DM), SendGroup(DO, 3), Depart())
    assert _herds(after, DM) == [(A, 4), (B, 1)]
    assert _herds(after, DO) == [(ME, 5)]


def test_the_capture_is_once_per_herd_not_per_group() -> None:
    """TT-D20: one dino of each opposing herd however many groups leave; the mover gives it to a group."""
    state = play(_turn({DM: [(ME, 4), (A, 3)]}), Migrate(DM), SendGroup(DO, 1), SendGroup(DI, 1), Depart())
    assert RULES.legal(state) == [GiveCapture(DO), GiveCapture(DI)]
    assert _refusal(state, GiveCapture(SWAMP_MIDDLE)) == "triassic_terror.migration.not_a_group"
    assert _refusal(state, SendGroup(SWAMP_MIDDLE, 1)) == "triassic_terror.migration.captures_to_give"
    after = play(state, GiveCapture(DI))
    assert (_herds(after, DM), _herds(after, DO), _herds(after, DI)) == (
        [(ME, 2), (A, 2)],
        [(ME, 1)],
        [(ME, 2)],
    )


def test_a_capture_swaps_a_dino_between_supplies() -> None:
    """TT-D21: the captured dino goes back to its owner's supply and the mover adds one of their own;
    with the mover's supply empty the opponent still loses it."""
    for supply, arriving in ((1, 3), (0, 2)):
        state = _turn({DM: [(A, 3), (ME, 2)]}, supply=supply)
        after = play(state, Migrate(DM), SendGroup(DO, 2), Depart())
        assert _herds(after, DM) == [(A, 2)] and _herds(after, DO) == [(ME, arriving)]
        assert _supplies(state, after)[A] == 1 and after.seats[ME].supply == 0


def test_a_group_entering_another_environment_loses_one() -> None:
    """Brief: entering an area of a different environment costs the moving group 1 dino (TT-D20)."""
    state = _turn({DM: [(ME, 4)]})
    after = play(state, Migrate(DM), SendGroup(MOUNTAINS_MIDDLE, 2), Depart())
    assert _herds(after, MOUNTAINS_MIDDLE) == [(ME, 1)] and _herds(after, DM) == [(ME, 2)]
    assert _supplies(state, after)[ME] == 1


def test_moving_within_an_environment_costs_nothing() -> None:
    """Seed: "ohne Verluste von einem Abschitt in einen anderen …, solange es im selben Gebiet is[t]"."""
    state = _turn({DM: [(ME, 4)]})
    after = play(state, Migrate(DM), SendGroup(DO, 4), Depart())
    assert _herds(after, DO) == [(ME, 4)] and _herds(after, DM) == [] and _supplies(state, after)[ME] == 0


def test_an_arriving_fourth_herd_can_be_the_one_that_dies() -> None:
    """TT-D20 (5): the destination re-ranks and a fourth herd dies, the arriving one when it ties."""
    state = _turn({DO: [(A, 3), (B, 3), (C, 2)], DM: [(ME, 3)]})
    after, events = RULES.apply(play(state, Migrate(DM), SendGroup(DO, 2)), Depart())
    assert _herds(after, DO) == [(A, 3), (B, 3), (C, 2)] and _herds(after, DM) == [(ME, 1)]
    assert [(event.seat, event.values["dinos"]) for event in events if event.kind == "herd_died"] == [(ME, 2)]
    assert _supplies(state, after)[ME] == 2, "the dead herd's dinos go back to the supply"


def test_the_t_rex_stays_behind_with_what_remains() -> None:
    """TT-D21: a migrating herd leaves its T-Rex behind; the +3 stays with the dinos that stayed."""
    state = evolve(_turn({DM: [(ME, 3), (A, 5)]}), t_rex=DM, t_rex_owner=ME)
    after = play(state, Migrate(DM), SendGroup(DO, 2), Depart())
    assert (after.t_rex, after.t_rex_owner) == (DM, ME)
    assert _herds(after, DM) == [(ME, 1), (A, 4)], "1 + 3 ties 4: the incumbent stays above"


def test_a_herd_splits_into_groups_to_different_adjacent_areas() -> None:
    """Seed: "Die Herde darf beliebig aufgeteilt und bewegt werden."; one group per destination."""
    state = play(_turn({DM: [(ME, 6)]}), Migrate(DM))
    assert {action for action in RULES.legal(state) if isinstance(action, SendGroup)} == {
        SendGroup(area, dinos) for area in PARTS.neighbours[DM] for dinos in range(1, 7)
    }
    state = play(state, SendGroup(DO, 1), SendGroup(DI, 2), SendGroup(SWAMP_MIDDLE, 2))
    assert _refusal(state, SendGroup(DO, 1)) == "triassic_terror.migration.group_there"
    after = play(state, Depart())
    assert [_herds(after, area) for area in (DM, DO, DI, SWAMP_MIDDLE)] == [
        [(ME, 1)],
        [(ME, 1)],
        [(ME, 2)],
        [(ME, 1)],
    ]


def test_a_group_moves_only_to_an_adjacent_area() -> None:
    """TT-D19: each group goes to one area adjacent to the one left (the components' links)."""
    state = play(_turn({DO: [(ME, 3)]}), Migrate(DO))
    destinations = {action.area for action in RULES.legal(state) if isinstance(action, SendGroup)}
    assert destinations == set(PARTS.neighbours[DO]) and DI not in destinations
    assert _refusal(state, SendGroup(DI, 1)) == "triassic_terror.migration.not_adjacent"


def test_some_dinos_may_stay() -> None:
    """Seed: "Es können auch Dinos stehenbleiben."."""
    after = play(_turn({DM: [(ME, 4)]}), Migrate(DM), SendGroup(DO, 1), Depart())
    assert _herds(after, DM) == [(ME, 3)] and _herds(after, DO) == [(ME, 1)]


def test_a_herd_migrates_only_if_a_dino_leaves() -> None:
    """TT-D19: a herd chosen must send at least one dino before it leaves."""
    state = play(_turn({DM: [(ME, 4)]}), Migrate(DM))
    assert Depart() not in RULES.legal(state) and EndMigration() not in RULES.legal(state)
    assert _refusal(state, Depart()) == "triassic_terror.migration.no_group"
    assert _refusal(state, SendGroup(DO, 0)) == "triassic_terror.migration.group_size"
    assert _refusal(state, EndMigration()) == "triassic_terror.migration.herd_leaving"
