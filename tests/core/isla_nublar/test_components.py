"""The component file: each count the seed or the brief states, as data; a damaged copy is refused.

Each test cites its source: a seed sentence (German, shortened), a fact or decision of the
brief ("brief, board: …"), or one of its numbered decisions (IN-Dn).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from itertools import pairwise
from typing import Any

import pytest
import yaml

from core.engine import hexgrid
from core.engine.components import ComponentError, parse, read_text
from core.games.isla_nublar import ENTRY
from core.games.isla_nublar import components as isla
from core.games.isla_nublar.components import OFF_ISLAND, WALKS, Components
from core.games.isla_nublar.schema import ACTIONS, BLUE, DINOSAURS, LANDSCAPES, RED, SCORINGS

PARTS = isla.components()
TEXT = read_text("isla_nublar", isla.FILE)
PLAYER_COUNTS = range(ENTRY.min_players, ENTRY.max_players + 1)


def loaded(text: str) -> Components:
    return isla.build(parse(isla.LABEL, text, isla.SCHEMA))


def type_counts(cards: tuple[int, ...]) -> dict[str, int]:
    """How often each card type occurs among these cards (given as card numbers)."""
    return dict(Counter(PARTS.card(card).id for card in cards))


def test_the_component_file_loads_names_its_version_and_can_key_a_cache() -> None:
    copy = loaded(TEXT)
    assert copy == PARTS and hash(copy) == hash(PARTS)
    assert PARTS.version


# --- the island -----------------------------------------------------------------------------


def test_45_land_spaces_and_4_volcanoes_in_7_columns() -> None:
    """Brief, board: flat-top hexes in 7 columns; 4 volcano spaces at the top; about 45 land spaces."""
    assert (len(PARTS.land), len(PARTS.volcanoes), PARTS.columns) == (45, 4, 7)
    assert {space.column for space in PARTS.spaces} == set(range(7))


def test_the_volcanoes_stand_along_the_north_coast() -> None:
    """Brief: "volcano spaces along the north edge": no volcano has a space north of it."""
    for volcano in PARTS.volcanoes:
        cell = PARTS.spaces[volcano].cell
        north = hexgrid.neighbour(cell, 2)  # flat-top direction 2 is north
        assert all(space.cell != north for space in PARTS.spaces), volcano


def test_four_areas_paying_three_two_one_and_none_the_last_the_exit() -> None:
    """Brief, board and IN-D11: area I 3, II 2, III 1, IV 0; dinos may leave the board from IV."""
    assert tuple(area.points for area in PARTS.areas) == (3, 2, 1, 0)
    assert tuple(area.exit for area in PARTS.areas) == (False, False, False, True)


def test_the_areas_lie_in_bands_from_north_to_south() -> None:
    """Brief: "four horizontal areas", the upper ones closest to the volcanoes."""
    for column in range(PARTS.columns):
        land = sorted(
            (space for space in PARTS.spaces if space.column == column and not space.volcano),
            key=lambda space: space.row,
        )
        assert [space.area for space in land] == sorted(space.area for space in land), column


def test_every_landscape_appears_in_every_area() -> None:
    """Brief, board: "every landscape appears in every area"."""
    for area in PARTS.areas:
        found = {space.landscape for space in PARTS.spaces if space.area == area.index}
        assert found == set(LANDSCAPES), area.id


def test_volcanoes_have_no_landscape_and_no_area_and_land_spaces_both() -> None:
    """Brief, board: land spaces have a landscape and lie in one of the four areas; volcanoes neither."""
    for space in PARTS.spaces:
        assert (space.landscape == "") == space.volcano == (space.area == isla.NO_AREA), space.index


def test_the_river_starts_at_a_volcano() -> None:
    """Brief, board: "the river runs from a volcano to the south coast"."""
    assert any(PARTS.spaces[space].volcano for space in PARTS.river[0])


def test_the_rivers_edges_follow_each_other_corner_to_corner() -> None:
    """IN-D38: drawn along hex edges, one line: each edge meets the next at a corner."""
    for before, after in pairwise(PARTS.river):
        shared = set(before) & set(after)
        assert len(shared) == 1, (before, after)
        (first,), (second,) = set(before) - shared, set(after) - shared
        assert hexgrid.distance(PARTS.spaces[first].cell, PARTS.spaces[second].cell) == 1


def test_the_river_ends_on_the_south_coast_in_the_exit_area() -> None:
    """Brief, board: the river reaches the south coast; its last edge lies in area IV."""
    last = [PARTS.spaces[space] for space in PARTS.river[-1]]
    assert all(PARTS.areas[space.area].exit for space in last)
    assert any(space.ahead[WALKS.index("s")] == OFF_ISLAND for space in last)


def test_the_spaces_at_the_river_are_the_land_spaces_of_its_edges() -> None:
    """IN-D38: a space is "am Fluss" if one of its edges is a river edge; a volcano holds no camp."""
    banks = {space for edge in PARTS.river for space in edge} - set(PARTS.volcanoes)
    assert {space.index for space in PARTS.spaces if space.river} == banks


def test_four_dinosaurs_each_on_its_own_volcano() -> None:
    """Brief: four dinosaur figures, Stegosaurus, Triceratops, Pteranodon, T. rex, on the volcanoes."""
    assert tuple(dinosaur.id for dinosaur in PARTS.dinosaurs) == DINOSAURS
    volcanoes = [dinosaur.volcano for dinosaur in PARTS.dinosaurs]
    assert len(set(volcanoes)) == 4 and all(PARTS.spaces[space].volcano for space in volcanoes)


def test_a_dinosaur_walks_up_to_three_spaces() -> None:
    """IN-D13: 1-3 steps in one of the directions S, SW, SE."""
    assert PARTS.dinosaur_steps == 3 and WALKS == ("s", "sw", "se")


# --- the cards --------------------------------------------------------------------------------


def test_the_starting_deck_is_the_egg_five_field_kits_two_crate_pairs_a_pouch_and_a_radio_call() -> None:
    """Brief: Dinosaur Egg; 5 x "1 amber | 1 crate"; 2 x "2 crates"; 1 x "2 amber"; 1 x "1 amber | draw 1"."""
    deck = PARTS.start_cards(0)
    assert type_counts(deck) == {
        "dinosaur_egg": 1,
        "field_kit": 5,
        "crate_pair": 2,
        "amber_pouch": 1,
        "radio_call": 1,
    }
    actions = {PARTS.card(card).id: PARTS.card(card).actions for card in deck}
    assert actions["field_kit"] == (isla.CardAction("amber", 1), isla.CardAction("crates", 1))
    assert actions["crate_pair"] == (isla.CardAction("crates", 2),)
    assert actions["amber_pouch"] == (isla.CardAction("amber", 2),)
    assert actions["radio_call"] == (isla.CardAction("amber", 1), isla.CardAction("draw", 1))
    assert PARTS.card(deck[0]).egg and PARTS.card(deck[0]).colour == RED


def test_every_seat_has_its_own_ten_starting_cards() -> None:
    """Brief: "Per player: 10 starting cards"; the seed: no shared piles, each plays only its own."""
    decks = [set(PARTS.start_cards(seat)) for seat in range(ENTRY.max_players)]
    assert all(len(deck) == 10 for deck in decks)
    assert len(set().union(*decks)) == 10 * ENTRY.max_players
    assert all(type_counts(tuple(deck)) == type_counts(PARTS.start_cards(0)) for deck in decks)


def test_forty_market_cards_eight_per_stack_one_price_per_stack_from_two_to_six() -> None:
    """Brief, market: 40 cards in 5 price tiers (2, 3, 4, 5, 6 amber; 8 per stack)."""
    assert [len(stack) for stack in PARTS.market] == [8] * 5
    assert [{PARTS.price(card) for card in stack} for stack in PARTS.market] == [{2}, {3}, {4}, {5}, {6}]


def test_market_cards_are_blue_with_one_or_two_actions_and_every_action_is_offered() -> None:
    """Brief, market: each card has 1 or 2 actions, using every action named in the seed."""
    market = [PARTS.card(card) for stack in PARTS.market for card in stack]
    assert all(card.colour == BLUE and 1 <= len(card.actions) <= 2 for card in market)
    assert {action.kind for card in market for action in card.actions} == set(ACTIONS)


def test_every_market_card_shows_a_patron_and_no_start_card_does() -> None:
    """Brief, market: each card has a patron; IN-D42: start cards show no patron."""
    assert all(PARTS.card(card).patron in PARTS.patrons for stack in PARTS.market for card in stack)
    assert all(PARTS.card(card).patron == "" for card in PARTS.start_cards(0))
    assert PARTS.patrons == ("creation_lab", "genetics_corp", "protection_group")


def test_start_and_dinosaur_cards_cost_nothing() -> None:
    """IN-D26: only market cards have a price."""
    assert all(PARTS.price(card) == 0 for card in (*PARTS.start_cards(0), *PARTS.dinosaur_deck))


def test_twenty_dinosaur_cards_five_per_dinosaur() -> None:
    """Brief, dinosaur deck: 20 cards, 5 per dinosaur."""
    cards = [PARTS.card(card) for card in PARTS.dinosaur_deck]
    assert len(cards) == 20 and all(card.colour == RED and not card.egg for card in cards)
    assert Counter(card.dinosaur for card in cards) == dict.fromkeys(range(4), 5)


def test_seventeen_scoring_cards_five_landscape_five_neighbour_and_one_of_each_other_kind() -> None:
    """Brief, scoring cards: 17 - 5 landscape, 5 neighbour-landscape, and one each of the others."""
    scorings = [PARTS.card(card).scoring for card in PARTS.scoring_cards]
    assert len(scorings) == 17 and all(scoring is not None for scoring in scorings)
    kinds = Counter(scoring.kind for scoring in scorings if scoring)
    assert kinds == {kind: 5 if kind in ("landscape", "neighbour") else 1 for kind in SCORINGS}
    for kind in ("landscape", "neighbour"):
        pictured = sorted(scoring.landscape for scoring in scorings if scoring and scoring.kind == kind)
        assert pictured == sorted(LANDSCAPES), kind


@pytest.mark.parametrize(
    ("kind", "camp", "crate"),
    [
        ("landscape", 2, 1),
        ("neighbour", 2, 1),
        ("variety", 3, 0),
        ("stacks", 3, 0),
        ("connections", 1, 0),
        ("columns", 3, 0),
        ("groups", 6, 0),
        ("river", 2, 0),
        ("front_line", 2, 0),
    ],
)
def test_scoring_card_points_follow_the_brief(kind: str, camp: int, crate: int) -> None:
    """IN-D31 to IN-D39: the points per camp (or stack, border, column, group, landscape) and crate."""
    scorings = [PARTS.card(card).scoring for card in PARTS.scoring_cards]
    assert {(scoring.camp, scoring.crate) for scoring in scorings if scoring and scoring.kind == kind} == {
        (camp, crate)
    }


def test_scoring_card_prices_follow_in_d43() -> None:
    """IN-D43: landscape 3; neighbour, river, columns 4; variety, stacks, connections, groups,
    front line 5."""
    prices = {"landscape": 3, "neighbour": 4, "river": 4, "columns": 4}
    for card in PARTS.scoring_cards:
        scoring = PARTS.card(card).scoring
        assert scoring is not None
        assert PARTS.price(card) == prices.get(scoring.kind, 5), PARTS.card(card).id


def test_cards_are_numbered_start_decks_market_dinosaurs_then_scorings() -> None:
    """Every card has one number: four starting decks, 40 market, 20 dinosaur and 17 scoring cards."""
    numbers = [
        *(card for seat in range(ENTRY.max_players) for card in PARTS.start_cards(seat)),
        *(card for stack in PARTS.market for card in stack),
        *PARTS.dinosaur_deck,
        *PARTS.scoring_cards,
    ]
    assert numbers == list(range(len(PARTS.cards))) and len(numbers) == 40 + 40 + 20 + 17


def test_five_scoring_cards_in_the_row_the_first_three_active() -> None:
    """Brief: 5 scoring cards face up in a row; the first 3 are the active area."""
    assert (PARTS.scoring_row, PARTS.active_scorings) == (5, 3)


def test_a_hand_of_five_and_a_camp_costs_four() -> None:
    """Brief: hand size 5; IN-D10: camp cost = 4 minus the own crates taken back."""
    assert (PARTS.hand_size, PARTS.camp_cost) == (5, 4)


# --- the material -----------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "camps", "general"), [(2, 6, 2), (3, 7, 1), (4, 8, 0)])
def test_camps_by_player_count_and_six_crates(players: int, camps: int, general: int) -> None:
    """Brief: 9 camps, one the score marker, 6 crates; seed: "Spiel zu zweit: 2 eurer Camps kommen zu
    Beginn in den allgemeinen Vorrat"; "Spiel zu dritt: 1 eurer Camps"."""
    material = PARTS.material[players]
    assert (material.camps, material.general_camps, material.crates) == (camps, general, 6)
    assert material.camps + material.general_camps + 1 == 9


def test_material_for_every_player_count_the_game_takes() -> None:
    """Brief: 2-4 players."""
    assert tuple(PARTS.material) == tuple(PLAYER_COUNTS)


# --- a damaged copy is refused, naming the entry -------------------------------------------------


def damaged(change: Callable[[dict[str, Any]], None]) -> ComponentError:
    data = yaml.safe_load(TEXT)
    change(data)
    with pytest.raises(ComponentError) as refused:
        loaded(yaml.safe_dump(data, sort_keys=False))
    assert refused.value.file == isla.LABEL
    return refused.value


def named(error: ComponentError, entry: str, field: str, *words: str) -> bool:
    """The error names this entry and field, and its problem says these words."""
    return error.entry == entry and error.field == field and all(word in error.problem for word in words)


def test_a_missing_field_is_refused_naming_the_card() -> None:
    error = damaged(lambda data: data["cards"][5].pop("colour"))
    assert named(error, "cards[5] (id hideout)", "colour", "required")


# the island


def test_a_space_beyond_the_last_column_is_refused() -> None:
    error = damaged(lambda data: data["board"]["spaces"][4].__setitem__(0, 7))
    assert named(error, "board.spaces[4]", "0", "column 7")


def test_two_spaces_in_one_place_are_refused() -> None:
    error = damaged(lambda data: data["board"]["spaces"][5].__setitem__(1, 1))
    assert named(error, "board.spaces[5]", "", "[0, 1]", "board.spaces[4]")


def test_a_volcano_in_an_area_is_refused() -> None:
    error = damaged(lambda data: data["board"]["spaces"][0].append("one"))
    assert named(error, "board.spaces[0]", "3", "volcano")


def test_a_land_space_without_an_area_is_refused() -> None:
    error = damaged(lambda data: data["board"]["spaces"][4].pop())
    assert named(error, "board.spaces[4]", "3", "area")


def test_a_land_space_in_an_unknown_area_is_refused() -> None:
    error = damaged(lambda data: data["board"]["spaces"][4].__setitem__(3, "five"))
    assert named(error, "board.spaces[4]", "3", "'five'")


def test_an_area_id_used_twice_is_refused() -> None:
    error = damaged(lambda data: data["board"]["areas"][1].update(id="one"))
    assert named(error, "board.areas[1] (id one)", "id", "used twice")


def test_an_area_without_every_landscape_is_refused() -> None:
    def no_forest_in_one(data: dict[str, Any]) -> None:
        for space in data["board"]["spaces"]:
            if space[2:] == ["forest", "one"]:
                space[3] = "two"

    error = damaged(no_forest_in_one)
    assert named(error, "board.areas (id one)", "", "forest")


def test_a_board_without_a_volcano_is_refused() -> None:
    def no_volcanoes(data: dict[str, Any]) -> None:
        for space in data["board"]["spaces"]:
            if space[2] == "volcano":
                space[2:] = ["park", "one"]

    error = damaged(no_volcanoes)
    assert named(error, "board.spaces", "", "no volcano")


def test_a_river_edge_off_the_board_is_refused_naming_its_end() -> None:
    error = damaged(lambda data: data["board"]["river"][3].__setitem__(1, [9, 9]))
    assert named(error, "board.river[3]", "1", "[9, 9]")


def test_a_river_edge_between_spaces_that_do_not_touch_is_refused() -> None:
    error = damaged(lambda data: data["board"]["river"].__setitem__(0, [[4, 0], [3, 2]]))
    assert named(error, "board.river[0]", "", "not neighbours")


def test_a_river_edge_named_twice_is_refused() -> None:
    error = damaged(lambda data: data["board"]["river"].append([[4, 8], [3, 8]]))
    assert named(error, "board.river[17]", "", "twice")


def test_a_river_with_a_gap_is_refused() -> None:
    """IN-D38: the river is one line of edges; a missing edge leaves the next one apart."""
    error = damaged(lambda data: data["board"]["river"].pop(5))
    assert named(error, "board.river[5]", "", "board.river[4]")


def test_a_river_that_turns_back_across_a_space_is_refused() -> None:
    """Two edges of one space that share no corner do not follow each other."""
    error = damaged(lambda data: data["board"]["river"].__setitem__(1, [[3, 0], [2, 1]]))
    assert named(error, "board.river[1]", "", "board.river[0]")


# the dinosaurs


def test_a_dinosaur_off_the_board_is_refused() -> None:
    error = damaged(lambda data: data["dinosaurs"][0].update(volcano=[0, 0]))
    assert named(error, "dinosaurs[0] (id stegosaurus)", "volcano", "[0, 0]")


def test_a_dinosaur_on_land_is_refused() -> None:
    error = damaged(lambda data: data["dinosaurs"][2].update(volcano=[3, 0]))
    assert named(error, "dinosaurs[2] (id pteranodon)", "volcano", "no volcano")


def test_two_dinosaurs_on_one_volcano_are_refused() -> None:
    error = damaged(lambda data: data["dinosaurs"][1].update(volcano=[1, 0]))
    assert named(error, "dinosaurs[1] (id triceratops)", "", "twice")


def test_a_dinosaur_named_twice_is_refused() -> None:
    error = damaged(lambda data: data["dinosaurs"][3].update(id="stegosaurus"))
    assert named(error, "dinosaurs[3] (id stegosaurus)", "", "twice")


def test_a_card_moving_a_dinosaur_that_is_not_on_the_board_is_refused() -> None:
    error = damaged(lambda data: data["dinosaurs"].pop())
    assert named(error, "cards[28] (id t_rex_tracks)", "dinosaur", "not on the board")


# the cards


def test_a_card_id_used_twice_is_refused() -> None:
    error = damaged(lambda data: data["cards"][6].update(id="hideout"))
    assert named(error, "cards[6] (id hideout)", "id", "used twice")


def test_a_card_of_an_unknown_patron_is_refused() -> None:
    error = damaged(lambda data: data["cards"][5].update(patron="park_rangers"))
    assert named(error, "cards[5] (id hideout)", "patron", "'park_rangers'")


def test_a_number_on_an_action_that_takes_none_is_refused() -> None:
    error = damaged(lambda data: data["cards"][5]["actions"].__setitem__(0, {"hide": 2}))
    assert named(error, "cards[5] (id hideout)", "actions", "hide")


def test_a_blue_card_without_actions_is_refused() -> None:
    error = damaged(lambda data: data["cards"][5].pop("actions"))
    assert named(error, "cards[5] (id hideout)", "actions", "blue")


def test_a_blue_egg_is_refused() -> None:
    error = damaged(lambda data: data["cards"][1].update(egg=True))
    assert named(error, "cards[1] (id field_kit)", "actions", "nothing red")


def test_a_red_card_with_actions_is_refused() -> None:
    error = damaged(lambda data: data["cards"][25].update(actions=[{"amber": 1}]))
    assert named(error, "cards[25] (id stegosaurus_tracks)", "colour", "red")


def test_a_red_card_that_is_neither_the_egg_nor_a_dinosaurs_is_refused() -> None:
    error = damaged(lambda data: data["cards"][25].pop("dinosaur"))
    assert named(error, "cards[25] (id stegosaurus_tracks)", "colour", "egg")


def test_a_scoring_card_with_the_id_of_another_card_is_refused() -> None:
    error = damaged(lambda data: data["scoring_cards"][0].update(id="decoy"))
    assert named(error, "scoring_cards[0] (id decoy)", "id", "another card")


def test_two_scoring_cards_of_one_id_are_refused() -> None:
    error = damaged(lambda data: data["scoring_cards"][1].update(id="park"))
    assert named(error, "scoring_cards[1] (id park)", "id", "another card")


def test_a_landscape_card_without_its_landscape_is_refused() -> None:
    error = damaged(lambda data: data["scoring_cards"][5].pop("landscape"))
    assert named(error, "scoring_cards[5] (id near_park)", "landscape", "needs")


def test_a_landscape_on_a_card_that_pictures_none_is_refused() -> None:
    error = damaged(lambda data: data["scoring_cards"][10].update(landscape="park"))
    assert named(error, "scoring_cards[10] (id variety)", "landscape", "shows no")


def test_crate_points_on_a_card_where_crates_do_not_count_are_refused() -> None:
    """IN-D30: crates count only on landscape and neighbour-landscape cards."""
    error = damaged(lambda data: data["scoring_cards"][15].update(crate=1))
    assert named(error, "scoring_cards[15] (id river)", "crate", "river")


# the decks


def test_an_unknown_card_in_the_starting_deck_is_refused() -> None:
    error = damaged(lambda data: data["start_deck"].update(field_kits=5))
    assert named(error, "start_deck", "field_kits", "not a card")


@pytest.mark.parametrize("card", ["hideout", "t_rex_tracks"])
def test_a_market_or_dinosaur_card_in_the_starting_deck_is_refused(card: str) -> None:
    error = damaged(lambda data: data["start_deck"].update({card: 1}))
    assert named(error, "start_deck", card, "does not belong")


def test_a_starting_deck_with_two_eggs_is_refused() -> None:
    error = damaged(lambda data: data["start_deck"].update(dinosaur_egg=2))
    assert named(error, "start_deck", "dinosaur_egg", "exactly one egg")


def test_a_start_card_in_a_market_stack_is_refused() -> None:
    error = damaged(lambda data: data["market"][2].update(field_kit=1))
    assert named(error, "market[2]", "field_kit", "does not belong")


def test_a_blue_card_in_the_dinosaur_deck_is_refused() -> None:
    error = damaged(lambda data: data["dinosaur_deck"].update(decoy=1))
    assert named(error, "dinosaur_deck", "decoy", "does not belong")


def test_a_market_that_offers_no_card_for_an_action_is_refused() -> None:
    error = damaged(lambda data: data["cards"][16].update(actions=[{"amber": 2}]))
    assert named(error, "market", "", "small_change")


def test_more_active_scoring_cards_than_the_row_holds_are_refused() -> None:
    error = damaged(lambda data: data["scoring_row"].update(cards=3, active=4))
    assert named(error, "scoring_row", "", "4 active of 3")


def test_a_scoring_row_longer_than_the_scoring_cards_is_refused() -> None:
    error = damaged(lambda data: data.update(scoring_cards=data["scoring_cards"][:4]))
    assert named(error, "scoring_row", "", "of 4 cards")


def test_material_that_lacks_a_player_count_is_refused() -> None:
    error = damaged(lambda data: data["material"].pop("3"))
    assert named(error, "material", "3", "3 players")


# --- our decisions on the island and the market -------------------------------------------------


def test_the_areas_hold_15_14_10_and_6_land_spaces_in_odd_q_columns() -> None:
    """Brief, our board: flat-top hexes in 7 columns, narrowing to the south; our island has 15, 14,
    10 and 6 land spaces in areas I to IV, written in odd-q offset columns."""
    sizes = Counter(space.area for space in PARTS.spaces if not space.volcano)
    assert [sizes[area.index] for area in PARTS.areas] == [15, 14, 10, 6]
    assert isla.OFFSET == hexgrid.Offset.ODD_Q


def test_the_river_runs_between_columns_3_and_4_from_the_volcano_at_column_4() -> None:
    """Brief, our board: the river from a volcano to the south coast; ours follows the edges between
    columns 3 and 4, so every land space of those columns lies on it and no other does."""
    first = PARTS.spaces[next(space for space in PARTS.river[0] if PARTS.spaces[space].volcano)]
    assert first.column == 4
    assert all({PARTS.spaces[space].column for space in edge} == {3, 4} for edge in PARTS.river)
    on_river = {space.index for space in PARTS.spaces if space.river}
    assert on_river == {space.index for space in PARTS.spaces if space.column in (3, 4) and not space.volcano}


def test_each_market_stack_holds_four_kinds_of_two_copies() -> None:
    """Brief, market: 40 cards, 8 per stack; ours are four kinds of card, two copies each."""
    for stack in PARTS.market:
        assert sorted(type_counts(stack).values()) == [2, 2, 2, 2]


# the development tiles of the patrons variant


def test_a_final_tile_without_its_patron_is_refused() -> None:
    error = damaged(lambda data: data["development_tiles"][17].pop("patron"))
    assert named(error, "development_tiles[17] (id lab_charter)", "patron", "final tile")


def test_a_final_tile_that_gives_no_points_is_refused() -> None:
    error = damaged(lambda data: data["development_tiles"][18].update(reward={"amber": 3}))
    assert named(error, "development_tiles[18] (id gene_patent)", "reward", "points")


def test_a_patron_with_two_final_tiles_is_refused() -> None:
    error = damaged(lambda data: data["development_tiles"][19].update(patron="creation_lab"))
    assert named(error, "development_tiles", "", "creation_lab has 2 final tiles")


def test_too_few_a_tiles_for_three_rows_are_refused() -> None:
    error = damaged(lambda data: data["development_tiles"].__delitem__(slice(0, 2)))
    assert named(error, "development_tiles", "", "8 A tiles", "need 9")


def test_an_unknown_reward_is_refused_by_the_schema() -> None:
    error = damaged(lambda data: data["development_tiles"][0].update(reward={"camp": 1}))
    assert error.entry.startswith("development_tiles[0]")


def test_a_number_on_a_reward_that_takes_none_is_refused() -> None:
    error = damaged(lambda data: data["development_tiles"][8].update(reward={"wear": 2}))
    assert named(error, "development_tiles[8] (id clear_out)", "reward", "wear takes no number")
