"""The names the table shows of cards, patrons, dinosaurs and spaces, from the texts' ``names``.

Until a name has its text, it is shown from its id ("field_kit" -> "Field kit"), so the
table never shows a key.
"""

from __future__ import annotations

from core.games.isla_nublar.components import CardAction, components
from desktop.text import Texts


def _from_id(name: str) -> str:
    return name.replace("_", " ").capitalize()


def card_name(texts: Texts, card: int) -> str:
    return _from_id(components().card(card).id)


def patron_name(texts: Texts, patron: str) -> str:
    return _from_id(patron)


def dinosaur_name(texts: Texts, dinosaur: int) -> str:
    return _from_id(components().dinosaurs[dinosaur].id)


def space_name(texts: Texts, space: int) -> str:
    found = components().spaces[space]
    return f"{_from_id(found.landscape or 'volcano')} {found.column + 1}/{found.row + 1}"


def card_text(texts: Texts, card: int) -> str:
    """The card's whole text for its zoom."""
    kind = components().card(card)
    return " / ".join(f"{action.kind} {action.amount}" for action in kind.actions)


def action_words(texts: Texts, action: CardAction) -> str:
    """A card's action in a few words ("2 amber", "Hide")."""
    return (
        f"{action.amount} {action.kind}"
        if action.kind in ("amber", "crates", "draw")
        else _from_id(action.kind)
    )
