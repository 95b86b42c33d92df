"""Triassic Terror through the real main window: clicks on the table, the handoff cover between
people (a raptor's victim scatters the survivors of another player's turn), hidden cards."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.engine.protocol import UNKNOWN, MatchConfig, PlayerInfo
from core.games.triassic_terror.actions import ScatterSurvivors
from core.games.triassic_terror.rules import TriassicTerrorRules
from core.games.triassic_terror.state import CARD, SCATTER, TILE
from desktop.scene.legibility import texts_on_screen
from tests.desktop.shell_helpers import open_window

NAMES = ("Anna", "Ben", "Cleo")
COLOURS = ("blue", "orange", "green")
RULES = TriassicTerrorRules()


def people(count: int) -> MatchConfig:
    return MatchConfig("triassic_terror", tuple(PlayerInfo(NAMES[i], COLOURS[i]) for i in range(count)))


def test_a_card_drawn_blind_by_a_click_is_hidden_from_the_next_person(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(people(3), seed=3)
    controller = window.controller
    first = controller.pending().seat
    window.handoff.button.click()
    window.scene.spot_click(("deck", 0))
    assert controller.state.seats[first].card_blind
    assert not controller.can_undo(), "a card seen cannot be put back"
    assert controller.pending().kind == TILE
    free = next(space for space, seat in enumerate(controller.state.figures) if seat < 0)
    window.scene.spot_click(("tile", free))
    assert controller.state.figures[free] == first
    assert controller.pending().seat != first
    assert window.handoff.isVisible(), "the next person is asked to take the screen"
    window.handoff.button.click()
    assert window.scene.state.seats[first].card == UNKNOWN, "the table is drawn from the next seat's view"


def test_a_refused_click_names_the_rule_in_the_panel(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(people(2), seed=3)
    window.handoff.button.click()
    shown: list[object] = []
    window.scene.violationShown.connect(shown.append)
    window.scene.spot_click(("tile", 0))  # tiles are taken after the cards
    assert shown and shown[-1] is not None
    assert window.controller.state.step == CARD


def scatters_for_another(seed: int) -> bool:
    """Whether the seeded random game comes to a scatter by another seat than the one whose turn it is."""
    state = RULES.setup(people(3), seed)
    chance = random.Random(seed)
    while RULES.pending(state) is not None and state.step != SCATTER:
        state, _events = RULES.apply(state, chance.choice(sorted(RULES.legal(state), key=repr)))
    return state.step == SCATTER and state.turn != state.hunt.actor


def test_the_survivors_scatter_behind_the_handoff_cover_for_their_owner(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    seed = next(seed for seed in range(40) if scatters_for_another(seed))
    window.start_new(people(3), seed=seed)
    controller = window.controller
    chance = random.Random(seed)
    while controller.state.step != SCATTER:
        controller.apply(chance.choice(sorted(controller.legal(), key=repr)))
    state = controller.state
    victim = controller.pending().seat
    assert window.handoff.isVisible()
    assert NAMES[victim] in window.handoff.headline.text()
    assert not window.scene.interactive
    window.handoff.button.click()
    scene = window.scene
    assert scene.interactive and scene.chooser.isVisible()
    scatter = next(action for action in controller.legal() if isinstance(action, ScatterSurvivors))
    scene.chooser.set_range(1, state.hunt.survivors, "", scatter.dinos)
    scene.spot_click(("area", scatter.area))
    assert controller.state != state, "the click scattered the survivors"


def test_the_table_speaks_german_once_the_language_is_switched(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(people(2), seed=3)
    window.handoff.button.click()
    try:
        window.set_language("de")
        drawn = {entry.text for entry in texts_on_screen(window.table)}
        assert "Sumpf" in drawn and "Stapel" in drawn
    finally:
        window.set_language("en")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_setup_says_which_board_side_the_player_count_uses(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.set_language(language)
    launcher = window.launcher
    card = next(card for card in launcher.cards if card.rules.game_id == "triassic_terror")
    card.click()
    setup = launcher.setup
    notes = {}
    for count in (2, 4, 5, 6):
        setup.set_player_count(count)
        assert setup.count_note.isVisibleTo(setup)
        notes[count] = setup.count_note.text()
    assert notes[2] == notes[4] != notes[5] == notes[6]
    assert "2–4" in notes[2] and "5–6" in notes[5]
    other = next(card for card in launcher.cards if card.rules.game_id != "triassic_terror")
    launcher.show_games()
    other.click()
    assert not setup.count_note.isVisibleTo(setup), "a game without a note shows none"
