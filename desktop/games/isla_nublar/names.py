"""Isla Nublar's names: cards, patrons, landscapes, areas, dinosaurs, walk directions, spaces,
pieces and seats, as the table and the log say them.

Each name is a catalogue text (i18n/isla_nublar/<lang>.yaml) found from the core's index or id:
card 12 is "Field Kit", space 7 "Park in area I, column 2", direction 1 "south-west".
"""

from __future__ import annotations

from core.engine.protocol import UNKNOWN, MatchConfig
from core.games.isla_nublar.components import NO_AREA, WALKS, CardType, components
from desktop.text import Texts

GAME = "isla_nublar"
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII")  # areas are numbered so on the board


def card_type(card: int) -> CardType | None:
    """The type of a card, None for a card nobody may see (or no card)."""
    parts = components()
    if card == UNKNOWN or not 0 <= card < len(parts.cards):
        return None
    return parts.card(card)


def card_name(texts: Texts, card: int) -> str:
    """'Field Kit'; a scoring card 'Around the Lake'; a card nobody may see 'a hidden card'."""
    kind = card_type(card)
    return texts(f"{GAME}.card.hidden") if kind is None else type_name(texts, kind)


def type_name(texts: Texts, kind: CardType) -> str:
    return texts(f"{GAME}.{'scoring_card' if kind.scoring else 'card'}.{kind.id}")


def patron_name(texts: Texts, patron: str) -> str:
    """'Protection Group'."""
    return texts(f"{GAME}.patron.{patron}")


def tile_name(texts: Texts, tile: int) -> str:
    """'Amber Find': a development tile of the patrons variant, by its index."""
    tiles = components().tiles
    if not 0 <= tile < len(tiles):
        return texts(f"{GAME}.tile.none")
    return texts(f"{GAME}.tile.{tiles[tile].id}")


def patron_index_name(texts: Texts, patron: int) -> str:
    """A patron by its index in the components' list."""
    patrons = components().patrons
    if not 0 <= patron < len(patrons):
        return texts(f"{GAME}.patron.none")
    return patron_name(texts, patrons[patron])


def landscape_name(texts: Texts, landscape: str) -> str:
    """'Forest'; the landscape of a volcano space is 'Volcano'."""
    return texts(f"{GAME}.landscape.{landscape or 'volcano'}")


def area_name(texts: Texts, area: int) -> str:
    """'area II' (the areas count from the volcanoes to the southern tip)."""
    if not 0 <= area < len(components().areas):
        return texts(f"{GAME}.area.none")
    return texts(f"{GAME}.area", number=ROMAN[area])


def dinosaur_name(texts: Texts, dinosaur: int) -> str:
    """'Triceratops' (each dinosaur is one figure on the island, named without an article)."""
    dinosaurs = components().dinosaurs
    if not 0 <= dinosaur < len(dinosaurs):
        return texts(f"{GAME}.dinosaur.any")
    return texts(f"{GAME}.dinosaur.{dinosaurs[dinosaur].id}")


def direction_name(texts: Texts, direction: int) -> str:
    """'south-west'."""
    if not 0 <= direction < len(WALKS):
        return texts(f"{GAME}.direction.none")
    return texts(f"{GAME}.direction.{WALKS[direction]}")


def space_name(texts: Texts, space: int) -> str:
    """'Forest in area I, column 3', or 'the volcano in column 2' (columns counted from the west)."""
    spaces = components().spaces
    if not 0 <= space < len(spaces):
        return texts(f"{GAME}.space.none")
    found = spaces[space]
    column = found.column + 1
    if found.volcano or found.area == NO_AREA:
        return texts(f"{GAME}.space.volcano", column=column)
    landscape = landscape_name(texts, found.landscape)
    return texts(f"{GAME}.space", landscape=landscape, area=area_name(texts, found.area), column=column)


def piece_name(texts: Texts, piece: str) -> str:
    """'crate' or 'camp' (the pieces a seat restocks)."""
    return texts(f"{GAME}.piece.{piece}")


def player_name(config: MatchConfig | None, seat: int | None) -> str:
    if config is None or seat is None or not 0 <= seat < config.player_count:
        return ""
    return config.players[seat].name
