"""The T-Rex action (TT-D22) and what the T-Rex counts for (TT-D23)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.games.triassic_terror.actions import EndTurn, SendTRex, TRexEats
from core.games.triassic_terror.components import components
from core.games.triassic_terror.habitats import place
from core.games.triassic_terror.state import NEUTRAL, T_REX_EATS, TURN
from tests.core.triassic_terror.playing import RULES, at_turn, play, turn_seat

PARTS = components()
ME = turn_seat(3)
OTHER, THIRD = (ME + 1) % 3, (ME + 2) % 3
START = PARTS.predators.t_rex  # Desert middle
AREA = {area.id: area.index for area in PARTS.areas}


def test_the_actors_t_rex_replaces_the_one_on_the_board() -> None:
    """TT-D22: the actor's T-Rex takes the neutral one's place (or another player's, who loses its 3),
    and starts from where that one stood."""
    state = at_turn(3, "t_rex", herds={START: [(OTHER, 4)]})
    assert state.t_rex == START and state.t_rex_owner == NEUTRAL
    after = play(state, SendTRex(AREA["desert_outer"], 1))
    assert after.t_rex == AREA["desert_outer"] and after.t_rex_owner == ME
    taken = evolve(at_turn(3, "t_rex", herds={START: [(OTHER, 2), (THIRD, 4)]}), t_rex_owner=OTHER)
    assert [herd.owner for herd in taken.herds[START]] == [OTHER, THIRD], "2 and its T-Rex's 3 lead the 4"
    after = play(taken, SendTRex(AREA["desert_outer"], 1))
    assert after.t_rex_owner == ME and [herd.owner for herd in after.herds[START]] == [THIRD, OTHER]
    assert after.acted and EndTurn() in RULES.legal(after), "no opposing herd there: nothing to eat"


def test_it_moves_one_or_two_areas_and_not_back_to_its_start() -> None:
    """TT-D22: exactly 1 or 2 links along the board; never back where it started; it must move."""
    state = at_turn(3, "t_rex", herds={})
    legal = {(PARTS.areas[a.area].id, a.steps) for a in RULES.legal(state) if isinstance(a, SendTRex)}
    one = {"desert_outer", "desert_inner", "swamp_middle", "mountains_middle"}
    two = {"swamp_outer", "mountains_outer", "swamp_inner", "mountains_inner", "forest_middle"}
    assert legal == {(area, 1) for area in one} | {(area, 2) for area in two}
    assert EndTurn() not in RULES.legal(state), "the action is due"
    for action in (SendTRex(START, 2), SendTRex(START, 0), SendTRex(AREA["forest_middle"], 1)):
        assert RULES.check(state, action) is not None, action
    assert RULES.check(state, SendTRex(AREA["forest_outer"], 2)).rule == "triassic_terror.t_rex.out_of_reach"  # type: ignore[union-attr]


def test_after_one_area_it_eats_up_to_five_after_two_up_to_three() -> None:
    """TT-D22: 0-5 after one link, 0-3 after two, split over opposing herds, never the actor's own."""
    near, far = AREA["desert_outer"], AREA["swamp_outer"]
    herds = {near: [(OTHER, 4), (ME, 3), (THIRD, 2)], far: [(OTHER, 6), (THIRD, 1)]}
    state = at_turn(3, "t_rex", herds=herds)
    one = play(state, SendTRex(near, 1))
    assert one.step == T_REX_EATS and RULES.pending(one).values["most"] == 5  # type: ignore[union-attr]
    assert [herd.owner for herd in one.herds[near]] == [ME, OTHER, THIRD], "3 and the T-Rex's 3 pass the 4"
    legal = RULES.legal(one)
    assert TRexEats((0, 4, 1)) in legal and TRexEats((0, 0, 0)) in legal
    assert all(action.dinos[0] == 0 for action in legal), "the actor's own herd is never eaten"  # type: ignore[attr-defined]
    assert RULES.check(one, TRexEats((1, 0, 0))).rule == "triassic_terror.prey.own_herd"  # type: ignore[union-attr]
    assert RULES.check(one, TRexEats((0, 4, 2))).rule == "triassic_terror.prey.too_many"  # type: ignore[union-attr]
    eaten = play(one, TRexEats((0, 3, 2)))
    assert [(herd.owner, herd.dinos) for herd in eaten.herds[near]] == [(ME, 3), (OTHER, 1)]
    assert eaten.seats[THIRD].supply == one.seats[THIRD].supply + 2 and eaten.step == TURN
    two = play(state, SendTRex(far, 2))
    assert RULES.pending(two).values["most"] == 3  # type: ignore[union-attr]
    assert RULES.check(two, TRexEats((3, 1, 0))).rule == "triassic_terror.prey.too_many"  # type: ignore[union-attr]
    assert RULES.check(two, TRexEats((2, 1, 0))) is None
    assert play(two, TRexEats((2, 1, 0))).herds[far] == (evolve(two.herds[far][0], dinos=4),)


def test_it_counts_three_for_its_owners_herd_only() -> None:
    """TT-D23: the T-Rex adds 3 to its owner's herd in its area for ranking; other herds there get
    nothing, and it is no dino: the supply and the dinos on the board are unchanged by it."""
    area = AREA["desert_outer"]
    state = at_turn(3, "t_rex", herds={area: [(OTHER, 4), (ME, 2)]})
    after = play(state, SendTRex(area, 1), TRexEats((0, 0, 0)))
    assert [herd.owner for herd in after.herds[area]] == [ME, OTHER], "2 + 3 pass the 4"
    assert after.dinos_on_board(ME) == 2 and after.seats[ME].supply == state.seats[ME].supply
    grown, _ = place(after, OTHER, area, 1)
    assert [herd.owner for herd in grown.herds[area]] == [ME, OTHER], "5 against 5: the incumbent stays"
    passed, _ = place(grown, OTHER, area, 1)
    assert [herd.owner for herd in passed.herds[area]] == [OTHER, ME]


def test_without_an_own_herd_it_holds_no_habitat() -> None:
    """TT-D23: without its owner's herd in the area the T-Rex is no herd: no habitat, no points."""
    area = AREA["desert_outer"]
    state = at_turn(3, "t_rex", herds={area: [(OTHER, 1)]})
    after = play(state, SendTRex(area, 1), TRexEats((0, 0, 0)))
    assert after.t_rex == area and [herd.owner for herd in after.herds[area]] == [OTHER]
    assert after.herd(area, ME) is None
