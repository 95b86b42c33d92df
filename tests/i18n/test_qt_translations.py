"""The interface translations: German complete, compiled files current with their sources."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from i18n import update


def _messages(path: Path) -> list[ET.Element]:
    return list(ET.parse(path).getroot().iter("message"))


def _unfinished(path: Path) -> list[str]:
    problems = []
    for message in _messages(path):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(source)
            continue
        forms = [form.text or "" for form in translation.findall("numerusform")]
        texts = forms if message.get("numerus") == "yes" else [translation.text or ""]
        if not all(text.strip() for text in texts):
            problems.append(source)
    return problems


def test_every_german_string_is_translated() -> None:
    assert _messages(update.ts_file("de")), "the German .ts holds no strings"
    assert _unfinished(update.ts_file("de")) == []


def test_english_plural_forms_are_filled() -> None:
    assert _unfinished(update.ts_file("en")) == []


@pytest.mark.parametrize("language", update.LANGUAGES)
def test_the_ts_files_hold_every_string_of_the_code(language: str, tmp_path: Path) -> None:
    """A fresh lupdate over the code adds nothing and leaves nothing unfinished."""
    fresh = tmp_path / f"dinotable_{language}.ts"
    shutil.copy(update.ts_file(language), fresh)
    update.lupdate(language, fresh)
    assert _unfinished(fresh) == [], "run python -m i18n.update and translate the new strings"
    assert fresh.read_text("utf-8") == update.ts_file(language).read_text("utf-8")


@pytest.mark.parametrize("language", update.LANGUAGES)
def test_the_compiled_qm_matches_its_ts(language: str, tmp_path: Path) -> None:
    fresh = tmp_path / f"dinotable_{language}.qm"
    update.lrelease(update.ts_file(language), fresh)
    assert fresh.read_bytes() == update.qm_file(language).read_bytes(), "run python -m i18n.update"
