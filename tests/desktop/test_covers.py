"""The launcher's covers are drawn once per size and kept as pictures in the cache folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from core.engine.component_error import ComponentError
from desktop import covers

SIZE = QSizeF(238, 154)
GAME = "karuba"


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The games whose cover was drawn afresh, in order."""
    seen: list[str] = []
    real = covers.draw

    def counting(game_id: str, size: QSizeF, ratio: float) -> QImage:
        seen.append(game_id)
        return real(game_id, size, ratio)

    monkeypatch.setattr(covers, "draw", counting)
    return seen


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    covers.set_folder(tmp_path / "covers")
    yield tmp_path / "covers"
    covers.set_folder(None)


def restart(folder: Path) -> None:
    """What a new start sees: the kept pictures, none shown yet."""
    covers.set_folder(folder)


def test_a_kept_cover_is_shown_without_drawing_it(qapp: QApplication, folder: Path, drawn: list[str]) -> None:
    first = covers.cover(GAME, SIZE, 1.0)
    assert first is not None and not first.isNull()
    assert len(list(folder.glob(f"{GAME}-238x154-*.png"))) == 1
    restart(folder)
    again = covers.cover(GAME, SIZE, 1.0)
    assert drawn == [GAME]
    assert again is not None and again.size() == first.size()
    assert again.convertToFormat(first.format()) == first


def test_a_repaint_reads_no_file(qapp: QApplication, folder: Path, drawn: list[str]) -> None:
    covers.cover(GAME, SIZE, 1.0)
    for kept in folder.iterdir():
        kept.unlink()
    assert covers.cover(GAME, SIZE, 1.0) is not None and drawn == [GAME]


def test_a_changed_drawing_draws_the_cover_again_and_drops_the_old_picture(
    qapp: QApplication, folder: Path, drawn: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    covers.cover(GAME, SIZE, 1.0)
    monkeypatch.setattr(covers, "fingerprint", lambda game_id: "changed")
    restart(folder)
    covers.cover(GAME, SIZE, 1.0)
    assert drawn == [GAME, GAME]
    assert [path.name for path in folder.glob(f"{GAME}-*.png")] == [f"{GAME}-238x154-changed.png"]


def test_each_size_and_pixel_ratio_has_its_picture(qapp: QApplication, folder: Path) -> None:
    sharp = covers.cover(GAME, SIZE, 2.0)
    assert sharp is not None and (sharp.width(), sharp.height()) == (476, 308)
    assert sharp.devicePixelRatio() == 2.0
    covers.cover(GAME, SIZE, 1.0)
    assert len(list(folder.glob(f"{GAME}-*.png"))) == 2


def test_an_unwritable_folder_only_draws(qapp: QApplication, tmp_path: Path, drawn: list[str]) -> None:
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("", encoding="utf-8")
    covers.set_folder(blocked / "covers")
    try:
        assert covers.cover(GAME, SIZE, 1.0) is not None
        restart(blocked / "covers")
        assert covers.cover(GAME, SIZE, 1.0) is not None
    finally:
        covers.set_folder(None)
    assert drawn == [GAME, GAME]


def test_a_cover_that_needs_a_broken_file_leaves_the_card_plain(
    qapp: QApplication, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(game_id: str, size: QSizeF, ratio: float) -> QImage:
        raise ComponentError("resources/games/karuba/components.yaml", "", "", "the file cannot be read")

    monkeypatch.setattr(covers, "draw", broken)
    assert covers.cover(GAME, SIZE, 1.0) is None
    assert not list(folder.glob("*.png")) if folder.exists() else True
