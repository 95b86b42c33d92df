"""Herd Growth: 3 dinos to one own herd, 2 to a different one; with one herd only the 3 (TT-D17)."""

from __future__ import annotations

from core.engine.protocol import Action
from core.games.triassic_terror.actions import HerdGrowth
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import NO_AREA, TriassicTerrorState
from tests.core.triassic_terror.playing import RULES, at_turn, play, turn_seat

PARTS = components()
ME = turn_seat(3)
OUTER, MIDDLE, INNER = (PARTS.area(f"desert_{ring}").index for ring in ("outer", "middle", "inner"))


def _refusal(state: TriassicTerrorState, action: Action) -> str:
    violation = RULES.check(state, action)
    return violation.rule if violation else ""


def test_herd_growth_adds_three_to_one_herd_and_two_to_another() -> None:
    """Seed: "b) Herdenwachstum Der Spieler darf einer seiner Herden 3 Dinos und einer zweiten 2 Dinos
    hinzufügen."; TT-D17: the player chooses which gets which."""
    state = at_turn(3, "herd_growth", herds={OUTER: [(ME, 1)], INNER: [(ME, 1)]})
    growths = {action for action in RULES.legal(state) if isinstance(action, HerdGrowth)}
    assert growths == {HerdGrowth(OUTER, INNER), HerdGrowth(INNER, OUTER)}
    after = play(state, HerdGrowth(INNER, OUTER))
    assert (after.herd(OUTER, ME).dinos, after.herd(INNER, ME).dinos) == (3, 4)  # type: ignore[union-attr]
    assert after.seats[ME].supply == state.seats[ME].supply - 5 and after.acted
    assert _refusal(state, HerdGrowth(OUTER, OUTER)) == "triassic_terror.growth.same_herd"
    assert _refusal(state, HerdGrowth(OUTER, NO_AREA)) == "triassic_terror.herd.choose"
    assert _refusal(state, HerdGrowth(OUTER, MIDDLE)) == "triassic_terror.herd.not_own"
    assert _refusal(after, HerdGrowth(INNER, OUTER)) == "triassic_terror.turn.acted"


def test_with_one_herd_only_the_three_are_added() -> None:
    """TT-D17: a player with a single herd adds only the 3."""
    state = at_turn(3, "herd_growth", herds={MIDDLE: [(ME, 2)]})
    assert [action for action in RULES.legal(state) if isinstance(action, HerdGrowth)] == [
        HerdGrowth(MIDDLE, NO_AREA)
    ]
    assert _refusal(state, HerdGrowth(MIDDLE, OUTER)) == "triassic_terror.growth.no_second_herd"
    after = play(state, HerdGrowth(MIDDLE, NO_AREA))
    assert after.herd(MIDDLE, ME).dinos == 5 and after.seats[ME].supply == state.seats[ME].supply - 3  # type: ignore[union-attr]


def test_a_short_supply_grows_the_three_first() -> None:
    """TT-D17, brief: an empty supply adds nothing; what is left goes to the 3 first, then to the 2."""
    state = at_turn(3, "herd_growth", herds={OUTER: [(ME, 1)], INNER: [(ME, 1)]}, supply=4)
    after = play(state, HerdGrowth(OUTER, INNER))
    assert (after.herd(OUTER, ME).dinos, after.herd(INNER, ME).dinos, after.seats[ME].supply) == (4, 2, 0)  # type: ignore[union-attr]


def test_a_player_with_no_herd_takes_the_growth_on_no_herd() -> None:
    """A player whose herds are all gone still takes the action, adding nothing, so the turn can end."""
    state = at_turn(3, "herd_growth", herds={})
    assert [action for action in RULES.legal(state) if isinstance(action, HerdGrowth)] == [
        HerdGrowth(NO_AREA, NO_AREA)
    ]
    assert _refusal(state, HerdGrowth(OUTER, NO_AREA)) == "triassic_terror.herd.none_on_board"
    after = play(state, HerdGrowth(NO_AREA, NO_AREA))
    assert after.herds == state.herds and after.acted
