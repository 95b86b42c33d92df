"""White dinos: swapped 1:1 for own dinos, onto own herds only, back to the pool by the turn's end
(TT-D15)."""

from __future__ import annotations

from core.games.triassic_terror.actions import (
    EndMigration,
    EndTurn,
    NewEnvironment,
    PlaceDinos,
    PlaceWhiteDino,
)
from core.games.triassic_terror.components import components
from tests.core.triassic_terror.playing import RULES, at_turn, play, turn_seat

PARTS = components()
ME = turn_seat(3)
OUTER, INNER = PARTS.area("swamp_outer").index, PARTS.area("swamp_inner").index
FOREST = PARTS.environment("forest").index


def test_a_white_dino_is_swapped_for_one_from_the_supply() -> None:
    """Seed: "Hat ein Spieler weiße Dinos bekommen, so darf er diese in Dinos seiner Farbe eintauschen." """
    state = at_turn(3, "hatch", white_dinos=2, herds={OUTER: [(ME, 4)]})
    after = play(state, PlaceWhiteDino(OUTER))
    assert after.herd(OUTER, ME).dinos == 5  # type: ignore[union-attr]
    assert after.seats[ME].supply == state.seats[ME].supply - 1
    assert after.seats[ME].white_dinos == 1 and after.white_pool == state.white_pool + 1


def test_white_dinos_join_any_own_herds_but_found_none() -> None:
    """Seed: "… auf seine Herden verteilen."; TT-D15: any own herd, one founded this turn too, never a
    new one."""
    other = (ME + 1) % 3
    state = at_turn(3, "new_environment", white_dinos=2, herds={OUTER: [(ME, 4)], INNER: [(other, 4)]})
    assert [action for action in RULES.legal(state) if isinstance(action, PlaceWhiteDino)] == [
        PlaceWhiteDino(OUTER)
    ]
    for area in (INNER, PARTS.areas_of(FOREST)[0]):
        assert RULES.check(state, PlaceWhiteDino(area)).rule == "triassic_terror.herd.not_own"  # type: ignore[union-attr]
    state = play(state, NewEnvironment(FOREST), PlaceDinos((0, 0, 3)))
    founded = PARTS.areas_of(FOREST)[2]
    assert PlaceWhiteDino(founded) in RULES.legal(state)
    assert play(state, PlaceWhiteDino(founded)).herd(founded, ME).dinos == 4  # type: ignore[union-attr]


def test_with_an_empty_supply_a_white_dino_just_returns() -> None:
    """TT-D15: with nothing left in the supply a white dino cannot be swapped: it goes back to the pool."""
    # Herd Migration taken at once, migrating no herd: only the white dino is left to the turn.
    state = play(
        at_turn(3, "herd_migration", white_dinos=1, herds={OUTER: [(ME, 4)]}, supply=0), EndMigration()
    )
    assert RULES.check(state, PlaceWhiteDino(OUTER)).rule == "triassic_terror.white.supply_empty"  # type: ignore[union-attr]
    assert not any(isinstance(action, PlaceWhiteDino) for action in RULES.legal(state))
    after = play(state, EndTurn())
    assert after.seats[ME].white_dinos == 0 and after.white_pool == state.white_pool + 1
    assert after.herds == state.herds


def test_unplaced_white_dinos_return_to_the_pool_at_the_end_of_the_turn() -> None:
    """Seed: "Er darf sie aber nicht über seine Runde hinaus aufheben."; brief: placed in the turn or
    back to the supply (the pool)."""
    state = at_turn(3, "herd_migration", white_dinos=3, herds={OUTER: [(ME, 4)]})
    state = play(state, EndMigration(), PlaceWhiteDino(OUTER))
    assert RULES.check(state, EndTurn()) is None, "white dinos never keep a turn from ending"
    after, events = RULES.apply(state, EndTurn())
    assert after.seats[ME].white_dinos == 0 and after.white_pool == state.white_pool + 2
    assert [(event.kind, dict(event.values)) for event in events[:2]] == [
        ("turn_ended", {}),
        ("white_dinos_returned", {"white_dinos": 2}),
    ]
    assert RULES.check(after, PlaceWhiteDino(OUTER)) is not None
