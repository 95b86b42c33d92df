"""Triassic Terror's German words (TT-D35): an environment is a "Gebiet", an area an "Abschnitt".

The seed also says "Klimazone" and mixes "Gebiet" and "Abschnitt"; our texts keep to one word
for each, in the catalogue and on the rules and notes pages.
"""

from __future__ import annotations

import string
from pathlib import Path

from desktop.text import catalogue, document

GAME = "triassic_terror"
I18N = Path(__file__).resolve().parents[3] / "i18n" / GAME


def german_texts() -> dict[str, str]:
    """Every German text of the game, each plural form on its own, and the two pages."""
    found: dict[str, str] = {}
    for key, text in catalogue(GAME, "de").items():
        forms = [text] if isinstance(text, str) else [text["one"], text["other"]]
        for number, form in enumerate(forms):
            found[f"{key} [{number}]"] = form
    for name in ("rules", "notes"):
        found[f"{name}.de.md"] = document(GAME, name, "de")
    return found


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_german_texts_say_gebiet_and_abschnitt_never_klimazone() -> None:
    texts = german_texts()
    assert [where for where, text in texts.items() if "Klimazone" in text] == []
    sentences = {where: text for where, text in texts.items() if not where.startswith(f"{GAME}.area_name ")}
    with_environment = {
        where: text for where, text in sentences.items() if "environment" in placeholders(text)
    }
    assert with_environment and all("Gebiet" in text for text in with_environment.values()), with_environment
    assert "Gebiet" in texts[f"{GAME}.environment.unknown [0]"]
    assert "Abschnitt" in texts[f"{GAME}.area.unknown [0]"]
    rules = texts["rules.de.md"]
    assert "**Vier Gebiete**" in rules and "**drei Abschnitte**" in rules
