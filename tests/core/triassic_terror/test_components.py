"""The component file: each count the seed or the brief states, as data; a damaged copy is refused.

Each test cites its source: a seed sentence (German, shortened), a published fact of the brief,
or one of the brief's decisions (TT-Dn). docs/rules/triassic_terror.md maps them all.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import Any

import pytest
import yaml

from core.engine.components import ComponentError, parse, read_text
from core.games.triassic_terror import ENTRY
from core.games.triassic_terror import components as tt
from core.games.triassic_terror.components import Components
from core.games.triassic_terror.schema import HABITATS, RINGS, TILES

PARTS = tt.components()
TEXT = read_text("triassic_terror", tt.FILE)
PLAYER_COUNTS = range(ENTRY.min_players, ENTRY.max_players + 1)
CIRCLE = ("swamp", "desert", "mountains", "forest")


def loaded(text: str) -> Components:
    return tt.build(parse(tt.LABEL, text, tt.SCHEMA))


def area_id(index: int) -> str:
    return PARTS.areas[index].id


def environment_of(index: int) -> str:
    return PARTS.environments[PARTS.areas[index].environment].id


def links() -> set[frozenset[str]]:
    return {
        frozenset((area.id, area_id(there))) for area in PARTS.areas for there in PARTS.neighbours[area.index]
    }


# --- the board --------------------------------------------------------------------------------


def test_the_component_file_loads_and_names_its_version() -> None:
    assert loaded(TEXT) == PARTS
    assert PARTS.version


def test_four_environments_of_three_areas_with_three_habitats_each() -> None:
    """Seed: "Jede Klimazone hat drei Abschnitte und jeder Abschnitt drei Habitate." """
    assert len(PARTS.environments) == 4 and len(PARTS.areas) == 12
    for environment in PARTS.environments:
        rings = sorted(PARTS.areas[area].ring for area in PARTS.areas_of(environment.index))
        assert rings == sorted(RINGS)
    assert all(len(points) == len(HABITATS) == 3 for area in PARTS.areas for points in area.points.values())


def test_the_environments_lie_in_the_circle_swamp_desert_mountains_forest() -> None:
    """Seed: "Wüste - Gebirge - Wald - Sumpf"; brief: the circle Swamp-Desert-Mountains-Forest-Swamp."""
    assert tuple(environment.id for environment in PARTS.environments) == CIRCLE


def test_areas_of_one_environment_are_adjacent_ring_to_ring() -> None:
    """Brief, adjacency: within an environment outer-middle and middle-inner, never outer-inner."""
    found = links()
    for environment in CIRCLE:
        for near, far in pairwise(RINGS):
            assert frozenset((f"{environment}_{near}", f"{environment}_{far}")) in found
        assert frozenset((f"{environment}_outer", f"{environment}_inner")) not in found


def test_areas_of_one_ring_are_adjacent_between_neighbouring_environments() -> None:
    """Brief, adjacency: along each ring between neighbours of the circle, the last and the first too."""
    found = links()
    for ring in RINGS:
        for here, there in zip(CIRCLE, CIRCLE[1:] + CIRCLE[:1], strict=True):
            assert frozenset((f"{here}_{ring}", f"{there}_{ring}")) in found
        assert frozenset((f"swamp_{ring}", f"mountains_{ring}")) not in found


def test_no_other_areas_are_adjacent() -> None:
    """Brief, adjacency: 8 links within environments and 12 between them, no others."""
    found = links()
    within = {link for link in found if len({area.rpartition("_")[0] for area in link}) == 1}
    between = found - within
    assert len(within) == 8 and len(between) == 12
    assert all(len({area.rpartition("_")[2] for area in link}) == 1 for link in between), "same ring only"


def test_adjacency_goes_both_ways() -> None:
    for area in PARTS.areas:
        assert all(area.index in PARTS.neighbours[there] for there in PARTS.neighbours[area.index])


def test_the_board_side_follows_the_player_count() -> None:
    """Seed: "… auf die eine (2 bis 4 Spieler) oder andere Seite (5 bis 6 Spieler) gedreht"."""
    assert {players: PARTS.side[players] for players in PLAYER_COUNTS} == {
        2: "standard",
        3: "standard",
        4: "standard",
        5: "crowded",
        6: "crowded",
    }


def test_on_the_standard_side_the_small_habitats_score_nothing() -> None:
    """Seed: "Die großen und die mittleren Habitate bringen im 2 bis 4 Spieler-Spiel Punkte"."""
    for area in PARTS.areas:
        large, medium, small = area.points["standard"]
        assert large > 0 and medium > 0 and small == 0, area.id


def test_on_the_crowded_side_every_habitat_scores() -> None:
    """Seed: "Im 5 und 6 Spieler-Spiel bringen dann auch noch die kleinen Habitate Punkte"."""
    assert all(min(area.points["crowded"]) > 0 for area in PARTS.areas)


def test_the_large_habitat_scores_most_in_every_area() -> None:
    """Seed: "… darf das ertragreichste Habitat in Besitz nehmen": large, then medium, then small."""
    for area in PARTS.areas:
        for side, (large, medium, small) in area.points.items():
            assert large > medium > small or (side == "standard" and large > medium), (area.id, side)


@pytest.mark.parametrize(
    ("side", "table"),
    [
        ("standard", {"outer": (3, 1, 0), "middle": (4, 2, 0), "inner": (6, 3, 0)}),
        ("crowded", {"outer": (3, 2, 1), "middle": (5, 3, 1), "inner": (6, 4, 2)}),
    ],
)
def test_habitat_points_per_ring_follow_the_brief(side: str, table: dict[str, tuple[int, ...]]) -> None:
    """Brief, habitat points: 2-4 outer 3/1, middle 4/2, inner 6/3, small 0;
    5-6 outer 3/2/1, middle 5/3/1, inner 6/4/2 (the Swamp's bonus aside)."""
    for area in PARTS.areas:
        if environment_of(area.index) != "swamp":
            assert area.points[side] == table[area.ring], area.id


@pytest.mark.parametrize("side", ["standard", "crowded"])
def test_swamp_areas_score_one_more_on_large_and_medium_habitats(side: str) -> None:
    """Brief: "On both sides Swamp areas get +1 on primary and secondary" (the Swamp is richest)."""
    for ring in RINGS:
        swamp = PARTS.area(f"swamp_{ring}").points[side]
        desert = PARTS.area(f"desert_{ring}").points[side]
        assert (swamp[0] - desert[0], swamp[1] - desert[1], swamp[2] - desert[2]) == (1, 1, 0), ring


def test_the_score_track_starts_at_zero() -> None:
    """Seed: "einen Wertungsstein, der auf die 0 der Zählleiste kommt"."""
    assert PARTS.score_start == 0 and PARTS.score_spaces > 0


# --- periods, rounds and scorings -------------------------------------------------------------


def test_three_periods_triassic_jurassic_cretaceous() -> None:
    """Seed: "Das Spiel geht über drei Perioden (Trias, Jura und Kreidezeit)." """
    assert PARTS.periods == ("triassic", "jurassic", "cretaceous")


def test_three_rounds_per_period_and_a_shorter_cretaceous_at_five_and_six() -> None:
    """Seed: "Jede Periode teilt sich dabei in drei Runden"; brief, length: at 5-6 the Cretaceous has 2."""
    for players in PLAYER_COUNTS:
        assert PARTS.rounds[players] == ((3, 3, 3) if players <= 4 else (3, 3, 2)), players


def test_a_scoring_ends_each_of_the_three_periods() -> None:
    """Seed: "Es finden drei Wertungen statt." """
    assert all(len(PARTS.scoring_rounds(players)) == 3 for players in PLAYER_COUNTS)


def test_scorings_come_after_rounds_three_six_and_nine_or_eight() -> None:
    """Seed: "Die ersten beiden Wertungen jeweils nach drei Spielrunden und die letzte … auch eher"."""
    for players in PLAYER_COUNTS:
        assert PARTS.scoring_rounds(players) == ((3, 6, 9) if players <= 4 else (3, 6, 8)), players


def test_special_scorings_come_after_the_rounds_the_brief_gives() -> None:
    """TT-D28: presence and dominance after rounds 6 and 9 at 2-4 players, 6 and 8 at 5-6."""
    for players in PLAYER_COUNTS:
        assert PARTS.special_rounds[players] == ((6, 9) if players <= 4 else (6, 8)), players


def test_presence_scores_five_and_dominance_four_or_two_when_shared() -> None:
    """Brief, special scorings: presence 5; dominance 4 per environment, each tied player 2."""
    assert (PARTS.special_points.presence, PARTS.special_points.dominance) == (5, 4)
    assert PARTS.special_points.dominance_shared == 2


# --- the action track and the actions ---------------------------------------------------------


def test_six_action_tiles_on_six_spaces() -> None:
    """Seed: "Von den sechs Aktionsplättchen …"; brief: the six tiles New Environment … Raptors."""
    assert PARTS.action_track.spaces == len(TILES) == 6
    assert set(TILES) == {"new_environment", "herd_growth", "herd_migration", "hatch", "t_rex", "raptors"}


def test_round_one_puts_migration_on_six_and_raptors_on_five_with_a_white_dino_each() -> None:
    """Seed: "Herdenwanderung" auf das Feld 6 … "Raptoren" auf die 5 … jeweils … ein weißer Dino (TT-D7)."""
    fixed = {tile.tile: (tile.space, tile.white_dinos) for tile in PARTS.action_track.fixed}
    assert fixed == {"herd_migration": (6, 1), "raptors": (5, 1)}


def test_the_other_four_tiles_are_shuffled_onto_spaces_one_to_four() -> None:
    """Seed: "Die anderen vier Aktionsplättchen werden … auf die anderen vier Felder … (1 bis 4) gelegt"."""
    fixed_tiles = {tile.tile for tile in PARTS.action_track.fixed}
    fixed_spaces = {tile.space for tile in PARTS.action_track.fixed}
    assert len(set(TILES) - fixed_tiles) == 4
    assert set(range(1, PARTS.action_track.spaces + 1)) - fixed_spaces == {1, 2, 3, 4}


def test_an_unpicked_tile_gains_one_white_dino_per_round() -> None:
    """TT-D8: each tile nobody picked gets +1 white dino at the start of the next round."""
    assert PARTS.action_track.idle_white_dinos == 1


def test_an_environment_card_and_new_environment_bring_three_dinos() -> None:
    """Seed: "… so darf man sofort drei Dinos in dem Gebiet …"; a) "… in das man seine drei Dinos bringt"."""
    assert PARTS.deck.dinos == 3 and PARTS.actions.new_environment_dinos == 3


def test_herd_growth_adds_three_and_two() -> None:
    """Seed: b) "Der Spieler darf einer seiner Herden 3 Dinos und einer zweiten 2 Dinos hinzufügen." """
    assert PARTS.actions.growth_dinos == (3, 2)


def test_hatch_adds_three_and_the_pterodactyl_moves_two_and_removes_two() -> None:
    """Seed: c) "… drei neue Dinos …" and "… um bis zu zwei Abschnitte bewegen und dort bis zu zwei
    Dinos entfernen"."""
    actions = PARTS.actions
    assert (actions.hatch_dinos, actions.pterodactyl_reach, actions.pterodactyl_removes) == (3, 2, 2)


def test_migration_moves_two_herds_and_costs_one_dino_between_environments() -> None:
    """Seed: d) "… mit zwei seiner Herden …"; brief: entering another environment costs 1, and one
    dino of every opposing herd in the area left joins."""
    actions = PARTS.actions
    assert (actions.migrating_herds, actions.crossing_loss, actions.capture) == (2, 1, 1)


def test_t_rex_moves_up_to_two_areas_eats_five_or_three_and_counts_as_three() -> None:
    """Brief, T-Rex: up to 2 areas; after 1 area up to 5, after 2 up to 3; counts as 3 dinos (TT-D22-D23)."""
    actions = PARTS.actions
    assert (actions.t_rex_reach, actions.t_rex_eats, actions.t_rex_strength) == (2, (5, 3), 3)


def test_raptors_move_up_to_two_areas_and_eat_two() -> None:
    """Brief, raptors: move up to 2 areas, 2 dinos of the attacked herd are eaten (TT-D24)."""
    assert (PARTS.actions.raptor_reach, PARTS.actions.raptor_bite) == (2, 2)


# --- the deck, the material, the counters ------------------------------------------------------


def test_twenty_eight_environment_cards_seven_per_environment() -> None:
    """Brief, components: 28 environment cards, 7 per environment, no event cards."""
    assert PARTS.deck.cards == (7, 7, 7, 7)


def test_one_environment_card_lies_face_up() -> None:
    """Seed: "Die oberste Karte wird dann aufgedeckt und kommt neben den Stapel." """
    assert PARTS.deck.face_up == 1


def test_the_deck_outlasts_every_card_taken_in_a_game() -> None:
    """TT-D6: never reshuffled, so six players' card per period and the face-up card fit in the deck."""
    assert sum(PARTS.deck.cards) >= ENTRY.max_players * len(PARTS.periods) + PARTS.deck.face_up


def test_each_player_has_18_dinos_and_13_discs_of_three() -> None:
    """Seed: "18 Dinofiguren und 13 Dinoscheiben (eine Scheibe = drei Dinos)"; TT-D4: 57 in all."""
    for players in PLAYER_COUNTS:
        material = PARTS.material[players]
        assert (material.dinos, material.discs, PARTS.disc_dinos) == (18, 13, 3)
        assert PARTS.supply_dinos(players) == 57


def test_each_player_has_one_hatch_and_one_volcano_counter() -> None:
    """Seed: "zwei kleine Aktionsplättchen"; brief: 1 Hatch counter, 1 Volcano counter per player."""
    for players in PLAYER_COUNTS:
        material = PARTS.material[players]
        assert (material.hatch_counters, material.volcano_counters) == (1, 1)


def test_twelve_white_dinos() -> None:
    """Brief, components: 12 white dinos, one pool (TT-D4)."""
    assert PARTS.white_dinos == 12


def test_the_hatch_counter_adds_two() -> None:
    """Brief, Hatch counter: +2 dinos to one of your herds."""
    assert PARTS.counters.hatch_dinos == 2


def test_the_volcano_counter_costs_two_from_the_jurassic_outside_the_swamp() -> None:
    """Brief, Volcano counter: only in the Jurassic or Cretaceous, not in the Swamp, every herd loses 2."""
    counters = PARTS.counters
    assert counters.volcano_loss == 2
    assert tuple(PARTS.periods[period] for period in counters.volcano_periods) == ("jurassic", "cretaceous")
    assert tuple(PARTS.environments[index].id for index in counters.volcano_spared) == ("swamp",)


# --- the start ------------------------------------------------------------------------------


def test_start_herds_of_four_stand_in_the_swamp_by_seat() -> None:
    """Seed: "… seine vier Dinos im Sumpfgebiet …"; brief: seat 1 outer, 2 middle, 3 inner,
    4 outer, 5 middle, 6 inner."""
    assert PARTS.start_herd_dinos == 4
    order = ("swamp_outer", "swamp_middle", "swamp_inner") * 2
    for players in PLAYER_COUNTS:
        assert tuple(area_id(area) for area in PARTS.start_areas[players]) == order[:players], players


def test_at_two_players_only_the_outer_and_middle_swamp_areas_start() -> None:
    """TT-D2: "At 2 players only the outer and middle Swamp areas are used." """
    assert {area_id(area) for area in PARTS.start_areas[2]} == {"swamp_outer", "swamp_middle"}


def test_predators_start_where_the_brief_puts_them() -> None:
    """TT-D3: neutral T-Rex Desert middle, pterodactyl Desert outer, raptors Forest and Mountains outer."""
    predators = PARTS.predators
    assert area_id(predators.t_rex) == "desert_middle"
    assert area_id(predators.pterodactyl) == "desert_outer"
    assert sorted(area_id(area) for area in predators.raptors) == ["forest_outer", "mountains_outer"]


# --- a damaged copy is refused, naming the entry -------------------------------------------------


def damaged(change: Callable[[dict[str, Any]], None]) -> ComponentError:
    data = yaml.safe_load(TEXT)
    change(data)
    with pytest.raises(ComponentError) as refused:
        loaded(yaml.safe_dump(data, sort_keys=False))
    assert refused.value.file == tt.LABEL
    return refused.value


def test_an_area_of_an_unknown_environment_is_refused_naming_the_area() -> None:
    error = damaged(lambda data: data["areas"][4].update(environment="tundra"))
    assert error.entry == "areas[4] (id desert_middle)" and error.field == "environment"
    assert "tundra" in error.problem


def test_two_areas_in_one_ring_of_an_environment_are_refused() -> None:
    error = damaged(lambda data: data["areas"][2].update(ring="middle"))
    assert error.entry == "areas[2] (id swamp_inner)" and error.field == "ring"


def test_an_area_id_used_twice_is_refused() -> None:
    error = damaged(lambda data: data["areas"][1].update(id="swamp_outer"))
    assert error.entry == "areas[1] (id swamp_outer)" and error.problem == "used twice"


def test_a_link_to_an_unknown_area_is_refused_naming_the_link() -> None:
    error = damaged(lambda data: data["links"][3].__setitem__(1, "desert_centre"))
    assert error.entry == "links[3]" and error.field == "1" and "desert_centre" in error.problem


def test_an_area_no_link_reaches_is_refused() -> None:
    def cut_off(data: dict[str, Any]) -> None:
        data["links"] = [link for link in data["links"] if "forest_inner" not in link]

    error = damaged(cut_off)
    assert error.entry == "links" and "forest_inner" in error.problem


def test_a_habitat_points_table_of_the_wrong_length_is_refused_naming_the_ring() -> None:
    error = damaged(lambda data: data["sides"]["crowded"].update(inner=[6, 4]))
    assert error.entry == "sides.crowded" and error.field == "inner"


def test_a_missing_field_is_refused_naming_the_entry() -> None:
    error = damaged(lambda data: data["actions"]["raptors"].pop("bite"))
    assert error.entry == "actions.raptors" and error.field == "bite"


def test_a_table_that_lacks_a_player_count_is_refused() -> None:
    error = damaged(lambda data: data["rounds"].pop("5"))
    assert error.entry == "rounds" and "5" in error.problem


def test_a_special_scoring_after_a_round_that_ends_no_period_is_refused() -> None:
    error = damaged(lambda data: data["special_scorings"].__setitem__("4", [5, 9]))
    assert error.entry == "special_scorings.4" and "round 5" in error.problem


def test_a_start_table_with_a_seat_too_few_is_refused() -> None:
    error = damaged(lambda data: data["start_herds"]["areas"]["3"].pop())
    assert error.entry == "start_herds.areas.3" and "2 areas for 3 seats" in error.problem


def test_a_predator_on_an_unknown_area_is_refused() -> None:
    error = damaged(lambda data: data["predators"].update(pterodactyl="sky"))
    assert error.entry == "predators" and error.field == "pterodactyl"


def test_two_fixed_tiles_on_one_space_are_refused() -> None:
    error = damaged(lambda data: data["action_track"]["fixed"][1].update(space=6))
    assert error.entry == "action_track.fixed[1]" and error.field == "space"


def test_a_deck_too_small_for_a_game_is_refused() -> None:
    error = damaged(
        lambda data: data["environment_deck"].update(
            cards={"swamp": 3, "desert": 3, "mountains": 3, "forest": 3}
        )
    )
    assert error.entry == "environment_deck.cards" and "needed" in error.problem


def test_a_t_rex_without_an_eating_limit_for_each_distance_is_refused() -> None:
    error = damaged(lambda data: data["actions"]["t_rex"].update(eats=[5]))
    assert error.entry == "actions.t_rex" and error.field == "eats"
