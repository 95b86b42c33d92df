"""Every word on each game's table reads at the fitted scale: 10 px at 1024x700, 12 px at 1280x800."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.engine import registry
from core.engine.protocol import MatchConfig, PlayerInfo
from desktop.scene.legibility import smallest, texts_on_screen
from tests.desktop.shell_helpers import open_window, real_ui_available

GOALS = {(1024, 700): 10.0, (1280, 800): 12.0}
COLOURS = ("blue", "orange", "green", "purple")


@pytest.mark.skipif(not real_ui_available(), reason="the games' tables are not there")
@pytest.mark.parametrize("entry", registry.entries(), ids=lambda entry: entry.game_id)
@pytest.mark.parametrize("language_code", ["en", "de"])
def test_the_smallest_word_on_the_table_is_readable_mid_game(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    entry: registry.GameEntry,
    language_code: str,
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch, language_code)
    game = entry.game_id
    players = min(4, entry.max_players)
    seats = tuple(PlayerInfo(f"Player {seat + 1}", COLOURS[seat]) for seat in range(players))
    window.start_new(MatchConfig(game, seats), seed=2)
    controller = window.controller
    assert controller is not None
    chance = random.Random(2)
    for _ in range(30):
        legal = controller.legal()
        if not legal or controller.result() is not None:
            break
        controller.apply(chance.choice(sorted(legal, key=repr)))
    if window.handoff.isVisible():
        window.handoff.button.click()
    for (width, height), goal in GOALS.items():
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: abs(window.width() - w) <= 1)
        window.table.fit()
        assert len(texts_on_screen(window.table)) > 5, "the table's words are measured"
        found = smallest(window.table)
        assert found is not None
        assert found.pixels >= goal - 0.05, f"{game} at {width}x{height}: {found}"
