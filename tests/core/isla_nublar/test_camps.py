"""Building camps: the cost and the crates taken back, stacks, the area points, and the scoring
card each camp scores (seed "Camp errichten", "Wertung auslösen"; IN-D10 to IN-D12, IN-D40)."""

from __future__ import annotations

from core.engine.evolve import evolve
from core.engine.tuples import put
from core.games.isla_nublar.actions import BuildCamp, ChooseScoring, EndTurn, PlaceCrate
from core.games.isla_nublar.camping import points_now
from core.games.isla_nublar.components import components
from core.games.isla_nublar.scoring import SOURCES
from core.games.isla_nublar.state import LAST_CAMP, SCORE, TURN, IslaNublarState
from tests.core.isla_nublar.playing import RULES, at, new, play, play_events, with_hand
from tests.core.isla_nublar.test_crates import with_crates

PARTS = components()


def scoring_card(card_id: str) -> int:
    return next(card for card in PARTS.scoring_cards if PARTS.card(card).id == card_id)


def with_row(state: IslaNublarState, *card_ids: str) -> IslaNublarState:
    """The scoring row begins with these cards; the others follow in their order."""
    first = tuple(scoring_card(card_id) for card_id in card_ids)
    rest = tuple(card for card in state.scoring_row + state.scoring_deck if card not in first)
    return evolve(state, scoring_row=(first + rest)[:5], scoring_deck=(first + rest)[5:])


def test_a_camp_costs_four_crate_points() -> None:
    """Seed: "Ein Camp kostet 4 Kisten, die du über Karten mit Kisten-Symbol bezahlst"."""
    state = with_hand(new(), 0, (), crate_points=3)
    assert not any(isinstance(option, BuildCamp) for option in RULES.legal(state))
    violation = RULES.check(state, BuildCamp(at(0, 3), 0))
    assert violation is not None and violation.rule == "isla_nublar.camp.too_dear"
    assert violation.values == {"cost": 4, "points": 3}
    built = play(evolve(state, crate_points=4), BuildCamp(at(0, 3), 0))
    assert built.camps[at(0, 3)] == (0,) and built.crate_points == 0 and built.active.camps == 5


def test_own_crates_taken_back_lower_the_cost() -> None:
    """Seed: "Liegen auf dem Zielfeld eigene Ausrüstungskisten, darfst du beliebig viele davon in
    deinen Vorrat zurücknehmen; jede senkt die Baukosten um 1"; IN-D10: others' crates stay and do
    not count; extra ones give no credit; a camp costing 0 needs no card."""
    state = with_crates(with_hand(new(), 0, (), crate_points=1), at(2, 3), 0, 3)
    state = with_crates(state, at(2, 3), 1, 2)
    legal = [option for option in RULES.legal(state) if isinstance(option, BuildCamp)]
    assert legal == [BuildCamp(at(2, 3), 3)]
    built = play(state, BuildCamp(at(2, 3), 3))
    assert built.crates[at(2, 3)] == (0, 2) and built.active.crates == 6 and built.crate_points == 0
    free = with_crates(with_hand(new(), 0, ()), at(2, 4), 0, 5)
    assert BuildCamp(at(2, 4), 5) in RULES.legal(free) and BuildCamp(at(2, 4), 4) in RULES.legal(free)
    assert BuildCamp(at(2, 4), 3) not in RULES.legal(free)
    assert play(free, BuildCamp(at(2, 4), 5)).active.crates == 6
    violation = RULES.check(free, BuildCamp(at(2, 4), 6))
    assert violation is not None and violation.rule == "isla_nublar.camp.take_back"


def test_saving_up_for_a_camp_over_several_turns() -> None:
    """Seed: "So sparst du über mehrere Züge auf ein Camp hin": crates placed one turn pay the next."""
    state = play(with_hand(new(), 0, (), crate_points=2), PlaceCrate(at(5, 3)), PlaceCrate(at(5, 3)))
    state = evolve(state, crate_points=2)
    assert BuildCamp(at(5, 3), 2) in RULES.legal(state)


def test_camps_stack_up_to_three_never_beside_each_other() -> None:
    """Seed: "Steht dort bereits ein Camp, stellst du deines obenauf – maximal 3 Camps übereinander,
    nie 2 nebeneinander auf einem Feld"; IN-D8: a stack below 3."""
    state = with_hand(new(3), 0, (), crate_points=8)
    state = evolve(state, camps=put(state.camps, at(1, 3), (1,)))
    state = play(state, BuildCamp(at(1, 3), 0), ChooseScoring(0))
    assert state.camps[at(1, 3)] == (1, 0)
    state = evolve(state, camps=put(state.camps, at(1, 4), (1, 2, 1)), crate_points=4)
    assert BuildCamp(at(1, 4), 0) not in RULES.legal(state)
    violation = RULES.check(state, BuildCamp(at(1, 4), 0))
    assert violation is not None and violation.rule == "isla_nublar.island.stack_full"


def test_no_camp_on_a_volcano_or_with_a_dinosaur() -> None:
    """Seed: "Setze das Camp auf ein beliebiges Feld ohne Dinosaurier und außerhalb der Vulkanfelder"."""
    state = with_hand(new(), 0, (), crate_points=4)
    state = evolve(state, dinosaurs=put(state.dinosaurs, 2, at(3, 3)))
    assert RULES.check(state, BuildCamp(at(3, 3), 0)).rule == "isla_nublar.island.dinosaur"  # type: ignore[union-attr]
    assert RULES.check(state, BuildCamp(PARTS.volcanoes[0], 0)).rule == "isla_nublar.island.volcano"  # type: ignore[union-attr]


def test_the_upper_areas_pay_points_for_every_camp_built() -> None:
    """Seed: "Baust du in einem der 3 oberen Inselbereiche, bekommst du sofort die neben dem Bereich
    angegebenen Punkte"; IN-D11: 3, 2, 1 and 0, on an empty space or a stack."""
    for place, points in (((0, 1), 3), ((0, 3), 2), ((1, 5), 1), ((3, 8), 0)):
        state = with_row(with_hand(new(), 0, (), crate_points=4), "river")
        state, events = play_events(state, BuildCamp(at(*place), 0))
        assert state.active.score == points and state.active.earned[SOURCES.index("area")] == points
        assert events[0].values["points"] == points and state.step == SCORE


def test_a_surplus_builds_a_second_camp_which_scores_from_the_new_first_three() -> None:
    """Seed: "Überschuss darf für ein weiteres Camp ... genutzt werden"; IN-D12: a second camp in
    the turn scores from the new first three."""
    state = with_row(
        with_hand(new(), 0, (), crate_points=8), "river", "columns", "variety", "stacks", "groups"
    )
    state = play(state, BuildCamp(at(0, 3), 0), ChooseScoring(0))
    assert [PARTS.card(card).id for card in state.scoring_row] == [
        "columns",
        "variety",
        "stacks",
        "groups",
        "river",
    ]
    state = play(state, BuildCamp(at(6, 3), 0))
    assert RULES.legal(state) == [ChooseScoring(0), ChooseScoring(1), ChooseScoring(2)]
    state = play(state, ChooseScoring(2))
    assert [PARTS.card(card).id for card in state.scoring_row] == [
        "columns",
        "variety",
        "groups",
        "river",
        "stacks",
    ]


def test_building_scores_one_active_card_with_the_new_camp_standing() -> None:
    """Seed: "Sobald du ein Camp errichtest, wertest du sofort. Wähle eine der 3 Wertungskarten aus
    dem aktiven Bereich und rücke deinen Zählstein um die dort angegebenen Punkte vor. Danach nimmst
    du diese Karte vom Plan, schiebst alle Karten in Pfeilrichtung nach und legst die genutzte Karte
    ans Ende"; IN-D12."""
    state = with_row(with_hand(new(), 0, (), crate_points=4), "stacks", "columns", "park", "groups")
    state = evolve(state, camps=put(state.camps, at(1, 1), (0,)))
    state = play(state, BuildCamp(at(4, 2), 0))
    assert [points_now(state, card, 0).points for card in state.scoring_row[:3]] == [0, 6, 2]
    assert ChooseScoring(3) not in RULES.legal(state)
    assert RULES.check(state, ChooseScoring(3)).rule == "isla_nublar.scoring.not_active"  # type: ignore[union-attr]
    state, events = play_events(state, ChooseScoring(1))
    assert state.active.score == 3 + 6 and state.active.earned[SOURCES.index("columns")] == 6
    assert events[0].values == {"card": scoring_card("columns"), "points": 6, "spaces": [at(1, 1), at(4, 2)]}
    assert state.scoring_row[-1] == scoring_card("columns") and state.step == TURN
    assert state.scored == ((0, scoring_card("columns"), 6),)


def test_a_card_giving_nothing_may_be_chosen_and_still_moves() -> None:
    """IN-D12: "A 0-point card may be chosen; it still moves"."""
    state = with_row(with_hand(new(), 0, (), crate_points=4), "stacks", "columns", "park")
    state = play(state, BuildCamp(at(0, 3), 0), ChooseScoring(0))
    assert state.active.score == 2 and state.scoring_row[-1] == scoring_card("stacks")


def test_the_last_camp_from_the_supply_triggers_the_end() -> None:
    """Brief: the game ends "when a player builds their last camp from their supply"; IN-D40: own
    camps in the general supply do not count."""
    state = with_hand(new(2), 0, (), crate_points=8)
    state = evolve(state, seats=put(state.seats, 0, evolve(state.active, camps=2)))
    state = play(state, BuildCamp(at(0, 3), 0), ChooseScoring(0))
    assert not state.end
    state, events = play_events(state, BuildCamp(at(0, 4), 0))
    assert state.end == LAST_CAMP and state.general_camps[0] == 2
    assert any(event.kind == "end_triggered" and event.values == {"how": LAST_CAMP} for event in events)


def test_a_camp_needs_one_in_the_personal_supply() -> None:
    """IN-D2 / IN-D10: a camp comes from the personal supply (the score marker is never built)."""
    state = with_hand(new(2), 0, (), crate_points=8)
    state = evolve(state, seats=put(state.seats, 0, evolve(state.active, camps=0)))
    assert not any(isinstance(option, BuildCamp) for option in RULES.legal(state))
    assert RULES.check(state, BuildCamp(at(0, 3), 0)).rule == "isla_nublar.camp.none_in_supply"  # type: ignore[union-attr]


def test_crates_placed_stay_on_the_island_when_the_turn_ends() -> None:
    """Seed: "So sparst du über mehrere Züge auf ein Camp hin": the end of the turn lapses the pools
    but leaves the crates; in the seat's next turn they lower the camp's cost."""
    state = play(with_hand(new(), 0, (), crate_points=2), PlaceCrate(at(5, 3)), PlaceCrate(at(5, 3)))
    state = play(state, EndTurn())
    assert state.turn == 1 and state.crates[at(5, 3)] == (2, 0) and state.crate_points == 0
    state = play(with_hand(state, 1, ()), EndTurn())
    state = with_hand(state, 0, (), crate_points=2)
    assert state.turn == 0 and BuildCamp(at(5, 3), 2) in RULES.legal(state)
    assert BuildCamp(at(5, 3), 1) not in RULES.legal(state)


def test_a_camp_built_on_a_stack_pays_its_area_points_too() -> None:
    """IN-D11: area points with every camp built from the personal supply, "on an empty space or a
    stack"."""
    state = with_row(with_hand(new(3), 0, (), crate_points=4), "river")
    state = evolve(state, camps=put(state.camps, at(1, 1), (1, 2)))
    state, events = play_events(state, BuildCamp(at(1, 1), 0))
    assert state.camps[at(1, 1)] == (1, 2, 0)
    assert state.active.score == 3 and events[0].values["points"] == 3
