"""Seat colours keep away from the colours of a game's own pieces (Karuba's purple adventurer)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.engine import registry
from desktop import settings, theme
from desktop.demo import demo_config
from desktop.games import ui_for
from desktop.seat_colours import CLASH_DISTANCE, choose_colours, clashes, distance, offered_colours
from tests.desktop.shell_helpers import open_window

GAMES = [entry.game_id for entry in registry.entries()]


def test_the_distance_tells_alike_colours_from_different_ones() -> None:
    assert distance("#0072B2", "#0072B2") == 0
    assert distance("#CC79A7", "#8E4FA8") < CLASH_DISTANCE  # seat purple and Karuba's purple adventurer
    assert distance("#0072B2", "#E69F00") > 3 * CLASH_DISTANCE  # blue and orange


@pytest.mark.parametrize("game", GAMES)
def test_each_game_offers_enough_colours_the_clashing_ones_only_when_it_must(game: str) -> None:
    entry = next(entry for entry in registry.entries() if entry.game_id == game)
    pieces = ui_for(game).piece_colours()
    assert pieces, "each game names the colours of its pieces"
    offered = offered_colours(game, entry.max_players)
    assert len(offered) == len(set(offered)) >= entry.max_players
    assert set(offered) <= set(theme.SEAT_COLOURS)
    free = [name for name in theme.SEAT_COLOURS if not clashes(theme.SEAT_COLOURS[name], pieces)]
    assert offered[: len(free)] == free  # every colour that does not clash comes first
    for name in set(theme.SEAT_COLOURS) - set(offered):  # only a clashing colour is left out
        assert clashes(theme.SEAT_COLOURS[name], pieces)


def test_karuba_never_offers_its_adventurers_blue_and_only_late_the_purple() -> None:
    offered = offered_colours("karuba", 4)
    assert "blue" not in offered and "orange" not in offered  # the blue and the yellow adventurer
    assert offered[:2] == ["green", "vermillion"]  # two players see no colour of the island's pieces


def test_a_game_without_piece_colours_offers_the_whole_set() -> None:
    assert choose_colours((), 2) == list(theme.SEAT_COLOURS)


def test_the_demo_seats_take_the_games_colours() -> None:
    for game in GAMES:
        config = demo_config(game, 2)
        assert [player.colour for player in config.players] == offered_colours(game, 2)[:2]


def test_the_setup_offers_the_games_colours_and_a_stored_clashing_colour_gives_way(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    karuba = next(card.rules for card in window.launcher.cards if card.rules.game_id == "karuba")
    stored = {"players": [{"name": "", "custom": False, "colour": "purple"}, {"colour": "blue"}], "count": 2}
    settings.settings().setValue("setup/karuba", json.dumps(stored))
    window.launcher.show_setup(karuba)
    setup = window.launcher.setup
    if type(window.ui).__module__ != "tests.desktop.fake_game":
        offered = offered_colours("karuba", karuba.max_players)
        row = setup.rows[0]
        assert [row.colour.itemData(index) for index in range(row.colour.count())] == offered
        colours = [row.colour_name for row in setup.rows[:2]]
        assert colours[0] == "purple"  # still offered (for the third and fourth seat), so it stays
        assert colours[1] != "blue" and colours[1] in offered  # blue is not offered: the seat gets another
        assert len({row.colour_name for row in setup.rows}) == len(setup.rows)
