"""The files that integrate Dinotable with desktops: menu entry, AppStream metadata, icons."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from core.version import VERSION
from desktop.app import DESKTOP_ID, ICON_SIZES

ROOT = Path(__file__).resolve().parent.parent.parent
LINUX = ROOT / "packaging" / "linux"
METAINFO = LINUX / f"{DESKTOP_ID}.metainfo.xml"
DESKTOP_FILE = LINUX / f"{DESKTOP_ID}.desktop"
ICONS = ROOT / "resources" / "icons" / "hicolor"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def by_language(root: ET.Element, tag: str) -> dict[str, ET.Element]:
    return {element.get(LANG, "en"): element for element in root.findall(tag)}


def test_metainfo_names_the_application_in_english_and_german() -> None:
    root = metainfo()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == DESKTOP_ID
    assert root.findtext("name") == "Dinotable"
    assert root.findtext("project_license") == "MIT" and root.findtext("metadata_license") == "CC0-1.0"
    assert set(by_language(root, "summary")) == {"en", "de"}
    paragraphs = root.findall("description/p")
    assert {paragraph.get(LANG, "en") for paragraph in paragraphs} == {"en", "de"}
    assert [c.text for c in root.findall("categories/category")] == ["Game", "BoardGame"]
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == DESKTOP_FILE.name
    assert root.findtext("provides/binary") == "dinotable"
    assert root.find("content_rating") is not None


def test_metainfo_screenshots_are_pictures_in_the_repository() -> None:
    screenshots = metainfo().findall("screenshots/screenshot")
    assert screenshots and screenshots[0].get("type") == "default"
    for screenshot in screenshots:
        image = screenshot.findtext("image") or ""
        assert image.startswith("https://")
        assert (ROOT / "docs" / "screenshots" / image.rsplit("/", 1)[-1]).exists(), image
        assert set(by_language(screenshot, "caption")) == {"en", "de"}


def game_names(language: str) -> list[str]:
    from core.engine import registry
    from desktop.text import Texts

    texts = Texts(language)
    return [texts(f"{entry.game_id}.name") for entry in registry.entries()]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_menu_entry_and_the_store_listing_name_every_game(language: str) -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys like Name[de] keep their case
    entry.read(DESKTOP_FILE, encoding="utf-8")
    keywords = entry["Desktop Entry"]["Keywords" if language == "en" else f"Keywords[{language}]"].split(";")
    root = metainfo()
    listed = {k.text for k in root.findall("keywords/keyword") if k.get(LANG, "en") == language}
    described = " ".join(
        " ".join((p.text or "").split())
        for p in root.findall("description/p")
        if p.get(LANG, "en") == language
    )
    for name in game_names(language):
        assert name in keywords, f"the menu entry's keywords ({language}) lack {name}"
        assert name in listed, f"the AppStream keywords ({language}) lack {name}"
        assert name in described, f"the AppStream description ({language}) does not name {name}"


def test_the_newest_release_is_the_apps_version() -> None:
    release = metainfo().find("releases/release")
    assert release is not None and release.get("version") == VERSION


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli is not installed")
def test_appstreamcli_accepts_the_metainfo() -> None:
    checked = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True, check=False
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_menu_entry_starts_dinotable_among_board_games() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys like Name[de] keep their case
    entry.read(DESKTOP_FILE, encoding="utf-8")
    fields = entry["Desktop Entry"]
    assert fields["Type"] == "Application" and fields["Name"] == "Dinotable"
    assert fields["Exec"] == "dinotable" and fields["Icon"] == DESKTOP_ID
    assert fields["Categories"].split(";")[:2] == ["Game", "BoardGame"]
    assert fields["Comment"] and fields["Comment[de]"] and fields["GenericName[de]"]


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None, reason="desktop-file-validate is not installed"
)
def test_desktop_file_validate_accepts_the_menu_entry() -> None:
    checked = subprocess.run(
        ["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True, check=False
    )
    assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout + checked.stderr


@pytest.mark.parametrize("size", ICON_SIZES)
def test_the_icon_is_rendered_at_every_size(size: int) -> None:
    image = QImage(str(ICONS / f"{size}x{size}" / "apps" / f"{DESKTOP_ID}.png"))
    assert (image.width(), image.height()) == (size, size), "run python packaging/render_icons.py"
    assert image.hasAlphaChannel()
    assert image.pixelColor(0, 0).alpha() == 0, "the corners stay transparent (a rounded tile)"
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_the_window_icon_ships_with_the_program() -> None:
    assert (ROOT / "resources" / "icons" / "dinotable.svg").read_text("utf-8").lstrip().startswith("<?xml")
