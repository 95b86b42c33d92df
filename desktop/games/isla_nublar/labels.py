"""The table's own short words (``isla_nublar.table.*``): the labels of piles, pools, rows and
the bar. Names of cards, landscapes and dinosaurs are the texts' (``names``).

A word the catalogue does not hold yet is shown from ``FALLBACK``, in the player's language,
so the table stays readable while the catalogues grow; the catalogue wins where it speaks.
"""

from __future__ import annotations

from desktop.text import Texts

PREFIX = "isla_nublar.table"

FALLBACK: dict[str, tuple[str, str]] = {  # key: (English, German)
    "market": ("Market", "Markt"),
    "scoring_row": ("Scoring cards (first three active)", "Wertungskarten (die ersten drei gelten)"),
    "dinosaur_deck": ("Dinosaurs", "Dinosaurier"),
    "scoring_deck": ("Scoring deck", "Wertungsstapel"),
    "score_track": ("Score track", "Punkteleiste"),
    "count": ("×{count}", "×{count}"),
    "active": ("active", "gilt"),
    "points_now": ("+{points}", "+{points}"),
    "exit": ("Exit", "Ausgang"),
    "hand": ("Your hand", "Deine Hand"),
    "hand_of": ("Hand of {name}", "Hand von {name}"),
    "hidden": ("Hidden", "Versteckt"),
    "draw": ("Draw", "Nachzieh"),
    "discard": ("Discard", "Ablage"),
    "pools": ("This turn", "Dieser Zug"),
    "amber": ("Amber {amber}", "Bernstein {amber}"),
    "crates": ("Crate points {crates}", "Kistenpunkte {crates}"),
    "changed": ("Changed {changed}", "Gewechselt {changed}"),
    "in_hand": ("Hand {count}", "Hand {count}"),
    "supply": ("Supply", "Vorrat"),
    "general": ("General", "Allgemein"),
    "played": ("Played", "Gespielt"),
    "last_round": (
        "Last round: the game ends after this round",
        "Letzte Runde: Das Spiel endet nach dieser Runde",
    ),
    "build_cost": (
        "Camp here: costs {cost}, {take_back} own crates back",
        "Camp hier: kostet {cost}, {take_back} eigene Kisten zurück",
    ),
    "take_back": ("Crates back", "Kisten zurück"),
    "level": ("Level", "Ebene"),
    "off_island": ("Off the island", "Von der Insel"),
    "raid_takes": ("Raid: {lost}", "Überfall: {lost}"),
    "raid_crates": ("{count} crates of {name}", "{count} Kisten von {name}"),
    "raid_camp": ("the camp of {name}", "das Camp von {name}"),
    "walk_to": ("Walks to {space}", "Läuft nach {space}"),
    "threat": ("A raid is coming here", "Hier droht ein Überfall"),
    "lapse": ("Unused at the turn's end: {left}", "Am Zugende verfallen: {left}"),
    "bar.no_action": ("No action", "Keine Aktion"),
    "bar.use": ("Use: {action}", "Nutzen: {action}"),
    "bar.end_turn": ("End the turn", "Zug beenden"),
    "bar.restock_crate": ("Restock a crate", "Kiste zurückholen"),
    "bar.restock_camp": ("Restock a camp", "Camp zurückholen"),
    "bar.change": ("Change 1 amber", "1 Bernstein wechseln"),
    "bar.build": ("Build the camp (costs {cost})", "Camp bauen (kostet {cost})"),
    "bar.place": ("Place a crate here", "Kiste hierher"),
    "bar.keep": ("Leave the crate", "Kiste liegen lassen"),
    "bar.done": ("Done", "Fertig"),
    "bar.allow": ("Let it raid", "Überfall zulassen"),
    "bar.pick_camp": ("Pick up this camp", "Dieses Camp nehmen"),
}


def table_text(texts: Texts, label: str, /, **values: object) -> str:
    key = f"{PREFIX}.{label}"
    if texts.has(key):
        return texts(key, **values)
    english, german = FALLBACK[label]
    return (german if texts.language == "de" else english).format(**values)
