"""The results page: the winner, how the game ended, points per source, ties, tie-breaks, the way on."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.engine import registry
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo, Result
from desktop.main_window import MainWindow
from desktop.results import ResultsDialog, readable_seat_colour, two_lines
from desktop.text import Texts
from tests.desktop.shell_helpers import open_window, restore_english

NAMES = ("Anna", "Ben", "Cleo", "Dan")
COLOURS = ("blue", "orange", "green", "purple")


def finished(game: str, players: int, seed: int, options: dict[str, str] | None = None) -> Match:
    """A game played to its end with random choices (the seeds below give the endings named)."""
    seats = tuple(PlayerInfo(name, colour) for name, colour in zip(NAMES, COLOURS, strict=False))[:players]
    match = Match(registry.get(game), MatchConfig(game, seats, options or {}), seed)
    chance = random.Random(seed)
    while match.pending() is not None:
        match.apply(chance.choice(match.legal()))
    return match


def show(qtbot: QtBot, window: MainWindow, match: Match) -> ResultsDialog:
    window.open_match(match)
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(), timeout=5_000)
    assert window.results is not None
    return window.results


def test_the_winner_stands_in_large_type_in_the_seats_colour_with_its_shape(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    match = finished("digger", 3, 17)
    dialog = show(qtbot, window, match)
    result = match.result()
    assert result is not None and result.winners == (0,)
    assert dialog.headline_text() == "Anna wins!"
    assert readable_seat_colour("blue").name() in dialog.headline.text()
    assert dialog.headline.font().pointSizeF() >= 20
    marks = [dialog.marks.itemAt(i).widget() for i in range(dialog.marks.count())]
    assert [mark.accessibleName() for mark in marks] == ["Anna"]
    assert not marks[0].pixmap().isNull()


def test_a_pale_seat_colour_is_darkened_until_it_reads() -> None:
    from desktop import theme

    orange = readable_seat_colour("orange")
    assert orange.lightness() < theme.seat_colour("orange").lightness()
    assert readable_seat_colour("blue") == theme.seat_colour("blue"), "a dark colour stays itself"


def test_the_page_says_how_the_game_ended_from_the_core(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    dialog = show(qtbot, window, finished("digger", 3, 17))
    assert dialog.ending.isVisible()
    assert dialog.ending.text() == Texts("en")("digger.ending.all_species", players="Anna")
    assert dialog.ending.text().startswith("Anna collected tokens of all five species")


def test_points_come_source_by_source_and_digger_counts_a_species_with_its_tokens(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    match = finished("digger", 3, 17)
    dialog = show(qtbot, window, match)
    table = dialog.table
    headers = [table.horizontalHeaderItem(column).text() for column in range(table.columnCount())]
    assert headers == [
        "Place",
        "Player",
        "Triceratops",
        "Stegosaurus",
        "Brachiosaurus",
        "Velociraptor",
        "Pteranodon",
        "Total",
    ]
    tokens = match.state.tokens[0]
    cells = [table.item(0, column).text() for column in range(2, 7)]
    assert cells == [("1 token" if n == 1 else f"{n} tokens") if n else "–" for n in tokens]
    assert table.item(0, 7).text() == "5"
    assert table.verticalScrollBar().maximum() == 0, "every seat shows without scrolling"


def test_karuba_and_comet_points_come_from_their_score_parts(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    texts = Texts("en")
    for game, players, seed in (("karuba", 4, 6), ("comet", 4, 1)):
        match = finished(game, players, seed)
        dialog = show(qtbot, window, match)
        result = match.result()
        assert result is not None
        table = dialog.table
        headers = [table.horizontalHeaderItem(column).text() for column in range(table.columnCount())]
        parts = [part for part in result.breakdown[0] if part != "total"]
        assert headers[2:-1] == [texts(f"{game}.score.{part}") for part in parts]
        for row in range(players):
            seat = [c.name for c in match.config.players].index(table.item(row, 1).text())
            values = [int(table.item(row, 2 + index).text()) for index in range(len(parts))]
            assert values == [result.breakdown[seat][part] for part in parts]
            assert sum(values) == int(table.item(row, table.columnCount() - 1).text()) == result.scores[seat]
        assert dialog.ending.text() == texts(result.ending, players="")


def test_ties_are_shown_as_ties_and_the_deciding_tie_break_is_named(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    match = finished("karuba", 4, 6)
    result = match.result()
    assert result is not None and result.ranking == (1, 1, 3, 4)
    dialog = show(qtbot, window, match)
    assert dialog.headline_text() == "Anna and Ben share the win!"
    assert dialog.marks.count() == 2
    assert [dialog.table.item(row, 0).text() for row in range(4)] == ["1 (tie)", "1 (tie)", "3", "4"]
    assert dialog.tiebreak.isVisible()
    assert dialog.tiebreak.text().startswith("Tied on points: whoever has more tiles on the island")
    assert "Anna 30, Ben 30, Cleo 29, Dan 29" in dialog.tiebreak.text()


def test_no_tie_break_is_named_where_the_scores_decided(qtbot: QtBot) -> None:
    config = MatchConfig("karuba", (PlayerInfo("Anna", "blue"), PlayerInfo("Ben", "orange")))
    result = Result(
        scores=(9, 4),
        ranking=(1, 2),
        breakdown=({"treasures": 9, "total": 9}, {"treasures": 4, "total": 4}),
        ending="karuba.ending.pile_empty",
    )
    dialog = ResultsDialog(config, result, Texts("en"))
    qtbot.addWidget(dialog)
    assert dialog.tiebreak.text() == "" and dialog.tiebreak.isHidden()
    assert dialog.ending.text() == "The last tile has been placed: the expedition is over."


def test_play_again_new_game_and_back_to_the_launcher(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    match = finished("digger", 3, 17)
    dialog = show(qtbot, window, match)
    assert [b.text() for b in (dialog.again, dialog.new_game, dialog.to_launcher)] == [
        "Play again",
        "New game",
        "Back to the launcher",
    ]
    dialog.again.click()
    assert window.controller is not None and window.controller.match is not match
    assert window.controller.config == match.config and window.on_table()

    dialog = show(qtbot, window, match)
    dialog.new_game.click()
    assert not dialog.isVisible() and window.pages.currentWidget() is window.launcher
    assert window.launcher.pages.currentWidget() is window.launcher.setup
    assert window.launcher.chosen_game() == "digger"

    dialog = show(qtbot, window, match)
    dialog.to_launcher.click()
    assert window.pages.currentWidget() is window.launcher
    assert window.launcher.pages.currentWidget() is window.launcher.choose


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_the_page_fits_the_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.resize(*size)
    for game, players, seed in (("digger", 3, 17), ("karuba", 4, 6), ("comet", 4, 1)):
        dialog = show(qtbot, window, finished(game, players, seed))
        qtbot.wait(50)
        assert dialog.height() <= window.height(), game
        assert dialog.width() <= window.width(), game
        for button in (dialog.again, dialog.new_game, dialog.to_launcher):
            assert button.isVisible() and button.width() >= button.sizeHint().width(), (game, button.text())


def test_many_score_sources_in_german_scroll_sideways_in_the_small_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Isla Nublar with patrons has fourteen columns, wider in German than a 1024 window: the
    table scrolls, its long headers take two lines, the total stands beside the player's name
    where it is seen without scrolling, and the page and its buttons stay inside the window."""
    window = open_window(qtbot, tmp_path, monkeypatch, language_code="de")
    try:
        window.resize(1024, 700)
        dialog = show(qtbot, window, finished("isla_nublar", 4, 3, {"patrons": "on"}))
        qtbot.wait(50)
        assert dialog.table.columnCount() == 14
        assert dialog.table_width > window.width()
        table = dialog.table
        assert table.horizontalHeaderItem(2).text() == "Summe"
        assert [table.item(row, 2).text() for row in range(4)] == [
            str(score) for score in sorted(dialog.outcome.scores, reverse=True)
        ]
        assert table.columnViewportPosition(2) + table.columnWidth(2) <= table.viewport().width()
        assert "\n" in table.horizontalHeaderItem(3).text()
        assert dialog.width() <= window.width() and dialog.height() <= window.height()
        for button in (dialog.again, dialog.new_game, dialog.to_launcher):
            assert button.isVisible() and button.width() >= button.sizeHint().width(), button.text()
    finally:
        restore_english()


def test_the_page_speaks_german(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    try:
        dialog = show(qtbot, window, finished("karuba", 4, 6))
        window.set_language("de")
        assert dialog.headline_text() == "Anna und Ben teilen sich den Sieg!"
        assert dialog.ending.text() == "Das letzte Plättchen ist gelegt: Die Expedition ist zu Ende."
        assert dialog.table.item(0, 0).text() == "1 (geteilt)"
        assert [dialog.again.text(), dialog.new_game.text(), dialog.to_launcher.text()] == [
            "Noch einmal",
            "Neue Partie",
            "Zurück zur Spielauswahl",
        ]
    finally:
        restore_english()


def test_at_the_end_the_action_bar_offers_the_results_in_place_of_a_suggestion(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    show(qtbot, window, finished("karuba", 2, 3)).close()
    bar = window.bar
    assert bar.results_button.isVisible() and not bar.suggest_button.isVisible()
    window.results = None
    bar.results_button.click()
    assert window.results is not None and window.results.isVisible()


def test_a_long_header_breaks_at_the_space_nearest_its_middle() -> None:
    assert two_lines("Rund um eine Landschaft") == "Rund um eine\nLandschaft"
    assert two_lines("Camps in den Bereichen") == "Camps in den\nBereichen"
    assert two_lines("Landschaftskarten") == "Landschaftskarten"  # one word stays whole
    assert two_lines("Patrons") == "Patrons"
