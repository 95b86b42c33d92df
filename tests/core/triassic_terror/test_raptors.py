"""The Raptors action (TT-D24) and the scatter of the survivors, the victim's decision (TT-D25, TT-D34)."""

from __future__ import annotations

from core.games.triassic_terror.actions import (
    EndTurn,
    RaptorAttacks,
    RaptorSpares,
    ScatterSurvivors,
    SendRaptor,
)
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import RAPTOR, RAPTOR_ATTACKS, SCATTER, TURN, Herd
from tests.core.triassic_terror.playing import RULES, at_turn, play, turn_seat

PARTS = components()
ME = turn_seat(4)
OTHER, THIRD, FOURTH = ((ME + step) % 4 for step in (1, 2, 3))
AREA = {area.id: area.index for area in PARTS.areas}
FOREST = AREA["forest_outer"]  # raptor 0 starts here, raptor 1 in Mountains outer


def test_an_attacked_herd_loses_two() -> None:
    """TT-D24: one raptor fully, then the other, in the order the actor chooses; each moves 0-2 links
    and may attack one opposing herd there, which loses 2."""
    state = at_turn(4, "raptors", herds={FOREST: [(OTHER, 5), (ME, 2)]})
    sends = [action for action in RULES.legal(state) if isinstance(action, SendRaptor)]
    assert {action.raptor for action in sends} == {0, 1} and SendRaptor(1, FOREST) in sends, "either first"
    assert SendRaptor(0, FOREST) in sends and SendRaptor(0, AREA["forest_inner"]) in sends
    too_far = RULES.check(state, SendRaptor(0, AREA["desert_inner"]))
    assert too_far is not None and too_far.rule == "triassic_terror.raptor.out_of_reach"
    state = play(state, SendRaptor(0, FOREST))
    assert state.step == RAPTOR_ATTACKS
    assert set(RULES.legal(state)) == {RaptorSpares(), RaptorAttacks(OTHER)}
    assert RULES.check(state, RaptorAttacks(ME)).rule == "triassic_terror.raptor.own_herd"  # type: ignore[union-attr]
    bitten = play(state, RaptorAttacks(OTHER))
    assert bitten.herd(FOREST, OTHER) == Herd(OTHER, 3)
    assert bitten.seats[OTHER].supply == state.seats[OTHER].supply + 2, "the eaten go back to the supply"
    spared = play(state, RaptorSpares())
    assert spared.step == RAPTOR and spared.herds == state.herds, "nobody attacked: the other raptor's turn"
    assert {action.raptor for action in RULES.legal(spared)} == {1}  # type: ignore[attr-defined]
    assert RULES.check(spared, SendRaptor(0, FOREST)).rule == "triassic_terror.raptor.gone"  # type: ignore[union-attr]
    done = play(spared, SendRaptor(1, AREA["mountains_inner"]))
    assert done.step == TURN and EndTurn() in RULES.legal(done), "no herd there to attack: the action is done"


def test_a_herd_of_two_or_less_is_wiped_out() -> None:
    """TT-D24: a herd of 1 or 2 is wiped out, and nothing scatters."""
    state = at_turn(4, "raptors", herds={FOREST: [(OTHER, 2), (THIRD, 1)]})
    state = play(state, SendRaptor(0, FOREST), RaptorAttacks(OTHER))
    assert state.herd(FOREST, OTHER) is None and state.step == RAPTOR
    state = play(state, SendRaptor(1, FOREST), RaptorAttacks(THIRD))
    assert state.herds[FOREST] == () and state.step == TURN


def test_the_victims_owner_scatters_the_survivors() -> None:
    """TT-D25, TT-D34: the survivors' owner decides, in the middle of the actor's turn, where they go:
    groups to areas next to the raptor's, each area once, until all have gone; then the actor goes on.
    Both raptors may hit the same player, the second also dinos the first just scattered."""
    middle = AREA["forest_middle"]
    state = at_turn(4, "raptors", herds={FOREST: [(OTHER, 7)]})
    state = play(state, SendRaptor(0, FOREST), RaptorAttacks(OTHER))
    decision = RULES.pending(state)
    assert state.step == SCATTER and decision is not None and decision.seat == OTHER and state.turn == OTHER
    assert decision.values["survivors"] == 5 and decision.values["actor"] == ME
    near = PARTS.neighbours[FOREST]
    assert {action.area for action in RULES.legal(state)} == set(near)  # type: ignore[attr-defined]
    far = ScatterSurvivors(AREA["desert_outer"], 1)
    assert RULES.check(state, far).rule == "triassic_terror.scatter.not_adjacent"  # type: ignore[union-attr]
    state = play(state, ScatterSurvivors(middle, 2))
    assert state.turn == OTHER and state.hunt.survivors == 3
    assert RULES.check(state, ScatterSurvivors(middle, 1)).rule == "triassic_terror.scatter.area_used"  # type: ignore[union-attr]
    state = play(state, ScatterSurvivors(AREA["swamp_outer"], 1))
    mountains = AREA["mountains_outer"]
    assert RULES.legal(state) == [ScatterSurvivors(mountains, 2)], "the last area takes the rest"
    assert RULES.check(state, ScatterSurvivors(mountains, 1)).rule == "triassic_terror.scatter.last_area"  # type: ignore[union-attr]
    state = play(state, ScatterSurvivors(mountains, 2))
    assert state.herd(FOREST, OTHER) is None and state.herd(middle, OTHER).dinos == 2  # type: ignore[union-attr]
    assert state.turn == ME and state.step == RAPTOR, "back to the actor for the other raptor"
    state = play(state, SendRaptor(1, middle), RaptorAttacks(OTHER))
    assert state.herd(middle, OTHER) is None, "the second raptor eats the dinos the first scattered"
    assert state.turn == ME and state.step == TURN


def test_scatter_costs_nothing_and_captures_nothing() -> None:
    """TT-D25: no loss between environments, no capture; a survivor group joins the own herd there or
    founds one, the victim's T-Rex stays, and a fourth herd dies as always, the arriving one too."""
    swamp = AREA["swamp_outer"]
    herds = {FOREST: [(OTHER, 5)], swamp: [(ME, 3), (THIRD, 2), (FOURTH, 2)]}
    state = play(at_turn(4, "raptors", herds=herds), SendRaptor(0, FOREST), RaptorAttacks(OTHER))
    supplies = [seat.supply for seat in state.seats]
    whole = play(state, ScatterSurvivors(swamp, 3))
    assert [(herd.owner, herd.dinos) for herd in whole.herds[swamp]] == [(ME, 3), (OTHER, 3), (THIRD, 2)]
    assert whole.seats[FOURTH].supply == supplies[FOURTH] + 2, "the fourth herd died"
    assert [seat.supply for index, seat in enumerate(whole.seats) if index != FOURTH] == [
        supply for index, supply in enumerate(supplies) if index != FOURTH
    ], "nobody pays or captures on the way"
    split = play(state, ScatterSurvivors(swamp, 1))
    assert split.herd(swamp, OTHER) is None and split.seats[OTHER].supply == supplies[OTHER] + 1, (
        "a group can die"
    )
