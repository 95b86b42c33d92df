"""German speaks to the player with "du", never with the plural "ihr" or the formal "Sie".

A word list finds the plural forms in every German text: the game catalogues,
the rules and notes, and the interface's translations. "ihr" and "ihre" also
mean "her" and "their", so the pronoun is caught only next to a verb form of
the plural ("spielt ihr", "ihr habt").
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.text import DOMAINS, Text, catalogue

I18N = Path(__file__).resolve().parents[2] / "i18n"

PLURAL_YOU = re.compile(
    r"\b(?:euch|euer|eure[mnrs]?|habt|seid|könnt|müsst|dürft|wollt|sollt|wisst)\b"
    r"|\b[a-zäöüß]+t ihr\b|\b[Ii]hr [a-zäöüß]+t\b"
    r"|(?:^|[.:!?]\s+)(?:Wählt|Spielt|Kopiert|Schickt|Nehmt|Gebt|Legt|Zieht|Startet|Öffnet|Speichert|Seht)\b",
    re.MULTILINE,
)
FORMAL_YOU = re.compile(r"\b(?:Ihnen|Ihr(?:e[mnrs]?)? (?:Spiel|Partie|Zug|Hand|Karten?)|[a-zäöü]+en Sie)\b")


def german_texts() -> Iterator[tuple[str, str]]:
    for domain in DOMAINS:
        for key, text in catalogue(domain, "de").items():
            for form in _forms(text):
                yield f"i18n/{domain}/de.yaml {key}", form
    for path in sorted(I18N.glob("*/*.de.md")):
        yield str(path.relative_to(I18N)), path.read_text("utf-8")
    for message in ET.parse(I18N / "dinotable_de.ts").getroot().iter("message"):
        translation = message.find("translation")
        if translation is None:
            continue
        source = message.findtext("source", "")
        for form in [translation.text or "", *(f.text or "" for f in translation.iter("numerusform"))]:
            yield f"dinotable_de.ts “{source}”", form


def _forms(text: Text) -> list[str]:
    return [text] if isinstance(text, str) else [text["one"], text["other"]]


def test_german_never_addresses_players_in_the_plural_or_formally() -> None:
    found = {
        where: match.group(0)
        for where, text in german_texts()
        for match in [PLURAL_YOU.search(text) or FORMAL_YOU.search(text)]
        if match
    }
    assert found == {}, "say du: Wähle, spiel, du kannst, teilen sich ..."


@pytest.mark.parametrize(
    "text",
    ["Wählt ein Spiel.", "Ihr könnt weiterspielen.", "Wenn ihr fortfahrt", "teilt ihr euch", "Ihr grabt"],
)
def test_the_word_list_catches_the_plural_you(text: str) -> None:
    assert PLURAL_YOU.search(text)


@pytest.mark.parametrize(
    "text", ["Alle füllen ihre Hand auf.", "Wähle ein Spiel.", "Anna spielt an.", "Ihre Fähigkeit wirkt."]
)
def test_the_word_list_lets_her_and_their_pass(text: str) -> None:
    assert not PLURAL_YOU.search(text) and not FORMAL_YOU.search(text)
