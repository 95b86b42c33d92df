"""Each preference read from the settings is checked: a spoilt one gives its default, the others stay."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QCoreApplication, QPoint, QSettings

from desktop import motion, settings

SPOILT_TEXTS = ["", "abc", "1e400", "-5", "+300", " 300", "3" * 5000, "٣٠٠", "true", "a, b", "\x00"]


@pytest.fixture
def store(qapp: QCoreApplication, tmp_path: Path) -> settings.QSettings:
    """Settings of the test's own, empty, where the window keeps them."""
    QCoreApplication.setOrganizationName(settings.ORGANISATION)
    QCoreApplication.setApplicationName(settings.APPLICATION)
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, str(tmp_path / "config"))
    store = settings.settings()
    store.clear()
    return store


@pytest.mark.parametrize("spoilt", [*SPOILT_TEXTS, "fr", "EN", "en de"])
def test_a_spoilt_language_gives_the_system_language(store: settings.QSettings, spoilt: str) -> None:
    store.setValue("language", spoilt)
    assert settings.language() == settings.system_language()
    store.setValue("language", "de")
    assert settings.language() == "de"


@pytest.mark.parametrize("spoilt", [*SPOILT_TEXTS, "warp", "Fast"])
def test_a_spoilt_pace_gives_normal(store: settings.QSettings, spoilt: str) -> None:
    store.setValue("pace", spoilt)
    assert settings.pace() == settings.DEFAULT_PACE
    store.setValue("pace", "fast")
    assert settings.pace() == "fast"


@pytest.mark.parametrize("spoilt", [*SPOILT_TEXTS, "warp", "instant"])
def test_a_spoilt_motion_speed_gives_the_default(store: settings.QSettings, spoilt: str) -> None:
    store.setValue("motion", spoilt)
    assert settings.motion_speed() == motion.DEFAULT_SPEED
    store.setValue("motion", "off")
    assert settings.motion_speed() == "off"


OUT_OF_RANGE = ["219", str(settings.PANEL_MAX_WIDTH + 1), str(2**31), "300.5"]


@pytest.mark.parametrize("spoilt", [*SPOILT_TEXTS, *OUT_OF_RANGE])
def test_a_spoilt_panel_width_gives_the_default(store: settings.QSettings, spoilt: str) -> None:
    store.setValue("panel/width", spoilt)
    assert settings.panel_width() == settings.PANEL_WIDTH
    store.setValue("panel/width", "250")
    assert settings.panel_width() == 250


@pytest.mark.parametrize("spoilt", [QByteArray(b"\xff\xfe"), ["300", "301"], QPoint(1, 2)])
def test_a_value_that_is_no_text_gives_the_default(store: settings.QSettings, spoilt: object) -> None:
    for key in ("language", "pace", "motion", "panel/width", "panel/shown", "save_folder"):
        store.setValue(key, spoilt)
    store.sync()
    assert settings.language() == settings.system_language() and settings.pace() == settings.DEFAULT_PACE
    assert settings.motion_speed() == motion.DEFAULT_SPEED and settings.panel_shown()
    assert settings.panel_width() == settings.PANEL_WIDTH and Path(settings.save_folder()).is_dir()


def test_the_panel_width_stored_stays_within_its_limits(store: settings.QSettings) -> None:
    settings.set_panel_width(2**31)
    assert settings.panel_width() == settings.PANEL_MAX_WIDTH
    settings.set_panel_width(-1)
    assert settings.panel_width() == settings.PANEL_MIN_WIDTH


@pytest.mark.parametrize("spoilt", [*SPOILT_TEXTS, "False", "0"])
def test_a_spoilt_panel_shown_shows_the_panel(store: settings.QSettings, spoilt: str) -> None:
    store.setValue("panel/shown", spoilt)
    assert settings.panel_shown()
    settings.set_panel_shown(False)
    assert not settings.panel_shown()


@pytest.mark.parametrize("spoilt", [*SPOILT_TEXTS, "/" + "a" * 5000, "/no/such/folder"])
def test_a_spoilt_save_folder_gives_the_documents_or_home_folder(
    store: settings.QSettings, spoilt: str
) -> None:
    store.setValue("save_folder", spoilt)
    assert Path(settings.save_folder()).is_dir()


def test_the_save_folder_is_kept(store: settings.QSettings, tmp_path: Path) -> None:
    settings.set_save_folder(str(tmp_path))
    assert settings.save_folder() == str(tmp_path)


@pytest.mark.parametrize(
    ("key", "spoilt"),
    [
        *[("file", value) for value in [*SPOILT_TEXTS, "/" + "a" * 5000]],
        *[("steps", value) for value in SPOILT_TEXTS],
        *[("seed", value) for value in SPOILT_TEXTS],
    ],
)
def test_a_spoilt_remembered_file_is_forgotten(
    store: settings.QSettings, tmp_path: Path, key: str, spoilt: str
) -> None:
    saved = tmp_path / "match.dinotable.json"
    saved.write_text("{}", encoding="utf-8")
    settings.remember_file("comet", saved, 12, 77)
    assert settings.remembered_file("comet", 77) == (saved, 12)
    store.setValue(f"autosave/comet/{key}", spoilt)
    assert settings.remembered_file("comet", 77) is None
