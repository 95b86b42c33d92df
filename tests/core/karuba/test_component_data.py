"""The published components, as the brief lists them: grid, coast, colours, tiles, treasures."""

from __future__ import annotations

from collections import Counter

from tests.core.karuba.builders import PARTS, field

# The brief's tile table: id -> (exits, treasure).
TILE_TABLE = {
    **dict.fromkeys((1, 2), ("EW", "none")),
    3: ("ES", "crystal"),
    4: ("SW", "crystal"),
    **dict.fromkeys((5, 6), ("ESW", "none")),
    **dict.fromkeys((7, 8), ("NESW", "none")),
    9: ("NE", "crystal"),
    10: ("NW", "crystal"),
    11: ("NEW", "crystal"),
    12: ("NEW", "none"),
    13: ("EW", "crystal"),
    14: ("EW", "gold"),
    15: ("EW", "crystal"),
    16: ("EW", "gold"),
    **dict.fromkeys((17, 18), ("NS", "none")),
    **dict.fromkeys((19, 20), ("EW", "none")),
    21: ("ES", "none"),
    22: ("SW", "none"),
    23: ("NES", "none"),
    24: ("NSW", "none"),
    **dict.fromkeys((25, 26), ("NESW", "none")),
    27: ("NE", "crystal"),
    28: ("NW", "none"),
    29: ("NES", "none"),
    30: ("NSW", "none"),
    31: ("NS", "crystal"),
    32: ("NS", "gold"),
    33: ("NS", "crystal"),
    34: ("NS", "gold"),
    **dict.fromkeys((35, 36), ("NS", "none")),
}


def test_grid_is_six_columns_by_five_rows() -> None:
    assert (PARTS.columns, PARTS.rows, PARTS.fields) == (6, 5, 30)


def test_each_player_has_36_tiles_numbered_1_to_36() -> None:
    assert sorted(PARTS.tiles) == list(range(1, 37))


def test_tiles_match_the_tile_table() -> None:
    actual = {
        tile.id: ("".join(side for side in "NESW" if side in tile.exits), tile.treasure)
        for tile in PARTS.tiles.values()
    }
    assert actual == TILE_TABLE


def test_discard_steps_are_the_number_of_path_ends() -> None:
    steps = Counter(tile.steps for tile in PARTS.tiles.values())
    # 2 path ends: 24 tiles, 3: 8 tiles (5, 6, 11, 12, 23, 24, 29, 30), 4: 4 tiles (7, 8, 25, 26)
    assert steps == {2: 24, 3: 8, 4: 4}
    assert {PARTS.tiles[i].steps for i in (7, 8, 25, 26)} == {4}


def test_crystal_and_gold_tiles() -> None:
    kinds = Counter(tile.treasure for tile in PARTS.tiles.values())
    # crystals on 3, 4, 9, 10, 11, 13, 15, 27, 31, 33; gold on 14, 16, 32, 34
    assert kinds == {"none": 22, "crystal": 10, "gold": 4}
    assert PARTS.token_points == {"crystal": 1, "gold": 2}


def test_eleven_beach_and_eleven_jungle_positions_numbered_10_to_110() -> None:
    assert [p.number for p in PARTS.beach] == list(range(10, 120, 10))
    assert [p.number for p in PARTS.jungle] == list(range(10, 120, 10))


def test_beach_runs_down_the_left_edge_then_along_the_bottom() -> None:
    left = [(p.field, p.exit) for p in PARTS.beach[:5]]
    bottom = [(p.field, p.exit) for p in PARTS.beach[5:]]
    assert left == [(field(f"A{row}"), "W") for row in range(1, 6)]
    assert bottom == [(field(f"{column}5"), "S") for column in "ABCDEF"]


def test_jungle_runs_along_the_top_then_down_the_right_edge() -> None:
    top = [(p.field, p.exit) for p in PARTS.jungle[:6]]
    right = [(p.field, p.exit) for p in PARTS.jungle[6:]]
    assert top == [(field(f"{column}1"), "N") for column in "ABCDEF"]
    assert right == [(field(f"F{row}"), "E") for row in range(1, 6)]


def test_four_colours_in_setup_order() -> None:
    assert [c.id for c in PARTS.colours] == ["blue", "brown", "purple", "yellow"]


def test_temple_treasures_per_player_count() -> None:
    assert PARTS.temple_treasures == {1: (5,), 2: (5, 3), 3: (5, 3, 2), 4: (5, 4, 3, 2)}
