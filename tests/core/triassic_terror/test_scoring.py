"""A period's scoring (TT-D26 to TT-D31): habitats by board side, ash, presence, dominance, ranking.

The boards are laid by hand, each herd placed directly in habitat order, and the expected
points are worked out by hand from the points table of components.yaml (the Swamp's +1 on
large and medium habitats included):

    standard side (2-4)        large medium small    crowded side (5-6)   large medium small
    outer                          3      1     0    outer                    3      2     1
    middle                         4      2     0    middle                   5      3     1
    inner                          6      3     0    inner                    6      4     2
    Swamp outer/middle/inner   4/5/7  2/3/4     0    Swamp o/m/i          4/6/7  3/4/5 1/1/2
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from core.engine.evolve import evolve
from core.games.triassic_terror.components import components
from core.games.triassic_terror.scoring import (
    DINOS_TIEBREAK,
    DOMINANCE,
    HABITATS,
    PRESENCE,
    final_ranking,
    score_period,
    scored,
)
from core.games.triassic_terror.setup import new_game
from core.games.triassic_terror.state import Herd, TriassicTerrorState

PARTS = components()
A, B, C, D, E, F = range(6)
TRIASSIC_END, JURASSIC_END = 3, 6  # the rounds after which the first two scorings come


def board(
    players: int,
    herds: Mapping[str, list[tuple[int, int]]],
    round: int = JURASSIC_END,
    ash: tuple[str, ...] = (),
    t_rex: tuple[str, int] | None = None,
) -> TriassicTerrorState:
    """A state after ``round`` whose board holds only ``herds``: per area, (seat, dinos) in habitat order."""
    laid: list[tuple[Herd, ...]] = [() for _ in PARTS.areas]
    for area_id, area_herds in herds.items():
        laid[PARTS.area(area_id).index] = tuple(Herd(seat, dinos) for seat, dinos in area_herds)
    state = evolve(
        new_game(players, seed=1),
        round=round,
        herds=tuple(laid),
        ash=tuple(PARTS.area(area_id).index for area_id in ash),
    )
    if t_rex is not None:
        state = evolve(state, t_rex=PARTS.area(t_rex[0]).index, t_rex_owner=t_rex[1])
    return state


def with_scores(state: TriassicTerrorState, scores: tuple[int, ...]) -> TriassicTerrorState:
    seats = tuple(evolve(seat, score=score) for seat, score in zip(state.seats, scores, strict=True))
    return evolve(state, seats=seats)


def points(state: TriassicTerrorState) -> list[tuple[int, int, int]]:
    """Each seat's (habitats, presence, dominance) at the scoring of this state."""
    scoring = score_period(PARTS, state)
    return [(seat[HABITATS], seat[PRESENCE], seat[DOMINANCE]) for seat in scoring.points]


def holders(state: TriassicTerrorState, area_id: str) -> list[tuple[int, int]]:
    """The (seat, points) of each habitat held in the area, large first."""
    area = PARTS.area(area_id).index
    scored_area = next(each for each in score_period(PARTS, state).areas if each.area == area)
    return [(held.seat, held.points) for held in scored_area.holders]


# One herd of seat A in the inner area of three environments: every test adds the Forest or leaves it out.
EVERYWHERE = {"swamp_inner": [(A, 1)], "desert_inner": [(A, 1)], "mountains_inner": [(A, 1)]}


def test_a_scoring_reads_the_board_as_it_stands() -> None:
    """Seed: "… bis zur Wertung auch besetzt zu halten" (TT-D27): only the order at the scoring counts."""
    before = board(2, {"desert_inner": [(A, 4), (B, 3)]}, round=TRIASSIC_END)
    assert holders(before, "desert_inner") == [(A, 6), (B, 3)]
    after = board(2, {"desert_inner": [(B, 5), (A, 4)]}, round=TRIASSIC_END)
    assert holders(after, "desert_inner") == [(B, 6), (A, 3)]
    # Equal herds score by their order as it stands: the one above takes the large habitat.
    tied = board(2, {"desert_inner": [(B, 4), (A, 4)]}, round=TRIASSIC_END)
    assert points(tied) == [(3, 0, 0), (6, 0, 0)]
    assert score_period(PARTS, board(2, {}, round=TRIASSIC_END)).areas == (), "an empty board scores nobody"


def test_a_small_habitat_scores_nothing_at_four_players() -> None:
    """Seed: "Die großen und die mittleren Habitate bringen im 2 bis 4 Spieler-Spiel Punkte …"."""
    state = board(4, {"forest_inner": [(A, 5), (B, 4), (C, 3)]}, round=TRIASSIC_END)
    assert state.side == "standard"
    assert holders(state, "forest_inner") == [(A, 6), (B, 3), (C, 0)]


def test_a_small_habitat_scores_at_five_players() -> None:
    """Seed: "Im 5 und 6 Spieler-Spiel bringen dann auch noch die kleinen Habitate Punkte …"."""
    state = board(5, {"forest_inner": [(A, 5), (B, 4), (C, 3)], "swamp_inner": [(D, 2), (E, 1)]})
    assert state.side == "crowded"
    assert holders(state, "forest_inner") == [(A, 6), (B, 4), (C, 2)]
    assert holders(state, "swamp_inner") == [(D, 7), (E, 5)]


def test_an_ash_covered_area_scores_no_habitat_points() -> None:
    """TT-D26: ash blocks that area's habitat points; the herds still stand there."""
    state = board(3, {"desert_inner": [(A, 4), (B, 2)], "desert_outer": [(C, 2)]}, ash=("desert_inner",))
    scoring = score_period(PARTS, state)
    ashed = next(each for each in scoring.areas if each.area == PARTS.area("desert_inner").index)
    assert ashed.ash
    assert [(held.seat, held.dinos, held.points) for held in ashed.holders] == [(A, 4, 0), (B, 2, 0)]
    assert [seat[HABITATS] for seat in scoring.points] == [0, 0, 3]
    # An ash-covered area where no herd stands is still shown, with nobody scoring.
    empty = score_period(PARTS, board(3, {}, ash=("forest_middle",)))
    assert [(each.area, each.ash, each.holders) for each in empty.areas] == [
        (PARTS.area("forest_middle").index, True, ())
    ]


def test_the_scoring_clears_the_ash_and_adds_the_points() -> None:
    """TT-D26: the ash lies until the next scoring has been done, no longer."""
    state = board(2, {"desert_inner": [(A, 4)], "desert_outer": [(B, 1)]}, ash=("desert_inner",))
    state = with_scores(state, (10, 10))
    after = scored(state, score_period(PARTS, state))
    assert after.ash == ()
    # A: ash, no presence, desert dominance 4; B: desert outer 3.
    assert [seat.score for seat in after.seats] == [14, 13]
    assert after.herds == state.herds, "scoring moves no herd"


def test_presence_and_dominance_come_only_after_their_rounds() -> None:
    """TT-D28: the specials at the scorings after rounds 6 and 9, or 6 and 8 at five and six players."""
    herds = {**EVERYWHERE, "forest_inner": [(A, 1)]}
    for players, rounds in ((2, (3, 6, 9)), (4, (3, 6, 9)), (5, (3, 6, 8)), (6, (3, 6, 8))):
        specials = [score_period(PARTS, board(players, herds, round=after)).specials for after in rounds]
        assert specials == [False, True, True], players
    assert points(board(4, herds, round=TRIASSIC_END))[A] == (6 + 6 + 6 + 7, 0, 0)
    assert points(board(4, herds, round=9))[A] == (6 + 6 + 6 + 7, 5, 4 * 4)
    with pytest.raises(ValueError, match="round 4 ends no period"):
        score_period(PARTS, board(4, herds, round=4))


def test_presence_scores_five_with_a_dino_in_every_environment() -> None:
    """Seed: "… die in jedem Gebiet mindestens einen Dino besitzen …" (TT-D29)."""
    everywhere = board(3, {**EVERYWHERE, "forest_outer": [(B, 3), (A, 1)]})
    assert [seat[PRESENCE] for seat in score_period(PARTS, everywhere).points] == [5, 0, 0]
    three = board(3, EVERYWHERE)
    assert [seat[PRESENCE] for seat in score_period(PARTS, three).points] == [0, 0, 0]
    # Dinos under ash are still there: presence counts them.
    ashed = board(3, {**EVERYWHERE, "forest_outer": [(A, 1)]}, ash=("forest_outer", "desert_inner"))
    assert score_period(PARTS, ashed).presence == (A,)


def test_dominance_scores_four_for_the_most_dinos_in_an_environment() -> None:
    """Seed: "… derjenige, der in allen Habitaten eines Gebiets die meisten Dinos hat" (TT-D30)."""
    # Desert: A's 2 + 3 = 5 over two areas beat B's 4 and C's 4, though A holds no large habitat.
    desert = {"desert_outer": [(B, 4), (A, 2)], "desert_inner": [(C, 4), (A, 3)]}
    state = board(3, desert, ash=("desert_outer",))
    scoring = score_period(PARTS, state)
    (dominated,) = scoring.dominance
    assert dominated.environment == PARTS.environment("desert").index
    assert dominated.dinos == (5, 4, 4) and dominated.leaders == (A,) and dominated.points == 4
    # Ash does not matter; the empty environments score nobody.
    assert [seat[DOMINANCE] for seat in scoring.points] == [4, 0, 0]


def test_dominance_tied_for_most_scores_two_each() -> None:
    """TT-D30: every player tied for the most scores 2."""
    state = board(
        4,
        {
            "mountains_outer": [(A, 3), (B, 1)],
            "mountains_inner": [(B, 2), (C, 3)],
            "forest_middle": [(D, 2), (A, 1)],
            "forest_inner": [(B, 1)],
            "swamp_middle": [(C, 2)],
            "swamp_inner": [(D, 2)],
        },
    )
    scoring = score_period(PARTS, state)
    by_environment = {PARTS.environments[each.environment].id: each.leaders for each in scoring.dominance}
    assert by_environment == {"swamp": (C, D), "mountains": (A, B, C), "forest": (D,)}
    assert [seat[DOMINANCE] for seat in scoring.points] == [2, 2, 2 + 2, 2 + 4]


def test_the_t_rex_counts_for_no_bonus() -> None:
    """TT-D23, TT-D29, TT-D30: the T-Rex shapes the habitat order, but it is no dino for the bonuses."""
    # B's T-Rex counts 3 for B's herd of 2: 5 against A's 3, so B holds the large habitat.
    forest = board(2, {"forest_outer": [(B, 2), (A, 3)]}, t_rex=("forest_outer", B))
    assert holders(forest, "forest_outer") == [(B, 3), (A, 1)]
    (dominated,) = score_period(PARTS, forest).dominance
    assert dominated.dinos == (3, 2) and dominated.leaders == (A,)
    # B's dinos stand in three environments, B's T-Rex alone in the fourth: no presence.
    lone = board(
        2,
        {"swamp_outer": [(B, 1)], "mountains_outer": [(B, 1)], "forest_outer": [(B, 1)]},
        t_rex=("desert_outer", B),
    )
    scoring = score_period(PARTS, lone)
    assert scoring.presence == ()
    assert [each.environment for each in scoring.dominance] == [0, 2, 3], "the T-Rex dominates no desert"


def test_two_players_worked_out_by_hand() -> None:
    """The Jurassic scoring at 2 players, standard side: ash, a dominance tie and a lone T-Rex."""
    state = board(
        2,
        {
            "swamp_outer": [(A, 5), (B, 3)],
            "swamp_middle": [(B, 4)],
            "desert_outer": [(A, 3)],
            "desert_middle": [(A, 2), (B, 2)],  # equal herds: A stood there first and stays above
            "desert_inner": [(B, 3)],
            "mountains_outer": [(A, 1)],
            "forest_inner": [(B, 6), (A, 2)],
        },
        ash=("mountains_outer",),
        t_rex=("mountains_inner", B),  # no B herd there: B is not present in the mountains
    )
    # area              A            B
    # swamp outer       5 large 4    3 medium 2
    # swamp middle                   4 large 5
    # desert outer      3 large 3
    # desert middle     2 large 4    2 medium 2
    # desert inner                   3 large 6
    # mountains outer   1 ash 0
    # forest inner      2 medium 3   6 large 6
    # habitats          14           21
    # presence          5            0 (no dino in the mountains)
    # dominance: swamp A 5 / B 7 -> B 4; desert A 5 / B 5 -> 2 each;
    #            mountains A 1 -> A 4 (ash does not matter); forest A 2 / B 6 -> B 4
    # dominance         6            10
    # total             25           31
    assert points(state) == [(14, 5, 6), (21, 0, 10)]
    scoring = score_period(PARTS, state)
    assert [scoring.total(seat) for seat in (A, B)] == [25, 31]
    assert scoring.period == 1 and scoring.specials


def test_four_players_worked_out_by_hand() -> None:
    """The Jurassic scoring at 4 players, standard side: small habitats, ash, ties in the specials."""
    state = board(
        4,
        {
            "swamp_outer": [(A, 6), (D, 4), (C, 4)],
            "swamp_middle": [(B, 5)],
            "swamp_inner": [(C, 4), (B, 2)],
            "desert_outer": [(D, 3)],
            "desert_middle": [(A, 3), (B, 5)],  # A's T-Rex: 3 + 3 = 6 above B's 5
            "mountains_middle": [(C, 2), (D, 2), (B, 1)],
            "mountains_inner": [(A, 1)],
            "forest_outer": [(D, 2)],
            "forest_inner": [(A, 1)],
        },
        ash=("desert_outer",),
        t_rex=("desert_middle", A),
    )
    # area               A            B             C             D
    # swamp outer        6 large 4                  4 small 0     4 medium 2
    # swamp middle                    5 large 5
    # swamp inner                     2 medium 4    4 large 7
    # desert outer                                                3 ash 0
    # desert middle      3 large 4    5 medium 2
    # mountains middle                1 small 0     2 large 4     2 medium 2
    # mountains inner    1 large 6
    # forest outer                                                2 large 3
    # forest inner       1 large 6
    # habitats           20           11            11            7
    # presence           5            0 (forest)    0 (desert)    5 (the ashed desert counts)
    # dominance: swamp A 6 / B 7 / C 8 / D 4 -> C 4; desert A 3 (T-Rex not counted) / B 5 / D 3 -> B 4;
    #            mountains A 1 / B 1 / C 2 / D 2 -> C and D 2 each; forest A 1 / D 2 -> D 4
    # dominance          0            4             6             6
    # total              25           15            17            18
    assert points(state) == [(20, 5, 0), (11, 0, 4), (11, 0, 6), (7, 5, 6)]


def test_six_players_worked_out_by_hand() -> None:
    """The final scoring at 6 players (after round 8), crowded side: three herds in an area, ash, ties."""
    state = board(
        6,
        {
            "swamp_outer": [(A, 7), (B, 5), (C, 5)],
            "swamp_middle": [(D, 4), (E, 3)],
            "swamp_inner": [(F, 6), (A, 2), (B, 2)],
            "desert_outer": [(C, 3), (D, 1)],
            "desert_middle": [(E, 4), (F, 3), (A, 2)],
            "desert_inner": [(B, 2)],
            "mountains_outer": [(D, 2)],
            "mountains_middle": [(C, 4), (E, 4), (F, 1)],
            "forest_outer": [(A, 3), (F, 2), (B, 1)],
            "forest_middle": [(E, 2), (D, 2)],
            "forest_inner": [(C, 1)],
        },
        round=8,
        ash=("desert_middle",),
    )
    # area              A          B          C          D          E          F
    # swamp outer       7 L 4      5 M 3      5 S 1
    # swamp middle                                       4 L 6      3 M 4
    # swamp inner       2 M 5      2 S 2                                       6 L 7
    # desert outer                            3 L 3      1 M 2
    # desert middle     2 ash 0                                     4 ash 0    3 ash 0
    # desert inner                 2 L 6
    # mountains outer                                    2 L 3
    # mountains middle                        4 L 5                 4 M 3      1 S 1
    # forest outer      3 L 3      1 S 1                                       2 M 2
    # forest middle                                      2 M 3      2 L 5
    # forest inner                            1 L 6
    # habitats          12         12         15         14         12         10
    # presence          0          0          5          5          5          5
    # (A and B have no dino in the mountains; E's only desert dinos stand under ash and count)
    # dominance: swamp A 9 / B 7 / F 6 / C 5 / D 4 / E 3 -> A 4;
    #            desert E 4 / C 3 / F 3 / A 2 / B 2 / D 1 -> E 4 (ash does not matter);
    #            mountains C 4 / E 4 / D 2 / F 1 -> C and E 2 each;
    #            forest A 3 / D 2 / E 2 / F 2 / B 1 / C 1 -> A 4
    # dominance         8          0          2          0          6          0
    # total             20         12         22         19         23         15
    assert points(state) == [(12, 0, 8), (12, 0, 0), (15, 5, 2), (14, 5, 0), (12, 5, 6), (10, 5, 0)]
    scoring = score_period(PARTS, state)
    assert scoring.period == 2
    swamp_outer = next(each for each in scoring.areas if each.area == PARTS.area("swamp_outer").index)
    assert [(held.seat, held.habitat, held.dinos, held.points) for held in swamp_outer.holders] == [
        (A, 0, 7, 4),
        (B, 1, 5, 3),
        (C, 2, 5, 1),
    ]
    after = scored(state, scoring)
    assert [seat.score for seat in after.seats] == [20, 12, 22, 19, 23, 15]
    assert final_ranking(after).places == (3, 6, 2, 4, 1, 5)


def test_the_final_ranking_breaks_ties_by_dinos_on_the_board_then_shares() -> None:
    """TT-D31: most points; equal points, most dinos on the board (T-Rex not counted); else shared."""
    state = board(
        4,
        {"swamp_outer": [(A, 4), (B, 3)], "desert_inner": [(B, 2), (C, 5)], "forest_inner": [(D, 1)]},
        round=9,
        t_rex=("desert_inner", B),  # would make B's 5 dinos 8: it does not count
    )
    ranking = final_ranking(with_scores(state, (40, 40, 40, 12)))
    # A 4 dinos, B 5, C 5: B and C share the first place, A is third.
    assert ranking.places == (3, 1, 1, 4)
    assert ranking.tiebreak is not None and ranking.tiebreak.key == DINOS_TIEBREAK
    assert ranking.tiebreak.values == (4, 5, 5, 1)
    by_points = final_ranking(with_scores(state, (9, 30, 20, 10)))
    assert by_points.places == (4, 1, 2, 3) and by_points.tiebreak is None
