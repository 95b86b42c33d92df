"""The solo score chase: a personal best table per game, kept safely."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.engine.protocol import MatchConfig, PlayerInfo
from desktop import records
from desktop.records import Record
from desktop.results import ResultsDialog
from tests.desktop.shell_helpers import open_window
from tests.special_files import KINDS, SPECIAL, finishes_quickly


def entry(score: int, date: str, match: str) -> Record:
    return Record("Ada", score, date, match)


def test_the_table_keeps_the_ten_best_highest_first_and_the_older_on_a_tie(tmp_path: Path) -> None:
    path = tmp_path / records.RECORDS_NAME
    for index, score in enumerate([3, 9, 5, 9, 1, 7, 2, 8, 6, 4, 0, 10]):
        records.add(path, "karuba", entry(score, f"2026-01-{index + 1:02d}T10:00", f"m{index}"))
    table = records.load(path)["karuba"]
    assert [r.score for r in table] == [10, 9, 9, 8, 7, 6, 5, 4, 3, 2]
    assert [r.match for r in table[1:3]] == ["m1", "m3"]  # equal nines: the older stays ahead


def test_the_same_match_is_entered_once_and_its_place_is_given(tmp_path: Path) -> None:
    path = tmp_path / records.RECORDS_NAME
    records.add(path, "karuba", entry(12, "2026-01-01T10:00", "old"))
    table, place = records.add(path, "karuba", entry(15, "2026-01-02T10:00", "new"))
    again, place_again = records.add(path, "karuba", entry(15, "2026-01-02T10:00", "new"))
    assert place == place_again == 1 and len(table) == len(again) == 2


def test_a_score_below_a_full_table_gets_no_place(tmp_path: Path) -> None:
    path = tmp_path / records.RECORDS_NAME
    for index in range(records.KEEP):
        records.add(path, "karuba", entry(20, f"2026-01-01T10:{index:02d}", f"m{index}"))
    table, place = records.add(path, "karuba", entry(1, "2026-02-01T10:00", "low"))
    assert place is None and len(table) == records.KEEP


def test_a_damaged_table_is_moved_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / records.RECORDS_NAME
    path.write_text('{"karuba": [{"name": 3}]}')
    table, place = records.add(path, "karuba", entry(7, "2026-01-01T10:00", "m"))
    assert place == 1 and len(table) == 1
    aside = list(tmp_path.glob("records-damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text() == '{"karuba": [{"name": 3}]}'
    assert json.loads(path.read_text())["karuba"][0]["score"] == 7


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_a_table_of_any_odd_kind_is_moved_aside_and_a_fresh_one_begins(tmp_path: Path, kind: str) -> None:
    if kind in SPECIAL and sys.platform == "win32":
        pytest.skip("pipes and /dev/zero are POSIX")
    path = tmp_path / records.RECORDS_NAME
    KINDS[kind][0](path)
    table, place = finishes_quickly(
        lambda: records.add(path, "karuba", entry(7, "2026-01-01T10:00", "m")), path
    )
    assert place == 1 and len(table) == 1
    assert len(list(tmp_path.glob("records-damaged-*.json"))) == 1
    assert json.loads(path.read_text())["karuba"][0]["score"] == 7


def test_a_table_nested_far_too_deep_is_moved_aside_unchanged(tmp_path: Path) -> None:
    path = tmp_path / records.RECORDS_NAME
    deep = '{"karuba": ' + "[" * 100_000 + "]" * 100_000 + "}"
    path.write_text(deep)
    assert records.load(path) == {}
    (aside,) = tmp_path.glob("records-damaged-*.json")
    assert aside.read_text() == deep and not path.exists()


def test_an_entry_with_a_key_of_a_later_version_still_counts(tmp_path: Path) -> None:
    path = tmp_path / records.RECORDS_NAME
    later = {"name": "Ada", "score": 9, "date": "2026-01-01T10:00", "match": "m", "level": "hard"}
    path.write_text(json.dumps({"karuba": [later]}))
    assert records.load(path) == {"karuba": [Record("Ada", 9, "2026-01-01T10:00", "m")]}


@pytest.mark.parametrize("computer", [False, True])
def test_a_finished_solo_game_shows_the_personal_best_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, computer: bool
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    config = MatchConfig("karuba", (PlayerInfo("Ada", "blue", computer=computer),), {"setup": "random"})
    window.start_new(config, seed=3)
    controller = window.controller
    while not computer and controller.result() is None:
        controller.apply(controller.legal()[0])
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(), timeout=10_000)
    dialog: ResultsDialog = window.results
    if computer:  # only people chase their own best
        assert not dialog.best_table.isVisibleTo(dialog)
        assert not (tmp_path / "data" / records.RECORDS_NAME).exists()
        return
    assert dialog.best_table.isVisibleTo(dialog) and dialog.best_table.rowCount() == 1
    assert "number 1" in dialog.best_title.text()
    assert dialog.best_table.item(0, 2).text() == str(controller.result().scores[0])
    assert window.panel.role.text() == f"{controller.result().scores[0]} points"


def test_an_empty_table_file_takes_the_first_record(tmp_path: Path) -> None:
    path = tmp_path / records.RECORDS_NAME
    path.write_text("{}", "utf-8")
    table, place = records.add(path, "karuba", entry(12, "2026-01-01T10:00", "first"))
    assert place == 1 and [r.score for r in table] == [12]
    assert records.load(path)["karuba"] == table
