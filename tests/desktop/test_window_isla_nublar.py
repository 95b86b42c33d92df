"""Isla Nublar through the real main window: clicks on the table, a refusal in the panel, the
handoff cover before another person is asked for a Countermeasure, the table in German."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.engine.protocol import UNKNOWN, MatchConfig, PlayerInfo
from core.games.isla_nublar.actions import PlayCountermeasure
from core.games.isla_nublar.rules import IslaNublarRules
from core.games.isla_nublar.state import ACTION, COUNTER, IslaNublarState
from desktop.scene.legibility import texts_on_screen
from tests.core.isla_nublar.playing import builder
from tests.desktop.shell_helpers import open_window

NAMES = ("Anna", "Ben", "Cleo")
COLOURS = ("blue", "orange", "green")
RULES = IslaNublarRules()


def people(count: int) -> MatchConfig:
    return MatchConfig("isla_nublar", tuple(PlayerInfo(NAMES[i], COLOURS[i]) for i in range(count)))


def asks_another(seed: int, players: int) -> bool:
    """Whether the seeded builder's game asks another seat than the active one for a Countermeasure."""
    state: IslaNublarState = RULES.setup(people(players), seed)
    choose = builder(random.Random(seed))
    while RULES.pending(state) is not None:
        if state.step == COUNTER and RULES.pending(state).seat != state.turn:
            return True
        state, _events = RULES.apply(state, choose(state))
    return False


def test_a_hand_card_clicked_on_the_table_is_played(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(people(2), seed=3)
    window.handoff.button.click()
    controller = window.controller
    seat = controller.pending().seat
    card = controller.state.seats[seat].hand[0]
    window.scene.spot_click(("hand", 0))
    assert card in controller.state.seats[seat].play
    assert window.scene.state.seats[1 - seat].hand[0] == UNKNOWN, "another seat's hand stays hidden"


def test_a_refused_click_names_the_rule_in_the_panel(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(people(2), seed=3)
    window.handoff.button.click()
    shown: list[object] = []
    window.scene.violationShown.connect(shown.append)
    window.scene.spot_click(("market", 4))  # nothing in the amber pool at the turn's start
    assert shown and shown[-1] is not None
    assert shown[-1].rule.startswith("isla_nublar.")


def test_another_person_is_asked_for_a_countermeasure_behind_the_handoff_cover(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seed = next(seed for seed in range(12) if asks_another(seed, 2))
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(people(2), seed=seed)
    controller = window.controller
    choose = builder(random.Random(seed))
    while not (controller.state.step == COUNTER and controller.pending().seat != controller.state.turn):
        controller.apply(choose(controller.state))
    asked = controller.pending().seat
    assert window.handoff.isVisible()
    assert NAMES[asked] in window.handoff.headline.text()
    role = window.panel.role.text()
    assert role == f"Asked during {NAMES[controller.state.turn]}'s turn", "not 'Your turn': it is another's"
    assert not window.scene.interactive
    window.handoff.button.click()
    scene = window.scene
    assert scene.interactive and scene.viewer == asked
    raid = controller.state.walk.raid
    assert scene.spots[("space", raid)].marks.last, "the threatened space is marked"
    card = next(action.card for action in controller.legal() if isinstance(action, PlayCountermeasure))
    hand = scene.state.seats[asked].hand
    scene.spot_click(("hand", hand.index(card)))
    assert controller.state.step != COUNTER
    assert card in controller.state.seats[asked].discard, "off its turn the card goes to the discard pile"


def test_the_table_speaks_german_once_the_language_is_switched(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(people(2), seed=3)
    window.handoff.button.click()
    try:
        window.set_language("de")
        drawn = {entry.text for entry in texts_on_screen(window.table)}
        assert "Markt" in drawn and "Ausgang" in drawn
    finally:
        window.set_language("en")


@pytest.mark.parametrize("language_code", ["en", "de"])
def test_no_word_on_the_table_is_cut_short_in_the_small_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language_code: str
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch, language_code=language_code)
    window.resize(1024, 700)
    window.start_new(people(3), seed=5)
    controller = window.controller
    choose = builder(random.Random(5))
    cut: set[str] = set()
    for _ in range(120):  # cards bought, played and scored: the market and the row have changed
        if window.handoff.isVisible():
            window.handoff.button.click()
        cut |= {entry.text for entry in texts_on_screen(window.table) if "\u2026" in entry.text}
        controller.apply(choose(controller.state))
    assert not cut


def test_the_bar_offers_a_played_card_s_actions(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(people(2), seed=3)
    window.handoff.button.click()
    controller = window.controller
    seat = controller.pending().seat
    blue = next(
        index
        for index, card in enumerate(controller.state.seats[seat].hand)
        if RULES.components().card(card).actions
    )
    window.scene.spot_click(("hand", blue))
    assert controller.state.step == ACTION
    labels = [button.text() for button in window.bar.buttons]
    assert len(labels) >= 2, labels


@pytest.mark.parametrize("language_code", ["en", "de"])
def test_no_word_is_cut_short_in_the_small_window_with_both_expert_variants(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language_code: str
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch, language_code=language_code)
    window.resize(1024, 700)
    options = {"patrons": "on", "individual_scoring": "on"}
    window.start_new(MatchConfig("isla_nublar", people(3).players, options), seed=5)
    controller = window.controller
    choose = builder(random.Random(5))
    cut: set[str] = set()
    steps: set[str] = set()
    for _ in range(160):  # markers advanced, scoring cards bought, played and scored again
        if window.handoff.isVisible():
            window.handoff.button.click()
        cut |= {entry.text for entry in texts_on_screen(window.table) if "\u2026" in entry.text}
        steps.add(controller.state.step)
        controller.apply(choose(controller.state))
    assert not cut
    assert window.scene.patron_rows is not None
    assert any(any(held) for held in controller.state.markers), "a marker has moved"
